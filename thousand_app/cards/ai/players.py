"""The computer players of every level: greedy, easy, normal, hard, and the measuring oracle.

One class, :class:`BotPlayer`, plays every level; a :class:`LevelConfig` says
which method it uses for each kind of decision and how many worlds it samples.
Every decision depends only on the observation and a generator seeded from the
player's seed and a hash of what the seat has seen (so a replay repeats it).
"""

from __future__ import annotations

import hashlib
import random
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Optional, Sequence

from thousand_app.cards.engine import (BARREL_MIN_CONTRACT, MAX_CONTRACT, Action, Bid, Concede,
                                 Declare, Discard, Give, Observation, Pass, Phase, Play, Raise,
                                 Decline, Redeal, Take, mask_of, trick_winner)
from thousand_app.cards.engine.cards import CARD_SUIT, FULL_DECK

from .belief import Belief, World, build_belief
from .heuristics import estimate_points, expected_points, greedy_follow, greedy_lead, talon_size
from .search import (Exchange, Judge, best_contract, default_exchange, exchange_candidates,
                     give_targets, pass_value, pimc_choose, play_deal, sample_worlds)
from .sim import choose_card

if TYPE_CHECKING:
    from thousand_app.cards.engine import Game


@dataclass(frozen=True)
class LevelConfig:
    """How a level decides.  Budgets are counts (never wall-clock), so results are reproducible."""

    name: str
    #: "greedy", "heuristic" or "pimc".
    play: str = "heuristic"
    #: PIMC: evaluations (worlds x candidate moves) per decision, and bounds on worlds.
    play_budget: int = 0
    min_worlds: int = 0
    max_worlds: int = 0
    #: Solve exactly when this many tricks (or fewer) are left after the move.
    solve_tricks: int = 0
    #: "greedy", "formula" or "sim".
    bidding: str = "formula"
    bid_worlds: int = 0
    #: Margin (points) the formula bidders keep below their estimate.
    bid_margin: int = 5
    #: "greedy", "heuristic" or "sim".
    exchange: str = "heuristic"
    exchange_worlds: int = 0
    exchange_width: int = 0
    #: Value (relative score) of passing in a 3-player auction; half of it with 2 players.
    pass_value: float = -10.0
    #: PIMC evaluations per decision once the solver is used (it costs more than a playout).
    solve_budget: int = 0
    #: Weight sampled worlds by what the auction says of each hand.
    auction_hints: bool = True
    #: Spread (points) of a whole deal's real outcome around a playout, for bidding and
    #: the contract; and points added to the declarer's playout result there (a playout's
    #: defenders see every card, real ones do not).
    deal_sigma: float = 24.0
    deal_bias: int = 0
    #: Simulation bidders: judge passing by playing out who would take the deal instead
    #: (the others bid up to their hand's expected points less this margin); None: the
    #: fixed ``pass_value``.
    pass_margin: Optional[int] = None


LEVEL_CONFIGS: dict[str, LevelConfig] = {
    "greedy": LevelConfig("greedy", play="greedy", bidding="greedy", bid_margin=15,
                          exchange="greedy"),
    "easy": LevelConfig("easy", play="heuristic", bidding="formula", bid_margin=10,
                        exchange="heuristic"),
    "normal": LevelConfig("normal", play="pimc", play_budget=48, min_worlds=6, max_worlds=16,
                          solve_tricks=2, bidding="sim", bid_worlds=16, exchange="heuristic",
                          deal_sigma=16.0, deal_bias=4),
    "hard": LevelConfig("hard", play="pimc", play_budget=1200, solve_budget=480, min_worlds=40,
                        max_worlds=200, solve_tricks=4, bidding="sim", bid_worlds=128,
                        exchange="sim", exchange_worlds=40, exchange_width=5, deal_sigma=16.0,
                        deal_bias=4, pass_margin=10),
}
LEVEL_CONFIGS["oracle"] = replace(LEVEL_CONFIGS["hard"], name="oracle", min_worlds=1, max_worlds=1,
                           bid_worlds=1, exchange_worlds=1, solve_tricks=5)


