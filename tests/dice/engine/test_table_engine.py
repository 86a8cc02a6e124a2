"""What the dice table asks the engine: the bust chance of the next throw, the pit a seat is
in, the keep of every scoring die, and rule-check errors as a code with parameters."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from thousand_app.dice.engine import STOP, DiceGame, DiceRules, DiceRulesError, Keep, Throw
from thousand_app.dice.engine.scoring import all_scoring_keep, empty_chance, legal_keeps


def _scores(die_faces: tuple[int, ...]) -> bool:
    """Written here from dice-rules.md 3.1 without the engine: a throw scores when it holds a 1, a
    5, or three or more of one face (both straights hold a 5)."""
    return 1 in die_faces or 5 in die_faces or any(die_faces.count(f) >= 3 for f in range(1, 7))


def _empty_by_enumeration(d: int) -> Fraction:
    outcomes = list(product(range(1, 7), repeat=d))
    return Fraction(sum(1 for o in outcomes if not _scores(o)), len(outcomes))


@pytest.mark.parametrize("d", [1, 2, 3, 4, 5])
def test_empty_chance_is_the_exhaustive_count(d: int) -> None:
    assert empty_chance(d) == _empty_by_enumeration(d)


def test_empty_chance_matches_the_reference_counts_of_dice_md() -> None:
    assert [empty_chance(d) * 6 ** d for d in range(1, 6)] == [4, 16, 60, 204, 600]


def test_bust_chance_of_the_opening_throw_and_with_the_rethrow() -> None:
    g = DiceGame(DiceRules(), 2)
    assert g.bust_chance() == _empty_by_enumeration(5)
    r = DiceGame(DiceRules.preset("classic", empty_opening_rethrow="on"), 2)
    # an empty opening is thrown again: the turn is lost only if both throws are empty
    assert r.bust_chance() == _empty_by_enumeration(5) ** 2
    r.apply(Throw((2, 3, 4, 6, 6)))       # empty: the re-throw is due, and it alone counts now
    assert r.pending == "throw" and r.bust_chance() == _empty_by_enumeration(5)


def test_bust_chance_follows_the_dice_in_hand_and_is_none_when_no_throw_can_be_made() -> None:
    g = DiceGame(DiceRules(), 2)
    g.apply(Throw((1, 5, 2, 3, 3)))
    assert g.bust_chance() is None and g.observation().bust_chance is None   # a keep is due
    g.apply(Keep((1, 5)))
    assert g.d == 3 and g.bust_chance() == _empty_by_enumeration(3)
    assert g.observation().bust_chance == _empty_by_enumeration(3)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(1, 6), min_size=1, max_size=5))
def test_all_scoring_keep_sets_aside_every_scoring_die(faces: list[int]) -> None:
    rules = DiceRules()
    found = all_scoring_keep(faces, rules)
    keeps = legal_keeps(faces, rules)
    if not keeps:
        assert found is None
        return
    assert found in keeps
    assert all(len(k) <= len(found[0]) for k, _ in keeps)
    # no die left over could have been kept too: no 1, no 5, no face three times
    rest = sorted(faces)
    for f in found[0]:
        rest.remove(f)
    assert not _scores(tuple(rest))


def test_all_scoring_keep_of_the_game() -> None:
    g = DiceGame(DiceRules(), 2)
    assert g.all_scoring_keep() is None      # a throw is due
    g.apply(Throw((1, 1, 5, 2, 3)))
    assert g.all_scoring_keep() == Keep((1, 1, 5))
    assert g.observation().all_scoring_keep == Keep((1, 1, 5))
    g2 = DiceGame(DiceRules(), 2)
    g2.apply(Throw((1, 2, 3, 4, 5)))
    assert g2.all_scoring_keep() == Keep((1, 2, 3, 4, 5))   # the straight, not 1 and 5


def test_the_pit_of_each_seat_is_in_the_observation() -> None:
    rules = DiceRules.preset("classic", pits=[[300, 400]])
    g = DiceGame(rules, 3, start_totals=[310, 400, 405])
    assert g.observation().pit == ((300, 400), (300, 400), None)
    assert DiceGame(DiceRules(), 2).observation().pit == (None, None)


def test_every_observation_stop_says_the_same_as_the_game() -> None:
    g = DiceGame(DiceRules(), 2)
    g.apply(Throw((1, 1, 1, 5, 3)))
    g.apply(Keep((1, 1, 1, 5)))
    obs = g.observation()
    assert obs.bust_chance == g.bust_chance() and STOP in obs.legal_actions


@pytest.mark.parametrize("options, code, params", [
    ({"target": 150, "barrel_at": 300}, "below",
     {"key": "barrel_at", "value": 300, "other": "target", "other_value": 150}),
    ({"entry_threshold": 500, "target": 400, "barrel_at": 0}, "below",
     {"key": "entry_threshold", "value": 500, "other": "target", "other_value": 400}),
    ({"entry_threshold": 200, "barrel_at": 150}, "above",
     {"key": "barrel_at", "value": 150, "other": "entry_threshold", "other_value": 200}),
    ({"pits": [[0, 100]]}, "pit_range", {"lo": 0, "hi": 100, "target": 1000}),
    ({"pits": [[800, 900]]}, "pit_barrel", {"lo": 800, "hi": 900, "barrel": 850}),
    ({"pits": [[300, 400], [350, 500]]}, "pits_overlap",
     {"lo": 300, "hi": 400, "lo2": 350, "hi2": 500}),
    ({"dump_truck": "on", "dump_truck_value": 1200}, "dump_range", {"value": 1200, "target": 1000}),
    ({"dump_truck": "on", "dump_truck_value": 900}, "below",
     {"key": "dump_truck_value", "value": 900, "other": "barrel_at", "other_value": 850}),
    ({"barrel_fall": "penalty", "barrel_penalty": 0}, "option_value",
     {"key": "barrel_penalty", "value": 0, "low": 5, "step": 5}),
    ({"entry_threshold": 77}, "option_value",
     {"key": "entry_threshold", "value": 77, "low": 0, "step": 5}),
])
def test_rule_checks_give_a_code_and_parameters(options: dict, code: str, params: dict) -> None:
    with pytest.raises(DiceRulesError) as info:
        DiceRules.from_options("classic", options)
    assert info.value.code == code
    assert info.value.params == params
