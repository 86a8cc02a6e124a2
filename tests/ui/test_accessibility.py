"""Screen readers: every thing a player can use on the tables has a name, the keyboard's cursor
is what a screen reader reads as focus, and what happens is announced (issue 34, point 7)."""

from __future__ import annotations

from typing import Any, Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QGuiApplication
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView

from thousand_app.cards.engine import Game, Rules
from thousand_app.ui.cards.controller import COMPUTER, HUMAN, Seat
from thousand_app.ui.cards.card_script import ScriptedPlayer
from thousand_app.ui.cards.texts import card_name
from thousand_app.ui.common import accessibility
from thousand_app.ui.common.accessibility import ItemAccessible, Node, actionable, walk
from thousand_app.ui.common.main_window import MainWindow

from tests.ui.conftest import start_fixed, wait_mode, wait_until

NAME = QAccessible.Text.Name


@pytest.fixture
def heard() -> Iterator[list[tuple[str, str]]]:
    """What a screen reader is told: ("focus" | "announce", text)."""
    said: list[tuple[str, str]] = []
    accessibility.LISTENERS.append(lambda kind, text: said.append((kind, text)))
    yield said
    accessibility.LISTENERS.clear()


def unnamed(window: MainWindow) -> list[str]:
    """Every thing of the window a player can use that has no accessible name."""
    return [f"{iface.role()} {iface}" for _, iface in walk(window)
            if actionable(iface) and not iface.text(NAME).strip()]


def table_names(view: Any) -> list[str]:
    iface = QAccessible.queryAccessibleInterface(view)
    assert iface is not None
    return [iface.child(i).text(NAME) for i in range(iface.childCount())]


def table_items(window: MainWindow) -> list[ItemAccessible]:
    return [iface for _, iface in walk(window) if isinstance(iface, ItemAccessible)]


def check_phase(window: MainWindow, screen: Any) -> list[str]:
    assert unnamed(window) == []
    names = table_names(screen.view)
    assert names and all(names)
    return names


def test_the_card_table_in_each_phase(qtbot: Any, window: MainWindow,
                                      heard: list[tuple[str, str]]) -> None:
    screen = start_fixed(window, script={1: ["1 bid 105", "1 pass"], 2: ["2 pass"]})
    view_iface = QAccessible.queryAccessibleInterface(screen.view)
    assert view_iface.text(NAME) == "Card table"
    wait_mode(qtbot, screen, "bid")
    names = check_phase(window, screen)
    assert any(n.startswith("Boris: ") and "says 105" in n for n in names), names
    assert heard.count(("announce", "Boris: 105")) == 1        # said once, not at each redraw
    assert ("announce", screen.overlays.panel.prompt.text()) in heard      # the prompt is read out
    assert screen.overlays.panel.prompt.text().startswith("The bid is 105")
    hand = screen.scene.viewer_cards()
    assert sum(card_name(c) in n for c in hand for n in names) == len(hand)
    # bidding: the bid buttons are named and usable
    buttons = [i.text(NAME) for _, i in walk(window) if actionable(i)
               and i.role() == QAccessible.Role.Button]
    assert buttons
    qtbot.keyClick(screen.view, Qt.Key.Key_B)            # bid 110 (the box's first value)
    wait_mode(qtbot, screen, "exchange")
    # passing: each card says whether it is chosen, the cursor is what is read as focus
    names = check_phase(window, screen)
    heard.clear()
    qtbot.keyClick(screen.view, Qt.Key.Key_Right)
    focus = [t for k, t in heard if k == "focus"]
    assert focus and "not chosen" in focus[-1]
    focused = [i for i in table_items(window) if i.state().focused]
    assert [i.text(NAME) for i in focused] == [focus[-1]]
    qtbot.keyClick(screen.view, Qt.Key.Key_Space)
    assert any("chosen" in n and "not chosen" not in n and "to " in n
               for n in table_names(screen.view)), table_names(screen.view)


