"""The auction: bid a legal value or pass, with the marriage cap explained."""

from __future__ import annotations

from thousand_app.cards.engine import (CAP_WITHOUT_MARRIAGE, DARK_CONTRACT, Action, Bid, Observation, Pass,
                                 bid_cap)
from thousand_app.cards.engine.cards import marriage_total

from thousand_app.ui.common.i18n import translate
from .prompt_base import Prompt
from thousand_app.ui.common.texts import fmt
from thousand_app.ui.common.wording import about


class BiddingPrompt(Prompt):
    mode = "bid"

    def show(self) -> None:
        obs = self.obs
        p = self.panel
        bids = [a.value for a in obs.legal_actions if isinstance(a, Bid)]
        holder = obs.players[obs.high_bidder]
        if obs.dark:
            prompt = (about("dark_bid", obs.high_bidder, obs.players, None, DARK_CONTRACT) + " "
                      + translate("Game", "Your bid?"))
        else:
            prompt = fmt(translate("Game", "The bid is %1 (%2). Your bid?"), obs.high_bid, holder)
        cap = bid_cap(obs.rules, sum(1 << c for c in obs.hand))
        p.set_content(prompt, cap_text(obs, cap, bool(bids)))
        if bids:
            self.make_value_box("bidBox", bids)
            p.add_button(translate("Game", "Bid"), self.bid, "B", name="bidButton")
        p.add_button(translate("Game", "Pass"), lambda: self.submit(Pass(obs.seat)), "P",
                     name="passButton")
        self.scene.set_interaction({})

    def bid(self) -> None:
        if self.value_box is not None:
            self.submit(Bid(self.seat, int(self.value_box.currentData())))

    def show_hint(self, action: Action) -> None:
        super().show_hint(action)
        if isinstance(action, Bid):
            self.select_value(action.value)

    def enter(self) -> bool:
        """After a hint to bid, Enter bids the value in the box (the hinted one, or as changed)."""
        if isinstance(self.hinted, Bid) and self.value_box is not None:
            self.bid()
            return True
        return super().enter()


def cap_text(obs: Observation, cap: int, can_bid: bool) -> str:
    """Why the seat may bid no higher (or not at all)."""
    rules = obs.rules
    if not any(isinstance(a, Bid) for a in obs.legal_actions) and cap > obs.high_bid:
        if rules.minus_bidding == "negative" and obs.totals[obs.seat] < 0:
            return translate("Game", "With a total below zero you may not bid: pass.")
        return translate("Game", "On the barrel you wait for your own deal: pass.")
    if not rules.marriage_cap:
        return ""
    if cap <= CAP_WITHOUT_MARRIAGE:
        text = fmt(translate("Game", "Without a marriage in hand you may bid up to %1."),
                   CAP_WITHOUT_MARRIAGE)
    else:
        marriages = marriage_total(sum(1 << c for c in obs.hand), rules.ace_marriage)
        text = fmt(translate("Game", "Your marriages (%1) let you bid up to %2."), marriages, cap)
    if not can_bid:
        text += " " + translate("Game", "You cannot go higher: pass.")
    return text
