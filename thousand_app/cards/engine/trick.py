"""Trick play: the one object that plays a card, for the deal, the simulations and the bench.

:class:`TrickPlay` holds what trick play changes (the hands, the trick on the table, the
trump, each seat's deal points) and :meth:`TrickPlay.play` is the whole
step: a lead or a follow, the card now winning, the completed trick and its points, a
marriage declared by the lead (its points and the trump it makes, the ace marriage
leaving the trump), the spare talon of ``two_talons`` to the winner of the last trick.
The step is written once, in three parts by where the card falls in its trick
(:meth:`~TrickPlay.lead`, :meth:`~TrickPlay.follow`, :meth:`~TrickPlay.last`), which
:meth:`~TrickPlay.play` picks and a caller that knows may call itself.
The deal's trick play (:class:`.deal.Tricks`) is one, with the deal's events and record;
so is the computer players' position (``ai/sim.py`` ``Position``); and
:func:`random_playout` (the bench's playouts) drives one with random legal cards.  The
rules of a single card are those of :mod:`.core` (``legal_mask``, ``beats``,
``declarable``).

>>> from thousand_app.cards.engine.cards import Card, mask_of
>>> hands = [mask_of(Card.parse(c) for c in h.split()) for h in ("KH QH", "9H AS", "10H JS")]
>>> t = TrickPlay(hands, (1, 2, 0), 0, needs_trick=False)
>>> t.play(Card.parse("QH"), True), t.trump, t.points     # the lead declares hearts
(-1, 3, [100, 0, 0])
>>> t.play(Card.parse("9H")), t.play(Card.parse("10H"))    # seat 2 takes the trick
(-1, 2)
>>> t.points, t.to_act, t.won_any
([100, 0, 13], 2, 4)
"""

from __future__ import annotations

from typing import Callable, Sequence

from .cards import ACES, CARD_SUIT, POINTS12
from .core import DECLARE_POINTS, DECLARE_TRUMP, declarable, legal_mask, marriage_of, winners

#: By trump + 1 and the card now winning a trick: the cards that take it from that card
#: (:func:`~.core.winners` of the whole deck, :func:`~.core.beats` card by card).
BEATEN_BY = tuple(tuple(winners((1 << 24) - 1, w, trump) for w in range(24))
                  for trump in range(-1, 4))

__all__ = ["TrickPlay", "random_playout", "CARDS_LOW", "CARDS_HIGH"]


