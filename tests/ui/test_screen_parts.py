"""The game screens keep their parts (issue 36, point 2): a widget one of a screen's parts
(its bars, its panels over the table) holds is reached through that part
(``screen.action_bar.status``, ``screen.overlays.summary``), never copied onto the screen as
an attribute of its own, which would hide which part owns it."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any, Iterator

import pytest
from PySide6.QtWidgets import QWidget

from thousand_app.dice.engine import DiceGame, DiceRules
from thousand_app.storage import SeatConfig
from thousand_app.ui.common.main_window import MainWindow
from thousand_app.ui.dice.controller import DiceController
from thousand_app.ui.dice.screen import DiceScreen

from .conftest import start_fixed


def _widgets(value: object) -> bool:
    """A widget, or a collection of widgets (a bar's buttons by key)."""
    if isinstance(value, QWidget):
        return True
    items = list(value.values()) if isinstance(value, dict) else \
        list(value) if isinstance(value, (list, tuple)) else []
    return bool(items) and all(isinstance(v, QWidget) for v in items)


def _held(part: object, screen: QWidget, depth: int = 2) -> Iterator[tuple[str, object]]:
    """What ``part`` holds as attributes (and what those hold, to ``depth``), by path; not
    through the screen (a part that calls back into it holds it)."""
    try:
        own = vars(part)
    except TypeError:
        return
    for name, value in own.items():
        if value is screen:
            continue
        yield name, value
        if depth > 1 and not isinstance(value, (str, int, float, bool, type(None))):
            for sub, held in _held(value, screen, depth - 1):
                yield f"{name}.{sub}", held


def copied_parts(screen: QWidget) -> list[str]:
    """The screen's attributes that are widgets another of its parts holds: "info is
    top.info"."""
    own = vars(screen)
    found = []
    for name, value in own.items():
        if not _widgets(value):
            continue
        for part_name, part in own.items():
            if part is value or part is screen:
                continue
            found += [f"{name} is {part_name}.{path}" for path, held in _held(part, screen)
                      if held is value]
    return found


def test_the_card_screen_keeps_its_parts(window: MainWindow) -> None:
    screen = start_fixed(window)
    assert copied_parts(screen) == []
    # (its bar and its panels over the table are reached through them)
    assert screen.bar.deal_label.text() and screen.overlays.summary.isHidden()


@pytest.fixture
def dice_screen(qtbot: Any) -> Iterator[DiceScreen]:
    game = DiceGame(DiceRules(), 2, players=["P0", "P1"], seed=3)
    seats = [SeatConfig("P0", "human"), SeatConfig("P1", "computer", "normal")]
    screen = DiceScreen(DiceController(game, seats, pace_ms=0, dice_seed=3, ai_seed=3),
                        SimpleNamespace(animation_speed=0.0, sound=False, ai_pace_ms=0))
    qtbot.addWidget(screen)
    yield screen
    screen.close_game()


def test_the_dice_screen_keeps_its_parts(dice_screen: DiceScreen) -> None:
    assert copied_parts(dice_screen) == []
    assert dice_screen.top.info.text() and dice_screen.action_bar.throw_button is not None


def test_a_copied_part_is_found(dice_screen: DiceScreen) -> None:
    """(the check itself: a widget of a bar copied onto the screen is named)"""
    setattr(dice_screen, "status", dice_screen.action_bar.status)
    assert copied_parts(dice_screen) == ["status is action_bar.status"]
    delattr(dice_screen, "status")
