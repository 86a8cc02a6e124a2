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
