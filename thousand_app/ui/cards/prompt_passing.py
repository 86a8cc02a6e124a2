"""After the talon: the declarer passes a card to each opponent (or lays two aside)."""

from __future__ import annotations

from typing import Optional

from thousand_app.cards.engine import Action, Card, Concede, Discard, Give, Observation, Raise

from thousand_app.ui.cards.screen_host import ScreenHost
from thousand_app.ui.common.i18n import translate
from .prompt_base import Prompt
from thousand_app.ui.common.texts import fmt
from .texts import target_name



def targets(obs: Observation) -> list[int]:
    """Whom the declarer still passes a card to, in order."""
    out: list[int] = []
    for a in obs.legal_actions:
        if isinstance(a, Give) and a.to not in out:
            out.append(a.to)
    return out


#: The key that passes the chosen cards (or lays them aside); Enter and Space choose a card.
CONFIRM_KEY = "P"


class PassingPrompt(Prompt):
    """The player chooses the cards to pass (or lay aside): a click, or Enter or Space on the
    card under the cursor, chooses a card or takes it back; then the button, or P, confirms
    (two keys: the last card chosen is seen before anything is passed)."""

    mode = "exchange"
    uses_cards = True

    def __init__(self, screen: ScreenHost, obs: Observation) -> None:
        super().__init__(screen, obs)
        self.selected: list[Card] = []
        self.hint_card: Optional[int] = None

    @property
    def discard(self) -> bool:
        return any(isinstance(a, Discard) for a in self.obs.legal_actions)

    def need(self) -> int:
        """How many cards the player chooses."""
        obs = self.obs
        if not self.discard:
            return len(targets(obs))
        return obs.to_lay_aside

    def show(self) -> None:
        obs = self.observation()
        p = self.panel
        discard = self.discard
        to = targets(obs)
        names = list(obs.players)
        if discard:
            prompt = translate("Game", "Choose two cards to lay aside.")
        else:
            who = [target_name(t, names) for t in to]
            prompt = fmt(translate("Game", "Choose the cards to pass: the first to %1, the second "
                                           "to %2."), *who) if len(who) == 2 else \
                fmt(translate("Game", "Choose the card to pass to %1."), who[0])
        chosen, need = len(self.selected), self.need()
        if chosen < need:
            detail = fmt(translate("Game", "Chosen: %1 of %2. Click a card, or press Enter on "
                                           "it, to choose it or take it back."), chosen, need)
        elif discard:
            detail = fmt(translate("Game", "Chosen: %1 of %2. %3 lays them aside; a click or "
                                           "Enter on a chosen card takes it back."),
                         chosen, need, CONFIRM_KEY)
        else:
            detail = fmt(translate("Game", "Chosen: %1 of %2. %3 passes them; a click or "
                                           "Enter on a chosen card takes it back."),
                         chosen, need, CONFIRM_KEY)
        p.set_content(prompt, detail)
        p.add_button(translate("Game", "Pass the cards") if not discard
                     else translate("Game", "Lay them aside"), self.confirm, CONFIRM_KEY,
                     enabled=chosen == need, name="giveButton")
        self.add_concede_redeal(obs)
        labels: dict[int, str] = {}
        if not discard:
            for i, c in enumerate(self.selected):
                labels[c] = "→ " + target_name(to[i], names)
        self.scene.set_interaction({c: "select" for c in obs.hand}, self.selected, labels,
                                   focus=self.screen.keys.focus_card(), hint=self.hint_card,
                                   dim_others=False)

    def refresh(self) -> None:
        self.show()
        self.screen.show_panel()

    def card_clicked(self, card: Card) -> None:
        """Choose a card, or take a chosen one back."""
        if card in self.selected:
            self.selected.remove(card)
        elif len(self.selected) < self.need():
            self.selected.append(card)
        self.refresh()
        consider = getattr(self.screen.controller, "coach_consider", None)
        if consider is not None and len(self.selected) == self.need():
            consider(self.chosen())     # (the coach judges them while he looks again)

    def chosen(self) -> list[Action]:
        """The chosen cards as the moves that pass them (or lay them aside)."""
        seat = self.seat
        if self.discard:
            return [Discard(seat, c) for c in self.selected]
        return [Give(seat, c, t) for c, t in zip(self.selected, targets(self.observation()))]

    def confirm(self) -> None:
        self.screen.submit_all(self.chosen())

    def show_hint(self, action: Action) -> None:
        """The hinted card is chosen (for the hinted player) and the cursor put on it; a hinted
        raise (legal before passing) is made by Enter."""
        super().show_hint(action)
        if isinstance(action, (Give, Discard)):
            card = action.card
            if card not in self.selected and len(self.selected) < self.need():
                to = targets(self.obs)
                slot = (to.index(action.to) if isinstance(action, Give) and action.to in to
                        else len(self.selected))
                if slot <= len(self.selected):  # (the n-th chosen card goes to the n-th player)
                    self.selected.insert(slot, card)
            self.hint_card = card
            self.screen.keys.point_at(card)
            self.show()

    def key(self, key: int) -> bool:
        """P passes the chosen cards (or lays them aside) once they are all chosen."""
        if key != ord(CONFIRM_KEY):
            return False
        if len(self.selected) == self.need():
            self.confirm()
        return True

    def enter(self) -> bool:
        """Enter with no card under the cursor makes a hinted raise or concession; it never
        passes the cards (that is the button's key, :data:`CONFIRM_KEY`)."""
        if isinstance(self.hinted, (Raise, Concede)):
            return super().enter()
        return False
