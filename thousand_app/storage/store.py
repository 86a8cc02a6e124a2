"""The storage facade the app uses: settings, the autosave, named saves, records, statistics.

Nothing here raises for a damaged file.  Methods the user starts on purpose
(``save_as``, ``load``, ``delete``, ``export_record``, ``import_record``)
raise :class:`StorageError` with a message to show; the automatic ones
(``autosave``, ``save_settings``, ``update_stats``, the loaders) never raise
and put their messages in :attr:`Storage.problems`.
"""

from __future__ import annotations

import json
import os
import uuid
from pathlib import Path
from typing import Any, Callable, TypeVar

import platformdirs

from thousand_app.engine import Game
from thousand_app.engine.record import dumps as dump_record

from .atomic import atomic_write, describe_os_error, move_aside, remove_stale_temps
from .errors import StorageError
from .logs import log_exception, logger, setup_logging
from .names import clean_name, name_of, stem_of
from .savefile import (MAX_SAVE_BYTES, RECORD_FORMAT, SAVE_FORMAT, NewerSave, SaveDamage,
                       SavedGame, SaveInfo, SeatConfig, check_seats, derived_game_id, dump_doc,
                       info_of, make_save_doc, now_iso, parse_json, read_save_bytes,
                       replay_checked, saved_game_from_doc)
from .settings import Settings, SettingsDamage, parse_settings, settings_to_json
from .stats import PlayerStats, dump_stats, game_contribution, parse_stats, totals_by_name

