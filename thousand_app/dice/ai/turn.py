"""One turn as a dynamic programme over (turn total, dice in hand), pure Python.

Given the value of every way the turn can end (a stop with turn total s, a
bust, an overshoot, a dump; a win is worth 1), :func:`walk` computes the value
of every in-turn state by walking the turn total downwards: every keep adds at
least 5 points, so a turn is acyclic in ``s`` (DICE.md section 16).  The
solver's numpy version (:mod:`.solver`) follows the same steps over vectors.

Indices are turn totals in units of 5 points.  ``throw[c][d][i]`` is the value
of throwing ``d`` dice at turn total ``i`` (``c``: the throw is a confirming
throw, DICE.md 4.3); ``post[c][d][i]`` the value right after a keep that leaves
``d`` dice in hand (0: hot dice) and reaches ``i``.
"""

from __future__ import annotations

from array import array
from dataclasses import dataclass
from functools import lru_cache
from typing import Sequence

from .model import STEP, ThrowTable, TurnRules

__all__ = ["Leaves", "TurnValues", "walk", "capped_weights"]


def capped_weights(table: ThrowTable) -> tuple[int, int, int]:
    """Weights of the throws of five: (some keep leaves dice, every keep uses all five,
    five 1s that win)."""
    a = b = w = 0
    for th in table.by_dice[5]:
        if th.win:
            w += th.weight
        elif any(n < 5 for _, n in th.options):
            a += th.weight
        else:
            b += th.weight
    return a, b, w


@dataclass(frozen=True)
class Leaves:
    """Values of the turn's ends for the mover: ``stop[i]`` (i in 0..top; a stop is only
    asked where legal), ``bust0`` (bust before any keep), ``bust`` (later), ``overshoot``,
    ``dump``."""

    stop: Sequence[float]
    bust0: float
    bust: float
    overshoot: float
    dump: float


@dataclass
class TurnValues:
    turn: TurnRules
    top: int
    capped: bool
    throw: Sequence[Sequence[Sequence[float]]]
    post: Sequence[Sequence[Sequence[float]]]
    start: float
    stop_ok: Sequence[bool]
    leaves: Leaves

    def index(self, s: int) -> int:
        i = s // STEP
        lim = self.top if self.capped else self.top + 1
        return i if i < lim else lim

    def compact(self) -> "TurnValues":
        """The same values in less memory, for a cache: every row cut to the indices
        :meth:`index` gives (0 to ``lim``) and stored as ``array('d')`` (the same doubles,
        so every value read is the one this programme gives)."""
        n = (self.top if self.capped else self.top + 1) + 1
        throw = [[array("d", row[:n]) for row in rows] for rows in self.throw]
        post = [[array("d", row[:n]) for row in rows] for rows in self.post]
        if self.throw[1] is self.throw[0]:
            throw[1] = throw[0]
        return TurnValues(self.turn, self.top, self.capped, throw, post, self.start,
                          tuple(self.stop_ok[:n]), self.leaves)

    def after_keep_value(self, s: int, d_left: int, confirming: bool) -> float:
        """Value right after a keep reaching ``s`` points with ``d_left`` dice in hand."""
        return self.post[1 if confirming else 0][d_left][self.index(s)]

    def throw_value(self, s: int, d: int) -> float:
        return self.throw[0][d][self.index(s)]

    def stop_value(self, s: int) -> float:
        return self.leaves.stop[self.index(s)]


Chances = tuple[tuple[int, tuple[tuple[float, tuple[tuple[int, int], ...]], ...]], ...]


