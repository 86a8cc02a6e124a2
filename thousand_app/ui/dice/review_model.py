"""What the dice review shows: a finished game's turns replayed from its record, and for each
decision (a keep, or the choice to stop or throw on) ``hard``'s chance of winning after the
move made and after the best move (:meth:`HardPlayer.chance`), the big mistakes marked.

Everything comes from the record (the game's public replay) and the engine's observations;
nothing here reads a game's private fields.  Without Qt.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional, Union

from thousand_app.dice.engine import DiceGame, Keep, Roll, Stop, TurnSummary, parse_step
from thousand_app.dice.ai.players import THROW_AGAIN, make_player
from thousand_app.dice.engine.record import game_from_header

__all__ = ["DiceDecision", "DiceReviewTurn", "review_turns", "MISTAKE", "BIG_MISTAKE"]

#: A decision that loses at least this much of the chance to win is a mistake ("?"), at
#: least BIG_MISTAKE a big one ("??").
MISTAKE = 0.02
BIG_MISTAKE = 0.05

Move = Union[Keep, Stop, Roll]


@dataclass(frozen=True)
class DiceDecision:
    """One decision of a turn: ``pending`` "keep" (``throw``: the faces it chose from) or
    "choice" (stop or throw on); ``s`` and ``d`` the turn total and dice in hand before it;
    ``made`` the move (a Keep, STOP or THROW_AGAIN) and ``best`` hard's; the chances of
    winning after each (None where hard has no chance: more than two players, or rules
    without a solved table)."""

    turn: int
    seat: int
    pending: str
    throw: Optional[tuple[int, ...]]
    s: int
    d: int
    made: Move
    best: Optional[Move]
    chance_made: Optional[float]
    chance_best: Optional[float]

    @property
    def loss(self) -> Optional[float]:
        """How much of the chance to win the move made gave away (0 for the best move)."""
        if self.chance_made is None or self.chance_best is None:
            return None
        return max(0.0, self.chance_best - self.chance_made)

    @property
    def mark(self) -> str:
        loss = self.loss
        if loss is None:
            return ""
        return "??" if loss >= BIG_MISTAKE else "?" if loss >= MISTAKE else ""


@dataclass(frozen=True)
class DiceReviewTurn:
    """A finished turn: its place, the mover, the score sheet line, the decisions in it."""

    index: int
    seat: int
    summary: TurnSummary
    decisions: tuple[DiceDecision, ...]

    @property
    def mark(self) -> str:
        marks = [d.mark for d in self.decisions]
        return "??" if "??" in marks else "?" if "?" in marks else ""


def _chance(hard: Any, obs: Any, move: Move) -> Optional[float]:
    value = hard.chance(obs, move)
    return None if value is None else min(1.0, max(0.0, float(value)))


def review_turns(record: dict[str, Any], hard: Any = None) -> list[DiceReviewTurn]:
    """The finished turns of a dice record with their decisions valued by ``hard`` (made
    once if not given).  A record that does not replay raises the engine's DiceRecordError."""
    game: DiceGame = game_from_header(record)
    hard = hard if hard is not None else make_player("hard", 1)
    rated = game.n == 2   # (with more players hard's value is not a chance to win)
    out: list[DiceReviewTurn] = []
    for t, turn in enumerate(record.get("turns", [])):
        steps = [parse_step(text) for text in turn.get("steps", [])]
        decisions: list[DiceDecision] = []
        seat = game.to_act
        for k, action in enumerate(steps):
            pending = game.pending
            if pending in ("keep", "choice") and seat is not None:
                obs = game.observation(seat)
                made: Move = action if isinstance(action, (Keep, Stop)) else THROW_AGAIN
                chance_made = _chance(hard, obs, made) if rated else None
                # (without a chance hard plays a fallback level: its move is not "the best")
                best: Optional[Move] = hard.act(obs) if chance_made is not None else None
                decisions.append(DiceDecision(
                    t, seat, pending, obs.last_throw if pending == "keep" else None, obs.s, obs.d,
                    made, best, chance_made,
                    _chance(hard, obs, best) if best is not None else None))
            game.apply(action)
        if len(game.history) > t:
            out.append(DiceReviewTurn(t, game.history[t].player, game.history[t],
                                      tuple(decisions)))
    return out
