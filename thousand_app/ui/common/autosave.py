"""A game controller's autosave: the game as it stands, written on one worker thread.

Each save takes a snapshot of the game's record on the GUI thread (through the
storage's ``GameRecorder``) and writes it on a :class:`SerialWriter`, in order;
a save that a later one replaces is skipped, and the storage's problems come
back to the GUI thread as messages (:attr:`ControllerBase.message`) with
whether the game is safe on disk (:attr:`ControllerBase.saveState`).
"""

from __future__ import annotations

import logging
from collections import deque
from typing import Any, Callable, Optional

from PySide6.QtCore import QObject

from .problem_texts import problem_text
from .writer import SerialWriter

log = logging.getLogger("thousand.ui")

__all__ = ["Autosaving"]


class Autosaving:
    """The saving part of :class:`~.controller_base.ControllerBase` (a mixin: the
    controller has the game, its seats, the storage and the signals)."""

    game: Any
    game_id: str
    seats: list[Any]
    storage: Any
    closed: bool
    message: Any
    saveState: Any

    def _start_saving(self, owner: QObject) -> None:
        self._writer = SerialWriter(owner)
        self._writer.done.connect(self._saved)
        #: Problem kinds only logged, not told (writes into a folder the user was told at
        #: start cannot be written).
        self.quiet_kinds: frozenset[str] = frozenset()
        self._recorder: Any = None      # the storage's GameRecorder, made on the first save
        self._save_seq = 0              # saves queued so far
        #: What shows a move, waiting for the save that holds it: (save, callable).
        self._after_save: deque[tuple[int, Callable[[], None]]] = deque()

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

            self._recorder = GameRecorder(self.storage, self.game, self.storage_seats(),
                                          self.game_id, extras=self._save_extras())
        recorder = self._recorder
        recorder.seats = self.storage_seats()
        recorder.extras = self._save_extras() or recorder.extras
        job = recorder.prepare()
        return lambda: bool(recorder.write(job))

    def autosave(self, then: Optional[Callable[[], None]] = None) -> None:
        """Queue a save of the game as it stands (and of the statistics when due); returns at
        once.  ``then`` (what shows the move: a move shown is a move kept) runs on the GUI
        thread once a save holding it is written (at once without a storage)."""
        if self.storage is None or self.closed:
            if then is not None and not self.closed:
                then()
            return
        job = self._save_job()
        if job is None:
            if then is not None:
                then()
            return
        self._save_seq += 1
        seq = self._save_seq
        if then is not None:
            self._after_save.append((seq, then))
        self._writer.submit(lambda: self._write(job, seq))

    def _write(self, job: Callable[[], bool], seq: int) -> Optional[tuple[list[Any], bool, int]]:
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
        return list(self.storage.take_problems()), saved, seq

    def _saved(self, result: object) -> None:
        if result is None:   # skipped: a later save replaced it
            return
        problems, saved, seq = result if isinstance(result, tuple) else ((), False, 0)
        while self._after_save and self._after_save[0][0] <= seq:
            _, then = self._after_save.popleft()
            if not self.closed:
                then()
        for problem in problems:
            if getattr(problem, "kind", None) not in self.quiet_kinds:
                self.message.emit(problem_text(problem))
        self.saveState.emit(saved)

    def save_now(self) -> None:
        """Save now and wait until it is written (problems are reported before this returns)."""
        self.autosave()
        self._writer.flush()
