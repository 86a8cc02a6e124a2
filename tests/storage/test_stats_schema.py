"""A statistics database that is a valid SQLite file but not ours (a version below 0, the
wrong tables) is set aside untouched, said once, and a fresh one started (issue 27: 4, 5)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from thousand_app.storage import Storage
from thousand_app.storage.statsdb import DB_SCHEMA, expected_tables
from thousand_app.kinds import REGISTRY

from .helpers import random_game, seats_for


def foreign(path: Path, version: int, *tables: str) -> bytes:
    path.parent.mkdir(parents=True, exist_ok=True)
    db = sqlite3.connect(path)
    for t in tables:
        db.execute(t)
    db.execute(f"PRAGMA user_version={version}")
    db.commit()
    db.close()
    return path.read_bytes()


CASES = {
    "version -1": (-1, "CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT)"),
    "wrong tables": (DB_SCHEMA, "CREATE TABLE foo (x)"),
    "version 0 with tables": (0, "CREATE TABLE foo (x)"),
    "a column missing": (1, "CREATE TABLE meta (key TEXT)", "CREATE TABLE games (game_id)",
                         "CREATE TABLE game_players (game_id)",
                         "CREATE TABLE player_totals (name)"),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_database_that_is_not_ours_is_set_aside_untouched_and_said_once(
        st: Storage, case: str) -> None:
    version, *tables = CASES[case]
    before = foreign(st.stats_db_path, version, *tables)   # type: ignore[arg-type]
    game = random_game(300, seed=6)
    for _ in range(3):                         # every move records: said once, works again
        assert st.update_stats("g", game, seats_for(game))
    assert st.stats("cards")["Anna"].games_played == 1
    [problem] = st.take_problems()
    assert problem.kind == "stats_damaged" and problem.moved_to
    aside = st.data_dir / problem.moved_to
    assert aside.read_bytes() == before        # untouched: not even its journal mode
    db = sqlite3.connect(aside)
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "delete"
    db.close()
    st.close()
    again = Storage(REGISTRY, base_dir=st.data_dir.parent)
    assert again.stats("cards")["Anna"].games_played == 1 and again.take_problems() == []


def test_every_schema_version_has_its_tables() -> None:
    assert expected_tables(0) == {}
    assert set(expected_tables(1)) == {"meta", "games", "game_players", "player_totals"}
    assert "takebacks" in expected_tables(2)["games"]
    assert {"dice_games", "dice_game_players"} <= set(expected_tables(DB_SCHEMA))
