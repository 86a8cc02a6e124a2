"""The hosted game's move log (issue 33, round two): between whole autosaves each move is one
small fsync-ed append beside the autosave, and a host killed at any moment resumes exactly at
the last move written (a move shown is a move kept), a line cut short ignored."""

from __future__ import annotations

import os
import random
import shutil
import stat
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from thousand_app.cards.engine import Game, Rules
from thousand_app.kinds import REGISTRY
from thousand_app.net.save import MoveLog, _LoggedRecorder, load_game
from thousand_app.storage import GameRecorder, SeatConfig, Storage
from thousand_app.storage.savefile import files_of, kind_of

from ..storage.dice_games import NAMES, dice_game, dice_step


def _record(game: Any) -> Any:
    return files_of(kind_of(game)).to_record(game)


def _card_step(game: Game, rng: random.Random) -> None:
    if game.needs_deal:
        game.deal()
    else:
        game.apply(rng.choice(game.all_legal_actions()))


def _setup(folder: Path, kind: str, seed: int) -> tuple[Any, Any, Storage]:
    storage = Storage(config_dir=folder, data_dir=folder, log=False)
    if kind == "cards":
        game: Any = Game(Rules(), 3, players=NAMES[:3], seed=seed)
        step = _card_step
    else:
        game = dice_game(0, seed, 3)
        step = dice_step
    seats = [SeatConfig(NAMES[0])] + [SeatConfig(n, "computer", "normal") for n in NAMES[1:3]]
    return game, step, _LoggedRecorder(GameRecorder(storage, game, seats, "ab" * 16))


def _killed_copy(src: Path, dst: Path, torn: bytes) -> Storage:
    """What a kill -9 right now leaves on disk (and, maybe, a line cut short in the log)."""
    dst = dst / "copy"
    shutil.copytree(src, dst)
    for path in dst.iterdir():
        if path.name.endswith(".log") and torn:
            with open(path, "ab") as f:
                f.write(torn)
    return Storage(config_dir=dst, data_dir=dst, log=False)


@settings(max_examples=12, deadline=None, suppress_health_check=list(HealthCheck))
@given(kind=st.sampled_from(["cards", "dice"]), seed=st.integers(0, 10_000),
       kills=st.lists(st.integers(1, 400), min_size=1, max_size=4, unique=True),
       merged=st.integers(0, 3), torn=st.sampled_from([b"", b'{"entries":[{"ha', b"\x00\xff"]))
def test_a_host_killed_at_any_move_resumes_exactly_there(
        tmp_path_factory: Any, kind: str, seed: int, kills: list[int], merged: int,
        torn: bytes) -> None:
    folder = tmp_path_factory.mktemp("host")
    game, step, logged = _setup(folder, kind, seed)
    rng = random.Random(seed)
    pending = None
    try:
        for move in range(1, max(kills) + 1):
            if game.is_over:
                break
            step(game, rng)
            job = logged.prepare()
            # (moves that come together: the writer merges the jobs not written yet)
            pending = job if pending is None else logged.merge(pending, job)
            if move % (merged + 1) and move not in kills:
                continue
            assert logged.write(pending)
            pending = None
            if move in kills:       # the host is killed now: what it resumes is the game
                copy = _killed_copy(folder, tmp_path_factory.mktemp("killed"), torn)
                resumed, game_id = load_game(copy, REGISTRY.get(kind))
                if game.is_over:
                    assert resumed is None
                else:
                    assert game_id == "ab" * 16 and _record(resumed) == _record(game)
    finally:
        logged.close()


def test_the_log_is_the_hosts_alone_and_the_autosave_is_seldom_rewritten(
        tmp_path: Path, monkeypatch: Any) -> None:
    game, step, logged = _setup(tmp_path, "cards", 7)
    writes = []
    real = Storage.write_autosave
    monkeypatch.setattr(Storage, "write_autosave",
                        lambda self, *a, **k: writes.append(1) or real(self, *a, **k))
    rng = random.Random(7)
    moves = 0
    while moves < 300 and not game.is_over:
        step(game, rng)
        moves += 1
        assert logged.write(logged.prepare())
    logged.close()
    path = MoveLog.path_of(logged.storage, "cards")
    assert stat.S_IMODE(os.stat(path).st_mode) & 0o077 == 0     # (it holds every hand)
    # a whole save at a deal's start and when its statistics are due, not after every move
    assert len(writes) <= 3 * len(game.deals) + 2 < moves


def test_a_log_that_does_not_continue_the_autosave_beside_it_is_ignored(tmp_path: Path) -> None:
    game, step, logged = _setup(tmp_path, "cards", 3)
    rng = random.Random(3)
    for _ in range(5):
        step(game, rng)
        assert logged.write(logged.prepare())
    log = MoveLog.path_of(logged.storage, "cards")
    stale, base = log.read_bytes(), logged.storage.autosave_path_of("cards").read_bytes()
    while logged.storage.autosave_path_of("cards").read_bytes() == base:
        step(game, rng)     # (until a whole save: the autosave is written again, a new log)
        assert logged.write(logged.prepare())
    logged.close()
    log.write_bytes(stale)          # a crash between the new autosave and its new log
    resumed = load_game(logged.storage, REGISTRY.get("cards"))[0]
    log.unlink()
    assert _record(resumed) == _record(load_game(logged.storage, REGISTRY.get("cards"))[0])
    assert resumed is not None and len(resumed.deals) >= 1
