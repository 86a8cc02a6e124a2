"""Four players: the Judge weighs every opponent of the match (the sitter included), and
the tournament reports the figure per playing seat beside the per-seat one."""

from __future__ import annotations

import json

import pytest

from thousand_app.ai import tournament
from thousand_app.ai.search import Judge
from thousand_app.engine import Game, Rules, mask_of
from thousand_app.engine.scoring import round_defender, sitter_score

RULES = Rules.preset("classic")


def _bidding_obs(n: int) -> tuple[Game, int]:
    game = Game(RULES, n, seed=11)
    seat = game.to_act
    assert seat is not None
    return game, seat


def test_a_defender_weighs_each_of_the_three_opponents_by_a_third() -> None:
    game, _ = _bidding_obs(4)
    obs = game.observation(game.to_act or 0)
    decl, defender = obs.active[0], obs.active[1]
    judge = Judge(obs, defender, decl, 120)
    # The contract fails: the declarer loses 120, each defender scores 20 (no rounding
    # needed), the sitter's talon is unseen yet, so his score is left out (0).
    got = judge.utility(100, 40)
    assert got == pytest.approx(20 - (-120 + 20 + 0) / 3)
    # With only the players in the deal (the old Judge) it would be 20 - (-120 + 20) / 2.
    assert got != pytest.approx(20 - (-120 + 20) / 2)


def test_with_three_players_the_judge_weighs_the_two_others_by_half() -> None:
    game, _ = _bidding_obs(3)
    obs = game.observation(game.to_act or 0)
    decl, defender = obs.active[0], obs.active[1]
    assert Judge(obs, defender, decl, 120).utility(100, 40) == pytest.approx(
        20 - (-120 + 20) / 2)


def test_the_sitter_counts_once_his_talon_is_seen() -> None:
    """After the talon is turned up, the sitter's talon score is in the others' mean."""
    game, _ = _bidding_obs(4)
    # Let everybody pass but forehand, who then holds the forced 100.
    while game.observation(game.to_act or 0).talon is None:
        obs = game.observation(game.to_act or 0)
        passes = [a for a in obs.legal_actions if type(a).__name__ == "Pass"]
        game.apply(passes[0] if passes else obs.legal_actions[0])
    obs = game.observation(game.to_act or 0)
    assert obs.talon is not None and obs.declarer is not None
    sitter = next(s for s in range(4) if s not in obs.active)
    gain = round_defender(RULES, sitter_score(RULES, mask_of(obs.talon)))
    judge = Judge(obs, obs.declarer, obs.declarer, 120)
    assert judge.sitter_talon == mask_of(obs.talon)
    defenders = [s for s in obs.active if s != obs.declarer]
    assert len(defenders) == 2 and sitter not in defenders
    # Made 120 with 130 points; the defenders share 30: 15 each.
    want = 120 - (15 + 15 + gain) / 3
    assert judge.utility(130, 30) == pytest.approx(want)


def test_the_tournament_reports_the_playing_seat_figure_with_four_players(
        capsys: pytest.CaptureFixture[str]) -> None:
    args = ["--a", "easy", "--b", "greedy", "--deals", "2", "--seed", "5", "--workers", "1",
            "--json"]
    tournament.main(args + ["--players", "4"])
    four = json.loads(capsys.readouterr().out)
    assert {"playing_mean", "playing_ci_low", "playing_ci_high"} <= set(four)
    assert four["playing_ci_low"] <= four["playing_mean"] <= four["playing_ci_high"]
    tournament.main(args + ["--players", "3"])
    assert "playing_mean" not in json.loads(capsys.readouterr().out)


def test_a_level_against_itself_scores_zero_both_ways() -> None:
    """``greedy`` decides without randomness, so against itself every arrangement plays the
    same deal: both figures are exactly 0."""
    for index in range(3):
        job = tournament.Job("greedy", "greedy", "classic", 4, 9, index)
        mean, playing = tournament.duplicate_deal_scores(job)
        assert mean == pytest.approx(0.0, abs=1e-9)
        assert playing == pytest.approx(0.0, abs=1e-9)
