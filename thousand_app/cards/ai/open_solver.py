"""The exact open-card value of a trick-play position: every hand known, best play by all.

The value of a position is the **declarer's final deal points** (rules.md "deal points":
card points won in tricks, his declared marriages, the laid-aside cards of
``two_talons`` and the spare talon if he takes the last trick), with the declarer
maximising it and the defenders, playing as partners, minimising it.  The points he
already holds count, so the value of the position at the first lead is directly
comparable with his contract, and the value never changes along best play.

The rules of play come from the engine's trick kernel (:func:`~thousand_app.cards.engine.legal_mask`,
:func:`~thousand_app.cards.engine.beats`) and the card tables of ``engine.cards``; positions are
:class:`~.sim.Position` values (built from a game by :func:`position_of`); a marriage
may be declared by leading its K or Q with the other in hand (after a trick won, with
``marriage_needs_trick``), or an ace with all four (``ace_marriage``), as in
:meth:`~.sim.Position.moves`; the tests check the values against brute force through
the engine itself.  The search is an alpha-beta over single cards with:

- a transposition table at trick boundaries (the hands, the leader, the trump, who has
  taken a trick and the spare talon determine the rest of the deal), holding bounds and
  the best lead;
- null-window searches in the manner of MTD(f): the first at a heuristic playout's
  value, then widening steps and bisection until the value is pinned;
- move ordering: the table's lead first, declarations, then by how the trick stands;
- a cut on the points still available to the declarer (cards left, the spare talon, the
  marriages he could still declare);
- the last trick played out directly (every card is forced).

Bridge solvers merge "equivalent" cards (touching ranks in one hand).  In this game no
two cards are equivalent: every rank has its own card points (0, 2, 3, 4, 10, 11), so
playing the queen or the jack of a touching pair gives different points to whoever wins
the trick, and the results differ; merging them would make the value inexact.  The
search therefore keeps every card and relies on the table and the ordering instead
(figures: docs/analysis.md).
"""

from __future__ import annotations

from typing import Optional

from thousand_app.cards.engine import Discard, Game, Give, Take
from thousand_app.cards.engine.cards import CARD_POINTS, CARD_SUIT, marriage_total
from thousand_app.cards.engine.core import (DECLARE_POINTS, DECLARE_TRUMP, beats, declarable,
                                      legal_mask, winners)

from .belief import World, build_belief
from .sim import Position, bits, playout

#: Card points of every 6-bit suit pattern.
_SUIT_POINTS = tuple(sum(CARD_POINTS[r] for r in range(6) if m >> r & 1) for m in range(64))
_BIT = {1 << i: i for i in range(24)}
#: The lowest value the search uses (below any real value) and the highest.
_LOW = -1
_HIGH = 10_000
#: The table is emptied when it grows past this many entries (about 100 bytes each).
TABLE_LIMIT = 1_000_000

Move = tuple[int, bool]


def mask_points(mask: int) -> int:
    """Card points of a mask of cards."""
    return (_SUIT_POINTS[mask & 63] + _SUIT_POINTS[mask >> 6 & 63]
            + _SUIT_POINTS[mask >> 12 & 63] + _SUIT_POINTS[mask >> 18 & 63])



