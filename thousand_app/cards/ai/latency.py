"""How long the card game's computer levels take per decision on this machine.

Each level plays ``--deals`` deals (3 players, ``--preset``) with itself in every
seat, in this one process; every call of ``act`` (and of ``claim``) that had a
real choice (two or more legal actions) is timed.  Printed per level (the common
command of :mod:`thousand_app.games.latency`): the number of decisions, the median,
the 95th percentile and the worst time.  The same seed gives the same decisions, so
only the machine's speed changes the figures.
"""

from __future__ import annotations

from typing import Optional, Sequence

from thousand_app.cards.engine import PRESETS, Game, Rules
from thousand_app.games import latency

from . import LEVELS, make_player
from .tournament import drive

__all__ = ["time_level", "main"]


def time_level(level: str, deals: int, preset: str, players: int, seed: int) -> list[float]:
    """Decision times of ``level`` over ``deals`` deals with it in every seat."""
    rules = Rules.preset(preset)
    times: list[float] = []
    for k in range(deals):
        game = Game(rules, players, first_dealer=k % players, seed=seed * 1000 + k, deal=False,
                    keep_undo=False)
        game.deal()
        bots = [make_player(level, seed * 100 + k * 10 + s) for s in range(players)]
        drive(game, bots, stop_after_deal=True, times=times)
    return times


def main(argv: Optional[Sequence[str]] = None) -> int:
    return latency.main(argv, prog="python -m thousand_app.cards.ai.latency",
                        description=__doc__ or "", time_level=time_level, levels=LEVELS,
                        rounds=("deals", 12), presets=sorted(PRESETS, key=lambda p: p != "classic"),
                        players=(3, (2, 3, 4)))


if __name__ == "__main__":
    raise SystemExit(main())
