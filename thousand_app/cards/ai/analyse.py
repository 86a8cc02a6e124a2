"""Deal analysis: what each decision of a deal cost, like a chess engine's review (issue 13).

Every decision of a seat is judged **from that seat's observation** at that moment
(``Game.observation(seat)``; the hidden cards are never looked at): the ``hard``
player's search, with its sample counts scaled by ``budget``, estimates the value of
the action taken and of every candidate action, in points of the seat's relative score
for the deal (its own change of total minus the mean change of the other players in
the deal, plus or minus the win of the game when the deal decides it: the utility
``hard`` plays for, :class:`~.search.Judge`).  The best action's loss is 0; the others
are marked by their loss against :data:`THRESHOLDS`.

Card plays are also given their **open-card** values: the declarer's final deal points
with best play by everyone, all hands known (:mod:`.open_solver`), before and after the
card, and a card that keeps the value when the card played changed it.  The verdict of
a deal (:class:`Verdict`) follows the open-card value through the deal.

Method, definitions, thresholds and figures: docs/analysis.md.

``python -m thousand_app.cards.ai.analyse RECORD.json [--deal K] [--seat S] [--json] [--seed N]
[--budget B] [--workers W]`` prints the analysis; ``python -m research.cards.analyse_bench
--json`` (from a source checkout) the speed figures.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from concurrent.futures import ProcessPoolExecutor, as_completed
from multiprocessing import get_context
from dataclasses import asdict, dataclass, field
from typing import Any, Callable, Optional, Sequence

from thousand_app.cards.engine import (DARK_CONTRACT, Action, Bid, Concede, Dark, Declare, Decline,
                                 Discard, Game, Give, Pass, Phase, Play, Raise, RecordError,
                                 Redeal, Take, mask_of, parse_action, replay)
from thousand_app.cards.engine.record import decline_before, record_version
from thousand_app.cards.engine.cards import CARDS, SUIT_SYMBOLS, Card

from .belief import Belief, World, build_belief
from .open_solver import OpenSolver, position_of, solver_for
from .players import LEVEL_CONFIGS, BotPlayer, LevelConfig, scaled
from .search import (Exchange, Judge, Outcome, best_contract, default_exchange,
                     exchange_candidates, give_targets, pass_value, pimc_totals, play_deal,
                     sample_worlds)

#: Marks by loss, mildest first ("" for a decision within the noise).
MARKS = ("", "inaccuracy", "mistake", "blunder")
#: Loss (points of relative score) from which a decision is an inaccuracy, a mistake, a
#: blunder.  Chosen from the spread of the analysis's own estimates (docs/analysis.md).
THRESHOLDS = (20.0, 40.0, 90.0)
#: The analysis's sample budget: ``hard``'s sample counts times this.
DEFAULT_BUDGET = 3.0
#: The decisions on the talon, the cards passed, the raise and conceding draw this many
#: times more worlds than the budget gives ``hard``'s exchange (their values are a
#: made/failed chance over the worlds, the noisiest estimates: docs/analysis.md).
EXCHANGE_BOOST = 4
#: How many bids above the lowest legal one are judged (higher ones are judged too when
#: one of them was the bid made).
BID_SPAN = 60


class AnalysisCancelled(Exception):
    """``analyse_deal``'s ``cancel()`` said stop."""


def mark_of(loss: float) -> str:
    """The mark of a decision that lost ``loss`` points."""
    mark = ""
    for name, limit in zip(MARKS[1:], THRESHOLDS):
        if loss >= limit:
            mark = name
    return mark


@dataclass(frozen=True)
class Decision:
    """One decision of one seat and what the analysis says of it."""

    deal: int
    move: int
    seat: int
    kind: str
    action: str
    best: str
    value_taken: float
    value_best: float
    loss: float
    mark: str
    open_before: Optional[int] = None
    open_after: Optional[int] = None
    open_keep: Optional[str] = None
    #: Every candidate judged: (action, value), best first.
    candidates: tuple[tuple[str, float], ...] = ()
    #: ``open_keep`` as a whole action in step notation (it may be a declaration).
    open_keep_action: Optional[str] = None
    #: How many sampled worlds the values are means over.
    worlds: int = 0

    def to_json(self) -> dict[str, Any]:
        d = asdict(self)
        d["candidates"] = [list(c) for c in self.candidates]
        return d

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> "Decision":
        kw = dict(d)
        kw["candidates"] = tuple((str(a), float(v)) for a, v in d.get("candidates", ()))
        return cls(**kw)