class OpenSolver:
    """Exact open-card values.  Keep one solver for the positions of one deal: its table is
    shared (entries are exact facts about a set of hands, whatever led there)."""

    def __init__(self, pos: Position) -> None:
        rules = pos.rules
        self.must_beat = rules.must_beat
        self.needs_trick = rules.needs_trick
        self.ace_marriage = rules.ace_marriage
        self.order = pos.order
        self.nxt = pos.nxt
        self.n = len(pos.order)
        self.declarer = pos.declarer
        self.table: dict[int, tuple[int, int, int]] = {}
        self.nodes = 0
        self.hands: list[int] = []

    # -- the public side --------------------------------------------------------------------
    def value(self, pos: Position) -> int:
        """The declarer's final deal points from ``pos`` under best play by everyone."""
        self._check(pos)
        return pos.points[pos.declarer] + self._mtd(pos)

    def at_least(self, pos: Position, target: int) -> bool:
        """Whether the value of ``pos`` is at least ``target`` (one null-window search)."""
        self._check(pos)
        need = target - pos.points[pos.declarer]
        if need <= 0:
            return True
        self.hands = pos.hands[:]
        g = self._node(pos.to_act, pos.trump, pos.lead_suit, pos.win_card, pos.win_seat,
                       mask_points(pos.trick_mask), pos.trick_len, pos.won_any, pos.spare,
                       need - 1, need)
        return g >= need

    def move_values(self, pos: Position) -> list[tuple[Move, int]]:
        """Every legal move of the seat to act with the value of the position after it."""
        self._check(pos)
        out = []
        for move in pos.moves():
            after = pos.copy()
            after.play(*move)
            out.append((move, self.value(after)))
        return out

    def _check(self, pos: Position) -> None:
        if pos.order != self.order or pos.declarer != self.declarer:
            raise ValueError("a solver serves the positions of one deal")

    def _mtd(self, pos: Position) -> int:
        """Future points of the declarer: MTD(f) from a playout's estimate."""
        if len(self.table) > TABLE_LIMIT:
            self.table.clear()

        guess = playout(pos.copy()).decl_points() - pos.points[pos.declarer]
        # Future points are never negative: the value is known to be at least 0 more.
        lo, hi = 0, _HIGH + 1
        beta = max(1, guess)
        step = 4
        tpts = mask_points(pos.trick_mask)
        while lo + 1 < hi:
            # Invariant: the value v satisfies lo <= v < hi; test v >= beta.
            self.hands = pos.hands[:]
            g = self._node(pos.to_act, pos.trump, pos.lead_suit, pos.win_card, pos.win_seat,
                           tpts, pos.trick_len, pos.won_any, pos.spare, beta - 1, beta)
            if g < beta:
                hi = g + 1
                beta = hi - step if lo == 0 else (lo + hi + 1) // 2
            else:
                lo = g
                beta = lo + step if hi == _HIGH + 1 else (lo + hi + 1) // 2
            step *= 2
            beta = min(max(beta, lo + 1), hi - 1)
        return lo

    # -- the search -----------------------------------------------------------------------
    def _bound(self, trump: int, won_any: int, spare: int) -> int:
        """Most points the declarer can still add: every card left, the spare talon and the
        marriages he holds (a trick boundary)."""
        hands = self.hands
        total = spare
        for s in self.order:
            total += mask_points(hands[s])
        return total + marriage_total(hands[self.declarer], self.ace_marriage)

    def _node(self, seat: int, trump: int, lead: int, win: int, win_seat: int, tpts: int,
              tlen: int, won_any: int, spare: int, alpha: int, beta: int) -> int:
        """Future points of the declarer (the trick in progress included)."""
        if tlen == 0:
            return self._lead(seat, trump, won_any, spare, alpha, beta)
        return self._follow(seat, trump, lead, win, win_seat, tpts, tlen, won_any, spare,
                            alpha, beta)

    def _lead(self, seat: int, trump: int, won_any: int, spare: int, alpha: int,
              beta: int) -> int:
        """A trick boundary: ``seat`` leads."""
        self.nodes += 1
        if beta <= 0:
            return 0
        hands = self.hands
        hand = hands[seat]
        if not hand & (hand - 1):
            return self._last_trick(seat, trump, spare) if hand else 0
        key = seat | (trump + 1) << 2 | won_any << 5 | spare << 9
        shift = 16
        for s in self.order:
            key |= hands[s] << shift
            shift += 24
        table = self.table
        hit = table.get(key)
        first = -1
        if hit is not None:
            lo, hi, first = hit
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo > alpha:
                alpha = lo
            if hi < beta:
                beta = hi
        else:
            ub = self._bound(trump, won_any, spare)
            if ub <= alpha:
                return ub
        a0, b0 = alpha, beta
        decl = self.declarer
        maximise = seat == decl
        best = _LOW if maximise else _HIGH
        best_code = -1
        nxt = self.nxt[seat]
        for code in self._lead_codes(hand, not self.needs_trick or bool(won_any >> seat & 1),
                                     first):
            card = code >> 1
            hands[seat] = hand & ~(1 << card)
            suit = CARD_SUIT[card]
            if code & 1:
                t2 = DECLARE_TRUMP[card]
                if t2 < 0:
                    t2 = trump
                gained = DECLARE_POINTS[card] if maximise else 0
                v = gained + self._follow(nxt, t2, suit, card, seat, CARD_POINTS[card], 1,
                                          won_any, spare, alpha - gained, beta - gained)
            else:
                v = self._follow(nxt, trump, suit, card, seat, CARD_POINTS[card], 1, won_any,
                                 spare, alpha, beta)
            hands[seat] = hand
            if v > best if maximise else v < best:
                best = v
                best_code = code
                if maximise:
                    alpha = max(alpha, v)
                else:
                    beta = min(beta, v)
                if alpha >= beta:
                    break
        hit = table.get(key)
        lo, hi = (hit[0], hit[1]) if hit is not None else (_LOW, _HIGH)
        if best <= a0:
            if best < hi:
                hi = best
        elif best >= b0:
            if best > lo:
                lo = best
        else:
            lo = hi = best
        table[key] = (lo, hi, best_code)
        return best

    def _follow(self, seat: int, trump: int, lead: int, win: int, win_seat: int, tpts: int,
                tlen: int, won_any: int, spare: int, alpha: int, beta: int) -> int:
        """``seat`` plays to a trick of ``tlen`` cards that ``win`` (of ``win_seat``) holds."""
        self.nodes += 1
        if beta <= 0:
            return 0
        hands = self.hands
        hand = hands[seat]
        decl = self.declarer
        maximise = seat == decl
        legal = legal_mask(hand, lead, win, trump, self.must_beat)
        # The cards of ``legal`` that would take the trick.
        takers = winners(legal, win, trump)
        ours = (win_seat == decl) == maximise
        if ours and tlen < self.n - 1:
            # Ours so far, but the next seat may be an opponent able to take it.
            nxt_seat = self.nxt[seat]
            if (nxt_seat == decl) != maximise:
                theirs = legal_mask(hands[nxt_seat], lead, win, trump, self.must_beat)
                if winners(theirs, win, trump):
                    ours = False
        if ours:
            # The trick is ours: dearest first.
            order = _descending(legal)
        else:
            # Take it with the cheapest card that does, else give the least.
            order = _ascending(takers) + _ascending(legal & ~takers)
        best = _LOW if maximise else _HIGH
        nxt = self.nxt[seat]
        last = tlen == self.n - 1
        for card in order:
            bit = 1 << card
            hands[seat] = hand & ~bit
            if last:
                w = seat if takers & bit else win_seat
                pts = tpts + CARD_POINTS[card]
                sp = spare
                if sp and not hands[w]:
                    pts += sp
                    sp = 0
                if w == decl:
                    v = pts + self._lead(w, trump, won_any | 1 << w, sp, alpha - pts,
                                         beta - pts)
                else:
                    v = self._lead(w, trump, won_any | 1 << w, sp, alpha, beta)
            elif takers & bit:
                v = self._follow(nxt, trump, lead, card, seat, tpts + CARD_POINTS[card],
                                 tlen + 1, won_any, spare, alpha, beta)
            else:
                v = self._follow(nxt, trump, lead, win, win_seat, tpts + CARD_POINTS[card],
                                 tlen + 1, won_any, spare, alpha, beta)
            hands[seat] = hand
            if maximise:
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
            elif v < best:
                best = v
                if v < beta:
                    beta = v
                    if alpha >= beta:
                        break
        return best

    def _last_trick(self, seat: int, trump: int, spare: int) -> int:
        """The declarer's points from the last trick (every play is forced)."""
        hands = self.hands
        win = _BIT[hands[seat]]
        win_seat = seat
        pts = CARD_POINTS[win]
        s = self.nxt[seat]
        for _ in range(self.n - 1):
            c = _BIT[hands[s]]
            pts += CARD_POINTS[c]
            if beats(c, win, trump):
                win, win_seat = c, s
            s = self.nxt[s]
        return pts + spare if win_seat == self.declarer else 0

    def _lead_codes(self, hand: int, may_declare: bool, first: int) -> list[int]:
        """Leads as codes card << 1 | declare: the table's best first, then declarations,
        then high cards first."""
        codes = [c << 1 for c in _by_rank(hand)]
        if may_declare:
            marriages = declarable(hand, self.ace_marriage)
            if marriages:
                codes = [c << 1 | 1 for c in _by_rank(marriages)] + codes
        if first >= 0 and first in codes:
            codes.remove(first)
            codes.insert(0, first)
        return codes


