"""Search over sampled worlds: Perfect-Information Monte Carlo for card play, and
simulation of whole deals for bidding, passing cards, raising and conceding.

A deal's outcome is judged by :class:`Judge`: the seat's *relative* score,
its own change of total minus the mean change of the other players in the deal,
with the match situation folded in (a declarer on the barrel wins the game by
making 120, the dump truck, falling off the barrel...).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from typing import Optional, Sequence

from thousand_app.cards.engine import DARK_CONTRACT, DEAD, Observation, bid_cap
from thousand_app.cards.engine.cards import points_of

from .belief import Belief, World
from .heuristics import choose_discards, choose_gives, expected_points, keep_value, talon_size
from .scoring import DealResult, MatchView, deal_totals
from .sim import Position, Solver, bits, playout, policy_move

#: What winning the game is worth, in points of relative score.
WIN_VALUE = 600
#: How far real play strays from a heuristic playout, per trick still to play (measured:
#: about 25 points over a whole deal).
SIGMA_PER_TRICK = 3.0
_SQRT2 = math.sqrt(2.0)


@dataclass
class Judge:
    """Turns a deal's outcome (declarer's and defenders' deal points) into ``seat``'s utility.

    The totals after the deal are worked out by :func:`~.scoring.deal_totals` (the rules
    of settling, checked against the engine's); the utility is the seat's change of
    total minus the mean change of the other players in the deal, plus
    :data:`WIN_VALUE` for winning the game (a winning opponent costs his share of it).
    With 4 players the sitter is left out: his talon score changes no decision, and
    weighing him as a third opponent (each of the two others then by a third, not a
    half) measured worse (docs/ai.md, "4 players").
    """

    obs: Observation
    seat: int
    declarer: int
    contract: int
    #: Judged as a dark game (the declarer's result counts double).
    dark: bool = False
    #: Uncertainty (points) of the declarer's outcome, smoothing the made/failed step.
    sigma: float = 0.0
    #: Points added to the declarer's estimated outcome before judging it.
    bias: int = 0
    view: MatchView = field(init=False)
    _memo: dict[tuple[bool, tuple[int, ...], int, int, bool], float] = field(init=False, default_factory=dict)

    def __post_init__(self) -> None:
        self.view = MatchView.of(self.obs, self.dark)

    def utility(self, decl_pts: int, def_pts: int, contract: Optional[int] = None,
                won: int = -1, seat_points: Optional[Sequence[int]] = None) -> float:
        """``seat``'s relative score when the deal ends with these points.

        With ``sigma`` > 0 the declarer's points are taken as uncertain (a playout only
        estimates real play): made with probability Phi((points - contract) / sigma).
        ``won`` is the bitmask of seats that took a trick (-1: unknown, then no bolt is
        counted).  ``seat_points``: each seat's points at the end (an :data:`Outcome`'s
        last field): the defenders' come from it, so a defender sees his own total land
        on the dump truck; without it the defenders share ``def_pts`` equally.
        """
        c = self.contract if contract is None else contract
        decl_pts += self.bias
        split = self._split(def_pts, seat_points)
        if self.sigma <= 0:
            return self._utility(decl_pts >= c, decl_pts, split, c, won)
        p = 0.5 * (1.0 + math.erf((decl_pts - c + 0.5) / (self.sigma * _SQRT2)))
        if p >= 0.999:
            return self._utility(True, decl_pts, split, c, won)
        if p <= 0.001:
            return self._utility(False, decl_pts, split, c, won)
        return (p * self._utility(True, decl_pts, split, c, won)
                + (1 - p) * self._utility(False, decl_pts, split, c, won))

    def _split(self, def_pts: int, seat_points: Optional[Sequence[int]]) -> tuple[int, ...]:
        """Each defender's points (in the order of ``view.active``)."""
        defenders = [s for s in self.view.active if s != self.declarer]
        if seat_points is not None:
            return tuple(max(0, seat_points[s]) for s in defenders)
        each = max(0, def_pts) // max(1, len(defenders))
        return (each,) * len(defenders)

    def _utility(self, made: bool, decl_pts: int, split: tuple[int, ...], c: int,
                 won: int) -> float:
        view = self.view
        defenders = [s for s in view.active if s != self.declarer]
        key = (made, split, c, won, decl_pts == 0)
        got = self._memo.get(key)
        if got is not None:
            return got
        points = [0] * view.n_players
        points[self.declarer] = decl_pts
        for s, got_pts in zip(defenders, split):
            points[s] = got_pts
        took = None if won < 0 else tuple(bool(won >> s & 1) for s in range(view.n_players))
        u = self._relative(DealResult(self.declarer, c, made, tuple(points), took))
        self._memo[key] = u
        return u

    def _relative(self, result: DealResult) -> float:
        """``seat``'s change of total minus the others' mean change, and the game's win."""
        view = self.view
        totals, winner = deal_totals(view, result)
        me = self.seat
        others = [s for s in view.active if s != me]
        u = totals[me] - view.totals[me] - sum(totals[s] - view.totals[s]
                                                for s in others) / len(others)
        if winner == me:
            u += WIN_VALUE
        elif winner in others:
            u -= WIN_VALUE / len(others)
        return u

    def concede_utility(self, contract: int) -> float:
        """``seat`` (the declarer) gives up at ``contract``."""
        return self._relative(DealResult(self.declarer, contract, False,
                                         (0,) * self.view.n_players, conceded=True))


