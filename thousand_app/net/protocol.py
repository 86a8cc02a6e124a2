"""The network protocol's pieces that need no socket: frames, messages and their checks, the
room code and its challenge.  docs/network.md describes the protocol in full.

A frame is a 4-byte big-endian length then that many bytes of UTF-8 JSON, one object with a
``"type"``:

>>> reader = FrameReader(limit=100)
>>> reader.feed(encode({"type": "ping"})[:3])
[]
>>> reader.feed(encode({"type": "ping"})[3:])
[b'{"type":"ping"}']
>>> check_client_message(decode(b'{"type": "act", "action": "1 play QS"}'))
{'type': 'act', 'action': '1 play QS'}

The room code never crosses the wire: the host sends a nonce, the client answers with an
HMAC of both nonces keyed by the code (and the host proves it knows the code the same way).

>>> proof = join_proof("ab3-kq7", "00" * 16, "11" * 16)
>>> proof == join_proof("AB3KQ7", "00" * 16, "11" * 16), len(proof)
(True, 64)
"""

from __future__ import annotations

import hashlib
import hmac
import json
import re
import secrets
from typing import Any, Callable, Optional

from thousand_app import __version__

__all__ = ["PROTOCOL", "APP_VERSION", "CLIENT_FRAME_LIMIT", "HOST_FRAME_LIMIT", "FrameReader",
           "FrameError", "MessageError", "encode", "decode", "check_client_message",
           "check_host_message", "new_room_code", "normalize_code", "new_nonce", "join_proof",
           "host_proof", "proofs_equal", "CHAT_LIMIT", "NAME_LIMIT"]

#: The protocol's version: both sides must speak the same one.
PROTOCOL = 1
#: The app's version, sent in the hello (a host and a client of different versions may
#: play by different rules, so they refuse each other).
APP_VERSION = __version__
#: The largest frame a host accepts from a client, in bytes (the JSON, without the length).
CLIENT_FRAME_LIMIT = 8 * 1024
#: The largest frame a client accepts from a host (an observation with a deal's events).
HOST_FRAME_LIMIT = 1024 * 1024
#: The longest chat line and player name, in characters.
CHAT_LIMIT = 200
NAME_LIMIT = 32
#: The longest action text (record notation) and seat token.
ACTION_LIMIT = 64
TOKEN_LIMIT = 64

#: Room codes: letters and digits that are not read as one another (no O/0, I/1, L).
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 6


class FrameError(Exception):
    """The byte stream is broken (a frame over the limit or of length 0): close the
    connection with this reason."""


class MessageError(ValueError):
    """A frame that is not a valid message (bad JSON, unknown type, wrong fields): refuse it."""


def encode(message: dict[str, Any]) -> bytes:
    """A message as one frame."""
    body = json.dumps(message, ensure_ascii=False, separators=(",", ":"),
                      allow_nan=False).encode("utf-8")
    return len(body).to_bytes(4, "big") + body


class FrameReader:
    """Cuts a byte stream into frames, never holding more than one frame's worth of bytes."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self._buffer = bytearray()

    @property
    def pending(self) -> int:
        """Bytes of a frame not complete yet."""
        return len(self._buffer)

    def feed(self, data: bytes) -> list[bytes]:
        """Add ``data``; the frames completed.  FrameError for a length over the limit."""
        self._buffer += data
        out: list[bytes] = []
        while len(self._buffer) >= 4:
            size = int.from_bytes(self._buffer[:4], "big")
            if size == 0 or size > self.limit:
                self._buffer.clear()
                raise FrameError(f"a frame of {size} bytes (the limit is {self.limit})")
            if len(self._buffer) < 4 + size:
                break
            out.append(bytes(self._buffer[4:4 + size]))
            del self._buffer[:4 + size]
        return out


def decode(frame: bytes) -> dict[str, Any]:
    """A frame's message (any object with a string ``type``); MessageError otherwise."""
    try:
        doc = json.loads(frame.decode("utf-8"), parse_constant=_no_constant)
    except (UnicodeDecodeError, ValueError, RecursionError) as e:
        raise MessageError(f"not a JSON message ({type(e).__name__})") from None
    if not isinstance(doc, dict) or not isinstance(doc.get("type"), str):
        raise MessageError("a message is a JSON object with a 'type'")
    return doc


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


# -- the messages' fields ---------------------------------------------------------------------

Check = Callable[[Any], bool]


def _text(limit: int, empty: bool = False) -> Check:
    return lambda v: isinstance(v, str) and (empty or v != "") and len(v) <= limit and (
        v.isprintable())


def _optional(check: Check) -> Check:
    return lambda v: v is None or check(v)


def _int(lo: int, hi: int) -> Check:
    return lambda v: type(v) is int and lo <= v <= hi


_HEX32 = re.compile(r"[0-9a-f]{32}")
_HEX64 = re.compile(r"[0-9a-f]{64}")


def _hex(pattern: re.Pattern[str]) -> Check:
    return lambda v: isinstance(v, str) and pattern.fullmatch(v) is not None


def _number(v: Any) -> bool:
    return type(v) in (int, float) and abs(v) < 1e15


