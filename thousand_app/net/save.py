"""The host's saves: the one place network play writes a game through storage (after every
move, as a local game is saved), and the host's notes that let a restarted host resume."""

from __future__ import annotations

import json
import os
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Optional, Sequence

from thousand_app.games.registry import AnyKind
from thousand_app.games.saving import GameFiles
from thousand_app.tasks import Lane, Mailbox
from thousand_app.storage import GameRecorder, SeatConfig, Storage, StorageError
from thousand_app.storage.atomic import atomic_write
from thousand_app.storage.logs import logger
from thousand_app.storage.savefile import files_of, parse_json, saved_from_doc
from thousand_app.storage.session import SaveJob
from thousand_app.storage.snapshot import _entries, dumps, entries_of

__all__ = ["Autosaver", "HostKeeper", "seat_configs", "write_host_file", "read_host_file",
           "load_game", "resumable", "MoveLog"]


def seat_configs(names: Sequence[str], people: Sequence[bool], level: str) -> list[SeatConfig]:
    """The seats as a save keeps them: people by name, computer players with their level."""
    return [SeatConfig(name) if person else SeatConfig(name, "computer", level)
            for name, person in zip(names, people)]


#: Saves of hosted games written at once: a save waits mostly for the disk (fsync), and the
#: saves of several games (a server may host many) wait for it side by side.
WRITER_THREADS = 4


class _Writer:
    """Writes every hosted game's saves on the task runner's ``autosave`` lane, the newest
    save of each game only (one overtaken by a newer one is skipped, or merged with it by the
    recorder's ``merge(older, newer)`` where it has one: the moves that came together are
    written, and fsync-ed, once), one game's saves one at a time and in order, up to
    :data:`WRITER_THREADS` games at once; then each save's ``done(what write returned, or
    None if it raised; the job written)``."""

    def __init__(self, threads: int = WRITER_THREADS) -> None:
        self._cond = threading.Condition()
        self._pending: dict[int, tuple[Any, Any, Optional[Callable[[Any, Any], None]]]] = {}
        self._busy: set[int] = set()
        #: Games with a write on the lane (queued or running): it writes what comes meanwhile.
        self._queued: set[int] = set()
        self._lane = Lane("autosave", width=threads)
        self._locks: dict[int, threading.Lock] = {}

    def put(self, key: int, recorder: Any, job: Any,
            done: Optional[Callable[[Any, Any], None]] = None) -> None:
        with self._cond:
            merge = getattr(recorder, "merge", None)
            if merge is not None and key in self._pending:
                job = merge(self._pending[key][1], job)
            self._pending[key] = (recorder, job, done)
            if key in self._queued:
                return
            self._queued.add(key)
        self._lane.run(self._write, key)

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

    def _write(self, key: int) -> None:
        """(On the lane) the newest save of ``key``; again if a newer one came meanwhile."""
        with self._cond:
            recorder, job, done = self._pending.pop(key)
            self._busy.add(key)
        saved: Any = None
        try:
            with self._lock_of(recorder):
                saved = recorder.write(job)
        except Exception:   # (write never raises; a bug must not stop the saves)
            logger.exception("autosave of a hosted game")
        if done is not None:
            try:
                done(saved, job)
            except Exception:
                logger.exception("after the autosave of a hosted game")
        with self._cond:
            self._busy.discard(key)
            again = key in self._pending
            if not again:
                self._queued.discard(key)
            self._cond.notify_all()
        if again:
            self._lane.run(self._write, key)


_WRITER = _Writer()


class _Syncer:
    """fdatasyncs the move logs of every hosted game, on the task runner's ``log-sync`` lane:
    a log that took a line is synced within :data:`SYNC_S`, together with every other log
    that took lines meanwhile (one pass a second for a server's games, not one for each game:
    at a person's pace a game has about a move a second).  :meth:`due` costs the host's
    thread a lock and a set (it queues a pass only when the set was empty)."""

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._due: dict[int, MoveLog] = {}
        self._lane = Lane("log-sync")
        #: Passes made (each syncs the logs due then): tests count the wake-ups.
        self.passes = 0
        self._sleep = time.sleep

    def due(self, log: "MoveLog") -> None:
        """``log`` took lines: synced within :data:`SYNC_S`."""
        with self._cond:
            if id(log) in self._due:
                return
            self._due[id(log)] = log
            if len(self._due) != 1:
                return          # (a pass is queued already: it takes this log too)
        self._lane.run(self._pass)

    def _pass(self) -> None:
        self._sleep(SYNC_S)     # (the lines of that second come meanwhile: synced together)
        with self._cond:
            logs, self._due = list(self._due.values()), {}
        for log in logs:
            log.sync()
        with self._cond:
            self.passes += 1    # (counted once its logs are synced)


