"""The coach at the dice table (issue 37): a costly keep is held with the chance it costs
until "Play it anyway"; "Show me the better move" picks the better keep on the table; a fine
keep is applied at once; the review opens on the flagged decision.

The position (found with the exact tables, two players, classic rules): P0 has thrown
1 1 1 5 6 at 0 points with 80 against him; keeping 1 1 1 5 is best, keeping 1 5 costs
3.8 points of percentage (the coach warns from 3)."""

from __future__ import annotations

import random
from typing import Any

from thousand_app.dice.engine import STOP, DiceGame, DiceRules, Keep, Throw, to_record
from thousand_app.storage import SeatConfig
from thousand_app.ui.common.main_window import MainWindow
from thousand_app.ui.dice.controller import DiceController
from thousand_app.ui.dice.review import DiceReviewWindow
from thousand_app.ui.dice.review_model import review_turns

from tests.ui.conftest import wait_until

SEATS = [SeatConfig("Anna", "human"), SeatConfig("Boris", "computer", "normal")]
#: Turns up to the position (Anna's throw 1 1 1 5 6, 80 to Boris).
STEPS = [Throw((2, 3, 3, 3, 4)), Keep((3, 3, 3)), Throw((2, 4)), Throw((2, 2, 3, 3, 6)),
         Throw((3, 4, 4, 5, 5)), Keep((5,)), Throw((1, 4, 4, 5)), Keep((1,)), Throw((1, 3, 3)),
         Keep((1,)), Throw((1, 1)), Keep((1, 1)), Throw((1, 1, 3, 6, 6)), Keep((1, 1)),
         Throw((2, 3, 4)), Throw((2, 3, 3, 4, 5)), Keep((5,)), Throw((1, 6, 6, 6)),
         Keep((1, 6, 6, 6)), Throw((3, 3, 4, 5, 6)), Keep((5,)), Throw((1, 1, 1, 5, 6))]
COSTLY, BEST = Keep((1, 5)), Keep((1, 1, 1, 5))


def at_the_position(window: MainWindow, qtbot: Any, coach: str = "on") -> Any:
    game = DiceGame(DiceRules(), 2, players=["Anna", "Boris"])
    for step in STEPS:
        game.apply(step)
    assert game.to_act == 0 and game.last_throw == (1, 1, 1, 5, 6) and tuple(game.totals) == (0, 80)
    window.settings.coach = coach
    window.part("dice").start_game(game, SEATS, "dice-coach")
    screen = window.part("dice").screen
    c = screen.controller
    assert isinstance(c, DiceController)
    c.coach.wait_ms = 60_000      # (the answer always comes in time here)
    wait_until(qtbot, lambda: screen.my_turn())
    return screen


def steps_made(c: DiceController) -> int:
    return len(c.game.turns[-1][1])


def warned(window: MainWindow, qtbot: Any) -> tuple[Any, int]:
    """Anna keeps 1 5 with the coach on: the panel is up (the screen, the steps made before)."""
    screen = at_the_position(window, qtbot)
    before = steps_made(screen.controller)
    assert screen.controller.submit(COSTLY)
    wait_until(qtbot, lambda: screen.coach_ui.panel.isVisible())
    return screen, before


def test_a_costly_keep_is_held_until_play_it_anyway(qtbot: Any, window: MainWindow) -> None:
    screen = at_the_position(window, qtbot)
    c, ui = screen.controller, screen.coach_ui
    before = steps_made(c)
    assert c.submit(COSTLY)
    wait_until(qtbot, lambda: ui.panel.isVisible())
    assert steps_made(c) == before and not screen.my_turn()     # held; no button answers
    assert "Your chance of winning:" in ui.panel.cost.text()
    assert "This keep adds 15 points; the better keep adds" in ui.panel.why.text()
    assert ui.panel.better.text() == "The better move: keep 1 1 1 5."
    ui.panel.anyway_button.click()
    assert not ui.panel.isVisible()
    assert c.game.turns[-1][1][before] == COSTLY
    flag = c.coach.flags[0]
    assert flag.played and (flag.deal, flag.seat) == (len(c.game.turns) - 1, 0)
    # the flag is where the review lists the decision (the turn played out on a copy)
    game, rng = c.game.copy(), random.Random(1)
    while len(game.history) <= flag.deal:
        obs = game.observation()
        keep = obs.all_scoring_keep
        game.apply(STOP if obs.stop_legal else keep if game.pending == "keep" and keep
                   else game.sample_chance(rng))
    turns = review_turns(to_record(game))
    assert turns[flag.deal].decisions[flag.move].made == COSTLY


