"""The seams a third game met in the common layers, each fixed there for any game: a game
registered after the app's own (both registries), statistics tables for a game the schema's
steps do not know, a snapshot that copies as far back as the game's own undo reaches."""

from __future__ import annotations

import dataclasses
import random
import sqlite3
from typing import Iterator

import pytest

from thousand_app.games.registry import Registry
from thousand_app.kinds import REGISTRY
from thousand_app.storage.statsdb import DB_SCHEMA, described_tables, expected_tables

from .pig.engine import HOLD, ROLL, PigGame, PigRules, to_record
from .pig.kind import FILES, KIND


def test_a_game_joins_and_leaves_a_registry() -> None:
    reg = Registry([REGISTRY.get("cards")])
    reg.add(KIND)
    assert reg.names == ("cards", "pig") and reg.by_format("pig-record") is KIND
    with pytest.raises(ValueError):
        reg.add(KIND)
    reg.remove("pig")
    assert reg.names == ("cards",) and reg.by_format("pig-record") is None


def test_a_game_s_ui_joins_and_leaves_the_ui_registry() -> None:
    from thousand_app.ui.common.game_ui import UIRegistry

    from .pig.ui import UI

    reg = UIRegistry(Registry([KIND]))
    reg.add(UI)
    assert reg.names == ("pig",) and reg.get("pig") is UI and list(reg) == [UI]
    with pytest.raises(ValueError):
        reg.add(UI)
    reg.remove("pig")
    assert len(reg) == 0


@pytest.mark.parametrize("name", ["cards", "dice"])
def test_a_description_makes_the_tables_the_schema_steps_made(name: str) -> None:
    """The tables made from a game's description have the columns the schema's steps gave
    the two games (so a third game's tables are made the same way)."""
    files = REGISTRY.get(name).files
    assert files is not None
    t = files.stats
    db = sqlite3.connect(":memory:")
    try:
        for statement in described_tables(t).split(";"):
            db.execute(statement)
        made = {r[0]: {c[1] for c in db.execute(f'PRAGMA table_info("{r[0]}")')}
                for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    finally:
        db.close()
    steps = expected_tables(DB_SCHEMA)
    for table in (t.games_table, t.players_table, t.totals_table):
        assert made[table] == steps[table], table


@pytest.fixture
def deep_undo() -> Iterator[None]:
    """Pig registered with an undo that reaches further back than the app's games'."""
    deep = dataclasses.replace(KIND, files=dataclasses.replace(FILES, undo_depth=5000))
    REGISTRY.add(deep)
    yield
    REGISTRY.remove(deep.name)


@pytest.mark.usefixtures("deep_undo")
def test_a_snapshot_copies_what_the_game_s_own_undo_may_still_change() -> None:
    from thousand_app.storage.snapshot import Snapshotter

    game = PigGame(PigRules(target=10 ** 6), 2, seed=1)
    game.undo_depth = 5000
    rng = random.Random(1)

    def move() -> None:
        if game.chance_pending:
            game.apply(game.sample_chance(rng))
        else:
            game.apply(HOLD if game.observation(0).turn_points >= 6 else ROLL)

    while len(game.turns) < 400:
        move()
    snaps = Snapshotter(REGISTRY.get(KIND.name))   # (the deep undo the fixture registered)
    snap = snaps.take(game)
    expected = to_record(game)
    for _ in range(1200):       # back over some 300 turns, then on again another way
        assert game.undo()
    rng = random.Random(2)
    while len(game.turns) < 400:
        move()
    import json
    assert json.loads(snap.record_text()) == expected
