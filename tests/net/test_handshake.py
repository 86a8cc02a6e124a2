"""The join as a fake host, an eavesdropper, an old client and a flood of connections see it:
the client sends nothing of its own before the host has proved the room code, everything
after the key exchange is sealed, an old client hears why it cannot play, and the host's
memory stays flat over thousands of connections."""

from __future__ import annotations

import gc
import logging
import socket
import threading
import tracemalloc
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtNetwork import QTcpSocket

from thousand_app import gcguard
from thousand_app.net.client import Client
from thousand_app.net.protocol import (APP_VERSION, HOST_FRAME_LIMIT, PROTOCOL, FrameReader,
                                       body, decode, encode, frame)
from thousand_app.net.secure import HOST, KeyExchange, context, password_for

from .procs import Server
from .raw import Raw
from .test_client import make_host

NONCE = "ab" * 16


def fake_host(server: socket.socket, knows: str | None, got: list[bytes],
              plain_confirm: bool = False) -> None:
    """A host that does not know the code: hello, then its half of the exchange on the code
    it guesses (``knows``), then a confirm sealed with its key; it keeps every byte it gets."""
    conn, _ = server.accept()
    conn.settimeout(10)
    reader = FrameReader(HOST_FRAME_LIMIT)
    conn.sendall(encode({"type": "hello", "protocol": PROTOCOL, "app": APP_VERSION,
                         "game": "cards", "nonce": NONCE, "seats": 3, "name": "Fake"}))
    frames: list[bytes] = []
    answered = False
    while True:
        try:
            data = conn.recv(65536)
        except OSError:
            break
        if not data:
            break
        got.append(data)
        frames += reader.feed(data)
        pake = next((decode(f) for f in frames if decode(f)["type"] == "pake"), None)
        if pake is not None and not answered:
            answered = True
            if plain_confirm:
                conn.sendall(encode({"type": "confirm"}))
                continue
            guess = KeyExchange(HOST, password_for(knows or "GUES-SED2"),
                                context("cards", NONCE))
            channel = guess.finish(bytes.fromhex(pake["msg"]))
            conn.sendall(encode({"type": "pake", "msg": guess.message.hex()}))
            conn.sendall(frame(channel.seal(body({"type": "confirm"}))))
    conn.close()


def test_a_fake_host_gets_nothing_of_the_client_s_own(qtbot: Any) -> None:
    for plain_confirm in (False, True):
        server = socket.create_server(("127.0.0.1", 0))
        got: list[bytes] = []
        thread = threading.Thread(target=fake_host, args=(server, None, got, plain_confirm))
        thread.start()
        client = Client("Anna Secret", "K7QM-3XAP", token="the-seat-token-of-anna")
        ends: list[str] = []
        client.disconnected.connect(lambda code, why: ends.append(code))
        client.connect_to("127.0.0.1", server.getsockname()[1])
        qtbot.waitUntil(lambda: bool(ends), timeout=10_000)
        thread.join(timeout=20)
        server.close()
        assert ends == ["bad_host" if plain_confirm else "wrong_code"]
        sent = b"".join(got)
        messages = [decode(f) for f in FrameReader(HOST_FRAME_LIMIT).feed(sent)]
        # only the hello (versions) and the exchange's half: no name, no token, no seat
        assert [sorted(m) for m in messages] == [["app", "protocol", "type"],
                                                 ["msg", "token_id", "type"]], messages
        assert b"Anna" not in sent and b"the-seat-token" not in sent and b"K7QM" not in sent