_SYNCER = _Syncer()


#: The move log's format (its first line: the game it belongs to).
LOG_FORMAT = "thousand-net-moves"
LOG_VERSION = 2

#: A whole save (the autosave, and the statistics when due) at least every this many log
#: lines, besides those a game asks for (a deal's statistics, a seat changing hands, the end).
LOG_LINES = 200

#: Seconds between a line written and the log's fdatasync (on the syncing thread): lines that
#: come meanwhile, in any hosted game, are synced together.
SYNC_S = 1.0


def _reach(files: GameFiles, game: Any) -> tuple[int, int]:
    """How far the record of the game reaches now: its entries (the card game's deals, the
    dice game's turns) and the moves of the last one (an entry the record leaves out, the
    dice game's turn with no step yet, is not counted)."""
    entries = entries_of(files, game)
    n = len(entries)
    if n and not entries[-1][1] and not _entries(files, game, entries[-1:], game.is_over):
        n -= 1
    return n, (len(entries[n - 1][1]) if n else 0)


class MoveLog:
    """The moves of a hosted game, one short line appended for each move, beside its
    autosave (``<autosave>.log``, readable by this user only: it holds every hand).

    Its first line names the game (its id); each further line is what the record gained
    with a move: ``{"i": I, "k": K, "m": [...]}`` (entry I's moves from its K-th on, in
    record notation) or ``{"i": I, "e": {...}}`` (entry I as the record writes it: the cards
    dealt, the turn begun, with its moves so far).  Entries never change once written but by
    gaining moves, so the lines hold for any autosave of the game as old as the log's start
    or newer: a resume is the autosave with every line laid over it in order (what it holds
    already is written again the same).  The log is started after the game's first whole
    save, once for the game (a resumed one too), and grows with it (a line a move: the
    record's size again at most); a line cut short (a crash while it was written) ends it.

    A line is written (``write``, no fsync) where the game lives before anything shows its
    moves: the operating system holds it from then on, so a host that is killed or crashes
    resumes with every move it showed.  The log is fdatasync-ed on the syncing thread within
    :data:`SYNC_S` of a line, and every whole save is fsync-ed: an operating system crash or a
    power cut may lose the moves of that last second (the game resumes where it was then,
    whole), a price paid for not waiting for the disk at every move."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._fd: Optional[int] = None
        #: (between the thread that writes lines and the writer thread)
        self._lock = threading.Lock()

    @staticmethod
    def path_of(storage: Storage, kind: str) -> Path:
        path = storage.autosave_path_of(kind)
        return path.with_name(path.name + ".log")

    @property
    def is_open(self) -> bool:
        return self._fd is not None

    def start(self, game_id: str) -> bool:
        """A new log for game ``game_id`` (it replaces any), fsync-ed; False on failure."""
        head = json.dumps({"format": LOG_FORMAT, "version": LOG_VERSION,
                           "game_id": game_id}) + "\n"
        try:
            atomic_write(self.path, head.encode("utf-8"))
            os.chmod(self.path, 0o600)
            fd = os.open(self.path, os.O_WRONLY | os.O_APPEND)
        except (StorageError, OSError) as e:
            logger.warning("cannot start the move log %s: %s", self.path, e)
            return False
        with self._lock:
            old, self._fd = self._fd, fd
        if old is not None:
            os.close(old)
        return True

    def append(self, lines: str) -> bool:
        """Add ``lines`` (each ending with a newline): written, not fsync-ed.  False on
        failure (or when no log is started)."""
        data = lines.encode("utf-8")
        with self._lock:
            if self._fd is None:
                return False
            try:
                while data:
                    data = data[os.write(self._fd, data):]
            except OSError as e:
                logger.warning("cannot write the move log %s: %s", self.path, e)
                self._close()
                return False
        return True

    def sync(self) -> None:
        """fdatasync what was written (on the syncing thread: lines go on being written)."""
        with self._lock:
            if self._fd is None:
                return
            try:
                fd = os.dup(self._fd)
            except OSError:
                return
        try:
            os.fdatasync(fd) if hasattr(os, "fdatasync") else os.fsync(fd)
        except OSError as e:
            logger.warning("cannot sync the move log %s: %s", self.path, e)
        finally:
            os.close(fd)

    def _close(self) -> None:
        if self._fd is not None:
            try:
                os.close(self._fd)
            except OSError:
                pass
            self._fd = None

    def close(self) -> None:
        with self._lock:
            self._close()

    def remove(self) -> None:
        self.close()
        try:
            os.unlink(self.path)
        except FileNotFoundError:
            pass
        except OSError as e:
            logger.warning("cannot remove the move log %s: %s", self.path, e)

    @staticmethod
    def lay(entries: list[Any], line: Any) -> None:
        """Lay one line over the record's entries (ValueError if it does not fit them)."""
        if not isinstance(line, dict) or type(line.get("i")) is not int or line["i"] < 0:
            raise ValueError("not a line of the move log")
        i = line["i"]
        if "e" in line:
            if not isinstance(line["e"], dict) or i > len(entries):
                raise ValueError("an entry that does not follow the ones before it")
            entries[i:] = [line["e"]]
            return
        k, moves = line.get("k"), line.get("m")
        if i >= len(entries) or not isinstance(entries[i], dict) or not entries[i] or (
                type(k) is not int) or not isinstance(moves, list):
            raise ValueError("moves of an entry the record does not have")
        entry = entries[i]
        key = list(entry)[-1]       # (an entry's moves are its last key)
        if not isinstance(entry[key], list) or not 0 <= k <= len(entry[key]):
            raise ValueError("moves that do not follow the ones before them")
        entry[key] = entry[key][:k] + moves
        del entries[i + 1:]

    @classmethod
    def resume(cls, storage: Storage, kind: AnyKind, game_id: str) -> Any:
        """The game of the autosave of ``kind`` (whose id is ``game_id``) with the moves of
        its log laid over it, or None if there is no log of that game (or it does not
        replay)."""
        path = cls.path_of(storage, kind.name)
        try:
            with open(path, "rb") as f:
                lines = f.read().split(b"\n")
            head = json.loads(lines[0])
            if not isinstance(head, dict) or head.get("format") != LOG_FORMAT or (
                    head.get("version") != LOG_VERSION or head.get("game_id") != game_id):
                return None
            doc = parse_json(storage.autosave_path_of(kind.name).read_bytes())
            entries = doc["record"][files_of(kind).entries]
        except (OSError, ValueError, KeyError, TypeError):
            return None
        laid = 0
        # (the last element follows the last newline: empty, or a line cut short)
        for line in lines[1:-1]:
            try:
                cls.lay(entries, json.loads(line))
            except ValueError as e:     # (a damaged line: the log ends before it)
                logger.warning("the move log %s ends at a damaged line: %s", path, e)
                break
            laid += 1
        if not laid:
            return None
        try:
            return saved_from_doc(doc, storage.registry).game
        except Exception as e:
            logger.warning("the move log %s does not replay: %s", path, e)
            return None


