"""The card game's tile on the start screen: three cards of the deck, its name and its line."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from thousand_app.ui.common.cards import Deck, card_number
from thousand_app.ui.common.game_ui import StartTile
from thousand_app.ui.common.i18n import QT_TRANSLATE_NOOP

__all__ = ["TILE"]


def _paint(p: QPainter, cx: float, deck: Deck, dpr: float) -> None:
    w = 50.0
    h = w * deck.aspect
    for i, text in enumerate(("KH", "QH", "AS")):
        p.save()
        p.translate(cx + (i - 1) * 34, 14 + h / 2 + 4)
        p.rotate((i - 1) * 12)
        p.drawPixmap(QRectF(-w / 2, -h / 2, w, h), deck.pixmap(card_number(text), int(w), dpr),
                     QRectF(0, 0, w * dpr, h * dpr))
        p.restore()


TILE = StartTile(
    title=QT_TRANSLATE_NOOP("Start", "Cards"),
    blurb=QT_TRANSLATE_NOOP("Start", "24 cards, bidding, the talon and marriages"),
    button="new",
    continue_note=QT_TRANSLATE_NOOP("Start", "the card game you were playing"),
    rules=QT_TRANSLATE_NOOP("Start", "Rules of the card game"), paint=_paint)
