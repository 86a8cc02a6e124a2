"""Packaging tests: the scripts in ``packaging/`` are loaded from their files (it is no package)."""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"


def load(name: str) -> ModuleType:
    """``packaging/<name>.py`` as a module (its folder goes on sys.path, as when it runs)."""
    if str(PACKAGING) not in sys.path:
        sys.path.insert(0, str(PACKAGING))
    module = sys.modules.get(name)
    if module is not None and Path(module.__file__ or "").parent == PACKAGING:
        return module
    spec = importlib.util.spec_from_file_location(name, PACKAGING / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


@dataclass
class Build:
    """What ``packaging/build.py`` made for the tests: once per test run (:func:`frozen_build`)."""
    returncode: int
    output: str
    dist: Path
    work: Path
    deb: Path | None      # the Debian package, where dpkg-deb could build one
    python: Path          # the build environment's Python (it has PyInstaller)


def deb_wanted() -> bool:
    return sys.platform.startswith("linux") and shutil.which("dpkg-deb") is not None


@pytest.fixture(scope="session")
def frozen_build(tmp_path_factory: pytest.TempPathFactory) -> Build:
    """Build the package once for all the tests that need it (a few minutes on two cores):
    a fresh build environment, PyInstaller, the archive and its smoke test, and on Linux with
    dpkg-deb the .deb as well (gzip: ten times faster than the release's xz)."""
    tmp = tmp_path_factory.mktemp("build")
    dist = tmp / "dist"
    venv = tmp / "venv"
    cmd = [sys.executable, str(PACKAGING / "build.py"), "--venv", str(venv),
           "--work", str(tmp / "work"), "--dist", str(dist), "--smoke-test"]
    if deb_wanted():
        cmd += ["--deb", "--deb-compression", "gzip"]
    result = subprocess.run(cmd, capture_output=True, text=True, timeout=1500, cwd=ROOT)
    debs = sorted(dist.glob("*.deb")) if dist.is_dir() else []
    python = venv / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")
    return Build(result.returncode, result.stdout + result.stderr, dist, tmp / "work",
                 debs[0] if debs else None, python)