class TrickPlay:
    """The state of trick play and its one step, :meth:`play`.

    ``hands`` (card masks by seat, 0 for a seat out of the deal) is held, not copied: the
    deal shares its list.  ``nxt`` maps a seat to the next active one; ``size`` is the
    number of cards in a trick.  ``points`` are the deal points so far by seat (cards
    won, marriages declared, cards laid aside); ``won_any`` a bitmask of the seats that
    have taken a trick (``needs_trick``).  The spare talon (``two_talons``) goes to the
    winner of the last trick: ``spare`` is its points.  (Which cards each seat has won is
    the deal's record, kept by :class:`~.deal.Tricks`: no step needs it.)  The trick on
    the table is ``lead_suit`` (-1 when none: a lead is due), ``trick_mask`` and
    ``trick_len``; ``win_card`` and ``win_seat``, the card now winning it and its seat,
    mean something only while ``trick_len`` > 0.
    """

    __slots__ = ("hands", "nxt", "size", "must_beat", "needs_trick", "ace_marriage", "to_act",
                 "trump", "lead_suit", "win_card", "win_seat", "trick_mask", "trick_len",
                 "points", "won_any", "spare")

    def __init__(self, hands: list[int], nxt: Sequence[int], to_act: int, *,
                 must_beat: bool = False, needs_trick: bool = True, ace_marriage: bool = False,
                 trump: int = -1, points: list[int] | None = None, won_any: int = 0,
                 spare: int = 0) -> None:
        self.hands = hands
        self.nxt = tuple(nxt)
        self.size = sum(1 for s in nxt if s >= 0)
        self.must_beat = must_beat
        self.needs_trick = needs_trick
        self.ace_marriage = ace_marriage
        self.to_act = to_act
        self.trump = trump
        self.lead_suit = -1
        self.win_card = -1
        self.win_seat = -1
        self.trick_mask = 0
        self.trick_len = 0
        self.points = points if points is not None else [0] * len(hands)
        self.won_any = won_any
        self.spare = spare

    def copy_into(self, other: "TrickPlay", hands: list[int]) -> None:
        """Make ``other`` a copy of this one holding ``hands`` (a copy of the hands)."""
        other.hands = hands
        other.nxt = self.nxt
        other.size = self.size
        other.must_beat = self.must_beat
        other.needs_trick = self.needs_trick
        other.ace_marriage = self.ace_marriage
        other.to_act = self.to_act
        other.trump = self.trump
        other.lead_suit = self.lead_suit
        other.win_card = self.win_card
        other.win_seat = self.win_seat
        other.trick_mask = self.trick_mask
        other.trick_len = self.trick_len
        other.points = self.points[:]
        other.won_any = self.won_any
        other.spare = self.spare

    def copy(self, hands: list[int] | None = None) -> "TrickPlay":
        t = TrickPlay.__new__(TrickPlay)
        self.copy_into(t, self.hands[:] if hands is None else hands)
        return t

    # -- the rules of a card ----------------------------------------------------------------
    def legal(self) -> int:
        """The cards the seat to act may play."""
        return legal_mask(self.hands[self.to_act], self.lead_suit, self.win_card, self.trump,
                          self.must_beat)

    def may_declare(self, seat: int) -> bool:
        """Whether ``seat`` may declare a marriage when it leads (``needs_trick``)."""
        return not self.needs_trick or bool(self.won_any >> seat & 1)

    def declare_options(self, seat: int, playable: int) -> int:
        """The cards of ``playable`` whose lead by ``seat`` declares a marriage now."""
        if self.lead_suit >= 0 or not self.may_declare(seat):
            return 0
        return playable & declarable(self.hands[seat], self.ace_marriage)

    # -- the step -----------------------------------------------------------------------------
    # One step, in three parts by where the card falls in its trick: :meth:`lead` (the
    # first card), :meth:`follow` (a card that leaves the trick open) and :meth:`last`
    # (the card that completes it).  :meth:`play` picks the part; a caller that knows
    # where the card falls (the playouts, the solver) may call the part itself.
    def play(self, card: int, declare: bool = False) -> int:
        """The seat to act plays ``card`` (a legal one; declaring its marriage when asked and
        allowed).  Returns the winner of the trick this card completes, else -1; the winner
        is then to act (and has the spare talon, if this was the last trick)."""
        n = self.trick_len
        if not n:
            return self.lead(card, declare)
        if n + 1 < self.size:
            return self.follow(card)
        return self.last(card)

    def lead(self, card: int, declare: bool = False) -> int:
        """:meth:`play` when no trick is on the table (``trick_len`` == 0): the seat to act
        leads ``card``, declaring its marriage if ``declare``.  Returns -1 (a lead never
        completes a trick: there are two seats at least)."""
        seat = self.to_act
        bit = 1 << card
        self.hands[seat] ^= bit
        self.lead_suit = CARD_SUIT[card]
        self.win_card = card
        self.win_seat = seat
        self.trick_mask = bit
        self.trick_len = 1
        self.to_act = self.nxt[seat]
        if declare:
            self.points[seat] += DECLARE_POINTS[card]
            trump = DECLARE_TRUMP[card]
            if trump >= 0:
                self.trump = trump
        return -1

    def follow(self, card: int) -> int:
        """:meth:`play` when a trick is on the table and ``card`` does not complete it
        (0 < ``trick_len`` < ``size`` - 1).  Returns -1."""
        seat = self.to_act
        bit = 1 << card
        self.hands[seat] ^= bit
        if BEATEN_BY[self.trump + 1][self.win_card] & bit:
            self.win_card = card
            self.win_seat = seat
        self.trick_mask |= bit
        self.trick_len += 1
        self.to_act = self.nxt[seat]
        return -1

    def last(self, card: int) -> int:
        """:meth:`play` when ``card`` completes the trick (``trick_len`` == ``size`` - 1):
        the trick's points to its winner, who is returned and is to act (and takes the
        spare talon's points after the last trick).  The card and the seat that won stay
        in ``win_card`` and ``win_seat`` until the next lead (they mean something only
        while ``trick_len`` > 0)."""
        seat = self.to_act
        bit = 1 << card
        self.hands[seat] ^= bit
        if BEATEN_BY[self.trump + 1][self.win_card] & bit:
            self.win_card = card
            self.win_seat = w = seat
        else:
            w = self.win_seat
        mask = self.trick_mask | bit
        self.points[w] += POINTS12[mask & 0xFFF] + POINTS12[mask >> 12]
        self.won_any |= 1 << w
        self.trick_mask = 0
        self.trick_len = 0
        self.lead_suit = -1
        self.to_act = w
        if self.spare and not self.hands[w]:
            self.points[w] += self.spare
            self.spare = 0
        return w


