"""What a coach says of a move about to be made, for either game (issue 37).

A game's coach (``thousand_app.cards.ai.coach``, ``thousand_app.dice.ai.coach``) is a pure
function from a seat's observation and the move it is about to make to an :class:`Advice`:
whether to warn, what the move costs, the better move and why.  The reasons are codes with
parameters (:class:`Reason`), worded later by the UI in the user's language; nothing here
is user-visible text.  Pure Python and thread-free: a UI calls it off the GUI thread.
"""

from __future__ import annotations

import argparse
import json
import os
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Optional, Sequence

__all__ = ["Reason", "Advice", "Tally", "print_figures", "bench_main"]


@dataclass(frozen=True)
class Reason:
    """Why a move costs what it does: a code (``snake_case``) and its parameters (plain
    JSON values: numbers, card and action strings)."""

    code: str
    params: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"code": self.code, "params": dict(self.params)}


@dataclass(frozen=True)
class Advice:
    """The coach's verdict on one move.

    ``cost`` is what the move loses against ``best`` by the coach's analysis, in ``unit``:
    ``"points"`` (the card game: points of the seat's relative score for the deal) or
    ``"chance"`` (the dice game: the drop in the probability of winning, 0..1).  ``warn``
    says whether the coach should speak before the move is made; ``best`` is the better move
    (``best_action`` the engine's action, for "Show me the better move"), equal to the move
    when it is the best.  ``judged`` is False when the coach has no opinion on this kind of
    move (then it never warns)."""

    warn: bool
    move: str
    best: str
    cost: float
    unit: str
    reasons: tuple[Reason, ...] = ()
    best_action: Any = None
    judged: bool = True
    #: How many sampled worlds the card coach's values are means over (0 for dice).
    worlds: int = 0

    def to_json(self) -> dict[str, Any]:
        return {"warn": self.warn, "move": self.move, "best": self.best, "cost": self.cost,
                "unit": self.unit, "reasons": [r.to_json() for r in self.reasons],
                "judged": self.judged, "worlds": self.worlds}


@dataclass
class Tally:
    """A coach bench's count: moves the reference finds costly (at least ``costly``) or fine
    (within ``fine`` of the best), how many of each the coach warned about, and its times."""

    costly: float
    fine: float
    n_costly: int = 0
    n_fine: int = 0
    warned_costly: int = 0
    warned_fine: int = 0
    times: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)

    def add(self, loss: float, warned: bool, seconds: float, cpu_s: float) -> None:
        """One move: its loss by the reference, whether the coach warned, its time (wall
        clock and the process's CPU time)."""
        self.times.append(seconds)
        self.cpu.append(cpu_s)
        if loss >= self.costly:
            self.n_costly += 1
            self.warned_costly += warned
        if loss <= self.fine:
            self.n_fine += 1
            self.warned_fine += warned

    def figures(self) -> dict[str, Any]:
        """``positions``, ``warned_costly``, ``warned_fine``, ``p95_s`` and beside them the
        counts, the median and worst time, the 95th percentile of the CPU time and the load
        average now."""
        from .latency import percentile
        t = self.times
        return {"positions": len(t),
                "warned_costly": round(self.warned_costly / self.n_costly, 4)
                if self.n_costly else None,
                "warned_fine": round(self.warned_fine / self.n_fine, 4) if self.n_fine else None,
                "p95_s": round(percentile(t, 0.95), 4),
                "costly": self.n_costly, "fine": self.n_fine,
                "p50_s": round(percentile(t, 0.5), 5), "max_s": round(max(t, default=0.0), 4),
                "p95_cpu_s": round(percentile(self.cpu, 0.95), 4),
                "load_average": round(os.getloadavg()[0], 2)}


def print_figures(figures: Mapping[str, Any], as_json: bool) -> None:
    """A coach bench's figures: one JSON object on one line, or a line per figure."""
    print(json.dumps(dict(figures)) if as_json else
          "\n".join(f"{k}: {v}" for k, v in figures.items()))


def bench_main(argv: Optional[Sequence[str]], *, prog: str, description: str,
               run: Callable[[int, int, int], Mapping[str, Any]],
               players: tuple[int, Sequence[int]], positions: int = 300) -> int:
    """A coach bench's command: ``--positions N --seed S --players P [--json]``; ``run(n,
    seed, players)`` gives the figures."""
    ap = argparse.ArgumentParser(prog=prog, description=description)
    ap.add_argument("--positions", type=int, default=positions,
                    help=f"decisions to judge (default {positions})")
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--players", type=int, default=players[0], choices=list(players[1]))
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    args = ap.parse_args(argv)
    if args.positions < 1:
        ap.error("--positions must be at least 1")
    print_figures(run(args.positions, args.seed, args.players), args.json)
    return 0
