"""The dice game's stage of the app's smoke test (``thousand --smoke-test``): three computer
players (easy, normal, hard) play to the winner, and hard must have played by its solved
table; and what the dice players need of the install (:func:`check_data`)."""

from __future__ import annotations

import random
from typing import Any, Callable

from thousand_app.dice.ai import tables
from thousand_app.dice.ai.players import HardPlayer
from thousand_app.dice.engine import DiceGame, DiceRules
from thousand_app.ui.common.game_ui import SmokeStage

from .controller import COMPUTER, Seat

__all__ = ["check_data", "smoke_stages"]


class DiceGameStage(SmokeStage):
    name = "dice game"

    def __init__(self) -> None:
        self.turns = 0

    def start(self, window: Any, fail: Callable[[str], None]) -> None:
        seats = [Seat(n, COMPUTER, level) for n, level in zip("DEF", ("easy", "normal", "hard"))]
        game = DiceGame(DiceRules(), 3, players=[s.name for s in seats],
                        seed=random.randrange(1 << 30))
        window.part("dice").start_game(game, seats)

    def check(self, window: Any, fail: Callable[[str], None]) -> bool:
        dc = window.part("dice").controller
        if dc is None or dc.game.winner is None:
            return False
        self.turns = len(dc.game.history)
        hard = [p for p in dc.players.values() if isinstance(p, HardPlayer)]
        if not hard or not all(p.table_loaded(dc.game.rules) for p in hard):
            fail("the hard player did not play by its solved table")
            return False
        return True

    def figures(self) -> str:
        return f"a dice game of {self.turns} turns"


def lesson_stage() -> SmokeStage:
    """The course: the first lesson opens and its first move is made."""
    from thousand_app.ui.common.lessons import LessonStage

    from .lesson_table import course
    return LessonStage(course)


def smoke_stages() -> list[SmokeStage]:
    return [DiceGameStage(), lesson_stage()]


def check_data(window: Any) -> list[str]:
    """The dice players' solved table of the standard rules is installed."""
    if tables.table_for(DiceRules(), tables.DATA_DIR) is None:
        return [f"the dice players' solved table is not in {tables.DATA_DIR}"]
    return []
