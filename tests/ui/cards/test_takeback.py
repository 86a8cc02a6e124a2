"""Take-backs (issue 13): in a game against the computer with "Allow take-backs" on, Undo
(Game → Take back a move, Ctrl+Z) returns to the human's previous decision with the engine's
undo; the table is drawn anew to match the engine; the game is marked in the save and the
statistics."""

from __future__ import annotations

import random
from typing import Any, Optional

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QLabel

from thousand_app.cards.engine import Concede, Dark, Game, Redeal, Rules, to_record
from thousand_app.storage import Storage
from thousand_app.storage.savefile import GameExtras
from thousand_app.ui.cards.controller import COMPUTER, HUMAN, Seat
from thousand_app.ui.cards.game_screen import GameScreen
from thousand_app.ui.common.main_window import MainWindow
from thousand_app.ui.cards.newgame import NewGameDialog, clean_config
from thousand_app.ui.cards.card_script import ScriptedPlayer

from tests.ui.conftest import bid, fixed_game, settle, wait_mode, wait_until
from thousand_app.ui.kinds import UI_REGISTRY

SEATS = [Seat("Anna", HUMAN), Seat("Boris", COMPUTER, "normal"), Seat("Vera", COMPUTER, "normal")]
SCRIPT = {1: ["1 bid 105", "1 pass"], 2: ["2 pass"]}


def start(window: MainWindow, allow: bool = True, game: Optional[Game] = None,
          seats: Optional[list[Seat]] = None) -> GameScreen:
    window.part("cards").start_game(game or fixed_game(), seats or SEATS,
                      extras=GameExtras(allow_takebacks=allow))
    c = window.controller
    assert c is not None and window.game_screen is not None
    for seat, moves in SCRIPT.items():
        if not c.seats[seat].is_human:
            c.players[seat] = ScriptedPlayer(moves)  # type: ignore[assignment]
    return window.game_screen


def assert_table_is_the_engine_s(screen: GameScreen) -> None:
    """The drawn table against the engine: the viewer's cards, the others' counts, the trick,
    the talon, the scores."""
    c = screen.controller
    viewer = screen.viewer
    assert viewer is not None
    obs = c.observation(viewer)
    cards = screen.scene.cards
    assert sorted(it.card for it in cards.hands[viewer]) == sorted(int(x) for x in obs.hand)
    assert all(it.face_up for it in cards.hands[viewer])
    for s in range(obs.n_players):
        assert len(cards.hands[s]) == obs.hand_sizes[s], s
    assert [(s, it.card) for s, it in cards.trick] == [(s, int(x)) for s, x in obs.trick]
    assert sum(len(t) for t in cards.talons) == (
        sum(obs.rules.talon_sizes(obs.n_players)) if obs.phase in ("bidding", "take") else
        sum(len(t) for t in cards.talons))
    assert cards.tricks_won == dict(enumerate(obs.tricks_won))
    for s in range(obs.n_players):
        assert screen.scene.decor.plates[s].total.replace("−", "-") == str(obs.totals[s])


def one_deal_played() -> Game:
    """A 3-player game whose first deal was played out at random (no concession, redeal or
    dark play), the next one not dealt yet."""
    game = Game(Rules(), 3, players=["Anna", "Boris", "Vera"], seed=5)
    rng = random.Random(5)
    while not game.history:
        acts = [a for a in game.legal_actions() if not isinstance(a, (Concede, Redeal, Dark))]
        game.apply(rng.choice(acts or game.legal_actions()))
    return game


