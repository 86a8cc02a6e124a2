"""Results of worker threads brought to the GUI thread without the worker touching Qt.

A worker thread that emits a Qt signal (a queued connection into the GUI thread)
calls into PySide and Qt from a thread Qt did not start; with PySide6 that was
seen to hang the whole test run once (the GUI thread blocked for over an hour in
the middle of a computer player's turn) and to crash now and then.  So worker
threads here only put messages in a Python queue (:meth:`Mailbox.post`, safe
from any thread) and write one byte into a socket pair (plain Python, no Qt);
the GUI thread's event loop watches the other end of the pair (a
``QSocketNotifier``) and wakes only then to run the messages: every Qt call
stays on the GUI thread, and nothing posted costs nothing (no timer: an idle
window does not wake up).

The app has one queue, one socket pair and one notifier (:class:`_Hub`, made on the GUI
thread with the first mailbox); a :class:`Mailbox` is an owner's handle on it (the
owner's child): what is posted for a mailbox that was closed, or deleted with its owner,
is dropped, never run (no callback into a deleted object).  The worker threads themselves
are the task runner's (:mod:`thousand_app.tasks`).

:meth:`Mailbox.expect` and ``last=True`` count the jobs out (:attr:`Mailbox.out`,
for the owners that wait for their work to end); they drive no timer.
"""

from __future__ import annotations

import socket
import weakref
from queue import Empty, SimpleQueue
from typing import Any, Callable, Optional

from PySide6.QtCore import QCoreApplication, QObject, QSocketNotifier

from thousand_app import gcguard

__all__ = ["Mailbox"]


def _call_weak(ref: "weakref.WeakMethod[Callable[..., Any]]", *args: Any) -> None:
    method = ref()
    if method is not None:
        method(*args)


def _close_pair(*socks: socket.socket) -> None:
    for s in socks:
        try:
            s.close()
        except OSError:
            pass


class _Box:
    """A mailbox's state, shared with the queue and the posters (no Qt object)."""

    __slots__ = ("closed", "out", "__weakref__")

    def __init__(self) -> None:
        self.closed = False
        self.out = 0

    def close(self, *_: Any) -> None:
        self.closed = True
        self.out = 0


class _Hub(QObject):
    """The one queue, socket pair and notifier that every mailbox posts through."""

    def __init__(self) -> None:
        super().__init__(QCoreApplication.instance())   # (it goes with the application)
        self.queue: SimpleQueue[tuple[_Box, Callable[..., Any], tuple[Any, ...], bool]] = \
            SimpleQueue()
        self.rx, self.tx = socket.socketpair()
        self.rx.setblocking(False)
        self.tx.setblocking(False)
        self.app = QCoreApplication.instance()
        self._finalizer = weakref.finalize(self, _close_pair, self.rx, self.tx)
        self.notifier = QSocketNotifier(self.rx.fileno(), QSocketNotifier.Type.Read, self)
        self.notifier.activated.connect(self.drain)

    def wake(self) -> None:
        try:
            self.tx.send(b"\0")
        except OSError:
            pass     # (full of wake-ups already: the GUI thread will come; or closed)

    def _take_wakeups(self) -> None:
        try:
            while self.rx.recv(4096):
                pass
        except OSError:
            pass

    def drain(self, *_: Any) -> None:
        """(GUI thread) Run every message posted so far, in order, but those of closed
        mailboxes; what is posted meanwhile waits for the next wake-up (the event loop has its
        turn in between, however busy the workers).  An exception from a message goes to Qt's
        handler as a slot's would; the messages after it run at the next wake-up."""
        self._take_wakeups()     # (before the queue: a post after this wakes us again)
        gcguard.tend()           # (the garbage the worker threads left to this thread)
        queue = self.queue
        for _i in range(queue.qsize()):
            try:
                box, fn, args, last = queue.get_nowait()
            except Empty:
                break
            if box.closed:
                continue
            if last and box.out > 0:
                box.out -= 1
            try:
                fn(*args)
            except BaseException:
                self.wake()      # (the messages after it run at the next wake-up)
                raise


_HUB: list[_Hub] = []


def _hub() -> _Hub:
    """(GUI thread) The hub of the running application (a new one for a new application)."""
    app = QCoreApplication.instance()
    if _HUB and _HUB[0].app is app:
        return _HUB[0]
    _HUB[:] = [_Hub()]
    return _HUB[0]


class Mailbox(QObject):
    """Messages from worker threads for an owner (the parent), run on the GUI thread in the
    order they were posted; dropped once the mailbox is closed or deleted."""

    def __init__(self, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self._hub = _hub()
        self._box = _Box()
        weakref.finalize(self, self._box.close)
        self.destroyed.connect(self._box.close)   # (deleted with its owner: C++ side)

    @property
    def out(self) -> int:
        """Jobs started whose last message has not been run yet."""
        return self._box.out

    @property
    def watching(self) -> bool:
        """Whether the event loop watches this mailbox (until :meth:`close`)."""
        return not self._box.closed and self._hub.notifier.isEnabled()

    def poster(self, method: Callable[..., Any]) -> Callable[..., None]:
        """A callable for a worker thread to keep: ``poster(*args)`` posts ``method(*args)``.
        It holds neither this mailbox nor ``method``'s object (a bound method, held weakly),
        so a worker never holds the last reference to a Qt object (one freed there would be
        deleted off the GUI thread)."""
        ref = weakref.WeakMethod(method)
        queue, hub, box = self._hub.queue, self._hub, self._box

        def post(*args: Any) -> None:
            if box.closed:
                return
            queue.put((box, _call_weak, (ref, *args), False))
            hub.wake()
        return post

    def expect(self) -> None:
        """(GUI thread) A job starts: counted until its last message has run."""
        self._box.out += 1

    def post(self, fn: Callable[..., Any], *args: Any, last: bool = False) -> None:
        """(Any thread) Run ``fn(*args)`` on the GUI thread soon; ``last``: the job's final
        message (after it the job is no longer waited for)."""
        box = self._box
        if box.closed:
            return
        self._hub.queue.put((box, fn, args, last))
        self._hub.wake()

    def drain(self, *_: Any) -> None:
        """(GUI thread) Run every message posted so far (to any mailbox), in order."""
        if not self._box.closed:
            self._hub.drain()

    def close(self) -> None:
        """Stop looking; messages still to come (or not run yet) are dropped."""
        self._box.close()
