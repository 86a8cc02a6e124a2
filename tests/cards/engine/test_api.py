"""The public queries of a game: Phase, preview, claims_open, deal events, one-source helpers."""

from __future__ import annotations

import dataclasses

import pytest

from .helpers import layout, new_game, play, start
from thousand_app.cards.engine import (BARREL_MIN_CONTRACT, BARREL_TALON_CONTRACT, DARK_CONTRACT, Concede, Decline,
                                 Dark, Game, IllegalActionError, Phase, Play, Rules,
                                 trick_winner)
from thousand_app.cards.engine.cards import Card
from thousand_app.cards.engine.events import Conceded, DealScored, Dealt

A = ["9H JH 9S JS QS KS 9D", "AH 10H KH QH AS 10S AD", "AC 10C KC QC JC 9C JD"]
A_TALON = "QD KD 10D"
# Two-player hands (two_talons: 10 cards each, two talons of 2).
B2 = ["9H JH 9S JS QS KS 9D QD KD 10D", "AH 10H KH QH AS 10S AD AC 10C KC"]
B2_TALONS = ["QC JC", "9C JD"]


def passed_out(**opts: object) -> Game:
    """Classic, 3 players, dealer 0: both others pass, seat 1 (forehand) declares at 100."""
    g = start(new_game(**opts), A, A_TALON)  # type: ignore[arg-type]
    play(g, "2 pass", "0 pass")
    return g


class TestPhase:
    def test_three_players_passing_then_contract_then_play(self) -> None:
        g = start(new_game(), A, A_TALON)
        assert g.phase is Phase.BIDDING and g.observation(0).phase is Phase.BIDDING
        assert g.phase == "bidding" and str(g.phase) == "bidding" and f"{g.phase}" == "bidding"
        play(g, "2 pass", "0 pass")
        assert g.phase is Phase.PASSING
        play(g, "1 raise 110")                      # ruling 2: raising before passing
        assert g.phase is Phase.PASSING
        play(g, "1 give QD 2")
        assert g.phase is Phase.PASSING
        play(g, "1 give KD 0")
        assert g.phase is Phase.CONTRACT and g.observation(2).phase is Phase.CONTRACT
        play(g, "1 play AH")
        assert g.phase is Phase.PLAY

    def test_two_talons_take_passing_contract(self) -> None:
        g = start(new_game(n=2), B2, B2_TALONS)
        assert g.phase is Phase.BIDDING
        play(g, "0 pass")                           # the dealer speaks first (ruling 13)
        assert g.phase is Phase.TAKE
        play(g, "1 take 0", "1 discard QC")
        assert g.phase is Phase.PASSING
        play(g, "1 discard JC")
        assert g.phase is Phase.CONTRACT

    def test_dead_hand_passing_ends_with_the_second_card(self) -> None:
        hands = ["9H JH 9S JS QS KS 9D", "AH 10H KH QH AS 10S AD"]
        g = start(new_game(n=2, two_player_mode="dead_hand"), hands, "QD KD 10D",
                  dead="AC 10C KC QC JC 9C JD")
        play(g, "0 pass")
        assert g.phase is Phase.PASSING
        play(g, "1 give QD dead")
        assert g.phase is Phase.PASSING
        play(g, "1 give KD 0")
        assert g.phase is Phase.CONTRACT

    def test_between_deals_and_over(self) -> None:
        g = passed_out()
        play(g, "1 concede")
        assert g.phase is Phase.BETWEEN_DEALS and g.observation(0).phase is Phase.BETWEEN_DEALS
        g2 = new_game(totals=[880, 0, 0])
        start(g2, A, A_TALON)
        assert not g2.is_over


