"""The review of a finished dice game: the turns replayed from the record, each decision with
hard's chance after the move made and after the best move, mistakes marked; the window steps
through the turns."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import Qt

from thousand_app.dice.engine import STOP, DiceGame, DiceRules, Keep, Throw, to_record
from thousand_app.dice.ai.driver import run_game
from thousand_app.dice.ai.players import THROW_AGAIN, make_player
from thousand_app.ui.dice.review import DiceReviewWindow, move_text
from thousand_app.ui.dice.review_model import BIG_MISTAKE, DiceDecision, review_turns


def played(seed: int = 3, n: int = 2, levels: tuple[str, ...] = ("random", "hard")) -> DiceGame:
    g = DiceGame(DiceRules(), n, players=[f"P{i}" for i in range(n)], seed=seed)
    run_game(g, [make_player(levels[i % len(levels)], i) for i in range(n)],
             random.Random(seed), 600)
    assert g.is_over
    return g


def test_every_decision_is_valued_by_hards_public_chance() -> None:
    game = played()
    hard = make_player("hard", 1)
    turns = review_turns(to_record(game), hard)
    assert [t.summary for t in turns] == game.history
    # walk the game again and check each decision against hard asked directly
    replay = DiceGame(DiceRules(), 2, players=["P0", "P1"], seed=3)
    decisions = iter(d for t in turns for d in t.decisions)
    for seat, steps in game.turns:
        for action in steps:
            if replay.pending in ("keep", "choice"):
                d = next(decisions)
                obs = replay.observation()
                made = action if not isinstance(action, Throw) else THROW_AGAIN
                assert d.made == made and d.seat == seat
                assert d.chance_made == pytest.approx(hard.chance(obs, made))
                assert d.best == hard.act(obs)
                assert d.chance_best == pytest.approx(hard.chance(obs, d.best))
            replay.apply(action)
    assert next(decisions, None) is None
    # hard's own moves lose nothing; the random player's big losses are marked
    for t in turns:
        for d in t.decisions:
            assert d.loss is not None and d.loss >= 0
            if t.seat == 1:
                assert d.mark == "" and d.loss < 1e-9
            assert (d.mark == "??") == (d.loss >= BIG_MISTAKE)
    assert any(d.mark for t in turns for d in t.decisions if t.seat == 0)


def test_no_chances_with_more_than_two_players() -> None:
    game = played(5, 3, ("easy",))
    turns = review_turns(to_record(game))
    assert turns and all(d.chance_made is None and d.mark == "" for t in turns
                         for d in t.decisions)


def test_a_decision_marks_by_its_loss() -> None:
    d = DiceDecision(0, 0, "choice", None, 300, 2, STOP, THROW_AGAIN, 0.40, 0.47)
    assert d.mark == "??" and d.loss == pytest.approx(0.07)
    assert DiceDecision(0, 0, "keep", (1, 5), 0, 5, Keep((1,)), Keep((1, 5)), 0.5, 0.51).mark == ""


def test_the_window_steps_through_the_turns(qtbot: Any) -> None:
    game = played()
    w = DiceReviewWindow(to_record(game), list(game.players))
    qtbot.addWidget(w)
    w.show()
    assert w.current == 0 and w.turn_list.count() == len(game.history)
    assert w.table.rowCount() == len(w.turns[0].decisions)
    qtbot.keyClick(w, Qt.Key.Key_End)
    assert w.current == len(game.history) - 1
    qtbot.keyClick(w, Qt.Key.Key_Home)
    assert w.current == 0 and not w.prev_button.isEnabled()
    w.next_button.click()
    assert w.current == 1
    qtbot.keyClick(w, Qt.Key.Key_M)
    assert w.turns[w.current].mark
    d = w.turns[w.current].decisions
    marked = next(i for i, x in enumerate(d) if x.mark)
    assert w.table.item(marked, 1).text() == move_text(d[marked].made)
    assert w.table.item(marked, 5).text() == d[marked].mark


def test_the_game_over_panel_offers_the_review(qtbot: Any) -> None:
    from types import SimpleNamespace

    from PySide6.QtWidgets import QPushButton

    from thousand_app.storage import SeatConfig
    from thousand_app.ui.dice.controller import DiceController
    from thousand_app.ui.dice.screen import DiceScreen

    game = DiceGame(DiceRules(), 2, players=["A", "B"], seed=5, start_totals=[850, 610])
    c = DiceController(game, [SeatConfig("A"), SeatConfig("B", "computer", "normal")],
                       pace_ms=0)
    screen = DiceScreen(c, SimpleNamespace(animation_speed=0.0, sound=False, ai_pace_ms=0))
    qtbot.addWidget(screen)
    screen.show()
    try:
        qtbot.waitUntil(lambda: screen.my_turn(), timeout=10000)
        c.submit(Throw((1, 1, 1, 1, 5)))
        qtbot.waitUntil(lambda: screen.my_turn() and c.game.pending == "keep", timeout=10000)
        c.submit(Keep((1, 1, 1, 1, 5)))
        qtbot.waitUntil(lambda: screen.game_over.isVisible(), timeout=10000)
        button = screen.game_over.findChild(QPushButton, "diceReviewButton")
        assert button is not None and button.isVisible()
        with qtbot.waitSignal(screen.reviewRequested, timeout=2000):
            button.click()
    finally:
        screen.close_game()


def test_rules_hard_has_no_table_for_list_the_moves_without_chances() -> None:
    rules = DiceRules().replace(target=2000, barrel_at=1850)
    hard = make_player("hard", 1)
    g = DiceGame(rules, 2, players=["A", "B"], seed=2)
    assert hard.chance(g.observation(), THROW_AGAIN) is None      # (no solved table)
    run_game(g, [make_player("easy", 0), make_player("normal", 1)], random.Random(2), 900)
    turns = review_turns(to_record(g), hard)
    decisions = [d for t in turns for d in t.decisions]
    assert decisions and all(d.best is None and d.chance_made is None and d.mark == ""
                             for d in decisions)
