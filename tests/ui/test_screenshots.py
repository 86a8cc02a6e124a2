"""The screenshot script's new pictures: a hot-seat table after the first trick, both decks."""

from __future__ import annotations

from typing import Any

from thousand_app.engine import Game, Rules
from thousand_app.ui.cards import CLASSIC, load_deck
from thousand_app.ui.controller import COMPUTER, HUMAN, Seat
from thousand_app.ui.main_window import MainWindow
from thousand_app.ui.screenshots import SCRIPT, ScriptedPlayer, deck_sheet, hot_seat_turns, layout

from .conftest import wait_until


def test_hot_seat_table_after_the_first_trick(qtbot: Any, window: MainWindow) -> None:
    names = ["Anna", "Boris", "Vera"]
    game = Game(Rules(), 3, players=names, first_dealer=2, seed=11, deal=False)
    game.deal(layout())
    window.start_game(game, [Seat("Anna", HUMAN), Seat("Boris", HUMAN),
                             Seat("Vera", COMPUTER, "normal")])
    c, screen = window.controller, window.game_screen
    assert c is not None and screen is not None
    c.players[2] = ScriptedPlayer(SCRIPT[2])  # type: ignore[assignment]
    hot_seat_turns(screen, c, {0: ["0 bid 120", "0 give 9C 1", "0 give 9D 2", "0 play AS"],
                               1: ["1 bid 105", "1 pass", "1 play 9S"]},
                   lambda: len(game.deals[-1][1]) >= 9)
    wait_until(qtbot, lambda: screen.curtain.isVisible())
    screen.curtain_ready()
    wait_until(qtbot, lambda: screen.mode in ("play", "contract")
               and not screen.scene.animator.busy)
    cards = screen.scene.cards
    assert screen.viewer == 0
    assert {s: len(cards.hands[s]) for s in range(3)} == {0: 7, 1: 7, 2: 7}
    assert len(cards.piles[0]) == 3 and not cards.piles[1] and not cards.piles[2]


def test_deck_pictures(qapp: Any) -> None:
    for key in ("thousand", CLASSIC):
        deck, problem = load_deck(key, False, "blue")
        assert problem is None
        pm = deck_sheet(deck)
        assert pm.width() > 700 and pm.height() > 600
