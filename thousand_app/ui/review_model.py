"""The deal review's data: one deal of a game record replayed by the engine, step by step.

Step 0 is the deal as dealt; step ``k`` is the table after move ``k - 1`` of the deal
(RECORD.md's 0-based move index).  Every step keeps each seat's :class:`Observation` and
where every card lies (:meth:`Game.card_locations`, for the open view), all taken from
the engine as it replays the record: nothing here works out a rule.

>>> from thousand_app.engine import Game, Rules, to_record
>>> g = Game(Rules(), 3, seed=4)
>>> while not g.history:
...     _ = g.apply(g.legal_actions()[0])
>>> deal = ReviewDeal.of(to_record(g), 0)
>>> len(deal.steps) == len(g.deals[0][1]) + 1, deal.steps[0].action is None
(True, True)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional, Sequence

from thousand_app.engine import (Action, CardLocations, Game, Observation, RecordError,
                                 parse_action, replay)


@dataclass(frozen=True)
class Step:
    """The table at one point of the deal."""

    #: The move that led here (its 0-based index in the deal's moves), None for the deal.
    move: Optional[int]
    action: Optional[Action]
    #: Each seat's view, by seat.
    views: tuple[Observation, ...]
    #: Every card (None once the deal is over: the last step shows the deal's end).
    cards: Optional[CardLocations]


def finished_deals(game: Game) -> int:
    """How many deals of ``game`` are over (the ones a review may show)."""
    return len(game.history)


def record_before(record: dict[str, Any], deal: int) -> dict[str, Any]:
    """The record cut so that its last deal is ``deal``, with none of its moves made."""
    deals = record.get("deals")
    if not isinstance(deals, list) or not 0 <= deal < len(deals):
        raise RecordError(f"the record has no deal {deal}")
    entry = deals[deal]
    if not isinstance(entry, dict):
        raise RecordError(f"invalid record: deal {deal} must be an object")
    return dict(record, deals=[*deals[:deal], dict(entry, moves=[])])


@dataclass(frozen=True)
class ReviewDeal:
    """One deal of a record, replayed: its steps, the players, the rules."""

    record: dict[str, Any]
    deal: int
    steps: tuple[Step, ...]
    players: tuple[str, ...]
    n: int

    @staticmethod
    def of(record: dict[str, Any], deal: int) -> "ReviewDeal":
        """Replay ``deal`` of ``record`` (:class:`RecordError` if the record cannot be)."""
        game = replay(record_before(record, deal))
        moves = record["deals"][deal].get("moves", [])
        if not isinstance(moves, list):
            raise RecordError(f"invalid record: deal {deal}: 'moves' must be a list")

        def step(move: Optional[int], action: Optional[Action]) -> Step:
            return Step(move, action, tuple(game.observation(s) for s in range(game.n)),
                        game.card_locations())

        steps = [step(None, None)]
        for i, text in enumerate(moves):
            if game.deal_state is None:
                raise RecordError(f"deal {deal}, move {i}: the deal is already over")
            action = parse_action(text)
            game.apply(action)
            steps.append(step(i, action))
        return ReviewDeal(record, deal, tuple(steps), game.players, game.n)

    @property
    def over(self) -> bool:
        """Whether the deal is finished in the record."""
        return self.steps[-1].cards is None

    def step_of_move(self, move: int) -> int:
        """The step that shows the table right after ``move``."""
        return move + 1


def deal_numbers(game: Game, hot_seat: bool) -> list[int]:
    """The deals a review may show: those that are over (hot-seat or not; a deal in progress
    would show the computer's or another person's cards)."""
    del hot_seat  # the same rule for both: only finished deals
    return list(range(finished_deals(game)))


def humans_of(seats: Sequence[Any]) -> list[int]:
    """The human seats of a list of seats (``Seat`` or ``SeatConfig``: anything with ``kind``)."""
    return [i for i, s in enumerate(seats) if getattr(s, "kind", "human") == "human"]
