"""Bidding (rules.md 4, rulings 1 and 12), the talon shown or hidden, redeal claims (3, ruling 10)."""

from __future__ import annotations

import pytest

from .helpers import new_game, play, sorted_strs, start
from thousand_app.cards.engine import Bid, Dark, IllegalActionError, Redeal
from thousand_app.cards.engine.events import AuctionWon, DarkBroken, RedealClaimed, TalonTaken

# Dealer 0: forehand is seat 1 (holds 100), seat 2 speaks first.
A = ["9H JH 9S JS QS KS 9D",      # seat 0: spade marriage (40)
     "AH 10H KH QH AS 10S AD",    # seat 1: heart marriage (100)
     "AC 10C KC QC JC 9C JD"]     # seat 2: club marriage (60)
A_TALON = "QD KD 10D"
NO_MARRIAGE = ["9H JH 9S JS QS QC 9D", "AH 10H KH JD AS 10S AD", "KS 10C KC AC JC 9C QH"]


def test_forehand_holds_100_and_next_seat_speaks_first() -> None:
    g = start(new_game(), A, A_TALON)
    d = g.deal_state
    assert d is not None and d.forehand == 1 and g.to_act == 2 and d.high == 100
    events = play(g, "2 pass", "0 pass")
    won = [e for e in events if isinstance(e, AuctionWon)]
    assert won == [AuctionWon(1, 100, False)]
    assert d.declarer == 1 and d.contract == 100 and d.phase_name == "exchange"


def test_order_goes_round_including_forehand_and_pass_is_final() -> None:
    g = start(new_game(), A, A_TALON)
    play(g, "2 bid 105")
    assert g.to_act == 0
    play(g, "0 pass")
    assert g.to_act == 1
    play(g, "1 bid 110")
    assert g.to_act == 2  # seat 0 passed and is skipped
    with pytest.raises(IllegalActionError, match="you have passed: you take no further part in the bidding"):
        g.apply(Bid(0, 115))
    play(g, "2 pass")
    assert g.deal_state is not None and g.deal_state.declarer == 1
    assert g.deal_state.contract == 110


@pytest.mark.parametrize("n,dealer,forehand,first", [(3, 0, 1, 2), (3, 2, 0, 1), (4, 0, 1, 2),
                                                     (4, 3, 0, 1), (2, 0, 1, 0), (2, 1, 0, 1)])
def test_seats_by_player_count(n: int, dealer: int, forehand: int, first: int) -> None:
    g = new_game(n=n, dealer=dealer)
    g.deal()
    assert g.deal_state is not None
    assert g.deal_state.forehand == forehand and g.to_act == first
    if n == 4:
        assert g.deal_state.layout.hands[dealer] == 0  # the dealer sits out


def test_everyone_passing_in_two_player_game() -> None:
    g = new_game(n=2)
    g.deal()
    play(g, "0 pass")
    assert g.deal_state is not None and g.deal_state.declarer == 1
    assert g.deal_state.phase_name == "take"


def test_bid_must_be_higher_in_steps() -> None:
    g = start(new_game(), A, A_TALON)
    for value, message in [(100, "must be higher than 100"), (103, "steps of 5"),
                           (95, "must be higher")]:
        assert message in (g.reason(Bid(2, value)) or "")
    play(g, "2 bid 150")  # a jump bid is fine
    assert "must be higher than 150" in (g.reason(Bid(0, 150)) or "")


def test_polish_step_of_ten() -> None:
    g = start(new_game("polish"), A, A_TALON)
    assert g.reason(Bid(2, 105)) == "bids go up in steps of 10"
    assert g.reason(Bid(2, 110)) is None
    assert [a.value for a in g.legal_actions() if isinstance(a, Bid)][:3] == [110, 120, 130]


def test_marriage_cap() -> None:
    g = start(new_game(), NO_MARRIAGE, A_TALON)
    assert g.reason(Bid(2, 120)) is None
    assert g.reason(Bid(2, 125)) == "bids above 120 need a marriage in hand"
    assert max(a.value for a in g.legal_actions() if isinstance(a, Bid)) == 120
    g = start(new_game(), A, A_TALON)  # seat 2 holds the club marriage: 120 + 60
    assert g.reason(Bid(2, 180)) is None
    assert "180" in (g.reason(Bid(2, 185)) or "")
    assert max(a.value for a in g.legal_actions() if isinstance(a, Bid)) == 180


def test_marriage_cap_off_allows_up_to_300() -> None:
    g = start(new_game(marriage_cap="off"), NO_MARRIAGE, A_TALON)
    assert g.reason(Bid(2, 300)) is None
    assert g.reason(Bid(2, 305)) == "no bid may exceed 300"


