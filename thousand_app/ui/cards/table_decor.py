"""The card table's plates and badges: the status lines (dealer, contract, tricks), the bids'
bubbles and the trump and contract badges, from the deal's facts."""

from __future__ import annotations

from typing import Mapping, Optional

from PySide6.QtCore import QAbstractAnimation

from thousand_app.cards.engine import DARK_CONTRACT
from thousand_app.ui.common.i18n import translate
from thousand_app.ui.common.table_decor import TableDecor
from thousand_app.ui.common.texts import fmt, plural
from thousand_app.ui.common.theme import colour
from .texts import SUIT_SYMBOLS, is_red

from .table_model import DealFacts

__all__ = ["CardTableDecor"]


class CardTableDecor(TableDecor):
    """The plates, badges and banner of the card table."""

    def update_status(self, facts: DealFacts, tricks_won: Mapping[int, int]) -> None:
        """Each plate's status line: dealer (sitting out), contract, tricks taken."""
        for s, p in self.plates.items():
            parts = []
            if s == facts.dealer:
                sits_out = bool(facts.active) and s not in facts.active
                parts.append(translate("Table", "sits out, dealer") if sits_out
                             else translate("Table", "dealer"))
            if facts.declarer == s and facts.contract is not None:
                parts.append(fmt(translate("Table", "contract %1"), facts.contract))
            tricks = tricks_won.get(s, 0)
            if tricks:
                parts.append(plural("Table", "%n trick(s)", tricks))
            if s in self.points:
                parts.append(self.points[s])
            p.status = ", ".join(parts)
            p.update()

    def bid_bubble(self, seat: int, value: int, pop: bool = True) -> Optional[QAbstractAnimation]:
        """A bid (``value``), a pass (0) or the dark announcement (-1)."""
        if value == 0:
            return self.set_bubble(seat, translate("Table", "Pass"), "pass", pop)
        if value < 0:
            return self.set_bubble(seat, fmt(translate("Table", "Dark %1"), DARK_CONTRACT), "info",
                                   pop)
        return self.set_bubble(seat, str(value), "bid", pop)

    def update_badges(self, facts: DealFacts, names: tuple[str, ...]) -> None:
        b = self.trump_badge
        b.caption = translate("Table", "Trump")
        if facts.trump is None:
            b.value = "—"
            b.colour = colour("no_trump")
            b.detail = translate("Table", "no trump yet")
        else:
            b.value = SUIT_SYMBOLS[facts.trump]
            b.colour = colour("trump_red" if is_red(facts.trump) else "trump_black")
            b.detail = ""
        b.update()
        c = self.contract_badge
        c.caption = translate("Table", "Contract")
        if facts.declarer is None or facts.contract is None:
            c.value = "—"
            c.detail = translate("Table", "bidding") if facts.active else ""
        else:
            c.value = str(facts.contract)
            c.detail = names[facts.declarer] + (
                " · " + translate("Table", "dark") if facts.dark else "")
        c.colour = colour("plate_total")
        c.update()
