"""The floating panel over the table where a human makes his move."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QHideEvent, QKeySequence, QMouseEvent
from PySide6.QtWidgets import (QCheckBox, QFrame, QHBoxLayout, QPushButton, QSizePolicy,
                               QVBoxLayout, QWidget)

from thousand_app.ui.common import accessibility
from thousand_app.ui.common.coach_panel import mark_hinted
from thousand_app.ui.common.i18n import translate
from thousand_app.ui.common.overlays import clear_layout
from thousand_app.ui.common.plain_text import PlainLabel
from thousand_app.ui.common.texts import fmt

from .texts import cards_in_words


def key_name(key: str) -> str:
    """How a key is called on the keyboard ("Enter" for Return)."""
    return "Enter" if key == "Return" else key


#: The buttons that are not the move a prompt expects (by object name): a softer colour, or a
#: warning one for conceding.  The others are primary.
ROLES = {"passButton": "secondary", "lookButton": "secondary", "redealButton": "secondary",
         "badTalonButton": "secondary", "raiseButton": "secondary", "concedeButton": "danger"}


class ActionPanel(QFrame):
    """A prompt, a line of detail under it, and a row of buttons and boxes."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("actionPanel")   # (its look: the theme's style sheet)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(16, 10, 16, 12)
        lay.setSpacing(6)
        self.prompt = PlainLabel()
        self.prompt.setObjectName("prompt")
        # The prompt was read out since the panel last came (the same words next turn are
        # read again: "Your turn" each trick).
        self._prompt_said = False
        f = self.prompt.font()
        f.setPointSizeF(f.pointSizeF() * 1.15)
        f.setBold(True)
        self.prompt.setFont(f)
        self.prompt.setWordWrap(True)
        self.prompt.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail = PlainLabel()
        self.detail.setObjectName("detail")
        self.detail.setWordWrap(True)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.row = QHBoxLayout()
        self.row.setSpacing(8)
        lay.addWidget(self.prompt)
        lay.addWidget(self.detail)
        lay.addLayout(self.row)
        self.lines = QVBoxLayout()   # (check boxes under the buttons, their words wrapped)
        self.lines.setSpacing(4)
        lay.addLayout(self.lines)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.setMinimumWidth(480)
        # The buttons (by name) of the move a hint points at: marked (also when the
        # prompt shows its buttons again), until the next prompt.
        self.marked: frozenset[str] = frozenset()

    def mark(self, names: frozenset[str]) -> None:
        """Mark the buttons ``names`` as the hinted move (none: no mark)."""
        self.marked = names
        for b in self.findChildren(QPushButton):
            mark_hinted(b, b.objectName() in names)

    def clear_row(self) -> None:
        clear_layout(self.row)
        clear_layout(self.lines)

    def set_content(self, prompt: str, detail: str = "") -> None:
        if prompt != self.prompt.text() or not self._prompt_said:
            accessibility.announce(self, cards_in_words(prompt))   # (a screen reader hears it)
            self._prompt_said = True
        self.prompt.setText(prompt)
        self.set_detail(detail)
        self.clear_row()

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802 (Qt's name)
        self._prompt_said = False
        super().hideEvent(event)

    def set_detail(self, detail: str) -> None:
        if detail != self.detail.text():
            accessibility.announce(self, cards_in_words(detail))
        self.detail.setText(detail)
        self.detail.setVisible(bool(detail))

    def add_button(self, text: str, slot: Callable[[], None], key: str = "", tip: str = "",
                   enabled: bool = True, name: str = "", role: str = "") -> QPushButton:
        """A large button coloured by its ``role`` (``primary``, ``secondary``, ``danger``;
        by default the one :data:`ROLES` gives its ``name``, else primary)."""
        b = QPushButton(text)
        b.setProperty("role", role or ROLES.get(name, "primary"))
        b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        if key:
            b.setShortcut(QKeySequence(key))
            tip = (tip + " " if tip else "") + fmt(translate("Game", "(key: %1)"), key_name(key))
        if tip:
            b.setToolTip(tip)
        b.setEnabled(enabled)
        if name:
            b.setObjectName(name)
            if name in self.marked:
                mark_hinted(b, True)
        b.clicked.connect(slot)
        self.row.addWidget(b)
        b.setVisible(True)  # at once, so its shortcut works before the next event loop turn
        return b

    def add_check(self, text: str, name: str, checked: bool, tip: str = "") -> QCheckBox:
        """A check box on a line of its own under the buttons, its words wrapped to the
        panel's width (a long sentence at 150 % text is never cut at the panel's edge)."""
        line = QWidget()
        row = QHBoxLayout(line)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(6)
        box = QCheckBox()
        box.setObjectName(name)
        box.setAccessibleName(text)
        box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        box.setChecked(checked)
        label = _CheckLabel(text, box)
        label.setObjectName(name + "Text")
        for w in (box, label, line):
            w.setToolTip(tip)
        row.addStretch(1)
        row.addWidget(box, 0, Qt.AlignmentFlag.AlignTop)
        row.addWidget(label, 10)
        row.addStretch(1)
        self.lines.addWidget(line)
        line.setVisible(True)
        return box

    def add_widget(self, w: QWidget) -> None:
        self.row.addWidget(w)
        w.setVisible(True)


class _CheckLabel(PlainLabel):
    """A check box's words, wrapped; a click on them toggles the box."""

    def __init__(self, text: str, box: QCheckBox) -> None:
        super().__init__(text)
        self.box = box
        self.setWordWrap(True)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt's name)
        if event.button() == Qt.MouseButton.LeftButton and self.box.isEnabled():
            self.box.toggle()
        super().mouseReleaseEvent(event)
