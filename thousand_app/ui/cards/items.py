"""The card table's graphics item: one card, face up or down, lifted, highlighted."""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import Property, QRectF, Qt, Signal
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import (QGraphicsItem, QGraphicsObject, QGraphicsSceneHoverEvent,
                               QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget)

from thousand_app.ui.common.cards import Deck
from thousand_app.ui.common.items import HIGHLIGHT_COLOURS
from thousand_app.ui.common.theme import colour as theme_colour

__all__ = ["CARD_W", "CardItem"]

CARD_W = 120.0
#: How far a pointed card's glow reaches beyond its edge.
GLOW = 9.0


def _scale_of(t: QTransform) -> float:
    return max(0.01, float((t.m11() ** 2 + t.m12() ** 2) ** 0.5))


class CardItem(QGraphicsObject):
    """One card on the table.  ``card`` is None for a card whose face this viewer may not know."""

    clicked = Signal(object)

    def __init__(self, deck: Deck, card: Optional[int], face_up: bool = False) -> None:
        super().__init__()
        self.deck = deck
        self.card = card
        self.face_up = face_up and card is not None
        self.width = CARD_W
        self._flip = 0.0
        self._flip_to: Optional[bool] = None
        self.highlight = ""      # "", "legal", "selected", "hint"
        self.dimmed = False
        self.focused = False
        self.lift = 0.0          # raised in the hand (selected / hovered)
        self.hovered = False
        self.interactive = False
        self.label = ""          # a small caption under a selected card ("→ Boris")
        self.new = False         # just came to the viewer (talon, a card passed to him): marked
        #: Pointed at by a lesson (``TableScene.highlight``): a glow in the theme's accent and
        #: a pointer above it, raised by ``point_lift`` in a hand.
        self.pointed = False
        self.point_lift = 0.0
        self.setTransformOriginPoint(0, 0)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    # -- geometry -----------------------------------------------------------------------------
    @property
    def height(self) -> float:
        return self.width * self.deck.aspect

    def card_rect(self) -> QRectF:
        return QRectF(-self.width / 2, -self.height / 2, self.width, self.height)

    def boundingRect(self) -> QRectF:
        """The card raised as far as it goes, its shadow, the cursor's frame, the "new" dot and
        its label (as wide as its words): nothing is drawn outside it, so nothing is left
        behind when the card moves or its label changes."""
        r = self.card_rect().adjusted(-8, -16, 10, 34)
        r.setTop(r.top() - self.lift - self.point_lift - 10.0)
        if self.pointed:
            top = self.card_rect().translated(0, -self._total_lift())
            g = GLOW * 1.5
            r = r.united(top.adjusted(-g, -g, g, g)).united(self.pointer(top))
        if self.label:
            r = r.united(self._label_box(self.card_rect().translated(0, -self.lift - 10.0))
                         .adjusted(-2, -2, 2, 2))
        if self.new:
            r = r.united(self.new_badge(self.card_rect().translated(0, -self.lift - 10.0))
                         .adjusted(-2, -2, 2, 2))
        return r

    @staticmethod
    def _label_font() -> QFont:
        f = QFont()
        f.setPixelSize(17)
        f.setBold(True)
        return f

    def _label_box(self, r: QRectF) -> QRectF:
        """Where the label is drawn over the card drawn at ``r``."""
        tw = QFontMetricsF(self._label_font()).horizontalAdvance(self.label) + 16
        return QRectF(r.center().x() - tw / 2, r.top() - 30, tw, 26)

    def shape(self) -> QPainterPath:
        p = QPainterPath()
        r = self.card_rect()
        r.translate(0, -self._total_lift())
        p.addRect(r)
        return p

    def _total_lift(self) -> float:
        return self.lift + self.point_lift + (10.0 if self.hovered and self.interactive else 0.0)

    def set_pointed(self, pointed: bool, lift: float = 0.0) -> None:
        """Pointed at (a lesson's step) or not; ``lift``: how far it rises (in a hand)."""
        lift = lift if pointed else 0.0
        if pointed == self.pointed and lift == self.point_lift:
            return
        self.prepareGeometryChange()
        self.pointed, self.point_lift = pointed, lift
        self.update()

    def pointer(self, r: QRectF) -> QRectF:
        """Where the pointer (a triangle pointing down at the card) goes over the card drawn
        in ``r``: above its top, right of the "new" star's place."""
        d = self.width * 0.22
        return QRectF(r.left() + self.width * 0.34, r.top() - d * 1.05 - GLOW / 2, d, d)

    # -- flipping (an animatable property) --------------------------------------------------------
    def get_flip(self) -> float:
        return self._flip

    def set_flip(self, value: float) -> None:
        if self._flip_to is not None and value >= 0.5 > self._flip:
            self.face_up = self._flip_to and self.card is not None
        self._flip = value
        if value >= 1.0:
            self._flip = 0.0
            if self._flip_to is not None:
                self.face_up = self._flip_to and self.card is not None
            self._flip_to = None
        self.update()

    flip = Property(float, get_flip, set_flip)

    @property
    def turning_up(self) -> bool:
        """Face up, or armed to turn face up."""
        return self.face_up or bool(self._flip_to)

    def prepare_flip(self, face_up: bool) -> bool:
        """Arm a flip to ``face_up``; False if the card already shows that side."""
        want = face_up and self.card is not None
        if want == self.face_up:
            return False
        self._flip_to = want
        self._flip = 0.0
        return True

    # -- look ---------------------------------------------------------------------------------------
    def set_state(self, *, highlight: str = "", dimmed: bool = False, lift: float = 0.0,
                  interactive: bool = False, focused: bool = False, label: str = "") -> None:
        self.prepareGeometryChange()
        self.highlight = highlight
        self.dimmed = dimmed
        self.lift = lift
        self.interactive = interactive
        self.focused = focused
        self.label = label
        self.setAcceptHoverEvents(interactive)
        self.setCursor(Qt.CursorShape.PointingHandCursor if interactive
                       else Qt.CursorShape.ArrowCursor)
        self.update()

    def new_badge(self, r: QRectF) -> QRectF:
        """Where the "new" star goes on the card drawn in ``r``: above its top left corner
        (the part of a card a fanned hand always shows), clear of its own corner index and of
        the neighbour's on its left (issue 34); under a label over the card, inside its top
        just right of its index."""
        d = self.width * 0.26
        if self.label:
            return QRectF(r.left() + self.width * 0.22, r.top() + d * 0.1, d, d)
        return QRectF(r.left() + d * 0.05, r.top() - d * 0.85, d, d)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: Optional[QWidget] = None) -> None:
        r = self.card_rect()
        lift = self._total_lift()
        if lift:
            r.translate(0, -lift)
        squeeze = abs(1.0 - 2.0 * self._flip) if self._flip_to is not None else 1.0
        if squeeze < 0.999:
            cx = r.center().x()
            w = r.width() * max(squeeze, 0.02)
            r = QRectF(cx - w / 2, r.top(), w, r.height())
        radius = self.width * 0.065
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        if self.pointed and self.face_up:
            self._paint_glow(painter, r, radius)
        # a soft shadow
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme_colour("card_shadow"))
        painter.drawRoundedRect(r.translated(2.5, 3.5), radius, radius)
        scale = _scale_of(painter.worldTransform())
        dpr = widget.devicePixelRatioF() if widget is not None else painter.device().devicePixelRatioF()
        pm = self.deck.pixmap(self.card if self.face_up else None,
                              max(8, round(self.width * scale)), dpr)
        painter.drawPixmap(r, pm, QRectF(0, 0, pm.width(), pm.height()))
        if self.dimmed:
            painter.setBrush(theme_colour("card_dimmed"))
            painter.drawRoundedRect(r, radius, radius)
        if self.new and self.face_up:
            # a gold dot with a star: "new in your hand"
            dot = self.new_badge(r)
            d = dot.width()
            painter.setPen(QPen(theme_colour("new_ring"), 1.5))
            painter.setBrush(HIGHLIGHT_COLOURS["new"])
            painter.drawEllipse(dot)
            f = QFont(painter.font())
            f.setPixelSize(max(8, round(d * 0.72)))
            f.setBold(True)
            painter.setFont(f)
            painter.setPen(theme_colour("on_new"))
            painter.drawText(dot, Qt.AlignmentFlag.AlignCenter, "★")
        if self.pointed and self.face_up:
            self._paint_pointed(painter, r, radius)
        colour = HIGHLIGHT_COLOURS.get(self.highlight)
        if colour is not None:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(colour, 4.5))
            painter.drawRoundedRect(r.adjusted(-1.5, -1.5, 1.5, 1.5), radius, radius)
        if self.focused:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            pen = QPen(HIGHLIGHT_COLOURS["focus"], 3, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.drawRoundedRect(r.adjusted(-6, -6, 6, 6), radius + 4, radius + 4)
        if self.label:
            painter.setFont(self._label_font())
            box = self._label_box(r)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(theme_colour("card_label"))
            painter.drawRoundedRect(box, 8, 8)
            painter.setPen(theme_colour("on_card_label"))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, self.label)

    @staticmethod
    def _paint_glow(painter: QPainter, r: QRectF, radius: float) -> None:
        """Under the card pointed at by a lesson: a glow of the theme's accent around it."""
        painter.setPen(Qt.PenStyle.NoPen)
        for spread, alpha in ((GLOW * 1.4, 50), (GLOW, 90), (GLOW * 0.55, 150)):
            glow = theme_colour("accent")   # (a new colour each time)
            glow.setAlpha(alpha)
            painter.setBrush(glow)
            painter.drawRoundedRect(r.adjusted(-spread, -spread, spread, spread),
                                    radius + spread, radius + spread)

    def _paint_pointed(self, painter: QPainter, r: QRectF, radius: float) -> None:
        """Over the card pointed at by a lesson: a ring of the theme's accent and a pointer
        above it with a dark edge (readable on the felt of either theme and on every deck:
        nothing is drawn on the card's face)."""
        accent = theme_colour("accent")
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(accent, 3.0))
        painter.drawRoundedRect(r.adjusted(-4, -4, 4, 4), radius + 3, radius + 3)
        if self.label:
            return   # (its label, drawn where the pointer would be, points at it already)
        box = self.pointer(r)
        tip = QPainterPath()
        tip.moveTo(box.left(), box.top())
        tip.lineTo(box.right(), box.top())
        tip.lineTo(box.center().x(), box.bottom())
        tip.closeSubpath()
        painter.setPen(QPen(theme_colour("new_ring"), 2.0))
        painter.setBrush(accent)
        painter.drawPath(tip)

    # -- interaction ---------------------------------------------------------------------------------
    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.prepareGeometryChange()
        self.hovered = True
        self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.prepareGeometryChange()
        self.hovered = False
        self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.interactive and event.button() == Qt.MouseButton.LeftButton:
            event.accept()
            self.clicked.emit(self.card)
        else:
            event.ignore()
