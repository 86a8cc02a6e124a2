"""Mangled dice records never crash the reader: they replay or give a one-line DiceRecordError."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from thousand_app.dice.engine.errors import DiceRecordError
from thousand_app.dice.engine.record import parse_json, replay_output

RECORDS = Path(__file__).resolve().parent / "records"
DOCS = [json.loads(p.read_text()) for p in sorted(RECORDS.glob("v*.json"))
        if not p.name.endswith(".expected.json")]

JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-10 ** 6, 10 ** 6) | st.floats(allow_nan=False)
    | st.text(max_size=12) | st.sampled_from(["throw 1 1 1 2 3", "keep 1", "stop", "on", "off",
                                               "classic", "exact", 555, 850, 1000]),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner,
                                                                max_size=4),
    max_leaves=12)


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(value, dict):
        for k, v in value.items():
            out.extend(_paths(v, prefix + (k,)))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out.extend(_paths(v, prefix + (i,)))
    return out


@settings(max_examples=100, deadline=None)
@given(index=st.integers(0, len(DOCS) - 1), which=st.integers(0, 10 ** 6),
       new=JSON_VALUES, delete=st.booleans())
def test_mangled_records(index: int, which: int, new: Any, delete: bool) -> None:
    doc = copy.deepcopy(DOCS[index])
    paths = _paths(doc)[1:]
    path = paths[which % len(paths)]
    parent = doc
    for key in path[:-1]:
        parent = parent[key]
    if delete and isinstance(parent, dict):
        del parent[path[-1]]
    else:
        parent[path[-1]] = new
    try:
        out = replay_output(parse_json(json.dumps(doc)))
    except DiceRecordError as e:
        text = str(e)
        assert "\n" not in text and text.startswith(("record: ", "turn "))
    else:
        assert isinstance(out["turns"], list)


@settings(max_examples=40, deadline=None)
@given(text=st.text(max_size=60))
def test_arbitrary_text(text: str) -> None:
    try:
        replay_output(parse_json(text))
    except DiceRecordError as e:
        assert str(e).startswith(("record: ", "turn "))