#: Verdict kinds: the deal was redealt; nobody declared (an unfinished auction); the
#: declarer conceded; the deal is not finished; made (makeable with open cards all along
#: or at the end); made although not makeable with open cards (a defender gave it away);
#: lost although makeable (the declarer's card that lost it); not makeable with open cards.
VERDICT_KINDS = ("redeal", "no_contract", "conceded", "unfinished", "made", "made_despite",
                 "lost_at_trick", "not_makeable")


@dataclass(frozen=True)
class Verdict:
    """How a deal was won or lost, as structured facts (the UI words them itself)."""

    kind: str
    declarer: Optional[int] = None
    contract: Optional[int] = None
    #: The declarer's deal points at the end (None when there was no trick play).
    points: Optional[int] = None
    #: The open-card value at the first lead, and whether it reached the contract.
    open_value: Optional[int] = None
    makeable_open: Optional[bool] = None
    #: The decisive card (made_despite, lost_at_trick): who played it, the trick (counted
    #: from 1), the move (0-based, as in docs/record-format.md), the card and a card that would have kept
    #: the value (the notation of docs/rules.md, e.g. "KH").
    seat: Optional[int] = None
    trick: Optional[int] = None
    move: Optional[int] = None
    card: Optional[str] = None
    keep: Optional[str] = None
    #: The open-card value after the decisive card.
    value_after: Optional[int] = None
    players: tuple[str, ...] = ()

    def _name(self, seat: Optional[int]) -> str:
        if seat is None:
            return "?"
        return self.players[seat] if seat < len(self.players) else f"Seat {seat}"

    def text(self) -> str:
        """The verdict in one English sentence."""
        c = self.contract
        who = self._name(self.declarer)
        card = _pretty(self.card)
        keep = _pretty(self.keep)
        if self.kind == "redeal":
            return "The deal was redealt."
        if self.kind == "no_contract":
            return "Nobody became declarer."
        if self.kind == "unfinished":
            return f"The deal is not finished ({who} plays {c})."
        if self.kind == "conceded":
            return f"{who} conceded the contract of {c}."
        if self.kind == "made":
            return (f"{who} made the contract of {c} ({self.points} points); it was makeable"
                    f" with open cards ({self.open_value}).")
        if self.kind == "made_despite":
            start = ("although it was not makeable with open cards"
                     f" ({self.open_value})" if not self.makeable_open
                     else "after letting it slip with open cards")
            return (f"{who} made the contract of {c} {start}; it was given away at trick"
                    f" {self.trick} when {self._name(self.seat)} played {card}"
                    f" ({keep} kept it out of reach).")
        if self.kind == "lost_at_trick":
            start = ("was makeable with open cards" if self.makeable_open
                     else "became makeable with open cards during the play")
            return (f"The contract of {c} {start}; it was lost at trick"
                    f" {self.trick} when {self._name(self.seat)} played {card}"
                    f" ({keep} kept it).")
        return (f"The contract of {c} was not makeable with open cards ({who} could make"
                f" {self.open_value} at best).")

    def to_json(self) -> dict[str, Any]:
        d = asdict(self)
        d["players"] = list(self.players)
        d["text"] = self.text()
        return d

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> "Verdict":
        kw = {k: v for k, v in d.items() if k != "text"}
        kw["players"] = tuple(d.get("players", ()))
        return cls(**kw)


@dataclass(frozen=True)
class DealAnalysis:
    """The analysis of one deal for some seats."""

    deal: int
    seats: tuple[int, ...]
    budget: float
    seed: int
    decisions: tuple[Decision, ...]
    verdict: Verdict
    #: The open-card value before each card of the deal: (move, value).
    open_values: tuple[tuple[int, int], ...] = field(default=())

    def to_json(self) -> dict[str, Any]:
        return {"deal": self.deal, "seats": list(self.seats), "budget": self.budget,
                "seed": self.seed, "decisions": [d.to_json() for d in self.decisions],
                "verdict": self.verdict.to_json(),
                "open_values": [list(x) for x in self.open_values]}

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> "DealAnalysis":
        return cls(int(d["deal"]), tuple(int(s) for s in d["seats"]), float(d["budget"]),
                   int(d["seed"]), tuple(Decision.from_json(x) for x in d["decisions"]),
                   Verdict.from_json(d["verdict"]),
                   tuple((int(m), int(v)) for m, v in d.get("open_values", ())))


def _pretty(card: Optional[str]) -> str:
    """A card in the notation of docs/rules.md as people write it ("K♥")."""
    if not card:
        return "?"
    c = Card.parse(card)
    return str(c)[:-1] + SUIT_SYMBOLS[c.suit]


# -- replaying a record to a decision ---------------------------------------------------------

