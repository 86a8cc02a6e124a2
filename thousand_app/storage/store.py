"""The storage facade the app uses: settings, the autosave, named saves, records, statistics.

Nothing here raises for a damaged file.  Methods the user starts on purpose
(``save_as``, ``load``, ``delete``, ``export_record``, ``import_record``)
raise :class:`StorageError` carrying a :class:`Problem`; the automatic ones
(``autosave``, ``save_settings``, ``update_stats``, the loaders) never raise
and put their problems in :attr:`Storage.problems`.  A problem is data (a
kind, the file, a short detail) that the app puts into the user's language;
``str(problem)`` is English, and that is what goes to the log.
"""

from __future__ import annotations

import json
import os
import sqlite3
import sys
import threading
import uuid
from pathlib import Path
from typing import Any, Callable, TypeVar

import platformdirs

from thousand_app.dice.engine import DiceGame
from thousand_app.cards.engine import Game
from thousand_app.cards.engine.record import to_record

from .atomic import (KEEP_SET_ASIDE_DAYS, atomic_write, move_aside, remove_old_set_aside,
                     remove_stale_temps)
from .errors import StorageError
from .lock import FolderLock, LockUnusable
from .logs import log_exception, log_path, logger, setup_logging, short_description
from .names import MAX_NAME, BadName, clean_name, name_of, stem_of
from .savefile import (MAX_SAVE_BYTES, RECORD_FORMAT, SAVE_FORMAT, GameExtras, NewerSave,
                       SaveDamage, SavedGame, SaveInfo, SeatConfig, check_seats, derived_game_id, dump_doc,
                       info_of, make_save_doc, now_iso, parse_json,
                       replay_checked, saved_game_from_doc, seats_of)
from .dice_saves import (AnySaved, SavedDiceGame, any_info_of, dice_info_of, dice_record_doc,
                         import_dice_doc, is_dice_doc, make_dice_save_doc)
from .dice_saves import read_any_save_bytes as read_save_bytes   # (either game, by 'format')
from .dice_stats import DiceGameRow, DicePlayerStats, dice_game_row
from .problems import UNEXPECTED, Problem, os_reason
from .snapshot import RecordSnapshot, save_bytes
from .settings import Settings, SettingsDamage, parse_settings, settings_to_json
from .stats import (GameRow, NewerStats, PlayerStats, game_row, imported_id, is_imported_id, legacy_row,
                    parse_stats)
from .statsdb import NewerDatabase, StatsDB, is_damage

APP_NAME = "Thousand"
#: An imported file larger than this is refused before it is read (a long real game is
#: well under 1 MB).
MAX_IMPORT_BYTES = 8 * 1024 * 1024
#: A record with more deals than this is refused before it is replayed.
MAX_IMPORT_DEALS = 5000
#: The old statistics file is read (to import it) up to this size.
MAX_STATS_JSON = 1024 * 1024 * 1024
T = TypeVar("T")


def _parse(fn: Callable[[bytes], T], data: bytes, damage: type[ValueError],
           known: tuple[type[Exception], ...]) -> T:
    """``fn(data)``; an error other than ``known`` is logged and becomes ``damage``.

    So even a file that trips a bug is reported and moved aside like any
    damaged file, instead of being read again (and failing again) next time.
    """
    try:
        return fn(data)
    except known:
        raise
    except Exception:
        log_exception(context="reading a file")
        raise damage(UNEXPECTED) from None


def _db_reason(e: sqlite3.Error) -> str:
    """Why SQLite refused, as a :data:`REASONS` code where one fits."""
    text = str(e)
    low = text.lower()
    if "readonly" in low or "read-only" in low:
        return "read_only"
    if "disk is full" in low or "database or disk is full" in low:
        return "disk_full"
    if "disk i/o" in low:
        return "io"
    return text[:1].lower() + text[1:]


def new_game_id() -> str:
    """A fresh id for a new game (the key of its statistics)."""
    return uuid.uuid4().hex


