"""The dice table's own graphics items: a die drawn by us and a keep's value label.

A die is painted from paths every time (a rounded square and its pips), so it is
sharp at any size and on any screen's pixel ratio.  ``face`` is what the engine
threw; while the die tumbles (``tumble`` between 0 and 1) it shows the faces of
its spin and leans as it rolls, and at rest it shows ``face``.
"""

from __future__ import annotations

import math
from typing import Optional

from PySide6.QtCore import Property, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (QBrush, QColor, QFont, QLinearGradient, QPainter, QPainterPath, QPen,
                           QRadialGradient)
from PySide6.QtWidgets import (QGraphicsItem, QGraphicsObject, QGraphicsSceneHoverEvent,
                               QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget)

from thousand_app.ui.common.items import HIGHLIGHT_COLOURS
from thousand_app.ui.common.theme import LIGHT, colour

#: Pip centres of each face on a die of size 1 (centred at 0, 0).
PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.0, 0.0),),
    2: ((-0.25, -0.25), (0.25, 0.25)),
    3: ((-0.25, -0.25), (0.0, 0.0), (0.25, 0.25)),
    4: ((-0.25, -0.25), (0.25, -0.25), (-0.25, 0.25), (0.25, 0.25)),
    5: ((-0.25, -0.25), (0.25, -0.25), (0.0, 0.0), (-0.25, 0.25), (0.25, 0.25)),
    6: ((-0.25, -0.27), (0.25, -0.27), (-0.25, 0.0), (0.25, 0.0), (-0.25, 0.27), (0.25, 0.27)),
}

#: A scoring die's outline (the dice the engine lets the player keep).
SCORING = LIGHT.colour("legal")
#: The radius of the tray's rounded corners (logical units).
TRAY_RADIUS = 40.0


def die_path(size: float) -> QPainterPath:
    """The die's outline: a square with rounded corners, centred at 0, 0."""
    path = QPainterPath()
    path.addRoundedRect(QRectF(-size / 2, -size / 2, size, size), size * 0.2, size * 0.2)
    return path


def pip_path(face: int, size: float) -> QPainterPath:
    """The pips of ``face`` as one path (circles), for a die of ``size``."""
    path = QPainterPath()
    r = size * (0.1 if face != 1 else 0.13)
    for x, y in PIPS[face]:
        path.addEllipse(QPointF(x * size, y * size), r, r)
    return path


