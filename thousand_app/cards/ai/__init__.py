"""Computer players.  They see only an :class:`~thousand_app.cards.engine.Observation`.

Levels, weakest first: ``random`` and ``greedy`` (baselines), ``easy``,
``normal`` and ``hard`` (offered in the app), and ``oracle`` (sees every card;
for measurement only, built with :func:`make_oracle` from the game).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Player, RandomPlayer
from .players import LEVEL_CONFIGS, BotPlayer, LevelConfig, OraclePlayer, scaled

if TYPE_CHECKING:
    from thousand_app.cards.engine import Game

#: Levels offered in the app, weakest first.
LEVELS = ("easy", "normal", "hard")
#: Levels for measurement only: the baselines and the oracle (which sees every card).
MEASURE_LEVELS = ("random", "greedy", "oracle")


def make_player(level: str, seed: int | None = None, *, budget: float = 1.0) -> Player:
    """A computer player of the given level (``random`` ... ``hard``).

    ``budget`` scales the search levels' sample counts (tests use a small one).
    """
    if level == "random":
        return RandomPlayer(seed)
    if level in LEVEL_CONFIGS and level != "oracle":
        config = LEVEL_CONFIGS[level] if budget == 1.0 else scaled(LEVEL_CONFIGS[level], budget)
        return BotPlayer(config, seed)
    if level == "oracle":
        raise ValueError("the oracle sees every card: build it with make_oracle(game, seed)")
    raise ValueError(f"unknown computer level {level!r}")


def make_oracle(game: "Game", seed: int | None = None, *, budget: float = 1.0) -> Player:
    """The oracle: plays like ``hard`` but searches the true cards (measurement only)."""
    config = LEVEL_CONFIGS["oracle"] if budget == 1.0 else scaled(LEVEL_CONFIGS["oracle"], budget)
    return OraclePlayer(game, seed, config)


__all__ = ["Player", "RandomPlayer", "BotPlayer", "OraclePlayer", "LevelConfig", "make_player",
           "make_oracle", "LEVELS", "MEASURE_LEVELS", "LEVEL_CONFIGS"]
