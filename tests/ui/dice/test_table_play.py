"""At the dice table: take-back, keep all, the bust chance beside Throw, the pit on a plate,
the round counter, the hint only between moves, the rematch, a status that does not move the
table."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest
from PySide6.QtCore import Qt

from thousand_app.dice.engine import STOP, DiceGame, DiceRules, Keep, Throw
from thousand_app.storage import GameExtras, SeatConfig
from thousand_app.ui.dice.controller import DiceController
from thousand_app.ui.dice.screen import DiceScreen
from thousand_app.ui.dice.texts import percent_text, seat_status
from thousand_app.kinds import REGISTRY

from ..conftest import settle
from .test_table import closing, settings, wait_turn  # noqa: F401 (closing: a fixture)

H, C = "human", "computer"


def build(qtbot: Any, kinds: tuple[str, ...], rules: DiceRules | None = None, seed: int = 3,
          takebacks: bool = False, **start: Any) -> DiceScreen:
    n = len(kinds)
    game = DiceGame(rules or DiceRules(), n, players=[f"P{i}" for i in range(n)], seed=seed,
                    keep_undo=takebacks, **start)
    seats = [SeatConfig(f"P{i}", k, "normal" if k == C else None) for i, k in enumerate(kinds)]
    c = DiceController(game, seats, pace_ms=0, allow_takebacks=takebacks)
    screen = DiceScreen(c, settings())
    qtbot.addWidget(screen)
    screen.resize(900, 560)
    screen.show()
    return screen


def test_take_back_a_keep_offers_the_same_throw_again(qtbot: Any, closing: list[Any]) -> None:
    screen = build(qtbot, (H, C), takebacks=True)
    closing.append(screen)
    c = screen.controller
    wait_turn(qtbot, screen, "throw")
    assert screen.top.undo_button.isVisible() and not screen.top.undo_button.isEnabled()
    c.submit(Throw((1, 5, 2, 3, 3)))
    wait_turn(qtbot, screen, "keep")
    c.submit(Keep((1,)))
    wait_turn(qtbot, screen)
    assert c.game.kept == [(1,)]
    assert screen.top.undo_button.isEnabled()
    qtbot.mouseClick(screen.top.undo_button, Qt.MouseButton.LeftButton)
    wait_turn(qtbot, screen, "keep")
    assert c.game.kept == [] and c.game.last_throw == (1, 2, 3, 3, 5)
    assert screen.scene.faces() and sorted(screen.scene.faces()) == [1, 2, 3, 3, 5]
    assert c.takebacks == 1
    assert not screen.top.undo_button.isEnabled()      # nothing of the human's before it
    c.submit(Keep((1, 5)))                            # decided otherwise
    wait_turn(qtbot, screen)
    assert c.game.kept == [(1, 5)]


def test_take_back_a_stop_undoes_the_computers_turn_after_it(qtbot: Any,
                                                              closing: list[Any]) -> None:
    screen = build(qtbot, (H, C), takebacks=True)
    closing.append(screen)
    c = screen.controller
    wait_turn(qtbot, screen, "throw")
    c.submit(Throw((1, 1, 1, 5, 3)))
    wait_turn(qtbot, screen, "keep")
    c.submit(Keep((1, 1, 1, 5)))
    wait_turn(qtbot, screen, "choice")
    c.submit(STOP)
    qtbot.waitUntil(lambda: c.game.turn_index >= 2 and screen.my_turn(), timeout=30000)
    assert c.game.totals[0] == 105
    screen.keys.key(Qt.Key.Key_Backspace)
    wait_turn(qtbot, screen, "choice")
    assert c.game.turn_index == 0 and c.game.s == 105 and c.game.totals == (0, 0)


def test_no_take_back_in_hot_seat_or_when_off(qtbot: Any, closing: list[Any]) -> None:
    hot = build(qtbot, (H, H), takebacks=True)
    off = build(qtbot, (H, C))
    closing += [hot, off]
    for screen in (hot, off):
        c = screen.controller
        wait_turn(qtbot, screen, "throw")
        c.submit(Throw((1, 5, 2, 3, 3)))
        wait_turn(qtbot, screen, "keep")
        c.submit(Keep((1,)))
        wait_turn(qtbot, screen)
        assert not screen.top.undo_button.isVisible() and not c.may_take_back
        screen.take_back()
        assert c.game.kept == [(1,)] and screen.top.message_label.text()


def test_take_backs_are_saved_and_work_after_loading(qtbot: Any, tmp_path: Any,
                                                     closing: list[Any]) -> None:
    from thousand_app.storage import Storage

    st = Storage(REGISTRY, tmp_path)
    game = DiceGame(DiceRules(), 2, players=["Anna", "Boris"], seed=4, keep_undo=True)
    seats = [SeatConfig("Anna"), SeatConfig("Boris", "computer", "normal")]
    game.apply(Throw((1, 5, 2, 3, 3)))
    game.apply(Keep((1,)))
    assert st.autosave(game, seats, "g1", GameExtras(allow_takebacks=True, takebacks=2))
    saved = st.load_autosave("dice")
    assert (saved.extras.allow_takebacks, saved.extras.takebacks) == (True, 2)
    assert not saved.game.keep_undo
    c = DiceController(saved.game, saved.seats, allow_takebacks=True, takebacks=2, pace_ms=0)
    try:
        assert c.game.keep_undo and c.may_take_back
        assert c.undo_to_human() and c.game.kept == [] and c.takebacks == 3
    finally:
        c.close()


def test_keep_all_keeps_every_scoring_die_with_a_click_or_a(qtbot: Any,
                                                           closing: list[Any]) -> None:
    screen = build(qtbot, (H, C))
    closing.append(screen)
    c = screen.controller
    wait_turn(qtbot, screen, "throw")
    assert not screen.action_bar.keep_all_button.isEnabled()
    c.submit(Throw((1, 1, 5, 2, 3)))
    wait_turn(qtbot, screen, "keep")
    assert screen.action_bar.keep_all_button.isEnabled()
    qtbot.mouseClick(screen.action_bar.keep_all_button, Qt.MouseButton.LeftButton)
    wait_turn(qtbot, screen)
    assert c.game.kept == [(1, 1, 5)]
    if c.game.pending == "choice":
        c.submit(Throw((5, 2)))
        wait_turn(qtbot, screen, "keep")
        screen.keys.key(0x0424)                       # Ф: the A key on a Russian layout
        wait_turn(qtbot, screen)
        assert c.game.kept[-1] == (5,)


def test_the_bust_chance_is_the_engines_beside_throw(qtbot: Any, closing: list[Any]) -> None:
    screen = build(qtbot, (H, C))
    closing.append(screen)
    c = screen.controller
    wait_turn(qtbot, screen, "throw")
    chance = c.game.bust_chance()
    assert chance is not None
    assert percent_text(float(chance)) in screen.action_bar.bust_label.text()
    c.submit(Throw((1, 5, 2, 3, 3)))
    wait_turn(qtbot, screen, "keep")
    assert screen.action_bar.bust_label.text() == ""             # a keep is due: no throw now
    c.submit(Keep((1, 5)))                            # not entered yet: three dice to throw
    wait_turn(qtbot, screen, "throw")
    assert c.game.d == 3 and c.game.bust_chance() == Fraction(60, 216)
    assert percent_text(60 / 216) in screen.action_bar.bust_label.text()
    assert percent_text(60 / 216) == "28"


def test_the_plate_says_in_the_pit(qtbot: Any) -> None:
    rules = DiceRules.preset("classic", pits=[[300, 400]])
    g = DiceGame(rules, 2, start_totals=[310, 125])
    obs = g.observation()
    assert "300–400" in seat_status(obs, 0) and "300" not in seat_status(obs, 1)


def test_the_info_counts_rounds_not_turns(qtbot: Any, closing: list[Any]) -> None:
    screen = build(qtbot, (H, C, C))
    closing.append(screen)
    c = screen.controller
    wait_turn(qtbot, screen, "throw")
    assert screen.top.info.text() == "Round 1 · P0"
    c.submit(Throw((2, 3, 4, 6, 6)))                  # a bust: the computers play on
    wait_turn(qtbot, screen, "throw")
    assert c.game.turn_index == 3                     # the fourth turn is round 2
    assert screen.top.info.text() == "Round 2 · P0"


def test_no_hint_when_a_throw_is_the_only_move(qtbot: Any, closing: list[Any]) -> None:
    screen = build(qtbot, (H, C))
    closing.append(screen)
    c = screen.controller
    wait_turn(qtbot, screen, "throw")
    assert not screen.top.hint_button.isEnabled()
    screen.hint()
    assert "…" not in screen.action_bar.status.text()
    c.submit(Throw((1, 5, 2, 3, 3)))
    wait_turn(qtbot, screen, "keep")
    assert screen.top.hint_button.isEnabled()


def test_the_table_keeps_its_height_when_the_status_grows(qtbot: Any,
                                                          closing: list[Any]) -> None:
    screen = build(qtbot, (H, C))
    closing.append(screen)
    wait_turn(qtbot, screen, "throw")
    before = screen.view.height()
    screen.action_bar.status.setText("one\ntwo\nthree")
    screen.action_bar.reasons.setText("four")
    settle()
    assert screen.view.height() == before


def test_rematch_from_the_end_of_a_game(qtbot: Any, closing: list[Any]) -> None:
    screen = build(qtbot, (H, C), start_totals=[850, 610])
    closing.append(screen)
    c = screen.controller
    wait_turn(qtbot, screen, "throw")
    c.submit(Throw((1, 1, 1, 1, 5)))
    wait_turn(qtbot, screen, "keep")
    c.submit(Keep((1, 1, 1, 1, 5)))
    qtbot.waitUntil(lambda: screen.game_over.isVisible(), timeout=10000)
    from PySide6.QtWidgets import QPushButton

    button = screen.game_over.findChild(QPushButton, "diceRematchButton")
    assert button is not None and button.isVisible()
    with qtbot.waitSignal(screen.rematchRequested, timeout=2000):
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)



def test_docking_the_score_sheet_does_not_widen_a_900_pixel_screen(qtbot: Any,
                                                                   closing: list[Any]) -> None:
    rules = DiceRules().replace(bolts="bust", overtake_penalty=50, dump_truck="on")
    screen = build(qtbot, (H, C, C, C), rules, start_totals=[240, 505, 850, 75],
                   start_entry=[75, 75, 75, 75])
    closing.append(screen)
    wait_turn(qtbot, screen, "throw")
    screen.toggle_sheet()
    settle()
    assert screen.layout().minimumSize().width() <= 900
    assert screen.width() == 900
    sheet = screen.sheet
    assert sheet is not None and sheet.isVisible()
    # the columns fit the sheet: nothing runs off to the right, long texts are elided
    t = sheet.table   # type: ignore[attr-defined]
    total = sum(t.columnWidth(i) for i in range(t.columnCount()))
    assert total <= t.viewport().width() + 1


def test_an_elided_sheet_cell_has_its_whole_text_as_tooltip(qtbot: Any) -> None:
    from thousand_app.ui.dice.scoresheet import DiceScoreSheet

    game = DiceGame(DiceRules(), 2, players=["Anna", "Boris"], start_totals=[845, 0],
                    start_entry=[75, None])
    game.apply(Throw((5, 2, 3, 4, 6)))
    game.apply(Keep((5,)))
    game.apply(STOP)                                   # Anna on the barrel
    sheet = DiceScoreSheet()
    qtbot.addWidget(sheet)
    sheet.resize(300, 300)
    sheet.show()
    sheet.refresh(game, game.players)
    item = sheet.table.item(1, 0)
    assert item is not None and item.text() in item.toolTip()


def test_the_scoring_chart_shows_the_engines_values_and_stays(qtbot: Any,
                                                             closing: list[Any]) -> None:
    from thousand_app.dice.engine import keep_value
    from thousand_app.ui.dice.chart import chart_rows

    rules = DiceRules.preset("exact_thousand")
    rows = dict(chart_rows(rules))
    assert rows[1] == [10, 100, keep_value((1,) * 4, rules), None]     # five 1s win instead
    assert rows[2][0] is None and rows[2][1] == keep_value((2, 2, 2), rules)
    screen = build(qtbot, (H, C), rules)
    closing.append(screen)
    wait_turn(qtbot, screen, "throw")
    assert not screen.chart.isVisible()
    with qtbot.waitSignal(screen.chartToggled) as sig:
        screen.keys.key(0x0421)                    # С: the C key on a Russian layout
    assert sig.args == [True] and screen.chart.isVisible()
    assert str(keep_value((6, 6, 6), rules)) in screen.chart.table.text()
    screen.toggle_sheet()
    settle()
    assert screen.layout().minimumSize().width() <= 900   # chart and sheet beside the table
    screen.controller.submit(Throw((2, 3, 4, 6, 6)))
    wait_turn(qtbot, screen, "throw")
    assert screen.chart.isVisible()                       # it stays from turn to turn