def _deal_moves(record: dict[str, Any], deal: int) -> list[str]:
    deals = record.get("deals") if isinstance(record, dict) else None
    if not isinstance(deals, list) or not 0 <= deal < len(deals):
        raise RecordError(f"invalid record: there is no deal {deal}")
    entry = deals[deal]
    moves = entry.get("moves", []) if isinstance(entry, dict) else None
    if not isinstance(moves, list):
        raise RecordError(f"invalid record: deal {deal} has no list of moves")
    return [str(m) for m in moves]


def game_at(record: dict[str, Any], deal: int, move: int = 0) -> Game:
    """The game replayed (by the engine) to just before ``move`` of ``deal``."""
    _deal_moves(record, deal)
    doc = dict(record)
    entry = dict(record["deals"][deal])
    entry["moves"] = list(entry.get("moves", []))[:move]
    doc["deals"] = list(record["deals"][:deal]) + [entry]
    game = replay(doc)
    moves = _deal_moves(record, deal)
    if record_version(record) < 2 and move < len(moves):
        try:    # (a version 1 record: the declines before the move, not written there)
            decline_before(game, parse_action(moves[move]))
        except ValueError:
            pass
    return game


#: The kind of decision each action makes (a redeal in the auction is an opening claim).
_KINDS: tuple[tuple[type, str], ...] = (
    (Bid, "bid"), (Pass, "bid"), (Dark, "claim"), (Take, "take"), (Give, "pass_cards"),
    (Discard, "pass_cards"), (Raise, "raise"), (Concede, "concede"), (Redeal, "redeal"),
    (Decline, "claim"))


def _kind(action: Action, phase: Phase) -> str:
    if isinstance(action, Redeal) and phase == Phase.BIDDING:
        return "claim"
    return next((kind for cls, kind in _KINDS if isinstance(action, cls)), "play")


def _walk(record: dict[str, Any], deal: int) -> list[tuple[int, Action, Phase, int]]:
    """Every move of the deal: (index, action, phase before it, legal actions of its seat)."""
    moves = _deal_moves(record, deal)
    game = game_at(record, deal, 0)
    version = record_version(record)
    out = []
    for i, text in enumerate(moves):
        action = parse_action(text)
        if version < 2:     # (the declines before it: not written in a version 1 record)
            decline_before(game, action)
        out.append((i, action, game.phase, len(game.legal_actions(action.seat))))
        game.apply(action)
    return out


def decision_points(record: dict[str, Any], deal: int, seats: Sequence[int] | None = None
                    ) -> list[tuple[int, int]]:
    """(move, seat) of every decision of those seats in that deal (cheap; no search).

    A decision is a move whose seat had more than one legal action; the cards a declarer
    passes or lays aside are one decision (at the first of them)."""
    out = []
    prev: Optional[Action] = None
    for i, action, _phase, n_legal in _walk(record, deal):
        pair = (isinstance(action, (Give, Discard)) and isinstance(prev, (Give, Discard))
                and prev.seat == action.seat)
        prev = action
        if n_legal < 2 or pair:
            continue
        if seats is None or action.seat in seats:
            out.append((i, action.seat))
    return out


# -- judging one decision ---------------------------------------------------------------------

def _rng(seed: int, deal: int, move: int) -> random.Random:
    h = hashlib.blake2b(repr(("analyse", seed, deal, move)).encode(), digest_size=8)
    return random.Random(int.from_bytes(h.digest(), "big"))


def _config(budget: float) -> LevelConfig:
    return scaled(LEVEL_CONFIGS["hard"], budget)


def _relative(game: Game, action: Action, seat: int) -> float:
    """``seat``'s relative score from an action that ends the deal (the engine's preview)."""
    p = game.preview(action)
    others = [s for s in game.observation(seat).active if s != seat]
    return p.deltas[seat] - sum(p.deltas[s] for s in others) / len(others)


Candidates = list[tuple[str, float]]
#: What a judging function found besides the candidates' values, for the coach's reasons
#: (filled only when the caller passes a dict): ``outcomes`` (the seat's deals as declarer,
#: bidding), ``exchanges`` (name -> (exchange, outcomes)), ``details`` (card play: per
#: candidate, per world, (declarer's points, who takes the trick in progress)), ``names``
#: (card play: the candidates' names) and ``sigma`` (card play: the Judge's smoothing).
Facts = dict[str, Any]
#: Values a redeal in the auction or the exchange: from the engine's preview when the
#: caller has the game; None leaves the redeal unjudged.
RedealValue = Optional[Callable[[Action], float]]