@dataclass
class _Job:
    """What the writer thread does for one game: a whole save (or None), then the log
    started (after the game's first whole save: the updates wait for it, and it is told
    back where the game lives)."""

    save: Optional[SaveJob] = None
    start_log: bool = False


#: What :meth:`_LoggedRecorder.moved` says of a move.
KEPT, WAITING, UNKEPT = "kept", "waiting", "unkept"


class _LoggedRecorder:
    """A hosted game's saves: the :class:`MoveLog` at every move (a line written where the
    game lives), the storage's :class:`~thousand_app.storage.GameRecorder` (the autosave,
    the statistics) now and then on the writer thread.

    :meth:`moved` after every move: the move's line is written now (``KEPT``: its updates
    may go out), or, before the log is started (the game's first whole save is on its way),
    kept back until :meth:`written` says that save is on disk (``WAITING``); ``UNKEPT``
    when it could not be written (the whole save it then asks for keeps it)."""

    def __init__(self, recorder: GameRecorder) -> None:
        self.recorder = recorder
        self.storage, self.stats_storage = recorder.storage, recorder.stats_storage
        self.log = MoveLog(MoveLog.path_of(recorder.storage, recorder.kind))
        self._text = recorder.game_kind.action_text
        self._files = files_of(recorder.game_kind)
        # (where the game lives) how far the log's lines reach (None: no save yet), the lines
        # since the last whole save, the seats and the statistics' key it was asked for with
        self._reach: Optional[tuple[int, int]] = None
        self.lines = 0
        self._seats: Optional[list[SeatConfig]] = None
        self._stats_key: Any = None
        #: (set on the writer thread) a whole save failed: the next move asks for one
        self._redo = False
        #: (where the game lives) the log takes lines; the save that starts it is on its way;
        #: the lines waiting for it
        self.open = False
        self._starting = False
        self._waiting: list[str] = []

    def _new_lines(self) -> str:
        """The lines for the moves since the last ones (where the game lives)."""
        game, files = self.recorder.game, self._files
        entries = entries_of(files, game)
        assert self._reach is not None
        n, k = self._reach
        out = []
        if n and len(entries[n - 1][1]) > k:
            text = self._text
            out.append(dumps({"i": n - 1, "k": k, "m": [text(a) for a in entries[n - 1][1][k:]]}))
            k = len(entries[n - 1][1])
        for j in range(n, len(entries)):
            entry = _entries(files, game, entries[j:j + 1], game.is_over)
            if not entry:       # (a turn with no step yet: written with its first step)
                break
            out.append(f'{{"i":{j},"e":{entry[0]}}}')
            n, k = j + 1, len(entries[j][1])
        self._reach = (n, k)
        self.lines += len(out)
        return "".join(line + "\n" for line in out)

    def whole(self) -> _Job:
        """A whole save of the game as it stands (the log's lines reach it)."""
        rec = self.recorder
        self._reach, self.lines, self._seats = _reach(self._files, rec.game), 0, list(rec.seats)
        self._redo = False
        start = not self.open and not self._starting
        if start:       # (the lines so far are in this save)
            self._starting, self._waiting = True, []
        job = rec.prepare()
        self._stats_key = job.stats_key
        return _Job(job, start_log=start)

    def _stats_due(self) -> bool:
        """Statistics to record that no whole save was asked for yet (the recorder's own
        ``stats_due`` stays true until the writer has written them)."""
        rec = self.recorder
        return rec.stats_due() and rec._stats_key() != self._stats_key

    def moved(self) -> tuple[str, Optional[_Job]]:
        """After a move (where the game lives): (``KEPT``, ``WAITING`` or ``UNKEPT``, the job
        for the writer thread or None)."""
        rec = self.recorder
        if self._reach is None:
            return UNKEPT, self.whole()
        lines = self._new_lines()
        job = None
        if (self._redo or rec.game.is_over or self._stats_due() or rec.seats != self._seats
                or self.lines >= LOG_LINES or not (self.open or self._starting)):
            job = self.whole()
        if job is not None and job.start_log:
            return UNKEPT, job
        if not self.open:
            self._waiting.append(lines)
            return WAITING, job
        if not lines or self.log.append(lines):
            return KEPT, job
        self.open = False       # (the log failed: a whole save keeps the move, a new log)
        return UNKEPT, job if job is not None and job.start_log else self.whole()

    def written(self, ok: bool, opened: bool) -> bool:
        """The save that was to start the log is written (where the game lives): ``ok`` if
        it was, the log started if ``opened`` (a game over has none): the lines that waited
        for it are written.  True if the moves so far are kept."""
        self._starting = False
        waiting, self._waiting = "".join(self._waiting), []
        if not opened:
            return ok and self.recorder.game.is_over
        self.open = True
        if not waiting or self.log.append(waiting):
            return True
        self.open = False
        return False

    @staticmethod
    def merge(older: _Job, newer: _Job) -> _Job:
        """One job for two (the older one not written yet): a whole save is never skipped
        for the lines that continue it."""
        return _Job(newer.save or older.save, older.start_log or newer.start_log)

    def write(self, job: _Job) -> tuple[bool, bool]:
        """(On the writer thread.)  (whether the game is safe on disk, whether the log was
        started)."""
        ok, opened = True, False
        if job.save is not None:
            ok = self.recorder.write(job.save)
            if not ok:
                self._redo = True
            elif job.save.over and not self.storage.autosave_path_of(job.save.snapshot.kind
                                                                     ).exists():
                self.log.remove()       # (over and counted: the autosave is gone)
            elif job.start_log:
                opened = self.log.start(job.save.game_id)
                ok = opened
        return ok, opened

    def close(self) -> None:
        self.log.sync()
        self.log.close()