def future_points(pos: Position) -> int:
    """Card points still to be won (hands, the trick in progress, the spare talon)."""
    m = pos.trick_mask
    for s in pos.order:
        m |= pos.hands[s]
    return points_of(m) + pos.spare


#: (declarer points, defenders' points, seats that took a trick or -1, each seat's points).
Outcome = tuple[int, int, int, tuple[int, ...]]


def outcome(pos: Position, solver: Optional[Solver], solve_tricks: int) -> Outcome:
    """The end of the deal from ``pos`` (an :data:`Outcome`): solved exactly when few tricks
    remain, else played out by the heuristic policy.  ``pos`` may be modified.

    The solver values the declarer's points only: each defender then has the points he has
    won so far and an equal share of what the defenders win from here."""
    if solver is not None and pos.tricks_left() <= solve_tricks:
        decl_now = pos.points[pos.declarer]
        left = future_points(pos)
        v = solver.value(pos)
        def_left = max(0, left - (v - decl_now))
        defenders = [s for s in pos.order if s != pos.declarer]
        seat_points = pos.points[:]
        seat_points[pos.declarer] = v
        for s in defenders:
            seat_points[s] += def_left // len(defenders)
        return v, pos.def_points() + def_left, -1, tuple(seat_points)
    playout(pos)
    return pos.decl_points(), pos.def_points(), pos.won_any, tuple(pos.points)


def pimc_choose(belief: Belief, worlds: Sequence[World], moves: Sequence[tuple[int, bool]],
                judge: Judge, solve_tricks: int) -> int:
    """Index of the move with the best mean utility over the sampled worlds."""
    totals = pimc_totals(belief, worlds, moves, judge, solve_tricks)
    best = 0
    for i in range(1, len(moves)):
        if totals[i] > totals[best] + 1e-9:
            best = i
    return best


def pimc_totals(belief: Belief, worlds: Sequence[World], moves: Sequence[tuple[int, bool]],
                judge: Judge, solve_tricks: int,
                details: Optional[list[list[tuple[int, int]]]] = None) -> list[float]:
    """Each move's total utility over the sampled worlds (divide by their number for the
    mean): what :func:`pimc_choose` chooses from, for the deal analysis.

    ``details`` (one list per move): each world's (declarer's final points, the seat that
    takes the trick in progress, the rest of the trick played by the policy) is appended,
    for the coach's reasons."""
    totals = [0.0] * len(moves)
    if worlds:
        left = belief.position(worlds[0]).tricks_left()
        judge.sigma = 0.0 if left <= solve_tricks else SIGMA_PER_TRICK * left
    for w in worlds:
        base = belief.position(w)
        solver = Solver(base.rules) if solve_tricks > 0 else None
        for i, (card, declare) in enumerate(moves):
            pos = base.copy()
            pos.play(card, declare)
            taker = trick_taker(pos) if details is not None else -1
            d, f, won, pts = outcome(pos, solver, solve_tricks)
            totals[i] += judge.utility(d, f, None, won, pts)
            if details is not None:
                details[i].append((d, taker))
    return totals


