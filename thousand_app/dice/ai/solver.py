"""The two-player solver: value iteration over the probability of winning.

``W[m, o]`` is the probability that the player to move wins from a turn start
where his state is ``m`` and his opponent's ``o`` (both *reduced* player
states, :func:`~thousand_app.dice.ai.model.reduced`).  One Bellman update of
the row ``W[m, :]`` is one turn's dynamic programme (:mod:`.turn`), run here
with numpy over every opponent state at once: the value of each turn end is
``1 - W[o', m']`` (the opponent moves next), a win is 1.

The entries are updated in place (Gauss–Seidel) by couples of turn starts
{(m, o), (o, m)}, highest sum of both totals first, since totals mostly rise: a
couple then mostly reads couples already updated in the same sweep.  A bust turns
(m, o) into (o, m), so each couple is a small cycle: it is solved exactly, with the
rest of the table fixed (:func:`_solve_couple`).
The sweeps stop when no entry moved by more than ``tol``; a last sweep that
changes nothing (Jacobi) measures the Bellman residual ``max |T(W) - W|``.

Build the shipped tables with ``python -m thousand_app.dice.ai.solver build``
(numpy is needed here only; the players read the tables with the standard
library, :mod:`.tables`).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

import numpy as np
from numba import njit, prange

from thousand_app.dice.engine.errors import DiceRulesError
from thousand_app.dice.engine.rules import DICE_PRESETS, DiceRules

from .model import STEP, Detail, PState, ThrowTable, TurnRules, reduced, settle, throw_table
from .tables import (DATA_DIR, KEEPS_COUNTERS, SolvedTable, custom_table_path, read_table,
                     table_path, write_table)
from .turn import cap_values, flat_table

_cap_values = njit(cache=True)(cap_values)

__all__ = ["reduced_states", "solve", "Solution", "bellman_residual", "plan", "solve_custom",
           "main"]

Array = Any  # numpy arrays (numpy's stubs are optional here)


def _own_ends(rules: DiceRules, x: PState) -> list[PState]:
    turn = TurnRules(rules, x.total, x.entered)
    other = PState(0)
    out: list[PState] = []
    for i in range(1, turn.top + 1):
        s = i * STEP
        if turn.after_keep(s) == "" and turn.stop_legal(s):
            out.append(settle(rules, (x, other), 0, "stop", s)[0])
    out.append(settle(rules, (x, other), 0, "bust", 0)[0])
    out.append(settle(rules, (x, other), 0, "bust", STEP)[0])
    if rules.finish == "exact" and turn.can_finish:
        out.append(settle(rules, (x, other), 0, "overshoot", 0)[0])
    if rules.dump_truck == "strict":
        out.append(settle(rules, (x, other), 0, "dump", 0)[0])
    return out


def _passive(rules: DiceRules, x: PState) -> list[PState]:
    out = []
    if rules.barrel_at and x.total == rules.barrel_at:
        mover = PState(rules.barrel_at - STEP, rules.entry_threshold)
        out.append(settle(rules, (mover, x), 0, "stop", STEP)[1])
    if rules.overtake_penalty:
        mover = PState(-1 if rules.negative_totals else 0, rules.entry_threshold)
        if x.total > 0:
            cap = rules.barrel_at or rules.target
            out.append(settle(rules, (mover._replace(total=0), x), 0, "stop", cap)[1])
    return out


def reduced_states(rules: DiceRules, detail: Detail = Detail(),
                   limit: int | None = None) -> list[PState]:
    """Every reduced player state reachable from the start, highest total first (with
    ``limit``: more than ``limit`` of them, unsorted, as soon as there are more)."""
    start = reduced(rules, PState(0), detail)
    seen = {start}
    todo = [start]
    while todo:
        if limit is not None and len(seen) > limit:
            return list(seen)
        x = todo.pop()
        for y in _own_ends(rules, x) + _passive(rules, x):
            y = reduced(rules, y, detail)
            if y not in seen:
                seen.add(y)
                todo.append(y)
    return sorted(seen, key=lambda p: (-p.total, p.attempts, p.entry is None, p.entry or 0,
                                       p.falls, p.bolts, p.overshoots))


@dataclass
class _Row:
    """What one mover state needs, fixed across sweeps."""

    turn: TurnRules
    top: int
    capped: bool
    cats: list[str]
    stop_ok: list[bool]
    stop_m: list[int]            # mover's next state per index (-1: stop not legal)
    stop_o: list[Array | None]   # opponents' next states per index (None: unchanged)
    bust0: int
    bust: int
    overshoot: int
    dump: int


@dataclass
class Solution:
    rules: DiceRules
    states: list[PState]
    win: Array
    sweeps: int
    residual: float
    seconds: float
    detail: Detail = Detail()


def _prepare(rules: DiceRules, states: list[PState], detail: Detail = Detail()) -> list[_Row]:
    index = {p: k for k, p in enumerate(states)}

    def idx(p: PState) -> int:
        return index[reduced(rules, p, detail)]

    rows = []
    for m in states:
        turn = TurnRules(rules, m.total, m.entered)
        top = turn.top
        capped = not turn.can_finish
        n_idx = top + 2
        cats = [turn.after_keep(i * STEP) for i in range(n_idx)]
        stop_ok = [i > 0 and turn.stop_legal(i * STEP) for i in range(n_idx)]
        stop_m = [-1] * n_idx
        stop_o: list[Array | None] = [None] * n_idx
        ident = np.arange(len(states), dtype=np.intp)
        for i in range(1, top + 1):
            if not stop_ok[i] or cats[i] != "":
                continue
            mm = -1
            om = ident.copy()
            for k, o in enumerate(states):
                a, b = settle(rules, (m, o), 0, "stop", i * STEP)
                mi = idx(a)
                if mm not in (-1, mi):
                    raise AssertionError("the mover's next state depends on the opponent")
                mm = mi
                om[k] = idx(b)
            stop_m[i] = mm
            stop_o[i] = None if np.array_equal(om, ident) else om
        other = PState(0)

        def end(kind: str, s: int) -> int:
            # an end these rules never produce maps to row 0 (never read)
            return index.get(reduced(rules, settle(rules, (m, other), 0, kind, s)[0],
                                     detail), 0)
        rows.append(_Row(turn, top, capped, cats, stop_ok, stop_m, stop_o,
                         end("bust", 0), end("bust", STEP), end("overshoot", 0),
                         end("dump", 0)))
    return rows


@njit(cache=True)
def _turn_value(m: int, o: int, w: Array, tab: Any, post: Array, thr: Array, stopv: Array,
                capbuf: Array) -> float:
    """The turn programme of mover state ``m`` against opponent state ``o`` (see .turn):
    his chance at the turn start, every turn end read from ``w``.  ``tab`` holds the
    rows and the throw table (:attr:`_Arrays.tab`); the rest are work buffers."""
    (top_a, capped_a, base_a, cats, stop_ok, stop_m, stop_ptr, jmaps, ends, n_thr, thr_off,
     thr_w, opt_off, opt_dn, opt_vs, d_empty, d_win, d_total, flags) = tab
    confirm = flags[0] == 1
    rethrow = flags[1] == 1
    top = top_a[m]
    capped = capped_a[m] == 1
    lim = top if capped else top + 1
    n_idx = top + 2
    base = base_a[m]
    bust0 = 1.0 - w[o, ends[m, 0]]
    bust = 1.0 - w[o, ends[m, 1]]
    ov = 1.0 - w[o, ends[m, 2]]
    dmp = 1.0 - w[o, ends[m, 3]]
    for i in range(n_idx):
        sm = stop_m[base + i]
        if sm >= 0:
            p = stop_ptr[base + i]
            if p < 0:
                stopv[i] = 1.0 - w[o, sm]
            else:
                stopv[i] = 1.0 - w[jmaps[p, o], sm]
        else:
            stopv[i] = 0.0
    n_c = 2 if confirm else 1
    for i in range(n_idx - 1, -1, -1):
        if i > lim:
            continue
        cat = cats[base + i]
        if cat != 0:
            v = 1.0 if cat == 1 else (ov if cat == 2 else dmp)
            for c in range(2):
                for d in range(6):
                    post[c, d, i] = v
            continue
        if capped and i == top:
            # the cap: exact, as in .turn (stop or throw on until a bust, a stop or a win)
            t15 = _cap_values(stopv[i], bust, stop_ok[base + i] == 1, confirm, n_thr, thr_off,
                              thr_w, opt_off, opt_dn, opt_vs, d_empty, d_win, d_total,
                              capbuf[0], capbuf[1], capbuf[2])
            for d in range(1, 6):
                thr[0, d, i] = capbuf[0, d]
                thr[1, d, i] = capbuf[0, d]
            if confirm:
                thr[1, 5, i] = t15
            for d in range(6):
                post[0, d, i] = capbuf[1, d]
                post[1, d, i] = capbuf[2, d]
            continue
        # throws
        b = bust0 if i == 0 else bust
        for c in range(n_c):
            for d in range(1, 6):
                if c == 1 and d != 5:
                    continue
                acc = d_empty[d] * b + d_win[d]
                for t in range(thr_off[d], thr_off[d] + n_thr[d]):
                    best = -1.0
                    for k in range(opt_off[t], opt_off[t + 1]):
                        j = i + opt_vs[k]
                        if j > lim:
                            j = lim
                        x = post[c, opt_dn[k], j]
                        if x > best:
                            best = x
                    acc += thr_w[t] * best
                thr[c, d, i] = acc / d_total[d]
        if not confirm:
            for d in range(6):
                thr[1, d, i] = thr[0, d, i]
        # after a keep reaching i
        ok = stop_ok[base + i] == 1
        cc = 1 if confirm else 0
        for c in range(2):
            post[c, 0, i] = thr[cc, 5, i]
            for d in range(1, 6):
                t_ = thr[0, d, i]
                if ok:
                    if c == 1 or stopv[i] >= t_:
                        post[c, d, i] = stopv[i]
                    else:
                        post[c, d, i] = t_
                else:
                    post[c, d, i] = t_
    start: float = thr[0, 5, 0]
    if rethrow:
        start = start + d_empty[5] / d_total[5] * (start - bust0)
    return start


@njit(cache=True)
def _couple_round(x: float, m: int, o: int, w: Array, tab: Any, post: Array, thr: Array,
                  stopv: Array, capbuf: Array) -> float:
    """b(x): with ``w[o, m] = x``, the turn value a of (m, o) is written to ``w[m, o]``
    and the turn value b of (o, m) returned (``m == o``: the turn value of (m, m) with
    ``w[m, m] = x``).  Every read of the couple's entries sees the candidate."""
    if m == o:
        w[m, m] = x
        return _turn_value(m, m, w, tab, post, thr, stopv, capbuf)
    w[o, m] = x
    w[m, o] = _turn_value(m, o, w, tab, post, thr, stopv, capbuf)
    return _turn_value(o, m, w, tab, post, thr, stopv, capbuf)


