"""The client's signals against a host in the same Qt event loop, refusals seen from the
client's side, and the windowless server stopping cleanly on SIGTERM."""

from __future__ import annotations

import json
import signal
from pathlib import Path
from typing import Any

from PySide6.QtNetwork import QHostAddress, QTcpServer

from thousand_app.kinds import REGISTRY
from thousand_app.net.client import Client
from thousand_app.net.host import Host, HostConfig
from thousand_app.net.protocol import encode

from .procs import Server, bot
from .test_faults import wait_line


def make_host(people: int = 2, grace_s: float = 0.2) -> Host:
    kind = REGISTRY.get("dice")
    host = Host(kind, kind.rules_from_json({"preset": "classic"}),
                [i < people for i in range(3)], HostConfig(room_code="QQQ-777", grace_s=grace_s))
    host.listen("127.0.0.1", 0)
    host.peopleChanged.connect(lambda: host.free_seats() == 0 and host.start())
    return host


def test_two_clients_join_see_the_table_chat_and_play(qtbot: Any) -> None:
    host = make_host()
    anna, boris = Client("Anna", "qqq777"), Client("Boris", "QQQ-777", seat=1)
    got: dict[str, list[Any]] = {"joined": [], "seats": [], "chat": [], "errors": []}
    anna.joined.connect(lambda seat, token, info: got["joined"].append((seat, info["game"])))
    anna.seatsChanged.connect(got["seats"].append)
    boris.chatReceived.connect(lambda seat, name, text: got["chat"].append((seat, name, text)))
    anna.errorReceived.connect(lambda code, why: got["errors"].append(code))
    anna.connect_to("127.0.0.1", host.port)
    qtbot.waitUntil(lambda: bool(got["joined"]), timeout=10_000)
    boris.connect_to("127.0.0.1", host.port)
    qtbot.waitUntil(lambda: anna.observation is not None and boris.observation is not None,
                    timeout=10_000)
    assert got["joined"] == [(0, "dice")] and boris.seat == 1
    assert [s["name"] for s in got["seats"][-1]] == ["Anna", "Boris", "Computer 3"]
    anna.chat("  good\tluck  ")
    qtbot.waitUntil(lambda: bool(got["chat"]), timeout=10_000)
    assert got["chat"] == [(0, "Anna", "good luck")]
    waiting = anna if anna.prompt else boris
    other = boris if waiting is anna else anna
    other.act("stop")
    if other is anna:
        qtbot.waitUntil(lambda: bool(got["errors"]), timeout=10_000)
        assert got["errors"] == ["not_your_turn"]
    gone: list[str] = []
    boris.disconnected.connect(lambda code, why: gone.append(code))
    boris.close()
    qtbot.waitUntil(lambda: not host.table.seats[1].connected, timeout=10_000)
    qtbot.waitUntil(lambda: host.table.seats[1].player is not None, timeout=10_000)
    assert gone == ["left"]
    anna.close()
    host.close()


def test_a_wrong_room_code_is_told_to_the_client(qtbot: Any) -> None:
    host = make_host()
    client = Client("Eve", "WRONG123")
    ends: list[tuple[str, str]] = []
    client.disconnected.connect(lambda code, why: ends.append((code, why)))
    client.connect_to("127.0.0.1", host.port)
    qtbot.waitUntil(lambda: bool(ends), timeout=10_000)
    assert ends and ends[0][0] == "wrong_code"
    qtbot.waitUntil(lambda: not host._conns, timeout=10_000)
    assert len(host._failures) == 1     # the host counted the guess
    host.close()


def test_the_client_refuses_a_host_of_another_version(qtbot: Any) -> None:
    server = QTcpServer()
    server.listen(QHostAddress("127.0.0.1"), 0)

    def greet() -> None:
        sock = server.nextPendingConnection()
        sock.write(encode({"type": "hello", "protocol": 99, "app": "9.9", "game": "cards",
                           "nonce": "0" * 32}))

    server.newConnection.connect(greet)
    client = Client("Anna", "ABCDEF")
    ends: list[tuple[str, str]] = []
    client.disconnected.connect(lambda code, why: ends.append((code, why)))
    client.connect_to("127.0.0.1", server.serverPort())
    qtbot.waitUntil(lambda: bool(ends), timeout=10_000)
    assert ends[0][0] == "version" and "protocol 99" in ends[0][1]
    server.close()


