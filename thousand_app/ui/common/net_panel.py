"""Under a network game's table (either game): the connection, who sits where and whether
they are there, and the chat line; and the question before leaving a network game.

Written once for both games: it reads only the seat's
:class:`~thousand_app.net.remote.RemoteGame` (its state, the host's ``seats``, the chat).
Names and chat lines are other people's text: shown as plain text, never as markup.
"""

from __future__ import annotations

import time
from typing import Any, Iterable, Optional

from PySide6.QtCore import QTimer, Signal
from PySide6.QtWidgets import (QFrame, QHBoxLayout, QLineEdit, QPlainTextEdit, QPushButton,
                               QVBoxLayout, QWidget)

from thousand_app.net.protocol import CHAT_LIMIT, format_code
from thousand_app.net.remote import CHAT_KEPT, ENDED, RECONNECTING, RemoteGame

from .i18n import translate
from .net_texts import countdowns, problem_text, seat_name, seat_state_text, state_text
from .plain_text import PlainLabel, plain_question
from .texts import fmt

__all__ = ["NetPanel", "may_leave_network"]

# Chat lines shown under the table at once (the older ones a scroll away).
SHOWN_LINES = 4


class NetPanel(QFrame):
    """A strip under the table: the connection's state, each seat, the chat; once the game
    has ended for this seat, why, and *Back to the menu* (``menuWanted``)."""

    menuWanted = Signal()

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
        self.menu_button = QPushButton()
        self.menu_button.setObjectName("netMenuButton")
        self.menu_button.clicked.connect(self.menuWanted.emit)
        self.menu_button.hide()
        state_row = QHBoxLayout()
        state_row.addWidget(self.state, 1)
        state_row.addWidget(self.menu_button)
        left.addLayout(state_row)
        left.addWidget(self.seats)
        lay.addLayout(left, 2)
        right = QVBoxLayout()
        self.chat_log = QPlainTextEdit()     # (plain text: never read as markup)
        self.chat_log.setObjectName("chatLog")
        self.chat_log.setReadOnly(True)
        self.chat_log.setMaximumBlockCount(CHAT_KEPT)
        lines = self.chat_log.fontMetrics().lineSpacing() * SHOWN_LINES
        self.chat_log.setFixedHeight(lines + 2 * int(self.chat_log.document().documentMargin())
                                     + 4)
        #: When the computer takes each seat whose person is away, and when the turn clock
        #: runs out for the seat to move (monotonic), from the host's ``seats``.
        self._away_until: dict[int, float] = {}
        self._clock_until: dict[int, float] = {}
        self._seen_seats: Any = None
        self._tick = QTimer(self)            # (runs only while a countdown is shown)
        self._tick.setInterval(1000)
        self._tick.timeout.connect(self.refresh)
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
        # (bound methods only: a lambda kept by the connection would keep this panel, and
        # through it the game, alive after the table is gone)
        remote.stateChanged.connect(self._state_changed)
        remote.tableChanged.connect(self.refresh)
        remote.chatReceived.connect(self._chat_heard)
        remote.ended.connect(self._ended)
        remote.joined.connect(self._rejoined)
        self.retranslate()

    def retranslate(self) -> None:
        self.chat_line.setPlaceholderText(translate("Network", "Say something to the table…"))
        self.send_button.setText(translate("Network", "Send"))
        self.menu_button.setText(translate("Network", "Back to the menu"))
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
            self.state.setText(fmt(translate("Network", "%1 (room %2)"), state_text(remote.state),
                                   format_code(remote.room_code)))
        self.state.setProperty("tone", "alert" if remote.state in (RECONNECTING, ENDED) else "")
        self.state.style().polish(self.state)   # (its colour: the theme's style sheet)
        self._countdowns(remote.seats)
        now = time.monotonic()
        parts = []
        for i, seat in enumerate(remote.seats):
            name = seat_name(remote.seats, i)
            until = self._away_until.get(i)
            left = None if until is None else max(0, round(until - now))
            if i == remote.seat:
                part = fmt(translate("Network", "%1 (you)"), name)
            elif remote.state == ENDED:     # (the game is over here: nobody is coming back)
                part = name
            else:
                part = fmt(translate("Network", "%1: %2"), name, seat_state_text(seat, left))
            clock = self._clock_until.get(i)
            if clock is not None and remote.state != ENDED:
                part += " — " + fmt(translate("Network", "%1 s to move"),
                                    str(max(0, round(clock - now))))
            parts.append(part)
        self.seats.setText(" · ".join(parts))
        if (self._away_until or self._clock_until) and remote.state != ENDED:
            if not self._tick.isActive():
                self._tick.start()
        else:
            self._tick.stop()
        self.menu_button.setVisible(remote.state == ENDED)
        self.chat_line.setEnabled(remote.state != ENDED)
        self.send_button.setEnabled(remote.state != ENDED)

    def _countdowns(self, seats: list[Any]) -> None:
        """The host's ``seats`` came: each away seat's countdown from its ``grace_s``."""
        if seats is self._seen_seats:
            return
        self._seen_seats = seats
        now = time.monotonic()
        self._away_until = countdowns(seats, "grace_s", now)
        self._clock_until = countdowns(seats, "clock_s", now)

    def _state_changed(self, _state: str) -> None:
        self.refresh()

    def _rejoined(self, _seat: int, _token: str) -> None:
        self._show_chat()

    def _chat_heard(self, _seat: int, _name: str, _text: str) -> None:
        self._show_chat()

    def _show_chat(self) -> None:
        lines = [fmt(translate("Network", "%1: %2"), name, text)
                 for _seat, name, text in self.remote.chat_lines]
        self.chat_log.setPlainText("\n".join(lines))
        bar = self.chat_log.verticalScrollBar()
        bar.setValue(bar.maximum())      # (the latest line in view)

    def send(self) -> None:
        text = " ".join(self.chat_line.text().split())
        if text:
            self.remote.chat(text[:CHAT_LIMIT])
        self.chat_line.clear()

    def _ended(self, code: str, _reason: str) -> None:
        self.ended_text = problem_text(code)
        self.refresh()


def may_leave_network(parent: QWidget, parts: Iterable[Any]) -> bool:
    """Before a network game's table goes (the menu, another game, quitting): ask; True to go
    (without asking once the game is over).  At the host, leaving ends the game for
    everyone."""
    part = next((p for p in parts if p.session is not None), None)
    if part is None or part.session.remote.state == ENDED:
        return True
    game = getattr(part.controller, "game", None)
    if game is not None and game.is_over:    # (a finished game: nobody's seat to take over)
        return True
    session = part.session
    if session.hosted is not None:
        text = translate("Network", "You host this game: if you leave, it ends for everyone. "
                                    "Leave the game?")
    else:
        text = translate("Network", "Leave the network game? The computer plays your seat "
                                    "from now on.")
    return plain_question(parent, translate("Network", "Leave the network game"), text)
