"""The dice game around the table: the start screen's choice, the dialog, Continue by the last
game played, save, load, import, export, statistics, and a whole computer game from the start."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer, Qt
from PySide6.QtWidgets import QApplication, QGroupBox, QPushButton, QTableWidget

from tests.storage.dice_games import dice_game, finished_dice_game
from tests.storage.helpers import random_game
from thousand_app.dice.engine import to_record
from thousand_app.storage import SeatConfig, Storage
from thousand_app.ui.common.sheet import modal_screen
from thousand_app.ui.dice.newgame import DiceNewGameDialog
from thousand_app.ui.dice.rules_window import DiceRulesWindow
from thousand_app.ui.dice.scoresheet import DiceScoreSheetWindow
from thousand_app.ui.common.main_window import MainWindow
from thousand_app.ui.common.saves import StatsDialog

from tests.ui.conftest import wait_until
from thousand_app.ui.kinds import UI_REGISTRY

SEATS = [SeatConfig("Anna"), SeatConfig("Boris", "computer", "normal")]


def _age(path: Path, seconds: int) -> None:
    t = path.stat().st_mtime - seconds
    os.utime(path, (t, t))


def test_the_start_screen_offers_cards_and_dice(window: MainWindow) -> None:
    s = window.start_screen
    assert set(s.tiles) == {"cards", "dice"}
    assert s.tiles["cards"].title.text() == "Cards" and s.tiles["dice"].title.text() == "Dice"
    assert s.buttons["new"].isVisible() and s.buttons["dice"].isVisible()
    menu = s.buttons["rules"].menu()
    assert [a.text() for a in menu.actions()] == ["Rules of the card game",
                                                  "Rules of the dice game"]


@pytest.mark.slow
def test_a_whole_computer_dice_game_from_the_start_screen(qtbot: Any,
                                                          window: MainWindow) -> None:
    def accept_dialog() -> None:
        dlg = modal_screen(window)
        assert isinstance(dlg, DiceNewGameDialog)
        dlg.count.setValue(3)
        for i in range(3):
            dlg.set_seat(i, "computer", ("normal", "easy", "hard")[i])
        qtbot.mouseClick(dlg.findChild(QPushButton, "diceStartButton"),
                         Qt.MouseButton.LeftButton)

    QTimer.singleShot(100, accept_dialog)
    qtbot.mouseClick(window.start_screen.buttons["dice"], Qt.MouseButton.LeftButton)
    c = window.part("dice").controller
    assert c is not None and window.stack.currentWidget() is window.part("dice").screen
    assert [s.level for s in c.seats] == ["normal", "easy", "hard"]
    assert window.settings.dice_new_game["players"] == 3
    assert window.storage.load_settings().dice_new_game["seats"][2]["level"] == "hard"
    wait_until(qtbot, lambda: c.game.is_over, 240_000)
    c.save_now()
    assert c.game.winner is not None and len(c.game.history) > 3
    assert not window.storage.has_autosave("dice")       # a finished game is not continued
    window.show_sheet()
    sheet = window.part("dice").sheet
    assert isinstance(sheet, DiceScoreSheetWindow) and sheet.isVisible()
    assert sheet.sheet.table.rowCount() == (len(c.game.history) + 2) // 3
    window.show_start()
    assert window.part("dice").controller is None and window.stack.currentWidget() is window.start_screen


def test_continue_resumes_the_game_played_last(qtbot: Any, window: MainWindow) -> None:
    st: Storage = window.storage
    cards = random_game(20, seed=3)
    st.autosave(cards, [SeatConfig(p) for p in cards.players], "cards-1")
    dice = dice_game(25, seed=4, n=2)
    st.autosave(dice, SEATS, "dice-1")
    _age(st.autosave_path_of("cards"), 30)
    window.show_start()
    assert window.start_screen.buttons["continue"].isVisible()
    assert "dice" in window.start_screen.continue_note.text()
    qtbot.mouseClick(window.start_screen.buttons["continue"], Qt.MouseButton.LeftButton)
    c = window.part("dice").controller
    assert c is not None and window.part("cards").controller is None
    # the same game, less the seed an old save held (the app's dice do not come from it)
    assert to_record(c.game) == {k: v for k, v in to_record(dice).items() if k != "seed"}
    assert c.game_id == "dice-1" and "seed" in to_record(dice)
    window.show_start()
    st.autosave(cards, [SeatConfig(p) for p in cards.players], "cards-1")
    _age(st.autosave_path_of("dice"), 60)
    window.show_start()
    assert "card" in window.start_screen.continue_note.text()
    window.continue_game()
    assert window.controller is not None and window.part("dice").controller is None
    assert window.controller.game_id == "cards-1"


def test_both_games_in_progress_each_continue_from_its_tile(qtbot: Any,
                                                            window: MainWindow) -> None:
    """A card game and a dice game can both wait under Continue: each game's tile offers its
    own, so starting (and leaving) one never hides the other."""
    st: Storage = window.storage
    cards = random_game(20, seed=3)
    st.autosave(cards, [SeatConfig(p) for p in cards.players], "cards-1")
    window.show_start()
    tiles = window.start_screen.tiles
    assert tiles["cards"].continue_button.isVisible()
    assert not tiles["dice"].continue_button.isVisible()
    dice = dice_game(25, seed=4, n=2)
    st.autosave(dice, SEATS, "dice-1")
    _age(st.autosave_path_of("dice"), 60)     # the card game was played last
    window.show_start()
    assert tiles["cards"].continue_button.isVisible() and tiles["dice"].continue_button.isVisible()
    qtbot.mouseClick(tiles["dice"].continue_button, Qt.MouseButton.LeftButton)
    c = window.part("dice").controller
    assert c is not None and window.part("cards").controller is None and c.game_id == "dice-1"
    window.show_start()
    tiles = window.start_screen.tiles
    assert tiles["cards"].continue_button.isVisible()
    qtbot.mouseClick(tiles["cards"].continue_button, Qt.MouseButton.LeftButton)
    assert window.controller is not None and window.controller.game_id == "cards-1"


def test_a_dice_game_started_while_a_card_game_is_on_keeps_the_card_game(
        qtbot: Any, window: MainWindow) -> None:
    """Issue 26: a dice game started (and played) while a card game is in progress no longer
    drops the card game: each keeps its own autosave, and each continues from its tile."""
    st: Storage = window.storage
    cards = random_game(20, seed=3)
    window.part("cards").start_game(cards, [SeatConfig(p) for p in cards.players], "cards-1")
    assert window.controller is not None
    window.controller.save_now()
    assert st.has_autosave("cards")
    window.show_start()                     # the card game is left under Continue
    window.part("dice").start_game(dice_game(25, seed=4, n=2), SEATS, "dice-1")
    dice = window.part("dice").controller
    assert dice is not None
    dice.save_now()
    window.show_start()
    assert st.has_autosave("cards") and st.has_autosave("dice")
    tiles = window.start_screen.tiles
    assert tiles["cards"].continue_button.isVisible() and tiles["dice"].continue_button.isVisible()
    qtbot.mouseClick(tiles["cards"].continue_button, Qt.MouseButton.LeftButton)
    assert window.controller is not None and window.controller.game_id == "cards-1"
    window.show_start()
    tiles = window.start_screen.tiles
    qtbot.mouseClick(tiles["dice"].continue_button, Qt.MouseButton.LeftButton)
    dice = window.part("dice").controller
    assert dice is not None and dice.game_id == "dice-1"
    assert st.take_problems() == []


def test_save_load_and_export_while_a_dice_game_is_on(qtbot: Any, window: MainWindow,
                                                      tmp_path: Path,
                                                      monkeypatch: Any) -> None:
    dice = dice_game(30, seed=6, n=2)
    window.part("dice").start_game(dice, SEATS, "dice-x")
    c = window.part("dice").controller
    assert c is not None
    monkeypatch.setattr("thousand_app.ui.common.main_window.ask_save_name",
                        lambda *a, **k: "Evening dice")
    window.save_as()
    info = {i.name: i for i in window.storage.list_saves()}["Evening dice"]
    assert info.kind == "dice"
    out = tmp_path / "dice.json"
    monkeypatch.setattr("thousand_app.ui.common.main_window.QFileDialog.getSaveFileName",
                        lambda *a, **k: (str(out), ""))
    window.export_record()
    doc = json.loads(out.read_text("utf-8"))
    assert doc["format"] == "thousand-dice-record" and doc["turns"] == to_record(c.game)["turns"]
    window.show_start()
    saved = window.storage.load("Evening dice")
    window.start_saved(saved)
    assert window.part("dice").controller is not None
    assert window.part("dice").controller.game.output() == saved.game.output()
    window.show_start()
    monkeypatch.setattr("thousand_app.ui.common.main_window.QFileDialog.getOpenFileName",
                        lambda *a, **k: (str(out), ""))
    asked: list[str] = []
    monkeypatch.setattr("thousand_app.ui.common.main_window.plain_question",
                        lambda _w, _t, text, *a, **k: asked.append(text) or True)
    window.import_record()
    assert asked and asked[-1].startswith("Start another game?")   # the dice game under Continue
    c2 = window.part("dice").controller
    assert c2 is not None and c2.game_id.startswith("imported-")
    assert [s.kind for s in c2.seats] == ["human", "computer"]


def test_a_card_game_under_continue_is_not_replaced_by_a_dice_game(qtbot: Any,
                                                                   window: MainWindow,
                                                                   monkeypatch: Any) -> None:
    cards = random_game(20, seed=3)
    window.storage.autosave(cards, [SeatConfig(p) for p in cards.players], "cards-1")
    asked: list[str] = []
    monkeypatch.setattr("thousand_app.ui.common.main_window.plain_question",
                        lambda _w, _t, text, *a, **k: asked.append(text) and False)
    assert window.may_replace_game("dice") and asked == []
    assert not window.may_replace_game("cards") and asked


def test_rules_follow_the_dice_game(qtbot: Any, window: MainWindow, monkeypatch: Any) -> None:
    shown: list[Any] = []
    monkeypatch.setattr(DiceRulesWindow, "exec", lambda self: shown.append(self) or 0)
    window.part("dice").start_game(dice_game(5, seed=2, n=2, preset="barrel_900"), SEATS)
    window.show_rules()
    assert shown and "Barrel at 900" in shown[-1].browser.toPlainText()
    window.show_start()
    window.settings.dice_new_game = {"preset": "exact_thousand"}
    window.start_screen.rulesOf.emit("dice")
    assert "Exactly a thousand" in shown[-1].browser.toPlainText()


def test_the_statistics_window_shows_the_dice_statistics(qtbot: Any,
                                                         window: MainWindow) -> None:
    game = finished_dice_game(3)
    window.storage.update_stats("g1", game, [SeatConfig("Anna"), SeatConfig("Boris")])
    dlg = StatsDialog(window.storage, UI_REGISTRY, window)
    qtbot.addWidget(dlg)
    box = dlg.findChild(QGroupBox, "diceStatsBox")
    table = dlg.findChild(QTableWidget, "diceStatsTable")
    assert box is not None and table is not None and table.rowCount() == 2
    names = {table.item(r, 0).text(): r for r in range(2)}
    anna = window.storage.stats("dice")["Anna"]
    row = names["Anna"]
    assert table.item(row, 1).text() == "1"
    assert table.item(row, 2).text() == str(int(game.winner == 0))
    assert table.item(row, 3).text() == str(anna.turns)
    assert table.item(row, 5).text() == str(anna.busts)


def test_a_language_change_keeps_the_dice_game_on(qtbot: Any, window: MainWindow) -> None:
    window.part("dice").start_game(dice_game(20, seed=8, n=2), SEATS, "dice-l")
    c, screen = window.part("dice").controller, window.part("dice").screen
    window.show_sheet()
    window.translations.use("ru")
    try:
        window._build()
        assert window.part("dice").controller is c and window.part("dice").screen is screen
        assert window.stack.currentWidget() is screen
        assert window.menus.actions["dice_new"].text() == "Новая игра в &кости…"
        assert window.part("dice").sheet is not None and window.part("dice").sheet.windowTitle() == "Запись очков"
    finally:
        window.translations.use("en")


def test_a_dice_game_with_take_backs_from_the_dialog_ctrl_z_and_rematch(
        qtbot: Any, window: MainWindow) -> None:
    from thousand_app.dice.engine import Keep, Throw

    def accept_dialog() -> None:
        dlg = modal_screen(window)
        assert isinstance(dlg, DiceNewGameDialog)
        dlg.count.setValue(2)
        dlg.set_seat(0, "human")
        dlg.set_seat(1, "computer", "normal")
        dlg.takebacks.setChecked(True)
        assert dlg.allow_takebacks()
        qtbot.mouseClick(dlg.findChild(QPushButton, "diceStartButton"),
                         Qt.MouseButton.LeftButton)

    QTimer.singleShot(100, accept_dialog)
    qtbot.mouseClick(window.start_screen.buttons["dice"], Qt.MouseButton.LeftButton)
    c, screen = window.part("dice").controller, window.part("dice").screen
    assert c is not None and screen is not None and c.allow_takebacks
    assert window.settings.dice_new_game["takebacks"] is True
    qtbot.waitUntil(lambda: screen.my_turn() and c.game.to_act == 0, timeout=20000)
    while c.game.pending != "throw" or c.game.to_act != 0:
        qtbot.waitUntil(lambda: screen.my_turn(), timeout=20000)
        if c.game.pending == "keep":
            c.submit(c.game.legal_actions()[0])
        elif c.game.pending == "choice":
            c.submit("throw")
        qtbot.waitUntil(lambda: screen.my_turn() or c.game.is_over, timeout=20000)
    c.submit(Throw((1, 5, 2, 3, 3)))
    qtbot.waitUntil(lambda: screen.my_turn() and c.game.pending == "keep", timeout=20000)
    c.submit(Keep((1,)))
    qtbot.waitUntil(lambda: screen.my_turn(), timeout=20000)
    window.update_actions()
    undo = window.menus.actions["undo"]
    assert undo.isEnabled()
    undo.trigger()                              # Game → Take back a move (Ctrl+Z)
    qtbot.waitUntil(lambda: screen.my_turn() and c.game.pending == "keep", timeout=20000)
    assert c.game.last_throw == (1, 2, 3, 3, 5) and c.takebacks == 1
    # the rematch keeps the players, the rules and the take-backs
    rules = c.game.rules
    window.part("dice").rematch()
    c2 = window.part("dice").controller
    assert c2 is not None and c2 is not c and c2.game.rules == rules
    assert c2.names == c.names and c2.allow_takebacks and c2.game.turn_index == 0