@lru_cache(maxsize=16)
def _groups(table: ThrowTable) -> Chances:
    """Per number of dice: (weight of throws that win, ((weight, ((dice left, value in
    steps), ...)), ...))."""
    out: list[tuple[int, tuple[tuple[float, tuple[tuple[int, int], ...]], ...]]] = [(0, ())]
    for d in range(1, 6):
        win = sum(th.weight for th in table.by_dice[d] if th.win)
        chances = tuple((float(th.weight), tuple((d - n, v // STEP) for v, n in th.options))
                        for th in table.by_dice[d] if not th.win)
        out.append((win, chances))
    return tuple(out)


def walk(table: ThrowTable, turn: TurnRules, leaves: Leaves) -> TurnValues:
    """The values of every state of the turn (see the module's docstring)."""
    rules = turn.rules
    top = turn.top
    capped = not turn.can_finish
    n_idx = top + 2
    confirm = rules.hot_dice == "confirm"
    cats = [turn.after_keep(i * STEP) for i in range(n_idx)]
    if capped:
        cats[top + 1] = cats[top]
    stop_ok = [i > 0 and turn.stop_legal(i * STEP) for i in range(n_idx)]
    stop = list(leaves.stop) + [leaves.stop[top]] if capped else list(leaves.stop) + [0.0]
    neg = -1.0
    groups = _groups(table)
    size = n_idx + max(v for d in range(1, 6) for _, opts in groups[d][1] for _, v in opts)
    throw = [[[neg] * n_idx for _ in range(6)] for _ in range(2)]
    post = [[[neg] * size for _ in range(6)] for _ in range(2)]
    lim = top if capped else top + 1
    empty = table.empty
    inv_total = [0.0] + [1.0 / table.total[d] for d in range(1, 6)]
    win_v, ov_v, dump_v = 1.0, leaves.overshoot, leaves.dump

    def fill_post(i: int) -> None:
        cat = cats[i]
        for c in (0, 1):
            pc = post[c]
            if cat == "win":
                v = win_v
                for d in range(6):
                    pc[d][i] = v
                continue
            if cat == "overshoot" or cat == "dump":
                v = ov_v if cat == "overshoot" else dump_v
                for d in range(6):
                    pc[d][i] = v
                continue
            pc[0][i] = throw[1 if confirm else 0][5][i]
            ok = stop_ok[i]
            for d in range(1, 6):
                t = throw[0][d][i]
                if ok:
                    pc[d][i] = stop[i] if c else (stop[i] if stop[i] >= t else t)
                else:
                    pc[d][i] = t

    # each throw's keep effects with the row of ``post`` they read bound in (the rows are
    # filled in place, never replaced): one index less in the inner loop
    bound = [[tuple((weight, tuple((post[c][dn], v) for dn, v in opts))
                    for weight, opts in groups[d][1]) for d in range(6)] for c in (0, 1)]

    def fill_throw(i: int) -> None:
        bust_v = leaves.bust0 if i == 0 else leaves.bust
        for c in ((0, 1) if confirm else (0,)):
            bc = bound[c]
            for d in range(1, 6):
                if c and d != 5:
                    continue
                acc = empty[d] * bust_v + groups[d][0]
                for weight, opts in bc[d]:
                    best = neg
                    for row, v in opts:
                        x = row[i + v]
                        if x > best:
                            best = x
                    acc += weight * best
                throw[c][d][i] = acc * inv_total[d]
        if not confirm:
            throw[1] = throw[0]

    def pad() -> None:
        # indices past ``lim`` read as ``lim`` (keeps overshoot the walk's range)
        for c in (0, 1):
            for d in range(6):
                row = post[c][d]
                row[lim + 1:] = [row[lim]] * (len(row) - lim - 1)

    for i in range(n_idx - 1, -1, -1):
        if i > lim:
            continue
        if cats[i] in ("win", "overshoot", "dump"):
            fill_post(i)
            if i == lim:
                pad()
            continue
        if capped and i == top:
            # every total at or above the barrel banks alike: a stop is legal and no throw
            # can gain, so after a keep that leaves dice the player stops; after hot dice
            # he throws five, and a throw whose every keep uses all five dice comes back
            # here: x = (a * stop + wins + empty * bust) / (total - b).
            a, b, w = capped_weights(table)
            x5 = (a * stop[i] + w + table.empty[5] * leaves.bust) / (table.total[5] - b)
            for c in (0, 1):
                post[c][0][i] = x5
                for d in range(1, 6):
                    post[c][d][i] = stop[i]
            pad()
            fill_throw(i)
            fill_post(i)
            pad()
            continue
        fill_throw(i)
        fill_post(i)
        if i == lim:
            pad()
    if capped:
        for c in (0, 1):
            for d in range(6):
                post[c][d][top + 1] = post[c][d][top]
                throw[c][d][top + 1] = throw[c][d][top]
    start = throw[0][5][0]
    if rules.empty_opening_rethrow:
        p_empty = table.empty[5] / table.total[5]
        start = start + p_empty * (start - leaves.bust0)
    return TurnValues(turn, top, capped, throw, post, start, stop_ok, leaves)

