"""The opening claims at the table (issue 36, point 1): the seat asked is offered its turn,
whose prompt shows its claims and "Play on" (the Decline); a computer seat asked decides as on
any turn; every answer is a move of the deal."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from thousand_app.cards.ai import make_player
from thousand_app.cards.engine import Decline, Game, Redeal, Rules
from thousand_app.cards.engine.cards import Card, mask_of
from thousand_app.cards.engine.deal import Layout
from thousand_app.ui.cards.card_script import ScriptedPlayer
from thousand_app.ui.cards.controller import COMPUTER, HUMAN, Seat
from thousand_app.ui.cards.prompt_claim import ClaimPrompt
from thousand_app.ui.common.main_window import MainWindow

from tests.ui.conftest import wait_mode, wait_until

NINES = "9H 9S 9C 9D QS KS JD"
STRONG = "AH 10H KH QH AS 10S AD"
OTHER = "AC 10C KC QC JC JH JS"


def _cards(text: str) -> int:
    return mask_of(Card.parse(c) for c in text.split())


def _start(window: MainWindow, hands: list[str]) -> Any:
    """Dealer 2: Anna (seat 0) is forehand; Boris bids first."""
    game = Game(Rules(), 3, players=["Anna", "Boris", "Vera"], first_dealer=2, seed=11,
                deal=False)
    game.deal(Layout(tuple(_cards(h) for h in hands), (_cards("QD KD 10D"),), 0))
    seats = [Seat("Anna", HUMAN), Seat("Boris", COMPUTER, "normal"),
             Seat("Vera", COMPUTER, "normal")]
    window.part("cards").start_game(game, seats)
    c = window.controller
    assert c is not None and window.game_screen is not None
    c.players[1] = ScriptedPlayer(["1 pass"])  # type: ignore[assignment]
    c.players[2] = ScriptedPlayer(["2 pass"])  # type: ignore[assignment]
    return c, window.game_screen


def test_the_person_asked_plays_on(qtbot: Any, window: MainWindow) -> None:
    c, screen = _start(window, [NINES, STRONG, OTHER])
    wait_mode(qtbot, screen, "claim")
    assert isinstance(screen.prompt, ClaimPrompt)
    assert c.game.to_act == 0 and c.waiting_for == 0 and c.game.claims_open
    assert screen.overlays.panel.findChild(QPushButton, "redealButton") is not None
    screen.grab().save("/tmp/claims36_claim_prompt.png")
    qtbot.mouseClick(screen.overlays.panel.findChild(QPushButton, "playOnButton"),
                     Qt.MouseButton.LeftButton)
    wait_until(qtbot, lambda: len(c.game.deals[0][1]) >= 1)
    assert c.game.deals[0][1][0] == Decline(0) and not c.game.claims_open
    wait_mode(qtbot, screen, "bid", "exchange")


def test_the_person_asked_claims_a_redeal(qtbot: Any, window: MainWindow) -> None:
    c, screen = _start(window, [NINES, STRONG, OTHER])
    wait_mode(qtbot, screen, "claim")
    qtbot.mouseClick(screen.overlays.panel.findChild(QPushButton, "redealButton"),
                     Qt.MouseButton.LeftButton)
    wait_until(qtbot, lambda: bool(c.game.history))
    assert c.game.deals[0][1] == [Redeal(0)] and c.game.history[0].redeal


def test_a_computer_asked_decides_on_its_turn(qtbot: Any, window: MainWindow) -> None:
    c, screen = _start(window, [STRONG, NINES, OTHER])
    c.players[1] = make_player("normal", 3)
    assert c.game.to_act == 1 and c.game.claims_open
    wait_until(qtbot, lambda: len(c.game.deals[0][1]) >= 1)
    assert c.game.deals[0][1][0] == Redeal(1)      # (the normal level redeals four nines)


def test_the_smoke_tests_coach_stage_answers_a_claim_and_waits_for_a_judged_turn(
        qtbot: Any, window: MainWindow) -> None:
    """The coach judges no claim: the smoke test's coach stage, offered a claim first (a hand
    of four nines, one deal in thirty or so), plays on and finds the coach's answer on the
    bid that follows (it waited for ever)."""
    from thousand_app.ui.cards.smoke import CoachAsked

    c, screen = _start(window, [NINES, STRONG, OTHER])
    c.players[1] = ScriptedPlayer(["1 bid 100"])  # type: ignore[assignment]
    c.coach.on = True
    stage = CoachAsked()
    problems: list[str] = []
    wait_until(qtbot, lambda: stage.check(window, problems.append))
    assert not problems and stage.said
    assert c.game.deals[0][1][0] == Decline(0)
