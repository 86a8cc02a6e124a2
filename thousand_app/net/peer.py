"""One connection, host or client side: a ``QTcpSocket`` cut into checked messages, with every
limit the protocol sets (frame size, a half frame's time, messages per second, bad messages,
bytes waiting to be sent, silence).  A broken limit closes this connection only, with a reason.

Once the owner has agreed a key (:meth:`Peer.secure`, after the key exchange of
:mod:`thousand_app.net.secure`), every frame is sealed and opened with it: the messages stay
the same dicts for the owner, and a frame that does not open closes the connection.
"""

from __future__ import annotations

import logging
import os
import signal
import time
from dataclasses import dataclass
from typing import Any, Callable, Optional

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QTcpSocket

from .protocol import FrameError, FrameReader, MessageError, body, decode, frame
from .secure import Channel, SealError

__all__ = ["Limits", "Peer"]

log = logging.getLogger("thousand.net")


@dataclass(frozen=True)
class Limits:
    """The limits a side puts on what it receives (seconds, counts, bytes)."""

    #: The largest frame accepted.
    frame: int
    #: A frame begun must be complete within this time.
    half_frame_s: float = 10.0
    #: Messages per second allowed on average, and in a burst.
    rate: float = 50.0
    burst: float = 200.0
    #: Invalid messages tolerated before the connection is closed.
    bad_messages: int = 20
    #: Bytes waiting to be sent before the other side counts as too slow and is dropped.
    send_backlog: int = 8 * 1024 * 1024
    #: Silence after which the other side counts as gone (0: never).
    idle_s: float = 60.0


#: Whether a socket's descriptor takes ``os.write`` (not on Windows; and only where a write to
#: a connection the other side closed raises, as Python makes it, not ends the process).
_DIRECT = os.name == "posix" and signal.getsignal(signal.SIGPIPE) == signal.SIG_IGN


def _write_now(fd: int, data: bytes) -> int:
    """Write what the system takes of ``data`` at once to the connected socket ``fd``
    (non-blocking, as Qt keeps it): how many bytes, 0 on any error (Qt's own write then
    meets the error, or sends the bytes once it can).  Qt's buffered write switches the
    socket's write notifier on and off again around each message, each a wake-up of the
    event loop: a host sending an update to every seat after every move paid for them."""
    if fd < 0:
        return 0
    try:
        return os.write(fd, data)
    except OSError:
        return 0


