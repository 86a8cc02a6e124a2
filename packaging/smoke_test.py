#!/usr/bin/env python3
"""Smoke-test a built package: unpack it, run the frozen app's ``--smoke-test``, check what it left.

    python packaging/smoke_test.py                       # dist/'s package for this platform
    python packaging/smoke_test.py dist/thousand-0.1.0-linux-x86_64.tar.gz
    xvfb-run -a python packaging/smoke_test.py --platform xcb   # a real X server

The app builds its main window, checks that the card art and every shipped
translation load, lets computer players play a complete deal and exits 0 (its
watchdog exits 1 after 60 s).  Qt runs offscreen unless ``--platform`` says
otherwise.  This script then checks the exit status, that the app's log in the
data folder says ``smoke test: ok`` (a windowed build on Windows has no stdout:
the log is where its report goes) and, for Linux, that the desktop entry and
icons are in the package.  Exit status 0 when all is well.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from build import archive_path, executable, unpack  # noqa: E402

LINUX_FILES = ("thousand.desktop", "install.sh", "thousand.png",
               "icons/hicolor/48x48/apps/thousand.png", "icons/hicolor/scalable/apps/thousand.svg")


def run_frozen(program: Path, data_dir: Path, platform: str, timeout: float = 120,
               extra_env: dict[str, str] | None = None) -> tuple[int, str]:
    """Run ``program --smoke-test``; its exit status and its log's ``smoke test:`` lines."""
    env = dict(os.environ, QT_QPA_PLATFORM=platform, **(extra_env or {}))
    try:
        result = subprocess.run([str(program), "--smoke-test", "--data-dir", str(data_dir)],
                                env=env, capture_output=True, text=True, timeout=timeout)
        code, output = result.returncode, result.stdout + result.stderr
    except subprocess.TimeoutExpired as exc:
        err = exc.stderr or b""
        text = err.decode(errors="replace") if isinstance(err, bytes) else err
        code, output = -1, f"no exit within {timeout} s\n{text}"
    log = data_dir / "data" / "thousand.log"
    logged = log.read_text(encoding="utf-8", errors="replace") if log.is_file() else ""
    lines = [line for line in (output + logged).splitlines() if "smoke test:" in line]
    if code != 0:
        lines += ["--- output ---", output[-3000:], "--- log ---", logged[-3000:]]
    return code, "\n".join(lines)


def smoke_test(archive: Path, platform: str = "offscreen") -> int:
    """Unpack ``archive`` into a temporary folder and smoke-test it; 0 when it passed."""
    with tempfile.TemporaryDirectory(prefix="thousand-package-") as tmp:
        top = unpack(archive, Path(tmp) / "unpacked")
        problems = []
        if archive.name.endswith(".tar.gz"):
            problems += [f"{name} is missing" for name in LINUX_FILES if not (top / name).exists()]
        program = executable(top)
        code, report = run_frozen(program, Path(tmp) / "home", platform)
        print(report)
        if code != 0:
            problems.append(f"{program.name} --smoke-test exited with {code}")
        elif "smoke test: ok" not in report:
            problems.append("the app's log does not say 'smoke test: ok'")
    for problem in problems:
        print(f"FAILED: {problem}")
    print(f"{archive.name}: {'FAILED' if problems else 'passed'} ({platform})")
    return 1 if problems else 0


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("archive", type=Path, nargs="?", default=None,
                   help="the package (default: this platform's in dist/)")
    p.add_argument("--platform", default="offscreen",
                   help="Qt platform plugin: offscreen (default), xcb (under Xvfb), ...")
    args = p.parse_args(argv)
    archive = args.archive or archive_path(HERE.parent / "dist")
    if not archive.is_file():
        p.error(f"{archive} does not exist: run python packaging/build.py first")
    return smoke_test(archive.resolve(), args.platform)


if __name__ == "__main__":
    sys.exit(main())
