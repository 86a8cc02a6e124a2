"""Whose eyes the table shows: the hot-seat viewer policy, without widgets.

With one human seat the table is always his view.  With two or more humans
at one computer (hot-seat) nobody's cards are shown between turns: when a
human is to act, his seat comes to the bottom of the table and a curtain
asks everybody else to look away; only after he takes the seat does the
table show his hand.  As soon as someone else is to act, the hands are hidden
again.  With no human seat (computers only) the table shows nobody's hand.
"""

from __future__ import annotations

from enum import Enum
from typing import Optional, Sequence

#: A seat number no player has: events redacted for it show no hidden card.
NOBODY = 99


class Take(Enum):
    """What taking a seat for a turn needs."""

    #: The seat is the viewer already: go on.
    READY = "ready"
    #: Show the seat's view at once (the only human).
    SHOW = "show"
    #: Hot-seat: hide the table behind the curtain until the player takes the seat.
    CURTAIN = "curtain"


class ViewerPolicy:
    """Who the viewer is (whose hand the table shows) and who sits at the bottom (the anchor)."""

    def __init__(self, humans: Sequence[int]) -> None:
        self.humans = list(humans)
        self.hot_seat = len(self.humans) >= 2
        #: The seat whose hand the table shows, None for nobody's.
        self.viewer: Optional[int] = self.humans[0] if len(self.humans) == 1 else None
        #: The seat at the bottom of the table.
        self.anchor: int = self.humans[0] if self.humans else 0
        #: Hot-seat: the person who took the table last, while nobody else needed it since
        #: (another person's forced pass hands nothing over): he gets it back without the
        #: curtain (issue 34).  A computer's turn clears it (the others watch the table).
        self.holder: Optional[int] = None

    @property
    def observer(self) -> int:
        """The seat whose observation draws the table: the viewer, else the anchor's seat."""
        return self.viewer if self.viewer is not None else self.anchor

    @property
    def redact_for(self) -> int:
        """The seat events are redacted for (:data:`NOBODY` when no hand is shown)."""
        return self.viewer if self.viewer is not None else NOBODY

    def after_events(self, to_act: Optional[int]) -> bool:
        """After a change of the game: True when the shown hand must be hidden now.

        In hot-seat the viewer's hand stays up only while he is still to act.
        """
        if to_act is not None and to_act not in self.humans:
            self.holder = None
        if self.hot_seat and self.viewer is not None and to_act != self.viewer:
            self.viewer = None
            return True
        return False

    def new_deal(self) -> None:
        """A deal starts: in hot-seat nobody's hand is shown until a turn is taken."""
        if self.hot_seat:
            self.viewer = self.holder = None

    def take(self, seat: int) -> Take:
        """``seat`` is to act (a turn or a claim): what the screen must do first."""
        if self.viewer == seat:
            return Take.READY
        if self.hot_seat and seat == self.holder:
            self.viewer = seat  # he still holds the table: only forced passes came between
            return Take.SHOW
        if self.hot_seat:
            self.anchor = seat  # his seat comes to the bottom of the table
            self.viewer = None
            return Take.CURTAIN
        self.viewer = seat
        return Take.SHOW

    def seat_taken(self, seat: int) -> None:
        """The player behind the curtain took his seat: the table shows his hand."""
        self.viewer = self.holder = seat
