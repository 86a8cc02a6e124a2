"""The protocol's pieces without sockets: frames, message checks, the room code's challenge."""

from __future__ import annotations

import json
import random

import pytest

from thousand_app.net.protocol import (APP_VERSION, PROTOCOL, FrameError, FrameReader,
                                       MessageError, check_client_message, check_host_message,
                                       decode, encode, host_proof, join_proof, new_room_code,
                                       normalize_code, version_problem)


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
    {"type": "join", "nonce": "0" * 31, "proof": "0" * 64},
    {"type": "join", "nonce": "0" * 32, "proof": "0" * 64, "seat": 99},
    {"type": "welcome"}, {"type": "ping", "t": "now"}])
def test_each_field_of_a_client_message_is_checked(doc: dict) -> None:
    with pytest.raises(MessageError):
        check_client_message(doc)


def test_valid_messages_pass() -> None:
    for doc in ({"type": "act", "action": "0 bid 110"}, {"type": "decline"},
                {"type": "chat", "text": "Привет, ходи!"}, {"type": "ping", "t": 1.5},
                {"type": "join", "nonce": "a" * 32, "proof": "b" * 64, "token": "x-y_z"},
                {"type": "hello", "protocol": PROTOCOL, "app": APP_VERSION, "name": "Анна"}):
        assert check_client_message(json.loads(json.dumps(doc))) == doc
    assert check_host_message({"type": "closing", "reason": "bye", "code": "ended"})


def test_the_room_code_never_crosses_the_wire_and_both_sides_prove_it() -> None:
    code = new_room_code()
    assert len(normalize_code(code)) == 6 and not set(normalize_code(code)) & set("O0I1L")
    proof = join_proof(code, "1" * 32, "2" * 32)
    assert normalize_code(code) not in proof
    assert proof == join_proof(code.lower().replace("-", " "), "1" * 32, "2" * 32)
    assert proof != join_proof(code, "1" * 32, "3" * 32)         # fresh per connection
    assert host_proof(code, "1" * 32, "2" * 32) != proof          # not a replay of the client's


def test_versions_must_match_with_a_reason_a_person_can_read() -> None:
    assert version_problem(PROTOCOL, APP_VERSION) is None
    assert "protocol 2" in (version_problem(2, APP_VERSION) or "")
    assert "9.9" in (version_problem(PROTOCOL, "9.9") or "")
