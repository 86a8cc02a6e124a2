"""Without a display (or without Qt's X11 libraries) the app says so in one line, not Qt's abort."""

from __future__ import annotations

import doctest
import os
import subprocess
import sys
from pathlib import Path

from thousand_app.ui.common import display
from thousand_app.ui.common.display import XCB_LIBRARIES, display_problem

ROOT = Path(__file__).resolve().parents[2]


def test_doctests() -> None:
    assert doctest.testmod(display).failed == 0


def test_missing_x11_libraries_are_named_with_their_packages() -> None:
    gone = {"libxcb-icccm.so.4", "libxcb-keysyms.so.1"}
    line = display_problem({"DISPLAY": ":0"}, "linux", loadable=lambda lib: lib not in gone)
    assert line is not None and "\n" not in line
    assert line.endswith("sudo apt install libxcb-icccm4 libxcb-keysyms1")
    assert display_problem({"DISPLAY": ":0"}, "linux", loadable=lambda lib: True) is None
    # the packaged app carries its own libraries; a Wayland session does not need them
    assert display_problem({"DISPLAY": ":0"}, "linux", frozen=True, loadable=lambda lib: False) is None
    assert display_problem({"WAYLAND_DISPLAY": "wayland-0"}, "linux",
                           loadable=lambda lib: False) is None
    assert "WAYLAND_DISPLAY" in (display_problem({"QT_QPA_PLATFORM": "wayland"}, "linux") or "")
    assert len({package for _, package in XCB_LIBRARIES}) == len(XCB_LIBRARIES)


def test_the_app_without_a_display_prints_one_line(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    r = subprocess.run([sys.executable, "-m", "thousand_app", "--data-dir", str(tmp_path)],
                       capture_output=True, text=True, env=env, cwd=ROOT, timeout=120)
    assert r.returncode == 1
    lines = r.stderr.strip().splitlines()
    assert lines == ["Thousand needs a graphical desktop: neither DISPLAY nor WAYLAND_DISPLAY "
                     "is set (start it from your desktop session, or run it under xvfb-run)."]
    assert r.stdout == ""
