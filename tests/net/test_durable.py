"""A move shown is a move kept (issue 33.13): the host killed right after a client saw a move
resumes with that move."""

from __future__ import annotations

import json
import signal
from pathlib import Path
from typing import Any

from thousand_app.cards.engine.record import replay, to_record
from thousand_app.kinds import REGISTRY
from thousand_app.net.client import _whole
from thousand_app.net.save import resumable
from thousand_app.storage import Storage

from .procs import Server, bot
from .test_faults import wait_line


def frames(data: bytes) -> list[dict]:
    out, i = [], 0
    while i + 4 <= len(data):
        n = int.from_bytes(data[i:i + 4], "big")
        if i + 4 + n > len(data):
            break
        out.append(json.loads(data[i + 4:i + 4 + n]))
        i += 4 + n
    return out


def test_a_host_killed_right_after_a_move_was_shown_resumes_with_it(tmp_path: Path) -> None:
    kind = REGISTRY.get("cards")
    server = Server(tmp_path, "cards", 3, 1)
    tap = tmp_path / "tap.bin"
    player = bot(server.port, "P", 3, "--hang-after", "4", tap=tap)
    wait_line(player, "hanging")            # (its last update is in the tap file)
    server.proc.send_signal(signal.SIGKILL)
    server.proc.wait(timeout=30)
    player.kill()
    player.wait(timeout=30)
    updates = [f for f in frames(tap.read_bytes()) if f["type"] == "update"]
    seat = next(f["seat"] for f in frames(tap.read_bytes()) if f["type"] == "welcome")
    found = resumable(Storage(REGISTRY, config_dir=tmp_path, data_dir=tmp_path), kind)
    assert found is not None
    _notes, game = found
    # The resumed game holds the move shown; it may hold more (the host moves on, a deal
    # dealt say, while the hanging client reads nothing): step back through it to the view
    # the client was shown last.
    # (the score sheet's rows as the client keeps them: an update after a deal's end
    # carries only the rows after the ones the seat has, ``history_from``)
    shown = None
    for update in updates:
        shown = _whole(update["observation"], shown)
    back = replay(to_record(game), keep_undo=True)
    steps = 0
    while kind.codec().observation_json(back.observation(seat)) != shown:
        assert back.undo(), "the resumed game never was where the client was shown"
        steps += 1
    assert steps <= 3, f"the resumed game is {steps} steps past what was shown"


def test_a_person_s_choice_to_throw_again_is_in_the_host_s_record(qtbot: Any,
                                                                 tmp_path: Path) -> None:
    """Issue 33, point 3: a network dice game's record keeps every decision of a seat, the
    choice to throw again after a keep too (the record's ``roll``), kept before the others
    are told: a host that dies between the roll and chance's throw resumes with the throw
    due (the stop no longer offered)."""
    from thousand_app.dice.engine import Keep
    from thousand_app.dice.engine.record import to_record as dice_record
    from thousand_app.net.save import HostKeeper, load_game
    from thousand_app.net.table import Table

    from .test_table import Sent

    kind = REGISTRY.get("dice")
    storage = Storage(REGISTRY, config_dir=tmp_path, data_dir=tmp_path, log=False)

    class _Host:      # (what the keeper needs of a host: its table, kind and room)
        def __init__(self) -> None:
            self.kind = kind
            self.config = type("Config", (), {"room_code": "QQQQ-7777"})()
            self.table = Table(kind, kind.rules_from_json({"preset": "classic"}),
                               [True, True], Sent())

    host = _Host()
    table = host.table
    keeper = HostKeeper(storage, host, "ab" * 16, "normal")
    for seat, name in enumerate(["Anna", "Boris"]):
        table.seat_person(seat, name, f"token{seat}")
    table.start()
    rolled = False
    for _ in range(400):        # (the people keep the best and roll whenever they may)
        nxt = table._next()
        if table.over:
            break
        if nxt[0] == "throw":      # (a person's throw that begins the turn, or its re-throw)
            assert table.act(nxt[1], "roll") is None
            continue
        if nxt[0] == "chance":
            qtbot.waitUntil(lambda: table._next()[0] != "chance" or table.over, timeout=5000)
            continue
        seat = nxt[1]
        legal = table.game.observation(seat).legal_actions
        keeps = [a for a in legal if isinstance(a, Keep)]
        if keeps:
            assert table.act(seat, kind.action_text(keeps[0])) is None
        elif any(kind.action_text(a) == "roll" for a in legal):
            qtbot.waitUntil(lambda: table.durable_moves == table.moves, timeout=10_000)
            assert table.act(seat, "roll") is None
            assert table.durable_moves == table.moves    # (kept at once: its line written)
            rolled = True
            # the decision is kept before chance throws (no event handled yet): a host that
            # dies now resumes with the throw due
            resumed, _ = load_game(storage, kind)
            assert resumed is not None and resumed.pending == "throw"
            assert dice_record(resumed)["turns"][-1]["steps"][-1] == "roll"
            qtbot.waitUntil(lambda: table._next()[0] != "chance", timeout=5000)
            break
        else:
            assert table.act(seat, "stop") is None
    assert rolled
    keeper.close()
    saved, _ = load_game(storage, kind)
    steps = dice_record(saved)["turns"][-1]["steps"]
    assert "roll" in steps and steps[steps.index("roll") + 1].startswith("throw")
    table.close()
