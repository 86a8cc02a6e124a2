"""Cards, suits and card sets.

A card is an int 0..23 (``suit * 6 + rank``) behind the small :class:`Card`
type; a set of cards is a plain ``int`` bitmask with bit ``card`` set.  Inside
a suit the bits run from low to high rank, so "higher than" is a bit range.

>>> Card.parse("AH"), str(Card.parse("ts")), Card.parse("10♦").points
(Card('AH'), '10S', 10)
>>> mask_to_str(mask_of([Card.parse("QH"), Card.parse("9S")]))
'9S QH'
"""

from __future__ import annotations

from typing import Iterable

SUIT_LETTERS = "SCDH"
#: Suit indices.
SPADES, CLUBS, DIAMONDS, HEARTS = 0, 1, 2, 3
SUIT_NAMES = ("spades", "clubs", "diamonds", "hearts")
SUIT_SYMBOLS = "♠♣♦♥"
RANK_NAMES = ("9", "J", "Q", "K", "10", "A")
#: Rank indices, low to high.
NINE, JACK, QUEEN, KING, TEN, ACE = range(6)
RANK_POINTS = (0, 2, 3, 4, 10, 11)
#: Marriage values by suit index: spades 40, clubs 60, diamonds 80, hearts 100.
MARRIAGE_VALUES = (40, 60, 80, 100)
ACE_MARRIAGE_VALUE = 200
#: Suit letter used for the ace marriage in records and replay output.
ACE_MARRIAGE = "A"

FULL_DECK = (1 << 24) - 1
SUIT_MASKS = tuple(0x3F << (6 * s) for s in range(4))
NINES = sum(1 << (s * 6 + NINE) for s in range(4))
ACES = sum(1 << (s * 6 + ACE) for s in range(4))
#: K+Q mask of each suit.
MARRIAGE_MASKS = tuple((1 << (s * 6 + KING)) | (1 << (s * 6 + QUEEN)) for s in range(4))

#: Card points by card index.
CARD_POINTS = tuple(RANK_POINTS[c % 6] for c in range(24))
#: Suit by card index.
CARD_SUIT = tuple(c // 6 for c in range(24))
#: Cards of the same suit ranked above each card, as a mask.
ABOVE = tuple(SUIT_MASKS[c // 6] & ~((2 << c) - 1) for c in range(24))

#: Card points of a 12-bit half of a card set (two suits): ``points_of(m)`` is
#: ``POINTS12[m & 0xFFF] + POINTS12[m >> 12]``.
POINTS12 = tuple(
    sum(RANK_POINTS[i % 6] for i in range(12) if m >> i & 1) for m in range(1 << 12)
)
# The cards of a 6-bit suit pattern, as bit offsets inside the suit.
_BITS6 = tuple(tuple(i for i in range(6) if m >> i & 1) for m in range(64))

_RANK_ALIASES = {"9": NINE, "J": JACK, "Q": QUEEN, "K": KING, "10": TEN, "T": TEN, "A": ACE}
_SUIT_ALIASES = {"S": 0, "C": 1, "D": 2, "H": 3, "♠": 0, "♣": 1, "♦": 2, "♥": 3,
                 "♤": 0, "♧": 1, "♢": 2, "♡": 3}


class Card(int):
    """One of the 24 cards; an ``int`` so it can index tables and shift bits."""

    __slots__ = ()

    def __new__(cls, value: int) -> "Card":
        if not 0 <= value < 24:
            raise ValueError(f"card index must be 0..23, not {value}")
        return _CARDS[value] if _CARDS else int.__new__(cls, value)

    @staticmethod
    def make(suit: int, rank: int) -> "Card":
        return _CARDS[suit * 6 + rank]

    @staticmethod
    def parse(text: str) -> "Card":
        """Parse ``AH``, ``10S``, ``ts``, ``Q♦``...; raises ``ValueError``."""
        t = text.strip().upper()
        if len(t) < 2 or t[-1] not in _SUIT_ALIASES or t[:-1] not in _RANK_ALIASES:
            raise ValueError(f"not a card: {text!r} (expected e.g. AH, 10S, QD)")
        return _CARDS[_SUIT_ALIASES[t[-1]] * 6 + _RANK_ALIASES[t[:-1]]]

    @property
    def suit(self) -> int:
        return CARD_SUIT[self]

    @property
    def rank(self) -> int:
        return self % 6

    @property
    def points(self) -> int:
        return CARD_POINTS[self]

    @property
    def bit(self) -> int:
        return 1 << self

    def __str__(self) -> str:
        return RANK_NAMES[self % 6] + SUIT_LETTERS[self // 6]

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"


_CARDS: tuple[Card, ...] = ()
_CARDS = tuple(Card(i) for i in range(24))
CARDS = _CARDS


def mask_of(cards: Iterable[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def cards_of(mask: int) -> list[Card]:
    """The cards of a set, in deck order (spades, clubs, diamonds, hearts; 9..A)."""
    out: list[Card] = []
    for s in range(4):
        bits = (mask >> (6 * s)) & 63
        if bits:
            base = 6 * s
            out.extend(_CARDS[base + i] for i in _BITS6[bits])
    return out


def points_of(mask: int) -> int:
    """Card points of a set."""
    return POINTS12[mask & 0xFFF] + POINTS12[mask >> 12]


def marriages_in(mask: int) -> list[int]:
    """Suits whose K and Q are both in the set."""
    return [s for s in range(4) if mask & MARRIAGE_MASKS[s] == MARRIAGE_MASKS[s]]


def marriage_total(mask: int, ace_marriage: bool = False) -> int:
    """Sum of the marriages held in a set (the ace marriage counted if enabled)."""
    total = 0
    for s in range(4):
        if mask & MARRIAGE_MASKS[s] == MARRIAGE_MASKS[s]:
            total += MARRIAGE_VALUES[s]
    if ace_marriage and mask & ACES == ACES:
        total += ACE_MARRIAGE_VALUE
    return total


def parse_cards(texts: Iterable[str]) -> list[Card]:
    return [Card.parse(t) for t in texts]


def mask_to_str(mask: int) -> str:
    return " ".join(str(c) for c in cards_of(mask))


def card_strs(mask: int) -> list[str]:
    return [str(c) for c in cards_of(mask)]
