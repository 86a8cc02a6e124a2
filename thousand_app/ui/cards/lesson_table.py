"""The card game's course on the real card table (:mod:`thousand_app.ui.common.lessons`): the
lesson's controller is the game's own :class:`GameController` driven by the lesson's script,
and a practice game is a new game against two computer players."""

from __future__ import annotations

import random
from functools import partial
from typing import Any, Callable, Optional

from PySide6.QtCore import Signal

from thousand_app.cards.engine import Card, Dark, Game, Redeal, Rules
from thousand_app.cards.lesson_game import CardLessons
from thousand_app.games.lessons import LessonRunner
from thousand_app.storage.savefile import GameExtras
from thousand_app.ui.common.controller_base import COMPUTER, HUMAN, Seat
from thousand_app.ui.common.i18n import QT_TRANSLATE_NOOP, translate
from thousand_app.ui.common.lessons import SCRIPT_PACE_MS, Course, LessonDriving

from .controller import GameController
from .game_screen import GameScreen
from .lessons import LESSONS, NAMES

__all__ = ["CardLessonController", "COURSE", "course"]


class CardLessonController(LessonDriving, GameController):
    """A card game driven by a lesson: the script's moves are made for the other seats (and
    for the learner where the lesson says so), the learner's moves are checked by the
    lesson."""

    stepMade = Signal(object)
    lessonRefused = Signal(str)
    lessonFinished = Signal()

    def next_deal(self) -> None:
        """A lesson is one deal: no next one."""

    def point_at_move(self, seat: int) -> None:
        """The lesson's card under the cursor, as a hint shows it (at once: the table's
        prompt is up)."""
        step = self.runner.step
        if step is not None and step.you and not isinstance(self.runner.expected(),
                                                             (Redeal, Dark)):
            self.hintReady.emit(seat, self.runner.expected())

    def _hint_job(self, seat: int) -> Optional[Callable[[], object]]:
        """The hint is the lesson's move."""
        step = self.runner.step
        if step is None or not step.you:
            return None
        return partial(lambda a: a, self.runner.expected())


def make_table(host: Any, runner: LessonRunner) -> tuple[GameScreen, CardLessonController]:
    you, *others = names(int(runner.lesson.setup.get("players", 3)))
    seats = [Seat(you, HUMAN)] + [Seat(n, COMPUTER, "easy") for n in others]
    controller = CardLessonController(runner, seats,
                                      min(SCRIPT_PACE_MS, host.settings.ai_pace_ms))
    s = host.settings
    screen = GameScreen(controller, host.deck, s.animation_speed, False)
    screen.overlays.summary.next_button.hide()   # (a lesson is one deal: the panel says what next)
    return screen, controller


def practice(host: Any) -> None:
    """A new game of the classic rules against two computer players (``normal``)."""
    part = host.part("cards")
    if not host.may_replace_game("cards"):
        return
    you, *others = names(3)
    seats = [Seat(you, HUMAN)] + [Seat(n, COMPUTER, "normal") for n in others]
    chance = random.SystemRandom()
    game = Game(Rules.preset("classic"), 3, players=[s.name for s in seats],
                rng=random.Random(), first_dealer=chance.randrange(3), deal=False)
    game.apply(game.sample_chance(chance))
    part.start_game(game, seats, extras=GameExtras(allow_takebacks=True))


def names(players: int = len(NAMES)) -> list[str]:
    """The lessons' players in the user's language (the first ``players`` of them)."""
    return [translate("Lessons", n) for n in NAMES[:players]]


COURSE = Course("cards", QT_TRANSLATE_NOOP("Lessons", "Learn the card game"), LESSONS,
                lambda: CardLessons(names()), make_table, practice, Card.parse)


def course() -> Course:
    return COURSE
