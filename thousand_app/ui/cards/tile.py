"""The drawing on the card game's tile of the start screen: three cards of the deck."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from thousand_app.ui.common.cards import Deck, card_number

__all__ = ["paint_tile"]


def paint_tile(p: QPainter, cx: float, deck: Deck, dpr: float) -> None:
    w = 50.0
    h = w * deck.aspect
    for i, text in enumerate(("KH", "QH", "AS")):
        p.save()
        p.translate(cx + (i - 1) * 34, 14 + h / 2 + 4)
        p.rotate((i - 1) * 12)
        p.drawPixmap(QRectF(-w / 2, -h / 2, w, h), deck.pixmap(card_number(text), int(w), dpr),
                     QRectF(0, 0, w * dpr, h * dpr))
        p.restore()
