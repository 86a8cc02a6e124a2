"""Sampled worlds agree with everything the seat knows, and with the truth's constraints."""

from __future__ import annotations

import random

import pytest

from thousand_app.cards.ai.belief import build_belief
from thousand_app.cards.engine import Game, Rules, bid_cap
from thousand_app.cards.engine.cards import FULL_DECK, marriage_total


def _check(game: Game, rng: random.Random) -> None:
    d = game.card_locations()
    assert d is not None
    for seat in range(game.n):
        obs = game.observation(seat)
        belief = build_belief(obs)
        for p in belief.places:
            if p.name == "hand":
                truth = d.hands[p.seat]
                assert p.known & ~truth == 0, "a card known to be in a hand is not there"
                assert p.forbid & truth == 0, "a card ruled out of a hand is there"
                assert truth.bit_count() == p.size
        room = sum(p.size - p.known.bit_count() for p in belief.places)
        assert room == belief.unseen.bit_count(), "hidden places do not hold the unseen cards"
        for _ in range(3):
            w = belief.sample(rng)
            assert w.hands[seat] == d.hands[seat]
            union = 0
            for s in range(game.n):
                assert w.hands[s].bit_count() == d.hands[s].bit_count()
            for m in [*w.hands, *w.talons, w.dead, w.spare, w.discards]:
                assert union & m == 0
                union |= m
            # Every card is somewhere: in a sampled place or among the cards seen out of play.
            for p in belief.places:
                if p.name == "hand":
                    assert w.hands[p.seat] & p.forbid == 0
                    assert w.hands[p.seat] & p.known == p.known
            assert union | belief.seen | FULL_DECK == FULL_DECK


@pytest.mark.slow
def test_samples_are_consistent() -> None:
    rng = random.Random(0)
    presets = ["classic", "pocket", "family", "polish"]
    for gi in range(48):
        n = (2, 3, 4)[gi % 3]
        options: dict[str, object] = {}
        if gi % 2:
            options["two_player_mode"] = "dead_hand"
        if gi % 5 == 0:
            options["pass_cards_face_up"] = "on"
        if gi % 7 == 0:
            options["ace_marriage"] = "on"
        game = Game(Rules.preset(presets[gi % 4], **options), n, seed=gi)
        for _ in range(250):
            if game.is_over:
                break
            if game.needs_deal:
                game.deal()
                continue
            if rng.random() < 0.25:
                _check(game, rng)
            game.apply(rng.choice(game.legal_actions()))


def test_bid_above_the_bare_cap_pins_marriages() -> None:
    """A defender who bid 220 holds the hearts marriage (or more) in every sample."""
    rules = Rules.preset("classic")
    rng = random.Random(1)
    found = 0
    for seed in range(400):
        game = Game(rules, 3, seed=seed)
        d = game.card_locations()
        assert d is not None
        bidder = game.to_act
        assert bidder is not None
        hand = d.hands[bidder]
        if marriage_total(hand) < 100:
            continue
        from thousand_app.cards.engine import Bid
        value = bid_cap(rules, hand)
        game.apply(Bid(bidder, value))
        viewer = next(s for s in game.observation(bidder).active if s != bidder)
        belief = build_belief(game.observation(viewer))
        for _ in range(5):
            w = belief.sample(rng)
            assert bid_cap(rules, w.hands[bidder]) >= value
        found += 1
        if found >= 10:
            break
    assert found >= 5
