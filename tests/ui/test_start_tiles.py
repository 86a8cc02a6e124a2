"""The start screen's game tiles: their "New game" buttons stand level (issue 34, point 9)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint
from thousand_app.ui.common.main_window import MainWindow

from .big_text import big_text_window
from .conftest import settle


def levels(win: MainWindow) -> set[int]:
    settle()
    start = win.start_screen
    return {t.button.mapTo(win, QPoint(0, 0)).y() for t in start.tiles.values()}


@pytest.mark.parametrize("lang,size", [("ru", (900, 600)), ("uk", (900, 600)),
                                       ("ru", (1280, 800))])
def test_the_new_game_buttons_of_the_tiles_stand_level(qtbot: Any, tmp_path: Path, lang: str,
                                                       size: tuple[int, int]) -> None:
    """A one-line text beside a two-line one; then (where the window has the height for
    it) both games with a Continue."""
    with big_text_window(tmp_path, lang, size) as shots:
        win = shots.win
        assert len(win.start_screen.tiles) == 2
        qtbot.waitUntil(lambda: len(levels(win)) == 1)   # (once laid out)
        if size[1] < 800:
            return
        kinds = list(win.start_screen.tiles)
        win.start_screen.set_can_continue(True, kinds[0], kinds)   # (both with Continue)
        qtbot.waitUntil(lambda: len(levels(win)) == 1)   # (once laid out)
        win.start_screen.set_can_continue(False)
        qtbot.waitUntil(lambda: len(levels(win)) == 1)   # (once laid out)
