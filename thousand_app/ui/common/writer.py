"""File writes off the GUI thread: one worker, jobs in the order given, results back in that order.

The game is saved after every move (with ``fsync``, which may take a while on
a slow disk); the GUI thread only queues the write and goes on.  Each job's
result comes back on the GUI thread (:attr:`SerialWriter.done`), in the order
the jobs were queued.  :meth:`SerialWriter.flush` waits for everything queued
(quitting must not lose the last move); past a second it shows a note that the game is
being saved, and keeps the window painted, until the writes are done.
"""

from __future__ import annotations

import logging
import time
from collections import deque
from concurrent.futures import Future
from typing import Callable, Optional

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QApplication, QProgressDialog, QWidget

from .i18n import translate
from .waiting import wait_for
from thousand_app.tasks import Lane, Mailbox

log = logging.getLogger("thousand.ui")


class SerialWriter(QObject):
    """Runs jobs one after another on a lane of the task runner (:mod:`thousand_app.tasks`)."""

    #: A job's result, on the GUI thread, in the order the jobs were submitted.
    done = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._lane = Lane("thousand-io")
        self._queue: deque[Future[object]] = deque()
        #: Where the worker says a job ended (it touches no Qt object: see
        #: :mod:`thousand_app.mailbox`).
        self._mail = Mailbox(self)
        self.closed = False

    @property
    def pending(self) -> int:
        """Jobs queued or running whose result has not been delivered yet."""
        return len(self._queue)

    def submit(self, job: Callable[[], object]) -> None:
        """Queue ``job`` (it must not raise: an exception is logged and its result is None)."""
        if self.closed:
            return

        def run() -> object:
            try:
                return job()
            except Exception:
                log.exception("a background write failed")
                return None

        fut = self._lane.submit(run)
        self._queue.append(fut)
        self._mail.expect()
        mail = self._mail
        fut.add_done_callback(lambda _fut: mail.post(self._deliver, last=True))

    def _deliver(self) -> None:
        while self._queue and self._queue[0].done():
            self.done.emit(self._queue.popleft().result())

    #: Seconds :meth:`flush` waits before it shows that the game is being saved.
    PATIENCE = 1.0

    def flush(self) -> None:
        """Wait until every queued job has run, and deliver their results (in order).  Past
        :attr:`PATIENCE` a note says the game is being saved (the window is kept painted,
        user input is held back) until the writes are done."""
        deadline = time.monotonic() + self.PATIENCE
        pending = list(self._queue)
        note: Optional[QProgressDialog] = None
        try:
            for fut in pending:         # (most writes end within the patience: no loop)
                try:
                    fut.result(timeout=max(0.0, deadline - time.monotonic()))
                except TimeoutError:
                    break
            if not all(fut.done() for fut in pending):
                note = self._saving_note()
                # Each job's end posts to this writer's mailbox, which wakes this thread.
                wait_for(lambda: all(fut.done() for fut in pending), None, user_input=False)
        finally:
            if note is not None:
                note.close()
                note.deleteLater()
        self._deliver()

    def _saving_note(self) -> QProgressDialog:
        """A note (with no button) that the game is still being written to disk."""
        parent = QApplication.activeWindow()
        note = QProgressDialog(translate("Main", "Saving the game…"), "", 0, 0,
                               parent if isinstance(parent, QWidget) else None)
        note.setObjectName("savingNote")
        note.setCancelButton(None)
        note.setWindowTitle(translate("Main", "Thousand"))
        note.setMinimumDuration(0)
        note.show()
        log.info("still saving after %.1f s: showing a note", self.PATIENCE)
        return note

    def close(self) -> None:
        """Finish what is queued, then stop the worker; later jobs are ignored."""
        if self.closed:
            return
        self.flush()
        self.closed = True
        self._lane.cancel()      # (nothing is left in it: flushed)
        self._mail.close()