#: The couple's root is taken as found when |h| or the bracket is below this.
_COUPLE_EPS = 1e-15
#: The most evaluations of b(x) for one couple (bisection alone needs about 50).
_COUPLE_MAX_EVALS = 64


@njit(cache=True)
def _solve_couple(m: int, o: int, w: Array, tab: Any, post: Array, thr: Array,
                  stopv: Array, capbuf: Array) -> int:
    """Solve the couple of turn starts {(m, o), (o, m)} exactly, the rest of ``w`` fixed;
    returns the number of evaluations of b(x) (:func:`_couple_round`).

    A bust turns (m, o) into (o, m) and back, so the couple is a small cycle that plain
    rounds solve only by the chance that a turn ends otherwise (about 0.9993 a round on
    barrel_900, where a player below the barrel throws on for five 1s).  Here its fixed
    point is the root of h(x) = b(x) - x, x = W[o, m]: a falls as x rises (the value of
    (m, o)'s bust is 1 - x) and b rises as a falls (the value of (o, m)'s bust is 1 - a),
    so b is nondecreasing in x with a slope below 1 (no turn busts for certain); h is
    strictly decreasing, with h(0) = b(0) >= 0 >= b(1) - 1 = h(1): one root in [0, 1].

    For fixed policies b is linear in x (a max of such pieces in general), so a secant
    through two points of the same piece lands on the root: a safeguarded secant,
    starting from the current value and one plain round (x + h(x) = b(x)), keeps the
    bracket [lo, hi] of the evaluated points' signs and bisects whenever the secant is
    flat or leaves the bracket.  Usually 2 to 4 evaluations.  ``w`` is left with the
    last evaluation's values: W[m, o] = a and W[o, m] = b at the last x (|b - x| is
    then below :data:`_COUPLE_EPS`, or the bracket is)."""
    x0 = w[m, m] if m == o else w[o, m]
    lo = 0.0
    hi = 1.0
    b0 = _couple_round(x0, m, o, w, tab, post, thr, stopv, capbuf)
    h0 = b0 - x0
    evals = 1
    x1 = x0
    b1 = b0
    h1 = h0
    nxt = b0  # one plain round
    while abs(h1) > _COUPLE_EPS and evals < _COUPLE_MAX_EVALS:
        if h1 > 0.0:
            lo = max(lo, x1)
        else:
            hi = min(hi, x1)
        if hi - lo <= _COUPLE_EPS:
            break
        if not lo < nxt < hi:
            nxt = 0.5 * (lo + hi)
        x0, h0 = x1, h1
        x1 = nxt
        b1 = _couple_round(x1, m, o, w, tab, post, thr, stopv, capbuf)
        h1 = b1 - x1
        evals += 1
        # the next candidate: the secant through the last two points
        if h1 != h0:
            nxt = x1 - h1 * (x1 - x0) / (h1 - h0)
        else:
            nxt = -1.0  # flat: bisect
    if m == o:
        w[m, m] = b1
    else:
        w[o, m] = b1
    return evals


