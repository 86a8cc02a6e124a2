"""The engine bench's comparison of source trees (``--compare``), which gives the figures
of docs/engine-api.md: each tree measured in its own process, by the clock asked for."""

from __future__ import annotations

import time
from pathlib import Path

from thousand_app.cards.engine import bench

ROOT = Path(__file__).resolve().parents[3]


def test_compare_measures_each_tree_in_turn_and_gives_ratios_to_the_first() -> None:
    lines: list[str] = []
    result = bench.compare([str(ROOT), str(ROOT)], 1, 0.01, "cpu", out=lines.append)
    assert result["clock"] == "cpu" and len(result["load_average"]) == 3
    assert len(lines) == 2 and all(str(ROOT) in line for line in lines)
    first = result["trees"][str(ROOT)]     # (the same tree twice: one entry, its own ratio)
    assert set(first) == set(bench.FIGURES)
    for figure in first.values():
        assert figure["median"] > 0 and figure["ratio"] == 1.0


def test_the_cpu_clock_is_given_back() -> None:
    figures = bench.measure(0.01, "cpu")
    assert set(figures) == set(bench.FIGURES) and all(v > 0 for v in figures.values())
    assert bench.time is time
