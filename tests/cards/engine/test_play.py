"""Trick play: following, trumping, must_beat, marriages and trump (rules.md 6, ruling 4)."""

from __future__ import annotations

import pytest

from .helpers import cards, new_game, play, sorted_strs, start
from thousand_app.cards.engine import Declare, Play
from thousand_app.cards.engine.cards import Card, mask_to_str
from thousand_app.cards.engine.events import MarriageDeclared, TrickWon
from thousand_app.cards.engine.core import beats, legal_mask

# Dealer 0, forehand 1 declares at 100 and passes 9D to seat 0 and JD to seat 2.
P = ["9H JH 9S JS QS KS 10D", "AH 10H KH QH AS 10S AD", "AC 10C QC JC 9C QD KD"]
P_TALON = "KC 9D JD"


def c(text: str) -> Card:
    return Card.parse(text)


def ready(preset: str = "classic", **opts: object):  # type: ignore[no-untyped-def]
    g = start(new_game(preset, **opts), P, P_TALON)
    play(g, "2 pass", "0 pass", "1 give 9D 0", "1 give JD 2")
    return g


def test_a_whole_deal_with_follow_trump_and_marriages() -> None:
    g = ready()
    d = g.deal_state
    assert d is not None
    # Trick 1: no trump yet; seat 2 has no spade and may play anything.
    assert g.reason(Declare(1, c("KH"))) == "a marriage can be declared only after winning a trick"
    play(g, "1 play AS")
    assert len(g.legal_actions()) == 8
    play(g, "2 play 9C")
    assert g.reason(Play(0, c("9H"))) == "must follow suit (spades)"
    assert sorted_strs(g.legal_actions()) == ["0 play 9S", "0 play JS", "0 play KS", "0 play QS"]
    events = play(g, "0 play 9S")
    assert TrickWon(1, (c("AS"), c("9C"), c("9S")), 11, 0) in events
    # Trick 2: seat 1 has a trick now and declares hearts: +100 and hearts are trump.
    assert "1 declare KH" in sorted_strs(g.legal_actions())
    events = play(g, "1 declare KH")
    assert MarriageDeclared(1, "H", 100, True) in events
    assert d.trump == 3 and d.marriage_points[1] == 100
    play(g, "2 play JC", "0 play 9H")
    # Trick 3.
    play(g, "1 play AD")
    assert g.reason(Play(2, c("AC"))) == "must follow suit (diamonds)"
    play(g, "2 play JD", "0 play 9D", "1 play 10S", "2 play QC", "0 play JS")
    # Trick 5: seat 0 has no club but holds a trump: he must play it.
    play(g, "1 play KC", "2 play AC")
    assert g.reason(Play(0, c("QS"))) == "must play a trump (hearts)"
    assert sorted_strs(g.legal_actions()) == ["0 play JH"]
    events = play(g, "0 play JH")
    assert TrickWon(0, (c("KC"), c("AC"), c("JH")), 17, 4) in events  # the trump wins
    # Trick 6: seat 0 declares spades, taking the trump from hearts.
    events = play(g, "0 declare KS")
    assert MarriageDeclared(0, "S", 40, True) in events and d.trump == 0
    play(g, "1 play QH", "2 play QD")
    assert g.reason(Declare(0, c("QS"))) == "you do not hold the king of spades"
    play(g, "0 play QS", "1 play AH", "2 play 10C", "0 play 10D", "1 play 10H", "2 play KD")
    s = g.history[-1]
    assert s.points == (115, 145, 0) and s.marriages == (("S",), ("H",), ())
    assert s.made and s.deltas == (115, 100, 0) and s.bolts == (0, 0, 1)
    assert s.tricks == (4, 4, 0)


def test_leading_a_marriage_card_without_declaring() -> None:
    g = ready()
    play(g, "1 play AS", "2 play 9C", "0 play 9S")
    events = play(g, "1 play KH")
    assert not any(isinstance(e, MarriageDeclared) for e in events)
    d = g.deal_state
    assert d is not None and d.trump == -1 and d.marriage_points[1] == 0


def test_marriage_needs_no_trick_when_off() -> None:
    g = ready("family")
    assert g.reason(Declare(1, c("QH"))) is None
    events = play(g, "1 declare QH")
    assert MarriageDeclared(1, "H", 100, True) in events


def test_declare_only_when_leading_and_only_with_a_pair() -> None:
    g = ready("family")
    play(g, "1 play AS")
    assert g.reason(Declare(2, c("QC"))) == "a marriage can only be declared by leading to a trick"
    g = ready("family")
    assert "only a king or queen" in (g.reason(Declare(1, c("AS"))) or "")


