"""Text from outside the program (player names, save names, file paths) shown as plain text.

A ``QLabel`` or ``QMessageBox`` guesses whether its text is HTML; a player
named ``<img width=99999 src=x>`` would be drawn as a 100,000-pixel image.
Labels, message boxes and tooltips that can show such text use these instead (a test
checks that no message box is made any other way).
"""

from __future__ import annotations

from typing import Optional

from PySide6 import QtGui
from PySide6.QtGui import QFontMetrics
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

from .icons import message_icon
from .theme import text_scale


class PlainLabel(QLabel):
    """A ``QLabel`` that never reads its text as HTML."""

    def __init__(self, text: str = "", parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setText(text)


def plain_box(parent: Optional[QWidget], icon: QMessageBox.Icon, title: str, text: str,
              buttons: QMessageBox.StandardButton = QMessageBox.StandardButton.Ok
              ) -> QMessageBox:
    """A message box (not shown yet) whose text is shown as plain text, with our own icon
    (:mod:`.icons`) instead of Qt's."""
    box = QMessageBox(icon, title, text, buttons, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    if icon != QMessageBox.Icon.NoIcon:
        box.setIconPixmap(message_icon(icon, 48, box.devicePixelRatioF()))
    _widen_for_the_text_size(box, parent, text)
    return box


#: The width of a message box's text at 100 % text (Qt's own limit for a small screen).
MESSAGE_WIDTH = 320


def _widen_for_the_text_size(box: QMessageBox, parent: Optional[QWidget], text: str) -> None:
    """Larger text, a wider box (Qt keeps it at most about 400 px wide whatever the text
    size, so that at 150 % a message runs to twice as many lines): the text as wide as it
    needs, up to :data:`MESSAGE_WIDTH` times the text scale, within the window."""
    scale = text_scale()
    label = box.findChild(QLabel, "qt_msgbox_label")
    if scale <= 1.0 or label is None or not text:
        return
    box.ensurePolished()
    fm = QFontMetrics(label.font())
    natural = max(fm.horizontalAdvance(line) for line in text.split("\n"))
    window = parent.window() if parent is not None else None
    room = (window.width() if window is not None and window.isVisible()
            else box.screen().availableGeometry().width()) - 160   # (the icon and margins)
    label.setMinimumWidth(max(0, min(natural, round(MESSAGE_WIDTH * scale), room)))


def plain_message(parent: Optional[QWidget], icon: QMessageBox.Icon, title: str,
                  text: str) -> None:
    """A modal message box with an OK button, its text shown as plain text."""
    plain_box(parent, icon, title, text).exec()


def plain_question(parent: Optional[QWidget], title: str, text: str,
                   default_yes: bool = False) -> bool:
    """A modal Yes/No question, its text shown as plain text; True for Yes."""
    yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
    box = plain_box(parent, QMessageBox.Icon.Question, title, text, yes | no)
    box.setDefaultButton(yes if default_yes else no)
    return box.exec() == yes


def plain_tip(text: str) -> str:
    """A tooltip showing ``text`` as it is (a tooltip, too, guesses whether it is HTML):
    the text escaped into a paragraph, its line breaks kept."""
    return QtGui.Qt.convertFromPlainText(text, QtGui.Qt.WhiteSpaceMode.WhiteSpaceNormal) \
        if text else ""
