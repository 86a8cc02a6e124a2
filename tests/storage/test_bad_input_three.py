"""Bad input, round three (issue 35): a FIFO or a device where a file is expected never hangs
the app, a table or a record never costs more than a real one, a bad name or number is
refused with a word, never an internal error."""

from __future__ import annotations

import gzip
import json
import os
import sys
import threading
import tracemalloc
from pathlib import Path
from typing import Any, Callable

import pytest

from thousand_app.cards.engine.record import to_record
from thousand_app.dice.ai import tables
from thousand_app.dice.engine import DiceRules
from thousand_app.games import files
from thousand_app.replay_cli import main as replay_main
from thousand_app.storage import StorageError, Storage
from thousand_app.storage.records import MAX_IMPORT_BYTES
from thousand_app.storage.savefile import dump_doc, make_save_doc
from thousand_app.kinds import REGISTRY
from thousand_app.storage.savefile import kind_of

from .helpers import random_game, seats_for

fifos = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")


def finishes(fn: Callable[[], Any], fifo: Path) -> Any:
    """``fn()``, which must not block on ``fifo``: if it does (the bug), the FIFO is opened
    for writing and closed, which lets the blocked read end, and the test fails."""
    out: list[Any] = []
    raised: list[BaseException] = []

    def run() -> None:
        try:
            out.append(fn())
        except BaseException as e:   # (raised again on the test's thread)
            raised.append(e)
    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(20)
    if worker.is_alive():
        fd = os.open(fifo, os.O_RDWR)
        os.close(fd)
        worker.join(20)
        pytest.fail(f"reading {fifo} blocked")
    if raised:
        raise raised[0]
    return out[0] if out else None


# -- point 1: only regular files are opened, never blocking -----------------------------

@fifos
def test_settings_json_as_a_fifo_gives_the_defaults_and_a_word(st: Storage) -> None:
    st.config_dir.mkdir(parents=True, exist_ok=True)
    os.mkfifo(st.settings_path)
    settings = finishes(st.load_settings, st.settings_path)
    assert settings == type(settings)()
    [problem] = st.take_problems()
    assert (problem.kind, problem.reason) == ("settings_unreadable", "not_a_file")


@fifos
def test_an_autosave_fifo_is_reported_and_never_opened_by_continue(st: Storage) -> None:
    st.data_dir.mkdir(parents=True, exist_ok=True)
    os.mkfifo(st.autosave_path_of("cards"))
    assert not st.has_autosave()
    assert finishes(lambda: st.load_autosave("cards"), st.autosave_path_of("cards")) is None
    kinds = {p.kind for p in st.take_problems()}
    assert kinds == {"autosave_not_a_file"}
    assert st.autosave_path_of("cards").exists()             # (left where it is: not ours to move)


@fifos
def test_a_fifo_in_saves_is_listed_as_a_problem(st: Storage) -> None:
    game = random_game(30)
    st.save_as("good", game, seats_for(game), "g1")
    os.mkfifo(st.saves_dir / "pipe.json")
    listed = finishes(st.list_saves, st.saves_dir / "pipe.json")
    assert [i.name for i in listed] == ["good"]
    [problem] = st.take_problems()
    assert (problem.kind, problem.reason) == ("read_failed", "not_a_file")


@fifos
def test_a_fifo_in_the_dice_tables_folder_is_skipped(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "solved-pipe.bin.gz")
    assert finishes(lambda: tables.find_table(DiceRules(), tmp_path),
                    tmp_path / "solved-pipe.bin.gz") is None
    with pytest.raises(files.NotAFile):
        finishes(lambda: tables.read_table(tmp_path / "solved-pipe.bin.gz"),
                 tmp_path / "solved-pipe.bin.gz")


