"""What a table screen of a network game talks to (no widgets): one remote seat, its
connection's state, the table as the host last described it, the chat, and reconnecting by
itself with the seat token when the connection drops.

    remote = RemoteGame("Anna", "K7Q-M3X", "192.168.1.20", 41234)
    remote.stateChanged.connect(...)      # "connecting", "playing", "reconnecting", "ended"
    remote.tableChanged.connect(...)      # observation, prompt or seats changed
    remote.eventsReceived.connect(...)    # to animate
    remote.start()
    ...
    remote.act(remote.legal_actions[0])

The screen never computes a rule: it shows ``observation`` (with its ``legal_actions``) and
sends what the person chose.  ``token`` (after ``joined``) is what the app remembers to take
the seat back later, even after the host restarted.
"""

from __future__ import annotations

import logging
from collections import deque
from typing import Any, Optional

from PySide6.QtCore import QObject, QTimer, Signal

from .client import Client

__all__ = ["RemoteGame", "CONNECTING", "PLAYING", "RECONNECTING", "ENDED"]

log = logging.getLogger("thousand.net")

CONNECTING = "connecting"
PLAYING = "playing"
RECONNECTING = "reconnecting"
ENDED = "ended"

#: Why a connection ended that joining again cannot mend (``host_closed``: the host ended
#: the game for everyone; a host that vanishes without a word is waited for).  (``locked_out``
#: is mended by waiting: the host says how long, ``waiting`` tells the screen, and the seat
#: tries again.)
FINAL = frozenset({"version", "wrong_code", "bad_host", "unknown_token", "full", "seat_taken",
                   "started", "left", "ended", "replaced", "removed",
                   "host_closed"})
#: Seconds to wait on ``locked_out`` when the host does not say.
LOCKED_OUT_S = 60
#: Seconds between attempts to reconnect (the last one repeats), and how long to keep trying.
RETRY_S = (0.5, 1.0, 2.0, 5.0)
RETRY_FOR_S = 300.0
#: Chat lines kept.
CHAT_KEPT = 200


