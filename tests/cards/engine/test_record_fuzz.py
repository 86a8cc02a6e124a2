"""Damaged records never crash the replay: they replay or raise RecordError, nothing else."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.conftest import EXAMPLES as FOLDER
from thousand_app.cards.engine import RecordError, replay
from thousand_app.cards.engine.record import loads

EXAMPLES = [json.loads(p.read_text())
            for p in sorted(FOLDER.glob("*/game_0.json"))]
JUNK: list[Any] = [None, True, -1, 0, 3, 10**30, 1.5, "", "x", "AH", "0 play AH", [], {}, [1],
                   ["AH"], {"a": 1}]


def mutate(doc: Any, rng: random.Random) -> Any:
    doc = copy.deepcopy(doc)
    for _ in range(rng.randint(1, 3)):
        # Walk to a random container and change, delete or add something in it.
        node = doc
        path = []
        while isinstance(node, (dict, list)) and node and rng.random() < 0.8:
            key = rng.choice(list(node)) if isinstance(node, dict) else rng.randrange(len(node))
            path.append((node, key))
            node = node[key]
        if not path:
            return rng.choice(JUNK)
        parent, key = path[-1]
        r = rng.random()
        if r < 0.4:
            parent[key] = rng.choice(JUNK)
        elif r < 0.6 and isinstance(parent, list):
            del parent[key]
        elif r < 0.8 and isinstance(parent, dict):
            del parent[key]
        elif isinstance(parent, list) and parent:
            i, j = rng.randrange(len(parent)), rng.randrange(len(parent))
            parent[i], parent[j] = parent[j], parent[i]
        else:
            parent[key] = copy.deepcopy(rng.choice(JUNK))
    return doc


@settings(max_examples=300, deadline=None, derandomize=True)
@given(st.integers(0, len(EXAMPLES) - 1), st.integers(0, 2**32))
def test_mutated_records_replay_or_raise_record_error(which: int, seed: int) -> None:
    doc = mutate(EXAMPLES[which], random.Random(seed))
    try:
        replay(doc)
    except RecordError as e:
        assert str(e) and "\n" not in str(e)


@settings(max_examples=100, deadline=None, derandomize=True)
@given(st.binary(max_size=200))
def test_arbitrary_bytes(data: bytes) -> None:
    try:
        loads(data.decode("utf-8", errors="replace"))
    except RecordError:
        pass


def test_truncated_json() -> None:
    text = json.dumps(EXAMPLES[0])
    for cut in range(0, len(text), max(1, len(text) // 50)):
        try:
            loads(text[:cut])
        except RecordError:
            pass
