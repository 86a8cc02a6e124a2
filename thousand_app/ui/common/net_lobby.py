"""Hosting a network game from the app: the host's lobby.

The host's own window sits at its table like everyone else, as a client of its own host over
the loopback address (one code path for a seat: docs/network.md, "The app").  The lobby shows
the room code large enough to read aloud, the address, each seat with its person and a ready
mark, and lets the host give a seat to the computer and start the game.
"""

from __future__ import annotations

import logging
from typing import Any, Optional

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface
from PySide6.QtWidgets import (QFrame, QHBoxLayout, QLabel, QPushButton, QScrollArea,
                               QSizePolicy, QVBoxLayout, QWidget)

from thousand_app.games.registry import AnyKind
from thousand_app.net.discovery import Announcer
from thousand_app.net.host import Host, HostConfig
from thousand_app.net.save import HostKeeper
from thousand_app.storage import new_game_id
from thousand_app.net.remote import RemoteGame

from .game_ui import NetworkSetup
from .i18n import translate
from .net_texts import problem_text, seat_name, seat_state_text, state_text
from .plain_text import PlainLabel
from .texts import fmt, level_text, plural

__all__ = ["HostedGame", "LobbyView", "SeatCard", "local_addresses"]

log = logging.getLogger("thousand.ui")


def local_addresses() -> list[str]:
    """This computer's IPv4 addresses others on the network may reach (loopback if none)."""
    found = [a.toString() for a in QNetworkInterface.allAddresses()
             if a.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol
             and not a.isLoopback()]
    return found or ["127.0.0.1"]


class HostedGame:
    """A game this app hosts: the host (listening), its announcement on the local network,
    and the host's own seat (a :class:`RemoteGame` over the loopback address); with a
    ``storage`` (a folder of its own: the app's Continue is not touched) the game is saved
    after every move (its statistics in ``stats``, the app's own, with each person's name),
    and ``resume`` (:func:`~thousand_app.net.save.resumable`) hosts a saved game again, its
    people taking their seats back.

    ``bind``: the address to listen on ("0.0.0.0": every network; tests use "127.0.0.1");
    ``announce``: the interface to announce on, or None for no announcement."""

    def __init__(self, game: AnyKind, setup: NetworkSetup, *, bind: str = "0.0.0.0",
                 announce: Optional[str] = "0.0.0.0", port: int = 0,
                 config: Optional[HostConfig] = None, storage: Any = None,
                 resume: Optional[tuple[dict[str, Any], Any]] = None,
                 stats: Any = None) -> None:
        people = list(setup.people)
        if not any(people):
            people[0] = True   # the host's own seat
        own = resume[0].get("own") if resume is not None else None
        self.own_seat = own if type(own) is int and 0 <= own < len(people) and people[own] \
            else people.index(True)
        self.kind, self.setup = game.name, setup
        cfg = config or HostConfig()
        cfg.name = setup.names[self.own_seat]
        if resume is not None and isinstance(resume[0].get("room"), str):
            cfg.room_code = resume[0]["room"]     # (the people come back with the same code)
        self.host = Host(game, setup.rules, people, cfg)
        table = self.host.table
        # the computer players' names and levels: the dialog's for its computer seats; a seat
        # left open that nobody takes is played by "Computer N", which each seat shows in its
        # own words (``seats``' ``generic``)
        table.computer_names = {i: setup.names[i] for i in range(len(people)) if not people[i]}
        levels = resume[0].get("levels") if resume is not None else None
        table.computer_levels = {int(i): str(v) for i, v in levels.items()} \
            if isinstance(levels, dict) and all(str(i).isdigit() and isinstance(v, str)
                                                for i, v in levels.items()) \
            else {i: lv for i, lv in enumerate(setup.levels) if lv and not people[i]}
        for i, seat in enumerate(table.seats):
            if not people[i]:
                seat.name = setup.names[i]
        if setup.host_default:   # "Table host": each client shows it in its own words
            table.seats[self.own_seat].default_name = setup.names[self.own_seat]
        self.port = self.host.listen(bind, port)
        self.announcer: Optional[Announcer] = None
        self.own: Optional[RemoteGame] = None
        self.keeper: Optional[HostKeeper] = None
        if not self.port:
            return
        token = None
        if resume is not None:      # the same people take their seats back with their tokens
            notes, game = resume
            HostKeeper.take_back_seats(self.host, notes)
            token = self.host.table.seats[self.own_seat].token
            self.host.start(game)
        if storage is not None:     # saved after every move: a later session resumes it
            game_id = resume[0]["game_id"] if resume is not None else new_game_id()
            self.keeper = HostKeeper(storage, self.host, game_id, cfg.computer_level,
                                     {"own": self.own_seat,
                                      "levels": {str(i): lv for i, lv
                                                 in table.computer_levels.items()}}, stats)
        if announce is not None:
            self.announcer = Announcer(self.host, bind, announce)
            self.host.peopleChanged.connect(self.announcer.update)
            self.announcer.start()
        self.own = RemoteGame(setup.names[self.own_seat], cfg.room_code, "127.0.0.1", self.port,
                              seat=self.own_seat, token=token)
        self.own.start()

    @property
    def listening(self) -> bool:
        return bool(self.port)

    @property
    def room_code(self) -> str:
        return self.host.config.room_code

    def close(self) -> None:
        """Stop hosting: everyone is told, the announcement withdrawn."""
        if self.own is not None and self.own.state != "ended":
            self.own.leave()
        if self.announcer is not None:
            try:
                self.host.peopleChanged.disconnect(self.announcer.update)
            except (RuntimeError, TypeError):
                pass
            self.announcer.stop(wait=False)
            self.announcer = None
        self.host.table.close()         # (no move after the last save)
        if self.keeper is not None:
            self.keeper.close()
        self.host.close()


