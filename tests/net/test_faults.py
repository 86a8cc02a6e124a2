"""Faults: clients that send garbage, floods, frames over the limit, half frames, moves out
of turn or a wrong token; a client killed in the middle of a deal.  Each is refused or
disconnected, the host never raises, and the game goes on to its end."""

from __future__ import annotations

import json
import os
import random
import signal
from pathlib import Path
from typing import Any

from thousand_app.cards.engine.record import to_record
from thousand_app.kinds import REGISTRY
from thousand_app.net.save import load_game
from thousand_app.storage import Storage
from thousand_app.net.protocol import CLIENT_FRAME_LIMIT, body, encode, frame

from .procs import Server, bot, bot_result, totals_of, wait_for_file
from .raw import Raw


def wait_line(proc: Any, text: str) -> None:
    """Read the process's output until the line ``text`` (it must come)."""
    while True:
        line = proc.stdout.readline()
        assert line, f"the process ended before saying {text!r}"
        if line.strip() == text:
            return


def finish_cleanly(server: Server, *bots: Any, game: str = "cards") -> list[int]:
    """Every bot ends the game; the host ends without a traceback; the record's scores."""
    results = [bot_result(b) for b in bots]
    status, out, err = server.finish()
    assert status == 0, (out, err)
    said = server.log() + err
    assert "Traceback" not in said, said[said.find("Traceback") - 500:][:4000]
    replayed = server.replayed_totals(REGISTRY.get(game))
    for code, lines in results:
        assert code == 0, lines
        assert totals_of(lines) == replayed
    return replayed


def test_version_and_room_code_are_checked(tmp_path: Path) -> None:
    server = Server(tmp_path, "dice", 2, 1)
    old = Raw(server.port)
    old.hello(protocol=0)
    refusal = old.until(lambda m: m["type"] == "refused")
    assert refusal is not None and refusal["code"] == "version"
    assert "protocol" in refusal["reason"] and old.closed()
    other = Raw(server.port)
    other.hello(app="0.0.1")
    refusal = other.until(lambda m: m["type"] == "refused")
    assert refusal is not None and "0.0.1" in refusal["reason"]
    wrong = Raw(server.port)
    assert wrong.join(code="NOT-ITX7") is None and wrong.unsealable   # the keys differ
    forged = Raw(server.port)
    refusal = forged.join(token="x" * 32)
    assert refusal is not None and refusal["code"] == "unknown_token"
    player = bot(server.port, "P", 1)
    finish_cleanly(server, player, game="dice")


def test_silence_garbage_an_over_limit_frame_and_a_half_frame_disconnect(tmp_path: Path) -> None:
    server = Server(tmp_path, "cards", 3, 2, "--deals", "2", "--frame-timeout", "1",
                    "--handshake-timeout", "1")
    silent = Raw(server.port)       # connects and never says hello
    assert silent.closed()
    refusal = silent.until(lambda m: m["type"] == "refused")
    assert refusal is not None and refusal["code"] == "timeout"
    garbage = Raw(server.port)
    garbage.send_bytes(random.Random(1).randbytes(100_000))
    assert garbage.closed()
    big = Raw(server.port)
    big.hello()
    big.send_bytes((CLIENT_FRAME_LIMIT + 1).to_bytes(4, "big") + b"{" * 100)
    error = big.until(lambda m: m["type"] == "error")
    assert error is not None and error["code"] == "frame_too_large" and big.closed()
    half = Raw(server.port)
    half.hello()
    frame = encode({"type": "chat", "text": "hello"})
    half.send_bytes(frame[:7])
    assert half.closed()
    players = [bot(server.port, f"P{i}", i) for i in range(2)]
    finish_cleanly(server, *players)


def random_body(rng: random.Random) -> bytes:
    """A frame's body of random JSON (sometimes a real message type with random fields) or
    random bytes."""
    choice = rng.random()
    if choice < 0.3:
        return body({"type": rng.choice(["act", "chat", "join", "hello", "decline", "zz"]),
                     rng.choice(["action", "text", "seat", "x"]): rng.choice(
                         [1, "2 play AS", None, [1], {"a": 1}, "x" * 300])})
    if choice < 0.6:
        return json.dumps([rng.random() for _ in range(rng.randrange(5))]).encode()
    return rng.randbytes(rng.randrange(1, 200))


