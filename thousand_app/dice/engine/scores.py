"""The score sheet of a dice game: one part of a
:class:`~thousand_app.dice.engine.game.DiceGame`.

A :class:`ScoreSheet` holds every seat's counters (total, entry score, barrel attempts,
falls, bolts, overshoots), as the game started (a mid-game start, record-format.md) and
as they stand, and the finished turns' score-sheet lines; :meth:`ScoreSheet.settle`
ends a turn by the rules core's settlement (dice-rules.md section 10).
"""

from __future__ import annotations

from operator import sub as _sub
from typing import Any, Optional, Sequence

from . import core
from .errors import DiceRulesError
from .events import DiceEvent, Settled, TurnEnded, TurnSummary
from .rules import DiceRules
from .turn import Turn

_new = tuple.__new__


def _is_int(v: Any) -> bool:
    return type(v) is int


class ScoreSheet:
    """Every seat's counters and the finished turns' lines (``history``).

    The ``start_`` fields are the game's start (checked against the rules: a bad one
    raises :class:`DiceRulesError`); the per-seat lists ending in ``_`` are the counters
    now, changed in place by :meth:`settle` (``entry_`` holds ``core.NO_ENTRY`` for a
    seat not entered; :attr:`entry` shows None)."""

    __slots__ = ("_core", "_barrel", "start_totals", "start_entry", "start_barrel_attempts",
                 "start_falls", "start_bolts", "start_overshoots", "totals_", "entry_",
                 "attempts_", "falls_", "bolts_", "overshoots_", "history")

    def __init__(self, rules: DiceRules, n: int, *start: Sequence[Any] | None) -> None:
        """``start``: the mid-game start fields of record-format.md in order (totals, entry,
        barrel attempts, falls, bolts, overshoots), each None for the default."""
        self._core = rules.core
        self._barrel = rules.barrel_at
        totals, entry, attempts, falls, bolts, overshoots = _start_fields(rules, n, *start)
        self.start_totals = tuple(totals)
        self.start_entry: tuple[Optional[int], ...] = tuple(entry)
        self.start_barrel_attempts = tuple(attempts)
        self.start_falls = tuple(falls)
        self.start_bolts = tuple(bolts)
        self.start_overshoots = tuple(overshoots)
        self.totals_: list[int] = totals
        self.entry_: list[int] = [core.entry_code(e) for e in entry]
        self.attempts_: list[int] = attempts
        self.falls_: list[int] = falls
        self.bolts_: list[int] = bolts
        self.overshoots_: list[int] = overshoots
        #: The finished turns' score sheet lines.
        self.history: list[TurnSummary] = []

    def copy(self) -> ScoreSheet:
        """An independent copy (the lists copied; the lines themselves are immutable)."""
        c = ScoreSheet.__new__(ScoreSheet)
        for name in ScoreSheet.__slots__:
            value = getattr(self, name)
            setattr(c, name, list(value) if type(value) is list else value)
        return c

    # -- views ------------------------------------------------------------------------
    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(self.totals_)

    @property
    def entry(self) -> tuple[Optional[int], ...]:
        return _entries(self.entry_)

    @property
    def falls(self) -> tuple[int, ...]:
        return tuple(self.falls_)

    @property
    def bolts(self) -> tuple[int, ...]:
        return tuple(self.bolts_)

    @property
    def overshoots(self) -> tuple[int, ...]:
        return tuple(self.overshoots_)

    @property
    def barrel_attempts(self) -> tuple[Optional[int], ...]:
        """Attempts used by each seat on the barrel; None for a seat not on it."""
        b = self._barrel
        return tuple(a if b and t == b else None for t, a in zip(self.totals_, self.attempts_))

    def entered(self, seat: int) -> bool:
        return self.entry_[seat] != core.NO_ENTRY

    def on_barrel(self, seat: int) -> bool:
        return bool(self._barrel) and self.totals_[seat] == self._barrel

    # -- settlement (dice-rules.md section 10) ------------------------------------
    def settle(self, turn: Turn, end: int, events: list[DiceEvent]) -> TurnSummary:
        """End ``turn`` as ``end`` (how it ends: a core END_ code): the settlement on the
        counters, its line added to :attr:`history` and returned, its ``Settled``
        events and the ``TurnEnded`` appended to ``events``."""
        i, n = turn.mover, len(self.totals_)
        totals = self.totals_
        barrel = self._barrel
        before = turn.before
        codes: list[int] = []
        core.settle(self._core, totals, self.entry_, self.attempts_, self.falls_, self.bolts_,
                    self.overshoots_, before, i, turn.t0, turn.s, end, codes)
        log = core.log_entries(codes)
        after = tuple(totals)
        if barrel:
            on_barrel = self.barrel_attempts if barrel in after else (None,) * n
        else:
            on_barrel = (None,) * n
        # Each Settled event carries the total after the whole settlement (the log is in order).
        summary = _new(TurnSummary, (
            i, turn.throws, turn.s, core.END_NAMES[end], tuple(map(_sub, after, before)), after,
            _entries(self.entry_), on_barrel, tuple(self.falls_), tuple(self.bolts_),
            tuple(self.overshoots_), log, tuple(turn.kept)))
        self.history.append(summary)
        for name, seat in log:
            events.append(_new(Settled, (name, seat, after[seat])))
        events.append(_new(TurnEnded, (summary,)))
        return summary


