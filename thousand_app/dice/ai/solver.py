"""The two-player solver: value iteration over the probability of winning.

``W[m, o]`` is the probability that the player to move wins from a turn start
where his state is ``m`` and his opponent's ``o`` (both *reduced* player
states, :func:`~thousand_app.dice.ai.model.reduced`).  One Bellman update of
the row ``W[m, :]`` is one turn's dynamic programme (:mod:`.turn`), run here
with numpy over every opponent state at once: the value of each turn end is
``1 - W[o', m']`` (the opponent moves next), a win is 1.

Rows are updated in place (Gauss–Seidel), highest total first, since totals
mostly rise: a row then mostly reads rows already updated in the same sweep.
The sweeps stop when no entry moved by more than ``tol``; a last sweep that
changes nothing (Jacobi) measures the Bellman residual ``max |T(W) - W|``.

Build the shipped tables with ``python -m thousand_app.dice.ai.solver build``
(numpy is needed here only; the players read the tables with the standard
library, :mod:`.tables`).
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

import numpy as np

from thousand_app.dice.rules import DiceRules

from .model import STEP, PState, ThrowTable, TurnRules, reduced, settle, throw_table
from .tables import DATA_DIR, SolvedTable, table_path, write_table
from .turn import capped_weights

__all__ = ["reduced_states", "solve", "Solution", "main"]

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


def reduced_states(rules: DiceRules) -> list[PState]:
    """Every reduced player state reachable from the start, highest total first."""
    start = reduced(rules, PState(0))
    seen = {start}
    todo = [start]
    while todo:
        x = todo.pop()
        for y in _own_ends(rules, x) + _passive(rules, x):
            y = reduced(rules, y)
            if y not in seen:
                seen.add(y)
                todo.append(y)
    return sorted(seen, key=lambda p: (-p.total, p.attempts, p.entry is None))


def supported(rules: DiceRules) -> bool:
    """Whether the reduced two-player game of ``rules`` can be solved here."""
    return not rules.negative_totals


class _Dice:
    """The throw table as index arrays, for one number of dice."""

    def __init__(self, table: ThrowTable, d: int) -> None:
        dn: list[int] = []
        vs: list[int] = []
        starts: list[int] = []
        weights: list[float] = []
        win = 0
        for th in table.by_dice[d]:
            if th.win:
                win += th.weight
                continue
            starts.append(len(dn))
            weights.append(th.weight)
            for v, n in th.options:
                dn.append(d - n)
                vs.append(v // STEP)
        self.dn = np.array(dn, dtype=np.intp)
        self.vs = np.array(vs, dtype=np.intp)
        self.starts = np.array(starts, dtype=np.intp)
        self.weights = np.array(weights, dtype=np.float64)
        self.win = float(win)
        self.empty = float(table.empty[d])
        self.total = float(table.total[d])


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


def _prepare(rules: DiceRules, states: list[PState]) -> list[_Row]:
    index = {p: k for k, p in enumerate(states)}

    def idx(p: PState) -> int:
        return index[reduced(rules, p)]

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
            return index.get(reduced(rules, settle(rules, (m, other), 0, kind, s)[0]), 0)
        rows.append(_Row(turn, top, capped, cats, stop_ok, stop_m, stop_o,
                         end("bust", 0), end("bust", STEP), end("overshoot", 0),
                         end("dump", 0)))
    return rows


def _sweep(rules: DiceRules, rows: list[_Row], dice: list[_Dice], capw: tuple[int, int, int],
           w: Array, out: Array, omega: float = 1.0, only: int | None = None) -> None:
    """One sweep: ``out[m, :]`` = the turn DP of row m reading ``w`` (``out is w`` for
    Gauss–Seidel)."""
    confirm = rules.hot_dice == "confirm"
    p_count = w.shape[0]
    ones = np.ones(p_count)
    cap_a, cap_b, cap_w = capw
    p_empty5 = dice[5].empty / dice[5].total
    for m, row in enumerate(rows):
        if only is not None and m >= only:
            break
        top = row.top
        n_idx = top + 2
        lim = top if row.capped else top + 1
        bust0 = 1.0 - w[:, row.bust0]
        bust = 1.0 - w[:, row.bust]
        ov = 1.0 - w[:, row.overshoot]
        dump = 1.0 - w[:, row.dump]
        stop = np.zeros((n_idx, p_count))
        for i in range(1, top + 1):
            if row.stop_m[i] >= 0:
                om = row.stop_o[i]
                col = w[:, row.stop_m[i]]
                stop[i] = 1.0 - (col if om is None else col[om])
        if row.capped:
            stop[top + 1] = stop[top]
        post = [np.zeros((6, n_idx, p_count)), np.zeros((6, n_idx, p_count))]
        thr = [np.zeros((6, n_idx, p_count)), np.zeros((6, n_idx, p_count))]
        confs = (0, 1) if confirm else (0,)

        def fill_throw(i: int) -> None:
            b = bust0 if i == 0 else bust
            for c in confs:
                pc = post[c]
                for d in range(1, 6):
                    if c and d != 5:
                        continue
                    dd = dice[d]
                    j = np.minimum(i + dd.vs, lim)
                    g = pc[dd.dn, j]
                    best = np.maximum.reduceat(g, dd.starts, axis=0)
                    thr[c][d, i] = (dd.weights @ best + dd.win + dd.empty * b) / dd.total
            if not confirm:
                thr[1][:, i] = thr[0][:, i]

        def fill_post(i: int) -> None:
            cat = row.cats[i]
            for c in (0, 1):
                pc = post[c]
                if cat == "win":
                    pc[:, i] = ones
                elif cat == "overshoot":
                    pc[:, i] = ov
                elif cat == "dump":
                    pc[:, i] = dump
                else:
                    pc[0, i] = thr[1 if confirm else 0][5, i]
                    if row.stop_ok[i]:
                        if c:
                            pc[1:, i] = stop[i]
                        else:
                            pc[1:, i] = np.maximum(stop[i], thr[0][1:, i])
                    else:
                        pc[1:, i] = thr[0][1:, i]

        for i in range(n_idx - 1, -1, -1):
            if i > lim:
                continue
            if row.cats[i] in ("win", "overshoot", "dump"):
                fill_post(i)
                continue
            if row.capped and i == top:
                x5 = (cap_a * stop[i] + cap_w + dice[5].empty * bust) / (dice[5].total - cap_b)
                for c in (0, 1):
                    post[c][0, i] = x5
                    post[c][1:, i] = stop[i]
                fill_throw(i)
                fill_post(i)
                continue
            fill_throw(i)
            fill_post(i)
        start = thr[0][5, 0]
        if rules.empty_opening_rethrow:
            start = start + p_empty5 * (start - bust0)
        out[m, :] = start if omega == 1.0 else w[m, :] + omega * (start - w[m, :])


def solve(rules: DiceRules, tol: float = 1e-10, max_sweeps: int = 2000,
          log: Callable[[str], None] | None = None) -> Solution:
    """Solve the reduced two-player game of ``rules`` (see the module's docstring)."""
    t_start = time.monotonic()
    states = reduced_states(rules)
    rows = _prepare(rules, states)
    table = throw_table(rules)
    dice = [_Dice(table, 1)] + [_Dice(table, d) for d in range(1, 6)]
    capw = capped_weights(table)
    n = len(states)
    w = np.full((n, n), 0.5)
    sweeps = 0
    while sweeps < max_sweeps:
        before = w.copy()
        _sweep(rules, rows, dice, capw, w, w)
        sweeps += 1
        change = float(np.max(np.abs(w - before)))
        if log:
            log(f"sweep {sweeps}: max change {change:.3e} ({time.monotonic() - t_start:.0f} s)")
        if change <= tol:
            break
    check = np.empty_like(w)
    _sweep(rules, rows, dice, capw, w, check)
    residual = float(np.max(np.abs(check - w)))
    return Solution(rules, states, w, sweeps, residual, time.monotonic() - t_start)


PRESETS = ("classic", "exact_thousand", "barrel_900")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m thousand_app.dice.ai.solver",
                                 description="Build the hard player's solved two-player tables.")
    sub = ap.add_subparsers(dest="cmd", required=True)
    b = sub.add_parser("build", help="solve presets and write thousand_app/dice/data/*.bin.gz")
    b.add_argument("--preset", action="append", choices=PRESETS,
                   help="preset to solve (repeatable; default: all)")
    b.add_argument("--out", type=Path, default=DATA_DIR)
    b.add_argument("--tol", type=float, default=1e-10)
    args = ap.parse_args(argv)
    for name in args.preset or PRESETS:
        rules = DiceRules.preset(name)
        sol = solve(rules, tol=args.tol, log=lambda s: print(name, s, flush=True))
        path = table_path(args.out, name)
        write_table(path, SolvedTable(name, rules.options(), sol.states,
                                      [float(x) for x in sol.win.ravel()],
                                      {"sweeps": sol.sweeps, "residual": sol.residual,
                                       "seconds": round(sol.seconds, 1)}))
        print(f"{name}: {len(sol.states)} states, {sol.sweeps} sweeps, residual "
              f"{sol.residual:.2e}, {sol.seconds:.0f} s -> {path} "
              f"({path.stat().st_size} bytes)", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
