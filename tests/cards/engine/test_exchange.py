"""Talon, passing cards, raising and conceding (rules.md 5, rulings 2, 3, 13)."""

from __future__ import annotations

import pytest

from .helpers import cards, layout, new_game, play, play_out, sorted_strs, start
from thousand_app.cards.engine import DEAD, Concede, Give, IllegalActionError, Play, Raise
from thousand_app.cards.engine.cards import Card, points_of
from thousand_app.cards.engine.events import CardGiven, SpareTalonTaken

A = ["9H JH 9S JS QS KS 9D", "AH 10H KH QH AS 10S AD", "AC 10C KC QC JC 9C JD"]
A_TALON = "QD KD 10D"


def declared(preset: str = "classic", moves: tuple[str, ...] = ("2 pass", "0 pass"), **opts: object):  # type: ignore[no-untyped-def]
    g = start(new_game(preset, **opts), A, A_TALON)
    play(g, *moves)
    return g


def test_declarer_takes_talon_and_gives_one_card_to_each_opponent() -> None:
    g = declared()
    d = g.deal_state
    assert d is not None and d.hands[1].bit_count() == 10
    assert sorted(d.targets) == [0, 2]
    assert "pass a card to each opponent" in (g.reason(Play(1, Card.parse("AH"))) or "")
    play(g, "1 give 10D 2")
    assert g.reason(Give(1, Card.parse("KD"), 2)) == "you have already given a card to that player"
    assert g.reason(Give(1, Card.parse("9H"), 0)) == "9H is not in your hand"
    assert g.reason(Give(1, Card.parse("KD"), 1)) == "you cannot give a card to yourself"
    play(g, "1 give QD 0")
    assert [d.hands[s].bit_count() for s in range(3)] == [8, 8, 8]
    assert g.reason(Play(1, Card.parse("AH"))) is None


@pytest.mark.parametrize("face_up", ["off", "on"])
def test_passed_cards_face_down_or_up(face_up: str) -> None:
    g = declared(pass_cards_face_up=face_up)
    events = play(g, "1 give 10D 2")
    assert CardGiven(1, Card.parse("10D"), 2, face_up == "on") in events
    seen_by_0 = g.observation(0).given
    assert seen_by_0 == ((Card.parse("10D") if face_up == "on" else None, 2),)
    assert g.observation(2).given == ((Card.parse("10D"), 2),)


def test_raise_upward_in_steps_within_cap_before_or_after_passing() -> None:
    g = declared()
    d = g.deal_state
    assert d is not None
    assert g.reason(Raise(1, 100)) == "the contract can only go up (it is 100)"
    assert g.reason(Raise(1, 112)) == "the contract must be a multiple of 5"
    # Hand after the talon: hearts (100) and diamonds (80) -> cap 300.
    assert g.reason(Raise(1, 300)) is None
    play(g, "1 raise 120", "1 give 10D 2", "1 raise 140")
    assert d.contract == 140
    play(g, "1 give KD 0")  # gave away the diamond king: cap now 220
    assert "220" in (g.reason(Raise(1, 225)) or "")
    play(g, "1 raise 150", "1 play AH")
    assert g.reason(Raise(2, 155)) is not None
    assert d.contract == 150


def test_raise_no_marriage_cap_is_120() -> None:
    hands = ["9H JH 9S JS QS QC 9D", "AH 10H KH JD AS 10S AD", "KS 10C KC AC JC 9C QH"]
    g = start(new_game(), hands, "QD KD 10D")
    play(g, "2 pass", "0 pass")
    # The talon brought the diamond marriage: 120 + 80.
    assert g.deal_state is not None and g.deal_state.cap() == 200


class TestConcede:
    def test_half_payout_rounded_up_to_five(self) -> None:
        g = declared(moves=("2 bid 105", "0 pass", "1 pass"))  # seat 2 declares at 105
        play(g, "2 concede")
        s = g.history[-1]
        assert s.conceded and s.made is False and s.deltas == (55, 55, -105)
        assert s.bolts == (0, 0, 0)  # a conceded deal gives nobody a bolt

    def test_after_passing_cards_too(self) -> None:
        g = declared()
        play(g, "1 give 10D 2", "1 concede")
        assert g.history[-1].deltas == (50, -100, 50)

    def test_sixty(self) -> None:
        g = declared(concede_payout="sixty")
        play(g, "1 concede")
        assert g.history[-1].deltas == (60, -100, 60)

    def test_not_after_the_first_lead(self) -> None:
        g = declared()
        play(g, "1 give 10D 2", "1 give QD 0", "1 play AH")
        assert g.reason(Concede(1)) is not None

    def test_option_off(self) -> None:
        g = declared("pocket")
        assert g.reason(Concede(1)) == "these rules do not allow conceding"

    def test_limit_per_player(self) -> None:
        g = declared(concede_limit=1)
        play(g, "1 concede")
        g.deal(layout(["AH 10H KH QH AS 10S AD", "9H JH 9S JS QS KS 9D",
                       "AC 10C KC QC JC 9C JD"], A_TALON))
        # Dealer 1 now: forehand 2, seat 0 speaks first.
        play(g, "0 bid 105", "1 pass", "2 pass")
        play(g, "0 concede")
        g.deal(layout(["AC 10C KC QC JC 9C JD", "AH 10H KH QH AS 10S AD",
                       "9H JH 9S JS QS KS 9D"], A_TALON))
        play(g, "1 bid 105", "2 pass", "0 pass")
        assert g.reason(Concede(1)) == "you have used all 1 concessions this game"

    def test_third_concession_costs_120_more(self) -> None:
        g = declared(concede_third_penalty="on")
        deltas = []
        for k in range(3):
            if k:
                # Whoever is forehand now, let seat 1 declare by bidding.
                g.deal(layout(A, A_TALON))
                d = g.deal_state
                assert d is not None
                while d.declarer < 0:
                    seat = g.to_act
                    g.apply(parse(f"{seat} bid 105") if seat == 1 else parse(f"{seat} pass"))
            play(g, "1 concede")
            deltas.append(g.history[-1].deltas[1])
        assert deltas == [-100, -105, -105 - 120]

    def test_nothing_to_a_defender_on_the_barrel(self) -> None:
        g = declared(totals=[880, 0, 0])
        play(g, "1 concede")
        assert g.history[-1].deltas == (0, -100, 50)
        assert g.history[-1].barrel == (1, None, None)  # the barrel attempt still counts

    def test_forbidden_to_a_declarer_on_the_barrel(self) -> None:
        g = declared(totals=[0, 880, 0])
        assert g.reason(Concede(1)) == "a declarer on the barrel cannot concede"


