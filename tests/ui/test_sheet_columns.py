"""Columns of the sheets over the table sized to their contents (issue 34, point 3): over
the 1280×800 main window (tests/ui/conftest.py) in every language no sheet scrolls sideways, the columns fill the width, and no
text is cut."""

from __future__ import annotations

import random
from types import SimpleNamespace, SimpleNamespace as NS
from typing import Any

import pytest
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QStyle, QTableWidget, QWidget

from tests.storage.helpers import random_step
from thousand_app.cards.engine import Game, Rules
from thousand_app.ui.cards.scoresheet import ScoreSheet
from thousand_app.ui.common.i18n import Translations
from thousand_app.ui.common.saves import SavesDialog, StatsDialog
from thousand_app.ui.kinds import UI_REGISTRY

LANGUAGES = ["en", "ru", "uk", "pl"]


@pytest.fixture
def language() -> Any:
    tr = Translations()
    yield tr
    tr.use("en")


def no_sideways_scroll(t: QTableWidget) -> None:
    widths = sum(t.columnWidth(c) for c in range(t.columnCount()))
    assert widths <= t.viewport().width(), (widths, t.viewport().width())
    assert not t.horizontalScrollBar().isVisible()


def headings_whole(t: QTableWidget) -> None:
    """Every heading fits its column (or wraps in a heading tall enough for its lines)."""
    header = t.horizontalHeader()
    fm = QFontMetrics(header.font())
    margin = 2 * t.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    for c in range(t.columnCount()):
        text = t.horizontalHeaderItem(c).text()
        lines = text.split("\n")
        need = max(fm.horizontalAdvance(line) for line in lines) + margin
        assert need <= header.sectionSize(c), (text, need, header.sectionSize(c))
        assert header.height() >= len(lines) * fm.height(), text


def cells_whole(t: QTableWidget, cols: list[int]) -> None:
    for row in range(t.rowCount()):
        for c in cols:
            item = t.item(row, c)
            if item is not None and item.text():
                fm = QFontMetrics(item.font())
                assert fm.horizontalAdvance(item.text()) + 6 <= t.columnWidth(c), item.text()


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("n", [3, 4])
def test_the_card_sheet_never_scrolls_sideways(qtbot: Any, language: Any, window: Any,
                                               lang: str, n: int) -> None:
    language.use(lang)
    names = ["Gleb", "Anna", "Boris", "Vera"][:n]
    game = Game(Rules(), n, players=names, seed=7)
    rng = random.Random(7)
    while len(game.history) < 10 and not game.is_over:
        random_step(game, rng)
    sheet = ScoreSheet(window)
    sheet.refresh(game)
    sheet.show()
    qtbot.waitExposed(sheet)
    no_sideways_scroll(sheet.table)
    headings_whole(sheet.table)
    notes = sheet.table.columnCount() - 1
    assert sheet.table.columnWidth(notes) >= 10 * sheet.table.fontMetrics().averageCharWidth()


#: A player's name as long as people write theirs.
LONG_NAME = "Александра Константинова"


class Storage:
    def __init__(self, saves: int = 0) -> None:
        self.saves = [NS(name=f"Anna – Boris – Vera {i}" if i else "Anna – Boris – Vera",
                         saved_at="2026-12-06T00:15:00", players=["Anna", "Boris", "Vera"],
                         totals=[-545, 55, -140], in_progress=i % 2 == 0, winner=1,
                         kind="cards", preset="classic") for i in range(saves)]

    def stats(self, kind: str = "cards") -> dict[str, Any]:
        if kind == "cards":
            return {LONG_NAME: NS(games_finished=12, games_won=5, games_played=14,
                               deals_declared=40, deals_made=31, average_contract=137.5,
                               best_game=1040, bolts=7, barrel_falls=2)}
        return {LONG_NAME: NS(games_played=9, games_won=4, turns=311, average_turn=61.2, busts=57,
                           barrel_attempts=13)}

    def game_count(self, *_a: Any, **_k: Any) -> int:
        return 0

    def list_saves(self) -> list[Any]:
        return self.saves


