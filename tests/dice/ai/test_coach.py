"""The dice coach (issue 37): its cost is the solved table's drop in the chance of winning,
it warns on a clearly costly decision and not on the best, its reasons are codes."""

from __future__ import annotations

import inspect
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from thousand_app.dice.ai import coach, coach_bench
from thousand_app.dice.ai.model import PState
from thousand_app.dice.ai.players import THROW_AGAIN, HardPlayer, TurnCache
from thousand_app.dice.ai.tables import table_for
from thousand_app.dice.engine.actions import STOP, DiceAction, Keep, Throw
from thousand_app.dice.engine.game import DiceGame, DiceObservation
from thousand_app.dice.engine.rules import DiceRules
from thousand_app.games.coach import Advice

RULES = DiceRules.preset("classic")


def _game(*steps: DiceAction) -> DiceGame:
    g = DiceGame(RULES, 2)
    for s in steps:
        g.apply(s)
    return g


#: The first player's opening throw 1 1 1 5 5.
OPENING = (Throw((1, 1, 1, 5, 5)),)
#: ... of which he keeps 1 1 1 5 (105 points, one die in hand): a stop or a throw is due.
CHOICE = OPENING + (Keep((1, 1, 1, 5)),)


def _pstate(obs: DiceObservation, k: int) -> PState:
    return PState(obs.totals[k], obs.entry[k], obs.barrel_attempts[k] or 0, obs.falls[k],
                  obs.bolts[k], obs.overshoots[k])


def test_the_cost_of_a_stop_is_the_tables_drop_in_the_chance_of_winning() -> None:
    g = _game(*CHOICE)
    obs = g.observation(0)
    assert obs.pending == "choice" and STOP in obs.legal_actions
    # The chance after stopping, read straight from the table on the totals the engine
    # settles: the opponent is then the mover, and our chance is what he does not win.
    after = _game(*CHOICE, STOP).observation(1)
    assert after.to_act == 1
    table = table_for(RULES)
    assert table is not None
    stop_chance = 1.0 - table.value(_pstate(after, 1), _pstate(after, 0))
    throw_chance = HardPlayer(0, cache=TurnCache()).chance(obs, THROW_AGAIN)
    assert throw_chance is not None
    best = max(stop_chance, throw_chance)
    for decision, chance in ((STOP, stop_chance), (THROW_AGAIN, throw_chance)):
        advice = coach.advise(obs, decision)
        assert advice.unit == "chance"
        assert advice.cost == pytest.approx(best - chance, abs=1e-6)


def test_every_keeps_cost_is_the_hard_players_table_value() -> None:
    obs = _game(*OPENING).observation(0)
    hard = HardPlayer(0, cache=TurnCache())
    values = {k: hard.chance(obs, k) for k in coach.choices(obs)}
    assert len(values) > 5 and all(v is not None for v in values.values())
    top = max(v for v in values.values() if v is not None)
    for k, v in values.items():
        assert v is not None
        assert coach.advise(obs, k).cost == pytest.approx(top - v, abs=1e-6)


def test_warns_on_a_clearly_costly_keep_and_not_on_the_best() -> None:
    obs = _game(*OPENING).observation(0)
    bad = coach.advise(obs, Keep((5,)))  # keeps 5 points of 110, 4 dice to throw again
    assert bad.warn and bad.cost >= 0.03
    assert bad.best == "keep 1 1 1 5 5" and bad.best_action == Keep((1, 1, 1, 5, 5))
    best = coach.advise(obs, bad.best_action)
    assert not best.warn and best.cost == 0.0 and best.best == best.move and not best.reasons


def test_reasons_are_codes_with_plain_parameters() -> None:
    obs = _game(*OPENING).observation(0)
    advice = coach.advise(obs, Keep((5,)))
    assert advice.reasons
    for r in advice.reasons:
        assert r.code in coach.REASON_CODES
        json.dumps(r.params)  # plain values only: the UI words them
    codes = [r.code for r in advice.reasons]
    assert codes[0] == "chance" and "keeps_too_few" in codes
    json.dumps(advice.to_json())


def test_the_threshold_is_three_points_and_never_below_half_a_point() -> None:
    obs = _game(*OPENING).observation(0)
    small = coach.advise(obs, Keep((1, 1, 1, 5)))  # about 0.7 points of percentage
    assert 0.005 <= small.cost < 0.03 and not small.warn
    assert coach.advise(obs, Keep((1, 1, 1, 5)), warn_at=0.5).warn
    with pytest.raises(ValueError):
        coach.advise(obs, Keep((1, 1, 1, 5)), warn_at=0.4)


def test_the_coach_takes_an_observation_and_refuses_a_move_not_open() -> None:
    params = list(inspect.signature(coach.advise).parameters)
    assert params[:2] == ["obs", "decision"]
    obs = _game(*OPENING).observation(0)
    with pytest.raises(ValueError):
        coach.advise(obs, STOP)  # a keep is due
    assert isinstance(coach.advise(obs, Keep((5,))), Advice)


def test_no_table_no_opinion() -> None:
    rules = RULES.replace(target=2000)
    assert table_for(rules) is None
    g = DiceGame(rules, 2)
    for s in OPENING:
        g.apply(s)
    advice = coach.advise(g.observation(0), Keep((5,)))
    assert not advice.judged and not advice.warn


def test_the_bench_prints_its_figures() -> None:
    out = coach_bench.run(40, seed=3)
    assert out["positions"] == 40
    for key in ("warned_costly", "warned_fine", "p95_s"):
        assert key in out
    assert out["warned_fine"] in (0.0, None)


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10_000))
def test_every_decision_of_a_game_costs_the_tables_drop(seed: int) -> None:
    """On decisions of games of easy players: the cost is the best decision's chance minus
    this one's (the table's, through hard's programme), never negative, 0 for the best, and
    the coach warns exactly from 3 points of percentage."""
    hard = HardPlayer(0, cache=TurnCache())
    for obs, decision in coach_bench.positions(8, seed):
        values = {d: hard.chance(obs, d) for d in coach.choices(obs)}
        top = max(v for v in values.values() if v is not None)
        mine = values[decision]
        assert mine is not None
        advice = coach.advise(obs, decision)
        assert advice.cost == pytest.approx(top - mine, abs=1e-6) and advice.cost >= 0.0
        assert advice.warn == (advice.cost * 100.0 >= coach.WARN_AT)
        best = coach.advise(obs, advice.best_action)
        assert best.cost == 0.0 and not best.warn
