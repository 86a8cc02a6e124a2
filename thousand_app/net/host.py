"""The host: a ``QTcpServer`` in the Qt event loop that lets people into the room and passes
their messages to the :class:`~thousand_app.net.table.Table`, whose engine is the only truth.

Each connection goes: both sides say hello (protocol and app version; a mismatch is refused
with a reason), the two run a key exchange on the room code (SPAKE2, :mod:`.secure`: the
code never crosses the wire and a wrong guess teaches nothing but "wrong"), the host proves
the key first and everything after is sealed with it; then the client names a seat (or has
taken its seat back through its token's exchange) and from then on sends actions,
chat lines and pings.  Every message is checked (size, type, fields, the sender's seat and
turn, the engine's reason); a client that breaks the limits is disconnected and nobody else
notices.  Nothing here raises out of a slot.

Admission: a connection that has not proved the code yet has ``handshake_s`` to do it and
holds one of ``max_unproven`` places (``max_unproven_per_address`` from one address); when
they are full the oldest gives way to the newcomer, so idle connections cannot keep a person
out.  Each key exchange on the code is one guess: an address gets ``max_failures``
a ``lockout_s`` window (a guess under way counts), all addresses together
``max_failures_all``; then ``refused`` ``locked_out`` with ``retry_s``.  A person with a seat
token runs the exchange on the code and the token, which is no guess at the code: never
locked out.
"""

from __future__ import annotations

import logging
import math
import secrets
import time
from collections import deque
from dataclasses import dataclass, field
from typing import Any, Optional, Sequence

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QHostAddress, QTcpServer, QTcpSocket

from thousand_app.games.reasons import Reason, reason_json
from thousand_app.games.registry import AnyKind

from .peer import Limits, Peer
from .protocol import (APP_VERSION, CLIENT_FRAME_LIMIT, PROTOCOL, check_client_message,
                       new_nonce, new_room_code, version_problem)
from .secure import HOST, KeyExchange, SealError, context, password_for, token_id
from .table import Table

__all__ = ["Host", "HostConfig"]

log = logging.getLogger("thousand.net")

#: Chat lines the host keeps and sends to each person who (re)joins, after ``welcome``.
CHAT_HISTORY = 100


@dataclass
class HostConfig:
    """What a host is set up with (tests shorten the times)."""

    room_code: str = field(default_factory=new_room_code)
    #: Seconds a dropped person has to come back before a computer plays the seat.
    grace_s: float = 60.0
    #: Seconds a new connection has to prove the code and join.
    handshake_s: float = 5.0
    #: Level of the computer players in seats no person holds.
    computer_level: str = "normal"
    #: Seconds a person has for each decision before the computer makes it (0: no clock),
    #: and clocks run out in a row before the seat is given to the computer (0: never).
    turn_clock_s: float = 0.0
    computer_after: int = 0
    #: Connections at once that have not proved the code yet, from all addresses and from
    #: one (seated people do not count: each seat holds one connection).
    max_unproven: int = 16
    max_unproven_per_address: int = 8
    #: Guesses at the room code (key exchanges on it that did not prove it) in ``lockout_s``:
    #: from one address, and from all together.
    max_failures: int = 10
    max_failures_all: int = 30
    lockout_s: float = 60.0
    #: The host's name as clients see it.
    name: str = "Thousand"
    limits: Limits = field(default_factory=lambda: Limits(frame=CLIENT_FRAME_LIMIT))


class _Server(QTcpServer):
    """A ``QTcpServer`` whose sockets are made here, in Python.  The ones Qt makes are C++
    objects that PySide keeps a wrapper of under the server for good, even once deleted (the
    leak of issue 33: 11-14 kB a connection); a socket made in Python is forgotten with
    its deletion."""

    def incomingConnection(self, handle: int) -> None:   # noqa: N802 (Qt's name)
        socket = QTcpSocket(self)
        if socket.setSocketDescriptor(handle):
            self.addPendingConnection(socket)
        else:
            socket.deleteLater()


