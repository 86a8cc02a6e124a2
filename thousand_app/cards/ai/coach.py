"""The card coach: before a move is made, says whether it is costly, by how much, what the
better move is and why (issue 37).

:func:`advise` is a pure function of the seat's observation and the move it is about to
make; it never sees the hidden cards.  Its values are the deal analysis's
(:mod:`.analyse`, docs/analysis.md), run at a smaller sample budget so that it answers
within the latency budget: worlds of the unseen cards consistent with what the seat knows
(:mod:`.belief`), every candidate move evaluated over the same worlds by ``hard``'s
search (playouts, and exact open-card solving of the sampled worlds once 4 tricks or fewer
remain), in points of the seat's relative score for the deal (:class:`~.search.Judge`).
The move's ``cost`` is the best candidate's value minus the move's; the coach warns from
:data:`WARN_AT` points.

The reasons are codes with parameters, read off the same analysis (the UI words them):

* ``points`` {points}: what the move costs, rounded (always first when it costs);
* ``bid_fails`` {bid, fails, of}: in how many of ``of`` sampled deals the seat, declarer at
  that bid (or raise), would fail it (the playouts after the talon, smoothed as the Judge
  smooths); said from :data:`FAILS_SHOWN` failures in 10;
* ``pass_misses`` {bid, makes, of}: passing where the better bid would be made that often
  (said when more often than not);
* ``contract_chance`` {contract, taken, best, of, declarer}: in how many of ``of``
  sampled deals the contract is made after the move and after the better one (card play,
  the cards passed; ``declarer``: whether the seat is the declarer); said when it explains
  the cost (the declarer makes it less often, a defender lets it through more often);
* ``trick_lost`` {taken, best, of}: in how many sampled deals the trick in progress goes
  to the seat's side after the card, and after the better card;
* ``breaks_marriage`` {card, points, can_declare}: the card (played or passed) leaves a
  marriage the hand holds (the engine's ``declarable``); ``can_declare``: leading it now
  would have declared it (else the rules do not allow it yet, e.g. before a trick);
* ``concedes_makeable`` {makes, of}: conceding a contract made in that many deals.

Claims (a redeal, the dark game) and a bad-talon redeal are not judged (``judged`` False):
their value is a score change of the engine's that only the whole game can preview.

``python -m thousand_app.cards.ai.coach_bench --json`` measures it (docs/ai.md, "The coach").
"""

from __future__ import annotations

import math
import random
from typing import Any, Optional, Sequence, Union, cast

from thousand_app.cards.engine import (Action, Bid, Concede, Dark, Declare, Discard, Give,
                                       Observation, Pass, Play, Raise, Redeal, mask_of)
from thousand_app.cards.engine.cards import CARDS, Card
from thousand_app.cards.engine.core import DECLARE_POINTS, declarable
from thousand_app.games.coach import Advice, Why

from .analyse import (BID_SPAN, Candidates, Facts, _kind, exchange_plan, judge_bidding,
                      judge_exchange, judge_play, judge_take)
from .players import LEVEL_CONFIGS, LevelConfig, decision_seed, scaled
from .heuristics import keep_value
from .search import Exchange, Outcome, exchange_candidates
from .sim import bits

__all__ = ["WARN_AT", "COACH_BUDGET", "COACH_BOOST", "FAILS_SHOWN", "REASON_CODES", "advise",
           "Move"]

#: Warn from this cost, in points of relative score.  Measured by the bench against the
#: deeper analysis (docs/ai.md, "The coach").
WARN_AT = 12.0
#: The coach's sample budget: ``hard``'s sample counts times this (the review's analysis
#: uses 3).
COACH_BUDGET = 0.5
#: The exchange's worlds: ``hard``'s exchange worlds times the budget times this.
COACH_BOOST = 1
#: Out of how many deals the reasons count ("fails 7 times in 10").
OF = 10
#: A bid or raise is said to fail from this many deals in :data:`OF` (fewer failures do
#: not explain its cost: then the value of passing, or of the lower contract, does).
FAILS_SHOWN = 3

REASON_CODES = ("points", "bid_fails", "pass_misses", "contract_chance", "trick_lost",
                "breaks_marriage", "concedes_makeable")

#: A move: one action, or the cards a declarer passes (or lays aside) together.
Move = Union[Action, Sequence[Action]]


def _config(budget: float) -> LevelConfig:
    return scaled(LEVEL_CONFIGS["hard"], budget)


