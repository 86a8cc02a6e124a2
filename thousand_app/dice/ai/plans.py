"""What ``hard`` plays with a rule set: a solved table, one to solve here first, or ``normal``.

Apart from :mod:`.tables` (which reads tables and never solves one) because it asks the solver
(:mod:`.solver`, numpy and numba) whether it could solve the rule set, and the solver reads and
writes tables.  The packaged app holds no solver (``packaging/module_coverage.py`` leaves it
out): there, as without numpy and numba, hard plays like ``normal`` with a rule set that has
no shipped table.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from thousand_app.dice.engine.rules import DiceRules

from .tables import find_table


@dataclass(frozen=True)
class HardPlan:
    """What ``hard`` plays with a rule set: ``kind`` is ``"table"`` (a table solved for
    its game, ``path``), ``"solve"`` (none yet, one can be solved here, in the background:
    until it is ready hard plays like ``normal``) or ``"normal"`` (none, and none can be
    solved here: hard plays like ``normal``; ``reason`` is ``"no_solver"``, numpy and
    numba are missing or this is the packaged app, which holds no solver, ``"too_large"`` or
    ``"negative_totals"``)."""

    kind: str
    reason: str = ""
    path: Path | None = None


def hard_plan(rules: DiceRules) -> HardPlan:
    """What ``hard`` plays with ``rules`` (the shipped tables, then the cache folder)."""
    path = find_table(rules)
    if path is not None:
        return HardPlan("table", path=path)
    return _plan_without_table(rules)


@lru_cache(maxsize=64)
def _plan_without_table(rules: DiceRules) -> HardPlan:
    if rules.negative_totals:
        return HardPlan("normal", "negative_totals")
    if getattr(sys, "frozen", False):   # the solve runs as ``python -m ...solver``: a
        return HardPlan("normal", "no_solver")   # packaged program is no Python to run it
    try:
        from . import solver
    except ImportError:   # no numpy or numba, or no solver module (a package holds none)
        return HardPlan("normal", "no_solver")
    if solver.plan(rules) is None:
        return HardPlan("normal", "too_large")
    return HardPlan("solve")
