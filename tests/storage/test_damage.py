"""Damaged, hand-edited, illegal and future-version files; full disks and read-only folders.

Nothing raises out of the loaders; a damaged file is moved aside (never
deleted) and reported with its path and the problem; the other files go on
loading.
"""

from __future__ import annotations

import errno
import json
import logging
import os
import sqlite3
from pathlib import Path
from typing import Any, Callable

import pytest

from thousand_app.cards.engine.record import to_record
from thousand_app.storage import SeatConfig, Settings, Storage, StorageError, log_exception
from thousand_app.storage import atomic as atomic_mod
from thousand_app.storage.statsdb import StatsDB
from thousand_app.kinds import REGISTRY

from .helpers import random_game, same_game, seats_for


def aside(path: Path) -> list[Path]:
    return sorted(path.parent.glob(f"{path.name}.corrupt-*"))


def write_autosave(st: Storage, doc: Any) -> None:
    st.autosave_path_of("cards").parent.mkdir(parents=True, exist_ok=True)
    text = doc if isinstance(doc, str) else json.dumps(doc)
    st.autosave_path_of("cards").write_text(text, encoding="utf-8")


def good_doc(st: Storage, moves: int = 80) -> dict[str, Any]:
    game = random_game(moves, seed=2)
    st.autosave(game, seats_for(game), "g")
    doc: dict[str, Any] = json.loads(st.autosave_path_of("cards").read_text(encoding="utf-8"))
    return doc


def illegal_move_doc(st: Storage) -> dict[str, Any]:
    doc = good_doc(st)
    moves = doc["record"]["deals"][-1]["moves"]
    moves.append(moves[-1])
    return doc


HAND_EDITS: dict[str, Callable[[Any], Any]] = {
    "truncated": lambda d: json.dumps(d)[:-40],
    "not json": lambda d: "this is not a save",
    "empty": lambda d: "",
    "a list": lambda d: [d],
    "no format": lambda d: {k: v for k, v in d.items() if k != "format"},
    "record instead": lambda d: d["record"],
    "no record": lambda d: {k: v for k, v in d.items() if k != "record"},
    "version text": lambda d: {**d, "schema_version": "2"},
    "version zero": lambda d: {**d, "schema_version": 0},
    "bad seats": lambda d: {**d, "seats": d["seats"][:1]},
    "bad kind": lambda d: {**d, "seats": [{**s, "kind": "robot"} for s in d["seats"]]},
    "bad game id": lambda d: {**d, "game_id": 5},
    "bad rules": lambda d: {**d, "record": {**d["record"], "rules": {"preset": "nonsense"}}},
    "card twice": lambda d: {**d, "record": {**d["record"], "deals": [
        {**d["record"]["deals"][0],
         "talon": [d["record"]["deals"][0]["hands"][0][0]] * 3}]}},
    "nan": lambda d: json.dumps(d).replace('"first_dealer": 0', '"first_dealer": NaN'),
    "deep": lambda d: "[" * 100000 + "]" * 100000,
}


@pytest.mark.parametrize("edit", sorted(HAND_EDITS))
def test_damaged_autosave_is_reported_and_moved_aside(st: Storage, edit: str) -> None:
    write_autosave(st, HAND_EDITS[edit](good_doc(st)))
    before = st.autosave_path_of("cards").read_bytes()
    assert st.load_autosave() is None
    [problem] = st.take_problems()
    message = str(problem)
    assert str(st.autosave_path_of("cards")) in message and "moved aside" in message
    assert "Traceback" not in message and "Something went wrong" not in message
    [kept] = aside(st.autosave_path_of("cards"))
    assert problem.kind == "autosave_damaged" and problem.path == st.autosave_path_of("cards")
    assert problem.moved_to == kept.name and problem.detail and not problem.move_error
    assert kept.read_bytes() == before
    assert not st.has_autosave()


def test_illegal_move_is_refused_with_the_engines_reason(st: Storage) -> None:
    write_autosave(st, illegal_move_doc(st))
    assert st.load_autosave() is None
    [problem] = st.take_problems()
    message = str(problem)
    assert "deal " in message and ", move " in message and "not valid" in message
    assert "deal " in problem.detail and ", move " in problem.detail
    assert len(aside(st.autosave_path_of("cards"))) == 1


