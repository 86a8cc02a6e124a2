"""The screens around a game are sheets over the table, not windows of their own (issue 34,
point 2 "Stay on the felt"): the new-game setups, the score sheets, the statistics, network
play (its lobby and join list), saves, settings and the rules; each fits a 900×600 window at
150 % text, keeps the keyboard inside while open, closes with Escape and has a name and a role
for screen readers."""

from __future__ import annotations

from typing import Any, Callable, Iterator

import pytest
from PySide6.QtCore import QRect, Qt, QTimer
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QPushButton, QWidget

from thousand_app.dice.engine import DiceGame, DiceRules
from thousand_app.ui.common import theme
from thousand_app.ui.common.accessibility import actionable, walk
from thousand_app.ui.common.main_window import MainWindow
from thousand_app.ui.common.sheet import Sheet, SheetDialog, open_sheets, sheet_of, top_sheet
from thousand_app.ui.dice.controller import HUMAN as DICE_HUMAN, Seat as DiceSeat

from .conftest import start_fixed, wait_mode
from thousand_app.ui.kinds import UI_REGISTRY

LOOP = "127.0.0.1"


def open_network(window: MainWindow) -> None:
    """Start screen → Play over the network, on loopback only (the app's own browses the
    network), with a dice game hosted: the lobby's seats and the join list both in it."""
    from thousand_app.ui.common.network import NetworkWindow

    setup = window.part("dice").network_setup_for_test  # type: ignore[attr-defined]
    dlg = NetworkWindow(lambda kind: setup, "Anna", uis=UI_REGISTRY, bind=LOOP, announce=None, browse=LOOP,
                        addresses=[LOOP], parent=window)
    window.network_test_window = dlg  # type: ignore[attr-defined]
    dlg.run()


def dice_on_the_table(window: MainWindow) -> None:
    game = DiceGame(DiceRules(), 2, players=["Anna", "Boris"])
    window.part("dice").start_game(game, [DiceSeat("Anna", DICE_HUMAN),
                                          DiceSeat("Boris", DICE_HUMAN)])


#: Each sheet: its name, what opens it from the window (a game put on the table first when
#: it needs one), and the class of the screen in it.
OPENERS: dict[str, Callable[[MainWindow], None]] = {
    "settings": lambda w: w.open_settings(),
    "saves": lambda w: w.open_saves(),
    "statistics": lambda w: w.show_stats(),
    "network": open_network,
    "card new game": lambda w: w.new_game("cards"),
    "dice new game": lambda w: w.new_game("dice"),
    "card rules": lambda w: w.part("cards").show_rules(),
    "dice rules": lambda w: w.part("dice").show_rules(),
    "card score sheet": lambda w: w.show_sheet(),
    "dice score sheet": lambda w: w.show_sheet(),
    "card course": lambda w: w.open_course("cards"),
    "dice course": lambda w: w.open_course("dice"),
}


def prepare(qtbot: Any, window: MainWindow, name: str) -> None:
    """What a sheet needs on the table before it opens."""
    if name == "card score sheet":
        wait_mode(qtbot, start_fixed(window, script={1: ["1 bid 105"]}), "bid")
    elif name == "dice score sheet":
        dice_on_the_table(window)
    elif name == "network":
        from thousand_app.kinds import REGISTRY
        from thousand_app.ui.common.game_ui import NetworkSetup

        rules = REGISTRY.get("dice").rules_from_json({"preset": "classic"})  # type: ignore[misc]
        window.part("dice").network_setup_for_test = NetworkSetup(  # type: ignore[attr-defined]
            rules, ["Anna", "Boris", "Clara"], [True, True, False])


def while_open(qtbot: Any, window: MainWindow, name: str,
               look: Callable[[Sheet], None]) -> None:
    """Open sheet ``name`` as the app does, call ``look(sheet)`` while it is open (inside a
    modal sheet's own loop), then close it with Escape, as a person would."""
    seen: list[Sheet] = []

    def at_open() -> None:
        sheet = top_sheet(window)
        assert sheet is not None, f"{name}: no sheet over the window"
        seen.append(sheet)
        try:
            if name == "network":
                dlg = window.network_test_window  # type: ignore[attr-defined]
                assert dlg.host_game("dice")        # (the lobby's seat cards in the sheet)
            look(sheet)
            focus = QApplication.focusWidget()
            assert focus is not None and sheet.isAncestorOf(focus)
            QTest.keyClick(focus, Qt.Key.Key_Escape)
        finally:
            if sheet.is_open:       # (a failed check: the sheet's loop must still end)
                sheet.dismiss()

    QTimer.singleShot(0, at_open)
    OPENERS[name](window)
    qtbot.waitUntil(lambda: bool(seen) and not seen[0].is_open)
    assert top_sheet(window) is None and window.menuBar().isEnabled()