def test_undo_returns_to_the_human_s_previous_decision(qtbot: Any, window: MainWindow,
                                                       storage: Storage) -> None:
    screen = start(window)
    c = screen.controller
    wait_mode(qtbot, screen, "bid")
    before = to_record(c.game)
    assert not c.may_take_back              # nothing of the human's to take back yet
    bid(screen)    # Anna bids; the computers answer
    wait_until(qtbot, lambda: c.game.deals[-1][1] != [] and c.waiting_for == 0
               and screen.overlays.panel.isVisible())
    assert to_record(c.game) != before and c.may_take_back
    assert window.menus.actions["undo"].isEnabled()
    assert window.menus.actions["undo"].shortcut() == QKeySequence("Ctrl+Z")
    window.activateWindow()
    wait_until(qtbot, lambda: QApplication.activeWindow() is window)
    qtbot.keyClick(screen, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)   # Ctrl+Z
    assert to_record(c.game) == before      # the engine is back where Anna decided
    wait_mode(qtbot, screen, "bid")         # and she is asked again
    assert_table_is_the_engine_s(screen)
    assert c.extras.takebacks == 1
    c.save_now()
    saved = storage.load_autosave()
    assert saved is not None and saved.extras == GameExtras(True, 1, [])


def test_undo_in_the_play_redraws_the_table(qtbot: Any, window: MainWindow) -> None:
    # Anna defends: Boris declares; she plays her cards and takes one back
    window.part("cards").start_game(fixed_game(), SEATS, extras=GameExtras(allow_takebacks=True))
    c = window.controller
    screen = window.game_screen
    assert c is not None and screen is not None
    c.players[1] = ScriptedPlayer(["1 bid 105", "1 give KD 0", "1 give 9D 2",  # type: ignore
                                   "1 play 9S"])
    c.players[2] = ScriptedPlayer(["2 pass", "2 play KS"])  # type: ignore[assignment]
    wait_mode(qtbot, screen, "bid")
    qtbot.keyClick(screen, Qt.Key.Key_P)
    wait_mode(qtbot, screen, "play")
    played_before = to_record(c.game)
    obs = c.observation(0)
    card = obs.legal_actions[0]
    screen.submit(card)
    wait_until(qtbot, lambda: screen.mode == "play" and c.waiting_for == 0 and len(
        c.game.deals[-1][1]) > len(played_before["deals"][-1]["moves"]))
    assert c.observation(0).tricks_won[0] == 1      # her ten of spades took the trick
    assert c.undo_to_human()
    assert to_record(c.game) == played_before
    wait_mode(qtbot, screen, "play")
    assert_table_is_the_engine_s(screen)
    assert len(screen.scene.cards.trick) == 2       # the trick is on the table again
    assert screen.scene.cards.tricks_won[0] == 0 and not screen.scene.cards.piles[0]


def test_undo_drops_the_computer_s_move_being_thought_over(qtbot: Any, window: MainWindow) -> None:
    screen = start(window)
    c = screen.controller
    wait_mode(qtbot, screen, "bid")
    before = to_record(c.game)
    c.pace_ms = 60000                       # the next computer move waits a long time
    bid(screen)
    wait_until(qtbot, lambda: c.busy)
    assert c.undo_to_human()
    assert not c.busy and to_record(c.game) == before
    wait_mode(qtbot, screen, "bid")
    c.pace_ms = 0
    wait_until(qtbot, lambda: c._mail.out == 0)     # the dropped move's answer came back
    settle()
    assert to_record(c.game) == before      # nothing stale came in


