"""Network tests: Qt without a display; sockets on 127.0.0.1 only."""

import os
from typing import Iterator

import pytest

os.environ["QT_QPA_PLATFORM"] = "offscreen"

from .procs import reap  # noqa: E402
from .raw import Raw  # noqa: E402


@pytest.fixture(autouse=True)
def _close_what_the_test_opened() -> Iterator[None]:
    """Processes a test started are ended and their pipes closed, raw connections closed:
    nothing is left to the garbage collector (a ResourceWarning is an error)."""
    yield
    reap()
    while Raw.opened:
        Raw.opened.pop().close()
