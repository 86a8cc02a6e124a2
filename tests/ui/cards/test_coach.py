"""The coach at the card table (issue 37): a costly move is held with the coach's reasons
until "Play it anyway"; "Show me the better move" points at it; a fine move goes at once;
the coach is off by default in hot-seat; the review opens on the moves it flagged.

The deal is the screenshots' fixed deal (tests/ui/conftest.py): Boris, first to bid, holds a
hand that fails any bid (the coach: bid 105 costs about 90 points, "fails 10 times in 10"),
so passing is fine and bidding is costly."""

from __future__ import annotations

from typing import Any

import pytest

from thousand_app.cards.engine import Bid, Pass
from thousand_app.storage.settings import Settings
from thousand_app.ui.cards.controller import COMPUTER, HUMAN, GameController, Seat
from thousand_app.ui.cards.game_screen import GameScreen
from thousand_app.ui.common.coach import coach_on
from thousand_app.ui.common.main_window import MainWindow
from thousand_app.kinds import CARDS

from tests.ui.conftest import start_fixed, wait_mode, wait_until

SEATS = [Seat("Anna", COMPUTER, "normal"), Seat("Boris", HUMAN), Seat("Vera", COMPUTER, "normal")]
SCRIPT = {0: ["0 pass"], 2: ["2 bid 105"]}


def coached(window: MainWindow, qtbot: Any, coach: str = "on") -> GameScreen:
    window.settings.coach = coach
    screen = start_fixed(window, SEATS, SCRIPT)
    c = screen.controller
    assert isinstance(c, GameController)
    c.coach.wait_ms = 60_000     # (the answer always comes in time here: no race with the clock)
    wait_mode(qtbot, screen, "bid")
    assert screen.prompt is not None and screen.prompt.seat == 1
    return screen


def warned(window: MainWindow, qtbot: Any) -> tuple[GameScreen, int]:
    """Boris bids 105 with the coach on: the panel is up (the screen, the moves made before)."""
    screen = coached(window, qtbot)
    moves = len(screen.controller.game.deals[0][1])
    screen.submit(Bid(1, 105))
    wait_until(qtbot, lambda: screen.coach_ui.panel.isVisible())
    return screen, moves


def test_a_costly_bid_is_held_until_play_it_anyway(qtbot: Any, window: MainWindow) -> None:
    screen, moves = warned(window, qtbot)
    c, ui = screen.controller, screen.coach_ui
    assert len(c.game.deals[0][1]) == moves        # not applied
    assert c.waiting_for == 1
    text = ui.panel.why.text() + ui.panel.cost.text()
    assert "With this hand a bid of 105 fails about" in text
    assert "points against the better one" in ui.panel.cost.text()
    assert ui.panel.better.text() == "The better move: pass."
    ui.panel.anyway_button.click()
    assert not ui.panel.isVisible()
    assert str(c.game.deals[0][1][moves]) == str(Bid(1, 105))
    assert [f.move for f in c.coach.flags] == [moves] and c.coach.flags[0].played


def test_show_me_points_at_the_better_move(qtbot: Any, window: MainWindow) -> None:
    screen, moves = warned(window, qtbot)
    c, ui = screen.controller, screen.coach_ui
    ui.panel.better_button.click()
    assert not ui.panel.isVisible()
    assert len(c.game.deals[0][1]) == moves         # still not applied: the person chooses
    wait_mode(qtbot, screen, "bid")
    assert screen.prompt is not None and screen.prompt.hinted == Pass(1)
    assert screen.overlays.panel.detail.text() == "The better move: pass. Enter makes this move."
    screen.submit(Bid(1, 105))    # told once: the same move again is made
    wait_until(qtbot, lambda: len(c.game.deals[0][1]) > moves)
    assert not ui.panel.isVisible()
    assert str(c.game.deals[0][1][moves]) == str(Bid(1, 105))


def test_a_fine_move_is_applied_without_a_panel(qtbot: Any, window: MainWindow) -> None:
    screen = coached(window, qtbot)
    c = screen.controller
    moves = len(c.game.deals[0][1])
    screen.submit(Pass(1))
    wait_until(qtbot, lambda: len(c.game.deals[0][1]) > moves)
    assert not screen.coach_ui.panel.isVisible()
    assert str(c.game.deals[0][1][moves]) == str(Pass(1))
    assert c.coach.flags == [] and c.coach.checked == 1 and c.coach.warned == 0


def test_the_coach_off_applies_a_costly_move_at_once(qtbot: Any, window: MainWindow) -> None:
    screen = coached(window, qtbot, coach="off")
    c = screen.controller
    moves = len(c.game.deals[0][1])
    screen.submit(Bid(1, 105))
    assert str(c.game.deals[0][1][moves]) == str(Bid(1, 105))   # (at once: nothing asked)
    assert c.coach.checked == 0


