"""A game controller's autosave: the game as it stands, written on one worker thread.

An :class:`Autosave` is a part its controller owns (:attr:`ControllerBase.saving
<thousand_app.ui.common.controller_base.ControllerBase>`), given what it needs when it
is made: the storage, the game's id, and callables for the game, the seats, what a save
keeps besides the game, and where the storage's problems (as messages) and whether the
game is safe on disk go.  It assumes nothing else of its owner.

Each save takes a snapshot of the game's record on the GUI thread (through the
storage's ``GameRecorder``) and writes it on a :class:`SerialWriter`, in order;
a save that a later one replaces is skipped, and the storage's problems come
back to the GUI thread.
"""

from __future__ import annotations

import logging
from collections import deque
from typing import TYPE_CHECKING, Any, Callable, Optional

from PySide6.QtCore import QObject

from .problem_texts import problem_text
from .writer import SerialWriter

if TYPE_CHECKING:
    from thousand_app.storage import SeatConfig

log = logging.getLogger("thousand.ui")

__all__ = ["Autosave"]


class Autosave:
    """Saves one game: :meth:`autosave` queues a save, :meth:`save_now` waits for it,
    :meth:`close` finishes the writes queued (and saves no more).

    ``owner`` is the writer's parent; ``storage`` None saves nothing (what waits for a
    save runs at once).  ``game()`` is the game (read at the first save), ``seats()`` the
    seats as the storage's ``SeatConfig`` values and ``extras()`` what a save keeps
    besides the game (the card game's ``GameExtras``, or None), both read at every save;
    ``message(text)`` tells the user a storage problem and ``saved(ok)`` whether the game
    is safe on disk after each save written."""

    def __init__(self, owner: QObject, storage: Any, game_id: str, *,
                 game: Callable[[], Any], seats: Callable[[], list[SeatConfig]],
                 extras: Callable[[], Any], message: Callable[[str], None],
                 saved: Callable[[bool], None]) -> None:
        self.storage = storage
        self.game_id = game_id
        self._game, self._seats, self._extras = game, seats, extras
        self._message, self._saved_ok = message, saved
        self.writer = SerialWriter(owner)
        self.writer.done.connect(self._saved)
        self.closed = False
        #: Problem kinds only logged, not told (writes into a folder the user was told at
        #: start cannot be written).
        self.quiet_kinds: frozenset[str] = frozenset()
        self._recorder: Any = None      # the storage's GameRecorder, made on the first save
        self._save_seq = 0              # saves queued so far
        #: What shows a move, waiting for the save that holds it: (save, callable).
        self._after_save: deque[tuple[int, Callable[[], None]]] = deque()

    @property
    def waiting(self) -> bool:
        """Whether something that shows a move waits for its save."""
        return bool(self._after_save)

    def drop_waiting(self) -> None:
        """Forget what waits for its save (a take-back: those moves are not shown)."""
        self._after_save.clear()

    def close(self) -> None:
        """Finish the writes queued so far (this waits for them); nothing waiting for them
        runs, and no save is made after."""
        self.closed = True
        self.writer.close()

    def _save_job(self) -> Optional[Callable[[], bool]]:
        """A job for the writer that saves the game as it stands now: a snapshot of its
        record taken here (pure data, its cost not growing with the game's length), never
        the live game; the storage's ``GameRecorder`` writes the statistics when due, before
        a finished game's autosave is removed."""
        if self._recorder is None:
            from thousand_app.storage import GameRecorder

            self._recorder = GameRecorder(self.storage, self._game(), self._seats(),
                                          self.game_id, extras=self._extras())
        recorder = self._recorder
        recorder.seats = self._seats()
        recorder.extras = self._extras() or recorder.extras
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
        self.writer.submit(lambda: self._write(job, seq))

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
                self._message(problem_text(problem))
        self._saved_ok(saved)

    def save_now(self) -> None:
        """Save now and wait until it is written (problems are reported before this returns)."""
        self.autosave()
        self.writer.flush()
