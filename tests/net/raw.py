"""A client written with the plain ``socket`` module, to send a host what a real client never
would."""

from __future__ import annotations

import socket
import time
from typing import Any, Callable, Optional

from thousand_app.net.protocol import (APP_VERSION, HOST_FRAME_LIMIT, PROTOCOL, FrameReader,
                                       decode, encode, join_proof, new_nonce)

from .procs import ROOM


class Raw:
    def __init__(self, port: int) -> None:
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=10)
        self.reader = FrameReader(HOST_FRAME_LIMIT)
        self.inbox: list[dict[str, Any]] = []
        self.eof = False
        self.host_hello: Optional[dict[str, Any]] = None

    def send(self, message: dict[str, Any]) -> bool:
        return self.send_bytes(encode(message))

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
        self.inbox += [decode(f) for f in self.reader.feed(data)]

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
        self.send({"type": "hello", "protocol": protocol, "app": app, "name": "Raw"})
        return self.host_hello

    def join(self, code: str = ROOM, **fields: Any) -> Optional[dict[str, Any]]:
        """The host's welcome or refusal."""
        if self.host_hello is None:
            self.hello()
        assert self.host_hello is not None
        nonce = new_nonce()
        self.send({"type": "join", "nonce": nonce,
                   "proof": join_proof(code, self.host_hello["nonce"], nonce), **fields})
        return self.until(lambda m: m["type"] in ("welcome", "refused"))

    def close(self) -> None:
        self.sock.close()