def test_the_server_stops_cleanly_on_sigterm_with_the_game_saved(tmp_path: Path) -> None:
    server = Server(tmp_path, "cards", 3, 1)
    player = bot(server.port, "P", 1, "--hang-after", "2")
    wait_line(player, "hanging")
    server.proc.send_signal(signal.SIGTERM)
    status, out, err = server.finish(timeout=30)
    assert status == 0 and "stopped" in out and "Traceback" not in err + server.log()
    assert "stopping: SIGTERM received" in server.log()
    saved = json.loads((tmp_path / "autosave.json").read_text("utf-8"))
    assert saved["record"]["deals"][0]["moves"]
    player.wait(timeout=30)
    assert "host_closed" in player.stdout.read()   # type: ignore[union-attr]


def test_the_host_gives_a_seat_to_the_computer_and_its_person_is_told(qtbot: Any) -> None:
    host = make_host(people=2)
    anna = Client("Anna", "QQQ777")
    ends: list[str] = []
    anna.disconnected.connect(lambda code, why: ends.append(code))
    anna.connect_to("127.0.0.1", host.port)
    qtbot.waitUntil(lambda: host.free_seats() == 1, timeout=10_000)
    host.give_to_computer(0)
    qtbot.waitUntil(lambda: ends == ["removed"], timeout=10_000)
    assert host.free_seats() == 1 and not host.table.seats[0].open
    host.table.open_seat(0)
    assert host.free_seats() == 2
    host.give_to_computer(1)
    host.give_to_computer(0)
    assert host.free_seats() == 0
    host.start()
    qtbot.waitUntil(lambda: host.table.moves > 5, timeout=10_000)
    host.close()


def test_the_server_says_what_is_wrong_with_its_arguments(tmp_path: Path) -> None:
    import subprocess
    import sys

    from .procs import env
    rules = tmp_path / "rules.json"
    rules.write_text('{"preset": "nope"}', "utf-8")
    for args, says in ((["--game", "cards", "--players", "9"], "2 to 4 seats"),
                       (["--game", "dice", "--players", "3", "--rules", str(rules)],
                        "unknown preset"),
                       (["--game", "dice", "--players", "3", "--resume"], "no dice game")):
        run = subprocess.run([sys.executable, "-m", "thousand_app.server_cli", *args,
                              "--data-dir", str(tmp_path)], capture_output=True, text=True,
                             env=env(), timeout=60)
        assert run.returncode == 2 and says in run.stderr and "Traceback" not in run.stderr


def test_an_illegal_move_comes_back_with_the_engines_reason_code(qtbot: Any) -> None:
    """The host's ``error`` ``illegal`` carries the engine's reason code and parameters
    (``engine_reason``): the client gets a Reason, which a seat's table says in its words."""
    from thousand_app.dice.engine.reasons import CODES
    from thousand_app.games.reasons import Reason

    host = make_host(people=1)
    anna = Client("Anna", "QQQ-777")
    updates: list[Any] = []
    errors: list[tuple[str, Any]] = []
    anna.observationChanged.connect(updates.append)
    anna.errorReceived.connect(lambda code, why: errors.append((code, why)))
    anna.connect_to("127.0.0.1", host.port)
    qtbot.waitUntil(lambda: anna.prompt is not None, timeout=30_000)
    for _ in range(200):
        if anna.observation["pending"] == "keep":
            break
        seen = len(updates)
        anna.act("roll")
        qtbot.waitUntil(lambda: len(updates) > seen and anna.prompt is not None, timeout=30_000)
    assert anna.observation["pending"] == "keep"
    anna.act("keep 2")   # (2 is never a scoring die alone: not in the throw, or not scoring)
    qtbot.waitUntil(lambda: bool(errors), timeout=10_000)
    code, why = errors[0]
    assert code == "illegal" and isinstance(why, Reason) and why.code in CODES
    assert why.code in ("not_in_throw", "not_scoring") and why.params[0] == (2,)
    anna.close()
    host.close()


def test_leaving_while_still_connecting_writes_nothing(qtbot: Any, qtlog: Any) -> None:
    """A client closed before its connection is made says no farewell: the host never heard
    of it, and Qt refuses (and warns of) a write to a socket not yet connected."""
    server = QTcpServer()
    assert server.listen(QHostAddress.SpecialAddress.LocalHost)
    client = Client("Anna", "QQQ777")
    client.connect_to("127.0.0.1", server.serverPort())
    client.close()
    assert not client.connected
    assert not [r.message for r in qtlog.records if "write()" in r.message]
    server.close()
