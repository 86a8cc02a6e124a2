"""The engine (the whole package) is typed strictly and the engine imports nothing from Qt, the AI, the UI or storage."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]


def test_engine_imports_no_qt_nor_other_layers() -> None:
    code = ("import sys, thousand_app.cards.engine, thousand_app.cards.engine.bench, "
            "thousand_app.cards.engine.cli; "
            "bad = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6') or "
            "m.startswith(('thousand_app.cards.ai', 'thousand_app.ui', 'thousand_app.storage'))]; "
            "print(bad); sys.exit(1 if bad else 0)")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT,
                       check=False)
    assert r.returncode == 0, r.stdout + r.stderr


@pytest.mark.slow
def test_mypy_strict_on_the_whole_package() -> None:
    """The engine, and every other layer with it (ui/common included: issue 36 point 3)."""
    r = subprocess.run([sys.executable, "-m", "mypy", "--strict", "thousand_app"],
                       capture_output=True, text=True, cwd=ROOT, check=False)
    assert r.returncode == 0, r.stdout + r.stderr
