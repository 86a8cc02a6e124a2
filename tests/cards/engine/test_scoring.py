"""Scoring a deal into the match (rules.md 7-9, rulings 3, 5-9, 11, 12, 14).

These tests settle made-up deal outcomes directly, so each rule is checked in
isolation with hand-computed figures; whole deals are in the other test files.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Optional

import pytest

from .helpers import cards
from thousand_app.cards.engine import Rules
from thousand_app.cards.engine.deal import Layout, active_seats
from thousand_app.cards.engine.scoring import (MatchState, concede_payout, round_defender, settle,
                                         sitter_score)


@dataclass
class Outcome:
    """What settle() reads of a finished deal."""

    points_: list[int]
    declarer: int = 0
    contract: int = 100
    dealer: int = 2
    tricks: list[int] = field(default_factory=list)
    conceded: bool = False
    redeal: bool = False
    golden: bool = False
    dark: bool = False
    barrel_deal: bool = False
    talon: int = 0

    def __post_init__(self) -> None:
        self.n = len(self.points_)
        if not self.tricks:
            self.tricks = [1 if p else 0 for p in self.points_]
        self.marriages: list[list[str]] = [[] for _ in range(self.n)]
        self.active = active_seats(self.n, self.dealer)
        self.sitter = self.dealer if self.n == 4 else -1
        self.layout = Layout((0,) * self.n, (self.talon,))

    def points(self, seat: int) -> int:
        return self.points_[seat]

    def made(self) -> bool:
        return not self.conceded and self.points_[self.declarer] >= self.contract


def run(rules: Rules, outcome: Outcome, totals: list[int], bolts: Optional[list[int]] = None,
        **match: Any) -> tuple[MatchState, Any]:
    m = MatchState.start(rules, outcome.n, tuple(totals), tuple(bolts) if bolts else None)
    return settle(rules, replace(m, **match), outcome)  # type: ignore[arg-type]


R = Rules()


@pytest.mark.parametrize("mode,points,rounded", [
    (5, 17, 15), (5, 18, 20), (5, 15, 15), (5, 0, 0), (5, 2, 0), (5, 3, 5), (5, 121, 120),
    (10, 15, 20), (10, 14, 10), (10, 25, 30), (10, 4, 0),
    ("off", 17, 17),
])
def test_round_defenders(mode: object, points: int, rounded: int) -> None:
    assert round_defender(Rules.preset("classic", round_defenders=mode), points) == rounded


def test_declarer_scores_contract_made_or_failed_defenders_rounded() -> None:
    _, s = run(R, Outcome([18, 130, 2], declarer=1, contract=120), [0, 0, 0])
    assert s.deltas == (20, 120, 0) and s.made  # never more than the contract
    _, s = run(R, Outcome([33, 85, 2], declarer=1, contract=100), [0, 0, 0])
    assert s.deltas == (35, -100, 0) and s.made is False


@pytest.mark.parametrize("contract,payout", [(100, 50), (105, 55), (110, 55), (115, 60), (120, 60),
                                             (125, 65)])
def test_concede_half_payout(contract: int, payout: int) -> None:
    assert concede_payout(R, contract) == payout
    assert concede_payout(Rules.preset("classic", concede_payout="sixty"), contract) == 60


class TestSitter:
    # Talon 10H KH QH: 17 card points and the heart marriage (100); one ace? no.
    TALON = cards("10H KH QH")

    @pytest.mark.parametrize("mode,raw", [("talon", 117), ("aces_and_marriage", 100), ("none", 0)])
    def test_modes(self, mode: str, raw: int) -> None:
        rules = Rules.preset("classic", sitter_scores=mode)
        assert sitter_score(rules, self.TALON) == raw
        assert sitter_score(rules, cards("AH AS 9D")) == {"talon": 22, "aces_and_marriage": 22,
                                                          "none": 0}[mode]

    def test_rounded_scored_and_no_bolt(self) -> None:
        o = Outcome([0, 120, 0, 0], declarer=1, dealer=0, talon=cards("AH 10C 9D"), tricks=[0, 8, 0, 0])
        _, s = run(R, o, [0, 0, 0, 0])
        assert s.deltas == (20, 100, 0, 0) and s.points[0] == 0  # 21 -> 20
        assert s.bolts == (0, 0, 1, 1)  # the sitter gets no bolt

    def test_sitter_scores_in_a_conceded_deal_but_not_on_the_barrel(self) -> None:
        o = Outcome([0, 0, 0, 0], declarer=1, dealer=0, talon=cards("AH 10C 9D"), conceded=True)
        _, s = run(R, o, [0, 0, 0, 0])
        assert s.deltas == (20, -100, 50, 50)
        _, s = run(R, o, [880, 0, 0, 0])
        assert s.deltas == (0, -100, 50, 50) and s.barrel[0] == 1  # sitting out is an attempt


class TestBolts:
    def test_cumulative_third_bolt_costs_120(self) -> None:
        _, s = run(R, Outcome([20, 100, 0], declarer=1), [0, 0, 0], [0, 0, 2])
        assert s.bolts == (0, 0, 0) and s.deltas == (20, 100, -120)
        _, s = run(R, Outcome([20, 100, 0], declarer=1), [0, 0, 0], [0, 0, 1])
        assert s.bolts == (0, 0, 2) and s.deltas == (20, 100, 0)

    def test_no_points_mode(self) -> None:
        rules = Rules.preset("classic", bolt_on="no_points")
        o = Outcome([0, 120, 0], declarer=1, tricks=[1, 7, 0])  # seat 0 won a trick of 9s
        _, s = run(rules, o, [0, 0, 0])
        assert s.bolts == (1, 0, 1)
        _, s = run(R, o, [0, 0, 0])
        assert s.bolts == (0, 0, 1)

    def test_consecutive(self) -> None:
        rules = Rules.preset("classic", bolts="consecutive")
        _, s = run(rules, Outcome([20, 100, 0], declarer=1), [0, 0, 0], [2, 0, 2])
        assert s.bolts == (0, 0, 0) and s.deltas == (20, 100, -120)  # a trick breaks the run

    def test_off_counts_without_penalty(self) -> None:
        rules = Rules.preset("classic", bolts="off")
        _, s = run(rules, Outcome([20, 100, 0], declarer=1), [0, 0, 0], [0, 0, 5])
        assert s.bolts == (0, 0, 6) and s.deltas == (20, 100, 0)

    def test_conceded_deal_neither_extends_nor_breaks(self) -> None:
        rules = Rules.preset("classic", bolts="consecutive")
        _, s = run(rules, Outcome([0, 0, 0], declarer=1, conceded=True), [0, 0, 0], [2, 2, 2])
        assert s.bolts == (2, 2, 2)

    def test_custom_penalty(self) -> None:
        rules = Rules.preset("classic", bolt_penalty=100)
        _, s = run(rules, Outcome([20, 100, 0], declarer=1), [0, 0, 0], [0, 0, 2])
        assert s.deltas == (20, 100, -100)

    def test_double_bolt_counted_one_at_a_time(self) -> None:
        # A golden deal: a bolt counts as two; from 2 the first makes 3 (penalty, doubled), then 1.
        _, s = run(R, Outcome([20, 100, 0], declarer=1, contract=120, golden=True), [0, 0, 0],
                   [0, 0, 2])
        assert s.bolts == (0, 0, 1) and s.deltas == (40, -240, -240)

    def test_dark_declarer_double_bolt_penalty_not_doubled(self) -> None:
        o = Outcome([120, 0, 0], declarer=1, contract=120, dark=True, tricks=[8, 0, 0])
        _, s = run(R, o, [0, 0, 0], [0, 2, 0])
        assert s.bolts == (0, 1, 1) and s.deltas == (120, -240 - 120, 0)


class TestDumpTruck:
    def test_both(self) -> None:
        _, s = run(R, Outcome([55, 100, 0], declarer=1), [500, 0, 0])
        assert s.totals == (0, 100, 0) and s.deltas == (-500, 100, 0)

    def test_negative_only_with_both(self) -> None:
        o = Outcome([20, 80, 20], declarer=1)
        _, s = run(R, o, [0, -455, 0])
        assert s.totals[1] == 0
        _, s = run(Rules.preset("classic", dump_truck="positive"), o, [0, -455, 0])
        assert s.totals[1] == -555

    def test_off_and_value(self) -> None:
        o = Outcome([55, 100, 0], declarer=1)
        _, s = run(Rules.preset("classic", dump_truck="off"), o, [500, 0, 0])
        assert s.totals[0] == 555
        _, s = run(Rules.preset("classic", dump_truck_value=300), o, [245, 0, 0])
        assert s.totals[0] == 0

    def test_only_when_the_total_changes(self) -> None:
        _, s = run(R, Outcome([0, 100, 20], declarer=1, tricks=[1, 6, 1]), [555, 0, 0])
        assert s.totals[0] == 555

    def test_after_a_bolt_penalty(self) -> None:
        _, s = run(R, Outcome([0, 100, 20], declarer=1), [675, 0, 0], [2, 0, 0])
        assert s.totals[0] == 0 and s.deltas[0] == -675


class TestBarrel:
    def test_arriving_stops_at_880(self) -> None:
        m, s = run(R, Outcome([60, 100, 0], declarer=1), [850, 0, 0])
        assert s.totals[0] == 880 and s.barrel == (0, None, None) and s.deltas[0] == 30

    def test_exactly_880_is_on(self) -> None:
        _, s = run(R, Outcome([30, 100, 0], declarer=1), [850, 0, 0])
        assert s.barrel[0] == 0

    def test_attempts_then_fall(self) -> None:
        o = Outcome([60, 100, 0], declarer=1)
        _, s = run(R, o, [880, 0, 0])
        assert s.totals[0] == 880 and s.barrel[0] == 1 and s.deltas[0] == 0  # scores nothing
        m = MatchState.start(R, 3, (880, 0, 0))
        m = MatchState(m.totals, m.bolts, (2, None, None), m.falls, m.concessions)
        m2, s = settle(R, m, o)  # type: ignore[arg-type]
        assert s.totals[0] == 760 and s.barrel[0] is None and m2.falls[0] == 1

    def test_attempts_option(self) -> None:
        rules = Rules.preset("classic", barrel_attempts=1, barrel_penalty=100)
        _, s = run(rules, Outcome([60, 100, 0], declarer=1), [880, 0, 0])
        assert s.totals[0] == 780 and s.barrel[0] is None

    def test_failing_on_it_is_a_fall_without_penalty(self) -> None:
        m, s = run(R, Outcome([60, 110, 0], declarer=1, contract=120), [0, 880, 0])
        assert s.totals[1] == 760 and s.barrel[1] is None and m.falls[1] == 1

    def test_winning(self) -> None:
        m, s = run(R, Outcome([0, 130, 0], declarer=1, contract=125), [0, 880, 0])
        assert s.totals[1] == 1005 and m.winner == 1 and s.barrel[1] is None

    def test_barrel_at_option(self) -> None:
        rules = Rules.preset("classic", barrel_at=900)
        _, s = run(rules, Outcome([60, 100, 0], declarer=1), [850, 0, 0])
        assert s.totals[0] == 900 and s.barrel[0] == 0

    def test_knock_off(self) -> None:
        m, s = run(R, Outcome([60, 100, 0], declarer=1), [880, 0, 850])
        # seat 2 scores 0: no arrival; seat 0 used an attempt.
        assert s.barrel == (1, None, None)
        m, s = run(R, Outcome([60, 100, 40], declarer=1), [880, 0, 850])
        assert s.barrel == (None, None, 0) and s.totals == (760, 100, 880)

    def test_two_arrivals_both_fall(self) -> None:
        m, s = run(R, Outcome([60, 100, 40], declarer=1), [850, 0, 850])
        assert s.barrel == (None, None, None) and s.totals == (760, 100, 760)
        assert m.falls == (1, 0, 1)

    def test_coexist(self) -> None:
        rules = Rules.preset("classic", barrel_collision="coexist")
        _, s = run(rules, Outcome([60, 100, 40], declarer=1), [880, 0, 850])
        assert s.barrel == (1, None, 0)

    def test_third_fall_resets_to_zero_only_the_third(self) -> None:
        o = Outcome([60, 110, 0], declarer=1, contract=120)
        base = MatchState.start(R, 3, (0, 880, 0))
        for falls, total in [(1, 760), (2, 760), (3, 0), (4, 760), (6, 760)]:
            m = MatchState(base.totals, base.bolts, base.barrel, (0, falls - 1, 0),
                           base.concessions)
            m2, s = settle(R, m, o)  # type: ignore[arg-type]
            assert s.totals[1] == total and m2.falls[1] == falls
        rules = Rules.preset("classic", barrel_three_falls_zero="off")
        m = MatchState(base.totals, base.bolts, base.barrel, (0, 2, 0), base.concessions)
        _, s = settle(rules, m, o)  # type: ignore[arg-type]
        assert s.totals[1] == 760  # the option off: a third fall is like any other

    def test_bolt_penalty_takes_off_without_a_fall(self) -> None:
        m, s = run(R, Outcome([0, 120, 0], declarer=1, tricks=[0, 8, 0]), [880, 0, 0], [2, 0, 0])
        assert s.totals[0] == 760 and s.barrel[0] is None and m.falls[0] == 0

    def test_bolt_penalty_before_the_cap(self) -> None:
        # No trick but a marriage declared (marriage_needs_trick off): 860 + 40 - 120 = 780,
        # not capped at 880 first.
        rules = Rules.preset("classic", marriage_needs_trick="off")
        o = Outcome([40, 100, 0], declarer=1, tricks=[0, 8, 0])
        _, s = run(rules, o, [860, 0, 0], [2, 0, 0])
        assert s.totals[0] == 780 and s.barrel[0] is None


class TestTalonMode:
    P = Rules.preset("pocket")

    def test_waiting_is_no_attempt(self) -> None:
        _, s = run(self.P, Outcome([60, 100, 0], declarer=1), [880, 0, 0])
        assert s.barrel[0] == 0 and s.totals[0] == 880

    def test_barrel_deal_made(self) -> None:
        o = Outcome([40, 150, 0], declarer=1, contract=121, barrel_deal=True, tricks=[1, 7, 0])
        m, s = run(self.P, o, [0, 880, 0], [0, 0, 2])
        assert m.winner == 1 and s.totals == (0, 1001, 0) and s.bolts == (0, 0, 2)

    def test_barrel_deal_failed(self) -> None:
        o = Outcome([40, 80, 0], declarer=1, contract=121, barrel_deal=True)
        m, s = run(self.P, o, [0, 880, 0])
        assert s.totals == (0, 760, 0) and s.deltas == (0, -120, 0) and m.falls[1] == 1


class TestGolden:
    @pytest.mark.parametrize("points,delta", [(150, 242), (80, -240)])
    def test_talon_mode_barrel_deal_doubled(self, points: int, delta: int) -> None:
        # Ruling 19: a golden talon-mode barrel deal scores 2 x 121 made, 2 x 120 failed.
        o = Outcome([40, points, 0], declarer=1, contract=121, barrel_deal=True, golden=True,
                    tricks=[1, 7, 0])
        m, s = run(Rules.preset("pocket", golden_round="on"), o, [0, 880, 0])
        assert s.deltas == (0, delta, 0) and (m.winner == 1) == (delta > 0)

    def test_bid_mode_barrel_win_doubled(self) -> None:
        o = Outcome([40, 150, 0], declarer=1, contract=120, golden=True, tricks=[1, 7, 0])
        m, s = run(Rules.preset("classic", golden_round="on"), o, [0, 880, 0])
        assert s.deltas[1] == 240 and m.winner == 1

    def test_everything_doubled(self) -> None:
        _, s = run(R, Outcome([18, 130, 2], declarer=1, contract=120, golden=True), [0, 0, 0])
        assert s.deltas == (40, 240, 0) and s.golden

    def test_reset_after_the_last_golden_deal_if_nobody_made_it(self) -> None:
        o = Outcome([60, 50, 10], declarer=1, contract=120, golden=True)
        m = MatchState.start(R, 3)
        m = MatchState(m.totals, m.bolts, m.barrel, m.falls, m.concessions, golden_played=2)
        m2, s = settle(R, m, o)  # type: ignore[arg-type]
        assert s.totals == (0, 0, 0) and m2.golden_played == 3
        m = MatchState(m.totals, m.bolts, m.barrel, m.falls, m.concessions, golden_played=2,
                       golden_made=True)
        _, s = settle(R, m, o)  # type: ignore[arg-type]
        assert s.totals == (120, -240, 20)
        m = MatchState(m.totals, m.bolts, m.barrel, m.falls, m.concessions, golden_played=2)
        _, s = settle(Rules.preset("classic", golden_reset="off"), m, o)  # type: ignore[arg-type]
        assert s.totals == (120, -240, 20)


def test_dark_doubled() -> None:
    _, s = run(R, Outcome([18, 130, 2], declarer=1, contract=120, dark=True), [0, 0, 0])
    assert s.deltas == (20, 240, 0)
    _, s = run(R, Outcome([68, 50, 2], declarer=1, contract=120, dark=True), [0, 0, 0])
    assert s.deltas == (70, -240, 0)


def test_redeal_changes_nothing() -> None:
    m, s = run(R, Outcome([0, 0, 0], declarer=1, redeal=True), [880, 5, 0], [1, 2, 0])
    assert s.redeal and s.deltas == (0, 0, 0) and s.barrel == (0, None, None)
    assert s.bolts == (1, 2, 0) and s.declarer is None