def scaled(config: LevelConfig, factor: float) -> LevelConfig:
    """The same level with its sample budgets scaled (tests use a small factor)."""
    def f(x: int) -> int:
        return max(1, int(x * factor)) if x else 0
    return replace(config, play_budget=f(config.play_budget), solve_budget=f(config.solve_budget),
                   min_worlds=f(config.min_worlds),
                   max_worlds=f(config.max_worlds), bid_worlds=f(config.bid_worlds),
                   exchange_worlds=f(config.exchange_worlds))


@dataclass
class _Plan:
    """The declarer's plan for the exchange: what to do with the talon and the contract."""

    key: tuple[object, ...]
    kind: str  # "play", "concede" or "redeal"
    exchange: Exchange
    contract: int


def decision_seed(seed: int, obs: Observation) -> int:
    """A seed from the player's seed and what the seat has seen (its redacted history)."""
    h = hashlib.blake2b(digest_size=8)
    h.update(repr((seed, obs.seat, obs.deal_index, obs.totals, obs.hand, obs.events,
                   obs.legal_actions)).encode())
    return int.from_bytes(h.digest(), "big")


class BotPlayer:
    """A computer player of one level.  Sees only observations."""

    def __init__(self, config: LevelConfig, seed: Optional[int] = None) -> None:
        self.config = config
        self.level = config.name
        self.seed = seed if seed is not None else random.SystemRandom().randrange(1 << 62)
        self._plan: Optional[_Plan] = None

    # -- the protocol ----------------------------------------------------------------------
    def act(self, obs: Observation) -> Action:
        legal = obs.legal_actions
        if not legal:
            raise ValueError("no legal action: the seat is not to act")
        if len(legal) == 1:
            return legal[0]
        if isinstance(legal[0], Decline):    # the opening claims: Decline first, then claims
            return self._opening_claim(obs) or legal[0]
        rng = random.Random(decision_seed(self.seed, obs))
        phase = obs.phase
        if phase == Phase.BIDDING:
            claim = self._opening_claim(obs)
            if claim is not None:
                return claim
            return self._bid(obs, rng)
        if phase == Phase.TAKE:
            return Take(obs.seat, rng.randrange(2))
        if phase in (Phase.PASSING, Phase.CONTRACT):
            return self._exchange(obs, rng)
        return self._play(obs, rng)

    # -- hooks for the oracle -----------------------------------------------------------------
    def _worlds(self, belief: Belief, rng: random.Random, count: int) -> list[World]:
        return sample_worlds(belief, rng, count)

    # -- opening claims ---------------------------------------------------------------------
    def _opening_claim(self, obs: Observation) -> Optional[Action]:
        """Redeal a hand too weak to bid when the rules allow it; never announce a dark game.

        The dark game is decided unseen, so a bot does not look at its hand for it; a
        random hand makes 120 about 27% of the time (playouts of 400 true deals), a mean
        of about -112 points at double score, far below the -10 or so of a normal deal.
        """
        for a in obs.legal_actions:
            if isinstance(a, Redeal) and obs.phase == Phase.BIDDING:
                if expected_points(mask_of(obs.hand), obs.rules) < 100:
                    return a
        return None

    # -- bidding ----------------------------------------------------------------------------
    def _bid(self, obs: Observation, rng: random.Random) -> Action:
        bids = sorted((a for a in obs.legal_actions if isinstance(a, Bid)), key=lambda a: a.value)
        passes = [a for a in obs.legal_actions if isinstance(a, Pass)]
        if not bids:
            return passes[0] if passes else obs.legal_actions[0]
        me = obs.seat
        hand = mask_of(obs.hand)
        cfg = self.config
        on_barrel = obs.barrel[me] is not None and obs.rules.barrel_mode == "bid"
        if cfg.bidding in ("greedy", "formula"):
            talon = talon_size(obs)
            if cfg.bidding == "greedy":
                limit = estimate_points(hand, obs.rules, talon) - cfg.bid_margin
            else:
                limit = expected_points(hand, obs.rules, talon) - cfg.bid_margin
            if cfg.bidding == "formula":
                limit += self._pass_pressure(obs)
            step = obs.rules.bid_step
            limit = limit // step * step
            if on_barrel and cfg.bidding == "formula":
                limit = max(limit, BARREL_MIN_CONTRACT if limit >= 110 else limit)
            choice = bids[0]
            return choice if choice.value <= limit else (passes[0] if passes else choice)
        # Simulation: the chance of making each contract over sampled talons and hands.
        belief = build_belief(obs, cfg.auction_hints)
        worlds = self._worlds(belief, rng, cfg.bid_worlds)
        outcomes = [play_deal(belief, w, me, None) for w in worlds]
        first = bids[0].value
        judge = Judge(obs, me, me, first, False, sigma=cfg.deal_sigma, bias=cfg.deal_bias)
        contracts = self._contract_range(obs, first, hand)
        _, ev = best_contract(judge, outcomes, contracts)
        u_pass = cfg.pass_value * (1.0 if len(obs.active) == 3 else 0.5)
        if cfg.pass_margin is not None and passes:
            u_pass = pass_value(belief, worlds, me, cfg.pass_margin, cfg.deal_sigma,
                                cfg.deal_bias, u_pass)
        u_pass -= self._pass_pressure(obs)
        if ev > u_pass:
            return bids[0]
        return passes[0] if passes else bids[0]

    def _pass_pressure(self, obs: Observation) -> int:
        """How much the match situation pushes this seat to bid rather than pass."""
        me = obs.seat
        rules = obs.rules
        push = 0
        if rules.barrel_mode == "bid":
            if obs.barrel[me] is not None:
                push += 40
            for s in obs.active:
                if s != me and obs.barrel[s] is not None and s not in obs.passed:
                    push += 50
        leader = max(obs.totals)
        if leader >= 700 and leader - obs.totals[me] >= 300:
            push += 10
        return push

    def _contract_range(self, obs: Observation, low: int, hand: int) -> list[int]:
        step = obs.rules.bid_step
        me = obs.seat
        if obs.barrel[me] is not None and obs.rules.barrel_mode == "bid":
            low = max(low, BARREL_MIN_CONTRACT)
        top = min(MAX_CONTRACT, low + 60)
        return list(range(low, top + 1, step))

    # -- the talon, passing cards, raising, conceding -------------------------------------------
    def _exchange(self, obs: Observation, rng: random.Random) -> Action:
        legal = obs.legal_actions
        hand = mask_of(obs.hand)
        contract = obs.contract or 0
        key = (obs.deal_index, obs.dealer, obs.totals, obs.talon, obs.auction)
        plan = self._plan
        if plan is None or plan.key != key:
            plan = self._make_plan(obs, rng, key)
            self._plan = plan
        if plan.kind == "concede":
            for a in legal:
                if isinstance(a, Concede):
                    return a
        if plan.kind == "redeal":
            for a in legal:
                if isinstance(a, Redeal):
                    return a
        if plan.contract > contract:
            for a in legal:
                if isinstance(a, Raise) and a.value == plan.contract:
                    return a
        for c, t in plan.exchange.gives:
            if hand >> c & 1:
                for a in legal:
                    if isinstance(a, Give) and a.card == c and a.to == t:
                        return a
        for c in plan.exchange.discards:
            if hand >> c & 1:
                for a in legal:
                    if isinstance(a, Discard) and a.card == c:
                        return a
        # Anything the plan did not foresee (a given card no longer in hand): pass the
        # least useful, raise to what a barrel needs, then play.
        gives = [a for a in legal if isinstance(a, (Give, Discard))]
        if gives:
            ex = default_exchange(hand, self._targets(obs), self._two_talons(obs),
                                  obs.to_lay_aside)
            for c, t in ex.gives:
                for a in gives:
                    if isinstance(a, Give) and a.card == c and a.to == t:
                        return a
            for c in ex.discards:
                for a in gives:
                    if isinstance(a, Discard) and a.card == c:
                        return a
            return gives[0]
        plays = [a for a in legal if isinstance(a, (Play, Declare))]
        if not plays:
            raises = sorted((a for a in legal if isinstance(a, Raise)), key=lambda a: a.value)
            if raises:
                return raises[0]
            return legal[0]
        return self._play(obs, rng)

    @staticmethod
    def _two_talons(obs: Observation) -> bool:
        return obs.rules.two_talons(obs.n_players)

    def _targets(self, obs: Observation) -> list[int]:
        if self._two_talons(obs):
            return give_targets(obs, obs.seat)
        return list(obs.pass_targets)

    def _make_plan(self, obs: Observation, rng: random.Random, key: tuple[object, ...]) -> _Plan:
        me = obs.seat
        hand = mask_of(obs.hand)
        contract = obs.contract or 0
        legal = obs.legal_actions
        cfg = self.config
        two_talons = self._two_talons(obs)
        targets = self._targets(obs)
        n_out = obs.to_lay_aside if two_talons else len(targets)
        may_concede = any(isinstance(a, Concede) for a in legal)
        may_redeal = any(isinstance(a, Redeal) for a in legal)
        raises = sorted(a.value for a in legal if isinstance(a, Raise))
        needs = BARREL_MIN_CONTRACT if (obs.barrel[me] is not None
                                        and contract < BARREL_MIN_CONTRACT
                                        and obs.rules.barrel_mode == "bid") else contract
        if cfg.exchange == "greedy" or n_out == 0 or cfg.exchange == "heuristic":
            if two_talons:
                ex = default_exchange(hand, targets, True, n_out)
            elif cfg.exchange == "greedy":
                from .sim import cheapest
                cards: list[int] = []
                rest = hand
                for _ in targets:
                    c = cheapest(rest)
                    cards.append(c)
                    rest &= ~(1 << c)
                ex = Exchange(gives=tuple(zip(cards, targets)))
            else:
                ex = default_exchange(hand, targets, False)
            target = needs
            if cfg.exchange == "heuristic":
                kept = hand
                for c, _ in ex.gives:
                    kept &= ~(1 << c)
                est = expected_points(kept, obs.rules, 0)
                if may_concede and est < contract - 30:
                    return _Plan(key, "concede", ex, contract)
                step = obs.rules.bid_step
                good = [v for v in raises if v <= (est - 40) // step * step]
                if good:
                    target = max(target, good[-1])
            if target > contract and target not in raises:
                target = contract
            return _Plan(key, "play", ex, target)
        # Simulation: each candidate exchange over the same sampled worlds.
        belief = build_belief(obs, cfg.auction_hints)
        worlds = self._worlds(belief, rng, cfg.exchange_worlds)
        cands = exchange_candidates(hand, targets, two_talons, cfg.exchange_width, n_out)
        if not cands:
            cands = [default_exchange(hand, targets, two_talons, n_out)]
        contracts = [contract] + [v for v in raises if v > contract]
        if needs > contract:
            contracts = [v for v in contracts if v >= needs] or [contract]
        judge = Judge(obs, me, me, contract, obs.dark,
                      sigma=cfg.deal_sigma, bias=cfg.deal_bias)
        best: Optional[tuple[float, int, Exchange]] = None
        for ex in cands:
            outs = [play_deal(belief, w, me, ex) for w in worlds]
            c, u = best_contract(judge, outs, contracts)
            if best is None or u > best[0] + 1e-9:
                best = (u, c, ex)
        assert best is not None
        u, c, ex = best
        if may_concede and judge.concede_utility(contract) > u:
            return _Plan(key, "concede", ex, contract)
        if may_redeal and u < 0:
            return _Plan(key, "redeal", ex, contract)
        return _Plan(key, "play", ex, c)

    # -- card play --------------------------------------------------------------------------
    def _play(self, obs: Observation, rng: random.Random) -> Action:
        me = obs.seat
        moves: list[tuple[int, bool]] = []
        actions: list[Action] = []
        for a in obs.legal_actions:
            if isinstance(a, (Play, Declare)):
                moves.append((int(a.card), isinstance(a, Declare)))
                actions.append(a)
        if len(actions) == 1:
            return actions[0]
        hand = mask_of(obs.hand)
        legal = mask_of(c for c, _ in moves)
        trump = obs.trump if obs.trump is not None else -1
        may_declare = any(d for _, d in moves)
        cfg = self.config
        if cfg.play == "greedy":
            if not obs.trick:
                card, declare = greedy_lead(hand, legal, may_declare, obs.rules.ace_marriage)
            else:
                card, declare = greedy_follow(legal, self._winning(obs, trump)[1], trump), False
            return self._pick(actions, moves, card, declare)
        belief = build_belief(obs, cfg.auction_hints)
        if cfg.play == "heuristic":
            card, declare = self._heuristic_move(obs, belief, hand, legal, trump, may_declare)
            return self._pick(actions, moves, card, declare)
        budget = cfg.play_budget
        if cfg.solve_budget and max(obs.hand_sizes) <= cfg.solve_tricks + 1:
            budget = cfg.solve_budget
        count = max(cfg.min_worlds, min(cfg.max_worlds, budget // len(moves)))
        worlds = self._worlds(belief, rng, count)
        decl = obs.declarer if obs.declarer is not None else me
        judge = Judge(obs, me, decl, obs.contract or 0, obs.dark)
        i = pimc_choose(belief, worlds, moves, judge, cfg.solve_tricks)
        return actions[i]

    @staticmethod
    def _winning(obs: Observation, trump: int) -> tuple[int, int]:
        """(seat, card) now winning the trick in progress."""
        seat, card = obs.trick[trick_winner([c for _, c in obs.trick], trump)]
        return seat, int(card)

    def _heuristic_move(self, obs: Observation, belief: Belief, hand: int, legal: int, trump: int,
                        may_declare: bool) -> tuple[int, bool]:
        me = obs.seat
        decl = obs.declarer
        order = obs.active
        i = order.index(me)
        later = [order[(i + k) % len(order)] for k in range(1, len(order) - len(obs.trick))]
        if not obs.trick:
            later = [s for s in order if s != me]
        later_opp = [belief.possible(s) for s in later if (s == decl) != (me == decl)]
        outstanding = FULL_DECK & ~belief.seen
        for p in belief.places:
            outstanding |= p.known
        win_is_partner = False
        win_card = -1
        if obs.trick:
            win_seat, win_card = self._winning(obs, trump)
            win_is_partner = (win_seat == decl) == (me == decl)
        lead_suit = CARD_SUIT[obs.trick[0][1]] if obs.trick else -1
        return choose_card(hand, lead_suit, win_card, win_is_partner, trump, legal, later_opp,
                           outstanding, me == decl, may_declare, obs.rules.ace_marriage)

    @staticmethod
    def _pick(actions: Sequence[Action], moves: Sequence[tuple[int, bool]], card: int,
              declare: bool) -> Action:
        for a, (c, d) in zip(actions, moves):
            if c == card and d == declare:
                return a
        for a, (c, d) in zip(actions, moves):
            if c == card:
                return a
        return actions[0]


class OraclePlayer(BotPlayer):
    """Sees every card (measurement only, never an opponent in the app): searches the true world."""

    def __init__(self, game: "Game", seed: Optional[int] = None,
                 config: Optional[LevelConfig] = None) -> None:
        super().__init__(config or LEVEL_CONFIGS["oracle"], seed)
        self.game = game

    def _worlds(self, belief: Belief, rng: random.Random, count: int) -> list[World]:
        loc = self.game.card_locations()
        assert loc is not None
        return [World(list(loc.hands), list(loc.talons), loc.dead, loc.spare, loc.discards)]


__all__ = ["BotPlayer", "OraclePlayer", "LevelConfig", "LEVEL_CONFIGS", "scaled", "decision_seed"]
