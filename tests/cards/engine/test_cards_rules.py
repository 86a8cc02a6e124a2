"""Cards, notation, points (rules.md 1) and the rules object with its presets (rules.md 10)."""

from __future__ import annotations

import dataclasses

import pytest

from thousand_app.cards.engine import Card, Rules, RulesError, cards_of, points_of
from thousand_app.cards.engine.actions import parse_action
from thousand_app.cards.engine.cards import (ACE_MARRIAGE_VALUE, FULL_DECK, MARRIAGE_VALUES, SUIT_MASKS,
                                       marriage_total)
from thousand_app.cards.engine.rules import OPTIONS, PRESETS


def test_24_cards_rank_order_and_points() -> None:
    assert len(cards_of(FULL_DECK)) == 24
    hearts = [str(c) for c in cards_of(SUIT_MASKS[3])]
    assert hearts == ["9H", "JH", "QH", "KH", "10H", "AH"]  # 9 < J < Q < K < 10 < A
    assert [Card.parse(c).points for c in hearts] == [0, 2, 3, 4, 10, 11]
    assert points_of(SUIT_MASKS[0]) == 30
    assert points_of(FULL_DECK) == 120


@pytest.mark.parametrize("text,expected", [
    ("AH", "AH"), ("10S", "10S"), ("TS", "10S"), ("ts", "10S"), ("qd", "QD"), ("9c", "9C"),
    ("K♥", "KH"), ("A♠", "AS"), ("10♦", "10D"), ("J♣", "JC"),
])
def test_card_notation(text: str, expected: str) -> None:
    assert str(Card.parse(text)) == expected


@pytest.mark.parametrize("text", ["", "1H", "AX", "11S", "A", "HA", "10"])
def test_bad_card_notation_is_refused(text: str) -> None:
    with pytest.raises(ValueError, match="not a card"):
        Card.parse(text)


def test_marriage_values_and_ace_marriage() -> None:
    assert MARRIAGE_VALUES == (40, 60, 80, 100)  # S, C, D, H
    hand = sum(1 << Card.parse(c) for c in "KH QH KS QS AH AS AD AC".split())
    assert marriage_total(hand) == 140
    assert marriage_total(hand, ace_marriage=True) == 140 + ACE_MARRIAGE_VALUE


@pytest.mark.parametrize("text", ["0 bid 105", "1 pass", "2 dark", "0 redeal", "1 take 0",
                                  "1 give 10D 2", "0 give 9S dead", "1 discard QD",
                                  "2 raise 120", "1 concede", "2 play QS", "0 declare KH"])
def test_move_notation_round_trips(text: str) -> None:
    assert str(parse_action(text)) == text


@pytest.mark.parametrize("text", ["", "0", "0 fly", "x pass", "0 bid", "0 bid ten", "0 give AH",
                                  "0 play 1H", "0 pass now"])
def test_bad_move_notation_is_refused(text: str) -> None:
    with pytest.raises(ValueError):
        parse_action(text)


def test_classic_defaults() -> None:
    r = Rules()
    assert (r.bid_step, r.marriage_cap, r.concede, r.round_defenders, r.bolts, r.dump_truck,
            r.barrel_at, r.barrel_mode, r.barrel_attempts, r.must_beat, r.sitter_scores,
            r.two_player_mode) == (5, True, True, 5, "cumulative", "both", 880, "bid", 3, False,
                                   "talon", "two_talons")
    assert r.options() == {o.key: o.default for o in OPTIONS}


@pytest.mark.parametrize("preset,changes", [
    ("classic", {}),
    ("pocket", {"barrel_mode": "talon", "sitter_scores": "aces_and_marriage", "dump_truck": "off",
                "concede": "off", "round_defenders": "off"}),
    ("family", {"bolts": "off", "dump_truck": "off", "marriage_needs_trick": "off",
                "barrel_three_falls_zero": "off"}),
    ("polish", {"bid_step": 10, "must_beat": "on", "round_defenders": 10, "dump_truck": "off"}),
])
def test_presets(preset: str, changes: dict[str, object]) -> None:
    r = Rules.preset(preset)
    assert r.preset_name == preset
    options = r.options()
    defaults = {o.key: o.default for o in OPTIONS}
    assert {k: v for k, v in options.items() if defaults[k] != v} == changes
    assert PRESETS[preset] == changes


def test_overrides_and_typed_values() -> None:
    r = Rules.preset("polish", dump_truck="both", round_defenders="off", ace_marriage="on")
    assert r.dump_truck == "both" and r.round_defenders == 0 and r.ace_marriage is True
    assert r.bid_step == 10  # the rest of the preset stays
    assert r.changed_options() == {"dump_truck": "both", "round_defenders": "off",
                                   "ace_marriage": "on"}
    assert Rules.from_options("polish", r.options()) == r


