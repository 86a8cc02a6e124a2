"""The drawing on the dice game's tile of the start screen: three dice."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPen


__all__ = ["paint_die", "paint_tile"]


def paint_die(p: QPainter, rect: QRectF, value: int, colour: QColor | None = None) -> None:
    """A die showing ``value``, drawn with vector paths (sharp at any size): a rounded ivory
    square with a soft shade and round pips."""
    size = min(rect.width(), rect.height())
    r = QRectF(rect.center().x() - size / 2, rect.center().y() - size / 2, size, size)
    body = colour or QColor(250, 247, 236)
    g = QLinearGradient(r.topLeft(), r.bottomRight())
    g.setColorAt(0.0, body.lighter(104))
    g.setColorAt(1.0, body.darker(112))
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(QColor(60, 50, 40, 160), max(1.0, size / 40)))
    p.setBrush(g)
    p.drawRoundedRect(r, size * 0.18, size * 0.18)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(170, 20, 30) if value == 1 else QColor(25, 25, 30))
    pip = size * (0.13 if value == 1 else 0.095)
    a, b, c = 0.25, 0.5, 0.75
    spots = {1: [(b, b)], 2: [(a, a), (c, c)], 3: [(a, a), (b, b), (c, c)],
             4: [(a, a), (c, a), (a, c), (c, c)], 5: [(a, a), (c, a), (b, b), (a, c), (c, c)],
             6: [(a, a), (c, a), (a, b), (c, b), (a, c), (c, c)]}[value]
    for x, y in spots:
        p.drawEllipse(QPointF(r.left() + x * size, r.top() + y * size), pip, pip)
    p.restore()


def paint_tile(p: QPainter, cx: float, _deck: Any, _dpr: float) -> None:
    for i, (value, angle) in enumerate(((5, -14.0), (1, 8.0), (3, 20.0))):
        p.save()
        p.translate(cx + (i - 1) * 50, 50 + (8 if i == 1 else 0))
        p.rotate(angle)
        paint_die(p, QRectF(-24, -24, 48, 48), value)
        p.restore()