def _bid_values(obs: Any, outcomes: Sequence[Outcome], cfg: LevelConfig,
                bids: Sequence[int]) -> list[float]:
    """Value of winning the auction at each bid: the best contract from it up (the declarer
    may raise), over the worlds played out by the policy (``outcomes``)."""
    me = obs.seat
    judge = Judge(obs, me, me, bids[0] if bids else obs.high_bid, False,
                  sigma=cfg.deal_sigma, bias=cfg.deal_bias)
    return [best_contract(judge, outcomes, _contracts(obs, cfg, b))[1] for b in bids]


def _contracts(obs: Any, cfg: LevelConfig, low: int) -> list[int]:
    """The contracts a declarer who won at ``low`` may play (``hard``'s range: up to 60
    more, the barrel's minimum)."""
    return BotPlayer(cfg, 0)._contract_range(obs, low, mask_of(obs.hand))


def judge_bidding(obs: Any, legal: Sequence[Action], action: Action, cfg: LevelConfig,
                  rng: random.Random, redeal: RedealValue = None, facts: Optional[Facts] = None
                  ) -> tuple[Candidates, int]:
    """A bid, a pass or an opening claim, judged from ``obs`` (``legal``: the seat's legal
    actions)."""
    me = obs.seat
    belief = build_belief(obs, cfg.auction_hints)
    worlds = sample_worlds(belief, rng, cfg.bid_worlds)
    outcomes = [play_deal(belief, w, me, None) for w in worlds]
    if facts is not None:
        facts["outcomes"] = outcomes
    out: Candidates = []
    bids = sorted(a.value for a in legal if isinstance(a, Bid))
    if bids:
        shown = [b for b in bids if b <= bids[0] + BID_SPAN]
        if isinstance(action, Bid) and action.value not in shown:
            shown.append(action.value)
        for b, v in zip(shown, _bid_values(obs, outcomes, cfg, shown)):
            out.append((str(Bid(me, b)), v))
    fallback = cfg.pass_value * (1.0 if len(obs.active) == 3 else 0.5)
    pass_u = pass_value(belief, worlds, me, cfg.pass_margin or 0, cfg.deal_sigma,
                        cfg.deal_bias, fallback)
    for a in legal:
        if isinstance(a, Pass):
            out.append((str(a), pass_u))
        elif isinstance(a, Redeal):
            if redeal is not None:
                out.append((str(a), redeal(a)))
        elif isinstance(a, Dark):
            judge = Judge(obs, me, me, DARK_CONTRACT, True, sigma=cfg.deal_sigma,
                          bias=cfg.deal_bias)
            out.append((str(a), best_contract(judge, outcomes, [DARK_CONTRACT])[1]))
    if any(isinstance(a, Decline) for a in legal):
        # The opening claims: the alternative to a claim is to decline (and bid or pass later).
        first = obs.high_bid + obs.rules.bid_step
        ev = _bid_values(obs, outcomes, cfg, [first])[0]
        out.append((str(Decline(me)), max(ev, pass_u)))
    return out, len(worlds)


def judge_take(obs: Any, legal: Sequence[Action], cfg: LevelConfig, rng: random.Random,
               boost: int = EXCHANGE_BOOST) -> tuple[Candidates, int]:
    """Which talon to take (two talons), judged from ``obs``."""
    me = obs.seat
    belief = build_belief(obs, cfg.auction_hints)
    worlds = sample_worlds(belief, rng, cfg.exchange_worlds * boost)
    contract = obs.contract or obs.high_bid
    judge = Judge(obs, me, me, contract, obs.dark, sigma=cfg.deal_sigma, bias=cfg.deal_bias)
    contracts = _contracts(obs, cfg, contract)
    out: Candidates = []
    for a in legal:
        if isinstance(a, Take):
            outs = [play_deal(belief, w, me, None, a.index) for w in worlds]
            out.append((str(a), best_contract(judge, outs, contracts)[1]))
    return out, len(worlds)


def _exchange_text(seat: int, ex: Exchange) -> str:
    parts = [str(Give(seat, _card(c), t)) for c, t in ex.gives]
    parts += [str(Discard(seat, _card(c))) for c in ex.discards]
    return ", ".join(parts)


def _card(c: int) -> Card:
    return CARDS[c]


def exchange_plan(obs: Any) -> tuple[list[int], int, bool]:
    """(where the declarer's cards go, how many are still to pass or lay aside, two talons)."""
    two_talons = obs.rules.two_talons(obs.n_players)
    targets = give_targets(obs, obs.seat) if two_talons else list(obs.pass_targets)
    return targets, obs.to_lay_aside if two_talons else len(targets), two_talons


