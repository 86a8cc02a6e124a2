"""Fast perfect-information trick play: a position, a heuristic playout and an exact solver.

Everything here works on card bitmasks, and a position is the engine's own trick play
(:class:`~thousand_app.cards.engine.trick.TrickPlay`), so a simulated trick is played by
the deal's step (follow suit, trump, ``must_beat``, marriages declared by leading K or Q,
the ace marriage, the spare talon).

The two sides are the declarer and the defenders (who play as partners).  The
value a search optimises is the declarer's *deal points* (card points won plus
marriages declared); the defenders minimise it.
"""

from __future__ import annotations

from dataclasses import dataclass

from thousand_app.cards.engine.cards import ABOVE, CARD_POINTS, CARD_SUIT, MARRIAGE_MASKS, SUIT_MASKS
from thousand_app.cards.engine.core import (DECLARE_POINTS, DECLARE_TRUMP, beats, declarable,
                                      legal_mask, winners)
from thousand_app.cards.engine.trick import TrickPlay

# Lowest set bit -> card index.
_BIT_INDEX = {1 << i: i for i in range(24)}
_ORDER_LOW = sorted(range(24), key=lambda c: (CARD_POINTS[c], c % 6, c))


def bits(mask: int) -> list[int]:
    """The cards of a mask, low index first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(_BIT_INDEX[low])
        mask ^= low
    return out


@dataclass
class PlayRules:
    """The few rules trick play depends on."""

    must_beat: bool = False
    needs_trick: bool = True
    ace_marriage: bool = False


class Position(TrickPlay):
    """A trick-play position with every hand known (one sampled world): the engine's trick
    play (:class:`~thousand_app.cards.engine.trick.TrickPlay`, whose :meth:`play` is the
    deal's own step) with the declarer whose points the searches value.

    ``hands`` is indexed by seat (0 for seats out of the deal); ``order`` are the
    active seats in turn order and ``nxt`` maps a seat to the next active one;
    ``points`` are the deal points so far (cards won + marriages) per seat, ``won_any``
    the bitmask of seats that have won a trick, ``spare`` the card points of the untaken
    talon (two_talons), to the winner of the last trick.
    """

    __slots__ = ("rules", "order", "declarer")

    def __init__(self, rules: PlayRules, hands: list[int], order: tuple[int, ...],
                 nxt: tuple[int, ...], declarer: int, to_act: int, trump: int = -1,
                 lead_suit: int = -1, win_card: int = -1, win_seat: int = -1,
                 trick_mask: int = 0, trick_len: int = 0, points: list[int] | None = None,
                 won_any: int = 0, spare: int = 0) -> None:
        super().__init__(hands, nxt, to_act, must_beat=rules.must_beat,
                         needs_trick=rules.needs_trick, ace_marriage=rules.ace_marriage,
                         trump=trump, points=points, won_any=won_any, spare=spare)
        self.rules = rules
        self.order = order
        self.declarer = declarer
        self.lead_suit = lead_suit
        self.win_card = win_card
        self.win_seat = win_seat
        self.trick_mask = trick_mask
        self.trick_len = trick_len

    def copy(self, hands: list[int] | None = None) -> "Position":
        p = Position.__new__(Position)
        self.copy_into(p, self.hands[:] if hands is None else hands)
        p.rules = self.rules
        p.order = self.order
        p.declarer = self.declarer
        return p

    @property
    def cards_left(self) -> int:
        return sum(self.hands[s].bit_count() for s in self.order)

    def tricks_left(self) -> int:
        """Tricks not yet complete (the current one included)."""
        return max(self.hands[s].bit_count() for s in self.order)

    def moves(self) -> list[tuple[int, bool]]:
        """Legal (card, declare) moves of the seat to act."""
        legal = self.legal()
        out = [(c, False) for c in bits(legal)]
        marriages = self.declare_options(self.to_act, legal)
        if marriages:
            out += [(c, True) for c in bits(marriages)]
        return out

    def decl_points(self) -> int:
        return self.points[self.declarer]

    def def_points(self) -> int:
        return sum(self.points[s] for s in self.order if s != self.declarer)


# -- the heuristic policy ------------------------------------------------------------------

def can_beat(hand: int, lead_suit: int, win: int, trump: int) -> bool:
    """Whether some card of ``hand``, played legally to this trick, would take it from ``win``
    (``must_beat`` only narrows the choice to such cards when there are some)."""
    return bool(winners(legal_mask(hand, lead_suit, win, trump, False), win, trump))


def cheapest(mask: int) -> int:
    """The card of least points (lowest rank among equals) in a non-empty mask."""
    for c in _ORDER_LOW:
        if mask >> c & 1:
            return c
    raise ValueError("empty mask")


def dearest(mask: int) -> int:
    """The card of most points in a non-empty mask."""
    for c in reversed(_ORDER_LOW):
        if mask >> c & 1:
            return c
    raise ValueError("empty mask")


def boss_cards(hand: int, outstanding: int) -> int:
    """Cards of ``hand`` that are the highest of their suit among ``outstanding`` | hand."""
    out = 0
    for s in range(4):
        mine = hand & SUIT_MASKS[s]
        if not mine:
            continue
        top = mine.bit_length() - 1
        if not outstanding & ABOVE[top]:
            out |= 1 << top
    return out


def choose_card(hand: int, lead_suit: int, win_card: int, win_is_partner: bool, trump: int,
                legal: int, later_opp: list[int], outstanding: int,
                declarer_side: bool, may_declare: bool, ace_marriage: bool) -> tuple[int, bool]:
    """The heuristic card choice shared by the playouts and the heuristic players.

    ``later_opp`` are the cards each opponent still to play to this trick may hold
    (exact hands in a playout, the possible cards in a belief); ``outstanding`` every
    card another seat may hold.  Returns (card, declare).
    """
    if lead_suit < 0:
        return _choose_lead(hand, legal, trump, outstanding, later_opp, declarer_side,
                            may_declare, ace_marriage)
    # Following.
    if win_is_partner and not any(can_beat(h, lead_suit, win_card, trump) for h in later_opp):
        # The trick is ours: put points on it, but keep a winning ace.
        smear = legal & ~boss_cards(hand, outstanding) or legal
        return dearest(smear), False
    winners = 0
    safe = 0
    for c in bits(legal):
        if beats(c, win_card, trump):
            winners |= 1 << c
            if not any(can_beat(h, lead_suit, c, trump) for h in later_opp):
                safe |= 1 << c
    if safe:
        # Win with the cheapest card that no one after us can beat.
        return cheapest(safe), False
    if winners and not later_opp:
        return cheapest(winners), False
    # Cannot win for sure: give the least.  A partner still to play may win: then smear less.
    return cheapest(legal), False


def _choose_lead(hand: int, legal: int, trump: int, outstanding: int, later_opp: list[int],
                 declarer_side: bool, may_declare: bool, ace_marriage: bool) -> tuple[int, bool]:
    if may_declare:
        # The dearest marriage that is not the trump's own again: of a king and queen lead
        # the queen (the cheaper card, the lower one), of the four aces the highest.
        best = -1
        for c in bits(declarable(hand, ace_marriage)):
            t = DECLARE_TRUMP[c]
            if t >= 0 and t == trump:
                continue
            if best < 0 or DECLARE_POINTS[c] > DECLARE_POINTS[best] or (
                    t < 0 and DECLARE_POINTS[c] == DECLARE_POINTS[best]):
                best = c
        if best >= 0:
            return best, True
    opp_trumps = 0
    if trump >= 0:
        for h in later_opp:
            opp_trumps |= h & SUIT_MASKS[trump]
    # Draw trumps while we hold the top ones (declarer).
    if trump >= 0 and declarer_side and opp_trumps:
        mine = hand & SUIT_MASKS[trump]
        if mine:
            top = mine.bit_length() - 1
            if not outstanding & ABOVE[top]:
                return top, False
    # Cash a winner in a side suit no opponent can ruff.
    boss = boss_cards(hand, outstanding)
    best_card = -1
    best_pts = -1
    for c in bits(boss):
        s = CARD_SUIT[c]
        if s != trump and trump >= 0:
            ruffable = False
            for h in later_opp:
                if not h & SUIT_MASKS[s] and h & SUIT_MASKS[trump]:
                    ruffable = True
            if ruffable:
                continue
        if CARD_POINTS[c] > best_pts:
            best_card, best_pts = c, CARD_POINTS[c]
    if best_card >= 0:
        return best_card, False
    # Otherwise lead low, from a suit where we hold no marriage half, keeping tens back.
    keep = 0
    for s in range(4):
        m = MARRIAGE_MASKS[s]
        if hand & m:
            keep |= hand & m
    low = legal & ~keep or legal
    return cheapest(low), False


def policy_move(pos: Position) -> tuple[int, bool]:
    """The heuristic move of the seat to act, seeing every hand (the playout policy)."""
    seat = pos.to_act
    hand = pos.hands[seat]
    legal = pos.legal()
    if legal & (legal - 1) == 0 and pos.trick_len:
        return _BIT_INDEX[legal], False
    decl = pos.declarer
    later_opp: list[int] = []
    s = pos.nxt[seat]
    for _ in range(len(pos.order) - 1 - pos.trick_len):
        if (s == decl) != (seat == decl):
            later_opp.append(pos.hands[s])
        s = pos.nxt[s]
    if pos.trick_len == 0:
        # A leader's "later" seats are everyone else.
        later_opp = [pos.hands[x] for x in pos.order if x != seat and (x == decl) != (seat == decl)]
    outstanding = 0
    for x in pos.order:
        if x != seat:
            outstanding |= pos.hands[x]
    win_is_partner = pos.trick_len > 0 and (pos.win_seat == decl) == (seat == decl)
    return choose_card(hand, pos.lead_suit, pos.win_card, win_is_partner, pos.trump, legal,
                       later_opp, outstanding, seat == decl,
                       pos.may_declare(seat), pos.rules.ace_marriage)


def playout(pos: Position) -> Position:
    """Play the position out with the heuristic policy (in place); returns it."""
    while pos.hands[pos.to_act]:
        card, declare = policy_move(pos)
        pos.play(card, declare)
    return pos


# -- the exact solver -----------------------------------------------------------------------

class Solver:
    """Alpha-beta over the rest of the deal (declarer maximises his future points).

    The transposition table lives as long as the solver, so reuse one solver for
    the positions of one decision (they share sub-positions within a sample).
    """

    def __init__(self, rules: PlayRules) -> None:
        self.rules = rules
        self.table: dict[tuple[int, int, int, int], tuple[int, int]] = {}
        self.nodes = 0

    def value(self, pos: Position) -> int:
        """The declarer's final deal points under best play by both sides."""
        return pos.points[pos.declarer] + self._search(pos.copy(), -1, 10_000)

    def _search(self, pos: Position, alpha: int, beta: int) -> int:
        """Future points of the declarer from ``pos`` (mutated and restored)."""
        self.nodes += 1
        hands = pos.hands
        seat = pos.to_act
        if not hands[seat]:
            return 0
        order = pos.order
        key = (0, 0, 0, 0)
        if pos.trick_len == 0:
            packed = 0
            for s in order:
                packed = packed << 24 | hands[s]
            key = (packed, seat, pos.trump, pos.won_any | pos.spare << 8)
            hit = self.table.get(key)
            if hit is not None:
                lo, hi = hit
                if lo >= beta:
                    return lo
                if hi <= alpha:
                    return hi
                if lo == hi:
                    return lo
                alpha = max(alpha, lo)
                beta = min(beta, hi)
        a0, b0 = alpha, beta
        maximise = seat == pos.declarer
        best = -1 if maximise else 10_000
        for card, declare in self._ordered(pos, maximise):
            # Save what play() changes (but the cards won by seat, which no search reads;
            # value() searches a copy).
            saved = (pos.trump, pos.lead_suit, pos.win_card, pos.win_seat, pos.trick_mask,
                     pos.trick_len, pos.won_any, pos.spare, seat)
            before = pos.points[pos.declarer]
            pts_before = pos.points[:] if pos.trick_len == len(order) - 1 or declare else None
            pos.play(card, declare)
            gained = pos.points[pos.declarer] - before
            v = gained + self._search(pos, alpha - gained, beta - gained)
            # Undo.
            pos.hands[seat] |= 1 << card
            (pos.trump, pos.lead_suit, pos.win_card, pos.win_seat, pos.trick_mask,
             pos.trick_len, pos.won_any, pos.spare, pos.to_act) = saved
            if pts_before is not None:
                pos.points = pts_before
            if maximise:
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
            else:
                if v < best:
                    best = v
                    if v < beta:
                        beta = v
            if alpha >= beta:
                break
        if pos.trick_len == 0:
            lo, hi = self.table.get(key, (-1, 10_000))
            if best <= a0:
                hi = min(hi, best)
            elif best >= b0:
                lo = max(lo, best)
            else:
                lo = hi = best
            self.table[key] = (lo, hi)
        return best

    def _ordered(self, pos: Position, maximise: bool) -> list[tuple[int, bool]]:
        moves = pos.moves()
        if len(moves) <= 1:
            return moves
        if pos.trick_len == 0:
            # Declarations first, then high cards.
            moves.sort(key=lambda m: (not m[1], -(m[0] % 6)))
            return moves
        side_of_winner = (pos.win_seat == pos.declarer) == maximise
        w = pos.win_card
        trump = pos.trump

        def key(m: tuple[int, bool]) -> tuple[int, int]:
            c = m[0]
            if side_of_winner:
                return (0, -CARD_POINTS[c])
            return (0 if beats(c, w, trump) else 1, CARD_POINTS[c])

        moves.sort(key=key)
        return moves


__all__ = ["Position", "PlayRules", "Solver", "playout", "policy_move", "choose_card",
           "can_beat", "cheapest", "dearest", "boss_cards", "bits"]