def test_everything_after_the_key_exchange_is_sealed_and_old_clients_hear_why(
        tmp_path: Path) -> None:
    server = Server(tmp_path, "dice", 2, 1)
    raw = Raw(server.port)
    welcome = raw.join(name="Zoë Plain")
    assert welcome is not None and welcome["type"] == "welcome"
    wire = bytes(raw.wire)
    assert welcome["token"].encode() not in wire and b"welcome" not in wire
    # (the whole name: two random bytes of the sealed frames are "Zo" now and then)
    assert "Zoë Plain".encode() not in wire and b'"rules"' not in wire
    raw.close()
    old = Raw(server.port)
    hello = old.until(lambda m: m["type"] == "hello")
    # what a client of protocol 1 checked in the host's hello is still there, so it reads
    # the version and says so (not a hang on a message it cannot read)
    assert hello is not None and type(hello["protocol"]) is int and isinstance(
        hello["app"], str) and len(hello["nonce"]) == 32 and isinstance(hello["game"], str)
    old.send({"type": "hello", "protocol": 1, "app": APP_VERSION, "name": "Old"})
    refusal = old.until(lambda m: m["type"] == "refused")
    assert refusal is not None and refusal["code"] == "version"
    assert "needs a newer version of Thousand" in refusal["reason"] and old.closed()
    server.proc.terminate()
    server.finish()


def _hello_then_bye(port: int, count: int, errors: list[BaseException]) -> None:
    try:
        for _ in range(count):
            with socket.create_connection(("127.0.0.1", port), timeout=10) as s:
                reader = FrameReader(HOST_FRAME_LIMIT)
                while not reader.feed(s.recv(4096)):
                    pass
                s.sendall(encode({"type": "hello", "protocol": PROTOCOL, "app": APP_VERSION})
                          + encode({"type": "bye"}))
                while s.recv(4096):
                    pass
    except BaseException as e:      # the test fails with it
        errors.append(e)


def _connections(qtbot: Any, host: Any, count: int) -> None:
    errors: list[BaseException] = []
    thread = threading.Thread(target=_hello_then_bye, args=(host.port, count, errors))
    before = host.dropped
    thread.start()
    qtbot.waitUntil(lambda: not thread.is_alive() and host.dropped == before + count,
                    timeout=300_000)
    assert not errors, errors
    qtbot.waitUntil(lambda: not host._conns, timeout=10_000)
    for _ in range(3):      # the deleteLater of the sockets and connections run (and theirs)
        QCoreApplication.processEvents()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()


def _rss_kb() -> int:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def _socket_wrappers() -> int:
    return sum(isinstance(o, QTcpSocket) for o in gcguard.tracked_objects())


@pytest.mark.slow
def test_the_host_s_memory_stays_flat_over_3000_connections(qtbot: Any) -> None:
    """What the host's code allocates and keeps (every frame of each allocation is looked at,
    so what another thread of the test process does meanwhile, a computer seat of an earlier
    test still thinking say, does not count)."""
    from thousand_app.net.table import _thinker

    host = make_host()
    _connections(qtbot, host, 300)      # warm up (caches, the loop's own allocations)
    _thinker().submit(lambda: None).result()     # (earlier tables' computer seats done)
    quiet = logging.getLogger("thousand.net")    # (pytest keeps every record it captures:
    level = quiet.level                          # an earlier test may have left INFO on)
    quiet.setLevel(logging.WARNING)
    try:
        _measure(qtbot, host)
    finally:
        quiet.setLevel(level)
        host.close()


def _measure(qtbot: Any, host: Any) -> None:
    tracemalloc.start(10)
    ours = [tracemalloc.Filter(True, "*thousand_app/net/*", all_frames=True)]
    objects, wrappers = len(host.findChildren(QObject)), _socket_wrappers()
    first, rss = tracemalloc.take_snapshot().filter_traces(ours), _rss_kb()
    _connections(qtbot, host, 3000)
    last = tracemalloc.take_snapshot().filter_traces(ours)
    tracemalloc.stop()
    diff = last.compare_to(first, "traceback")
    grown = sum(stat.size_diff for stat in diff)
    print(f"3000 connections (hello, bye): Python heap {grown / 1024:+.1f} kB "
          f"({grown / 3000:+.0f} bytes a connection), RSS {_rss_kb() - rss:+d} kB")
    assert len(host.findChildren(QObject)) == objects    # no socket, peer or timer kept
    assert _socket_wrappers() == wrappers                # nor a socket's Python wrapper
    assert grown < 3000 * 1024 // 10, "\n".join(     # well under 1 kB a connection
        f"{stat.size_diff:+d} B: " + " < ".join(str(f) for f in stat.traceback[:6])
        for stat in diff[:5])