#: The cards of a 12-bit half of a mask, low index first (deck order):
#: ``CARDS_LOW[m & 0xFFF] + CARDS_HIGH[m >> 12]`` are the cards of ``m``, as ``cards_of``
#: lists them; the r-th card of a random pick.
CARDS_LOW = tuple(tuple(i for i in range(12) if m >> i & 1) for m in range(1 << 12))
CARDS_HIGH = tuple(tuple(i + 12 for i in bits) for bits in CARDS_LOW)


#: By ``ace_marriage``, per card: the cards a lead of it needs in hand to declare a marriage
#: (:func:`~.core.marriage_of`; 0: it declares none).
_NEEDS = (tuple(0 if m == ACES else m for m in map(marriage_of, range(24))),
          tuple(map(marriage_of, range(24))))


def _pick(cards: int, r: float) -> int:
    """The card of the non-empty mask ``cards`` at the uniform ``r`` in [0, 1)."""
    i = int(r * cards.bit_count())
    low = CARDS_LOW[cards & 0xFFF]
    return low[i] if i < len(low) else CARDS_HIGH[cards >> 12][i - len(low)]


def random_playout(t: TrickPlay, random: Callable[[], float]) -> TrickPlay:
    """Play the rest of the deal from ``t`` (in place) with uniformly random legal cards,
    the leader declaring a marriage whenever his lead can (the bench's playouts)."""
    hands = t.hands
    while t.trick_len:                  # (the trick on the table first)
        t.play(_pick(t.legal(), random()))
    cls = type(t)
    # The step's parts for the cards after a lead: follow, ..., last (which returns the winner).
    followers = (cls.follow,) * (t.size - 2) + (cls.last,)
    lead_card = cls.lead
    must_beat = t.must_beat
    needs = _NEEDS[t.ace_marriage]
    any_lead_declares = not t.needs_trick
    legal, low_bits, high_bits, suit = legal_mask, CARDS_LOW, CARDS_HIGH, CARD_SUIT  # (locals)
    seat = t.to_act
    hand = hands[seat]
    while hand:
        # A lead: any card, declaring when it may.
        i = int(random() * hand.bit_count())
        low = low_bits[hand & 0xFFF]
        c = low[i] if i < len(low) else high_bits[hand >> 12][i - len(low)]
        m = needs[c]
        lead_card(t, c, m > 0 and hand & m == m and (any_lead_declares or t.won_any >> seat & 1 > 0))
        lead = suit[c]
        trump = t.trump
        for step in followers:
            f = legal(hands[t.to_act], lead, t.win_card, trump, must_beat)
            if f & (f - 1):
                i = int(random() * f.bit_count())
                low = low_bits[f & 0xFFF]
                seat = step(t, low[i] if i < len(low) else high_bits[f >> 12][i - len(low)])
            else:
                seat = step(t, f.bit_length() - 1)
        hand = hands[seat]
    return t
