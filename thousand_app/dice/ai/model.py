"""The players' model of a dice turn and of its settlement.

Two parts:

* :class:`ThrowTable` — for each number of dice 1–5, every distinct throw with
  its number of ordered outcomes and its legal keeps as (value, dice used).
  Generated from the engine's scoring functions
  (:func:`~thousand_app.dice.engine.scoring.throw_outcomes`,
  :func:`~thousand_app.dice.engine.scoring.legal_keeps`,
  :func:`~thousand_app.dice.engine.scoring.is_empty`); nothing here scores dice.
* :func:`settle` — what a turn's end (stop, bust, overshoot, dump) does to
  every player's total and counters (dice-rules.md section 10), on the players'
  :class:`PState`: the engine's own :func:`thousand_app.dice.engine.core.settle`, the
  function real games are settled with.

The turn itself (dice-rules.md 4.2) is walked by :mod:`.turn` (pure Python, at play
time) and :mod:`.solver` (numpy, at build time), both through :class:`TurnRules`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple, Sequence

from thousand_app.dice.engine import core
from thousand_app.dice.engine import scoring
from thousand_app.dice.engine.rules import DiceRules

__all__ = ["Detail", "PState", "ThrowTable", "Throw", "throw_table", "settle", "reduced", "TurnRules",
           "STEP"]

#: Every score is a multiple of this.
STEP = 5


class Throw(NamedTuple):
    """A chance outcome of a throw: its weight (ordered outcomes) and its keeps.

    ``options`` are the distinct (value, dice used) effects of its legal keeps,
    best value first; ``keeps[k]`` is one keep (sorted faces) with effect
    ``options[k]``.  ``win`` marks five 1s under ``five_ones = win``.  Throws with
    the same effects are merged into one (``faces`` is one of them)."""

    faces: tuple[int, ...]
    weight: int
    options: tuple[tuple[int, int], ...]
    keeps: tuple[tuple[int, ...], ...]
    win: bool


@dataclass(frozen=True)
class ThrowTable:
    """The throws of 1–5 dice (``by_dice[d]``) and the empty weight of each."""

    by_dice: tuple[tuple[Throw, ...], ...]
    empty: tuple[int, ...]
    total: tuple[int, ...]


@lru_cache(maxsize=16)
def _table(straights: bool, quad_value: str, keep_all: bool, five_ones: str) -> ThrowTable:
    rules = DiceRules.preset("classic", straights="on" if straights else "off",
                             quad_value=quad_value, keep_all="on" if keep_all else "off",
                             five_ones=five_ones)
    by_dice: list[tuple[Throw, ...]] = [()]
    empty = [0]
    total = [1]
    for d in range(1, 6):
        throws: list[Throw] = []
        e = 0
        n = 0
        for faces, weight in scoring.throw_outcomes(d):
            n += weight
            if scoring.is_empty(faces, rules):
                e += weight
                continue
            win = scoring.five_ones_win(faces, rules)
            seen: dict[tuple[int, int], tuple[int, ...]] = {}
            for keep, value in scoring.legal_keeps(faces, rules):
                seen.setdefault((value, len(keep)), keep)
            throws.append(Throw(faces, weight, tuple(seen), tuple(seen.values()), win))
        # throws with the same keep effects are one chance outcome for a player (their
        # weights add up): 236 throws of five have 62 different sets of effects
        merged: dict[tuple[tuple[int, int], ...], Throw] = {}
        for th in throws:
            if th.win:
                merged[((-1, -1),)] = th
                continue
            have = merged.get(th.options)
            merged[th.options] = th if have is None else have._replace(
                weight=have.weight + th.weight)
        by_dice.append(tuple(merged.values()))
        empty.append(e)
        total.append(n)
    return ThrowTable(tuple(by_dice), tuple(empty), tuple(total))


def throw_table(rules: DiceRules) -> ThrowTable:
    """The (cached) throw table of ``rules``' scoring options."""
    return _table(rules.straights, rules.quad_value, rules.keep_all, rules.five_ones)


class PState(NamedTuple):
    """One player's part of the game state, as the observation shows it."""

    total: int
    entry: int | None = None
    attempts: int = 0
    falls: int = 0
    bolts: int = 0
    overshoots: int = 0

    @property
    def entered(self) -> bool:
        return self.entry is not None


