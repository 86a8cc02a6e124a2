"""Rule checks of the card game give a code and parameters besides the English sentence, so
the new-game dialog can say them in the user's language."""

from __future__ import annotations

import pytest

from thousand_app.cards.engine import Rules, RulesError


def test_barrel_and_dump_truck_contradiction_has_a_code() -> None:
    with pytest.raises(RulesError) as info:
        Rules.from_options("classic", {"barrel_at": 900, "dump_truck_value": 900})
    assert info.value.code == "barrel_dump"
    assert info.value.params == {"barrel_at": 900, "value": 900}
    assert "contradict" in str(info.value)


def test_barrel_mode_contradiction_has_a_code() -> None:
    with pytest.raises(RulesError) as info:
        Rules.from_options("classic", {"barrel_at": 879, "barrel_mode": "bid"})
    assert info.value.code == "barrel_mode"
    p = info.value.params
    assert p["barrel_at"] == 879 and p["mode"] == "bid" and p["least"] == 1000 - p["low"]


def test_a_value_an_option_does_not_take_has_a_code() -> None:
    with pytest.raises(RulesError) as info:
        Rules.from_options("classic", {"barrel_attempts": 0})
    assert info.value.code == "option_value"
    assert info.value.params["key"] == "barrel_attempts" and info.value.params["value"] == 0