@njit(cache=True, parallel=True)
def _sweep_kernel(w: Array, out: Array, pm: Array, po: Array, level_off: Array, exact: bool,
                  max_idx: int, tab: Any, evals: Array) -> float:
    """One sweep over the couples of turn starts {(m, o), (o, m)} (``pm[k]``, ``po[k]``,
    m <= o), level by level (``level_off``; a level is one sum of both totals), the
    couples of a level in parallel.

    With ``exact`` (Gauss–Seidel, ``out`` is ``w``) each couple is solved exactly in
    place with the rest of ``w`` fixed (:func:`_solve_couple`; ``evals[k]``: its
    evaluations).  Without, every turn start is computed once from ``w`` into ``out``
    (one Bellman update, for the residual).  Returns the largest change of an entry
    against its value before the sweep.

    Couples of one level read each other only where a turn end keeps the total and
    changes the state (a bust on the barrel counts an attempt): in place, one may then
    read the other's candidates, which lie within this sweep's change of its final
    values once the sweeps settle."""
    n_pairs = pm.shape[0]
    change = np.zeros(n_pairs)
    for lv in range(level_off.shape[0] - 1):
        a = level_off[lv]
        b = level_off[lv + 1]
        for k in prange(a, b):
            post = np.empty((2, 6, max_idx))
            thr = np.empty((2, 6, max_idx))
            stopv = np.empty(max_idx)
            capbuf = np.empty((3, 6))
            m = pm[k]
            o = po[k]
            old1 = w[m, o]
            old2 = w[o, m]
            if exact:
                evals[k] = _solve_couple(m, o, w, tab, post, thr, stopv, capbuf)
            else:
                out[m, o] = _turn_value(m, o, w, tab, post, thr, stopv, capbuf)
                if m != o:
                    out[o, m] = _turn_value(o, m, w, tab, post, thr, stopv, capbuf)
            c1 = abs(out[m, o] - old1)
            c2 = abs(out[o, m] - old2)
            change[k] = c1 if c1 > c2 else c2
    worst = 0.0
    for k in range(n_pairs):
        if change[k] > worst:
            worst = change[k]
    return worst


