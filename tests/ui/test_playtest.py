"""What a new user's playtest tripped over (issue 29): the labels on chosen cards, choosing
and passing cards by keyboard, a hint then a moved cursor."""

from __future__ import annotations

from typing import Any, Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from thousand_app.cards.engine import Declare, Game, Pass, Play, Raise, Rules
from thousand_app.storage import Storage
from thousand_app.ui.cards.controller import COMPUTER, HUMAN, Seat
from thousand_app.ui.common.i18n import Translations
from thousand_app.ui.common.main_window import MainWindow
from thousand_app.ui.cards.prompt_passing import PassingPrompt
from thousand_app.ui.cards.prompts import ClaimPrompt, playable

from .conftest import open_window, settle, start_fixed, wait_mode, wait_until
from tests.ui.cards.test_keyboard import hint, to_defending
from .test_fit import label_problems, settle_widget
from thousand_app.ui.kinds import UI_REGISTRY

RU = ("Анна", "Борис", "Вера")


@pytest.fixture
def ru_window(qtbot: Any, storage: Storage) -> Iterator[MainWindow]:
    tr = Translations()
    assert tr.use("ru") == "ru"
    yield from open_window(qtbot, storage, tr)
    tr.use("en")


@pytest.mark.parametrize("size", [(1280, 800), (900, 600)], ids=["1280x800", "900x600"])
def test_labels_of_chosen_cards_are_clear_of_the_panel(qtbot: Any, ru_window: MainWindow,
                                                      size: tuple[int, int]) -> None:
    win = ru_window
    win.resize(*size)
    screen = start_fixed(win, [Seat(RU[0], HUMAN), Seat(RU[1], COMPUTER, "normal"),
                               Seat(RU[2], COMPUTER, "normal")],
                         script={1: ["1 bid 105", "1 pass"], 2: ["2 pass"]})
    wait_mode(qtbot, screen, "bid")
    qtbot.keyClick(screen, Qt.Key.Key_B)
    wait_mode(qtbot, screen, "exchange")
    for key in (Qt.Key.Key_5, Qt.Key.Key_Space, Qt.Key.Key_Right, Qt.Key.Key_Space):
        qtbot.keyClick(screen.view, key)
    settle_widget(win)
    labelled = [it for it in screen.scene.cards.items() if it.label]
    assert sorted(it.label for it in labelled) == ["→ Борис", "→ Вера"]
    assert label_problems(screen, "passing") == []


class Passer:
    """A computer seat that passes whenever it may (else its first legal move: a Decline
    while the opening claims are asked)."""

    level = "script"

    def act(self, obs: Any) -> Any:
        return next((a for a in obs.legal_actions if isinstance(a, Pass)), obs.legal_actions[0])


def to_passing(qtbot: Any, window: MainWindow) -> tuple[Any, Any]:
    """The fixed deal, the human bidding 110 by key and winning: (the screen, the controller)
    at the passing."""
    screen = start_fixed(window, script={1: ["1 bid 105", "1 pass"], 2: ["2 pass"]})
    c = window.controller
    assert c is not None
    wait_mode(qtbot, screen, "bid")
    qtbot.keyClick(screen, Qt.Key.Key_B)
    wait_mode(qtbot, screen, "exchange")
    return screen, c


def choose_by_keyboard(qtbot: Any, screen: Any, key: Any) -> list[int]:
    """Choose the first two cards with the cursor and ``key`` (Enter or Space); the cards."""
    cards: list[int] = list(screen.scene.viewer_cards())
    for k in (Qt.Key.Key_1, key, Qt.Key.Key_Right, key):
        qtbot.keyClick(screen.view, k)
    return cards[:2]


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space],
                         ids=["Return", "Enter", "Space"])
def test_enter_or_space_chooses_cards_to_pass_and_p_passes_them(qtbot: Any, window: MainWindow,
                                                                key: Any) -> None:
    screen, c = to_passing(qtbot, window)
    chosen = choose_by_keyboard(qtbot, screen, key)
    prompt = screen.prompt
    assert isinstance(prompt, PassingPrompt)
    assert prompt.selected == chosen
    # a confirming key again does not pass them: it takes the card under the cursor back
    qtbot.keyClick(screen.view, key)
    assert prompt.selected == chosen[:1]
    qtbot.keyClick(screen.view, key)
    assert prompt.selected == chosen
    settle()                                            # (whatever the keys set going: none)
    assert screen.mode == "exchange" and len(c.game.observation(0).hand) == 10
    assert "P" in screen.overlays.panel.detail.text()
    qtbot.keyClick(screen.view, Qt.Key.Key_P)           # the confirming key
    wait_mode(qtbot, screen, "contract")
    assert len(c.game.observation(0).hand) == 8


