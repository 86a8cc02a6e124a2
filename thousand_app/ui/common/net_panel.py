"""Under a network game's table (either game): the connection, who sits where and whether
they are there, and the chat line; and the question before leaving a network game.

Written once for both games: it reads only the seat's
:class:`~thousand_app.net.remote.RemoteGame` (its state, the host's ``seats``, the chat).
Names and chat lines are other people's text: shown as plain text, never as markup.
"""

from __future__ import annotations

from typing import Any, Iterable, Optional

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLineEdit, QPushButton, QVBoxLayout, QWidget

from thousand_app.net.protocol import CHAT_LIMIT, normalize_code
from thousand_app.net.remote import ENDED, RECONNECTING, RemoteGame

from .i18n import translate
from .net_texts import problem_text, seat_state_text, state_text
from .plain_text import PlainLabel, plain_question
from .texts import fmt

__all__ = ["NetPanel", "may_leave_network"]

# Chat lines shown under the table (the older ones in the tooltip).
SHOWN_LINES = 3


class NetPanel(QFrame):
    """A strip under the table: the connection's state, each seat, the chat."""

    def __init__(self, remote: RemoteGame, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setObjectName("netPanel")
        self.remote = remote
        self.ended_text = ""
        lay = QHBoxLayout(self)
        lay.setContentsMargins(10, 4, 10, 4)
        left = QVBoxLayout()
        self.state = PlainLabel()
        self.state.setObjectName("netState")
        self.seats = PlainLabel()
        self.seats.setObjectName("netSeats")
        self.seats.setWordWrap(True)
        left.addWidget(self.state)
        left.addWidget(self.seats)
        lay.addLayout(left, 2)
        right = QVBoxLayout()
        self.chat_log = PlainLabel()
        self.chat_log.setObjectName("chatLog")
        self.chat_log.setWordWrap(True)
        self.chat_log.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom)
        row = QHBoxLayout()
        self.chat_line = QLineEdit()
        self.chat_line.setObjectName("chatLine")
        self.chat_line.setMaxLength(CHAT_LIMIT)
        self.chat_line.returnPressed.connect(self.send)
        self.send_button = QPushButton()
        self.send_button.setObjectName("chatSend")
        self.send_button.clicked.connect(self.send)
        row.addWidget(self.chat_line, 1)
        row.addWidget(self.send_button)
        right.addWidget(self.chat_log)
        right.addLayout(row)
        lay.addLayout(right, 3)
        remote.stateChanged.connect(lambda _s: self.refresh())
        remote.tableChanged.connect(self.refresh)
        remote.chatReceived.connect(lambda *_a: self._show_chat())
        remote.ended.connect(self._ended)
        self.retranslate()

    def retranslate(self) -> None:
        self.chat_line.setPlaceholderText(translate("Network", "Say something to the table…"))
        self.send_button.setText(translate("Network", "Send"))
        self.refresh()
        self._show_chat()

    def refresh(self) -> None:
        remote = self.remote
        if remote.state == ENDED:
            self.state.setText(self.ended_text or state_text(ENDED))
        elif remote.state == RECONNECTING:
            self.state.setText(translate(
                "Network", "Reconnecting… the computer plays your seat if it takes long."))
        else:
            code = normalize_code(remote.room_code)
            self.state.setText(fmt(translate("Network", "%1 (room %2)"), state_text(remote.state),
                                   f"{code[:3]}-{code[3:]}"))
        self.state.setProperty("tone", "alert" if remote.state in (RECONNECTING, ENDED) else "")
        self.state.style().polish(self.state)   # (its colour: the theme's style sheet)
        parts = []
        for i, seat in enumerate(remote.seats):
            name = str(seat.get("name", ""))
            if i == remote.seat:
                parts.append(fmt(translate("Network", "%1 (you)"), name))
            else:
                parts.append(fmt(translate("Network", "%1: %2"), name, seat_state_text(seat)))
        self.seats.setText(" · ".join(parts))
        self.chat_line.setEnabled(remote.state != ENDED)
        self.send_button.setEnabled(remote.state != ENDED)

    def _show_chat(self) -> None:
        lines = [fmt(translate("Network", "%1: %2"), name, text)
                 for _seat, name, text in self.remote.chat_lines]
        self.chat_log.setText("\n".join(lines[-SHOWN_LINES:]))
        self.chat_log.setToolTip("\n".join(lines[-30:]))

    def send(self) -> None:
        text = " ".join(self.chat_line.text().split())
        if text:
            self.remote.chat(text[:CHAT_LIMIT])
        self.chat_line.clear()

    def _ended(self, code: str, _reason: str) -> None:
        self.ended_text = problem_text(code)
        self.refresh()


def may_leave_network(parent: QWidget, parts: Iterable[Any]) -> bool:
    """Before a network game's table goes (the menu, another game, quitting): ask; True to go.
    At the host, leaving ends the game for everyone."""
    session = next((p.session for p in parts if p.session is not None), None)
    if session is None or session.remote.state == ENDED:
        return True
    if session.hosted is not None:
        text = translate("Network", "You host this game: if you leave, it ends for everyone. "
                                    "Leave the game?")
    else:
        text = translate("Network", "Leave the network game? The computer plays your seat "
                                    "from now on.")
    return plain_question(parent, translate("Network", "Leave the network game"), text)
