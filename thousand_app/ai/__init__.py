"""Computer players.  They see only an :class:`~thousand_app.engine.Observation`."""

from __future__ import annotations

from .base import Player, RandomPlayer

#: Levels offered in the app, weakest first.
APP_LEVELS = ("easy", "normal", "hard")


def make_player(level: str, seed: int | None = None) -> Player:
    """A computer player of the given level (``random`` ... ``hard``)."""
    if level == "random":
        return RandomPlayer(seed)
    # Stronger levels arrive with the computer-opponents work; until then the
    # random player stands in (never a fake result).
    if level in APP_LEVELS or level in ("greedy",):
        return RandomPlayer(seed)
    raise ValueError(f"unknown computer level {level!r}")


__all__ = ["Player", "RandomPlayer", "make_player", "APP_LEVELS"]
