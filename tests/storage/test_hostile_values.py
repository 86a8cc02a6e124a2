"""Hostile values in files the app reads (issue 27: points 9 to 12): each is refused or set
aside with a word, never an internal error, never silently accepted, never costing more than
itself."""

from __future__ import annotations

import json
import os
import sqlite3
from pathlib import Path

import pytest

from thousand_app.dice.engine.record import to_record as dice_to_record
from thousand_app.replay_cli import main as replay_main
from thousand_app.storage import Storage
from thousand_app.storage.settings import SETTINGS_SCHEMA
from thousand_app.kinds import REGISTRY

from .dice_games import dice_game
from .helpers import random_game, seats_for


def stats_json(st: Storage, count: object, version: int = 1) -> None:
    st.data_dir.mkdir(parents=True, exist_ok=True)
    text = json.dumps({"format": "thousand-stats", "schema_version": version, "games": {
        "g": {"updated_at": "", "seats": [{"name": "Anna", "games_played": 1}]}}})
    st.stats_path.write_text(text.replace('"games_played": 1', f'"games_played": {count}'))


@pytest.mark.parametrize("count", ["1" + "0" * 400, "-1", "1.5", "NaN", "1" + "0" * 5000])
def test_a_huge_or_bad_count_in_the_old_stats_json_sets_it_aside_once(st: Storage,
                                                                      count: str) -> None:
    stats_json(st, count)
    assert st.stats("cards") == {}
    [problem] = st.take_problems()
    assert problem.kind == "stats_damaged" and problem.moved_to and not st.stats_path.exists()
    st.close()
    again = Storage(REGISTRY, base_dir=st.data_dir.parent)
    assert again.stats("cards") == {} and again.take_problems() == []


def test_an_old_stats_json_of_a_newer_version_is_left_alone_and_said(st: Storage) -> None:
    stats_json(st, 1, version=2)
    before = st.stats_path.read_bytes()
    assert st.stats("cards") == {}                     # not read as version 1
    [problem] = st.take_problems()
    assert problem.kind == "import_newer" and "statistics format 2" in str(problem)
    assert st.stats_path.read_bytes() == before


def settings_file(st: Storage, **keys: object) -> None:
    st.config_dir.mkdir(parents=True, exist_ok=True)
    doc = {"format": "thousand-settings", "schema_version": 1, "language": "ru", "sound": False}
    doc.update(keys)
    st.settings_path.write_text(json.dumps(doc))


def test_a_401_digit_animation_speed_resets_that_key_only(st: Storage) -> None:
    settings_file(st, animation_speed=10 ** 400)
    s = st.load_settings()
    assert s.language == "ru" and s.sound is False and s.animation_speed == 1.0
    [problem] = st.take_problems()
    assert problem.kind == "settings_reset" and "animation_speed" in problem.detail


def test_settings_of_a_newer_version_are_kept_and_said(st: Storage) -> None:
    settings_file(st, schema_version=SETTINGS_SCHEMA + 1, future_key=[1, 2])
    before = st.settings_path.read_bytes()
    s = st.load_settings()
    assert s.language == "ru" and s.sound is False
    [problem] = st.take_problems()
    assert problem.kind == "settings_newer" and problem.moved_to
    assert (st.config_dir / problem.moved_to).read_bytes() == before
    assert "newer version" in str(problem) and "kept as" in str(problem)


@pytest.mark.parametrize("seed", ["NaN", "1" + "0" * 5000, "1.5", '"7"'])
def test_thousand_replay_refuses_a_dice_record_with_a_seed_that_is_not_a_whole_number(
        tmp_path: Path, seed: str, capsys: pytest.CaptureFixture[str]) -> None:
    doc = dice_to_record(dice_game(10))
    text = json.dumps(doc).replace(f'"seed": {doc["seed"]}', f'"seed": {seed}')
    assert seed in text
    path = tmp_path / "d.json"
    path.write_text(text)
    assert replay_main([str(path)]) == 2
    err = capsys.readouterr().err
    assert "seed" in err and err.count("\n") == 1


@pytest.mark.parametrize("table,column", [("player_totals", "games_played"),
                                          ("game_players", "games_played"),
                                          ("dice_game_players", "turns")])
def test_text_in_a_statistics_count_is_said_not_read_as_zero(st: Storage, table: str,
                                                              column: str) -> None:
    game = random_game(300, seed=6)
    st.update_stats("g", game, seats_for(game))
    dice = dice_game(60)
    st.update_stats("d", dice, seats_for(dice))   # type: ignore[arg-type]
    st.close()
    db = sqlite3.connect(st.stats_db_path)
    db.execute(f"UPDATE {table} SET {column} = 'lots'")
    db.commit()
    db.close()
    again = Storage(REGISTRY, base_dir=st.data_dir.parent)
    again.update_stats("g", game, seats_for(game))   # (subtracts the old rows: reads them)
    again.update_stats("d", dice, seats_for(dice))   # type: ignore[arg-type]
    again.stats("cards"), again.stats("dice")
    problems = again.take_problems()
    assert [p.kind for p in problems] == ["stats_damaged"]
    assert "not a whole number" in problems[0].detail


def test_a_save_that_is_a_link_loop_is_said(st: Storage) -> None:
    st.saves_dir.mkdir(parents=True)
    os.symlink(st.saves_dir / "loop.json", st.saves_dir / "loop.json")
    assert st.list_saves() == []
    [problem] = st.take_problems()
    assert problem.kind == "read_failed" and problem.reason == "link_loop"
    assert "leads back to itself" in str(problem)
    assert st.list_saves() == [] and st.take_problems() == []     # said once
