"""What a deal's outcome does to the totals, as the computer players work it out.

The engine settles a finished deal from its live state (``engine.scoring.settle``);
a search judges thousands of *imagined* outcomes, known only as numbers (each
seat's deal points and whether it took a trick), so it needs the same rules on
plain numbers: :func:`deal_totals`, RULES.md section 8 in the engine's order
(deal scores and the 4-player sitter, bolts, the barrel, the dump truck, the
golden reset).  It is built on the engine's own pieces (``round_defender``,
``concede_payout``, ``sitter_score``, the rule constants) and a differential test
(``tests/ai/test_scoring.py``) checks it against ``settle`` on thousands of
random finished deals: every total and the winner agree.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from thousand_app.engine import Observation, Rules
from thousand_app.engine.rules import CONCEDE_THIRD_PENALTY
from thousand_app.engine.scoring import (concede_payout, golden_deal_count, round_defender,
                                         sitter_score)


@dataclass(frozen=True)
class MatchView:
    """The match before the deal, as a seat sees it (every field is on the observation),
    and the deal's kind."""

    rules: Rules
    n_players: int
    active: tuple[int, ...]
    totals: tuple[int, ...]
    bolts: tuple[int, ...]
    barrel: tuple[Optional[int], ...]
    falls: tuple[int, ...]
    concessions: tuple[int, ...]
    golden: bool = False
    dark: bool = False
    barrel_deal: bool = False
    #: Golden deals played before this one and whether one was made: None when unknown (an
    #: observation does not say), and then the golden reset is not foreseen.
    golden_played: Optional[int] = None
    golden_made: bool = False

    @staticmethod
    def of(obs: Observation, dark: Optional[bool] = None) -> "MatchView":
        """The view of ``obs`` (``dark``: whether the deal is judged as a dark game; default
        the observation's)."""
        return MatchView(obs.rules, obs.n_players, obs.active, obs.totals, obs.bolts,
                         obs.barrel, obs.falls, obs.concessions, obs.golden,
                         obs.dark if dark is None else dark, obs.barrel_deal)


@dataclass(frozen=True)
class DealResult:
    """How a deal ended, in numbers: the declarer, the contract, whether he made it (his
    points reached it; a search may decide that apart from the points it imagines), each
    seat's deal points (cards won and marriages), whether each took a trick (None: not
    known, then no bolt is counted under ``bolt_on = no_tricks``), a concession, and the
    4-player sitter's talon (a card mask)."""

    declarer: int
    contract: int
    made: bool
    points: tuple[int, ...]
    took_trick: Optional[tuple[bool, ...]] = None
    conceded: bool = False
    sitter_talon: int = 0


def _is_bolt(rules: Rules, result: DealResult, seat: int) -> bool:
    if rules.bolt_on == "no_tricks":
        assert result.took_trick is not None
        return not result.took_trick[seat]
    return result.points[seat] == 0


def deal_totals(view: MatchView, result: DealResult) -> tuple[tuple[int, ...], Optional[int]]:
    """The totals after the deal and the seat that won the game with it (or None)."""
    rules = view.rules
    n = view.n_players
    start = view.totals
    totals = list(start)
    bolts = list(view.bolts)
    barrel = list(view.barrel)
    falls = list(view.falls)
    mult = 2 if view.golden else 1
    decl = result.declarer
    contract = result.contract
    made = result.made
    on_barrel = [b is not None for b in barrel]
    defenders = [s for s in view.active if s != decl]
    counted: list[int] = []

    # 1. Deal scores.
    if view.barrel_deal:
        totals[decl] += contract if made else -rules.barrel_penalty * mult
        counted.append(decl)
    elif result.conceded:
        totals[decl] -= contract
        payout = concede_payout(rules, contract)
        for s in defenders:
            if not on_barrel[s]:
                totals[s] += payout
        if rules.concede_third_penalty and (view.concessions[decl] + 1) % 3 == 0:
            totals[decl] -= CONCEDE_THIRD_PENALTY
    else:
        factor = mult * (2 if view.dark else 1)
        totals[decl] += (contract if made else -contract) * factor
        for s in defenders:
            if not on_barrel[s]:
                totals[s] += round_defender(rules, result.points[s]) * mult
        counted.extend(view.active)
    sitter = next((s for s in range(n) if s not in view.active), -1)
    if sitter >= 0 and not view.barrel_deal and not on_barrel[sitter]:
        totals[sitter] += round_defender(rules, sitter_score(rules, result.sitter_talon)) * mult

    # 2. Bolts and their penalties.
    if result.took_trick is not None or rules.bolt_on != "no_tricks":
        for s in counted:
            if not _is_bolt(rules, result, s):
                if rules.bolts == "consecutive":
                    bolts[s] = 0
                continue
            for _ in range(2 if view.golden or (view.dark and s == decl) else 1):
                bolts[s] += 1
                if rules.bolts != "off" and bolts[s] == 3:
                    bolts[s] = 0
                    totals[s] -= rules.bolt_penalty * mult

    # 3. The barrel: those already on it first, then arrivals.
    winner: Optional[int] = None

    def fall(s: int, penalty: int) -> None:
        totals[s] -= penalty
        barrel[s] = None
        falls[s] += 1
        if rules.barrel_three_falls_zero and falls[s] == 3:
            totals[s] = 0

    for s in range(n):
        if not on_barrel[s]:
            continue
        if s == decl:
            if made:
                winner = s
                barrel[s] = None
            else:
                fall(s, 0)
            continue
        if totals[s] < rules.barrel_at:
            barrel[s] = None
            continue
        totals[s] = rules.barrel_at
        if rules.barrel_mode == "bid":
            used = (barrel[s] or 0) + 1
            barrel[s] = used
            if used >= rules.barrel_attempts:
                fall(s, rules.barrel_penalty * mult)
    arrivals = [s for s in range(n)
                if barrel[s] is None and s != winner and totals[s] >= rules.barrel_at]
    for s in arrivals:
        totals[s] = rules.barrel_at
        barrel[s] = 0
    if arrivals and rules.barrel_collision == "knock_off":
        knocked = [s for s in range(n) if barrel[s] is not None and s not in arrivals]
        if len(arrivals) >= 2:
            knocked.extend(arrivals)
        for s in knocked:
            fall(s, rules.barrel_penalty * mult)

    # 4. The dump truck.
    if rules.dump_truck != "off":
        v = rules.dump_truck_value
        for s in range(n):
            t = totals[s]
            if t != start[s] and (t == v or (t == -v and rules.dump_truck == "both")):
                totals[s] = 0

    # 5. Golden deals: the last one, with none made, sends every total back to 0.
    if view.golden and view.golden_played is not None:
        if (view.golden_played + 1 == golden_deal_count(n) and not (view.golden_made or made)
                and rules.golden_reset and winner is None):
            totals = [0] * n
    return tuple(totals), winner


__all__ = ["MatchView", "DealResult", "deal_totals"]