def trick_taker(pos: Position) -> int:
    """Who takes the trick in progress at ``pos`` (the last one taken if none is), the
    rest of it played by the policy on a copy."""
    if pos.trick_len == 0:
        return pos.to_act
    p = pos.copy()
    while p.trick_len:
        p.play(*policy_move(p))
    return p.to_act


# -- whole-deal simulation for the declarer ------------------------------------------------

@dataclass(frozen=True)
class Exchange:
    """A declarer's way to deal with the talon: cards passed (card, target) or laid aside."""

    gives: tuple[tuple[int, int], ...] = ()
    discards: tuple[int, ...] = ()


def exchange_candidates(hand: int, targets: Sequence[int], two_talons: bool,
                        width: int, n_out: int = 2) -> list[Exchange]:
    """Plausible exchanges: pairs of the ``width`` least useful cards, each way round
    (single cards when only ``n_out`` = 1 remains to pass or lay aside)."""
    ranked = sorted(bits(hand), key=lambda c: (keep_value(hand, c), c))
    pool = ranked[:width]
    out: list[Exchange] = []
    if two_talons and n_out == 1:
        return [Exchange(discards=(c,)) for c in pool]
    if not two_talons and len(targets) == 1:
        return [Exchange(gives=((c, targets[0]),)) for c in pool]
    if two_talons:
        first = tuple(choose_discards(hand))
        out.append(Exchange(discards=first))
        for i in range(len(pool)):
            for j in range(i + 1, len(pool)):
                e = Exchange(discards=(pool[i], pool[j]))
                if set(e.discards) != set(first):
                    out.append(e)
        return out
    for i in range(len(pool)):
        for j in range(i + 1, len(pool)):
            a, b = pool[i], pool[j]
            out.append(Exchange(gives=((a, targets[0]), (b, targets[1]))))
            out.append(Exchange(gives=((b, targets[0]), (a, targets[1]))))
    return out


def default_exchange(hand: int, targets: Sequence[int], two_talons: bool,
                     n_out: int = 2) -> Exchange:
    if two_talons:
        return Exchange(discards=tuple(choose_discards(hand))[:n_out])
    cards = choose_gives(hand, len(targets))
    return Exchange(gives=tuple(zip(cards, targets)))


def give_targets(obs: Observation, declarer: int) -> list[int]:
    """Where ``declarer``'s passed cards go: one to each opponent, and with a dead hand one to
    the opponent and one to the dead hand (``DEAD``).  (Laid aside in ``two_talons``: then
    these are only the opponents.)"""
    others = [s for s in obs.active if s != declarer]
    if obs.rules.dead_hand(obs.n_players):
        return [others[0], DEAD]
    return others


def play_deal(belief: Belief, world: World, declarer: int, exchange: Optional[Exchange],
              talon_index: int = 0) -> Outcome:
    """Play a sampled world out from the talon on: ``declarer`` takes the talon (if not yet
    taken), makes ``exchange`` (the heuristic one if None), and all seats play by the policy."""
    obs = belief.obs
    hands = world.hands[:]
    n = obs.n_players
    spare = world.spare
    dead = world.dead
    discarded = world.discards
    if world.talons:
        if len(world.talons) == 2:
            hands[declarer] |= world.talons[talon_index]
            spare = world.talons[1 - talon_index]
        else:
            hands[declarer] |= world.talons[0]
    two_talons = obs.rules.two_talons(n)
    targets = give_targets(obs, declarer)
    if exchange is None:
        exchange = default_exchange(hands[declarer], targets, two_talons)
    for c, t in exchange.gives:
        hands[declarer] &= ~(1 << c)
        if t >= 0:
            hands[t] |= 1 << c
        else:
            dead |= 1 << c
    for c in exchange.discards:
        hands[declarer] &= ~(1 << c)
        discarded |= 1 << c
    order = obs.active
    nxt = [-1] * n
    for i, s in enumerate(order):
        nxt[s] = order[(i + 1) % len(order)]
    points = [0] * n
    points[declarer] = points_of(discarded)
    pos = Position(belief.play_rules(), hands, order, tuple(nxt), declarer, declarer,
                   points=points, spare=points_of(spare))
    playout(pos)
    return pos.decl_points(), pos.def_points(), pos.won_any, tuple(pos.points)


