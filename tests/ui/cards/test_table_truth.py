"""Nothing on the table lies or hides: forehand's 100, new cards marked, my running points,
the labels of cards being passed clear of the panel."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from thousand_app.cards.engine import Card, Game, Rules, parse_action
from thousand_app.ui.common.main_window import MainWindow
from thousand_app.ui.cards.card_script import layout
from thousand_app.ui.cards.table_model import new_cards

from tests.ui.conftest import bid, start_fixed, wait_mode, wait_until

C = Card.parse
DEFENDING = {1: ["1 bid 105", "1 give KD 0", "1 give 9D 2", "1 play 9S"], 2: ["2 pass", "2 play KS"]}


def fixed() -> Game:
    g = Game(Rules(), 3, players=["Anna", "Boris", "Vera"], first_dealer=2, seed=11, deal=False)
    g.deal(layout())
    return g


def test_new_cards_from_the_observation() -> None:
    g = fixed()
    for text in ("1 bid 105", "2 pass", "0 bid 110", "1 pass"):
        g.apply(parse_action(text))
    # the declarer's talon is new until he passes his first card
    assert new_cards(g.observation(0)) == {C("KD"), C("9D"), C("QC")}
    g.apply(parse_action("0 give KD 1"))
    assert new_cards(g.observation(0)) == set()
    # a card passed to a defender is new until he plays
    assert new_cards(g.observation(1)) == {C("KD")}
    g.apply(parse_action("0 give 9D 2"))
    g.apply(parse_action("0 play AS"))
    assert new_cards(g.observation(1)) == {C("KD")}
    g.apply(parse_action("1 play 9S"))
    assert new_cards(g.observation(1)) == set()
    assert new_cards(g.observation(2)) == {C("9D")}


def test_forehand_hundred_and_new_marks_on_the_table(qtbot: Any, window: MainWindow) -> None:
    window.resize(900, 600)
    screen = start_fixed(window, script={1: ["1 bid 105", "1 pass"], 2: ["2 pass"]})
    c = window.controller
    assert c is not None
    wait_mode(qtbot, screen, "bid")
    assert screen.scene.decor.plates[0].bubble == "100"     # forehand's obligatory 100
    assert screen.scene.decor.plates[1].bubble == "105"
    qtbot.keyClick(screen, Qt.Key.Key_B)
    wait_mode(qtbot, screen, "exchange")
    marked = {it.card for it in screen.scene.cards.hands[0] if it.new}
    assert marked == {C("KD"), C("9D"), C("QC")}           # the talon just taken
    # choose two cards: their "→ name" labels stay clear of the panel
    qtbot.keyClick(screen, Qt.Key.Key_1)
    qtbot.keyClick(screen, Qt.Key.Key_Space)
    qtbot.keyClick(screen, Qt.Key.Key_Right)
    qtbot.keyClick(screen, Qt.Key.Key_Space)

    def labels_clear_of_the_panel() -> None:   # (once the table has laid them out)
        panel = screen.view.mapToScene(screen.overlays.panel.geometry()).boundingRect()
        labelled = [it for it in screen.scene.cards.hands[0] if it.label]
        assert len(labelled) == 2
        for it in labelled:
            assert panel.bottom() <= it.sceneBoundingRect().top() + 1, (panel, it.label)

    qtbot.waitUntil(labels_clear_of_the_panel, timeout=10_000)
    qtbot.keyClick(screen, Qt.Key.Key_P)
    wait_mode(qtbot, screen, "contract")
    assert not any(it.new for it in screen.scene.cards.hands[0])   # gone after my action


def test_count_my_points(qtbot: Any, window: MainWindow) -> None:
    screen = start_fixed(window, script=DEFENDING)
    c = window.controller
    assert c is not None
    screen.count_points = True
    wait_mode(qtbot, screen, "bid")
    qtbot.keyClick(screen, Qt.Key.Key_P)
    wait_mode(qtbot, screen, "play")
    assert {it.card for it in screen.scene.cards.hands[0] if it.new} == {C("KD")}
    plate = screen.scene.decor.plates[0]
    assert "points 0" in plate.status
    qtbot.keyClick(screen, Qt.Key.Key_Right)
    qtbot.keyClick(screen, Qt.Key.Key_Return)
    wait_until(qtbot, lambda: c.game.observation(0).tricks_won[0] == 1
               or c.game.observation(1).tricks_won[1] == 1)
    obs = c.game.observation(0)
    wait_until(qtbot, lambda: f"points {obs.trick_points[0]}" in plate.status)
    assert not any(it.new for it in screen.scene.cards.hands[0])
    screen.count_points = False
    screen.refresh_info()
    assert "points" not in plate.status


def test_new_cards_of_a_hidden_talon_and_of_two_talons() -> None:
    g = fixed()
    for text in ("1 pass", "2 pass"):          # forehand plays 100: the talon is not shown
        g.apply(parse_action(text))
    obs = g.observation(0)
    assert not obs.talon_public
    assert new_cards(obs) == {C("KD"), C("9D"), C("QC")}
    assert new_cards(g.observation(1)) == set()
    two = Game(Rules(), 2, players=["Anna", "Boris"], seed=4, deal=True)
    while two.phase.value != "passing":
        seat = two.to_act
        assert seat is not None
        acts = two.legal_actions()
        bids = [a for a in acts if type(a).__name__ in ("Pass", "Take")]
        two.apply(bids[0] if bids else acts[0])
    declarer = two.observation(0).declarer
    assert declarer is not None
    obs = two.observation(declarer)
    assert obs.talon is not None and new_cards(obs) == set(obs.talon) & set(obs.hand)
    assert len(new_cards(obs)) == 2


def test_after_a_take_back_the_table_is_the_engine_s(qtbot: Any, window: MainWindow) -> None:
    """Undo (issue 13): the declarer's talon taken back into the middle, the marks of new
    cards gone with it, every hand and count as the engine has them again."""
    from thousand_app.storage.savefile import GameExtras

    from .test_takeback import SEATS, assert_table_is_the_engine_s
    from tests.ui.conftest import fixed_game
    from thousand_app.ui.cards.card_script import ScriptedPlayer

    window.part("cards").start_game(fixed_game(), SEATS, extras=GameExtras(allow_takebacks=True))
    c = window.controller
    screen = window.game_screen
    assert c is not None and screen is not None
    c.players[1] = ScriptedPlayer(["1 bid 105", "1 pass"])  # type: ignore[assignment]
    c.players[2] = ScriptedPlayer(["2 pass"])  # type: ignore[assignment]
    wait_mode(qtbot, screen, "bid")
    bid(screen)
    wait_mode(qtbot, screen, "exchange")
    assert {it.card for it in screen.scene.cards.hands[0] if it.new} == {C("KD"), C("9D"), C("QC")}
    window.take_back()
    wait_mode(qtbot, screen, "bid")
    assert_table_is_the_engine_s(screen)
    assert len(screen.scene.cards.hands[0]) == 7 and not any(
        it.new for it in screen.scene.cards.hands[0])
    assert sum(len(t) for t in screen.scene.cards.talons) == 3


def test_the_panel_keeps_clear_of_the_opponents_in_the_smallest_window(
        qtbot: Any, window: MainWindow) -> None:
    """At the window's smallest size, in Russian (long prompts), the action panel does not
    cover the opponents' boxes (issue 34)."""
    window.translations.use("ru")
    try:
        window.resize(window.minimumSizeHint())
        screen = start_fixed(window, script={1: ["1 bid 105", "1 pass"], 2: ["2 pass"]})
        wait_mode(qtbot, screen, "bid")

        def clear() -> bool:
            screen.place_panel()
            panel = screen.view.mapToScene(screen.overlays.panel.geometry()).boundingRect()
            return not any(panel.intersects(screen.scene.decor.plates[s].sceneBoundingRect())
                           for s in (1, 2))

        assert clear()
        qtbot.keyClick(screen, Qt.Key.Key_B)
        wait_mode(qtbot, screen, "exchange")
        qtbot.keyClick(screen, Qt.Key.Key_1)
        qtbot.keyClick(screen, Qt.Key.Key_Space)
        assert clear()
    finally:
        window.translations.use("en")


def test_the_deal_summary_hides_the_table_under_it(qtbot: Any, window: MainWindow) -> None:
    """The deal summary is opaque in both themes: drawn over two different backgrounds it
    looks the same, nothing of the table (the talon) shows through it (issue 34)."""
    from PySide6.QtGui import QColor, QPalette
    from PySide6.QtWidgets import QApplication, QWidget

    from thousand_app.ui.cards.overlays import DealSummaryPanel
    from thousand_app.ui.common.theme import THEMES, apply_theme

    under = QWidget()
    qtbot.addWidget(under)
    under.setAutoFillBackground(True)
    under.resize(500, 300)
    panel = DealSummaryPanel(under)
    panel.setGeometry(50, 50, 400, 200)
    under.show()

    def inside(background: str) -> list[str]:
        pal = under.palette()
        pal.setColor(QPalette.ColorRole.Window, QColor(background))
        under.setPalette(pal)
        image = under.grab().toImage()
        return [image.pixelColor(x, y).name() for x in range(60, 440, 10)
                for y in range(60, 240, 10)]

    app = QApplication.instance()
    try:
        for theme in THEMES:
            apply_theme(app, theme)
            assert inside("#ff00ff") == inside("#00ff00"), theme
    finally:
        apply_theme(app, "light")
