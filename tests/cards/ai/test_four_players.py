"""Four players: the Judge judges a deal among the three who play (the sitter left out),
and the tournament reports the figure per playing seat beside the per-seat one."""

from __future__ import annotations

import json

import pytest

from thousand_app.cards.ai import tournament
from thousand_app.cards.ai.search import Judge
from thousand_app.cards.engine import Game, Rules, mask_of
from thousand_app.cards.engine.scoring import round_defender, sitter_score

RULES = Rules.preset("classic")


def _bidding_obs(n: int) -> tuple[Game, int]:
    game = Game(RULES, n, seed=11)
    seat = game.to_act
    assert seat is not None
    return game, seat


def test_a_defender_weighs_the_two_other_players_in_the_deal_by_half() -> None:
    """With 4 players the Judge judges the deal among the three who play: the sitter's
    talon score, the same whatever anyone plays, is left out (weighing him as a third
    opponent measured worse, docs/ai.md "4 players")."""
    game, _ = _bidding_obs(4)
    obs = game.observation(game.to_act or 0)
    decl, defender = obs.active[0], obs.active[1]
    judge = Judge(obs, defender, decl, 120)
    # The contract fails: the declarer loses 120, each defender scores 20.
    assert judge.utility(100, 40) == pytest.approx(20 - (-120 + 20) / 2)
    # The declarer making 130 of 120: +120 against 15 for each defender.
    assert Judge(obs, decl, decl, 120).utility(130, 30) == pytest.approx(120 - 15)


def test_the_sitter_never_changes_the_judge() -> None:
    """Once the talon is turned up the sitter's score is known; the utilities stay those of
    the three players in the deal."""
    game, _ = _bidding_obs(4)
    while game.observation(game.to_act or 0).talon is None:
        obs = game.observation(game.to_act or 0)
        passes = [a for a in obs.legal_actions if type(a).__name__ == "Pass"]
        game.apply(passes[0] if passes else obs.legal_actions[0])
    obs = game.observation(game.to_act or 0)
    assert obs.talon is not None and obs.declarer is not None
    sitter = next(s for s in range(4) if s not in obs.active)
    assert sitter not in obs.active
    # The sitter scores something here, so leaving him out is visible in the utility.
    assert round_defender(RULES, sitter_score(RULES, mask_of(obs.talon))) > 0
    judge = Judge(obs, obs.declarer, obs.declarer, 120)
    assert judge.utility(130, 30) == pytest.approx(120 - 15)


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
