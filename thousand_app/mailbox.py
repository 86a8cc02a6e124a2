"""Results of worker threads brought to the GUI thread without the worker touching Qt.

A worker thread that emits a Qt signal (a queued connection into the GUI thread)
calls into PySide and Qt from a thread Qt did not start; with PySide6 that was
seen to hang the whole test run once (the GUI thread blocked for over an hour in
the middle of a computer player's turn) and to crash now and then.  So worker
threads here only put messages in a Python queue (:meth:`Mailbox.post`, safe
from any thread) and write one byte into a socket pair (plain Python, no Qt);
the GUI thread's event loop watches the other end of the pair (a
``QSocketNotifier``) and wakes only then to run the messages (:meth:`Mailbox.drain`):
every Qt call stays on the GUI thread, and a mailbox with nothing posted costs
nothing (no timer: an idle window does not wake up).

:meth:`Mailbox.expect` and ``last=True`` count the jobs out (:attr:`Mailbox.out`,
for the owners that wait for their work to end); they no longer drive any timer.
"""

from __future__ import annotations

import socket
import weakref
from queue import Empty, SimpleQueue
from typing import Any, Callable, Optional

from PySide6.QtCore import QObject, QSocketNotifier

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


class Mailbox(QObject):
    """Messages from worker threads, run on the GUI thread in the order they were posted."""

    def __init__(self, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self._queue: SimpleQueue[tuple[Callable[..., Any], tuple[Any, ...], bool]] = SimpleQueue()
        self._out = 0
        self._closed = False
        #: [closed], shared with the posters (which hold no reference to this object).
        self._state = [False]
        self._rx, self._tx = socket.socketpair()
        self._rx.setblocking(False)
        self._tx.setblocking(False)
        self._finalizer = weakref.finalize(self, _close_pair, self._rx, self._tx)
        self._notifier = QSocketNotifier(self._rx.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self.drain)

    @property
    def out(self) -> int:
        """Jobs started whose last message has not been run yet."""
        return self._out

    @property
    def watching(self) -> bool:
        """Whether the event loop watches this mailbox (until :meth:`close`)."""
        return not self._closed and self._notifier.isEnabled()

    def poster(self, method: Callable[..., Any]) -> Callable[..., None]:
        """A callable for a worker thread to keep: ``poster(*args)`` posts ``method(*args)``.
        It holds neither this mailbox nor ``method``'s object (a bound method, held weakly),
        so a worker never holds the last reference to a Qt object (one freed there would be
        deleted off the GUI thread)."""
        ref = weakref.WeakMethod(method)
        queue, tx, state = self._queue, self._tx, self._state

        def post(*args: Any) -> None:
            if state[0]:
                return
            queue.put((_call_weak, (ref, *args), False))
            try:
                tx.send(b"\0")
            except OSError:
                pass
        return post

    def expect(self) -> None:
        """(GUI thread) A job starts: counted until its last message has run."""
        self._out += 1

    def post(self, fn: Callable[..., Any], *args: Any, last: bool = False) -> None:
        """(Any thread) Run ``fn(*args)`` on the GUI thread soon; ``last``: the job's final
        message (after it the job is no longer waited for)."""
        if self._closed:
            return
        self._queue.put((fn, args, last))
        try:
            self._tx.send(b"\0")
        except (BlockingIOError, InterruptedError):
            pass     # (the pair is full of wake-ups already: the GUI thread will come)
        except OSError:
            pass     # (closed meanwhile: what comes after close is dropped)

    def _take_wakeups(self) -> None:
        try:
            while self._rx.recv(4096):
                pass
        except (BlockingIOError, InterruptedError, OSError):
            pass

    def drain(self, *_: Any) -> None:
        """(GUI thread) Run every message posted so far, in order.  An exception from a
        message goes to Qt's handler as a slot's would; the messages after it run at the
        next wake-up."""
        if self._closed:
            return
        self._take_wakeups()     # (before the queue: a post after this wakes us again)
        gcguard.tend()           # (the garbage the worker threads left to this thread)
        while not self._closed:
            try:
                fn, args, last = self._queue.get_nowait()
            except Empty:
                break
            if last:
                self._out = max(0, self._out - 1)
            try:
                fn(*args)
            except BaseException:
                self._wake()     # (the messages after it run at the next wake-up)
                raise

    def _wake(self) -> None:
        try:
            self._tx.send(b"\0")
        except OSError:
            pass

    def close(self) -> None:
        """Stop looking; messages still to come are dropped."""
        self._closed = True
        self._state[0] = True
        self._out = 0
        self._notifier.setEnabled(False)
        while True:
            try:
                self._queue.get_nowait()
            except Empty:
                break
        self._finalizer()
