"""Dice statistics per human player in the card game's statistics database."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from thousand_app.dice.engine import DiceGame, DiceRules, parse_step
from thousand_app.storage import SeatConfig, Storage
from thousand_app.dice.files import DicePlayerStats
from thousand_app.kinds import DICE
from thousand_app.storage.stats import contribution
from thousand_app.storage.statsdb import DB_SCHEMA, MIGRATIONS, StatsDB
from thousand_app.kinds import REGISTRY

from .dice_games import dice_game, finished_dice_game
from .helpers import finished_game

#: Anna starts on the barrel (850), Boris at 100.  Worked out by hand from dice-rules.md:
#: Anna busts twice on the barrel, then wins with a big straight (250) on her third
#: attempt; Boris banks 10 once and busts once.
HAND_STEPS = ["throw 2 3 4 6 6",                      # Anna: bust (attempt 1)
              "throw 5 5 2 3 4", "keep 5 5", "stop",   # Boris: 10
              "throw 2 2 3 4 6",                      # Anna: bust (attempt 2)
              "throw 2 3 4 6 6",                      # Boris: bust
              "throw 2 3 4 5 6", "keep 2 3 4 5 6"]     # Anna: 250, wins (attempt 3)


def hand_game(steps: list[str] = HAND_STEPS) -> DiceGame:
    game = DiceGame(DiceRules.preset("classic"), 2, players=["Anna", "Boris"],
                    start_totals=[850, 100])
    for step in steps:
        game.apply(parse_step(step))
    return game


def test_a_hand_worked_game_is_counted_per_human(st: Storage) -> None:
    game = hand_game()
    assert game.winner == 0
    assert st.update_stats("g1", game, [SeatConfig("Anna"), SeatConfig("Boris")])
    stats = st.stats("dice")
    assert stats["Anna"] == DicePlayerStats("Anna", games_played=1, games_finished=1,
                                            games_won=1, turns=3, turn_points=250, busts=2,
                                            barrel_attempts=3)
    assert stats["Anna"].average_turn == 250 / 3
    assert stats["Boris"] == DicePlayerStats("Boris", games_played=1, games_finished=1,
                                             games_won=0, turns=2, turn_points=10, busts=1,
                                             barrel_attempts=0)
    assert st.take_problems() == []


def test_computer_seats_are_left_out(st: Storage) -> None:
    st.update_stats("g1", hand_game(),
                         [SeatConfig("Anna"), SeatConfig("Boris", "computer", "hard")])
    assert list(st.stats("dice")) == ["Anna"]


def test_a_game_saved_after_every_turn_counts_once(st: Storage) -> None:
    seats = [SeatConfig("Anna"), SeatConfig("Boris")]
    for k in range(1, len(HAND_STEPS) + 1):
        st.update_stats("g1", hand_game(HAND_STEPS[:k]), seats)
    anna = st.stats("dice")["Anna"]
    assert (anna.games_played, anna.games_won, anna.turns, anna.busts) == (1, 1, 3, 2)


def test_a_game_with_no_finished_turn_counts_nothing(st: Storage) -> None:
    st.update_stats("g1", hand_game(HAND_STEPS[:0]), [SeatConfig("Anna"), SeatConfig("B")])
    assert st.stats("dice") == {}


def test_games_add_up_per_name_and_imports_never_count(st: Storage) -> None:
    seats = [SeatConfig("Anna"), SeatConfig("Boris", "computer", "easy")]
    games = [finished_dice_game(seed) for seed in (1, 2, 3)]
    for i, g in enumerate(games):
        st.update_stats(f"g{i}", g, seats)
    st.update_stats("imported-x", games[0], seats)
    anna = st.stats("dice")["Anna"]
    expected = [dict(contribution(DICE, g, seats))[0] for g in games]
    assert anna.games_played == 3 and anna.games_finished == 3
    assert anna.games_won == sum(g.winner == 0 for g in games)
    assert anna.turns == sum(sum(1 for h in g.history if h.player == 0) for g in games)
    assert anna.busts == sum(e.busts for e in expected)
    assert anna.turn_points == sum(e.turn_points for e in expected)


def test_dice_statistics_leave_the_card_statistics_alone(st: Storage) -> None:
    cards = finished_game()
    card_seats = [SeatConfig(p) for p in cards.players]
    st.update_stats("c1", cards, card_seats)
    before = st.stats("cards")
    st.update_stats("d1", hand_game(), [SeatConfig(cards.players[0]), SeatConfig("Boris")])
    assert st.stats("cards") == before
    assert st.game_history("cards")[0]["game_id"] == "c1"


def test_an_older_database_is_migrated_and_keeps_its_card_statistics(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    db = sqlite3.connect(str(path), isolation_level=None)
    MIGRATIONS[0](db)
    db.execute("PRAGMA user_version=1")
    db.execute("INSERT INTO player_totals (name, games_played, games_won) VALUES ('Anna', 7, 3)")
    db.close()
    stats = StatsDB(path, REGISTRY)
    try:
        anna = stats.totals("cards")["Anna"]
        assert (anna.games_played, anna.games_won) == (7, 3)
        assert stats.totals("dice") == {}
        stats.record([])
    finally:
        stats.close()
    db = sqlite3.connect(str(path))
    assert db.execute("PRAGMA user_version").fetchone()[0] == DB_SCHEMA
    tables = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    db.close()
    assert {"dice_games", "dice_game_players", "games", "player_totals"} <= tables


def test_dice_stats_survive_reopening(tmp_path: Path) -> None:
    st = Storage(REGISTRY, base_dir=tmp_path, log=False)
    st.update_stats("g", dice_game(200, seed=8, n=2), [SeatConfig("Anna"), SeatConfig("B")])
    first = st.stats("dice")
    st.close()
    again = Storage(REGISTRY, base_dir=tmp_path, log=False)
    assert again.stats("dice") == first and first["Anna"].turns > 0
    again.close()


def test_a_dice_game_with_moves_taken_back_is_counted_and_marked(st: Storage) -> None:
    """Issue 28: a dice game where moves were taken back counts like any other and is
    marked in the games table (the statistics window says how many)."""
    seats = [SeatConfig("Anna"), SeatConfig("Boris")]
    assert st.update_stats("clean", hand_game(), seats)
    assert st.update_stats("undone", hand_game(), seats, takebacks=True)
    assert st.stats("dice")["Anna"].games_won == 2
    assert st.game_count("dice") == 2 and st.game_count("dice", takebacks=True) == 1
    marks = {g["game_id"]: g["takebacks"] for g in st.game_history("dice")}
    assert marks == {"clean": False, "undone": True}
    assert st.game_count("cards", takebacks=True) == 0
    assert st.take_problems() == []


def test_a_version_4_database_gains_the_dice_take_back_mark(tmp_path: Path) -> None:
    """A statistics file of schema 4 (dice games without the mark) is migrated: its dice games
    stay, unmarked."""
    path = tmp_path / "stats.sqlite3"
    db = sqlite3.connect(str(path), isolation_level=None)
    for v in range(4):
        MIGRATIONS[v](db)
    db.execute("PRAGMA user_version=4")
    db.execute("INSERT INTO dice_games (game_id, updated_at, finished, turns, players, totals, "
               "winner) VALUES ('d1', '2026-12-01T10:00:00Z', 1, 12, '[\"Anna\"]', '[1000]', 0)")
    db.close()
    stats = StatsDB(path, REGISTRY)
    try:
        assert stats.game_count("dice") == 1 and stats.game_count("dice", "takebacks") == 0
        assert [g["takebacks"] for g in stats.games("dice")] == [False]
    finally:
        stats.close()
    db = sqlite3.connect(str(path))
    assert db.execute("PRAGMA user_version").fetchone()[0] == DB_SCHEMA == 5
    db.close()
