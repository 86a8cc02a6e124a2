"""Graphics items of a game's table: seat plates, badges and banners (the cards are
``ui/cards/items.py``'s, the dice ``ui/dice/items.py``'s)."""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import Property, QPointF, QRectF, Qt
from PySide6.QtGui import (QBrush, QFont, QFontInfo, QFontMetricsF, QGuiApplication, QPainter,
                           QPainterPath, QPen)
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from .table_geometry import BADGE_H, BADGE_W, BANNER_H, MIN_SCREEN_PX, PLATE_H, PLATE_W
from .theme import LIGHT, colour, current

#: The marks on cards and dice (the same in both themes: they are drawn on the felt).
HIGHLIGHT_COLOURS = {k: LIGHT.colour(k) for k in ("legal", "selected", "hint", "focus", "new")}


def min_screen_px() -> float:
    """The least size, in pixels on the screen, of a text painted on a table: the theme's
    small text (``type_scale["small"]`` times the body) at the player's text size, never
    below :data:`~.table_geometry.MIN_SCREEN_PX` (the scenes enlarge their plates, badges and
    banner so that their smallest text shows at least this high: ``table_geometry.text_zoom``)."""
    body = float(QFontInfo(QGuiApplication.font()).pixelSize())
    return max(MIN_SCREEN_PX, body * current().type_scale["small"])


def wrap_words(text: str, fm: QFontMetricsF, width: float) -> list[str]:
    """``text`` broken at spaces into lines no wider than ``width`` (a long word stays whole)."""
    lines: list[str] = []
    line = ""
    for word in text.split(" "):
        trial = f"{line} {word}" if line else word
        if line and fm.horizontalAdvance(trial) > width:
            lines.append(line)
            line = word
        else:
            line = trial
    if line:
        lines.append(line)
    return lines


