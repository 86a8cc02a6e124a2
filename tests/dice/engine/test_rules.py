"""Dice rules: options, presets and validity (dice-rules.md sections 11 and 12)."""

from __future__ import annotations

import pytest

from thousand_app.dice.engine.errors import DiceRulesError
from thousand_app.dice.engine.rules import DICE_OPTION_SPECS, DICE_OPTIONS, DICE_PRESETS, DiceRules

SECTION_11 = {
    "straights": "on", "quad_value": "double", "five_ones": "points", "keep_all": "off",
    "hot_dice": "confirm", "empty_opening_rethrow": "off", "entry_threshold": 75, "pits": [],
    "barrel_at": 850, "barrel_jump": "off", "barrel_attempts": 0,
    "barrel_collision": "knock_off", "barrel_fall": "entry", "barrel_penalty": 100,
    "barrel_falls_zero": 0, "target": 1000, "finish": "reach", "overshoot_penalty_every": 0,
    "overshoot_penalty": 100, "overshoot_zero_at": 0, "bolts": "off", "bolt_limit": 3,
    "bolt_penalty": 100, "overtake_penalty": 0, "dump_truck": "off", "dump_truck_value": 555,
    "negative_totals": "off",
}
CHOICES = {
    "straights": ("on", "off"), "quad_value": ("double", "plus_ten"),
    "five_ones": ("points", "win"), "keep_all": ("off", "on"),
    "hot_dice": ("confirm", "continue"), "empty_opening_rethrow": ("off", "on"),
    "barrel_jump": ("off", "on"), "barrel_collision": ("knock_off", "coexist"),
    "barrel_fall": ("entry", "threshold", "penalty", "zero"),
    "finish": ("reach", "over", "exact"), "bolts": ("off", "bust", "opening"),
    "dump_truck": ("off", "on", "strict"), "negative_totals": ("off", "on"),
}


def test_defaults_are_section_11() -> None:
    assert DiceRules().options() == SECTION_11
    assert DiceRules.preset("classic").options() == SECTION_11
    assert [o.key for o in DICE_OPTIONS] == list(SECTION_11)
    assert all(o.default == SECTION_11[o.key] and o.help for o in DICE_OPTIONS)


def test_choices_are_section_11() -> None:
    for key, values in CHOICES.items():
        assert DICE_OPTION_SPECS[key].choices == values
        for v in values:
            assert DiceRules.preset("classic", **{key: v}).options()[key] == v


def test_exact_thousand_preset() -> None:
    o = DiceRules.preset("exact_thousand").options()
    assert {k: o[k] for k in DICE_PRESETS["exact_thousand"]} == {
        "straights": "off", "quad_value": "plus_ten", "five_ones": "win", "hot_dice": "continue",
        "empty_opening_rethrow": "on", "entry_threshold": 50,
        "pits": [[300, 400], [750, 900]], "barrel_at": 0, "finish": "exact",
        "overshoot_penalty_every": 5, "overshoot_penalty": 100, "overshoot_zero_at": 10,
        "bolts": "bust", "overtake_penalty": 55, "dump_truck": "strict"}
    assert all(o[k] == SECTION_11[k] for k in SECTION_11 if k not in DICE_PRESETS["exact_thousand"])


def test_barrel_900_preset() -> None:
    r = DiceRules.preset("barrel_900")
    assert (r.straights, r.quad_value, r.five_ones, r.hot_dice, r.empty_opening_rethrow) == (
        False, "plus_ten", "win", "continue", True)
    assert (r.entry_threshold, r.pits, r.barrel_at, r.barrel_attempts, r.barrel_fall,
            r.barrel_penalty, r.barrel_falls_zero, r.finish) == (
        50, ((300, 400),), 900, 3, "penalty", 100, 3, "reach")


def test_unknown_option_and_value_named() -> None:
    with pytest.raises(DiceRulesError, match="unknown option 'jackpot'; known options: straights"):
        DiceRules.preset("classic", jackpot="on")
    with pytest.raises(DiceRulesError, match=r"'finish' does not take 'precise'; allowed values: "
                                             r"reach, over, exact"):
        DiceRules.preset("classic", finish="precise")
    with pytest.raises(DiceRulesError, match="'entry_threshold' does not take 72; allowed values: "
                                             "0 or a multiple of 5"):
        DiceRules.preset("classic", entry_threshold=72)
    with pytest.raises(DiceRulesError, match="unknown preset 'fancy'; known presets: classic"):
        DiceRules.preset("fancy")
    for bad in (True, 75.0, "75", None):
        with pytest.raises(DiceRulesError, match="entry_threshold"):
            DiceRules.preset("classic", entry_threshold=bad)
    with pytest.raises(DiceRulesError, match="straights"):
        DiceRules.preset("classic", straights=True)
    with pytest.raises(DiceRulesError, match="pits"):
        DiceRules.preset("classic", pits=[[300]])


