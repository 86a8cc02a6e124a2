"""The network protocol's pieces that need no socket: frames, messages and their checks, the
room code.  docs/network.md describes the protocol in full; the key exchange on the room code
and the encryption after it are in :mod:`thousand_app.net.secure`.

A frame is a 4-byte big-endian length then that many bytes of UTF-8 JSON, one object with a
``"type"``:

>>> reader = FrameReader(limit=100)
>>> reader.feed(encode({"type": "ping"})[:3])
[]
>>> reader.feed(encode({"type": "ping"})[3:])
[b'{"type":"ping"}']
>>> check_client_message(decode(b'{"type": "act", "action": "1 play QS"}'))
{'type': 'act', 'action': '1 play QS'}

The room code never crosses the wire (a password-authenticated key exchange on it):

>>> normalize_code("k7qm 3xap"), format_code("K7QM3XAP")
('K7QM3XAP', 'K7QM-3XAP')
>>> weak_code_problem("a") is not None, weak_code_problem("K7QM-3XAP")
(True, None)
"""

from __future__ import annotations

import hmac
import json
import re
import secrets
from typing import Any, Callable, Optional

from thousand_app import __version__

__all__ = ["PROTOCOL", "APP_VERSION", "CLIENT_FRAME_LIMIT", "HOST_FRAME_LIMIT", "FrameReader",
           "FrameError", "MessageError", "encode", "decode", "check_client_message",
           "check_host_message", "new_room_code", "normalize_code", "format_code", "new_nonce",
           "tokens_equal", "weak_code_problem", "CHAT_LIMIT", "NAME_LIMIT", "frame", "body"]

#: The protocol's version: both sides must speak the same one.  2: the join is a key exchange
#: on the room code (SPAKE2) and everything after it is encrypted (1: an HMAC challenge).
#: 3: the card game's opening claims are turns like any other (their ``Decline`` an ``act``;
#: no ``decline`` message, no ``claim`` prompt).  4: the observation carries what the seat's
#: table shows (the score sheet's rows, sent from ``history_from`` on; the previews and the
#: reasons of the seat to act), and the prompt no previews.
PROTOCOL = 4
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
#: 31^8 ≈ 8.5e11 codes: at the host's limit on wrong codes (``HostConfig.max_failures_all``,
#: 30 a minute from all addresses together) a week of guessing finds a code with a chance
#: of 1 in 2.8 million (docs/network.md, "Choosing the code's length").
CODE_LENGTH = 8
#: What a code chosen by hand (``thousand-server --room``) needs at least.
CODE_MIN_LENGTH = 8
CODE_MIN_DISTINCT = 5


class FrameError(Exception):
    """The byte stream is broken (a frame over the limit or of length 0): close the
    connection with this reason."""


class MessageError(ValueError):
    """A frame that is not a valid message (bad JSON, unknown type, wrong fields): refuse it."""


#: The one encoder of every message (``json.dumps`` with these arguments made a new one for
#: each message, a tenth of the time it took to write one).  A message is a tree made here,
#: never circular: the check for cycles (a fifth of the time) is left out.
_json_text = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"), allow_nan=False,
                              check_circular=False).encode


def body(message: dict[str, Any]) -> bytes:
    """A message as the UTF-8 JSON a frame carries (encrypted after the key exchange)."""
    return _json_text(message).encode("utf-8")


def frame(data: bytes) -> bytes:
    """``data`` as one frame: its 4-byte big-endian length, then the bytes."""
    return len(data).to_bytes(4, "big") + data


def encode(message: dict[str, Any]) -> bytes:
    """A message as one plain frame."""
    return frame(body(message))


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
#: A SPAKE2 message: its side byte and a point of Ed25519, 33 bytes in hex.
_PAKE = re.compile(r"[0-9a-f]{66}")


def _hex(pattern: re.Pattern[str]) -> Check:
    return lambda v: isinstance(v, str) and pattern.fullmatch(v) is not None


def _number(v: Any) -> bool:
    return type(v) in (int, float) and abs(v) < 1e15


