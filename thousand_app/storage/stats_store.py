"""The statistics of every game in one database (``stats.sqlite3``), opened on first use, the
old ``stats.json`` imported once; reads and writes never raise (problems are reported)."""

from __future__ import annotations

import os
import shutil
import sqlite3
import threading
from pathlib import Path
from typing import Any, Callable, TypeVar

from thousand_app.games.registry import Registry

from .atomic import move_aside
from .errors import StorageError
from .logs import logger
from .problems import Problem, os_reason
from .reporter import Reporter, parse_guarded
from .savefile import SeatConfig, kind_of, now_iso
from .stats import (LEGACY_KIND, GameRow, NewerStats, game_row, is_imported_id, legacy_row,
                    parse_stats, stats_of)
from .statsdb import NewerDatabase, StatsDB, is_damage

#: A statistics write is made only with this much room left on the disk beyond what the
#: autosaves need (a new database with its WAL takes about 200 kB): on a small disk the
#: autosave comes first, and the statistics wait for room.
STATS_ROOM = 512 * 1024

#: The old statistics file is read (to import it) up to this size.
MAX_STATS_JSON = 1024 * 1024 * 1024
T = TypeVar("T")

__all__ = ["Statistics", "MAX_STATS_JSON"]


def db_reason(e: sqlite3.Error) -> str:
    """Why SQLite refused, as a :data:`~.problems.REASONS` code where one fits."""
    text = str(e)
    low = text.lower()
    if "readonly" in low or "read-only" in low:
        return "read_only"
    if "disk is full" in low or "database or disk is full" in low:
        return "disk_full"
    if "disk i/o" in low:
        return "io"
    return text[:1].lower() + text[1:]


