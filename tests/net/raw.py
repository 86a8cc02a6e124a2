"""A client written with the plain ``socket`` module, to send a host what a real client never
would (and to speak the handshake step by step: hello, key exchange, sealed frames)."""

from __future__ import annotations

import socket
import time
from typing import Any, Callable, Optional

from thousand_app.net.protocol import (APP_VERSION, HOST_FRAME_LIMIT, PROTOCOL, FrameReader,
                                       body, decode, frame)
from thousand_app.net.secure import (CLIENT, Channel, KeyExchange, SealError, context,
                                     password_for, token_id)

from .procs import ROOM


class Raw:
    #: Every connection a test opened: closed after the test (tests/net/conftest.py).
    opened: list[Raw] = []

    def __init__(self, port: int, source: str = "127.0.0.1") -> None:
        """A connection to the host on ``port``, from ``source`` (any address of the loopback
        range: a stranger at another address)."""
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=10,
                                             source_address=(source, 0))
        Raw.opened.append(self)
        self.reader = FrameReader(HOST_FRAME_LIMIT)
        self.inbox: list[dict[str, Any]] = []
        self.eof = False
        self.host_hello: Optional[dict[str, Any]] = None
        self.channel: Optional[Channel] = None
        self.exchange: Optional[KeyExchange] = None
        #: A host frame did not open with our key.
        self.unsealable = False
        #: Every byte received, as it came over the wire.
        self.wire = bytearray()

    def send(self, message: dict[str, Any]) -> bool:
        data = body(message)
        return self.send_bytes(frame(self.channel.seal(data) if self.channel else data))

    def send_bytes(self, data: bytes) -> bool:
        """False once the host has closed the connection."""
        try:
            self.sock.sendall(data)
            return True
        except OSError:
            return False

    def _fill(self, timeout: float) -> None:
        self.sock.settimeout(timeout)
        try:
            data = self.sock.recv(65536)
        except socket.timeout:
            return
        except OSError:
            data = b""
        if not data:
            self.eof = True
            return
        self.wire += data
        for f in self.reader.feed(data):
            if self.channel is not None:
                try:
                    f = self.channel.open(f)
                except SealError:
                    self.unsealable = True
                    self.eof = True
                    return
            doc = decode(f)
            self.inbox.append(doc)
            if doc["type"] == "pake" and self.exchange is not None and self.channel is None:
                self.channel = self.exchange.finish(bytes.fromhex(doc["msg"]))

    def until(self, want: Callable[[dict[str, Any]], bool], timeout: float = 20
              ) -> Optional[dict[str, Any]]:
        """The first message ``want`` accepts (taken out; the others stay), or None at the end."""
        end = time.monotonic() + timeout
        while True:
            for i, m in enumerate(self.inbox):
                if want(m):
                    return self.inbox.pop(i)
            if self.eof or time.monotonic() > end:
                return None
            self._fill(0.2)

    def closed(self, timeout: float = 20) -> bool:
        """Whether the host closes the connection within ``timeout`` (messages kept)."""
        end = time.monotonic() + timeout
        kept = []
        while not self.eof and time.monotonic() < end:
            self._fill(0.2)
            kept += self.inbox
            self.inbox = []
        self.inbox = kept
        return self.eof

    def hello(self, protocol: int = PROTOCOL, app: str = APP_VERSION) -> dict[str, Any]:
        self.host_hello = self.until(lambda m: m["type"] == "hello")
        assert self.host_hello is not None
        self.send({"type": "hello", "protocol": protocol, "app": app})
        return self.host_hello

    def start_exchange(self, code: str = ROOM, token: Optional[str] = None) -> None:
        """Send our half of the key exchange (after hello)."""
        if self.host_hello is None:
            self.hello()
        assert self.host_hello is not None
        self.exchange = KeyExchange(CLIENT, password_for(code, token),
                                    context(self.host_hello["game"], self.host_hello["nonce"]))
        pake: dict[str, Any] = {"type": "pake", "msg": self.exchange.message.hex()}
        if token is not None:
            pake["token_id"] = token_id(token)
        self.send(pake)

    def prove(self, code: str = ROOM, token: Optional[str] = None) -> Optional[dict[str, Any]]:
        """The key exchange: the host's ``confirm`` (sealed: it knows the code), its
        refusal, or None (the connection ended: with ``unsealable``, the keys differ)."""
        self.start_exchange(code, token)
        return self.until(lambda m: m["type"] in ("confirm", "refused"))

    def join(self, code: str = ROOM, token: Optional[str] = None, name: str = "Raw",
             **fields: Any) -> Optional[dict[str, Any]]:
        """The host's welcome or refusal (None: the keys differ, see ``unsealable``)."""
        answer = self.prove(code, token)
        if answer is None or answer["type"] == "refused":
            return answer
        self.send({"type": "join", "name": name, **fields})
        return self.until(lambda m: m["type"] in ("welcome", "refused"))

    def close(self) -> None:
        self.sock.close()
