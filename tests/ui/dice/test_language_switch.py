"""A language switch while a dice game is over: the game-over panel (its title, its line and
its buttons) and the turn badge's "Game over" speak the new language at once."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QPushButton

from tests.storage.dice_games import finished_dice_game
from thousand_app.storage import SeatConfig
from thousand_app.ui.common.main_window import MainWindow

SEATS = [SeatConfig("Anna"), SeatConfig("Boris", "computer", "normal")]


def panel_texts(screen: Any) -> list[str]:
    panel = screen.game_over
    return [panel.title.text(), panel.sub.text()] + [
        b.text() for b in panel.findChildren(QPushButton) if b.isVisibleTo(panel)]


def test_the_game_over_panel_and_badge_follow_a_language_switch(qtbot: Any,
                                                                 window: MainWindow) -> None:
    game = finished_dice_game(3)
    window.part("dice").start_game(game, SEATS, "dice-over")
    screen = window.part("dice").screen
    qtbot.waitUntil(lambda: screen.game_over.isVisible(), timeout=10000)
    english = panel_texts(screen)
    assert screen.scene.turn_badge.caption == "Game over" and screen.top.info.text() == "Game over"
    assert "Review" in english and "Main menu" in english
    window.translations.use("ru")
    try:
        window._build()
        russian = panel_texts(screen)
        assert "Обзор" in russian or "Разбор" in " ".join(russian), russian
        assert "Главное меню" in russian, russian
        assert not set(english) & set(russian) - {""}, (english, russian)
        assert screen.scene.turn_badge.caption != "Game over"
        assert screen.top.info.text() == screen.scene.turn_badge.caption == "Игра окончена"
        screen.grab().save("/tmp/l38t/dice-over-ru.png")
    finally:
        window.translations.use("en")
        window._build()
    assert panel_texts(screen) == english