class Autosaver:
    """Saves a hosted game after every move, as a local game is saved, without waiting for
    the disk where the game lives: each move is one line of the :class:`MoveLog` written
    there (the table sends what shows it at once: a move shown is a move kept); the whole
    saves (the storage's :class:`~thousand_app.storage.GameRecorder`: the autosave, the
    statistics with each person's name, at the start, when a deal's statistics are due, when
    a seat changes hands, at the end and every :data:`LOG_LINES` lines) are prepared there
    and written on the writer thread, the log's fdatasync is the syncing thread's.  ``saved(moves)`` is called where
    the game lives once its first ``moves`` moves are kept: at once for a move whose line is
    written, after the writer's save for the game's first move (and whenever a line could not
    be written)."""

    def __init__(self, storage: Storage, game: Any, seats: list[SeatConfig],
                 game_id: str, stats: Optional[Storage] = None,
                 saved: Optional[Callable[[int], None]] = None) -> None:
        self.recorder = GameRecorder(storage, game, seats, game_id, stats=stats)
        self._logged = _LoggedRecorder(self.recorder)
        self._saved = saved
        self._mail = Mailbox()
        #: (for the writer thread: holds no Qt object)
        self._post = self._mail.poster(self._written)
        self._moves = 0

    def changed(self, seats: Optional[list[SeatConfig]] = None, moves: int = 0) -> None:
        """Call after every move (where the game lives); ``moves``: how many the game has
        had, told back to ``saved`` once they are kept."""
        if seats is not None:
            self.recorder.seats = seats
        self._moves = moves
        state, job = self._logged.moved()
        if job is not None:
            self._put(job)
        if state == KEPT:
            _SYNCER.due(self._logged.log)
            if self._saved is not None:
                self._saved(moves)

    def _put(self, job: _Job) -> None:
        post = self._post

        def done(result: Any, written: _Job) -> None:   # (on the writer thread: the mailbox)
            if written.start_log:
                post(result if isinstance(result, tuple) else (False, False))
        _WRITER.put(id(self), self._logged, job, done)

    def _written(self, result: tuple[bool, bool]) -> None:
        """(Where the game lives.)  The save that was to start the log is written: the moves
        that waited for it (the save holds them, or their lines now written) are kept, or,
        if the disk failed, sent anyway (the next move tries again)."""
        if not self._logged.written(*result):
            logger.warning("a hosted game's move could not be saved; it is sent anyway")
        if self._saved is not None:
            self._saved(self._moves)

    def close(self, timeout: float = 30.0) -> None:
        """A whole save of the moves since the last one (the autosave alone is the game
        then), and wait until what is pending is written."""
        if self._logged.open and self._logged.lines:
            self._put(self._logged.whole())
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


