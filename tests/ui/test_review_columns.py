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


@pytest.mark.parametrize("lang", ["uk", "ru"])
def test_the_card_review_moves_are_never_cut(qapp: Any, tmp_path: Path, lang: str) -> None:
    """The Move column keeps room for its words beside a long Value ("+123 (best +140)"),
    which wraps rather than squeezing the moves to "Бори"."""
    from types import SimpleNamespace

    from thousand_app.ui.cards.review import review_game
    from thousand_app.ui.cards.review_moves import COL_MOVE, COL_VALUE
    from thousand_app.ui.cards.review_shots import review_game_for_pictures

    with big_text_window(tmp_path, lang) as shots:
        game = review_game_for_pictures(list(shots.names))
        w = review_game(game, shots.win.deck, humans=[0], parent=shots.win)
        assert w is not None
        w.resize(900, 600)
        w.show()
        deal = w.deal
        assert deal is not None
        decisions = [SimpleNamespace(move=m, mark="mistake" if m % 3 else "", value_taken=123,
                                     value_best=140, loss=17, open_before=None,
                                     open_after=None)
                     for m in range(len(deal.steps) - 1)]
        w.move_list.fill(deal, SimpleNamespace(decisions=decisions), w.names)
        settle()
        settle()
        tree = w.move_list.tree
        fm = QFontMetrics(tree.font())
        found = []
        for col in (COL_MOVE, COL_VALUE):
            for r in range(tree.topLevelItemCount()):
                text = tree.topLevelItem(r).text(col)
                need = max((fm.horizontalAdvance(x) for x in text.split()), default=0) + 8
                if need > tree.columnWidth(col):
                    found.append(f"{text!r}: a word needs {need} px in {tree.columnWidth(col)}")
        used = sum(tree.columnWidth(c) for c in range(tree.columnCount()))
        assert used <= tree.viewport().width() + 1, (used, tree.viewport().width())
        assert tree.columnWidth(COL_MOVE) >= tree.viewport().width() * 2 // 5
        assert found == [], "\n".join(found)
        w.close()