class RemoteGame(QObject):
    """One seat at a host's table, for the screen.  Signals: ``stateChanged(state)``,
    ``joined(seat, token)``, ``tableChanged()``, ``eventsReceived(events)``,
    ``chatReceived(seat, name, text)``, ``refused(code, reason)`` (an action refused; the game
    goes on), ``ended(code, reason)`` (for good: the host ended it, refused us, or was gone
    for too long), ``waiting(code, seconds)`` (refused for now: trying again in ``seconds``)."""

    stateChanged = Signal(str)
    joined = Signal(int, str)
    tableChanged = Signal()
    eventsReceived = Signal(object)     # (a list: not copied through Qt's types)
    chatReceived = Signal(int, str, str)
    refused = Signal(str, object)
    ended = Signal(str, str)
    waiting = Signal(str, int)

    def __init__(self, name: str, room_code: str, address: str, port: int, *,
                 seat: Optional[int] = None, token: Optional[str] = None,
                 parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.name, self.room_code, self.address, self.port = name, room_code, address, port
        self.seat, self.token = seat, token
        self.state = CONNECTING
        self.info: dict[str, Any] = {}
        self.observation: Optional[dict[str, Any]] = None
        self.prompt: Optional[dict[str, Any]] = None
        self.seats: list[dict[str, Any]] = []
        self.chat_lines: deque[tuple[int, str, str]] = deque(maxlen=CHAT_KEPT)
        #: Every batch of events heard, in order (a table built later plays them again).
        self.events_heard: list[list[dict[str, Any]]] = []
        #: The host's record of the deals over (the card game's), the latest one sent.
        self.record: Optional[dict[str, Any]] = None
        self._client: Optional[Client] = None
        #: Whether the chat lines since the last welcome have been replaced by the host's.
        self._chat_replaced = True
        self._tries = 0
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.timeout.connect(self._connect)
        self._gave_up_at = 0.0

    # -- queries --------------------------------------------------------------------------
    @property
    def legal_actions(self) -> list[str]:
        """What the person may send now (empty when it is not their move)."""
        if self.state != PLAYING or self.prompt is None:
            return []
        if "actions" in self.prompt:   # (a throw to make)
            return list(self.prompt.get("actions", []))
        return list((self.observation or {}).get("legal_actions", []))

    @property
    def my_turn(self) -> bool:
        return bool(self.legal_actions)

    # -- actions --------------------------------------------------------------------------
    def start(self) -> None:
        self._set_state(CONNECTING)
        self._connect()

    def act(self, action: str) -> None:
        if self._client is not None and self.state == PLAYING:
            self.prompt = None
            self._client.act(action)

    def chat(self, text: str) -> None:
        if self._client is not None and self.state == PLAYING:
            self._client.chat(text)

    def leave(self) -> None:
        """Leave for good (the host plays the seat with a computer after its grace period)."""
        self._retry.stop()
        if self._client is not None:
            self._client.close()
        self._end("left", "you left the game")

    # -- the connection -------------------------------------------------------------------
    def _connect(self) -> None:
        client = Client(self.name, self.room_code, seat=self.seat, token=self.token, parent=self)
        client.joined.connect(self._joined)
        client.observationChanged.connect(self._observed)
        client.promptChanged.connect(self._prompted)
        client.eventsReceived.connect(self._heard)
        client.recordReceived.connect(self._recorded)
        client.seatsChanged.connect(self._seats)
        client.chatReceived.connect(self._chat)
        client.errorReceived.connect(self._refused)
        client.disconnected.connect(self._lost)
        self._client = client
        client.connect_to(self.address, self.port)

    def _joined(self, seat: int, token: str, info: dict[str, Any]) -> None:
        self.seat, self.token, self.info = seat, token, info
        # the host sends the chat so far right after its welcome: those lines replace the
        # ones kept here (a host that has none, resumed after a restart, leaves them)
        self._chat_replaced = False
        self._tries = 0
        self._set_state(PLAYING)
        self.joined.emit(seat, token)

    def _heard(self, events: list[dict[str, Any]]) -> None:
        self.events_heard.append(list(events))
        self.eventsReceived.emit(events)

    def _recorded(self, record: dict[str, Any]) -> None:
        """The whole record (on joining), or the deals over since (``from``: how many this
        seat has): added to the record kept (a new object, the old one left as it was)."""
        if "from" not in record or "format" in record:
            self.record = record
            return
        kept = self.record
        deals = record.get("deals")
        if kept is None or not isinstance(deals, list) or record["from"] != len(kept["deals"]):
            log.warning("the host's deals from %r do not follow the %s kept: left out",
                        record.get("from"), None if kept is None else len(kept["deals"]))
            return
        self.record = {**kept, "deals": kept["deals"] + deals}

    def _observed(self, obs: dict[str, Any]) -> None:
        self.observation = obs
        self._chat_replaced = True

    def _prompted(self, prompt: Any) -> None:
        self.prompt = prompt
        self.tableChanged.emit()

    def _refused(self, code: str, reason: str) -> None:
        """A message refused: nothing changed at the host, so the prompt it last sent stands
        again (the move was taken off the screen when it was sent)."""
        client = self._client
        if client is not None and self.prompt is None and client.prompt is not None:
            self.prompt = client.prompt
            self.tableChanged.emit()
        self.refused.emit(code, reason)

    def _seats(self, seats: list[dict[str, Any]]) -> None:
        self.seats = seats
        self._chat_replaced = True
        self.tableChanged.emit()

    def _chat(self, seat: int, name: str, text: str) -> None:
        if not self._chat_replaced:
            self._chat_replaced = True
            self.chat_lines.clear()
        self.chat_lines.append((seat, name, text))
        self.chatReceived.emit(seat, name, text)

    def _lost(self, code: str, reason: str) -> None:
        client, self._client = self._client, None
        retry_s = client.retry_s if client is not None else None
        if client is not None:
            client.deleteLater()
        if self.state == ENDED:
            return
        if code == "locked_out":    # too many wrong codes from this address: wait, then again
            seconds = retry_s or LOCKED_OUT_S
            self._set_state(RECONNECTING)
            self._retry.start(seconds * 1000)
            self.waiting.emit(code, seconds)
            return
        if code in FINAL or (self.token is None and self.state == CONNECTING and code != "lost"):
            self._end(code, reason)
            return
        waited = sum(RETRY_S[min(i, len(RETRY_S) - 1)] for i in range(self._tries))
        if waited > RETRY_FOR_S:
            self._end("gone", "the host cannot be reached")
            return
        self._set_state(RECONNECTING)
        self._retry.start(int(RETRY_S[min(self._tries, len(RETRY_S) - 1)] * 1000))
        self._tries += 1

    def _end(self, code: str, reason: str) -> None:
        if self.state != ENDED:
            self.prompt = None
            self._set_state(ENDED)
            self.ended.emit(code, reason)

    def _set_state(self, state: str) -> None:
        if state != self.state:
            self.state = state
            self.stateChanged.emit(state)