def test_show_me_picks_the_better_keep(qtbot: Any, window: MainWindow) -> None:
    screen, before = warned(window, qtbot)
    c, ui = screen.controller, screen.coach_ui
    ui.panel.better_button.click()
    assert not ui.panel.isVisible() and steps_made(c) == before
    assert screen.my_turn()
    assert screen.hint_shown is not None and screen.hint_shown.keep == BEST
    assert sorted(screen.selection_faces()) == [1, 1, 1, 5]


def test_a_fine_keep_is_applied_at_once(qtbot: Any, window: MainWindow) -> None:
    screen = at_the_position(window, qtbot)
    c = screen.controller
    before = steps_made(c)
    c.submit(BEST)
    wait_until(qtbot, lambda: steps_made(c) > before)
    assert not screen.coach_ui.panel.isVisible()
    assert c.game.turns[-1][1][before] == BEST and c.coach.flags == []


def test_the_review_opens_on_the_flagged_turn(qtbot: Any) -> None:
    game = DiceGame(DiceRules(), 2, players=["Anna", "Boris"])
    for step in STEPS[:-1]:
        game.apply(step)
    w = DiceReviewWindow(to_record(game), ["Anna", "Boris"], coach_flags={2: {0: "costly"}})
    qtbot.addWidget(w)
    assert w.current == 2
    assert w.turn_list.item(2).text().startswith("⚑ ")
    mark = w.table.item(0, w.COLUMNS - 1)
    assert mark.text().startswith("⚑") and "The coach warned about this move: costly" in mark.toolTip()


def test_the_game_end_offers_the_flagged_decisions(qtbot: Any, window: MainWindow) -> None:
    from tests.storage.dice_games import finished_dice_game
    from thousand_app.games.coach import Advice, Why
    from thousand_app.ui.common.coach import Flag

    window.part("dice").start_game(finished_dice_game(3), SEATS, "dice-over")
    screen = window.part("dice").screen
    qtbot.waitUntil(lambda: screen.game_over.isVisible(), timeout=10000)
    advice = Advice(True, "keep 5", "keep 1", 0.05, "chance",
                    (Why("chance", {"taken": 40.0, "best": 45.0}),), Keep((1,)))
    screen.controller.coach.flags.append(Flag(2, 0, 0, advice, played=True))
    screen._show_game_over()
    assert screen.game_over.review_button.text() == "Review the 1 move the coach flagged"
    window.translations.use("ru")
    try:
        screen.retranslate()                       # (a language switch keeps the count)
        assert screen.game_over.review_button.text() == "Разобрать 1 ход, отмеченный тренером"
    finally:
        window.translations.use("en")
        screen.retranslate()
    screen.game_over.review_button.click()
    reviews = [w for w in window.findChildren(DiceReviewWindow) if w.isVisible()]
    assert len(reviews) == 1 and reviews[0].current == 2
    assert "Your chance of winning: 40.0% after this move" in reviews[0].table.item(
        0, reviews[0].COLUMNS - 1).toolTip()
    reviews[0].close()


# -- the flags are kept with the game (issue 37: a save, the autosave, a resume, a review) ---
def test_a_flagged_decision_is_kept_by_the_autosave_and_a_resume(qtbot: Any,
                                                                 window: MainWindow) -> None:
    screen, _before = warned(window, qtbot)
    c, ui = screen.controller, screen.coach_ui
    ui.panel.anyway_button.click()
    c.save_now()
    saved = window.storage.load_autosave("dice")
    assert saved is not None
    assert saved.extras.coach_flags == [c.coach.flags[0].to_json()]
    window.part("dice").start_saved(saved)         # (what Continue does with it)
    again = window.part("dice").controller
    assert again is not c and again.coach.flags == c.coach.flags
    assert again.coach.flags[0].advice.best_action == BEST
    window.part("dice").save_as("flagged")
    assert window.storage.load("flagged").extras.coach_flags == saved.extras.coach_flags
    assert window.storage.take_problems() == []


