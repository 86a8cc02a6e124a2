"""The saved-games list fits its sheet's width at 900×600 with the text at 150 % (issue 34:
the table scrolled sideways and the State column was off-screen): the name and the players
wrap, the date is compact, every column in sight."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect
from thousand_app.storage.savefile import SaveInfo
from thousand_app.ui.common.saves import SavesDialog

from .big_text import big_text_window
from .conftest import settle
from thousand_app.ui.kinds import UI_REGISTRY


class FakeStorage:
    def __init__(self, saves: list[SaveInfo]) -> None:
        self.saves = saves

    def list_saves(self) -> list[SaveInfo]:
        return list(self.saves)


def saves(n: int) -> list[SaveInfo]:
    names = ["Анна", "Борис", "Вера", "Глеб"]
    return [SaveInfo(f"Партия с друзьями в пятницу вечером на даче номер {i}", Path(f"/x/{i}"),
                     f"2026-12-0{1 + i % 5}T21:4{i % 10}:00", names[:3 + i % 2], "classic",
                     [340, -120, 45, 1000][:3 + i % 2], i % 3 != 0, None if i % 3 else 1,
                     "cards" if i % 2 else "dice")
            for i in range(n)]


@pytest.mark.parametrize("lang", ["ru", "uk", "pl", "en"])
def test_the_saves_fit_the_width_at_900x600_with_big_text(qapp: Any, tmp_path: Path,
                                                          lang: str) -> None:
    with big_text_window(tmp_path, lang) as shots:
        win = shots.win
        dlg = SavesDialog(FakeStorage(saves(6)), UI_REGISTRY, win)
        dlg.show()
        settle()
        settle()
        t = dlg.table
        assert not t.horizontalScrollBar().isVisible()
        room = t.viewport().width()
        used = sum(t.columnWidth(c) for c in range(t.columnCount()))
        assert used <= room, (used, room)
        view = QRect(t.viewport().mapTo(win, QPoint(0, 0)), t.viewport().size())
        card = dlg.rect().translated(dlg.mapTo(win, QPoint(0, 0)))
        assert card.contains(view.adjusted(0, 0, 0, -view.height() + 1)), (view, card)
        # nothing cut: each cell's text fits the cell (the long ones on more lines)
        for row in range(t.rowCount()):
            for col in range(t.columnCount()):
                item = t.item(row, col)
                need = t.sizeHintForIndex(t.model().index(row, col))
                assert need.height() <= t.rowHeight(row) + 1, (lang, row, col, item.text())
        assert len(t.item(0, 1).text()) <= 16   # (the date compact)
        dlg.close()
