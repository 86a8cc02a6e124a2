"""Which table hard plays with a rule set: options without effect do not change it, other
rule sets are solved on demand into a cache folder, and what hard plays is always said."""

from __future__ import annotations

from pathlib import Path
from typing import Iterator

import pytest

from thousand_app.dice.engine import DiceGame
from thousand_app.dice.ai import tables
from thousand_app.dice.ai.model import PState
from thousand_app.dice.ai.players import HardPlayer
from thousand_app.dice.ai.plans import hard_plan
from thousand_app.dice.ai.tables import (DATA_DIR, set_cache_dir, table_for, table_options,
                                         table_path)
from thousand_app.dice.engine.rules import DiceRules

pytestmark = pytest.mark.slow


@pytest.fixture(autouse=True)
def no_cache_dir() -> Iterator[None]:
    set_cache_dir(None)
    yield
    set_cache_dir(None)


@pytest.mark.parametrize("preset, options", [
    ("classic", {"bolt_penalty": 50, "bolt_limit": 7}),          # bolts are off
    ("classic", {"overshoot_penalty_every": 3, "overshoot_zero_at": 4}),  # finish = reach
    ("classic", {"dump_truck_value": 300}),                      # no dump truck
    ("classic", {"barrel_penalty": 35}),                         # falls go to the entry
    ("classic", {"barrel_fall": "threshold"}),                   # the table's own reading
    ("exact_thousand", {"barrel_attempts": 2, "barrel_fall": "zero"}),  # no barrel
    ("barrel_900", {"bolt_penalty": 5}),
])
def test_options_without_effect_keep_the_presets_table(preset: str,
                                                       options: dict[str, object]) -> None:
    rules = DiceRules.preset(preset, **options)
    assert rules.options() != DiceRules.preset(preset).options()
    if not table_path(DATA_DIR, preset).exists():
        pytest.skip(f"no shipped table for {preset}")
    table = table_for(rules)
    assert table is not None and table.table.preset == preset
    assert hard_plan(rules).kind == "table"
    # and the same game under another preset's name finds it too
    assert table_for(DiceRules.from_options("classic", rules.options())) is not None


def test_table_options_reset_what_cannot_apply() -> None:
    classic = DiceRules.preset("classic").options()
    assert table_options({**classic, "bolt_penalty": 5}) == table_options(classic)
    assert table_options({**classic, "entry_threshold": 50}) != table_options(classic)
    # a table that keeps the entry scores tells the two falls apart
    assert (table_options({**classic, "barrel_fall": "threshold"}, entry_scores=True)
            != table_options(classic, entry_scores=True))


def test_what_hard_plays_is_said_for_every_rule_set() -> None:
    pytest.importorskip("numba")
    assert hard_plan(DiceRules.preset("classic", entry_threshold=50)).kind == "solve"
    neg = hard_plan(DiceRules.preset("classic", negative_totals="on"))
    assert (neg.kind, neg.reason) == ("normal", "negative_totals")
    big = hard_plan(DiceRules.preset("classic", target=5000, barrel_at=0))
    assert (big.kind, big.reason) == ("normal", "too_large")


def test_a_rule_set_without_a_table_is_solved_into_the_cache_folder(tmp_path: Path) -> None:
    pytest.importorskip("numba")
    from thousand_app.dice.ai.solver import solve_custom

    rules = DiceRules.preset("classic", target=150, barrel_at=100, entry_threshold=25,
                             bolts="bust", bolt_limit=2)
    set_cache_dir(tmp_path)
    assert table_for(rules) is None and hard_plan(rules).kind == "solve"
    game = DiceGame(rules, 2)
    hard = HardPlayer(0)
    assert hard.turn_values(game.observation(0)) is None      # plays like normal meanwhile
    seen: list[float] = []
    path = solve_custom(rules, tmp_path, tol=1e-9, progress=seen.append)
    assert path.parent == tmp_path and path.exists()
    assert seen and seen[-1] == 1.0 and all(0.0 <= f <= 1.0 for f in seen)
    tables.forget()
    table = table_for(rules)
    assert table is not None and table.table.detail.counters  # the bolts are kept (2 values)
    assert hard_plan(rules).kind == "table"
    tv = hard.turn_values(game.observation(0))                 # the same player picks it up
    assert tv is not None and abs(tv.start - table.value(PState(0), PState(0))) <= 1e-8
