"""The table's geometry: pure functions of seats, anchor and canvas size, tested without Qt."""

from __future__ import annotations

import doctest
import subprocess
import sys
from itertools import combinations

import pytest

from thousand_app.ui.common import table_geometry
from thousand_app.ui.common.table_geometry import (HAND_W, MAX_SCENE_H, MIN_SCENE_H, OPP_W, PLATE_H,
                                            PLATE_W, SCENE_W, TRICK_W, Place, Point,
                                            TableGeometry, scene_height)

ASPECT = 1.45
TABLES = [(n, anchor, h) for n in (2, 3, 4) for anchor in range(n)
          for h in (MIN_SCENE_H, 1000.0, MAX_SCENE_H)]


def geo(n: int, anchor: int = 0, height: float = 1000.0) -> TableGeometry:
    return TableGeometry(n, anchor, SCENE_W, height, ASPECT)


def inside(p: Point | Place, g: TableGeometry, margin: float = 0.0) -> bool:
    return margin <= p.x <= g.width - margin and margin <= p.y <= g.height - margin


def test_the_module_needs_no_qt() -> None:
    code = ("import sys, thousand_app.ui.common.table_geometry; "
            "sys.exit(any(m.startswith('PySide6') for m in sys.modules))")
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0


def test_doctests() -> None:
    assert doctest.testmod(table_geometry).failed == 0


def test_scene_height_follows_the_window_within_limits() -> None:
    assert scene_height(1600, 1000) == 1000
    assert scene_height(3200, 1000) == MIN_SCENE_H     # a very wide window
    assert scene_height(800, 1000) == MAX_SCENE_H      # a very tall one
    assert scene_height(0, 500) == MAX_SCENE_H         # no width yet: no division by zero


@pytest.mark.parametrize("n, seats", [(2, ("bottom", "top")), (3, ("bottom", "left", "right")),
                                      (4, ("bottom", "left", "top", "right"))])
def test_seats_go_clockwise_from_the_anchor(n: int, seats: tuple[str, ...]) -> None:
    for anchor in range(n):
        g = geo(n, anchor)
        assert tuple(g.where((anchor + i) % n) for i in range(n)) == seats


@pytest.mark.parametrize("n, anchor, height", TABLES)
def test_every_place_is_on_the_table(n: int, anchor: int, height: float) -> None:
    g = geo(n, anchor, height)
    for s in range(n):
        for p in (g.hand_anchor(s), g.plate(s), g.pile(s), g.trick_slot(s), g.deck(s)):
            assert inside(p, g, 30), (s, g.where(s), p)
        for card in g.hand(s, 10) + g.pile_cards(s, 30, n) + g.aside(s, 2):
            assert inside(card, g, 20), (s, g.where(s), card)


@pytest.mark.parametrize("n, anchor, height", TABLES)
def test_plates_do_not_overlap(n: int, anchor: int, height: float) -> None:
    g = geo(n, anchor, height)
    for a, b in combinations(range(n), 2):
        pa, pb = g.plate(a), g.plate(b)
        assert abs(pa.x - pb.x) >= PLATE_W or abs(pa.y - pb.y) >= PLATE_H, (a, b)


@pytest.mark.parametrize("n", [2, 3, 4])
def test_trick_slots_are_apart_around_the_centre(n: int) -> None:
    g = geo(n)
    c = g.centre()
    slots = [g.trick_slot(s) for s in range(n)]
    for a, b in combinations(slots, 2):
        assert abs(a.x - b.x) + abs(a.y - b.y) > TRICK_W * 0.7
    for s, p in enumerate(slots):
        assert abs(p.x - c.x) <= 130 and abs(p.y - c.y) <= 92
        if g.where(s) == "bottom":
            assert p.y > c.y
    assert g.trick_card(0, 2, None).z > g.trick_card(1, 1, None).z    # later cards on top


@pytest.mark.parametrize("k", [1, 2, 7, 8, 10, 12])
def test_the_anchors_hand_is_a_symmetric_fan(k: int) -> None:
    g = geo(3)
    fan = g.hand(0, k)
    a = g.hand_anchor(0)
    assert len(fan) == k and all(p.width == HAND_W for p in fan)
    xs = [p.x for p in fan]
    assert xs == sorted(xs) and len(set(xs)) == k
    assert sum(xs) / k == pytest.approx(a.x)
    assert max(xs) - min(xs) <= g.width * 0.6
    for left, right in zip(fan, reversed(fan)):   # mirrored: same height, opposite tilt
        assert left.y == pytest.approx(right.y) and left.rotation == pytest.approx(-right.rotation)
    assert [p.z for p in fan] == sorted(p.z for p in fan)


