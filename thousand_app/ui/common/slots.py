"""Connecting a signal to a plain Python object's method without leaving anything behind."""

from __future__ import annotations

from typing import Any, Callable

__all__ = ["through"]


def through(method: Callable[..., Any]) -> Callable[..., Any]:
    """``method`` behind a function, to connect a short-lived object's signal to a method of
    a long-lived plain Python object (a game's part of the main window, the sound player).

    PySide6 6.11 keeps a weak reference (about 110 bytes) for each connection to a bound
    method of an object that is not a QObject until that object dies, even after the sender
    is deleted: a table shown per game left some for good (issue 39's soak).  A function
    is let go with its sender."""
    return lambda *args: method(*args)
