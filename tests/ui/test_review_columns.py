"""The reviews' columns at 900×600 with the text at 150 % (issue 34, point 4): sized to their
content, the headings wrapped rather than cut, no cell text cut."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QFontMetrics

from .big_text import big_text_window
from .conftest import settle


@pytest.mark.parametrize("lang", ["pl", "ru", "uk"])
def test_the_dice_review_headings_wrap_and_nothing_is_cut(qapp: Any, tmp_path: Path,
                                                          lang: str) -> None:
    from thousand_app.dice.ai.driver import run_game
    from thousand_app.dice.ai.players import make_player
    from thousand_app.dice.engine import DiceGame, DiceRules, to_record
    from thousand_app.ui.dice.review import DiceReviewWindow

    with big_text_window(tmp_path, lang):
        names = ["Anna", "Łukasz"]
        played = DiceGame(DiceRules(), 2, players=names, seed=5)
        run_game(played, [make_player("normal", k) for k in range(2)], random.Random(5),
                 turn_cap=400)
        w = DiceReviewWindow(to_record(played), names, humans=[0])
        w.resize(900, 600)
        w.show()
        w.turn_list.setCurrentRow(6)
        settle()
        settle()
        t = w.table
        header = t.horizontalHeader()
        fm = QFontMetrics(header.font())
        found = []
        for c in range(t.columnCount()):
            head = t.horizontalHeaderItem(c)
            lines = head.text().split("\n") if head is not None else [""]
            need = max(fm.horizontalAdvance(x) for x in lines) + 8
            if need > t.columnWidth(c):
                found.append(f"heading {head.text()!r}: {need} px in {t.columnWidth(c)}")
            for r in range(t.rowCount()):
                item = t.item(r, c)
                if item is not None and item.text():   # (a long one wraps: its words fit)
                    cell = max(QFontMetrics(t.font()).horizontalAdvance(x)
                               for x in item.text().split()) + 6
                    if cell > t.columnWidth(c) or t.rowHeight(r) < t.sizeHintForRow(r):
                        found.append(f"cell {item.text()!r}: {cell} px in {t.columnWidth(c)}")
        used = sum(t.columnWidth(c) for c in range(t.columnCount()))
        assert used <= t.viewport().width() + 1, (used, t.viewport().width())
        assert found == [], "\n".join(found)
        w.close()
