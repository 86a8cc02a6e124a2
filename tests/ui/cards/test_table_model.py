"""The scene's mirror of the deal, without Qt: moves of items, and what an observation lays out."""

from __future__ import annotations

import random
import subprocess
import sys
from dataclasses import dataclass
from typing import Optional

import pytest

from thousand_app.cards.engine import Card, Concede, Game, Redeal, Rules
from thousand_app.cards.engine.events import Dealt, redact
from thousand_app.ui.cards.table_model import DealFacts, TableCards, hand_sort_key

C = Card.parse


@dataclass(eq=False)
class Item:
    card: Optional[int]
    face_up: bool = False


def make(card: Optional[int], face_up: bool) -> Item:
    return Item(card, face_up)


def table(n: int = 3) -> TableCards[Item]:
    t: TableCards[Item] = TableCards()
    t.reset(n)
    return t


def test_the_module_needs_no_qt() -> None:
    code = ("import sys, thousand_app.ui.cards.table_model; "
            "sys.exit(any(m.startswith('PySide6') for m in sys.modules))")
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0


def test_hand_order_alternates_colours_high_to_low_unknown_last() -> None:
    cards = [C("9S"), None, C("AH"), C("10C"), C("KD"), C("AS")]
    ordered = sorted(cards, key=hand_sort_key)
    assert ordered == [C("AS"), C("9S"), C("AH"), C("10C"), C("KD"), None]


def test_taking_a_known_card_an_unknown_one_and_from_an_empty_hand() -> None:
    t = table()
    t.hands[1] = [Item(None), Item(C("QS")), Item(None)]
    known = t.hands[1][1]
    assert t.take_from_hand(1, C("QS")) is known
    it = t.take_from_hand(1, C("KH"))          # not known here: an unknown card becomes it
    assert it is not None and it.card == C("KH") and len(t.hands[1]) == 1
    assert t.take_from_hand(1, None) is not None and t.hands[1] == []
    assert t.take_from_hand(1, C("9D")) is None


def test_winning_tricks_fills_the_pile_and_counts() -> None:
    t = table()
    trick = [Item(C("AS")), Item(C("9S")), Item(C("KS"))]
    t.trick = [(s, it) for s, it in enumerate(trick)]
    t.win_trick(2, trick)
    assert t.trick == [] and t.piles[2] == trick and t.tricks_won == {0: 0, 1: 0, 2: 1}
    assert set(t.items()) == set(trick)


def test_talons_taken_one_or_all() -> None:
    t = table(2)
    t.talons = [[Item(None), Item(None)], [Item(None), Item(None)]]
    right = t.talon_items(1)
    t.take_talon(1)
    assert [len(x) for x in t.talons] == [2, 0] and t.talon_index(right[0]) is None
    assert t.talon_index(t.talons[0][1]) == 0
    t.take_talon(None)
    assert t.talons == []


@pytest.mark.parametrize("n, dealer, seats", [
    (2, 0, (1, 0)), (3, 1, (2, 0, 1)), (4, 0, (1, 2, 3)), (4, 2, (3, 0, 1)), (4, 3, (0, 1, 2))])
def test_the_deal_event_says_who_plays(n: int, dealer: int, seats: tuple[int, ...]) -> None:
    game = Game(Rules(), n, first_dealer=dealer, deal=False)
    dealt = game.deal()[0]
    assert isinstance(dealt, Dealt) and dealt.active == seats and dealt.forehand == seats[0]


@pytest.mark.parametrize("n, mode", [(2, "two_talons"), (2, "dead_hand"), (3, None), (4, None)])
def test_a_redacted_deal_is_dealt_out_as_the_engine_says(n: int, mode: Optional[str]) -> None:
    rules = Rules.preset("classic", **({"two_player_mode": mode} if mode else {}))
    game = Game(rules, n, seed=3)
    e = next(x for x in game.observation(0).events if isinstance(x, Dealt))
    seen = redact(e, 0)
    assert isinstance(seen, Dealt)
    obs = game.observation(0)
    t = table(n)
    pile = [Item(None) for _ in range(24)]
    dealt = t.deal_out(seen, rules, obs.active, pile)
    assert pile == []                                     # every card has its place
    assert tuple(len(t.hands[s]) for s in range(n)) == obs.hand_sizes
    assert [c for s, _, c in dealt if s == 0] == list(e.hands[0] or ())
    assert all(c is None for s, _, c in dealt if s != 0)
    assert [len(x) for x in t.talons] == list(e.talon_sizes)
    assert len(t.dead) == e.dead_size


@pytest.mark.parametrize("n, mode", [(2, "two_talons"), (2, "dead_hand"), (3, None), (4, None)])
def test_an_observation_laid_out_along_a_deal(n: int, mode: Optional[str]) -> None:
    """After every action of a deal (random legal actions) the layout matches the
    observation: hand sizes, own cards face up, trick, piles, the talon still lying."""
    rng = random.Random(n)
    rules = Rules.preset("classic", **({"two_player_mode": mode} if mode else {}))
    game = Game(rules, n, seed=9)
    steps = 0
    while not game.needs_deal and not game.is_over:
        for seat in range(n):
            obs = game.observation(seat)
            t = table(n)
            t.observe(obs, True, make)
            assert tuple(len(t.hands[s]) for s in range(n)) == obs.hand_sizes
            assert [it.card for it in t.hands[seat] if it.face_up] == sorted(obs.hand, key=hand_sort_key)
            assert [(s, it.card) for s, it in t.trick] == list(obs.trick)
            assert {s: len(t.piles[s]) // len(obs.active) for s in range(n)} \
                == dict(enumerate(obs.tricks_won)) == t.tricks_won
            talon = sum(len(x) for x in t.talons)
            if obs.phase in ("bidding", "take"):
                assert talon == sum(rules.talon_sizes(n))
            elif not rules.two_talons(n):
                assert talon == 0
        legal = [a for a in game.legal_actions() if not isinstance(a, (Concede, Redeal))]
        game.apply(rng.choice(legal))
        steps += 1
    assert steps > 10


def test_facts_of_a_new_deal_and_of_an_observation() -> None:
    game = Game(Rules(), 3, seed=4)
    f = DealFacts(declarer=1, contract=120, dark=True, trump=2, last_trick=((0, 1),),
                  last_trick_winner=0)
    f.new_deal(2, (0, 1, 2))
    assert (f.dealer, f.active, f.declarer, f.contract, f.dark, f.trump, f.last_trick,
            f.last_trick_winner) == (2, (0, 1, 2), None, None, False, None, (), None)
    obs = game.observation(0)
    f.observe(obs)
    assert (f.dealer, f.active) == (obs.dealer, obs.active)
