"""Where things lie on the table: pure geometry, no Qt.

The table is a logical canvas ``SCENE_W`` wide whose height follows the window's
shape.  Seats sit clockwise from the anchor seat at the bottom.  Everything here
returns plain floats (:class:`Point`, :class:`Place`); the scene turns them into
``QPointF`` and moves its items there.

>>> g = TableGeometry(n=3, anchor=1, width=1600.0, height=1000.0, aspect=1.4)
>>> g.where(1), g.where(2), g.where(0)
('bottom', 'left', 'right')
>>> g.centre()
Point(x=800.0, y=400.0)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple, Optional, Sequence

#: Where seats sit, by number of players, counted clockwise from the anchor at the bottom.
POSITIONS = {2: ("bottom", "top"), 3: ("bottom", "left", "right"),
             4: ("bottom", "left", "top", "right")}

#: Card widths: the anchor's hand, the other hands, the trick, the talon, the trick piles.
HAND_W = 128.0
OPP_W = 76.0
TRICK_W = 112.0
TALON_W = 98.0
PILE_W = 58.0

#: A seat's name plate.
PLATE_W, PLATE_H = 210.0, 92.0
#: The banner across the middle ("You play 100"), at its tallest.
BANNER_H = 104.0
#: A badge in a corner of the table (the trump, the contract).
BADGE_W, BADGE_H = 150.0, 96.0

#: The logical table's least width (wider in a wide window); its height follows the window
#: (within limits).
SCENE_W = 1600.0
MIN_SCENE_H, MAX_SCENE_H = 820.0, 1300.0

#: The smallest text painted on the table (a plate's status line), in a plate's own units:
#: :func:`text_zoom` scales the plates, badges and banner so that it shows at least at the
#: least on-screen size the text-size setting asks for.
SMALLEST_TEXT = 16.0
#: The least size of a painted text on the screen, in pixels, whatever the setting.
MIN_SCREEN_PX = 11.0

#: Stacking order bases: dead hand, trick piles, laid-aside cards, talon, trick, deck, hands.
Z_DEAD, Z_PILE, Z_ASIDE, Z_TALON, Z_TRICK, Z_DECK, Z_HAND = 40, 50, 60, 100, 200, 300, 600


class Point(NamedTuple):
    x: float
    y: float


class Place(NamedTuple):
    """Where one card goes: its centre, rotation (degrees), width and stacking order."""

    x: float
    y: float
    rotation: float
    width: float
    z: float


def scene_height(view_width: float, view_height: float) -> float:
    """The logical table's height for a view of this shape (its width is :data:`SCENE_W`).

    >>> scene_height(1600, 1000), scene_height(1000, 100), scene_height(100, 1000)
    (1000.0, 820.0, 1300.0)
    """
    return max(MIN_SCENE_H, min(MAX_SCENE_H, SCENE_W * view_height / max(view_width, 1.0)))


def scene_width(view_width: float, view_height: float) -> float:
    """The logical table's width for a view of this shape: :data:`SCENE_W`, wider when the
    view is wider than a table of :data:`MIN_SCENE_H` (the sides of a wide window are table,
    not empty felt).

    >>> scene_width(1600, 1000), scene_width(1000, 400), scene_width(0, 0)
    (1600.0, 2050.0, 1600.0)
    """
    if view_width <= 0 or view_height <= 0:
        return SCENE_W
    return max(SCENE_W, MIN_SCENE_H * view_width / view_height)


def view_scale(view_width: float, view_height: float, width: float, height: float) -> float:
    """How much a ``width`` x ``height`` table is scaled to fit the view (aspect kept)."""
    return max(1e-3, min(view_width / max(width, 1.0), view_height / max(height, 1.0)))


def text_zoom(scale: float, min_px: float) -> float:
    """How much the table's plates, badges and banner are enlarged so that their smallest
    text (:data:`SMALLEST_TEXT`) shows at least ``min_px`` pixels high (never below
    :data:`MIN_SCREEN_PX`) on a table drawn at ``scale``: 1 where it does already.

    >>> text_zoom(0.8, 12.0), text_zoom(0.5, 12.0), round(text_zoom(0.46, 18.0), 3)
    (1.0, 1.5, 2.446)
    """
    return max(1.0, max(min_px, MIN_SCREEN_PX) / (SMALLEST_TEXT * max(scale, 1e-3)))


class Zoomed:
    """The size of a table's plates at its ``zoom`` (the card and the dice geometry)."""

    zoom: float

    @property
    def pw(self) -> float:
        """A plate's width on the table."""
        return PLATE_W * self.zoom

    @property
    def ph(self) -> float:
        """A plate's height on the table."""
        return PLATE_H * self.zoom


