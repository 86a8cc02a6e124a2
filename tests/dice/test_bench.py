"""The benchmark command: its figures and its driver-only floor (no timing assertions)."""

from __future__ import annotations

import json

import pytest

from thousand_app.dice import bench
from thousand_app.dice.actions import DiceAction
from thousand_app.dice.rules import DiceRules


def test_bench_prints_its_figures(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench.main(["--json", "--seconds", "0.01", "--floor"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out) == {"games_per_s", "steps_per_s", "driver_games_per_s"}
    assert all(v > 0 for v in out.values())


def test_the_floor_replays_the_same_choices(monkeypatch: pytest.MonkeyPatch) -> None:
    """The stub offers the recorded states, and the driver's random stream is the one of the
    real games: it makes the very same actions, to the last step of every game."""
    done: list[DiceAction] = []
    plain = bench._Script.apply

    def watching(self: bench._Script, action: DiceAction) -> list[object]:
        done.append(action)
        return plain(self, action)
    monkeypatch.setattr(bench._Script, "apply", watching)
    bench.driver_floor(0.0, seed=3)
    rules = DiceRules()
    once = [a for i in range(10) for _, steps in bench.random_game(rules, 3, 3 + i).turns
            for a in steps]
    assert len(once) > 1000 and done == once + once  # the warm-up run, then the timed one
