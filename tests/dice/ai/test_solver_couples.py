"""The solver's couples of turn starts {(m, o), (o, m)}, each solved exactly in a sweep
(:func:`thousand_app.dice.ai.solver._solve_couple`): a board whose only cycles are the
couples is solved in one sweep, the root takes few evaluations, and the shipped tables
stay fixed points of a sweep."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from thousand_app.dice.ai.model import Detail, PState, throw_table
from thousand_app.dice.ai.tables import DATA_DIR, read_table, table_path
from thousand_app.dice.engine.rules import DiceRules

#: No barrel, no pits, no penalties: a stop raises the sum of both totals and a bust
#: hands (m, o) over to (o, m), so the couples, by descending sums, are the only cycles.
NO_FALLS = dict(target=150, barrel_at=0, entry_threshold=25)


@pytest.mark.slow
@pytest.mark.parametrize("options", [{}, {"five_ones": "win", "hot_dice": "continue"}],
                         ids=["classic", "five 1s win"])
def test_a_board_without_falls_is_solved_in_one_sweep(options: dict[str, str]) -> None:
    """From 1/2 everywhere, one sweep by descending sums solves each couple with the
    higher ones already final: the table is then the fixed point to rounding (two plain
    rounds of each couple and their extrapolation, as the solver did before, left it
    0.06 off)."""
    pytest.importorskip("numba")
    from thousand_app.dice.ai.solver import bellman_residual, solve
    sol = solve(DiceRules.preset("classic", **NO_FALLS, **options), tol=0.0, max_sweeps=1)
    assert sol.sweeps == 1
    assert sol.residual <= 1e-13 and bellman_residual(sol) <= 1e-13


def _arrays(rules: DiceRules, states: list[PState], detail: Detail = Detail()) -> Any:
    """The solver's compiled sweep for ``states`` (its ``_Arrays``)."""
    from thousand_app.dice.ai.solver import _Arrays, _prepare
    return _Arrays(rules, _prepare(rules, states, detail), throw_table(rules), states)


@pytest.mark.slow
def test_a_couple_takes_few_evaluations() -> None:
    """The turn value is linear in the couple's unknown while the policies stay, so the
    secant through the current value and one plain round lands on the root: about three
    evaluations a couple (one where nothing moves), even where a bust hands the couple
    back at almost every turn (below the barrel, throwing on for five 1s)."""
    pytest.importorskip("numba")
    from thousand_app.dice.ai.solver import reduced_states
    rules = DiceRules.preset("classic", target=150, barrel_at=100, entry_threshold=25,
                             five_ones="win", hot_dice="continue")
    states = reduced_states(rules)
    arrays = _arrays(rules, states)
    w = np.full((len(states), len(states)), 0.5)
    means = []
    for _ in range(8):
        arrays.sweep(w, w)
        evals = arrays.evals
        assert evals.min() >= 1
        means.append(float(evals.mean()))
    assert max(means[2:]) <= 3.5


@pytest.mark.slow
@pytest.mark.parametrize("preset", ["classic", "exact_thousand"])
def test_a_shipped_table_is_a_fixed_point_of_a_sweep(preset: str) -> None:
    """One Gauss–Seidel sweep from a shipped table (solved to a residual below 1e-9)
    moves no entry by more than about its residual."""
    pytest.importorskip("numba")
    path = table_path(DATA_DIR, preset)
    if not path.exists():
        pytest.skip(f"no shipped table for {preset}")
    t = read_table(path)
    rules = DiceRules.preset(preset)
    arrays = _arrays(rules, t.states, t.detail)
    w = np.array(t.win, dtype=np.float64).reshape(len(t.states), -1)
    assert arrays.sweep(w, w) <= 1e-9
