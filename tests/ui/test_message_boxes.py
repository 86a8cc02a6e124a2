"""Message boxes follow the text size: wider at 150 % text, within the window (issue 34)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QApplication, QMainWindow, QMessageBox

from thousand_app.ui.common.plain_text import plain_box
from thousand_app.ui.common.theme import apply_theme

LONG = ("The game could not be loaded: the file is damaged or comes from a newer version of "
        "the app. Nothing was changed. ") * 2


def shown_width(qtbot: Any, parent: QMainWindow, scale: float, text: str) -> int:
    apply_theme(QApplication.instance(), "light", scale)
    box = plain_box(parent, QMessageBox.Icon.Information, "Title", text)
    qtbot.addWidget(box)
    box.show()
    qtbot.waitExposed(box)
    width = box.width()
    box.close()
    return width


def test_a_message_box_is_wider_at_150_percent_text_within_the_window(qtbot: Any) -> None:
    win = QMainWindow()
    qtbot.addWidget(win)
    win.resize(900, 600)
    win.show()
    qtbot.waitExposed(win)
    try:
        normal = shown_width(qtbot, win, 1.0, LONG)
        big = shown_width(qtbot, win, 1.5, LONG)
        short = shown_width(qtbot, win, 1.5, "Saved.")
        win.resize(500, 600)
        narrow = shown_width(qtbot, win, 1.5, LONG)
    finally:
        apply_theme(QApplication.instance(), "light", 1.0)
    print(f"message box width: {normal} px at 100 %, {big} px at 150 %, {short} px short, "
          f"{narrow} px in a 500 px window")
    assert big >= 1.35 * normal and big <= 900
    assert short < big and narrow <= 500