class _Resizing:
    """A text of a :class:`Plate` whose change may change the plate's bounds (its height, its
    bubble): kept in ``_<name>``; setting it tells the scene first."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.attr = "_" + name

    def __get__(self, plate: "Plate | None", owner: type | None = None) -> str:
        return str(getattr(plate, self.attr)) if plate is not None else ""

    def __set__(self, plate: "Plate", text: str) -> None:
        if text != getattr(plate, self.attr):
            plate.prepareGeometryChange()
            setattr(plate, self.attr, text)
            plate._fit_height()


class Plate(QGraphicsObject):
    """A seat's name plate: name, total, a status line, bolts and barrel marks, a speech bubble."""

    W, H = PLATE_W, PLATE_H
    NAME_PX = 21
    BUBBLE_PX = 24
    BUBBLE_H = 38.0
    BUBBLE_MAX_W = 260.0
    #: The status line's sizes: two lines at the first, as many as it takes at the second
    #: (past three the plate grows: ``body``).
    STATUS_PX = (18, 16)
    #: The height of a status line at the second size.
    LINE_H = 17.5

    def __init__(self) -> None:
        super().__init__()
        self.name = ""
        self.total = ""
        self._status = ""
        self._marks = ""
        #: How much taller than :attr:`H` the plate is drawn (a status of more than 3 lines).
        self._extra = 0.0
        #: Whether it grows upwards (the seat at the bottom of the table), else downwards.
        self.grow_up = False
        self._bubble = ""
        self.bubble_kind = ""   # "bid", "pass", "marriage", "info"
        self.active = False
        self.thinking = False
        self.declarer = False
        #: Where the speech bubble is drawn: "above" or "below" the plate, on its "left" or
        #: "right", or "inside" it (over its status, where nothing outside has room).
        self.bubble_side = "above"
        #: Where the bubble goes when there is room: "above" or "below" the plate.
        self.bubble_home = "above"
        self._pop = 1.0
        self.setZValue(500)

    def get_pop(self) -> float:
        return self._pop

    def set_pop(self, v: float) -> None:
        self._pop = v
        self.update()

    pop = Property(float, get_pop, set_pop)

    @property
    def bubble_below(self) -> bool:
        return self.bubble_side == "below"

    @bubble_below.setter
    def bubble_below(self, below: bool) -> None:
        self.bubble_home = "below" if below else "above"
        self.set_bubble_side(self.bubble_home)

    def set_bubble_side(self, side: str) -> None:
        if side != self.bubble_side:
            self.prepareGeometryChange()
            self.bubble_side = side
            self.update()

    #: The speech bubble's words ("" for none), the status line and the marks (bolts…).
    bubble = _Resizing()
    status = _Resizing()
    marks = _Resizing()

    def _fit_height(self) -> None:
        """Make the plate as tall as its status and marks need (after a change of them)."""
        n = len(self.status_lines(QFont())[1])
        extra = max(0.0, 40 + n * self.LINE_H + 4 - self.H) if n > 3 else 0.0
        if extra != self._extra:
            self.prepareGeometryChange()
            self._extra = extra

    def body(self) -> QRectF:
        """The plate as drawn (taller than :attr:`H` for a long status), its own units."""
        top = -self.H / 2 - (self._extra if self.grow_up else 0.0)
        return QRectF(-self.W / 2, top, self.W, self.H + self._extra)

    def boundingRect(self) -> QRectF:
        r = self.body().adjusted(-3, -3, 3, 3)
        if not self.bubble:
            return r
        b = self._bubble_local()     # (and room for its pop, which overshoots a little)
        return r.united(b.adjusted(-b.width() * 0.1 - 3, -b.height() * 0.1 - 3,
                                   b.width() * 0.1 + 3, b.height() * 0.1 + 3))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: Optional[QWidget] = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.body()
        border = colour("plate_active") if self.active else colour("plate_border")
        painter.setPen(QPen(border, 4 if self.active else 1.5))
        painter.setBrush(colour("plate"))
        painter.drawRoundedRect(r, 14, 14)
        f = QFont(painter.font())
        f.setPixelSize(self.NAME_PX)
        f.setBold(True)
        painter.setFont(f)
        fm = QFontMetricsF(f)
        painter.setPen(colour("on_plate"))
        top = QRectF(r.left() + 14, r.top() + 5, r.width() - 28, 30)
        total_w = fm.horizontalAdvance(self.total) + 6
        name = fm.elidedText(self.name, Qt.TextElideMode.ElideRight, top.width() - total_w - 8)
        painter.drawText(top, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
        painter.setPen(colour("plate_total"))
        painter.drawText(top, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                         self.total)
        size, lines = self.status_lines(f)
        f.setPixelSize(size)
        f.setBold(False)
        painter.setFont(f)
        fm = QFontMetricsF(f)
        width = r.width() - 28
        step = (r.height() - 40) / max(2, len(lines)) if len(lines) <= 3 else self.LINE_H
        for i, (text, is_mark) in enumerate(lines):
            line = QRectF(r.left() + 14, r.top() + 36 + i * step, width, step)
            painter.setPen(colour("plate_mark") if is_mark else colour("plate_status"))
            painter.drawText(line, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             fm.elidedText(text, Qt.TextElideMode.ElideRight, width))
        if self.thinking:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour("plate_active"))
            for i in range(3):
                painter.drawEllipse(QPointF(r.right() - 40 + i * 12, r.bottom() - 14), 3.5, 3.5)
        if self.bubble:
            self._paint_bubble(painter, r)

    def status_lines(self, base: QFont) -> tuple[int, list[tuple[str, bool]]]:
        """The status and marks lines, wrapped at words into the plate's width: the pixel
        size (the first for two lines, else the second) and the lines (text, is a mark
        line)."""
        width = self.W - 28
        lines: list[tuple[str, bool]] = []
        for size in self.STATUS_PX:
            f = QFont(base)
            f.setPixelSize(size)
            f.setBold(False)
            fm = QFontMetricsF(f)
            lines = []
            for text, is_mark in ((self.status, False), (self.marks, True)):
                if text:
                    lines += [(x, is_mark) for x in wrap_words(text, fm, width)]
            if len(lines) <= 2 and all(fm.horizontalAdvance(t) <= width for t, _ in lines):
                return size, lines
        return self.STATUS_PX[-1], lines

    def text_sizes(self) -> list[int]:
        """The pixel sizes (in the plate's own units) of the texts it paints now."""
        sizes = [self.NAME_PX] if self.name or self.total else []
        if self.status or self.marks:
            sizes.append(self.status_lines(QFont())[0])
        if self.bubble:
            sizes.append(self.BUBBLE_PX)
        return sizes

    def status_fits(self) -> bool:
        """Whether the status and marks show whole (no word cut off) on the plate."""
        size, lines = self.status_lines(QFont())
        f = QFont()
        f.setPixelSize(size)
        fm = QFontMetricsF(f)
        shown = " ".join(t for t, _ in lines)
        want = " ".join(x for x in (self.status, self.marks) if x)
        return (shown.split() == want.split()
                and all(fm.horizontalAdvance(t) <= self.W - 28 for t, _ in lines))

    @staticmethod
    def bubble_font(base: QFont) -> QFont:
        f = QFont(base)
        f.setPixelSize(Plate.BUBBLE_PX)
        f.setBold(True)
        return f

    def bubble_box(self, fm: QFontMetricsF) -> tuple[QPointF, float, float]:
        """The speech bubble's centre (in the plate's coordinates), width and height."""
        w = min(self.BUBBLE_MAX_W, fm.horizontalAdvance(self.bubble) + 30)
        h = self.BUBBLE_H
        r = self.body()
        side = self.bubble_side
        if side == "below":
            return QPointF(0, r.bottom() + h / 2 + 10), w, h
        if side == "left":
            return QPointF(r.left() - w / 2 - 10, 0), w, h
        if side == "right":
            return QPointF(r.right() + w / 2 + 10, 0), w, h
        if side == "inside":
            return QPointF(r.right() - w / 2 - 8, r.bottom() - h / 2 - 6), w, h
        return QPointF(0, r.top() - h / 2 - 10), w, h

    def frame_rect(self) -> QRectF:
        """The plate itself on the table (no bubble)."""
        return self.mapRectToScene(self.body())

    def bubble_rect(self, side: str = "") -> QRectF:
        """Where the speech bubble lies on the table, its tail included (empty without one);
        ``side``: where it would lie on that side."""
        if not self.bubble:
            return QRectF()
        return self.mapRectToScene(self._bubble_local(side))

    def _bubble_local(self, side: str = "") -> QRectF:
        """The speech bubble with its tail, in the plate's coordinates (on ``side``)."""
        scene = self.scene()
        base = scene.font() if scene is not None else QFont()
        was, self.bubble_side = self.bubble_side, side or self.bubble_side
        centre, w, h = self.bubble_box(QFontMetricsF(self.bubble_font(base)))
        self.bubble_side = was
        r = QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h)
        tail = {"above": (0, 0, 0, 10), "below": (0, -10, 0, 0), "left": (0, 0, 10, 0),
                "right": (-10, 0, 0, 0)}.get(side or self.bubble_side, (0, 0, 0, 0))
        return r.adjusted(*tail)

    def _paint_bubble(self, painter: QPainter, r: QRectF) -> None:
        f = self.bubble_font(painter.font())
        painter.setFont(f)
        fm = QFontMetricsF(f)
        centre, w, h = self.bubble_box(fm)
        painter.save()
        painter.translate(centre)
        painter.scale(self._pop, self._pop)
        box = QRectF(-w / 2, -h / 2, w, h)
        kind = "bubble_" + self.bubble_kind if self.bubble_kind in (
            "pass", "marriage", "info") else "bubble"
        bg, fg = colour(kind), colour("on_" + kind)
        path = QPainterPath()
        path.addRoundedRect(box, 12, 12)
        tip = {"above": ((-10, h / 2 - 1), (10, h / 2 - 1), (0, h / 2 + 10)),
               "below": ((-10, -h / 2 + 1), (10, -h / 2 + 1), (0, -h / 2 - 10)),
               "left": ((w / 2 - 1, -10), (w / 2 - 1, 10), (w / 2 + 10, 0)),
               "right": ((-w / 2 + 1, -10), (-w / 2 + 1, 10), (-w / 2 - 10, 0))}.get(
            self.bubble_side)
        if tip is not None:     # (a bubble inside the plate has no tail)
            tail = QPainterPath()
            tail.moveTo(*tip[0])
            tail.lineTo(*tip[1])
            tail.lineTo(*tip[2])
            tail.closeSubpath()
            path = path.united(tail)
        painter.setPen(QPen(colour("bubble_outline"), 1.5))
        painter.setBrush(bg)
        painter.drawPath(path)
        painter.setPen(fg)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter,
                         fm.elidedText(self.bubble, Qt.TextElideMode.ElideRight, w - 16))
        painter.restore()


