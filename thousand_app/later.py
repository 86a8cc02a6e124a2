"""A step run on the event loop's next turn, that dies with the object it is for."""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QObject, QTimer

__all__ = ["later"]


def later(owner: QObject, fn: Callable[[], Any], ms: int = 0) -> None:
    """Run ``fn`` after ``ms`` (0: once the events waiting now are handled), unless ``owner``
    is deleted first: then nothing runs and nothing of it is kept.

    (``QTimer.singleShot(0, fn)`` keeps ``fn``, and through a bound method its object, until
    it fires, even on widgets deleted meanwhile; ``QTimer.singleShot(0, owner, fn)`` does not
    run it then, but PySide6 6.11 keeps ``fn`` for good.  A timer that is ``owner``'s child
    goes with ``owner``, and with it its connection to ``fn``.)"""
    timer = QTimer(owner)
    timer.setSingleShot(True)
    timer.timeout.connect(fn)
    timer.timeout.connect(timer.deleteLater)
    timer.start(ms)
