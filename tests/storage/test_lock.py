"""One app per data folder: the folder lock, and a lock left by a killed process."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

from thousand_app.kinds import REGISTRY
from thousand_app.storage import Storage

CHILD = r"""
import sys, time
sys.path.insert(0, sys.argv[2])
from thousand_app.storage import Storage
from thousand_app.kinds import REGISTRY
st = Storage(REGISTRY, base_dir=sys.argv[1], log=False)
print("locked" if st.lock_data_folder() else "refused", flush=True)
time.sleep(120)
"""


def test_second_storage_on_the_folder_is_refused(tmp_path: Path) -> None:
    first, second = Storage(REGISTRY, base_dir=tmp_path), Storage(REGISTRY, base_dir=tmp_path)
    assert first.lock_data_folder() and first.lock_data_folder()
    assert not second.lock_data_folder()
    assert Storage(REGISTRY, base_dir=tmp_path / "other").lock_data_folder()   # another folder: free
    first.close()
    assert second.lock_data_folder()
    second.close()


def test_lock_of_a_killed_app_is_taken_over(tmp_path: Path) -> None:
    root = str(Path(__file__).resolve().parents[2])
    with subprocess.Popen([sys.executable, "-c", CHILD, str(tmp_path), root],
                          stdout=subprocess.PIPE, text=True) as child:
        try:
            assert child.stdout is not None and child.stdout.readline().strip() == "locked"
            st = Storage(REGISTRY, base_dir=tmp_path)
            assert not st.lock_data_folder()
            assert (st.data_dir / ".lock").read_text().strip() == str(child.pid)
            os.kill(child.pid, signal.SIGKILL)
            child.wait()        # (its lock went with it: the system frees it as it ends)
            assert st.lock_data_folder(), "the killed app's lock was not recovered"
            assert (st.data_dir / ".lock").read_text().strip() == str(os.getpid())
            st.close()
        finally:
            if child.poll() is None:
                child.kill()


def test_a_lock_file_that_is_a_folder_refuses_to_run_and_names_it(tmp_path: Path) -> None:
    """Running unlocked let a second app replace the first one's game: never."""
    st = Storage(REGISTRY, base_dir=tmp_path)
    (st.data_dir / ".lock").mkdir(parents=True)
    assert not st.lock_data_folder()
    problem = st.lock_problem
    assert problem is not None and problem.kind == "lock_unusable"
    assert problem.path == st.data_dir / ".lock" and problem.reason == "not_a_file"
    assert str(st.data_dir / ".lock") in str(problem) and "Remove that file" in str(problem)
    assert not Storage(REGISTRY, base_dir=tmp_path).lock_data_folder()     # the second one too


def _refuse_writing_the_lock(monkeypatch: Any, readable: bool) -> None:
    """The lock file as a root-owned 0644 file (readable) or 0600 one (not) looks to us."""
    real = os.open

    def fake_open(path: Any, flags: int, *args: Any) -> int:
        if str(path).endswith(".lock") and (flags & (os.O_RDWR | os.O_WRONLY) or not readable):
            raise PermissionError(13, "Permission denied", str(path))
        return real(path, flags, *args)
    monkeypatch.setattr(os, "open", fake_open)


def test_a_lock_file_we_may_only_read_still_locks_the_folder(tmp_path: Path,
                                                             monkeypatch: Any) -> None:
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / ".lock").write_text("1\n")
    _refuse_writing_the_lock(monkeypatch, readable=True)
    first, second = Storage(REGISTRY, base_dir=tmp_path), Storage(REGISTRY, base_dir=tmp_path)
    assert first.lock_data_folder() and first.lock_problem is None
    assert not second.lock_data_folder() and second.lock_problem is None   # held: refused
    first.close()
    assert second.lock_data_folder()
    second.close()


def test_a_lock_file_we_may_not_open_refuses_to_run(tmp_path: Path, monkeypatch: Any) -> None:
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / ".lock").write_text("1\n")
    _refuse_writing_the_lock(monkeypatch, readable=False)
    st = Storage(REGISTRY, base_dir=tmp_path)
    assert not st.lock_data_folder()
    assert st.lock_problem is not None and st.lock_problem.reason == "permission"
