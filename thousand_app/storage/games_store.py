"""The games kept on disk: the game in progress of each game (its autosave, under Continue)
and the named saves, for every game of the registry alike."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any, Callable

from thousand_app.games.files import open_regular
from thousand_app.games.registry import Registry

from .atomic import atomic_write
from .errors import StorageError
from .logs import log_exception, log_path, logger, short_description
from .names import MAX_NAME, BadName, clean_name, name_of, stem_of
from .problems import Problem, os_reason
from .reporter import Reporter, TooLarge, parse_guarded
from .savefile import (HEAD_BYTES, GameExtras, NewerSave, SaveDamage, SavedGame, SaveInfo,
                       SeatConfig, dump_doc, files_of, info_from_head, info_of, kind_of,
                       make_save_doc, read_save_bytes, too_large)
from .snapshot import RecordSnapshot, save_bytes

__all__ = ["SavedGames"]


def _remove(path: Path) -> OSError | None:
    """Remove a file (gone already is fine); the error if it could not be removed."""
    try:
        os.unlink(path)
    except FileNotFoundError:
        pass
    except OSError as e:
        return e
    return None


def _head(path: Path) -> bytes:
    """The first :data:`~.savefile.HEAD_BYTES` of a save, if it ends as a JSON document ends
    (one cut short is read whole, and set aside, when listed); else (or if it cannot be
    read: the whole read says why) nothing."""
    try:
        with open_regular(path) as f:
            head = f.read(HEAD_BYTES)
            if len(head) == HEAD_BYTES:
                f.seek(max(HEAD_BYTES, os.fstat(f.fileno()).st_size - 64))
                tail = f.read(64)
            else:
                tail = head
    except OSError:
        return b""
    return head if tail.rstrip().endswith(b"}") else b""


class SavedGames:
    """The autosave of each game (``data_dir``/its ``autosave_name``) and the named saves
    (``saves_dir``) of the games of ``registry``; problems go to ``reporter``."""

    def __init__(self, data_dir: Path, saves_dir: Path, reporter: Reporter,
                 registry: Registry) -> None:
        self.registry = registry
        self.data_dir = data_dir
        self.saves_dir = saves_dir
        self._r = reporter
        #: The last autosave failure (in English) while autosaving fails, else None.
        self.autosave_error: str | None = None
        self._info_cache: dict[Path, tuple[tuple[int, int], SaveInfo]] = {}
        reporter.on_set_aside.append(self._forget)

    def _forget(self, path: Path) -> None:
        """Forget what the save list knew of a file (it was set aside)."""
        self._info_cache.pop(path, None)

    # -- the autosave -----------------------------------------------------------
    def autosave_path_of(self, kind: str) -> Path:
        """The autosave file of the game called ``kind`` ("cards", "dice")."""
        return self.data_dir / files_of(self.registry.get(kind)).autosave_name

    def autosave(self, game: Any, seats: list[SeatConfig], game_id: str,
                 extras: GameExtras | None = None) -> bool:
        """Save the game in progress (of either game, in its own autosave) atomically; False
        if that failed (reported once).  A finished game is not kept for Continue: its
        autosave is removed instead (True)."""
        kind = kind_of(game, self.registry)
        if game.is_over:
            self.clear_autosave(kind.name)
            return True
        return self._autosave_to(self.autosave_path_of(kind.name),
                                 lambda: dump_doc(make_save_doc(kind, game, seats, game_id,
                                                                extras=extras)))

    def write_autosave(self, kind: str, snapshot: RecordSnapshot, seats: list[SeatConfig],
                       game_id: str, extras: GameExtras | None = None) -> bool:
        """Write the autosave of the game of ``kind`` from a snapshot of its record,
        atomically; False if that failed (reported once per failing streak)."""
        return self._autosave_to(self.autosave_path_of(kind),
                                 lambda: save_bytes(self.registry.get(kind), snapshot, seats,
                                                    game_id, extras=extras))

    def _autosave_to(self, path: Path, make_bytes: Callable[[], bytes]) -> bool:
        """Write the bytes ``make_bytes()`` to the autosave ``path`` atomically."""
        try:
            if os.path.isdir(path):   # a folder, or a link to one: never replaced
                raise StorageError(Problem("autosave_not_a_file", path))
            atomic_write(path, make_bytes())
        except StorageError as e:
            if self.autosave_error is None:
                self._r.report(e.problem if e.problem.kind == "autosave_not_a_file" else
                               Problem("autosave_failed", path, reason=e.problem.reason))
            self.autosave_error = str(e)
            return False
        except Exception:
            exc = sys.exc_info()[1]
            message = log_exception(context="autosave")
            if self.autosave_error is None:
                self._r.report(Problem("internal", log_path(), detail=short_description(exc)))
            self.autosave_error = message
            return False
        if self.autosave_error is not None:
            logger.info("autosave works again")
            self.autosave_error = None
        return True

    def has_autosave(self, kind: str | None = None) -> bool:
        """Is there a game to continue (of ``kind``, or of any game)?  (It may still turn out
        damaged on loading.)  Something else in the autosave's place (a folder, a link to
        one) is reported: no game could ever be saved there."""
        return any(self._has_autosave_file(path) for path in self._autosave_paths(kind))

    def autosave_kind(self) -> str | None:
        """Which game Continue resumes (the one saved last); None if none."""
        by_path = {self.autosave_path_of(k.name): k.name for k in self.registry}
        for path in self._autosave_paths():
            if path.is_file():
                return by_path[path]
        return None

    def _autosave_paths(self, kind: str | None = None) -> list[Path]:
        """The autosave files of ``kind`` (of every game when None: those there, the last
        written first)."""
        if kind is not None:
            return [self.autosave_path_of(kind)]

        def written(path: Path) -> int:
            try:
                return path.lstat().st_mtime_ns
            except OSError:
                return -1
        there = [p for p in (self.autosave_path_of(k.name) for k in self.registry)
                 if written(p) >= 0]
        return sorted(there, key=written, reverse=True)

    def _has_autosave_file(self, path: Path) -> bool:
        try:
            if path.is_file():
                return True
            if path.exists() or path.is_symlink():
                self._r.report_once(path, Problem("autosave_not_a_file", path))
        except OSError:
            pass
        return False

    def load_autosave(self, kind: str | None = None) -> SavedGame | None:
        """The game to continue: of ``kind``, or the one played last; None if there is none.
        A damaged autosave is set aside and reported, and the other games' are tried."""
        def run() -> SavedGame | None:
            for path in self._autosave_paths(kind):
                saved = self._load_autosave(path)
                if saved is not None:
                    return saved
            return None
        return self._r.guard("loading the autosave", None, run)

    def _read_save(self, path: Path) -> SavedGame:
        """The save (or autosave) file ``path`` read and replayed: ``FileNotFoundError``,
        :class:`StorageError` (it cannot be read: not a regular file...), :class:`SaveDamage`
        (a file over the limit says its size) or :class:`NewerSave`."""
        try:
            data = self._r.read(path)
        except TooLarge as e:
            raise too_large(e.size) from None
        return parse_guarded(lambda d: read_save_bytes(d, self.registry), data, SaveDamage,
                             (SaveDamage, NewerSave))

    def _said(self, path: Path, saved: SavedGame) -> SavedGame:
        """A save loaded: the coach's flags left out for being damaged are reported (once
        per version of the file)."""
        if saved.coach_flags_dropped:
            self._r.report_once(path, Problem("coach_flags_dropped", path,
                                              detail=saved.coach_flags_dropped))
        return saved

    def _load_autosave(self, path: Path) -> SavedGame | None:
        try:
            return self._said(path, self._read_save(path))
        except FileNotFoundError:
            return None
        except StorageError as e:
            problem = e.problem
            if problem.reason == "not_a_file":   # (a FIFO, a device...: never opened)
                problem = Problem("autosave_not_a_file", path)
            self._r.report_once(path, problem)
            return None
        except SaveDamage as e:
            self._r.set_aside("autosave_damaged", path, str(e))
        except NewerSave as e:
            # Not damaged: keep it for the newer version, out of the way of the next autosave.
            self._r.set_aside("autosave_newer", path, e.detail, tag="newer",
                              say_move_error=False)
        return None

    def clear_autosave(self, kind: str) -> None:
        """Forget the game in progress of ``kind`` (it ended or was abandoned).  Never
        raises."""
        path = self.autosave_path_of(kind)
        failed = _remove(path)
        if failed is not None:
            self._r.report(Problem("remove_failed", path, reason=os_reason(failed)))

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

    def save_as(self, name: str, game: Any, seats: list[SeatConfig], game_id: str,
                extras: GameExtras | None = None) -> SaveInfo:
        """Save the game (of either game) under ``name``, replacing a save of that name;
        StorageError on failure."""
        name = self._clean(name)
        path = self.save_path(name)
        kind = kind_of(game, self.registry)
        try:
            doc = make_save_doc(kind, game, seats, game_id, name, extras)
            data = dump_doc(doc)
        except ValueError as e:
            raise StorageError(Problem("not_saved", path, detail=str(e), name=name)) from e
        atomic_write(path, data)
        self._info_cache.pop(path, None)
        return info_of(name, path, SavedGame(game, seats, game_id, doc["saved_at"],
                                             doc["schema_version"], kind=kind.name))

    @staticmethod
    def _clean(name: str) -> str:
        try:
            return clean_name(name)
        except BadName as e:
            detail = str(MAX_NAME) if e.kind == "name_too_long" else ""
            raise StorageError(Problem(e.kind, detail=detail)) from None

    def list_saves(self) -> list[SaveInfo]:
        """The named saves, newest first.  Damaged ones are moved aside and reported."""
        return self._r.guard("listing the saved games", [], self._list_saves)

    def _list_saves(self) -> list[SaveInfo]:
        try:
            paths = [p for p in self.saves_dir.iterdir()
                     if p.suffix == ".json" and not p.name.startswith(".")]
        except FileNotFoundError:
            return []
        except OSError as e:
            self._r.report_once(self.saves_dir, Problem("list_failed", self.saves_dir,
                                                        reason=os_reason(e)))
            return []
        found: list[tuple[int, SaveInfo]] = []
        for path in paths:
            try:
                st = path.stat()
            except FileNotFoundError:
                if path.is_symlink():   # a link to nothing: said, not dropped without a word
                    self._r.report_once(path, Problem("read_failed", path, reason="not_found"))
                continue
            except OSError as e:        # a link loop, a file we may not see...
                self._r.report_once(path, Problem("read_failed", path, reason=os_reason(e)))
                continue
            key = (st.st_mtime_ns, st.st_size)
            cached = self._info_cache.get(path)
            if cached is not None and cached[0] == key:
                found.append((st.st_mtime_ns, cached[1]))
                continue
            info = self._info_of(path)
            if info is not None:
                self._info_cache[path] = (key, info)
                found.append((st.st_mtime_ns, info))
        found.sort(key=lambda t: t[0], reverse=True)
        return [info for _, info in found]

    def _info_of(self, path: Path) -> SaveInfo | None:
        """The list line of a named save: from the summary at its head (no replay), else
        (a save of an older version, a damaged one) from the whole file, replayed."""
        name = name_of(path.stem)
        info = info_from_head(name, path, _head(path), self.registry)
        if info is not None:
            return info
        saved = self._read_named(path, raise_errors=False)
        return None if saved is None else info_of(name, path, saved)

    def _read_named(self, path: Path, raise_errors: bool) -> SavedGame | None:
        name = name_of(path.stem)
        problem: Problem
        try:
            return self._read_save(path)
        except FileNotFoundError:
            problem = Problem("save_missing", path, name=name)
        except StorageError as e:
            problem = e.problem
            if not raise_errors:
                self._r.report_once(path, problem)
        except SaveDamage as e:
            problem = self._r.set_aside("save_damaged", path, str(e), name)
        except NewerSave as e:
            problem = Problem("save_newer", path, detail=e.detail, name=name)
            if not raise_errors:
                self._r.report_once(path, problem)
        if raise_errors:
            raise StorageError(problem)
        return None

    def load(self, name: str) -> SavedGame:
        """Load a named save (of any game); StorageError (after moving a damaged file aside)
        if it cannot."""
        path = self.save_path(name)
        try:
            saved = self._read_named(path, raise_errors=True)
        except StorageError:
            raise
        except Exception as e:
            raise StorageError(self._r.unexpected(f"loading {path}")) from e
        assert saved is not None
        return self._said(path, saved)

    def delete(self, name: str) -> None:
        """Delete a named save (nothing happens if it is already gone)."""
        path = self.save_path(name)
        failed = _remove(path)
        if failed is not None:
            raise StorageError(Problem("delete_failed", path, reason=os_reason(failed),
                                       name=name)) from failed
        self._info_cache.pop(path, None)
