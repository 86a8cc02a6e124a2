"""Random legal dice games (hypothesis): the invariants of dice-rules.md section 13 after every action,
``legal_actions()`` equal to what ``apply`` accepts (every refusal a reason code), and the record
round trip."""

from __future__ import annotations

import json
import random
from itertools import combinations
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from thousand_app.dice.engine.actions import STOP, THROWS, Keep, Throw
from thousand_app.dice.engine.errors import DiceIllegalActionError, DiceRulesError
from thousand_app.dice.engine.game import DiceGame, draw_throw
from thousand_app.dice.engine.record import replay, to_record
from thousand_app.dice.engine.reasons import CODES, refusal
from thousand_app.dice.engine.rules import DICE_PRESETS, DiceRules
from thousand_app.games.reasons import Reason

pytestmark = pytest.mark.slow

OPTION_VALUES: dict[str, list[Any]] = {
    "straights": ["on", "off"], "quad_value": ["double", "plus_ten"],
    "five_ones": ["points", "win"], "keep_all": ["off", "on"],
    "hot_dice": ["confirm", "continue"], "empty_opening_rethrow": ["off", "on"],
    "entry_threshold": [0, 25, 50, 75, 150],
    "pits": [[], [[200, 300]], [[300, 400], [600, 700]], [[100, 150]]],
    "barrel_at": [0, 500, 850, 900], "barrel_jump": ["off", "on"],
    "barrel_attempts": [0, 1, 3], "barrel_collision": ["knock_off", "coexist"],
    "barrel_fall": ["entry", "threshold", "penalty", "zero"], "barrel_penalty": [100, 300],
    "barrel_falls_zero": [0, 1, 3], "target": [1000, 1000, 1500],
    "finish": ["reach", "over", "exact"], "overshoot_penalty_every": [0, 1, 5],
    "overshoot_penalty": [100, 500], "overshoot_zero_at": [0, 2, 10],
    "bolts": ["off", "bust", "opening"], "bolt_limit": [1, 3], "bolt_penalty": [0, 100, 400],
    "overtake_penalty": [0, 50, 55], "dump_truck": ["off", "on", "strict"],
    "dump_truck_value": [555, 255, 105], "negative_totals": ["off", "on"],
}


@st.composite
def rules_strategy(draw: st.DrawFn) -> DiceRules:
    preset = draw(st.sampled_from(sorted(DICE_PRESETS)))
    keys = draw(st.lists(st.sampled_from(sorted(OPTION_VALUES)), max_size=12, unique=True))
    options = {k: draw(st.sampled_from(OPTION_VALUES[k])) for k in keys}
    try:
        return DiceRules.from_options(preset, options)
    except DiceRulesError:
        assume(False)
        raise


def check_invariants(g: DiceGame) -> None:
    r = g.rules
    totals = g.totals
    assert all(t % 5 == 0 for t in totals) and g.s % 5 == 0
    if not r.negative_totals:
        assert min(totals) >= 0
    for j, t in enumerate(totals):
        if j == g.winner:
            assert r.finish_met(t) or r.five_ones == "win"  # five 1s win unconditionally
            continue
        if r.barrel_at:
            assert t <= r.barrel_at
            assert (g.barrel_attempts[j] is not None) == (t == r.barrel_at)
            if t != r.barrel_at:
                assert g.scores.attempts_[j] == 0
            if r.barrel_attempts and t == r.barrel_at:
                assert g.scores.attempts_[j] < r.barrel_attempts
        if r.can_finish(t):
            assert not r.finish_met(t)
        if r.dump_truck != "off":
            assert not r.is_dump(t)
    for e, t in zip(g.entry, totals):
        assert e is not None or t <= 0 or g.winner is not None
    if g.winner is None:
        assert 1 <= g.d <= 5
        kept = sum(len(k) for k in g.kept)
        assert kept % 5 == (5 - g.d) % 5
        assert g.s == sum(g._tables.value[k] for k in g.kept)
        assert g.pending in ("throw", "keep", "choice")
        assert (g.pending == "keep") == (g.last_throw is not None)
        assert g.t0 == g.turn.before[g.mover]
        if g.pending == "choice":
            assert g.turn.stop_problem() is None
    else:
        assert g.legal_actions() == [] and g.pending == "over"
    assert all(0 <= b < r.bolt_limit for b in g.bolts) or r.bolts == "off"


