"""Hand-evaluation rules: a quick estimate of a hand's worth, which cards to pass, greedy play.

These are the fast rules the baselines and the easy level use directly, and that
the search levels use inside their simulations (to pass cards in a sampled
world) and as move ordering.
"""

from __future__ import annotations

from thousand_app.cards.engine import Observation, beats
from thousand_app.cards.engine.cards import (ACE, ACES, CARD_POINTS, CARD_SUIT, KING, MARRIAGE_MASKS,
                                       MARRIAGE_VALUES, QUEEN, SUIT_MASKS, TEN)
from thousand_app.cards.engine.rules import Rules

from .sim import bits, cheapest, dearest


def talon_size(obs: Observation) -> int:
    """How many cards the declarer gets from the talon in this deal (4 from the two
    talons of the 2-player game, one of them now and the other at the end, else 3): the
    unseen cards a hand estimate adds."""
    return sum(obs.rules.talon_sizes(obs.n_players))


def estimate_points(hand: int, rules: Rules, talon_cards: int = 3) -> int:
    """A quick guess of the deal points a declarer holding ``hand`` makes.

    Counted: aces and guarded tens (with the cards they usually catch),
    declarable marriages (with a way in to win a first trick), long suits, and
    an average talon when it is still to come (``talon_cards`` unseen cards).
    """
    est = 0
    marriages = 0
    for s in range(4):
        suit = hand & SUIT_MASKS[s]
        if not suit:
            continue
        n = suit.bit_count()
        base = s * 6
        has_a = bool(suit >> (base + ACE) & 1)
        has_t = bool(suit >> (base + TEN) & 1)
        if has_a:
            est += 18
        if has_t:
            est += 15 if has_a else (6 if n >= 3 else 2)
        m = MARRIAGE_MASKS[s]
        if suit & m == m:
            marriages += MARRIAGE_VALUES[s]
            est += 7
        elif suit & m:
            est += 1
        if n >= 4:
            est += 5 * (n - 3)
    if rules.ace_marriage and hand & ACES == ACES:
        marriages += 200
    if marriages:
        # A marriage needs a trick first (usually): sure with an ace, likely anyway.
        aces = (hand & ACES).bit_count()
        sure = aces > 0 or not rules.marriage_needs_trick
        est += marriages if sure else int(marriages * 0.75)
    est += 4 * talon_cards
    return est


def expected_points(hand: int, rules: Rules, talon_cards: int = 3) -> int:
    """:func:`estimate_points` calibrated on played deals (the declarer's mean deal points)."""
    return int(0.78 * estimate_points(hand, rules, talon_cards)) + 37


def keep_value(hand: int, card: int) -> int:
    """How much a declarer wants to keep ``card`` (low: pass it away first)."""
    s = CARD_SUIT[card]
    r = card % 6
    suit = hand & SUIT_MASKS[s]
    n = suit.bit_count()
    m = MARRIAGE_MASKS[s]
    if r == ACE:
        return 100
    if r in (KING, QUEEN) and suit & m == m:
        return 95 + MARRIAGE_VALUES[s] // 10
    if r == TEN and suit >> (s * 6 + ACE) & 1:
        return 85
    v = CARD_POINTS[card] * 3 + 10 * n
    if r == TEN:
        v += 10 if n >= 3 else -5
    if n == 1:
        # A singleton makes a void when passed away.
        v -= 15
    return v


def choose_gives(hand: int, count: int = 2) -> list[int]:
    """The ``count`` cards a declarer passes away (lowest keep value first)."""
    ranked = sorted(bits(hand), key=lambda c: (keep_value(hand, c), c))
    return ranked[:count]


def choose_discards(hand: int) -> list[int]:
    """Two cards to lay aside (they count for the declarer): unguarded tens first, then the least useful."""
    out: list[int] = []
    for c in bits(hand):
        s = CARD_SUIT[c]
        if c % 6 == TEN and not hand >> (s * 6 + ACE) & 1 and (hand & SUIT_MASKS[s]).bit_count() <= 2:
            out.append(c)
    out = out[:2]
    if len(out) < 2:
        rest = hand & ~sum(1 << c for c in out)
        out.extend(choose_gives(rest, 2 - len(out)))
    return out


def greedy_lead(hand: int, legal: int, may_declare: bool, ace_marriage: bool) -> tuple[int, bool]:
    """Greedy: declare a marriage at once, else lead an ace, else the cheapest card."""
    if may_declare:
        for s in (3, 2, 1, 0):
            m = MARRIAGE_MASKS[s]
            if hand & m == m:
                return s * 6 + KING, True
        if ace_marriage and hand & ACES == ACES:
            return (hand & ACES).bit_length() - 1, True
    aces = legal & ACES
    if aces:
        return dearest(aces), False
    return cheapest(legal), False


def greedy_follow(legal: int, win_card: int, trump: int) -> int:
    """Greedy: win with the cheapest winning card, else play the cheapest card."""
    winners = 0
    for c in bits(legal):
        if beats(c, win_card, trump):
            winners |= 1 << c
    return cheapest(winners or legal)



__all__ = ["estimate_points", "expected_points", "keep_value", "choose_gives", "choose_discards", "greedy_lead",
           "greedy_follow"]
