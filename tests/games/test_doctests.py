"""The examples in the common layer's docstrings run."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = ["thousand_app.games.protocol", "thousand_app.games.records",
           "thousand_app.games.stats", "thousand_app.games.registry",
           "thousand_app.games.latency", "thousand_app.games.tournament",
           "thousand_app.games.options"]


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name))
    assert result.failed == 0


def test_stats_agree_with_known_values() -> None:
    from thousand_app.games.stats import mean_ci, wilson
    p, lo, hi = wilson(50, 100)
    assert p == 0.5 and lo == pytest.approx(0.4038, abs=1e-4) and hi == pytest.approx(0.5962, abs=1e-4)
    assert wilson(0, 10)[1] == 0.0 and wilson(10, 10)[2] == pytest.approx(1.0)
    assert wilson(0, 0) == (0.0, 0.0, 1.0)
    m, lo, hi = mean_ci([2.0, 4.0, 6.0, 8.0])
    assert m == 5.0 and lo < 5.0 < hi and hi - m == pytest.approx(m - lo)
    with pytest.raises(ValueError):
        mean_ci([])


def test_both_latency_commands_print_the_same_figures(capsys: pytest.CaptureFixture[str]) -> None:
    import json

    from thousand_app.cards.ai import latency as card_latency
    from thousand_app.dice.ai import latency as dice_latency
    assert card_latency.main(["--deals", "1", "--levels", "easy", "--json"]) == 0
    cards = json.loads(capsys.readouterr().out)
    assert dice_latency.main(["--games", "1", "--levels", "easy,normal", "--json"]) == 0
    dice = json.loads(capsys.readouterr().out)
    assert set(dice) == {"easy", "normal"}
    keys = {"p50_s", "p95_s", "max_s", "decisions"}
    assert set(cards["easy"]) == set(dice["easy"]) == keys
    for r in (cards["easy"], dice["normal"]):
        assert r["decisions"] > 0 and 0 <= r["p50_s"] <= r["p95_s"] <= r["max_s"]
