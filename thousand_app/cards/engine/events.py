"""Events: what an action (or a deal) caused, in order, for the table to animate.

Events carry the full truth.  :func:`redact` gives the version a given seat may
see (cards he could not see at a real table replaced by ``None``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Optional, Union

from .cards import Card
from .summary import DealSummary


@dataclass(frozen=True, slots=True)
class Dealt:
    deal_index: int
    dealer: int
    forehand: int
    #: Each seat's cards (empty for the 4-player sitter); redacted: only the viewer's.
    hands: tuple[Optional[tuple[Card, ...]], ...]
    #: Number of talon cards (3, or 2 + 2 in ``two_talons``).
    talon_sizes: tuple[int, ...]
    dead_size: int
    golden: bool
    #: Seat playing his barrel deal (``barrel_mode = talon``), else None.
    barrel_seat: Optional[int]
    #: The seats that play this deal, in turn order from forehand (the 4-player sitter left out).
    active: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class RedealClaimed:
    seat: int
    reason: str  # "four_nines", "weak_hand", "bad_talon"


@dataclass(frozen=True, slots=True)
class DarkAnnounced:
    seat: int


@dataclass(frozen=True, slots=True)
class BidMade:
    seat: int
    value: int


@dataclass(frozen=True, slots=True)
class Passed:
    seat: int


@dataclass(frozen=True, slots=True)
class AuctionWon:
    """Bidding is over (or there was none): ``seat`` is declarer at ``contract``."""

    seat: int
    contract: int
    dark: bool
    dark_broken: bool = False


@dataclass(frozen=True, slots=True)
class DarkBroken:
    seat: int
    value: int


@dataclass(frozen=True, slots=True)
class TalonTaken:
    """The declarer takes a talon.  ``shown``: turned face up for everyone first."""

    seat: int
    cards: Optional[tuple[Card, ...]]
    shown: bool
    index: Optional[int] = None  # the talon chosen in two_talons


@dataclass(frozen=True, slots=True)
class CardGiven:
    """The declarer passes a card to ``to`` (-1: the dead hand)."""

    seat: int
    card: Optional[Card]
    to: int
    face_up: bool


@dataclass(frozen=True, slots=True)
class CardDiscarded:
    seat: int
    card: Optional[Card]


@dataclass(frozen=True, slots=True)
class ContractRaised:
    seat: int
    value: int


@dataclass(frozen=True, slots=True)
class Conceded:
    seat: int
    contract: int


@dataclass(frozen=True, slots=True)
class CardPlayed:
    seat: int
    card: Card
    #: 0-based position in the trick (0 = lead).
    position: int


@dataclass(frozen=True, slots=True)
class MarriageDeclared:
    seat: int
    suit: str  # "S", "C", "D", "H" or "A" (ace marriage)
    value: int
    trump_changed: bool


@dataclass(frozen=True, slots=True)
class TrickWon:
    seat: int
    cards: tuple[Card, ...]
    points: int
    trick_index: int


@dataclass(frozen=True, slots=True)
class SpareTalonTaken:
    """2-player ``two_talons``: the untaken talon goes to the last trick's winner."""

    seat: int
    cards: tuple[Card, ...]
    points: int


@dataclass(frozen=True, slots=True)
class DealScored:
    """A deal is settled; ``summary`` is the replay output's entry for it."""

    summary: DealSummary


@dataclass(frozen=True, slots=True)
class GameOver:
    winner: int
    totals: tuple[int, ...]


Event = Union[Dealt, RedealClaimed, DarkAnnounced, BidMade, Passed, DarkBroken, AuctionWon,
              TalonTaken, CardGiven, CardDiscarded, ContractRaised, Conceded, CardPlayed,
              MarriageDeclared, TrickWon, SpareTalonTaken, DealScored, GameOver]


def redact(event: Event, seat: int) -> Event:
    """The event as ``seat`` may see it."""
    if isinstance(event, Dealt):
        return replace(event, hands=tuple(h if i == seat else None for i, h in enumerate(event.hands)))
    if isinstance(event, TalonTaken):
        if event.shown or event.seat == seat:
            return event
        return replace(event, cards=None)
    if isinstance(event, CardGiven):
        if event.face_up or seat in (event.seat, event.to):
            return event
        return replace(event, card=None)
    if isinstance(event, CardDiscarded):
        return event if seat == event.seat else replace(event, card=None)
    return event

