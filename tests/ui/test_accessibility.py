"""Screen readers: every thing a player can use on the tables has a name, the keyboard's cursor
is what a screen reader reads as focus, and what happens is announced (issue 34, point 7)."""

from __future__ import annotations

from typing import Any, Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible

from thousand_app.cards.engine import Game, Phase, Rules
from thousand_app.ui.cards.controller import COMPUTER, HUMAN, Seat
from thousand_app.ui.cards.texts import card_name
from thousand_app.ui.common import accessibility
from thousand_app.ui.common.accessibility import ItemAccessible, actionable, walk
from thousand_app.ui.common.main_window import MainWindow

from tests.ui.conftest import start_fixed, wait_mode, wait_until

NAME = QAccessible.Text.Name


@pytest.fixture
def heard() -> Iterator[list[tuple[str, str]]]:
    """What a screen reader is told: ("focus" | "announce", text)."""
    said: list[tuple[str, str]] = []
    accessibility.LISTENERS.append(lambda kind, text: said.append((kind, text)))
    yield said
    accessibility.LISTENERS.clear()


def unnamed(window: MainWindow) -> list[str]:
    """Every thing of the window a player can use that has no accessible name."""
    return [f"{iface.role()} {iface}" for _, iface in walk(window)
            if actionable(iface) and not iface.text(NAME).strip()]


def table_names(view: Any) -> list[str]:
    iface = QAccessible.queryAccessibleInterface(view)
    assert iface is not None
    return [iface.child(i).text(NAME) for i in range(iface.childCount())]


def table_items(window: MainWindow) -> list[ItemAccessible]:
    return [iface for _, iface in walk(window) if isinstance(iface, ItemAccessible)]


def check_phase(window: MainWindow, screen: Any) -> list[str]:
    assert unnamed(window) == []
    names = table_names(screen.view)
    assert names and all(names)
    return names


def test_the_card_table_in_each_phase(qtbot: Any, window: MainWindow,
                                      heard: list[tuple[str, str]]) -> None:
    screen = start_fixed(window, script={1: ["1 bid 105", "1 pass"], 2: ["2 pass"]})
    view_iface = QAccessible.queryAccessibleInterface(screen.view)
    assert view_iface.text(NAME) == "Card table"
    wait_mode(qtbot, screen, "bid")
    names = check_phase(window, screen)
    assert any(n.startswith("Boris: ") and "says 105" in n for n in names), names
    assert ("announce", "Boris: 105") in heard
    hand = screen.scene.viewer_cards()
    assert sum(card_name(c) in n for c in hand for n in names) == len(hand)
    # bidding: the bid buttons are named and usable
    buttons = [i.text(NAME) for _, i in walk(window) if actionable(i)
               and i.role() == QAccessible.Role.Button]
    assert buttons
    qtbot.keyClick(screen.view, Qt.Key.Key_B)            # bid 110 (the box's first value)
    wait_mode(qtbot, screen, "exchange")
    # passing: each card says whether it is chosen, the cursor is what is read as focus
    names = check_phase(window, screen)
    heard.clear()
    qtbot.keyClick(screen.view, Qt.Key.Key_Right)
    focus = [t for k, t in heard if k == "focus"]
    assert focus and "not chosen" in focus[-1]
    focused = [i for i in table_items(window) if i.state().focused]
    assert [i.text(NAME) for i in focused] == [focus[-1]]
    qtbot.keyClick(screen.view, Qt.Key.Key_Space)
    assert any("chosen" in n and "not chosen" not in n and "to " in n
               for n in table_names(screen.view)), table_names(screen.view)