def test_playing_a_card_reads_playable_cards_and_the_trick(
        qtbot: Any, window: MainWindow, heard: list[tuple[str, str]]) -> None:
    screen = start_fixed(window, script={
        1: ["1 bid 105", "1 give KD 0", "1 give 9D 2", "1 play 9S"], 2: ["2 pass", "2 play KS"]})
    wait_mode(qtbot, screen, "bid")
    qtbot.keyClick(screen.view, Qt.Key.Key_P)
    wait_mode(qtbot, screen, "play")
    assert ("announce", "Boris: Nine of spades") in heard
    names = check_phase(window, screen)
    assert any(n.startswith("Trick: Boris: Nine of spades") for n in names), names
    assert any(n.startswith("Trump") for n in names) and any(
        n.startswith("Contract: 105, Boris") for n in names), names
    playable = [n for n in names if n.endswith(", playable")]
    assert playable and any(n.endswith("cannot be played now") for n in names), names
    heard.clear()
    qtbot.keyClick(screen.view, Qt.Key.Key_Right)
    assert [t for k, t in heard if k == "focus"] == [playable[0]]
    qtbot.keyClick(screen.view, Qt.Key.Key_Right)
    assert [t for k, t in heard if k == "focus"][-1] in playable
    qtbot.keyClick(screen.view, Qt.Key.Key_Return)
    wait_until(qtbot, lambda: any(k == "announce" and t.startswith("Anna: ") for k, t in heard))
    wait_until(qtbot, lambda: any(k == "announce" and t.startswith("Last trick: ")
                                  for k, t in heard))


def test_the_deal_summary_and_the_game_over_are_read_out(
        qtbot: Any, heard: list[tuple[str, str]]) -> None:
    from PySide6.QtWidgets import QWidget

    from thousand_app.ui.cards.overlays import DealSummaryPanel
    from thousand_app.ui.common.overlays import GameOverPanel

    parent = QWidget()
    qtbot.addWidget(parent)
    game = Game(Rules(), 3, players=["Anna", "Boris", "Vera"], seed=3)
    while not game.history:          # a deal played out by its first legal moves
        game.apply(game.legal_actions()[0])
    summary = DealSummaryPanel(parent)
    summary.show_summary(game.history[-1], game.players, game.rules, 1, 0)
    said = [t for k, t in heard if k == "announce"]
    assert said and said[-1].startswith(summary.title.text()), said
    assert "Boris: " in said[-1] and ", total " in said[-1]
    over = GameOverPanel(parent)
    over.show_result(game, 0)
    said = [t for k, t in heard if k == "announce"]
    assert said[-1].startswith(over.title.text()) and "Vera: " in said[-1], said


def test_taking_a_talon_with_two_talons(qtbot: Any, window: MainWindow) -> None:
    game = Game(Rules.preset("classic", two_player_mode="two_talons"), 2, players=["Anna", "B"],
                seed=1, first_dealer=1)
    seats = [Seat("Anna", HUMAN), Seat("Boris", COMPUTER, "normal")]
    window.part("cards").start_game(game, seats)  # type: ignore[attr-defined]
    screen = window.game_screen
    c = window.controller
    assert screen is not None and c is not None
    c.players[1] = ScriptedPlayer(["1 pass"])
    wait_mode(qtbot, screen, "take")
    names = check_phase(window, screen)
    talons = [n for n in names if "talon" in n]
    assert len(talons) == 2 and "face down" in talons[0], names
    usable = [i for i in table_items(window) if actionable(i)]
    assert {i.text(NAME).split(":")[0] for i in usable} == {"Left talon", "Right talon"}
    qtbot.keyClick(screen.view, Qt.Key.Key_1)
    wait_mode(qtbot, screen, "exchange")
    check_phase(window, screen)


def test_the_dice_table_before_and_after_a_throw(qtbot: Any,
                                                 heard: list[tuple[str, str]]) -> None:
    from tests.ui.dice.test_table import build, wait_turn

    screen = build(qtbot, ("human", "computer"), seed=9)
    try:
        view_iface = QAccessible.queryAccessibleInterface(screen.view)
        assert view_iface.text(NAME) == "Dice table"
        wait_turn(qtbot, screen)
        assert unnamed(screen) == []  # type: ignore[arg-type]
        names = table_names(screen.view)
        assert any(n.startswith("P0: ") and "to move" in n for n in names), names
        assert "5 dice in hand" in names
        g = screen.controller.game
        while g.pending != "keep":
            qtbot.keyClick(screen, Qt.Key.Key_T)
            wait_turn(qtbot, screen)
        assert any(t.startswith("P0 — throw: ") for k, t in heard if k == "announce")
        assert unnamed(screen) == []  # type: ignore[arg-type]
        status = screen.action_bar.status.text()
        assert status and ("announce", status) in heard
        dice = [i for _, i in walk(screen) if isinstance(i, ItemAccessible) and actionable(i)]
        assert len(dice) == len(g.last_throw or ())
        assert all(i.text(NAME).startswith(f"Die {k + 1}: ") for k, i in enumerate(dice))
        heard.clear()
        qtbot.keyClick(screen, Qt.Key.Key_Right)
        qtbot.keyClick(screen, Qt.Key.Key_Space)
        focus = [t for k, t in heard if k == "focus"]
        assert focus and focus[0] == dice[0].text(NAME).replace(", picked", "")
        assert "picked" in dice[0].text(NAME) and dice[0].state().checked
    finally:
        screen.close_game()