@pytest.mark.parametrize("setting,finished,hot_seat,network,on", [
    ("auto", False, False, False, False),    # the course not finished yet
    ("auto", True, False, False, True),      # against the computer after the course
    ("auto", True, True, False, False),      # hot-seat
    ("auto", True, False, True, False),      # network
    ("on", False, True, False, True),
    ("on", True, False, True, False),        # (never in a network game)
    ("off", True, False, False, False),
])
def test_when_the_coach_is_on(setting: str, finished: bool, hot_seat: bool, network: bool,
                              on: bool) -> None:
    course = {"cards": {"done": [], "finished": finished}}
    assert coach_on(setting, course, "cards", hot_seat=hot_seat, network=network) is on
    assert Settings().coach == "auto" and Settings().course == {}


def test_hot_seat_has_no_coach_by_default(qtbot: Any, window: MainWindow) -> None:
    window.settings.course = {"cards": {"done": [], "finished": True}}
    seats = [Seat("Anna", HUMAN), Seat("Boris", HUMAN), Seat("Vera", COMPUTER, "normal")]
    screen = start_fixed(window, seats)
    assert not screen.controller.coach.on
    window._end_game_screen()
    screen = start_fixed(window, SEATS)       # against the computer: on after the course
    assert screen.controller.coach.on


def test_the_review_opens_on_the_flagged_move(qtbot: Any, window: MainWindow) -> None:
    screen, moves = warned(window, qtbot)
    c = screen.controller
    c.players[2] = c.players[0].__class__(["2 pass"])   # (Vera passes: Boris is declarer)
    screen.coach_ui.panel.anyway_button.click()
    # the rest of the deal: Boris concedes as soon as he may (after the talon)
    from thousand_app.cards.engine import Concede
    c.coach.on = False

    def step() -> bool:
        if c.game.history:
            return True
        if screen.prompt is not None and c.waiting_for == 1:
            legal = c.game.legal_actions(1)
            screen.submit(next((a for a in legal if isinstance(a, Concede)), legal[0]))
        return False
    wait_until(qtbot, step, timeout=30000)
    wait_until(qtbot, lambda: screen.overlays.summary.isVisible())
    assert screen.overlays.summary.review_button.text() == "Review the 1 move the coach flagged"
    screen.overlays.summary.review_button.click()
    review = window.part("cards").review_window
    assert review is not None
    assert review.step == moves + 1      # (step 0: the deal as dealt)
    row = review.move_list.tree.topLevelItem(moves + 1)
    assert row.text(0).startswith("⚑ ")
    assert "The coach warned about this move" in row.toolTip(0)
    review.close()


def test_the_coach_setting_is_read_checked_and_edited(qtbot: Any) -> None:
    from thousand_app.storage.settings import parse_settings, settings_to_json
    from thousand_app.ui.common.settings_dialog import SettingsDialog

    s, problems, _ = parse_settings(b'{"coach": "sometimes", "course": [1]}')
    assert (s.coach, s.course) == ("auto", {})
    assert problems == ["'coach' is \"sometimes\", not \"auto\", \"on\" or \"off\": using the "
                        "default", "'course' is [1], not an object: using the default"]
    s.coach, s.course = "off", {"cards": {"done": ["deal"], "finished": True}}
    again, problems, _ = parse_settings(settings_to_json(s))
    assert problems == [] and (again.coach, again.course) == ("off", s.course)
    dlg = SettingsDialog(again)
    qtbot.addWidget(dlg)
    assert dlg.coach.currentData() == "off"
    dlg.coach.setCurrentIndex(dlg.coach.findData("on"))
    assert dlg.result_settings().coach == "on"


def test_the_game_menu_turns_the_coach_on_and_off(qtbot: Any, window: MainWindow) -> None:
    screen = coached(window, qtbot, coach="off")
    action = window.menus.actions["coach"]
    assert action.isEnabled() and not action.isChecked()
    action.trigger()
    assert screen.controller.coach.on
    action.trigger()
    assert not screen.controller.coach.on


def test_the_cards_passed_are_judged_once_chosen(qtbot: Any, window: MainWindow) -> None:
    """The cards to pass cannot be judged ahead (too many pairs): the coach starts on them as
    soon as the person has chosen them, so its answer is there when he confirms."""
    screen, _moves = warned(window, qtbot)
    c = screen.controller
    c.players[2] = c.players[0].__class__(["2 pass"])   # (Vera passes: Boris is declarer)
    screen.coach_ui.panel.anyway_button.click()
    wait_mode(qtbot, screen, "exchange")
    prompt = screen.prompt
    assert prompt is not None
    for card in list(c.game.observation(1).hand)[:prompt.need()]:
        prompt.card_clicked(card)
    key = tuple(str(a) for a in prompt.chosen())
    wait_until(qtbot, lambda: c.coach.advice(key) is not None)
    late = c.coach.late
    before = len(c.game.deals[0][1])
    prompt.confirm()
    wait_until(qtbot, lambda: len(c.game.deals[0][1]) > before or screen.coach_ui.panel.isVisible())
    assert c.coach.late == late          # answered in time, warned or not