class Badge(QGraphicsObject):
    """A fixed corner panel: a caption over a big value (the trump, the contract)."""

    CAPTION_PX, DETAIL_PX = 17, 16

    def __init__(self, w: float = BADGE_W, h: float = BADGE_H) -> None:
        super().__init__()
        self.w, self.h = w, h
        self.caption = ""
        self.value = ""
        self.detail = ""
        self.colour = colour("on_plate")
        self._glow = 0.0
        self.setZValue(400)

    def get_glow(self) -> float:
        return self._glow

    def set_glow(self, v: float) -> None:
        self._glow = v
        self.update()

    glow = Property(float, get_glow, set_glow)

    def boundingRect(self) -> QRectF:
        return QRectF(-self.w / 2 - 8, -self.h / 2 - 8, self.w + 16, self.h + 16)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: Optional[QWidget] = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(-self.w / 2, -self.h / 2, self.w, self.h)
        if self._glow > 0:
            glow = colour("glow")
            glow.setAlpha(int(200 * self._glow))
            painter.setPen(QPen(glow, 10))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r.adjusted(-3, -3, 3, 3), 16, 16)
        painter.setPen(QPen(colour("plate_border"), 1.5))
        painter.setBrush(colour("badge"))
        painter.drawRoundedRect(r, 14, 14)
        f = QFont(painter.font())
        f.setPixelSize(self.CAPTION_PX)
        painter.setFont(f)
        painter.setPen(colour("on_badge"))
        painter.drawText(QRectF(r.left(), r.top() + 4, r.width(), 22), Qt.AlignmentFlag.AlignCenter,
                         self.caption)
        f.setPixelSize(self.value_px())
        f.setBold(True)
        painter.setFont(f)
        painter.setPen(self.colour)
        fm = QFontMetricsF(f)
        value_box = QRectF(r.left() + 4, r.top() + 26, r.width() - 8, 44)
        painter.drawText(value_box, Qt.AlignmentFlag.AlignCenter,
                         fm.elidedText(self.value, Qt.TextElideMode.ElideRight, value_box.width()))
        if self.detail:
            f.setPixelSize(self.DETAIL_PX)
            f.setBold(False)
            painter.setFont(f)
            fm = QFontMetricsF(f)
            painter.setPen(colour("badge_text"))
            box = QRectF(r.left() + 6, r.bottom() - 24, r.width() - 12, 20)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter,
                             fm.elidedText(self.detail, Qt.TextElideMode.ElideRight, box.width()))


    def value_px(self) -> int:
        return 36 if len(self.value) <= 3 else 26

    def text_sizes(self) -> list[int]:
        """The pixel sizes (in the badge's own units) of the texts it paints now."""
        return [px for text, px in ((self.caption, self.CAPTION_PX), (self.value, self.value_px()),
                                    (self.detail, self.DETAIL_PX)) if text]