class DieItem(QGraphicsObject):
    """One die on the table.  ``index`` is its place in the throw (left to right)."""

    clicked = Signal(int)

    def __init__(self, face: int, size: float) -> None:
        super().__init__()
        self.face = face
        self.shown_face = face      # the face drawn (a tumbling die shows others)
        self._size = size
        self._tumble = 0.0
        self.index = -1
        self.scoring = False
        self.selected = False
        self.hinted = False
        #: Pointed at by a lesson (``DiceScene.highlight``): a glow of the theme's accent, a
        #: ring and a pointer above the die.
        self.pointed = False
        self.focused = False
        self.dimmed = False
        self.interactive = False
        self.hovered = False
        self.setAcceptHoverEvents(True)
        self.setZValue(200)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    # -- animated properties ---------------------------------------------------------------
    def get_size(self) -> float:
        return self._size

    def set_size(self, v: float) -> None:
        self.prepareGeometryChange()
        self._size = float(v)
        self.update()

    size = Property(float, get_size, set_size)

    def get_tumble(self) -> float:
        return self._tumble

    def set_tumble(self, v: float) -> None:
        self._tumble = float(v)
        self.update()

    tumble = Property(float, get_tumble, set_tumble)

    # -- state ---------------------------------------------------------------------------------
    def set_state(self, *, scoring: bool = False, selected: bool = False, hinted: bool = False,
                  focused: bool = False, dimmed: bool = False, interactive: bool = False) -> None:
        self.scoring, self.selected, self.hinted = scoring, selected, hinted
        self.focused, self.dimmed, self.interactive = focused, dimmed, interactive
        self.setCursor(Qt.CursorShape.PointingHandCursor if interactive
                       else Qt.CursorShape.ArrowCursor)
        self.update()

    def set_pointed(self, pointed: bool) -> None:
        if pointed != self.pointed:
            self.prepareGeometryChange()
            self.pointed = pointed
            self.update()

    def boundingRect(self) -> QRectF:
        m = self._size * (1.15 if self.pointed else 0.75)
        return QRectF(-m, -m, 2 * m, 2 * m)

    def shape(self) -> QPainterPath:
        return die_path(self._size)

    def lift(self) -> float:
        return self._size * 0.18 if self.selected else 0.0

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: Optional[QWidget] = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self._size
        t = self._tumble
        # a tumbling die is in the air: its shadow falls further away and it leans
        height = math.sin(math.pi * min(1.0, t * 1.6)) * 0.18 if t > 0 else 0.0
        lean = 1.0 - 0.28 * abs(math.sin(t * math.pi * 5.0)) if t > 0 else 1.0
        painter.save()
        painter.setPen(Qt.PenStyle.NoPen)
        shadow = QRadialGradient(QPointF(s * (0.08 + height), s * (0.12 + height)), s * 0.7)
        shadow.setColorAt(0.0, QColor(0, 0, 0, 110))
        shadow.setColorAt(1.0, QColor(0, 0, 0, 0))
        painter.setBrush(QBrush(shadow))
        painter.drawEllipse(QPointF(s * (0.08 + height), s * (0.12 + height)), s * 0.7, s * 0.62)
        painter.restore()
        painter.save()
        lift = self.lift()
        painter.translate(0, -lift - height * s * 0.6)
        painter.scale(lean, 1.0)
        if self.pointed:
            self._paint_glow(painter, s)
        body = die_path(s)
        g = QLinearGradient(QPointF(-s / 2, -s / 2), QPointF(s / 2, s / 2))
        if self.dimmed:
            g.setColorAt(0.0, QColor(190, 186, 172))
            g.setColorAt(1.0, QColor(150, 146, 134))
        else:
            g.setColorAt(0.0, QColor(255, 253, 245))
            g.setColorAt(1.0, QColor(222, 214, 190))
        ring = self._ring_colour()
        painter.setPen(QPen(ring, max(2.0, s * 0.07)) if ring is not None
                       else QPen(QColor(90, 80, 60, 160), max(1.0, s * 0.02)))
        painter.setBrush(QBrush(g))
        painter.drawPath(body)
        # a soft bevel: light on the upper left edge
        painter.setPen(QPen(QColor(255, 255, 255, 150), max(1.0, s * 0.025)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(die_path(s * 0.86))
        face = self.shown_face
        painter.setPen(Qt.PenStyle.NoPen)
        pip = QColor(176, 24, 32) if face == 1 else QColor(28, 28, 34)
        if self.dimmed:
            pip = QColor(pip.red(), pip.green(), pip.blue(), 150)
        painter.setBrush(pip)
        painter.drawPath(pip_path(face, s))
        if self.pointed:
            self._paint_pointer(painter, s)
        painter.restore()

    @staticmethod
    def _paint_glow(painter: QPainter, s: float) -> None:
        """Under a die pointed at by a lesson: a glow of the theme's accent."""
        painter.setPen(Qt.PenStyle.NoPen)
        for grow, alpha in ((0.5, 50), (0.34, 90), (0.2, 150)):
            glow = colour("accent")   # (a new colour each time)
            glow.setAlpha(alpha)
            painter.setBrush(glow)
            painter.drawPath(die_path(s * (1.0 + grow)))

    @staticmethod
    def _paint_pointer(painter: QPainter, s: float) -> None:
        """Over a die pointed at by a lesson: a ring of the accent and a pointer above."""
        accent = colour("accent")
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(accent, max(2.0, s * 0.05)))
        painter.drawPath(die_path(s * 1.14))
        d = s * 0.28
        top = -s * 0.62 - d
        tip = QPainterPath()
        tip.moveTo(-d / 2, top)
        tip.lineTo(d / 2, top)
        tip.lineTo(0.0, top + d)
        tip.closeSubpath()
        painter.setPen(QPen(colour("new_ring"), max(1.5, s * 0.025)))
        painter.setBrush(accent)
        painter.drawPath(tip)

    def _ring_colour(self) -> Optional[QColor]:
        if self.hinted:
            return HIGHLIGHT_COLOURS["hint"]
        if self.selected:
            return HIGHLIGHT_COLOURS["selected"]
        if self.focused:
            return HIGHLIGHT_COLOURS["focus"]
        if self.scoring:
            return SCORING
        return None

    # -- the mouse -------------------------------------------------------------------------------
    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = True
        self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = False
        self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.interactive and event.button() == Qt.MouseButton.LeftButton:
            event.accept()
            self.clicked.emit(self.index)
        else:
            event.ignore()


class ValueLabel(QGraphicsObject):
    """A keep's value beside its row ("+150"), or a short caption."""

    def __init__(self, text: str, size: float = 24.0) -> None:
        super().__init__()
        self.text = text
        self.pixel = size
        self.setZValue(210)

    def boundingRect(self) -> QRectF:
        return QRectF(-60, -self.pixel, 120, 2 * self.pixel)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: Optional[QWidget] = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        f = QFont(painter.font())
        f.setPixelSize(int(self.pixel))
        f.setBold(True)
        painter.setFont(f)
        painter.setPen(colour("plate_total"))
        painter.drawText(self.boundingRect(), Qt.AlignmentFlag.AlignCenter, self.text)


class Tray(QGraphicsItem):
    """The throwing area: a darker felt with a soft rim (drawn under everything else)."""

    def __init__(self) -> None:
        super().__init__()
        self.rect = QRectF()
        self.side = QRectF()
        self.setZValue(-10)

    def set_rects(self, rect: QRectF, side: QRectF) -> None:
        self.prepareGeometryChange()
        self.rect = rect
        self.side = side
        self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-8, -8, 8, 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: Optional[QWidget] = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(colour("tray_rim"), 6))
        painter.setBrush(colour("tray"))
        painter.drawRoundedRect(self.rect, TRAY_RADIUS, TRAY_RADIUS)
        painter.setPen(QPen(colour("tray_side_border"), 1.5))
        painter.setBrush(colour("tray_side"))
        painter.drawRoundedRect(self.side, 22, 22)


__all__ = ["DieItem", "ValueLabel", "Tray", "PIPS", "TRAY_RADIUS", "die_path", "pip_path"]