def test_ten_thousand_random_frames_disconnect_only_their_sender(tmp_path: Path) -> None:
    server = Server(tmp_path, "cards", 3, 3, "--deals", "2", grace=0.5)
    fuzzer = Raw(server.port)
    assert fuzzer.join()["type"] == "welcome"   # type: ignore[index]
    players = [bot(server.port, f"P{i}", i) for i in range(2)]
    rng = random.Random(7)
    sent = 0
    assert fuzzer.channel is not None
    for _ in range(10_000):     # (sealed with the seat's key: the host reads each of them)
        if not fuzzer.send_bytes(frame(fuzzer.channel.seal(random_body(rng)))):
            break
        sent += 1
    assert fuzzer.closed()
    assert sent > 20        # (the host bears 20 invalid messages before it closes)
    finish_cleanly(server, *players)   # the fuzzer's seat: a computer after the grace


def test_moves_out_of_turn_and_for_another_seat_are_refused(tmp_path: Path) -> None:
    server = Server(tmp_path, "cards", 3, 2, "--deals", "1")
    raw = Raw(server.port)
    welcome = raw.join()
    assert welcome is not None and welcome["type"] == "welcome"
    me = welcome["seat"]
    other = bot(server.port, "P", 3)
    update = raw.until(lambda m: m["type"] == "update")
    assert update is not None
    raw.send({"type": "act", "action": f"{(me + 1) % 3} pass"})
    error = raw.until(lambda m: m["type"] == "error")
    assert error is not None and error["code"] == "bad_action"
    raw.send({"type": "act", "action": f"{me} bid 300"})
    error = raw.until(lambda m: m["type"] == "error")
    assert error is not None and error["code"] in ("not_your_turn", "illegal")
    raw.send({"type": "chat", "text": "hi"})
    raw.send({"type": "join", "name": "again"})
    assert raw.until(lambda m: m["type"] == "chat") is not None
    # now play the seat properly to the end of the deal (a stale prompt's move is refused)
    while True:
        m = raw.until(lambda m: m["type"] in ("update", "closing"), timeout=60)
        if m is None or m["type"] == "closing":
            break
        if m["prompt"] is None or any(x["type"] == "update" for x in raw.inbox):
            continue
        # (the first legal action: a Decline while the opening claims are asked)
        raw.send({"type": "act", "action": m["observation"]["legal_actions"][0]})
    finish_cleanly(server, other)


def test_a_client_killed_mid_deal_is_replaced_then_takes_its_seat_back(tmp_path: Path,
                                                                      qapp: Any) -> None:
    # (30 deals: the game must still be on when the victim's second process has started;
    # with 3 the others finished it first, once under load)
    server = Server(tmp_path, "cards", 3, 2, "--deals", "30", grace=0.5)
    victim = bot(server.port, "V", 1, "--hang-after", "3")
    other = bot(server.port, "O", 2)
    assert victim.stdout is not None
    joined = victim.stdout.readline().split()
    assert joined[0] == "joined"
    wait_line(victim, "hanging")
    os.kill(victim.pid, signal.SIGKILL)
    victim.wait()
    assert wait_for_file(tmp_path / "thousand.log",
                         lambda: "a normal computer plays it" in server.log())
    back = bot(server.port, "V", 4, f"--token={joined[2]}")   # (a token may begin with "-")
    finish_cleanly(server, back, other)
    log = server.log()
    assert f"seat {joined[1]}: V is back" in log, log


def test_a_host_killed_mid_deal_resumes_from_its_autosave_and_people_rejoin(
        tmp_path: Path, qapp: Any) -> None:
    first = Server(tmp_path, "cards", 3, 2, "--deals", "3")
    bots = [bot(first.port, "P0", 0, "--hang-after", "4"), bot(first.port, "P1", 1)]
    tokens = []
    for b in bots:
        assert b.stdout is not None
        tokens.append(b.stdout.readline().split()[2])
    wait_line(bots[0], "hanging")
    def saved_moves() -> Any:     # (the game as the host resumes it: autosave and move log)
        game, _ = load_game(Storage(REGISTRY, config_dir=tmp_path, data_dir=tmp_path), kind)
        return to_record(game)["deals"]

    kind = REGISTRY.get("cards")
    assert wait_for_file(tmp_path / "autosave.json", (tmp_path / "autosave.json").exists)
    before = saved_moves()      # whatever the host would resume from when it is killed is kept
    os.kill(first.proc.pid, signal.SIGKILL)
    first.proc.wait()
    for b in bots:
        b.wait(timeout=30)
    second = Server(tmp_path, "cards", 3, 2, "--resume", "--deals", "1", grace=30)
    assert "resuming" in second.log()
    back = [bot(second.port, f"P{i}", 10 + i, f"--token={tokens[i]}") for i in range(2)]
    finish_cleanly(second, *back)
    record = json.loads(second.record.read_text("utf-8"))
    for old, new in zip(before, record["deals"]):
        assert new["moves"][:len(old["moves"])] == old["moves"]   # no move lost
    assert len(record["deals"][len(before) - 1]["moves"]) > len(before[-1]["moves"])