def settle(rules: DiceRules, seats: Sequence[PState], mover: int, end: str,
           s: int) -> tuple[PState, ...]:
    """Every seat's state after the mover's turn ends with ``end``, settled by the engine's
    own :func:`~thousand_app.dice.engine.core.settle`.

    ``end`` is ``"stop"`` (bank ``s``), ``"bust"`` (``s`` is the turn total before the
    empty throw: 0 means no keep yet), ``"overshoot"`` or ``"dump"``.  A win is not
    settled (the game is over)."""
    totals = [p.total for p in seats]
    entry = [core.entry_code(p.entry) for p in seats]
    attempts = [p.attempts for p in seats]
    falls = [p.falls for p in seats]
    bolts = [p.bolts for p in seats]
    overshoots = [p.overshoots for p in seats]
    core.settle(rules.core, totals, entry, attempts, falls, bolts, overshoots, tuple(totals),
                mover, totals[mover], s, core.END_CODES[end], [])
    return tuple(PState(t, core.entry_shown(e), a, f, b, o)
                 for t, e, a, f, b, o in zip(totals, entry, attempts, falls, bolts, overshoots))


@dataclass(frozen=True)
class TurnRules:
    """The facts of one turn (mover's t0 and entry) that the turn walk needs.

    Totals are in units of :data:`STEP`.  ``top``: turn totals at or above it
    are all alike (a bank is capped at the barrel), or beyond it the turn is
    over (a win or an overshoot); the walk keeps ``s`` in ``0..top + 1``."""

    rules: DiceRules
    t0: int
    entered: bool

    @property
    def can_finish(self) -> bool:
        return self.rules.can_finish(self.t0)

    @property
    def top(self) -> int:
        r = self.rules
        if self.can_finish:
            return (r.target - self.t0) // STEP
        return (r.barrel_at - self.t0) // STEP

    def after_keep(self, s: int) -> str:
        """What a keep reaching turn total ``s`` (points) does at once: ``"win"``,
        ``"overshoot"``, ``"dump"`` or ``""`` (the turn goes on)."""
        end = core.keep_end(self.rules.core, self.t0, s)
        return core.END_NAMES[end] if end >= 0 else ""

    def stop_legal(self, s: int) -> bool:
        """Whether a stop with turn total ``s`` (points) is legal after a keep (dice-rules.md 4.4)."""
        return core.stop_problem(self.rules.core, self.t0, s, self.entered) == core.STOP_OK


class Detail(NamedTuple):
    """What a solved table's states keep of a player beyond his total, whether he entered
    and his barrel attempts: ``entry_scores``, the entry score itself; ``counters``, the
    falls, bolts and overshoots (as :func:`counter_state` reduces them)."""

    entry_scores: bool = False
    counters: bool = False


def reduced(rules: DiceRules, p: PState, detail: Detail = Detail()) -> PState:
    """The part of a player's state that the solved tables keep: the total, entry (as a
    flag: the entry score becomes ``entry_threshold``, unless ``detail.entry_scores``),
    barrel attempts.  Falls, bolts and overshoot counts are dropped (see docs/dice.md,
    "Computer players") unless ``detail.counters``: then each is kept as far as the rules
    can tell its values apart (falls up to ``barrel_falls_zero``, bolts below the limit,
    overshoots modulo the cycle of their penalties)."""
    entry = p.entry if detail.entry_scores or p.entry is None else rules.entry_threshold
    if entry is not None and rules.barrel_at and entry >= rules.barrel_at:
        entry = rules.entry_threshold  # such a player falls to the threshold (ruling 15)
    attempts = p.attempts if rules.barrel_attempts else 0
    if not detail.counters:
        return PState(p.total, entry, attempts)
    return PState(p.total, entry, attempts, *counter_state(rules, p))


def counter_state(rules: DiceRules, p: PState) -> tuple[int, int, int]:
    """A player's falls, bolts and overshoots reduced to what settles alike: a fall counts
    only until the one that sends him to 0 (``barrel_falls_zero``), bolts restart at the
    limit, and the overshoot penalties depend on the count modulo their common cycle."""
    falls = min(p.falls, rules.barrel_falls_zero) if rules.barrel_at else 0
    bolts = p.bolts if rules.bolts != "off" else 0
    cycle = 0
    if rules.finish == "exact":
        for every in (rules.overshoot_zero_at, rules.overshoot_penalty_every):
            if every:
                cycle = math.lcm(cycle, every) if cycle else every
    return falls, bolts, p.overshoots % cycle if cycle else 0
