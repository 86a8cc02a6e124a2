"""A die taken off the table leaves nothing behind (issue 39's soak: each die's click was
connected to the scene's ``dieClicked.emit``, and PySide6 keeps a little for every such
connection even after the die is gone: about 50 KB a dice game, thousands of dice a game)."""

from __future__ import annotations

import gc
import tracemalloc
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QPointF

from thousand_app.ui.dice.geometry import KEPT_DIE
from thousand_app.ui.dice.table import DiceScene

DICE = 2000


def _throw_away(scene: DiceScene, n: int) -> None:
    for i in range(n):
        scene.removeItem(scene.new_die(1 + i % 6, QPointF(0, 0), KEPT_DIE))
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()


def test_dice_taken_off_keep_no_memory(qapp: Any) -> None:
    scene = DiceScene(0.0)
    clicks: list[int] = []
    scene.dieClicked.connect(clicks.append)
    die = scene.new_die(4, QPointF(0, 0), KEPT_DIE)
    die.clicked.emit(4)                  # (a die's click still reaches the scene)
    assert clicks == [4]
    _throw_away(scene, DICE)             # (what the first dice make once: caches, free lists)
    tracemalloc.start()
    try:
        before = tracemalloc.take_snapshot()
        _throw_away(scene, DICE)
        after = tracemalloc.take_snapshot()
    finally:
        tracemalloc.stop()
    kept = sum(s.size_diff for s in after.compare_to(before, "filename"))
    # (before the fix about 60 bytes a die: 120 KB for 2,000; a few KB is noise)
    assert kept < 16 * 1024, f"{kept} bytes kept after {DICE} dice were taken off"
