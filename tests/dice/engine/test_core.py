"""The rules core (thousand_app/dice/engine/core.py): its random games, played again through
DiceGame step by step, end the same way; compiled by numba, it plays the very same games."""

from __future__ import annotations

import pytest

from thousand_app.dice.engine import core
from thousand_app.dice.engine.actions import STOP, THROWS
from thousand_app.dice.engine import bench
from thousand_app.dice.engine.bench import random_tables
from thousand_app.dice.engine.game import CHOICE, KEEP, THROW, DiceGame
from thousand_app.dice.engine.rules import DiceRules

pytest.importorskip("numpy")

#: Every option that the turn or the settlement reads, each set somewhere below.
CONFIGS = [
    ("classic", {}),
    ("barrel_900", {}),
    ("exact_thousand", {}),
    ("classic", {"overtake_penalty": 50, "bolts": "opening", "bolt_limit": 2,
                 "barrel_collision": "knock_off", "barrel_attempts": 2,
                 "barrel_fall": "threshold"}),
    ("classic", {"dump_truck": "on", "negative_totals": "on", "bolts": "bust",
                 "bolt_penalty": 150, "barrel_fall": "zero", "barrel_falls_zero": 2,
                 "barrel_attempts": 3, "barrel_jump": "on"}),
    ("classic", {"finish": "over", "barrel_at": 0, "pits": [[200, 300], [600, 700]],
                 "keep_all": "on", "hot_dice": "continue", "five_ones": "win",
                 "empty_opening_rethrow": "on"}),
    ("exact_thousand", {"overshoot_zero_at": 3, "overshoot_penalty_every": 2,
                        "dump_truck": "strict", "negative_totals": "on"}),
    ("barrel_900", {"barrel_collision": "coexist", "barrel_fall": "entry",
                    "entry_threshold": 0}),
]


def _replay(rules: DiceRules, n: int, trace: list[int]) -> DiceGame:
    """The core's trace played through DiceGame's public API, checking at every step that
    the game expects what the core did."""
    by_id = [t for d in range(1, 6) for t in THROWS[d]]
    game = DiceGame(rules, n)
    for step in trace:
        assert game.winner is None
        if step >= 0:
            assert game.pending in (THROW, CHOICE)
            game.apply(by_id[step])
        elif step == -1000000:
            assert game.pending == CHOICE
            game.apply(STOP)
        else:
            assert game.pending == KEEP
            game.apply(game.legal_actions()[-1 - step])
    return game


@pytest.mark.slow
@pytest.mark.parametrize("preset,options", CONFIGS)
def test_core_games_are_the_engines_games(preset: str, options: dict[str, object]) -> None:
    rules = DiceRules.preset(preset, **options)
    tabs = random_tables(rules)
    for n in (2, 3, 4):
        for seed in range(6):
            winner, steps, trace = bench.play_random(rules.core, n, *tabs, 1000 * n + seed, True)
            assert steps == len(trace)
            game = _replay(rules, n, [int(x) for x in trace])
            assert game.winner == winner
            # after a stop the core picks the stop with even chances: the game did stop
            assert game.history[-1].end == "win"


@pytest.mark.slow
def test_compiled_core_plays_the_same_games() -> None:
    pytest.importorskip("numba")
    fast = bench.compiled()["play_random"]
    for preset, options in CONFIGS[:4]:
        rules = DiceRules.preset(preset, **options)
        tabs = random_tables(rules)
        for seed in (3, 17):
            expect = bench.play_random(rules.core, 3, *tabs, seed, True)
            got = fast(rules.core, 3, *tabs, seed, True)
            assert (int(got[0]), int(got[1])) == (expect[0], expect[1])
            assert [int(x) for x in got[2]] == [int(x) for x in expect[2]]


def test_rules_facts_come_from_the_core() -> None:
    r = DiceRules.preset("classic", pits=[[200, 300]], dump_truck="on", negative_totals="on",
                         finish="over", barrel_at=0)
    assert r.pit_of(250) == (200, 300) and r.pit_of(301) is None
    assert r.is_dump(555) and r.is_dump(-555) and not r.is_dump(550)
    assert r.finish_met(1005) and not r.finish_met(1000)
    assert r.can_finish(0)
    assert core.stop_problem(r.core, 200, 100, True) == core.PROBLEM_PIT
    assert core.stop_problem(r.core, 200, 105, True) == core.STOP_OK
    assert core.stop_problem(r.core, 900, 100, True) == core.PROBLEM_OVER
    assert core.stop_problem(r.core, 0, 70, False) == core.PROBLEM_ENTRY
