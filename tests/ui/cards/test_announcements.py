"""What a screen reader is told at the start of a card game: forehand's obligatory 100 once,
after the cards are dealt (it was said twice: once before the deal was shown, once after;
research/keyboard_play.py's transcript, issue 34)."""

from __future__ import annotations

from typing import Any, Iterator

import pytest

from thousand_app.cards.engine import Game, Rules
from thousand_app.ui.cards.card_script import ScriptedPlayer
from thousand_app.ui.cards.controller import COMPUTER, HUMAN, Seat
from thousand_app.ui.common import accessibility
from thousand_app.ui.common.main_window import MainWindow

from ..conftest import wait_mode


@pytest.fixture
def heard() -> Iterator[list[str]]:
    said: list[str] = []

    def listen(kind: str, text: str) -> None:
        if kind == "announce":
            said.append(text)

    accessibility.LISTENERS.append(listen)
    yield said
    accessibility.LISTENERS.remove(listen)


@pytest.mark.parametrize("forehand", [0, 1], ids=["you", "a-computer"])
def test_forehands_100_is_said_once(qtbot: Any, window: MainWindow, heard: list[str],
                                    forehand: int) -> None:
    names = ["Anna", "Boris", "Vera"]
    game = Game(Rules(), 3, players=names, seed=3, first_dealer=(forehand - 1) % 3)
    window.part("cards").start_game(game, [Seat("Anna", HUMAN), Seat("Boris", COMPUTER, "normal"),
                                           Seat("Vera", COMPUTER, "normal")])
    screen, c = window.game_screen, window.controller
    assert screen is not None and c is not None
    # (a fixed auction up to your bid: Boris bids 105 or Vera passes)
    c.players[1] = ScriptedPlayer(["1 bid 105"])
    c.players[2] = ScriptedPlayer(["2 pass"])
    wait_mode(qtbot, screen, "bid")
    assert heard.count(f"{names[forehand]}: 100") == 1, heard
