"""Playing through the window: starting a game, a whole deal by clicking, hot-seat, the score sheet."""

from __future__ import annotations

import threading
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QPushButton

from thousand_app.cards.engine import Card, Pass, Play
from thousand_app.storage import Storage
from thousand_app.ui.common.sheet import modal_screen
from thousand_app.ui.cards.controller import COMPUTER, HUMAN, Seat
from thousand_app.ui.common.main_window import MainWindow
from thousand_app.ui.cards.newgame import NewGameDialog
from thousand_app.ui.cards.prompts import PassingPrompt, playable as prompt_playable

from tests.ui.conftest import click_card, start_fixed, wait_mode, wait_until
from thousand_app.ui.kinds import UI_REGISTRY

pytestmark = pytest.mark.slow

C = Card.parse


def test_start_a_game_in_two_clicks(qtbot: Any, window: MainWindow) -> None:
    start = window.start_screen
    assert window.stack.currentWidget() is start
    assert not start.buttons["continue"].isVisible()  # nothing to continue yet

    def accept_dialog() -> None:
        dlg = modal_screen(window)
        assert isinstance(dlg, NewGameDialog)
        qtbot.mouseClick(dlg.findChild(QPushButton, "startButton"), Qt.MouseButton.LeftButton)

    QTimer.singleShot(100, accept_dialog)
    qtbot.mouseClick(start.buttons["new"], Qt.MouseButton.LeftButton)   # click 1 (+ click 2 above)
    assert window.controller is not None and window.game_screen is not None
    assert window.stack.currentWidget() is window.game_screen
    assert window.controller.game.n == 3
    # the choice is remembered, and the game is autosaved: "Continue" is offered next time
    assert window.settings.new_game["players"] == 3
    assert window.storage.load_settings().new_game["players"] == 3
    window.controller.saving.writer.flush()     # (the autosave is written on the writer thread)
    assert window.storage.has_autosave()
    window.show_start()
    assert window.start_screen.buttons["continue"].isVisible()


def test_a_whole_deal_by_clicking(qtbot: Any, window: MainWindow) -> None:
    screen = start_fixed(window, script={1: ["1 bid 105", "1 pass"], 2: ["2 pass"]})
    c = window.controller
    assert c is not None
    # bidding: only legal bids are offered, and the cap is explained
    wait_mode(qtbot, screen, "bid")
    box = screen.prompt.value_box if screen.prompt is not None else None
    assert box is not None
    values = [box.itemData(i) for i in range(box.count())]
    assert values[0] == 110 and values[-1] == 220          # hearts marriage: up to 220
    assert "220" in screen.overlays.panel.detail.text()
    box.setCurrentIndex(box.findData(120))
    qtbot.mouseClick(screen.overlays.panel.findChild(QPushButton, "bidButton"),
                     Qt.MouseButton.LeftButton)
    # the auction is won; the talon is shown and taken; now pass two cards by clicking them
    wait_mode(qtbot, screen, "exchange")
    assert c.game.observation(0).declarer == 0
    give = screen.overlays.panel.findChild(QPushButton, "giveButton")
    assert not give.isEnabled()
    click_card(qtbot, screen, C("9C"))
    click_card(qtbot, screen, C("9D"))
    assert isinstance(screen.prompt, PassingPrompt)
    assert screen.prompt.selected == [C("9C"), C("9D")]
    give = screen.overlays.panel.findChild(QPushButton, "giveButton")
    assert give.isEnabled()
    qtbot.mouseClick(give, Qt.MouseButton.LeftButton)
    wait_mode(qtbot, screen, "contract")
    assert len(c.game.observation(0).hand) == 8
    # eight tricks, clicking a legal card each time (illegal ones cannot be clicked)
    for _ in range(8):
        wait_until(qtbot, lambda: screen.overlays.summary.isVisible()
                   or (screen.mode in ("contract", "play") and screen.overlays.panel.isVisible()))
        if screen.overlays.summary.isVisible():
            break
        obs = c.game.observation(0)
        legal = {a.card for a in obs.legal_actions if isinstance(a, Play)}
        illegal = [x for x in obs.hand if x not in legal]
        for card in illegal:
            item = screen.scene.item_of(card)
            assert item is not None and not item.interactive and item.dimmed
        before = len(c.game.observation(0).hand)
        click_card(qtbot, screen, min(legal))
        wait_until(qtbot, lambda: len(c.game.observation(0).hand) < before
                   or c.game.needs_deal)
    wait_until(qtbot, lambda: screen.overlays.summary.isVisible())
    assert len(c.game.history) == 1
    s = c.game.history[0]
    assert s.declarer == 0 and s.contract == 120
    # the one human is addressed in the second person, whatever his name
    assert screen.overlays.summary.title.text() in ("You made 120", "You failed 120")
    assert screen.bar.deal_label.text() == "Deal 1"      # the deal just played, until the next
    # the score sheet shows the deal
    window.show_sheet()
    sheet = window.part("cards").sheet
    assert sheet is not None and sheet.table.rowCount() == 1
    row = [sheet.table.item(0, col).text() for col in range(sheet.table.columnCount())]
    assert row[1] == "Anna" and row[2] == "120"
    assert row[3] in ("made", "failed")
    totals = c.game.totals
    assert row[5].split()[0] == str(totals[0]).replace("-", "−")
    # next deal from the summary
    qtbot.mouseClick(screen.overlays.summary.next_button, Qt.MouseButton.LeftButton)
    wait_until(qtbot, lambda: c.game.to_act is not None and len(c.game.deals) == 2)
    wait_until(qtbot, lambda: screen.bar.deal_label.text() == "Deal 2")


