"""Who gets in: connections that have not proved the room code have a short deadline and a
share of the places (idle ones give way), guesses at the code are limited to the stated rate
from an address and from all, and a person with a seat token always gets back in."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from thousand_app.kinds import REGISTRY
from thousand_app.net.client import Client
from thousand_app.net.host import Host, HostConfig
from thousand_app.net.remote import ENDED, PLAYING, RemoteGame

from .procs import ROOM, Server, env
from .raw import Raw

WRONG = "WRNG-C0DE"


def seated(port: int) -> str:
    """A person takes a seat and drops; their token."""
    person = Raw(port)
    welcome = person.join(name="Seated")
    assert welcome is not None and welcome["type"] == "welcome"
    person.close()
    return str(welcome["token"])


def guess(port: int, source: str = "127.0.0.1") -> str:
    """One wrong guess at the code: ``"ran"`` (the host ran the exchange: one guess spent)
    or the host's refusal code."""
    raw = Raw(port, source)
    answer = raw.prove(code=WRONG)
    raw.close()
    if answer is None:
        assert raw.unsealable       # the keys differed: the guess was wrong, and spent
        return "ran"
    return str(answer["code"])


@pytest.mark.slow
def test_idle_connections_cannot_keep_a_seated_person_out(tmp_path: Path) -> None:
    server = Server(tmp_path, "dice", 2, 2)
    token = seated(server.port)
    idle = [Raw(server.port) for _ in range(100)]
    for attempt in range(30):
        back = Raw(server.port)
        welcome = back.join(token=token, name="Seated")
        assert welcome is not None and welcome["type"] == "welcome", (attempt, welcome)
        back.close()
    gave_way = sum(r.until(lambda m: m["type"] == "refused", timeout=5) is not None
                   for r in idle)
    assert gave_way >= 100 - 16        # no more than the unproven share is held
    server.proc.terminate()
    server.finish()


def test_guesses_are_limited_to_ten_a_minute_and_the_seated_still_get_in(
        tmp_path: Path) -> None:
    server = Server(tmp_path, "dice", 3, 3)
    token = seated(server.port)
    # guesses at once (as many as an address may have connections waiting), then one by
    # one: 10 run, whether under way or over, then the address is locked out
    burst = [Raw(server.port) for _ in range(8)]
    for raw in burst:
        raw.start_exchange(code=WRONG)
    for raw in burst:
        answer = raw.until(lambda m: m["type"] in ("pake", "refused"))
        assert answer is not None and answer["type"] == "pake"
        raw.close()
    assert [guess(server.port) for _ in range(3)] == ["ran", "ran", "locked_out"]
    assert [guess(server.port) for _ in range(5)] == ["locked_out"] * 5
    person = Raw(server.port)          # a new person at that address waits too, and is told
    refusal = person.prove()           # how long
    assert refusal is not None and refusal["code"] == "locked_out"
    assert 1 <= refusal["retry_s"] <= 60
    back = Raw(server.port)            # the seated person is no guesser: back in at once
    welcome = back.join(token=token, name="Seated")
    assert welcome is not None and welcome["type"] == "welcome"
    other = Raw(server.port, "127.0.0.2")   # another address guesses on its own count
    assert other.join(name="Other")["type"] == "welcome"   # type: ignore[index]
    # from every address together: 30 guesses a minute (10 ran from 127.0.0.1 already)
    spent = [guess(server.port, f"127.0.0.{3 + i // 10}") for i in range(30)]
    assert spent.count("ran") == 20 and set(spent[20:]) == {"locked_out"}, spent
    server.proc.terminate()
    server.finish()


def test_the_app_waits_out_a_lockout_and_tries_again(qtbot: Any) -> None:
    kind = REGISTRY.get("dice")
    host = Host(kind, kind.rules_from_json({"preset": "classic"}), [True, False],
                HostConfig(room_code=ROOM, max_failures=1, lockout_s=4))
    host.listen("127.0.0.1", 0)
    wrong = Client("Eve", WRONG)
    ends: list[str] = []
    wrong.disconnected.connect(lambda code, why: ends.append(code))
    wrong.connect_to("127.0.0.1", host.port)
    qtbot.waitUntil(lambda: bool(ends) and not host._conns, timeout=10_000)
    remote = RemoteGame("Anna", ROOM, "127.0.0.1", host.port)
    waits: list[tuple[str, int]] = []
    remote.waiting.connect(lambda code, seconds: waits.append((code, seconds)))
    remote.start()
    qtbot.waitUntil(lambda: remote.state == PLAYING, timeout=20_000)
    assert waits and waits[0][0] == "locked_out" and 1 <= waits[0][1] <= 4
    assert remote.state != ENDED and remote.seat == 0
    remote.leave()
    host.close()


def test_the_server_refuses_a_weak_room_code(tmp_path: Path) -> None:
    for code in ("a", "AAAA-AAAA", "1234-5678", "K7Q-M3X"):
        run = subprocess.run([sys.executable, "-m", "thousand_app.server_cli", "--game",
                              "dice", "--players", "2", "--room", code, "--data-dir",
                              str(tmp_path)], capture_output=True, text=True, env=env(),
                             timeout=60)
        assert run.returncode == 2 and "Traceback" not in run.stderr
        assert "room code" in run.stderr and "at least 8 letters and digits" in run.stderr