def test_enter_chooses_cards_to_lay_aside_with_two_players(qtbot: Any,
                                                          window: MainWindow) -> None:
    rules = Rules()
    assert rules.two_talons(2)
    game = Game(rules, 2, players=["Anna", "Boris"], first_dealer=1, seed=3)
    window.part("cards").start_game(game, [Seat("Anna", HUMAN), Seat("Boris", COMPUTER, "normal")])
    c = window.controller
    screen = window.game_screen
    assert c is not None and screen is not None
    c.players[1] = Passer()
    for _ in range(6):
        wait_mode(qtbot, screen, "bid", "take", "exchange", "contract", "claim")
        if screen.mode == "exchange":
            break
        asked = screen.prompt
        if isinstance(asked, ClaimPrompt):
            screen.answer_claim(asked, None)
        else:
            qtbot.keyClick(screen.view, Qt.Key.Key_B if screen.mode == "bid" else Qt.Key.Key_1)
        wait_until(qtbot, lambda: screen.prompt is not asked)   # the answer was taken
    assert screen.mode == "exchange"
    prompt = screen.prompt
    assert isinstance(prompt, PassingPrompt) and prompt.discard
    before = len(c.game.observation(0).hand)
    chosen = choose_by_keyboard(qtbot, screen, Qt.Key.Key_Return)
    assert prompt.selected == chosen
    settle()
    assert len(c.game.observation(0).hand) == before
    qtbot.keyClick(screen.view, Qt.Key.Key_P)
    wait_until(qtbot, lambda: len(c.game.observation(0).hand) == before - 2)


def test_keyboard_table_names_choosing_and_confirming_keys(qapp: Any) -> None:
    from thousand_app.ui.cards.kind import KEYS
    from thousand_app.ui.cards.prompt_passing import CONFIRM_KEY

    keys = dict(KEYS)
    assert "choose" in keys["Enter, Space"]
    assert "pass the chosen cards" in keys[CONFIRM_KEY]


def test_after_a_hint_enter_plays_the_card_under_the_cursor_as_the_hint_says(
        qtbot: Any, window: MainWindow) -> None:
    screen, c = to_defending(qtbot, window)
    ok = set(playable(c.game.observation(0)))
    assert len(ok) > 1
    hint(qtbot, screen)
    text = screen.overlays.panel.detail.text()
    assert "Enter plays the card under the cursor" in text and "makes this move" not in text
    hinted = screen.prompt.hinted if screen.prompt is not None else None
    assert isinstance(hinted, (Play, Declare)) and screen.keys.focus_card() == hinted.card
    qtbot.keyClick(screen.view, Qt.Key.Key_Left)
    card = screen.keys.focus_card()
    assert card is not None and card != hinted.card
    qtbot.keyClick(screen.view, Qt.Key.Key_Return)
    wait_until(qtbot, lambda: len(c.game.observation(0).hand) < 8)
    assert c.game.deals[-1][1][-1].card == card          # the card under the cursor


def test_a_hinted_raise_is_made_by_enter_until_the_cursor_moves(qtbot: Any,
                                                                window: MainWindow) -> None:
    screen, c = to_passing(qtbot, window)
    choose_by_keyboard(qtbot, screen, Qt.Key.Key_Space)
    qtbot.keyClick(screen.view, Qt.Key.Key_P)
    wait_mode(qtbot, screen, "contract")
    qtbot.keyClick(screen.view, Qt.Key.Key_Right)         # the cursor is shown
    assert screen.keys.focus_card() is not None
    screen.hints._on_hint(0, Raise(0, 120))
    assert screen.keys.focus_card() is None               # Enter is the hint's
    assert "Enter makes this move" in screen.overlays.panel.detail.text()
    qtbot.keyClick(screen.view, Qt.Key.Key_Right)         # the cursor again: the hint goes
    assert screen.prompt is not None and screen.prompt.hinted is None
    assert "Enter makes this move" not in screen.overlays.panel.detail.text()
    card = screen.keys.focus_card()
    qtbot.keyClick(screen.view, Qt.Key.Key_Return)
    wait_until(qtbot, lambda: len(c.game.observation(0).hand) < 8)
    assert c.game.deals[-1][1][-1].card == card


def test_save_as_shows_the_whole_proposed_name(qtbot: Any, window: MainWindow) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QInputDialog, QLineEdit

    from thousand_app.storage.names import stem_of

    start_fixed(window)
    seen: list[tuple[str, int, int]] = []

    def look() -> None:
        dlg = QApplication.activeModalWidget()
        if not isinstance(dlg, QInputDialog):
            QTimer.singleShot(20, look)
            return
        edit = dlg.findChild(QLineEdit)
        assert edit is not None
        seen.append((edit.text(), edit.fontMetrics().horizontalAdvance(edit.text()),
                     edit.contentsRect().width()))
        dlg.reject()

    QTimer.singleShot(0, look)
    window.save_as()
    [(name, need, room)] = seen
    assert name.startswith("Anna, Boris, Vera — 20")
    assert need + 4 <= room, (name, need, room)
    assert stem_of(name) == name          # the file is called as the save: no %3A in it
    assert window.storage.list_saves() == []


