"""Every table layout and step through the window: 2 players (two talons, dead hand), 4 players,
golden round, dark game, redeals, hot-seat.  A robot clicks for the human seats, a random
computer plays the others; any exception in the UI fails the test (pytest-qt)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton

from thousand_app.cards.engine import Card, Declare, Game, Play, Rules
from thousand_app.ui.cards.controller import COMPUTER, HUMAN, Seat
from thousand_app.ui.cards.game_screen import GameScreen
from thousand_app.ui.common.main_window import MainWindow
from thousand_app.ui.cards.prompts import PassingPrompt

from tests.ui.conftest import click_card

pytestmark = pytest.mark.slow


def say_yes() -> None:
    """Answer the open question (a confirmation box) with Yes."""
    box = QApplication.activeModalWidget()
    if isinstance(box, QMessageBox):
        box.button(QMessageBox.StandardButton.Yes).click()


def robot_step(qtbot: Any, screen: GameScreen, rng: random.Random) -> bool:
    """Do what a person would for whatever the screen asks now; False if nothing is asked."""
    panel = screen.overlays.panel

    def press(name: str) -> bool:
        b = panel.findChild(QPushButton, name)
        if b is None or not b.isEnabled():
            return False
        qtbot.mouseClick(b, Qt.MouseButton.LeftButton)
        return True

    if screen.overlays.game_over.isVisible():
        return False
    if screen.overlays.summary.isVisible():
        qtbot.mouseClick(screen.overlays.summary.next_button, Qt.MouseButton.LeftButton)
        return True
    if screen.overlays.curtain.isVisible():
        qtbot.mouseClick(screen.overlays.curtain.button, Qt.MouseButton.LeftButton)
        return True
    if not panel.isVisible() or screen.scene.animator.busy:
        return False
    mode = screen.mode
    if mode == "claim":
        return press(rng.choice(["redealButton", "darkButton", "lookButton", "playOnButton"])) \
            or press("lookButton") or press("playOnButton")
    if mode == "bid":
        if rng.random() < 0.85 and press("bidButton"):
            return True
        return press("passButton")
    if mode == "take":
        return press(rng.choice(["take0", "take1"]))
    if mode == "exchange":
        if press("giveButton"):
            return True
        assert isinstance(screen.prompt, PassingPrompt)
        cards = [c for c in screen.scene.viewer_cards() if c not in screen.prompt.selected]
        click_card(qtbot, screen, rng.choice(cards))
        return True
    if mode in ("contract", "play"):
        assert screen.prompt is not None
        obs = screen.controller.observation(screen.prompt.seat)
        legal = [a.card for a in obs.legal_actions if isinstance(a, (Play, Declare))]
        if not legal:  # on the barrel below 120: raise first, and say yes when asked
            QTimer.singleShot(50, say_yes)
            return press("raiseButton")
        click_card(qtbot, screen, rng.choice(legal))
        return True
    return False


def play_deals(qtbot: Any, window: MainWindow, game: Game, seats: list[Seat], deals: int,
               seed: int) -> None:
    window.part("cards").start_game(game, seats)
    c = window.controller
    screen = window.game_screen
    assert c is not None and screen is not None
    for i, s in enumerate(seats):
        if not s.is_human:
            from thousand_app.cards.ai import make_player

            c.players[i] = make_player("random", seed + i)
    rng = random.Random(seed)

    def done() -> bool:
        return len(game.history) >= deals or game.is_over

    for _ in range(3000):
        if done():
            break
        # a person acts as soon as the screen asks: waited for, not slept
        qtbot.waitUntil(lambda: done() or robot_step(qtbot, screen, rng), timeout=10_000)
    assert len(game.history) >= deals or game.is_over, (game.phase, screen.mode)
    # the table always shows as many cards in each hand as the seat holds
    if game.to_act is not None and screen.viewer is not None:
        obs = c.observation(screen.viewer)
        for seat in range(game.n):
            assert len(screen.scene.hands[seat]) == obs.hand_sizes[seat]


@pytest.mark.parametrize("mode", ["two_talons", "dead_hand"])
def test_two_players(qtbot: Any, window: MainWindow, mode: str) -> None:
    rules = Rules.preset("classic", two_player_mode=mode)
    game = Game(rules, 2, players=["Anna", "Boris"], seed=5)
    play_deals(qtbot, window, game, [Seat("Anna", HUMAN), Seat("Boris", COMPUTER, "easy")], 3, 5)


def test_four_players_with_the_sitter(qtbot: Any, window: MainWindow) -> None:
    game = Game(Rules(), 4, players=["Anna", "Boris", "Vera", "Gleb"], seed=8)
    seats = [Seat("Anna", HUMAN), Seat("Boris", COMPUTER, "easy"), Seat("Vera", COMPUTER, "easy"),
             Seat("Gleb", COMPUTER, "easy")]
    play_deals(qtbot, window, game, seats, 4, 8)


def test_golden_round_dark_game_and_redeals(qtbot: Any, window: MainWindow) -> None:
    rules = Rules.preset("classic", golden_round="on", dark_game="on", redeal_weak_hand="on",
                         redeal_weak_hand_below=30, redeal_bad_talon="on")
    game = Game(rules, 3, players=["Anna", "Boris", "Vera"], seed=21)
    seats = [Seat("Anna", HUMAN), Seat("Boris", COMPUTER, "easy"), Seat("Vera", COMPUTER, "easy")]
    play_deals(qtbot, window, game, seats, 6, 21)


def test_hot_seat_game(qtbot: Any, window: MainWindow) -> None:
    rules = Rules.preset("classic", dark_game="on")
    game = Game(rules, 3, players=["Anna", "Boris", "Vera"], seed=2)
    seats = [Seat("Anna", HUMAN), Seat("Boris", HUMAN), Seat("Vera", COMPUTER, "easy")]
    play_deals(qtbot, window, game, seats, 2, 2)


def test_watching_computers(qtbot: Any, window: MainWindow) -> None:
    game = Game(Rules.preset("pocket"), 3, players=["A", "B", "C"], seed=4,
                start_totals=(860, 870, 500))
    seats = [Seat(n, COMPUTER, "easy") for n in "ABC"]
    play_deals(qtbot, window, game, seats, 5, 4)
    assert Card is not None