@pytest.mark.parametrize("name", ["settings", "saves", "statistics", "network", "card new game",
                                  "dice new game", "card rules", "dice rules",
                                  "card score sheet", "dice score sheet"])
def test_each_sheet_over_the_table_in_the_windows_tree(qtbot: Any, window: MainWindow,
                                                       name: str) -> None:
    """With a sheet open, the window's accessibility tree holds it as a dialog named by its
    title, and nothing in the window a player can use is without a name (issue 34 point 2)."""
    from tests.ui.test_sheets import prepare, while_open

    prepare(qtbot, window, name)

    def look(sheet: Any) -> None:
        dialogs = [i for _, i in walk(window) if i.role() == QAccessible.Role.Dialog
                   and i.object() is sheet]
        assert len(dialogs) == 1 and dialogs[0].text(NAME) == sheet.title.text() != ""
        assert unnamed(window) == []

    while_open(qtbot, window, name, look)


# -- what Orca hears: the focus has a name, and announcements reach Orca 43 ----------------------
DESCRIPTION = QAccessible.Text.Description


@pytest.fixture
def sent(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, Any, str]]:
    """The events an assistive technology on an AT-SPI platform (Linux) would be sent, as
    (event type, interface, its description then), with accessibility on."""
    events: list[tuple[str, Any, str]] = []

    def update(event: Any) -> None:
        iface = event.accessibleInterface()
        kind = event.type().name
        text = event.message() if kind == "Announcement" else (
            iface.text(DESCRIPTION) if iface is not None else "")
        events.append((kind, iface, text))

    monkeypatch.setattr(QAccessible, "isActive", staticmethod(lambda: True))
    monkeypatch.setattr(QAccessible, "updateAccessibility", staticmethod(update))
    monkeypatch.setattr(accessibility, "LIVE_PLATFORMS", (QGuiApplication.platformName(),),
                        raising=False)
    return events


def spoken(sent: list[tuple[str, Any, str]], iface: Any) -> list[str]:
    """What a screen reader with ``iface`` as its focus reads: its description changes."""
    return [text for kind, i, text in sent if kind == "DescriptionChanged" and i is iface and text]


def test_the_dice_screen_has_a_name_and_its_announcements_reach_orca(
        qtbot: Any, heard: list[tuple[str, str]], sent: list[tuple[str, Any, str]]) -> None:
    """The dice screen has the keyboard while a game is on: a screen reader must find it named
    (not a nameless filler), and Orca 43, which ignores AT-SPI announcements, must hear what
    happens as a description change of that focus, emptied again at once (issue 34, Orca)."""
    from tests.ui.dice.test_table import build, wait_turn

    screen = build(qtbot, ("human", "computer"), seed=9)
    try:
        screen.activateWindow()
        screen.setFocus()
        qtbot.waitUntil(lambda: QApplication.focusWidget() is screen)
        iface = QAccessible.queryAccessibleInterface(screen)
        assert iface.text(NAME) == "Dice table"
        assert iface.role() == QAccessible.Role.Pane
        wait_turn(qtbot, screen)
        heard.clear()
        sent.clear()
        qtbot.keyClick(screen, Qt.Key.Key_T)
        wait_turn(qtbot, screen)
        said = [t for k, t in heard if k == "announce"]
        assert said and spoken(sent, iface) == said
        assert not [e for e in sent if e[0] == "Announcement"]
        assert sent[-1] == ("DescriptionChanged", iface, "") and iface.text(DESCRIPTION) == ""
    finally:
        screen.close_game()


