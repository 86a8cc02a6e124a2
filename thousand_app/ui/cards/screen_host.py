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
    from .screen_overlays import ScreenOverlays
    from thousand_app.ui.cards.table import TableScene

__all__ = ["ScreenHost"]


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
    def overlays(self) -> ScreenOverlays:
        """The panels over the table: the action panel, the curtain, the deal's summary..."""
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
