""""Show me the better move" at the card table (issue 37): for every kind of decision the
card coach judges, the better move is pointed at on the table (its card, every card of the
cards passed together, the button of a bid, a pass, a talon, a raise or a concession, the
card to lead when the better move keeps the contract) and the panel says it in words:
never a silent no-op.

The positions are those of the known blunder (tests/cards/ai/test_analyse.py: North, seat 0,
declares 105 and throws it away), with North a person and the coach on: the warnings are
the coach's own.  The talon of a two-player game and a bid are shown with an advice made
here (what the coach would say), held as the coach holds one."""

from __future__ import annotations

from typing import Any

import pytest

from tests.cards.ai.test_analyse import BLUNDER, BLUNDER_MOVE
from tests.ui.conftest import wait_mode, wait_until
from thousand_app.cards.ai.analyse import game_at
from thousand_app.cards.engine import (Bid, Concede, Declare, Game, Give, Play, Raise, Rules,
                                       Take, parse_action)
from thousand_app.games.coach import Advice, Why
from thousand_app.ui.cards.controller import COMPUTER, HUMAN, GameController, Seat
from thousand_app.ui.cards.game_screen import GameScreen
from thousand_app.ui.common.main_window import MainWindow

SEATS = [Seat("North", HUMAN), Seat("East", COMPUTER, "normal"), Seat("West", COMPUTER, "normal")]


def at(window: MainWindow, qtbot: Any, move: int, mode: str, game: Any = None,
       seats: list[Seat] = SEATS) -> GameScreen:
    """The person (seat 0) to act at ``move`` of the blunder's deal, the coach on."""
    window.settings.coach = "on"
    window.part("cards").start_game(game if game is not None else game_at(BLUNDER, 0, move),
                                    seats)
    screen = window.game_screen
    assert screen is not None
    c = screen.controller
    assert isinstance(c, GameController) and c.coach.on
    c.coach.wait_ms = 60_000     # (the answer always comes in time here)
    wait_mode(qtbot, screen, mode)
    return screen


def warned_then_shown(qtbot: Any, screen: GameScreen, *actions: Any) -> Advice:
    """The person makes ``actions``; the coach warns; he asks to be shown the better move."""
    c = screen.controller
    before = len(c.game.deals[-1][1])
    assert c.submit_moves(list(actions))
    wait_until(qtbot, lambda: screen.coach_ui.panel.isVisible(), timeout=60_000)
    advice = screen.coach_ui.shown
    assert advice is not None and advice.warn
    said = screen.coach_ui.panel.better.text()
    screen.coach_ui.panel.better_button.click()
    assert not screen.coach_ui.panel.isVisible()
    assert len(c.game.deals[-1][1]) == before          # nothing was played
    assert screen.prompt is not None and screen.overlays.panel.isVisible()
    assert screen.overlays.panel.detail.text().startswith(said)  # the panel says it in words
    return advice


def marked(screen: GameScreen) -> set[str]:
    from PySide6.QtWidgets import QPushButton

    return {b.objectName() for b in screen.overlays.panel.findChildren(QPushButton)
            if b.isVisible() and b.property("hinted")}


def test_a_card_played(qtbot: Any, window: MainWindow) -> None:
    screen = at(window, qtbot, BLUNDER_MOVE, "play")
    advice = warned_then_shown(qtbot, screen, parse_action("0 play QC"))
    best = advice.best_action
    assert isinstance(best, (Play, Declare)) and str(best) == advice.best
    prompt = screen.prompt
    assert prompt.hinted == best and prompt.hint_card == best.card   # marked on the table
    assert screen.keys.focus_card() == best.card


def test_the_cards_passed_together(qtbot: Any, window: MainWindow) -> None:
    screen = at(window, qtbot, 3, "exchange")
    advice = warned_then_shown(qtbot, screen, parse_action("0 give QC 1"),
                               parse_action("0 give 9C 2"))
    best = [parse_action(p) for p in advice.best.split(", ")]
    assert len(best) == 2 and all(isinstance(a, Give) for a in best)
    prompt = screen.prompt
    assert prompt.selected == [a.card for a in best]       # both cards chosen, in order
    assert marked(screen) == {"giveButton"}
    assert "Chosen: 2 of 2." in screen.overlays.panel.detail.text()