@pytest.mark.parametrize("spec", OPTIONS, ids=lambda s: s.key)
def test_every_option_value_is_accepted(spec: object) -> None:
    assert dataclasses.is_dataclass(spec)
    key = spec.key  # type: ignore[attr-defined]
    values = spec.choices or (spec.low, spec.default, spec.high)  # type: ignore[attr-defined]
    for value in values:
        # the lowest barrel_at (879) reaches 1000 only with the talon mode's 121 (ruling 18)
        preset = "pocket" if (key, value) == ("barrel_at", 879) else "classic"
        assert Rules.preset(preset, **{key: value}).get(key) == value


def test_unknown_option_is_refused_with_the_known_ones() -> None:
    with pytest.raises(RulesError) as e:
        Rules.preset("classic", golden_rounds="on")
    assert "'golden_rounds'" in str(e.value) and "golden_round" in str(e.value)


@pytest.mark.parametrize("key,value,allowed", [
    ("bolts", "sometimes", "cumulative, consecutive, off"),
    ("round_defenders", "5", "5, 10, off"),
    ("round_defenders", 7, "5, 10, off"),
    ("ace_marriage", True, "on, off"),
    ("bid_step", 15, "5, 10"),
    ("barrel_at", 1000, "from 879 to 995"),
    ("barrel_at", 500, "from 879 to 995"),
    ("barrel_attempts", 0, "from 1 to 10"),
    ("concede_limit", "2", "from 0 to 100"),
])
def test_bad_option_value_names_option_and_allowed(key: str, value: object, allowed: str) -> None:
    with pytest.raises(RulesError) as e:
        Rules.preset("classic", **{key: value})
    assert repr(key) in str(e.value) and allowed in str(e.value)


def test_unknown_preset() -> None:
    with pytest.raises(RulesError, match="unknown preset 'russian'; known presets: classic"):
        Rules.preset("russian")


def test_rules_are_frozen() -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        Rules().bid_step = 10  # type: ignore[misc]


class TestOptionsThatContradictTheBarrel:
    """Ruling 18: option sets that contradict the barrel are invalid."""

    @pytest.mark.parametrize("options", [
        {"dump_truck_value": 880},
        {"barrel_at": 900, "dump_truck_value": 900},
        {"barrel_at": 900, "dump_truck_value": 900, "dump_truck": "positive"},
    ])
    def test_barrel_at_equal_to_the_dump_truck(self, options: dict[str, object]) -> None:
        with pytest.raises(RulesError) as e:
            Rules.preset("classic", **options)
        msg = str(e.value)
        assert "'barrel_at'" in msg and "'dump_truck_value'" in msg and "ruling 18" in msg
        assert Rules.options_problem("classic", options) == msg

    def test_no_conflict_when_the_dump_truck_is_off(self) -> None:
        assert Rules.preset("classic", dump_truck_value=880, dump_truck="off").barrel_at == 880
        assert Rules.options_problem("classic", {"dump_truck_value": 880, "dump_truck": "off"}) is None
        assert Rules.preset("family", dump_truck_value=880).dump_truck == "off"

    def test_barrel_contract_must_reach_the_target(self) -> None:
        assert Rules.preset("pocket", barrel_at=879).barrel_at == 879   # 879 + 121 = 1000
        with pytest.raises(RulesError) as e:
            Rules.preset("classic", barrel_at=879)                      # 879 + 120 = 999
        msg = str(e.value)
        assert "'barrel_at'" in msg and "'barrel_mode'" in msg and "1000" in msg
        with pytest.raises(RulesError):
            Rules.preset("pocket", barrel_at=879).replace(barrel_mode="bid")
        assert Rules.options_problem("classic", {"barrel_at": 880}) is None

    def test_unknown_things_are_problems_too(self) -> None:
        assert "unknown option" in (Rules.options_problem("classic", {"nope": 1}) or "")
        assert "unknown preset" in (Rules.options_problem("nope", {}) or "")

    def test_the_spec_says_the_lowest_barrel(self) -> None:
        from thousand_app.cards.engine.rules import OPTION_SPECS
        assert OPTION_SPECS["barrel_at"].low == 879


def test_a_number_too_long_to_print_is_refused_with_a_message() -> None:
    with pytest.raises(RulesError, match="'bid_step' does not take a number too long to print"):
        Rules.preset("classic", bid_step=10 ** 5000)
