"""The dice Rules window explains the game with the current options' values."""

from __future__ import annotations

from typing import Any

import pytest

from thousand_app.dice.engine import DICE_OPTIONS, DICE_PRESETS, DiceRules, keep_value
from thousand_app.ui.dice.options import option_name, value_text
from thousand_app.ui.dice.rules_window import DiceRulesWindow, dice_rules_html, scoring_rows


@pytest.mark.parametrize("preset", list(DICE_PRESETS))
def test_every_option_is_listed_with_its_value(preset: str) -> None:
    rules = DiceRules.preset(preset)
    text = dice_rules_html(rules)
    for spec in DICE_OPTIONS:
        assert option_name(spec.key) in text
        assert value_text(spec, rules.get(spec.key)) in text


def test_the_numbers_come_from_the_rules(translations: Any) -> None:
    rules = DiceRules.preset("classic", target=1500, barrel_at=1200, entry_threshold=100,
                             barrel_attempts=3, bolts="bust", bolt_limit=4, bolt_penalty=150,
                             pits=[[300, 400]], dump_truck="on", dump_truck_value=445)
    text = dice_rules_html(rules)
    for words in ("reach 1500 points", "at least 100", "reaches 1200 stays at 1200",
                  "(300 points or more", "3 turns", "4 bolts cost 150",
                  "300–400", "exactly 445"):
        assert words in text, words
    plain = dice_rules_html(DiceRules.preset("exact_thousand"))
    assert "The barrel" not in plain and "exactly 1000 points" in plain
    assert "multiple of 5, you lose 100" in plain and "loses 55 points" in plain


def test_the_scoring_table_is_the_engines() -> None:
    for preset in DICE_PRESETS:
        rules = DiceRules.preset(preset)
        text = dice_rules_html(rules)
        for dice, value in scoring_rows(rules):
            assert f">{value}<" in text or f"scores {value}" in text, (preset, dice, value)
    classic = dice_rules_html(DiceRules.preset("classic"))
    assert f"scores {keep_value((1, 2, 3, 4, 5), DiceRules())}" in classic
    assert "Straights: 1-2-3-4-5" not in dice_rules_html(DiceRules.preset("classic", straights="off"))
    assert "win the game at once" in dice_rules_html(DiceRules.preset("barrel_900"))


def test_the_window_shows_the_text(qtbot: Any, translations: Any) -> None:
    w = DiceRulesWindow(DiceRules.preset("barrel_900"))
    qtbot.addWidget(w)
    plain = w.browser.toPlainText()
    assert "Barrel at 900" in plain and "You may try 3 turns from the barrel" in plain


def test_the_pits_are_described_as_the_engine_plays_them(translations: Any) -> None:
    """A stop may land in a pit; from inside one, only a stop above its top (issue 34: the
    help said "bands you cannot stop in")."""
    from thousand_app.dice.engine.core import PROBLEM_PIT, STOP_OK, stop_problem
    from thousand_app.ui.dice.options import option_help

    rules = DiceRules.preset("classic", pits=[[300, 400]])
    assert stop_problem(rules.core, 250, 100, True) == STOP_OK           # lands in the pit
    assert stop_problem(rules.core, 330, 70, True) == PROBLEM_PIT         # 400: still in it
    assert stop_problem(rules.core, 330, 75, True) == STOP_OK             # 405: out of it
    pits = next(spec for spec in DICE_OPTIONS if spec.key == "pits")
    for text in (option_help(pits), dice_rules_html(rules)):
        assert "may stop in" in text and "above its top" in text
        assert "cannot stop" not in text
