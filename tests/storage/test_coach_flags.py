"""The moves the coach warned about are kept with the game (issue 37): the save's optional
``"coach_flags"`` key, written by every save of either game (the autosave, a named save) and
read back by loading, continuing and importing; a save without it (an older one) loads as
before, and a damaged one loads without the flags, said to the user."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as hs

from thousand_app.games.coach import Advice, Flag, Why
from thousand_app.storage import GameExtras, GameRecorder, SeatConfig, Storage
from thousand_app.kinds import REGISTRY
from thousand_app.storage.savefile import kind_of
from thousand_app.storage.savefile import (coach_flags_of, dump_doc, make_save_doc,
                                           read_save_bytes)

from .dice_games import dice_game
from .helpers import random_game

CARD_ADVICE = Advice(True, "1 bid 105", "1 pass", 90.5, "points",
                     (Why("points", {"points": 91}),
                      Why("bid_fails", {"bid": 105, "fails": 10, "of": 10})))
DICE_ADVICE = Advice(True, "stop", "roll", 0.0412, "chance",
                     (Why("chance", {"taken": 40.1, "best": 44.2}),
                      Why("stops_early", {"bust_chance": 2.8})))


def seats(n: int) -> list[SeatConfig]:
    return [SeatConfig("Anna")] + [SeatConfig(f"P{i}", "computer", "normal")
                                   for i in range(1, n)]


def card_game() -> Any:
    return random_game(40, seed=3)


def flags_of(game: Any, advice: Advice) -> list[dict[str, Any]]:
    entries = len(game.deals) if hasattr(game, "deals") else len(game.turns)
    return [Flag(0, 1, 0, advice, True).to_json(),
            Flag(entries - 1, 0, 0, advice, True).to_json()]


@pytest.mark.parametrize("kind", ["cards", "dice"])
def test_flags_are_kept_by_the_autosave_and_a_named_save(st: Storage, kind: str) -> None:
    game = card_game() if kind == "cards" else dice_game(30, seed=2, n=2)
    advice = CARD_ADVICE if kind == "cards" else DICE_ADVICE
    flags = flags_of(game, advice)
    extras = GameExtras(coach_flags=flags)
    rec = GameRecorder(st, game, seats(game.n), extras=extras)
    assert rec.changed()
    back = st.load_autosave(kind)
    assert back is not None and back.extras.coach_flags == flags
    assert [Flag.from_json(f).advice for f in back.extras.coach_flags] == [
        Advice(**{**advice.__dict__, "best_action": None})] * 2
    st.save_as("flagged", game, seats(game.n), rec.game_id, extras)
    named = st.load("flagged")
    assert named.extras.coach_flags == flags
    assert st.take_problems() == []
    # (a document's own key, beside the others)
    doc = json.loads(st.save_path("flagged").read_text("utf-8"))
    assert doc["coach_flags"] == flags


def test_an_older_save_without_flags_loads_as_before(st: Storage) -> None:
    game = card_game()
    doc = make_save_doc(kind_of(game, REGISTRY), game, seats(3), "g1")
    assert "coach_flags" not in doc       # (nothing flagged: no key written)
    saved = read_save_bytes(dump_doc(doc), REGISTRY)
    assert saved.extras.coach_flags == [] and saved.coach_flags_dropped == ""
    # the files an older version wrote (tests/storage/today_files) load: test_today_files


@pytest.mark.parametrize("value,said", [
    ("lots", "'coach_flags' is not a list"),
    ([{"deal": 0}], "flag 0: 'advice': an advice must be an object"),
    ([7, None], "flag 0: a flag must be an object; flag 1: a flag must be an object"),
    ([{**Flag(0, 0, 0, CARD_ADVICE, True).to_json(), "deal": 999}],
     "flag 0: 'deal' 999 is not in the game"),
    ([{**Flag(0, 0, 0, CARD_ADVICE, True).to_json(), "seat": 3}],
     "flag 0: 'seat' 3 is no seat of the game"),
    ([{**Flag(0, 0, 0, CARD_ADVICE, True).to_json(), "move": -1}],
     "flag 0: 'move' must be a whole number from 0"),
    ([{"deal": 0, "move": 0, "seat": 0, "played": True,
       "advice": {**CARD_ADVICE.to_json(), "unit": "dollars"}}],
     "flag 0: 'advice': 'unit' must be one of points, chance"),
    ([{"deal": 0, "move": 0, "seat": 0, "played": True,
       "advice": {**CARD_ADVICE.to_json(), "reasons": [{"code": "x", "params": {"a": [1]}}]}}],
     "flag 0: 'advice': a reason's 'params' must be an object of numbers and short texts"),
])
def test_a_damaged_flags_field_is_said_and_the_game_loads(st: Storage, value: Any,
                                                          said: str) -> None:
    game = card_game()
    good = Flag(0, 2, 0, CARD_ADVICE, True).to_json()
    doc = make_save_doc(kind_of(game, REGISTRY), game, seats(3), "g1", extras=GameExtras(allow_takebacks=True))
    doc["coach_flags"] = value if not isinstance(value, list) else [*value, good]
    path = st.autosave_path_of("cards")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(dump_doc(doc))
    back = st.load_autosave("cards")
    assert back is not None                              # the game loads
    assert back.game.output() == game.output() and back.extras.allow_takebacks
    assert back.extras.coach_flags == ([] if not isinstance(value, list) else [good])
    problems = st.take_problems()
    assert [p.kind for p in problems] == ["coach_flags_dropped"]
    assert problems[0].detail == said and problems[0].path == path
    assert str(problems[0]).startswith(f"The coach's flags kept in {path} are damaged")
    assert path.exists()                                 # (the file is not set aside)
    st.load_autosave("cards")
    assert st.take_problems() == []                      # said once for that file


def test_a_damaged_flag_in_a_named_save_and_an_import_is_said(st: Storage,
                                                              tmp_path: Path) -> None:
    game = dice_game(30, seed=2, n=2)
    doc = make_save_doc(kind_of(game, REGISTRY), game, seats(2), "g2", name="x")
    doc["coach_flags"] = [{"deal": "zero"}]
    st.saves_dir.mkdir(parents=True, exist_ok=True)
    st.save_path("x").write_bytes(dump_doc(doc))
    assert st.load("x").extras.coach_flags == []
    assert [p.kind for p in st.take_problems()] == ["coach_flags_dropped"]
    sent = tmp_path / "sent.json"
    sent.write_bytes(dump_doc(doc))
    assert st.import_record(sent).extras.coach_flags == []
    assert [p.kind for p in st.take_problems()] == ["coach_flags_dropped"]


def test_the_flags_are_kept_within_a_bound() -> None:
    from thousand_app.storage import savefile

    good = Flag(0, 0, 0, CARD_ADVICE, True).to_json()
    dropped: list[str] = []
    kept = coach_flags_of([good] * (savefile.MAX_COACH_FLAGS + 5), 1, 3, dropped)
    assert len(kept) == savefile.MAX_COACH_FLAGS
    assert dropped == [f"more than {savefile.MAX_COACH_FLAGS}"]


_json = hs.recursive(hs.none() | hs.booleans() | hs.integers() | hs.floats(allow_nan=False)
                     | hs.text(max_size=5),
                     lambda inner: hs.lists(inner, max_size=3)
                     | hs.dictionaries(hs.text(max_size=8), inner, max_size=4), max_leaves=12)
_flagish = hs.fixed_dictionaries(
    {}, optional={"deal": _json | hs.integers(-2, 3), "move": _json | hs.integers(-2, 9),
                  "seat": _json | hs.integers(-1, 3), "played": _json,
                  "advice": _json | hs.just(CARD_ADVICE.to_json())})


@settings(max_examples=300, deadline=None)
@given(hs.lists(_flagish | _json, max_size=5) | _json)
def test_any_flags_value_loads_or_is_left_out(value: Any) -> None:
    """Whatever the key holds, reading it never raises: what is kept reads back as a flag
    of the game, and what is not is said."""
    dropped: list[str] = []
    kept = coach_flags_of(value, 2, 3, dropped)
    for doc in kept:
        flag = Flag.from_json(doc)
        assert flag.deal < 2 and flag.seat < 3 and Flag.from_json(flag.to_json()) == flag
    n = len(value) if isinstance(value, list) else 0 if value is None else 1
    assert bool(dropped) == (len(kept) < n)