def test_a_flagged_move_taken_back_is_no_longer_flagged(qtbot: Any, window: MainWindow) -> None:
    screen, moves = warned(window, qtbot)
    c = screen.controller
    c.extras.allow_takebacks = True
    screen.coach_ui.panel.anyway_button.click()
    assert len(c.coach.flags) == 1
    assert c.undo_to_human()
    assert len(c.game.deals[0][1]) == moves and c.coach.flags == []


# -- the flags are kept with the game (issue 37: a save, the autosave, a resume, a review) ---
def test_a_flagged_move_is_kept_by_the_autosave_and_a_resume(qtbot: Any,
                                                             window: MainWindow) -> None:
    screen, moves = warned(window, qtbot)
    c = screen.controller
    screen.coach_ui.panel.anyway_button.click()
    c.save_now()
    saved = window.storage.load_autosave("cards")
    assert saved is not None
    assert saved.extras.coach_flags == [c.coach.flags[0].to_json()]
    assert saved.extras.coach_flags[0]["move"] == moves
    assert saved.extras.coach_flags[0]["advice"]["move"] == str(Bid(1, 105))
    window.part("cards").start_saved(saved)       # (what Continue does with it)
    again = window.part("cards").controller
    assert again is not c and again.coach.flags == c.coach.flags
    assert again.coach_flags(0) == c.coach.flags
    window.part("cards").save_as("flagged")
    named = window.storage.load("flagged")
    assert named.extras.coach_flags == saved.extras.coach_flags
    assert window.storage.take_problems() == []


def test_the_review_of_a_saved_game_marks_its_flags(qtbot: Any, window: MainWindow) -> None:
    from thousand_app.games.coach import Advice, Flag, Why
    from thousand_app.storage import GameExtras, SeatConfig

    from tests.ui.conftest import fixed_game

    game = fixed_game(("Anna", "Boris", "Vera"))
    while not game.history:           # (the first deal played out: the review shows it)
        game.apply(game.legal_actions(game.to_act)[0])
    advice = Advice(True, "x", "y", 30.0, "points", (Why("points", {"points": 30}),))
    extras = GameExtras(coach_flags=[Flag(0, 2, 1, advice, True).to_json()])
    window.storage.save_as("reviewed", game, [SeatConfig(n) for n in ("Anna", "Boris", "Vera")],
                           "g-reviewed", extras)
    window.review_saved(window.storage.load("reviewed"), "reviewed")
    review = window.part("cards").review_window
    assert review is not None and review.step == 3       # (on the flagged move)
    row = review.move_list.tree.topLevelItem(3)
    assert row.text(0).startswith("⚑ ")
    assert "This move costs about 30 points against the better one." in row.toolTip(0)
    review.close()


def test_a_warning_heeded_is_no_flag_and_one_played_after_show_me_is(
        qtbot: Any, window: MainWindow) -> None:
    screen, moves = warned(window, qtbot)
    c, ui = screen.controller, screen.coach_ui
    ui.panel.better_button.click()
    wait_mode(qtbot, screen, "bid")
    screen.submit(Pass(1))                 # he took the advice: nothing was played anyway
    wait_until(qtbot, lambda: len(c.game.deals[0][1]) > moves)
    assert c.coach.flags == [] and c.coach.played_flags() == []


def test_the_same_move_made_after_show_me_is_kept_as_played(qtbot: Any,
                                                            window: MainWindow) -> None:
    screen, moves = warned(window, qtbot)
    c, ui = screen.controller, screen.coach_ui
    ui.panel.better_button.click()
    wait_mode(qtbot, screen, "bid")
    screen.submit(Bid(1, 105))
    wait_until(qtbot, lambda: len(c.game.deals[0][1]) > moves)
    assert [(f.move, f.played) for f in c.coach.flags] == [(moves, True)]
    assert len(c.coach.played_flags()) == 1


def test_continuing_a_game_with_damaged_flags_says_so_and_plays_on(
        qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    from thousand_app.storage import SeatConfig
    from thousand_app.storage.savefile import dump_doc, make_save_doc

    from tests.ui.conftest import fixed_game

    told: list[str] = []
    monkeypatch.setattr("thousand_app.ui.common.main_window.plain_message",
                        lambda _parent, _icon, _title, text: told.append(text))
    game = fixed_game()
    doc = make_save_doc(CARDS, game, [SeatConfig("Anna"), SeatConfig("Boris", "computer", "normal"),
                               SeatConfig("Vera", "computer", "normal")], "g-damaged")
    doc["coach_flags"] = {"not": "a list"}
    path = window.storage.autosave_path_of("cards")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(dump_doc(doc))
    window.continue_game("cards")
    wait_until(qtbot, lambda: window.controller is not None and bool(told))
    assert window.controller.game.output() == game.output()     # the game goes on
    assert window.controller.coach.flags == []
    assert len(told) == 1 and told[0] == (
        f"The coach's flags kept in {path} are damaged ('coach_flags' is not a list) and are "
        "left out; the game itself is loaded.")