def _made_share(points: Sequence[int], contract: int, sigma: float, bias: int = 0) -> float:
    """The share of the deals (the declarer's final points in each) in which ``contract`` is
    made, the made/failed step smoothed as the Judge smooths it (``sigma``, ``bias``)."""
    if not points:
        return 0.0
    if sigma <= 0:
        return sum(d + bias >= contract for d in points) / len(points)
    total = 0.0
    for d in points:
        total += 0.5 * (1.0 + math.erf((d + bias - contract + 0.5) / (sigma * math.sqrt(2.0))))
    return total / len(points)


def _deal_share(outcomes: Sequence[Outcome], contract: int, cfg: LevelConfig) -> float:
    """:func:`_made_share` of whole deals played out (bidding, the exchange)."""
    return _made_share([o[0] for o in outcomes], contract, cfg.deal_sigma, cfg.deal_bias)


def _of(share: float) -> int:
    return int(round(OF * share))


def _unjudged(move: str) -> Advice:
    return Advice(False, move, move, 0.0, "points", judged=False)


def _move_free(kind: str, first: Action, legal: Sequence[Action]) -> bool:
    """Whether the analysis of a move of ``kind`` is the same whatever the move: every card
    (or declaration) and both talons are valued together; a pass and the bids within the
    span the bidding values anyway (a higher bid is added to it)."""
    if kind in ("play", "take"):
        return True
    if kind != "bid" or not isinstance(first, (Bid, Pass)):
        return False
    bids = [a.value for a in legal if isinstance(a, Bid)]
    return isinstance(first, Pass) or first.value <= min(bids) + BID_SPAN


def advise(obs: Observation, move: Move, *, budget: float = COACH_BUDGET,
           warn_at: float = WARN_AT, seed: int = 0, boost: int = COACH_BOOST,
           memo: Optional[dict[str, Any]] = None) -> Advice:
    """The coach's verdict on ``move`` by the seat of ``obs``: one of its legal actions, or
    the declarer's cards passed (or laid aside) together (the first alone is judged as the
    best way to pass it with the others).  Deterministic for ``seed`` and the observation.
    Raises ValueError for a move the seat may not make now.

    ``memo``: a dict kept by the caller across the moves of one observation (and the same
    other arguments): an analysis that does not depend on the move (:func:`_move_free`) is
    made once and kept there, so judging every card of a hand costs one analysis; the advice
    is the same as without it."""
    actions: list[Action] = list(move) if isinstance(move, (list, tuple)) else [cast(Action, move)]
    if not actions:
        raise ValueError("no move to judge")
    first = actions[0]
    if obs.to_act != obs.seat or first not in obs.legal_actions:
        raise ValueError(f"not a move the seat may make now: {first}")
    legal = list(obs.legal_actions)
    kind = _kind(first, obs.phase)
    if kind in ("claim", "redeal") or isinstance(first, (Redeal, Dark)):
        return _unjudged(str(first))
    if len(legal) < 2:
        return Advice(False, str(first), str(first), 0.0, "points", best_action=first)
    cfg = _config(budget)
    rng = random.Random(decision_seed(seed, obs))
    facts: Facts = {}
    taken = str(first)
    mine: list[str] = [taken]
    kept = kind if memo is not None and _move_free(kind, first, legal) else None
    if kept is not None and memo is not None and kept in memo:
        cands, worlds, facts = memo[kept]
    elif kind == "bid":
        cands, worlds = judge_bidding(obs, legal, first, cfg, rng, None, facts)
    elif kind == "take":
        cands, worlds = judge_take(obs, legal, cfg, rng, boost)
    elif kind in ("pass_cards", "raise", "concede"):
        cands, taken, worlds, mine = _exchange(obs, legal, actions, cfg, rng, boost, facts)
    else:
        cands, worlds = judge_play(obs, legal, cfg, rng, facts)
    if kept is not None and memo is not None:
        memo[kept] = (cands, worlds, facts)
    values = dict(cands)
    if not any(a in values for a in mine):
        return _unjudged(taken)
    value_taken = max(values[a] for a in mine if a in values)
    best, value_best = max(cands, key=lambda x: x[1])
    cost = max(0.0, value_best - value_taken)
    if cost <= 1e-9:
        return Advice(False, taken, taken, 0.0, "points", (), first, worlds=worlds)
    best_action = _action_of(best, legal)
    if best_action is None and cost >= warn_at:
        # Keeping the contract ("play on"): "Show me the better move" points at the card to
        # lead, the best of the card play's own analysis.
        best_action = _best_lead(obs, legal, cfg, seed, memo)
    reasons = [Why("points", {"points": int(round(cost))})]
    taken_name = max((a for a in mine if a in values), key=lambda a: values[a])
    reasons += _reasons(obs, kind, actions, taken_name, best, cfg, facts)
    return Advice(cost >= warn_at, taken, best, round(cost, 3), "points", tuple(reasons),
                  best_action, worlds=worlds)