def test_conceding_where_keeping_the_contract_is_better(qtbot: Any,
                                                        window: MainWindow) -> None:
    screen = at(window, qtbot, 5, "contract")
    advice = warned_then_shown(qtbot, screen, Concede(0))
    assert advice.best == "play on"
    lead = advice.best_action
    assert isinstance(lead, (Play, Declare))           # the card to lead once it is kept
    assert screen.prompt.hint_card == lead.card
    text = screen.overlays.panel.detail.text()
    assert text.startswith("The better move: keep your contract and lead ")
    assert marked(screen) == set()                     # (no button keeps it: the card does)


def test_a_raise_where_keeping_the_contract_is_better(qtbot: Any,
                                                      window: MainWindow) -> None:
    screen = at(window, qtbot, 5, "contract")
    advice = warned_then_shown(qtbot, screen, Raise(0, 180))
    assert advice.best == "play on" and screen.prompt.hint_card == advice.best_action.card


def hold(qtbot: Any, screen: GameScreen, actions: list[Any], advice: Advice) -> None:
    """The coach holds ``actions`` with ``advice`` (as its worker would answer), and the
    person asks to be shown the better move."""
    c = screen.controller
    c.waiting_for = actions[0].seat
    c._coach_warn(actions, c.game.observation(actions[0].seat), advice)
    wait_until(qtbot, lambda: screen.coach_ui.panel.isVisible())
    screen.coach_ui.panel.better_button.click()


def costly(move: Any, best: Any) -> Advice:
    return Advice(True, str(move), str(best), 40.0, "points",
                  (Why("points", {"points": 40}),), best)


def test_a_bid(qtbot: Any, window: MainWindow) -> None:
    screen = at(window, qtbot, 1, "bid")
    hold(qtbot, screen, [Bid(0, 180)], costly(Bid(0, 180), Bid(0, 115)))
    prompt = screen.prompt
    assert prompt.hinted == Bid(0, 115) and prompt.value_box.currentData() == 115
    assert marked(screen) == {"bidButton"}
    assert screen.overlays.panel.detail.text() == ("The better move: 115. Enter bids the value in "
                                          "the box.")


@pytest.mark.parametrize("talon", [0, 1])
def test_a_talon_of_two(qtbot: Any, window: MainWindow, talon: int) -> None:
    game = Game(Rules(), 2, players=["North", "South"], seed=5)
    seats = [Seat("North", HUMAN), Seat("South", COMPUTER, "normal")]
    while game.phase.name != "TAKE":        # the auction played out: North declares
        seat = game.to_act
        legal = game.legal_actions(seat)
        bids = [a for a in legal if isinstance(a, Bid)]
        game.apply(bids[0] if seat == 0 and bids else next(
            a for a in legal if not isinstance(a, Bid)))
    assert game.to_act == 0
    screen = at(window, qtbot, 0, "take", game, seats)
    take, other = Take(0, talon), Take(0, 1 - talon)
    hold(qtbot, screen, [other], costly(other, take))
    assert screen.prompt.hinted == take and marked(screen) == {f"take{talon}"}
    assert screen.overlays.panel.detail.text().startswith("The better move: ")


def test_the_pass_of_the_fixed_deal_is_marked(qtbot: Any, window: MainWindow) -> None:
    from tests.ui.cards.test_coach import warned

    screen, _moves = warned(window, qtbot)
    screen.coach_ui.panel.better_button.click()
    wait_mode(qtbot, screen, "bid")
    assert marked(screen) == {"passButton"}
    assert screen.overlays.panel.detail.text() == "The better move: pass. Enter makes this move."
    screen.prompt.cursor_moved()               # the hint forgotten: its mark too
    assert marked(screen) == set()


def test_a_raise_and_a_concession_as_the_better_move(qtbot: Any, window: MainWindow) -> None:
    screen = at(window, qtbot, 5, "contract")
    hold(qtbot, screen, [Raise(0, 180)], costly(Raise(0, 180), Raise(0, 120)))
    assert screen.prompt.hinted == Raise(0, 120) and screen.prompt.value_box.currentData() == 120
    assert marked(screen) == {"raiseButton"}
    hold(qtbot, screen, [Raise(0, 180)], costly(Raise(0, 180), Concede(0)))
    assert screen.prompt.hinted == Concede(0) and marked(screen) == {"concedeButton"}
    assert screen.overlays.panel.detail.text().startswith("The better move: ")
