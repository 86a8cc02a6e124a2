"""Opening claims before the first bid: play in the dark (forehand), ask for a redeal.

The engine asks each seat that has a claim in turn, as the seat to act: its legal actions
are ``Decline`` and its claims; this prompt shows them ("Play on" / "Look at my cards" is
the Decline)."""

from __future__ import annotations

from typing import Optional

from thousand_app.cards.engine import DARK_CONTRACT, Action, Dark, Decline, Observation, Redeal

from thousand_app.ui.cards.screen_host import ScreenHost
from thousand_app.ui.common.i18n import translate
from .prompt_base import Prompt
from thousand_app.ui.common.texts import fmt
from .texts import redeal_reason



class ClaimPrompt(Prompt):
    """The seat is asked about its opening claims; he makes one or plays on (declines)."""

    mode = "claim"

    def __init__(self, screen: ScreenHost, obs: Observation) -> None:
        super().__init__(screen, obs)
        self.claims = [a for a in obs.legal_actions if isinstance(a, (Redeal, Dark))]

    @property
    def dark_offered(self) -> bool:
        return any(isinstance(a, Dark) for a in self.claims)

    def show(self) -> None:
        p = self.panel
        dark = next((a for a in self.claims if isinstance(a, Dark)), None)
        redeal = next((a for a in self.claims if isinstance(a, Redeal)), None)
        if dark is not None:
            self.scene.hide_own = True
            self._hide_own_hand()
            p.set_content(translate("Game", "You are forehand: play in the dark?"),
                          fmt(translate("Game", "A dark game is %1 played without looking at "
                                                "your cards; its result counts double."),
                              DARK_CONTRACT))
            p.add_button(translate("Game", "Play in the dark"), lambda: self.answer(dark),
                         "D", name="darkButton")
            p.add_button(translate("Game", "Look at my cards"), lambda: self.answer(None),
                         "Return", name="lookButton")
        else:
            assert redeal is not None
            reasons = self.controller.game.redeal_reasons(self.seat)
            why = ", ".join(redeal_reason(r) for r in reasons)
            p.set_content(fmt(translate("Game", "You may ask for a redeal (%1)."), why),
                          translate("Game", "The same dealer deals again and nobody scores."))
            p.add_button(translate("Game", "Ask for a redeal"), lambda: self.answer(redeal),
                         "R", name="redealButton")
            p.add_button(translate("Game", "Play on"), lambda: self.answer(None), "Return",
                         name="playOnButton")
        self.scene.set_interaction({})

    def _hide_own_hand(self) -> None:
        viewer = self.screen.viewer
        if viewer is None:
            return
        for it in self.scene.hands.get(viewer, []):
            it.card = None
            it.face_up = False
            it.update()

    def answer(self, action: Optional[Action]) -> None:
        self.screen.answer_claim(self, action)
