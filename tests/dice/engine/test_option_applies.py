"""When an option can take effect (dice-rules.md section 11), as the engine says it."""

from __future__ import annotations

import pytest

from thousand_app.dice.engine import DICE_OPTIONS, DiceRules, DiceRulesError
from thousand_app.dice.engine.rules import DICE_OPTION_SPECS

DEPENDENT = {"barrel_jump", "barrel_attempts", "barrel_collision", "barrel_fall",
             "barrel_penalty", "barrel_falls_zero", "overshoot_penalty_every",
             "overshoot_penalty", "overshoot_zero_at", "bolt_limit", "bolt_penalty",
             "dump_truck_value"}


def test_the_defaults_of_classic_switch_off_only_what_has_no_effect() -> None:
    classic = DiceRules.preset("classic").options()
    off = {s.key for s in DICE_OPTIONS if not s.applies(classic)}
    # classic: a barrel, finish = reach, no bolts, no dump truck, barrel_fall = entry
    assert off == {"barrel_penalty", "overshoot_penalty_every", "overshoot_penalty",
                   "overshoot_zero_at", "bolt_limit", "bolt_penalty", "dump_truck_value"}


@pytest.mark.parametrize("switch, value, keys", [
    ("barrel_at", 0, {"barrel_jump", "barrel_attempts", "barrel_collision", "barrel_fall",
                      "barrel_falls_zero"}),
    ("finish", "reach", {"overshoot_penalty_every", "overshoot_zero_at"}),
    ("bolts", "off", {"bolt_limit", "bolt_penalty"}),
    ("dump_truck", "off", {"dump_truck_value"}),
])
def test_each_switch_turns_its_options_off(switch: str, value: object, keys: set[str]) -> None:
    on = {**DiceRules.preset("classic").options(), "finish": "exact", "bolts": "bust",
          "dump_truck": "on", "overshoot_penalty_every": 5}
    assert all(DICE_OPTION_SPECS[k].applies(on) for k in keys)
    off = {**on, switch: value}
    assert not any(DICE_OPTION_SPECS[k].applies(off) for k in keys)


def test_missing_keys_take_their_defaults_and_independent_options_always_apply() -> None:
    assert DICE_OPTION_SPECS["barrel_fall"].applies({})            # default barrel at 850
    assert not DICE_OPTION_SPECS["barrel_penalty"].applies({})     # default fall: entry
    assert DICE_OPTION_SPECS["barrel_penalty"].applies({"barrel_fall": "penalty"})
    for spec in DICE_OPTIONS:
        if spec.key not in DEPENDENT:
            assert spec.applies({"barrel_at": 0, "finish": "reach", "bolts": "off"})


def test_an_option_that_cannot_apply_accepts_any_value_of_its_type() -> None:
    """What applies() switches off is what the engine ignores (section 11)."""
    DiceRules.preset("classic", barrel_at=0, barrel_penalty=-35)
    DiceRules.preset("classic", dump_truck="off", dump_truck_value=5000)
    with pytest.raises(DiceRulesError):
        DiceRules.preset("classic", dump_truck="on", dump_truck_value=5000)