def test_keyboard_plays_a_card(qtbot: Any, window: MainWindow) -> None:
    screen = start_fixed(window, script={1: ["1 bid 105", "1 pass"], 2: ["2 pass"]})
    c = window.controller
    assert c is not None
    wait_mode(qtbot, screen, "bid")
    qtbot.keyClick(screen, Qt.Key.Key_B)          # bid the lowest legal bid (110)
    wait_mode(qtbot, screen, "exchange")
    assert c.game.observation(0).contract == 110
    cards = screen.scene.viewer_cards()
    qtbot.keyClick(screen, Qt.Key.Key_1)          # cursor on the first card
    qtbot.keyClick(screen, Qt.Key.Key_Space)      # choose it
    qtbot.keyClick(screen, Qt.Key.Key_Right)
    qtbot.keyClick(screen, Qt.Key.Key_Space)
    assert isinstance(screen.prompt, PassingPrompt)
    assert screen.prompt.selected == cards[:2]
    qtbot.keyClick(screen, Qt.Key.Key_P)          # pass them
    wait_mode(qtbot, screen, "contract")
    obs = c.game.observation(0)
    assert len(obs.hand) == 8
    playable = prompt_playable(obs)
    first = screen.scene.viewer_cards().index(next(x for x in screen.scene.viewer_cards()
                                                   if x in playable))
    qtbot.keyClick(screen, Qt.Key.Key_1 + first if first < 9 else Qt.Key.Key_0)
    qtbot.keyClick(screen, Qt.Key.Key_Return)
    wait_until(qtbot, lambda: len(c.game.observation(0).hand) == 7)


