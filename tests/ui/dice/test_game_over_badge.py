"""At the end of a dice game the result panel says it: the turn badge behind it ("Game over",
"—") is hidden, not left peeking out above the panel (seen in issue 34's screenshots)."""

from __future__ import annotations

from typing import Any

from tests.storage.dice_games import finished_dice_game
from thousand_app.storage import SeatConfig
from thousand_app.ui.common.main_window import MainWindow

SEATS = [SeatConfig("Anna"), SeatConfig("Boris", "computer", "normal")]


def test_the_turn_badge_hides_behind_no_result_panel(qtbot: Any, window: MainWindow) -> None:
    window.part("dice").start_game(finished_dice_game(3), SEATS, "dice-over")
    screen = window.part("dice").screen
    qtbot.waitUntil(lambda: screen.game_over.isVisible(), timeout=10000)
    assert not screen.scene.turn_badge.isVisible()
    assert screen.info.text() == "Game over"


def test_the_turn_badge_shows_while_the_game_is_on(qtbot: Any, window: MainWindow) -> None:
    from thousand_app.dice.engine import DiceGame, DiceRules

    game = DiceGame(DiceRules(), 2, players=["Anna", "Boris"])
    window.part("dice").start_game(game, SEATS, "dice-on")
    screen = window.part("dice").screen
    qtbot.waitUntil(lambda: screen.my_turn(), timeout=10000)
    assert screen.scene.turn_badge.isVisible()
