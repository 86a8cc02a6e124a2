"""What the card game's and the dice game's controllers share.

Both drive one game for the screen through signals (DESIGN.md: data flows one
way): the seats and who is human, computer decisions run on a small thread pool
and come back to the GUI thread through a queued signal, a computer's move waits
out the pace (so a person can follow) on a timer the controller owns, and the
autosave is written on one worker thread in order (:class:`SerialWriter`), its
problems coming back as messages.  Each game's controller says what a save
writes (:meth:`ControllerBase._save_job`) and what a paced move does
(``_computer_moved``).
"""

from __future__ import annotations

import logging
import time
import uuid
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, Callable, Optional, Sequence, TypeVar

from PySide6.QtCore import QObject, QTimer, Signal

from .problem_texts import problem_text
from .writer import SerialWriter

log = logging.getLogger("thousand.ui")
T = TypeVar("T")

HUMAN = "human"
COMPUTER = "computer"


@dataclass
class Seat:
    """Who sits at a seat (the storage's ``SeatConfig`` has the same fields)."""

    name: str
    kind: str = HUMAN
    level: Optional[str] = None

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN


class _Bridge(QObject):
    """Carries results from worker threads back to the GUI thread (queued signal)."""

    done = Signal(int, object)


class ControllerBase(QObject):
    """Seats, computer decisions off the GUI thread, pacing, the autosave worker."""

    #: A human seat is to act (seat).
    humanTurn = Signal(int)
    #: A computer seat started (seat) or stopped (-1) thinking.
    thinking = Signal(int)
    #: The hint for a human seat is ready (seat, hint) or failed (seat, None).
    hintReady = Signal(int, object)
    #: A message for the user (an error they caused, or a storage problem).
    message = Signal(str)
    #: After each autosave: True if the game is safe on disk, False while saving fails.
    saveState = Signal(bool)

    def __init__(self, seats: Sequence[Any], *, game_id: str | None, storage: Any,
                 pace_ms: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.seats = [Seat(s.name, s.kind, s.level) for s in seats]
        self.game_id = game_id or uuid.uuid4().hex
        self.storage = storage
        self.pace_ms = pace_ms
        self._pool = ThreadPoolExecutor(max_workers=2, thread_name_prefix="thousand-ai")
        self._bridge = _Bridge(self)
        self._bridge.done.connect(self._on_done)
        self._token = 0
        self._callbacks: dict[int, Callable[[object], None]] = {}
        self.busy = False          # a computer seat is thinking or waiting for its pace
        self.waiting_for: Optional[int] = None   # the human seat offered a turn
        self.closed = False
        #: The computer move waiting out its pace: the arguments of ``_computer_moved``.
        self._pending: Optional[tuple[Any, ...]] = None
        self._pace_timer = QTimer(self)
        self._pace_timer.setSingleShot(True)
        self._pace_timer.timeout.connect(self._pending_move)
        self._writer = SerialWriter(self)
        self._writer.done.connect(self._saved)
        #: Problem kinds only logged, not told (writes into a folder the user was told at
        #: start cannot be written).
        self.quiet_kinds: frozenset[str] = frozenset()
        self._recorder: Any = None      # the storage's GameRecorder, made on the first save
        self._save_seq = 0              # saves queued so far

    # -- queries ----------------------------------------------------------------------
    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.is_human]

    @property
    def hot_seat(self) -> bool:
        return len(self.humans) >= 2

    def name(self, seat: int) -> str:
        return self.seats[seat].name

    # -- life cycle -------------------------------------------------------------------
    def close(self) -> None:
        """Stop: pending moves are dropped, the computer players' threads end, and the
        writes queued so far are finished (this waits for them)."""
        self.closed = True
        self._pace_timer.stop()
        self._pending = None
        self._token += 1
        self._callbacks.clear()
        self._pool.shutdown(wait=False, cancel_futures=True)
        self._writer.close()

    # -- work off the GUI thread --------------------------------------------------------
    def _run(self, fn: Callable[[], object], callback: Callable[[object], None]) -> None:
        """Run ``fn`` in a worker thread; ``callback(result)`` later in the GUI thread."""
        self._token += 1
        token = self._token
        self._callbacks[token] = callback
        bridge = self._bridge

        def job() -> None:
            try:
                result: object = fn()
            except Exception as exc:  # reported in the GUI thread
                log.exception("computer player failed")
                result = exc
            try:
                bridge.done.emit(token, result)
            except RuntimeError:  # the controller is gone
                pass

        fut: Future[None] = self._pool.submit(job)
        del fut

    def _on_done(self, token: int, result: object) -> None:
        cb = self._callbacks.pop(token, None)
        if cb is not None and not self.closed:
            cb(result)

    # -- pacing -------------------------------------------------------------------------
    def _after_pace(self, started: float, pending: tuple[Any, ...]) -> None:
        """Call ``_computer_moved(*pending)`` once ``pace_ms`` have passed since ``started``
        (``time.monotonic()``).  The move waits on a timer the controller owns (a one-off
        timer with a lambda was seen never to fire now and then)."""
        wait = max(0, self.pace_ms - int((time.monotonic() - started) * 1000))
        self._pending = pending
        self._pace_timer.start(wait)

    def _pending_move(self) -> None:
        pending, self._pending = self._pending, None
        if pending is not None:
            self._computer_moved(*pending)

    def _computer_moved(self, *args: Any) -> None:
        raise NotImplementedError

    # -- saving --------------------------------------------------------------------------
    def storage_seats(self) -> list[Any]:
        """The seats as the storage's ``SeatConfig`` values."""
        from thousand_app.storage import SeatConfig

        return [SeatConfig(s.name, s.kind, s.level) for s in self.seats]

    def _save_extras(self) -> Any:
        """What a save keeps besides the game (the card game's ``GameExtras``), or None."""
        return None

    def _save_job(self) -> Optional[Callable[[], bool]]:
        """A job for the writer that saves the game as it stands now: a snapshot of its
        record taken here (pure data, its cost not growing with the game's length), never
        the live game; the storage's ``GameRecorder`` writes the statistics when due, before
        a finished game's autosave is removed."""
        if self._recorder is None:
            from thousand_app.storage import GameRecorder

            game = getattr(self, "game")     # (each controller's own game)
            self._recorder = GameRecorder(self.storage, game, self.storage_seats(),
                                          self.game_id, extras=self._save_extras())
        recorder = self._recorder
        recorder.seats = self.storage_seats()
        recorder.extras = self._save_extras() or recorder.extras
        job = recorder.prepare()
        return lambda: bool(recorder.write(job))

    def autosave(self) -> None:
        """Queue a save of the game as it stands (and of the statistics when due); returns at once."""
        if self.storage is None or self.closed:
            return
        job = self._save_job()
        if job is not None:
            self._save_seq += 1
            seq = self._save_seq
            self._writer.submit(lambda: self._write(job, seq))

    def _write(self, job: Callable[[], bool], seq: int) -> Optional[tuple[list[Any], bool]]:
        """On the worker: run a save job; the storage's problems and whether the game was
        saved come back.  A save that a later one (already queued) replaces is skipped (None):
        the disk never falls behind by more than the save being written."""
        if seq != self._save_seq:
            return None
        saved = False
        try:
            saved = bool(job())
        except Exception:  # never lose the game over a failed save
            log.exception("autosave failed")
        return list(self.storage.take_problems()), saved

    def _saved(self, result: object) -> None:
        if result is None:   # skipped: a later save replaced it
            return
        problems, saved = result if isinstance(result, tuple) else ((), False)
        for problem in problems:
            if getattr(problem, "kind", None) not in self.quiet_kinds:
                self.message.emit(problem_text(problem))
        self.saveState.emit(saved)

    def save_now(self) -> None:
        """Save now and wait until it is written (problems are reported before this returns)."""
        self.autosave()
        self._writer.flush()


def ask_player(player: Any, ask: Callable[[Any], T], fallback: Callable[[], Any],
               last_resort: Callable[[], T], seat: Optional[int]) -> T:
    """A computer seat's decision that never raises and never stalls the game: ``ask(player)``
    (which raises when the answer is not legal); a player that fails is logged and asked once
    more; then ``ask(fallback())`` (the ``normal`` level); if even that fails, ``last_resort()``."""
    level = getattr(player, "level", "?")
    for attempt in (1, 2):
        try:
            return ask(player)
        except Exception:
            log.exception("computer player (%s) of seat %s failed, attempt %d", level, seat,
                          attempt)
    try:
        return ask(fallback())
    except Exception:
        log.exception("the normal level failed too for seat %s", seat)
    return last_resort()


__all__ = ["ControllerBase", "Seat", "HUMAN", "COMPUTER", "ask_player"]
