"""The host's saves: the one place network play writes a game through storage (after every
move, as a local game is saved), and the host's notes that let a restarted host resume."""

from __future__ import annotations

import json
import os
import threading
from typing import Any, Callable, Optional, Sequence

from thousand_app.games.registry import GameKind
from thousand_app.mailbox import Mailbox
from thousand_app.storage import GameRecorder, SeatConfig, Storage, StorageError
from thousand_app.storage.atomic import atomic_write
from thousand_app.storage.logs import logger

__all__ = ["Autosaver", "HostKeeper", "seat_configs", "write_host_file", "read_host_file",
           "load_game", "resumable"]


def seat_configs(names: Sequence[str], people: Sequence[bool], level: str) -> list[SeatConfig]:
    """The seats as a save keeps them: people by name, computer players with their level."""
    return [SeatConfig(name) if person else SeatConfig(name, "computer", level)
            for name, person in zip(names, people)]


#: Threads writing the hosted games' saves: a save waits mostly for the disk (fsync), and
#: the saves of several games (a server may host many) wait for it side by side.
WRITER_THREADS = 4


class _Writer:
    """The threads that write every hosted game's saves, the newest save of each game only
    (one overtaken by a newer one is skipped: the moves that came together are written, and
    fsync-ed, once), one game's saves one at a time and in order; then each save's
    ``done(saved)``."""

    def __init__(self, threads: int = WRITER_THREADS) -> None:
        self._cond = threading.Condition()
        self._pending: dict[int, tuple[GameRecorder, Any, Optional[Callable[[bool], None]]]] = {}
        self._busy: set[int] = set()
        self._threads: list[threading.Thread] = []
        self._size = threads
        self._locks: dict[int, threading.Lock] = {}

    def put(self, key: int, recorder: GameRecorder, job: Any,
            done: Optional[Callable[[bool], None]] = None) -> None:
        with self._cond:
            self._pending[key] = (recorder, job, done)
            if len(self._threads) < min(self._size, len(self._pending) + len(self._busy)):
                thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._threads.append(thread)
                thread.start()
            self._cond.notify_all()

    def flush(self, key: int, timeout: float) -> None:
        """Wait until the save of ``key`` put so far is written."""
        with self._cond:
            self._cond.wait_for(lambda: key not in self._pending and key not in self._busy,
                                timeout)

    def _lock_of(self, recorder: GameRecorder) -> threading.Lock:
        """One save at a time into the same storage (its statistics database is one
        connection): games saved into storages of their own are written side by side."""
        with self._cond:
            keys = {id(recorder.storage), id(recorder.stats_storage)}
            lock = next((self._locks[k] for k in keys if k in self._locks), None)
            if lock is None:
                lock = threading.Lock()
            for k in keys:
                self._locks[k] = lock
            return lock

    def _next(self) -> Optional[int]:
        return next((k for k in self._pending if k not in self._busy), None)

    def _run(self) -> None:
        key: Optional[int] = None
        while True:
            with self._cond:
                if key is not None:
                    self._busy.discard(key)
                    self._cond.notify_all()
                self._cond.wait_for(lambda: self._next() is not None)
                key = self._next()
                assert key is not None
                recorder, job, done = self._pending.pop(key)
                self._busy.add(key)
            saved = False
            try:
                with self._lock_of(recorder):
                    saved = recorder.write(job)
            except Exception:   # (write never raises; a bug must not stop the saves)
                logger.exception("autosave of a hosted game")
            if done is not None:
                try:
                    done(saved)
                except Exception:
                    logger.exception("after the autosave of a hosted game")


_WRITER = _Writer()


class Autosaver:
    """Saves a hosted game after every move, as a local game is saved (the storage's
    :class:`~thousand_app.storage.GameRecorder`: the autosave, and the statistics with each
    person's name), off the event loop: the save is prepared where the game lives and written
    on the writer thread; ``saved(moves)`` is then called where the game lives (the table
    sends what shows those moves only then: a move shown is a move kept)."""

    def __init__(self, storage: Storage, game: Any, seats: list[SeatConfig],
                 game_id: str, stats: Optional[Storage] = None,
                 saved: Optional[Callable[[int], None]] = None) -> None:
        self.recorder = GameRecorder(storage, game, seats, game_id, stats=stats)
        self._mail = Mailbox() if saved is not None else None
        #: (for the writer thread: holds no Qt object)
        self._post = self._mail.poster(saved) if self._mail is not None and saved else None

    def changed(self, seats: Optional[list[SeatConfig]] = None, moves: int = 0) -> None:
        """Call after every move (where the game lives); ``moves``: how many the game has
        had, told back to ``saved`` once they are on disk."""
        if seats is not None:
            self.recorder.seats = seats
        done = None
        post = self._post
        if post is not None:
            def done(ok: bool) -> None:     # (on the writer thread: through the mailbox)
                if not ok:
                    logger.warning("a hosted game's move could not be saved; it is sent anyway")
                post(moves)
        _WRITER.put(id(self), self.recorder, self.recorder.prepare(), done)

    def close(self, timeout: float = 30.0) -> None:
        """Wait until what is pending is written."""
        _WRITER.flush(id(self), timeout)


