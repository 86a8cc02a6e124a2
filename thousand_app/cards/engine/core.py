"""The rules of trick play and of declaring a marriage, on plain integers.

One source for these rules: a card is an int 0..23, a hand a bitmask, a suit an int
(-1: none).  The trick play (:class:`~.trick.TrickPlay`, the step the deal, the computer
players' simulations and the benchmark's playouts all take) and the deal's refusals ask
these functions for every card played or refused, and the open-card solver
(``ai/open_solver.py``) looks ahead with them.

- :func:`legal_mask`: the cards that may be played (follow suit, trump, ``must_beat``);
  :func:`trick_reason` says why one may not, by the same rule;
- :func:`beats` and :func:`winners`: which card (mask) takes the trick from the card
  now winning it; :func:`trick_winner`: the winner of a whole trick;
- :func:`declarable`: the cards whose lead declares a marriage (K or Q with its pair,
  an ace with all four under ``ace_marriage``); :data:`DECLARE_POINTS` and
  :data:`DECLARE_TRUMP`: what declaring with a card scores and the trump it makes.

>>> from thousand_app.cards.engine.cards import Card, DIAMONDS, HEARTS, mask_of, mask_to_str
>>> hand = mask_of(Card.parse(c) for c in "9H KH AS QC".split())
>>> mask_to_str(legal_mask(hand, HEARTS, Card.parse("10H"), -1, False))
'9H KH'
>>> mask_to_str(legal_mask(hand, HEARTS, Card.parse("10H"), -1, True))  # cannot beat: any heart
'9H KH'
>>> mask_to_str(legal_mask(hand, DIAMONDS, Card.parse("JD"), 1, False))  # no diamond: trump (clubs)
'QC'
"""

from __future__ import annotations

from typing import Sequence

from .cards import (ABOVE, ACE, ACE_MARRIAGE_VALUE, ACES, CARD_SUIT, KING, MARRIAGE_MASKS,
                    MARRIAGE_VALUES, QUEEN, SUIT_MASKS)
from . import reasons as R
from .reasons import refusal

__all__ = ["legal_mask", "beats", "winners", "trick_winner", "trick_reason", "declarable",
           "marriage_of", "DECLARE_POINTS", "DECLARE_TRUMP", "MARRIAGE_OF"]

#: Per card: the K+Q mask of its suit when it is a king or a queen, else 0.
MARRIAGE_OF = tuple(MARRIAGE_MASKS[c // 6] if c % 6 in (QUEEN, KING) else 0 for c in range(24))
#: Per card: the points of the marriage its lead declares (0: none can be).
DECLARE_POINTS = tuple(MARRIAGE_VALUES[c // 6] if MARRIAGE_OF[c] else
                       ACE_MARRIAGE_VALUE if c % 6 == ACE else 0 for c in range(24))
#: Per card: the trump its declaration makes (-1: the trump stays, the ace marriage).
DECLARE_TRUMP = tuple(c // 6 if MARRIAGE_OF[c] else -1 for c in range(24))


def legal_mask(hand: int, lead_suit: int, win: int, trump: int, must_beat: bool) -> int:
    """Cards of ``hand`` that may be played.

    ``lead_suit`` is -1 when leading; ``win`` is the card now winning the trick;
    ``trump`` is the trump suit or -1.
    """
    if lead_suit < 0:
        return hand
    suit = lead_suit
    f = hand & SUIT_MASKS[suit]
    if not f:
        # No card of the suit led: a trump, if any.
        if trump < 0:
            return hand
        suit = trump
        f = hand & SUIT_MASKS[suit]
        if not f:
            return hand
    if must_beat and CARD_SUIT[win] == suit:
        h = f & ABOVE[win]
        if h:
            return h
    return f


def winners(cards: int, win: int, trump: int) -> int:
    """The cards of the mask ``cards`` that would take the trick from ``win``: :func:`beats`
    for a whole mask at once."""
    if trump >= 0 and CARD_SUIT[win] != trump:
        return cards & (ABOVE[win] | SUIT_MASKS[trump])
    return cards & ABOVE[win]


def declarable(hand: int, ace_marriage: bool) -> int:
    """The cards of ``hand`` whose lead declares a marriage: a king or queen whose pair is
    in the hand too, and with ``ace_marriage`` an ace when all four are.  (Whether the
    leader may declare now, ``marriage_needs_trick``, is the caller's.)

    >>> from thousand_app.cards.engine.cards import mask_of, mask_to_str, parse_cards
    >>> hand = mask_of(parse_cards("KH QH KS AS AC AD AH".split()))
    >>> mask_to_str(declarable(hand, False)), mask_to_str(declarable(hand, True))
    ('QH KH', 'AS AC AD QH KH AH')
    """
    out = 0
    for m in MARRIAGE_MASKS:
        if hand & m == m:
            out |= m
    if ace_marriage and hand & ACES == ACES:
        out |= ACES
    return out


def marriage_of(card: int) -> int:
    """The mask of the cards a marriage declared with ``card`` needs in hand (0: none)."""
    return MARRIAGE_OF[card] or (ACES if card % 6 == ACE else 0)


def beats(card: int, win: int, trump: int) -> bool:
    """Whether ``card`` takes the trick from ``win`` (the card now winning it)."""
    cs = CARD_SUIT[card]
    ws = CARD_SUIT[win]
    if cs == ws:
        return card > win
    return cs == trump


def trick_winner(cards: Sequence[int], trump: int) -> int:
    """The index in ``cards`` (a trick in the order played, lead first) of the card that wins it.

    ``trump`` is the trump suit or -1.  The rule is :func:`beats`, card after card.

    >>> from thousand_app.cards.engine.cards import Card
    >>> trick_winner([Card.parse(c) for c in ("10S", "AS", "9H")], 3)   # hearts trump
    2
    >>> trick_winner([Card.parse(c) for c in ("10S", "AS", "9H")], -1)
    1
    """
    best = 0
    for i in range(1, len(cards)):
        if beats(cards[i], cards[best], trump):
            best = i
    return best


def trick_reason(hand: int, card: int, lead_suit: int, win: int, trump: int, must_beat: bool) -> str | None:
    """Why ``card`` may not be played here (None if it may): :func:`legal_mask` decides."""
    if not hand >> card & 1:
        return refusal(R.NOT_IN_HAND)
    if legal_mask(hand, lead_suit, win, trump, must_beat) >> card & 1:
        return None
    f = hand & SUIT_MASKS[lead_suit]
    if f:
        if CARD_SUIT[card] == lead_suit:
            return refusal(R.BEAT_TRICK, lead_suit)
        return refusal(R.FOLLOW_SUIT, lead_suit)
    if CARD_SUIT[card] == trump:
        return refusal(R.BEAT_TRUMP, trump)
    return refusal(R.PLAY_TRUMP, trump)
