"""The deal review's data: one deal of a game record replayed by the engine, step by step.

Step 0 is the deal as dealt; step ``k`` is the table after move ``k - 1`` of the deal
(the record's 0-based move index, docs/record-format.md).  Every step keeps each seat's :class:`Observation` and
where every card lies (for the open view): the engine's public replay of a deal
(:func:`~thousand_app.cards.engine.replay_deal`); nothing here works out a rule or reads the
record's moves.

>>> from thousand_app.cards.engine import Game, Rules, to_record
>>> g = Game(Rules(), 3, seed=4)
>>> while not g.history:
...     _ = g.apply(g.legal_actions()[0])
>>> deal = ReviewDeal.of(to_record(g), 0)
>>> len(deal.steps) == len(g.deals[0][1]) + 1, deal.steps[0].action is None
(True, True)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from thousand_app.cards.engine import ReplayStep, replay_deal

#: The table at one point of the deal (the engine's :class:`ReplayStep`).
Step = ReplayStep


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
        replayed = replay_deal(record, deal)
        return ReviewDeal(record, deal, replayed.steps, replayed.players, replayed.n_players)

    @property
    def over(self) -> bool:
        """Whether the deal is finished in the record."""
        return self.steps[-1].cards is None