def test_other_hands_are_tight_rows() -> None:
    g = geo(3)
    for s in (1, 2):
        row = g.hand(s, 10)
        assert {p.y for p in row} == {g.hand_anchor(s).y}
        assert all(p.width == OPP_W and p.rotation == 0 for p in row)
        assert row[-1].x - row[0].x <= 260 + 1e-9
    assert g.hand(1, 0) == []


def test_one_talon_in_the_middle_spreads_when_shown() -> None:
    g = geo(3)
    (closed,) = g.talons([3])
    (shown,) = g.talons([3], shown=True)
    c = g.centre()
    for talon in (closed, shown):
        assert [p.y for p in talon] == [c.y] * 3
        assert talon[1].x == pytest.approx(c.x)
    assert shown[2].x - shown[0].x > closed[2].x - closed[0].x
    assert shown[0].width > closed[0].width


def test_two_talons_lie_left_and_right() -> None:
    g = geo(2)
    left, right = g.talons([2, 2])
    c = g.centre()
    assert all(p.x < c.x for p in left) and all(p.x > c.x for p in right)
    assert [len(t) for t in g.talons([0, 2])] == [0, 2]      # one taken, the other waits
    assert g.talons([]) == []


def test_trick_piles_grow_a_step_per_trick() -> None:
    g = geo(3)
    pile = g.pile_cards(0, 6, 3)
    assert len({(p.x, p.y) for p in pile[:3]}) == 1       # one trick squared up
    assert pile[3].x > pile[0].x and pile[3].y < pile[0].y
    assert all(p.rotation == 90 for p in pile)


def test_the_deck_lies_between_the_dealer_and_the_centre() -> None:
    g = geo(4, anchor=1)
    for dealer in range(4):
        d, p, c = g.deck(dealer), g.plate(dealer), g.centre()
        assert d == Point((p.x + c.x) / 2, (p.y + c.y) / 2)
        assert g.deck_pile(dealer, 24)[0][:2] == (d.x, d.y)


def card_box(p: Place) -> tuple[float, float, float, float]:
    """(left, top, right, bottom) of a card at ``p`` (square to the table or turned 90°)."""
    w, h = p.width, p.width * ASPECT
    if abs(p.rotation) % 180 > 45:
        w, h = h, w
    return (p.x - w / 2, p.y - h / 2, p.x + w / 2, p.y + h / 2)


def overlap(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


@pytest.mark.parametrize("height", [MIN_SCENE_H, 1000.0, MAX_SCENE_H])
@pytest.mark.parametrize("n", [2, 3, 4])
def test_your_tricks_lie_by_your_name_clear_of_your_hand(n: int, height: float) -> None:
    """The playtest: the trick pile sat bottom right, far from the name bottom left."""
    g = geo(n, 0, height)
    plate, pile = g.plate(0), g.pile(0)
    assert abs(pile.x - plate.x) < PLATE_W and abs(pile.y - plate.y) < 2 * PLATE_H
    hand = [card_box(p) for p in g.hand(0, 12)]
    heap = [card_box(p) for p in g.pile_cards(0, 30, n) + g.aside(0, 2)]
    assert not any(overlap(a, b) for a in hand for b in heap)
    plate_box = (plate.x - PLATE_W / 2, plate.y - PLATE_H / 2, plate.x + PLATE_W / 2,
                 plate.y + PLATE_H / 2)
    assert not any(overlap(plate_box, b) for b in heap)


@pytest.mark.parametrize("n, anchor, height", TABLES)
def test_laid_aside_cards_lie_whole_on_the_table(n: int, anchor: int, height: float) -> None:
    g = geo(n, anchor, height)
    for s in range(n):
        for p in g.aside(s, 2):
            left, top, right, bottom = card_box(p)
            assert 10 <= left and right <= g.width - 10 and 10 <= top and bottom <= g.height - 10


@pytest.mark.parametrize("n, anchor, height", TABLES)
def test_the_banner_is_clear_of_the_hand_at_the_top(n: int, anchor: int, height: float) -> None:
    """The playtest: "You play 100" lay over the opponent's cards in a 2-player game."""
    from thousand_app.ui.common.table_geometry import BANNER_H

    g = geo(n, anchor, height)
    b = g.banner()
    banner = (b.x - 380, b.y - BANNER_H / 2, b.x + 380, b.y + BANNER_H / 2)
    for s in range(n):
        if g.where(s) != "bottom":
            assert not any(overlap(banner, card_box(p)) for p in g.hand(s, 10)), g.where(s)
