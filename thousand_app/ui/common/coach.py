"""The coach at the table (issue 37): judges a person's move before it is applied.

Either game's controller holds a :class:`CoachGate`.  When a person's turn is offered, the
controller hands the gate the moves the person may make, each with the work that judges it
(the game's coach: ``thousand_app.cards.ai.coach.advise``, ``thousand_app.dice.ai.coach.advise``);
one worker thread judges them one after another while the person thinks (the worker touches
no Qt object: the answers come back through a :class:`~thousand_app.mailbox.Mailbox`).  When
the person moves, :meth:`CoachGate.check` looks the move's answer up: a move the coach does
not warn about is applied at once; a costly one is held and the controller says so
(the coach panel, :mod:`.coach_panel`) until the person plays it anyway or picks another.
An answer not ready within :data:`WAIT_MS` of the move (a move made very fast, or one that
could not be judged ahead: the cards a declarer passes) lets the move go unwarned: the coach
never adds a delay a player notices.  :attr:`CoachGate.figures` counts how often.

Whether the coach is on (:func:`coach_on`) is the setting ``coach``: "on", "off", or "auto":
on in games against the computer once the game's course is finished, off in hot-seat and
network games.
"""

from __future__ import annotations

import logging
import threading
import time
from collections import deque
from dataclasses import dataclass, field, replace
from typing import Any, Callable, Hashable, Mapping, Optional, Sequence

from PySide6.QtCore import QObject, QTimer

from thousand_app.games.coach import Advice, Flag
from thousand_app.tasks import Lane, Mailbox

log = logging.getLogger("thousand.ui")

__all__ = ["WAIT_MS", "Better", "CoachGate", "Flag", "coach_on", "coach_setting", "flag_words",
           "refresh_coach"]

#: How long a move waits for the coach's answer at most (ms): past it the move is applied
#: unwarned.
WAIT_MS = 100

#: A piece of the coach's work: judges one move (run in the worker thread).
Job = Callable[[], Advice]


def coach_on(setting: object, course: object, game: str, *, hot_seat: bool,
             network: bool = False) -> bool:
    """Whether the coach is on for a game of ``game`` ("cards", "dice"): the setting "on" or
    "off", or "auto": on against the computer once that game's course is finished (the
    setting ``course``: ``{game: {"finished": true}}``), off in hot-seat and network games."""
    if network or setting == "off":
        return False
    if setting == "on":
        return True
    if hot_seat:
        return False
    mine = course.get(game) if isinstance(course, Mapping) else None
    return bool(isinstance(mine, Mapping) and mine.get("finished") is True)


def coach_setting(settings: Any, game: str, seats: Sequence[Any]) -> bool:
    """:func:`coach_on` for a local game of ``game`` with ``seats`` (their ``kind``)."""
    humans = sum(getattr(seat, "kind", "human") == "human" for seat in seats)
    return coach_on(getattr(settings, "coach", "auto"), getattr(settings, "course", {}), game,
                    hot_seat=humans >= 2)


def refresh_coach(controller: Any, settings: Any, game: str) -> None:
    """The settings changed: the coach of ``controller``'s game (a local one) as they say."""
    coach = getattr(controller, "coach", None)
    if coach is not None:
        coach.on = coach_setting(settings, game, controller.seats)


@dataclass(frozen=True)
class Better:
    """What "Show me the better move" points at, sent as the game's hint (``hintReady``):
    the engine's actions that make the better move (several: the cards passed together;
    none: no action names it, e.g. keeping the contract where no card may be led yet) and
    the coach's advice, whose words the table shows with the marks."""

    actions: tuple[Any, ...]
    advice: Advice


def flag_words(flags: Sequence[Any], words: Callable[[Advice], Any]
               ) -> dict[int, dict[int, str]]:
    """What the review marks: the flags (:class:`Flag`, or a save's flag documents, those
    that do not read back left out) by deal (turn) and move, each with what the coach said
    (``words(advice)``: the game's :class:`~.coach_panel.AdviceWords`: its cost and
    reasons)."""
    out: dict[int, dict[int, str]] = {}
    for f in flags:
        if not isinstance(f, Flag):
            try:
                f = Flag.from_json(f)
            except ValueError as e:
                log.warning("a coach flag is left out of the review: %s", e)
                continue
        said = words(f.advice)
        out.setdefault(f.deal, {})[f.move] = " ".join([said.cost, *said.why])
    return out


