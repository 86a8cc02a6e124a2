"""What a coach says of a move about to be made, for either game (issue 37).

A game's coach (``thousand_app.cards.ai.coach``, ``thousand_app.dice.ai.coach``) is a pure
function from a seat's observation and the move it is about to make to an :class:`Advice`:
whether to warn, what the move costs, the better move and why.  The reasons are codes with
parameters (:class:`Reason`), worded later by the UI in the user's language; nothing here
is user-visible text.  Pure Python and thread-free: a UI calls it off the GUI thread.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Mapping

__all__ = ["Reason", "Advice", "print_figures"]


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


def print_figures(figures: Mapping[str, Any], as_json: bool) -> None:
    """A coach bench's figures: one JSON object on one line, or a line per figure."""
    print(json.dumps(dict(figures)) if as_json else
          "\n".join(f"{k}: {v}" for k, v in figures.items()))
