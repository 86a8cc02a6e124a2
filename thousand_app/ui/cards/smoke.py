"""The card game's stages of the app's smoke test (``thousand --smoke-test``).

- card deal: three computer players (every level the app offers) play deals until one is
  played out trick by trick (a redeal or a conceded deal does not count) and its summary is
  on the screen;
- deal review: the review of that deal is opened as from the menu and seat 0's decisions are
  analysed (a tiny budget) on worker processes, which must have been seen running;
- coach: a game of a person against two computer players with the coach on; once the
  person's turn is offered, the coach's answer on one of his moves must come back from its
  worker thread (issue 37).
"""

from __future__ import annotations

import multiprocessing
import random
from typing import Any, Callable

from thousand_app.cards.engine import Dark, Decline, Game, Redeal, Rules
from thousand_app.ui.common.game_ui import SmokeStage

from .controller import COMPUTER, HUMAN, Seat

__all__ = ["SMOKE_BUDGET", "SMOKE_WORKERS", "smoke_stages"]

#: The smoke test's analysis: its search budget per decision and its worker processes.
SMOKE_BUDGET, SMOKE_WORKERS = 0.02, 2

Fail = Callable[[str], None]


def computer_seats(names: str, levels: tuple[str, ...] = ("easy", "normal", "hard")
                   ) -> tuple[list[Seat], dict[str, Any]]:
    """Computer seats of the given levels, and their game's players and seed."""
    seats = [Seat(n, COMPUTER, level) for n, level in zip(names, levels)]
    return seats, {"players": [s.name for s in seats], "seed": random.randrange(1 << 30)}


class CardDeal(SmokeStage):
    name = "card deal"

    def __init__(self) -> None:
        self.deals = self.events = 0

    def start(self, window: Any, fail: Fail) -> None:
        seats, game = computer_seats("ABC")
        window.part("cards").start_game(Game(Rules(), 3, **game), seats)

    def check(self, window: Any, fail: Fail) -> bool:
        part = window.part("cards")
        c, screen = part.controller, part.screen
        if (c is None or screen is None or not screen.overlays.summary.isVisible()
                or not c.game.history):
            return False
        last = c.game.history[-1]
        self.deals = len(c.game.history)
        if last.redeal or last.conceded:
            screen.overlays.summary.next.emit()  # not played out: on to the next deal
            return False
        self.events = len(c.game.deal_events())
        return True

    def figures(self) -> str:
        return f"{self.deals} deal(s), the last played out in {self.events} events"


class DealReview(SmokeStage):
    name = "deal review"

    def __init__(self) -> None:
        self.workers_seen: set[int] = set()
        self.decisions = 0

    def start(self, window: Any, fail: Fail) -> None:
        window.review_deals()
        review = window.part("cards").review_window
        if review is None:
            return fail("the review did not open")
        review.budget, review.workers = SMOKE_BUDGET, SMOKE_WORKERS
        review.analyse()
        if not review.busy:
            fail(f"the analysis did not start ({review.status.text()})")

    def check(self, window: Any, fail: Fail) -> bool:
        review = window.part("cards").review_window
        if review is None:
            fail("the review window went away")
            return False
        self.workers_seen.update(p.pid for p in multiprocessing.active_children() if p.pid)
        if review.busy:
            return False
        analysis = review.analysis
        if analysis is None or not getattr(analysis, "decisions", ()):
            fail(f"no analysis ({review.status.text()})")
            return False
        if not self.workers_seen:
            fail("the analysis ran on no worker process")
            return False
        self.decisions = len(analysis.decisions)
        review.close()
        return True

    def figures(self) -> str:
        return (f"{self.decisions} decisions analysed on {len(self.workers_seen)} worker "
                f"processes")


class CoachAsked(SmokeStage):
    name = "coach"

    def __init__(self) -> None:
        self.said = ""

    def start(self, window: Any, fail: Fail) -> None:
        seats = [Seat("A", HUMAN), *computer_seats("BC", ("easy", "easy"))[0]]
        window.part("cards").start_game(
            Game(Rules(), 3, players=[s.name for s in seats], seed=random.randrange(1 << 30)),
            seats)
        c = window.part("cards").controller
        if c is None:
            return fail("no game to coach")
        c.coach.on = True          # (whatever the settings say)

    def check(self, window: Any, fail: Fail) -> bool:
        c = window.part("cards").controller
        if c is None or c.waiting_for != 0:
            return False
        if not c.coach_judges(0):
            # A turn the coach does not judge (a claim to make or decline, a redeal, a
            # single move): answered, and the next turn is looked at.
            legal = c.game.legal_actions(0)
            c.submit(next((a for a in legal if isinstance(a, Decline)), next(
                (a for a in legal if not isinstance(a, (Redeal, Dark))), legal[0])))
            return False
        for a in c.game.legal_actions(0):
            advice = c.coach.advice((str(a),))
            if advice is not None:
                self.said = f"{advice.move}: cost {advice.cost:.1f} {advice.unit}"
                return True
        return False

    def figures(self) -> str:
        return f"the coach answered ({self.said})" if self.said else "the coach said nothing"


def lesson_stage() -> SmokeStage:
    """The course: the first lesson opens and its first move is made."""
    from thousand_app.ui.common.lessons import LessonStage

    from .lesson_table import course
    return LessonStage(course)


def smoke_stages() -> list[SmokeStage]:
    return [CardDeal(), DealReview(), CoachAsked(), lesson_stage()]
