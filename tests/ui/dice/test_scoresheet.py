"""The dice score sheet shows the engine's history: a column per player, a row per round,
busts as dashes, the barrel, falls, penalties, bolts, overshoots and the dump truck marked."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from tests.storage.dice_games import dice_game
from thousand_app.dice.engine import DiceGame, DiceRules, parse_step
from thousand_app.ui.dice.scoresheet import DASH, DiceScoreSheet, DiceScoreSheetWindow
from thousand_app.ui.common.texts import total_text


def sheet(qtbot: Any, game: DiceGame) -> DiceScoreSheet:
    s = DiceScoreSheet()
    qtbot.addWidget(s)
    s.refresh(game, game.players)
    return s


@pytest.mark.parametrize("preset", ["classic", "exact_thousand", "barrel_900"])
def test_every_turn_of_the_history_is_in_its_players_column(qtbot: Any, preset: str) -> None:
    seen: Counter[str] = Counter()
    for seed in range(4):
        game = dice_game(3000, seed, 3, preset)
        s = sheet(qtbot, game)
        n = game.n
        t = s.table
        assert t.columnCount() == n + 1
        assert t.rowCount() == (len(game.history) + n - 1) // n
        for i in range(n):
            head = t.horizontalHeaderItem(i).text()
            assert game.players[i] in head and total_text(game.totals[i]) in head
        for k, summary in enumerate(game.history):
            p = summary.player
            assert p == (game.first_player + k) % n
            text = s.cell_text(k // n, p)
            if summary.end in ("bust", "overshoot"):
                assert text.startswith(DASH), (k, text)
            else:
                assert text.startswith(total_text(summary.totals[p])), (k, text)
            own = {name for name, seat in summary.events if seat == p}
            if "barrel" in own:
                assert "(barrel" in text or ", barrel" in text
            if "bolt_penalty" in own:
                assert f"bolts −{game.rules.bolt_penalty}" in text
            if summary.end == "dump" or "dump_truck" in own:
                assert "dump truck" in text
            if summary.end == "overshoot":
                assert f"overshoot {summary.overshoots[p]}" in text
            if "win" in own:
                assert "won" in text
            notes = s.cell_text(k // n, n)
            for name, seat in summary.events:
                if seat != p and name in ("knock_off", "overtake"):
                    assert game.players[seat] in notes
            seen[summary.end] += 1
            seen.update(name for name, _ in summary.events)
    assert seen["bust"] and seen["stop"]
    if preset == "exact_thousand":
        assert seen["bolt_penalty"] and seen["overtake"]
    if preset == "barrel_900":
        assert seen["barrel"]


def test_a_hand_worked_game_on_paper(qtbot: Any) -> None:
    game = DiceGame(DiceRules.preset("classic", bolts="bust"), 2, players=["Anna", "Boris"],
                    start_totals=[850, 100])
    for step in ["throw 2 3 4 6 6", "throw 5 5 2 3 4", "keep 5 5", "stop", "throw 2 2 3 4 6",
                 "throw 2 3 4 6 6", "throw 2 3 4 5 6", "keep 2 3 4 5 6"]:
        game.apply(parse_step(step))
    s = sheet(qtbot, game)
    assert s.table.verticalHeaderItem(0).text() == "start"
    assert [s.cell_text(0, 0), s.cell_text(0, 1)] == ["850", "100"]
    assert s.cell_text(1, 0) == "— / (on the barrel)"        # a bust on the barrel: a bolt
    assert s.cell_text(1, 1) == "110"
    assert s.cell_text(2, 0) == "— // (on the barrel)"
    assert s.cell_text(2, 1) == "— /"
    assert s.cell_text(3, 0) == "1100 (won)"
    assert "Kept: 2 3 4 5 6" in s.table.item(3, 0).toolTip()
    assert "Anna won the game" in s.caption.text()


def test_the_window_follows_the_game(qtbot: Any) -> None:
    w = DiceScoreSheetWindow()
    qtbot.addWidget(w)
    game = dice_game(0, 1, 2)
    w.refresh(game, game.players)
    assert w.sheet.table.rowCount() == 0
    game = dice_game(200, 1, 2)
    w.refresh(game, ["A", "B"])
    assert w.sheet.table.rowCount() == (len(game.history) + 1) // 2
    assert w.sheet.table.horizontalHeaderItem(0).text().startswith("A")