def test_a_heeded_warning_is_no_flag(qtbot: Any, window: MainWindow) -> None:
    screen, before = warned(window, qtbot)
    c, ui = screen.controller, screen.coach_ui
    ui.panel.better_button.click()
    c.submit(BEST)
    wait_until(qtbot, lambda: steps_made(c) > before)
    assert c.coach.flags == []


def test_the_review_of_a_saved_game_marks_its_flags(qtbot: Any, window: MainWindow) -> None:
    from tests.storage.dice_games import finished_dice_game
    from thousand_app.games.coach import Advice, Flag, Why
    from thousand_app.storage import GameExtras

    game = finished_dice_game(3)
    advice = Advice(True, "keep 5", "keep 1", 0.05, "chance",
                    (Why("chance", {"taken": 40.0, "best": 45.0}),))
    extras = GameExtras(coach_flags=[Flag(2, 0, 0, advice, True).to_json()])
    window.storage.save_as("over", game, SEATS, "dice-over", extras)
    window.review_saved(window.storage.load("over"), "over")
    reviews = [w for w in window.findChildren(DiceReviewWindow) if w.isVisible()]
    assert len(reviews) == 1 and reviews[0].current == 2
    assert "Your chance of winning: 40.0% after this move" in reviews[0].table.item(
        0, reviews[0].COLUMNS - 1).toolTip()
    reviews[0].close()


# -- "Show me the better move" marks every kind of decision (issue 37) -------------------------
def test_show_me_marks_the_keep_button(qtbot: Any, window: MainWindow) -> None:
    screen, _before = warned(window, qtbot)
    screen.coach_ui.panel.better_button.click()
    assert screen.action_bar.keep_button.property("hinted") is True
    bar = screen.action_bar
    assert not bar.stop_button.property("hinted") and not bar.throw_button.property("hinted")
    assert screen.action_bar.status.text().startswith("Hint: keep 1 1 1 5")


def at_the_choice(window: MainWindow, qtbot: Any) -> Any:
    """Anna has kept 1 1 1 5: she stops or throws the last die."""
    screen = at_the_position(window, qtbot)
    c = screen.controller
    c.coach.on = False
    c.submit(BEST)
    wait_until(qtbot, lambda: screen.my_turn() and c.game.pending == "choice")
    c.coach.on = True
    return screen


def show_me(qtbot: Any, screen: Any, move: Any, best: Any) -> None:
    """The coach holds ``move`` with ``best`` the better decision (as its worker would answer);
    Anna asks to be shown it."""
    from thousand_app.games.coach import Advice, Why

    c = screen.controller
    advice = Advice(True, str(move), str(best), 0.05, "chance",
                    (Why("chance", {"taken": 40.0, "best": 45.0}),), best)
    c._coach_warn(move, c.game.observation(0), advice)
    wait_until(qtbot, lambda: screen.coach_ui.panel.isVisible())
    assert not screen.my_turn()
    screen.coach_ui.panel.better_button.click()
    assert screen.my_turn() and not screen.coach_ui.panel.isVisible()


def test_show_me_marks_the_stop(qtbot: Any, window: MainWindow) -> None:
    from thousand_app.ui.dice.controller import THROW_AGAIN

    screen = at_the_choice(window, qtbot)
    show_me(qtbot, screen, THROW_AGAIN, STOP)
    assert screen.action_bar.stop_button.property("hinted") is True
    bar = screen.action_bar
    assert not bar.throw_button.property("hinted") and not bar.keep_button.property("hinted")
    assert screen.action_bar.status.text().startswith("Hint: stop now")
    screen.controller.submit(STOP)           # (the mark goes with the move)
    wait_until(qtbot, lambda: not screen.action_bar.stop_button.property("hinted"))


def test_show_me_marks_throwing_again(qtbot: Any, window: MainWindow) -> None:
    from thousand_app.ui.dice.controller import THROW_AGAIN

    screen = at_the_choice(window, qtbot)
    show_me(qtbot, screen, STOP, THROW_AGAIN)
    assert screen.action_bar.throw_button.property("hinted") is True
    assert not screen.action_bar.stop_button.property("hinted")
    assert screen.action_bar.status.text().startswith("Hint: throw")
