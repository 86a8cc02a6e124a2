"""The third game's tests: Pig is registered for each test and taken out after it."""

from __future__ import annotations

import os
from typing import Iterator

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture
def pig() -> Iterator[None]:
    """Pig in the games' registry."""
    from .pig.register import registered

    with registered():
        yield


@pytest.fixture
def pig_ui() -> Iterator[None]:
    """Pig in the games' registry and in the UI registry."""
    from .pig.register import registered

    with registered(ui=True):
        yield