def judge_exchange(obs: Any, legal: Sequence[Action], action: Action, mine: Optional[Exchange],
                   cfg: LevelConfig, rng: random.Random, boost: int = EXCHANGE_BOOST,
                   redeal: RedealValue = None, facts: Optional[Facts] = None,
                   extra: Sequence[Exchange] = ()) -> tuple[Candidates, str, int]:
    """Passing cards (or laying them aside), raising, conceding, a bad-talon redeal: the
    declarer's plan before the first lead, as ``hard`` makes it, judged from ``obs``.
    ``mine``: the exchange made when ``action`` passes a card; ``extra``: more exchanges
    to judge."""
    me = obs.seat
    hand = mask_of(obs.hand)
    contract = obs.contract or 0
    targets, n_out, two_talons = exchange_plan(obs)
    passing = any(isinstance(a, (Give, Discard)) for a in legal)
    belief = build_belief(obs, cfg.auction_hints)
    worlds = sample_worlds(belief, rng, cfg.exchange_worlds * boost)
    raises = sorted(a.value for a in legal if isinstance(a, Raise))
    judge = Judge(obs, me, me, contract, obs.dark, sigma=cfg.deal_sigma, bias=cfg.deal_bias)
    out: Candidates = []
    taken = str(action)
    if passing:
        cands = exchange_candidates(hand, targets, two_talons, cfg.exchange_width, n_out)
        if not cands:
            cands = [default_exchange(hand, targets, two_talons, n_out)]
        for ex in extra:
            if not any(_same(ex, e) for e in cands):
                cands.append(ex)
        if mine is not None:
            if not any(_same(mine, e) for e in cands):
                cands.append(mine)
            taken = _exchange_text(me, mine)
        contracts = [contract] + raises
        for ex in cands:
            outs = [play_deal(belief, w, me, ex) for w in worlds]
            name = taken if mine is not None and _same(mine, ex) else _exchange_text(me, ex)
            out.append((name, best_contract(judge, outs, contracts)[1]))
            if facts is not None:
                facts.setdefault("exchanges", {})[name] = (ex, outs)
        if isinstance(action, Raise):
            # Raising first, then passing the cards the best way found.
            ex_best = max(out, key=lambda x: x[1])[0]
            ex = next(e for e, (name, _) in zip(cands, out) if name == ex_best)
            outs = [play_deal(belief, w, me, ex) for w in worlds]
            for v in raises:
                out.append((str(Raise(me, v)), best_contract(judge, outs, [v])[1]))
    else:
        outs = [play_deal(belief, w, me, Exchange()) for w in worlds]
        if facts is not None:
            facts["exchanges"] = {"play on": (Exchange(), outs)}
        keep = best_contract(judge, outs, [contract])[1]
        out.append(("play on", keep))
        for v in raises:
            out.append((str(Raise(me, v)), best_contract(judge, outs, [v])[1]))
    for a in legal:
        if isinstance(a, Concede):
            out.append((str(a), judge.concede_utility(contract)))
        elif isinstance(a, Redeal) and redeal is not None:
            out.append((str(a), redeal(a)))
    return out, taken, len(worlds)


def _same(a: Exchange, b: Exchange) -> bool:
    """The same cards to the same places, in whatever order."""
    return sorted(a.gives) == sorted(b.gives) and sorted(a.discards) == sorted(b.discards)


def _recorded_exchange(record: dict[str, Any], deal: int, move: int, n_out: int) -> Exchange:
    """The cards passed or laid aside from ``move`` on, as the record has them."""
    moves = _deal_moves(record, deal)
    first = parse_action(moves[move])
    gives: list[tuple[int, int]] = []
    discards: list[int] = []
    for text in moves[move:move + n_out]:
        a = parse_action(text)
        if a.seat != first.seat:
            break
        if isinstance(a, Give):
            gives.append((int(a.card), a.to))
        elif isinstance(a, Discard):
            discards.append(int(a.card))
        else:
            break
    return Exchange(gives=tuple(gives), discards=tuple(discards))