class Storage:
    """Settings in the config folder; autosave, saves, statistics and the log in the data folder.

    ``Storage()`` uses the ``platformdirs`` folders of the user;
    ``Storage(base_dir=p)`` uses ``p/"config"`` and ``p/"data"`` (tests).
    """

    def __init__(self, base_dir: str | os.PathLike[str] | None = None, *,
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
        self.autosave_path = self.data_dir / "autosave.json"
        #: The dice game in progress (its own file: starting one game keeps the other).
        self.dice_autosave_path = self.data_dir / "dice-autosave.json"
        #: Where statistics were kept before the database: imported once, kept as a backup.
        self.stats_path = self.data_dir / "stats.json"
        self.stats_db_path = self.data_dir / "stats.sqlite3"
        self._stats_db: StatsDB | None = None
        self._stats_off = False     # a newer database: statistics are not kept this run
        self._stats_lock = threading.RLock()
        self._folder_lock = FolderLock(self.data_dir)
        #: Why the data folder's lock could not be taken (None: taken, or held by another app).
        self.lock_problem: Problem | None = None
        #: Problems for the user (damaged files, failed writes); the app shows and clears them.
        self.problems: list[Problem] = []
        #: The last autosave failure (in English) while autosaving fails, else None.
        self.autosave_error: str | None = None
        self.log_path: Path | None = setup_logging(self.data_dir) if log else None
        self._info_cache: dict[Path, tuple[tuple[int, int], SaveInfo]] = {}
        self._reported: set[tuple[Path, int, int]] = set()
        for folder in (self.data_dir, self.saves_dir, self.config_dir):
            remove_stale_temps(folder)
            for old in remove_old_set_aside(folder):
                logger.info("removed %s (set aside over %d days ago)", old, KEEP_SET_ASIDE_DAYS)

    # -- problems ---------------------------------------------------------------
    def take_problems(self) -> list[Problem]:
        """The problems collected so far, and forget them."""
        out, self.problems = self.problems, []
        return out

    def _report(self, problem: Problem) -> None:
        logger.warning("%s", problem)
        self.problems.append(problem)

    def _report_once(self, path: Path, problem: Problem) -> None:
        """Report a problem with a file we leave in place, once per version of that file."""
        try:
            st = path.stat()
            key = (path, st.st_mtime_ns, st.st_size)
        except OSError:
            key = (path, 0, 0)
        if key not in self._reported:
            self._reported.add(key)
            self._report(problem)

    def _unexpected(self, what: str) -> Problem:
        """Log the exception being handled; report and return an ``internal`` problem."""
        exc = sys.exc_info()[1]
        log_exception(context=what)
        problem = Problem("internal", log_path(), detail=short_description(exc))
        self._report(problem)
        return problem

    def _set_aside(self, kind: str, path: Path, detail: str, name: str = "",
                   tag: str = "corrupt", say_move_error: bool = True) -> Problem:
        """Move a file aside as ``<name>.<tag>-<timestamp>`` and report it (a ``kind``
        problem, with the failure to move it when ``say_move_error``); return the problem."""
        try:
            moved_to, move_error = move_aside(path, tag).name, ""
        except OSError as e:
            moved_to, move_error = "", os_reason(e) if say_move_error else ""
        self._info_cache.pop(path, None)
        problem = Problem(kind, path, detail=detail, name=name, moved_to=moved_to,
                          move_error=move_error)
        self._report(problem)
        return problem

    def _read(self, path: Path, limit: int = MAX_SAVE_BYTES) -> bytes:
        """The bytes of a file; ``FileNotFoundError`` or :class:`StorageError`."""
        try:
            with open(path, "rb") as f:
                data = f.read(limit + 1)
        except FileNotFoundError:
            raise
        except OSError as e:
            raise StorageError(Problem("read_failed", path, reason=os_reason(e))) from e
        return data

    def _guard(self, what: str, default: T, fn: Callable[[], T]) -> T:
        """Run ``fn``; an unexpected exception is logged, reported, and ``default`` returned."""
        try:
            return fn()
        except Exception:
            self._unexpected(what)
            return default

    # -- settings ---------------------------------------------------------------
    def load_settings(self) -> Settings:
        """The saved settings; defaults if missing, per key for bad values, all if damaged."""
        return self._guard("loading settings", Settings(), self._load_settings)

    def _load_settings(self) -> Settings:
        path = self.settings_path
        try:
            data = self._read(path, 1024 * 1024)
        except FileNotFoundError:
            return Settings()
        except StorageError as e:
            self._report_once(path, Problem("settings_unreadable", path,
                                            reason=e.problem.reason))
            return Settings()
        try:
            if len(data) > 1024 * 1024:
                raise SettingsDamage("the file is too large to be a settings file")
            settings, key_problems, newer = _parse(parse_settings, data, SettingsDamage,
                                                   (SettingsDamage,))
        except SettingsDamage as e:
            self._set_aside("settings_damaged", path, str(e))
            return Settings()
        if newer is not None:
            # Written by a newer version: what this one knows is used; the file itself is
            # kept for that version (its keys of this version's are written back here).
            self._set_aside("settings_newer", path, f"settings format {newer}", tag="newer",
                            say_move_error=False)
            self._write_settings(settings, quiet=True)
        elif key_problems:
            self._set_aside("settings_reset", path, "; ".join(key_problems),
                            say_move_error=False)
            self._write_settings(settings, quiet=True)
        return settings

    def save_settings(self, settings: Settings) -> bool:
        """Write the settings atomically; False (and a problem reported) if that failed."""
        return self._guard("saving settings", False,
                           lambda: self._write_settings(settings, quiet=False))

    def _write_settings(self, settings: Settings, quiet: bool) -> bool:
        try:
            atomic_write(self.settings_path, settings_to_json(settings))
            return True
        except StorageError as e:
            if not quiet:
                self._report(Problem("settings_not_saved", self.settings_path,
                                     reason=e.problem.reason))
            return False

    # -- the autosave -----------------------------------------------------------
    def autosave(self, game: Game, seats: list[SeatConfig], game_id: str,
                 extras: GameExtras | None = None) -> bool:
        """Save the game in progress atomically; False if that failed (reported once).

        Call it after every action, deal and undo.  A failure leaves the previous
        autosave intact; the next call tries again.
        """
        return self._autosave_to(self.autosave_path,
                                 lambda: dump_doc(make_save_doc(game, seats, game_id,
                                                                extras=extras)))

    def autosave_dice(self, game: DiceGame, seats: list[SeatConfig], game_id: str,
                      takebacks: tuple[bool, int] = (False, 0)) -> bool:
        """Save the dice game in progress atomically (``dice-autosave.json``); False if that
        failed (reported once).  Call it after every throw and choice.  A finished game is
        not kept for Continue: its autosave is removed instead (True).  ``takebacks``:
        (allowed, used)."""
        if game.is_over:
            self.clear_dice_autosave()
            return True
        return self._autosave_to(self.dice_autosave_path,
                                 lambda: dump_doc(make_dice_save_doc(game, seats, game_id,
                                                                     takebacks=takebacks)))

    def write_autosave(self, kind: str, snapshot: RecordSnapshot, seats: list[SeatConfig],
                       game_id: str, extras: GameExtras | None = None) -> bool:
        """Write the autosave of the game of ``kind`` ("cards" or "dice") from a snapshot of
        its record (:class:`~.snapshot.Snapshotter`, taken where the game lives), atomically;
        False if that failed (reported once per failing streak; the next call tries again).
        The file is the one :meth:`autosave` or :meth:`autosave_dice` writes."""
        return self._autosave_to(self.autosave_path_of(kind),
                                 lambda: save_bytes(snapshot, seats, game_id, extras=extras))

    def autosave_path_of(self, kind: str) -> Path:
        """The autosave file of the game of ``kind`` ("cards" or "dice")."""
        return self.dice_autosave_path if kind == "dice" else self.autosave_path

    def _autosave_to(self, path: Path, make_bytes: Callable[[], bytes]) -> bool:
        """Write the bytes ``make_bytes()`` to the autosave ``path`` atomically."""
        try:
            if os.path.isdir(path):   # a folder, or a link to one: never replaced
                raise StorageError(Problem("autosave_not_a_file", path))
            atomic_write(path, make_bytes())
        except StorageError as e:
            if self.autosave_error is None:
                self._report(e.problem if e.problem.kind == "autosave_not_a_file" else
                             Problem("autosave_failed", path, reason=e.problem.reason))
            self.autosave_error = str(e)
            return False
        except Exception:
            exc = sys.exc_info()[1]
            message = log_exception(context="autosave")
            if self.autosave_error is None:
                self._report(Problem("internal", log_path(), detail=short_description(exc)))
            self.autosave_error = message
            return False
        if self.autosave_error is not None:
            logger.info("autosave works again")
            self.autosave_error = None
        return True

    def has_autosave(self, kind: str | None = None) -> bool:
        """Is there a game to continue (of ``kind`` "cards" or "dice", or either)?  (It may
        still turn out damaged on loading.)

        Something else in the autosave's place (a folder, a link to one) is reported:
        no game could ever be saved there.
        """
        return any(self._has_autosave_file(path) for path in self._autosave_paths(kind))

    def autosave_kind(self) -> str | None:
        """Which game Continue resumes: "cards" or "dice" (the one saved last); None if none."""
        for path in self._autosave_paths():
            if path.is_file():
                return "dice" if path == self.dice_autosave_path else "cards"
        return None

    def _autosave_paths(self, kind: str | None = None) -> list[Path]:
        """The autosave files of ``kind`` (both when None), the last written first."""
        paths = {"cards": [self.autosave_path], "dice": [self.dice_autosave_path]}.get(
            kind or "", [self.autosave_path, self.dice_autosave_path])

        def written(path: Path) -> int:
            try:
                return path.lstat().st_mtime_ns
            except OSError:
                return -1
        there = [p for p in paths if written(p) >= 0] if kind is None else paths
        return sorted(there, key=written, reverse=True)

    def _has_autosave_file(self, path: Path) -> bool:
        try:
            if path.is_file():
                return True
            if path.exists() or path.is_symlink():
                self._report_once(path, Problem("autosave_not_a_file", path))
        except OSError:
            pass
        return False

    def load_autosave(self, kind: str | None = None) -> AnySaved | None:
        """The game to continue: the one played last (card or dice game, or only ``kind``);
        None if there is none.  A damaged autosave is set aside and reported, and the other
        game's autosave is tried."""
        def run() -> AnySaved | None:
            for path in self._autosave_paths(kind):
                saved = self._load_autosave(path)
                if saved is not None:
                    return saved
            return None
        return self._guard("loading the autosave", None, run)

    def _load_autosave(self, path: Path) -> AnySaved | None:
        try:
            data = self._read(path)
        except FileNotFoundError:
            return None
        except StorageError as e:
            self._report_once(path, e.problem)
            return None
        try:
            return _parse(read_save_bytes, data, SaveDamage, (SaveDamage, NewerSave))
        except SaveDamage as e:
            self._set_aside("autosave_damaged", path, str(e))
        except NewerSave as e:
            # Not damaged: keep it for the newer version, out of the way of the next autosave.
            self._set_aside("autosave_newer", path, e.detail, tag="newer", say_move_error=False)
        return None

    def clear_autosave(self, kind: str = "cards") -> None:
        """Forget the game in progress of ``kind`` ("cards" or "dice"; it ended or was
        abandoned).  Never raises."""
        path = self.autosave_path_of(kind)
        try:
            os.unlink(path)
        except FileNotFoundError:
            pass
        except OSError as e:
            self._report(Problem("remove_failed", path, reason=os_reason(e)))

    def clear_dice_autosave(self) -> None:
        """Forget the dice game in progress.  Never raises."""
        self.clear_autosave("dice")

    # -- named saves ------------------------------------------------------------
    def save_path(self, name: str) -> Path:
        """The file of the save called ``name`` (raises :class:`StorageError` for a bad name)."""
        return self.saves_dir / f"{stem_of(self._clean(name))}.json"

    def has_save(self, name: str) -> bool:
        """Is there a save with this name (to ask before replacing it)?"""
        try:
            return self.save_path(name).is_file()
        except (StorageError, OSError):
            return False

    def save_as(self, name: str, game: Game, seats: list[SeatConfig], game_id: str,
                extras: GameExtras | None = None) -> SaveInfo:
        """Save the game under ``name`` (replacing a save of that name); StorageError on failure."""
        name = self._clean(name)
        path = self.save_path(name)
        try:
            doc = make_save_doc(game, seats, game_id, name, extras)
            data = dump_doc(doc)
        except ValueError as e:
            raise StorageError(Problem("not_saved", path, detail=str(e), name=name)) from e
        atomic_write(path, data)
        info = info_of(name, path, SavedGame(game, seats, game_id, doc["saved_at"]))
        self._info_cache.pop(path, None)
        return info

    def save_dice_as(self, name: str, game: DiceGame, seats: list[SeatConfig],
                     game_id: str, takebacks: tuple[bool, int] = (False, 0)) -> SaveInfo:
        """Save the dice game under ``name`` (replacing a save of that name); StorageError on
        failure."""
        name = self._clean(name)
        path = self.save_path(name)
        try:
            doc = make_dice_save_doc(game, seats, game_id, name, takebacks)
            data = dump_doc(doc)
        except ValueError as e:
            raise StorageError(Problem("not_saved", path, detail=str(e), name=name)) from e
        atomic_write(path, data)
        self._info_cache.pop(path, None)
        return dice_info_of(name, path, SavedDiceGame(game, seats, game_id, doc["saved_at"]))

    @staticmethod
    def _clean(name: str) -> str:
        try:
            return clean_name(name)
        except BadName as e:
            detail = str(MAX_NAME) if e.kind == "name_too_long" else ""
            raise StorageError(Problem(e.kind, detail=detail)) from None

    def list_saves(self) -> list[SaveInfo]:
        """The named saves, newest first.  Damaged ones are moved aside and reported."""
        return self._guard("listing the saved games", [], self._list_saves)

    def _list_saves(self) -> list[SaveInfo]:
        try:
            paths = [p for p in self.saves_dir.iterdir()
                     if p.suffix == ".json" and not p.name.startswith(".")]
        except FileNotFoundError:
            return []
        except OSError as e:
            self._report_once(self.saves_dir, Problem("list_failed", self.saves_dir,
                                                      reason=os_reason(e)))
            return []
        found: list[tuple[int, SaveInfo]] = []
        for path in paths:
            try:
                st = path.stat()
            except FileNotFoundError:
                if path.is_symlink():   # a link to nothing: said, not dropped without a word
                    self._report_once(path, Problem("read_failed", path, reason="not_found"))
                continue
            except OSError as e:        # a link loop, a file we may not see...
                self._report_once(path, Problem("read_failed", path, reason=os_reason(e)))
                continue
            key = (st.st_mtime_ns, st.st_size)
            cached = self._info_cache.get(path)
            if cached is not None and cached[0] == key:
                found.append((st.st_mtime_ns, cached[1]))
                continue
            saved = self._read_named(path, raise_errors=False)
            if saved is not None:
                info = any_info_of(name_of(path.stem), path, saved)
                self._info_cache[path] = (key, info)
                found.append((st.st_mtime_ns, info))
        found.sort(key=lambda t: t[0], reverse=True)
        return [info for _, info in found]

    def _read_named(self, path: Path, raise_errors: bool) -> AnySaved | None:
        name = name_of(path.stem)
        problem: Problem
        try:
            return _parse(read_save_bytes, self._read(path), SaveDamage,
                          (SaveDamage, NewerSave))
        except FileNotFoundError:
            problem = Problem("save_missing", path, name=name)
        except StorageError as e:
            problem = e.problem
            if not raise_errors:
                self._report_once(path, problem)
        except SaveDamage as e:
            problem = self._set_aside("save_damaged", path, str(e), name)
        except NewerSave as e:
            problem = Problem("save_newer", path, detail=e.detail, name=name)
            if not raise_errors:
                self._report_once(path, problem)
        if raise_errors:
            raise StorageError(problem)
        return None

    def load(self, name: str) -> AnySaved:
        """Load a named save (a card or dice game); StorageError (after moving a damaged file aside) if it cannot."""
        path = self.save_path(name)
        try:
            saved = self._read_named(path, raise_errors=True)
        except StorageError:
            raise
        except Exception as e:
            raise StorageError(self._unexpected(f"loading {path}")) from e
        assert saved is not None
        return saved

    def delete(self, name: str) -> None:
        """Delete a named save (nothing happens if it is already gone)."""
        path = self.save_path(name)
        try:
            os.unlink(path)
        except FileNotFoundError:
            pass
        except OSError as e:
            raise StorageError(Problem("delete_failed", path, reason=os_reason(e),
                                       name=name)) from e
        self._info_cache.pop(path, None)

    # -- records ----------------------------------------------------------------
    def export_record(self, game: Game | DiceGame, path: str | os.PathLike[str],
                      seats: list[SeatConfig] | None = None) -> None:
        """Write the game as a RECORD.md record (JSON) to ``path``; StorageError if not.
        A dice game is written as its ``thousand-dice-record`` (DICE.md section 14).

        With ``seats`` the record also says who played each seat (an extra
        ``"seats"`` key, which RECORD.md readers ignore), so importing it keeps them.
        """
        target = Path(path)
        try:
            if isinstance(game, DiceGame):
                self.export_dice_record(game, target, seats)
                return
            doc = to_record(game)
            if seats is not None:
                check_seats(seats, game)
                doc["seats"] = [s.to_json() for s in seats]
            text = json.dumps(doc, ensure_ascii=False, indent=1)
        except Exception as e:
            raise StorageError(self._unexpected("exporting a record")) from e
        atomic_write(target, text.encode("utf-8") + b"\n")

    def export_dice_record(self, game: DiceGame, path: str | os.PathLike[str],
                           seats: list[SeatConfig] | None = None) -> None:
        """Write the dice game's ``thousand-dice-record`` to ``path`` (with ``seats``: who
        played each seat, an extra ``"seats"`` key); StorageError if not."""
        try:
            text = json.dumps(dice_record_doc(game, seats), ensure_ascii=False, indent=1)
        except Exception as e:
            raise StorageError(self._unexpected("exporting a dice record")) from e
        atomic_write(Path(path), text.encode("utf-8") + b"\n")

    def import_record(self, path: str | os.PathLike[str]) -> AnySaved:
        """Read a game record (or a save file) someone sent; StorageError if it is not valid.

        The file itself is never changed or moved.  A file over the limits
        (:data:`MAX_IMPORT_BYTES`, :data:`MAX_IMPORT_DEALS`) is refused before
        anything is replayed.  Seats keep the kind the file gives them (people
        where it says nothing).  The game gets an imported id
        (:func:`is_imported_id`): it never counts in anyone's statistics, and a
        file carrying the id of one of your games cannot touch that game's.
        The replay may take a while for a long game: call it off the GUI thread.
        """
        source = Path(path)
        try:
            return self._import(source)
        except FileNotFoundError as e:
            raise StorageError(Problem("import_missing", source)) from e
        except StorageError:
            raise
        except NewerSave as e:
            raise StorageError(Problem("import_newer", source, detail=e.detail)) from e
        except SaveDamage as e:
            raise StorageError(Problem("import_invalid", source, detail=str(e))) from e
        except Exception as e:
            raise StorageError(self._unexpected(f"importing {source}")) from e

    def _import(self, source: Path) -> AnySaved:
        try:
            size = source.stat().st_size
        except FileNotFoundError:
            raise
        except OSError as e:
            raise StorageError(Problem("read_failed", source, reason=os_reason(e))) from e
        if size > MAX_IMPORT_BYTES:
            raise StorageError(Problem("import_too_large", source,
                                       detail=f"{size / 1024 / 1024:.1f} MB"))
        data = self._read(source, MAX_IMPORT_BYTES)
        if len(data) > MAX_IMPORT_BYTES:
            raise StorageError(Problem("import_too_large", source,
                                       detail=f"{len(data) / 1024 / 1024:.1f} MB"))
        doc: Any = parse_json(data)
        if is_dice_doc(doc):   # a dice record or save: the dice game
            dice = import_dice_doc(doc)
            dice.game_id = imported_id(dice.game_id)
            return dice
        fmt = doc.get("format") if isinstance(doc, dict) else None
        record = doc.get("record") if fmt == SAVE_FORMAT else doc
        deals = record.get("deals") if isinstance(record, dict) else None
        if isinstance(deals, list) and len(deals) > MAX_IMPORT_DEALS:
            raise StorageError(Problem("import_too_large", source,
                                       detail=f"{len(deals)} deals"))
        if fmt == SAVE_FORMAT:
            saved = saved_game_from_doc(doc)
            saved.game_id = imported_id(saved.game_id)
            return saved
        if fmt != RECORD_FORMAT:
            raise SaveDamage(f"it is not a game record ('format' must be \"{RECORD_FORMAT}\")")
        game = replay_checked(doc)
        seats = ([SeatConfig(p, "human", None) for p in game.players] if "seats" not in doc
                 else seats_of(doc["seats"], game))
        return SavedGame(game, seats, imported_id(derived_game_id(doc)), now_iso())

    # -- statistics -------------------------------------------------------------
    def _stats(self) -> StatsDB | None:
        """The open statistics database (opened, migrated and the old ``stats.json``
        imported on first use); None while statistics cannot be kept (reported)."""
        with self._stats_lock:
            if self._stats_db is None and not self._stats_off:
                self._open_stats()
            return self._stats_db

    def _open_stats(self) -> None:
        path = self.stats_db_path
        for attempt in (1, 2):
            try:
                self._stats_db = StatsDB(path)
                break
            except NewerDatabase as e:
                self._stats_off = True
                self._report(Problem("stats_newer", path,
                                     detail=f"statistics format {e.version}"))
                return
            except sqlite3.DatabaseError as e:
                if is_damage(e) and attempt == 1:
                    self._set_db_aside(str(e))
                    continue
                self._report_once(path, Problem("stats_not_saved", path, reason=_db_reason(e)))
                return
            except OSError as e:
                self._report_once(path, Problem("stats_not_saved", path, reason=os_reason(e)))
                return
        self._import_stats_json()

    def _set_db_aside(self, detail: str) -> None:
        """Move a damaged (or foreign) database aside and report it; its WAL files go with
        it (``<moved name>-wal``, ``-shm``), so the file set aside is as it was."""
        if self._stats_db is not None:
            try:
                self._stats_db.close()
            except sqlite3.Error:
                pass
            self._stats_db = None
        path = self.stats_db_path
        problem = self._set_aside("stats_damaged", path, detail)
        for extra in ("-wal", "-shm"):
            side = path.with_name(path.name + extra)
            try:
                if problem.moved_to:
                    os.replace(side, path.with_name(problem.moved_to + extra))
                else:
                    os.unlink(side)
            except OSError:
                pass

    def _db_failed(self, e: sqlite3.Error, kind: str) -> None:
        """A statistics read or write failed: a damaged database is set aside, else a
        ``kind`` problem is reported (once per streak)."""
        if is_damage(e):
            with self._stats_lock:
                self._set_db_aside(str(e))
        else:
            self._report_once(self.stats_db_path,
                              Problem(kind, self.stats_db_path, reason=_db_reason(e)))

    def _import_stats_json(self) -> None:
        """Import the statistics of the old ``stats.json`` once; keep the file as a backup."""
        db, path = self._stats_db, self.stats_path
        assert db is not None
        try:
            if not path.is_file():
                return
            if db.meta("json_imported") is None:
                data = self._read(path, MAX_STATS_JSON)
                try:
                    games = _parse(parse_stats, data, ValueError, (ValueError,))
                except NewerStats as e:   # not ours to read: left as it is, said
                    self._report_once(path, Problem("import_newer", path,
                                                    detail=f"statistics format {e.version}"))
                    return
                except ValueError as e:
                    self._set_aside("stats_damaged", path, str(e))
                    return
                rows = [legacy_row(gid, entry) for gid, entry in games.items()]
                db.record(rows, {"json_imported": now_iso()})
            move_aside(path, "backup")
        except StorageError as e:   # stats.json cannot be read: said, tried again next start
            self._report_once(path, e.problem)
        except OSError as e:        # imported, but it could not be renamed: not imported again
            logger.warning("%s could not be kept as a backup: %s", path, e)
        except sqlite3.Error as e:
            self._db_failed(e, "stats_not_saved")

    def record_stats(self, row: GameRow | DiceGameRow) -> bool:
        """Record a game's contribution made beforehand (:func:`~.stats.game_row` or
        :func:`~.dice_stats.dice_game_row`, where the game lives): one transaction replacing
        what that game contributed before.  An imported game is never counted (True).
        False (and reported) when the statistics could not be written."""
        def run() -> bool:
            if is_imported_id(row.game_id):
                return True
            db = self._stats()
            if db is None:
                return False
            try:
                if isinstance(row, DiceGameRow):
                    db.record_dice([row])
                else:
                    db.record([row])
            except sqlite3.Error as e:
                self._db_failed(e, "stats_not_saved")
                return False
            return True
        return self._guard("updating statistics", False, run)

    def update_stats(self, game_id: str, game: Game, seats: list[SeatConfig],
                     takebacks: bool = False) -> bool:
        """Record this game's contribution to the statistics (one transaction, idempotent:
        it replaces what the game contributed before).  An imported game
        (:func:`is_imported_id`) is never counted; a game with ``takebacks`` is marked so and
        sets no best result.

        Returns False (and reports) when the statistics could not be written.
        """
        return self._record_stats("updating statistics", game_id, game, seats,
                                  lambda: game_row(game_id, game, seats, takebacks))

    def update_dice_stats(self, game_id: str, game: DiceGame, seats: list[SeatConfig]) -> bool:
        """Record this dice game's contribution to the statistics of its human players (one
        transaction, idempotent).  An imported game is never counted.  False (and reported)
        when the statistics could not be written."""
        return self._record_stats("updating dice statistics", game_id, game, seats,
                                  lambda: dice_game_row(game_id, game, seats))

    def _record_stats(self, what: str, game_id: str, game: Game | DiceGame,
                      seats: list[SeatConfig],
                      make_row: Callable[[], GameRow | DiceGameRow]) -> bool:
        def run() -> bool:
            check_seats(seats, game)
            return True if is_imported_id(game_id) else self.record_stats(make_row())
        return self._guard(what, False, run)

    def dice_stats(self) -> dict[str, DicePlayerStats]:
        """Dice statistics per human player name."""
        return self._read_stats("reading dice statistics", lambda db: db.dice_totals())

    def stats(self) -> dict[str, PlayerStats]:
        """Statistics per human player name, over every game recorded."""
        return self._read_stats("reading statistics", lambda db: db.totals())

    def _read_stats(self, what: str, read: Callable[[StatsDB], T], empty: Any = None) -> T:
        """``read(db)``; ``empty`` (default ``{}``) when there are no statistics or they
        could not be read (a damaged database is set aside, a failure reported)."""
        none: T = {} if empty is None else empty

        def run() -> T:
            db = self._stats()
            if db is None:
                return none
            try:
                return read(db)
            except sqlite3.Error as e:
                self._db_failed(e, "read_failed")
                return none
        return self._guard(what, none, run)

    def game_count(self, kind: str = "cards", takebacks: bool = False) -> int:
        """How many games of ``kind`` ("cards" or "dice") the statistics hold; with
        ``takebacks``, only the card games where moves were taken back.  Quick at any number
        of games (0 when there are no statistics)."""
        return self._read_stats("counting the games", lambda db: db.game_count(kind, takebacks),
                                0)

    def game_history(self, limit: int = 50) -> list[dict[str, Any]]:
        """The games recorded in the statistics, most recently played first."""
        return self._read_stats("reading the game history", lambda db: db.games(limit), [])

    def close(self) -> None:
        """Close the statistics database (the storage opens it again if used later) and let
        go of the data folder's lock."""
        with self._stats_lock:
            if self._stats_db is not None:
                self._stats_db.close()
                self._stats_db = None
        self._folder_lock.release()

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

    def export_save(self, game: Game, seats: list[SeatConfig], game_id: str,
                    path: str | os.PathLike[str], extras: GameExtras | None = None) -> None:
        """Write a full save file (seats and id included) anywhere; StorageError on failure."""
        atomic_write(Path(path), json.dumps(make_save_doc(game, seats, game_id, extras=extras),
                                            ensure_ascii=False, indent=1).encode("utf-8"))