def test_damaged_named_save_does_not_hide_the_others(st: Storage) -> None:
    games = {name: random_game(40 + 10 * i, seed=i) for i, name in enumerate("abcd")}
    for name, g in games.items():
        st.save_as(name, g, seats_for(g), name)
    pb, pc = st.save_path("b"), st.save_path("c")
    pb.write_bytes(pb.read_bytes()[:300])
    doc = json.loads(pc.read_text(encoding="utf-8"))
    doc["record"]["deals"][0]["moves"].insert(0, "0 bid 95")
    pc.write_text(json.dumps(doc), encoding="utf-8")
    assert sorted(i.name for i in st.list_saves()) == ["a", "d"]
    problems = st.take_problems()
    assert len(problems) == 2
    assert any(str(pb) in str(p) for p in problems) and any(str(pc) in str(p) for p in problems)
    assert {(p.kind, p.path, p.name) for p in problems} == {("save_damaged", pb, "b"),
                                                           ("save_damaged", pc, "c")}
    assert len(aside(pb)) == 1 and len(aside(pc)) == 1
    assert same_game(st.load("d").game, games["d"])
    assert sorted(i.name for i in st.list_saves()) == ["a", "d"] and st.problems == []


def test_load_of_a_damaged_named_save_raises_a_message(st: Storage) -> None:
    g = random_game(30)
    st.save_as("x", g, seats_for(g), "x")
    path = st.save_path("x")
    path.write_bytes(b"\x00\x01garbage")
    with pytest.raises(StorageError) as e:
        st.load("x")
    assert str(path) in str(e.value) and "moved aside" in str(e.value)
    assert e.value.problem.kind == "save_damaged" and e.value.problem.name == "x"
    assert not path.exists() and len(aside(path)) == 1


def test_future_version_is_refused_saying_so_and_kept(st: Storage) -> None:
    doc = good_doc(st)
    doc["schema_version"] = 99
    doc["app_version"] = "7.0"
    st.saves_dir.mkdir(parents=True, exist_ok=True)
    path = st.saves_dir / "future.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    assert st.list_saves() == []
    [problem] = st.take_problems()
    message = str(problem)
    assert "newer version of Thousand" in message and "7.0" in message and str(path) in message
    assert problem.kind == "save_newer" and problem.detail == "Thousand 7.0, save format 99"
    assert st.list_saves() == [] and st.problems == []    # reported once, not on every listing
    with pytest.raises(StorageError, match="newer version") as e:
        st.load("future")
    assert e.value.problem.kind == "save_newer"
    assert path.exists()                                  # not damaged: left in place
    write_autosave(st, doc)
    assert st.load_autosave() is None
    [problem] = st.take_problems()
    assert "newer version" in str(problem) and problem.kind == "autosave_newer"
    assert problem.moved_to.startswith("autosave.json.newer-")
    assert list(st.data_dir.glob("autosave.json.newer-*"))  # kept, out of the next autosave's way


# -- write failures ----------------------------------------------------------------

def enospc(*args: object, **kwargs: object) -> Any:
    raise OSError(errno.ENOSPC, "No space left on device")


def erofs(*args: object, **kwargs: object) -> Any:
    raise OSError(errno.EROFS, "Read-only file system")


@pytest.mark.parametrize("target", ["write", "replace", "fsync", "open"])
def test_full_disk_keeps_the_last_good_autosave(st: Storage, monkeypatch: pytest.MonkeyPatch,
                                                target: str) -> None:
    game = random_game(50, seed=1)
    seats = seats_for(game)
    assert st.autosave(game, seats, "g")
    good = st.autosave_path_of("cards").read_bytes()
    game.apply(game.all_legal_actions()[0]) if not game.needs_deal else game.deal()
    with monkeypatch.context() as m:
        m.setattr(os, target, enospc)
        assert not st.autosave(game, seats, "g")
        assert not st.autosave(game, seats, "g")
    [problem] = st.take_problems()                         # reported once, not every move
    assert "disk is full" in str(problem) and "keep playing" in str(problem)
    assert problem.kind == "autosave_failed" and problem.reason == "disk_full"
    assert st.autosave_error is not None
    assert st.autosave_path_of("cards").read_bytes() == good
    assert [p.name for p in st.data_dir.iterdir() if ".tmp-" in p.name] == []
    assert st.autosave(game, seats, "g") and st.autosave_error is None   # works again
    saved = st.load_autosave()
    assert saved is not None and same_game(saved.game, game)


