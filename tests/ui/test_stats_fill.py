"""The statistics tables fill their box's width (issue 34: an empty band at the right): the
columns share the room their contents leave, numbers right-aligned, long headings still
wrapping where the columns would not fit."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTableWidget

from thousand_app.ui.common.i18n import Translations
from thousand_app.ui.common.saves import StatsDialog

from .test_sheet_columns import Storage, cells_whole, headings_whole
from thousand_app.ui.kinds import UI_REGISTRY


@pytest.fixture
def language() -> Any:
    tr = Translations()
    yield tr
    tr.use("en")


@pytest.mark.parametrize("size", [(1280, 800), (900, 600)])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_statistics_columns_fill_the_width(qtbot: Any, language: Any, window: Any,
                                               lang: str, size: tuple[int, int]) -> None:
    language.use(lang)
    window.resize(*size)
    qtbot.waitUntil(lambda: window.width() == size[0])
    dlg = StatsDialog(Storage(), UI_REGISTRY, window)
    dlg.show()
    qtbot.waitExposed(dlg)
    tables = dlg.findChildren(QTableWidget)
    for t in tables:
        widths = sum(t.columnWidth(c) for c in range(t.columnCount()))
        room = t.viewport().width()
        assert room - 2 <= widths <= room, (widths, room)
        assert not t.horizontalScrollBar().isVisible()
        headings_whole(t)
        cells_whole(t, list(range(t.columnCount())))
        for c in range(1, t.columnCount()):
            assert t.item(0, c).textAlignment() & Qt.AlignmentFlag.AlignRight
    if size[0] > 1000:      # made narrower (the window resized): they fill it again
        window.resize(size[0] - 200, size[1])
        qtbot.waitUntil(lambda: all(
            t.viewport().width() - 2 <= sum(t.columnWidth(c) for c in range(t.columnCount()))
            <= t.viewport().width() for t in tables))
    dlg.reject()