#: The host's own notes beside the autosave: the room code and who holds each seat (with
#: its token), so that a host restarted after a crash lets the same people back in.
HOST_FILE = "net-host.json"
HOST_FORMAT = "thousand-net-host"


def write_host_file(storage: Storage, doc: dict[str, Any]) -> bool:
    """Write the host's notes atomically (readable by this user only); False on failure."""
    path = storage.data_dir / HOST_FILE
    try:
        atomic_write(path, json.dumps({"format": HOST_FORMAT, "version": 1, **doc},
                                      ensure_ascii=False).encode("utf-8"))
        os.chmod(path, 0o600)
    except (StorageError, OSError) as e:
        logger.warning("cannot write %s: %s", path, e)
        return False
    return True


def read_host_file(storage: Storage) -> Optional[dict[str, Any]]:
    """The host's notes, or None if there are none (or they are not ours)."""
    path = storage.data_dir / HOST_FILE
    try:
        with open(path, "rb") as f:
            doc = json.loads(f.read(1_000_000).decode("utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(doc, dict) or doc.get("format") != HOST_FORMAT or doc.get("version") != 1:
        return None
    return doc


def load_game(storage: Storage, kind: GameKind) -> Any:
    """The autosaved game of ``kind`` and its id, or (None, None)."""
    saved = storage.load_autosave(kind.name)
    if saved is None or saved.kind != kind.name:
        return None, None
    return saved.game, saved.game_id


def resumable(storage: Storage, kind: GameKind) -> Optional[tuple[dict[str, Any], Any]]:
    """The host's notes and the game of ``kind`` they go with, if a hosted game of that kind
    was saved there and is not over (else None)."""
    notes = read_host_file(storage)
    game, game_id = load_game(storage, kind)
    if notes is None or game is None or game.is_over or notes.get("game_id") != game_id or (
            notes.get("game") != kind.name) or not isinstance(notes.get("seats"), list) or (
            len(notes["seats"]) != game.n) or not all(isinstance(s, dict) for s in notes["seats"]):
        return None
    return notes, game


class HostKeeper:
    """What keeps a hosted game for later (the dedicated server's and the app's alike): the
    autosave after every move, and the host's notes (the room code, each seat's person and
    token) written whenever a seat changes hands; :meth:`take_back_seats` puts the people of
    the notes back in their seats of a host resuming the game.  ``more``: what else the
    notes keep (the app: its own seat); ``stats``: where the statistics go (the app's own
    storage; by default ``storage``)."""

    def __init__(self, storage: Storage, host: Any, game_id: str, level: str,
                 more: Optional[dict[str, Any]] = None, stats: Optional[Storage] = None) -> None:
        self.storage, self.host, self.game_id, self.level = storage, host, game_id, level
        #: Where the statistics go (the app's own: with each person's name, as in hot-seat).
        self.stats = stats
        self.more = dict(more or {})
        self.saver: Optional[Autosaver] = None
        host.table.hold = True      # (what shows a move waits until it is saved)
        host.table.moved.connect(self.save)
        host.table.seatsChanged.connect(self.write_notes)
        self.write_notes()

    @staticmethod
    def take_back_seats(host: Any, notes: dict[str, Any]) -> None:
        for seat, note in zip(host.table.seats, notes["seats"]):
            seat.name = str(note.get("name"))
            token = note.get("token")
            seat.token = token if isinstance(token, str) else None

    def seats(self) -> list[SeatConfig]:
        table = self.host.table
        return seat_configs([s.name for s in table.seats], [s.taken for s in table.seats],
                            self.level)

    def save(self) -> None:
        table = self.host.table
        if self.saver is None:
            self.saver = Autosaver(self.storage, table.game, self.seats(), self.game_id,
                                   self.stats, table.saved)
        self.saver.changed(self.seats(), table.moves)

    def write_notes(self) -> None:
        write_host_file(self.storage, {
            "game": self.host.kind.name, "game_id": self.game_id,
            "room": self.host.config.room_code, **self.more,
            "seats": [{"open": s.open, "name": s.name, "token": s.token}
                      for s in self.host.table.seats]})

    def close(self) -> None:
        """Wait until the last save is written."""
        if self.saver is not None:
            self.saver.close()