#: Client messages: their required and optional fields, each with its check.
CLIENT_MESSAGES: dict[str, tuple[dict[str, Check], dict[str, Check]]] = {
    "hello": ({"protocol": _int(0, 1 << 30), "app": _text(32), "name": _text(NAME_LIMIT)}, {}),
    "join": ({"nonce": _hex(_HEX32), "proof": _hex(_HEX64)},
             {"seat": _optional(_int(0, 15)), "token": _optional(_text(TOKEN_LIMIT))}),
    "act": ({"action": _text(ACTION_LIMIT)}, {}),
    "decline": ({}, {}),
    "chat": ({"text": _text(CHAT_LIMIT)}, {}),
    "ping": ({}, {"t": _number}),
    "bye": ({}, {}),
}


def _check(doc: dict[str, Any], table: dict[str, tuple[dict[str, Check], dict[str, Check]]],
           who: str) -> dict[str, Any]:
    kind = doc.get("type")
    spec = table.get(kind) if isinstance(kind, str) else None
    if spec is None:
        raise MessageError(f"unknown message type from a {who}: {str(kind)[:20]!r}")
    required, optional = spec
    for key, check in required.items():
        if key not in doc or not check(doc[key]):
            raise MessageError(f"'{kind}' needs a valid '{key}'")
    for key, value in doc.items():
        if key == "type" or key in required:
            continue
        allowed = optional.get(key)
        if allowed is None:
            raise MessageError(f"'{kind}' has no field {key[:20]!r}")
        if not allowed(value):
            raise MessageError(f"'{kind}' has an invalid '{key}'")
    return doc


def check_client_message(doc: dict[str, Any]) -> dict[str, Any]:
    """``doc`` if it is a valid client message (every field checked); MessageError otherwise."""
    return _check(doc, CLIENT_MESSAGES, "client")


def _anything(v: Any) -> bool:
    return True


def _list(v: Any) -> bool:
    return isinstance(v, list)


def _dict(v: Any) -> bool:
    return isinstance(v, dict)


_ANY_TEXT = _text(4096, empty=True)

#: Host messages, as a client checks them (the game's own data is looked at by the UI).
HOST_MESSAGES: dict[str, tuple[dict[str, Check], dict[str, Check]]] = {
    "hello": ({"protocol": _int(0, 1 << 30), "app": _text(32), "game": _text(32),
               "nonce": _hex(_HEX32)}, {"seats": _int(0, 16), "name": _ANY_TEXT}),
    "refused": ({"code": _text(32), "reason": _ANY_TEXT}, {}),
    "welcome": ({"seat": _int(0, 15), "token": _text(TOKEN_LIMIT), "proof": _hex(_HEX64),
                 "game": _text(32), "rules": _dict, "players": _list},
                {"started": _anything}),
    "seats": ({"seats": _list}, {"started": _anything}),
    "update": ({"observation": _dict, "events": _list},
               {"prompt": _optional(_dict), "record": _dict}),
    "chat": ({"seat": _int(-1, 15), "name": _ANY_TEXT, "text": _ANY_TEXT}, {}),
    "error": ({"code": _text(32), "reason": _ANY_TEXT}, {}),
    "closing": ({"reason": _ANY_TEXT}, {"code": _text(32)}),
    "pong": ({}, {"t": _number}),
}


def check_host_message(doc: dict[str, Any]) -> dict[str, Any]:
    """``doc`` if it is a valid host message; MessageError otherwise."""
    return _check(doc, HOST_MESSAGES, "host")


# -- the room code and the challenge ----------------------------------------------------------

def new_room_code() -> str:
    """A fresh room code, easy to read aloud: ``"K7QM-3XA"`` style, 6 characters in 2 groups."""
    chars = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
    return f"{chars[:3]}-{chars[3:]}"


def normalize_code(code: str) -> str:
    """The code as compared: upper case, without spaces and dashes."""
    return "".join(ch for ch in code.upper() if ch not in " -")


def new_nonce() -> str:
    """16 random bytes, in hex."""
    return secrets.token_hex(16)


def _mac(code: str, label: str, first: str, second: str) -> str:
    key = normalize_code(code).encode("utf-8")
    return hmac.new(key, f"thousand/{PROTOCOL}/{label}|{first}|{second}".encode("ascii"),
                    hashlib.sha256).hexdigest()


def join_proof(code: str, host_nonce: str, client_nonce: str) -> str:
    """What a client sends to show it knows the room code."""
    return _mac(code, "join", host_nonce, client_nonce)


def host_proof(code: str, host_nonce: str, client_nonce: str) -> str:
    """What the host sends back to show it knows the code too."""
    return _mac(code, "host", client_nonce, host_nonce)


def proofs_equal(a: str, b: str) -> bool:
    return hmac.compare_digest(a.encode("ascii", "replace"), b.encode("ascii", "replace"))


def version_problem(protocol: Any, app: Any) -> Optional[str]:
    """Why a peer of this protocol and app version cannot play with us, or None."""
    if protocol != PROTOCOL:
        return (f"the other side speaks network protocol {protocol}, this app speaks "
                f"{PROTOCOL}: both need the same version of Thousand")
    if app != APP_VERSION:
        return (f"the other side runs Thousand {app}, this app is {APP_VERSION}: both need "
                "the same version")
    return None