def test_ace_marriage() -> None:
    hands = ["9H JH 9S JS QS KS 10D", "AH AC AS AD KH QH 10S", "10H 10C QC JC 9C QD KD"]
    g = start(new_game(ace_marriage="on"), hands, "KC 9D JD")
    play(g, "2 pass", "0 pass")
    assert g.deal_state is not None and g.deal_state.cap() == 300  # 120 + 100 + 200, capped
    play(g, "1 give 9D 0", "1 give JD 2")
    assert g.reason(Declare(1, c("AS"))) == "a marriage can be declared only after winning a trick"
    play(g, "1 play 10S", "2 play 9C", "0 play 9S")
    events = play(g, "1 declare AS")
    assert MarriageDeclared(1, "A", 200, False) in events
    d = g.deal_state
    assert d is not None and d.trump == -1 and d.marriage_points[1] == 200
    play(g, "2 play JC", "0 play JS")
    # Holding only three aces now, another ace declares nothing.
    assert g.reason(Declare(1, c("AH"))) == "the ace marriage needs all four aces in hand"


def test_ace_marriage_off() -> None:
    hands = ["9H JH 9S JS QS KS 10D", "AH AC AS AD KH QH 10S", "10H 10C QC JC 9C QD KD"]
    g = start(new_game(), hands, "KC 9D JD")
    play(g, "2 pass", "0 pass", "1 give 9D 0", "1 give JD 2", "1 play 10S", "2 play 9C",
         "0 play 9S")
    assert "only a king or queen" in (g.reason(Declare(1, c("AS"))) or "")


class TestKernel:
    """The rules of one card, ruling 4 included, straight on the bitmask kernel."""

    def legal(self, hand: str, led: str | None, win: str | None, trump: str | None,
              must_beat: bool) -> str:
        lead_suit = c(led).suit if led else -1
        return mask_to_str(legal_mask(cards(hand), lead_suit, c(win) if win else -1,
                                      "SCDH".index(trump) if trump else -1, must_beat))

    def test_follow_suit(self) -> None:
        assert self.legal("9H AH KS", "JH", "JH", None, False) == "9H AH"

    def test_no_suit_and_no_trump_any_card(self) -> None:
        assert self.legal("9S AC KD", "JH", "JH", None, False) == "9S AC KD"
        assert self.legal("9S AC KD", "JH", "JH", "H", False) == "9S AC KD"

    def test_no_suit_must_trump(self) -> None:
        assert self.legal("9S AC KD", "JH", "JH", "C", False) == "AC"

    def test_must_beat_following(self) -> None:
        assert self.legal("9H KH AH 9S", "QH", "QH", None, True) == "KH AH"
        assert self.legal("9H JH 9S", "QH", "QH", None, True) == "9H JH"  # cannot beat: any heart

    def test_must_beat_after_the_trick_was_trumped(self) -> None:
        # Hearts led, trumped by a club: any heart will do.
        assert self.legal("9H AH", "QH", "9C", "C", True) == "9H AH"

    def test_must_overtrump(self) -> None:
        assert self.legal("9C KC AC", "QH", "QC", "C", True) == "KC AC"
        assert self.legal("9C JC 9S", "QH", "QC", "C", True) == "9C JC"  # cannot: any trump
        # Nobody has trumped yet: any trump beats the trick.
        assert self.legal("9C KC", "QH", "AH", "C", True) == "9C KC"

    def test_must_beat_in_the_trump_suit(self) -> None:
        assert self.legal("9C KC AC", "QC", "QC", "C", True) == "KC AC"

    @pytest.mark.parametrize("card,win,trump,result", [
        ("AH", "10H", -1, True), ("10H", "AH", -1, False), ("9C", "AH", -1, False),
        ("9C", "AH", 1, True), ("10C", "9C", 1, True), ("AH", "9C", 1, False),
    ])
    def test_beats(self, card: str, win: str, trump: int, result: bool) -> None:
        assert beats(c(card), c(win), trump) is result


def test_must_beat_in_a_game() -> None:
    g = ready("polish")
    play(g, "1 play AS", "2 play 9C", "0 play 9S", "1 play KC")
    assert sorted_strs(g.legal_actions()) == ["2 play 10C", "2 play AC"]
    assert g.reason(Play(2, c("QC"))) == "must beat the trick with a higher clubs card"
    g = ready()
    play(g, "1 play AS", "2 play 9C", "0 play 9S", "1 play KC")
    assert g.reason(Play(2, c("QC"))) is None  # classic: any club
