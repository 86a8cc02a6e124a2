"""The storage the app uses: settings, the games in progress, named saves, records, statistics.

:class:`Storage` is a small facade over its parts, one per responsibility:
:class:`~.settings_store.SettingsFile` (settings), :class:`~.games_store.SavedGames` (the
autosave of each game and the named saves), :class:`~.records.Records` (export and import),
:class:`~.stats_store.Statistics` (the statistics database) and the data folder's lock; they
share one :class:`~.reporter.Reporter`.  Every method serves both games alike: the game is
the game object's (or named by ``kind``, "cards" or "dice"), described once per game in the
registry the storage is given (:class:`~thousand_app.games.registry.Registry`, built by the
entry point).

Nothing here raises for a damaged file.  Methods the user starts on purpose
(``save_as``, ``load``, ``delete``, ``export_record``, ``import_record``)
raise :class:`StorageError` carrying a :class:`Problem`; the automatic ones
(``autosave``, ``save_settings``, ``update_stats``, the loaders) never raise
and put their problems in :attr:`Storage.problems`.  A problem is data (a
kind, the file, a short detail) that the app puts into the user's language;
``str(problem)`` is English, and that is what goes to the log.
"""

from __future__ import annotations

import os
import uuid
from pathlib import Path
from typing import Any

import platformdirs

from thousand_app.games.registry import Registry

from .atomic import KEEP_SET_ASIDE_DAYS, remove_old_set_aside, remove_stale_temps
from .games_store import SavedGames
from .lock import FolderLock, LockUnusable
from .logs import logger, setup_logging
from .problems import Problem, os_reason
from .records import Records
from .reporter import Reporter
from .savefile import GameExtras, SavedGame, SaveInfo, SeatConfig
from .settings import Settings
from .settings_store import SettingsFile
from .snapshot import RecordSnapshot
from .stats import GameRow
from .stats_store import Statistics
from .statsdb import StatsDB

APP_NAME = "Thousand"


def new_game_id() -> str:
    """A fresh id for a new game (the key of its statistics)."""
    return uuid.uuid4().hex


