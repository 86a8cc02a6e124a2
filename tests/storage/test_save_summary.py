"""The saved-games list from the summary kept at the head of each named save (issue 35,
point 12): no game is replayed to list the saves; saves of older versions (no summary) and
a summary that is not valid are listed from the whole file, as before."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from thousand_app.storage import Storage
from thousand_app.storage import savefile
from thousand_app.kinds import REGISTRY

from .dice_games import dice_game, finished_dice_game
from .helpers import finished_game, random_game, seats_for


def games() -> list[Any]:
    return [random_game(40, seed=1), random_game(200, seed=2, n=4), finished_game(),
            dice_game(30, seed=5), finished_dice_game(seed=3)]


def fill(st: Storage) -> list[Any]:
    made = []
    for k, game in enumerate(games()):
        made.append(st.save_as(f"save {k} «ё»", game, seats_for(game), f"g{k}"))
    return made


def replays(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Count the replays of saved games (every game's)."""
    count: list[int] = []
    real = savefile.replay_checked

    def counting(record: Any, kind: Any) -> Any:
        count.append(1)
        return real(record, kind)
    monkeypatch.setattr(savefile, "replay_checked", counting)
    return count


def test_the_list_comes_from_the_summaries_without_a_replay(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    st = Storage(REGISTRY, base_dir=tmp_path)
    made = fill(st)
    st.close()
    count = replays(monkeypatch)
    listed = Storage(REGISTRY, base_dir=tmp_path).list_saves()
    assert count == []
    assert sorted(listed, key=lambda i: i.name) == sorted(made, key=lambda i: i.name)


def test_a_save_without_a_summary_is_listed_from_the_whole_file(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    st = Storage(REGISTRY, base_dir=tmp_path)
    made = fill(st)
    for info in made:             # as an older version wrote them
        doc = json.loads(info.path.read_bytes())
        del doc["summary"]
        info.path.write_bytes(savefile.dump_doc(doc))
    count = replays(monkeypatch)
    listed = Storage(REGISTRY, base_dir=tmp_path).list_saves()
    assert len(count) == len(made)
    assert sorted(listed, key=lambda i: i.name) == sorted(made, key=lambda i: i.name)


@pytest.mark.parametrize("bad", [{"players": "x"}, {"totals": [1]}, {"winner": 9},
                                 {"in_progress": 1}, {"players": ["A" * 33, "B", "C"]},
                                 {"preset": ""}])
def test_a_summary_that_is_not_valid_is_not_used(tmp_path: Path, bad: dict[str, Any]) -> None:
    st = Storage(REGISTRY, base_dir=tmp_path)
    game = random_game(40, seed=1)
    info = st.save_as("one", game, seats_for(game), "g1")
    doc = json.loads(info.path.read_bytes())
    doc["summary"].update(bad)
    info.path.write_bytes(savefile.dump_doc(doc))
    head = info.path.read_bytes()[:savefile.HEAD_BYTES]
    assert savefile.info_from_head("one", info.path, head, REGISTRY) is None
    assert Storage(REGISTRY, base_dir=tmp_path).list_saves() == [info]


def test_a_damaged_record_behind_a_good_summary_is_found_at_loading(tmp_path: Path) -> None:
    st = Storage(REGISTRY, base_dir=tmp_path)
    game = random_game(40, seed=1)
    info = st.save_as("one", game, seats_for(game), "g1")
    doc = json.loads(info.path.read_bytes())
    doc["record"]["deals"][0]["moves"].insert(0, "0 bid 95")   # not a legal move
    info.path.write_bytes(savefile.dump_doc(doc))
    again = Storage(REGISTRY, base_dir=tmp_path)
    assert [i.name for i in again.list_saves()] == ["one"]
    with pytest.raises(Exception) as e:
        again.load("one")
    assert "could not be read" in str(e.value)
    assert again.list_saves() == []                   # (set aside when loaded)


def test_a_save_cut_short_is_set_aside_when_listed(tmp_path: Path) -> None:
    st = Storage(REGISTRY, base_dir=tmp_path)
    game = random_game(1500, seed=1)
    info = st.save_as("one", game, seats_for(game), "g1")
    data = info.path.read_bytes()
    assert len(data) > savefile.HEAD_BYTES
    info.path.write_bytes(data[:-40])
    again = Storage(REGISTRY, base_dir=tmp_path)
    assert again.list_saves() == []
    [problem] = again.take_problems()
    assert problem.kind == "save_damaged" and problem.moved_to