def test_cap_counts_every_marriage_held() -> None:
    hands = ["9H JH 9S JS 9D JD 9C", "KH QH KS QS 10H AH AS", "10S AC 10C KC QC JC 10D"]
    g = start(new_game(), hands, "QD KD AD")
    play(g, "0 decline", "2 pass", "0 pass")   # (seat 0's four nines: asked first)
    # Forehand holds hearts (100) and spades (40): 260; with the diamond one from the talon, 300.
    d = g.deal_state
    assert d is not None and d.cap() == 300


def test_talon_hidden_when_forehand_plays_100_unopposed() -> None:
    g = start(new_game(), A, A_TALON)
    events = play(g, "2 pass", "0 pass")
    taken = [e for e in events if isinstance(e, TalonTaken)][0]
    assert not taken.shown
    assert g.observation(0).talon is None and g.observation(1).talon is not None


def test_talon_shown_when_option_off_or_after_a_bid() -> None:
    g = start(new_game(talon_hidden_on_100="off"), A, A_TALON)
    events = play(g, "2 pass", "0 pass")
    assert [e for e in events if isinstance(e, TalonTaken)][0].shown
    assert g.observation(0).talon is not None
    g = start(new_game(), A, A_TALON)
    events = play(g, "2 bid 105", "0 pass", "1 bid 110", "2 pass")
    assert [e for e in events if isinstance(e, TalonTaken)][0].shown
    assert [str(c) for c in g.observation(2).talon or ()] == ["QD", "KD", "10D"]


def test_minus_bidding_negative() -> None:
    g = start(new_game(minus_bidding="negative", totals=[0, -20, -5]), A, A_TALON)
    assert sorted_strs(g.legal_actions()) == ["2 pass"]
    assert g.reason(Bid(2, 105)) == "with a score below zero you may not bid, only pass"
    play(g, "2 pass", "0 bid 105")
    assert sorted_strs(g.legal_actions()) == ["1 pass"]  # forehand is negative too
    g = start(new_game(minus_bidding="negative", totals=[0, -20, -5]), A, A_TALON)
    play(g, "2 pass", "0 pass")
    assert g.deal_state is not None and g.deal_state.declarer == 1  # he still plays the forced 100
    g = start(new_game(totals=[0, -20, -5]), A, A_TALON)
    assert g.reason(Bid(2, 105)) is None  # off by default


class TestDarkGame:
    def test_announced_by_forehand_asked_before_bidding(self) -> None:
        g = start(new_game(dark_game="on"), A, A_TALON)
        assert g.to_act == 1 and g.claims_open
        assert [str(a) for a in g.legal_actions()] == ["1 decline", "1 dark"]
        assert g.legal_actions(2) == [] and g.reason(Dark(2)).code == "not_your_turn"
        events = play(g, "1 dark", "2 pass", "0 pass")
        d = g.deal_state
        assert d is not None and d.dark and d.declarer == 1 and d.contract == 120
        assert not [e for e in events if isinstance(e, TalonTaken)][0].shown
        assert not any(type(a).__name__ in ("Raise", "Concede") for a in g.legal_actions())
        assert g.reason(parse("1 raise 125")) == "a dark game cannot be raised"

    def test_not_after_a_bid_nor_when_off(self) -> None:
        g = start(new_game(dark_game="on"), A, A_TALON)
        assert g.reason(Bid(1, 105)).code == "claim_first"
        play(g, "1 decline")
        assert g.to_act == 2 and not g.claims_open
        assert g.reason(Dark(1)) == "a dark game must be announced before anyone bids"
        g = start(new_game(), A, A_TALON)
        assert g.reason(Dark(1)) == "these rules have no dark game"

    def test_broken_by_125_with_a_marriage(self) -> None:
        g = start(new_game(dark_game="on"), NO_MARRIAGE, A_TALON)
        play(g, "1 dark")
        assert g.reason(Bid(2, 125)) == "bids above 120 need a marriage in hand"
        g = start(new_game(dark_game="on"), A, A_TALON)
        play(g, "1 dark")
        assert g.reason(Bid(2, 120)) == "a bid must be higher than 120"
        events = play(g, "2 bid 125")
        assert DarkBroken(2, 125) in events
        d = g.deal_state
        assert d is not None and not d.dark and d.high == 125
        play(g, "0 pass", "1 pass")
        assert d.declarer == 2 and d.contract == 125 and not d.dark

    def test_not_while_anyone_is_on_the_barrel(self) -> None:
        g = start(new_game(dark_game="on", totals=[880, 0, 0]), A, A_TALON)
        assert g.reason(Dark(1)) == "no dark game while a player is on the barrel"


def parse(text: str):  # type: ignore[no-untyped-def]
    from thousand_app.cards.engine import parse_action
    return parse_action(text)


