"""The app's one task runner: every piece of work done off the GUI thread runs here.

A job is submitted to a :class:`Lane`: a named queue whose jobs start in the order given,
at most ``width`` of them at once (``width=1``: one after another, as the writes of a save
must be).  The lanes share one set of worker threads (:class:`Runner`, one for the process:
:func:`runner`): a thread is started when a job is ready and no thread is free, and a thread
with nothing to do for :data:`IDLE_S` seconds ends.  A worker thread takes the name of the
lane whose job it runs (``thousand-ai``, ``thousand-io``...: logs and tests see whose work
it is).

The lanes of the app (docs/developing.md, "Work off the GUI thread"):

- a controller's computer players and hints (``thousand-ai``, two at once), the coach
  (``thousand-coach``), a network seat's hint (``thousand-hint``): one lane per owner,
  cancelled (:meth:`Lane.cancel`) when the owner closes;
- the local autosave (``thousand-io``, one lane per controller: its saves in order);
- the host's computer seats (``computer-seat``, one for every hosted table: the players
  share caches), its saves (``autosave``, four at once, one game's saves in order) and the
  fdatasync of its move logs (``log-sync``);
- a deal review's analysis (``thousand-analysis``), a long replay (``thousand-import``), the
  local network's announcement and look-ups (``zeroconf``, ``zeroconf-resolve``).

Nothing here touches Qt: a job that has something for the GUI thread posts it to a
:class:`~thousand_app.mailbox.Mailbox` (re-exported here), which wakes the GUI thread
through the app's one socket pair and ``QSocketNotifier`` (no timer) and drops what is
posted for an owner that closed or was deleted.  Cyclic garbage a job leaves is collected on
the GUI thread (:mod:`thousand_app.gcguard`).

:func:`shutdown` lets the jobs queued finish (a save must not be lost), ends the threads and
joins them: the app calls it when its event loop has ended, the windowless server too, and
the tests at the end of their session (``tests/conftest.py``).
"""

from __future__ import annotations

import atexit
import logging
import threading
import time
from collections import deque
from concurrent.futures import Future
from typing import Any, Callable, Optional

from thousand_app.mailbox import Mailbox

__all__ = ["Lane", "Mailbox", "Runner", "runner", "shutdown", "IDLE_S"]

log = logging.getLogger("thousand.tasks")

#: Seconds a worker thread with nothing to do waits for work before it ends.
IDLE_S = 30.0
#: The name of a worker thread between jobs.
IDLE_NAME = "thousand-task"

_Job = tuple[Optional["Future[Any]"], Callable[..., Any], tuple[Any, ...]]


class Lane:
    """Jobs started in the order given, at most ``width`` at once, on the runner's threads.

    :meth:`run` queues a job (its result is dropped, an exception it raises is logged);
    :meth:`submit` returns a :class:`~concurrent.futures.Future` of it.  :meth:`cancel`
    drops what has not started and refuses what comes later (what runs goes on to its end).
    """

    __slots__ = ("name", "width", "_jobs", "_active", "_closed")

    def __init__(self, name: str, width: int = 1) -> None:
        if width < 1:
            raise ValueError("a lane runs at least one job at a time")
        self.name = name
        self.width = width
        self._jobs: deque[_Job] = deque()
        #: The jobs of this lane running, and its turns waiting for a thread.
        self._active = 0
        self._closed = False

    def run(self, fn: Callable[..., Any], *args: Any) -> bool:
        """Queue ``fn(*args)``; False (and nothing queued) once cancelled."""
        return runner().put(self, None, fn, args)

    def submit(self, fn: Callable[..., Any], *args: Any) -> "Future[Any]":
        """Queue ``fn(*args)``; its future (cancelled at once if the lane is)."""
        fut: Future[Any] = Future()
        runner().put(self, fut, fn, args)
        return fut

    def cancel(self) -> None:
        """Drop the jobs not started (their futures are cancelled); later ones are refused."""
        runner().cancel(self)

    @property
    def closed(self) -> bool:
        return self._closed

    @property
    def pending(self) -> int:
        """Jobs queued and not started yet."""
        return len(self._jobs)

    def __repr__(self) -> str:
        return f"Lane({self.name!r}, width={self.width}, pending={len(self._jobs)})"


