"""Continue of a dice game with a hard seat and custom rules (issue 35, point 14): hard's
plan for those rules (finding a table, importing the solver to see whether one can be
solved) is worked out on the worker that replays the game, never on the GUI thread."""

from __future__ import annotations

import functools
import logging
import threading
from typing import Any

import pytest

from thousand_app.dice.ai import plans
from thousand_app.dice.engine import DiceGame, DiceRules
from thousand_app.storage import SeatConfig
from thousand_app.ui.common.main_window import MainWindow
from thousand_app.ui.dice.hard import HardTableSolver


def test_continue_works_out_hards_plan_off_the_gui_thread(
        window: MainWindow, monkeypatch: pytest.MonkeyPatch,
        caplog: pytest.LogCaptureFixture) -> None:
    rules = DiceRules.preset("classic", entry_threshold=100)
    game = DiceGame(rules, 2, players=["Anna", "Boris"], seed=5)
    seats = [SeatConfig("Anna"), SeatConfig("Boris", "computer", "hard")]
    window.storage.autosave(game, seats, "g-hard")
    gui = threading.current_thread()
    on_gui: list[bool] = []
    real = plans._plan_without_table.__wrapped__   # (the work behind the cache)

    @functools.lru_cache(maxsize=8)
    def spy(r: Any) -> Any:
        on_gui.append(threading.current_thread() is gui)
        return real(r)
    monkeypatch.setattr(plans, "_plan_without_table", spy)
    # (the game would start solving a table for these rules in a process of its own)
    monkeypatch.setattr(HardTableSolver, "start", lambda self: None)
    with caplog.at_level(logging.ERROR, logger="thousand.ui"):
        window.continue_game("dice")
    assert window.controller is not None
    assert on_gui == [False], caplog.text           # worked out once, on the worker
