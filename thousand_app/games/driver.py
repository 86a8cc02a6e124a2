"""One loop that plays a game with computer players, for either game: tournaments, latency
measurements, tests (and, later, a host's computer seats).

Chance's steps are drawn from the generator the caller gives; every other step asks the
player of the seat to act for an action on its observation, as the player protocol says.
"""

from __future__ import annotations

import random
import time
from typing import Any, Callable, Optional, Sequence

from .protocol import Game, Player

__all__ = ["Watcher", "play"]

#: Called after every decision: (seat, observation, action, seconds the player took).
Watcher = Callable[[int, Any, Any, float], None]


def play(game: Game[Any, Any, Any], players: Sequence[Player[Any, Any]], rng: random.Random,
         *, until: Optional[Callable[[Any], bool]] = None,
         interject: Optional[Callable[[Any], bool]] = None,
         watch: Optional[Watcher] = None) -> int:
    """Play until the game is over or ``until(game)`` holds; the number of decisions asked.

    ``interject(game)`` runs before each decision and may apply actions of its own (the card
    game's out-of-turn opening claims); when it returns True the loop looks at the game again.
    """
    decisions = 0
    while not game.is_over and (until is None or not until(game)):
        if game.chance_pending:
            game.apply(game.sample_chance(rng))
            continue
        if interject is not None and interject(game):
            continue
        seat = game.to_act
        assert seat is not None, "a game that is not over has a seat or chance to act"
        obs = game.observation(seat)
        t0 = time.perf_counter()
        action = players[seat].act(obs)
        took = time.perf_counter() - t0
        decisions += 1
        if watch is not None:
            watch(seat, obs, action, took)
        game.apply(action)
    return decisions
