"""The games of this app, in the order the start screen offers them: for the entry points.

An entry point (the app's ``main``, ``thousand-server``, ``thousand-replay``, the bench,
screenshot and smoke commands, the tests' fixtures) builds the registry here and passes it
to what needs it (the storage, the main window, the host, the server); common code
(``games``, ``storage``, ``net``, ``ui/common``) never imports this module
(``tests/test_layers.py``), so importing it is what loads the games' engines.
"""

from __future__ import annotations

from thousand_app.cards.kind import KIND as CARDS
from thousand_app.dice.kind import KIND as DICE
from thousand_app.games.registry import Registry

__all__ = ["app_registry", "REGISTRY", "CARDS", "DICE"]


def app_registry() -> Registry:
    """A new registry of the app's games (the card game, then the dice game)."""
    return Registry([CARDS, DICE])


#: The app's registry, built once for the commands and tests that share one.
REGISTRY = app_registry()
