"""Custom dice rules: the preset's line ends in one period even when the last value is an
abbreviation ("Стриты: выкл."), and in the package (which cannot solve new tables) the note on
``hard`` says what is true there, in the setup dialog and at the table."""

from __future__ import annotations

import sys
from typing import Any, Iterator

import pytest

from thousand_app.dice.ai import plans
from thousand_app.dice.engine import DiceGame, DiceRules
from thousand_app.storage import SeatConfig
from thousand_app.ui.common.main_window import MainWindow
from thousand_app.ui.common.options import custom_text
from thousand_app.ui.dice.hard import hard_note, table_note

CUSTOM = DiceRules.preset("classic", straights="off", entry_threshold=50)
HARD = [SeatConfig("Anna"), SeatConfig("Boris", "computer", "hard")]


def test_a_value_ending_in_a_period_ends_the_sentence_once() -> None:
    assert custom_text("Классика", [("Бочка", "900"), ("Стриты", "выкл.")]) == \
        "Custom, from Классика. Changed: Бочка: 900; Стриты: выкл."
    assert custom_text("Classic", [("Straights", "off")]).endswith("Straights: off.")


def test_the_russian_summary_has_no_double_period(translations: Any) -> None:
    translations.use("ru")
    try:
        text = custom_text("Классика", [("Стриты", "выкл.")])
    finally:
        translations.use("en")
    assert text.endswith("Стриты: выкл.") and ".." not in text


@pytest.fixture
def packaged(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """As in the frozen package: no solver (the plan is cached per rules: forgotten around)."""
    plans._plan_without_table.cache_clear()
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    yield
    plans._plan_without_table.cache_clear()


def test_the_package_says_it_cannot_solve_new_tables(packaged: None) -> None:
    assert plans.hard_plan(CUSTOM).kind == "normal"
    note = hard_note(CUSTOM)
    assert note is not None and "cannot solve new ones" in note and "plays like normal" in note
    assert "numba" not in note and "numpy" not in note
    assert table_note(CUSTOM, HARD) == note
    assert table_note(CUSTOM, [SeatConfig("Anna"), SeatConfig("Boris", "computer", "normal")]) \
        is None


def test_the_table_says_it_too(qtbot: Any, window: MainWindow, packaged: None) -> None:
    game = DiceGame(CUSTOM, 2, players=["Anna", "Boris"])
    window.part("dice").start_game(game, HARD, "dice-custom")
    screen = window.part("dice").screen
    assert screen.top.message_label.text() == hard_note(CUSTOM)
