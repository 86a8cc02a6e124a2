"""Worker threads' results come to the GUI thread through the mailbox, in order, and no worker
thread ever calls into Qt (the cross-thread signal emissions it replaced hung a CI run)."""

from __future__ import annotations

import sys
import threading
from typing import Any

import pytest
from PySide6.QtCore import QObject, QTimer, Signal

from thousand_app.mailbox import Mailbox


def test_messages_run_on_the_gui_thread_in_order(qtbot: Any) -> None:
    box = Mailbox()
    seen: list[tuple[int, bool]] = []
    box.expect()

    def work() -> None:
        for i in range(50):
            box.post(lambda i=i: seen.append((i, threading.current_thread() is threading.main_thread())))
        box.post(lambda: seen.append((-1, threading.current_thread() is threading.main_thread())),
                 last=True)

    t = threading.Thread(target=work)
    t.start()
    t.join()
    assert seen == []            # nothing runs on the worker
    qtbot.waitUntil(lambda: len(seen) == 51, timeout=5000)
    assert [i for i, _ in seen] == list(range(50)) + [-1]
    assert all(main for _, main in seen)
    assert box.out == 0 and _idle(box)


def _idle(box: Mailbox) -> bool:
    """Nothing in the mailbox would wake the event loop: no timer, no wake-up byte left."""
    try:
        left = box._hub.rx.recv(1)
    except BlockingIOError:
        left = b""
    return not left and not box.findChildren(QTimer)


def test_a_mailbox_never_polls(qtbot: Any) -> None:
    """Woken by what is posted (a socket pair the event loop watches), never by a timer: a
    mailbox with a job out and nothing posted yet costs no wake-up (issue 39)."""
    box = Mailbox()
    assert box.watching and _idle(box)
    box.expect()
    box.expect()
    assert box.out == 2 and _idle(box)
    ran: list[int] = []
    box.post(ran.append, 1, last=True)
    qtbot.waitUntil(lambda: ran == [1], timeout=5000)
    assert box.out == 1 and _idle(box)
    box.post(ran.append, 2, last=True)
    qtbot.waitUntil(lambda: ran == [1, 2], timeout=5000)
    assert box.out == 0 and _idle(box)


def test_a_message_that_raises_does_not_hold_back_the_next(qtbot: Any) -> None:
    box = Mailbox()
    ran: list[int] = []

    def boom() -> None:
        raise RuntimeError("boom")

    def work() -> None:
        box.post(boom)
        box.post(ran.append, 1)

    with qtbot.capture_exceptions() as errors:
        t = threading.Thread(target=work)
        t.start()
        t.join()
        qtbot.waitUntil(lambda: ran == [1], timeout=5000)
    assert len(errors) == 1 and "boom" in str(errors[0][1])


def test_closed_mailbox_drops_what_comes_later(qtbot: Any) -> None:
    box = Mailbox()
    ran: list[int] = []
    box.expect()
    box.post(ran.append, 1)
    box.close()
    box.post(ran.append, 2, last=True)
    box.drain()
    assert ran == [] and not box.watching


class _Spy:
    """Records every call into Qt's Python binding made off the main thread."""

    def __init__(self) -> None:
        self.calls: list[str] = []

    def __call__(self, frame: Any, event: str, arg: Any) -> Any:
        if event == "c_call" and threading.current_thread() is not threading.main_thread():
            mod = getattr(arg, "__module__", "") or ""
            owner = getattr(arg, "__self__", None)
            owner_mod = type(owner).__module__ or ""
            if mod.startswith(("PySide6", "shiboken6")) or owner_mod.startswith(
                    ("PySide6", "shiboken6")) or isinstance(owner, QObject):
                self.calls.append(getattr(arg, "__qualname__", repr(arg)))
        return None


class _Emitter(QObject):
    done = Signal(int)


def test_the_spy_sees_an_emission_from_a_thread(qtbot: Any) -> None:
    """(The check below would see what the old code did: a signal emitted on a worker.)"""
    emitter = _Emitter()
    spy = _Spy()
    threading.setprofile(spy)
    try:
        t = threading.Thread(target=lambda: emitter.done.emit(3))
        t.start()
        t.join()
    finally:
        threading.setprofile(None)   # type: ignore[arg-type]
    assert any("emit" in c for c in spy.calls), spy.calls