class NetSession:
    """A network game handed from the network window to the main window's table: this
    window's seat (``remote``) and, at the hosting window, the game it hosts (``hosted``).
    It lives as long as the table; :meth:`close` leaves the game (and stops hosting)."""

    def __init__(self, kind: str, remote: RemoteGame, hosted: Optional[HostedGame] = None) -> None:
        self.kind, self.remote, self.hosted = kind, remote, hosted
        remote.setParent(None)   # (no longer the network window's)

    def close(self) -> None:
        if self.hosted is not None:
            self.hosted.close()    # (leaves its own seat too)
            self.hosted = None
        elif self.remote.state != "ended":
            self.remote.leave()


class SeatCard(QFrame):
    """One seat of the lobby as a card: its number, who sits there (a person, or the computer
    and its level), whether they are here (ready, away with the seconds left, waiting), the
    host's own seat marked; a button to give the seat to the computer or open it again.  The
    theme's style sheet colours it by the properties ``seatState`` and ``own``."""

    def __init__(self, index: int, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setObjectName("seatCard")
        self.index = index
        row = self.row = QHBoxLayout(self)
        self.number = QLabel(str(index + 1))
        self.number.setObjectName("seatNumber")
        self.number.setAlignment(Qt.AlignmentFlag.AlignCenter)
        row.addWidget(self.number)
        who = QVBoxLayout()
        self.name = PlainLabel()
        self.name.setObjectName("seatName")
        self.kind = PlainLabel()
        self.kind.setObjectName("seatKind")
        who.addWidget(self.name)
        who.addWidget(self.kind)
        row.addLayout(who, 1)
        self.status = PlainLabel()
        self.status.setObjectName("seatStatus")
        self.status.setWordWrap(True)
        row.addWidget(self.status, 1)
        self.button: Optional[QPushButton] = None

    def show_seat(self, seat: dict[str, Any], name: str, level: str, own: bool) -> None:
        """Fill the card from the host's ``seats`` entry."""
        self.name.setText(fmt(translate("Network", "%1 (you)"), name) if own else name)
        if seat.get("computer") or not seat.get("open"):
            self.kind.setText(level_text(level))
        elif seat.get("taken"):
            self.kind.setText(translate("Network", "Person"))
        else:
            self.kind.setText("")
        self.kind.setVisible(bool(self.kind.text()))
        status = seat_state_text(seat, seat.get("grace_s"))
        state = "computer"
        if seat.get("taken") and seat.get("connected"):
            status, state = "✔ " + status, "ready"
        elif seat.get("taken") and not seat.get("computer"):
            state = "away"
        elif seat.get("open") and not seat.get("taken"):
            state = "waiting"
        else:
            status = ""          # (the kind says it: "Computer: normal")
        self.status.setText(status)
        self.setProperty("seatState", state)
        self.setProperty("own", own)
        self.setAccessibleName(fmt(translate("Network", "%1: %2"), self.name.text() or
                                   str(self.index + 1), status or self.kind.text()))
        self.style().unpolish(self)
        self.style().polish(self)
        for label in (self.name, self.kind, self.status):
            self.style().polish(label)

    def set_button(self, button: Optional[QPushButton]) -> None:
        if self.button is not None:
            self.button.deleteLater()
        self.button = button
        if button is not None:
            self.row.addWidget(button)

    def keep_button(self, name: str, text: str, slot: Any) -> QPushButton:
        """The seat's button: the one already there if it is the same (a new one at every
        refresh would be drawn at the card's corner until the next layout); its words again
        (a language change)."""
        if self.button is None or self.button.objectName() != name:
            button = QPushButton()
            button.setObjectName(name)
            button.clicked.connect(slot)
            self.set_button(button)
        assert self.button is not None
        self.button.setText(text)
        return self.button

    def text(self) -> str:
        """What the card says, as one line (tests, logs)."""
        return " — ".join(t for t in (self.name.text(), self.kind.text(), self.status.text()) if t)


class LobbyView(QWidget):
    """The host's lobby: room code, address, seats, Give to the computer (and open a
    computer's seat for a person again), Start."""

    #: The host started the game.
    started = Signal()
    #: The host stops hosting.
    cancelled = Signal()

    def __init__(self, hosted: HostedGame, addresses: Optional[list[str]] = None,
                 parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setObjectName("hostLobby")
        self.hosted = hosted
        lay = QVBoxLayout(self)
        lay.addWidget(QLabel(translate("Network", "Room code (read it to the other players):")))
        self.code = QLabel(hosted.room_code)
        self.code.setObjectName("roomCode")
        f = QFont(self.code.font())
        f.setPointSizeF(f.pointSizeF() * 3.2)
        f.setBold(True)
        f.setLetterSpacing(QFont.SpacingType.AbsoluteSpacing, 4)
        self.code.setFont(f)
        self.code.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        lay.addWidget(self.code)
        shown = addresses if addresses is not None else local_addresses()
        self.address = QLabel(fmt(translate("Network", "Address: %1, port %2"),
                                  ", ".join(shown), str(hosted.port)))
        self.address.setObjectName("hostAddress")
        self.address.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        lay.addWidget(self.address)
        self.seat_box = QWidget()
        self.seat_box.setObjectName("lobbySeats")
        self.seat_list = QVBoxLayout(self.seat_box)
        self.seat_list.setContentsMargins(0, 0, 0, 0)
        self.seat_list.addStretch(1)
        scroll = QScrollArea()
        scroll.setObjectName("lobbySeatsScroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(self.seat_box)
        scroll.viewport().setAutoFillBackground(False)   # (the cards on the window's own colour)
        self.seat_box.setAutoFillBackground(False)
        # the seats take the room there is, never more (their scroll area asks for no height
        # of its own), so that Start and Stop hosting under them stay in sight (issue 34)
        scroll.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
        scroll.setMinimumHeight(scroll.fontMetrics().height() * 4)
        lay.addWidget(scroll, 1)
        # one card per seat, in seat order
        self.cards: list[SeatCard] = []
        self.status = QLabel()
        self.status.setObjectName("lobbyStatus")
        self.status.setWordWrap(True)
        lay.addWidget(self.status)
        row = QHBoxLayout()
        self.stop_button = QPushButton(translate("Network", "Stop hosting"))
        self.stop_button.setObjectName("stopHostingButton")
        self.stop_button.clicked.connect(self.cancelled.emit)
        self.start_button = QPushButton(translate("Network", "Start the game"))
        self.start_button.setObjectName("startNetworkGameButton")
        self.start_button.clicked.connect(self.start_game)
        row.addWidget(self.stop_button)
        row.addStretch(1)
        row.addWidget(self.start_button)
        lay.addLayout(row)
        self.give_buttons: dict[int, QPushButton] = {}
        hosted.host.peopleChanged.connect(self.refresh)
        if hosted.own is not None:
            hosted.own.stateChanged.connect(self._own_state)
            hosted.own.ended.connect(self._own_ended)
        self.refresh()

    def _own_state(self, _state: str) -> None:
        self.refresh()

    def _own_ended(self, code: str, _reason: str) -> None:
        self.status.setText(problem_text(code))

    def detach(self) -> None:
        """The game goes to the table: the lobby no longer follows it."""
        hosted = self.hosted
        for signal, slot in ((hosted.host.peopleChanged, self.refresh),
                             (None if hosted.own is None else hosted.own.stateChanged,
                              self._own_state),
                             (None if hosted.own is None else hosted.own.ended, self._own_ended)):
            if signal is not None:
                try:
                    signal.disconnect(slot)
                except (RuntimeError, TypeError):
                    pass

    def seats(self) -> list[dict[str, Any]]:
        return self.hosted.host.table.seats_json()

    def refresh(self) -> None:
        seats = self.seats()
        started = self.hosted.host.table.started
        while len(self.cards) > len(seats):
            self.cards.pop().deleteLater()
        while len(self.cards) < len(seats):
            card = SeatCard(len(self.cards), self.seat_box)
            self.seat_list.insertWidget(len(self.cards), card)
            self.cards.append(card)
        self.give_buttons.clear()
        table = self.hosted.host.table
        for i, seat in enumerate(seats):
            name = seat_name(seats, i) if seat.get("taken") or started or not seat.get("open") \
                else ""
            mine = i == self.hosted.own_seat
            if mine:
                name = name or self.hosted.setup.names[i]
            card = self.cards[i]
            card.show_seat(seat, name, table.level_of(i), mine)
            if not mine and seat.get("open"):
                self.give_buttons[i] = card.keep_button(
                    f"giveSeat{i}", translate("Network", "Give to the computer"),
                    lambda _=False, s=i: self.give_to_computer(s))
            elif not mine and not started:
                card.keep_button(f"openSeat{i}", translate("Network", "Open for a person"),
                                 lambda _=False, s=i: self.open_for_person(s))
            else:
                card.set_button(None)
        waiting = sum(1 for s in seats if s.get("open") and not s.get("taken"))
        own = self.hosted.own
        if started:
            self.status.setText(translate("Network", "The game has started."))
        elif own is not None and own.state != "playing":
            self.status.setText(state_text(own.state))
        elif waiting:
            wait = plural("Network", "Waiting for %n player(s).", waiting)
            self.status.setText(wait + " " + translate(
                "Network", "Seats nobody takes are played by the computer."))
        else:
            self.status.setText(translate("Network", "Everyone is here."))
        self.start_button.setEnabled(not started and own is not None and own.state == "playing")

    def give_to_computer(self, seat: int) -> None:
        self.hosted.host.give_to_computer(seat)
        self.refresh()

    def open_for_person(self, seat: int) -> None:
        """Before the start: a computer's seat is open for a person again."""
        self.hosted.host.table.open_seat(seat)
        self.refresh()

    def start_game(self) -> None:
        self.hosted.host.start()
        self.refresh()
        self.started.emit()
