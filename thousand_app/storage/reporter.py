"""The problems the storage's parts collect for the user, and the helpers they share to
read a file, set a damaged one aside, and keep an unexpected error from reaching the app."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Callable, TypeVar

from .atomic import move_aside
from .errors import StorageError
from thousand_app.games.files import read_regular
from .logs import log_exception, log_path, logger, short_description
from .problems import UNEXPECTED, Problem, os_reason
from .savefile import MAX_SAVE_BYTES

T = TypeVar("T")

__all__ = ["Reporter", "parse_guarded", "TooLarge"]


class TooLarge(ValueError):
    """A file over the size its reader accepts; ``size`` is the file's size in bytes."""

    def __init__(self, size: int) -> None:
        super().__init__(f"the file is too large ({size} bytes)")
        self.size = size


def parse_guarded(fn: Callable[[bytes], T], data: bytes, damage: type[ValueError],
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


class Reporter:
    """The problems for the user (damaged files, failed writes), shared by the storage's
    parts; the app shows and clears them (:meth:`take`)."""

    def __init__(self) -> None:
        self.problems: list[Problem] = []
        self._reported: set[tuple[Path, int, int]] = set()
        #: Called with the path of every file set aside (a cache of what it held forgets it).
        self.on_set_aside: list[Callable[[Path], None]] = []

    def take(self) -> list[Problem]:
        """The problems collected so far, and forget them."""
        out, self.problems = self.problems, []
        return out

    def report(self, problem: Problem) -> None:
        logger.warning("%s", problem)
        self.problems.append(problem)

    def report_once(self, path: Path, problem: Problem) -> None:
        """Report a problem with a file we leave in place, once per version of that file."""
        try:
            st = path.stat()
            key = (path, st.st_mtime_ns, st.st_size)
        except OSError:
            key = (path, 0, 0)
        if key not in self._reported:
            self._reported.add(key)
            self.report(problem)

    def unexpected(self, what: str) -> Problem:
        """Log the exception being handled; report and return an ``internal`` problem."""
        exc = sys.exc_info()[1]
        log_exception(context=what)
        problem = Problem("internal", log_path(), detail=short_description(exc))
        self.report(problem)
        return problem

    def set_aside(self, kind: str, path: Path, detail: str, name: str = "",
                  tag: str = "corrupt", say_move_error: bool = True) -> Problem:
        """Move a file aside as ``<name>.<tag>-<timestamp>`` and report it (a ``kind``
        problem, with the failure to move it when ``say_move_error``); return the problem."""
        try:
            moved_to, move_error = move_aside(path, tag).name, ""
        except OSError as e:
            moved_to, move_error = "", os_reason(e) if say_move_error else ""
        for forget in self.on_set_aside:
            forget(path)
        problem = Problem(kind, path, detail=detail, name=name, moved_to=moved_to,
                          move_error=move_error)
        self.report(problem)
        return problem

    @staticmethod
    def read(path: Path, limit: int = MAX_SAVE_BYTES) -> bytes:
        """The bytes of a regular file (up to ``limit`` + 1: :func:`~.files.read_regular`);
        ``FileNotFoundError`` or :class:`StorageError` (``not_a_file`` for a FIFO, a device,
        a folder...).  A file over ``limit`` raises :class:`TooLarge` with its size."""
        try:
            data, size = read_regular(path, limit)
        except FileNotFoundError:
            raise
        except OSError as e:
            raise StorageError(Problem("read_failed", path, reason=os_reason(e))) from e
        if len(data) > limit:
            raise TooLarge(max(size, len(data)))
        return data

    def guard(self, what: str, default: T, fn: Callable[[], T]) -> T:
        """Run ``fn``; an unexpected exception is logged, reported, and ``default`` returned."""
        try:
            return fn()
        except Exception:
            self.unexpected(what)
            return default
