"""Computer players of the dice game, their solver and their benchmarks (docs/dice.md)."""

from .players import LEVELS, THROW_AGAIN, DicePlayer, decide, make_player

__all__ = ["LEVELS", "THROW_AGAIN", "DicePlayer", "decide", "make_player"]
