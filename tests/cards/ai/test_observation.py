"""A bot decides from its observation only: shuffling the cards it cannot see changes nothing."""

from __future__ import annotations

import dataclasses
import random
import zlib
from typing import Optional

import pytest

from thousand_app.cards.ai import make_player
from thousand_app.cards.ai.tournament import drive
from thousand_app.cards.engine import Action, Game, Layout, Observation, Phase, Rules, mask_of
from thousand_app.cards.engine.events import (CardDiscarded, CardGiven, CardPlayed, Dealt,
                                        SpareTalonTaken, TalonTaken)

from .helpers import seat_players


def _visible(game: Game, seat: int) -> int:
    """Cards the seat has seen in this deal, worked out from the true (unredacted) events by the
    rules of the table, not by the engine's redaction: its dealt hand, a talon turned up or
    taken by itself, cards passed face up or by or to itself, its own laid-aside cards, every
    card played and the spare talon."""
    m = 0
    for e in game.deal_events():
        if isinstance(e, Dealt):
            m |= mask_of(e.hands[seat] or ())
        elif isinstance(e, TalonTaken) and (e.shown or e.seat == seat):
            m |= mask_of(e.cards or ())
        elif isinstance(e, CardGiven) and (e.face_up or seat in (e.seat, e.to)):
            m |= mask_of([e.card] if e.card is not None else [])
        elif isinstance(e, CardDiscarded) and e.seat == seat and e.card is not None:
            m |= 1 << e.card
        elif isinstance(e, CardPlayed):
            m |= 1 << e.card
        elif isinstance(e, SpareTalonTaken):
            m |= mask_of(e.cards)
    return m


def _replay(rules: Rules, n: int, dealer: int, layout: Layout,
            actions: list[Action]) -> Optional[Game]:
    game = Game(rules, n, first_dealer=dealer, seed=1, deal=False, keep_undo=False)
    game.deal(layout)
    for a in actions:
        if game.reason(a) is not None:
            return None
        game.apply(a)
    return game


def _swapped(layout: Layout, a: int, b: int) -> Layout:
    def sw(m: int) -> int:
        ha, hb = m >> a & 1, m >> b & 1
        if ha != hb:
            m ^= (1 << a) | (1 << b)
        return m
    return Layout(tuple(sw(h) for h in layout.hands), tuple(sw(t) for t in layout.talons),
                  sw(layout.dead))


def _twin(rules: Rules, n: int, dealer: int, layout: Layout, actions: list[Action], seat: int,
          rng: random.Random, game: Game) -> Optional[Game]:
    """A game with a different layout, the same actions, and the same observation for ``seat``.

    Cards the seat has not seen are swapped between places (another hand, a talon, the dead
    hand); whenever the same actions are still legal, the seat's observation must not change:
    if it did, the observation would be showing a card the seat cannot see.
    """
    hidden = [c for c in range(24) if not _visible(game, seat) >> c & 1]
    target = game.observation(seat)
    for _ in range(300):
        if len(hidden) < 2:
            return None
        a, b = rng.sample(hidden, 2)
        new = _swapped(layout, a, b)
        if rng.random() < 0.5:
            c, d = rng.sample(hidden, 2)
            new = _swapped(new, c, d)
        if new == layout:
            continue
        twin = _replay(rules, n, dealer, new, actions)
        if twin is not None:
            assert twin.observation(seat) == target, "an observation shows a hidden card"
            return twin
    return None


CASES = [("classic", {}, 3), ("classic", {}, 4), ("classic", {}, 2), ("polish", {}, 3),
         ("classic", {"two_player_mode": "dead_hand"}, 2), ("pocket", {"ace_marriage": "on"}, 3)]


@pytest.mark.slow
@pytest.mark.search
@pytest.mark.parametrize("level", ["greedy", "easy", "normal", "hard"])
@pytest.mark.parametrize("preset,options,n", CASES)
def test_hidden_cards_do_not_matter(level: str, preset: str, options: dict[str, object],
                                    n: int) -> None:
    rules = Rules.preset(preset, **options)
    rng = random.Random(zlib.crc32(repr((level, preset, options, n)).encode()))
    checked = 0
    phases: set[str] = set()
    for gseed in range(12):
        game = Game(rules, n, seed=gseed, deal=False, keep_undo=False)
        dealer = game.dealer
        game.deal()
        layout = game.deals[-1][0]
        driver = seat_players(game, ["easy"] * n, gseed, 0.05)
        # Stop at a random decision of the deal: in the auction for every third game.
        stop = rng.randrange(0, 3) if gseed % 3 == 0 else rng.randrange(3, 30)
        steps = 0
        while game.to_act is not None and steps < stop:
            drive_one(game, driver)
            steps += 1
        if game.to_act is None:
            continue
        seat = game.to_act
        actions = list(game.deals[-1][1])
        twin = _twin(rules, n, dealer, layout, actions, seat, rng, game)
        if twin is None:
            continue
        assert twin.deals[-1][0] != layout
        obs1, obs2 = game.observation(seat), twin.observation(seat)
        bot1 = make_player(level, 99, budget=0.1)
        bot2 = make_player(level, 99, budget=0.1)
        assert bot1.act(obs1) == bot2.act(obs2)
        checked += 1
        phases.add(obs1.phase)
    assert checked >= 4, f"only {checked} twin positions found"
    assert Phase.BIDDING in phases and Phase.PLAY in phases, phases


def drive_one(game: Game, players: list) -> None:  # type: ignore[type-arg]
    seat = game.to_act
    assert seat is not None
    game.apply(players[seat].act(game.observation(seat)))


def test_same_seed_same_decisions() -> None:
    rules = Rules.preset("classic")
    for level in ("easy", "normal", "hard"):
        outs = []
        for _ in range(2):
            game = Game(rules, 3, seed=5, deal=False, keep_undo=False)
            game.deal()
            players = [make_player(level, 3 + s, budget=0.1) for s in range(3)]
            drive(game, players, stop_after_deal=True)
            outs.append([str(a) for a in game.deals[-1][1]])
        assert outs[0] == outs[1]


def test_a_leaking_observation_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """The twin check above fails for an observation that shows other seats' dealt cards."""
    rules = Rules.preset("classic")
    game = Game(rules, 3, seed=3, deal=False, keep_undo=False)
    dealer = game.dealer
    game.deal()
    layout = game.deals[-1][0]
    honest = Game.observation

    def leaky(self: Game, seat: int) -> Observation:
        return dataclasses.replace(honest(self, seat), events=tuple(self.deal_events()))

    seat = game.to_act
    assert seat is not None
    assert _twin(rules, 3, dealer, layout, [], seat, random.Random(1), game) is not None
    monkeypatch.setattr(Game, "observation", leaky)
    with pytest.raises(AssertionError, match="hidden card"):
        _twin(rules, 3, dealer, layout, [], seat, random.Random(1), game)
