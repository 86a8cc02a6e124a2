"""What the Statistics window reads costs a few rows at any number of games (issue 27, point
1): the dice totals per name are kept (schema 4), games with take-backs are counted by an
index, never by reading the history."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as hs

from thousand_app.storage import SeatConfig, Storage
from thousand_app.dice.files import COUNTS as DICE_COUNTS
from thousand_app.storage.statsdb import DB_SCHEMA, MIGRATIONS
from thousand_app.kinds import REGISTRY

from .dice_games import dice_game, finished_dice_game
from .helpers import random_game, seats_for
from thousand_app.ui.kinds import UI_REGISTRY

NAMES = ["Anna", "Boris", "Vera"]


def summed(st: Storage) -> dict[str, tuple[int, ...]]:
    """The dice totals recomputed from every game's rows."""
    db = sqlite3.connect(st.stats_db_path)
    sums = ", ".join(f"sum({c})" for c in DICE_COUNTS)
    rows = db.execute(f"SELECT name, {sums} FROM dice_game_players GROUP BY name").fetchall()
    db.close()
    return {r[0]: tuple(r[1:]) for r in rows}


def kept(st: Storage) -> dict[str, tuple[int, ...]]:
    return {name: tuple(getattr(p, c) for c in DICE_COUNTS)
            for name, p in st.stats("dice").items()}


@settings(max_examples=15, deadline=None)
@given(hs.lists(hs.tuples(hs.integers(0, 4), hs.integers(0, 80), hs.integers(0, 2 ** 7 - 1)),
                min_size=1, max_size=12))
def test_the_kept_dice_totals_are_the_sums_of_the_games(tmp_path_factory: object,
                                                        steps: list[tuple[int, int, int]]
                                                        ) -> None:
    folder = tmp_path_factory.mktemp("st")   # type: ignore[attr-defined]
    st = Storage(REGISTRY, base_dir=folder, log=False)
    for gid, moves, who in steps:   # record, record again (replaced), or with fewer turns
        game = dice_game(moves, seed=gid + 1)
        seats = [SeatConfig(NAMES[i], "human" if who >> i & 1 else "computer",
                            None if who >> i & 1 else "easy") for i in range(3)]
        assert st.update_stats(f"g{gid}", game, seats)
        assert kept(st) == summed(st)
    st.close()


def test_a_version_3_database_gets_its_dice_totals(tmp_path: Path) -> None:
    st = Storage(REGISTRY, base_dir=tmp_path, log=False)
    st.data_dir.mkdir(parents=True)
    db = sqlite3.connect(st.stats_db_path)
    db.isolation_level = None
    for v in range(3):
        MIGRATIONS[v](db)
    db.execute("PRAGMA user_version=3")
    db.execute("INSERT INTO dice_games VALUES ('d', '', 1, 4, '[]', '[]', NULL)")
    db.execute("INSERT INTO dice_game_players (game_id, seat, name, games_played, turns) "
               "VALUES ('d', 0, 'Anna', 1, 4), ('d', 1, 'Boris', 1, 3)")
    db.close()
    stats = st.stats("dice")
    assert stats["Anna"].turns == 4 and stats["Boris"].turns == 3 and not st.take_problems()
    db = sqlite3.connect(st.stats_db_path)
    assert db.execute("PRAGMA user_version").fetchone()[0] == DB_SCHEMA >= 4
    db.close()


def test_games_with_take_backs_are_counted(st: Storage) -> None:
    games = [random_game(200, seed=s) for s in range(4)]
    for k, g in enumerate(games):
        st.update_stats(f"g{k}", g, seats_for(g), takebacks=k % 2 == 1)
    assert st.game_count("cards") == 4 and st.game_count("cards", takebacks=True) == 2
    dice = dice_game(40)
    st.update_stats("d", dice, [SeatConfig(p) for p in dice.players])
    assert st.game_count("dice") == 1


def test_the_statistics_window_never_reads_the_history(qapp: object, st: Storage) -> None:
    from PySide6.QtWidgets import QLabel

    from thousand_app.ui.common.saves import StatsDialog

    g = random_game(200, seed=1)
    st.update_stats("g", g, seats_for(g), takebacks=True)

    def refuse(*_a: object, **_k: object) -> list[object]:
        raise AssertionError("the window read the whole history")
    st.game_history = refuse   # type: ignore[method-assign]
    d = StatsDialog(st, UI_REGISTRY)
    note = d.findChild(QLabel, "takebacksNote")
    assert note.isVisibleTo(d) and "1" in note.text()
    d.deleteLater()


def test_the_statistics_window_counts_dice_games_with_moves_taken_back(qapp: object,
                                                                       st: Storage) -> None:
    from PySide6.QtWidgets import QLabel

    from thousand_app.ui.common.saves import StatsDialog

    seats = [SeatConfig(NAMES[0]), SeatConfig(NAMES[1])]
    assert st.update_stats("d1", finished_dice_game(seed=3, n=2), seats)
    d = StatsDialog(st, UI_REGISTRY)
    assert not d.findChild(QLabel, "diceTakebacksNote").isVisibleTo(d)
    d.deleteLater()
    assert st.update_stats("d2", finished_dice_game(seed=4, n=2), seats, takebacks=True)
    d = StatsDialog(st, UI_REGISTRY)
    note = d.findChild(QLabel, "diceTakebacksNote")
    assert note.isVisibleTo(d) and "1" in note.text()
    d.deleteLater()
