"""The course's lessons, for either game (issue 37): a lesson is a prepared deal or throw and
the moves made on it, replayed by the game's own engine; the learner makes some of them.

A game gives its lessons as data (:class:`Lesson`: a setup the game turns into a fresh engine
game, and :class:`Step`\\ s, each one move in the game's record notation) and an adapter
(:class:`LessonGame`: how to start the engine game from the setup, parse a move, ask the
engine why a move is refused).  :class:`LessonRunner` walks a lesson: the steps that are not
the learner's are made for him (they are moves of the script, never a rule of the lesson's
own), the learner's step waits for his move, and a move other than the lesson's is refused
with the engine's reason when the engine refuses it, else with the lesson's hint.  Everything
here is plain Python: a test drives every lesson headless through the same runner the table
uses.  The texts are English sources, marked for translation where the lessons are written;
the UI translates them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Optional, Protocol, Sequence

__all__ = ["Step", "Lesson", "LessonGame", "LessonRunner", "Refusal", "course_state",
           "mark_done", "TEXT_CONTEXT"]

#: The translation context of every lesson text.
TEXT_CONTEXT = "Lessons"


@dataclass(frozen=True)
class Step:
    """One move of the lesson's script, in the game's record notation (``"0 bid 120"``,
    ``"keep 1 5"``).  ``you``: the learner makes it (``hint`` says what to do, shown before
    the move and when he tries another); ``text``: what the lesson says once it is made;
    ``show``: what the table points at then (cards or dice, in the game's notation)."""

    move: str
    you: bool = False
    hint: str = ""
    text: str = ""
    show: tuple[str, ...] = ()


@dataclass(frozen=True)
class Lesson:
    """One short lesson: an idea (``title``, ``intro``), the rules it teaches (``rules``:
    anchors of the project's rules documents, ``"rules.md#4-the-auction"``), the prepared
    game (``setup``, read by the game's :class:`LessonGame`) and the script."""

    id: str
    title: str
    intro: str
    rules: tuple[str, ...]
    setup: Mapping[str, Any]
    steps: tuple[Step, ...]
    outro: str = ""


class LessonGame(Protocol):
    """What a game gives the runner."""

    def start(self, setup: Mapping[str, Any]) -> Any:
        """A fresh engine game set up as the lesson says (the deal or throws fixed through
        the engine's own dealing API)."""

    def parse(self, game: Any, move: str) -> Any:
        """The action of a step's move (raises ``ValueError`` for a bad one)."""

    def same(self, game: Any, action: Any, expected: Any) -> bool:
        """Whether the learner's ``action`` is the lesson's ``expected`` one."""

    def reason(self, game: Any, action: Any) -> Optional[str]:
        """Why the engine refuses ``action`` now (None: it is legal)."""

    def apply(self, game: Any, action: Any) -> list[Any]:
        """Make the move through the engine; its events."""


@dataclass(frozen=True)
class Refusal:
    """A learner's move refused: ``engine`` the engine's reason (its words, to be worded by
    the game's UI) or else ``hint`` the lesson's."""

    engine: Optional[str] = None
    hint: str = ""


@dataclass
class LessonRunner:
    """Walks one lesson over a fresh engine game."""

    lesson: Lesson
    adapter: LessonGame
    game: Any = None
    done_steps: int = 0
    #: Every move made so far: (step, events).
    made: list[tuple[Step, list[Any]]] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.game = self.adapter.start(self.lesson.setup)

    @property
    def finished(self) -> bool:
        return self.done_steps >= len(self.lesson.steps)

    @property
    def step(self) -> Optional[Step]:
        """The step to make next (None once the lesson is over)."""
        return None if self.finished else self.lesson.steps[self.done_steps]

    def expected(self) -> Any:
        """The action of the next step."""
        step = self.step
        if step is None:
            raise ValueError("the lesson is over")
        return self.adapter.parse(self.game, step.move)

    def advance(self) -> list[Any]:
        """Make the next step's move (the script's); its events."""
        step = self.step
        if step is None:
            raise ValueError("the lesson is over")
        events = self.adapter.apply(self.game, self.expected())
        self.moved(events)
        return events

    def moved(self, events: list[Any]) -> Step:
        """The next step's move was made on the game (by the runner, or by a table's
        controller that applied it): count it; the step."""
        step = self.step
        if step is None:
            raise ValueError("the lesson is over")
        self.done_steps += 1
        self.made.append((step, events))
        return step

    def run_script(self) -> list[tuple[Step, list[Any]]]:
        """Make every step up to the learner's next one (or the end)."""
        out = []
        while self.step is not None and not self.step.you:
            step = self.step
            out.append((step, self.advance()))
        return out

    def check(self, action: Any) -> Optional[Refusal]:
        """Whether the learner may make ``action`` now: None when it is the lesson's move,
        else why not (the engine's reason when it refuses it, the lesson's hint else)."""
        step = self.step
        if step is None or not step.you:
            return Refusal(hint=step.hint if step is not None else "")
        expected = self.expected()
        if self.adapter.same(self.game, action, expected):
            return None
        reason = self.adapter.reason(self.game, action)
        return Refusal(engine=reason, hint=step.hint)

    def attempt(self, action: Any) -> Optional[Refusal]:
        """The learner's move: made (None) or refused (the game unchanged)."""
        refusal = self.check(action)
        if refusal is None:
            self.advance()
        return refusal

    def complete(self, learner: Callable[["LessonRunner"], Any] | None = None) -> None:
        """Drive the lesson to its end (tests): the learner makes each of his steps with
        ``learner(runner)``'s action, else the lesson's own."""
        while not self.finished:
            self.run_script()
            if self.finished:
                break
            action = learner(self) if learner is not None else self.expected()
            refusal = self.attempt(action)
            if refusal is not None:
                raise ValueError(f"lesson {self.lesson.id}: step {self.done_steps} "
                                 f"({self.step.move if self.step else ''}) refused: "
                                 f"{refusal.engine or refusal.hint}")


def course_state(course: Mapping[str, Any], kind: str) -> tuple[list[str], bool]:
    """(the lesson ids done, whether the course is finished) of one game in the settings'
    ``course`` object; anything malformed counts as nothing done."""
    entry = course.get(kind) if isinstance(course, Mapping) else None
    if not isinstance(entry, Mapping):
        return [], False
    done = entry.get("done")
    ids = [x for x in done if isinstance(x, str)] if isinstance(done, list) else []
    return ids, entry.get("finished") is True


def mark_done(course: Mapping[str, Any], kind: str, lesson_id: str,
              lesson_ids: Sequence[str]) -> dict[str, Any]:
    """A new ``course`` object with ``lesson_id`` done; ``finished`` turns true when the last
    lesson of ``lesson_ids`` (the game's course, in order) is done, and stays true."""
    done, finished = course_state(course, kind)
    if lesson_id not in done:
        done = [*done, lesson_id]
    if lesson_ids and lesson_id == lesson_ids[-1]:
        finished = True
    out = {k: v for k, v in course.items()} if isinstance(course, Mapping) else {}
    out[kind] = {"done": done, "finished": finished}
    return out
