"""What a coach says of a move about to be made, for either game (issue 37).

A game's coach (``thousand_app.cards.ai.coach``, ``thousand_app.dice.ai.coach``) is a pure
function from a seat's observation and the move it is about to make to an :class:`Advice`:
whether to warn, what the move costs, the better move and why.  The reasons are codes with
parameters (:class:`Why`), worded later by the UI in the user's language; nothing here
is user-visible text.  Pure Python and thread-free: a UI calls it off the GUI thread.
"""

from __future__ import annotations

import argparse
import json
import math
import os
from dataclasses import dataclass, field
from typing import Any, Callable, Hashable, Mapping, Optional, Sequence

__all__ = ["Why", "Advice", "Flag", "Tally", "print_figures", "bench_main", "UNITS"]

#: The units of an advice's cost: the card game's points, the dice game's chance of winning.
UNITS = ("points", "chance")
#: A kept advice's text fields (a move, a reason's code or text parameter) have at most this
#: many characters, and its reasons at most this many parameters each.
_MAX_TEXT = 400
_MAX_PARAMS = 20
_MAX_REASONS = 20


def _text(doc: Mapping[str, Any], key: str) -> str:
    value = doc.get(key)
    if not isinstance(value, str) or len(value) > _MAX_TEXT:
        raise ValueError(f"'{key}' must be a text of at most {_MAX_TEXT} characters")
    return value


def _flag_bool(doc: Mapping[str, Any], key: str) -> bool:
    value = doc.get(key)
    if type(value) is not bool:
        raise ValueError(f"'{key}' must be true or false")
    return value


def _count(doc: Mapping[str, Any], key: str) -> int:
    value = doc.get(key)
    if type(value) is not int or value < 0:
        raise ValueError(f"'{key}' must be a whole number from 0")
    return value


def _plain(value: Any) -> bool:
    """A reason's parameter: a number, a short text, true/false or null."""
    if value is None or type(value) in (bool, int):
        return True
    if type(value) is float:
        return math.isfinite(value)
    return isinstance(value, str) and len(value) <= _MAX_TEXT


@dataclass(frozen=True)
class Why:
    """Why a move costs what it does: a code (``snake_case``) and its parameters (plain
    JSON values: numbers, card and action strings)."""

    code: str
    params: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"code": self.code, "params": dict(self.params)}

    @classmethod
    def from_json(cls, doc: Any) -> "Why":
        """A reason read back (:meth:`to_json`); ValueError says what is wrong."""
        if not isinstance(doc, dict):
            raise ValueError("a reason must be an object")
        params = doc.get("params", {})
        if (not isinstance(params, dict) or len(params) > _MAX_PARAMS
                or not all(isinstance(k, str) and len(k) <= _MAX_TEXT and _plain(v)
                           for k, v in params.items())):
            raise ValueError("a reason's 'params' must be an object of numbers and short texts")
        return cls(_text(doc, "code"), dict(params))


@dataclass(frozen=True)
class Advice:
    """The coach's verdict on one move.

    ``cost`` is what the move loses against ``best`` by the coach's analysis, in ``unit``:
    ``"points"`` (the card game: points of the seat's relative score for the deal) or
    ``"chance"`` (the dice game: the drop in the probability of winning, 0..1).  ``warn``
    says whether the coach should speak before the move is made; ``best`` is the better move
    (``best_action`` the engine's action, for "Show me the better move": the first of cards
    passed together; for keeping the card game's contract, which no action names, the card
    to lead), equal to the move when it is the best.  ``judged`` is False when the coach has no opinion on this kind of
    move (then it never warns)."""

    warn: bool
    move: str
    best: str
    cost: float
    unit: str
    reasons: tuple[Why, ...] = ()
    best_action: Any = None
    judged: bool = True
    #: How many sampled worlds the card coach's values are means over (0 for dice).
    worlds: int = 0

    def to_json(self) -> dict[str, Any]:
        return {"warn": self.warn, "move": self.move, "best": self.best, "cost": self.cost,
                "unit": self.unit, "reasons": [r.to_json() for r in self.reasons],
                "judged": self.judged, "worlds": self.worlds}

    @classmethod
    def from_json(cls, doc: Any) -> "Advice":
        """An advice read back (:meth:`to_json`: kept with a flagged move in a save); its
        ``best_action`` is None (the engine's action is not kept).  ValueError says what is
        wrong."""
        if not isinstance(doc, dict):
            raise ValueError("an advice must be an object")
        cost = doc.get("cost")
        if (not isinstance(cost, (int, float)) or isinstance(cost, bool)
                or not math.isfinite(cost) or cost < 0):
            raise ValueError("'cost' must be a number from 0")
        unit = doc.get("unit")
        if unit not in UNITS:
            raise ValueError(f"'unit' must be one of {', '.join(UNITS)}")
        reasons = doc.get("reasons", [])
        if not isinstance(reasons, list) or len(reasons) > _MAX_REASONS:
            raise ValueError(f"'reasons' must be a list of at most {_MAX_REASONS}")
        return cls(_flag_bool(doc, "warn"), _text(doc, "move"), _text(doc, "best"), float(cost),
                   unit, tuple(Why.from_json(r) for r in reasons),
                   judged=_flag_bool(doc, "judged") if "judged" in doc else True,
                   worlds=_count(doc, "worlds") if "worlds" in doc else 0)


@dataclass
class Flag:
    """A move the coach warned about: where it is in the game (``deal``: the card game's
    deal or the dice game's turn; ``move``: its index there, as the review lists them),
    whose, and what was said.  ``played``: the person made that move (anyway, or after
    "Show me the better move"); only such flags are kept with the game (a save's
    ``"coach_flags"``, docs/storage-api.md).  ``key``: the move as the coach knew it (not
    kept)."""

    deal: int
    move: int
    seat: int
    advice: Advice
    played: bool = False
    key: Hashable = field(default=None, compare=False)

    def to_json(self) -> dict[str, Any]:
        return {"deal": self.deal, "move": self.move, "seat": self.seat, "played": self.played,
                "advice": self.advice.to_json()}

    @classmethod
    def from_json(cls, doc: Any) -> "Flag":
        """A flag read back (:meth:`to_json`); ValueError says what is wrong."""
        if not isinstance(doc, dict):
            raise ValueError("a flag must be an object")
        try:
            advice = Advice.from_json(doc.get("advice"))
        except ValueError as e:
            raise ValueError(f"'advice': {e}") from None
        return cls(_count(doc, "deal"), _count(doc, "move"), _count(doc, "seat"), advice,
                   _flag_bool(doc, "played") if "played" in doc else True)


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
