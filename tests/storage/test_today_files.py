"""Files written by the storage of 3 December 2026 still open (tests/storage/today_files,
made once by ``make.py`` there): the named saves and the autosaves of both games replay to
the same game, the statistics database gives the same figures, the settings the same values.
"""

from __future__ import annotations

import hashlib
import json
import shutil
from dataclasses import asdict
from pathlib import Path
from typing import Any

import pytest

from thousand_app.storage import Storage
from thousand_app.kinds import REGISTRY

TODAY = Path(__file__).resolve().parent / "today_files"
EXPECTED: dict[str, Any] = json.loads((TODAY / "expected.json").read_text("utf-8"))

#: The files as they were written: a change to any of them fails here (they are never made
#: again; a new format adds files of its own).
DIGESTS = {
    "config/settings.json": "a1cc28f70065c4d4b3f2587565015c8a95c82b4b33c1dda1f5258a03c2db24c2",
    "data/autosave.json": "19e0e9e51c793e07bb691f65a65346e49821d0f9ed54b83f733aed5f6dfecc4f",
    "data/dice-autosave.json": "349d4bcf7ef34953e66a4a6802a8d612f1717fc1d88932f05f6f77eb38bcdf5a",
    "data/saves/Card game.json": "8fa6a0acc72b1621df8088252e376288b7b9cd10233c16bab008323c9d263854",
    "data/saves/Dice game.json": "53d1cf423833b19ef06eb89a0635e0d8933ae1c7ddb69ab4e33e9f533917e028",
    "data/stats.sqlite3": "ee99d872830ec6e19019676466e5283b4dedb3f6739bdafc7c9a35abeff30be4",
    "expected.json": "455fc50106db5d640e7b38c86c6d5c4f5e608a4b428e7352ecf4c277e01c7927",
}


def test_the_files_are_the_ones_written_then() -> None:
    found = sorted(p.relative_to(TODAY).as_posix() for p in TODAY.rglob("*")
                   if p.is_file() and p.name != "make.py")
    assert found == sorted(DIGESTS)
    for name, digest in DIGESTS.items():
        data = (TODAY / name).read_bytes()
        if name.endswith(".json"):
            data = data.replace(b"\r\n", b"\n")
        assert hashlib.sha256(data).hexdigest() == digest, f"{name} was changed"


@pytest.fixture
def st(tmp_path: Path) -> Storage:
    """A storage on a copy of the files (reading may migrate or move a file)."""
    for part in ("config", "data"):
        shutil.copytree(TODAY / part, tmp_path / part)
    return Storage(REGISTRY, base_dir=tmp_path, log=False)


def same_game(saved: Any, want: dict[str, Any]) -> None:
    g = saved.game
    assert g.output() == want["output"]
    assert (list(g.players), list(g.totals), g.is_over, g.to_act) == (
        want["players"], want["totals"], want["is_over"], want["to_act"])
    assert saved.game_id == want["game_id"]
    assert [s.to_json() for s in saved.seats] == want["seats"]


def takebacks_of(saved: Any) -> list[Any]:
    return [saved.extras.allow_takebacks, saved.extras.takebacks]


def test_the_named_card_save(st: Storage) -> None:
    want = EXPECTED["card_save"]
    saved = st.load(want["name"])
    assert saved.kind == "cards"
    same_game(saved, want)
    assert takebacks_of(saved) == want["takebacks"]
    assert saved.extras.analyses == want["analyses"]
    assert st.take_problems() == []


def test_the_named_dice_save(st: Storage) -> None:
    want = EXPECTED["dice_save"]
    saved = st.load(want["name"])
    assert saved.kind == "dice"
    same_game(saved, want)
    assert takebacks_of(saved) == want["takebacks"]
    assert st.take_problems() == []


def test_both_saves_are_listed(st: Storage) -> None:
    infos = {i.name: i for i in st.list_saves()}
    assert sorted(infos) == ["Card game", "Dice game"]
    assert infos["Card game"].kind == "cards" and infos["Dice game"].kind == "dice"
    assert infos["Dice game"].players == EXPECTED["dice_save"]["players"]
    assert infos["Card game"].totals == EXPECTED["card_save"]["totals"]


def test_both_autosaves_continue(st: Storage) -> None:
    assert st.has_autosave("cards") and st.has_autosave("dice")
    card = st.load_autosave("cards")
    assert card is not None and card.kind == "cards"
    same_game(card, EXPECTED["card_autosave"])
    dice = st.load_autosave("dice")
    assert dice is not None and dice.kind == "dice"
    same_game(dice, EXPECTED["dice_autosave"])
    assert takebacks_of(dice) == EXPECTED["dice_autosave"]["takebacks"]
    assert st.take_problems() == []


def test_the_statistics_of_both_games(st: Storage) -> None:
    assert {n: asdict(p) for n, p in st.stats("cards").items()} == EXPECTED["stats"]
    assert {n: asdict(p) for n, p in st.stats("dice").items()} == EXPECTED["dice_stats"]
    assert st.game_count("cards", takebacks=True) == EXPECTED["takeback_games"] == 1
    for kind, key, added in (("cards", "history", {}),
                             # schema 5 marks dice games with moves taken back: the
                             # migrated games of schema 4 have none
                             ("dice", "dice_history", {"takebacks": False})):
        by_id = sorted(st.game_history(kind), key=lambda g: g["game_id"])
        assert by_id == sorted(({**g, **added} for g in EXPECTED[key]),
                               key=lambda g: g["game_id"])
    assert st.game_count("dice", takebacks=True) == 0
    assert st.take_problems() == []


def test_the_statistics_take_new_games_after_the_old_ones(st: Storage) -> None:
    from .dice_games import finished_dice_game
    from thousand_app.storage import SeatConfig

    before = st.stats("dice")["Anna"].games_played
    game = finished_dice_game(seed=9, n=2)
    assert st.update_stats("dice-new", game, [SeatConfig("Anna"), SeatConfig("Zoya")])
    assert st.stats("dice")["Anna"].games_played == before + 1
    assert st.stats("cards").keys() == EXPECTED["stats"].keys()


def test_the_settings(st: Storage) -> None:
    settings = st.load_settings()
    for key, value in EXPECTED["settings"].items():
        assert getattr(settings, key) == value, key
    assert st.take_problems() == []