_ASC: dict[int, list[int]] = {}
_DESC: dict[int, list[int]] = {}
_RANKED: dict[int, list[int]] = {}


def _ascending(mask: int) -> list[int]:
    """The cards of a mask, fewest points first (lower rank first among equals)."""
    got = _ASC.get(mask)
    if got is None:
        got = _ASC[mask] = sorted(bits(mask), key=lambda c: (CARD_POINTS[c], c))
    return got


def _descending(mask: int) -> list[int]:
    """The cards of a mask, most points first."""
    got = _DESC.get(mask)
    if got is None:
        got = _DESC[mask] = sorted(bits(mask), key=lambda c: (-CARD_POINTS[c], -c))
    return got


def _by_rank(mask: int) -> list[int]:
    """The cards of a mask, highest rank first (aces, tens, ...)."""
    got = _RANKED.get(mask)
    if got is None:
        got = _RANKED[mask] = sorted(bits(mask), key=lambda c: (-(c % 6), c))
    return got


_SOLVERS: dict[tuple[object, ...], OpenSolver] = {}


def solver_for(pos: Position) -> OpenSolver:
    """A solver for ``pos``, shared by every position with the same seats, declarer and rules
    of play in this process (its table holds facts about hands, whatever deal they come
    from), so that the positions of one deal analysed one after another reuse its work.
    The results are the same as a fresh solver's."""
    rules = pos.rules
    key = (rules.must_beat, rules.needs_trick, rules.ace_marriage, pos.order, pos.nxt,
           pos.declarer)
    solver = _SOLVERS.get(key)
    if solver is None:
        if len(_SOLVERS) >= 4:
            _SOLVERS.clear()
        solver = _SOLVERS[key] = OpenSolver(pos)
    return solver


def position_of(game: Game) -> Optional[Position]:
    """The open-card trick-play position of the game now (every hand as it is), or None
    outside trick play (no declarer yet, the talon not dealt with, or between deals).

    Trick play starts with the declarer's first lead (phase ``contract`` once the talon
    is dealt with, then ``play``)."""
    loc = game.card_locations()
    if game.to_act is None or loc is None:
        return None
    obs = game.observation(game.to_act)
    if obs.declarer is None or obs.phase not in ("contract", "play"):
        return None
    if any(isinstance(a, (Give, Discard, Take)) for a in obs.legal_actions):
        return None
    world = World(list(loc.hands), list(loc.talons), loc.dead, loc.spare, loc.discards)
    return build_belief(obs, False).position(world)


def open_value(game: Game, solver: Optional[OpenSolver] = None) -> Optional[int]:
    """The open-card value (declarer's final deal points) of the game now, or None outside
    trick play."""
    pos = position_of(game)
    if pos is None:
        return None
    return (solver or solver_for(pos)).value(pos)


__all__ = ["OpenSolver", "solver_for", "position_of", "open_value", "mask_points", "TABLE_LIMIT"]