#: Client messages: their required and optional fields, each with its check.
CLIENT_MESSAGES: dict[str, tuple[dict[str, Check], dict[str, Check]]] = {
    # before the key exchange, in plain frames (a client of protocol 1 also sent its name:
    # allowed, so that it hears why it may not play)
    "hello": ({"protocol": _int(0, 1 << 30), "app": _text(32)}, {"name": _text(NAME_LIMIT)}),
    "pake": ({"msg": _hex(_PAKE)}, {"token_id": _hex(_HEX32)}),
    # after it, encrypted
    "join": ({"name": _text(NAME_LIMIT)}, {"seat": _optional(_int(0, 15))}),
    "act": ({"action": _text(ACTION_LIMIT)}, {}),
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
    "pake": ({"msg": _hex(_PAKE)}, {}),
    "confirm": ({}, {}),
    "refused": ({"code": _text(32), "reason": _ANY_TEXT}, {"retry_s": _int(0, 86400)}),
    "welcome": ({"seat": _int(0, 15), "token": _text(TOKEN_LIMIT),
                 "game": _text(32), "rules": _dict, "players": _list},
                {"started": _anything}),
    "seats": ({"seats": _list}, {"started": _anything}),
    "update": ({"observation": _dict, "events": _list},
               {"prompt": _optional(_dict), "record": _dict}),
    "chat": ({"seat": _int(-1, 15), "name": _ANY_TEXT, "text": _ANY_TEXT}, {}),
    "error": ({"code": _text(32), "reason": _ANY_TEXT}, {"engine_reason": _dict}),
    "closing": ({"reason": _ANY_TEXT}, {"code": _text(32)}),
    "pong": ({}, {"t": _number}),
}


def check_host_message(doc: dict[str, Any]) -> dict[str, Any]:
    """``doc`` if it is a valid host message; MessageError otherwise."""
    return _check(doc, HOST_MESSAGES, "host")


# -- the room code ---------------------------------------------------------------------------

def new_room_code() -> str:
    """A fresh room code, easy to read aloud: ``"K7QM-3XAP"``, 8 characters in 2 groups."""
    return format_code("".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH)))


def normalize_code(code: str) -> str:
    """The code as compared: upper case, without spaces and dashes."""
    return "".join(ch for ch in code.upper() if ch not in " -")


def format_code(code: str) -> str:
    """The code as shown: upper case, in two groups (``K7QM-3XAP``)."""
    chars = normalize_code(code)
    half = (len(chars) + 1) // 2
    return f"{chars[:half]}-{chars[half:]}" if len(chars) > 4 else chars


def weak_code_problem(code: str) -> Optional[str]:
    """Why a room code chosen by hand is too easy to guess, or None.  A code needs
    ``CODE_MIN_LENGTH`` letters and digits (spaces and dashes do not count), at least
    ``CODE_MIN_DISTINCT`` different ones, and may not be a run (``ABCDEFGH``, ``12345678``)."""
    chars = normalize_code(code)
    advice = (f"use at least {CODE_MIN_LENGTH} letters and digits with "
              f"{CODE_MIN_DISTINCT} different ones, not a run like ABCDEFGH (or leave the "
              "code out for a random one)")
    if not chars.isascii() or not chars.isalnum():
        return f"a room code is made of the letters A-Z and the digits 0-9: {advice}"
    if len(chars) < CODE_MIN_LENGTH:
        return f"the room code has {len(chars)} characters, too few to be safe: {advice}"
    if len(set(chars)) < CODE_MIN_DISTINCT:
        return f"the room code repeats too few characters to be safe: {advice}"
    steps = {ord(b) - ord(a) for a, b in zip(chars, chars[1:])}
    if len(steps) == 1:
        return f"the room code is a run, easy to guess: {advice}"
    return None


def new_nonce() -> str:
    """16 random bytes, in hex."""
    return secrets.token_hex(16)


def tokens_equal(a: str, b: str) -> bool:
    """Whether two secrets are equal, in a time that does not tell where they differ."""
    return hmac.compare_digest(a.encode("utf-8", "replace"), b.encode("utf-8", "replace"))


def version_problem(protocol: Any, app: Any) -> Optional[str]:
    """Why a peer of this protocol and app version cannot play with us, or None."""
    if protocol != PROTOCOL:
        newer = "the other side" if type(protocol) is int and protocol < PROTOCOL else "this app"
        return (f"the other side speaks network protocol {protocol}, this app speaks "
                f"{PROTOCOL}: {newer} needs a newer version of Thousand (both need the same)")
    if app != APP_VERSION:
        return (f"the other side runs Thousand {app}, this app is {APP_VERSION}: both need "
                "the same version")
    return None
