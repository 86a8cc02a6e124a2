"""A windowed frozen app has no stdout/stderr: nothing may write there, the log gets it all."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from .conftest import ROOT

# What a windowed PyInstaller build on Windows looks like to Python: frozen, no console streams;
# multiprocessing starts the analysis's workers as copies of the program (argv[2] stands in).
SCRIPT = """
import multiprocessing, sys, threading, warnings
sys.stdout = sys.stderr = None
sys.frozen = True
multiprocessing.set_executable(sys.argv[2])
from thousand_app.__main__ import main
code = main(["thousand", "--smoke-test", "--data-dir", sys.argv[1]])
print("a print with no console")
from PySide6.QtCore import qWarning
qWarning("a Qt warning with no console")
warnings.warn("a warning with no console")
t = threading.Thread(target=lambda: 1 / 0)
t.start()
t.join()
raise SystemExit(code)
"""

# What the frozen program does with the command lines multiprocessing gives a copy of it
# (PyInstaller's freeze_support, which thousand_app/__main__.py calls first): run a worker
# (``--multiprocessing-fork KEY=VALUE...``) or a helper (``-c CODE``: the resource tracker).
PROGRAM = """#!{python}
import sys
from multiprocessing import spawn

if sys.argv[1:2] == ["--multiprocessing-fork"]:
    pairs = (arg.split("=") for arg in sys.argv[2:])
    spawn.spawn_main(**{{k: None if v == "None" else int(v) for k, v in pairs}})
else:
    exec(sys.argv[sys.argv.index("-c") + 1])
"""


@pytest.mark.slow
def test_windowed_app_writes_only_to_its_log(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", THOUSAND_REPORT_STARTUP="1",
               THOUSAND_CACHE_DIR=str(tmp_path / "cache"))
    program = tmp_path / "thousand"
    program.write_text(PROGRAM.format(python=sys.executable), encoding="utf-8")
    program.chmod(0o755)
    result = subprocess.run([sys.executable, "-c", SCRIPT, str(tmp_path / "home"),
                             str(program)], env=env,
                            capture_output=True, text=True, timeout=180, cwd=ROOT)
    log = (tmp_path / "home" / "data" / "thousand.log").read_text(encoding="utf-8")
    assert result.returncode == 0, log[-3000:]
    assert result.stdout == "" and result.stderr == ""       # not a byte to the missing console
    assert "thousand.ui: smoke test: ok" in log
    assert "first paint: " in log
    assert "thousand.stdout: a print with no console" in log
    assert "UserWarning: a warning with no console" in log
    assert "ZeroDivisionError" in log                          # a thread's traceback
    assert "thousand.qt: a Qt warning with no console" in log  # Qt's own messages
    assert (tmp_path / "home" / "data" / "crash.log").is_file()  # faulthandler's file


def test_children_of_a_frozen_linux_app_get_the_users_library_path(monkeypatch: Any) -> None:
    from thousand_app.ui.common import app

    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setenv("LD_LIBRARY_PATH", "/usr/lib/thousand/_internal:/home/me/lib")
    monkeypatch.setenv("LD_LIBRARY_PATH_ORIG", "/home/me/lib")
    app.restore_child_environment()
    assert os.environ["LD_LIBRARY_PATH"] == "/home/me/lib"
    assert "LD_LIBRARY_PATH_ORIG" not in os.environ
    monkeypatch.setenv("LD_LIBRARY_PATH", "/usr/lib/thousand/_internal")
    app.restore_child_environment()       # the user had none: none for the children either
    assert "LD_LIBRARY_PATH" not in os.environ