@pytest.mark.parametrize("what", ["controller", "writer"])
def test_no_worker_thread_calls_qt(qtbot: Any, tmp_path: Any, what: str) -> None:
    """A computer player's decision and a background write, run for real: the worker threads
    make no call into PySide (a profile hook on every thread records them)."""
    from thousand_app.ui.common.writer import SerialWriter
    spy = _Spy()
    threading.setprofile(spy)
    try:
        if what == "writer":
            writer = SerialWriter()
            results: list[object] = []
            writer.done.connect(results.append)
            for i in range(5):
                writer.submit(lambda i=i: i)
            qtbot.waitUntil(lambda: len(results) == 5, timeout=5000)
            assert results == list(range(5))
            writer.close()
        else:
            from tests.ui.test_controller_base import RaceController  # neither cards nor dice
            c = RaceController(("computer", "computer"))
            c.events.connect(lambda _events: c.proceed())
            c.proceed()
            qtbot.waitUntil(lambda: c.game.is_over, timeout=10000)
            c.close()
    finally:
        threading.setprofile(None)   # type: ignore[arg-type]
        sys.setprofile(None)
    assert spy.calls == []


class _Owner(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.got: list[int] = []

    def take(self, value: int) -> None:
        self.got.append(value)


def test_a_poster_holds_no_qt_object(qtbot: Any) -> None:
    """What a worker thread keeps (``poster``) holds neither the mailbox nor the method's
    object: a worker dropping it never frees a Qt object off the GUI thread (that crashed)."""
    import gc
    import weakref

    box = Mailbox()
    owner = _Owner()
    post = box.poster(owner.take)
    t = threading.Thread(target=post, args=(7,))
    t.start()
    t.join()
    qtbot.waitUntil(lambda: owner.got == [7], timeout=5000)
    gone = weakref.ref(owner)
    del owner
    gc.collect()
    assert gone() is None              # (the poster did not keep it alive)
    post(8)                            # (and posting for it now is harmless)
    boxed = weakref.ref(box)
    del box
    gc.collect()
    assert boxed() is None
    post(9)


def test_every_mailbox_wakes_the_gui_thread_through_one_socket_pair(qtbot: Any) -> None:
    """One socket pair and one notifier for the app, whatever the number of owners."""
    from PySide6.QtCore import QSocketNotifier

    from thousand_app import mailbox

    boxes = [Mailbox() for _ in range(5)]
    assert len({id(b._hub) for b in boxes}) == 1
    assert not any(b.findChildren(QSocketNotifier) for b in boxes)
    ran: list[int] = []
    threads = [threading.Thread(target=b.post, args=(ran.append, i)) for i, b in enumerate(boxes)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    qtbot.waitUntil(lambda: sorted(ran) == [0, 1, 2, 3, 4], timeout=5000)
    assert mailbox._hub() is boxes[0]._hub
    for b in boxes:
        b.close()


def test_nothing_is_run_for_an_owner_deleted_meanwhile(qtbot: Any) -> None:
    """A result that comes after its owner (the mailbox's parent) was deleted is dropped: no
    callback into a deleted object."""
    import shiboken6

    owner = _Owner()
    box = Mailbox(owner)
    other = Mailbox()
    got: list[int] = []
    box.expect()
    t = threading.Thread(target=lambda: (box.post(owner.take, 1, last=True),
                                         other.post(got.append, 2)))
    t.start()
    t.join()
    shiboken6.delete(owner)            # (the mailbox goes with it, on the C++ side)
    qtbot.waitUntil(lambda: got == [2], timeout=5000)
    assert not shiboken6.isValid(box) and owner.got == []


def test_a_lane_s_results_come_to_the_gui_thread(qtbot: Any) -> None:
    """The runner's jobs report through a mailbox: the results on the GUI thread, in order."""
    from thousand_app.tasks import Lane

    box, lane = Mailbox(), Lane("results")
    seen: list[tuple[int, bool]] = []

    def job(i: int) -> None:
        box.post(lambda: seen.append((i, threading.current_thread() is threading.main_thread())))

    for i in range(20):
        lane.run(job, i)
    qtbot.waitUntil(lambda: len(seen) == 20, timeout=5000)
    assert seen == [(i, True) for i in range(20)]
    lane.cancel()
    box.close()


def test_what_is_posted_while_draining_waits_for_the_next_wake_up(qtbot: Any) -> None:
    """A worker that keeps posting never holds the event loop in one drain: each drain runs
    what was there when it began, and the loop has its turn in between."""
    box = Mailbox()
    ran: list[int] = []

    def again(i: int) -> None:
        ran.append(i)
        if i < 3:
            box.post(again, i + 1)      # (as a busy worker would, while the drain runs)

    box.post(again, 0)
    box.drain()
    assert ran == [0]
    qtbot.waitUntil(lambda: ran == [0, 1, 2, 3], timeout=5000)
    box.close()
