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
    assert screen.top.info.text() == "Game over"


def test_the_turn_badge_shows_while_the_game_is_on(qtbot: Any, window: MainWindow) -> None:
    from thousand_app.dice.engine import DiceGame, DiceRules

    game = DiceGame(DiceRules(), 2, players=["Anna", "Boris"])
    window.part("dice").start_game(game, SEATS, "dice-on")
    screen = window.part("dice").screen
    qtbot.waitUntil(lambda: screen.my_turn(), timeout=10000)
    assert screen.scene.turn_badge.isVisible()


def test_the_result_is_read_out_in_turns(qtbot: Any, window: MainWindow) -> None:
    """What a screen reader is told at the end of a dice game counts turns, as the panel
    does (it said "109 deals played": research/keyboard_play.py's transcript, issue 34)."""
    from thousand_app.ui.common import accessibility

    said: list[str] = []

    def listen(kind: str, text: str) -> None:
        said.append(text)

    accessibility.LISTENERS.append(listen)
    try:
        game = finished_dice_game(3)
        window.part("dice").start_game(game, SEATS, "dice-over")
        screen = window.part("dice").screen
        qtbot.waitUntil(lambda: screen.game_over.isVisible(), timeout=10000)
    finally:
        accessibility.LISTENERS.remove(listen)
    result = [t for t in said if screen.game_over.title.text() in t]
    assert result and all("deal" not in t for t in result), said
    assert any(screen.game_over.sub.text() in t and "turn" in t for t in result), said


def test_a_seat_no_longer_away_leaves_the_status_line(qtbot: Any, window: MainWindow) -> None:
    """Once nobody is away (the seat came back, or the host ended the game), the status line
    no longer says "Host: Reconnecting…" (issue 33's playthrough: it stayed next to the
    "host ended the game" banner)."""
    from thousand_app.dice.engine import DiceGame, DiceRules

    game = DiceGame(DiceRules(), 2, players=["Anna", "Boris"])
    window.part("dice").start_game(game, SEATS, "dice-away")
    screen = window.part("dice").screen
    qtbot.waitUntil(lambda: screen.my_turn(), timeout=10000)
    before = screen.top.info.text()
    away: list[str] = ["Boris: Reconnecting…"]
    screen.controller.away_text = lambda seat: away[0] if away else None   # type: ignore
    screen._away_seat = 1
    assert screen._show_away() and screen.top.info.text() == "Boris: Reconnecting…"
    away.clear()
    assert not screen._show_away()
    assert screen.top.info.text() == before and not screen._away_tick.isActive()
