"""Cyclic garbage is collected on the main thread only (thousand_app.gcguard): a Qt object in
a reference cycle that became garbage is never deleted by another thread's collection (that
crashed the test run now and then)."""

from __future__ import annotations

import gc
import threading
from typing import Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QWidget

from thousand_app import gcguard


def cyclic_garbage(cls: type, deaths: list[str]) -> None:
    obj = cls()
    obj.me = obj     # (a cycle: only the cycle collector frees it)
    obj.destroyed.connect(lambda *_: deaths.append(threading.current_thread().name),
                          Qt.ConnectionType.DirectConnection)


def in_thread(fn: Any) -> Any:
    out: list[Any] = []
    t = threading.Thread(target=lambda: out.append(fn()), name="worker")
    t.start()
    t.join()
    return out[0]


def test_the_guard_is_installed_with_the_package() -> None:
    assert gcguard.installed()
    gcguard.install()
    assert gc.callbacks.count(gcguard._on_gc) == 1


def test_a_collection_on_another_thread_deletes_no_qt_object(qapp: Any) -> None:
    deaths: list[str] = []
    cyclic_garbage(QWidget, deaths)
    cyclic_garbage(QObject, deaths)
    assert in_thread(gc.collect) == 0
    assert deaths == []
    assert gc.collect() >= 4          # (the main thread's collection finds them)
    assert deaths == ["MainThread", "MainThread"]
    assert gc.get_freeze_count() == 0


def test_automatic_collections_of_a_busy_worker_leave_the_garbage_to_the_main_thread(
        qapp: Any) -> None:
    deaths: list[str] = []
    cyclic_garbage(QObject, deaths)

    def allocate() -> int:
        before = gc.get_stats()[0]["collections"]
        junk = []
        for i in range(50_000):        # (containers that live: each generation fills)
            junk.append([i])
        return gc.get_stats()[0]["collections"] - before

    assert in_thread(allocate) > 0     # (the worker's allocations started collections)
    assert deaths == []
    gcguard.collect()
    assert deaths == ["MainThread"]



def test_the_main_thread_collects_in_full_once_workers_deferred_many(
        qapp: Any, monkeypatch: Any) -> None:
    from thousand_app.mailbox import Mailbox

    deaths: list[str] = []
    gcguard.collect()
    assert gcguard.deferred() == 0

    def many() -> None:
        for _ in range(3):
            gc.collect(0)
    in_thread(many)
    assert gcguard.deferred() == 3
    cyclic_garbage(QObject, deaths)
    monkeypatch.setattr(gcguard, "DEFERRED_FULL", 3)
    monkeypatch.setattr(gcguard, "FULL_EVERY_S", 0.0)
    mail = Mailbox()
    mail.post(lambda: None)
    mail.drain()                      # (a worker's message arrives: the GUI thread tends)
    assert deaths == ["MainThread"] and gcguard.deferred() == 0
    mail.close()


def test_tracked_objects_include_what_a_worker_froze(qapp: Any) -> None:
    marker = [object()]              # (a tracked container)
    in_thread(lambda: gc.collect(0))  # (a worker's collection freezes every object)
    assert gc.get_freeze_count() > 0
    assert any(o is marker for o in gcguard.tracked_objects())
    assert gc.get_freeze_count() == 0 and gc.isenabled()