def test_take_backs_off_by_default_and_never_in_hot_seat(qtbot: Any, window: MainWindow) -> None:
    assert clean_config(None)["takebacks"] is False
    dlg = NewGameDialog(None, window)
    qtbot.addWidget(dlg)
    assert not dlg.takebacks.isChecked() and not dlg.allow_takebacks()
    dlg.takebacks.setChecked(True)
    assert dlg.allow_takebacks() and dlg.config()["takebacks"] is True
    dlg.kind_boxes[1].setCurrentIndex(0)    # a second human: hot-seat
    assert not dlg.takebacks.isEnabled() and not dlg.allow_takebacks()

    screen = start(window, allow=False)
    c = screen.controller
    wait_mode(qtbot, screen, "bid")
    bid(screen)
    wait_until(qtbot, lambda: c.waiting_for == 0 and screen.overlays.panel.isVisible()
               and c.game.deals[-1][1][-1].seat != 0)
    now = to_record(c.game)
    assert not c.may_take_back and not c.undo_to_human()
    window.take_back()
    assert to_record(c.game) == now and c.extras.takebacks == 0
    assert "off" in window.statusBar().currentMessage()

    hot = [Seat("Anna", HUMAN), Seat("Boris", HUMAN), Seat("Vera", COMPUTER, "normal")]
    game = Game(Rules(), 3, players=["Anna", "Boris", "Vera"], seed=2)
    rng = random.Random(2)
    for _ in range(4):
        acts = [a for a in game.legal_actions() if not isinstance(a, (Concede, Redeal, Dark))]
        game.apply(rng.choice(acts))
    screen = start(window, allow=True, game=game, seats=hot)
    c = screen.controller
    now = to_record(c.game)
    assert not c.may_take_back and not c.undo_to_human() and to_record(c.game) == now


def test_a_game_with_a_take_back_is_marked_in_the_statistics(qtbot: Any, window: MainWindow,
                                                             storage: Storage) -> None:
    game = one_deal_played()
    game.deal()
    window.part("cards").start_game(game, SEATS, extras=GameExtras(allow_takebacks=True))
    c = window.controller
    screen = window.game_screen
    assert c is not None and screen is not None
    wait_until(qtbot, lambda: c.waiting_for == 0 or c.may_take_back, timeout=20000)
    wait_until(qtbot, lambda: c.waiting_for == 0, timeout=20000)
    prompt = screen.prompt
    assert prompt is not None
    screen.submit(c.observation(0).legal_actions[0])
    wait_until(qtbot, lambda: c.may_take_back)
    c.save_now()
    rows = storage.game_history("cards")
    assert rows and rows[0]["takebacks"] is False
    assert c.undo_to_human()
    c.save_now()
    rows = storage.game_history("cards")
    assert rows[0]["game_id"] == c.game_id and rows[0]["takebacks"] is True


def test_the_statistics_dialog_says_how_many_games_had_take_backs(qtbot: Any,
                                                                 storage: Storage) -> None:
    from thousand_app.storage import SeatConfig
    from thousand_app.ui.common.saves import StatsDialog

    game = one_deal_played()
    seats = [SeatConfig("Anna"), SeatConfig("Boris", "computer", "easy"),
             SeatConfig("Vera", "computer", "easy")]
    storage.update_stats("clean", game, seats)
    dlg = StatsDialog(storage, UI_REGISTRY)
    qtbot.addWidget(dlg)
    assert dlg.findChild(QLabel, "takebacksNote").isHidden()
    storage.update_stats("marked", game, seats, takebacks=True)
    dlg = StatsDialog(storage, UI_REGISTRY)
    qtbot.addWidget(dlg)
    note = dlg.findChild(QLabel, "takebacksNote")
    assert not note.isHidden() and ": 1 " in note.text()


def test_taking_back_into_an_analysed_deal_forgets_its_analysis(qtbot: Any,
                                                               window: MainWindow) -> None:
    game = one_deal_played()
    kept = [{"deal": 0, "seats": [0]}]
    window.part("cards").start_game(game, SEATS, extras=GameExtras(allow_takebacks=True, analyses=kept))
    c = window.controller
    assert c is not None and game.needs_deal
    assert c.undo_to_human()                # back into deal 0: it is no longer over
    assert c.extras.analyses == []


def test_a_named_save_keeps_the_take_backs(qtbot: Any, window: MainWindow, storage: Storage,
                                           monkeypatch: Any) -> None:
    screen = start(window)
    c = screen.controller
    c.extras.takebacks = 2
    monkeypatch.setattr("thousand_app.ui.common.main_window.ask_save_name", lambda *a, **k: "mine")
    window.save_as()
    assert storage.load("mine").extras == GameExtras(True, 2, [])
