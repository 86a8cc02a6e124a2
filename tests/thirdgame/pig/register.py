"""Pig joins the registries the tests pass in (and leaves them again): all a game does to plug
in.  The tests' registries are :data:`thousand_app.kinds.REGISTRY` and
:data:`thousand_app.ui.kinds.UI_REGISTRY` (built like the app's by ``app_registry()`` and
``ui_registry()``), given to the storage, the main window, the host and the commands the
tests make."""

from __future__ import annotations

from contextlib import contextmanager
from typing import Iterator

from .kind import KIND


@contextmanager
def registered(ui: bool = False) -> Iterator[None]:
    """Pig in the games' registry for the block (with ``ui``, in the UI registry too)."""
    from thousand_app.kinds import REGISTRY

    REGISTRY.add(KIND)
    try:
        if not ui:
            yield
            return
        from thousand_app.ui.kinds import UI_REGISTRY

        from .ui import UI
        UI_REGISTRY.add(UI)
        try:
            yield
        finally:
            UI_REGISTRY.remove(UI.name)
    finally:
        REGISTRY.remove(KIND.name)