class _Arrays:
    """The rows and the throw table as flat arrays for the compiled kernel."""

    def __init__(self, rules: DiceRules, rows: list[_Row], table: ThrowTable,
                 states: list[PState]) -> None:
        p_count = len(states)
        # couples of turn starts {(m, o), (o, m)} by the sum of both totals, highest
        # first: a stop raises the sum, so what a couple reads after a stop was updated
        # earlier in the same sweep; a bust leads within the couple (solved in place)
        pairs = sorted(((m, o) for m in range(p_count) for o in range(m, p_count)),
                       key=lambda mo: (-(states[mo[0]].total + states[mo[1]].total), mo))
        self.pm = np.array([m for m, _ in pairs], dtype=np.int64)
        self.po = np.array([o for _, o in pairs], dtype=np.int64)
        sums = [states[m].total + states[o].total for m, o in pairs]
        self.level_off = np.array(
            [k for k in range(len(pairs)) if k == 0 or sums[k] != sums[k - 1]] + [len(pairs)],
            dtype=np.int64)
        self.max_idx = max(r.top for r in rows) + 2
        self.top = np.array([r.top for r in rows], dtype=np.int64)
        self.capped = np.array([1 if r.capped else 0 for r in rows], dtype=np.int64)
        base = []
        cats: list[int] = []
        ok: list[int] = []
        sm: list[int] = []
        sp: list[int] = []
        jm: list[Array] = []
        code = {"": 0, "win": 1, "overshoot": 2, "dump": 3}
        for r in rows:
            base.append(len(cats))
            for i in range(r.top + 2):
                cats.append(code[r.cats[i]])
                ok.append(1 if r.stop_ok[i] else 0)
                sm.append(r.stop_m[i])
                om = r.stop_o[i]
                if om is None:
                    sp.append(-1)
                else:
                    sp.append(len(jm))
                    jm.append(om)
        self.base = np.array(base, dtype=np.int64)
        self.cats = np.array(cats, dtype=np.int64)
        self.stop_ok = np.array(ok, dtype=np.int64)
        self.stop_m = np.array(sm, dtype=np.int64)
        self.stop_ptr = np.array(sp, dtype=np.int64)
        self.jmaps = (np.array(jm, dtype=np.int64) if jm
                      else np.zeros((1, p_count), dtype=np.int64))
        self.ends = np.array([[r.bust0, r.bust, r.overshoot, r.dump] for r in rows],
                             dtype=np.int64)
        flat = flat_table(table)
        self.n_thr = np.array(flat.n_thr, dtype=np.int64)
        self.thr_off = np.array(flat.thr_off, dtype=np.int64)
        self.thr_w = np.array(flat.thr_w)
        self.opt_off = np.array(flat.opt_off, dtype=np.int64)
        self.opt_dn = np.array(flat.opt_dn, dtype=np.int64)
        self.opt_vs = np.array(flat.opt_vs, dtype=np.int64)
        self.d_empty = np.array(flat.d_empty)
        self.d_win = np.array(flat.d_win)
        self.d_total = np.array(flat.d_total)
        self.flags = np.array([1 if rules.hot_dice == "confirm" else 0,
                               1 if rules.empty_opening_rethrow else 0], dtype=np.int64)
        #: the evaluations each couple took in the last Gauss–Seidel sweep
        self.evals = np.zeros(0, dtype=np.int64)

    @property
    def tab(self) -> tuple[Array, ...]:
        """The arrays :func:`_turn_value` reads, in its order."""
        return (self.top, self.capped, self.base, self.cats, self.stop_ok, self.stop_m,
                self.stop_ptr, self.jmaps, self.ends, self.n_thr, self.thr_off, self.thr_w,
                self.opt_off, self.opt_dn, self.opt_vs, self.d_empty, self.d_win,
                self.d_total, self.flags)

    def sweep(self, w: Array, out: Array) -> float:
        """A Gauss–Seidel sweep in place, each couple solved exactly (``out is w``; the
        evaluations per couple are left in :attr:`evals`), or one Bellman update of ``w``
        into ``out``.  Returns the largest change against ``w`` before the sweep."""
        exact = out is w
        self.evals = np.zeros(len(self.pm), dtype=np.int64)
        return float(_sweep_kernel(w, out, self.pm, self.po, self.level_off, exact,
                                   self.max_idx, self.tab, self.evals))


