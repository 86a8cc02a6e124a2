"""The dice game's course on the real dice table (:mod:`thousand_app.ui.common.lessons`): the
lesson's controller is the game's own :class:`DiceController` whose throws are the lesson's
(the engine's chance actions of the script), and a practice game is a new game against a
computer player."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal

from thousand_app.dice.ai.players import THROW_AGAIN
from thousand_app.dice.engine import DiceGame, DiceRules, Throw
from thousand_app.dice.lesson_game import DiceLessons
from thousand_app.games.lessons import LessonRunner
from thousand_app.ui.common.controller_base import COMPUTER, HUMAN, Seat
from thousand_app.ui.common.i18n import QT_TRANSLATE_NOOP, translate
from thousand_app.ui.common.lessons import SCRIPT_PACE_MS, Course, LessonDriving

from .controller import DiceController
from .lessons import LESSONS, NAMES
from .screen import DiceScreen

__all__ = ["DiceLessonController", "COURSE", "course"]


class DiceLessonController(LessonDriving, DiceController):
    """A dice game driven by a lesson: its throws are the lesson's."""

    stepMade = Signal(object)
    lessonRefused = Signal(str)
    lessonFinished = Signal()

    def draw(self) -> Throw:
        """The lesson's throw when one is due in the script (else the engine's chance)."""
        if self.runner.step is not None:
            expected = self.runner.expected()
            if isinstance(expected, Throw):
                return expected
        return super().draw()

    def _draw(self) -> Any:
        return self.draw()

    def _as_submitted(self, action: Any) -> Any:
        return THROW_AGAIN if isinstance(action, Throw) else action   # (the Throw button)


def make_table(host: Any, runner: LessonRunner) -> tuple[DiceScreen, DiceLessonController]:
    you, boris = names()
    seats = [Seat(you, HUMAN), Seat(boris, COMPUTER, "easy")]
    controller = DiceLessonController(runner, seats,
                                      min(SCRIPT_PACE_MS, host.settings.ai_pace_ms))
    screen = DiceScreen(controller, host.settings, sound_player=host.sound)
    screen.start()
    return screen, controller


def practice(host: Any) -> None:
    """A new game of the classic rules against one computer player (``normal``)."""
    part = host.part("dice")
    if not host.may_replace_game("dice"):
        return
    you, boris = names()
    seats = [Seat(you, HUMAN), Seat(boris, COMPUTER, "normal")]
    game = DiceGame(DiceRules.preset("classic"), 2, players=[s.name for s in seats],
                    keep_undo=True)
    part.start_game(game, seats, allow_takebacks=True)


def names() -> list[str]:
    """The lessons' players in the user's language."""
    return [translate("Lessons", n) for n in NAMES]


COURSE = Course("dice", QT_TRANSLATE_NOOP("Lessons", "Learn the dice game"), LESSONS,
                lambda: DiceLessons(names()), make_table, practice, int)


def course() -> Course:
    return COURSE