@dataclass(frozen=True)
class TableGeometry(Zoomed):
    """The places of one table: ``n`` seats, ``anchor`` at the bottom, a ``width`` x ``height``
    canvas, cards ``aspect`` times as high as wide, the plates, badges and banner ``zoom``
    times their own size (:func:`text_zoom`)."""

    n: int
    anchor: int
    width: float
    height: float
    aspect: float
    zoom: float = 1.0

    # -- seats -------------------------------------------------------------------------------
    def where(self, seat: int) -> str:
        """"bottom", "left", "top" or "right"."""
        return POSITIONS[self.n][(seat - self.anchor) % self.n]

    def centre(self) -> Point:
        return Point(self.width / 2, self.height * 0.40)

    def hand_anchor(self, seat: int) -> Point:
        w, h = self.width, self.height
        return {
            "bottom": Point(self.bottom_hand_span()[0], h - HAND_W * self.aspect / 2 - 36),
            "top": Point(min(w / 2 - 90, self.top_plate_limit() - self.pw - 200), h * 0.1),
            "left": Point(w * 0.13, self.side_hand_y()),
            "right": Point(w * 0.87, self.side_hand_y()),
        }[self.where(seat)]

    def top_plate_limit(self) -> float:
        """The rightmost the top seat's plate reaches: short of the contract badge."""
        return self.width - 15 - BADGE_W * self.zoom - 16

    def side_hand_y(self) -> float:
        """The height of the left and right hands: below the corner badges."""
        return max(self.height * 0.29,
                   18 + BADGE_H * self.zoom + 12 + OPP_W * self.aspect / 2)

    def bottom_hand_span(self) -> tuple[float, float]:
        """The bottom hand's centre and the most width it spreads over: the table's middle,
        moved right of the bottom plate where a large one reaches into it."""
        left = self.pw + 48
        width = min(self.width * 0.6, self.width - 24 - left)
        return max(self.width / 2, left + width / 2), width

    def plate(self, seat: int) -> Point:
        where = self.where(seat)
        a = self.hand_anchor(seat)
        pw, ph = self.pw, self.ph
        if where == "bottom":
            return Point(pw / 2 + 24, self.height - ph / 2 - 24)
        if where == "top":      # right of the hand, clear of it and of the contract badge
            x = min(max(a.x + 330, a.x + 200 + pw / 2), self.top_plate_limit() - pw / 2)
            return Point(x, max(a.y + 4, ph / 2 + 18))
        x = min(max(a.x, pw / 2 + 24), self.width - pw / 2 - 24)
        return Point(x, a.y + OPP_W * self.aspect / 2 + ph / 2 + 18)

    def plate_rect(self, seat: int) -> tuple[float, float, float, float]:
        """A seat's plate: left, top, width, height."""
        p = self.plate(seat)
        return (p.x - self.pw / 2, p.y - self.ph / 2, self.pw, self.ph)

    def pile(self, seat: int) -> Point:
        """Where the tricks ``seat`` won lie."""
        where = self.where(seat)
        p = self.plate(seat)
        pw, ph = self.pw, self.ph
        if where == "bottom":   # just above the name (the hand fills the bottom's middle)
            return Point(p.x - 40, p.y - ph / 2 - 44)
        if where == "right":
            return Point(p.x - pw / 2 - 55, p.y + 40)
        return Point(p.x + pw / 2 + 55, p.y + (0 if where == "top" else 40))

    def trick_slot(self, seat: int) -> Point:
        """Where the card ``seat`` plays to the trick lies."""
        c = self.centre()
        where = self.where(seat)
        dx, dy = {"bottom": (0, 92), "top": (0, -92), "left": (-130, -10),
                  "right": (130, -10)}[where]
        if self.n == 3 and where != "bottom":
            dy = -50
        return Point(c.x + dx, c.y + dy)

    def deck(self, dealer: int) -> Point:
        """Where the dealer's deck lies: between his plate and the centre."""
        p, c = self.plate(dealer), self.centre()
        return Point((p.x + c.x) / 2, (p.y + c.y) / 2)

    def trump_badge(self) -> Point:
        return Point(15 + BADGE_W / 2 * self.zoom, 18 + BADGE_H / 2 * self.zoom)

    def contract_badge(self) -> Point:
        return Point(self.width - 15 - BADGE_W / 2 * self.zoom, 18 + BADGE_H / 2 * self.zoom)

    def banner(self) -> Point:
        """Above the middle, and below the hand at the top of the table if there is one."""
        y = self.centre().y - 200
        if "top" in POSITIONS[self.n]:
            hand_bottom = self.height * 0.1 + OPP_W * self.aspect / 2
            y = max(y, hand_bottom + BANNER_H * self.zoom / 2 + 8)
        return Point(self.width / 2, y)

    # -- cards ---------------------------------------------------------------------------------
    def hand(self, seat: int, k: int) -> list[Place]:
        """A fan of ``k`` cards: a wide arc at the bottom, a tight row elsewhere."""
        if k == 0:
            return []
        a = self.hand_anchor(seat)
        mid = (k - 1) / 2
        out: list[Place] = []
        if self.where(seat) == "bottom":
            spacing = min(HAND_W * 0.6, (self.bottom_hand_span()[1] - HAND_W) / max(1, k - 1))
            for i in range(k):
                off = i - mid
                y = a.y + (18 * (off / mid) ** 2 if mid else 0)
                out.append(Place(a.x + off * spacing, y, off * 1.2, HAND_W, Z_HAND + i))
        else:
            spacing = min(OPP_W * 0.42, 260 / max(1, k - 1))
            for i in range(k):
                out.append(Place(a.x + (i - mid) * spacing, a.y, 0, OPP_W, Z_HAND + i))
        return out

    def talons(self, sizes: Sequence[int], shown: bool = False) -> list[list[Place]]:
        """One talon in the middle (spread out wide when ``shown``), or two side by side."""
        c = self.centre()
        if len(sizes) == 1:
            k = sizes[0]
            step = TRICK_W * 1.08 if shown else TALON_W * 0.62
            width = TRICK_W if shown else TALON_W
            return [[Place(c.x + (i - (k - 1) / 2) * step, c.y, 0, width, Z_TALON + i)
                     for i in range(k)]]
        return [[Place(c.x + (-1 if t == 0 else 1) * 105 + (i - 0.5) * 40, c.y, 0, TALON_W,
                       Z_TALON + i) for i in range(k)]
                for t, k in enumerate(sizes)]

    def trick_card(self, seat: int, order: int, card: Optional[int]) -> Place:
        """The ``order``-th card of the trick, played by ``seat``, a little askew."""
        p = self.trick_slot(seat)
        return Place(p.x, p.y, ((card or 0) * 37 % 9) - 4.0, TRICK_W, Z_TRICK + order)

    def pile_cards(self, seat: int, k: int, per_trick: int) -> list[Place]:
        """``k`` cards face down, each trick of ``per_trick`` cards a little above the last."""
        p = self.pile(seat)
        out: list[Place] = []
        for i in range(k):
            step = 3.0 * (i // max(1, per_trick))
            out.append(Place(p.x + step, p.y - step, 90, PILE_W, Z_PILE + i))
        return out

    def aside(self, declarer: int, k: int) -> list[Place]:
        """The declarer's laid-aside cards, beside his trick pile (towards the middle)."""
        p = self.pile(declarer)
        side = -1 if self.where(declarer) == "right" else 1
        return [Place(p.x + side * (70 + i * 16), p.y, 0, PILE_W, Z_ASIDE + i)
                for i in range(k)]

    def dead_hand(self, k: int) -> list[Place]:
        x, y = self.width * 0.13, self.height * 0.47
        return [Place(x + i * 10, y, 0, OPP_W, Z_DEAD + i) for i in range(k)]

    def deck_pile(self, dealer: int, k: int) -> list[Place]:
        """The undealt deck: ``k`` cards squared up at the dealer's side."""
        d = self.deck(dealer)
        return [Place(d.x - i * 0.6, d.y - i * 0.6, 0, TALON_W, Z_DECK + i) for i in range(k)]
