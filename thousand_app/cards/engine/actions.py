"""Actions: what a seat can do.  Each is a small frozen value with its record notation.

>>> parse_action("2 play QS")
Play(seat=2, card=Card('QS'))
>>> str(Give(1, Card.parse("10D"), 2)), str(Give(0, Card.parse("9S"), DEAD))
('1 give 10D 2', '0 give 9S dead')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from .cards import CARDS, Card

#: Target of a give in the 2-player dead-hand mode.
DEAD = -1


def _as_card(action: object) -> None:
    """Store the action's card as a :class:`Card` (a plain int 0..23 is accepted)."""
    card = action.card  # type: ignore[attr-defined]
    if type(card) is not Card:
        if type(card) is not int or not 0 <= card < 24:
            raise ValueError(f"not a card: {card!r}")
        object.__setattr__(action, "card", CARDS[card])


@dataclass(frozen=True, slots=True)
class Bid:
    seat: int
    value: int

    def __str__(self) -> str:
        return f"{self.seat} bid {self.value}"


@dataclass(frozen=True, slots=True)
class Pass:
    seat: int

    def __str__(self) -> str:
        return f"{self.seat} pass"


@dataclass(frozen=True, slots=True)
class Dark:
    """Forehand announces a dark game (before anyone bids)."""

    seat: int

    def __str__(self) -> str:
        return f"{self.seat} dark"


@dataclass(frozen=True, slots=True)
class Redeal:
    """Claim a redeal the rules allow now."""

    seat: int

    def __str__(self) -> str:
        return f"{self.seat} redeal"


@dataclass(frozen=True, slots=True)
class Decline:
    """The seat asked about its opening claims (a redeal, forehand's dark game) makes none:
    the next seat with a claim is asked, then the deal goes on."""

    seat: int

    def __str__(self) -> str:
        return f"{self.seat} decline"


@dataclass(frozen=True, slots=True)
class Take:
    """2-player ``two_talons``: the declarer takes talon ``index`` (0 or 1)."""

    seat: int
    index: int

    def __str__(self) -> str:
        return f"{self.seat} take {self.index}"


@dataclass(frozen=True, slots=True)
class Give:
    """The declarer passes ``card`` to seat ``to`` (``DEAD`` for the dead hand)."""

    seat: int
    card: Card
    to: int

    def __post_init__(self) -> None:
        _as_card(self)

    def __str__(self) -> str:
        return f"{self.seat} give {self.card} {'dead' if self.to == DEAD else self.to}"


@dataclass(frozen=True, slots=True)
class Discard:
    """2-player ``two_talons``: the declarer lays ``card`` aside."""

    seat: int
    card: Card

    def __post_init__(self) -> None:
        _as_card(self)

    def __str__(self) -> str:
        return f"{self.seat} discard {self.card}"


@dataclass(frozen=True, slots=True)
class Raise:
    """The declarer fixes his contract at ``value`` (upward only, before the first lead)."""

    seat: int
    value: int

    def __str__(self) -> str:
        return f"{self.seat} raise {self.value}"


@dataclass(frozen=True, slots=True)
class Concede:
    seat: int

    def __str__(self) -> str:
        return f"{self.seat} concede"


@dataclass(frozen=True, slots=True)
class Play:
    """Play ``card``; leading a marriage card this way declares nothing."""

    seat: int
    card: Card

    def __post_init__(self) -> None:
        _as_card(self)

    def __str__(self) -> str:
        return f"{self.seat} play {self.card}"


@dataclass(frozen=True, slots=True)
class Declare:
    """Lead ``card`` (K or Q; an ace for the ace marriage) and declare its marriage."""

    seat: int
    card: Card

    def __post_init__(self) -> None:
        _as_card(self)

    def __str__(self) -> str:
        return f"{self.seat} declare {self.card}"


Action = Union[Bid, Pass, Dark, Redeal, Decline, Take, Give, Discard, Raise, Concede, Play,
               Declare]
ACTION_TYPES = (Bid, Pass, Dark, Redeal, Decline, Take, Give, Discard, Raise, Concede, Play,
                Declare)


def _int(text: str) -> int:
    if not text.isdigit():
        raise ValueError(f"not a number: {text!r}")
    return int(text)


def parse_action(text: str) -> Action:
    """Parse record notation (``"2 bid 105"``, ``"1 give 10D 2"``...); raises ``ValueError``."""
    parts = text.split()
    if len(parts) < 2:
        raise ValueError(f"not a move: {text!r}")
    seat = _int(parts[0])
    verb, args = parts[1].lower(), parts[2:]
    nargs = {"bid": 1, "pass": 0, "dark": 0, "redeal": 0, "decline": 0, "take": 1, "give": 2, "discard": 1,
             "raise": 1, "concede": 0, "play": 1, "declare": 1}.get(verb)
    if nargs is None:
        raise ValueError(f"unknown move {verb!r} in {text!r}")
    if len(args) != nargs:
        raise ValueError(f"{verb!r} takes {nargs} argument(s): {text!r}")
    if verb == "bid":
        return Bid(seat, _int(args[0]))
    if verb == "pass":
        return Pass(seat)
    if verb == "dark":
        return Dark(seat)
    if verb == "redeal":
        return Redeal(seat)
    if verb == "decline":
        return Decline(seat)
    if verb == "take":
        return Take(seat, _int(args[0]))
    if verb == "give":
        to = DEAD if args[1].lower() == "dead" else _int(args[1])
        return Give(seat, Card.parse(args[0]), to)
    if verb == "discard":
        return Discard(seat, Card.parse(args[0]))
    if verb == "raise":
        return Raise(seat, _int(args[0]))
    if verb == "concede":
        return Concede(seat)
    if verb == "play":
        return Play(seat, Card.parse(args[0]))
    return Declare(seat, Card.parse(args[0]))


# Shared instances (actions are immutable), so generating legal actions allocates nothing.
_CARDS = CARDS

PLAYS: tuple[tuple[Play, ...], ...] = tuple(tuple(Play(s, c) for c in _CARDS) for s in range(4))
DECLARES: tuple[tuple[Declare, ...], ...] = tuple(
    tuple(Declare(s, c) for c in _CARDS) for s in range(4))
DISCARDS: tuple[tuple[Discard, ...], ...] = tuple(
    tuple(Discard(s, c) for c in _CARDS) for s in range(4))
#: GIVES[seat][to][card], with ``to`` = -1 (DEAD) at index -1.
GIVES: tuple[tuple[tuple[Give, ...], ...], ...] = tuple(
    tuple(tuple(Give(s, c, t if t < 4 else DEAD) for c in _CARDS) for t in range(5))
    for s in range(4))
PASSES: tuple[Pass, ...] = tuple(Pass(s) for s in range(4))
DECLINES: tuple[Decline, ...] = tuple(Decline(s) for s in range(4))
#: BIDS[seat][value // 5] and RAISES likewise, for values 0..300.
BIDS: tuple[tuple[Bid, ...], ...] = tuple(tuple(Bid(s, v * 5) for v in range(61)) for s in range(4))
RAISES: tuple[tuple[Raise, ...], ...] = tuple(
    tuple(Raise(s, v * 5) for v in range(61)) for s in range(4))
