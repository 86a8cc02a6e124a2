"""The concession dialog shows the engine's own figures: what it promises is what is scored."""

from __future__ import annotations

import random
from typing import Any, Optional

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton

from thousand_app.cards.engine import (Action, Bid, Concede, Discard, Game, Give, Pass, Phase, Play, Rules,
                                 Take)
from thousand_app.ui.cards.concession import concession, concession_box
from thousand_app.ui.common.main_window import MainWindow
from thousand_app.ui.common.texts import fmt, signed, total_text

from tests.ui.conftest import start_fixed, wait_mode


def next_concession(game: Game, rng: random.Random, seat: Optional[int] = None) -> Concede:
    """Play on (everyone passing but ``seat``) until a seat (``seat`` if given) may concede."""
    for _ in range(2000):
        if game.is_over:
            break
        if game.needs_deal:
            game.deal()
            continue
        actor = game.to_act
        assert actor is not None
        legal = game.legal_actions()
        concede = next((a for a in legal if isinstance(a, Concede)), None)
        if concede is not None and seat in (None, actor):
            return concede
        move: Action
        if game.phase == Phase.BIDDING:
            bids = [a for a in legal if isinstance(a, Bid)]
            move = bids[0] if bids and actor == seat else next(
                a for a in legal if isinstance(a, Pass))
        elif game.phase == Phase.TAKE:
            move = next(a for a in legal if isinstance(a, Take))
        elif game.phase == Phase.PASSING:
            move = next(a for a in legal if isinstance(a, (Give, Discard)))
        else:
            move = rng.choice([a for a in legal if isinstance(a, Play)] or list(legal))
        game.apply(move)
    raise AssertionError("no concession came")


def check(game: Game, action: Concede) -> None:
    """The dialog's figures are those the engine then scores."""
    promised = concession(game, action)
    text = concession_box(None, game, action).informativeText()
    game.apply(action)
    scored = game.history[-1]
    assert scored.conceded and scored.declarer == action.seat
    assert scored.deltas is not None
    assert promised.deltas == tuple(scored.deltas)
    assert promised.totals == tuple(game.totals)
    for seat, name in enumerate(game.players):
        line = fmt("%1: %2 (total %3)", name, signed(scored.deltas[seat]),
                   total_text(game.totals[seat]))
        assert line in text.splitlines()


@pytest.mark.parametrize("n,mode", [(2, "two_talons"), (2, "dead_hand"), (3, None), (4, None)])
def test_first_second_and_third_concession(qapp: Any, n: int, mode: Optional[str]) -> None:
    options: dict[str, Any] = {"concede_third_penalty": "on"}
    if mode:
        options["two_player_mode"] = mode
    rules = Rules.preset("classic", **options)
    game = Game(rules, n, players=["Anna", "Boris", "Vera", "Gleb"][:n], seed=3 + n)
    rng = random.Random(n)
    for k in range(3):
        action = next_concession(game, rng, seat=0)
        assert game.match.concessions[0] == k
        penalties_before = sum(1 for s in game.history for note in s.notes
                               if note.kind == "concede_penalty")
        check(game, action)
        penalties = sum(1 for s in game.history for note in s.notes
                        if note.kind == "concede_penalty")
        assert penalties == penalties_before + (k == 2)   # the third one costs more


@pytest.mark.parametrize("n", [3, 4])
def test_a_defender_on_the_barrel(qapp: Any, n: int) -> None:
    totals = (0, 880, 0, 0)[:n]
    game = Game(Rules(), n, players=["Anna", "Boris", "Vera", "Gleb"][:n], seed=9,
                start_totals=totals, first_dealer=n - 1)     # Anna is forehand
    action = next_concession(game, random.Random(1), seat=0)
    assert game.match.barrel[1] is not None     # Boris defends from the barrel
    check(game, action)


def test_the_golden_deal(qapp: Any) -> None:
    rules = Rules.preset("classic", golden_round="on")
    game = Game(rules, 3, players=["Anna", "Boris", "Vera"], seed=2)
    rng = random.Random(2)
    while game.history == [] or game.history[-1].golden:
        if game.needs_deal:
            game.deal()
            continue
        legal = game.legal_actions()
        concede = next((a for a in legal if isinstance(a, Concede)), None)
        if concede is not None:      # where the rules allow a golden concession, it is checked
            check(game, concede)
            continue
        game.apply(next((a for a in legal if isinstance(a, (Give, Discard))), None)
                   or rng.choice(list(legal)))


def won_at_120(qtbot: Any, window: MainWindow) -> tuple[Any, Any]:
    """Anna wins the auction at 120 (Boris bids 105, Vera passes): the screen with the cards
    to pass, and the controller."""
    screen = start_fixed(window, script={1: ["1 bid 105", "1 pass"], 2: ["2 pass"]})
    c = window.controller
    assert c is not None
    wait_mode(qtbot, screen, "bid")
    prompt = screen.prompt
    assert prompt is not None and prompt.value_box is not None
    prompt.select_value(120)
    qtbot.mouseClick(screen.overlays.panel.findChild(QPushButton, "bidButton"),
                     Qt.MouseButton.LeftButton)
    wait_mode(qtbot, screen, "exchange")
    return screen, c


def test_the_dialog_in_the_game(qtbot: Any, window: MainWindow) -> None:
    """Anna wins the auction at 120, clicks Concede…: the box shows what the deal then scores."""
    screen, c = won_at_120(qtbot, window)
    shown: list[str] = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        shown.append(box.informativeText())
        box.button(QMessageBox.StandardButton.Yes).click()

    QTimer.singleShot(50, answer)
    qtbot.mouseClick(screen.overlays.panel.findChild(QPushButton, "concedeButton"),
                     Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: screen.overlays.summary.isVisible())
    scored = c.game.history[-1]
    assert scored.conceded and scored.deltas is not None
    assert shown
    for seat, name in enumerate(c.game.players):
        line = fmt("%1: %2 (total %3)", name, signed(scored.deltas[seat]),
                   total_text(c.game.totals[seat]))
        assert line in shown[0].splitlines()


@pytest.mark.parametrize("ask", [True, False], ids=["asked", "not-asked"])
def test_enter_makes_a_hinted_concession(qtbot: Any, window: MainWindow, ask: bool) -> None:
    """The hint says "concede. Enter makes this move." while cards are to be passed: Enter
    concedes (after the question, when the settings ask it), as the Concede… button does; it
    did nothing (research/keyboard_play.py, issue 34)."""
    screen, c = won_at_120(qtbot, window)
    screen.confirm_concede = ask
    passing = screen.prompt
    assert passing is not None
    concede = next(a for a in c.observation(0).legal_actions if isinstance(a, Concede))
    passing.show_hint(concede)          # (what H gives when the hint is to concede)
    assert screen.keys.focus_card() is None
    asked: list[str] = []

    def answer() -> None:
        # (the concession's own box, by its name: the active modal widget may be a window
        # another test left behind)
        box = next((w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox)
                    and w.objectName() == "concedeBox" and w.isVisible()), None)
        if box is None:
            QTimer.singleShot(20, answer)
            return
        asked.append(box.text())
        yes = box.button(QMessageBox.StandardButton.Yes)
        assert yes is not None
        yes.click()

    if ask:
        QTimer.singleShot(20, answer)
    qtbot.keyClick(screen.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: screen.overlays.summary.isVisible())
    assert c.game.history[-1].conceded
    assert bool(asked) == ask