def test_hot_seat_hides_hands_between_turns(qtbot: Any, window: MainWindow) -> None:
    seats = [Seat("Anna", HUMAN), Seat("Boris", HUMAN), Seat("Vera", COMPUTER, "normal")]
    screen = start_fixed(window, seats, script={2: ["2 pass"]})
    c = window.controller
    assert c is not None and c.hot_seat

    def face_up_in_hands() -> list[int]:
        return [it.card for items in screen.scene.hands.values() for it in items
                if it.face_up and it.card is not None]

    # Boris speaks first: the table hides every hand and asks him to take the seat
    wait_until(qtbot, lambda: screen.overlays.curtain.isVisible())
    assert c.waiting_for == 1
    assert face_up_in_hands() == []
    assert "Boris" in screen.overlays.curtain.title.text()
    assert not screen.bar.buttons["hint"].isEnabled()   # (no hint asked behind the curtain)
    qtbot.mouseClick(screen.overlays.curtain.button, Qt.MouseButton.LeftButton)
    wait_mode(qtbot, screen, "bid")
    assert screen.bar.buttons["hint"].isEnabled()
    assert sorted(face_up_in_hands()) == sorted(c.game.observation(1).hand)
    # nothing of Anna's hand is known to the table while Boris looks
    assert all(it.card is None for it in screen.scene.hands[0])
    qtbot.mouseClick(screen.overlays.panel.findChild(QPushButton, "passButton"),
                     Qt.MouseButton.LeftButton)
    # Vera (computer) passes, then it is Anna's turn: hidden again first
    wait_until(qtbot, lambda: screen.overlays.curtain.isVisible() and c.waiting_for == 0)
    assert face_up_in_hands() == []
    assert not screen.bar.buttons["hint"].isEnabled()
    assert all(it.card is None for it in screen.scene.hands[1])
    qtbot.mouseClick(screen.overlays.curtain.button, Qt.MouseButton.LeftButton)
    # Anna won the auction at 100 unopposed; she sees her hand (with the talon), never Boris's
    wait_mode(qtbot, screen, "exchange")
    assert sorted(face_up_in_hands()) == sorted(c.game.observation(0).hand)
    assert all(it.card is None for it in screen.scene.hands[1])


def test_computer_players_think_off_the_gui_thread(qtbot: Any, window: MainWindow) -> None:
    screen = start_fixed(window)
    c = window.controller
    assert c is not None
    threads: list[threading.Thread] = []
    real = c.players[1]

    class Recorder:
        level = "spy"

        def act(self, obs: Any) -> Any:
            threads.append(threading.current_thread())
            if Pass(obs.seat) not in obs.legal_actions:   # (an opening claim: as the real)
                return real.act(obs)
            return Pass(obs.seat)

    c.players[1] = Recorder()  # type: ignore[assignment]
    wait_mode(qtbot, screen, "bid", "exchange")
    assert threads and all(t is not threading.main_thread() for t in threads)


def test_hint_asks_the_strong_player(qtbot: Any, window: MainWindow) -> None:
    screen = start_fixed(window, script={1: ["1 bid 105"]})
    wait_mode(qtbot, screen, "bid")
    qtbot.mouseClick(screen.bar.buttons["hint"], Qt.MouseButton.LeftButton)
    wait_until(qtbot, lambda: screen.overlays.panel.detail.text().startswith("Hint:"),
               timeout=30000)


def test_a_saved_game_continues(qtbot: Any, storage: Storage, translations: Any) -> None:
    first = MainWindow(storage, translations, UI_REGISTRY)
    qtbot.addWidget(first)
    first.show()
    screen = start_fixed(first, script={1: ["1 bid 105"]})
    wait_mode(qtbot, screen, "bid")
    moves = len(first.controller.game.deals[-1][1])  # type: ignore[union-attr]
    first.close()
    second = MainWindow(storage, translations, UI_REGISTRY)
    qtbot.addWidget(second)
    second.show()
    assert second.start_screen.buttons["continue"].isVisible()
    qtbot.mouseClick(second.start_screen.buttons["continue"], Qt.MouseButton.LeftButton)
    c = second.controller
    assert c is not None and len(c.game.deals[-1][1]) == moves
    assert c.seats[0].name == "Anna" and c.seats[1].kind == COMPUTER
    assert second.game_screen is not None
    wait_mode(qtbot, second.game_screen, "bid")
    second.close()


