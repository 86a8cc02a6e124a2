"""Waiting for the Qt event loop outside a test framework (the screenshot command, the smoke
test, and the tests): until a condition holds, or for a while."""

from __future__ import annotations

import time
from typing import Callable

__all__ = ["wait_for", "settle"]


def wait_for(cond: Callable[[], bool], timeout: float = 20.0) -> bool:
    from PySide6.QtWidgets import QApplication

    end = time.monotonic() + timeout
    while time.monotonic() < end:
        QApplication.processEvents()
        if cond():
            return True
        time.sleep(0.01)
    return False


def settle(ms: int = 150) -> None:
    from PySide6.QtWidgets import QApplication

    end = time.monotonic() + ms / 1000
    while time.monotonic() < end:
        QApplication.processEvents()
        time.sleep(0.01)
