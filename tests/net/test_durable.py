"""A move shown is a move kept (issue 33.13): the host killed right after a client saw a move
resumes with that move."""

from __future__ import annotations

import json
import signal
from pathlib import Path

from thousand_app.cards.engine.record import replay, to_record
from thousand_app.kinds import REGISTRY
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
    found = resumable(Storage(config_dir=tmp_path, data_dir=tmp_path), kind)
    assert found is not None
    _notes, game = found
    # The resumed game holds the move shown; it may hold more (the host moves on, a deal
    # dealt say, while the hanging client reads nothing): step back through it to the view
    # the client was shown last.
    shown = updates[-1]["observation"]
    back = replay(to_record(game), keep_undo=True)
    steps = 0
    while kind.observation_json(back.observation(seat)) != shown:
        assert back.undo(), "the resumed game never was where the client was shown"
        steps += 1
    assert steps <= 3, f"the resumed game is {steps} steps past what was shown"
