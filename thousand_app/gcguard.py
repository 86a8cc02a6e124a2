"""Cyclic garbage is collected on the main (GUI) thread only.

Python's cycle collector runs in whichever thread happens to allocate when a generation
is full: a computer player's search, the autosave writer, a zeroconf resolver.  A Qt object
that Python owns (no Qt parent) and that sits in a reference cycle is deleted by that
collection, so in that thread: a table's controller with its timers and socket notifier,
or a whole closed window, destroyed on a worker thread while the GUI thread's event loop
walks the same notifiers and timers.  That crashed the test run now and then (CI's exit 139
in ``tests/ui/test_lessons_ui.py``, after many earlier tables had become garbage; the
worker threads of the dice lessons did the collecting).

:func:`install` makes every collection that starts on another thread collect nothing: its
"start" callback moves all tracked objects into the permanent generation
(:func:`gc.freeze`, a few list splices), so the collector finds no generation to walk.  The
next collection on the main thread first puts them back (:func:`gc.unfreeze`: into the
oldest generation) and so collects them there, where deleting a Qt object is safe.
:func:`collect` is a full collection for the owners that know a lot became garbage (a table
left the screen).  Nothing here touches Qt; installing twice is harmless.

Objects put back land in the oldest generation, which Python examines only in its rare full
collections; so while other threads keep deferring, :func:`tend` (called by the GUI thread
whenever a worker's message arrives, :class:`thousand_app.mailbox.Mailbox`) runs a full
collection there once :data:`DEFERRED_FULL` collections were deferred and
:data:`FULL_EVERY_S` seconds passed since the last full one (about 10 ms for the app's
52,000 objects at start).
"""

from __future__ import annotations

import gc
import threading
import time
from typing import Any

__all__ = ["collect", "install", "installed", "tend", "deferred", "tracked_objects"]

#: Collections deferred by other threads after which :func:`tend` runs a full one ...
DEFERRED_FULL = 50
#: ... at most this often (seconds).
FULL_EVERY_S = 10.0

_MAIN: list[int] = []
#: [collections deferred since the last full collection on the main thread, its time,
#: whether objects are frozen by another thread's collection]
_STATE: list[Any] = [0, 0.0, False]


def _on_gc(phase: str, info: dict[str, Any]) -> None:
    if phase != "start":
        return
    if threading.get_ident() == _MAIN[0]:
        if _STATE[2]:          # (a flag: gc.get_freeze_count() walks the whole list)
            _STATE[2] = False
            gc.unfreeze()
        if info.get("generation") == 2:
            _STATE[0] = 0
            _STATE[1] = time.monotonic()
    else:
        gc.freeze()
        _STATE[0] += 1
        _STATE[2] = True


def deferred() -> int:
    """Collections other threads started (and left to the main thread) since the last full
    collection on the main thread."""
    return int(_STATE[0])


def install() -> None:
    """Keep cycle collection on the main thread (idempotent)."""
    if _on_gc in gc.callbacks:
        return
    _MAIN[:] = [threading.main_thread().ident or threading.get_ident()]
    _STATE[1] = time.monotonic()
    gc.callbacks.append(_on_gc)


def installed() -> bool:
    return _on_gc in gc.callbacks


def collect() -> int:
    """(Main thread) A full collection, the objects other threads' collections left
    included; the number of unreachable objects found."""
    return gc.collect()


def tend() -> None:
    """(Main thread) A full collection when other threads deferred many and the last full
    one is a while ago; else nothing (two comparisons)."""
    if _STATE[0] >= DEFERRED_FULL and time.monotonic() - _STATE[1] >= FULL_EVERY_S:
        gc.collect()


def tracked_objects() -> list[Any]:
    """(Main thread) Every object the collector tracks, those another thread's collection
    just froze included (:func:`gc.get_objects` leaves the permanent generation out);
    automatic collections wait meanwhile, so no thread freezes them again in between."""
    was = gc.isenabled()
    gc.disable()
    try:
        _STATE[2] = False
        gc.unfreeze()
        return gc.get_objects()
    finally:
        if was:
            gc.enable()
