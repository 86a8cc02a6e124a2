"""Driving a dice game with computer players: the common loop (:func:`thousand_app.games.driver.play`)
with the dice game's turn cap, which the tournament, the latency benchmark and the tests share."""

from __future__ import annotations

import random
from typing import Callable, Sequence

from thousand_app.dice.engine.game import DiceGame, DiceObservation
from thousand_app.games.driver import play

from .players import Decision, DicePlayer

__all__ = ["run_game", "Watcher"]

#: Called after every decision: (seat, observation, decision, seconds it took).
Watcher = Callable[[int, DiceObservation, Decision, float], None]


def run_game(game: DiceGame, players: Sequence[DicePlayer], rng: random.Random,
             turn_cap: int, watch: Watcher | None = None) -> int:
    """Play until the game is won or ``turn_cap`` turns have started; throws (chance)
    come from ``rng``.  Returns the number of decisions the players made."""
    return play(game, players, rng, until=lambda g: g.turn_index >= turn_cap, watch=watch)
