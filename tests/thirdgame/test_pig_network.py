"""Pig over the network on 127.0.0.1: the common host (its table, its computer seat) and a
client's seat play a whole game; the seat reads its observations back through Pig's kind."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from thousand_app.net.client import Client
from thousand_app.net.host import Host, HostConfig
from thousand_app.kinds import REGISTRY

from .pig.ai import make_player
from .pig.engine import replay, to_record
from .pig.kind import KIND

pytestmark = pytest.mark.usefixtures("pig")


def test_a_client_seat_and_a_computer_play_pig_to_the_end(qtbot: Any, tmp_path: Path) -> None:
    """The host keeps the game as it goes (its keeper: the autosave and move log): each time
    Anna is asked, the game read back from disk is the host's; her statistics are kept."""
    from thousand_app.net.save import HostKeeper, load_game
    from thousand_app.storage import Storage

    rules = KIND.rules_from_json({"preset": "short"})
    host = Host(KIND, rules, [True, False], HostConfig(room_code="PIG-036", grace_s=0.2))
    storage = Storage(REGISTRY, base_dir=tmp_path, log=False)
    keeper = HostKeeper(storage, host, "pig-net", "normal")
    host.listen("127.0.0.1", 0)
    host.peopleChanged.connect(lambda: host.free_seats() == 0 and host.start())
    client = Client("Anna", "PIG036")
    player = make_player("normal", 3)
    errors: list[Any] = []
    moves: list[str] = []
    kept_when_shown: list[bool] = []

    def prompted(prompt: Any) -> None:
        if prompt is None or client.observation is None:
            return
        obs = KIND.codec().observation_from_json(client.observation, rules)
        # (a move shown is a move kept: the host, waiting for Anna, has it on disk)
        kept, _ = load_game(storage, KIND)
        kept_when_shown.append(host.table.moves == 0 if kept is None     # (nothing yet)
                               else to_record(kept) == to_record(host.table.game))
        assert obs.seat == client.seat and obs.to_act == client.seat
        assert KIND.codec().observation_json(obs) == client.observation
        move = str(player.act(obs))
        moves.append(move)
        client.act(move)

    client.promptChanged.connect(prompted)
    client.errorReceived.connect(lambda code, why: errors.append((code, why)))
    try:
        client.connect_to("127.0.0.1", host.port)
        qtbot.waitUntil(lambda: bool(client.observation and client.observation["is_over"]),
                        timeout=60_000)
        game = host.table.game
        assert game.is_over and errors == [] and moves[0] == "roll"   # (Anna moves first)
        assert client.observation["totals"] == list(game.totals)
        assert client.observation["winner"] == game.winner
        assert "seed" not in to_record(game)       # (every die from the system's randomness)
        assert replay(to_record(game)).output() == game.output()
        assert kept_when_shown and all(kept_when_shown)
        qtbot.waitUntil(lambda: "Anna" in storage.stats("pig"), timeout=10_000)
        assert storage.stats("pig")["Anna"].games_finished == 1
    finally:
        client.close()
        keeper.close()
        host.close()
        storage.close()
