"""Continue of a dice game with a hard seat and custom rules (issue 35, point 14): hard's
plan for those rules (finding a table, importing the solver to see whether one can be
solved) is worked out on the worker that replays the game, never on the GUI thread."""

from __future__ import annotations

import functools
import threading
from typing import Any

import pytest

from thousand_app.dice.ai import plans
from thousand_app.dice.engine import DiceGame, DiceRules
from thousand_app.storage import SeatConfig
from thousand_app.ui.common.main_window import MainWindow


def test_continue_works_out_hards_plan_off_the_gui_thread(
        window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    rules = DiceRules.preset("classic", entry_threshold=100)
    game = DiceGame(rules, 2, players=["Anna", "Boris"], seed=5)
    seats = [SeatConfig("Anna"), SeatConfig("Boris", "computer", "hard")]
    window.storage.autosave(game, seats, "g-hard")
    on_gui: list[bool] = []
    real = plans._plan_without_table.__wrapped__   # (the work behind the cache)

    @functools.lru_cache(maxsize=8)
    def spy(r: Any) -> Any:
        on_gui.append(threading.current_thread() is threading.main_thread())
        return real(r)
    monkeypatch.setattr(plans, "_plan_without_table", spy)
    window.continue_game("dice")
    assert window.controller is not None
    assert on_gui == [False]                       # worked out once, on the worker