@pytest.fixture
def small_large_text(qtbot: Any, window: MainWindow, qapp: Any) -> Iterator[MainWindow]:
    """The window at 900×600 with the text at 150 %."""
    window.settings.text_scale = 1.5
    window._apply_look()
    window._build()
    window.resize(900, 600)
    qtbot.waitUntil(lambda: window.size().width() == 900 and window.size().height() == 600)
    yield window
    theme.apply_theme(qapp, "light", 1.0)


@pytest.mark.parametrize("name", list(OPENERS))
def test_each_screen_is_a_sheet_over_the_table(qtbot: Any, window: MainWindow,
                                               name: str) -> None:
    prepare(qtbot, window, name)

    def look(sheet: Sheet) -> None:
        content = sheet.content
        assert isinstance(content, SheetDialog) and not content.isWindow()
        assert sheet.parentWidget() is window and sheet_of(content) is sheet
        # over the table area (the central widget), the menu bar off while it is open
        central = window.centralWidget()
        assert sheet.geometry() == QRect(central.mapTo(window, central.rect().topLeft()),
                                         central.size())
        assert not window.menuBar().isEnabled()
        # the title row says what it is: the screen's title
        assert sheet.title.text() == content.windowTitle() != ""
        # Tab goes round inside the card, never to the table under it
        start = QApplication.focusWidget()
        for _ in range(len(sheet.focusables()) + 2):
            QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
            assert sheet.isAncestorOf(QApplication.focusWidget())
        assert start is not None

    while_open(qtbot, window, name, look)


@pytest.mark.parametrize("name", list(OPENERS))
def test_each_sheet_fits_900_by_600_at_150_percent_text(qtbot: Any, small_large_text: MainWindow,
                                                        name: str) -> None:
    """No sheet is taller than the window's table area (nor wider): what does not fit
    scrolls."""
    window = small_large_text
    prepare(qtbot, window, name)

    def look(sheet: Sheet) -> None:
        card = QRect(sheet.mapTo(window, sheet.card.pos()), sheet.card.size())
        assert window.rect().contains(card), (name, card, window.rect())
        assert card.height() <= 600 and card.width() <= 900
        area = window.centralWidget()
        assert QRect(area.mapTo(window, area.rect().topLeft()), area.size()).contains(card)
        # what is in it is seen whole or scrolls (never cut with no way to reach it)
        content, view = sheet.content, sheet.scroll_area.viewport()
        need = content.minimumSizeHint()
        scroll = sheet.scroll_area
        assert (need.height() <= view.height() or scroll.verticalScrollBar().isVisible()), name
        assert (need.width() <= view.width() or scroll.horizontalScrollBar().isVisible()), name

    while_open(qtbot, window, name, look)


@pytest.mark.parametrize("name", list(OPENERS))
def test_each_sheet_has_a_name_and_a_role(qtbot: Any, window: MainWindow, name: str) -> None:
    prepare(qtbot, window, name)

    def look(sheet: Sheet) -> None:
        iface = QAccessible.queryAccessibleInterface(sheet)
        assert iface is not None
        assert iface.text(QAccessible.Text.Name) == sheet.content.windowTitle()
        assert iface.role() == QAccessible.Role.Dialog
        card = QAccessible.queryAccessibleInterface(sheet.card)
        assert card is not None and card.text(QAccessible.Text.Name) == sheet.title.text()
        close = QAccessible.queryAccessibleInterface(sheet.close_button)
        assert close is not None and close.text(QAccessible.Text.Name) == "Close"
        unnamed = [f"{i.role()} {i.text(QAccessible.Text.Description)}"
                   for _, i in walk(sheet) if actionable(i)
                   and not i.text(QAccessible.Text.Name).strip()]
        assert unnamed == [], name

    while_open(qtbot, window, name, look)


