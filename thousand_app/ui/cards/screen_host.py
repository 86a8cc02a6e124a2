"""What the card screen's helpers may use of it: the prompts, the hint and the keys are handed
the screen as a :class:`ScreenHost` and never import the screen itself (no import circle).
:class:`~thousand_app.ui.cards.game_screen.GameScreen` is one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Optional, Protocol

from PySide6.QtWidgets import QWidget

from thousand_app.cards.engine import Action

if TYPE_CHECKING:
    from thousand_app.ui.cards.controller import GameController
    from .panel import ActionPanel
    from thousand_app.ui.cards.table import TableScene

__all__ = ["ScreenHost", "Overlays"]


class Overlays(Protocol):
    """The panels over the card table as the screen's helpers see them."""

    @property
    def panel(self) -> ActionPanel:
        """The action panel of the human's turn."""
        ...

    @property
    def curtain(self) -> QWidget:
        """The hot-seat curtain over the table."""
        ...

    @property
    def summary(self) -> QWidget:
        """The end-of-deal summary over the table."""
        ...


class ScreenHost(Protocol):
    """The card screen as its prompts, hint and keys see it."""

    #: The prompt of the human turn now offered (a :class:`~.prompt_base.Prompt`), or None.
    prompt: Optional[Any]
    #: Whether a concession is confirmed before it is made.
    confirm_concede: bool

    @property
    def keys(self) -> Any:
        """The keyboard handler (a :class:`~.keys.KeyHandler`)."""
        ...

    @property
    def overlays(self) -> Overlays:
        """The panels over the table (a :class:`~.screen_overlays.ScreenOverlays`)."""
        ...

    @property
    def scene(self) -> TableScene: ...

    @property
    def controller(self) -> GameController: ...

    @property
    def viewer(self) -> Optional[int]:
        """The seat whose eyes the table shows (None: nobody's hand)."""
        ...

    def place_panel(self) -> None: ...

    def show_panel(self) -> None: ...

    def next_deal(self) -> None: ...

    def curtain_ready(self) -> None: ...

    def submit(self, action: Action) -> None: ...

    def submit_all(self, actions: list[Action]) -> None: ...

    def answer_claim(self, prompt: Any, action: Optional[Action]) -> None: ...

    def isVisible(self) -> bool: ...  # noqa: N802 (Qt's name)

    def window(self) -> QWidget: ...
