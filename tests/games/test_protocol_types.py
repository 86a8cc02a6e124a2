"""mypy --strict: the common layer is typed, and both engines satisfy the game protocol
structurally (tests/games/protocol_typecheck.py)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
def test_both_engines_satisfy_the_protocol_statically() -> None:
    r = subprocess.run([sys.executable, "-m", "mypy", "--strict", "thousand_app/games",
                        "thousand_app/kinds.py", "tests/games/protocol_typecheck.py"],
                       capture_output=True, text=True, cwd=ROOT, check=False)
    assert r.returncode == 0, r.stdout + r.stderr