class Statistics:
    """The statistics database ``db_path`` (with the old ``json_path`` imported into it);
    problems go to ``reporter``."""

    def __init__(self, db_path: Path, json_path: Path, reporter: Reporter,
                 registry: Registry) -> None:
        self.registry = registry
        self.db_path = db_path
        self.json_path = json_path
        self._r = reporter
        self._db: StatsDB | None = None
        self._off = False     # a newer database: statistics are not kept this run
        #: The last statistics write failed (said once; the next success ends the streak).
        self._failing = False
        self._lock = threading.RLock()

    def db(self) -> StatsDB | None:
        """The open statistics database (opened, migrated and the old ``stats.json``
        imported on first use); None while statistics cannot be kept (reported)."""
        with self._lock:
            if self._db is None and not self._off:
                self._open()
            return self._db

    def _open(self) -> None:
        path = self.db_path
        for attempt in (1, 2):
            try:
                self._db = StatsDB(path, self.registry)
                break
            except NewerDatabase as e:
                self._off = True
                self._r.report(Problem("stats_newer", path,
                                       detail=f"statistics format {e.version}"))
                return
            except sqlite3.DatabaseError as e:
                if is_damage(e) and attempt == 1:
                    self._set_db_aside(str(e))
                    continue
                if not self._open_read_only():
                    self._r.report_once(path, Problem("stats_not_saved", path,
                                                      reason=db_reason(e)))
                return
            except OSError as e:
                if not self._open_read_only():
                    self._r.report_once(path, Problem("stats_not_saved", path,
                                                      reason=os_reason(e)))
                return
        self._import_json()

    def _open_read_only(self) -> bool:
        """Open the database to read only (a data folder that cannot be written: the
        statistics recorded are shown, a write is refused and said); False if it cannot be
        opened that way either."""
        try:
            self._db = StatsDB(self.db_path, self.registry, read_only=True)
        except (sqlite3.Error, OSError, NewerDatabase) as e:
            logger.info("the statistics cannot be read either: %s", e)
            return False
        logger.warning("%s cannot be written: the statistics are read only", self.db_path)
        return True

    def _room(self, keep_free: int) -> bool:
        """Is there room on the disk for a statistics write, beyond ``keep_free``?"""
        folder = self.db_path.parent
        while not folder.exists() and folder != folder.parent:
            folder = folder.parent
        try:
            free = shutil.disk_usage(folder).free
        except OSError:
            return True    # (not known: the write itself says whether it fits)
        return free >= STATS_ROOM + keep_free

    def _write_failed(self, problem: Problem) -> None:
        """A statistics write failed: said once while writes keep failing (not after every
        move), logged every time."""
        if self._failing:
            logger.warning("%s", problem)
            return
        self._failing = True
        self._r.report(problem)

    def _set_db_aside(self, detail: str) -> None:
        """Move a damaged (or foreign) database aside and report it; its WAL files go with
        it (``<moved name>-wal``, ``-shm``), so the file set aside is as it was."""
        if self._db is not None:
            try:
                self._db.close()
            except sqlite3.Error:
                pass
            self._db = None
        path = self.db_path
        problem = self._r.set_aside("stats_damaged", path, detail)
        for extra in ("-wal", "-shm"):
            side = path.with_name(path.name + extra)
            try:
                if problem.moved_to:
                    os.replace(side, path.with_name(problem.moved_to + extra))
                else:
                    os.unlink(side)
            except OSError:
                pass

    def _failed(self, e: sqlite3.Error, kind: str) -> None:
        """A statistics read or write failed: a damaged database is set aside, else a
        ``kind`` problem is reported (once per streak)."""
        if is_damage(e):
            with self._lock:
                self._set_db_aside(str(e))
        else:
            self._r.report_once(self.db_path, Problem(kind, self.db_path, reason=db_reason(e)))

    def _import_json(self) -> None:
        """Import the statistics of the old ``stats.json`` once; keep the file as a backup."""
        db, path = self._db, self.json_path
        assert db is not None
        try:
            if not path.is_file() or LEGACY_KIND not in self.registry.names:
                return
            if db.meta("json_imported") is None:
                try:
                    data = self._r.read(path, MAX_STATS_JSON)
                    tables = stats_of(self.registry.get(LEGACY_KIND))
                    games = parse_guarded(lambda d: parse_stats(d, tables), data, ValueError,
                                          (ValueError,))
                except NewerStats as e:   # not ours to read: left as it is, said
                    self._r.report_once(path, Problem("import_newer", path,
                                                      detail=f"statistics format {e.version}"))
                    return
                except ValueError as e:
                    self._r.set_aside("stats_damaged", path, str(e))
                    return
                rows = [legacy_row(gid, entry) for gid, entry in games.items()]
                db.record(rows, {"json_imported": now_iso()})
            move_aside(path, "backup")
        except StorageError as e:   # stats.json cannot be read: said, tried again next start
            self._r.report_once(path, e.problem)
        except OSError as e:        # imported, but it could not be renamed: not imported again
            logger.warning("%s could not be kept as a backup: %s", path, e)
        except sqlite3.Error as e:
            self._failed(e, "stats_not_saved")

    # -- writing ------------------------------------------------------------------
    def record(self, row: GameRow, keep_free: int = 0) -> bool:
        """Record a game's contribution made beforehand (:func:`~.stats.game_row`, where the
        game lives): one transaction replacing what that game contributed before.  An
        imported game is never counted (True).  False (and reported, once while it lasts)
        when the statistics could not be written, or were not: a disk with less than
        :data:`STATS_ROOM` free beyond ``keep_free`` (what the autosaves need) keeps its
        room for them."""
        def run() -> bool:
            if is_imported_id(row.game_id):
                return True
            if not self._room(keep_free):
                self._write_failed(Problem("stats_not_saved", self.db_path, reason="disk_full"))
                return False
            db = self.db()
            if db is None:
                return False
            try:
                db.record([row])
            except sqlite3.Error as e:
                if is_damage(e):
                    self._failed(e, "stats_not_saved")
                else:
                    self._write_failed(Problem("stats_not_saved", self.db_path,
                                               reason=db_reason(e)))
                return False
            if self._failing:
                logger.info("the statistics are saved again")
                self._failing = False
            return True
        return self._r.guard("updating statistics", False, run)

    def update(self, game_id: str, game: Any, seats: list[SeatConfig],
               takebacks: bool = False) -> bool:
        """Record this game's contribution (of either game; idempotent).  An imported game
        is never counted; a card game with ``takebacks`` is marked so and sets no best
        result.  False (and reported) when the statistics could not be written."""
        def run() -> bool:
            row = game_row(kind_of(game, self.registry), game_id, game, seats, takebacks)
            return True if is_imported_id(game_id) else self.record(row)
        return self._r.guard("updating statistics", False, run)

    # -- reading ------------------------------------------------------------------
    def _read(self, what: str, read: Callable[[StatsDB], T], empty: T) -> T:
        """``read(db)``; ``empty`` when there are no statistics or they could not be read
        (a damaged database is set aside, a failure reported)."""
        def run() -> T:
            db = self.db()
            if db is None:
                return empty
            try:
                return read(db)
            except sqlite3.Error as e:
                self._failed(e, "read_failed")
                return empty
        return self._r.guard(what, empty, run)

    def totals(self, kind: str) -> dict[str, Any]:
        """The statistics of the game ``kind`` per human player name, over every game
        recorded."""
        self.registry.get(kind)   # (an unknown game is a programming error: raised, not reported)
        return self._read("reading statistics", lambda db: db.totals(kind), {})

    def game_count(self, kind: str, takebacks: bool = False) -> int:
        """How many games of ``kind`` the statistics hold; with ``takebacks``, only those
        where moves were taken back.  Quick at any number of games (0 when there are no
        statistics)."""
        flag = "takebacks" if takebacks else None
        return self._read("counting the games", lambda db: db.game_count(kind, flag), 0)

    def history(self, kind: str, limit: int = 50) -> list[dict[str, Any]]:
        """The games of ``kind`` recorded in the statistics, most recently played first."""
        return self._read("reading the game history", lambda db: db.games(kind, limit), [])

    def close(self) -> None:
        """Close the database (it is opened again if used later)."""
        with self._lock:
            if self._db is not None:
                self._db.close()
                self._db = None
