"""Statistics in SQLite: the old stats.json imported once, damage, newer versions, kills, two writers."""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from thousand_app.storage import Storage
from thousand_app.storage.stats import dump_stats
from thousand_app.storage.statsdb import DB_SCHEMA, StatsDB
from thousand_app.kinds import REGISTRY

from .helpers import finished_game, players_of, random_game, seats_for

CHILD = Path(__file__).with_name("stats_child.py")


def old_file(st: Storage, games: dict[str, object]) -> None:
    st.data_dir.mkdir(parents=True, exist_ok=True)
    st.stats_path.write_bytes(dump_stats({
        gid: {"updated_at": "2025-01-01T00:00:00+00:00",
              "seats": players_of(g, seats_for(g))}  # type: ignore[arg-type]
        for gid, g in games.items()}))


def test_old_stats_json_is_imported_once_and_kept(st: Storage) -> None:
    a, b = random_game(300, seed=6), finished_game()
    old_file(st, {"a": a, "b": b})
    stats = st.stats("cards")
    assert stats["Anna"].games_played == 2 and stats["Anna"].games_finished == 1
    assert not st.stats_path.exists()
    [backup] = st.data_dir.glob("stats.json.backup-*")
    assert st.problems == []
    # a game of the old file played on replaces its old contribution
    st.update_stats("a", a, seats_for(a))
    st.close()
    backup.rename(st.stats_path)            # even if the old file comes back, no second import
    again = Storage(REGISTRY, base_dir=st.data_dir.parent)
    assert again.stats("cards")["Anna"].games_played == 2
    db = sqlite3.connect(again.stats_db_path)
    assert db.execute("PRAGMA user_version").fetchone()[0] == DB_SCHEMA
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    db.close()


def test_damaged_database_is_set_aside_and_reported(st: Storage) -> None:
    game = random_game(300, seed=6)
    st.update_stats("g", game, seats_for(game))
    st.close()
    for extra in ("-wal", "-shm"):
        Path(str(st.stats_db_path) + extra).unlink(missing_ok=True)
    st.stats_db_path.write_bytes(b"this is not a database" * 200)
    fresh = Storage(REGISTRY, base_dir=st.data_dir.parent)
    assert fresh.stats("cards") == {}
    [problem] = fresh.take_problems()
    assert problem.kind == "stats_damaged" and problem.path == fresh.stats_db_path
    assert "moved aside" in str(problem)
    assert list(fresh.data_dir.glob("stats.sqlite3.corrupt-*"))
    assert fresh.update_stats("g", game, seats_for(game))
    assert fresh.stats("cards")["Anna"].games_played == 1


def test_newer_database_is_not_modified(st: Storage) -> None:
    st.data_dir.mkdir(parents=True, exist_ok=True)
    db = sqlite3.connect(st.stats_db_path)
    db.execute("CREATE TABLE future (x)")
    db.execute(f"PRAGMA user_version={DB_SCHEMA + 1}")
    db.commit()
    db.close()
    before = st.stats_db_path.read_bytes()
    game = random_game(300, seed=6)
    assert not st.update_stats("g", game, seats_for(game))
    assert st.stats("cards") == {} and not st.update_stats("g", game, seats_for(game))
    [problem] = st.take_problems()              # said once, then statistics are just off
    assert problem.kind == "stats_newer" and "newer version" in str(problem)
    assert st.stats_db_path.read_bytes() == before
    assert sorted(p.name for p in st.data_dir.iterdir() if "stats" in p.name) == [
        "stats.sqlite3"]


def test_imported_games_are_never_counted(st: Storage) -> None:
    game = random_game(300, seed=6)
    assert st.update_stats("imported-abc", game, seats_for(game))
    assert st.stats("cards") == {} and st.game_history("cards") == []


