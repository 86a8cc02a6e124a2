"""The card screen's top bar: which deal it is, and Hint / Last trick / Score sheet / Rules /
Menu with their keys."""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from thousand_app.cards.engine import Observation

from thousand_app.ui.common.i18n import translate
from thousand_app.ui.common.plain_text import PlainLabel
from thousand_app.ui.common.texts import fmt

__all__ = ["GameBar", "deal_text"]


class GameBar(QWidget):
    """The deal's name on the left, the screen's buttons on the right (``buttons`` by key:
    hint, last, sheet, rules, menu)."""

    def __init__(self, hint: Callable[[], Any], last: Callable[[], Any],
                 sheet: Callable[[], Any], rules: Callable[[], Any], menu: Callable[[], Any],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        bar = QHBoxLayout(self)
        bar.setContentsMargins(8, 4, 8, 4)
        self.deal_label = PlainLabel()
        self.deal_label.setObjectName("dealLabel")
        bar.addWidget(self.deal_label, 1)
        self.buttons: dict[str, QPushButton] = {}
        for key, text, shortcut, slot in (
            ("hint", translate("Game", "Hint"), "H", hint),
            ("last", translate("Game", "Last trick"), "L", last),
            ("sheet", translate("Game", "Score sheet"), "S", sheet),
            ("rules", translate("Game", "Rules"), "F1", rules),
            ("menu", translate("Game", "Menu"), "Esc", menu),
        ):
            b = QPushButton(text)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.setShortcut(QKeySequence(shortcut))
            b.setToolTip(fmt(translate("Game", "(key: %1)"), shortcut))
            b.clicked.connect(slot)
            b.setObjectName("bar_" + key)
            bar.addWidget(b)
            self.buttons[key] = b


def deal_text(obs: Observation, dealt: int) -> str:
    """"Deal 3 · golden deal · barrel deal": the deal's number (``dealt``) and what is special."""
    text = fmt(translate("Game", "Deal %1"), dealt)
    if obs.golden:
        text += " · " + translate("Game", "golden deal")
    if obs.barrel_deal:
        text += " · " + translate("Game", "barrel deal")
    return text