def _entries(entry: list[int]) -> tuple[Optional[int], ...]:
    """Entry scores as the API shows them (None: not entered)."""
    return tuple([core.entry_shown(e) for e in entry])


def _seat_list(name: str, values: Sequence[Any] | None, n: int, default: list[Any]) -> list[Any]:
    if values is None:
        return default
    if not isinstance(values, (list, tuple)) or len(values) != n:
        raise DiceRulesError(f"{name!r} must be a list of one value per player ({n})")
    return list(values)


def _start_fields(r: DiceRules, n: int, *fields: Sequence[Any] | None) -> tuple[list[Any], ...]:
    """The mid-game start fields of record-format.md (totals, entry, barrel attempts, falls, bolts,
    overshoots), each checked completely in the order they are listed there."""
    barrel = r.barrel_at
    totals = _seat_list("start_totals", fields[0], n, [0] * n)
    for i, t in enumerate(totals):
        where = f"'start_totals' of seat {i}"
        if not _is_int(t) or t % 5:
            raise DiceRulesError(f"{where} must be a whole multiple of 5")
        if t < 0 and not r.negative_totals:
            raise DiceRulesError(f"{where} may not be negative (negative_totals is off)")
        if barrel and t > barrel:
            raise DiceRulesError(f"{where} ({t}) may not be above the barrel ({barrel})")
        if t >= r.target:
            raise DiceRulesError(f"{where} ({t}) must be below the target ({r.target})")
        if r.is_dump(t):
            raise DiceRulesError(f"{where} ({t}) is the dump truck's value")
    entry = _seat_list("start_entry", fields[1], n,
                       [None if t <= 0 else r.entry_threshold for t in totals])
    low = max(r.entry_threshold, 5)
    for i, (t, e) in enumerate(zip(totals, entry)):
        where = f"'start_entry' of seat {i}"
        if e is None:
            if t > 0:
                raise DiceRulesError(f"{where} may not be null: seat {i} starts at {t}")
        elif not (_is_int(e) and e % 5 == 0 and (low <= e <= r.target or (
                fields[1] is None and e == r.entry_threshold))):
            raise DiceRulesError(
                f"{where} must be null or a multiple of 5 from {low} to {r.target}")
    attempts = _seat_list("start_barrel_attempts", fields[2], n, [0] * n)
    limited = r.barrel_attempts if barrel else 0
    for i, (t, a) in enumerate(zip(totals, attempts)):
        where = f"'start_barrel_attempts' of seat {i}"
        if not _is_int(a) or a < 0:
            raise DiceRulesError(f"{where} must be a whole number from 0")
        if a and not (barrel and t == barrel):
            raise DiceRulesError(f"{where} must be 0: seat {i} is not on the barrel")
        if limited and a >= limited:
            raise DiceRulesError(f"{where} must be below 'barrel_attempts' ({limited})")
    out = [totals, entry, attempts]
    for k, (key, top) in enumerate((
            ("start_falls", r.barrel_falls_zero if barrel else 0),
            ("start_bolts", r.bolt_limit if r.bolts != "off" else 0),
            ("start_overshoots", r.overshoot_zero_at if r.finish == "exact" else 0))):
        values = _seat_list(key, fields[3 + k], n, [0] * n)
        for i, v in enumerate(values):
            if not _is_int(v) or v < 0:
                raise DiceRulesError(f"'{key}' of seat {i} must be a whole number from 0")
            if top and v >= top:
                raise DiceRulesError(f"'{key}' of seat {i} must be below {top}")
        out.append(values)
    return tuple(out)


__all__ = ["ScoreSheet"]
