"""The protocol's pieces without sockets: frames, message checks, the room code, the key
exchange on it and the sealed frames after it."""

from __future__ import annotations

import json
import random

import pytest

from hypothesis import given, settings
from hypothesis import strategies as st

from thousand_app.net.protocol import (APP_VERSION, CODE_ALPHABET, CODE_LENGTH, PROTOCOL,
                                       FrameError, FrameReader, MessageError,
                                       check_client_message, check_host_message, decode,
                                       encode, format_code, new_room_code, normalize_code,
                                       version_problem, weak_code_problem)
from thousand_app.net.secure import (CLIENT, HOST, KeyExchange, SealError, context,
                                     password_for, token_id)


def test_frames_are_cut_whatever_the_chunks() -> None:
    stream = b"".join(encode({"type": "chat", "text": f"line {i}"}) for i in range(50))
    rng = random.Random(3)
    reader = FrameReader(limit=1000)
    got = []
    i = 0
    while i < len(stream):
        step = rng.randrange(1, 40)
        got += reader.feed(stream[i:i + step])
        i += step
    assert [decode(f)["text"] for f in got] == [f"line {i}" for i in range(50)]
    assert reader.pending == 0


@pytest.mark.parametrize("size", [0, 1001, 2 ** 32 - 1])
def test_a_frame_length_of_zero_or_over_the_limit_breaks_the_stream(size: int) -> None:
    with pytest.raises(FrameError):
        FrameReader(limit=1000).feed(size.to_bytes(4, "big") + b"{}")


@pytest.mark.parametrize("body", [b"\xff\xfe", b"[1, 2]", b'{"type": 3}', b"NaN",
                                  b'{"type": "act", "action": NaN}', b"[" * 5000,
                                  b"1" * 5000])
def test_what_is_not_a_message_is_refused(body: bytes) -> None:
    with pytest.raises(MessageError):
        check_client_message(decode(body))


@pytest.mark.parametrize("doc", [
    {"type": "act"}, {"type": "act", "action": 5}, {"type": "act", "action": "x" * 65},
    {"type": "act", "action": "1 play QS", "extra": 1}, {"type": "chat", "text": "a\nb"},
    {"type": "chat", "text": "x" * 201}, {"type": "hello", "protocol": "1", "app": "x",
                                          "name": "n"},
    {"type": "join", "name": "x", "seat": 99}, {"type": "join", "name": "x", "token": "t"},
    {"type": "pake", "msg": "00" * 32}, {"type": "pake", "msg": "00" * 33, "token_id": "x"},
    {"type": "welcome"}, {"type": "ping", "t": "now"},
    {"type": "decline"}])     # (protocol 3: a Decline is an act like any move)
def test_each_field_of_a_client_message_is_checked(doc: dict) -> None:
    with pytest.raises(MessageError):
        check_client_message(doc)


def test_valid_messages_pass() -> None:
    for doc in ({"type": "act", "action": "0 bid 110"}, {"type": "act", "action": "1 decline"},
                {"type": "chat", "text": "Привет, ходи!"}, {"type": "ping", "t": 1.5},
                {"type": "join", "name": "Анна", "seat": 1},
                {"type": "pake", "msg": "53" * 33, "token_id": "ab" * 16},
                {"type": "hello", "protocol": PROTOCOL, "app": APP_VERSION}):
        assert check_client_message(json.loads(json.dumps(doc))) == doc
    assert check_host_message({"type": "closing", "reason": "bye", "code": "ended"})


def test_a_room_code_is_long_random_and_readable() -> None:
    code = new_room_code()
    assert len(normalize_code(code)) == CODE_LENGTH == 8 and set(normalize_code(code)) <= set(
        CODE_ALPHABET) and not set(CODE_ALPHABET) & set("O0I1L")
    assert format_code(normalize_code(code)) == code and code[4] == "-"
    assert weak_code_problem(code) is None or len(set(normalize_code(code))) < 5


@pytest.mark.parametrize("code", ["a", "", "TST-42K", "AAAA-AAAA", "ABAB-ABAB", "ABCD-EFGH",
                                  "8765-4321", "ПРИВЕТ-МИР", "K7QM-3XA!"])
