"""What hard plays where the app cannot solve a table: the packaged app holds no solver (a fast
test; the solves themselves are in ``test_hard_tables.py``)."""

from __future__ import annotations

import sys

import pytest

import thousand_app.dice.ai as ai
from thousand_app.dice.ai import plans
from thousand_app.dice.ai.players import HardPlayer, NormalPlayer
from thousand_app.dice.ai.plans import hard_plan
from thousand_app.dice.engine import DiceGame, DiceRules


@pytest.mark.parametrize("how", ["no solver module", "a packaged program"])
def test_without_the_solver_hard_plays_like_normal(how: str,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """The packaged app holds no solver (``packaging/module_coverage.py`` leaves it out), and
    a frozen program could not run it as ``python -m``: a rule set without a shipped table is
    played like normal (reason ``no_solver``, what the new-game dialog then says); the shipped
    tables are still played."""
    if how == "no solver module":   # what an import in the package meets
        monkeypatch.delattr(ai, "solver", raising=False)
        monkeypatch.setitem(sys.modules, "thousand_app.dice.ai.solver", None)
    else:
        monkeypatch.setattr(sys, "frozen", True, raising=False)
    plans._plan_without_table.cache_clear()
    try:
        rules = DiceRules.preset("classic", entry_threshold=50)
        plan = hard_plan(rules)
        assert (plan.kind, plan.reason) == ("normal", "no_solver")
        assert hard_plan(DiceRules.preset("classic")).kind == "table"
        game = DiceGame(rules, 2, seed=3)
        hard, normal = HardPlayer(0), NormalPlayer(0)
        obs = game.observation(game.to_act)
        assert hard.turn_values(obs) is None and hard.act(obs) == normal.act(obs)
    finally:
        plans._plan_without_table.cache_clear()
