"""Text from outside the program (player names, save names, file paths) shown as plain text.

A ``QLabel`` or ``QMessageBox`` guesses whether its text is HTML; a player
named ``<img width=99999 src=x>`` would be drawn as a 100,000-pixel image.
Labels and message boxes that can show such text use these instead.
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget


class PlainLabel(QLabel):
    """A ``QLabel`` that never reads its text as HTML."""

    def __init__(self, text: str = "", parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setText(text)


def plain_message(parent: Optional[QWidget], icon: QMessageBox.Icon, title: str,
                  text: str) -> None:
    """A modal message box with an OK button, its text shown as plain text."""
    box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.exec()