def test_new_game_says_custom_once_an_option_changes(qtbot: Any, window: MainWindow) -> None:
    from thousand_app.ui.cards.newgame import NewGameDialog

    dlg = NewGameDialog(None, window)
    qtbot.addWidget(dlg)
    classic = dlg.preset_help.text()
    assert classic and "Custom" not in classic
    dlg.editors["dump_truck"].set_value("off")
    text = dlg.preset_help.text()
    assert text.startswith("Custom, from Classic.") and "Dump truck: off" in text
    reset = dlg.findChild(QPushButton, "resetOptions")
    assert reset is not None
    reset.click()
    assert dlg.preset_help.text() == classic


def test_dice_new_game_says_custom_once_an_option_changes(qtbot: Any) -> None:
    from thousand_app.ui.dice.newgame import DiceNewGameDialog

    dlg = DiceNewGameDialog(None)
    qtbot.addWidget(dlg)
    classic = dlg.preset_help.text()
    assert "the barrel at 850" in classic
    dlg.editors["barrel_at"].set_value(900)
    text = dlg.preset_help.text()
    assert text.startswith("Custom, from ") and "900" in text and "850" not in text


def test_take_backs_shown_unticked_while_they_do_not_apply(qtbot: Any,
                                                          window: MainWindow) -> None:
    from thousand_app.ui.cards.newgame import NewGameDialog

    dlg = NewGameDialog(None, window)
    qtbot.addWidget(dlg)
    dlg.takebacks.setChecked(True)
    human = dlg.kind_boxes[0].currentIndex()
    computer = dlg.kind_boxes[1].currentIndex()
    dlg.kind_boxes[1].setCurrentIndex(human)          # hot-seat
    assert not dlg.takebacks.isEnabled() and not dlg.takebacks.isChecked()
    assert not dlg.allow_takebacks() and dlg.config()["takebacks"] is True   # (remembered)
    dlg.kind_boxes[1].setCurrentIndex(computer)       # against the computer again
    assert dlg.takebacks.isEnabled() and dlg.takebacks.isChecked() and dlg.allow_takebacks()


def test_statistics_count_finished_won_and_left_games_apart(qtbot: Any,
                                                            storage: Storage) -> None:
    import random

    from PySide6.QtWidgets import QGroupBox, QTableWidget

    from thousand_app.storage import SeatConfig
    from thousand_app.ui.common.saves import StatsDialog

    seats = [SeatConfig("Anna", "human"), SeatConfig("Boris", "computer", "easy"),
             SeatConfig("Vera", "computer", "easy")]
    rng = random.Random(2)
    for k in range(3):                          # three games left after their first deal
        game = Game(Rules(), 3, players=[s.name for s in seats], seed=k)
        while not game.history:
            game.apply(rng.choice(game.legal_actions()))
        assert storage.update_stats(f"g{k}", game, seats)
    dlg = StatsDialog(storage, UI_REGISTRY)
    qtbot.addWidget(dlg)
    box = dlg.findChild(QGroupBox, "cardStatsBox")
    assert box is not None and box.title() == "Card game"
    table = dlg.findChild(QTableWidget, "statsTable")
    assert table is not None
    def text(row: int, col: int) -> str:
        item = table.item(row, col) if row >= 0 else table.horizontalHeaderItem(col)
        assert item is not None
        return item.text()

    heads = [text(-1, c) for c in range(table.columnCount())]
    row = next(r for r in range(table.rowCount()) if text(r, 0) == "Anna")
    cells = {h: text(row, c) for c, h in enumerate(heads)}
    assert (cells["Finished"], cells["Won"], cells["Left unfinished"]) == ("0", "0", "3")


def test_a_forced_pass_in_hot_seat_needs_no_handover(qtbot: Any, window: MainWindow) -> None:
    """Boris bids 260: Vera and Anna (people at one computer) may only pass.  No curtain for
    either; the table says what happened."""
    from thousand_app.ui.cards.card_script import ScriptedPlayer

    game = Game(Rules(), 3, players=["Anna", "Boris", "Vera"], seed=0, first_dealer=2)
    window.part("cards").start_game(game, [Seat("Anna", HUMAN), Seat("Boris", COMPUTER, "normal"),
                             Seat("Vera", HUMAN)])
    c = window.controller
    screen = window.game_screen
    assert c is not None and screen is not None
    banners: list[str] = []
    asked: list[str] = []
    real_banner, real_ask = screen.scene.decor.show_banner, screen.overlays.curtain.ask

    def banner(text: str, *args: Any, **kwargs: Any) -> None:
        banners.append(text)
        real_banner(text, *args, **kwargs)

    def ask(name: str) -> None:
        asked.append(name)
        real_ask(name)

    setattr(screen.scene.decor, "show_banner", banner)
    setattr(screen.overlays.curtain, "ask", ask)
    c.players[1] = ScriptedPlayer(["1 bid 260"])
    wait_until(qtbot, lambda: any(str(a) == "2 pass" for a in c.game.deals[-1][1]))
    wait_until(qtbot, lambda: c.game.observation(1).contract is not None)
    assert "Vera: pass" in banners and "Vera" not in asked
