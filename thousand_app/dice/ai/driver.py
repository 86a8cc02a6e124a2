"""Driving a dice game with computer players: the one loop the tournament, the latency
benchmark and the tests share."""

from __future__ import annotations

import random
import time
from typing import Callable, Sequence

from thousand_app.dice.actions import Keep, Stop, Throw
from thousand_app.dice.game import DiceGame, DiceObservation, draw_throw

from .players import Decision, DicePlayer

__all__ = ["run_game", "Watcher"]

#: Called after every decision: (seat, observation, decision, seconds it took).
Watcher = Callable[[int, DiceObservation, Decision, float], None]


def run_game(game: DiceGame, players: Sequence[DicePlayer], rng: random.Random,
             turn_cap: int, watch: Watcher | None = None) -> int:
    """Play until the game is won or ``turn_cap`` turns have started; throws (chance)
    come from ``rng``.  Returns the number of decisions the players made."""
    decisions = 0
    while game.winner is None and game.turn_index < turn_cap:
        if game.pending == "throw":
            game.apply(draw_throw(rng, game.d))
            continue
        seat = game.to_act
        assert seat is not None
        obs = game.observation(seat)
        t = time.perf_counter()
        choice = players[seat].choose(obs)
        took = time.perf_counter() - t
        decisions += 1
        if watch is not None:
            watch(seat, obs, choice, took)
        action: Keep | Stop | Throw = (draw_throw(rng, game.d) if isinstance(choice, str)
                                       else choice)
        game.apply(action)
    return decisions
