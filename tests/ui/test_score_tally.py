"""A total that changes counts up on its plate (issue 34, point 2's score tally); at once when
animations are off, as in every other test."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QGraphicsScene

from thousand_app.ui.common.animation import Animator
from thousand_app.ui.common.items import Plate
from thousand_app.ui.common.table_decor import TableDecor
from thousand_app.ui.common.texts import total_text


def decor(speed: float) -> TableDecor:
    scene = QGraphicsScene()
    d = TableDecor(scene, Animator(speed, scene))
    for s in range(3):
        d.plates[s] = Plate()
        scene.addItem(d.plates[s])
    return d


def test_a_new_total_counts_up_through_the_values_between(qtbot: Any) -> None:
    d = decor(1.0)
    d.set_scores((0, 100, 50), ("", "", ""))
    assert [p.total for p in d.plates.values()] == ["0", "100", "50"]   # (no tally at first)
    seen: list[int] = []
    d.set_scores((120, 100, -40), ("", "", ""))
    assert set(d.tallies) == {0, 2} and d.plates[1].total == "100"
    d.tallies[0].valueChanged.connect(lambda v: seen.append(int(v)))
    qtbot.waitUntil(lambda: not d.tallies, timeout=5_000)
    assert [p.total for p in d.plates.values()] == ["120", "100", total_text(-40)]
    assert seen and all(0 <= v <= 120 for v in seen) and seen == sorted(seen)


def test_a_tally_goes_on_through_refreshes_and_none_when_animations_are_off(
        qtbot: Any) -> None:
    d = decor(1.0)
    d.set_scores((0, 0, 0), ("", "", ""))
    d.set_scores((300, 0, 0), ("", "", ""))
    d.set_scores((300, 0, 0), ("", "", ""))       # (a refresh: the tally goes on)
    assert set(d.tallies) == {0}
    d.set_scores((250, 0, 0), ("", "", ""))       # (a new total: counted from the last one)
    assert d.tallies[0].startValue() == 300 and d.tallies[0].endValue() == 250
    d.setup(None, [])  # type: ignore[arg-type]   # (a new table: no tally left running)
    assert not d.tallies
    off = decor(0.0)
    off.set_scores((0, 0, 0), ("", "", ""))
    off.set_scores((80, 0, 0), ("", "", ""))
    assert not off.tallies and off.plates[0].total == "80"
