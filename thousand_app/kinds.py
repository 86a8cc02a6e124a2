"""The games of this app, in the order the start screen offers them.

Common code (storage, the replay command, the UI shell, network play) looks a game up here
by name or by record format instead of importing it.
"""

from __future__ import annotations

from thousand_app.cards.kind import KIND as CARDS
from thousand_app.dice.kind import KIND as DICE
from thousand_app.games.registry import Registry

__all__ = ["REGISTRY", "CARDS", "DICE"]

REGISTRY = Registry([CARDS, DICE])
