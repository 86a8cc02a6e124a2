"""Shared test fixtures: where the project's shared examples live."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def shared_dir() -> Path:
    """The project's ``shared`` folder (RULES.md, examples): $THOUSAND_SHARED, ../shared or /work/shared."""
    candidates = [os.environ.get("THOUSAND_SHARED"), ROOT.parent / "shared", "/work/shared"]
    for c in candidates:
        if c and (Path(c) / "examples").is_dir():
            return Path(c)
    raise RuntimeError("cannot find the shared folder with examples/: set THOUSAND_SHARED")


@pytest.fixture(scope="session")
def shared() -> Path:
    return shared_dir()


#: Tests the fast loop (``pytest -m "not slow" -n 2``) leaves out, by the start of their node
#: id: the package build and the .deb, numba compilation, tournaments and search-heavy AI
#: tests, whole GUI games and screenshots, mypy.  Each took seconds in a measured run
#: (``pytest --durations=0``, docs/developing.md); a test may also carry
#: ``@pytest.mark.slow`` itself.
SLOW: tuple[str, ...] = (
    "tests/packaging/test_build.py",
    "tests/packaging/test_deb.py",
)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    slow = pytest.mark.slow
    for item in items:
        if item.nodeid.startswith(SLOW):
            item.add_marker(slow)
