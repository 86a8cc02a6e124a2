"""Events: what an action caused, in order, for the table to animate and the score sheet.

Everything in the dice game is public, so events need no redaction.  An action
returns, in this order: :class:`Thrown` (for a throw), then :class:`EmptyThrow`
or :class:`Kept`, then, when the turn ends, one :class:`Settled` per entry of
the replay output's ``events`` (record-format.md), :class:`TurnEnded` with the score
sheet line, and :class:`GameOver` when someone won.

Events are immutable named tuples (cheap to make: a computer player's search and
the benchmark create millions); compare them by type and fields.
"""

from __future__ import annotations

from typing import Any, NamedTuple, Optional, Union


class Thrown(NamedTuple):
    seat: int
    #: The faces, sorted.
    faces: tuple[int, ...]
    #: This throw confirms hot dice (``hot_dice = confirm``).
    confirming: bool
    #: This throw is the second chance after an empty opening throw.
    rethrow: bool


class EmptyThrow(NamedTuple):
    """The throw has no scoring die.  ``rethrow``: the mover may throw five dice again
    (``empty_opening_rethrow``); otherwise the turn is a bust (a :class:`TurnEnded` follows)."""

    seat: int
    rethrow: bool


class FiveOnes(NamedTuple):
    """Five 1s with ``five_ones = win``: 1000 points and the game, at once."""

    seat: int


class Kept(NamedTuple):
    seat: int
    faces: tuple[int, ...]
    value: int
    #: The turn total and the dice in hand after the keep (5 again after hot dice).
    turn_total: int
    dice: int
    hot: bool


class Settled(NamedTuple):
    """One step of settling a turn (dice-rules.md section 10), as the replay output names it:
    ``enter``, ``barrel``, ``knock_off``, ``fall``, ``falls_zero``, ``overtake``,
    ``bolt_penalty``, ``overshoot_penalty``, ``overshoot_zero``, ``dump_truck`` or ``win``.
    ``total`` is the seat's total once the whole turn is settled."""

    name: str
    seat: int
    total: int


class TurnSummary(NamedTuple):
    """A finished turn: the replay output's entry for it (record-format.md)."""

    player: int
    throws: int
    turn_total: int
    #: "stop", "win", "bust", "overshoot" or "dump".
    end: str
    deltas: tuple[int, ...]
    totals: tuple[int, ...]
    entry: tuple[Optional[int], ...]
    barrel: tuple[Optional[int], ...]
    falls: tuple[int, ...]
    bolts: tuple[int, ...]
    overshoots: tuple[int, ...]
    #: (name, seat) in order, as in :class:`Settled`.
    events: tuple[tuple[str, int], ...]
    #: The keeps of the turn, for the score sheet (not part of the replay output).
    keeps: tuple[tuple[int, ...], ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {
            "player": self.player, "throws": self.throws, "turn_total": self.turn_total,
            "end": self.end, "deltas": list(self.deltas), "totals": list(self.totals),
            "entry": list(self.entry), "barrel": list(self.barrel), "falls": list(self.falls),
            "bolts": list(self.bolts), "overshoots": list(self.overshoots),
            "events": [f"{name} {seat}" for name, seat in self.events],
        }


class TurnEnded(NamedTuple):
    summary: TurnSummary


class GameOver(NamedTuple):
    winner: int
    totals: tuple[int, ...]


DiceEvent = Union[Thrown, EmptyThrow, FiveOnes, Kept, Settled, TurnEnded, GameOver]

__all__ = ["Thrown", "EmptyThrow", "FiveOnes", "Kept", "Settled", "TurnSummary", "TurnEnded",
           "GameOver", "DiceEvent"]
