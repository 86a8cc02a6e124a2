"""Problems are data (kind, file, detail, reason) with an English ``str()``; no Qt in storage."""

from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from thousand_app.storage import REASONS, Problem, Storage, StorageError
from thousand_app.storage.names import MAX_NAME
from thousand_app.storage.problems import MESSAGES, UNEXPECTED, english, os_reason

from .helpers import random_game, seats_for


def test_every_kind_has_an_english_sentence_with_what_it_needs() -> None:
    for kind, template in MESSAGES.items():
        p = Problem(kind, Path("/x/y.json"), detail="DETAIL", reason="disk_full", name="NAME")
        text = str(p)
        assert "{" not in text and text.strip(), kind
        for field, shown in (("{path}", "/x/y.json"), ("{detail}", "DETAIL"),
                             ("{name}", "NAME"), ("{reason}", "the disk is full")):
            if kind != "internal" or field != "{path}":   # (the log, in a sentence of its own)
                assert (field in template) == (shown in text), (kind, field)


def test_os_reasons() -> None:
    cases = {errno.ENOSPC: "disk_full", errno.EROFS: "read_only", errno.EACCES: "permission",
             errno.EPERM: "permission", errno.ENOENT: "not_found", errno.EIO: "io"}
    for code, reason in cases.items():
        assert os_reason(OSError(code, "whatever")) == reason
        assert reason in REASONS
    assert os_reason(OSError(errno.ENAMETOOLONG, "File name too long")) == "file name too long"
    p = Problem("write_failed", Path("/a"), reason="file name too long")
    assert str(p) == "Could not write /a: file name too long."


def test_moved_aside_and_kept_sentences() -> None:
    base: dict[str, Any] = {"path": Path("/d/autosave.json"), "detail": "not JSON"}
    assert str(Problem("autosave_damaged", moved_to="a.corrupt-1", **base)).endswith(
        "The file was moved aside as a.corrupt-1.")
    assert str(Problem("autosave_newer", moved_to="a.newer-1", **base)).endswith(
        "It was kept as a.newer-1.")
    assert str(Problem("settings_reset", moved_to="s.corrupt-1", **base)).endswith(
        "The original file was kept as s.corrupt-1.")
    assert str(Problem("autosave_damaged", move_error="permission", **base)).endswith(
        "It could not be moved aside (permission denied).")
    assert str(Problem("internal", Path("/d/thousand.log"), detail="KeyError: 'x'")) == (
        "Something went wrong (KeyError: 'x'). Details are in /d/thousand.log.")


def test_storage_error_carries_its_problem() -> None:
    p = Problem("save_missing", name="Friday")
    e = StorageError(p)
    assert e.problem is p and str(e) == str(p) == "There is no saved game named “Friday”."
    plain = StorageError("Something plain.", "/x")
    assert str(plain) == "Something plain." and plain.problem.kind == "other"
    assert plain.path == "/x"


def test_name_problems(st: Storage) -> None:
    game = random_game(10)
    with pytest.raises(StorageError) as e:
        st.save_as("   ", game, seats_for(game), "g")
    assert e.value.problem.kind == "name_empty" and str(e.value) == "A saved game needs a name."
    with pytest.raises(StorageError) as e:
        st.save_as("x" * (MAX_NAME + 1), game, seats_for(game), "g")
    assert (e.value.problem.kind, e.value.problem.detail) == ("name_too_long", str(MAX_NAME))
    assert str(MAX_NAME) in str(e.value)


def test_missing_and_unknown_files(st: Storage, tmp_path: Path) -> None:
    with pytest.raises(StorageError) as e:
        st.load("nothing")
    assert (e.value.problem.kind, e.value.problem.name) == ("save_missing", "nothing")
    with pytest.raises(StorageError) as e:
        st.import_record(tmp_path / "none.json")
    assert e.value.problem.kind == "import_missing"
    assert e.value.problem.path == tmp_path / "none.json"
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "something else"}', encoding="utf-8")
    with pytest.raises(StorageError) as e:
        st.import_record(bad)
    p = e.value.problem
    assert p.kind == "import_invalid" and p.path == bad and "not a game record" in p.detail
    assert bad.read_text(encoding="utf-8") == '{"format": "something else"}'   # never changed


def test_import_of_a_newer_save(st: Storage, tmp_path: Path) -> None:
    game = random_game(30)
    st.save_as("new", game, seats_for(game), "g")
    path = st.save_path("new")
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["schema_version"] = 50
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(StorageError, match="newer version") as e:
        st.import_record(path)
    assert e.value.problem.kind == "import_newer" and "save format 50" in e.value.problem.detail


def test_delete_failure(st: Storage, monkeypatch: pytest.MonkeyPatch) -> None:
    game = random_game(10)
    st.save_as("x", game, seats_for(game), "g")

    def deny(path: Any) -> None:
        raise PermissionError(errno.EACCES, "Permission denied")
    monkeypatch.setattr(os, "unlink", deny)
    with pytest.raises(StorageError) as e:
        st.delete("x")
    p = e.value.problem
    assert (p.kind, p.reason, p.path) == ("delete_failed", "permission", st.save_path("x"))


def test_an_unexpected_error_points_at_the_log(st: Storage,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    def boom(*args: Any, **kwargs: Any) -> Any:
        raise ZeroDivisionError("a bug")
    monkeypatch.setattr("thousand_app.storage.records.record_doc", boom)
    game = random_game(10)
    with pytest.raises(StorageError) as e:
        st.export_record(game, st.data_dir / "r.json")
    p = e.value.problem
    assert p.kind == "internal" and p.path == st.log_path and "ZeroDivisionError" in p.detail
    assert st.take_problems() == [p]


def test_a_file_that_trips_a_bug_says_so_in_a_known_detail(st: Storage,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    game = random_game(10)
    st.autosave(game, seats_for(game), "g")
    monkeypatch.setattr("thousand_app.storage.games_store.read_save_bytes",
                        lambda data, registry: 1 / 0)
    assert st.load_autosave() is None
    [p] = st.take_problems()
    assert p.kind == "autosave_damaged" and p.detail == UNEXPECTED and english(p) == str(p)


def test_storage_stays_free_of_qt() -> None:
    code = ("import sys, thousand_app.storage; "
            "print(any(m.startswith('PySide6') for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=Path(__file__).resolve().parents[2])
    assert out.stdout.strip() == "False"