def judge_play(obs: Any, legal: Sequence[Action], cfg: LevelConfig, rng: random.Random,
               facts: Optional[Facts] = None) -> tuple[Candidates, int]:
    """A card (or a declaration) judged from ``obs``: PIMC as ``hard`` plays."""
    me = obs.seat
    moves: list[tuple[int, bool]] = []
    names: list[str] = []
    for a in legal:
        if isinstance(a, (Play, Declare)):
            moves.append((int(a.card), isinstance(a, Declare)))
            names.append(str(a))
    belief = build_belief(obs, cfg.auction_hints)
    budget = cfg.play_budget
    if cfg.solve_budget and max(obs.hand_sizes) <= cfg.solve_tricks + 1:
        budget = cfg.solve_budget
    count = max(cfg.min_worlds, min(cfg.max_worlds, budget // max(1, len(moves))))
    worlds = sample_worlds(belief, rng, count)
    decl = obs.declarer if obs.declarer is not None else me
    judge = Judge(obs, me, decl, obs.contract or 0, obs.dark)
    details: Optional[list[list[tuple[int, int]]]] = None
    if facts is not None:
        details = facts["details"] = [[] for _ in moves]
        facts["names"] = names
    totals = pimc_totals(belief, worlds, moves, judge, cfg.solve_tricks, details)
    if facts is not None:
        facts["sigma"] = judge.sigma
    n = max(1, len(worlds))
    return [(name, t / n) for name, t in zip(names, totals)], len(worlds)


def _move_of(action: Action) -> tuple[int, bool]:
    """(card, declare) of a card play."""
    if not isinstance(action, (Play, Declare)):
        raise ValueError(f"not a card play: {action}")
    return int(action.card), isinstance(action, Declare)


def _open_values(game: Game, action: Action, prefer: Sequence[str] = ()
                 ) -> tuple[Optional[int], Optional[int], Optional[str], Optional[str]]:
    """(before, after, keep card, keep action) of a card play with open cards.  The keeper
    is the first of ``prefer`` (actions in step notation, e.g. the analysis's ranking) that
    keeps the value, else the first legal move that does."""
    pos = position_of(game)
    if pos is None:
        return None, None, None, None
    solver = solver_for(pos)
    before = solver.value(pos)
    moves = pos.moves()
    taken = _move_of(action)
    after_pos = pos.copy()
    after_pos.play(*taken)
    after = solver.value(after_pos)
    if after == before:
        return before, after, None, None
    maximise = pos.to_act == pos.declarer
    seat = action.seat

    def text(m: tuple[int, bool]) -> str:
        return str(Declare(seat, _card(m[0])) if m[1] else Play(seat, _card(m[0])))

    rank = {t: i for i, t in enumerate(prefer)}
    moves.sort(key=lambda m: (rank.get(text(m), len(rank)), m[1], m[0]))
    for m in moves:
        if m == taken:
            continue
        p = pos.copy()
        p.play(*m)
        keeps = solver.at_least(p, before) if maximise else not solver.at_least(p, before + 1)
        if keeps:
            return before, after, str(_card(m[0])), text(m)
    raise AssertionError("no move keeps the open-card value")  # best play always does


def analyse_decision(record: dict[str, Any], deal: int, move: int, *,
                     budget: float = DEFAULT_BUDGET, seed: int = 0) -> Decision:
    """One decision; a top-level function with picklable arguments so a worker process can
    run it.  Raises :class:`RecordError` for an invalid record or a move out of range."""
    moves = _deal_moves(record, deal)
    if not 0 <= move < len(moves):
        raise RecordError(f"invalid record: deal {deal} has no move {move}")
    game = game_at(record, deal, move)
    try:
        action = parse_action(moves[move])
    except ValueError as e:
        raise RecordError(f'deal {deal}, move {move} ("{moves[move]}"): {e}') from None
    if not game.is_legal(action):
        raise RecordError(f'deal {deal}, move {move} ("{moves[move]}"): '
                          f"{game.reason(action)}")
    kind = _kind(action, game.phase)
    cfg = _config(budget)
    rng = _rng(seed, deal, move)
    taken = str(action)
    open_before = open_after = None
    keep = keep_action = None
    me = action.seat
    obs = game.observation(me)
    legal = game.legal_actions(me)

    def redeal(a: Action) -> float:
        return _relative(game, a, me)
    if kind in ("bid", "claim"):
        cands, worlds = judge_bidding(obs, legal, action, cfg, rng, redeal)
    elif kind == "take":
        cands, worlds = judge_take(obs, legal, cfg, rng)
    elif kind in ("pass_cards", "raise", "concede", "redeal"):
        mine = None
        if isinstance(action, (Give, Discard)):
            mine = _recorded_exchange(record, deal, move, exchange_plan(obs)[1])
        cands, taken, worlds = judge_exchange(obs, legal, action, mine, cfg, rng,
                                              redeal=redeal)
    else:
        cands, worlds = judge_play(obs, legal, cfg, rng)
        ranking = [a for a, _ in sorted(cands, key=lambda x: -x[1])]
        open_before, open_after, keep, keep_action = _open_values(game, action, ranking)
    if taken not in (a for a, _ in cands):
        # A move without an alternative the search knows of ("play on" after a claim).
        cands.append((taken, max(v for _, v in cands) if cands else 0.0))
    cands.sort(key=lambda x: -x[1])
    value_taken = next(v for a, v in cands if a == taken)
    best, value_best = cands[0]
    if value_best - value_taken <= 1e-9:
        best, value_best = taken, value_taken
    loss = max(0.0, value_best - value_taken)
    return Decision(deal, move, action.seat, kind, taken, best, round(value_taken, 3),
                    round(value_best, 3), round(loss, 3), mark_of(loss), open_before,
                    open_after, keep, tuple((a, round(v, 3)) for a, v in cands),
                    keep_action, worlds)


# -- a whole deal -----------------------------------------------------------------------------

def deal_verdict(record: dict[str, Any], deal: int) -> tuple[Verdict, tuple[tuple[int, int], ...]]:
    """The verdict of a deal and the open-card value before each card played."""
    moves = _deal_moves(record, deal)
    game = game_at(record, deal, 0)
    players = tuple(game.players)
    values: list[tuple[int, int]] = []
    plays: list[tuple[int, Action, int]] = []  # (move, action, trick counted from 1)
    solver: Optional[OpenSolver] = None
    trick = 0
    for i, text in enumerate(moves):
        action = parse_action(text)
        if isinstance(action, (Play, Declare)):
            pos = position_of(game)
            if pos is not None:
                if solver is None:
                    solver = solver_for(pos)
                obs = game.observation(action.seat)
                if not obs.trick:
                    trick += 1
                values.append((i, solver.value(pos)))
                plays.append((i, action, trick))
        if record_version(record) < 2:
            decline_before(game, action)
        game.apply(action)
    summary = game.history[deal] if len(game.history) > deal else None
    if summary is None:
        obs = game.observation(0)
        if obs.declarer is None:
            return Verdict("no_contract", players=players), tuple(values)
        return Verdict("unfinished", obs.declarer, obs.contract, players=players), tuple(values)
    if summary.redeal:
        return Verdict("redeal", players=players), tuple(values)
    decl, contract = summary.declarer, summary.contract
    if decl is None or contract is None:
        return Verdict("no_contract", players=players), tuple(values)
    if summary.conceded:
        return Verdict("conceded", decl, contract, players=players), tuple(values)
    points = summary.points[decl]
    # The value after the last card is the declarer's final points.
    series = [v for _, v in values] + [points]
    first = series[0]
    makeable = first >= contract
    base = Verdict("made" if summary.made else "not_makeable", decl, contract, points, first,
                   makeable, players=players)
    crossing = -1
    for k in range(len(values)):
        was, now = series[k] >= contract, series[k + 1] >= contract
        if was != now and now == bool(summary.made):
            crossing = k
    if crossing < 0:
        return base, tuple(values)
    move, action, trick = plays[crossing]
    g = game_at(record, deal, move)
    _, after, keep, _ = _open_values(g, action)
    kind = "made_despite" if summary.made else "lost_at_trick"
    return Verdict(kind, decl, contract, points, first, makeable, action.seat, trick, move,
                   str(_card(_move_of(action)[0])), keep, after, players), tuple(values)


def analyse_deal(record: dict[str, Any], deal: int, seats: Sequence[int] | None = None, *,
                 budget: float = DEFAULT_BUDGET, seed: int = 0, workers: int = 1,
                 progress: Callable[[int, int], None] | None = None,
                 cancel: Callable[[], bool] | None = None,
                 mp_context: str | None = None) -> DealAnalysis:
    """Every decision of ``seats`` (default: all) in one deal, and the deal's verdict.

    ``workers`` > 1: a process pool over the decisions (``mp_context``: the
    multiprocessing start method, e.g. "spawn" from a program with threads; default the
    platform's).  ``progress(done, total)`` after
    each; ``cancel()`` is polled between decisions and stops the analysis with
    :class:`AnalysisCancelled`.  The result is the same for a seed whatever the workers
    (each decision draws from its own generator)."""
    game_at(record, deal, 0)  # validates the record up to the deal
    points = decision_points(record, deal, seats)
    total = len(points) + 1
    done = 0
    results: dict[int, Decision] = {}

    def tick() -> None:
        if progress is not None:
            progress(done, total)
        if cancel is not None and cancel():
            raise AnalysisCancelled()

    tick()
    if workers > 1 and len(points) > 1:
        ctx = get_context(mp_context) if mp_context else None
        pool = ProcessPoolExecutor(max_workers=min(workers, len(points)), mp_context=ctx)
        finished = False
        try:
            futures = {pool.submit(analyse_decision, record, deal, m, budget=budget,
                                   seed=seed): m for m, _ in points}
            for fut in as_completed(futures):
                results[futures[fut]] = fut.result()
                done += 1
                tick()
            finished = True
        finally:
            # On cancel (or an error) do not wait for the decisions still running.
            pool.shutdown(wait=finished, cancel_futures=True)
    else:
        for m, _ in points:
            results[m] = analyse_decision(record, deal, m, budget=budget, seed=seed)
            done += 1
            tick()
    verdict, values = deal_verdict(record, deal)
    done += 1
    if progress is not None:
        progress(done, total)
    chosen = tuple(sorted(set(seats))) if seats is not None else tuple(
        range(len(record["players"])))
    return DealAnalysis(deal, chosen, budget, seed,
                        tuple(results[m] for m, _ in points), verdict, values)


# -- the command -------------------------------------------------------------------------------

def _load(path: str) -> tuple[Optional[dict[str, Any]], int]:
    """The record at ``path`` validated by the engine's replay command's rules (exit 2 with
    one line otherwise)."""
    from thousand_app.cards.engine.record import loads
    try:
        with open(path, "rb") as f:
            raw = f.read()
    except OSError as e:
        print(f"cannot read {path}: {e.strerror or e}", file=sys.stderr)
        return None, 2
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        print("invalid record: not UTF-8 text", file=sys.stderr)
        return None, 2
    try:
        loads(text)
    except RecordError as e:
        print(str(e).replace("\n", " "), file=sys.stderr)
        return None, 2
    return json.loads(text), 0


def _line(d: Decision) -> str:
    open_part = ""
    if d.open_before is not None:
        open_part = f"  open {d.open_before}->{d.open_after}"
        if d.open_keep:
            open_part += f" (keep {d.open_keep})"
    mark = f"  [{d.mark}]" if d.mark else ""
    best = "" if d.best == d.action else f"  best: {d.best} {d.value_best:+.1f}"
    return (f"deal {d.deal} move {d.move:3d}  {d.action:<28} {d.value_taken:+7.1f}{best}"
            f"  loss {d.loss:.1f}{mark}{open_part}")


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m thousand_app.cards.ai.analyse",
                                description="Analyse the decisions of a game record's deals.")
    p.add_argument("record", nargs="?", help="a game record (docs/record-format.md)")
    p.add_argument("--deal", type=int, action="append", help="deal index (0-based); repeatable")
    p.add_argument("--seat", type=int, action="append", help="seat to analyse; repeatable")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--budget", type=float, default=DEFAULT_BUDGET)
    p.add_argument("--workers", type=int, default=1)
    args = p.parse_args(argv)
    if not args.record:
        p.print_usage(sys.stderr)
        return 2
    record, rc = _load(args.record)
    if record is None:
        return rc
    n_deals = len(record["deals"])
    deals = args.deal if args.deal is not None else list(range(n_deals))
    for k in deals:
        if not 0 <= k < n_deals:
            print(f"invalid deal {k}: the record has deals 0 to {n_deals - 1}", file=sys.stderr)
            return 2
    n = len(record["players"])
    if args.seat is not None and any(not 0 <= s < n for s in args.seat):
        print(f"invalid seat: the record has seats 0 to {n - 1}", file=sys.stderr)
        return 2
    decisions: list[dict[str, Any]] = []
    verdicts: list[dict[str, Any]] = []
    for k in deals:
        a = analyse_deal(record, k, args.seat, budget=args.budget, seed=args.seed,
                         workers=args.workers)
        if args.json:
            decisions.extend(d.to_json() for d in a.decisions)
            verdicts.append({"deal": k, "verdict": a.verdict.to_json(),
                             "open_values": [list(x) for x in a.open_values]})
        else:
            for d in a.decisions:
                print(_line(d), flush=True)
            print(f"deal {k}: {a.verdict.text()}", flush=True)
    if args.json:
        print(json.dumps({"seed": args.seed, "budget": args.budget, "decisions": decisions,
                          "deals": verdicts}, ensure_ascii=False, indent=1))
    return 0




__all__ = ["MARKS", "THRESHOLDS", "DEFAULT_BUDGET", "EXCHANGE_BOOST", "Decision",
           "DealAnalysis", "Verdict", "VERDICT_KINDS", "AnalysisCancelled", "decision_points",
           "analyse_decision", "analyse_deal", "deal_verdict", "game_at", "mark_of", "main",
           "judge_bidding", "judge_take", "judge_exchange", "judge_play", "exchange_plan"]


if __name__ == "__main__":
    sys.exit(main())
