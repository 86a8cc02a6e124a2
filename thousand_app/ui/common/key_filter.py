"""A game screen's keys, whatever widget of its window has the focus: a :class:`KeyFilter` on
the application hands each key press to the screen's key handler (``screen.keys.key(key)``),
except the keys a text field, a popup, a modal dialog, a sheet over the table or a focused
button need themselves."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (QAbstractButton, QAbstractSpinBox, QApplication, QLineEdit,
                               QPlainTextEdit, QTextEdit, QWidget)

from .sheet import top_sheet

__all__ = ["CONFIRM_KEYS", "KeyFilter", "TEXT_WIDGETS"]

#: The keys that confirm (play the card, keep the dice).
CONFIRM_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
#: Widgets that need the keys for themselves (typing a name, a number).
TEXT_WIDGETS = (QLineEdit, QTextEdit, QPlainTextEdit, QAbstractSpinBox)


class KeyFilter(QObject):
    """Hands the table's keys to the screen whatever widget of its window has the focus."""

    def __init__(self, screen: QWidget) -> None:
        super().__init__(screen)
        #: The screen: a widget with the table's key handler as ``keys``.
        self.screen = screen

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() != QEvent.Type.KeyPress or not isinstance(obj, QWidget):
            return False
        screen = self.screen
        if not screen.isVisible() or obj.window() is not screen.window():
            return False
        if isinstance(obj, TEXT_WIDGETS) or QApplication.activePopupWidget() is not None:
            return False
        if QApplication.activeModalWidget() is not None or top_sheet(screen.window()) is not None:
            return False   # (a dialog, or a sheet over the table, has the keys)
        assert isinstance(event, QKeyEvent)
        if isinstance(obj, QAbstractButton) and obj.isVisible() and event.key() in CONFIRM_KEYS:
            return False  # a focused button (the summary's "Score sheet") takes its own Enter
        if event.modifiers() & ~(Qt.KeyboardModifier.KeypadModifier
                                 | Qt.KeyboardModifier.ShiftModifier):
            return False
        return bool(getattr(screen, "keys").key(event.key()))