class TestRedeal:
    NINES = ["AH 10H KH QH AS 10S AD", "9S 9C 9D 9H JH JS QS", "AC 10C KC QC JC KS JD"]

    def test_four_nines_claimed_when_asked_as_first_move(self) -> None:
        # Dealer 2: forehand 0, seat 1 speaks first; seat 1 holds the four nines.
        g = start(new_game(dealer=2), self.NINES, "QD KD 10D")
        assert g.to_act == 1 and g.claims_open
        assert [str(a) for a in g.legal_actions()] == ["1 decline", "1 redeal"]
        assert g.reason(Redeal(0)).code == "not_your_turn"
        events = g.apply(Redeal(1))
        assert RedealClaimed(1, "four_nines") in events
        assert g.needs_deal and g.dealer == 2  # the same dealer deals again
        summary = g.history[-1]
        assert summary.redeal and summary.declarer is None and summary.deltas == (0, 0, 0)

    def test_only_as_first_move(self) -> None:
        g = start(new_game(dealer=2), self.NINES, "QD KD 10D")
        play(g, "1 decline", "1 pass")
        assert g.reason(Redeal(1)) == "a redeal can only be claimed as the first move of a deal"

    def test_option_off(self) -> None:
        g = start(new_game(dealer=2, redeal_four_nines="off"), self.NINES, "QD KD 10D")
        assert "1 redeal" not in sorted_strs(g.legal_actions(1))

    @pytest.mark.parametrize("below,allowed", [(11, False), (12, True), (14, True)])
    def test_weak_hand(self, below: int, allowed: bool) -> None:
        # Seat 0's hand is worth 11 points (J 2 + J 2 + Q 3 + K 4; marriages do not count).
        hands = ["9H JH 9S JS QS KS 9D", "AH 10H KH QH AS 10S AD", "AC 10C KC QC JC 9C JD"]
        g = start(new_game(redeal_weak_hand="on", redeal_weak_hand_below=below), hands, A_TALON)
        assert (g.reason(Redeal(0)) is None) == allowed
        assert (g.reason(Redeal(1)) is None) is False

    def test_bad_talon_by_declarer_before_passing(self) -> None:
        talon = "9D 9S JD"  # 2 points, two nines
        hands = ["9H JH QD JS QS KS KD", "AH 10H KH QH AS 10S AD", "AC 10C KC QC JC 9C 10D"]
        g = start(new_game(redeal_bad_talon="on"), hands, talon)
        play(g, "2 pass", "0 pass")
        assert g.reason(Redeal(1)) is None
        play(g, "1 give 9D 0")
        assert g.reason(Redeal(1)) == "a bad talon must be claimed before passing cards"

    def test_bad_talon_only_at_100_unless_any_contract(self) -> None:
        talon = "9D 9S JD"
        hands = ["9H JH QD JS QS KS KD", "AH 10H KH QH AS 10S AD", "AC 10C KC QC JC 9C 10D"]
        g = start(new_game(redeal_bad_talon="on"), hands, talon)
        play(g, "2 bid 105", "0 pass", "1 bid 110", "2 pass")
        assert g.reason(Redeal(1)) == "a bad talon can be redealt only at a contract of 100"
        g = start(new_game(redeal_bad_talon="on", redeal_bad_talon_any_contract="on"), hands, talon)
        play(g, "2 bid 105", "0 pass", "1 bid 110", "2 pass")
        assert g.reason(Redeal(1)) is None
        events = g.apply(Redeal(1))
        assert RedealClaimed(1, "bad_talon") in events

    @pytest.mark.parametrize("any_contract", ["off", "on"])
    def test_bad_talon_not_after_a_raise(self, any_contract: str) -> None:
        # Ruling 20: the claim comes right after the talon is revealed, before any raise,
        # with redeal_bad_talon_any_contract on as well.
        talon = "9D 9S JD"
        hands = ["9H JH QD JS QS KS KD", "AH 10H KH QH AS 10S AD", "AC 10C KC QC JC 9C 10D"]
        g = start(new_game(redeal_bad_talon="on", redeal_bad_talon_any_contract=any_contract),
                  hands, talon)
        play(g, "2 pass", "0 pass")
        assert Redeal(1) in g.legal_actions()
        play(g, "1 raise 105")
        assert g.reason(Redeal(1)) == "a bad talon must be claimed at once, before raising"
        assert Redeal(1) not in g.legal_actions()

    def test_good_talon_is_not_bad(self) -> None:
        g = start(new_game(redeal_bad_talon="on"), A, A_TALON)
        play(g, "2 pass", "0 pass")
        assert "not bad enough" in (g.reason(Redeal(1)) or "")