def solve(rules: DiceRules, tol: float = 1e-10, max_sweeps: int = 5000,
          log: Callable[[str], None] | None = None,
          init: SolvedTable | None = None,
          checkpoint: Callable[["Solution"], None] | None = None,
          every: int = 5, detail: Detail = Detail(),
          on_sweep: Callable[[int, float], None] | None = None) -> Solution:
    """Solve the reduced two-player game of ``rules`` (see the module's docstring),
    starting from 1/2 everywhere or from the values of ``init`` (to resume a build, or
    to start from a table of the same game with fewer counters in the state).
    ``checkpoint`` is given the solution so far every ``every`` sweeps (its
    ``residual`` is then the last sweep's largest change, not yet checked).
    ``detail``: what the states keep beyond the total, entered and attempts
    (:class:`~.model.Detail`: the entry scores, exact for ``barrel_fall = entry``, only
    small configurations fit; the falls, bolts and overshoots).  ``on_sweep`` is told
    each sweep's number and largest change."""
    t_start = time.monotonic()
    states = reduced_states(rules, detail)
    rows = _prepare(rules, states, detail)
    arrays = _Arrays(rules, rows, throw_table(rules), states)
    n = len(states)
    w = np.full((n, n), 0.5)
    if init is not None:
        # a table of the same states resumes; one of the same game without the counters
        # (or with them) starts every state from its twin's value
        given = np.array(init.win, dtype=np.float64).reshape(len(init.states), -1)
        if init.states == states:
            w = given
        else:
            pos = {p[:3]: k for k, p in enumerate(init.states)}
            if all(p[:3] in pos for p in states):
                twins = [pos[p[:3]] for p in states]
                w = given[np.ix_(twins, twins)]
    sweeps = 0
    logged = t_start
    while sweeps < max_sweeps:
        change = arrays.sweep(w, w)
        sweeps += 1
        if on_sweep is not None:
            on_sweep(sweeps, change)
        now = time.monotonic()
        if log and (sweeps <= 10 or sweeps % 10 == 0 or change <= tol or now - logged >= 20):
            # (at least one line every 20 s: a large table's sweeps take that long)
            logged = now
            log(f"sweep {sweeps}: max change {change:.3e} ({now - t_start:.0f} s)")
        if change <= tol:
            break
        if checkpoint is not None and sweeps % every == 0:
            checkpoint(Solution(rules, states, w, sweeps, change, time.monotonic() - t_start,
                                detail))
    check = w.copy()
    residual = arrays.sweep(w, check)
    return Solution(rules, states, w, sweeps, residual, time.monotonic() - t_start, detail)


