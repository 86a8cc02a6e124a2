"""Score sheets and statistics read as sheets (issue 34, point 3): no text elided in any
language, figures right-aligned in tabular figures, the current row marked, tooltips wrapped."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6 import QtGui
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QStyle, QTableWidget

from tests.storage.dice_games import dice_game
from tests.storage.helpers import random_step
from thousand_app.cards.engine import Game, Rules
from thousand_app.ui.cards.scoresheet import ScoreSheet
from thousand_app.ui.common.i18n import Translations
from thousand_app.ui.common.theme import colour
from thousand_app.ui.common.windows import CURRENT_ROW
from thousand_app.ui.dice.scoresheet import DiceScoreSheetWindow


def elided(t: QTableWidget) -> list[str]:
    """Cells whose text does not show whole: not wrapped in a row tall enough for it."""
    out = []
    margin = 2 * (t.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, t) + 1)
    for row in range(t.rowCount()):
        for col in range(t.columnCount()):
            item = t.item(row, col)
            if item is None or not item.text() or t.isColumnHidden(col):   # (a narrow sheet's)
                continue
            font = item.font() if item.data(Qt.ItemDataRole.FontRole) is not None else t.font()
            fm = QFontMetrics(font)
            room = t.columnWidth(col) - margin
            need = fm.boundingRect(QRect(0, 0, room, 100_000),
                                   int(Qt.TextFlag.TextWordWrap), item.text())
            if not t.wordWrap() or t.textElideMode() != Qt.TextElideMode.ElideNone \
                    or need.width() > room or need.height() > t.rowHeight(row):
                out.append(f"{row},{col} {item.text()!r} needs {need.size()} in "
                           f"{room}x{t.rowHeight(row)}")
    return out


def check_sheet(t: QTableWidget, figures: list[int]) -> None:
    assert elided(t) == []
    assert t.font().featureValue(QFont.Tag("tnum")) == 1
    last = t.rowCount() - 1
    for col in range(t.columnCount()):     # the current row marked, and only it
        current, first = t.item(last, col), t.item(0, col)
        assert current is not None and current.data(CURRENT_ROW) is True
        assert current.background().color() == colour("current_row")
        if last:
            assert first is None or first.data(CURRENT_ROW) is None
    for row in range(t.rowCount()):
        for col in figures:
            item = t.item(row, col)
            if item is not None and item.text():
                assert item.textAlignment() & Qt.AlignmentFlag.AlignRight, (row, col)
            if item is not None and item.toolTip():     # (a rich text tip wraps on screen)
                assert QtGui.Qt.mightBeRichText(item.toolTip())


@pytest.fixture
def language() -> Any:
    tr = Translations()
    yield tr
    tr.use("en")


@pytest.mark.parametrize("lang", ["en", "ru", "uk", "pl"])
def test_the_card_sheet_elides_nothing_and_marks_the_latest_deal(qtbot: Any, language: Any,
                                                                 lang: str) -> None:
    language.use(lang)
    game = Game(Rules(), 3, players=["Gleb", "Anna", "Boris"], seed=5)
    rng = random.Random(5)
    while len(game.history) < 14 and not game.is_over:
        random_step(game, rng)
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.refresh(game)
    sheet.show()
    qtbot.waitExposed(sheet)
    t = sheet.table
    notes = t.columnCount() - 1
    assert any(item is not None and item.text()
               for item in (t.item(r, notes) for r in range(t.rowCount())))
    check_sheet(t, [0, 2] + list(range(4, notes)))


@pytest.mark.parametrize("lang", ["en", "ru", "uk", "pl"])
def test_the_dice_sheet_elides_nothing_and_marks_the_round(qtbot: Any, language: Any,
                                                          lang: str) -> None:
    language.use(lang)
    game = dice_game(3000, 2, 3, "classic")
    window = DiceScoreSheetWindow()
    qtbot.addWidget(window)
    window.refresh(game, game.players)
    window.show()
    qtbot.waitExposed(window)
    t = window.sheet.table
    check_sheet(t, list(range(game.n)))
    window.resize(420, 400)                   # a narrow panel: the texts wrap, never elided
    qtbot.waitUntil(lambda: window.sheet.table.viewport().width() < 400)
    assert elided(t) == []


def test_statistics_right_align_tabular_figures_and_leave_no_void(qtbot: Any) -> None:
    from types import SimpleNamespace as NS

    from thousand_app.ui.cards.stats_view import card_stats_box
    from thousand_app.ui.dice.stats_view import dice_stats_box

    cards = {"Gleb": NS(games_finished=12, games_won=5, games_played=14, deals_declared=40,
                        deals_made=31, average_contract=137.5, best_game=1040, bolts=7,
                        barrel_falls=2)}
    dice = {"Gleb": NS(games_played=9, games_won=4, turns=311, average_turn=61.2, busts=57,
                       barrel_attempts=13)}

    class Storage:
        def stats(self, kind: str = "cards") -> dict[str, Any]:
            return cards if kind == "cards" else dice

        def game_count(self, *_a: Any, **_k: Any) -> int:
            return 0

    for box in (card_stats_box(Storage()), dice_stats_box(Storage())):
        qtbot.addWidget(box)
        t = box.findChild(QTableWidget)
        assert t is not None and t.font().featureValue(QFont.Tag("tnum")) == 1
        for col in range(1, t.columnCount()):
            item = t.item(0, col)
            assert item is not None and item.textAlignment() & Qt.AlignmentFlag.AlignRight
        rows = t.horizontalHeader().sizeHint().height() + t.rowHeight(0)
        assert t.maximumHeight() < rows + 3 * t.rowHeight(0)   # (a heading, a row, a bar)
