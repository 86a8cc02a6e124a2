"""An observation says why a move may not be made, as the game would (for a table that holds
only what its seat sees: a network seat)."""

from __future__ import annotations

import random

import pytest

from thousand_app.cards.engine import Game, Play, Rules
from thousand_app.cards.engine.phase import Phase


@pytest.mark.parametrize("n", [2, 3, 4])
def test_every_card_refused_for_the_reason_the_game_gives(n: int) -> None:
    checked = 0
    for seed in range(8):
        game = Game(Rules(), n, seed=seed)
        rng = random.Random(seed)
        while not game.is_over and len(game.history) < 2:
            if game.chance_pending or game.to_act is None:
                game.apply(game.sample_chance(rng))
                continue
            seat = game.to_act
            obs = game.observation(seat)
            for other in range(n):   # a seat not to act: it is not its turn
                if other != seat and game.observation(other).hand:
                    o = game.observation(other)
                    assert o.reason(Play(other, o.hand[0])).code == "not_your_turn"  # type: ignore[union-attr]
            if obs.phase == Phase.PLAY:
                for card in obs.hand:
                    action = Play(seat, card)
                    mine, engine = obs.reason(action), game.reason(action)
                    assert (mine is None) == (engine is None), (card, engine)
                    assert getattr(mine, "code", None) == getattr(engine, "code", None)
                    checked += 1
            game.apply(rng.choice(obs.legal_actions))
    assert checked > 100