def test_card_announcements_reach_the_card_the_cursor_is_on(
        qtbot: Any, window: MainWindow, heard: list[tuple[str, str]],
        sent: list[tuple[str, Any, str]]) -> None:
    """Once the keyboard's cursor is on a card, that card is the screen reader's focus: what
    happens is its description change; the card table's screen is named for the table."""
    screen = start_fixed(window, script={
        1: ["1 bid 105", "1 give KD 0", "1 give 9D 2", "1 play 9S"], 2: ["2 pass", "2 play KS"]})
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is screen)
    assert QAccessible.queryAccessibleInterface(screen).text(NAME) == "Card table"
    wait_mode(qtbot, screen, "bid")
    qtbot.keyClick(screen.view, Qt.Key.Key_P)
    wait_mode(qtbot, screen, "play")
    qtbot.keyClick(screen.view, Qt.Key.Key_Right)
    card = [i for k, i, _t in sent if k == "Focus"][-1]
    assert isinstance(card, ItemAccessible)
    heard.clear()
    sent.clear()
    qtbot.keyClick(screen.view, Qt.Key.Key_Return)
    wait_until(qtbot, lambda: any(t.startswith("Last trick: ") for t in spoken(sent, card)))
    said = [t for k, t in heard if k == "announce"]
    assert said and spoken(sent, card) == said
    assert card.text(DESCRIPTION) == ""


def test_a_repeat_of_the_start_of_the_last_announcement_is_left_out(
        qtbot: Any, heard: list[tuple[str, str]]) -> None:
    """A bust's banner says "Boris: bust, no scoring dice: …" and its bubble then "Boris: bust":
    Orca read both; the second only repeats the first's beginning and is left out."""
    from PySide6.QtWidgets import QLabel

    where = QLabel()
    qtbot.addWidget(where)
    for text in ["Boris: bust, no scoring dice: the turn total of 25 is lost", "Boris: bust",
                 "Boris: bust", "Boris: 10", "Boris: 1"]:
        accessibility.announce(where, text)
    assert [t for k, t in heard if k == "announce"] == [
        "Boris: bust, no scoring dice: the turn total of 25 is lost", "Boris: bust",
        "Boris: 10", "Boris: 1"]


def test_the_dice_scores_are_read_out_after_a_turn_that_changed_them(
        qtbot: Any, heard: list[tuple[str, str]]) -> None:
    """A sighted player sees the plates count up after each turn; a screen reader's player
    hears the scores ("Scores: P0: 0, P1: 80") whenever a turn changed them."""
    import re

    from tests.ui.dice.test_table import build

    screen = build(qtbot, ("computer", "computer"), seed=9)
    try:
        qtbot.waitUntil(lambda: any(t.startswith("Scores: ") for k, t in heard), timeout=20000)
        said = next(t for k, t in heard if t.startswith("Scores: "))
        m = re.fullmatch(r"Scores: P0: (-?\d+), P1: (-?\d+)", said)
        assert m is not None and m.groups() != ("0", "0"), said
    finally:
        screen.close_game()


class Scene(QGraphicsScene):
    """A table's scene whose things are set by the test."""

    nodes: list[Node] = []

    def accessible_nodes(self) -> list[Node]:
        return list(self.nodes)


class View(QGraphicsView):
    accessible_table = True


def test_the_cursor_on_a_thing_whose_role_changed_is_on_another_accessible_object(
        qtbot: Any, sent: list[tuple[str, Any, str]]) -> None:
    """Orca keeps an object's role once read: the cards of the play were read as the check
    boxes they had been while passing ("Queen of clubs, playable check box not checked").
    The keyboard's cursor coming to a thing whose role changed focuses a new object; a check
    box's state is sent again before it is focused."""
    accessibility.install()
    scene = Scene()
    view = View(scene)
    qtbot.addWidget(view)
    view.show()
    view.activateWindow()
    qtbot.waitUntil(view.isActiveWindow)
    table = QAccessible.queryAccessibleInterface(view)
    Role = QAccessible.Role

    def cursor_on(node: Node) -> Any:
        scene.nodes = [node]
        sent.clear()
        accessibility.focus_moved(scene)
        return [i for kind, i, _t in sent if kind == "Focus"][-1]

    chosen = cursor_on(Node("Nine of hearts, chosen", Role.CheckBox, actionable=True,
                            focused=True, selected=True))
    assert chosen.role() == Role.CheckBox and table.child(0) is chosen
    assert [kind for kind, _i, _t in sent] == ["StateChanged", "Focus"]
    played = cursor_on(Node("Nine of hearts, playable", Role.Button, actionable=True,
                            focused=True))
    assert played is not chosen and played.role() == Role.Button and table.child(0) is played
    assert played.text(NAME) == "Nine of hearts, playable"
    assert cursor_on(Node("Ace of hearts, playable", Role.Button, actionable=True,
                          focused=True)) is played


