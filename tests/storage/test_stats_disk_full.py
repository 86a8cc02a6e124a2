"""The statistics database on a small or full disk (issue 27): its WAL never grows past one
transaction (it filled a 200 KB disk by itself, and the autosave never recovered), and a
write that failed, even at COMMIT, leaves no transaction open: the next one succeeds."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from thousand_app.storage import Storage
from thousand_app.storage import stats_store, statsdb
from thousand_app.kinds import REGISTRY

from .helpers import random_game, seats_for


def wal(st: Storage) -> int:
    path = st.stats_db_path.with_name(st.stats_db_path.name + "-wal")
    return path.stat().st_size if path.exists() else 0


@pytest.mark.parametrize("free", [200 * 1024, 10 ** 12])
def test_the_wal_never_grows_past_a_quarter_of_the_free_space(
        st: Storage, free: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """On a 200 KB disk the WAL (SQLite's own limit is 4 MB) filled it by itself."""
    monkeypatch.setattr(statsdb.shutil, "disk_usage",
                        lambda folder: shutil._ntuple_diskusage(free, 0, free))  # type: ignore[attr-defined]
    # (the statistics would wait for room on such a disk: test_autosave_first.py)
    monkeypatch.setattr(stats_store, "STATS_ROOM", 0)
    game = random_game(300, seed=6)
    for k in range(300):
        assert st.update_stats(f"g{k}", game, seats_for(game))
        assert wal(st) <= min(statsdb.WAL_LIMIT, free // 4) + 16 * 4096   # (and one write)


class FullAtCommit:
    """The database connection, but its next COMMIT fails as on a full disk."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self.db, self.fail = db, 1

    def execute(self, sql: str, *args: Any) -> Any:
        if sql == "COMMIT" and self.fail:
            self.fail -= 1
            raise sqlite3.OperationalError("database or disk is full")
        return self.db.execute(sql, *args)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.db, name)


def test_a_write_that_failed_at_commit_is_retried_until_it_succeeds(st: Storage) -> None:
    game = random_game(300, seed=6)
    assert st.update_stats("g0", game, seats_for(game))
    db = st._stats()
    assert db is not None
    real = db._db
    db._db = FullAtCommit(real)   # type: ignore[assignment]
    assert not st.update_stats("g1", game, seats_for(game))       # failed: said
    [problem] = st.take_problems()
    assert problem.kind == "stats_not_saved" and problem.reason == "disk_full"
    assert not real.in_transaction                                # rolled back
    assert st.update_stats("g1", game, seats_for(game))           # the next one works
    assert st.stats("cards")["Anna"].games_played == 2


def test_a_database_at_its_size_limit_recovers_when_there_is_room(tmp_path: Path) -> None:
    st = Storage(REGISTRY, base_dir=tmp_path)
    games = [random_game(300, seed=s % 5) for s in range(200)]
    assert st.update_stats("g0", games[0], seats_for(games[0]))
    db = st._stats()
    assert db is not None
    pages = db._db.execute("PRAGMA page_count").fetchone()[0]
    db._db.execute(f"PRAGMA max_page_count={pages}")                # no room to grow
    results = [st.update_stats(f"g{k}", g, seats_for(g)) for k, g in enumerate(games)]
    assert not all(results)
    db._db.execute("PRAGMA max_page_count=1000000")                 # room again
    assert all(st.update_stats(f"g{k}", g, seats_for(g)) for k, g in enumerate(games))
    assert st.stats("cards")["Anna"].games_played == 200
