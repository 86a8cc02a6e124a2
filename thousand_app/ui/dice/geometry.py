"""Where things lie on the dice table: pure geometry, no Qt.

The table is a logical canvas :data:`SCENE_W` wide whose height follows the
window's shape (:func:`~.table_geometry.scene_height`, as the card table).  The
2 to 8 seats sit around it clockwise from the anchor seat at the bottom, on a
rounded rectangle (a superellipse), so that the seats on the diagonals keep
clear of the tray.  The tray in the middle holds the throw (the dice rest in a
row, left to right in the order the keys 1–5 select them), the dice in hand
below it, and on its right the turn total and the rows of this turn's keeps.

>>> g = DiceGeometry(n=4, anchor=1, width=1600.0, height=1000.0)
>>> [g.where(s) for s in range(4)]
['right', 'bottom', 'left', 'top']
>>> g.plate(1).x, g.plate(3).x
(800.0, 800.0)
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cached_property
from typing import NamedTuple

from thousand_app.ui.common.table_geometry import (PLATE_H, PLATE_W, SCENE_W, Point, Zoomed,
                                                   scene_height)

__all__ = ["DiceGeometry", "Rect", "DIE", "KEPT_DIE", "REST_SHIFT", "REST_TURN", "SCENE_W",
           "scene_height", "Point",
           "PLATE_W", "PLATE_H", "MAX_SEATS"]

#: The size of a thrown die and of a kept one (logical units).
DIE = 78.0
KEPT_DIE = 40.0
#: How wide the tray is to be for its height at best (the row of thrown dice and the side).
TRAY_SHAPE = 2.2
#: The height of the turn total's badge at the top of the side (logical units, times the
#: zoom).
TURN_BADGE_H = 112.0
#: The most seats a dice table has.
MAX_SEATS = 8
#: How square the ring of seats is (1 = an ellipse; smaller = closer to a rectangle).
SQUARENESS = 0.35
#: How far a thrown die may come to rest from its place in the row, across and along it (in
#: dice), and how far it may be turned (degrees): the table's dice lie a little askew.
REST_SHIFT = (0.12, 0.3)
REST_TURN = 14.0


class Rect(NamedTuple):
    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    def centre(self) -> Point:
        return Point(self.x + self.w / 2, self.y + self.h / 2)

    def contains(self, p: Point) -> bool:
        return self.x <= p.x <= self.right and self.y <= p.y <= self.bottom

    def overlaps(self, other: "Rect") -> bool:
        return (self.x < other.right and other.x < self.right
                and self.y < other.bottom and other.y < self.bottom)


@dataclass(frozen=True)
class DiceGeometry(Zoomed):
    """The places of one dice table: ``n`` seats, ``anchor`` at the bottom, a ``width`` x
    ``height`` canvas, the plates and the turn's badge ``zoom`` times their own size
    (:func:`~.table_geometry.text_zoom`)."""

    n: int
    anchor: int
    width: float
    height: float
    zoom: float = 1.0

    # -- seats ---------------------------------------------------------------------------------
    def angle(self, seat: int) -> float:
        """The seat's direction from the centre in degrees (90 = bottom, 180 = left: clockwise
        on the screen, whose y axis points down)."""
        return self._angles(self._shape[0])[(seat - self.anchor) % self.n]

    def _angles(self, spread: bool) -> list[float]:
        """The seats' directions, from the anchor's on: evenly round the table, or (``spread``,
        for an odd number of seats) as on a table one seat larger whose top seat is empty,
        which keeps two seats off each of the top corners."""
        if not spread:
            return [90.0 + 360.0 * k / self.n for k in range(self.n)]
        m = self.n + 1
        return [90.0 + 360.0 * (k if k < m // 2 else k + 1) / m for k in range(self.n)]

    def _apart(self, spots: list[Point]) -> bool:
        return all(abs(a.x - b.x) >= self.pw + 8 or abs(a.y - b.y) >= self.ph + 8
                   for i, a in enumerate(spots) for b in spots[i + 1:])

    @cached_property
    def _shape(self) -> tuple[bool, float]:
        """How the seats sit: spread (:meth:`_angles`: an odd number of large plates that
        would overlap evenly round the table), and how square the ring is (large plates:
        squarer where that leaves the tray more room, the plates apart)."""
        spread = self.n % 2 == 1 and self.n >= 5 and not self._apart(
            [self._ring(a, SQUARENESS) for a in self._angles(False)])
        best = (SQUARENESS, (-1.0, -1.0))
        for q in (SQUARENESS,) if self.zoom <= 1 else (SQUARENESS, 0.2, 0.1, 0.0):
            spots = [self._ring(a, q) for a in self._angles(spread)]
            if q != SQUARENESS and not self._apart(spots):
                continue
            tray = self._tray_of([Rect(p.x - self.pw / 2, p.y - self.ph / 2, self.pw, self.ph)
                                  for p in spots])
            score = self._tray_score(tray.w, tray.h)
            if score > best[1]:
                best = (q, score)
        return spread, best[0]

    def where(self, seat: int) -> str:
        """The side of the table a seat is nearest: "bottom", "left", "top" or "right"."""
        a = self.angle(seat) % 360.0
        if 45.0 <= a < 135.0:
            return "bottom"
        if 135.0 <= a <= 225.0:
            return "left"
        if 225.0 < a < 315.0:
            return "top"
        return "right"

    def centre(self) -> Point:
        return Point(self.width / 2, self.height / 2)

    def plate(self, seat: int) -> Point:
        """The centre of a seat's name plate."""
        return self._ring(self.angle(seat), self._shape[1])

    def _ring(self, angle: float, squareness: float) -> Point:
        c = self.centre()
        rx = self.width / 2 - self.pw / 2 - 24
        ry = self.height / 2 - self.ph / 2 - 18
        a = math.radians(angle)
        cos, sin = math.cos(a), math.sin(a)
        x = math.copysign(abs(cos) ** squareness, cos) if abs(cos) > 1e-9 else 0.0
        y = math.copysign(abs(sin) ** squareness, sin) if abs(sin) > 1e-9 else 0.0
        return Point(round(c.x + rx * x, 3), round(c.y + ry * y, 3))

    def plate_rect(self, seat: int) -> Rect:
        p = self.plate(seat)
        return Rect(p.x - self.pw / 2, p.y - self.ph / 2, self.pw, self.ph)

    def throw_origin(self, seat: int) -> Point:
        """Where a seat's dice come from when thrown: the tray's edge towards the seat."""
        t = self.tray()
        p = self.plate(seat)
        c = t.centre()
        x = min(max(p.x, t.x + DIE), t.right - DIE)
        y = min(max(p.y, t.y + DIE / 2), t.bottom - DIE / 2)
        return Point((x + c.x) / 2 if t.x < p.x < t.right else x, y)

    # -- the tray --------------------------------------------------------------------------
    @staticmethod
    def _tray_score(w: float, h: float) -> tuple[float, float]:
        """The felt a tray leaves in its shape (:data:`TRAY_SHAPE` wide to 1 high: the throw
        and the side), then all of it."""
        w, h = max(0.0, w), max(0.0, h)
        return min(w, TRAY_SHAPE * h) * min(h, w / TRAY_SHAPE), w * h

    def tray(self) -> Rect:
        """The felt in the middle (symmetric about the middle), clear of every plate: a
        plate in its way cuts it from the side that leaves it the most felt in the tray's
        shape (a plate on a diagonal from the left or the top, as the room goes)."""
        return self._tray_of([self.plate_rect(s) for s in range(self.n)])

    def _tray_of(self, rects: list[Rect]) -> Rect:
        c = self.centre()
        left, top, bottom = 60.0, 60.0, self.height - 60.0
        # (each plate with the room kept round it; a cut ends exactly at its edge)

        def area(cut: tuple[float, float, float]) -> tuple[float, float]:
            x, y, b = cut
            return self._tray_score(self.width - 2 * x, b - y)

        room = [Rect(r.x - 24, r.y - 24, r.w + 48, r.h + 48) for r in rects]
        while True:
            tray = Rect(left, top, self.width - 2 * left, bottom - top)
            r = next((r for r in room if r.overlaps(Rect(tray.x + 1e-6, tray.y + 1e-6,
                                                         tray.w - 2e-6, tray.h - 2e-6))), None)
            if r is None:
                return tray
            cuts = []
            if r.centre().x < c.x - 1:
                cuts.append((r.right, top, bottom))
            if r.centre().x > c.x + 1:
                cuts.append((self.width - r.x, top, bottom))
            if r.centre().y < c.y - 1:
                cuts.append((left, r.bottom, bottom))
            if r.centre().y > c.y + 1:
                cuts.append((left, top, r.y))
            left, top, bottom = max(cuts, key=area)

    def side(self) -> Rect:
        """The tray's right part: the turn total and the rows of kept dice."""
        t = self.tray()
        w = max(320.0, min(330.0 + 100.0 * (self.zoom - 1), t.w * 0.45))
        return Rect(t.right - w - 18, t.y + 18, w, t.h - 36)

    def throw_zone(self) -> Rect:
        """Where thrown dice come to rest."""
        t = self.tray()
        s = self.side()
        return Rect(t.x + 24, t.y + 24, s.x - t.x - 48, t.h - 48 - KEPT_DIE - 30)

    def die(self) -> float:
        """The size of a thrown die: :data:`DIE`, smaller where five would not fit in a row."""
        z = self.throw_zone()
        return max(KEPT_DIE, min(DIE, z.w / 5.8, z.h / 2.4))

    def reach(self) -> float:
        """How far across the row a resting die may reach from its place: half its size turned
        as far as it may be (:data:`REST_TURN`), and its shift (:data:`REST_SHIFT`)."""
        die = self.die()
        turn = math.radians(REST_TURN)
        return die / 2 * (math.cos(turn) + math.sin(turn)) + REST_SHIFT[0] * die

    def rest(self, k: int) -> list[Point]:
        """Where ``k`` thrown dice rest: a row across the throw zone, left to right, each
        within the zone however askew it lies (the zone keeps off the tray's rim)."""
        if k <= 0:
            return []
        z = self.throw_zone()
        c = z.centre()
        die = self.die()
        step = min(die * 1.5, (z.w - 2 * self.reach()) / max(1, k - 1)) if k > 1 else 0.0
        return [Point(c.x + (i - (k - 1) / 2) * step, c.y) for i in range(k)]

    def hand(self, k: int) -> list[Point]:
        """The dice in hand, waiting to be thrown: a small row at the tray's lower left."""
        z = self.throw_zone()
        y = z.bottom + 12 + KEPT_DIE / 2
        return [Point(z.x + KEPT_DIE / 2 + 8 + i * (KEPT_DIE + 8), y) for i in range(k)]

    def turn_box(self) -> Point:
        """The centre of the turn total's badge, at the top of the side."""
        s = self.side()
        return Point(s.x + s.w / 2, s.y + TURN_BADGE_H / 2 * self.zoom)

    def kept_row(self, row: int, k: int) -> list[Point]:
        """The ``k`` dice of this turn's ``row``-th keep (rows from the top, under the badge);
        the rows past what the side holds overlap a little (a turn rarely has so many)."""
        s = self.side()
        top = s.y + TURN_BADGE_H * self.zoom + 18
        fit = max(1, int((s.bottom - top) // (KEPT_DIE + 10)))
        step = (KEPT_DIE + 10) if row < fit else (KEPT_DIE + 10) * fit / (row + 1)
        y = top + KEPT_DIE / 2 + row * step
        gap = min(KEPT_DIE + 6, (s.w - 130 - 90 * (self.zoom - 1)) / max(1, k - 1))
        return [Point(s.x + 12 + KEPT_DIE / 2 + i * gap, y) for i in range(k)]

    def kept_label(self, row: int) -> Point:
        """Where a keep's value is written: right of its row."""
        p = self.kept_row(row, 1)[0]
        s = self.side()
        return Point(s.right - 44 * self.zoom, p.y)

    def banner(self) -> Point:
        z = self.throw_zone()
        return Point(z.x + z.w / 2, z.y + 64)
