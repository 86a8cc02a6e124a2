"""One app per data folder: the folder lock, and a lock left by a killed process."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from thousand_app.storage import Storage

CHILD = r"""
import sys, time
sys.path.insert(0, sys.argv[2])
from thousand_app.storage import Storage
st = Storage(base_dir=sys.argv[1], log=False)
print("locked" if st.lock_data_folder() else "refused", flush=True)
time.sleep(120)
"""


def test_second_storage_on_the_folder_is_refused(tmp_path: Path) -> None:
    first, second = Storage(base_dir=tmp_path), Storage(base_dir=tmp_path)
    assert first.lock_data_folder() and first.lock_data_folder()
    assert not second.lock_data_folder()
    assert Storage(base_dir=tmp_path / "other").lock_data_folder()   # another folder: free
    first.close()
    assert second.lock_data_folder()
    second.close()


def test_lock_of_a_killed_app_is_taken_over(tmp_path: Path) -> None:
    root = str(Path(__file__).resolve().parents[2])
    child = subprocess.Popen([sys.executable, "-c", CHILD, str(tmp_path), root],
                             stdout=subprocess.PIPE, text=True)
    try:
        assert child.stdout is not None and child.stdout.readline().strip() == "locked"
        st = Storage(base_dir=tmp_path)
        assert not st.lock_data_folder()
        assert (st.data_dir / ".lock").read_text().strip() == str(child.pid)
        os.kill(child.pid, signal.SIGKILL)
        child.wait()
        deadline = time.monotonic() + 10
        while not st.lock_data_folder():
            assert time.monotonic() < deadline, "the killed app's lock was not recovered"
            time.sleep(0.05)
        assert (st.data_dir / ".lock").read_text().strip() == str(os.getpid())
        st.close()
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
