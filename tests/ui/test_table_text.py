"""The tables' painted texts follow the text size (issue 34, point 8): on the card table (2 to
4 players) and the dice table (2 to 8) in the table areas of 900×600 and 1280×800 windows, at
100 % and 150 % text, every text a plate, badge, bubble or the banner paints shows at least
``min_screen_px()`` high on the screen (its pixel size × the item's zoom × the view's scale),
and no two plates, badges or bubbles overlap each other or the dice tray, the trick or a
hand."""

from __future__ import annotations

from itertools import combinations
from typing import Any, Iterator

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication

from thousand_app.cards.engine import Game, Rules
from thousand_app.dice.engine import DiceGame, DiceRules
from thousand_app.ui.cards.table import TableScene
from thousand_app.ui.common.cards import Deck, builtin_path
from thousand_app.ui.common.items import Badge, Plate, min_screen_px
from thousand_app.ui.common.table_geometry import MIN_SCREEN_PX, text_zoom
from thousand_app.ui.common.table_view import TableView
from thousand_app.ui.common.theme import apply_theme
from thousand_app.ui.dice.table import DiceScene

from .conftest import settle

#: The table's area (the view's viewport) in 900×600 and 1280×800 windows at 100 % and 150 %
#: text, as the game screens leave it (measured: the screens' bars and panels take the rest).
DICE_VIEWS = {(900, 600, 1.0): (900, 469), (900, 600, 1.5): (900, 379),
              (1280, 800, 1.0): (1280, 669), (1280, 800, 1.5): (1280, 625)}
CARD_VIEWS = {(900, 600, 1.0): (900, 541), (900, 600, 1.5): (900, 525),
              (1280, 800, 1.0): (1280, 741), (1280, 800, 1.5): (1280, 725)}
NAMES = ["Александра", "Boris", "Вікторія", "Gleb", "Dina", "Egor", "Zoya", "Ilya"]


@pytest.fixture(params=[1.0, 1.5], ids=["100%", "150%"])
def text_scale(request: Any, qapp: Any) -> Iterator[float]:
    apply_theme(qapp, "light", request.param)
    yield request.param
    apply_theme(qapp, "light", 1.0)


def view_for(scene: Any, size: tuple[int, int], qtbot: Any) -> TableView:
    view = TableView(scene)
    qtbot.addWidget(view)
    view.setMinimumSize(1, 1)
    view.resize(*size)
    view.show()
    settle()
    assert view.viewport().size().toTuple() == size
    return view


def text_problems(view: TableView, items: list[Any], where: str) -> list[str]:
    """The painted texts shown under the least on-screen size."""
    least = min_screen_px()
    scale = view.transform().m11()
    out = []
    for it in items:
        for px in it.text_sizes():
            shown = px * it.scale() * scale
            if shown < least - 0.05:
                out.append(f"{where}: {type(it).__name__} text {px} px shows {shown:.1f} px "
                           f"(< {least:.1f})")
    return out


def overlaps(named: list[tuple[str, QRectF]], where: str) -> list[str]:
    """Each pair of rects that overlap (a plate and its own bubble's tail touch: not counted)."""
    return [f"{where}: {a} overlaps {b}" for (a, ra), (b, rb) in combinations(named, 2)
            if not ra.isEmpty() and not rb.isEmpty() and ra.intersects(rb)
            and not (a.split()[-1] == b.split()[-1] and {a.split()[0], b.split()[0]}
                     == {"plate", "bubble"})]


def plate_rects(plates: dict[int, Plate]) -> list[tuple[str, QRectF]]:
    out = []
    for s, p in plates.items():
        out.append((f"plate {s}", p.frame_rect()))
        out.append((f"bubble {s}", p.bubble_rect()))
    return out


def test_the_least_size_follows_the_text_size(qapp: Any) -> None:
    try:
        apply_theme(qapp, "light", 1.0)
        small = min_screen_px()
        apply_theme(qapp, "light", 1.5)
        large = min_screen_px()
    finally:
        apply_theme(qapp, "light", 1.0)
    assert MIN_SCREEN_PX <= small < large
    assert large == pytest.approx(small * 1.5, rel=0.15) or small == MIN_SCREEN_PX
    assert text_zoom(0.46, large) > text_zoom(0.46, small) >= 1.0


