"""The score sheets at 900×600 with 150 % text (issue 34: the card sheet's rows grew very tall
where the notes wrapped, and the notes ran off to the right): every column fits the sheet's
width (no sideways scrolling), no word is cut, the notes wrap inside their column, and a row
is no taller than its tallest cell needs."""

from __future__ import annotations

import random
import re
from typing import Any, Iterator

import pytest
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QStyle, QTableWidget

from thousand_app.cards.engine import Game, Rules
from thousand_app.dice.ai.driver import run_game
from thousand_app.dice.ai.players import make_player
from thousand_app.dice.engine import DiceGame, DiceRules
from thousand_app.ui.cards.card_script import random_game
from thousand_app.ui.cards.scoresheet import ScoreSheet
from thousand_app.ui.common.i18n import Translations
from thousand_app.ui.common.main_window import MainWindow
from thousand_app.ui.dice.scoresheet import DiceScoreSheetWindow

from tests.storage.helpers import random_step
from .test_sheets import small_large_text  # noqa: F401 (a fixture)

NAMES = ["Anna", "Boris", "Vera", "Gleb"]


@pytest.fixture
def language() -> Iterator[Translations]:
    tr = Translations()
    yield tr
    tr.use("en")


def four_player_game() -> Game:
    game = Game(Rules(), 4, players=NAMES, seed=3)
    rng = random.Random(3)
    while len(game.history) < 9 and not game.is_over:
        random_step(game, rng)
    return game


def dice_game() -> DiceGame:
    played = DiceGame(DiceRules.preset("barrel_900"), 4, players=NAMES, seed=7)
    run_game(played, [make_player("normal", k) for k in range(4)], random.Random(7), turn_cap=44)
    return played


def widest_word(t: QTableWidget, row: int, col: int) -> int:
    """The widest word of a cell, with its margins."""
    item = t.item(row, col)
    if item is None or not item.text():
        return 0
    fm = QFontMetrics(item.font())
    margin = 2 * (t.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, t) + 2)
    words = re.split(r"[ \n]+", item.text())       # (a no-break space binds)
    return max(fm.horizontalAdvance(w) for w in words) + margin


def reads_whole(t: QTableWidget) -> None:
    widths = sum(t.columnWidth(c) for c in range(t.columnCount()))
    assert widths <= t.viewport().width(), (widths, t.viewport().width())
    assert not t.horizontalScrollBar().isVisible()
    header = t.horizontalHeader()
    fm = QFontMetrics(header.font())
    margin = 2 * t.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    shown = [c for c in range(t.columnCount()) if not t.isColumnHidden(c)]
    for c in shown:        # every heading fits its column (wrapped: a heading tall enough)
        lines = t.horizontalHeaderItem(c).text().split("\n")
        assert max(fm.horizontalAdvance(x) for x in lines) + margin <= header.sectionSize(c)
        assert header.height() >= len(lines) * fm.height()
    for row in range(t.rowCount()):
        for col in shown:       # no word cut
            assert widest_word(t, row, col) <= t.columnWidth(col), \
                (row, col, t.item(row, col).text())
        # as tall as its cells wrapped in their columns need, no taller
        least = t.verticalHeader().minimumSectionSize()
        assert t.rowHeight(row) == max(t.sizeHintForRow(row), least), row
    notes = t.columnCount() - 1
    texts = [t.item(r, notes).text() for r in range(t.rowCount())
             if t.item(r, notes) is not None]
    if any(texts):      # the notes: a few words wide at least
        fm = QFontMetrics(t.font())
        assert t.columnWidth(notes) >= min(8 * fm.averageCharWidth(),
                                           max(fm.horizontalAdvance(x) for x in texts))


@pytest.mark.parametrize("lang", ["en", "ru", "uk", "pl"])
@pytest.mark.parametrize("n", [3, 4])
def test_the_card_sheet_reads_whole_at_900x600_large_text(
        qtbot: Any, small_large_text: MainWindow, language: Any, lang: str, n: int) -> None:
    language.use(lang)
    game = random_game(7, 3, NAMES[:3]) if n == 3 else four_player_game()
    sheet = ScoreSheet(small_large_text)
    sheet.refresh(game)
    sheet.show()
    qtbot.waitExposed(sheet)
    t = sheet.table
    notes = t.columnCount() - 1
    assert any(t.item(r, notes) is not None and t.item(r, notes).text()
               for r in range(t.rowCount()))
    reads_whole(t)
    if sheet.narrow:        # (the deal's points kept: after each total)
        assert t.isColumnHidden(4)
        assert all("(" in t.item(r, 5).text() for r in range(t.rowCount())
                   if game.history[r].deltas is not None)
        assert "(−120)" in sheet.legend.text()
    sheet.reject()


def test_the_card_sheet_is_whole_where_it_fits(qtbot: Any, window: MainWindow) -> None:
    sheet = ScoreSheet(window)
    sheet.refresh(four_player_game())
    sheet.show()
    qtbot.waitExposed(sheet)
    assert not sheet.narrow and not any(sheet.table.isColumnHidden(c)
                                        for c in range(sheet.table.columnCount()))
    reads_whole(sheet.table)
    sheet.reject()


@pytest.mark.parametrize("lang", ["en", "ru", "uk", "pl"])
def test_the_dice_sheet_reads_whole_at_900x600_large_text(
        qtbot: Any, small_large_text: MainWindow, language: Any, lang: str) -> None:
    language.use(lang)
    sheet = DiceScoreSheetWindow(small_large_text)
    sheet.refresh(dice_game(), NAMES)
    sheet.show()
    qtbot.waitExposed(sheet)
    reads_whole(sheet.sheet.table)
    sheet.reject()
