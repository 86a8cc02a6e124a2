"""One turn as a dynamic programme over (turn total, dice in hand), pure Python.

Given the value of every way the turn can end (a stop with turn total s, a
bust, an overshoot, a dump; a win is worth 1), :func:`walk` computes the value
of every in-turn state by walking the turn total downwards: every keep adds at
least 5 points, so a turn is acyclic in ``s`` (dice-rules.md section 16).  The
solver's numpy version (:mod:`.solver`) follows the same steps over vectors.

Indices are turn totals in units of 5 points.  ``throw[c][d][i]`` is the value
of throwing ``d`` dice at turn total ``i`` (``c``: the throw is a confirming
throw, dice-rules.md 4.3); ``post[c][d][i]`` the value right after a keep that leaves
``d`` dice in hand (0: hot dice) and reaches ``i``.
"""

from __future__ import annotations

from array import array
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, NamedTuple, Sequence

from .model import STEP, ThrowTable, TurnRules

__all__ = ["Leaves", "TurnValues", "walk", "FlatTable", "flat_table", "cap_values"]


class FlatTable(NamedTuple):
    """A throw table as flat sequences, for :func:`cap_values` and the solver's kernel.

    Throws of ``d`` dice (wins left out) are ``thr_off[d]`` to ``thr_off[d] + n_thr[d]``
    with weight ``thr_w[t]``; the keeps of throw ``t`` are ``opt_off[t]`` to
    ``opt_off[t + 1]``, each leaving ``opt_dn[k]`` dice and adding ``opt_vs[k]`` steps;
    ``d_empty[d]``, ``d_win[d]``, ``d_total[d]``: weights of the empty throws, of the
    winning ones and of all."""

    n_thr: tuple[int, ...]
    thr_off: tuple[int, ...]
    thr_w: tuple[float, ...]
    opt_off: tuple[int, ...]
    opt_dn: tuple[int, ...]
    opt_vs: tuple[int, ...]
    d_empty: tuple[float, ...]
    d_win: tuple[float, ...]
    d_total: tuple[float, ...]


@lru_cache(maxsize=16)
def flat_table(table: ThrowTable) -> FlatTable:
    """``table`` as :class:`FlatTable` (cached)."""
    n_thr = [0]
    thr_off = [0]
    thr_w: list[float] = []
    opt_off = [0]
    dn: list[int] = []
    vs: list[int] = []
    d_win = [0.0]
    for d in range(1, 6):
        thr_off.append(len(thr_w))
        throws = [th for th in table.by_dice[d] if not th.win]
        n_thr.append(len(throws))
        d_win.append(float(sum(th.weight for th in table.by_dice[d] if th.win)))
        for th in throws:
            thr_w.append(float(th.weight))
            for v, n in th.options:
                dn.append(d - n)
                vs.append(v // STEP)
            opt_off.append(len(dn))
    return FlatTable(tuple(n_thr), tuple(thr_off), tuple(thr_w), tuple(opt_off), tuple(dn),
                     tuple(vs), (0.0,) + tuple(float(table.empty[d]) for d in range(1, 6)),
                     tuple(d_win), (1.0,) + tuple(float(table.total[d]) for d in range(1, 6)))


def cap_values(stop: float, bust: float, ok: bool, confirm: bool, n_thr: Any, thr_off: Any,
               thr_w: Any, opt_off: Any, opt_dn: Any, opt_vs: Any, d_empty: Any, d_win: Any,
               d_total: Any, t0v: Any, p0: Any, p1: Any) -> float:
    """The values at the cap: a player below the barrel whose turn total reaches it banks
    the same (the barrel) whatever he adds, so the only state left is the dice in hand
    (and whether the throw kept was a confirming one).  He may stop (if ``ok``, worth
    ``stop``) or throw on (dice-rules.md 4.2 step 5.6), which can only end in a bust (worth
    ``bust``), a later stop, or five 1s that win; throwing on pays when staying below the
    barrel is worth more than climbing onto it.

    Hot dice bring back a throw of five, so the values are the fixed point of
    x = f(x), where x is the value of that throw and f(x) the value of the throw of five
    computed from x through the throws of 1 to 4 dice.  f is convex and increasing with a
    slope below 1 (a throw can bust), so Newton's method reaches the fixed point
    exactly, from below after its first step, in a few steps (one per change of the
    stop-or-throw choices).  Fills ``t0v[d]`` (a plain throw of ``d`` dice), ``p0[d]`` and
    ``p1[d]`` (right after a keep leaving ``d`` dice, of a plain throw / of a confirming
    throw; ``d = 0`` is hot dice) and returns the value of the throw of five owed after hot
    dice.  Written for both Python and numba (the solver compiles it): plain loops over
    the :class:`FlatTable` sequences."""
    x = stop
    f = 0.0
    final = False
    for it in range(102):
        # one pass: every value as an affine function of x (value, slope)
        p0[0] = x
        p1[0] = x
        dp0 = [1.0, 0.0, 0.0, 0.0, 0.0, 0.0]
        f1 = 0.0
        df1 = 0.0
        df = 0.0
        for d in range(1, 6):
            for c in range(2):
                if c == 1 and (d != 5 or not confirm):
                    continue
                acc = d_empty[d] * bust + d_win[d]
                dacc = 0.0
                for t in range(thr_off[d], thr_off[d] + n_thr[d]):
                    best = -1.0
                    dbest = 0.0
                    for k in range(opt_off[t], opt_off[t + 1]):
                        dn = opt_dn[k]
                        v = p1[dn] if c == 1 else p0[dn]
                        if v > best:
                            best = v
                            dbest = 0.0 if c == 1 and dn > 0 and ok else dp0[dn]
                    acc += thr_w[t] * best
                    dacc += thr_w[t] * dbest
                if c == 1:
                    f1 = acc / d_total[d]
                    df1 = dacc / d_total[d]
                    continue
                tv = acc / d_total[d]
                dtv = dacc / d_total[d]
                t0v[d] = tv
                if ok and stop >= tv:
                    p0[d] = stop
                    dp0[d] = 0.0
                else:
                    p0[d] = tv
                    dp0[d] = dtv
                p1[d] = stop if ok else tv
                if d == 5:
                    f = tv
                    df = dtv
        if confirm:
            f = f1
            df = df1
        if final:
            break
        xn = (f - df * x) / (1.0 - df)
        if it >= 100 or (it > 0 and xn - x <= 1e-15):
            if xn > x:
                x = xn
            final = True
        else:
            x = xn
    return f


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
            # every total at or above the barrel banks alike (dice-rules.md 7): one state per
            # number of dice in hand, where the player may stop or throw on (4.2 step 5.6)
            # until he busts, stops, or wins with five 1s; solved exactly by :func:`cap_values`
            t0v = [0.0] * 6
            p0 = [0.0] * 6
            p1 = [0.0] * 6
            t15 = cap_values(stop[i], leaves.bust, stop_ok[i], confirm, *flat_table(table),
                             t0v, p0, p1)
            for d in range(1, 6):
                throw[0][d][i] = t0v[d]
            if confirm:
                throw[1][5][i] = t15
            for d in range(6):
                post[0][d][i] = p0[d]
                post[1][d][i] = p1[d]
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

