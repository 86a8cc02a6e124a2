"""Results of worker threads brought to the GUI thread without the worker touching Qt.

A worker thread that emits a Qt signal (a queued connection into the GUI thread)
calls into PySide and Qt from a thread Qt did not start; with PySide6 that was
seen to hang the whole test run once (the GUI thread blocked for over an hour in
the middle of a computer player's turn) and to crash now and then.  So worker
threads here only put messages in a Python queue (:meth:`Mailbox.post`, safe
from any thread), and the GUI thread's own timer takes them out and runs them
(:meth:`Mailbox.drain`): every Qt call stays on the GUI thread.

The timer ticks only while some work is out (:meth:`Mailbox.expect` when a job
starts, a message posted with ``last=True`` when it ends), so an idle window
does not wake up.
"""

from __future__ import annotations

from queue import Empty, SimpleQueue
from typing import Any, Callable, Optional

from PySide6.QtCore import QObject, QTimer

#: How often the GUI thread looks for messages while work is out (ms).
POLL_MS = 5


class Mailbox(QObject):
    """Messages from worker threads, run on the GUI thread in the order they were posted."""

    def __init__(self, parent: Optional[QObject] = None, poll_ms: int = POLL_MS) -> None:
        super().__init__(parent)
        self._queue: SimpleQueue[tuple[Callable[..., Any], tuple[Any, ...], bool]] = SimpleQueue()
        self._out = 0
        self._timer = QTimer(self)
        self._timer.setInterval(poll_ms)
        self._timer.timeout.connect(self.drain)

    @property
    def out(self) -> int:
        """Jobs started whose last message has not been run yet."""
        return self._out

    def expect(self) -> None:
        """(GUI thread) A job starts: look for its messages until its last one came."""
        self._out += 1
        if not self._timer.isActive():
            self._timer.start()

    def post(self, fn: Callable[..., Any], *args: Any, last: bool = False) -> None:
        """(Any thread) Run ``fn(*args)`` on the GUI thread soon; ``last``: the job's final
        message (after it the job is no longer waited for)."""
        self._queue.put((fn, args, last))

    def drain(self) -> None:
        """(GUI thread) Run every message posted so far, in order; stop looking when no job
        is out.  An exception from a message goes to Qt's handler as a slot's would; the
        messages after it run at the next tick."""
        while True:
            try:
                fn, args, last = self._queue.get_nowait()
            except Empty:
                break
            if last:
                self._out = max(0, self._out - 1)
            fn(*args)
        if self._out == 0:
            self._timer.stop()

    def close(self) -> None:
        """Stop looking; messages still to come are dropped."""
        self._timer.stop()
        self._out = 0
        while True:
            try:
                self._queue.get_nowait()
            except Empty:
                break