def test_read_only_folder(st: Storage, monkeypatch: pytest.MonkeyPatch) -> None:
    game = random_game(20)
    seats = seats_for(game)
    monkeypatch.setattr(os, "open", erofs)
    assert not st.autosave(game, seats, "g")
    assert "read-only" in str(st.take_problems()[0])
    assert not st.save_settings(Settings(language="ru"))
    [problem] = st.take_problems()
    assert "settings could not be saved" in str(problem)
    assert (problem.kind, problem.reason) == ("settings_not_saved", "read_only")
    with pytest.raises(StorageError, match="read-only") as e:
        st.save_as("x", game, seats, "g")
    assert (e.value.problem.kind, e.value.problem.reason) == ("write_failed", "read_only")
    with pytest.raises(StorageError, match="read-only"):
        st.export_record(game, st.data_dir / "out.json")
    def readonly(*args: object) -> None:
        raise sqlite3.OperationalError("attempt to write a readonly database")

    monkeypatch.setattr(StatsDB, "record", readonly)
    assert not st.update_stats("g", random_game(300), seats)
    [problem] = st.take_problems()
    assert "statistics could not be saved" in str(problem) and problem.reason == "read_only"


def test_unreadable_file_is_reported_not_moved(st: Storage,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    good_doc(st)
    real_open = os.open

    def deny(path: Any, *args: Any, **kwargs: Any) -> Any:
        if str(path).endswith("autosave.json"):
            raise PermissionError(errno.EACCES, "Permission denied")
        return real_open(path, *args, **kwargs)
    monkeypatch.setattr(os, "open", deny)
    assert st.load_autosave() is None
    [problem] = st.take_problems()
    assert "permission denied" in str(problem) and str(st.autosave_path_of("cards")) in str(problem)
    assert (problem.kind, problem.reason) == ("read_failed", "permission")
    assert st.autosave_path_of("cards").exists()


def test_a_file_that_trips_a_bug_is_moved_aside_and_logged(st: Storage,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    good_doc(st)

    def boom(data: bytes, registry: Any) -> Any:
        raise ZeroDivisionError("a bug")
    monkeypatch.setattr("thousand_app.storage.games_store.read_save_bytes", boom)
    assert st.load_autosave() is None
    [problem] = st.take_problems()
    message = str(problem)
    assert "unexpected error" in message and "moved aside" in message
    assert "Traceback" not in message and str(st.autosave_path_of("cards")) in message
    for h in logging.getLogger("thousand").handlers:
        h.flush()
    log = (st.data_dir / "thousand.log").read_text(encoding="utf-8")
    assert "Traceback" in log and "ZeroDivisionError: a bug" in log


def test_log_exception_for_the_excepthook(st: Storage) -> None:
    try:
        {"present": 1}["missing"]
    except KeyError:
        import sys
        message = log_exception(sys.exc_info())
    assert message.startswith("Something went wrong (KeyError") and "thousand.log" in message
    assert len(message) < 300


def test_move_aside_failure_is_still_reported(st: Storage, monkeypatch: pytest.MonkeyPatch) -> None:
    write_autosave(st, "garbage")
    monkeypatch.setattr(os, "replace", erofs)
    assert st.load_autosave() is None
    [problem] = st.take_problems()
    assert "could not be moved aside" in str(problem) and str(st.autosave_path_of("cards")) in str(problem)
    assert problem.move_error == "read_only" and not problem.moved_to


def test_export_of_a_record_round_trips_illegal_edits(st: Storage, tmp_path: Path) -> None:
    """A record edited by hand into an illegal game is refused by import with the reason."""
    game = random_game(100, seed=3)
    path = tmp_path / "r.json"
    st.export_record(game, path)
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc == to_record(game)
    doc["deals"][0]["moves"][0] = "0 play AH"
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(StorageError, match=r"deal 0, move 0"):
        st.import_record(path)


def test_write_failure_cleans_its_temp_file(tmp_path: Path,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "f.json"
    target.write_bytes(b"old")
    monkeypatch.setattr(os, "fsync", enospc)
    with pytest.raises(StorageError):
        atomic_mod.atomic_write(target, b"new" * 1000)
    assert target.read_bytes() == b"old" and os.listdir(tmp_path) == ["f.json"]


def test_data_folder_that_is_a_file(tmp_path: Path) -> None:
    """Nothing can be written at all: everything reports, nothing raises."""
    (tmp_path / "data").write_text("not a folder", encoding="utf-8")
    st = Storage(REGISTRY, base_dir=tmp_path)
    assert st.log_path is None
    game = random_game(30)
    assert not st.autosave(game, seats_for(game), "g")
    assert not st.has_autosave() and st.load_autosave() is None and st.list_saves() == []
    assert not st.update_stats("g", random_game(300), seats_for(game))
    assert st.stats("cards") == {}
    with pytest.raises(StorageError):
        st.save_as("x", game, seats_for(game), "g")
    assert st.take_problems()
    assert log_exception((ValueError, ValueError("x"), None)).startswith("Something went wrong")


def test_a_log_that_cannot_be_written_says_so_once(tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    st = Storage(REGISTRY, base_dir=tmp_path)
    assert st.log_path is not None
    st.log_path.unlink()
    st.log_path.mkdir()          # the log file cannot be opened any more
    for _ in range(3):
        logging.getLogger("thousand").warning("something")
    err = capsys.readouterr().err
    assert err.count("cannot write the log") == 1 and "Traceback" not in err


def test_autosave_path_that_is_a_folder_or_a_link_to_one(tmp_path: Path) -> None:
    game = random_game(30)
    for how in ("folder", "link"):
        st = Storage(REGISTRY, base_dir=tmp_path / how)
        st.data_dir.mkdir(parents=True, exist_ok=True)
        if how == "folder":
            st.autosave_path_of("cards").mkdir()
        else:
            (tmp_path / "elsewhere").mkdir(exist_ok=True)
            st.autosave_path_of("cards").symlink_to(tmp_path / "elsewhere", target_is_directory=True)
        assert not st.has_autosave()
        [problem] = st.take_problems()
        assert problem.kind == "autosave_not_a_file" and str(st.autosave_path_of("cards")) in str(problem)
        assert not st.has_autosave() and st.take_problems() == []    # said once
        assert not st.autosave(game, seats_for(game), "g")
        assert [p.kind for p in st.take_problems()] == ["autosave_not_a_file"]
        assert not st.autosave(game, seats_for(game), "g") and st.take_problems() == []
        assert st.autosave_path_of("cards").is_dir()                              # left as it was


def test_unknown_computer_level_is_refused_and_set_aside(st: Storage) -> None:
    game = random_game(30)
    st.autosave(game, [SeatConfig("Anna"), SeatConfig("Boris", "computer", "normal"),
                       SeatConfig("Vera", "computer", "easy")], "g")
    doc = json.loads(st.autosave_path_of("cards").read_text(encoding="utf-8"))
    doc["seats"][1]["level"] = "grandmaster"
    st.autosave_path_of("cards").write_text(json.dumps(doc), encoding="utf-8")
    assert st.load_autosave() is None
    [problem] = st.take_problems()
    assert problem.kind == "autosave_damaged" and "grandmaster" in str(problem)
    assert "moved aside" in str(problem) and not st.has_autosave()
    st.save_as("x", game, [SeatConfig("Anna"), SeatConfig("Boris", "computer", "hard"),
                           SeatConfig("Vera", "computer", "easy")], "g")
    path = st.save_path("x")
    path.write_text(path.read_text(encoding="utf-8").replace('"hard"', '"grandmaster"'),
                    encoding="utf-8")
    with pytest.raises(StorageError, match="grandmaster") as e:
        st.load("x")
    assert e.value.problem.kind == "save_damaged" and not path.exists()


def test_every_computer_level_a_save_may_name_can_play() -> None:
    from thousand_app.cards.ai import LEVELS, make_player
    from thousand_app.cards.files import SEAT_LEVELS as COMPUTER_LEVELS

    assert set(LEVELS) <= set(COMPUTER_LEVELS)
    for level in COMPUTER_LEVELS:
        assert make_player(level, 1) is not None