def load_game(storage: Storage, kind: AnyKind) -> Any:
    """The autosaved game of ``kind`` (with the moves of its :class:`MoveLog`) and its id,
    or (None, None)."""
    saved = storage.load_autosave(kind.name)
    if saved is None or saved.kind != kind.name:
        return None, None
    logged = MoveLog.resume(storage, kind, saved.game_id)
    return (saved.game if logged is None else logged), saved.game_id


def resumable(storage: Storage, kind: AnyKind) -> Optional[tuple[dict[str, Any], Any]]:
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
        #: The notes last written, and the seats as saved with the names and people they
        #: were made of (a move does not change them: not made again at every move).
        self._notes: Optional[dict[str, Any]] = None
        self._seats: tuple[Any, list[SeatConfig]] = ((), [])
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
        """The seats as the save keeps them (the same list while they do not change)."""
        table = self.host.table
        key = tuple((s.name, s.taken) for s in table.seats)
        if key != self._seats[0]:
            self._seats = (key, seat_configs([s.name for s in table.seats],
                                             [s.taken for s in table.seats], self.level))
        return self._seats[1]

    def save(self) -> None:
        table = self.host.table
        if self.saver is None:
            self.saver = Autosaver(self.storage, table.game, self.seats(), self.game_id,
                                   self.stats, table.saved)
        self.saver.changed(self.seats(), table.moves)

    def write_notes(self) -> None:
        """Write the notes, if they changed (``seatsChanged`` comes too when a person drops
        or comes back, and at every move when a turn clock starts)."""
        notes = {"game": self.host.kind.name, "game_id": self.game_id,
                 "room": self.host.config.room_code, **self.more,
                 "seats": [{"open": s.open, "name": s.name, "token": s.token}
                           for s in self.host.table.seats]}
        if notes != self._notes and write_host_file(self.storage, notes):
            self._notes = notes

    def close(self) -> None:
        """Wait until the last save is written."""
        if self.saver is not None:
            self.saver.close()