@fifos
def test_a_fifo_swapped_in_after_the_path_was_looked_at_is_refused(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The path said "a file"; what is opened is a FIFO: the opened handle is looked at."""
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    regular = os.stat(__file__)
    monkeypatch.setattr(files.os, "stat", lambda path, *a, **k: regular)
    with pytest.raises(files.NotAFile):
        finishes(lambda: files.read_regular(pipe, 100), pipe)


@fifos
def test_importing_a_fifo_is_refused(st: Storage, tmp_path: Path) -> None:
    pipe = tmp_path / "record.json"
    os.mkfifo(pipe)
    with pytest.raises(StorageError) as e:
        finishes(lambda: st.import_record(pipe), pipe)
    assert (e.value.problem.kind, e.value.problem.reason) == ("read_failed", "not_a_file")


@fifos
def test_thousand_replay_of_a_fifo_exits_2_with_one_line(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pipe = tmp_path / "record.json"
    os.mkfifo(pipe)
    assert finishes(lambda: replay_main([str(pipe)]), pipe) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "not a file" in err


# -- point 2: a gzip bomb in the tables' folder ----------------------------------------

def _peak(fn: Callable[[], Any]) -> int:
    tracemalloc.start()
    try:
        try:
            fn()
        except (ValueError, OSError, EOFError):
            pass
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


BOMB = 96 * 1024 * 1024


ONE_STATE = (b'{"format": "thousand-dice-solved", "version": 1, "preset": "x", '
             b'"options": {"entry_threshold": 50}, "states": [[0, 0, 0]]}\n')


@pytest.mark.parametrize("header", [b"", ONE_STATE])
def test_a_gzip_bomb_is_read_no_further_than_a_real_table(tmp_path: Path,
                                                          header: bytes) -> None:
    """No newline (the header is the bomb), or a one-state header and a huge body."""
    bomb = tmp_path / "solved-bomb.bin.gz"
    bomb.write_bytes(gzip.compress(header + b"\0" * BOMB, compresslevel=1))
    tables.forget()
    assert _peak(lambda: tables.find_table(DiceRules(), tmp_path)) < BOMB // 8
    assert _peak(lambda: tables.read_table(bomb)) < BOMB // 8
    with pytest.raises(ValueError):
        tables.read_table(bomb)


def test_a_table_claiming_more_states_than_any_real_one_is_refused(tmp_path: Path) -> None:
    head = {"format": "thousand-dice-solved", "version": 1, "preset": "x", "options": {},
            "states": [[k, 0, 0] for k in range(tables.MAX_TABLE_STATES + 1)]}
    path = tmp_path / "solved-big.bin.gz"
    path.write_bytes(gzip.compress(json.dumps(head).encode() + b"\n"))
    with pytest.raises(ValueError, match="states"):
        tables.read_table(path)


def test_the_shipped_tables_are_still_read() -> None:
    for path in sorted(tables.DATA_DIR.glob("solved-*.bin.gz")):
        assert tables.read_table(path).states


# -- point 3: a lone surrogate in the old stats.json ------------------------------------

@pytest.mark.parametrize("where", ["name", "game_id"])
def test_a_lone_surrogate_in_the_old_stats_json_sets_it_aside(st: Storage, where: str) -> None:
    st.data_dir.mkdir(parents=True, exist_ok=True)
    name, gid = ("Anna\\ud800", "g") if where == "name" else ("Anna", "g\\udc00")
    st.stats_path.write_text('{"format": "thousand-stats", "schema_version": 1, "games": {"'
                             + gid + '": {"updated_at": "", "seats": [{"name": "' + name
                             + '", "games_played": 1}]}}}')
    assert st.stats("cards") == {}
    [problem] = st.take_problems()
    assert problem.kind == "stats_damaged" and problem.moved_to
    assert not st.stats_path.exists()
    st.close()
    again = Storage(REGISTRY, base_dir=st.data_dir.parent)
    assert again.stats("cards") == {} and again.take_problems() == []


# -- point 6: a player's name has at most 32 characters --------------------------------

def _record(tmp_path: Path, players: list[str], **changes: Any) -> Path:
    game = random_game(20)
    doc = to_record(game)
    doc["players"] = players
    doc.update(changes)
    path = tmp_path / "record.json"
    path.write_text(json.dumps(doc))
    return path


def refused(st: Storage, path: Path, capsys: pytest.CaptureFixture[str], imported: str,
            replayed: str) -> None:
    """Import refuses ``path`` saying ``imported``; thousand-replay exits 2 with one line
    saying ``replayed``."""
    with pytest.raises(StorageError) as e:
        st.import_record(path)
    assert e.value.problem.kind == "import_invalid" and imported in str(e.value)
    assert replay_main([str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and replayed in err


def autosave_problem(st: Storage, change: Callable[[dict[str, Any]], None],
                     game_id: str = "g1") -> Any:
    """The one problem Continue reports for an autosave changed by ``change``."""
    game = random_game(20)
    doc = make_save_doc(kind_of(game, REGISTRY), game, seats_for(game), game_id)
    change(doc)
    st.data_dir.mkdir(parents=True, exist_ok=True)
    st.autosave_path_of("cards").write_bytes(dump_doc(doc))
    assert st.load_autosave() is None
    [problem] = st.take_problems()
    return problem


def test_an_imported_name_over_32_characters_is_refused(st: Storage, tmp_path: Path,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    path = _record(tmp_path, ["A" * 33, "Boris", "Vera"])
    refused(st, path, capsys, "at most 32", "at most 32")
    ok = _record(tmp_path, ["A" * 32, "Boris", "Vera"])
    assert st.import_record(ok).game.players[0] == "A" * 32


def test_a_save_with_a_megabyte_name_is_set_aside(st: Storage) -> None:
    problem = autosave_problem(st, lambda doc: doc["record"]["players"].__setitem__(
        0, "N" * 1_000_000))
    assert problem.kind == "autosave_damaged" and "at most 32" in problem.detail


# -- point 13: thousand-replay reads what Import reads ----------------------------------

def test_thousand_replay_refuses_a_record_over_the_import_limit(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A legal record padded past 8 MB: Import refuses it, so does thousand-replay."""
    path = _record(tmp_path, ["Anna", "Boris", "Vera"])
    with open(path, "a") as f:
        f.write(" " * MAX_IMPORT_BYTES)
    assert replay_main([str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "too large" in err and str(path.stat().st_size) in err


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero")
def test_thousand_replay_of_dev_zero_exits_2_with_one_line(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert replay_main(["/dev/zero"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "not a file" in err


# -- point 14: what a refusal says ------------------------------------------------------

def test_a_save_over_the_limit_says_the_files_size(st: Storage) -> None:
    st.saves_dir.mkdir(parents=True, exist_ok=True)
    big = st.saves_dir / "big.json"
    with open(big, "wb") as f:
        f.truncate(100 * 1024 * 1024)          # (sparse: nothing is written)
    assert st.list_saves() == []
    [problem] = st.take_problems()
    assert problem.kind == "save_damaged" and f"{100 * 1024 * 1024} bytes" in problem.detail


def test_a_long_game_id_is_said_to_be_too_long(st: Storage) -> None:
    problem = autosave_problem(st, lambda doc: None, "g" * 5_000_000)
    assert "'game_id' is too long (5000000 characters" in problem.detail


# -- point 5: a card record with no deal ------------------------------------------------

def test_a_card_record_with_no_deal_is_refused(st: Storage, tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    path = _record(tmp_path, ["Anna", "Boris", "Vera"], deals=[])
    refused(st, path, capsys, "holds no deal", "at least one deal")


def test_an_autosave_with_no_deal_is_set_aside_not_continued(st: Storage) -> None:
    problem = autosave_problem(st, lambda doc: doc["record"].__setitem__("deals", []))
    assert problem.kind == "autosave_damaged" and problem.moved_to
    assert not st.has_autosave()


# -- point 4: hostile numbers in the statistics database --------------------------------

def _db(st: Storage) -> Any:
    import sqlite3
    return sqlite3.connect(str(st.stats_db_path), isolation_level=None)


def test_a_negative_count_in_the_database_is_not_shown(st: Storage) -> None:
    game = random_game(300, seed=6)
    assert st.update_stats("g1", game, seats_for(game))
    right = st.stats("cards")
    st.close()
    with _db(st) as db:
        db.execute("UPDATE player_totals SET games_played = -5, deals_played = -7 "
                   "WHERE name = 'Anna'")
    again = Storage(REGISTRY, base_dir=st.data_dir.parent)
    assert again.stats("cards") == right                 # (as the games add up)
    assert again.take_problems() == []


def test_a_count_at_the_largest_integer_does_not_cost_the_database(st: Storage) -> None:
    game = random_game(300, seed=6)
    assert st.update_stats("g1", game, seats_for(game))
    st.close()
    with _db(st) as db:
        db.execute(f"UPDATE player_totals SET games_played = {2 ** 63 - 1} WHERE name = 'Anna'")
        db.execute(f"UPDATE game_players SET deals_played = {2 ** 63 - 1} "
                   "WHERE name = 'Boris'")
    again = Storage(REGISTRY, base_dir=again_dir(st))
    other = random_game(300, seed=7)
    assert again.update_stats("g2", other, seats_for(other))
    assert again.take_problems() == []
    stats = again.stats("cards")
    assert stats["Anna"].games_played == 2        # (made again from its two games)
    assert 0 <= stats["Boris"].deals_played < 1000
    assert stats["Vera"].games_played == 2
    assert again.game_count("cards") == 2


def again_dir(st: Storage) -> Path:
    return st.data_dir.parent


# -- point 7: a full disk is said as a full disk ----------------------------------------

def test_a_full_disk_while_opening_the_statistics_says_so(
        st: Storage, monkeypatch: pytest.MonkeyPatch) -> None:
    """SQLite rolls a transaction back by itself on a full disk: the COMMIT after it must not
    replace the error with "cannot commit - no transaction is active"."""
    import sqlite3

    from thousand_app.storage import statsdb

    def full(db: sqlite3.Connection, version: int) -> None:
        db.execute("ROLLBACK")
        raise sqlite3.OperationalError("database or disk is full")
    monkeypatch.setattr(statsdb, "check_schema", full)
    game = random_game(300, seed=6)
    assert not st.update_stats("g1", game, seats_for(game))
    [problem] = st.take_problems()
    assert (problem.kind, problem.reason) == ("stats_not_saved", "disk_full")


# -- point 9: a read-only data folder shows the statistics ------------------------------

def _recorded(st: Storage) -> dict[str, Any]:
    game = random_game(300, seed=6)
    assert st.update_stats("g1", game, seats_for(game))
    right = st.stats("cards")
    st.close()
    return right


def test_statistics_in_a_folder_that_cannot_be_written_are_shown(
        st: Storage, monkeypatch: pytest.MonkeyPatch) -> None:
    """As SQLite fails there (a WAL database without its -shm cannot be opened to write)."""
    import sqlite3
    right = _recorded(st)
    real = sqlite3.connect

    def connect(target: Any, *args: Any, **kwargs: Any) -> Any:
        if not kwargs.get("uri"):
            raise sqlite3.OperationalError("unable to open database file")
        return real(target, *args, **kwargs)
    monkeypatch.setattr(sqlite3, "connect", connect)
    again = Storage(REGISTRY, base_dir=again_dir(st))
    assert again.stats("cards") == right and again.game_count("cards") == 1
    assert again.take_problems() == []
    other = random_game(300, seed=7)
    assert not again.update_stats("g2", other, seats_for(other))
    [problem] = again.take_problems()
    assert (problem.kind, problem.reason) == ("stats_not_saved", "read_only")
    assert again.stats("cards") == right


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0,
                    reason="POSIX permissions (root writes anywhere)")
def test_statistics_in_a_read_only_folder_are_shown(st: Storage) -> None:
    right = _recorded(st)
    for extra in ("-wal", "-shm"):
        st.stats_db_path.with_name(st.stats_db_path.name + extra).unlink(missing_ok=True)
    st.data_dir.chmod(0o555)
    try:
        again = Storage(REGISTRY, base_dir=again_dir(st), log=False)
        assert again.stats("cards") == right
    finally:
        st.data_dir.chmod(0o755)


# -- point 10: the lock does not depend on the lock file's path -------------------------

@pytest.mark.skipif(sys.platform.startswith("win"), reason="an open file cannot be deleted")
def test_a_deleted_lock_file_does_not_let_a_second_app_in(tmp_path: Path) -> None:
    from thousand_app.storage.lock import FolderLock
    first, second = FolderLock(tmp_path), FolderLock(tmp_path)
    assert first.acquire()
    first.path.unlink()
    assert not second.acquire()
    assert not first.path.exists() or first.path.is_file()
    first.release()
    assert second.acquire()
    second.release()


@pytest.mark.skipif(sys.platform.startswith("win"), reason="an open file cannot be deleted")
def test_a_deleted_lock_file_keeps_a_second_storage_out(tmp_path: Path) -> None:
    first = Storage(REGISTRY, base_dir=tmp_path, log=False)
    assert first.lock_data_folder()
    (first.data_dir / ".lock").unlink()
    second = Storage(REGISTRY, base_dir=tmp_path, log=False)
    assert not second.lock_data_folder() and second.lock_problem is None
    first.close()
    assert second.lock_data_folder()
    second.close()


@fifos
def test_a_fifo_in_place_of_the_statistics_database_is_said(st: Storage) -> None:
    st.data_dir.mkdir(parents=True, exist_ok=True)
    os.mkfifo(st.stats_db_path)
    game = random_game(300, seed=6)
    assert not finishes(lambda: st.update_stats("g1", game, seats_for(game)), st.stats_db_path)
    [problem] = st.take_problems()
    assert (problem.kind, problem.reason) == ("stats_not_saved", "not_a_file")


@fifos
def test_a_fifo_in_place_of_the_log_does_not_hang_the_start(tmp_path: Path) -> None:
    from thousand_app.storage.logs import setup_logging
    os.mkfifo(tmp_path / "thousand.log")
    try:
        assert finishes(lambda: setup_logging(tmp_path), tmp_path / "thousand.log") is None
    finally:
        setup_logging(tmp_path / "elsewhere")      # (the next tests log where they can)
