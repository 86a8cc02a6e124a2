"""Trick play, and the declarer's contract before his first lead (raise, concede, or lead)."""

from __future__ import annotations

from typing import Optional

from thousand_app.cards.engine import Action, Card, Declare, Observation, Play, Raise

from thousand_app.ui.cards.screen_host import ScreenHost
from thousand_app.ui.common.i18n import translate
from thousand_app.ui.common.plain_text import plain_question
from .prompt_base import Prompt
from .reasons import engine_reason
from thousand_app.ui.common.texts import fmt
from .texts import suit_name



def playable(obs: Observation) -> dict[int, str]:
    """The cards the seat may play now."""
    return {a.card: "play" for a in obs.legal_actions if isinstance(a, (Play, Declare))}


def play_prompt_text(obs: Observation) -> str:
    """What the seat is asked to do. The table outlines the playable cards only when some of
    the hand are not (a free lead outlines nothing): then any card may be played."""
    leading = not obs.trick
    prompt = translate("Game", "Your lead.") if leading else translate("Game", "Your turn.")
    free = set(obs.hand) <= set(playable(obs))
    return prompt + " " + (translate("Game", "Play any card.") if free
                           else translate("Game", "Play a highlighted card."))


class PlayPrompt(Prompt):
    """A card to play: the legal ones light up; a marriage is declared unless switched off."""

    mode = "play"
    uses_cards = True

    def __init__(self, screen: ScreenHost, obs: Observation) -> None:
        super().__init__(screen, obs)
        self.declare_marriage = True
        self.hint_card: Optional[int] = None

    def show(self) -> None:
        obs = self.obs
        trump = (fmt(translate("Game", "Trump: %1."), suit_name(obs.trump))
                 if obs.trump is not None else translate("Game", "No trump yet."))
        self.panel.set_content(play_prompt_text(obs), trump)
        self.add_marriage_box(obs)
        self.refresh()

    def refresh(self) -> None:
        self.scene.set_interaction(playable(self.observation()),
                                   focus=self.screen.keys.focus_card(), hint=self.hint_card)

    def add_marriage_box(self, obs: Observation) -> None:
        if not any(isinstance(a, Declare) for a in obs.legal_actions):
            self.marriage_box = None
            return
        box = self.panel.add_check(
            translate("Game", "Declare a marriage when I lead its king or queen"), "marriageBox",
            self.declare_marriage, fmt(translate("Game", "(key: %1)"), "M"))
        box.toggled.connect(self._set_declare)
        self.marriage_box = box

    def _set_declare(self, on: bool) -> None:
        self.declare_marriage = on

    def cursor_cards(self) -> Optional[set[int]]:
        return set(playable(self.obs))

    def card_clicked(self, card: Card) -> None:
        obs = self.observation()
        if card not in playable(obs):
            # (the mouse cannot click such a card; Enter on it says why it may not be played)
            reason = self.controller.game.reason(Play(self.seat, card))
            if reason is not None:
                self.panel.set_detail(engine_reason(reason))
                self.screen.place_panel()
            return
        declare = Declare(self.seat, card)
        if self.declare_marriage and declare in obs.legal_actions:
            self.submit(declare)
        else:
            self.submit(Play(self.seat, card))

    def show_hint(self, action: Action) -> None:
        super().show_hint(action)
        if isinstance(action, (Play, Declare)):
            self.hint_card = action.card
            self.declare_marriage = isinstance(action, Declare)
            if self.marriage_box is not None:
                self.marriage_box.setChecked(self.declare_marriage)
            self.screen.keys.point_at(action.card)
            self.refresh()


class ContractPrompt(PlayPrompt):
    """The declarer, before his first lead: raise the contract, concede, or lead a card."""

    mode = "contract"

    def show(self) -> None:
        obs = self.obs
        p = self.panel
        raises = [a.value for a in obs.legal_actions if isinstance(a, Raise)]
        can_lead = any(isinstance(a, (Play, Declare)) for a in obs.legal_actions)
        prompt = fmt(translate("Game", "Your contract is %1."), obs.contract)
        if can_lead:
            prompt += " " + translate("Game", "Raise it, or lead a card to start.")
            detail = ""
        else:
            detail = fmt(translate("Game", "On the barrel your contract must be at least %1: "
                                           "raise it before leading."),
                         obs.rules.barrel_min_contract)
        p.set_content(prompt, detail)
        if raises:
            self.make_value_box("raiseBox", raises)
            p.add_button(translate("Game", "Raise…"), self.raise_contract, "R", name="raiseButton")
        self.add_concede_redeal(obs)
        if can_lead:
            self.add_marriage_box(obs)
        self.refresh()

    def raise_contract(self) -> None:
        if self.value_box is None:
            return
        value = int(self.value_box.currentData())
        if plain_question(
                self.screen.window(), translate("Game", "Raise the contract"),
                fmt(translate("Game", "Raise your contract to %1? It cannot be lowered again."),
                    value), default_yes=True):
            self.submit(Raise(self.seat, value))

    def show_hint(self, action: Action) -> None:
        if isinstance(action, Raise):
            self.select_value(action.value)
        super().show_hint(action)

    def enter(self) -> bool:
        if isinstance(self.hinted, Raise):
            self.raise_contract()
            return True
        return super().enter()
