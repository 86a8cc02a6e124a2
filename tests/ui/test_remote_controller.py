"""The controller of a remote seat on loopback: a dice game against two computer seats on a
host, the turn offered from the host's prompt, moves sent from its legal actions only, a
refusal shown as the translated sentence of its code."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QTimer

from thousand_app.kinds import REGISTRY
from thousand_app.net.host import Host, HostConfig
from thousand_app.net.remote import RemoteGame
from thousand_app.ui.common.net_texts import problem_text
from thousand_app.ui.common.remote_controller import RemoteController, kind_decoders


def test_a_remote_seat_plays_from_the_hosts_prompts_and_hears_refusals(qtbot: Any) -> None:
    kind = REGISTRY.get("dice")
    host = Host(kind, kind.rules_from_json({"preset": "classic"}),  # type: ignore[misc]
                [True, False, False], HostConfig(room_code="QQQ-777", computer_level="random"))
    port = host.listen("127.0.0.1", 0)
    host.peopleChanged.connect(lambda: host.free_seats() == 0 and host.start())
    remote = RemoteGame("Anna", "qqq777", "127.0.0.1", port)
    ctl = RemoteController(remote, **kind_decoders(remote, kind))
    got: dict[str, list[Any]] = {"turns": [], "thinking": [], "events": [], "messages": []}
    ctl.humanTurn.connect(got["turns"].append)
    ctl.thinking.connect(got["thinking"].append)
    ctl.events.connect(got["events"].append)
    ctl.message.connect(got["messages"].append)

    paused = [False]

    def play(seat: int) -> None:
        legal = ctl.legal_actions
        assert seat == ctl.seat == 0 and legal and ctl.waiting_for == 0
        if not paused[0]:
            QTimer.singleShot(0, lambda: ctl.submit(kind.parse_action(legal[0], 0)))

    ctl.humanTurn.connect(play)
    try:
        remote.start()
        qtbot.waitUntil(lambda: len(got["turns"]) >= 4 and any(
            s in (1, 2) for s in got["thinking"]), timeout=30_000)
        paused[0] = True
        qtbot.waitUntil(lambda: remote.my_turn and ctl.waiting_for == 0, timeout=30_000)
        assert ctl.humans == [0] and ctl.name(0) == "Anna" and ctl.name(1).startswith("Computer")
        obs = ctl.observation(0)   # the engine's own observation, as a local seat's
        assert type(obs).__name__ == "DiceObservation" and obs.seat == 0
        assert obs.rules.preset_name == "classic"
        assert got["events"] and all(type(e).__name__ != "dict" for e in got["events"][0])
        assert any(s in (1, 2) for s in got["thinking"])
        assert not ctl.submit("no such move")   # not among the host's legal actions: not sent
        turns = len(got["turns"])
        remote.act("xyz")   # sent anyway: the host refuses it, the turn is offered again
        qtbot.waitUntil(lambda: bool(got["messages"]) and len(got["turns"]) > turns,
                        timeout=10_000)
        assert got["messages"] == [problem_text("bad_action")]
        paused[0] = False
        assert ctl.submit(kind.parse_action(ctl.legal_actions[0], 0))   # the game goes on
        qtbot.waitUntil(lambda: len(got["turns"]) >= turns + 3, timeout=30_000)
    finally:
        ctl.close()
        host.close()
    assert ctl.closed


def test_the_first_throw_of_a_turn_waits_for_the_person(qtbot: Any) -> None:
    """At a network dice table, as at a local one, a person's turn begins with the throw
    still to make (the bust chance shown), and the host throws only once the person sends
    ``roll``; a computer seat's turn is thrown by the host as before."""
    from .net_helpers import hosting

    kind = REGISTRY.get("dice")
    host, port = hosting("dice", "TTT-777")
    remote = RemoteGame("Anna", "ttt777", "127.0.0.1", port)
    ctl = RemoteController(remote, **kind_decoders(remote, kind))
    offered: list[Any] = []
    heard: list[Any] = []
    ctl.humanTurn.connect(lambda seat: offered.append(ctl.observation(seat)))
    ctl.events.connect(heard.extend)
    try:
        remote.start()
        qtbot.waitUntil(lambda: any(o.pending == "throw" for o in offered), timeout=30_000)
        obs = ctl.observation(0)
        assert obs.to_act == 0 and obs.pending == "throw" and ctl.legal_actions == ["roll"]
        assert host.table.game.pending == "throw"    # the host waits for the person's throw
        del heard[:]
        assert ctl.submit(kind.parse_action("roll", 0))   # the person throws: the host draws
        qtbot.waitUntil(lambda: any(type(e).__name__ == "Thrown" for e in heard),
                        timeout=10_000)
        thrown = next(e for e in heard if type(e).__name__ == "Thrown")
        assert thrown.seat == 0 and len(thrown.faces) == obs.d
    finally:
        ctl.close()
        host.close()