def test_a_weak_room_code_is_named_weak(code: str) -> None:
    assert weak_code_problem(code) is not None


def pair(code_a: str, code_b: str, *, game_a: str = "cards", game_b: str = "cards",
         token_a: str | None = None, token_b: str | None = None) -> tuple:
    client = KeyExchange(CLIENT, password_for(code_a, token_a), context(game_a, "11" * 16))
    host = KeyExchange(HOST, password_for(code_b, token_b), context(game_b, "11" * 16))
    return client.finish(host.message), host.finish(client.message), client.message


def test_the_key_exchange_agrees_on_the_code_and_on_nothing_else() -> None:
    at_client, at_host, sent = pair("k7qm 3xap", "K7QM-3XAP")
    assert b"K7QM3XAP" not in sent and len(sent) == 33
    for i in range(3):         # both directions, each with its own counter
        assert at_host.open(at_client.seal(b"up %d" % i)) == b"up %d" % i
        assert at_client.open(at_host.seal(b"down %d" % i)) == b"down %d" % i
    for a, b, kw in (("K7QM-3XAP", "K7QM-3XAQ", {}), ("K7QM-3XAP", "K7QM-3XAP",
                                                        {"game_a": "dice"}),
                     ("K7QM-3XAP", "K7QM-3XAP", {"token_a": "t1", "token_b": "t2"}),
                     ("K7QM-3XAP", "K7QM-3XAP", {"token_a": "t1"})):
        at_client, at_host, _ = pair(a, b, **kw)
        with pytest.raises(SealError):
            at_client.open(at_host.seal(b'{"type":"confirm"}'))
    assert token_id("abc") != token_id("abd") and "abc" not in token_id("abc")


def test_a_sealed_frame_changed_replayed_or_reordered_does_not_open() -> None:
    at_client, at_host, _ = pair("K7QM-3XAP", "K7QM-3XAP")
    first, second = at_host.seal(b"one"), at_host.seal(b"two")
    changed = bytes([first[0] ^ 1]) + first[1:]
    for bad in (changed, second, first[:-1]):
        with pytest.raises(SealError):
            at_client.open(bad)
    assert at_client.open(first) == b"one"
    with pytest.raises(SealError):
        at_client.open(first)                   # a replay
    assert at_client.open(second) == b"two"
    with pytest.raises(SealError):
        at_host.open(at_host.seal(b"mine"))    # a host's frame sent back to it


@settings(max_examples=30, deadline=None)
@given(st.binary(max_size=40))
def test_a_key_exchange_message_that_is_not_one_is_refused(garbage: bytes) -> None:
    host = KeyExchange(HOST, password_for("K7QM-3XAP"), context("cards", "11" * 16))
    try:
        host.finish(garbage)
    except SealError:
        pass


def test_versions_must_match_with_a_reason_a_person_can_read() -> None:
    assert version_problem(PROTOCOL, APP_VERSION) is None
    assert "protocol 9" in (version_problem(9, APP_VERSION) or "")
    assert "the other side needs a newer version" in (version_problem(1, APP_VERSION) or "")
    assert "9.9" in (version_problem(PROTOCOL, "9.9") or "")


@settings(max_examples=40, deadline=None)
@given(st.lists(st.binary(max_size=300), min_size=1, max_size=5), st.data())
def test_every_message_opens_as_sealed_and_no_changed_byte_does(
        messages: list[bytes], data: st.DataObject) -> None:
    at_client, at_host, _ = pair("K7QM-3XAP", "K7QM-3XAP")
    for message in messages:
        sealed = at_client.seal(message)
        assert len(sealed) == len(message) + 16
        where = data.draw(st.integers(0, len(sealed) - 1))
        flip = data.draw(st.integers(1, 255))
        changed = sealed[:where] + bytes([sealed[where] ^ flip]) + sealed[where + 1:]
        with pytest.raises(SealError):
            at_host.open(changed)
        assert at_host.open(sealed) == message