def best_contract(judge: Judge, outcomes: Sequence[Outcome], contracts: Sequence[int]
                  ) -> tuple[int, float]:
    """The contract (of ``contracts``) with the best mean utility over the outcomes."""
    best_c = contracts[0]
    best_u = -1e18
    for c in contracts:
        u = sum(judge.utility(d, f, c, w, p) for d, f, w, p in outcomes) / max(1, len(outcomes))
        if u > best_u + 1e-9:
            best_c, best_u = c, u
    return best_c, best_u


def auction_if_pass(obs: Observation, world: World, me: int, margin: int
                    ) -> Optional[tuple[int, int]]:
    """Who wins the auction, and at what bid, if ``me`` passes now: (declarer, contract).

    A model of the other bidders, not of any one opponent: each still in the auction
    bids while the contract is at most his hand's expected points (the calibrated
    estimate, with an average talon) less ``margin``, within the marriage cap, and at
    least up to what he has already bid.  If nobody outbids it, the high bid stands
    (forehand's forced 100 when everybody passes).  None if nobody is left.
    """
    rules = obs.rules
    step = rules.bid_step
    talon = talon_size(obs)
    high = obs.high_bid
    hb = obs.high_bidder
    left = [s for s in obs.active if s != me and s not in obs.passed]
    if not left:
        return None
    shown: dict[int, int] = {}
    for s, v in obs.auction:
        if v > 0:
            shown[s] = max(shown.get(s, 0), v)
    limits: dict[int, int] = {}
    for s in left:
        hand = world.hands[s]
        if rules.minus_bidding == "negative" and obs.totals[s] < 0:
            lim = 0
        else:
            lim = (expected_points(hand, rules, talon) - margin) // step * step
            lim = min(lim, bid_cap(rules, hand))
        lim = max(lim, shown.get(s, 0))
        if s == hb:
            lim = max(lim, high)
        limits[s] = lim
    winner = max(left, key=lambda s: (limits[s], s == hb))
    if winner != hb and limits[winner] < high + step:
        if hb == me or hb not in limits:
            return None
        winner = hb
    second = max((limits[s] for s in left if s != winner), default=0)
    floor = high if winner == hb else high + step
    contract = max(floor, min(limits[winner], second + step))
    return winner, contract


def pass_value(belief: Belief, worlds: Sequence[World], me: int, margin: int, sigma: float,
               bias: int, fallback: float) -> float:
    """``me``'s mean utility over the worlds when he passes now: the auction goes on by
    :func:`auction_if_pass`, the winner takes the talon and the deal is played out."""
    obs = belief.obs
    dark = any(v < 0 for _, v in obs.auction) and obs.high_bid <= DARK_CONTRACT
    total = 0.0
    for w in worlds:
        got = auction_if_pass(obs, w, me, margin)
        if got is None:
            total += fallback
            continue
        decl, contract = got
        judge = Judge(obs, me, decl, contract,
                      dark and decl == obs.forehand and contract == obs.high_bid,
                      sigma=sigma, bias=bias)
        d, f, won, pts = play_deal(belief, w, decl, None)
        total += judge.utility(d, f, None, won, pts)
    return total / max(1, len(worlds))


def sample_worlds(belief: Belief, rng: random.Random, count: int) -> list[World]:
    """``count`` worlds drawn from the belief."""
    return [belief.sample(rng) for _ in range(count)]


__all__ = ["Judge", "pimc_choose", "pimc_totals", "play_deal", "Exchange", "exchange_candidates",
           "default_exchange", "give_targets", "best_contract", "sample_worlds", "outcome", "WIN_VALUE",
           "auction_if_pass", "pass_value", "trick_taker"]
