"""The UIs of the app's games, in the order of the games' registry: for the entry points.

The UI shell (``thousand_app.ui.common``) finds a game's screens, dialogs, keys, statistics,
screenshot scenes and smoke-test stages in the :class:`UIRegistry` its entry point passes to
the main window (each game's UI folder describes itself once in its ``kind`` module); the
shell never imports this module.
"""

from __future__ import annotations

from thousand_app.games.registry import Registry
from thousand_app.kinds import REGISTRY
from thousand_app.ui.cards.kind import UI as CARDS_UI
from thousand_app.ui.common.game_ui import UIRegistry
from thousand_app.ui.dice.kind import UI as DICE_UI

__all__ = ["ui_registry", "UI_REGISTRY"]


def ui_registry(registry: Registry) -> UIRegistry:
    """A new UI registry of the app's games' UIs, in the order of ``registry``'s games."""
    return UIRegistry(registry, sorted((CARDS_UI, DICE_UI),
                                       key=lambda ui: registry.names.index(ui.name)))


#: The UIs of :data:`thousand_app.kinds.REGISTRY`'s games, for the commands and tests that
#: share them.
UI_REGISTRY = ui_registry(REGISTRY)
