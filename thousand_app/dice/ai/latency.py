"""Decision latency of the dice players.

``python -m thousand_app.dice.latency [--games N] [--preset P] [--players N] [--json]``
plays ``--games`` games of each level against ``normal`` and times every
decision of that level (``act``), including the first use of its tables.
Prints (the common command of :mod:`thousand_app.games.latency`) the 50th and 95th
percentile and the worst time per level, e.g.
``{"hard": {"p50_s": ..., "p95_s": ..., "max_s": ..., "decisions": ...}, ...}``.
"""

from __future__ import annotations

import random
import sys

from thousand_app.dice.engine.game import DiceGame, DiceObservation
from thousand_app.dice.engine.rules import DICE_PRESETS, DiceRules
from thousand_app.games import latency

from .driver import run_game
from .players import LEVELS, Decision, DicePlayer, make_player

__all__ = ["measure", "time_level", "main"]


def time_level(level: str, games: int, preset: str, players: int, seed: int) -> list[float]:
    """The time of every decision of ``level`` over ``games`` games against ``normal``."""
    rules = DiceRules.preset(preset)
    times: list[float] = []
    for g in range(games):
        seat = g % players
        seats: list[DicePlayer] = [make_player("normal", seed + 100 * g + k)
                                   for k in range(players)]
        seats[seat] = make_player(level, seed + g)
        game = DiceGame(rules, players)

        def watch(mover: int, obs: DiceObservation, choice: Decision, took: float,
                  seat: int = seat) -> None:
            if mover == seat:
                times.append(took)
        run_game(game, seats, random.Random(seed * 1000 + g), 5000, watch)
    return times


def measure(level: str, games: int = 20, preset: str = "classic", players: int = 2,
            seed: int = 1) -> dict[str, float]:
    """The summary of :func:`time_level` (p50, p95, worst, count)."""
    return latency.summary(time_level(level, games, preset, players, seed))


def main(argv: list[str] | None = None) -> int:
    return latency.main(argv, prog="python -m thousand_app.dice.latency",
                        description="Decision times of the dice players.", time_level=time_level,
                        levels=LEVELS, rounds=("games", 20), presets=list(DICE_PRESETS),
                        players=(2, range(2, 9)))


if __name__ == "__main__":
    sys.exit(main())
