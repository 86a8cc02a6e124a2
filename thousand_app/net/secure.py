"""The join's key exchange on the room code and the encrypted channel after it
(docs/network.md, "The handshake").

Both sides run SPAKE2 (the ``spake2`` package: Ed25519, the client as side A, the host as
side B) with the room code as the password, so that neither side, nor anyone on the path,
learns anything it could test offline: a wrong guess costs one connection, which the host
counts.  A person who holds a seat token runs it with the code and the token instead (its
``token_id`` tells the host which seat), so a returning person is never taken for a guesser.
The key they agree on gives one key a direction, and every frame after it is sealed with
ChaCha20-Poly1305 under a counter nonce: a frame changed, replayed, dropped or reordered
does not open.

>>> code = password_for("k7qm-3xap")
>>> client = KeyExchange(CLIENT, code, context("cards", "00" * 16))
>>> host = KeyExchange(HOST, code, context("cards", "00" * 16))
>>> at_client, at_host = client.finish(host.message), host.finish(client.message)
>>> at_client.open(at_host.seal(b'{"type":"confirm"}'))
b'{"type":"confirm"}'
>>> wrong = KeyExchange(CLIENT, password_for("K7QM-3XAQ"), context("cards", "00" * 16))
>>> host2 = KeyExchange(HOST, code, context("cards", "00" * 16))
>>> wrong.finish(host2.message).open(host2.finish(wrong.message).seal(b"{}"))
Traceback (most recent call last):
...
thousand_app.net.secure.SealError: a frame that does not open with the agreed key
"""

from __future__ import annotations

import hashlib
import hmac

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import ChaCha20Poly1305
from spake2 import SPAKE2_A, SPAKE2_B

from .protocol import PROTOCOL, normalize_code

__all__ = ["CLIENT", "HOST", "KeyExchange", "Channel", "SealError", "context", "password_for",
           "token_id", "TAG_BYTES"]

CLIENT = "client"
HOST = "host"
#: Bytes a sealed frame is longer than the message it carries (Poly1305's tag).
TAG_BYTES = 16


class SealError(ValueError):
    """A frame that does not open (another key, changed, replayed or out of order), or a key
    exchange message that is not one."""


def context(game: str, host_nonce: str) -> bytes:
    """What the exchange is bound to: the protocol, the game and the host's hello nonce (a
    key agreed for another version, game or connection is another key)."""
    return f"thousand/{PROTOCOL}/{game}/{host_nonce}".encode("utf-8")


def password_for(code: str, token: str | None = None) -> bytes:
    """The password of the exchange: the room code (as compared), with the seat token for a
    person taking a seat back."""
    text = "code:" + normalize_code(code)
    if token is not None:
        text = "seat:" + normalize_code(code) + "|" + token
    return text.encode("utf-8")


def token_id(token: str) -> str:
    """Which seat a token is for, without the token (16 bytes of its SHA-256, in hex)."""
    return hashlib.sha256(b"thousand token id|" + token.encode("utf-8")).hexdigest()[:32]


class KeyExchange:
    """One side's SPAKE2: ``message`` to send (33 bytes), ``finish(theirs)`` the channel."""

    def __init__(self, side: str, password: bytes, bound_to: bytes) -> None:
        kind = SPAKE2_A if side == CLIENT else SPAKE2_B
        self.side = side
        self._pake = kind(password, idA=b"client|" + bound_to, idB=b"host|" + bound_to)
        self.message: bytes = self._pake.start()

    def finish(self, theirs: bytes) -> "Channel":
        """The channel under the agreed key; SealError if ``theirs`` is not a message of the
        other side (a key that does not match shows only when a frame does not open)."""
        try:
            key = self._pake.finish(theirs)
        except Exception as e:   # the package raises its own errors, and ValueError, AssertionError
            raise SealError(f"not a key exchange message ({type(e).__name__})") from None
        return Channel(key, self.side)


def _direction_key(key: bytes, label: str) -> bytes:
    return hmac.new(key, f"thousand/{PROTOCOL} {label}".encode("ascii"), hashlib.sha256).digest()


class Channel:
    """Seals what one side sends and opens what it receives, each direction with its own key
    and a counter nonce (frame 0, 1, 2, ...: 12 bytes, big-endian)."""

    def __init__(self, key: bytes, side: str) -> None:
        to_client = ChaCha20Poly1305(_direction_key(key, "host to client"))
        to_host = ChaCha20Poly1305(_direction_key(key, "client to host"))
        self._out, self._in = (to_host, to_client) if side == CLIENT else (to_client, to_host)
        self._sent = 0
        self._received = 0

    def seal(self, plain: bytes) -> bytes:
        nonce = self._sent.to_bytes(12, "big")
        self._sent += 1
        return self._out.encrypt(nonce, plain, None)

    def open(self, sealed: bytes) -> bytes:
        nonce = self._received.to_bytes(12, "big")
        try:
            plain = self._in.decrypt(nonce, sealed, None)
        except InvalidTag:
            raise SealError("a frame that does not open with the agreed key") from None
        self._received += 1
        return plain
