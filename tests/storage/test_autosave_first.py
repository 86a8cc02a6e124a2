"""The autosave comes first (issue 35, points 8 and 11): on a small disk the statistics never
take the autosave's room, a failing statistics write is said once, not after every move, and
a finished game's last state is saved before its statistics row goes in, so a kill between
the two never leaves the game counted and under Continue one step before its end."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from thousand_app.dice.engine import DiceGame
from thousand_app.cards.engine import Game
from thousand_app.storage import GameRecorder, SeatConfig, Storage
from thousand_app.storage import stats_store
from thousand_app.storage.statsdb import StatsDB
from thousand_app.kinds import REGISTRY

from .dice_games import finished_dice_game
from .helpers import finished_game, random_game, random_step


def seats_of(game: Game | DiceGame) -> list[SeatConfig]:
    return [SeatConfig(p) for p in game.players]


def small_disk(monkeypatch: pytest.MonkeyPatch, free: int) -> None:
    usage = shutil._ntuple_diskusage(free, 0, free)  # type: ignore[attr-defined]
    monkeypatch.setattr(stats_store.shutil, "disk_usage", lambda folder: usage)


@pytest.mark.parametrize("kind", ["cards", "dice"])
def test_a_finished_game_is_saved_finished_before_its_statistics_go_in(
        tmp_path: Path, kind: str, monkeypatch: pytest.MonkeyPatch) -> None:
    st = Storage(REGISTRY, base_dir=tmp_path)
    game = finished_dice_game(seed=3) if kind == "dice" else finished_game()
    seen: list[Any] = []
    real = Storage.record_stats

    def spy(self: Storage, row: Any) -> bool:
        saved = Storage(REGISTRY, base_dir=tmp_path, log=False).load_autosave(kind)   # (a kill here)
        seen.append(saved is not None and saved.game.is_over
                    and saved.game.output() == game.output())
        return real(self, row)
    monkeypatch.setattr(Storage, "record_stats", spy)
    assert GameRecorder(st, game, seats_of(game), "g1").changed()
    assert seen == [True]
    assert not st.has_autosave(kind)


@pytest.mark.parametrize("kind", ["cards", "dice"])
def test_a_finished_game_found_counted_under_continue_is_not_counted_twice(
        tmp_path: Path, kind: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Killed after the row went in, before the autosave was removed: the next start finds
    the finished game; recording it again replaces its row, and the autosave goes."""
    st = Storage(REGISTRY, base_dir=tmp_path)
    game = finished_dice_game(seed=3) if kind == "dice" else finished_game()
    monkeypatch.setattr(Storage, "clear_autosave", lambda self, kind="cards": None)
    assert GameRecorder(st, game, seats_of(game), "g1").changed()
    monkeypatch.undo()
    st.close()
    again = Storage(REGISTRY, base_dir=tmp_path)
    saved = again.load_autosave(kind)
    assert saved is not None and saved.game.is_over
    assert GameRecorder(again, saved.game, saved.seats, saved.game_id).changed()
    assert not again.has_autosave(kind)
    assert again.stats(kind)["Anna"].games_played == 1
    assert again.game_count(kind) == 1


def test_each_save_writes_the_autosave_before_the_statistics(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import random
    st = Storage(REGISTRY, base_dir=tmp_path)
    game = random_game(0, seed=4)
    rec = GameRecorder(st, game, seats_of(game), "g1")
    rng = random.Random(4)
    seen: list[bool] = []
    real = Storage.record_stats

    def spy(self: Storage, row: Any) -> bool:
        saved = Storage(REGISTRY, base_dir=tmp_path, log=False).load_autosave("cards")
        seen.append(saved is not None and saved.game.output() == game.output())
        return real(self, row)
    monkeypatch.setattr(Storage, "record_stats", spy)
    while len(game.history) < 3 and not game.is_over:
        random_step(game, rng)
        assert rec.changed()
    assert seen and all(seen)


def test_on_a_small_disk_the_statistics_leave_the_room_to_the_autosave(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import random
    st = Storage(REGISTRY, base_dir=tmp_path)
    small_disk(monkeypatch, 200 * 1024)
    game = random_game(0, seed=4)
    rec = GameRecorder(st, game, seats_of(game), "g1")
    rng = random.Random(4)
    problems = []
    while len(game.history) < 4 and not game.is_over:
        random_step(game, rng)
        assert rec.changed()                       # every autosave made
        problems += st.take_problems()
    assert [(p.kind, p.reason) for p in problems] == [("stats_not_saved", "disk_full")]
    assert not st.stats_db_path.exists()           # (not even made: no room for it)
    assert Storage(REGISTRY, base_dir=tmp_path, log=False).load_autosave().game.output() == game.output()
    monkeypatch.undo()                              # room again: the game is counted
    random_step(game, rng)
    assert rec.changed() and st.take_problems() == []
    assert st.stats("cards")["Anna"].deals_played == len(game.history)


def test_a_failing_statistics_write_is_said_once_not_after_every_move(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import random
    st = Storage(REGISTRY, base_dir=tmp_path)
    game = random_game(0, seed=4)
    rec = GameRecorder(st, game, seats_of(game), "g1")
    rec.changed()

    def full(self: StatsDB, rows: Any, meta: Any = None) -> None:
        raise sqlite3.OperationalError("database or disk is full")
    monkeypatch.setattr(StatsDB, "record", full)
    rng = random.Random(4)
    problems = []
    while len(game.history) < 4 and not game.is_over:
        random_step(game, rng)
        assert rec.changed()
        problems += st.take_problems()
        st.stats_db_path.touch()                     # (the file changes as writes fail)
    assert [(p.kind, p.reason) for p in problems] == [("stats_not_saved", "disk_full")]