@pytest.mark.parametrize("lang", LANGUAGES)
def test_statistics_fit_without_scrolling(qtbot: Any, language: Any, window: Any,
                                          lang: str) -> None:
    language.use(lang)
    dlg = StatsDialog(Storage(), UI_REGISTRY, window)
    dlg.show()
    qtbot.waitExposed(dlg)
    tables = dlg.findChildren(QTableWidget)
    assert len(tables) == 2
    for t in tables:
        no_sideways_scroll(t)
        headings_whole(t)
        cells_whole(t, list(range(t.columnCount())))
        for c in range(t.columnCount()):       # a wrapped heading: its whole text in its tip
            head = t.horizontalHeaderItem(c)
            if "\n" in head.text():
                assert head.toolTip() == head.text().replace("\n", " ")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_saves_fill_the_width(qtbot: Any, language: Any, window: Any,
                                  lang: str) -> None:
    language.use(lang)
    dlg = SavesDialog(Storage(3), UI_REGISTRY, window)
    dlg.show()
    qtbot.waitExposed(dlg)
    t = dlg.table
    widths = sum(t.columnWidth(c) for c in range(t.columnCount()))
    assert t.viewport().width() - 2 <= widths <= t.viewport().width()
    assert not t.horizontalScrollBar().isVisible()
    cells_whole(t, list(range(t.columnCount())))
    # the name takes the room left: the other columns as wide as their words
    assert t.columnWidth(0) > t.columnWidth(2)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_dice_review_sizes_its_list_and_columns(qtbot: Any, language: Any,
                                                   lang: str) -> None:
    from tests.ui.dice.test_review import played
    from thousand_app.dice.engine import to_record
    from thousand_app.ui.dice.review import DiceReviewWindow

    language.use(lang)
    game = played()
    w = DiceReviewWindow(to_record(game), ["Anna", "Boris"])
    qtbot.addWidget(w)
    w.resize(1100, 700)
    w.show()
    qtbot.waitExposed(w)
    turns = w.turn_list
    fm = QFontMetrics(turns.font())
    for i in range(turns.count()):     # every line of the turn list whole
        text = turns.item(i).text()
        assert fm.horizontalAdvance(text) + 8 <= turns.viewport().width(), text
    t = w.table
    header = t.horizontalHeader()
    widths = sum(t.columnWidth(c) for c in range(t.columnCount()))
    assert t.viewport().width() - 2 <= widths <= t.viewport().width()
    last = t.columnCount() - 1         # the marks: no wide empty column
    assert t.columnWidth(last) <= max(t.sizeHintForColumn(last), header.sectionSizeHint(last))
    for c in (1, 3):                   # the moves take the room
        assert t.columnWidth(c) > t.columnWidth(0)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_card_review_cuts_no_move(qtbot: Any, language: Any, lang: str) -> None:
    from PySide6.QtCore import QRect, Qt

    from thousand_app.cards.engine import to_record
    from thousand_app.ui.cards.review_shots import review_game_for_pictures
    from thousand_app.ui.cards.review import ReviewWindow
    from thousand_app.ui.cards.review_moves import COL_MOVE, COL_VALUE
    from thousand_app.ui.common.cards import load_deck

    language.use(lang)
    deck = load_deck("builtin", False, "blue")[0]
    game = review_game_for_pictures(["Анна", "Борис", "Вера"])
    w = ReviewWindow(to_record(game), [0], deck, humans=[0])
    qtbot.addWidget(w)
    w.resize(900, 600)          # (the smaller size of the screenshots: a narrow move list)
    w.show()
    qtbot.waitExposed(w)
    tree = w.findChild(QWidget, "reviewMoves")
    fm = QFontMetrics(tree.font())

    def cut() -> list[str]:
        room = tree.columnWidth(COL_MOVE) - 8
        out = []
        for i in range(tree.topLevelItemCount()):
            item = tree.topLevelItem(i)
            need = fm.boundingRect(QRect(0, 0, room, 100_000), int(Qt.TextFlag.TextWordWrap),
                                   item.text(COL_MOVE))
            if need.width() > room or need.height() > tree.visualItemRect(item).height():
                out.append(item.text(COL_MOVE))
        return out

    assert tree.topLevelItemCount() > 10
    qtbot.waitUntil(lambda: cut() == [])
    # an analysis shown: its columns take room from the moves, which wrap again
    width = tree.columnWidth(COL_MOVE)
    w.move_list.fill(w.deal, SimpleNamespace(decisions=()), w.names)
    tree.topLevelItem(9).setText(COL_VALUE, "+123 (лучше +140)")
    qtbot.waitUntil(lambda: tree.columnWidth(COL_MOVE) < width)
    qtbot.waitUntil(lambda: cut() == [])
