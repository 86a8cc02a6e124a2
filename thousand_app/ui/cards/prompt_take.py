"""Two players with two talons: the declarer picks one."""

from __future__ import annotations

from thousand_app.cards.engine import Take

from thousand_app.ui.common.i18n import translate
from .prompt_base import Prompt


class TakePrompt(Prompt):
    mode = "take"

    def show(self) -> None:
        p = self.panel
        seat = self.seat
        p.set_content(translate("Game", "Choose a talon: click it, or press 1 or 2."))
        p.add_button(translate("Game", "Left talon"), lambda: self.submit(Take(seat, 0)), "1",
                     name="take0")
        p.add_button(translate("Game", "Right talon"), lambda: self.submit(Take(seat, 1)), "2",
                     name="take1")
        self.scene.set_interaction({}, talon_clickable=True)

    def talon_clicked(self, index: int) -> None:
        self.submit(Take(self.seat, index))