class Banner(QGraphicsObject):
    """A message in the middle of the table that fades in and out: a bold line and, below it,
    a smaller one wrapped into at most two lines as wide as the banner may be (``max_w``)."""

    #: The widest a banner is drawn, in its own units; the most lines of its second text.
    MAX_W = 740.0
    SUB_LINES = 2

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.sub = ""
        #: How far below its place it is drawn (to keep a speech bubble in sight).
        self.shift = 0.0
        self.max_w = self.MAX_W
        self.setZValue(900)
        self.setOpacity(0.0)

    def boundingRect(self) -> QRectF:
        h = 62.0 + 30.0 * self.SUB_LINES
        return QRectF(-self.max_w / 2 - 2, -h / 2 + self.shift - 2, self.max_w + 4, h + 4)

    def set_max_width(self, w: float) -> None:
        """The widest the banner is drawn (its own units)."""
        w = min(self.MAX_W, w)
        if abs(w - self.max_w) > 1e-6:
            self.prepareGeometryChange()
            self.max_w = w
            self.update()

    def set_shift(self, shift: float) -> None:
        if shift != self.shift:
            self.prepareGeometryChange()
            self.shift = shift
            self.update()

    def text_sizes(self) -> list[int]:
        """The pixel sizes (in the banner's own units) of the texts it paints now."""
        return [f.pixelSize() for f, text in zip(self.fonts(QFont()), (self.text, self.sub))
                if text and self.text]

    @staticmethod
    def fonts(base: QFont) -> tuple[QFont, QFont]:
        f = QFont(base)
        f.setPixelSize(32)
        f.setBold(True)
        f2 = QFont(base)
        f2.setPixelSize(20)
        return f, f2

    def sub_lines(self, base: QFont) -> list[str]:
        """The second text, wrapped at words into the banner (the last line elided)."""
        if not self.sub:
            return []
        fm2 = QFontMetricsF(self.fonts(base)[1])
        width = self.max_w - 24
        lines = wrap_words(self.sub, fm2, width)
        if len(lines) > self.SUB_LINES:
            lines = lines[:self.SUB_LINES - 1] + [" ".join(lines[self.SUB_LINES - 1:])]
        return [fm2.elidedText(x, Qt.TextElideMode.ElideRight, width) for x in lines]

    def frame(self, base: QFont) -> QRectF:
        """The box drawn, in the banner's coordinates (its shift included)."""
        f, f2 = self.fonts(base)
        fm, fm2 = QFontMetricsF(f), QFontMetricsF(f2)
        lines = self.sub_lines(base)
        w = min(self.max_w, max([fm.horizontalAdvance(self.text)]
                                + [fm2.horizontalAdvance(x) for x in lines]) + 48)
        h = 62.0 + 30.0 * len(lines)
        return QRectF(-w / 2, -h / 2 + self.shift, w, h)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: Optional[QWidget] = None) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        f, f2 = self.fonts(painter.font())
        fm = QFontMetricsF(f)
        r = self.frame(painter.font())
        painter.setPen(QPen(colour("glow"), 2))
        painter.setBrush(QBrush(colour("banner")))
        painter.drawRoundedRect(r, 16, 16)
        painter.setFont(f)
        painter.setPen(colour("on_plate"))
        top = QRectF(r.left() + 12, r.top() + 8, r.width() - 24, 44)
        painter.drawText(top, Qt.AlignmentFlag.AlignCenter,
                         fm.elidedText(self.text, Qt.TextElideMode.ElideRight, top.width()))
        painter.setFont(f2)
        painter.setPen(colour("banner_text"))
        for i, line in enumerate(self.sub_lines(painter.font())):
            sub = QRectF(r.left() + 12, r.top() + 52 + 30 * i, r.width() - 24, 30)
            painter.drawText(sub, Qt.AlignmentFlag.AlignCenter, line)