class TestPreview:
    def test_concede_preview_is_what_apply_does(self) -> None:
        g = passed_out()
        before = g.observation(0)
        p = g.preview(Concede(1))
        assert p.deal_over and p.totals_before == (0, 0, 0)
        assert p.totals_after == (50, -100, 50) and p.deltas == (50, -100, 50)
        assert isinstance(p.events[0], Conceded) and isinstance(p.events[-1], DealScored)
        assert g.observation(0) == before and g.phase is Phase.PASSING and g.deal_started
        events = g.apply(Concede(1))
        assert tuple(events) == p.events and g.totals == p.totals_after

    def test_third_concession_penalty_and_barrel_defender(self) -> None:
        g = Game(Rules.preset("classic", concede_third_penalty="on"), 3, seed=5,
                 start_totals=[0, 0, 880], deal=False)
        g.match = dataclasses.replace(g.match, concessions=(0, 2, 0))
        g.deal(layout(A, A_TALON))
        play(g, "2 pass", "0 pass")
        p = g.preview(Concede(1))
        # seat 1's third concession: -100 - 120; seat 2 on the barrel gets no payout
        assert p.deltas == (50, -220, 0) and p.totals_after == (50, -220, 880)
        assert g.totals == (0, 0, 880) and g.phase is Phase.PASSING
        g.apply(Concede(1))
        assert g.totals == p.totals_after

    def test_preview_of_a_game_winning_play(self) -> None:
        g = new_game(totals=[0, 880, 0])
        start(g, A, A_TALON)
        play(g, "2 pass", "0 pass", "1 raise 120", "1 give QD 2", "1 give KD 0")
        # play the deal out with the lowest legal card, previewing every move
        while g.deal_state is not None:
            a = g.legal_actions()[0]
            p = g.preview(a)
            events = g.apply(a)
            assert tuple(events) == p.events
            assert p.deal_over == (g.deal_state is None)
        assert g.history[-1].totals == p.totals_after

    def test_illegal_preview_raises_and_changes_nothing(self) -> None:
        g = passed_out()
        obs = g.observation(1)
        with pytest.raises(IllegalActionError):
            g.preview(Concede(0))
        with pytest.raises(IllegalActionError):
            g.preview(Play(1, Card.parse("AH")))
        assert g.observation(1) == obs
        p = g.preview(g.legal_actions()[0])
        assert not p.deal_over and p.deltas == (0, 0, 0)


class TestClaims:
    def test_claims_open_in_turn_order_and_closed_by_the_answers(self) -> None:
        hands = ["9H 9S 9C 9D QS KS JD", "AH 10H KH QH AS 10S AD", "AC 10C KC QC JC JH JS"]
        g = start(new_game(dark_game="on"), hands, "QD KD 10D")
        assert g.claims_open and g.legal_actions() == [Decline(1), Dark(1)]
        assert not g.deal_started and g.to_act == 1
        play(g, "1 decline", "0 decline")
        assert not g.claims_open and g.deal_started and g.to_act == 2

    def test_no_claims_between_deals_and_redeal_reasons(self) -> None:
        hands = ["9H 9S 9C 9D QS KS JD", "AH 10H KH QH AS 10S AD", "AC 10C KC QC JC JH JS"]
        g = start(new_game(), hands, "QD KD 10D")
        assert g.redeal_reasons(0) == ["four_nines"] and g.redeal_reasons(1) == []
        play(g, "0 redeal")
        assert not g.claims_open and g.redeal_reasons(0) == []

    def test_deal_events_by_seat(self) -> None:
        g = passed_out()
        assert isinstance(g.deal_events()[0], Dealt)
        mine = g.deal_events(0)[0]
        assert isinstance(mine, Dealt) and mine.hands[1] != g.deal_events()[0].hands[1]  # type: ignore[attr-defined]
        n = len(g.deal_events())
        play(g, "1 concede")
        assert len(g.deal_events()) == n + 1  # the last finished deal, without DealScored
        assert new_game().deal_events() == []

    def test_card_locations(self) -> None:
        g = start(new_game(), A, A_TALON)
        loc = g.card_locations()
        assert loc is not None and len(loc.talons) == 1
        play(g, "2 pass", "0 pass")
        loc = g.card_locations()
        assert loc is not None and loc.talons == () and loc.hands[1].bit_count() == 10


class TestOneSource:
    def test_rules_facts(self) -> None:
        r = Rules()
        assert r.two_talons(2) and not r.two_talons(3) and not r.dead_hand(2)
        assert r.talon_sizes(2) == (2, 2) and r.talon_sizes(3) == (3,) == r.talon_sizes(4)
        assert r.hand_size(2) == 10 and r.hand_size(3) == 7 == r.hand_size(4)
        d = Rules.preset("classic", two_player_mode="dead_hand")
        assert d.dead_hand(2) and d.talon_sizes(2) == (3,) and d.hand_size(2) == 7
        assert r.barrel_min_contract == BARREL_MIN_CONTRACT == 120 == DARK_CONTRACT
        assert Rules.preset("pocket").barrel_min_contract == BARREL_TALON_CONTRACT == 121

    def test_trick_winner(self) -> None:
        c = [Card.parse(x) for x in ("KS", "AS", "10S")]
        assert trick_winner(c, -1) == 1
        assert trick_winner([Card.parse(x) for x in ("KS", "9D", "JS")], 2) == 1
        assert trick_winner([Card.parse(x) for x in ("KS", "9D", "JS")], -1) == 0
