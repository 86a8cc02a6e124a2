"""The host's saves: the one place network play writes a game through storage (after every
move, as a local game is saved), and the host's notes that let a restarted host resume."""

from __future__ import annotations

import hashlib
import json
import os
import threading
from pathlib import Path
from typing import Any, Callable, Optional, Sequence

from thousand_app.games.registry import GameKind
from thousand_app.mailbox import Mailbox
from thousand_app.storage import GameRecorder, SeatConfig, Storage, StorageError
from thousand_app.storage.atomic import atomic_write
from thousand_app.storage.logs import logger
from thousand_app.storage.savefile import files_of, parse_json, saved_from_doc
from thousand_app.storage.snapshot import entries_of, tail_of

__all__ = ["Autosaver", "HostKeeper", "seat_configs", "write_host_file", "read_host_file",
           "load_game", "resumable", "MoveLog"]


def seat_configs(names: Sequence[str], people: Sequence[bool], level: str) -> list[SeatConfig]:
    """The seats as a save keeps them: people by name, computer players with their level."""
    return [SeatConfig(name) if person else SeatConfig(name, "computer", level)
            for name, person in zip(names, people)]


#: Threads writing the hosted games' saves: a save waits mostly for the disk (fsync), and
#: the saves of several games (a server may host many) wait for it side by side.
WRITER_THREADS = 4


class _Writer:
    """The threads that write every hosted game's saves, the newest save of each game only
    (one overtaken by a newer one is skipped, or merged with it by the recorder's
    ``merge(older, newer)`` where it has one: the moves that came together are written, and
    fsync-ed, once), one game's saves one at a time and in order; then each save's
    ``done(saved)``."""

    def __init__(self, threads: int = WRITER_THREADS) -> None:
        lock = threading.Lock()
        self._cond = threading.Condition(lock)
        #: (on the same lock) where the writers wait for work: a save wakes one of them,
        #: not every idle writer (each wake-up costs the host's CPU at every move)
        self._work = threading.Condition(lock)
        self._pending: dict[int, tuple[Any, Any, Optional[Callable[[bool], None]]]] = {}
        self._busy: set[int] = set()
        self._threads: list[threading.Thread] = []
        self._size = threads
        self._locks: dict[int, threading.Lock] = {}

    def put(self, key: int, recorder: Any, job: Any,
            done: Optional[Callable[[bool], None]] = None) -> None:
        with self._cond:
            merge = getattr(recorder, "merge", None)
            if merge is not None and key in self._pending:
                job = merge(self._pending[key][1], job)
            self._pending[key] = (recorder, job, done)
            if len(self._threads) < min(self._size, len(self._pending) + len(self._busy)):
                thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._threads.append(thread)
                thread.start()
            self._work.notify()

    def flush(self, key: int, timeout: float) -> None:
        """Wait until the save of ``key`` put so far is written."""
        with self._cond:
            self._cond.wait_for(lambda: key not in self._pending and key not in self._busy,
                                timeout)

    def _lock_of(self, recorder: Any) -> threading.Lock:
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
                self._work.wait_for(lambda: self._next() is not None)
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


#: The move log's format (its first line: the autosave it continues).
LOG_FORMAT = "thousand-net-moves"

#: A whole save (the autosave, the log started again) at least every this many log lines,
#: and before a line would repeat more than this many entries (deals, turns): a line holds
#: the entries from the autosave's last one on, so a line stays small.
LOG_LINES = 200
LOG_ENTRIES = 3


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


