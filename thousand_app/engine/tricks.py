"""The trick-play kernel: legal cards and trick winners as bit operations.

Shared by the deal state machine and by the computer players' simulations, so
both always agree on the rules of play.

>>> from thousand_app.engine.cards import Card, DIAMONDS, HEARTS, mask_of, mask_to_str
>>> hand = mask_of(Card.parse(c) for c in "9H KH AS QC".split())
>>> mask_to_str(legal_mask(hand, HEARTS, Card.parse("10H"), -1, False))
'9H KH'
>>> mask_to_str(legal_mask(hand, HEARTS, Card.parse("10H"), -1, True))  # cannot beat: any heart
'9H KH'
>>> mask_to_str(legal_mask(hand, DIAMONDS, Card.parse("JD"), 1, False))  # no diamond: trump (clubs)
'QC'
"""

from __future__ import annotations

from typing import Callable, Sequence

from .cards import ABOVE, CARD_SUIT, MARRIAGE_MASKS, MARRIAGE_VALUES, SUIT_MASKS
from .errors import Reason

__all__ = ["legal_mask", "beats", "trick_winner", "trick_reason", "random_playout"]


def legal_mask(hand: int, lead_suit: int, win: int, trump: int, must_beat: bool) -> int:
    """Cards of ``hand`` that may be played.

    ``lead_suit`` is -1 when leading; ``win`` is the card now winning the trick;
    ``trump`` is the trump suit or -1.
    """
    if lead_suit < 0:
        return hand
    f = hand & SUIT_MASKS[lead_suit]
    if f:
        if must_beat and CARD_SUIT[win] == lead_suit:
            h = f & ABOVE[win]
            if h:
                return h
        return f
    if trump >= 0:
        t = hand & SUIT_MASKS[trump]
        if t:
            if must_beat and CARD_SUIT[win] == trump:
                h = t & ABOVE[win]
                if h:
                    return h
            return t
    return hand


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

    >>> from thousand_app.engine.cards import Card
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
    """Why ``card`` may not be played here (None if it may): the same rule as legal_mask."""
    from .cards import SUIT_NAMES

    if not hand >> card & 1:
        return Reason("not_in_hand", "that card is not in your hand")
    if legal_mask(hand, lead_suit, win, trump, must_beat) >> card & 1:
        return None
    f = hand & SUIT_MASKS[lead_suit]
    if f:
        if CARD_SUIT[card] == lead_suit:
            return Reason("beat_trick", f"must beat the trick with a higher {SUIT_NAMES[lead_suit]} card",
                          lead_suit)
        return Reason("follow_suit", f"must follow suit ({SUIT_NAMES[lead_suit]})", lead_suit)
    if CARD_SUIT[card] == trump:
        return Reason("beat_trump", f"must beat the highest trump ({SUIT_NAMES[trump]}) in the trick", trump)
    return Reason("play_trump", f"must play a trump ({SUIT_NAMES[trump]})", trump)


def random_playout(hands: list[int], leader: int, nxt: tuple[int, ...], n_active: int,
                   trump: int, must_beat: bool, needs_trick: bool, tricks: list[int],
                   won: list[int], marriage_points: list[int], random: Callable[[], float]) -> None:
    """Play the rest of a deal's tricks with uniformly random legal cards, in place.

    ``hands`` (masks by seat) are emptied; ``tricks``, ``won`` (card masks) and
    ``marriage_points`` are updated.  A leader holding K+Q of a suit declares it
    when he leads one of them and may (``needs_trick``: has won a trick).
    Used by the benchmark and by simulations; the rules are those of
    :func:`legal_mask` and :func:`beats`.
    """
    seat = leader
    while hands[seat]:
        # Lead.
        hand = hands[seat]
        k = hand.bit_count()
        r = int(random() * k)
        m = hand
        while r:
            m &= m - 1
            r -= 1
        card = (m & -m).bit_length() - 1
        hands[seat] = hand ^ (1 << card)
        lead = CARD_SUIT[card]
        if (card % 6 == 2 or card % 6 == 3) and (tricks[seat] or not needs_trick):
            mm = MARRIAGE_MASKS[lead]
            if hand & mm == mm:
                trump = lead
                marriage_points[seat] += MARRIAGE_VALUES[lead]
        win = card
        win_seat = seat
        trick = 1 << card
        lead_mask = SUIT_MASKS[lead]
        s = seat
        for _ in range(n_active - 1):
            s = nxt[s]
            hand = hands[s]
            f = hand & lead_mask
            if f:
                if must_beat and CARD_SUIT[win] == lead:
                    h = f & ABOVE[win]
                    if h:
                        f = h
            elif trump >= 0 and hand & SUIT_MASKS[trump]:
                f = hand & SUIT_MASKS[trump]
                if must_beat and CARD_SUIT[win] == trump:
                    h = f & ABOVE[win]
                    if h:
                        f = h
            else:
                f = hand
            k = f.bit_count()
            if k > 1:
                r = int(random() * k)
                while r:
                    f &= f - 1
                    r -= 1
            c = (f & -f).bit_length() - 1
            hands[s] = hand ^ (1 << c)
            trick |= 1 << c
            if beats(c, win, trump):
                win = c
                win_seat = s
        won[win_seat] |= trick
        tricks[win_seat] += 1
        seat = win_seat
