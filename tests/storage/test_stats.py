"""Statistics per human player name: derived from finished deals, idempotent per game."""

from __future__ import annotations

from pathlib import Path

import pytest

from thousand_app.cards.engine import Game
from thousand_app.cards.files import PlayerStats
from thousand_app.storage import SeatConfig, Storage
from thousand_app.storage.stats import dump_stats
from thousand_app.kinds import REGISTRY

from .helpers import finished_game, players_of, random_game, seats_for


def expected_for(game: Game, seat: int) -> PlayerStats:
    """The statistics of one seat, counted the plain way from the score sheet."""
    p = PlayerStats(game.players[seat])
    declared = [h for h in game.history if h.declarer == seat and h.contract is not None]
    p.deals_played = sum(not h.redeal for h in game.history)
    p.deals_declared = len(declared)
    p.deals_made = sum(bool(h.made) for h in declared)
    p.contract_sum = sum(h.contract or 0 for h in declared)
    p.bolts = sum(n.kind == "bolt" and n.seat == seat for h in game.history for n in h.notes)
    p.barrel_falls = sum(n.kind == "barrel_fall" and n.seat == seat
                         for h in game.history for n in h.notes)
    p.games_played = int(bool(game.history))
    if game.is_over:
        p.games_finished = 1
        p.games_won = int(game.winner == seat)
        p.best_game = game.totals[seat]
    return p


def test_contribution_counts_humans_only() -> None:
    game = random_game(900, seed=4)
    contrib = players_of(game, seats_for(game, computers=(1,)))
    assert [p.name for p in contrib] == ["Anna", "Vera"]
    assert contrib[0] == expected_for(game, 0) and contrib[1] == expected_for(game, 2)
    assert contrib[0].deals_declared > 0 and sum(p.bolts for p in contrib) > 0
    near = random_game(400, seed=1, start=800)
    falls = players_of(near, seats_for(near))
    assert any(p.barrel_falls for p in falls)
    assert falls == [expected_for(near, s) for s in range(3)]


def test_update_is_idempotent_and_follows_the_game(st: Storage) -> None:
    game = random_game(300, seed=6)
    seats = seats_for(game, computers=(2,))
    for _ in range(3):
        assert st.update_stats("g1", game, seats)
    stats = st.stats("cards")
    assert set(stats) == {"Anna", "Boris"}
    assert stats["Anna"] == expected_for(game, 0)
    # an undo across a deal's end takes that deal back out
    n = len(game.history)
    while len(game.history) == n:
        game.undo()
    st.update_stats("g1", game, seats)
    assert st.stats("cards")["Anna"] == expected_for(game, 0)
    assert st.problems == []


def test_games_add_up_by_name(tmp_path: Path) -> None:
    st = Storage(REGISTRY, base_dir=tmp_path)
    done = finished_game()
    other = random_game(400, seed=9)
    st.update_stats("a", done, seats_for(done))
    st.update_stats("b", other, seats_for(other))
    st.update_stats("c", Game(seed=1, players=["Anna", "X", "Y"]), seats_for(
        Game(seed=1, players=["Anna", "X", "Y"])))   # no finished deal: not a game played
    anna = Storage(REGISTRY, base_dir=tmp_path).stats("cards")["Anna"]   # kept across restarts
    a, b = expected_for(done, 0), expected_for(other, 0)
    assert anna.games_played == 2 and anna.games_finished == 1
    assert anna.games_won == int(done.winner == 0)
    assert anna.best_game == done.totals[0]
    assert anna.deals_declared == a.deals_declared + b.deals_declared
    assert anna.deals_made == a.deals_made + b.deals_made
    assert anna.bolts == a.bolts + b.bolts and anna.barrel_falls == a.barrel_falls + b.barrel_falls
    total = a.contract_sum + b.contract_sum
    assert anna.average_contract == pytest.approx(total / anna.deals_declared)
    assert PlayerStats("nobody").average_contract is None
    winner = done.players[done.winner or 0]
    assert st.stats("cards")[winner].games_won == 1


def test_damaged_old_stats_file_is_moved_aside(st: Storage) -> None:
    game = random_game(300, seed=6)
    good = dump_stats({"g": {"updated_at": "", "seats": players_of(
        game, seats_for(game))}}).decode("utf-8")
    wrong_type = good.replace('"games_played": 1', '"games_played": "1"', 1)
    for bad in [good[: len(good) // 2], wrong_type, "[]"]:
        st.close()
        st.stats_db_path.unlink(missing_ok=True)
        st.stats_path.write_text(bad, encoding="utf-8")
        assert st.stats("cards") == {}
        [problem] = st.take_problems()
        message = str(problem)
        assert problem.kind == "stats_damaged" and problem.path == st.stats_path
        assert str(st.stats_path) in message and "moved aside" in message
    assert len(list(st.data_dir.glob("stats.json.corrupt-*"))) == 3
    assert st.update_stats("g", game, seats_for(game)) and st.stats("cards")["Anna"].games_played == 1


def test_one_row_per_game_and_only_people(st: Storage) -> None:
    game = random_game(200, seed=2)
    st.update_stats("g", game, [SeatConfig("Anna"), SeatConfig("Boris", "computer", "easy"),
                                SeatConfig("Vera", "computer", "hard")])
    st.update_stats("g", game, [SeatConfig("Anna"), SeatConfig("Boris", "computer", "easy"),
                                SeatConfig("Vera", "computer", "hard")])
    [row] = st.game_history("cards")
    assert row["game_id"] == "g" and row["players"] == ["Anna", "Boris", "Vera"]
    assert row["deals"] == len(game.history) and row["totals"] == list(game.totals)
    assert list(st.stats("cards")) == ["Anna"]
