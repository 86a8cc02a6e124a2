"""The client: one ``QTcpSocket`` to a host, as a few Qt signals for the table screen to show.

>>> from thousand_app.net.client import Client
>>> sorted(n for n in ("observationChanged", "eventsReceived", "seatsChanged", "chatReceived",
...                    "errorReceived", "joined", "disconnected") if hasattr(Client, n))
['chatReceived', 'disconnected', 'errorReceived', 'eventsReceived', 'joined', 'observationChanged', 'seatsChanged']

The client never computes a rule: it shows the host's observation (with its legal actions)
and sends the action the person chose, in record notation.

Joining is a key exchange on the room code (with the seat token too when it has one:
:mod:`.secure`); the host must prove the key first, and only then does the client send
anything of its own (its name, the seat it asks for), sealed.  A key that does not match
ends the connection as ``wrong_code``: the code was mistyped, or the host is not the one
meant (a host without the code learns nothing it could test).
"""

from __future__ import annotations

import logging
from typing import Any, Callable, Optional

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QTcpSocket

from thousand_app.games.reasons import reason_from_json

from .peer import Limits, Peer
from .protocol import (APP_VERSION, CHAT_LIMIT, HOST_FRAME_LIMIT, NAME_LIMIT, PROTOCOL,
                       check_host_message, version_problem)
from .secure import CLIENT, KeyExchange, SealError, context, password_for, token_id

__all__ = ["Client"]

log = logging.getLogger("thousand.net")

#: Seconds without a message sent before a ping (the host drops a connection silent for a
#: minute; a person moving at the table sends none).
PING_S = 10.0
#: What a host may send before it has proved the key (in plain frames).
PLAIN_FROM_HOST = frozenset({"hello", "pake", "refused", "error", "closing"})


