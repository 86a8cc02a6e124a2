"""Hints: the strongest computer level suggests the human's move; the prompt points at it."""

from __future__ import annotations


from thousand_app.engine import (Bid, Concede, Dark, Declare, Discard, Give, Pass, Play, Raise,
                                 Redeal, Take)

from .screen_host import ScreenHost
from .i18n import translate
from .texts import action_text, fmt



class Hints:
    """Asks the controller for a hint on the current turn and shows the answer."""

    def __init__(self, screen: ScreenHost) -> None:
        self.screen = screen
        screen.controller.hintReady.connect(self._on_hint)

    def request(self) -> None:
        screen = self.screen
        if screen.prompt is None or screen.prompt.mode == "claim" or screen.curtain.isVisible():
            return
        screen.panel.set_detail(translate("Game", "Thinking about a hint…"))
        screen.controller.request_hint(screen.prompt.seat)

    def _on_hint(self, seat: int, action: object) -> None:
        screen = self.screen
        prompt = screen.prompt
        if prompt is None or seat != prompt.seat:
            return
        if action is None:
            screen.panel.detail.setText(translate("Game", "No hint this time."))
            return
        assert isinstance(action, (Bid, Pass, Dark, Redeal, Take, Give, Discard, Raise, Concede,
                                   Play, Declare))
        text = fmt(translate("Game", "Hint: %1."), action_text(action, screen.controller.game.players))
        prompt.show_hint(action)
        if prompt.mode != "exchange":
            text += " " + translate("Game", "Enter makes this move.")
        screen.panel.set_detail(text)
        screen.place_panel()