class MoveLog:
    """The moves of a hosted game since its last autosave, beside it (``<autosave>.log``,
    readable by this user only: it holds every hand).  Its first line names the autosave it
    continues (the game's id and the SHA-256 of the file) and the entry of the record's list
    (a deal, a turn) its lines start at; each further line is ``{"entries": [...]}``: those
    entries as they stand, as the record writes them (the cards dealt and the dice thrown
    with the moves: a resume replays no chance).  A line is written and fsync-ed before the
    moves it holds are shown (one small append for the moves that came together, where the
    autosave rewrote the whole game); the last whole line is the game.  A line cut short (a
    crash while it was written) is ignored, and so is a log that does not continue the
    autosave beside it (a crash between a new autosave and its new log)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._fd: Optional[int] = None

    @staticmethod
    def path_of(storage: Storage, kind: str) -> Path:
        path = storage.autosave_path_of(kind)
        return path.with_name(path.name + ".log")

    def start(self, game_id: str, base: bytes, start: int) -> bool:
        """A new log over the autosave ``base`` (its bytes), its lines from entry ``start``."""
        self.close()
        head = json.dumps({"format": LOG_FORMAT, "version": 1, "game_id": game_id,
                           "base": _digest(base), "from": start}) + "\n"
        try:
            atomic_write(self.path, head.encode("utf-8"))
            os.chmod(self.path, 0o600)
            self._fd = os.open(self.path, os.O_WRONLY | os.O_APPEND)
        except (StorageError, OSError) as e:
            logger.warning("cannot start the move log %s: %s", self.path, e)
            return False
        return True

    def append(self, entries: str) -> bool:
        """Add a line (the entries' JSON text, comma-joined) and fsync it; False on failure
        (or when no log is started)."""
        if self._fd is None:
            return False
        try:
            data = ('{"entries":[' + entries + "]}\n").encode("utf-8")
            while data:
                data = data[os.write(self._fd, data):]
            os.fdatasync(self._fd) if hasattr(os, "fdatasync") else os.fsync(self._fd)
        except OSError as e:
            logger.warning("cannot write the move log %s: %s", self.path, e)
            self.close()
            return False
        return True

    def close(self) -> None:
        if self._fd is not None:
            try:
                os.close(self._fd)
            except OSError:
                pass
            self._fd = None

    def remove(self) -> None:
        self.close()
        try:
            os.unlink(self.path)
        except FileNotFoundError:
            pass
        except OSError as e:
            logger.warning("cannot remove the move log %s: %s", self.path, e)

    @classmethod
    def resume(cls, storage: Storage, kind: GameKind, game_id: str) -> Any:
        """The game of the autosave of ``kind`` (whose id is ``game_id``) with the moves of
        its log, or None if there is no log that continues it (or none of its lines
        replays)."""
        try:
            with open(cls.path_of(storage, kind.name), "rb") as f:
                lines = f.read().split(b"\n")
            base = storage.autosave_path_of(kind.name).read_bytes()
            head = json.loads(lines[0])
        except (OSError, ValueError):
            return None
        if not isinstance(head, dict) or head.get("format") != LOG_FORMAT or (
                head.get("version") != 1 or head.get("game_id") != game_id
                or head.get("base") != _digest(base) or not isinstance(head.get("from"), int)):
            return None
        key = files_of(kind).entries
        # (the last element follows the last newline: empty, or a line cut short)
        for line in reversed(lines[1:-1]):
            try:
                entries = json.loads(line)["entries"]
                doc = parse_json(base)
                record = doc["record"]
                record[key] = record[key][:head["from"]] + entries
                return saved_from_doc(doc).game
            except Exception as e:     # (a damaged line: the one before it)
                logger.warning("a line of the move log %s is unusable: %s",
                               cls.path_of(storage, kind.name), e)
        return None


class _LoggedRecorder:
    """A hosted game's saves: the storage's :class:`~thousand_app.storage.GameRecorder`
    (the autosave, the statistics) now and then, the :class:`MoveLog` in between.  A job is
    ``(save, tail)``: a whole save (or None), then a log line (or None)."""

    def __init__(self, recorder: GameRecorder) -> None:
        self.recorder = recorder
        self.storage, self.stats_storage = recorder.storage, recorder.stats_storage
        self.log = MoveLog(MoveLog.path_of(recorder.storage, recorder.kind))
        # (where the game lives) the entry the log's lines start at (None: no save yet),
        # how many lines it has, the seats saved last
        self._from: Optional[int] = None
        self._lines = 0
        self._seats: Optional[list[SeatConfig]] = None
        #: (set on the writer thread) a whole save failed: the next save is a whole one
        self._redo = False

    def prepare(self) -> tuple[Any, Any]:
        """The next save (where the game lives)."""
        rec = self.recorder
        game = rec.game
        total = len(entries_of(game))
        if (self._from is None or self._redo or game.is_over or rec.stats_due() or rec.seats != self._seats
                or total - self._from > LOG_ENTRIES or self._lines >= LOG_LINES):
            self._from, self._lines, self._seats = max(total - 1, 0), 0, list(rec.seats)
            self._redo = False
            return (rec.prepare(), self._from), None
        self._lines += 1
        return None, tail_of(game, self._from)

    @staticmethod
    def merge(older: tuple[Any, Any], newer: tuple[Any, Any]) -> tuple[Any, Any]:
        """One job for two (the older one not written yet): a whole save is never skipped
        for the lines that continue it."""
        return newer if newer[0] is not None else (older[0], newer[1])

    def write(self, job: tuple[Any, Any]) -> bool:
        """(On the writer thread.)  True if the game is safe on disk."""
        save, tail = job
        ok = True
        if save is not None:
            save_job, start = save
            ok = self.recorder.write(save_job)
            path = self.storage.autosave_path_of(save_job.snapshot.kind)
            try:
                base: Optional[bytes] = path.read_bytes() if ok else None
            except OSError:
                base = None     # (over and counted: the autosave is gone)
            if not ok:      # (the log stays as it was, with the autosave it continues)
                self.log.close()
                self._redo = True
            elif base is None:
                self.log.remove()
            elif not self.log.start(save_job.game_id, base, start):
                ok = False
                self._redo = True
        if tail is not None:
            ok = self.log.append(tail.text())
        return ok

    def close(self) -> None:
        self.log.close()


class Autosaver:
    """Saves a hosted game after every move, as a local game is saved (the storage's
    :class:`~thousand_app.storage.GameRecorder`: the autosave, and the statistics with each
    person's name), off the event loop: the save is prepared where the game lives and written
    on the writer thread; ``saved(moves)`` is then called where the game lives (the table
    sends what shows those moves only then: a move shown is a move kept).  Between whole
    saves (a deal's or a few turns' start, statistics, a seat changing hands) the moves go
    to the :class:`MoveLog` beside the autosave: a small append a move, not the whole game."""

    def __init__(self, storage: Storage, game: Any, seats: list[SeatConfig],
                 game_id: str, stats: Optional[Storage] = None,
                 saved: Optional[Callable[[int], None]] = None) -> None:
        self.recorder = GameRecorder(storage, game, seats, game_id, stats=stats)
        self._logged = _LoggedRecorder(self.recorder)
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
        _WRITER.put(id(self), self._logged, self._logged.prepare(), done)

    def close(self, timeout: float = 30.0) -> None:
        """Wait until what is pending is written."""
        _WRITER.flush(id(self), timeout)
        self._logged.close()


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
    """The autosaved game of ``kind`` (with the moves of its :class:`MoveLog`) and its id,
    or (None, None)."""
    saved = storage.load_autosave(kind.name)
    if saved is None or saved.kind != kind.name:
        return None, None
    logged = MoveLog.resume(storage, kind, saved.game_id)
    return (saved.game if logged is None else logged), saved.game_id


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