class Peer(QObject):
    """A socket speaking frames.  ``message(dict)`` for each valid frame, ``invalid(str)`` for
    one that is not a message (the owner answers; too many close the connection),
    ``closed(str)`` once, with the reason, when the connection ends for any cause."""

    #: (``object``, not ``dict``: a ``dict`` signal converts the message to a ``QVariantMap``
    #: and back at every emit, a copy with its keys sorted that costs more than reading it)
    message = Signal(object)
    invalid = Signal(str)
    closed = Signal(str)

    def __init__(self, socket: QTcpSocket, limits: Limits,
                 check: Callable[[dict[str, Any]], dict[str, Any]],
                 parent: Optional[QObject] = None,
                 tap: Optional[Callable[[bytes], None]] = None) -> None:
        super().__init__(parent)
        self.socket = socket
        self.limits = limits
        #: What each message received goes through (the host's and a client's differ).
        self.message_check = check
        #: Called with every frame received, opened (tests record what a client was sent).
        self._tap = tap
        self._reader = FrameReader(limits.frame)
        self._bad = 0
        self._tokens = limits.burst
        self._last = time.monotonic()
        self._last_heard = self._last
        self._closed = False
        self._channel: Optional[Channel] = None
        #: The socket's descriptor once connected (-1 before), and whether Qt may hold
        #: bytes of ours not sent yet.
        self._fd = -1
        self._through_qt = False
        #: Whether ``_half`` runs (a frame begun, not whole yet).
        self._half_armed = False
        #: A frame did not open with the agreed key (the other side has another key).
        self.unsealable = False
        self.reason: Optional[str] = None
        self._address = f"{socket.peerAddress().toString()}:{socket.peerPort()}"
        socket.setReadBufferSize(64 * 1024)
        self._half = QTimer(self)
        self._half.setSingleShot(True)
        self._half.timeout.connect(lambda: self.close("a frame did not arrive whole in time"))
        self._idle = QTimer(self)
        if limits.idle_s > 0:
            self._idle.setInterval(int(limits.idle_s * 500))
            self._idle.timeout.connect(self._check_idle)
            self._idle.start()
        # low delay (no Nagle: an update is one small write) on every socket, once it is up
        self._low_delay()
        socket.connected.connect(self._low_delay)
        socket.readyRead.connect(self._read)
        socket.disconnected.connect(lambda: self.close("the connection was closed"))
        socket.errorOccurred.connect(self._socket_error)

    @property
    def is_open(self) -> bool:
        return not self._closed

    @property
    def address(self) -> str:
        return self._address

    @property
    def sealed(self) -> bool:
        """Whether frames are sealed with an agreed key now."""
        return self._channel is not None

    def secure(self, channel: Channel) -> None:
        """Seal every frame from now on, both ways, with ``channel``."""
        self._channel = channel

    def _frame(self, message: dict[str, Any]) -> bytes:
        data = body(message)
        return frame(self._channel.seal(data) if self._channel is not None else data)

    def send(self, message: dict[str, Any]) -> bool:
        """Queue a message; False (and the connection closed) if the other side reads too
        slowly to keep the backlog under the limit."""
        if self._closed:
            return False
        socket = self.socket
        # (Qt holds bytes only after a write the system did not take whole: asked then)
        waiting = socket.bytesToWrite() if self._through_qt else 0
        if waiting > self.limits.send_backlog:
            self.close("the other side does not read what is sent to it")
            return False
        data = self._frame(message)
        if not waiting and _DIRECT:
            self._through_qt = False
            if self._fd < 0:
                self._fd = socket.socketDescriptor()
            data = data[_write_now(self._fd, data):]
            if not data:
                return True
        self._through_qt = True
        socket.write(data)      # (what the system did not take yet: Qt sends it on)
        socket.flush()          # (out now, not when the event loop comes round)
        return True

    def _low_delay(self) -> None:
        self.socket.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)

    def close(self, reason: str, farewell: Optional[dict[str, Any]] = None) -> None:
        """Close once (sending ``farewell`` first if given), then emit ``closed(reason)``."""
        if self._closed:
            return
        self._closed = True
        self.reason = reason
        self._half.stop()
        self._idle.stop()
        try:
            self._let_go(self.socket, None if farewell is None else self._frame(farewell))
        except RuntimeError:   # the socket is gone already (the application is ending)
            pass
        self.closed.emit(reason)
        self.deleteLater()      # its timers and connections go with it (the socket is let go)

    @staticmethod
    def _let_go(sock: QTcpSocket, farewell: Optional[bytes]) -> None:
        try:
            sock.readyRead.disconnect()
        except (RuntimeError, TypeError):
            pass
        if farewell is not None and sock.state() == QAbstractSocket.SocketState.ConnectedState:
            sock.write(farewell)
            sock.flush()
        if sock.state() != QAbstractSocket.SocketState.UnconnectedState:
            sock.disconnectFromHost()
        if sock.state() != QAbstractSocket.SocketState.UnconnectedState:
            # the farewell goes out first; a side that never reads is cut off after 2 s
            sock.disconnected.connect(sock.deleteLater)
            def cut_off() -> None:
                sock.abort()
                sock.deleteLater()
            QTimer.singleShot(2000, sock, cut_off)
        else:
            sock.deleteLater()

    # -- reading --------------------------------------------------------------------------
    def _socket_error(self, error: QAbstractSocket.SocketError) -> None:
        if error == QAbstractSocket.SocketError.RemoteHostClosedError:
            self.close("the other side closed the connection")
        else:
            try:
                detail = self.socket.errorString()
            except RuntimeError:
                detail = str(error)
            self.close(f"network error: {detail}")

    def _check_idle(self) -> None:
        if time.monotonic() - self._last_heard > self.limits.idle_s:
            self.close("nothing heard from the other side for too long")

    def _read(self) -> None:
        try:
            self._read_frames()
        except Exception:   # a bug must not take the host down: this connection goes
            log.exception("reading from %s", self.address)
            self.close("internal error while reading")

    def _read_frames(self) -> None:
        while not self._closed and self.socket.bytesAvailable() > 0:
            data = bytes(self.socket.read(64 * 1024).data())
            if not data:
                break
            self._last_heard = time.monotonic()
            try:
                frames = self._reader.feed(data)
            except FrameError as e:
                self.close(str(e), {"type": "error", "code": "frame_too_large",
                                    "reason": str(e)})
                return
            for data in frames:
                if self._closed or not self._take_token():
                    return
                if self._channel is not None:
                    try:
                        data = self._channel.open(data)
                    except SealError as e:
                        self.unsealable = True
                        self.close(str(e))
                        return
                if self._tap is not None:
                    self._tap(frame(data))
                try:
                    doc = self.message_check(decode(data))
                except MessageError as e:
                    self._bad += 1
                    if self._bad > self.limits.bad_messages:
                        self.close("too many invalid messages",
                                   {"type": "error", "code": "too_many_invalid",
                                    "reason": "too many invalid messages"})
                        return
                    self.invalid.emit(str(e))
                    continue
                self.message.emit(doc)
            if self._reader.pending:
                if not self._half_armed:
                    self._half_armed = True
                    self._half.start(int(self.limits.half_frame_s * 1000))
            elif self._half_armed:
                self._half_armed = False
                self._half.stop()

    def _take_token(self) -> bool:
        now = time.monotonic()
        lim = self.limits
        self._tokens = min(lim.burst, self._tokens + (now - self._last) * lim.rate)
        self._last = now
        if self._tokens < 1:
            self.close("too many messages", {"type": "error", "code": "flood",
                                             "reason": "too many messages"})
            return False
        self._tokens -= 1
        return True