@pytest.mark.parametrize("window", [(900, 600), (1280, 800)], ids=["900x600", "1280x800"])
@pytest.mark.parametrize("n", range(2, 9))
def test_the_dice_table_texts_are_legible_and_apart(qtbot: Any, text_scale: float,
                                                     window: tuple[int, int], n: int) -> None:
    where = f"dice {n} players {window} {text_scale:.0%}"
    game = DiceGame(DiceRules(), n, players=NAMES[:n], seed=3)
    scene = DiceScene(0.0)
    scene.setup(game.players, 0)
    scene.rebuild(game.observation())
    view = view_for(scene, DICE_VIEWS[(*window, text_scale)], qtbot)
    plates = scene.decor.plates
    for s, p in plates.items():      # every seat speaking at once, the longest words
        p.status, p.marks = "entered, on the barrel 1/3", "bolts 2/3"
        scene.decor.set_bubble(s, "+1000" if s % 2 else "bolt 3/3", pop=False)
    scene.turn_badge.caption, scene.turn_badge.value = "Turn total · Александра", "1000"
    scene.turn_badge.detail = "dice in hand: 5"
    scene.banner("Hot dice!", "all five scored: throw all five again")
    found = text_problems(view, [*plates.values(), scene.turn_badge, scene.decor.banner], where)
    tray = scene.tray.rect
    found += overlaps([(f"plate {s}", p.frame_rect()) for s, p in plates.items()]
                      + [("tray", tray)], where)
    assert found == [], "\n".join(found)
    found += overlaps(plate_rects(plates) + [("tray", tray)], where)
    banner = scene.decor.banner.mapRectToScene(scene.decor.banner.frame(scene.font()))
    found += [f"{where}: the banner covers plate {s}" for s, p in plates.items()
              if banner.intersects(p.frame_rect())]
    assert found == [], "\n".join(found)


@pytest.mark.parametrize("window", [(900, 600), (1280, 800)], ids=["900x600", "1280x800"])
@pytest.mark.parametrize("n", [2, 3, 4])
def test_the_card_table_texts_are_legible_and_apart(qtbot: Any, text_scale: float,
                                                     window: tuple[int, int], n: int) -> None:
    where = f"cards {n} players {window} {text_scale:.0%}"
    game = Game(Rules(), n, players=NAMES[:n], seed=5)
    while game.legal_actions() and game.observation(0).phase == "bidding" \
            and game.to_act != 0:
        game.apply(game.legal_actions()[0])
    scene = TableScene(Deck(builtin_path(False)), speed=0)
    scene.rebuild(game.observation(0), 0, 0)
    view = view_for(scene, CARD_VIEWS[(*window, text_scale)], qtbot)
    plates = scene.plates
    for s, p in plates.items():
        p.status = "dealer, contract 120, 3 tricks"
        scene.decor.set_bubble(s, "Pass" if s % 2 else "120", pop=False)
    scene.decor.update_badges(scene.facts, scene.names)
    badges: list[Badge] = [scene.trump_badge, scene.contract_badge]
    found = text_problems(view, [*plates.values(), *badges], where)
    named = plate_rects(plates) + [(f"badge {i}", b.sceneBoundingRect().adjusted(8, 8, -8, -8))
                                   for i, b in enumerate(badges)]
    for seat, items in scene.hands.items():
        if items:
            hand = QRectF()
            for it in items:
                hand = hand.united(it.mapRectToScene(it.card_rect()))
            named.append((f"hand {seat}", hand))
    found += overlaps(named, where)
    found = [f for f in found if not ("hand" in f and f.count("hand") == 2)]
    assert found == [], "\n".join(found)
    QApplication.processEvents()


def test_the_plates_follow_a_change_of_the_text_size(qtbot: Any, qapp: Any) -> None:
    """Settings' text size changed while a game is shown: the plates grow at once (the view
    refits on the application's font change), and shrink back."""
    scene = DiceScene(0.0)
    scene.setup(NAMES[:4], 0)
    try:
        apply_theme(qapp, "light", 1.0)
        view = view_for(scene, (900, 469), qtbot)
        small = scene.decor.plates[0].scale()
        apply_theme(qapp, "light", 1.5)
        qtbot.waitUntil(lambda: scene.decor.plates[0].scale() > small * 1.3)
        assert scene.zoom == pytest.approx(scene.decor.plates[0].scale())
        apply_theme(qapp, "light", 1.0)
        qtbot.waitUntil(lambda: scene.decor.plates[0].scale() == pytest.approx(small))
        assert view.transform().m11() > 0
    finally:
        apply_theme(qapp, "light", 1.0)


def test_a_long_name_is_elided_with_the_whole_name_in_the_tooltip(qapp: Any) -> None:
    scene = DiceScene(0.0)
    name = "Александра Константиновна <b>Длинная</b>"
    scene.setup([name, "Boris"], 0)
    plate = scene.decor.plates[0]
    assert "Длинная" in plate.toolTip() and "<b>" not in plate.toolTip()  # (escaped: plain)
    assert "&lt;b&gt;" in plate.toolTip()


def test_a_status_too_long_for_three_lines_makes_the_plate_taller_not_smaller() -> None:
    p = Plate()
    p.status = "сидит на прикупе, сдаёт, заказ 120, 3 взятки, очки: 45 + 100"
    p.marks = "2 болта · на бочке 1/3"
    assert p.status_fits() and p.text_sizes()[-1] == 16      # (never under the smallest)
    assert p.body().height() > Plate.H and p.body().top() == -Plate.H / 2     # (downwards)
    p.grow_up = True
    assert p.body().bottom() == Plate.H / 2                                  # (upwards)
    p.status = "dealer"
    assert p.body().height() == Plate.H
