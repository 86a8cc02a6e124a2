"""Reading dice records: the first error in document order (record-format.md), and writing them."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from thousand_app.dice.engine.errors import DiceRecordError
from thousand_app.dice.engine.game import DiceGame
from thousand_app.dice.engine.record import loads, parse_json, replay, replay_output, to_record
from thousand_app.dice.engine.rules import DiceRules

from .helpers import play

BASE: dict[str, Any] = {
    "format": "thousand-dice-record", "version": 1,
    "rules": {"preset": "classic", "options": {}}, "players": ["A", "B"], "first_player": 0,
    "turns": [{"player": 0, "steps": ["throw 2 3 4 6 6"]}],
}


def error_of(doc: Any) -> str:
    with pytest.raises(DiceRecordError) as info:
        replay(doc)
    return str(info.value)


def with_(**changes: Any) -> dict[str, Any]:
    doc = copy.deepcopy(BASE)
    for k, v in changes.items():
        if v is None:
            doc.pop(k, None)
        else:
            doc[k] = v
    return doc


@pytest.mark.parametrize("changes, start", [
    ({"format": "thousand-record", "version": 9}, "record: 'format'"),
    ({"version": 3, "rules": []}, "record: 'version'"),
    ({"version": True}, "record: 'version'"),
    ({"rules": {"options": {}}, "players": []}, "record: 'rules.preset'"),
    ({"rules": {"preset": "classic", "options": []}}, "record: 'rules.options'"),
    ({"rules": {"preset": "classic", "options": {"target": 7}}, "players": []},
     "record: option 'target'"),
    ({"players": ["A"], "first_player": 5}, "record: 'players'"),
    ({"players": ["A", ""]}, "record: 'players'"),
    ({"first_player": 2, "start_totals": [1]}, "record: 'first_player'"),
    ({"start_totals": [5, 7], "start_entry": "x"}, "record: 'start_totals' of seat 1"),
    ({"start_totals": [0, 0], "start_entry": [5, None], "start_bolts": [9, 9]},
     "record: 'start_entry' of seat 0"),
    ({"start_barrel_attempts": [1, 0], "start_falls": [-1, 0]},
     "record: 'start_barrel_attempts' of seat 0"),
    ({"start_falls": [-1, 0], "start_bolts": [-1, 0]}, "record: 'start_falls' of seat 0"),
    ({"start_bolts": [0, -1], "start_overshoots": [-1, 0]}, "record: 'start_bolts' of seat 1"),
    ({"start_overshoots": [0, 1.5]}, "record: 'start_overshoots' of seat 1"),
    ({"start_overshoots": [0, 0, 0]}, "record: 'start_overshoots'"),
    ({"turns": None}, "record: 'turns'"),
    ({"turns": {"player": 0}}, "record: 'turns'"),
])
def test_record_field_errors_in_order(changes: dict[str, Any], start: str) -> None:
    assert error_of(with_(**changes)).startswith(start)


def test_document_shape() -> None:
    assert error_of([1, 2]).startswith("record: ")
    doc = with_(extra={"anything": 1})  # unknown top-level keys are ignored
    doc["rules"] = {"preset": "classic"}  # options are optional
    assert replay_output(doc)["turns"][0]["end"] == "bust"
    with pytest.raises(DiceRecordError, match="^record: not valid JSON"):
        parse_json("[" * 100000)


@pytest.mark.parametrize("turns, start", [
    ([{"player": 0, "steps": ["throw 1 1 1 2 3"]}, {"player": 5, "steps": "x"}],
     "turn 0: "),  # the unfinished turn comes before the next turn's shape
    ([{"player": 0, "steps": ["throw 2 3 4 6 6"]}, {"player": 1}], "turn 1: "),
    ([{"player": 0, "steps": ["throw 2 3 4 6 6"]}, {"player": "1", "steps": []}], "turn 1: "),
    ([{"player": 0, "steps": ["throw 2 3 4 6 6"]}, {"player": 1, "steps": [1]}], "turn 1: "),
    ([{"player": 0, "steps": ["throw 2 3 4 6 6"]}, {"player": 0, "steps": ["x"]}], "turn 1: "),
    ([{"player": 0, "steps": ["throw 2 3 4 6 6", "stop"]}], 'turn 0, step 1 ("stop"): '),
    ([{"player": 0, "steps": ["throw 1 1 1 2 3", "keep 1 1 1", "stop", "throw 1"]}],
     'turn 0, step 3 ("throw 1"): '),
    ([{"player": 0, "steps": ["throw 1 2 3 4 5\n"]}], 'turn 0, step 0 ("throw 1 2 3 4 5\\n"): '),
    ([{"player": 0, "steps": ["THROW 1 2 3 4 5"]}], 'turn 0, step 0 ("THROW 1 2 3 4 5"): '),
])
def test_turn_and_step_errors(turns: list[Any], start: str) -> None:
    message = error_of(with_(turns=turns))
    assert message.startswith(start) and "\n" not in message


def test_huge_integers_give_one_line_errors() -> None:
    big = "7" * 5000
    for text, start in (
            ('{"format": "thousand-dice-record", "version": ' + big + '}', "record: 'version'"),
            ('{"format": "thousand-dice-record", "version": 1, "rules": {"preset": "classic", '
             '"options": {"target": ' + big + '}}}', "record: option 'target'"),
            ('{"format": "thousand-dice-record", "version": 1, "rules": {"preset": "classic"}, '
             '"players": ["a", "b"], "first_player": -' + big + '}', "record: 'first_player'")):
        with pytest.raises(DiceRecordError) as info:
            loads(text)
        assert str(info.value).startswith(start) and len(str(info.value)) < 400


def test_to_record_writes_everything_and_round_trips() -> None:
    rules = DiceRules.preset("barrel_900", overtake_penalty=50)
    g = DiceGame(rules, 3, players=["A", "B", "C"], first_player=2, seed=99,
                 start_totals=[900, 100, 0], start_falls=[1, 0, 0])
    play(g, "throw 1 1 1 2 3", "keep 1 1 1")
    doc = to_record(g)
    assert doc["rules"] == {"preset": "barrel_900", "options": rules.options()}
    assert doc["start_entry"] == [50, 50, None] and doc["start_falls"] == [1, 0, 0]
    assert doc["seed"] == 99 and doc["first_player"] == 2
    assert doc["turns"] == [{"player": 2, "steps": ["throw 1 1 1 2 3", "keep 1 1 1"]}]
    again = replay(json.loads(json.dumps(doc)))
    assert again.output() == g.output() and again.pending == "choice" and again.s == 100
    assert replay_output(doc)["in_progress"] is True
    play(g, "stop")
    assert to_record(g)["turns"][-1]["player"] == 2  # the new turn has no step: left out
    assert replay_output(to_record(g))["in_progress"] is False
