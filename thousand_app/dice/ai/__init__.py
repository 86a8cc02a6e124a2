"""Computer players of the dice game, their solver and their benchmarks (docs/dice.md).

``make_player(level, seed)`` (from :mod:`.players`) is the entry point; the names
below are imported on first use, so ``python -m thousand_app.dice.ai.tables`` and
the other commands run their module only once.
"""

from __future__ import annotations

from typing import Any

__all__ = ["LEVELS", "THROW_AGAIN", "DicePlayer", "decide", "make_player"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        from . import players
        return getattr(players, name)
    raise AttributeError(name)