class Storage:
    """Settings in the config folder; autosaves, saves, statistics and the log in the data folder.

    ``Storage(registry)`` keeps the games of ``registry`` in the ``platformdirs`` folders of
    the user; ``Storage(registry, base_dir=p)`` uses ``p/"config"`` and ``p/"data"`` (tests).
    """

    def __init__(self, registry: Registry, base_dir: str | os.PathLike[str] | None = None, *,
                 config_dir: str | os.PathLike[str] | None = None,
                 data_dir: str | os.PathLike[str] | None = None,
                 log: bool = True) -> None:
        if base_dir is not None:
            base = Path(base_dir)
            cfg, dat = base / "config", base / "data"
        else:
            cfg = Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))
            dat = Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
        self.config_dir = Path(config_dir) if config_dir is not None else cfg
        self.data_dir = Path(data_dir) if data_dir is not None else dat
        self.saves_dir = self.data_dir / "saves"
        self.settings_path = self.config_dir / "settings.json"
        #: Where statistics were kept before the database: imported once, kept as a backup.
        self.stats_path = self.data_dir / "stats.json"
        self.stats_db_path = self.data_dir / "stats.sqlite3"
        #: The games kept here.
        self.registry = registry
        self._reporter = Reporter()
        self._settings = SettingsFile(self.settings_path, self._reporter)
        self.games = SavedGames(self.data_dir, self.saves_dir, self._reporter, registry)
        self.records = Records(self._reporter, registry)
        self.statistics = Statistics(self.stats_db_path, self.stats_path, self._reporter,
                                     registry)
        self._folder_lock = FolderLock(self.data_dir)
        #: Why the data folder's lock could not be taken (None: taken, or held by another app).
        self.lock_problem: Problem | None = None
        self.log_path: Path | None = setup_logging(self.data_dir) if log else None
        for folder in (self.data_dir, self.saves_dir, self.config_dir):
            remove_stale_temps(folder)
            for old in remove_old_set_aside(folder):
                logger.info("removed %s (set aside over %d days ago)", old, KEEP_SET_ASIDE_DAYS)

    # -- problems ---------------------------------------------------------------
    @property
    def problems(self) -> list[Problem]:
        """Problems for the user (damaged files, failed writes); the app shows and clears them."""
        return self._reporter.problems

    @problems.setter
    def problems(self, value: list[Problem]) -> None:
        self._reporter.problems = value

    def take_problems(self) -> list[Problem]:
        """The problems collected so far, and forget them."""
        return self._reporter.take()

    @property
    def autosave_error(self) -> str | None:
        """The last autosave failure (in English) while autosaving fails, else None."""
        return self.games.autosave_error

    # -- settings ---------------------------------------------------------------
    def load_settings(self) -> Settings:
        """The saved settings; defaults if missing, per key for bad values, all if damaged."""
        return self._settings.load()

    def save_settings(self, settings: Settings) -> bool:
        """Write the settings atomically; False (and a problem reported) if that failed."""
        return self._settings.save(settings)

    # -- games in progress and named saves (:class:`~.games_store.SavedGames`) ---------
    def autosave(self, game: Any, seats: list[SeatConfig], game_id: str,
                 extras: GameExtras | None = None) -> bool:
        """Save the game in progress atomically (each game in its own autosave); False if
        that failed (reported once).  A finished game's autosave is removed instead."""
        return self.games.autosave(game, seats, game_id, extras)

    def write_autosave(self, kind: str, snapshot: RecordSnapshot, seats: list[SeatConfig],
                       game_id: str, extras: GameExtras | None = None) -> bool:
        """Write the autosave of the game of ``kind`` from a snapshot of its record
        (:class:`~.snapshot.Snapshotter`, taken where the game lives), atomically."""
        return self.games.write_autosave(kind, snapshot, seats, game_id, extras)

    def autosave_path_of(self, kind: str) -> Path:
        """The autosave file of the game of ``kind``."""
        return self.games.autosave_path_of(kind)

    def has_autosave(self, kind: str | None = None) -> bool:
        """Is there a game to continue (of ``kind``, or of any game)?"""
        return self.games.has_autosave(kind)

    def autosave_kind(self) -> str | None:
        """Which game Continue resumes (the one saved last); None if none."""
        return self.games.autosave_kind()

    def load_autosave(self, kind: str | None = None) -> SavedGame | None:
        """The game to continue (of ``kind``, or the one played last); None if none."""
        return self.games.load_autosave(kind)

    def clear_autosave(self, kind: str) -> None:
        """Forget the game in progress of ``kind``.  Never raises."""
        self.games.clear_autosave(kind)

    def save_path(self, name: str) -> Path:
        """The file of the save called ``name`` (StorageError for a bad name)."""
        return self.games.save_path(name)

    def has_save(self, name: str) -> bool:
        """Is there a save with this name (to ask before replacing it)?"""
        return self.games.has_save(name)

    def save_as(self, name: str, game: Any, seats: list[SeatConfig], game_id: str,
                extras: GameExtras | None = None) -> SaveInfo:
        """Save the game under ``name`` (replacing a save of that name); StorageError on
        failure."""
        return self.games.save_as(name, game, seats, game_id, extras)

    def list_saves(self) -> list[SaveInfo]:
        """The named saves of every game, newest first (damaged ones moved aside, reported)."""
        return self.games.list_saves()

    def load(self, name: str) -> SavedGame:
        """Load a named save; StorageError if it cannot."""
        return self.games.load(name)

    def delete(self, name: str) -> None:
        """Delete a named save (nothing happens if it is already gone)."""
        self.games.delete(name)

    # -- records (:class:`~.records.Records`) -----------------------------------------
    def export_record(self, game: Any, path: str | os.PathLike[str],
                      seats: list[SeatConfig] | None = None) -> None:
        """Write the game's record to ``path`` (with ``seats``: who played each seat);
        StorageError if not."""
        self.records.export_record(game, path, seats)

    def import_record(self, path: str | os.PathLike[str]) -> SavedGame:
        """Read a record or a save of any game someone sent; StorageError if not valid."""
        return self.records.import_record(path)

    # -- statistics (:class:`~.stats_store.Statistics`) -------------------------------
    def _stats(self) -> StatsDB | None:
        """The open statistics database (None while statistics cannot be kept)."""
        return self.statistics.db()

    def record_stats(self, row: GameRow) -> bool:
        """Record a game's contribution made beforehand (:func:`~.stats.game_row`), unless
        that would leave the disk too little room for the autosaves (twice the largest:
        the next one is written beside it): the autosave comes first."""
        keep = 0
        for kind in self.registry.names:
            try:
                keep = max(keep, 2 * self.autosave_path_of(kind).stat().st_size)
            except OSError:
                pass
        return self.statistics.record(row, keep_free=keep)

    def update_stats(self, game_id: str, game: Any, seats: list[SeatConfig],
                     takebacks: bool = False) -> bool:
        """Record this game's contribution to the statistics (one transaction, idempotent);
        False (and reported) when they could not be written."""
        return self.statistics.update(game_id, game, seats, takebacks)

    def stats(self, kind: str) -> dict[str, Any]:
        """The statistics of the game ``kind`` per human player name."""
        return self.statistics.totals(kind)

    def game_count(self, kind: str, takebacks: bool = False) -> int:
        """How many games of ``kind`` the statistics hold (``takebacks``: only those where
        moves were taken back)."""
        return self.statistics.game_count(kind, takebacks)

    def game_history(self, kind: str, limit: int = 50) -> list[dict[str, Any]]:
        """The games of ``kind`` recorded in the statistics, most recently played first."""
        return self.statistics.history(kind, limit)

    # -- one app per data folder -------------------------------------------------
    def lock_data_folder(self) -> bool:
        """Hold the data folder's lock until :meth:`close` or the end of the process.

        False when another running app holds it (then this one must not write
        here), or when the lock file is there but cannot be used (a folder in its
        place, a file this user may not open, left by a start as another user):
        then :attr:`lock_problem` says so (a ``lock_unusable`` problem naming the
        file to remove), and the app must not run on this folder either, since
        another one could.  A folder where the lock file cannot be made at all
        (read-only) is taken as free: nothing can be written there anyway, and
        every failed write is reported.
        """
        self.lock_problem = None
        try:
            return self._folder_lock.acquire()
        except LockUnusable as e:
            cause = e.__cause__
            reason = os_reason(cause) if isinstance(cause, OSError) else "not_a_file"
            self.lock_problem = Problem("lock_unusable", self._folder_lock.path, reason=reason)
            logger.warning("%s", self.lock_problem)
            return False
        except OSError as e:
            logger.warning("the data folder cannot be locked: %s", e)
            return True

    def close(self) -> None:
        """Close the statistics database (the storage opens it again if used later) and let
        go of the data folder's lock."""
        self.statistics.close()
        self._folder_lock.release()
