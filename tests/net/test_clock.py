"""The turn clock (issue 33, point 15): a person who stays connected and never moves no
longer holds the game: when the host's clock runs out the computer makes that move, everyone
is shown the clock, and after a number of clocks in a row the seat goes to the computer."""

from __future__ import annotations

from typing import Any

from thousand_app.kinds import REGISTRY
from thousand_app.net.host import Host, HostConfig
from thousand_app.net.remote import ENDED, RemoteGame


def _host(kind: str, people: list[bool], **config: Any) -> Host:
    k = REGISTRY.get(kind)
    host = Host(k, k.rules_from_json({"preset": "classic"}), people,  # type: ignore[misc]
                HostConfig(room_code="CLK-222", **config))
    host.listen("127.0.0.1", 0)
    host.peopleChanged.connect(lambda: host.free_seats() == 0 and host.start())
    return host


def test_a_person_who_never_moves_is_moved_for_by_the_clock(qtbot: Any) -> None:
    host = _host("dice", [True, True], turn_clock_s=0.3)
    anna, boris = (RemoteGame(n, "clk222", "127.0.0.1", host.port) for n in ("Anna", "Boris"))
    clocks: list[tuple[int, int]] = []

    def seen() -> None:
        clocks.extend((i, s["clock_s"]) for i, s in enumerate(anna.seats) if "clock_s" in s)

    anna.tableChanged.connect(seen)
    for r in (anna, boris):
        r.start()
    try:
        qtbot.waitUntil(lambda: anna.observation is not None, timeout=10_000)
        # nobody moves, the game goes on; everyone is shown whose clock runs
        qtbot.waitUntil(lambda: {seat for seat, _s in clocks} == {0, 1}, timeout=30_000)
        assert host.table.moves >= 1
        assert all(0 <= s <= 1 for _seat, s in clocks)
        assert anna.state == boris.state == "playing"    # (the seats stay theirs)
    finally:
        for r in (anna, boris):
            r.leave()
        host.close()


def test_a_card_person_who_never_moves_is_moved_for_and_then_replaced(qtbot: Any) -> None:
    host = _host("cards", [True, False, False], turn_clock_s=0.3, computer_after=2,
                 computer_level="random")
    anna = RemoteGame("Anna", "clk222", "127.0.0.1", host.port)
    ends: list[str] = []
    anna.ended.connect(lambda code, _why: ends.append(code))
    anna.start()
    try:
        qtbot.waitUntil(lambda: ends == ["removed"], timeout=30_000)
        seat = host.table.seats[0]
        assert seat.player is not None and not seat.taken and anna.state == ENDED
        moves = host.table.moves
        qtbot.waitUntil(lambda: host.table.moves > moves, timeout=10_000)   # the game goes on
    finally:
        host.close()


def test_no_clock_by_default(qtbot: Any) -> None:
    host = _host("dice", [True, False], computer_level="random")
    anna = RemoteGame("Anna", "clk222", "127.0.0.1", host.port)
    anna.start()
    try:
        qtbot.waitUntil(lambda: anna.my_turn, timeout=10_000)
        assert not host.table._clock.isActive()
        assert not any("clock_s" in s for s in anna.seats)
    finally:
        anna.leave()
        host.close()


def test_the_server_has_a_turn_clock_and_gives_a_seat_to_the_computer(tmp_path: Any) -> None:
    """``thousand-server --turn-clock S --computer-after N``: a bot that stops answering is
    moved for, then its seat goes to the computer, and the game plays to its end."""
    from .procs import Server, bot, bot_result
    from .test_faults import wait_line

    # Two deals: the seat is asked at least once a deal, so its clock runs out twice in a
    # row even when one stand-in move ends the first deal (a concession, say).
    server = Server(tmp_path, "cards", 3, 1, "--deals", "2", "--turn-clock", "0.2",
                    "--computer-after", "2")
    hanging = bot(server.port, "H", 1, "--hang-after", "0")
    wait_line(hanging, "hanging")
    code, lines = bot_result(hanging)
    assert code == 3 and any("removed" in line for line in lines), (lines, server.log())
    status, out, err = server.finish()
    assert status == 0 and "over " in out, (out, err)
    assert "the turn clock ran out" in server.log() and "Traceback" not in server.log() + err