def _best_lead(obs: Observation, legal: Sequence[Action], cfg: LevelConfig, seed: int,
               memo: Optional[dict[str, Any]]) -> Optional[Action]:
    """The card to lead once the contract is kept: the best card by the analysis a card of
    this turn is judged by (the same worlds: kept in ``memo``, or made and kept there), or
    None when no card may be led yet."""
    if not any(isinstance(a, (Play, Declare)) for a in legal):
        return None
    if memo is not None and "play" in memo:
        cands = memo["play"][0]
    else:
        facts: Facts = {}
        cands, worlds = judge_play(obs, legal, cfg, random.Random(decision_seed(seed, obs)),
                                   facts)
        if memo is not None:
            memo["play"] = (cands, worlds, facts)
    lead: Optional[Action] = _action_of(max(cands, key=lambda x: x[1])[0], legal)
    return lead


def _action_of(name: str, legal: Sequence[Action]) -> Any:
    """The legal action named ``name`` (the first of an exchange's), or None ("play on":
    see :func:`_best_lead`)."""
    head = name.split(", ")[0]
    return next((a for a in legal if str(a) == head), None)


def _exchange(obs: Observation, legal: Sequence[Action], actions: Sequence[Action],
              cfg: LevelConfig, rng: random.Random, boost: int, facts: Facts
              ) -> tuple[Candidates, str, int, list[str]]:
    """The exchange decisions: (candidates, the move's name, worlds, the candidates that
    are the move)."""
    first = actions[0]
    me = obs.seat
    targets, n_out, two_talons = exchange_plan(obs)
    if not isinstance(first, (Give, Discard)):
        cands, taken, worlds = judge_exchange(obs, legal, first, None, cfg, rng, boost,
                                              facts=facts)
        return cands, taken, worlds, [taken]
    outs = [(int(a.card), a.to) if isinstance(a, Give) else (int(a.card), -2)
            for a in actions if isinstance(a, (Give, Discard)) and a.seat == me]
    if len(outs) >= n_out:
        mine = _exchange_of(outs[:n_out])
        cands, taken, worlds = judge_exchange(obs, legal, first, mine, cfg, rng, boost,
                                              facts=facts)
        return cands, taken, worlds, [taken]
    # One card of several: judged as the best way to pass it with the others.
    hand = mask_of(obs.hand)
    pool = exchange_candidates(hand, targets, two_talons, cfg.exchange_width, n_out)
    card, to = outs[0]
    extra = [e for e in pool if (card, to) in e.gives or (to == -2 and card in e.discards)]
    # ... with each of the hand's least useful other cards (hard's candidates' width).
    ranked = sorted(bits(hand), key=lambda c: (keep_value(hand, c), c))
    rest = [c for c in ranked if c != card][:cfg.exchange_width]
    for c in rest:
        if two_talons:
            extra.append(Exchange(discards=(card, c)[:n_out]))
        elif n_out == 2:
            other = next(t for t in targets if t != to) if to in targets else targets[-1]
            extra.append(Exchange(gives=((card, to), (c, other))))
    cands, _, worlds = judge_exchange(obs, legal, first, None, cfg, rng, boost, facts=facts,
                                      extra=extra)
    names = {n for n, (e, _) in facts.get("exchanges", {}).items() if e in extra}
    return cands, str(first), worlds, sorted(names)


def _exchange_of(outs: Sequence[tuple[int, int]]) -> Exchange:
    gives = tuple((c, t) for c, t in outs if t != -2)
    discards = tuple(c for c, t in outs if t == -2)
    return Exchange(gives=gives, discards=discards)


