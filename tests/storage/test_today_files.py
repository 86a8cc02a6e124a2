"""Files written by the storage of 3 December 2026 still open (tests/storage/fixtures/today,
made by ``make_today.py`` there): the named saves and the autosaves of both games replay to
the same game, the statistics database gives the same figures, the settings the same values.
"""

from __future__ import annotations

import json
import shutil
from dataclasses import asdict
from pathlib import Path
from typing import Any

import pytest

from thousand_app.storage import Storage

TODAY = Path(__file__).resolve().parent / "fixtures" / "today"
EXPECTED: dict[str, Any] = json.loads((TODAY / "expected.json").read_text("utf-8"))


@pytest.fixture
def st(tmp_path: Path) -> Storage:
    """A storage on a copy of the files (reading may migrate or move a file)."""
    for part in ("config", "data"):
        shutil.copytree(TODAY / part, tmp_path / part)
    return Storage(base_dir=tmp_path, log=False)


def same_game(saved: Any, want: dict[str, Any]) -> None:
    g = saved.game
    assert g.output() == want["output"]
    assert (list(g.players), list(g.totals), g.is_over, g.to_act) == (
        want["players"], want["totals"], want["is_over"], want["to_act"])
    assert saved.game_id == want["game_id"]
    assert [s.to_json() for s in saved.seats] == want["seats"]


def takebacks_of(saved: Any) -> list[Any]:
    extras = getattr(saved, "extras", None)
    if extras is not None:
        return [extras.allow_takebacks, extras.takebacks]
    return [saved.allow_takebacks, saved.takebacks]


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
    assert {n: asdict(p) for n, p in st.stats().items()} == EXPECTED["stats"]
    assert {n: asdict(p) for n, p in st.dice_stats().items()} == EXPECTED["dice_stats"]
    assert st.game_count(takebacks=True) == EXPECTED["takeback_games"] == 1
    by_id = sorted(st.game_history(), key=lambda g: g["game_id"])
    assert by_id == sorted(EXPECTED["history"], key=lambda g: g["game_id"])
    assert st.take_problems() == []


def test_the_statistics_take_new_games_after_the_old_ones(st: Storage) -> None:
    from .dice_games import finished_dice_game
    from thousand_app.storage import SeatConfig

    before = st.dice_stats()["Anna"].games_played
    game = finished_dice_game(seed=9, n=2)
    assert st.update_dice_stats("dice-new", game, [SeatConfig("Anna"), SeatConfig("Zoya")])
    assert st.dice_stats()["Anna"].games_played == before + 1
    assert st.stats().keys() == EXPECTED["stats"].keys()


def test_the_settings(st: Storage) -> None:
    settings = st.load_settings()
    for key, value in EXPECTED["settings"].items():
        assert getattr(settings, key) == value, key
    assert st.take_problems() == []