@pytest.mark.parametrize("options, word", [
    ({"entry_threshold": 850}, "barrel_at"),
    ({"entry_threshold": 1000, "barrel_at": 0}, "target"),
    ({"barrel_at": 1000}, "target"),
    ({"target": 95}, "target"),
    ({"target": 1003}, "target"),
    ({"pits": [[0, 100]]}, "pits"),
    ({"pits": [[200, 100]]}, "pits"),
    ({"pits": [[800, 860]]}, "barrel_at"),
    ({"pits": [[100, 200], [200, 300]]}, "overlap"),
    ({"pits": [[100, 990]], "barrel_at": 0, "target": 990}, "target"),
    ({"dump_truck": "on", "dump_truck_value": 0}, "dump_truck_value"),
    ({"dump_truck": "on", "dump_truck_value": 900}, "barrel_at"),
    ({"dump_truck": "strict", "dump_truck_value": 1000, "barrel_at": 0}, "target"),
    ({"barrel_fall": "penalty", "barrel_penalty": 0}, "barrel_penalty"),
    ({"bolts": "bust", "bolt_limit": 0}, "bolt_limit"),
    ({"bolts": "bust", "bolt_penalty": -5}, "bolt_penalty"),
    ({"finish": "exact", "overshoot_penalty_every": 5, "overshoot_penalty": -100},
     "overshoot_penalty"),
    ({"overtake_penalty": -5}, "overtake_penalty"),
    ({"barrel_attempts": -1}, "barrel_attempts"),
])
def test_invalid_combinations_refused(options: dict[str, object], word: str) -> None:
    with pytest.raises(DiceRulesError, match=word):
        DiceRules.from_options("classic", options)


@pytest.mark.parametrize("options", [
    {"dump_truck_value": 900},  # dump truck off: its value cannot take effect
    {"dump_truck_value": -555},
    {"bolt_limit": 0, "bolt_penalty": -100},  # bolts off
    {"overshoot_penalty": -5},  # finish reach
    {"barrel_at": 0, "barrel_penalty": 0, "barrel_fall": "penalty"},  # no barrel
    {"barrel_penalty": 0},  # barrel_fall entry: the penalty is not used
    {"entry_threshold": 0, "barrel_at": 0, "pits": [[5, 995]]},
    {"pits": [[600, 700], [200, 300]]},
])
def test_options_that_cannot_apply_accept_any_value_of_their_type(
        options: dict[str, object]) -> None:
    DiceRules.from_options("classic", options)


def test_options_round_trip_and_frozen() -> None:
    r = DiceRules.preset("exact_thousand", overtake_penalty=50)
    again = DiceRules.from_options("exact_thousand", r.options())
    assert again == r and r.changed_options() == {"overtake_penalty": 50}
    assert r.replace(bolts="off").bolts == "off" and r.bolts == "bust"
    with pytest.raises(AttributeError):
        r.target = 500  # type: ignore[misc]
    assert r.get("pits") == [[300, 400], [750, 900]]
    with pytest.raises(DiceRulesError):
        r.get("nope")


def test_derived_helpers() -> None:
    r = DiceRules()
    assert r.finish_met(1000) and not r.finish_met(995)
    assert DiceRules.preset("classic", finish="over").finish_met(1005)
    assert not DiceRules.preset("classic", finish="over").finish_met(1000)
    assert not DiceRules.preset("classic", finish="exact").finish_met(1005)
    assert r.can_finish(850) and not r.can_finish(800)
    assert DiceRules.preset("classic", barrel_jump="on").can_finish(0)
    assert DiceRules.preset("classic", barrel_at=0).can_finish(0)
    p = DiceRules.preset("classic", pits=[[300, 400]])
    assert p.pit_of(300) == (300, 400) and p.pit_of(400) == (300, 400) and p.pit_of(405) is None
    d = DiceRules.preset("classic", dump_truck="on")
    assert d.is_dump(555) and not d.is_dump(-555) and not r.is_dump(555)
    assert DiceRules.preset("classic", dump_truck="on", negative_totals="on").is_dump(-555)
