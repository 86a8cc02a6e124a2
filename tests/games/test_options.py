"""One option spec type for both games (thousand_app.games.options)."""

from __future__ import annotations

import pytest

from thousand_app.cards.engine.rules import OPTION_SPECS, OPTIONS, Rules
from thousand_app.dice.engine.rules import DICE_OPTION_SPECS, DICE_OPTIONS, DiceRules
from thousand_app.games.options import OptionSpec, OptionTable, OptionValueError


def test_both_engines_list_their_options_as_the_common_spec() -> None:
    for table, options in ((OPTION_SPECS, OPTIONS), (DICE_OPTION_SPECS, DICE_OPTIONS)):
        assert isinstance(table, OptionTable)
        assert all(isinstance(o, OptionSpec) for o in options)
        assert tuple(table.values()) == options
    assert {o.kind for o in OPTIONS} == {"choice", "number"}
    assert {o.kind for o in DICE_OPTIONS} == {"choice", "number", "pairs"}


def test_each_option_takes_its_default_and_the_rules_read_back() -> None:
    for options in (OPTIONS, DICE_OPTIONS):
        for o in options:
            assert o.check(o.default) == o.default, o.key
    assert Rules.from_options("classic", Rules().options()) == Rules()
    assert DiceRules.from_options("classic", DiceRules().options()) == DiceRules()


def test_requirements_are_values_or_tests_and_missing_keys_take_defaults() -> None:
    table = OptionTable([
        OptionSpec("mode", "a", ("a", "b")),
        OptionSpec("limit", 3, low=0, high=9, requires=(("mode", ("b",)),)),
        OptionSpec("extra", "off", ("on", "off"), requires=(("limit", lambda v: v > 0),)),
    ])
    assert not table.applies("limit", {}) and table.applies("limit", {"mode": "b"})
    assert table["extra"].applies({}) and not table["extra"].applies({"limit": 0})
    assert OPTION_SPECS.applies("golden_reset", {"golden_round": "on"})
    assert not DICE_OPTION_SPECS["barrel_penalty"].applies({})
    with pytest.raises(ValueError, match="unknown option 'nothing'"):
        OptionTable([OptionSpec("x", 1, requires=(("nothing", (1,)),))])


def test_values_are_checked_by_type_range_and_step() -> None:
    step = OptionSpec("n", 10, low=5, high=50, step=5)
    assert step.check(45) == 45
    for bad in (47, 55, 0, "10", True, 10.0):
        with pytest.raises(OptionValueError):
            step.check(bad)
    pairs = OptionSpec("pits", [], pairs=True)
    assert pairs.check(((1, 2),)) == [[1, 2]]
    with pytest.raises(OptionValueError, match="does not take"):
        pairs.check([[1, 2, 3]])
    switch = OptionSpec("s", "on", ("on", "off"))
    assert switch.is_switch and not switch.is_number and switch.check("off") == "off"
