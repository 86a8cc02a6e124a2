"""The UIs of the app's games, in the order of :data:`thousand_app.kinds.REGISTRY`.

The UI shell (``thousand_app.ui.common``) finds a game's screens, dialogs, keys, statistics,
screenshot scenes and smoke-test stages here by the game's name instead of importing the
game's UI folder; each folder describes itself once in its ``kind`` module.
"""

from __future__ import annotations

from thousand_app.kinds import REGISTRY
from thousand_app.ui.cards.kind import UI as CARDS_UI
from thousand_app.ui.common.game_ui import UIRegistry
from thousand_app.ui.dice.kind import UI as DICE_UI

__all__ = ["UI_REGISTRY"]

UI_REGISTRY = UIRegistry(sorted((CARDS_UI, DICE_UI), key=lambda ui: REGISTRY.names.index(ui.name)))