def test_the_card_panel_reads_cards_in_words(qtbot: Any, heard: list[tuple[str, str]]) -> None:
    """The hint says "Hint: play K♦." on the panel; speech read it as "K black diamond" (Orca
    under Xvfb): the screen reader hears "Hint: play King of diamonds."."""
    from thousand_app.ui.cards.panel import ActionPanel
    from thousand_app.ui.cards.texts import cards_in_words

    assert cards_in_words("Hint: play K♦. 10♣, then Q♥ or 9♠ (♥ 100)") == (
        "Hint: play King of diamonds. Ten of clubs, then Queen of hearts or Nine of spades "
        "(hearts 100)")
    from PySide6.QtWidgets import QWidget

    parent = QWidget()
    qtbot.addWidget(parent)
    panel = ActionPanel(parent)
    panel.set_content("Your lead.", "Hint: play A♠.")
    assert [t for k, t in heard if k == "announce"] == ["Your lead.", "Hint: play Ace of spades."]
    assert panel.detail.text() == "Hint: play A♠."


def test_when_the_focused_thing_is_gone_the_news_still_reach_the_screen_reader(
        qtbot: Any, sent: list[tuple[str, Any, str]]) -> None:
    """The deal summary went unheard: Orca's focus was still the card the cursor had been on,
    gone with the played-out hand, and the summary went to the table's screen.  A thing's
    object stays valid (nameless, invisible) while its table lives: the news go through it."""
    from PySide6.QtWidgets import QVBoxLayout, QWidget

    accessibility.install()
    scene = Scene()
    window = QWidget()
    qtbot.addWidget(window)
    view = View(scene, window)
    QVBoxLayout(window).addWidget(view)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(view.isActiveWindow)
    scene.nodes = [Node("Ace of spades, playable", QAccessible.Role.Button, actionable=True,
                        focused=True)]
    accessibility.focus_moved(scene)
    card = [i for kind, i, _t in sent if kind == "Focus"][-1]
    scene.nodes = []
    accessibility.announce(scene, "Deal 1: you made 120")
    assert spoken(sent, card) == ["Deal 1: you made 120"]
    assert card.isValid() and card.text(NAME) == "" and card.state().invisible
    assert accessibility.live_focus() == (card, card.table)
    view.deleteLater()                 # (the table gone: nothing of it is kept as the focus)
    qtbot.waitUntil(lambda: accessibility._focus_item is None)   # (nor held: it kept a game)


def test_the_talon_and_the_suits_of_the_card_table_are_read_in_words(
        qtbot: Any, window: MainWindow, heard: list[tuple[str, str]]) -> None:
    """The talon turned up was never read out; a marriage's bubble and banner ("♦ +80",
    "Trump: ♦") were read as "black diamond": the card table says its cards and suits in
    words."""
    from thousand_app.ui.cards.texts import cards_in_words

    assert cards_in_words("You: ♦ +80") == "You: diamonds +80"
    screen = start_fixed(window, script={1: ["1 bid 105", "1 pass"], 2: ["2 pass"]})
    accessibility.announce(screen.scene, "Trump: ♦")
    assert heard[-1] == ("announce", "Trump: diamonds")
    wait_mode(qtbot, screen, "bid")
    qtbot.keyClick(screen.view, Qt.Key.Key_B)            # bid 110: the talon is turned up
    wait_mode(qtbot, screen, "exchange")
    talon = [t for k, t in heard if k == "announce" and t.startswith("Talon: ")]
    assert len(talon) == 1 and talon[0].count(" of ") == 3, talon


def test_the_same_prompt_is_read_again_when_the_panel_comes_back(
        qtbot: Any, heard: list[tuple[str, str]]) -> None:
    """Orca heard "Your turn. Play a highlighted card." at the first trick only: the next
    tricks' prompt had the same words.  A prompt is read each time the panel comes back, once
    while it stays."""
    from PySide6.QtWidgets import QWidget

    from thousand_app.ui.cards.panel import ActionPanel

    parent = QWidget()
    qtbot.addWidget(parent)
    panel = ActionPanel(parent)
    parent.show()
    for _trick in range(2):
        panel.set_content("Your turn. Play a highlighted card.")
        panel.show()
        panel.set_content("Your turn. Play a highlighted card.")   # (a refresh: not again)
        panel.hide()
    assert [t for k, t in heard if k == "announce"] == ["Your turn. Play a highlighted card."] * 2
