"""A table taken off the screen in the same turn of the event loop as it asked for a later
step (issue 39's soak: a network game left as its first move was offered) is freed, and that
step does not run on its deleted widgets (before: a RuntimeError from the action panel's
placing, whose traceback then kept the whole table and its game alive)."""

from __future__ import annotations

import gc
import weakref
from typing import Any

import pytest

from PySide6.QtCore import QCoreApplication, QEvent

from thousand_app.dice.engine import DiceGame, DiceRules
from thousand_app.ui.common.main_window import MainWindow
from thousand_app.ui.dice.controller import COMPUTER, HUMAN, Seat

from .conftest import start_fixed, wait_mode


def _gone(ref: weakref.ref[Any]) -> bool:
    for _ in range(3):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        QCoreApplication.processEvents()
    gc.collect()
    return ref() is None


def test_a_card_table_left_as_its_panel_is_placed_is_freed(qtbot: Any,
                                                            window: MainWindow) -> None:
    screen = start_fixed(window, script={1: ["1 bid 105", "1 pass"], 2: ["2 pass"]})
    wait_mode(qtbot, screen, "bid")
    screen.show_panel()                 # (its panel is placed again on the next turn)
    window.part("cards").end_screen()
    ref = weakref.ref(screen)
    del screen
    assert _gone(ref)


def test_a_dice_table_left_as_it_is_shown_is_freed(qtbot: Any, window: MainWindow) -> None:
    part: Any = window.part("dice")
    part.start_game(DiceGame(DiceRules(), 2, players=["Anna", "Dan"]),
                    [Seat("Anna", HUMAN), Seat("Dan", COMPUTER, "random")])
    ref = weakref.ref(part.screen)      # (it goes on with the game on the next turn)
    part.end_screen()
    assert _gone(ref)



def test_tables_come_and_go_without_a_trace_in_the_window(qtbot: Any,
                                                           window: MainWindow) -> None:
    """Issue 39's soak: PySide6 keeps a weak reference (about 110 bytes) for every
    connection to a bound method of a plain Python object until that object dies, even once
    the sender is deleted: each table shown left some on the game's part and the window's
    sound player for good.  They are connected through functions, which go with the table."""
    dice: Any = window.part("dice")
    cards: Any = window.part("cards")
    held = (dice, cards, window.sound)

    def counts() -> list[int]:
        return [weakref.getweakrefcount(o) for o in held]

    def one_of_each() -> None:
        dice.start_game(DiceGame(DiceRules(), 2, players=["Anna", "Dan"]),
                        [Seat("Anna", HUMAN), Seat("Dan", COMPUTER, "random")])
        ref = weakref.ref(dice.screen)
        dice.end_screen()
        assert _gone(ref)
        ref = weakref.ref(start_fixed(window))
        cards.end_screen()
        assert _gone(ref)

    one_of_each()
    before = counts()
    for _ in range(3):
        one_of_each()
    assert counts() == before


@pytest.mark.heap
def test_the_heap_is_given_back_once_a_table_is_gone(qtbot: Any, window: MainWindow,
                                                      monkeypatch: Any) -> None:
    """Issue 39's soak: malloc kept what each table freed in its heap (the RSS grew about
    1 MB a round, the memory in use level); once a table leaves, the window gives the
    heap's free pages back (glibc's malloc_trim), after the table's deferred deletes."""
    import os

    from thousand_app import heap

    calls: list[bool] = []
    real = heap.give_back
    monkeypatch.setattr(heap, "give_back", lambda: calls.append(real()) or True)
    part: Any = window.part("dice")
    part.start_game(DiceGame(DiceRules(), 2, players=["Anna", "Dan"]),
                    [Seat("Anna", HUMAN), Seat("Dan", COMPUTER, "random")])
    calls.clear()
    window.show_start()
    qtbot.waitUntil(lambda: bool(calls), timeout=20000)
    # (a table an earlier test left may give back too: each call did what it could)
    assert set(calls) == {bool(os.confstr("CS_GNU_LIBC_VERSION"))}
