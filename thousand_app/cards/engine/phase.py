"""The phases of a game, as the table shows them.

>>> Phase.PASSING == "passing", str(Phase.CONTRACT)
(True, 'contract')
"""

from __future__ import annotations

from enum import Enum


class Phase(str, Enum):
    """Where the game stands.  A ``str`` enum: ``Phase.PLAY == "play"``.

    - ``BIDDING``: the auction (and, before the first move, the opening claims).
    - ``TAKE``: 2 players, ``two_talons``: the declarer chooses one of the two talons.
    - ``PASSING``: the declarer has the talon and passes cards: ``Give`` one to each
      opponent (3 and 4 players; to the opponent and the dead hand in ``dead_hand``),
      or ``Discard`` two (``two_talons``).  A bad-talon ``Redeal`` is claimed here, as
      the first thing after the talon is revealed.  In the games where cards are given,
      ``Raise`` and ``Concede`` are legal here too (ruling 2: before or after passing).
    - ``CONTRACT``: every card is passed (or laid aside) and no card is led yet: the
      declarer raises, concedes or leads.
    - ``PLAY``: from the first card led to the last trick.
    - ``BETWEEN_DEALS``: a deal is settled and the next is not dealt yet.
    - ``OVER``: the game has a winner.
    """

    BIDDING = "bidding"
    TAKE = "take"
    PASSING = "passing"
    CONTRACT = "contract"
    PLAY = "play"
    BETWEEN_DEALS = "between_deals"
    OVER = "over"

    def __str__(self) -> str:
        return self.value

    def __format__(self, spec: str) -> str:
        return format(self.value, spec)


__all__ = ["Phase"]
