"""Fuzzed files: random truncation and byte flips of valid saves, settings and statistics.

The loaders never raise; a file that does not load is moved aside and
reported by path; a good file elsewhere still loads.
"""

from __future__ import annotations

import itertools
import json
import shutil
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st_

from thousand_app.storage import Settings, Storage
from thousand_app.storage.stats import dump_stats
from thousand_app.kinds import REGISTRY

from .helpers import players_of, random_game, same_game, seats_for

pytestmark = pytest.mark.slow

GAME = random_game(260, seed=31)
SEATS = seats_for(GAME, computers=(2,))
VALID: dict[str, bytes] = {}
_counter = itertools.count()


@pytest.fixture(autouse=True)
def _files(tmp_path: Path) -> None:
    """Make the valid files once; every example then works in its own folder under tmp_path."""
    global _base
    _base = tmp_path
    if not VALID:
        st = Storage(REGISTRY, base_dir=tmp_path / "valid", log=False)
        st.autosave(GAME, SEATS, "fuzz")
        st.save_settings(Settings(language="ru", new_game={"players": 3}, window={"w": 1}))
        st.stats_path.write_bytes(dump_stats({"fuzz": {
            "updated_at": "2026-01-01T00:00:00+00:00",
            "seats": players_of(GAME, SEATS)}}))
        VALID.update(save=st.autosave_path_of("cards").read_bytes(),
                     settings=st.settings_path.read_bytes(),
                     stats=st.stats_path.read_bytes())


_base = Path()

damage = st_.one_of(
    st_.tuples(st_.just("cut"), st_.floats(0, 1), st_.just(0)),
    st_.tuples(st_.just("flip"), st_.floats(0, 1), st_.integers(1, 255)),
    st_.tuples(st_.just("set"), st_.floats(0, 1), st_.sampled_from(b'{}[]",:0-9 \x00\xff')),
    st_.tuples(st_.just("drop"), st_.floats(0, 1), st_.integers(1, 64)),
)


def damaged(data: bytes, edits: list[tuple[str, float, int]]) -> bytes:
    buf = bytearray(data)
    for kind, where, value in edits:
        if not buf:
            break
        i = min(int(where * len(buf)), len(buf) - 1)
        if kind == "cut":
            del buf[i:]
        elif kind == "flip":
            buf[i] ^= value
        elif kind == "set":
            buf[i] = value
        else:
            del buf[i:i + value]
    return bytes(buf)


FUZZ = settings(max_examples=120, deadline=None, derandomize=True, database=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture,
                                       HealthCheck.too_slow])


def fresh() -> tuple[Storage, Path]:
    base = _base / f"example-{next(_counter)}"
    return Storage(REGISTRY, base_dir=base, log=False), base


@contextmanager
def damaged_file(kind: str, edits: list[tuple[str, float, int]]) -> Iterator[Storage]:
    """A fresh storage folder whose ``kind`` file (save/settings/stats) is the damaged copy."""
    st, base = fresh()
    path = {"save": st.autosave_path_of("cards"), "settings": st.settings_path, "stats": st.stats_path}[kind]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(damaged(VALID[kind], edits))
    try:
        yield st
    finally:
        shutil.rmtree(base)


def check_outcome(st: Storage, path: Path, loaded: bool) -> None:
    problems = st.take_problems()
    if loaded:
        return
    assert problems, "a file that did not load must be reported"
    assert any(str(path) in str(p) and p.path == path for p in problems)
    assert not any("Traceback" in str(p) for p in problems)
    assert list(path.parent.glob(f"{path.name}.corrupt-*")), "moved aside, not deleted"


EDITS = st_.lists(damage, min_size=1, max_size=4)


@FUZZ
@given(EDITS)
def test_fuzzed_autosave_and_named_save(edits: list[tuple[str, float, int]]) -> None:
    with damaged_file("save", edits) as st:
        bad = st.autosave_path_of("cards").read_bytes()
        saved = st.load_autosave()
        check_outcome(st, st.autosave_path_of("cards"), saved is not None)
        if saved is not None:      # a harmless change (a name, spacing): a game all the same
            assert saved.game.deal_state is not None or saved.game.needs_deal
        # the same damage as a named save, next to a good one
        st.save_as("good", GAME, SEATS, "g")
        (st.saves_dir / "bad.json").write_bytes(bad)
        names = [i.name for i in st.list_saves()]
        assert "good" in names
        check_outcome(st, st.saves_dir / "bad.json", "bad" in names)
        assert same_game(st.load("good").game, GAME)


@FUZZ
@given(EDITS)
def test_fuzzed_settings(edits: list[tuple[str, float, int]]) -> None:
    with damaged_file("settings", edits) as st:
        s = st.load_settings()
        assert isinstance(s, Settings)
        assert isinstance(s.language, str) and isinstance(s.sound, bool)
        assert isinstance(s.new_game, dict) and isinstance(s.ai_pace_ms, int)
        problems = st.take_problems()
        if problems:
            assert any(str(st.settings_path) in str(p) for p in problems)
            assert list(st.config_dir.glob("settings.json.corrupt-*"))
        # whatever happened, the settings can be saved and read back quietly now
        assert st.save_settings(s)
        assert st.load_settings() == s and st.problems == []


@FUZZ
@given(EDITS)
def test_fuzzed_stats(edits: list[tuple[str, float, int]]) -> None:
    with damaged_file("stats", edits) as st:
        assert isinstance(st.stats("cards"), dict)
        check_outcome(st, st.stats_path, not list(st.data_dir.glob("stats.json.corrupt-*")))
        assert st.update_stats("fuzz", GAME, SEATS)
        assert st.stats("cards")["Anna"].games_played >= 1   # (a flip may have made another valid id)


def test_every_prefix_of_a_save_is_handled() -> None:
    """Truncation at every 97th byte (a kill mid-write without atomic replace would leave these)."""
    st, base = fresh()
    try:
        data = VALID["save"]
        st.data_dir.mkdir(parents=True, exist_ok=True)
        for cut in range(0, len(data), 97):
            st.autosave_path_of("cards").write_bytes(data[:cut])
            assert st.load_autosave() is None
            [problem] = st.take_problems()
            assert str(st.autosave_path_of("cards")) in str(problem) and problem.kind == "autosave_damaged"
        moved = list(st.data_dir.glob("autosave.json.corrupt-*"))
        assert len(moved) == len(range(0, len(data), 97))
    finally:
        shutil.rmtree(base)


def test_valid_files_are_what_they_seem() -> None:
    assert json.loads(VALID["save"])["format"] == "thousand-save"
    assert json.loads(VALID["settings"])["language"] == "ru"
    assert json.loads(VALID["stats"])["format"] == "thousand-stats"
