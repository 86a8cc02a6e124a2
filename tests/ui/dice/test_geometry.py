"""Where the dice table puts things (pure geometry): seats around the tray for 2 to 8 players,
never overlapping each other or the tray; dice rest inside the throw zone without touching."""

from __future__ import annotations

import doctest

import pytest

from thousand_app.ui.dice import geometry as dice_geometry
from thousand_app.ui.dice.geometry import KEPT_DIE, DiceGeometry, Rect

HEIGHTS = (820.0, 1000.0, 1300.0)


def test_doctests() -> None:
    assert doctest.testmod(dice_geometry).failed == 0


@pytest.mark.parametrize("height", HEIGHTS)
@pytest.mark.parametrize("n", range(2, 9))
def test_plates_stay_apart_and_off_the_tray(n: int, height: float) -> None:
    g = DiceGeometry(n, 0, 1600.0, height)
    rects = [g.plate_rect(s) for s in range(n)]
    for a in range(n):
        r = rects[a]
        assert 0 <= r.x and r.right <= g.width and 0 <= r.y and r.bottom <= height
        assert not r.overlaps(g.tray()), (n, a)
        for b in range(a + 1, n):
            assert not r.overlaps(rects[b]), (n, a, b)


@pytest.mark.parametrize("n", range(2, 9))
def test_the_anchor_sits_at_the_bottom_and_seats_go_clockwise(n: int) -> None:
    for anchor in range(n):
        g = DiceGeometry(n, anchor, 1600.0, 1000.0)
        assert g.where(anchor) == "bottom"
        bottom = g.plate(anchor)
        assert bottom.x == pytest.approx(800.0)
        assert all(g.plate(s).y < bottom.y for s in range(n) if s != anchor)
        nxt = g.plate((anchor + 1) % n)
        assert nxt.x < 800.0 or n == 2      # the next seat is on the left: clockwise


@pytest.mark.parametrize("height", HEIGHTS)
@pytest.mark.parametrize("n", range(2, 9))
def test_dice_rest_inside_the_throw_zone_without_touching(n: int, height: float) -> None:
    g = DiceGeometry(n, 0, 1600.0, height)
    zone = g.throw_zone()
    die = g.die()
    assert KEPT_DIE <= die <= dice_geometry.DIE
    for k in range(1, 6):
        spots = g.rest(k)
        assert len(spots) == k
        xs = [p.x for p in spots]
        assert xs == sorted(xs)                          # left to right: the keys 1-5
        for p in spots:
            assert zone.contains(p)
            assert zone.x - 1e-6 <= p.x - die / 2 and p.x + die / 2 <= zone.right + 1e-6
        assert all(b - a >= die * 1.05 for a, b in zip(xs, xs[1:]))


@pytest.mark.parametrize("n", range(2, 9))
def test_kept_rows_and_the_hand_lie_in_the_tray_apart(n: int) -> None:
    g = DiceGeometry(n, 0, 1600.0, 820.0)
    tray, side = g.tray(), g.side()
    zone = g.throw_zone()
    assert not zone.overlaps(side)
    for p in g.hand(5):
        assert tray.contains(p) and not zone.contains(p) and not side.contains(p)
    for row in range(3):
        spots = g.kept_row(row, 5)
        assert all(side.contains(p) for p in spots)
        label = g.kept_label(row)
        assert label.x > spots[-1].x + KEPT_DIE / 2
    rows = [g.kept_row(r, 1)[0].y for r in range(4)]
    assert rows == sorted(rows) and len(set(rows)) == 4


def test_rect_helpers() -> None:
    r = Rect(0, 0, 10, 10)
    assert r.overlaps(Rect(5, 5, 10, 10)) and not r.overlaps(Rect(10, 0, 5, 5))
    assert r.centre() == (5, 5) and r.right == 10 and r.bottom == 10


# -- the dice keep off the tray's rim (issue 34: with eight players the leftmost die sat close
# to the rim) --------------------------------------------------------------------------------
from hypothesis import given, settings, strategies as st  # noqa: E402

from thousand_app.ui.common.table_geometry import MAX_SCENE_H, MIN_SCENE_H  # noqa: E402

#: The room a resting die keeps from the tray's rim, at the least (logical units).
RIM_ROOM = 16.0


def farthest(die: float) -> tuple[float, float]:
    """How far a resting die may reach from its place across and along the row: half its
    size turned as far as it may be, and the shift it may lie from its place."""
    import math

    dx, dy = dice_geometry.REST_SHIFT
    turn = math.radians(dice_geometry.REST_TURN)
    half = die / 2 * (math.cos(turn) + math.sin(turn))
    return half + dx * die, half + dy * die


@settings(max_examples=300, deadline=None)
@given(n=st.integers(2, 8), height=st.floats(MIN_SCENE_H, MAX_SCENE_H), k=st.integers(1, 5))
def test_resting_dice_keep_off_the_rim(n: int, height: float, k: int) -> None:
    g = DiceGeometry(n, 0, 1600.0, height)
    t, s, die = g.tray(), g.side(), g.die()
    across, along = farthest(die)
    for p in g.rest(k):
        assert p.x - across >= t.x + RIM_ROOM, (n, height, k)
        assert p.x + across <= s.x - RIM_ROOM, (n, height, k)
        assert p.y - along >= t.y + RIM_ROOM and p.y + along <= t.bottom - RIM_ROOM


@pytest.mark.parametrize("size", [(900, 600), (1280, 800), (1920, 1080), (1000, 900)])
def test_resting_dice_keep_off_the_rim_in_the_window_sizes(size: tuple[int, int]) -> None:
    from thousand_app.ui.common.table_geometry import scene_height

    for n in range(2, 9):
        test_resting_dice_keep_off_the_rim.hypothesis.inner_test(  # type: ignore[attr-defined]
            n=n, height=scene_height(*size), k=5)


@pytest.mark.parametrize("zoom", [1.3, 1.8, 2.2])
@pytest.mark.parametrize("width", [1600.0, 1950.0])
@pytest.mark.parametrize("n", range(2, 9))
def test_large_plates_stay_apart_and_off_the_tray(n: int, width: float, zoom: float) -> None:
    """The plates enlarged for a large text size (``table_geometry.text_zoom``), on a table as
    wide as a wide window: apart, on the table, off a tray that still holds a row of dice."""
    g = DiceGeometry(n, 0, width, 820.0, zoom)
    rects = [g.plate_rect(s) for s in range(n)]
    tray = g.tray()
    assert tray.w > 0 and tray.h > 0
    for a in range(n):
        r = rects[a]
        assert 0 <= r.x and r.right <= width and 0 <= r.y and r.bottom <= 820.0, (n, a)
        assert not r.overlaps(tray), (n, a)
        for b in range(a + 1, n):
            assert not r.overlaps(rects[b]), (n, a, b)
    assert g.where(0) == "bottom" and KEPT_DIE <= g.die()