def bellman_residual(sol: Solution) -> float:
    """max |T(W) - W| of a solution, recomputed."""
    rows = _prepare(sol.rules, sol.states, sol.detail)
    arrays = _Arrays(sol.rules, rows, throw_table(sol.rules), sol.states)
    out = sol.win.copy()
    return arrays.sweep(sol.win, out)

PRESETS = ("classic", "exact_thousand", "barrel_900")

#: The most reduced states a table is solved for on demand (barrel_900's 403 took about
#: 55 minutes on two idle cores); a larger game drops the counters, or is not solved.
MAX_STATES = 450


def counters_cost(rules: DiceRules) -> int:
    """How many times the counters multiply the states (:func:`~.model.counter_state`;
    counted up to 6 values of each counter: enough to tell whether it is more than 4)."""
    d = Detail(counters=True)
    probe = [PState(0, None, 0, f, b, o) for f in range(min(rules.barrel_falls_zero + 1, 6))
             for b in range(min(max(rules.bolt_limit, 1), 6)) for o in range(6)]
    return len({reduced(rules, p, d)[3:] for p in probe})


def plan(rules: DiceRules) -> tuple[int, Detail] | None:
    """What a table solved on demand for ``rules`` keeps and how many states it has: the
    counters where they multiply the states by at most 4 and the game still fits
    :data:`MAX_STATES`, else none; None if even that does not fit or the rules are not
    supported (negative totals)."""
    if rules.negative_totals:
        return None
    options = [Detail(counters=True)] if counters_cost(rules) <= 4 else []
    for detail in options + [Detail()]:
        n = len(reduced_states(rules, detail, MAX_STATES))
        if n <= MAX_STATES:
            return n, detail
    return None


