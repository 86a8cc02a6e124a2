"""Hard with any rule set: the new-game dialog says what hard plays where it has no solved
table, and a game with such rules solves one in the background with a progress bar."""

from __future__ import annotations

import random
from typing import Any, Iterator

import pytest
from PySide6.QtWidgets import QProgressBar

from thousand_app.dice.engine import DiceGame, DiceRules
from thousand_app.dice.ai import plans, tables
from thousand_app.storage import SeatConfig
from thousand_app.ui.dice.hard import hard_note
from thousand_app.ui.dice.newgame import DiceNewGameDialog
from thousand_app.ui.common.main_window import MainWindow

pytestmark = pytest.mark.slow

TINY = dict(target=150, barrel_at=100, entry_threshold=25, bolts="bust", bolt_limit=2)


@pytest.fixture(autouse=True)
def no_cache_dir() -> Iterator[None]:
    tables.set_cache_dir(None)
    yield
    tables.set_cache_dir(None)


def test_the_dialog_says_what_hard_plays_without_a_solved_table(qtbot: Any) -> None:
    pytest.importorskip("numba")
    d = DiceNewGameDialog(None, rng=random.Random(1))
    qtbot.addWidget(d)
    d.set_seat(1, "computer", "hard")
    d.editors["bolt_penalty"].set_value(50)        # no effect with bolts off: the table
    assert d.hard_note.isHidden() and d.rules().options() != DiceRules().options()
    d.editors["entry_threshold"].set_value(50)     # another game: no table yet
    note = hard_note(d.rules())
    assert note is not None and "normal" in note
    assert not d.hard_note.isHidden() and d.hard_note.text() == note
    d.set_seat(1, "computer", "normal")            # no hard seat: nothing to say
    assert d.hard_note.isHidden()
    d.set_seat(1, "computer", "hard")
    d.editors["negative_totals"].set_value("on")   # not solvable: said as well
    assert "negative" in d.hard_note.text() and not d.hard_note.isHidden()


def test_a_game_with_new_rules_solves_hards_table_in_the_background(
        qtbot: Any, window: MainWindow) -> None:
    pytest.importorskip("numba")
    folder = tables.cache_dir()
    assert folder is not None and folder.parent == window.storage.data_dir
    rules = DiceRules.preset("classic", **TINY)
    assert plans.hard_plan(rules).kind == "solve"
    seats = [SeatConfig("Anna"), SeatConfig("Boris", "computer", "hard")]
    window.part("dice").start_game(DiceGame(rules, 2, players=["Anna", "Boris"]), seats)
    solver = window.part("dice").hard_solver
    assert solver is not None
    bars = window.statusBar().findChildren(QProgressBar, "diceHardSolveBar")
    assert len(bars) == 1 and "%" in bars[0].format()
    values: list[int] = []
    solver.progress.connect(values.append)
    results: list[bool] = []
    solver.done.connect(results.append)
    qtbot.waitUntil(lambda: bool(results), timeout=240000)
    assert results == [True] and window.part("dice").hard_solver is None
    assert values and values[-1] == 100
    assert plans.hard_plan(rules).kind == "table"
    assert tables.table_for(rules) is not None
    assert "solved" in window.statusBar().currentMessage()
    assert not any(b.isVisible() for b in window.statusBar().findChildren(
        QProgressBar, "diceHardSolveBar"))


def test_without_a_solver_the_note_says_hard_plays_like_normal(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The packaged app (no solver in it): the note the new-game dialog shows says hard plays
    like normal with rules it has no table for, and nothing is solved in the background."""
    import sys

    monkeypatch.setattr(sys, "frozen", True, raising=False)
    plans._plan_without_table.cache_clear()
    try:
        rules = DiceRules.preset("classic", entry_threshold=50)
        assert plans.hard_plan(rules).kind == "normal"
        note = hard_note(rules)
        assert note is not None and "cannot solve" in note and "normal" in note
        assert hard_note(DiceRules.preset("classic")) is None
    finally:
        plans._plan_without_table.cache_clear()
