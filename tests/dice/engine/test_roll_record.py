"""The choice to throw again is the record's ``roll`` step (version 2): a record replayed
gives the same state and the same decisions at any point of a game, also right after a roll
(issue 33, point 3); a record of version 1 (the throw after a keep was the choice) still
replays."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from thousand_app.dice.engine import (ROLL, STOP, DiceGame, DiceRules, Keep, Throw, draw_throw,
                                      parse_step)
from thousand_app.dice.engine.errors import DiceRecordError
from thousand_app.dice.engine.record import VERSION, replay, to_record


def _state(game: DiceGame) -> Any:
    """What a replay must give back: the position, the decisions and what is legal now."""
    return (game.pending, game.turn_index, game.to_act, game.totals, game.d, game.s,
            game.last_throw, [(p, list(steps)) for p, steps in game.turns],
            game.legal_actions(), game.winner)


def _play(seed: int, steps: int, roll_chance: float) -> DiceGame:
    """Random legal play; at a choice: a stop, the decision to roll (chance's throw comes as
    the next step) or, now and then, the throw straight away (the local table's way)."""
    rng = random.Random(seed)
    game = DiceGame(DiceRules(), 3, players=["Anna", "Boris", "Vera"], first_player=seed % 3)
    for _ in range(steps):
        if game.is_over:
            break
        if game.pending == "keep":
            game.apply(rng.choice([a for a in game.legal_actions() if isinstance(a, Keep)]))
        elif game.pending == "choice" and rng.random() < 0.4:
            game.apply(STOP)
        elif game.pending == "choice" and rng.random() < roll_chance:
            game.apply(ROLL)
        else:
            game.apply(draw_throw(rng, game.d))
    return game


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 160),
       roll_chance=st.sampled_from([0.0, 0.7, 1.0]))
def test_a_record_replays_to_the_same_state_and_decisions(seed: int, steps: int,
                                                         roll_chance: float) -> None:
    game = _play(seed, steps, roll_chance)
    doc = json.loads(json.dumps(to_record(game)))
    assert doc["version"] == VERSION == 2
    again = replay(doc)
    assert _state(again) == _state(game)
    assert to_record(again) == doc
    # every choice is written as the seat made it: at a choice the step is a stop or a roll
    walk = DiceGame(DiceRules(), 3, players=["Anna", "Boris", "Vera"], first_player=seed % 3)
    for turn in doc["turns"]:
        for step in turn["steps"]:
            if walk.pending == "choice":
                assert step in ("stop", "roll"), turn["steps"]
            walk.apply(parse_step(step))


def test_a_game_saved_right_after_the_roll_resumes_with_the_throw_due() -> None:
    """The decision made, chance not thrown yet: the record keeps the decision (version 1
    could not: its replay offered the stop again)."""
    game = DiceGame(DiceRules(), 2, players=["Anna", "Boris"])
    for a in (Throw((1, 1, 1, 5, 3)), Keep((1, 1, 1, 5)), STOP, Throw((2, 3, 4, 6, 6)),
              Throw((1, 1, 3, 4, 6)), Keep((1, 1))):
        game.apply(a)
    assert game.pending == "choice"
    game.apply(ROLL)
    doc = to_record(game)
    assert doc["turns"][-1]["steps"][-1] == "roll"
    again = replay(json.loads(json.dumps(doc)))
    assert again.pending == "throw" and _state(again) == _state(game)
    assert STOP not in again.legal_actions()


def test_a_record_of_version_1_still_replays_its_throws_after_a_keep_as_rolled() -> None:
    old = {"format": "thousand-dice-record", "version": 1,
           "rules": {"preset": "classic", "options": {}}, "players": ["Anna", "Boris"],
           "turns": [{"player": 0, "steps": ["throw 1 1 1 5 3", "keep 1 1 1 5", "stop"]},
                     {"player": 1, "steps": ["throw 2 3 4 6 6"]},
                     {"player": 0, "steps": ["throw 1 5 3 3 4", "keep 1 5", "throw 5 5 2",
                                             "keep 5 5", "stop"]}]}
    game = replay(old)
    assert game.totals[0] == 105 + 25
    assert to_record(game)["turns"][2]["steps"] == ["throw 1 3 3 4 5", "keep 1 5", "roll",
                                                    "throw 2 5 5", "keep 5 5", "stop"]
    assert replay(to_record(game)).output() == game.output()

def test_a_roll_in_a_record_of_version_1_is_an_error() -> None:
    old = {"format": "thousand-dice-record", "version": 1,
           "rules": {"preset": "classic", "options": {}}, "players": ["Anna", "Boris"],
           "turns": [{"player": 0, "steps": ["throw 1 1 1 5 3", "keep 1 1 1 5", "roll"]}]}
    with pytest.raises(DiceRecordError, match=r'^turn 0, step 2 \("roll"\): .*version 2'):
        replay(old)
    assert replay({**old, "version": 2}).pending == "throw"


def test_a_roll_where_no_choice_is_due_is_an_illegal_step() -> None:
    doc = {"format": "thousand-dice-record", "version": 2,
           "rules": {"preset": "classic", "options": {}}, "players": ["Anna", "Boris"],
           "turns": [{"player": 0, "steps": ["roll"]}]}
    with pytest.raises(DiceRecordError, match=r'^turn 0, step 0 \("roll"\): '):
        replay(doc)