@dataclass
class _Work:
    """What the GUI thread and the worker share (plain Python, under ``lock``)."""

    lock: threading.Lock = field(default_factory=threading.Lock)
    gen: int = 0
    todo: deque[tuple[int, Hashable, Job]] = field(default_factory=deque)
    busy: bool = False


def _judge_all(work: _Work, post: Callable[..., None]) -> None:
    """(Worker thread) Judge the moves waiting, newest prompt only, the move asked first."""
    while True:
        with work.lock:
            if not work.todo:
                work.busy = False
                return
            gen, key, job = work.todo.popleft()
            if gen != work.gen:
                continue
        try:
            result: object = job()
        except Exception as exc:   # (reported on the GUI thread: then the move is not held)
            log.exception("the coach failed")
            result = exc
        post(gen, key, result)


class CoachGate(QObject):
    """Judges the person's moves in a worker thread ahead of time, and holds a costly move."""

    def __init__(self, parent: QObject, on: bool = False) -> None:
        super().__init__(parent)
        #: Whether the coach speaks (the controller sets it from the settings).
        self.on = on
        #: How long a move waits for its answer (ms; tests that must see the warning wait
        #: longer).
        self.wait_ms = WAIT_MS
        self._work = _Work()
        self._lane = Lane("thousand-coach")
        self._mail = Mailbox(self)
        self._post = self._mail.poster(self._result)
        self._stamp: object = None
        self._ready: dict[Hashable, object] = {}
        self._told: set[Hashable] = set()
        #: The move waiting for its answer: (key, apply, warn, when asked).
        self._waiting: Optional[tuple[Hashable, Callable[[], object],
                                      Callable[[Advice], None], float]] = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._too_late)
        #: The moves warned about in this game, in order.
        self.flags: list[Flag] = []
        #: Moves checked, answered in time, applied unwarned for want of an answer, warned;
        #: and the milliseconds from each unwarned move to its being applied.
        self.checked = 0
        self.in_time = 0
        self.late = 0
        self.warned = 0
        self.unwarned_ms: list[float] = []
        self.closed = False

    # -- the person's turn -------------------------------------------------------------------
    def prepare(self, stamp: object, jobs: Sequence[tuple[Hashable, Job]]) -> None:
        """A turn is offered (``stamp``: what it is offered for; the same stamp again is the
        same turn): judge ``jobs`` (key, work) in the worker, in this order, dropping what is
        left of an older turn's."""
        if not self.on or self.closed or stamp == self._stamp:
            return
        self._new_turn(stamp)
        w = self._work
        with w.lock:
            for key, job in jobs:
                w.todo.append((w.gen, key, job))
        self._start()

    def _new_turn(self, stamp: object) -> None:
        self._stamp = stamp
        self._ready.clear()
        self._told.clear()
        w = self._work
        with w.lock:
            w.gen += 1
            w.todo.clear()

    def _start(self) -> None:
        w = self._work
        with w.lock:
            if w.busy or not w.todo:
                return
            w.busy = True
        self._lane.run(_judge_all, w, self._post)

    def check(self, stamp: object, key: Hashable, job: Job, apply: Callable[[], object],
              warn: Callable[[Advice], None]) -> None:
        """The person makes the move ``key`` of the turn ``stamp``: ``apply()`` it at once
        when the coach is off, has no warning for it, or has no answer within
        :data:`WAIT_MS`; else ``warn(advice)`` (the move is held: :meth:`play_anyway` or
        :meth:`drop`)."""
        if not self.on or self.closed:
            apply()
            return
        if stamp != self._stamp:
            self._new_turn(stamp)
        self.checked += 1
        self.cancel()
        self._waiting = (key, apply, warn, time.perf_counter())
        if key in self._ready:
            self._answer(key)
            return
        self._first(key, job)
        self._timer.start(self.wait_ms)

    def consider(self, stamp: object, key: Hashable, job: Job) -> None:
        """The person is about to make the move ``key`` (the cards he chose to pass): judge it
        next, unless it is judged already."""
        if not self.on or self.closed or stamp != self._stamp or key in self._ready:
            return
        self._first(key, job)

    def _first(self, key: Hashable, job: Job) -> None:
        """Judge ``key`` before the rest."""
        w = self._work
        with w.lock:
            rest = [t for t in w.todo if t[1] != key]
            w.todo.clear()
            w.todo.append((w.gen, key, job))
            w.todo.extend(rest)
        self._start()

    def _result(self, gen: int, key: Hashable, result: object) -> None:
        if self.closed or gen != self._work.gen:
            return
        self._ready[key] = result
        if self._waiting is not None and self._waiting[0] == key:
            self._answer(key)

    def _answer(self, key: Hashable) -> None:
        waiting, self._waiting = self._waiting, None
        self._timer.stop()
        assert waiting is not None
        _key, apply, warn, asked = waiting
        self.in_time += 1
        advice = self._ready.get(key)
        if isinstance(advice, Advice) and advice.warn and key not in self._told:
            self._told.add(key)
            self.warned += 1
            warn(advice)
            return
        self._apply(apply, asked)

    def _too_late(self) -> None:
        waiting, self._waiting = self._waiting, None
        if waiting is None:
            return
        self.late += 1
        self._apply(waiting[1], waiting[3])

    def _apply(self, apply: Callable[[], object], asked: float) -> None:
        with self._work.lock:   # the turn is over: the moves not made are not judged
            self._work.todo.clear()
        apply()
        self.unwarned_ms.append((time.perf_counter() - asked) * 1000.0)

    def cancel(self) -> None:
        """Forget the move waiting for its answer (a take-back, the game left)."""
        self._waiting = None
        self._timer.stop()

    def made(self, deal: int, move: int, key: Hashable) -> None:
        """The person makes the move ``key`` at ``move`` of ``deal``: a flag of that place
        is kept, played, when it is this move's, and goes when he made another (he took the
        coach's advice)."""
        kept = []
        for f in self.flags:
            if (f.deal, f.move) == (deal, move):
                if f.key != key:
                    continue
                f.played = True
            kept.append(f)
        self.flags[:] = kept

    def played_flags(self) -> list[dict[str, Any]]:
        """The flags of the moves the person made, as kept in a save (``"coach_flags"``)."""
        return [f.to_json() for f in self.flags if f.played]

    def restore(self, docs: Sequence[Any], action_of: Callable[[str], Any] = lambda _b: None
                ) -> None:
        """The flags a save kept (the storage checked them): the game's flags from there,
        each advice's ``best_action`` the game's action named by its ``best``
        (``action_of``; None where it names none)."""
        flags = []
        for doc in docs:
            try:
                f = Flag.from_json(doc)
            except ValueError as e:    # (not from the storage: said in the log, left out)
                log.warning("a coach flag is left out: %s", e)
                continue
            try:
                best = action_of(f.advice.best)
            except ValueError:
                best = None
            f.advice = replace(f.advice, best_action=best)
            flags.append(f)
        self.flags[:] = flags

    def forget_from(self, deal: int, move: int) -> None:
        """Moves were taken back to ``move`` of ``deal`` (the dice game's turn): the flags
        from there on go."""
        self.flags[:] = [f for f in self.flags if (f.deal, f.move) < (deal, move)]

    def judging(self, stamp: object) -> bool:
        """Whether the coach is judging the moves of the turn ``stamp`` (a turn of one move,
        or of claims and redeals only, is not judged)."""
        return self.on and not self.closed and stamp == self._stamp

    def advice(self, key: Hashable) -> Optional[Advice]:
        """The answer for ``key`` on this turn, if it came."""
        got = self._ready.get(key)
        return got if isinstance(got, Advice) else None

    @property
    def waiting(self) -> bool:
        """A move is waiting for the coach's answer."""
        return self._waiting is not None

    @property
    def figures(self) -> dict[str, Any]:
        """How the coach kept up: moves checked, answered in time, applied unwarned for want
        of an answer, warned."""
        return {"checked": self.checked, "in_time": self.in_time, "late": self.late,
                "warned": self.warned}

    def close(self) -> None:
        self.closed = True
        self.cancel()
        with self._work.lock:
            self._work.gen += 1
            self._work.todo.clear()
        self._mail.close()
        self._lane.cancel()
