"""Hints: the strongest computer level suggests the human's move; the prompt points at it.
The coach's "Show me the better move" comes the same way (a
:class:`~thousand_app.ui.common.coach.Better`): its move is pointed at (every card of the
cards passed together, the button of a bid, a pass, a talon, a raise or a concession, the
card to lead when the better move keeps the contract) and the panel says it in the
coach's words."""

from __future__ import annotations


from thousand_app.cards.engine import (Bid, Concede, Dark, Declare, Discard, Give, Pass, Play, Raise,
                                 Redeal, Take)

from thousand_app.ui.cards.screen_host import ScreenHost
from thousand_app.ui.common.coach import Better
from thousand_app.ui.common.i18n import translate
from thousand_app.ui.common.texts import fmt
from .texts import action_text



#: Hinted moves that are a card of the hand (the cursor is put on it).
CARD_MOVES = (Play, Declare, Give, Discard)


class Hints:
    """Asks the controller for a hint on the current turn and shows the answer."""

    def __init__(self, screen: ScreenHost) -> None:
        self.screen = screen
        screen.controller.hintReady.connect(self._on_hint)

    def request(self) -> None:
        screen = self.screen
        if (screen.prompt is None or screen.prompt.mode == "claim"
                or screen.overlays.curtain.isVisible()):
            return
        screen.overlays.panel.set_detail(translate("Game", "Thinking about a hint…"))
        screen.controller.request_hint(screen.prompt.seat)

    def _on_hint(self, seat: int, action: object) -> None:
        screen = self.screen
        prompt = screen.prompt
        if prompt is None or seat != prompt.seat:
            return
        screen.overlays.panel.mark(frozenset())       # (the last hint's marks go)
        if isinstance(action, Better):
            self._show_better(action)
            return
        if action is None:
            screen.overlays.panel.detail.setText(translate("Game", "No hint this time."))
            return
        assert isinstance(action, (Bid, Pass, Dark, Redeal, Take, Give, Discard, Raise, Concede,
                                   Play, Declare))
        text = fmt(translate("Game", "Hint: %1."),
                   action_text(action, screen.controller.game.players))
        if prompt.uses_cards and not isinstance(action, CARD_MOVES):
            # a move that is not a card on a prompt of cards (a raise before the lead or the
            # passing): no cursor, so that Enter makes it (moving the cursor drops the hint)
            screen.keys.active = False
        prompt.show_hint(action)
        screen.overlays.panel.set_detail(text + " " + hint_enter_text(action, prompt))
        screen.place_panel()


    def _show_better(self, better: Better) -> None:
        """The coach's better move: every action of it pointed at, said in its words."""
        from .coach_texts import card_advice_words

        screen = self.screen
        prompt = screen.prompt
        assert prompt is not None
        for action in better.actions:
            if prompt.uses_cards and not isinstance(action, CARD_MOVES):
                screen.keys.active = False     # (Enter makes it: see _on_hint)
            prompt.show_hint(action)
        text = card_advice_words(better.advice, screen.controller.game.players).better
        if len(better.actions) == 1:
            text += " " + hint_enter_text(better.actions[0], prompt)
        elif better.actions:                   # the cards passed: the prompt says what next
            text += " " + screen.overlays.panel.detail.text()
        screen.overlays.panel.set_detail(text)
        screen.place_panel()


def hint_enter_text(action: object, prompt: object) -> str:
    """What Enter does after a hint, as it will be even if the player then moves the cursor
    or changes the value."""
    if isinstance(action, (Play, Declare)):
        return translate("Game", "It is marked on the table; Enter plays the card under "
                         "the cursor.")
    if isinstance(action, Bid):
        return translate("Game", "Enter bids the value in the box.")
    if isinstance(action, (Give, Discard)):
        if action.card in getattr(prompt, "selected", ()):
            return translate("Game", "It is chosen; Enter on a chosen card takes it back.")
        return translate("Game", "Enter chooses the card under the cursor.")
    return translate("Game", "Enter makes this move.")
