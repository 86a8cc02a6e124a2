"""Dice games in the storage: autosave, named saves, Continue by the last game played,
damaged saves set aside, import and export of ``thousand-dice-record`` files."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from thousand_app.dice.engine import replay_output, to_record
from thousand_app.dice.files import SEAT_LEVELS as DICE_LEVELS
from thousand_app.storage import SavedGame, SeatConfig, Storage, StorageError

from .dice_games import dice_game, finished_dice_game
from .helpers import random_game

SEATS3 = [SeatConfig("Anna"), SeatConfig("Boris", "computer", "hard"),
          SeatConfig("Vera", "computer", "random")]


def _same_game(a: object, b: object) -> None:
    assert to_record(a) == to_record(b)  # type: ignore[arg-type]


def _age(path: Path, seconds_ago: int) -> None:
    t = path.stat().st_mtime - seconds_ago
    os.utime(path, (t, t))


def test_dice_levels_are_the_dice_players_levels() -> None:
    from thousand_app.dice.ai import LEVELS

    assert DICE_LEVELS == tuple(LEVELS)


def test_autosave_and_continue_round_trip(st: Storage) -> None:
    game = dice_game(40, seed=3)
    assert not game.is_over and game.history
    assert st.autosave(game, SEATS3, "dice-1")
    assert st.autosave_path_of("dice").is_file() and not st.autosave_path_of("cards").exists()
    assert st.has_autosave() and st.has_autosave("dice") and not st.has_autosave("cards")
    saved = st.load_autosave()
    assert isinstance(saved, SavedGame) and saved.kind == "dice" and saved.kind == "dice"
    _same_game(saved.game, game)
    assert saved.game.pending == game.pending and saved.game.to_act == game.to_act
    assert saved.seats == SEATS3 and saved.game_id == "dice-1"
    doc = json.loads(st.autosave_path_of("dice").read_text("utf-8"))
    assert doc["format"] == "thousand-dice-save" and doc["record"] == to_record(game)
    assert st.take_problems() == []


def test_the_recorder_keeps_a_dice_game_s_take_backs_for_continue(st: Storage) -> None:
    """The autosave the app writes (GameRecorder) keeps the take-backs of a dice game as of a
    card game (one save path for both: they were dropped from the dice autosave before)."""
    from thousand_app.storage import GameExtras, GameRecorder

    game = dice_game(30, seed=3)
    rec = GameRecorder(st, game, SEATS3, "dice-tb", extras=GameExtras(True, 2))
    assert rec.changed()
    back = st.load_autosave("dice")
    assert back is not None and back.kind == "dice" and back.game_id == "dice-tb"
    assert (back.extras.allow_takebacks, back.extras.takebacks) == (True, 2)
    rec.save_as("Taken back")
    named = st.load("Taken back")
    assert (named.extras.allow_takebacks, named.extras.takebacks) == (True, 2)
    assert not st.has_autosave("cards") and st.take_problems() == []


def test_a_turn_in_the_middle_is_saved_after_every_throw_and_keep(st: Storage) -> None:
    game = dice_game(0, seed=5)
    from .dice_games import dice_step
    import random

    rng = random.Random(5)
    for _ in range(25):
        dice_step(game, rng)
        st.autosave(game, SEATS3, "g")
        back = st.load_autosave("dice")
        assert back is not None
        assert back.game.output() == game.output() and back.game.s == game.s


def test_a_finished_dice_game_leaves_nothing_to_continue(st: Storage) -> None:
    st.autosave(dice_game(10), SEATS3[:2] + [SeatConfig("Vera")], "g")
    game = finished_dice_game(1)
    assert st.autosave(game, [SeatConfig("Anna"), SeatConfig("Boris")], "g")
    assert not st.autosave_path_of("dice").exists() and not st.has_autosave()


def test_continue_takes_the_game_played_last(st: Storage) -> None:
    cards = random_game(30, seed=2)
    dice = dice_game(30, seed=2)
    card_seats = [SeatConfig(p) for p in cards.players]
    st.autosave(cards, card_seats, "cards-1")
    st.autosave(dice, SEATS3, "dice-1")
    _age(st.autosave_path_of("cards"), 60)
    saved = st.load_autosave()
    assert saved is not None and saved.kind == "dice" and saved.game_id == "dice-1"
    st.autosave(cards, card_seats, "cards-1")     # the card game is played again
    _age(st.autosave_path_of("dice"), 60)
    saved = st.load_autosave()
    assert saved is not None and saved.kind == "cards" and saved.game_id == "cards-1"
    # each game can still be asked for by its kind
    by_kind = st.load_autosave("dice")
    assert by_kind is not None and by_kind.kind == "dice"


def test_a_damaged_dice_autosave_is_set_aside_and_the_card_game_continues(st: Storage) -> None:
    cards = random_game(20, seed=4)
    st.autosave(cards, [SeatConfig(p) for p in cards.players], "cards-1")
    st.autosave(dice_game(20), SEATS3, "dice-1")
    _age(st.autosave_path_of("cards"), 60)
    doc = json.loads(st.autosave_path_of("dice").read_text("utf-8"))
    doc["record"]["turns"][0]["steps"][0] = "throw 7 7 7 7 7"
    st.autosave_path_of("dice").write_text(json.dumps(doc), "utf-8")
    saved = st.load_autosave()
    assert saved is not None and saved.kind == "cards"
    problems = st.take_problems()
    assert [p.kind for p in problems] == ["autosave_damaged"]
    assert "turn 0, step 0" in problems[0].detail and problems[0].moved_to
    assert not st.autosave_path_of("dice").exists()
    assert list(st.data_dir.glob("dice-autosave.json.corrupt-*"))


@pytest.mark.parametrize("edit", ["cut", "level", "seats", "format"])
def test_a_damaged_named_dice_save_is_reported_and_moved_aside(st: Storage, edit: str) -> None:
    st.save_as("Friday", dice_game(30), SEATS3, "g1")
    st.save_as("Saturday", dice_game(30, seed=9), SEATS3, "g2")
    path = st.save_path("Friday")
    text = path.read_text("utf-8")
    doc = json.loads(text)
    if edit == "cut":
        path.write_text(text[: len(text) // 2], "utf-8")
    else:
        if edit == "level":
            doc["seats"][1]["level"] = "greedy"    # a card level, not a dice one
        elif edit == "seats":
            doc["seats"] = doc["seats"][:2]
        else:
            doc["record"]["format"] = "thousand-record"
        path.write_text(json.dumps(doc), "utf-8")
    infos = st.list_saves()
    assert [i.name for i in infos] == ["Saturday"] and infos[0].kind == "dice"
    problems = st.take_problems()
    assert [p.kind for p in problems] == ["save_damaged"] and problems[0].name == "Friday"
    assert not path.exists()
    with pytest.raises(StorageError) as err:
        st.load("Friday")
    assert err.value.problem.kind == "save_missing"


def test_named_dice_save_round_trip_and_list(st: Storage) -> None:
    game = dice_game(50, seed=7, n=4, preset="exact_thousand")
    seats = [SeatConfig("Anna"), SeatConfig("Boris"), SeatConfig("Vera", "computer", "easy"),
             SeatConfig("Gleb", "computer", "normal")]
    info = st.save_as("Evening", game, seats, "g-evening")
    assert info.kind == "dice" and info.preset == "exact_thousand"
    assert info.totals == list(game.totals) and info.in_progress
    cards = random_game(10)
    st.save_as("Cards", cards, [SeatConfig(p) for p in cards.players], "c")
    listed = {i.name: i for i in st.list_saves()}
    assert listed["Evening"].kind == "dice" and listed["Cards"].kind == "cards"
    saved = st.load("Evening")
    assert isinstance(saved, SavedGame) and saved.kind == "dice"
    _same_game(saved.game, game)
    assert saved.seats == seats and saved.game_id == "g-evening"
    assert st.load("Cards").kind == "cards"


def test_a_newer_dice_save_is_kept_not_moved(st: Storage) -> None:
    st.save_as("Later", dice_game(10), SEATS3, "g")
    path = st.save_path("Later")
    doc = json.loads(path.read_text("utf-8"))
    doc["schema_version"] = 99
    path.write_text(json.dumps(doc), "utf-8")
    with pytest.raises(StorageError) as err:
        st.load("Later")
    assert err.value.problem.kind == "save_newer" and "save format 99" in err.value.problem.detail
    assert path.exists()


def test_export_and_import_round_trip(st: Storage, tmp_path: Path) -> None:
    game = dice_game(60, seed=11)
    out = tmp_path / "game.json"
    st.export_record(game, out, SEATS3)
    doc = json.loads(out.read_text("utf-8"))
    assert doc["format"] == "thousand-dice-record" and doc["version"] == 2
    assert doc["seats"][1] == {"name": "Boris", "kind": "computer", "level": "hard"}
    assert replay_output(doc) == game.output()
    saved = st.import_record(out)
    assert isinstance(saved, SavedGame) and saved.kind == "dice"
    assert saved.game.output() == game.output()
    assert saved.seats == SEATS3
    assert saved.game_id.startswith("imported-")
    assert saved.game_id == st.import_record(out).game_id   # the same file, the same id


def test_import_of_a_plain_dice_record_seats_people(st: Storage, tmp_path: Path) -> None:
    game = finished_dice_game(4, n=3)
    out = tmp_path / "plain.json"
    st.export_record(game, out)
    assert "seats" not in json.loads(out.read_text("utf-8"))
    saved = st.import_record(out)
    assert [s.kind for s in saved.seats] == ["human"] * 3
    assert saved.game.winner == game.winner and saved.game.is_over


def test_an_imported_dice_save_gets_an_imported_id(st: Storage, tmp_path: Path) -> None:
    st.save_as("Mine", dice_game(20), SEATS3, "my-game")
    saved = st.import_record(st.save_path("Mine"))
    assert saved.kind == "dice" and saved.game_id == "imported-my-game"


def test_an_invalid_dice_record_is_refused_with_the_replay_message(st: Storage,
                                                                     tmp_path: Path) -> None:
    doc = to_record(dice_game(10))
    doc["turns"][0]["player"] = 5
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(doc), "utf-8")
    with pytest.raises(StorageError) as err:
        st.import_record(bad)
    assert err.value.problem.kind == "import_invalid"
    assert "turn 0" in err.value.problem.detail
    assert bad.exists()                      # an import never moves the user's file


def test_a_dice_record_given_as_a_save_is_refused_saying_import(st: Storage) -> None:
    st.saves_dir.mkdir(parents=True, exist_ok=True)
    (st.saves_dir / "Rec.json").write_text(json.dumps(to_record(dice_game(5))), "utf-8")
    assert st.list_saves() == []
    problems = st.take_problems()
    assert problems and "import it instead" in problems[0].detail


def test_each_dice_record_gets_its_own_derived_id(st: Storage, tmp_path: Path) -> None:
    """The id function once read none of the fields it was given: every dice record got
    dg-ce0a0496c025fd1705b9 (issue 27, point 13)."""
    ids = []
    for seed in (1, 2, 3):
        path = tmp_path / f"d{seed}.json"
        path.write_text(json.dumps(to_record(dice_game(8, seed=seed))))
        ids.append(st.import_record(path).game_id)
        assert st.import_record(path).game_id == ids[-1]      # the same file: the same id
    assert len(set(ids)) == 3 and "dg-ce0a0496c025fd1705b9" not in " ".join(ids)