def test_barrel_declarer_must_reach_120_before_leading() -> None:
    g = declared(totals=[0, 880, 0])
    play(g, "1 give 10D 2", "1 give QD 0")
    assert "at least 120" in (g.reason(Play(1, Card.parse("AH"))) or "")
    assert not any(isinstance(a, Play) for a in g.legal_actions())
    play(g, "1 raise 120", "1 play AH")


class TestTwoTalons:
    HANDS = ["AS QC 10C AC QD KD AD KH 10H AH", "JS QS KS JC KC 9D JD 10D 9H JH"]
    TALONS = ["QH 9S", "10S 9C"]

    def game(self):  # type: ignore[no-untyped-def]
        return start(new_game(n=2), self.HANDS, self.TALONS)

    def test_take_discard_and_the_spare_talon_to_the_last_trick(self) -> None:
        g = self.game()
        play(g, "0 bid 105", "1 pass")  # the dealer (0) speaks first; 1 holds 100
        d = g.deal_state
        assert d is not None and d.phase_name == "take"
        assert sorted_strs(g.legal_actions()) == ["0 take 0", "0 take 1"]
        play(g, "0 take 1")
        assert d.hands[0].bit_count() == 12
        assert "lay two cards aside" in (g.reason(Play(0, Card.parse("AS"))) or "")
        assert "discard" in (g.reason(Give(0, Card.parse("9C"), 1)) or "")
        play(g, "0 discard 9C", "0 discard QD")
        assert g.reason(parse("0 discard AS")) == "you have already laid two cards aside"
        assert d.won[0] == cards("9C QD")  # laid-aside cards count as his
        events: list[object] = []
        while g.deal_state is not None:
            events += g.apply(g.legal_actions()[0] if g.to_act == 1 else
                              [a for a in g.legal_actions() if isinstance(a, Play)][-1])
        spare = [e for e in events if isinstance(e, SpareTalonTaken)]
        assert len(spare) == 1 and spare[0].points == points_of(cards("QH 9S"))
        s = g.history[-1]
        assert sum(s.points) == 120

    def test_bad_talon_with_the_chosen_talon(self) -> None:
        g = start(new_game(n=2, redeal_bad_talon="on"), self.HANDS, self.TALONS)
        play(g, "0 pass", "1 take 1")  # 10S 9C: 10 points, one nine
        assert "not bad enough" in (g.reason(parse("1 redeal")) or "")

    def test_raise_and_concede_only_after_both_discards(self) -> None:
        # Ruling 13: take, lay two cards aside, then raise, concede or lead.
        g = self.game()
        play(g, "0 pass", "1 take 0", "1 discard 9H")
        assert g.reason(Raise(1, 105)) == "lay two cards aside first"
        assert g.reason(Concede(1)) == "lay two cards aside first"
        play(g, "1 discard JH", "1 raise 105", "1 concede")
        s = g.history[-1]
        assert s.deltas == (55, -105) and s.points[1] == 2  # the laid-aside JH counts as his

class TestDeadHand:
    HANDS = ["9H JH 9S JS QS KS 9D", "AH 10H KH QH AS 10S AD"]
    DEAD = "AC 10C KC QC JC 9C JD"

    def test_give_to_opponent_and_dead_hand(self) -> None:
        g = start(new_game(n=2, two_player_mode="dead_hand"), self.HANDS, A_TALON, self.DEAD)
        play(g, "0 pass")
        d = g.deal_state
        assert d is not None and d.declarer == 1 and d.targets == (0, DEAD)
        play(g, "1 give 10D dead", "1 give QD 0")
        assert d.dead == cards(self.DEAD + " 10D")
        play_out(g)
        s = g.history[-1]
        assert sum(s.points) == 120 - points_of(cards(self.DEAD + " 10D"))
        assert g.last_deal is not None and g.last_deal.tricks_done == 8

    def test_no_dead_hand_with_three_players(self) -> None:
        g = declared()
        assert g.reason(Give(1, Card.parse("10D"), DEAD)) == "there is no dead hand in this game"


def parse(text: str):  # type: ignore[no-untyped-def]
    from thousand_app.cards.engine import parse_action
    return parse_action(text)


def test_illegal_action_leaves_state_untouched() -> None:
    g = declared()
    before = g.output(), str(g.deal_state.hands if g.deal_state else None)
    with pytest.raises(IllegalActionError) as e:
        g.apply(Give(1, Card.parse("9H"), 0))
    assert e.value.reason == "9H is not in your hand"
    assert (g.output(), str(g.deal_state.hands if g.deal_state else None)) == before
