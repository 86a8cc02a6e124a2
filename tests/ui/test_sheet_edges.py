"""The rough edges issue 34 left in the sheets over the table: the table under an open sheet is
out of the accessibility tree (a screen reader cannot walk into it), a screen made anew each
time takes its sheet with it when it is closed and dropped, and a sheet's event filter is safe
while it is being torn down."""

from __future__ import annotations

import gc
from typing import Any

import pytest
import shiboken6
from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtTest import QTest
from PySide6.QtGui import QAccessible, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import QApplication, QMainWindow, QPushButton, QWidget

from thousand_app.ui.common.accessibility import walk
from thousand_app.ui.common.main_window import MainWindow
from thousand_app.ui.common.sheet import Sheet, SheetDialog

from .conftest import start_fixed, wait_mode
from .test_sheets import OPENERS, prepare, while_open


def reachable(window: QWidget) -> list[Any]:
    """The objects a screen reader reaches walking the window's accessibility tree."""
    return [iface.object() for _, iface in walk(window) if iface.object() is not None]


def under(widget: QWidget, objects: list[Any]) -> list[Any]:
    return [o for o in objects if isinstance(o, QWidget) and (o is widget
                                                              or widget.isAncestorOf(o))]


def test_the_table_under_a_sheet_is_out_of_the_accessibility_tree(qtbot: Any,
                                                                  window: MainWindow) -> None:
    wait_mode(qtbot, start_fixed(window, script={1: ["1 bid 105"]}), "bid")
    central = window.centralWidget()
    assert under(central, reachable(window)), "the table is in the tree while nothing covers it"
    lower, upper = SheetDialog(window), SheetDialog(window)
    for d, t in ((lower, "Lower"), (upper, "Upper")):
        d.setWindowTitle(t)
        QPushButton(t, d)
    lower.open()
    seen = reachable(window)
    assert under(central, seen) == []
    assert under(lower, seen) and window.menuBar() in seen
    iface = QAccessible.queryAccessibleInterface(window)
    kids = [iface.child(i).object() for i in range(iface.childCount())]
    assert central not in kids and lower.shown_in() in kids
    assert iface.indexOfChild(QAccessible.queryAccessibleInterface(central)) == -1
    # a sheet over a sheet: the lower one is covered too
    upper.open()
    seen = reachable(window)
    assert under(lower, seen) == [] and under(central, seen) == [] and under(upper, seen)
    upper.reject()
    assert under(lower, reachable(window)) and under(central, reachable(window)) == []
    lower.reject()
    # closed: the table is back
    assert under(central, reachable(window))
    kids = [iface.child(i).object() for i in range(iface.childCount())]
    assert central in kids


@pytest.mark.parametrize("name", list(OPENERS))
def test_a_screen_closed_and_dropped_takes_its_sheet_with_it(qtbot: Any, window: MainWindow,
                                                             name: str) -> None:
    """Opened and closed three times: no sheet (nor screen) is left in the window; the score
    sheets, kept by their game, are the same screen each time."""
    prepare(qtbot, window, name)
    opened: list[int] = []

    def look(sheet: Sheet) -> None:
        opened.append(shiboken6.getCppPointer(sheet.content)[0])

    for _ in range(3):
        while_open(qtbot, window, name, look)
        if hasattr(window, "network_test_window"):
            del window.network_test_window     # (the test's own hold on it)
        qtbot.waitUntil(lambda: window.findChildren(Sheet) == [])
        assert window.findChildren(SheetDialog) == []
    if "score sheet" in name:
        assert len(set(opened)) == 1


def test_a_dialog_made_anew_is_freed_with_its_sheet(qtbot: Any, window: MainWindow) -> None:
    """A screen closed and dropped is freed (its sheet gone first)."""
    gone: list[bool] = []
    for _ in range(3):
        dlg = SheetDialog(window)
        QPushButton("OK", dlg).clicked.connect(dlg.accept)
        dlg.destroyed.connect(lambda *_a: gone.append(True))
        dlg.open()
        assert dlg.shown_in() is not None
        dlg.reject()
        del dlg
        qtbot.waitUntil(lambda: window.findChildren(Sheet) == [])
    gc.collect()
    assert gone == [True] * 3


def test_a_kept_screen_opens_again_in_a_sheet(qtbot: Any, window: MainWindow) -> None:
    """Its sheet gone with its closing, a screen kept by its game opens in a new one."""
    dlg = SheetDialog(window)
    dlg.setWindowTitle("Kept")
    QPushButton("A button", dlg)
    for _ in range(2):
        dlg.open()
        sheet = dlg.shown_in()
        assert sheet is not None and sheet.is_open and sheet.parentWidget() is window
        assert not dlg.isWindow()
        dlg.reject()
        qtbot.waitUntil(lambda: window.findChildren(Sheet) == [])
        assert dlg.shown_in() is None


def test_the_event_filter_is_safe_while_a_sheet_is_torn_down(qtbot: Any) -> None:
    """Python's collector clears a sheet's attributes before Qt destroys it: an event for the
    window it watches then finds nothing to do (no AttributeError)."""
    window = QMainWindow()
    qtbot.addWidget(window)
    window.setCentralWidget(QWidget())
    window.resize(400, 300)
    dlg = SheetDialog(window)
    dlg.open()
    sheet = dlg.shown_in()
    assert sheet is not None
    sheet.__dict__.clear()           # (what tp_clear does to an object in a cycle)
    try:
        QApplication.sendEvent(window, QResizeEvent(QSize(500, 300), QSize(400, 300)))
        QApplication.sendEvent(dlg, QEvent(QEvent.Type.LayoutRequest))
    finally:
        shiboken6.delete(sheet)      # (and Qt destroys it, with the screen in it)
    assert not shiboken6.isValid(dlg)


def test_escape_in_a_sheet_closes_the_sheet_not_the_game(qtbot: Any, window: MainWindow) -> None:
    """The table's Menu button answers Esc (and Hint H): while a sheet is open over the
    table, those keys are the sheet's (a shortcut override accepted), not the buttons' under
    it; Escape closes the sheet and the game stays on the table."""
    wait_mode(qtbot, start_fixed(window, script={1: ["1 bid 105"]}), "bid")
    pressed: list[str] = []
    for name, button in window.game_screen.bar.buttons.items():
        button.clicked.connect(lambda *_a, n=name: pressed.append(n))
    window.show_sheet()
    sheet = window.part("cards").sheet.shown_in()
    assert sheet is not None and sheet.is_open
    focus = QApplication.focusWidget()
    assert sheet.isAncestorOf(focus)
    for key in (Qt.Key.Key_Escape, Qt.Key.Key_H):
        override = QKeyEvent(QEvent.Type.ShortcutOverride, key, Qt.KeyboardModifier.NoModifier)
        override.ignore()
        QApplication.sendEvent(focus, override)
        assert override.isAccepted(), key
    QTest.keyClick(focus, Qt.Key.Key_Escape)
    assert not sheet.is_open and window.controller is not None and pressed == []