def candidates(g: DiceGame) -> list[Any]:
    """Every action worth trying now: all sub-multisets of the last throw, the stop, throws of
    every size."""
    out: list[Any] = [STOP, Keep((1,)), Keep((2, 2)), Keep((5, 5, 5, 5, 5, 5))]
    if g.last_throw is not None:
        t = g.last_throw
        out += [Keep(c) for r in range(0, len(t) + 1) for c in set(combinations(t, r))]
    for d in range(1, 6):
        out.append(THROWS[d][len(THROWS[d]) // 2])
    out.append(Throw((0,) * g.d))
    return out


def check_legal_actions(g: DiceGame) -> None:
    legal = g.legal_actions()
    legal_set = set(legal)
    assert len(legal_set) == len(legal)
    for a in candidates(g):
        is_legal = a in legal_set
        why = g.reason(a)
        assert (why is None) is is_legal, (a, why)
        if why is not None:   # a refusal is a code of reasons.py, its English made from it
            assert isinstance(why, Reason) and why.code in CODES, (a, why)
            assert str(why) == str(refusal(why.code, *why.params))
        c = g.copy()
        try:
            c.apply(a)
            accepted = True
        except DiceIllegalActionError:
            accepted = False
            assert c.output() == g.output() and c.pending == g.pending and c.s == g.s
        assert accepted is is_legal, a
    if g.pending in ("throw", "choice"):
        assert set(THROWS[g.d]) <= legal_set
        assert (STOP in legal_set) is (g.pending == "choice")
    if g.pending == "keep":
        assert all(isinstance(a, Keep) for a in legal)


def play_random(g: DiceGame, rng: random.Random, max_steps: int, full_check: bool) -> None:
    for _ in range(max_steps):
        if g.is_over:
            break
        if full_check:
            check_legal_actions(g)
        if g.pending == "keep":
            acts = g.legal_actions()
            g.apply(acts[rng.randrange(len(acts))])
        elif g.pending == "choice" and rng.random() < 0.4:
            g.apply(STOP)
        else:
            g.apply(draw_throw(rng, g.d))
        check_invariants(g)


def state(g: DiceGame) -> tuple[Any, ...]:
    return (g.output(include_unfinished=True), g.totals, g.entry, g.falls, g.bolts,
            g.overshoots, g.barrel_attempts, g.pending, g.s, g.d, g.last_throw, g.kept,
            g.confirming, g.rethrow_available, g.winner, g.to_act)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                  HealthCheck.filter_too_much])
@given(rules=rules_strategy(), n=st.integers(2, 8), seed=st.integers(0, 2 ** 32))
def test_random_games_keep_the_invariants(rules: DiceRules, n: int, seed: int) -> None:
    rng = random.Random(seed)
    g = DiceGame(rules, n, first_player=seed % n)
    check_invariants(g)
    play_random(g, rng, 120, full_check=True)
    doc = json.loads(json.dumps(to_record(g)))
    again = replay(doc)
    assert state(again) == state(g)
    assert to_record(again) == doc


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                  HealthCheck.filter_too_much])
@given(rules=rules_strategy(), n=st.integers(2, 8), seed=st.integers(0, 2 ** 32))
def test_long_random_games_round_trip(rules: DiceRules, n: int, seed: int) -> None:
    rng = random.Random(seed)
    g = DiceGame(rules, n)
    play_random(g, rng, 3000, full_check=False)
    again = replay(json.loads(json.dumps(to_record(g))))
    assert state(again) == state(g)


def test_classic_random_games_finish() -> None:
    for seed in range(5):
        g = DiceGame(DiceRules(), 3)
        play_random(g, random.Random(seed), 100_000, full_check=False)
        assert g.is_over and g.totals[g.winner] >= 1000
