"""What looking at every picture of the screenshot set showed (issue 34, "Done when"), each
checked here so that it stays fixed: in a 900×600 window with the text at 150 % no sheet
scrolls sideways (Settings and the network window in Russian, the new dice game in Russian
and Ukrainian did) and the dice table's buttons keep their width (Russian and Ukrainian
were cut at both ends); the pictures show what they are named after (the dice roll caught
in flight, the new dice game as the sheet it is in the app, the statistics with a finished
dice game)."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any, Callable, Iterator

import pytest
from PySide6.QtWidgets import QComboBox, QPushButton, QWidget

from thousand_app.dice.engine import DiceGame, DiceRules, Keep, Throw
from thousand_app.storage import Storage
from thousand_app.ui.common.i18n import LANGUAGES
from thousand_app.ui.common.main_window import MainWindow
from thousand_app.ui.common.sheet import sheet_of
from thousand_app.ui.common.shots import MORE_NAMES, Shots
from thousand_app.ui.common.theme import apply_theme
from thousand_app.kinds import REGISTRY

from .conftest import settle, wait_until
from thousand_app.ui.kinds import UI_REGISTRY

BIG_TEXT = 1.5
SMALL = (900, 600)


@pytest.fixture
def small_window(qapp: Any, tmp_path: Path) -> Iterator[Callable[..., Shots]]:
    """``open(lang)``: the main window at 900×600 with the text at 150 % in ``lang`` (the
    screenshots' own set-up, settings in ``tmp_path``; ``size`` and ``scale`` another size
    and text size); closed and the look put back after."""
    opened: list[Shots] = []

    def open_(lang: str, size: tuple[int, int] = SMALL, scale: float = BIG_TEXT) -> Shots:
        shots = Shots(tmp_path / lang, lang, size, "light", scale, uis=UI_REGISTRY)
        opened.append(shots)
        shots.win = None
        shots.open(MainWindow)
        shots.win.settings.animation_speed = 0.0
        return shots

    yield open_
    for shots in opened:
        if shots.win is not None:
            shots.win._end_game_screen()
            shots.win.close()
        shots.translations.use("en")
    apply_theme(qapp, "light", 1.0)


def sideways(widget: QWidget, where: str) -> list[str]:
    """The sheet ``widget`` is in, when what it holds is wider than its view (a scroll bar
    across the bottom, the right edge cut)."""
    settle()
    sheet = sheet_of(widget)
    assert sheet is not None, f"{where} is not in a sheet"
    area = sheet.scroll_area
    inside = area.widget()
    assert inside is not None
    need, room = inside.minimumSizeHint().width(), area.viewport().width()
    if need <= room and not area.horizontalScrollBar().isVisible():
        return []
    wide = sorted(((w.minimumSizeHint().width(), type(w).__name__, w.objectName())
                   for w in inside.findChildren(QWidget) if w.isVisible()),
                  reverse=True)[:3]
    return [f"{where}: needs {need} px in {room} px ({wide})"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_sheet_scrolls_sideways_at_900x600_with_big_text(small_window: Callable[[str], Shots],
                                                            lang: str) -> None:
    from thousand_app.ui.cards.newgame import NewGameDialog
    from thousand_app.ui.common.screenshots import _network_window
    from thousand_app.ui.common.settings_dialog import SettingsDialog
    from thousand_app.ui.dice.newgame import DiceNewGameDialog

    s = small_window(lang)
    found: list[str] = []
    for name, make in (("settings", lambda: SettingsDialog(s.win.settings, s.win)),
                       ("new card game", lambda: NewGameDialog(None, s.win)),
                       ("new dice game", lambda: DiceNewGameDialog(None, s.win))):
        dlg = make()
        dlg.show()
        found += sideways(dlg, f"{lang} {name}")
        dlg.close()
    net = _network_window(s)
    try:
        net.tabs.setCurrentWidget(net.join_panel)
        found += sideways(net, f"{lang} network window")
    finally:
        net.close()
    assert found == [], "\n".join(found)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_dice_buttons_keep_their_width_at_900x600_with_big_text(
        qtbot: Any, small_window: Callable[[str], Shots], lang: str) -> None:
    """Two dice in hand (the bust risk two digits wide): each button of the dice table as
    wide as its text and padding ask."""
    s = small_window(lang)
    screen = two_at_the_dice(s)
    screen.controller.submit(Throw((1, 5, 5, 3, 2)))
    screen.controller.submit(Keep((1, 5, 5)))
    bar = s.win.findChild(QWidget, "diceActions")
    wait_until(qtbot, lambda: bar.isVisible() and "44" in " ".join(
        w.text() for w in bar.findChildren(QWidget) if hasattr(w, "text")
        and callable(w.text) and w.isVisible()))
    settle()
    cut = [f"{b.text()!r} {b.width()} px, asks {b.sizeHint().width()}"
           for b in bar.findChildren(QPushButton)
           if b.isVisible() and b.width() < b.sizeHint().width()]
    assert cut == []


def two_at_the_dice(s: Shots) -> Any:
    """The dice table of two people, the first to throw."""
    from thousand_app.ui.dice.controller import HUMAN, Seat

    names = s.names[:2]
    s.win.part("dice").start_game(DiceGame(DiceRules(), 2, players=names),
                                  [Seat(x, HUMAN) for x in names])
    assert s.win.game_screen is not None
    return s.win.game_screen


@pytest.mark.parametrize("lang", ["pl", "ru", "uk"])
def test_the_dice_status_sits_beside_the_buttons_at_900x600_with_big_text(
        qtbot: Any, small_window: Callable[[str], Shots], lang: str) -> None:
    """Too narrow for one row, the action bar put the status on a row of its own over the
    buttons, the left half of the buttons' row empty (issue 34): the status is beside the
    buttons (two rows of two), every button as wide as it asks, the bar no taller."""
    s = small_window(lang)
    screen = two_at_the_dice(s)
    screen.controller.submit(Throw((1, 5, 5, 3, 2)))
    bar = s.win.findChild(QWidget, "diceActions")
    wait_until(qtbot, lambda: bar.isVisible() and bar.throw_button.isVisible())
    settle()
    texts = bar.texts.geometry()
    for b in bar.buttons:
        g = b.geometry()
        assert g.left() >= texts.right(), (b.text(), g, texts)   # (beside, not under)
        assert g.top() < texts.bottom() and g.bottom() > texts.top(), (b.text(), g, texts)
        assert b.width() >= b.sizeHint().width(), b.text()
    assert texts.width() >= bar.width() // 3


@pytest.mark.parametrize("size,scale", [((1280, 800), 1.0), (SMALL, BIG_TEXT)])
def test_the_bid_box_is_as_tall_as_the_bid_button(qtbot: Any,
                                                  small_window: Callable[..., Shots],
                                                  size: tuple[int, int], scale: float) -> None:
    """The bid's value box beside the large Bid and Pass buttons was a 22 px strip, hard to
    hit: it is as tall as they are."""
    from thousand_app.cards.engine import Game, Rules
    from thousand_app.ui.cards.controller import COMPUTER, HUMAN, Seat

    s = small_window("en", size, scale)
    n = s.names
    s.win.part("cards").start_game(Game(Rules(), 3, players=n, first_dealer=1, seed=3),
                                   [Seat(n[0], HUMAN), Seat(n[1], COMPUTER, "normal"),
                                    Seat(n[2], COMPUTER, "normal")])
    wait_until(qtbot, lambda: s.win.game_screen.mode == "bid")
    settle()
    panel = s.win.findChild(QWidget, "actionPanel")
    box = panel.findChild(QComboBox)
    bid = panel.findChild(QPushButton, "bidButton")
    assert box is not None and box.isVisible() and bid is not None
    assert box.height() >= bid.height() - 2


def test_the_new_dice_game_picture_is_the_sheet(small_window: Callable[[str], Shots]) -> None:
    """As the card game's: the dialog in its sheet over the window, no window of its own
    larger than the screen the set is taken for."""
    from thousand_app.ui.dice.shots import scene_dice_new_game

    s = small_window("ru")
    seen: list[Any] = []
    s.save = lambda name, widget=None: seen.append(widget)   # type: ignore[method-assign]
    scene_dice_new_game(s)
    assert len(seen) == 1 and sheet_of(seen[0]) is not None
    assert seen[0].window() is s.win


def test_the_roll_picture_catches_the_dice_in_flight(qtbot: Any) -> None:
    """Five dice spread out from the cup and still tumbling (it showed the five stacked on
    one spot, the roll not begun)."""
    from thousand_app.ui.dice.shots import _screen, mid_roll

    screen = _screen(["Anna", "Boris"], ["human", "human"], DiceRules(), 4, SMALL)
    try:
        mid_roll(screen)
        dice = screen.scene.throw_dice
        assert len(dice) == 5
        assert all(0.0 < d.get_tumble() < 1.0 for d in dice)
        size = min(d.boundingRect().width() for d in dice)
        for i, a in enumerate(dice):
            for b in dice[i + 1:]:
                assert math.dist((a.x(), a.y()), (b.x(), b.y())) > size / 2
    finally:
        screen.scene.animator.finish_all()
        screen.close_game()
        screen.close()


def test_the_dice_game_over_picture_goes_into_the_statistics(qapp: Any,
                                                              tmp_path: Path) -> None:
    """The statistics' picture comes after the dice game's end: that game is in them, as a
    game played to its end in the app is (they said "finish a dice game first")."""
    from thousand_app.ui.dice.shots import game_over_picture

    storage = Storage(REGISTRY, base_dir=tmp_path)
    pictures: list[str] = []
    names = ["Anna", "Boris", "Vera"] + MORE_NAMES["en"]
    game_over_picture(lambda name, widget: pictures.append(name), names, SMALL, storage)
    assert pictures == ["dice-game-over"]
    assert storage.game_count("dice") == 1 and "Anna" in storage.stats("dice")


def test_contact_sheets_put_a_scene_in_every_language_on_one_page(qapp: Any,
                                                                   tmp_path: Path) -> None:
    """``python -m research.contact_sheet SHOTS PAGES``: four pictures a page, each folder of
    the set its own pages, a scene's four languages together, each picture at half size."""
    from PySide6.QtGui import QColor, QImage

    from research.contact_sheet import main

    shots = tmp_path / "shots" / "900x600" / "light"
    shots.mkdir(parents=True)
    for lang in ("en", "pl", "ru", "uk"):
        for k, name, colour in ((1, "start", "#2c7848"), (2, "settings", "#f3efe2")):
            image = QImage(900, 600, QImage.Format.Format_RGB32)
            image.fill(QColor(colour))
            assert image.save(str(shots / f"{lang}-{k:02d}-{name}.png"))
    pages = tmp_path / "pages"
    assert main([str(tmp_path / "shots"), str(pages), "--width", "450"]) == 0
    assert sorted(p.name for p in pages.iterdir()) == ["900x600-light-001.png",
                                                       "900x600-light-002.png"]
    for n, colour in ((1, "#2c7848"), (2, "#f3efe2")):
        page = QImage(str(pages / f"900x600-light-00{n}.png"))
        assert 2 * 450 < page.width() < 2 * 450 + 60 and 2 * 300 < page.height() < 2 * 300 + 120
        # the first page holds the four start screens (green), the second the settings
        for x in (100, 100 + 450 + 12):
            for y in (100, 100 + 300 + 40):
                assert page.pixelColor(x, y) == QColor(colour), (n, x, y)


def test_the_join_list_picture_lists_its_own_games(small_window: Callable[..., Shots]) -> None:
    """The join list shows the picture's three games, never one that another program on this
    machine announces on 127.0.0.1 (a test elsewhere did: two of Anna's dice games)."""
    from PySide6.QtWidgets import QListWidget

    from thousand_app.ui.common.network import NetworkWindow
    from thousand_app.ui.common.screenshots import scene_join_list

    s = small_window("en")
    seen: list[tuple[int, bool]] = []

    def save(name: str, widget: Any = None) -> None:
        assert isinstance(widget, NetworkWindow)
        found = widget.join_panel.findChild(QListWidget, "foundGames")
        seen.append((found.count() if found is not None else -1,
                     widget.join_panel.browser is None))

    s.save = save   # type: ignore[method-assign]
    scene_join_list(s)
    assert seen == [(3, True)]
