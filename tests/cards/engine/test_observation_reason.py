"""An observation says why a move may not be made, as the game would (for a table that holds
only what its seat sees: a network seat): the seat to act gets the engine's own reason for
every card of its hand that may not go to the trick, every seat why any other move is
refused now."""

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
            for other in range(n):   # a seat not to act: it is not its turn, and no more
                if other != seat:
                    o = game.observation(other)
                    assert o.otherwise is not None and o.otherwise.code == "not_your_turn"
                    assert o.refusals == () and o.previews == () and o.redeal_reasons == ()
            assert obs.otherwise is not None and obs.otherwise.code == "not_now"
            refused = dict(obs.refusals)
            if obs.phase == Phase.PLAY:
                for card in obs.hand:
                    action = Play(seat, card)
                    engine = game.reason(action)
                    assert (action in obs.legal_actions) == (engine is None)
                    if engine is not None:
                        assert refused[action] == engine
                        assert refused[action].code == engine.code  # type: ignore[attr-defined]
                        checked += 1
                assert len(refused) == len([c for c in obs.hand
                                            if Play(seat, c) not in obs.legal_actions])
            else:
                assert not refused
            game.apply(rng.choice(obs.legal_actions))
    assert checked > 50


def test_the_redeal_reasons_come_to_the_seat_asked() -> None:
    """A seat asked about its opening claims with a redeal among them is told the conditions
    its dealt hand meets (the game's own answer); nobody else is."""
    from thousand_app.cards.engine import Redeal

    seen = 0
    for seed in range(300):
        game = Game(Rules(), 3, seed=seed)
        seat = game.to_act
        assert seat is not None
        obs = game.observation(seat)
        if any(isinstance(a, Redeal) for a in obs.legal_actions):
            assert obs.redeal_reasons and list(obs.redeal_reasons) == game.redeal_reasons(seat)
            seen += 1
        else:
            assert obs.redeal_reasons == ()
    assert seen > 0