APP_NAME = "Thousand"
T = TypeVar("T")
INTERNAL = "an unexpected error while reading it (the details are in the log)"


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
        raise damage(INTERNAL) from None


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
        self.stats_path = self.data_dir / "stats.json"
        #: Messages for the user (damaged files, failed writes); the app shows and clears them.
        self.problems: list[str] = []
        #: The last autosave failure while autosaving fails, else None.
        self.autosave_error: str | None = None
        self.log_path: Path | None = setup_logging(self.data_dir) if log else None
        self._info_cache: dict[Path, tuple[tuple[int, int], SaveInfo]] = {}
        self._reported: set[tuple[Path, int, int]] = set()
        for folder in (self.data_dir, self.saves_dir, self.config_dir):
            remove_stale_temps(folder)

    # -- problems ---------------------------------------------------------------
    def take_problems(self) -> list[str]:
        """The messages collected so far, and forget them."""
        out, self.problems = self.problems, []
        return out

    def _report(self, message: str) -> None:
        logger.warning("%s", message)
        self.problems.append(message)

    def _report_once(self, path: Path, message: str) -> None:
        """Report a problem with a file we leave in place, once per version of that file."""
        try:
            st = path.stat()
            key = (path, st.st_mtime_ns, st.st_size)
        except OSError:
            key = (path, 0, 0)
        if key not in self._reported:
            self._reported.add(key)
            self._report(message)

    def _unexpected(self, what: str) -> str:
        message = log_exception(context=what)
        self._report(message)
        return message

    def _set_aside(self, path: Path, problem: str, what: str | None = None) -> str:
        """Move a damaged file aside and report it; return the message."""
        label = what or str(path)
        try:
            new = move_aside(path)
            kept = f" The file was moved aside as {new.name}."
        except OSError as e:
            kept = f" It could not be moved aside ({describe_os_error(e)})."
        self._info_cache.pop(path, None)
        message = f"{label} could not be read: {problem}.{kept}"
        self._report(message)
        return message

    def _read(self, path: Path, limit: int = MAX_SAVE_BYTES) -> bytes:
        """The bytes of a file; ``FileNotFoundError`` or :class:`StorageError`."""
        try:
            with open(path, "rb") as f:
                data = f.read(limit + 1)
        except FileNotFoundError:
            raise
        except OSError as e:
            raise StorageError(f"Could not read {path}: {describe_os_error(e)}.", path) from e
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
            self._report_once(path, f"{e} Using the default settings.")
            return Settings()
        try:
            if len(data) > 1024 * 1024:
                raise SettingsDamage("the file is too large to be a settings file")
            settings, key_problems = _parse(parse_settings, data, SettingsDamage,
                                            (SettingsDamage,))
        except SettingsDamage as e:
            self._set_aside(path, f"{e}; the default settings are used",
                            f"The settings file {path}")
            return Settings()
        if key_problems:
            try:
                new = move_aside(path)
                kept = f" The original file was kept as {new.name}."
            except OSError:
                kept = ""
            self._report(f"Some settings in {path} were not valid and were reset: "
                         + "; ".join(key_problems) + "." + kept)
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
                self._report(f"The settings could not be saved: {e}")
            return False

    # -- the autosave -----------------------------------------------------------
    def autosave(self, game: Game, seats: list[SeatConfig], game_id: str) -> bool:
        """Save the game in progress atomically; False if that failed (reported once).

        Call it after every action, deal and undo.  A failure leaves the previous
        autosave intact; the next call tries again.
        """
        try:
            atomic_write(self.autosave_path, dump_doc(make_save_doc(game, seats, game_id)))
        except StorageError as e:
            if self.autosave_error is None:
                self._report(f"The game could not be saved automatically: {e} "
                             "You can keep playing; saving is tried again after every move.")
            self.autosave_error = str(e)
            return False
        except Exception:
            message = log_exception(context="autosave")
            if self.autosave_error is None:
                self._report(message)
            self.autosave_error = message
            return False
        if self.autosave_error is not None:
            logger.info("autosave works again")
            self.autosave_error = None
        return True

    def has_autosave(self) -> bool:
        """Is there a game to continue?  (It may still turn out damaged on loading.)"""
        try:
            return self.autosave_path.is_file()
        except OSError:
            return False

    def load_autosave(self) -> SavedGame | None:
        """The game to continue, or None if there is none or it is damaged (reported)."""
        return self._guard("loading the autosave", None, self._load_autosave)

    def _load_autosave(self) -> SavedGame | None:
        path = self.autosave_path
        what = f"The game in progress ({path})"
        try:
            data = self._read(path)
        except FileNotFoundError:
            return None
        except StorageError as e:
            self._report_once(path, str(e))
            return None
        try:
            return _parse(read_save_bytes, data, SaveDamage, (SaveDamage, NewerSave))
        except SaveDamage as e:
            self._set_aside(path, str(e), what)
        except NewerSave as e:
            # Not damaged: keep it for the newer version, out of the way of the next autosave.
            try:
                new = move_aside(path, "newer")
                kept = f" It was kept as {new.name}."
            except OSError:
                kept = ""
            self._report(f"{what} cannot be continued: {e}.{kept}")
        return None

    def clear_autosave(self) -> None:
        """Forget the game in progress (it ended or was abandoned).  Never raises."""
        try:
            os.unlink(self.autosave_path)
        except FileNotFoundError:
            pass
        except OSError as e:
            self._report(f"Could not remove {self.autosave_path}: {describe_os_error(e)}.")

    # -- named saves ------------------------------------------------------------
    def save_path(self, name: str) -> Path:
        """The file of the save called ``name`` (raises :class:`StorageError` for a bad name)."""
        try:
            return self.saves_dir / f"{stem_of(clean_name(name))}.json"
        except ValueError as e:
            raise StorageError(str(e)) from None

    def has_save(self, name: str) -> bool:
        """Is there a save with this name (to ask before replacing it)?"""
        try:
            return self.save_path(name).is_file()
        except (StorageError, OSError):
            return False

    def save_as(self, name: str, game: Game, seats: list[SeatConfig], game_id: str) -> SaveInfo:
        """Save the game under ``name`` (replacing a save of that name); StorageError on failure."""
        name = self._clean(name)
        path = self.save_path(name)
        try:
            doc = make_save_doc(game, seats, game_id, name)
            data = dump_doc(doc)
        except ValueError as e:
            raise StorageError(f"The game could not be saved: {e}.") from e
        atomic_write(path, data)
        info = info_of(name, path, SavedGame(game, seats, game_id, doc["saved_at"]))
        self._info_cache.pop(path, None)
        return info

    @staticmethod
    def _clean(name: str) -> str:
        try:
            return clean_name(name)
        except ValueError as e:
            raise StorageError(str(e)) from None

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
            self._report_once(self.saves_dir, f"Could not list the saved games in "
                                              f"{self.saves_dir}: {describe_os_error(e)}.")
            return []
        found: list[tuple[int, SaveInfo]] = []
        for path in paths:
            try:
                st = path.stat()
            except OSError:
                continue
            key = (st.st_mtime_ns, st.st_size)
            cached = self._info_cache.get(path)
            if cached is not None and cached[0] == key:
                found.append((st.st_mtime_ns, cached[1]))
                continue
            saved = self._read_named(path, raise_errors=False)
            if saved is not None:
                info = info_of(name_of(path.stem), path, saved)
                self._info_cache[path] = (key, info)
                found.append((st.st_mtime_ns, info))
        found.sort(key=lambda t: t[0], reverse=True)
        return [info for _, info in found]

    def _read_named(self, path: Path, raise_errors: bool) -> SavedGame | None:
        what = f"The saved game \u201c{name_of(path.stem)}\u201d ({path})"
        message: str
        try:
            return _parse(read_save_bytes, self._read(path), SaveDamage,
                          (SaveDamage, NewerSave))
        except FileNotFoundError:
            message = f"There is no saved game named \u201c{name_of(path.stem)}\u201d."
        except StorageError as e:
            message = str(e)
            if not raise_errors:
                self._report_once(path, message)
        except SaveDamage as e:
            message = self._set_aside(path, str(e), what)
        except NewerSave as e:
            message = f"{what} cannot be opened: {e}."
            if not raise_errors:
                self._report_once(path, message)
        if raise_errors:
            raise StorageError(message, path)
        return None

    def load(self, name: str) -> SavedGame:
        """Load a named save; StorageError (after moving a damaged file aside) if it cannot."""
        path = self.save_path(name)
        try:
            saved = self._read_named(path, raise_errors=True)
        except StorageError:
            raise
        except Exception as e:
            raise StorageError(self._unexpected(f"loading {path}"), path) from e
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
            raise StorageError(f"Could not delete {path}: {describe_os_error(e)}.", path) from e
        self._info_cache.pop(path, None)

    # -- records ----------------------------------------------------------------
    def export_record(self, game: Game, path: str | os.PathLike[str]) -> None:
        """Write the game as a plain RECORD.md record (JSON) to ``path``; StorageError if not."""
        target = Path(path)
        try:
            text = dump_record(game)
        except Exception as e:
            raise StorageError(self._unexpected("exporting a record"), target) from e
        atomic_write(target, text.encode("utf-8") + b"\n")

    def import_record(self, path: str | os.PathLike[str]) -> SavedGame:
        """Read a game record (or a save file) someone sent; StorageError if it is not valid.

        The file itself is never changed or moved.  Seats come back as people
        (a record does not say who is a computer); the game id is derived from
        the game, so importing the same game twice gives the same id.
        """
        source = Path(path)
        try:
            return self._import(source)
        except FileNotFoundError as e:
            raise StorageError(f"There is no file {source}.", source) from e
        except StorageError:
            raise
        except (SaveDamage, NewerSave) as e:
            raise StorageError(f"{source} cannot be imported: {e}.", source) from e
        except Exception as e:
            raise StorageError(self._unexpected(f"importing {source}"), source) from e

    def _import(self, source: Path) -> SavedGame:
        data = self._read(source)
        if len(data) > MAX_SAVE_BYTES:
            raise SaveDamage("the file is too large to be a game record")
        doc: Any = parse_json(data)
        fmt = doc.get("format") if isinstance(doc, dict) else None
        if fmt == SAVE_FORMAT:
            return saved_game_from_doc(doc)
        if fmt != RECORD_FORMAT:
            raise SaveDamage(f"it is not a game record ('format' must be \"{RECORD_FORMAT}\")")
        game = replay_checked(doc)
        seats = [SeatConfig(p, "human", None) for p in game.players]
        return SavedGame(game, seats, derived_game_id(doc), now_iso())

    # -- statistics -------------------------------------------------------------
    def _load_stats(self) -> dict[str, dict[str, Any]]:
        path = self.stats_path
        try:
            data = self._read(path, 64 * 1024 * 1024)
        except FileNotFoundError:
            return {}
        except StorageError as e:
            self._report_once(path, str(e))
            raise
        try:
            return _parse(parse_stats, data, ValueError, (ValueError,))
        except ValueError as e:
            self._set_aside(path, f"{e}; statistics start again from here",
                            f"The statistics file {path}")
            return {}

    def update_stats(self, game_id: str, game: Game, seats: list[SeatConfig]) -> bool:
        """Recompute this game's contribution to the statistics and save them (idempotent).

        Returns False (and reports) when the statistics could not be written.
        """
        def run() -> bool:
            check_seats(seats, game)
            try:
                games = self._load_stats()
            except StorageError:
                return False
            contribution = game_contribution(game, seats)
            if contribution and game.history:
                games[game_id] = {"updated_at": now_iso(), "seats": contribution}
            elif games.pop(game_id, None) is None:
                return True
            try:
                atomic_write(self.stats_path, dump_stats(games))
            except StorageError as e:
                self._report_once(self.stats_path,
                                  f"The statistics could not be saved: {e}")
                return False
            return True
        return self._guard("updating statistics", False, run)

    def stats(self) -> dict[str, PlayerStats]:
        """Statistics per human player name, over every game recorded."""
        def run() -> dict[str, PlayerStats]:
            try:
                return totals_by_name(self._load_stats())
            except StorageError:
                return {}
        return self._guard("reading statistics", {}, run)

    def export_save(self, game: Game, seats: list[SeatConfig], game_id: str,
                    path: str | os.PathLike[str]) -> None:
        """Write a full save file (seats and id included) anywhere; StorageError on failure."""
        atomic_write(Path(path), json.dumps(make_save_doc(game, seats, game_id),
                                            ensure_ascii=False, indent=1).encode("utf-8"))