class Runner:
    """The worker threads that run every lane's jobs (plain Python: no Qt)."""

    def __init__(self, idle_s: Optional[float] = None) -> None:
        self._lock = threading.Lock()
        self._work = threading.Condition(self._lock)
        #: A lane's turn to start a job, once for each job it may start now.
        self._ready: deque[Lane] = deque()
        self._threads: set[threading.Thread] = set()
        self._idle = 0
        self._stopping = False
        self._idle_s = IDLE_S if idle_s is None else idle_s
        #: Threads started so far (tests and the benchmark count them).
        self.started = 0

    @property
    def threads(self) -> int:
        """Worker threads alive now."""
        with self._lock:
            return len(self._threads)

    def put(self, lane: Lane, fut: Optional["Future[Any]"], fn: Callable[..., Any],
            args: tuple[Any, ...]) -> bool:
        with self._lock:
            if lane._closed or self._stopping:
                if fut is not None:
                    fut.cancel()
                return False
            lane._jobs.append((fut, fn, args))
            if lane._active < lane.width:
                lane._active += 1
                if self._idle > len(self._ready):
                    self._ready.append(lane)
                    self._work.notify()
                else:       # (a new thread, given the job: it starts it without the lock)
                    self._start_thread((lane, lane._jobs.popleft()))
        return True

    def cancel(self, lane: Lane) -> None:
        with self._lock:
            lane._closed = True
            dropped = list(lane._jobs)
            lane._jobs.clear()
        for fut, _fn, _args in dropped:
            if fut is not None:
                fut.cancel()

    def _start_thread(self, first: tuple[Lane, _Job]) -> None:
        """(Lock held) one more worker, its first job given."""
        thread = threading.Thread(target=self._main, args=([first],), name=first[0].name,
                                  daemon=True)   # (in a list the thread empties: not kept)
        self._threads.add(thread)
        self.started += 1
        thread.start()

    def _take(self) -> Optional[tuple[Lane, _Job]]:
        """(Lock held) the next job to run, waiting for one; None: this thread ends."""
        while True:
            while self._ready:
                lane = self._ready.popleft()
                if lane._jobs:
                    return lane, lane._jobs.popleft()
                lane._active -= 1       # (its jobs were cancelled meanwhile)
            if self._stopping:
                return None
            self._idle += 1
            try:
                woken = self._work.wait(self._idle_s)
            finally:
                self._idle -= 1
            if not woken and not self._ready:
                return None

    def _main(self, first: list[tuple[Lane, _Job]]) -> None:
        me = threading.current_thread()
        taken: Optional[tuple[Lane, _Job]] = first.pop()
        try:
            while taken is not None:
                lane, (fut, fn, args) = taken
                me.name = lane.name
                if fut is None:
                    try:
                        fn(*args)
                    except BaseException:
                        log.exception("a job of the lane %s failed", lane.name)
                elif fut.set_running_or_notify_cancel():
                    try:
                        result = fn(*args)
                    except BaseException as exc:
                        fut.set_exception(exc)
                    else:
                        fut.set_result(result)
                    result = None
                del fut, fn, args, taken   # (nothing of the job kept while this thread waits)
                with self._lock:
                    if lane._jobs:
                        self._ready.append(lane)    # (its next job, after the others')
                    else:
                        lane._active -= 1
                    del lane
                    me.name = IDLE_NAME
                    taken = self._take()
        finally:
            with self._lock:
                self._threads.discard(me)
                self._work.notify_all()

    def shutdown(self, timeout: Optional[float] = None) -> bool:
        """Refuse new jobs, let the queued ones finish, end the threads and join them
        (within ``timeout`` seconds in all); whether every thread ended."""
        deadline = None if timeout is None else time.monotonic() + timeout
        with self._lock:
            self._stopping = True
            self._work.notify_all()
            threads = list(self._threads)
        for thread in threads:
            if thread is threading.current_thread():
                continue
            thread.join(None if deadline is None else max(0.0, deadline - time.monotonic()))
        left = [t.name for t in threads if t.is_alive() and t is not threading.current_thread()]
        if left:
            log.warning("jobs still running at shutdown: %s", ", ".join(left))
        return not left


_RUNNER: list[Runner] = []
_RUNNER_LOCK = threading.Lock()


def runner() -> Runner:
    """The process's runner (a new one after :func:`shutdown`)."""
    r = _RUNNER[0] if _RUNNER else None
    if r is None or r._stopping:
        with _RUNNER_LOCK:
            if not _RUNNER or _RUNNER[0]._stopping:
                _RUNNER[:] = [Runner()]
            r = _RUNNER[0]
    return r


def shutdown(timeout: Optional[float] = 30.0) -> bool:
    """End the runner's threads once the jobs queued are done (see :meth:`Runner.shutdown`);
    whether they all ended in time.  The next job submitted starts a new runner."""
    with _RUNNER_LOCK:
        r = _RUNNER[0] if _RUNNER else None
    return True if r is None else r.shutdown(timeout)


atexit.register(shutdown, 10.0)   # (a write still queued at exit is not cut off)