def _marriage_reasons(obs: Observation, cards: Sequence[int], declares: bool,
                      legal: Sequence[Action]) -> list[Why]:
    """The cards break a marriage the hand holds (the engine's ``declarable``)."""
    if declares:
        return []
    held = declarable(mask_of(obs.hand), obs.rules.ace_marriage)
    out = []
    for c in cards:
        if held >> c & 1 and DECLARE_POINTS[c]:
            can = any(isinstance(a, Declare) and int(a.card) == c for a in legal)
            out.append(Why("breaks_marriage", {"card": str(_card(c)),
                                                  "points": DECLARE_POINTS[c],
                                                  "can_declare": can}))
            break
    return out


def _card(c: int) -> Card:
    return CARDS[c]


def _reasons(obs: Observation, kind: str, actions: Sequence[Action], taken: str, best: str,
             cfg: LevelConfig, facts: Facts) -> list[Why]:
    """What the analysis shows about the move (``taken``: the candidate that is the move)
    against the best candidate, as codes."""
    first = actions[0]
    legal = obs.legal_actions
    out: list[Why] = []
    if kind == "bid":
        outcomes = facts.get("outcomes", [])
        if isinstance(first, Bid):
            fails = _of(1.0 - _deal_share(outcomes, first.value, cfg))
            if fails >= FAILS_SHOWN:
                out.append(Why("bid_fails", {"bid": first.value, "fails": fails, "of": OF}))
        elif isinstance(first, Pass):
            b = _action_of(best, legal)
            if isinstance(b, Bid):
                makes = _of(_deal_share(outcomes, b.value, cfg))
                if makes > OF // 2:
                    out.append(Why("pass_misses", {"bid": b.value, "makes": makes,
                                                      "of": OF}))
        return out
    if kind in ("pass_cards", "raise", "concede"):
        ex = facts.get("exchanges", {})
        contract = obs.contract or 0
        given = [int(a.card) for a in actions if isinstance(a, (Give, Discard))]
        out += _marriage_reasons(obs, given, False, legal)
        if isinstance(first, Concede):
            got = ex.get("play on") or ex.get(best) or next(iter(ex.values()), None)
            if got is not None:
                out.append(Why("concedes_makeable",
                                  {"makes": _of(_deal_share(got[1], contract, cfg)), "of": OF}))
            return out
        if isinstance(first, Raise):
            got = ex.get("play on") or ex.get(best) or next(iter(ex.values()), None)
            if got is not None:
                fails = _of(1.0 - _deal_share(got[1], first.value, cfg))
                if fails >= FAILS_SHOWN:
                    out.append(Why("bid_fails", {"bid": first.value, "fails": fails,
                                                    "of": OF}))
            return out
        if taken in ex and best in ex:
            t = _deal_share(ex[taken][1], contract, cfg)
            b = _deal_share(ex[best][1], contract, cfg)
            if _of(t) < _of(b):
                out.append(Why("contract_chance", {"contract": contract, "taken": _of(t),
                                                      "best": _of(b), "of": OF,
                                                      "declarer": True}))
        return out
    if not isinstance(first, (Play, Declare)):
        return out  # which talon to take: its cost only
    out += _marriage_reasons(obs, [int(first.card)], isinstance(first, Declare), legal)
    names: list[str] = facts.get("names", [])
    details: list[list[tuple[int, int]]] = facts.get("details", [])
    if str(first) not in names or best not in names:
        return out
    mine = details[names.index(str(first))]
    top = details[names.index(best)]
    n = max(1, len(mine))
    decl = obs.declarer if obs.declarer is not None else obs.seat

    def ours(seat: int) -> bool:
        return (seat == decl) == (obs.seat == decl)
    t_ours = sum(ours(s) for _, s in mine) / n
    b_ours = sum(ours(s) for _, s in top) / n
    if b_ours - t_ours >= 0.25:
        out.append(Why("trick_lost", {"taken": _of(t_ours), "best": _of(b_ours), "of": OF}))
    contract = obs.contract or 0
    sigma = facts.get("sigma", 0.0)
    t_made = _made_share([d for d, _ in mine], contract, sigma)
    b_made = _made_share([d for d, _ in top], contract, sigma)
    # Said when it explains the cost: the declarer makes it less often, a defender lets
    # it through more often.
    if (_of(t_made) < _of(b_made)) == (obs.seat == decl) and _of(t_made) != _of(b_made):
        out.append(Why("contract_chance", {"contract": contract, "taken": _of(t_made),
                                              "best": _of(b_made), "of": OF,
                                              "declarer": obs.seat == decl}))
    return out