def test_two_writers_lose_nothing(tmp_path: Path) -> None:
    """Two storages on one folder (the lock normally prevents it) record concurrently."""
    game = random_game(300, seed=6)
    seats = seats_for(game)
    results: list[bool] = []
    problems: list[object] = []

    def work(who: int) -> None:
        st = Storage(REGISTRY, base_dir=tmp_path, log=False)
        for k in range(40):
            results.append(st.update_stats(f"{who}-{k}", game, seats))
        problems.extend(st.take_problems())
        st.close()

    threads = [threading.Thread(target=work, args=(w,)) for w in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert problems == [] and all(results) and len(results) == 80
    assert Storage(REGISTRY, base_dir=tmp_path, log=False).stats("cards")["Anna"].games_played == 80


@pytest.mark.slow
def test_kill_during_statistics_writes_loses_at_most_that_write(tmp_path: Path) -> None:
    rng = random.Random(11)
    journal = tmp_path / "journal"
    base = tmp_path / "base"
    done: set[str] = set()
    for round_ in range(4):
        with subprocess.Popen([sys.executable, str(CHILD), str(base), str(journal),
                               f"r{round_}-"], stdout=subprocess.PIPE, text=True) as proc:
            assert proc.stdout is not None and proc.stdout.readline().strip() == "ready"
            time.sleep(rng.uniform(0.2, 0.8))   # the kill lands at a random moment of the writes
            os.kill(proc.pid, signal.SIGKILL)
        done |= {x for x in journal.read_text().split() if x != "ready"}
        journal.unlink()
        st = Storage(REGISTRY, base_dir=base, log=False)
        recorded = {r["game_id"] for r in st.game_history("cards", limit=10 ** 6)}
        assert st.take_problems() == []
        # every recording that returned is there; at most the one being written is extra
        assert done <= recorded and len(recorded - done) <= round_ + 1
        assert st.stats("cards")["Anna"].games_played == len(recorded)
        db = sqlite3.connect(st.stats_db_path)
        assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        db.close()
        st.close()


def test_bench_prints_the_figures(capsys: object) -> None:
    import json

    from research import storage_bench as bench

    assert bench.main(["--json", "--sizes", "300"]) == 0
    out = json.loads(capsys.readouterr().out)  # type: ignore[attr-defined]
    assert set(out) == {"record_ms", "open_ms", "window_ms"}
    assert set(out["record_ms"]) == set(out["window_ms"]) == {"300"}
    # (figures, never a timing assertion: each is a positive number of milliseconds)
    for key in ("record_ms", "open_ms", "window_ms"):
        value = out[key]["300"]
        assert isinstance(value, (int, float)) and value > 0


@pytest.mark.slow
def test_a_valid_stats_json_over_64_mib_is_imported_whole(st: Storage) -> None:
    """The old reader took a valid file over 64 MiB for a damaged one (224,953 games became 1)."""
    game = finished_game()
    entry = {"updated_at": "2025-01-01T00:00:00+00:00",
             "seats": players_of(game, seats_for(game))}  # type: ignore[arg-type]
    per_game = len(dump_stats({f"game-{i:07d}": entry for i in range(2)})) - len(
        dump_stats({"game-0000000": entry}))
    n = (64 << 20) // per_game + 1000
    data = dump_stats({f"game-{i:07d}": entry for i in range(n)})
    assert len(data) > 64 << 20
    st.data_dir.mkdir(parents=True, exist_ok=True)
    st.stats_path.write_bytes(data)
    stats = st.stats("cards")
    assert st.problems == []
    assert stats["Anna"].games_played == n


def test_apps_creating_the_database_at_once_never_take_it_for_someone_elses(tmp_path: Path) -> None:
    """Version 0 read by one app, then the tables another app just made: the two reads are
    one snapshot, so the file is never called "not ours" and moved aside (it was, in about
    a third of these rounds)."""
    failures: list[BaseException] = []

    def open_close(path: Path) -> None:
        try:
            StatsDB(path, REGISTRY).close()
        except BaseException as e:   # (reported below)
            failures.append(e)

    for round_ in range(60):
        path = tmp_path / f"s{round_}.sqlite3"
        threads = [threading.Thread(target=open_close, args=(path,)) for _ in range(4)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    assert failures == []