def test_a_sheet_keeps_accept_reject_and_finished(qtbot: Any, window: MainWindow) -> None:
    """A screen in a sheet answers as the dialog it was: exec() gives what accept() or
    reject() said, ``finished`` is sent, and the sheet goes with it."""
    dlg = SheetDialog(window)
    dlg.setWindowTitle("A sheet")
    ok = QPushButton("OK", dlg)
    ok.clicked.connect(dlg.accept)
    finished: list[int] = []
    dlg.finished.connect(finished.append)
    QTimer.singleShot(0, ok.click)
    assert dlg.exec() == QDialog.DialogCode.Accepted
    assert finished == [1] and open_sheets(window) == [] and not dlg.isVisible()
    # opened again (the score sheets are kept): the same sheet, and Escape rejects
    QTimer.singleShot(0, lambda: QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape))
    assert dlg.exec() == QDialog.DialogCode.Rejected
    assert finished == [1, 0] and len(window.findChildren(Sheet)) == 1
    # the close button in the title row, too
    dlg.open()
    sheet = top_sheet(window)
    assert sheet is not None and sheet.content is dlg
    sheet.close_button.click()
    assert finished == [1, 0, 0] and top_sheet(window) is None


def test_a_dialog_without_the_main_window_is_a_dialog(qtbot: Any) -> None:
    dlg = SheetDialog()
    qtbot.addWidget(dlg)
    dlg.show()
    assert dlg.isWindow() and dlg.shown_in() is None
    dlg.close()


def test_sheets_stack_and_the_focus_comes_back(qtbot: Any, window: MainWindow) -> None:
    """A sheet opened from a sheet (the network's new-game setup) goes over it; closing it
    gives the keyboard back to the one under it, then to the table."""
    lower, upper = SheetDialog(window), SheetDialog(window)
    for d, t in ((lower, "Lower"), (upper, "Upper")):
        d.setWindowTitle(t)
        QPushButton(t, d)
    before = QApplication.focusWidget()
    lower.open()
    upper.open()
    assert [s.content for s in open_sheets(window)] == [lower, upper]
    assert upper.isAncestorOf(QApplication.focusWidget())
    # a table taking the focus back (a game screen does after each move) does not get it
    window.centralWidget().setFocus()
    assert upper.isAncestorOf(QApplication.focusWidget())
    upper.reject()
    assert lower.isAncestorOf(QApplication.focusWidget())
    lower.reject()
    assert QApplication.focusWidget() is before and window.menuBar().isEnabled()


def test_no_slide_while_animations_are_off_and_the_themes_motion_when_on(
        window: MainWindow) -> None:
    dlg = SheetDialog(window)
    dlg.open()
    sheet = dlg.shown_in()
    assert sheet is not None and sheet.motion_ms() == 0 and sheet._anim is None
    dlg.reject()
    window.settings.animation_speed = 2.0
    assert sheet.motion_ms() == theme.current().motion["normal"] // 2


def test_the_table_keys_wait_while_a_sheet_is_open(qtbot: Any, window: MainWindow) -> None:
    """A key pressed in a sheet over the card table is the sheet's, not the table's."""
    screen = start_fixed(window, script={1: ["1 bid 105"]})
    wait_mode(qtbot, screen, "bid")
    pressed: list[int] = []
    screen.keys.key = lambda key: pressed.append(key) or True   # type: ignore[method-assign]
    window.show_sheet()
    sheet = top_sheet(window)
    assert sheet is not None
    target: QWidget = QApplication.focusWidget()
    QTest.keyClick(target, Qt.Key.Key_Right)
    assert pressed == []
    QTest.keyClick(target, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: top_sheet(window) is None)


def test_closing_the_window_closes_its_sheets(qtbot: Any, window: MainWindow) -> None:
    """The window closed while a sheet is open (its title bar's button: the menu is off):
    the sheet is closed as its own Close would, so a lobby stops hosting."""
    dlg = SheetDialog(window)
    dlg.setWindowTitle("Open")
    closed: list[int] = []
    dlg.finished.connect(closed.append)
    dlg.open()
    assert top_sheet(window) is not None
    window.close()
    assert closed == [QDialog.DialogCode.Rejected] and open_sheets(window) == []
