"""The turn in progress of a dice game (dice-rules.md 4 to 6): one part of a
:class:`~thousand_app.dice.engine.game.DiceGame`.

A :class:`Turn` holds what a turn counts (the mover, his total when it started, the turn
total, the dice in hand, the keeps, the throws, hot-dice confirmation, the empty-opening
re-throw) and does what a throw and a keep do to them, by the rules core
(:mod:`.core`): each step answers the core's code for what follows (``GO_`` or ``END_``),
with the step's events.  What is due, which actions are legal and the settlement are the
game's and the score sheet's (:mod:`.scores`); the turn knows nothing of them.
"""

from __future__ import annotations

from typing import Optional, Sequence

from thousand_app.games.reasons import Reason

from . import core
from . import reasons as R
from .actions import Keep, Throw
from .core import (END_BUST, END_STOP, END_WIN, GO_CHOICE, GO_HOT, GO_RETHROW, CoreRules,
                   after_keep, after_throw)
from .events import DiceEvent, EmptyThrow, FiveOnes, Kept, Thrown
from .reasons import refusal
from .rules import DiceRules
from .scoring import FIVE_ONES

#: Events are named tuples made on every step: made with the tuple constructor, they skip
#: the named tuple's Python-level ``__new__`` (same values).
_new = tuple.__new__


class Turn:
    """The turn in progress: reset by :meth:`start` for each turn (one object per game, so
    that a step allocates nothing but its events).

    ``mover`` throws; ``t0`` is his total when the turn started and ``before`` every
    seat's; ``entered`` whether he has entered; ``s`` the turn total; ``d`` the dice in hand;
    ``last_throw`` the sorted faces a keep is due from (else None); ``kept`` the keeps;
    ``throws`` the throws; ``confirm_next`` (the next throw confirms hot dice),
    ``confirming_now`` (the last throw did); ``rethrow_left`` (the empty opening may still
    be thrown again); ``can_finish`` (the mover can finish this turn); ``stop_legal`` (the
    last keep allowed a stop, or forced the bank)."""

    __slots__ = ("rules", "_core", "_thrown", "_mine", "mover", "t0", "before", "entered", "s",
                 "d", "last_throw", "kept", "throws", "confirm_next", "confirming_now",
                 "rethrow_left", "can_finish", "stop_legal")

    def __init__(self, rules: DiceRules, n: int) -> None:
        self.rules = rules
        self._core: CoreRules = rules.core
        #: Per seat, the Thrown event of each plain throw (neither confirming nor a
        #: re-throw): events are immutable, so one instance serves every such throw.
        self._thrown: list[dict[tuple[int, ...], Thrown]] = [{} for _ in range(n)]
        self._mine: dict[tuple[int, ...], Thrown] = {}     # (the mover's, set by start)
        self.start(0, [0] * n, False)

    def start(self, seat: int, totals: Sequence[int], entered: bool) -> None:
        """Begin ``seat``'s turn with the table at ``totals``."""
        self.mover = seat
        self._mine = self._thrown[seat]
        self.before: tuple[int, ...] = tuple(totals)
        self.t0 = totals[seat]
        self.entered = entered
        self.s = 0
        self.d = 5
        self.last_throw: Optional[tuple[int, ...]] = None
        self.kept: list[tuple[int, ...]] = []
        self.throws = 0
        self.confirm_next = False
        self.confirming_now = False
        self.rethrow_left = self._core.rethrow != 0
        self.can_finish = core.can_finish(self._core, self.t0)
        self.stop_legal = False

    def copy(self) -> Turn:
        """An independent copy (the Thrown events' cache is shared: it only grows)."""
        t = Turn.__new__(Turn)
        for name in Turn.__slots__:
            setattr(t, name, getattr(self, name))
        t.kept = list(self.kept)
        return t

    @property
    def rethrow_available(self) -> bool:
        """Whether an empty throw now would be thrown again (the empty-opening re-throw)."""
        return self.rethrow_left and self.throws == 0

    # -- steps ----------------------------------------------------------------------
    def throw(self, action: Throw, empty: bool) -> tuple[list[DiceEvent], int]:
        """Throw the dice in hand (``action``, a legal throw; ``empty``: nothing in it
        scores): its events and what follows (``GO_KEEP``, ``GO_RETHROW``, ``END_BUST``,
        ``END_WIN``: five 1s, the turn total counting 1000 more)."""
        faces = action.faces
        seat = self.mover
        throws = self.throws
        self.throws = throws + 1
        confirming = self.confirming_now = self.confirm_next
        rethrow = throws == 1 and not self.kept and self._core.rethrow != 0
        found = None if confirming or rethrow else self._mine.get(faces)
        if found is not None:
            thrown: Thrown = found
        else:
            self.confirm_next = False
            thrown = _new(Thrown, (seat, faces, confirming, rethrow))
            if not (confirming or rethrow):
                self._mine[faces] = thrown
        go = after_throw(self._core, empty, faces == FIVE_ONES, self.rethrow_left, throws)
        if go == GO_RETHROW:
            self.rethrow_left = False
            return [thrown, _new(EmptyThrow, (seat, True))], go
        if go == END_BUST:
            return [thrown, _new(EmptyThrow, (seat, False))], go
        if go == END_WIN:
            self.s += 1000
            return [thrown, _new(FiveOnes, (seat,))], go
        self.rethrow_left = False
        self.last_throw = faces
        return [thrown], go

    def keep(self, action: Keep, value: int, n: int) -> tuple[list[DiceEvent], int]:
        """Set aside ``action`` (a legal keep of the last throw, worth ``value``, of ``n``
        dice): its events and what follows (``GO_CHOICE``, ``GO_THROW``, ``GO_HOT`` or an
        ``END_`` code)."""
        keep = action.faces
        s = self.s = self.s + value
        d = self.d = self.d - n
        self.kept.append(keep)
        self.last_throw = None
        events: list[DiceEvent] = [_new(Kept, (self.mover, keep, value, s, d or 5, d == 0))]
        go = after_keep(self._core, self.t0, s, d, self.entered, self.confirming_now)
        if go == GO_CHOICE:
            self.stop_legal = True
        elif go == GO_HOT:
            self.d = 5
            self.stop_legal = False
            self.confirm_next = self._core.confirm != 0
        else:
            self.stop_legal = go == END_STOP
        return events, go

    # -- stops --------------------------------------------------------------------
    def stop_problem(self) -> Optional[Reason]:
        """Why the mover could not bank now if he had a choice (dice-rules.md 4.4), or None."""
        t0, s, r = self.t0, self.s, self.rules
        code = core.stop_problem(self._core, t0, s, self.entered)
        if code == core.STOP_OK:
            return None
        if code == core.PROBLEM_BARREL:
            return refusal(R.BARREL_NO_STOP)
        if code == core.PROBLEM_ENTRY:
            return refusal(R.NOT_ENTERED, r.entry_threshold, s)
        if code == core.PROBLEM_OVER:
            return refusal(R.EXACT_TARGET, r.target)
        lo, hi = r.pits[code - core.PROBLEM_PIT]
        return refusal(R.IN_PIT, lo, hi, t0 + s, t0, s)


__all__ = ["Turn"]
