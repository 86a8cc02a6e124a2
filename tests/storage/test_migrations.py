"""Every schema version has a fixture file, and each loads to the game it holds."""

from __future__ import annotations

import doctest
import hashlib
import json
import shutil
import tempfile
from pathlib import Path

import pytest

from thousand_app.cards.engine import cards_of
from thousand_app.storage import Storage, StorageError
from thousand_app.storage import names
from thousand_app.storage import savefile
from thousand_app.storage import session
from thousand_app.cards.files import FILES
from thousand_app.storage.savefile import migrate
from thousand_app.kinds import CARDS, REGISTRY

#: The card game's save schema version.
SCHEMA_VERSION = CARDS.files.save_schema if CARDS.files else 0

MIGRATIONS = FILES.save_migrations

FIXTURES = Path(__file__).resolve().parent / "fixtures"
VERSIONS = range(1, SCHEMA_VERSION + 1)

#: The fixtures are written by hand (the games and what loading them gives were worked out
#: from rules.md, not produced by the app) and never regenerated: they stand for the files
#: people have on disk.  Their digests (line ends as LF) are pinned here, so a fixture that
#: changes fails this test; a new schema version adds its own files and digests.
FIXTURE_DIGESTS = {
    "save_v1.expected.json": "bc9e7bd38648d628a4ab2d0a5b706f3f51e7ca7cefbc92e3efc8e56054834080",
    "save_v1.json": "8ffd178c24b3c58b7d7a738202669493c3adff4af8567bd32d14f35226b687ef",
    "save_v2.expected.json": "a0e02726f8462d4fde6eb4471d089267fafb8aa7253fc810d3f9d13c3a2b805f",
    "save_v2.json": "9f562471896be92f41ff9a45c16ea5adeacd14c315fe7f962e2bfd9983705a2d",
    "save_v3_future.json": "df39deb72bb02509b50d467e5901ba90b23a4a7e6793438d846f97aaeb8863d2",
}


def test_fixtures_are_the_hand_written_files() -> None:
    """Only the pinned JSON files, unchanged (no generator script, nothing rewritten)."""
    assert sorted(p.name for p in FIXTURES.iterdir()) == sorted(FIXTURE_DIGESTS)
    for name, digest in FIXTURE_DIGESTS.items():
        data = (FIXTURES / name).read_bytes().replace(b"\r\n", b"\n")
        assert hashlib.sha256(data).hexdigest() == digest, f"{name} was changed"


def test_every_version_has_a_fixture_and_a_migration() -> None:
    for v in VERSIONS:
        assert (FIXTURES / f"save_v{v}.json").is_file(), f"no fixture for schema version {v}"
        assert (FIXTURES / f"save_v{v}.expected.json").is_file()
        if v < SCHEMA_VERSION:
            assert v in MIGRATIONS


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize("how", ["autosave", "named", "import"])
def test_fixture_loads_to_the_expected_game(tmp_path: Path, version: int, how: str) -> None:
    st = Storage(REGISTRY, base_dir=tmp_path)
    src = FIXTURES / f"save_v{version}.json"
    expected = json.loads((FIXTURES / f"save_v{version}.expected.json").read_text("utf-8"))
    if how == "autosave":
        st.data_dir.mkdir(parents=True, exist_ok=True)
        shutil.copy(src, st.autosave_path_of("cards"))
        saved = st.load_autosave()
        assert saved is not None
    elif how == "named":
        st.saves_dir.mkdir(parents=True, exist_ok=True)
        shutil.copy(src, st.saves_dir / "old game.json")
        [info] = st.list_saves()
        assert info.name == "old game" and info.totals == expected["output"]["totals"]
        saved = st.load("old game")
    else:
        saved = st.import_record(src)
    assert st.problems == []
    assert saved.schema_version == version
    game = saved.game
    assert game.output() == expected["output"]
    assert game.to_act == expected["to_act"]
    assert game.deal_state is not None
    assert [[str(c) for c in cards_of(h)] for h in game.deal_state.hands] == expected["hands"]
    assert [s.__dict__ for s in saved.seats] == expected["seats"]
    # an imported game gets an id of its own: it never counts in your statistics
    assert saved.game_id == ("imported-" if how == "import" else "") + expected["game_id"]
    assert src.read_bytes() == (FIXTURES / f"save_v{version}.json").read_bytes()


def test_a_migrated_save_is_written_back_in_the_current_version(tmp_path: Path) -> None:
    st = Storage(REGISTRY, base_dir=tmp_path)
    saved = st.import_record(FIXTURES / "save_v1.json")
    st.save_as("again", saved.game, saved.seats, saved.game_id)
    doc = json.loads(st.save_path("again").read_text("utf-8"))
    assert doc["schema_version"] == SCHEMA_VERSION and "players" not in doc
    again = st.load("again")
    assert again.game_id == saved.game_id and again.game.output() == saved.game.output()


def test_v1_game_id_is_stable_over_the_game() -> None:
    """Two v1 saves of one game, at different moments, migrate to the same id (stats once)."""
    doc = json.loads((FIXTURES / "save_v1.json").read_text("utf-8"))
    shorter = json.loads(json.dumps(doc))
    shorter["record"]["deals"] = shorter["record"]["deals"][:2]
    shorter["record"]["deals"][-1]["moves"] = shorter["record"]["deals"][-1]["moves"][:3]
    assert migrate(doc, REGISTRY)[0]["game_id"] == migrate(shorter, REGISTRY)[0]["game_id"]


def test_future_fixture_is_refused(tmp_path: Path) -> None:
    st = Storage(REGISTRY, base_dir=tmp_path)
    with pytest.raises(StorageError, match="newer version of Thousand.*9.0.0.*format 3"):
        st.import_record(FIXTURES / "save_v3_future.json")


@pytest.mark.parametrize("module", [names, savefile, session])
def test_docstring_examples(module: object, tmp_path: Path,
                            monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))    # examples write under tmp_path
    failed, _ = doctest.testmod(module, optionflags=doctest.ELLIPSIS)  # type: ignore[arg-type]
    assert failed == 0