def test_dark_game_offer_keeps_the_hand_unseen(qtbot: Any, window: MainWindow) -> None:
    from thousand_app.cards.engine import Game, Rules

    from tests.ui.conftest import layout

    rules = Rules.preset("classic", dark_game="on")
    game = Game(rules, 3, players=["Anna", "Boris", "Vera"], first_dealer=2, seed=11, deal=False)
    game.deal(layout())            # Anna (seat 0) is forehand: she may play in the dark
    seats = [Seat("Anna", HUMAN), Seat("Boris", COMPUTER, "normal"),
             Seat("Vera", COMPUTER, "normal")]
    window.part("cards").start_game(game, seats)
    screen = window.game_screen
    assert screen is not None
    from thousand_app.ui.cards.card_script import ScriptedPlayer

    c = window.controller
    assert c is not None
    c.players[1] = ScriptedPlayer(["1 pass"])  # type: ignore[assignment]
    c.players[2] = ScriptedPlayer(["2 pass"])  # type: ignore[assignment]
    wait_mode(qtbot, screen, "claim")
    assert all(not it.face_up and it.card is None for it in screen.scene.hands[0])
    qtbot.mouseClick(screen.overlays.panel.findChild(QPushButton, "darkButton"),
                     Qt.MouseButton.LeftButton)
    # everyone passes: Anna plays 120 in the dark, and now sees her cards to pass two
    wait_mode(qtbot, screen, "exchange")
    assert c.game.observation(0).dark
    assert sorted(screen.scene.viewer_cards()) == sorted(c.game.observation(0).hand)


def _hot_seat_moments(window: MainWindow, monkeypatch: Any, kind: type,
                      enough: int) -> list[tuple[list[int], bool]]:
    """Play a hot-seat deal (Anna and Boris at one computer, Boris declares after Anna's pass)
    until ``enough`` events of ``kind`` (a finished trick, the talon turned up) are shown; for
    each: the seats whose hand was face up then, but for the one who acts next (he holds the
    table anyway), and whether the curtain was up."""
    from thousand_app.cards.engine.events import TalonTaken
    from thousand_app.ui.cards import table_events
    from thousand_app.ui.cards.shots import hot_seat_turns

    seats = [Seat("Anna", HUMAN), Seat("Boris", HUMAN), Seat("Vera", COMPUTER, "normal")]
    screen = start_fixed(window, seats, script={2: ["2 pass"]})
    c = window.controller
    assert c is not None and c.hot_seat
    moments: list[tuple[list[int], bool]] = []
    real = table_events.HANDLERS[kind]

    def handler(scene: Any, e: Any, sound: Any) -> Any:
        if not isinstance(e, TalonTaken) or e.shown:
            up = [s for s, items in scene.hands.items() if s != c.game.to_act
                  and any(it.face_up for it in items)]
            moments.append((up, screen.overlays.curtain.isVisible()))
        return real(scene, e, sound)

    monkeypatch.setitem(table_events.HANDLERS, kind, handler)
    hot_seat_turns(screen, c, {0: ["0 pass"], 1: ["1 bid 105", "1 give 9S 0", "1 give JS 2",
                                            "1 play 9H", "1 play 9D", "1 play 10D"]},
                   lambda: len(moments) >= enough)
    assert len(moments) >= enough
    return moments


def test_hot_seat_shows_the_finished_trick_to_everybody(qtbot: Any, window: MainWindow,
                                                      monkeypatch: Any) -> None:
    """Issue 34: in hot-seat the player of a trick's last card and the person who looked away
    both see the finished trick before the next person's curtain: it lies on the table with
    every hand face down (the tricks Anna completes while Boris acts next are among these)."""
    from thousand_app.cards.engine.events import TrickWon

    assert _hot_seat_moments(window, monkeypatch, TrickWon, 7) == [([], False)] * 7


def test_hot_seat_shows_the_talon_to_everybody(qtbot: Any, window: MainWindow,
                                               monkeypatch: Any) -> None:
    """Issue 34: in hot-seat the talon turned face up after the auction (Anna's pass ends it,
    Boris takes it) is shown with every hand face down, before Boris's curtain: both see it."""
    from thousand_app.cards.engine.events import TalonTaken

    assert _hot_seat_moments(window, monkeypatch, TalonTaken, 1) == [([], False)]