def _from_docs(name: str) -> bytes:
    """A point the docs write out (``M`` or ``N``), read from docs/network.md itself."""
    import re
    text = (Path(__file__).resolve().parents[2] / "docs" / "network.md").read_text("utf-8")
    found = re.search(rf"`{name}` = `([0-9a-f]{{64}})`", text)
    assert found is not None, f"docs/network.md no longer writes out {name}"
    return bytes.fromhex(found.group(1))


def test_a_client_written_from_the_docs_joins(tmp_path: Path) -> None:
    """The handshake of docs/network.md, written out again from its words: only the
    group's arithmetic is borrowed (Ed25519 points: add, multiply, encode), the rest is the
    standard library and ChaCha20-Poly1305."""
    import hashlib
    import hmac
    import secrets

    from cryptography.hazmat.primitives import hashes
    from cryptography.hazmat.primitives.ciphers.aead import ChaCha20Poly1305
    from cryptography.hazmat.primitives.kdf.hkdf import HKDF
    from spake2 import ed25519_basic as ed

    server = Server(tmp_path, "dice", 2, 1)
    sock = socket.create_connection(("127.0.0.1", server.port), timeout=20)
    reader = FrameReader(HOST_FRAME_LIMIT)
    inbox: list[bytes] = []

    def next_body() -> bytes:
        while not inbox:
            data = sock.recv(65536)
            assert data, "the host closed the connection"
            inbox.extend(reader.feed(data))
        return inbox.pop(0)

    hello = decode(next_body())
    sock.sendall(encode({"type": "hello", "protocol": PROTOCOL, "app": APP_VERSION}))
    pw = ("code:" + "TST42KQM").encode()
    w = int.from_bytes(HKDF(hashes.SHA256(), 48, b"", b"SPAKE2 pw").derive(pw), "big") % ed.L
    ctx = f"thousand/4/{hello['game']}/{hello['nonce']}".encode()
    id_a, id_b = b"client|" + ctx, b"host|" + ctx
    m, n = ed.bytes_to_element(_from_docs("M")), ed.bytes_to_element(_from_docs("N"))
    x = secrets.randbelow(ed.L)
    big_x = ed.Base.scalarmult(x).add(m.scalarmult(w)).to_bytes()
    sock.sendall(encode({"type": "pake", "msg": (b"A" + big_x).hex()}))
    answer = decode(next_body())
    theirs = bytes.fromhex(answer["msg"])
    assert answer["type"] == "pake" and theirs[:1] == b"B"
    big_y = theirs[1:]
    k = ed.bytes_to_element(big_y).add(n.scalarmult(-w)).scalarmult(x).to_bytes()
    sha = lambda b: hashlib.sha256(b).digest()    # noqa: E731
    key = sha(sha(pw) + sha(id_a) + sha(id_b) + big_x + big_y + k)
    down = ChaCha20Poly1305(hmac.new(key, b"thousand/4 host to client", "sha256").digest())
    up = ChaCha20Poly1305(hmac.new(key, b"thousand/4 client to host", "sha256").digest())
    counter = lambda i: i.to_bytes(12, "big")     # noqa: E731
    assert decode(down.decrypt(counter(0), next_body(), None)) == {"type": "confirm"}
    join = body({"type": "join", "name": "From the docs"})
    sock.sendall(frame(up.encrypt(counter(0), join, None)))
    welcome = decode(down.decrypt(counter(1), next_body(), None))
    assert welcome["type"] == "welcome" and welcome["game"] == "dice"
    sock.close()
    server.proc.terminate()
    server.finish()