def solve_custom(rules: DiceRules, folder: Path, tol: float = 1e-10,
                 progress: Callable[[float], None] | None = None) -> Path:
    """Solve the table of ``rules`` (:func:`plan`) and write it to ``folder`` under
    :func:`~.tables.custom_table_path`; ``progress`` is told the estimated fraction done
    after each sweep (the largest change shrinks geometrically, so the fraction is how far
    its logarithm has come from the first sweep's to ``tol``)."""
    planned = plan(rules)
    if planned is None:
        raise ValueError("these rules are too large to solve here")
    _, detail = planned
    first: list[float] = []

    def on_sweep(sweep: int, change: float) -> None:
        if progress is None:
            return
        if not first:
            first.append(max(change, tol * 10))
        span = math.log(first[0] / tol)
        done = math.log(first[0] / max(change, tol)) / span if span > 0 else 1.0
        progress(min(0.99, max(0.0, done)))

    sol = solve(rules, tol=tol, detail=detail, on_sweep=on_sweep)
    path = custom_table_path(folder, rules, detail)
    write_table(path, SolvedTable(rules.preset_name, rules.options(), sol.states,
                                  [float(x) for x in sol.win.ravel()],
                                  {"sweeps": sol.sweeps, "seconds": round(sol.seconds, 1),
                                   "residual": sol.residual}, detail))
    if progress is not None:
        progress(1.0)
    return path


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m thousand_app.dice.ai.solver",
                                 description="Build the hard player's solved two-player tables.")
    sub = ap.add_subparsers(dest="cmd", required=True)
    b = sub.add_parser("build", help="solve presets and write thousand_app/dice/data/*.bin.gz")
    b.add_argument("--preset", action="append", choices=PRESETS,
                   help="preset to solve (repeatable; default: all)")
    b.add_argument("--out", type=Path, default=DATA_DIR)
    b.add_argument("--tol", type=float, default=1e-10,
                   help="stop when no entry moves more than this in a sweep")
    b.add_argument("--resume", action="store_true",
                   help="start from the values of the table already in --out")
    b.add_argument("--max-sweeps", type=int, default=5000,
                   help="stop after this many sweeps (the residual is recorded)")
    c = sub.add_parser("custom", help="solve the table of any rules into a folder "
                                      "(progress lines 'progress F' on stdout)")
    c.add_argument("--preset", default="classic", choices=sorted(DICE_PRESETS))
    c.add_argument("--options", default="{}", help="the options as a JSON object")
    c.add_argument("--out", type=Path, required=True)
    c.add_argument("--tol", type=float, default=1e-10)
    args = ap.parse_args(argv)
    if args.cmd == "custom":
        try:
            rules = DiceRules.from_options(args.preset, json.loads(args.options))
        except (ValueError, DiceRulesError) as e:
            print(f"error: {e}", file=sys.stderr)
            return 2
        done = solve_custom(rules, args.out, args.tol,
                            lambda f: print(f"progress {f:.3f}", flush=True))
        print(f"wrote {done}", flush=True)
        return 0
    for name in args.preset or PRESETS:
        rules = DiceRules.preset(name)
        detail = Detail(counters=name in KEEPS_COUNTERS)
        path = table_path(args.out, name)
        init = read_table(path) if args.resume and path.exists() else None
        before = init.info if init is not None else {}

        def save(sol: Solution, checked: bool = False, path: Path = path, name: str = name,
                 rules: DiceRules = rules, before: dict[str, Any] = before) -> None:
            same = init is not None and init.states == sol.states
            sweeps = sol.sweeps + (int(before.get("sweeps", 0)) if same else 0)
            seconds = sol.seconds + (float(before.get("seconds", 0.0)) if same else 0.0)
            info = {"sweeps": sweeps, "seconds": round(seconds, 1)}
            info["residual" if checked else "last_change"] = sol.residual
            write_table(path, SolvedTable(name, rules.options(), sol.states,
                                          [float(x) for x in sol.win.ravel()], info,
                                          sol.detail))
        sol = solve(rules, tol=args.tol, max_sweeps=args.max_sweeps,
                    log=lambda s: print(name, s, flush=True), init=init, checkpoint=save,
                    detail=detail)
        save(sol, checked=True)
        print(f"{name}: {len(sol.states)} states, {sol.sweeps} sweeps, residual "
              f"{sol.residual:.2e}, {sol.seconds:.0f} s -> {path} "
              f"({path.stat().st_size} bytes)", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
