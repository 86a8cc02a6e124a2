"""Settling a deal into the match: deal scores, bolts, the barrel, the dump truck, golden deals.

The order is rules.md section 8: deal scores, then bolt penalties, then the
barrel cap and barrel falls, then the dump truck (then the golden reset).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Protocol, Sequence

from .cards import ACES, MARRIAGE_VALUES, marriages_in, points_of
from .deal import Layout
from .rules import CONCEDE_SIXTY, CONCEDE_THIRD_PENALTY, Rules
from .summary import DealSummary, ScoreNote


@dataclass(frozen=True, slots=True)
class MatchState:
    """Everything about the match that outlives a deal."""

    totals: tuple[int, ...]
    bolts: tuple[int, ...]
    #: Attempts used on the barrel, or None for a seat not on it.
    barrel: tuple[Optional[int], ...]
    falls: tuple[int, ...]
    concessions: tuple[int, ...]
    #: Golden deals played (redeals not counted) and whether any was made.
    golden_played: int = 0
    golden_made: bool = False
    winner: Optional[int] = None

    @staticmethod
    def start(rules: Rules, n: int, totals: tuple[int, ...] | None = None,
              bolts: tuple[int, ...] | None = None) -> "MatchState":
        t = tuple(totals) if totals is not None else (0,) * n
        b = tuple(bolts) if bolts is not None else (0,) * n
        barrel = tuple(0 if x == rules.barrel_at else None for x in t)
        return MatchState(t, b, barrel, (0,) * n, (0,) * n)


class DealOutcome(Protocol):
    """What :func:`settle` reads of a finished deal.

    A finished ``DealState`` is one; so is any object with these members (a
    simulation's imagined outcome), so that nobody needs a second copy of the
    scoring rules.  ``layout.talons[0]`` is read only for the 4-player sitter.
    """

    @property
    def n(self) -> int: ...
    @property
    def dealer(self) -> int: ...
    @property
    def declarer(self) -> int: ...
    @property
    def contract(self) -> int: ...
    @property
    def active(self) -> tuple[int, ...]: ...
    @property
    def sitter(self) -> int: ...
    @property
    def golden(self) -> bool: ...
    @property
    def dark(self) -> bool: ...
    @property
    def barrel_deal(self) -> bool: ...
    @property
    def redeal(self) -> bool: ...
    @property
    def conceded(self) -> bool: ...
    @property
    def tricks(self) -> Sequence[int]: ...
    @property
    def marriages(self) -> Sequence[Sequence[str]]: ...
    @property
    def layout(self) -> Layout: ...

    def points(self, seat: int) -> int:
        """Deal points: card points won plus declared marriages."""

    def made(self) -> bool:
        """Whether the declarer made his contract (False when conceded)."""


def golden_deal_count(n_players: int) -> int:
    """How many golden deals open a game (ruling 11)."""
    return {2: 2, 3: 3, 4: 4}[n_players]


def round_defender(rules: Rules, points: int) -> int:
    """Round a defender's points: to 5 (1-2 down, 3-4 up), to 10 (5 up), or not at all."""
    r = rules.round_defenders
    if r == 0:
        return points
    q, m = divmod(points, r)
    return (q + 1) * r if m >= (3 if r == 5 else 5) else q * r


def concede_payout(rules: Rules, contract: int) -> int:
    if rules.concede_payout == "sixty":
        return CONCEDE_SIXTY
    half = (contract + 1) // 2
    return -(-half // 5) * 5


def sitter_score(rules: Rules, talon: int) -> int:
    """What the 4-player sitter scores from the talon, before rounding."""
    mode = rules.sitter_scores
    if mode == "none":
        return 0
    marriage = sum(MARRIAGE_VALUES[s] for s in marriages_in(talon))
    if mode == "talon":
        return points_of(talon) + marriage
    return 11 * (talon & ACES).bit_count() + marriage


def is_bolt(rules: Rules, deal: DealOutcome, seat: int) -> bool:
    if rules.bolt_on == "no_tricks":
        return deal.tricks[seat] == 0
    return deal.points(seat) == 0


def settle(rules: Rules, match: MatchState, deal: DealOutcome) -> tuple[MatchState, DealSummary]:
    """The match after a finished deal, and the deal's line on the score sheet."""
    n = deal.n
    start = match.totals
    golden = deal.golden
    if deal.redeal:
        summary = DealSummary(
            dealer=deal.dealer, declarer=None, contract=None, conceded=False, made=None,
            dark=deal.dark, golden=golden, redeal=True, points=(0,) * n,
            marriages=((),) * n, deltas=(0,) * n, totals=start, bolts=match.bolts,
            barrel=match.barrel, tricks=(0,) * n, barrel_deal=deal.barrel_deal)
        return match, summary

    totals = list(start)
    bolts = list(match.bolts)
    barrel = list(match.barrel)
    falls = list(match.falls)
    concessions = list(match.concessions)
    notes: list[ScoreNote] = []
    mult = 2 if golden else 1
    decl = deal.declarer
    contract = deal.contract
    on_barrel = [b is not None for b in barrel]
    made = deal.made()
    points = [deal.points(s) for s in range(n)]
    defenders = [s for s in deal.active if s != decl]
    counted: list[int] = []  # seats whose bolt run this deal counts for

    # 1. Deal scores.
    if deal.barrel_deal:
        totals[decl] += (contract if made else -rules.barrel_penalty) * mult  # ruling 19
        counted.append(decl)
    elif deal.conceded:
        totals[decl] -= contract
        payout = concede_payout(rules, contract)
        for s in defenders:
            if not on_barrel[s]:
                totals[s] += payout
                notes.append(ScoreNote("concede_payout", s, payout))
        concessions[decl] += 1
        if rules.concede_third_penalty and concessions[decl] % 3 == 0:
            totals[decl] -= CONCEDE_THIRD_PENALTY
            notes.append(ScoreNote("concede_penalty", decl, -CONCEDE_THIRD_PENALTY))
    else:
        factor = mult * (2 if deal.dark else 1)
        totals[decl] += (contract if made else -contract) * factor
        for s in defenders:
            if not on_barrel[s]:
                totals[s] += round_defender(rules, points[s]) * mult
        counted.extend(deal.active)
    if deal.sitter >= 0 and not deal.barrel_deal and not on_barrel[deal.sitter]:
        gain = round_defender(rules, sitter_score(rules, deal.layout.talons[0])) * mult
        if gain:
            totals[deal.sitter] += gain
            notes.append(ScoreNote("sitter", deal.sitter, gain))

    # 2. Bolts and their penalties.
    for s in counted:
        if not is_bolt(rules, deal, s):
            if rules.bolts == "consecutive":
                bolts[s] = 0
            continue
        k = 2 if golden or (deal.dark and s == decl) else 1
        for _ in range(k):
            bolts[s] += 1
            notes.append(ScoreNote("bolt", s))
            if rules.bolts != "off" and bolts[s] == 3:
                bolts[s] = 0
                penalty = rules.bolt_penalty * mult
                totals[s] -= penalty
                notes.append(ScoreNote("bolt_penalty", s, -penalty))

    # 3. The barrel: those already on it first, then arrivals.
    winner: Optional[int] = None

    def fall(s: int, reason: str, penalty: int) -> None:
        totals[s] -= penalty
        barrel[s] = None
        falls[s] += 1
        notes.append(ScoreNote("barrel_fall", s, -penalty, reason))
        if rules.barrel_three_falls_zero and falls[s] == 3:
            notes.append(ScoreNote("three_falls", s, -totals[s]))
            totals[s] = 0

    for s in range(n):
        if not on_barrel[s]:
            continue
        if s == decl:
            if made:
                winner = s
                barrel[s] = None
                notes.append(ScoreNote("win", s))
            else:
                fall(s, "failed", 0)
            continue
        if totals[s] < rules.barrel_at:
            barrel[s] = None
            notes.append(ScoreNote("barrel_off", s, 0, "below"))
            continue
        totals[s] = rules.barrel_at
        if rules.barrel_mode == "bid":
            used = (barrel[s] or 0) + 1
            barrel[s] = used
            if used >= rules.barrel_attempts:
                fall(s, "attempts", rules.barrel_penalty * mult)
    arrivals = [s for s in range(n)
                if barrel[s] is None and s != winner and totals[s] >= rules.barrel_at]
    for s in arrivals:
        totals[s] = rules.barrel_at
        barrel[s] = 0
        notes.append(ScoreNote("barrel_on", s))
    if arrivals and rules.barrel_collision == "knock_off":
        knocked = [s for s in range(n) if barrel[s] is not None and s not in arrivals]
        if len(arrivals) >= 2:
            knocked.extend(arrivals)
        for s in knocked:
            fall(s, "collision", rules.barrel_penalty * mult)

    # 4. The dump truck.
    if rules.dump_truck != "off":
        v = rules.dump_truck_value
        for s in range(n):
            t = totals[s]
            if t != start[s] and (t == v or (t == -v and rules.dump_truck == "both")):
                totals[s] = 0
                notes.append(ScoreNote("dump_truck", s, -t))

    # 5. Golden deals.
    golden_played = match.golden_played
    golden_made = match.golden_made
    if golden:
        golden_played += 1
        golden_made = golden_made or made
        if (golden_played == golden_deal_count(n) and not golden_made and rules.golden_reset
                and winner is None):
            for s in range(n):
                if totals[s]:
                    notes.append(ScoreNote("golden_reset", s, -totals[s]))
                totals[s] = 0
                barrel[s] = None

    new = MatchState(tuple(totals), tuple(bolts), tuple(barrel), tuple(falls),
                     tuple(concessions), golden_played, golden_made, winner)
    summary = DealSummary(
        dealer=deal.dealer, declarer=decl, contract=contract, conceded=deal.conceded, made=made,
        dark=deal.dark, golden=golden, redeal=False,
        points=tuple(0 if s == deal.sitter else points[s] for s in range(n)),
        marriages=tuple(tuple(m) for m in deal.marriages),
        deltas=tuple(totals[s] - start[s] for s in range(n)), totals=new.totals,
        bolts=new.bolts, barrel=new.barrel, tricks=tuple(deal.tricks),
        barrel_deal=deal.barrel_deal, notes=tuple(notes))
    return new, summary


__all__ = ["MatchState", "DealOutcome", "settle", "round_defender", "concede_payout", "sitter_score",
           "golden_deal_count"]
