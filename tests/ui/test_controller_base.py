"""The game loop of ControllerBase, driven by a tiny game of the common protocol (not a
card or dice game): whose turn, a human's move checked by the game, the computer's paced
move off the GUI thread, a move dropped by a take-back, hints."""

from __future__ import annotations

import inspect
from typing import Any, Callable, Optional

import pytest

from thousand_app.storage import SeatConfig
from thousand_app.ui.common.controller_base import ControllerBase


class RaceError(Exception):
    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class Race:
    """Two seats in turn add 1 or 2 to a total; whoever brings it to 5 or more wins."""

    n = 2
    chance_pending = False

    def __init__(self) -> None:
        self.steps: list[tuple[int, int]] = []

    @property
    def total(self) -> int:
        return sum(add for _seat, add in self.steps)

    @property
    def is_over(self) -> bool:
        return self.total >= 5

    @property
    def to_act(self) -> Optional[int]:
        return None if self.is_over else len(self.steps) % 2

    def legal_actions(self) -> list[int]:
        return [] if self.is_over else [1, 2]

    def reason(self, action: int) -> Optional[str]:
        if self.is_over:
            return "the race is over"
        return None if action in (1, 2) else "add 1 or 2"

    def apply(self, action: int) -> list[tuple[int, int]]:
        reason = self.reason(action)
        if reason is not None:
            raise RaceError(reason)
        seat = self.to_act
        assert seat is not None
        self.steps.append((seat, action))
        return [(seat, action)]

    @property
    def can_undo(self) -> bool:
        return bool(self.steps)

    def undo(self) -> bool:
        return bool(self.steps) and self.steps.pop() is not None


class RaceController(ControllerBase):
    refused = RaceError

    def __init__(self, kinds: tuple[str, str]) -> None:
        super().__init__([SeatConfig(f"P{i}", k) for i, k in enumerate(kinds)], game_id="race",
                         storage=None, pace_ms=0)
        self.game = Race()

    def _decision(self, seat: int) -> Callable[[], object]:
        return lambda: 2

    def _computer_action(self, seat: int, result: object) -> Any:
        return result

    def _hint_job(self, seat: int) -> Optional[Callable[[], object]]:
        return (lambda: 1) if self.game.to_act == seat else None

    def _takebacks_allowed(self) -> bool:
        return True

    def _steps_back(self) -> Optional[int]:
        for back, (seat, _add) in enumerate(reversed(self.game.steps), 1):
            if self.seats[seat].is_human:
                return back
        return None


def test_a_human_is_offered_his_turn_and_a_refused_move_changes_nothing(qtbot: Any) -> None:
    c = RaceController(("human", "computer"))
    messages: list[str] = []
    c.message.connect(messages.append)
    with qtbot.waitSignal(c.humanTurn) as turn:
        c.proceed()
    assert turn.args == [0] and c.waiting_for == 0
    assert not c.submit(3) and messages == ["add 1 or 2"]
    assert c.game.steps == [] and c.waiting_for == 0
    with qtbot.waitSignal(c.events) as events:
        assert c.submit(1)
    assert events.args == [[(0, 1)]] and c.waiting_for is None and c.moves == 1
    c.close()


def test_the_computer_moves_off_the_gui_thread_after_its_pace(qtbot: Any) -> None:
    c = RaceController(("human", "computer"))
    seen: list[int] = []
    c.thinking.connect(seen.append)
    c.proceed()
    c.submit(1)
    c.proceed()
    assert c.busy and seen == [1]
    qtbot.waitUntil(lambda: c.game.total == 3)
    assert not c.busy and seen == [1, -1]
    with qtbot.waitSignal(c.humanTurn):
        c.proceed()
    c.close()


def test_a_take_back_drops_the_computer_move_under_way(qtbot: Any) -> None:
    c = RaceController(("human", "computer"))
    c.proceed()
    c.submit(1)
    c.proceed()                      # the computer is thinking
    assert c.may_take_back
    with qtbot.waitSignal(c.undone):
        assert c.undo_to_human()
    assert c.game.steps == [] and not c.busy and not c.may_take_back
    c.proceed()
    c.submit(2)
    c.proceed()
    qtbot.waitUntil(lambda: not c.busy)
    assert c.game.steps == [(0, 2), (1, 2)]   # the dropped move never landed
    c.close()


def test_hints_and_no_take_back_in_hot_seat(qtbot: Any) -> None:
    c = RaceController(("human", "human"))
    c.proceed()
    with qtbot.waitSignal(c.hintReady) as hint:
        c.request_hint(0)
    assert hint.args == [0, 1]
    c.submit(2)
    assert not c.may_take_back and not c.undo_to_human()
    c.close()


@pytest.mark.parametrize("controller", ["cards", "dice", "card lesson", "dice lesson"])
def test_a_computer_turn_is_an_ordinary_decision(controller: str) -> None:
    """The opening claims are decisions like any other (issue 36, point 1): no step of a
    computer's turn, in the base or a game's controller, asks whether it is a claim."""
    from thousand_app.ui.cards.controller import GameController
    from thousand_app.ui.cards.lesson_table import CardLessonController
    from thousand_app.ui.dice.controller import DiceController
    from thousand_app.ui.dice.lesson_table import DiceLessonController

    cls = {"cards": GameController, "dice": DiceController, "card lesson": CardLessonController,
           "dice lesson": DiceLessonController}[controller]
    for step in ("_computer_turn", "_decision", "_computer_moved", "_stale", "_computer_action"):
        assert "claim" not in inspect.signature(getattr(cls, step)).parameters, step