class _Conn:
    """A connection and what the host knows of it."""

    def __init__(self, peer: Peer, ip: str) -> None:
        self.peer = peer
        self.ip = ip
        self.nonce = new_nonce()
        self.hello: Optional[dict[str, Any]] = None
        #: The key exchange answered: a guess at the code under way (until ``proven``), or
        #: the seat whose token it was run with.
        self.exchanged = False
        self.guessing = False
        self.token_seat: Optional[int] = None
        self.token: Optional[str] = None
        #: The client's first sealed frame opened: it has the key.
        self.proven = False
        self.seat: Optional[int] = None


class Host(QObject):
    """A hosted game: ``listen()``, then people join; ``start()`` begins the game (computer
    players take the seats no person holds).  ``peopleChanged`` when a seat changes hands."""

    peopleChanged = Signal()

    def __init__(self, kind: AnyKind, rules: Any, open_seats: Sequence[bool],
                 config: Optional[HostConfig] = None, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.kind = kind
        self.config = config or HostConfig()
        self.table = Table(kind, rules, open_seats, self._send_to_seat,
                           computer_level=self.config.computer_level,
                           grace_s=self.config.grace_s, parent=self)
        self.table.turn_clock_s = self.config.turn_clock_s
        self.table.computer_after = self.config.computer_after
        self.table.clockIgnored.connect(self.give_to_computer)
        self.table.seatsChanged.connect(self._seats_changed)
        self.table.halted.connect(self._halted)   # (a bound method: a lambda would keep the
        #                                           host alive for good through its table)
        self._server = _Server(self)
        self._server.newConnection.connect(self._accept)
        self._conns: list[_Conn] = []
        self._by_seat: dict[int, _Conn] = {}
        #: Guesses at the code that failed, oldest first: (when, address).
        self._failures: deque[tuple[float, str]] = deque()
        #: The last chat lines (``chat`` messages), for whoever joins or comes back.
        self.chat_history: deque[dict[str, Any]] = deque(maxlen=CHAT_HISTORY)
        #: Counters for the log and the tests: refused messages, closed connections.
        self.refused = 0
        self.dropped = 0

    # -- the server -----------------------------------------------------------------------
    def listen(self, address: str = "127.0.0.1", port: int = 0) -> int:
        """Listen on ``address``:``port`` (0: any free port); the port, or 0 with the error
        in the log."""
        if not self._server.listen(QHostAddress(address), port):
            log.error("cannot listen on %s:%d: %s", address, port, self._server.errorString())
            return 0
        log.info("listening on %s:%d", address, self._server.serverPort())
        return self._server.serverPort()

    @property
    def port(self) -> int:
        return self._server.serverPort()

    def close(self, reason: str = "the host closed the game") -> None:
        self.table.close()
        self._server.close()
        for conn in list(self._conns):
            conn.peer.close(reason, {"type": "closing", "code": "host_closed", "reason": reason})
        self._let_go_of_peers()

    def _let_go_of_peers(self) -> None:
        """The host is closed: its connections' signals no longer reach it (their slots hold
        the host: connected, they would keep it and its game alive for good)."""
        for peer in self.findChildren(Peer):
            for signal in (peer.message, peer.invalid, peer.closed):
                try:
                    signal.disconnect()
                except (RuntimeError, TypeError):
                    pass

    def close_seats(self, code: str, reason: str) -> None:
        """Say goodbye to every seated person (the game ended early, the host stops)."""
        for conn in list(self._by_seat.values()):
            conn.peer.close(reason, {"type": "closing", "code": code, "reason": reason})

    def _halted(self) -> None:
        self.close_seats("ended", "the host ended the game")

    def give_to_computer(self, seat: int) -> None:
        """The host's choice: seat ``seat`` is played by the computer (its person, if any, is
        removed and told so)."""
        conn = self._by_seat.pop(seat, None)
        if conn is not None:
            conn.seat = None
            conn.peer.close("removed", {"type": "closing", "code": "removed",
                                        "reason": "the host gave your seat to the computer"})
        self.table.release(seat)

    def start(self, game: Any = None) -> None:
        if not self.table.started:
            self.table.start(game)

    def free_seats(self) -> int:
        return sum(1 for s in self.table.seats if s.open and not s.taken)

    # -- connections ----------------------------------------------------------------------
    def _accept(self) -> None:
        while self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
            if socket is None:
                break
            try:
                self._welcome_socket(socket)
            except Exception:
                log.exception("accepting a connection")
                socket.abort()

    def _welcome_socket(self, socket: Any) -> None:
        ip = socket.peerAddress().toString()
        peer = Peer(socket, self.config.limits, check_client_message, self)
        self._make_room(ip)
        conn = _Conn(peer, ip)
        self._conns.append(conn)
        peer.message.connect(lambda doc: self._guarded(conn, doc))
        peer.invalid.connect(lambda why: self._invalid(conn, why))
        peer.closed.connect(lambda why: self._closed(conn, why))
        # a timer of the peer's, deleted with it (QTimer.singleShot with a function would
        # keep the function, and through it the connection, for good: the leak of issue 33)
        due = QTimer(peer)
        due.setSingleShot(True)
        due.timeout.connect(lambda: self._handshake_due(conn))
        due.start(int(self.config.handshake_s * 1000))
        peer.send({"type": "hello", "protocol": PROTOCOL, "app": APP_VERSION,
                   "game": self.kind.name, "nonce": conn.nonce,
                   "seats": len(self.table.seats), "name": self.config.name})

    def _make_room(self, ip: str) -> None:
        """Make a place for a new connection from ``ip``: when the connections that have not
        proved the code are at their limit (from that address, or from all), the oldest of
        them is closed (a person's join takes milliseconds: what has waited longest is idle,
        or gone)."""
        unproven = [c for c in self._conns if not c.proven]
        mine = [c for c in unproven if c.ip == ip]
        if len(mine) >= self.config.max_unproven_per_address:
            victims = mine
        elif len(unproven) >= self.config.max_unproven:
            victims = unproven
        else:
            return
        victims[0].peer.close("gave way to a newer connection",
                          self._refusal("busy", "the host has too many connections waiting"))

    @staticmethod
    def _refusal(code: str, reason: str, retry_s: Optional[float] = None) -> dict[str, Any]:
        refusal: dict[str, Any] = {"type": "refused", "code": code, "reason": reason}
        if retry_s is not None:
            refusal["retry_s"] = max(1, math.ceil(retry_s))
        return refusal

    def _handshake_due(self, conn: _Conn) -> None:
        if conn.seat is None and conn.peer.is_open:
            conn.peer.close("did not join in time",
                            self._refusal("timeout", "the join did not complete in time"))

    def _lockout(self, ip: str) -> Optional[float]:
        """Seconds until ``ip`` may guess at the code again, or None if it may now (the
        failed guesses of the window and the ones under way count)."""
        now = time.monotonic()
        window = self.config.lockout_s
        while self._failures and now - self._failures[0][0] >= window:
            self._failures.popleft()
        under_way = [c for c in self._conns if c.guessing]
        mine = [t for t, a in self._failures if a == ip]
        if len(mine) + sum(c.ip == ip for c in under_way) >= self.config.max_failures:
            return window - (now - mine[0]) if mine else self.config.handshake_s
        if len(self._failures) + len(under_way) >= self.config.max_failures_all:
            return (window - (now - self._failures[0][0]) if self._failures
                    else self.config.handshake_s)
        return None

    def _closed(self, conn: _Conn, why: str) -> None:
        try:
            if conn in self._conns:
                self._conns.remove(conn)
            if conn.guessing:           # a key exchange on the code that did not prove it
                conn.guessing = False
                self._failures.append((time.monotonic(), conn.ip))
                log.info("wrong room code from %s", conn.peer.address)
            self.dropped += 1
            log.info("connection %s closed: %s", conn.peer.address, why)
            if conn.seat is not None and self._by_seat.get(conn.seat) is conn:
                del self._by_seat[conn.seat]
                self.table.person_gone(conn.seat)
        except Exception:
            log.exception("closing a connection")

    def _invalid(self, conn: _Conn, why: str) -> None:
        self.refused += 1
        conn.peer.send({"type": "error", "code": "invalid", "reason": why})

    def _error(self, conn: _Conn, code: str, reason: str) -> None:
        self.refused += 1
        error: dict[str, Any] = {"type": "error", "code": code, "reason": str(reason)}
        if isinstance(reason, Reason):   # the engine's reason: its code, for the seat's words
            error["engine_reason"] = reason_json(reason)
        conn.peer.send(error)

    # -- messages -------------------------------------------------------------------------
    def _guarded(self, conn: _Conn, doc: dict[str, Any]) -> None:
        try:
            self._message(conn, doc)
        except Exception:   # a bug must not take the host down: this connection goes
            log.exception("handling a %r message", doc.get("type"))
            conn.peer.close("internal error", {"type": "closing", "code": "internal",
                                               "reason": "the host hit an internal error"})

    def _message(self, conn: _Conn, doc: dict[str, Any]) -> None:
        kind = doc["type"]
        if conn.peer.sealed and not conn.proven:    # the client's first sealed frame opened
            conn.proven = True
            conn.guessing = False
        if kind == "bye":
            conn.peer.close("the client left")
        elif kind == "hello":
            self._hello(conn, doc)
        elif kind == "pake":
            self._exchange(conn, doc)
        elif not conn.peer.sealed:      # nothing else before the key exchange
            conn.peer.close("a message before the key exchange",
                            self._refusal("no_key", "exchange keys on the room code first"))
        elif kind == "ping":
            conn.peer.send({"type": "pong", **({"t": doc["t"]} if "t" in doc else {})})
        elif kind == "join":
            self._join(conn, doc)
        elif conn.seat is None:
            self._error(conn, "not_joined", "join a seat first")
        elif kind == "act":
            refused = self.table.act(conn.seat, doc["action"])
            if refused is not None:
                self._error(conn, *refused)
        elif kind == "chat":
            self._chat(conn.seat, doc["text"])

    def _hello(self, conn: _Conn, doc: dict[str, Any]) -> None:
        if conn.hello is not None:
            self._error(conn, "again", "hello was already said")
            return
        problem = version_problem(doc["protocol"], doc["app"])
        if problem is not None and doc["protocol"] < PROTOCOL:
            problem = (f"this game needs a newer version of Thousand (the host speaks network "
                       f"protocol {PROTOCOL} and runs Thousand {APP_VERSION}): {problem}")
        if problem is not None:
            log.info("refused %s: %s", conn.peer.address, problem)
            conn.peer.close("version mismatch", self._refusal("version", problem))
            return
        conn.hello = doc

    def _exchange(self, conn: _Conn, doc: dict[str, Any]) -> None:
        """The client's half of the key exchange: answer with ours, then prove the key first
        (``confirm``, the first sealed frame), so the client sends nothing that matters to a
        host that does not know the code."""
        if conn.hello is None:
            conn.peer.close("key exchange before hello", self._refusal("no_hello",
                                                                       "say hello first"))
            return
        if conn.exchanged:
            self._error(conn, "again", "the keys were already exchanged")
            return
        code = self.config.room_code
        if "token_id" in doc:
            seat = next((s for s in self.table.seats if s.token is not None
                         and token_id(s.token) == doc["token_id"]), None)
            if seat is None or seat.token is None:
                conn.peer.close("unknown token", self._refusal(
                    "unknown_token", "this seat token is not one of this game's"))
                return
            conn.token_seat, conn.token = seat.index, seat.token
            password = password_for(code, seat.token)
        else:
            wait = self._lockout(conn.ip)
            if wait is not None:
                log.info("locked out %s for %.0f s", conn.peer.address, wait)
                conn.peer.close("locked out", self._refusal(
                    "locked_out", "too many wrong room codes: try again later", wait))
                return
            conn.guessing = True
            password = password_for(code)
        conn.exchanged = True
        exchange = KeyExchange(HOST, password, context(self.kind.name, conn.nonce))
        try:
            channel = exchange.finish(bytes.fromhex(doc["msg"]))
        except SealError as e:
            conn.peer.close(str(e), self._refusal("invalid", str(e)))
            return
        conn.peer.send({"type": "pake", "msg": exchange.message.hex()})
        conn.peer.secure(channel)
        conn.peer.send({"type": "confirm"})

    def _join(self, conn: _Conn, doc: dict[str, Any]) -> None:
        if conn.seat is not None:
            self._error(conn, "again", "you have a seat already")
            return
        seat, refusal = self._seat_for(conn, doc)
        if seat is None:
            assert refusal is not None
            conn.peer.close(refusal[1], self._refusal(*refusal))
            return
        table = self.table
        old = self._by_seat.get(seat)
        token = conn.token or secrets.token_urlsafe(24)
        conn.seat = seat
        self._by_seat[seat] = conn
        if old is not None:     # the same person on a new connection: the old one goes
            old.seat = None
            old.peer.close("replaced", {"type": "closing", "code": "replaced",
                                        "reason": "your seat was taken up from elsewhere"})
        conn.peer.send({"type": "welcome", "seat": seat, "token": token,
                        "game": self.kind.name,
                        "rules": self.kind.rules_to_json(table.rules),
                        "players": [s.name for s in table.seats], "started": table.started})
        self._send_chat_history(conn)
        log.info("seat %d joined by %s (%s)", seat, doc["name"], conn.peer.address)
        if table.seats[seat].taken:
            table.person_back(seat)
        else:
            table.seat_person(seat, doc["name"], token)
        self.peopleChanged.emit()
        if table.stopped_early:
            conn.peer.close("ended", {"type": "closing", "code": "ended",
                                      "reason": "the host ended the game"})

    def _seat_for(self, conn: _Conn, doc: dict[str, Any]
                  ) -> tuple[Optional[int], Optional[tuple[str, str]]]:
        if conn.token_seat is not None:
            if self.table.seats[conn.token_seat].token != conn.token:   # released meanwhile
                return None, ("unknown_token", "this seat token is not one of this game's")
            return conn.token_seat, None
        if self.table.started:
            return None, ("started", "the game has started: only its players may rejoin")
        wanted = doc.get("seat")
        seat = self.table.free_seat(wanted)
        if seat is None:
            return None, ("seat_taken", "that seat is not free") if wanted is not None else (
                "full", "every seat is taken")
        return seat, None

    def _chat(self, seat: int, text: str) -> None:
        text = " ".join(text.split())
        if not text:
            return
        line = {"type": "chat", "seat": seat, "name": self.table.seats[seat].name, "text": text}
        self.chat_history.append(line)
        for conn in list(self._by_seat.values()):
            conn.peer.send(line)

    def _send_chat_history(self, conn: _Conn) -> None:
        """The chat so far, to a person who has just (re)joined (their app shows the host's
        lines in place of the ones it had)."""
        for line in self.chat_history:
            conn.peer.send(line)

    # -- the table's messages -------------------------------------------------------------
    def _send_to_seat(self, seat: int, message: dict[str, Any]) -> None:
        conn = self._by_seat.get(seat)
        if conn is not None:
            conn.peer.send(message)

    def _seats_changed(self) -> None:
        message = {"type": "seats", "seats": self.table.seats_json(),
                   "started": self.table.started}
        for conn in list(self._by_seat.values()):
            conn.peer.send(message)
        self.peopleChanged.emit()
