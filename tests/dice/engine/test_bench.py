"""The benchmark command: its figures and its driver-only floor (no timing assertions)."""

from __future__ import annotations

import json

import pytest

from thousand_app.dice.engine import bench
from thousand_app.dice.engine.actions import ROLL, DiceAction
from thousand_app.dice.engine.rules import DiceRules


@pytest.mark.slow
def test_bench_prints_its_figures(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench.main(["--json", "--seconds", "0.01", "--floor"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out) == {"games_per_s", "api_games_per_s", "steps_per_s", "driver_games_per_s",
                        "compiled"}
    assert out["compiled"] is True  # numba comes with the test extras
    assert all(out[k] > 0 for k in ("games_per_s", "api_games_per_s", "steps_per_s",
                                    "driver_games_per_s"))


def test_the_tables_follow_legal_actions() -> None:
    """The core's keep tables list each throw's keeps in DiceGame's order, with their values."""
    from thousand_app.dice.engine.actions import THROWS, Throw
    from thousand_app.dice.engine.game import DiceGame
    from thousand_app.dice.engine.events import Kept

    rules = DiceRules.preset("exact_thousand")
    _, _, empty, five, count, value, used = bench.random_tables(rules)
    throws = [t for d in range(1, 6) for t in THROWS[d]]
    for i in (0, 7, 40, 200, len(throws) - 1):
        game = DiceGame(rules, 2)
        game.turn.d = len(throws[i].faces)
        if empty[i]:
            assert count[i] == 0
            continue
        game.apply(Throw(throws[i].faces))
        if game.pending != "keep":
            assert five[i]
            continue
        keeps = game.legal_actions()
        assert count[i] == len(keeps)
        for k, keep in enumerate(keeps):
            kept = game.copy().apply(keep)[0]
            assert isinstance(kept, Kept)
            assert (value[i, k], used[i, k]) == (kept.value, len(kept.faces))


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
            for a in steps if a is not ROLL]   # (the driver throws at a choice: the record rolls)
    assert len(once) > 1000 and done == once + once  # the warm-up run, then the timed one


def test_without_numba_the_core_runs_in_python(monkeypatch: pytest.MonkeyPatch,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    def missing() -> None:
        raise ImportError("no numba")
    monkeypatch.setattr(bench, "compiled", missing)
    rate, fast = bench.core_games(0.01)
    assert rate > 0 and fast is False
    assert "numba is not installed" in capsys.readouterr().err


def test_the_rules_core_needs_no_numba() -> None:
    """numba is the benchmark's (and the solver's): the rules core the app runs never imports it."""
    import ast
    from pathlib import Path

    from thousand_app.dice.engine import core
    tree = ast.parse(Path(core.__file__).read_text("utf-8"))
    names = {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    names |= {n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
    assert not any(name.split(".")[0] == "numba" for name in names)