class Client(QObject):
    """A connection to a host.  Signals:

    - ``joined(seat, token, info)``: the host let us in (``info``: game, rules, players);
      keep the token to take the seat back after a dropped connection;
    - ``observationChanged(obs)``, ``eventsReceived(events)``, ``promptChanged(prompt)``
      (None, ``{"kind": "turn"}`` or ``{"kind": "throw", "actions": ["roll"]}``);
    - ``seatsChanged(seats)``: names, who is connected, who is played by the computer;
    - ``chatReceived(seat, name, text)``;
    - ``errorReceived(code, reason)``: an action refused (the game goes on); ``reason`` is the
      host's sentence, a :class:`~thousand_app.games.reasons.Reason` (with the engine's code
      and parameters) when the engine refused the move;
    - ``disconnected(code, reason)``: the connection ended (refused, host gone, network);
      ``retry_s`` holds the host's "try again in" of a refusal (``locked_out``), else None.
    """

    # (the host's data travels as ``object``: a ``dict`` or ``list`` signal copies it through
    # Qt's types at every emit, which cost a client more than the rest of an update)
    joined = Signal(int, str, dict)
    observationChanged = Signal(object)
    eventsReceived = Signal(object)
    #: The record of the deals over (the card game's), when one more is over or on joining.
    recordReceived = Signal(object)
    promptChanged = Signal(object)
    seatsChanged = Signal(object)
    chatReceived = Signal(int, str, str)
    errorReceived = Signal(str, object)
    disconnected = Signal(str, str)

    def __init__(self, name: str, room_code: str, *, seat: Optional[int] = None,
                 token: Optional[str] = None, parent: Optional[QObject] = None,
                 tap: Optional[Callable[[bytes], None]] = None) -> None:
        super().__init__(parent)
        self.name = name[:NAME_LIMIT] or "?"
        self._code = room_code
        self.seat = seat
        self.token = token
        self._tap = tap
        self._peer: Optional[Peer] = None
        self._exchange: Optional[KeyExchange] = None
        self._proven = False
        self._end: Optional[tuple[str, str]] = None
        self.retry_s: Optional[int] = None
        self.observation: Optional[dict[str, Any]] = None
        self.prompt: Optional[dict[str, Any]] = None
        self.info: dict[str, Any] = {}
        self._ping = QTimer(self)
        self._ping.setInterval(int(PING_S * 1000))
        self._ping.timeout.connect(lambda: self._send({"type": "ping"}))

    # -- connecting -----------------------------------------------------------------------
    def connect_to(self, host: str, port: int) -> None:
        """Connect and join (again, with the token, if there is one)."""
        socket = QTcpSocket(self)
        self._end = None
        self.retry_s = None
        self._exchange = None
        self._proven = False
        self._peer = Peer(socket, Limits(frame=HOST_FRAME_LIMIT, rate=10_000, burst=10_000,
                                         idle_s=0), check_host_message, self, tap=self._tap)
        self._peer.message.connect(self._message)
        self._peer.invalid.connect(lambda why: log.warning("invalid message from host: %s", why))
        self._peer.closed.connect(self._closed)
        socket.connected.connect(self._say_hello)
        socket.connectToHost(host, port)

    def close(self) -> None:
        """Leave the game (the seat's person counts as dropped at the host)."""
        if self._peer is not None and self._peer.is_open:
            if self._peer.socket.state() == QAbstractSocket.SocketState.ConnectedState:
                self._send({"type": "bye"})     # (still connecting: the host knows nothing)
                self._peer.socket.flush()
            self._end = ("left", "you left the game")
            self._peer.close("left")

    @property
    def connected(self) -> bool:
        return self._peer is not None and self._peer.is_open

    # -- what the person does -------------------------------------------------------------
    def act(self, action: str) -> None:
        """Send one of the observation's legal actions (record notation)."""
        self._send({"type": "act", "action": action})

    def chat(self, text: str) -> None:
        """Send a chat line (plain text, cut to the limit)."""
        text = "".join(ch for ch in " ".join(text.split()) if ch.isprintable())[:CHAT_LIMIT]
        if text:
            self._send({"type": "chat", "text": text})

    def _send(self, message: dict[str, Any]) -> None:
        if self._peer is not None:
            self._peer.send(message)
            if self._ping.isActive():   # (any message tells the host we are here: a ping
                self._ping.start()      # only after PING_S with nothing sent)

    def _say_hello(self) -> None:
        self._send({"type": "hello", "protocol": PROTOCOL, "app": APP_VERSION})

    # -- what the host says ---------------------------------------------------------------
    def _message(self, doc: dict[str, Any]) -> None:
        kind = doc["type"]
        peer = self._peer
        if peer is None:
            return
        if not self._proven and kind not in PLAIN_FROM_HOST and (
                not peer.sealed or kind != "confirm"):
            self._finish("bad_host", f"the host sent {kind!r} before proving the room code")
            return
        if kind == "hello":
            problem = version_problem(doc["protocol"], doc["app"])
            if problem is not None:
                self._finish("version", problem)
                return
            if self._exchange is not None:
                return
            self.info["host"] = doc.get("name", "")
            self._exchange = KeyExchange(CLIENT, password_for(self._code, self.token),
                                         context(doc["game"], doc["nonce"]))
            pake: dict[str, Any] = {"type": "pake", "msg": self._exchange.message.hex()}
            if self.token is not None:
                pake["token_id"] = token_id(self.token)
            self._send(pake)
        elif kind == "pake":
            if self._exchange is None or peer.sealed:
                self._finish("bad_host", "the host answered a key exchange not begun")
                return
            try:
                peer.secure(self._exchange.finish(bytes.fromhex(doc["msg"])))
            except SealError as e:
                self._finish("bad_host", str(e))
        elif kind == "confirm":     # the host's first sealed frame opened: it has the key
            self._proven = True
            join: dict[str, Any] = {"type": "join", "name": self.name}
            if self.token is None and self.seat is not None:
                join["seat"] = self.seat
            self._send(join)
            self._ping.start()
        elif kind == "welcome":
            self.seat, self.token = doc["seat"], doc["token"]
            self.info.update(game=doc["game"], rules=doc["rules"], players=doc["players"])
            self.joined.emit(doc["seat"], doc["token"], dict(self.info))
        elif kind == "update":
            doc["observation"] = self.observation = _whole(doc["observation"],
                                                           self.observation)
            self.prompt = doc.get("prompt")
            if "record" in doc:
                self.recordReceived.emit(doc["record"])
            if doc["events"]:
                self.eventsReceived.emit(doc["events"])
            self.observationChanged.emit(doc["observation"])
            self.promptChanged.emit(self.prompt)
        elif kind == "seats":
            self.seatsChanged.emit(doc["seats"])
        elif kind == "chat":
            self.chatReceived.emit(doc["seat"], doc["name"], doc["text"])
        elif kind == "error":
            self.errorReceived.emit(doc["code"],
                                    reason_from_json(doc.get("engine_reason")) or doc["reason"])
        elif kind in ("refused", "closing"):
            self.retry_s = doc.get("retry_s")
            self._finish(doc.get("code", kind), doc["reason"])

    def _finish(self, code: str, reason: str) -> None:
        self._end = (code, reason)
        if self._peer is not None:
            self._peer.close(reason)

    def _closed(self, why: str) -> None:
        self._ping.stop()
        if self._end is None and self._peer is not None and self._peer.unsealable and (
                not self._proven):
            self._end = ("wrong_code", "the room code does not match the host's (mistyped, "
                                       "or not the host meant)")
        code, reason = self._end if self._end is not None else ("lost", why)
        self.disconnected.emit(code, reason)


def _whole(obs: dict[str, Any], before: Optional[dict[str, Any]]) -> dict[str, Any]:
    """An update's observation with its whole score sheet: the host sends only the rows after
    the ``history_from`` this seat has (the rows of its last observation)."""
    have = obs.get("history_from")
    if not isinstance(have, int):
        return obs
    obs = {k: v for k, v in obs.items() if k != "history_from"}
    kept = (before or {}).get("history")
    rows = obs.get("history")
    if not isinstance(kept, list) or len(kept) < have or not isinstance(rows, list):
        log.warning("the host's score sheet rows from %r do not follow the %s kept",
                    have, None if not isinstance(kept, list) else len(kept))
        return obs
    obs["history"] = kept[:have] + rows
    return obs
