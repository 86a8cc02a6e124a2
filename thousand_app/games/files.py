"""Reading a file the app expects: only a regular file, never blocking, never more than a limit.

Every reader of the app's files (settings, autosaves, named saves, the old ``stats.json``, the
dice tables, an imported record, ``thousand-replay``) opens through :func:`open_regular` (the
log and the crash log, written, through :func:`open_append`): a
FIFO, a device (``/dev/zero``), a socket or a folder where a file is expected is refused with
:class:`NotAFile` instead of hanging the app or reading without end.  The path is looked at
first, then opened without blocking (``O_NONBLOCK``: opening a FIFO would wait for a writer)
and the opened handle looked at again, so something swapped in between is refused too.
"""

from __future__ import annotations

import os
import stat
from typing import BinaryIO, TextIO

__all__ = ["NotAFile", "open_regular", "read_regular", "open_append"]

_NONBLOCK: int = getattr(os, "O_NONBLOCK", 0)       # (none on Windows: it has no FIFOs)
_FLAGS = os.O_RDONLY | _NONBLOCK | getattr(os, "O_BINARY", 0) | getattr(os, "O_NOCTTY", 0)


class NotAFile(OSError):
    """Something other than a regular file (a FIFO, a device, a socket, a folder) where a
    file is expected: it is not opened, or not read."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        super().__init__(f"{os.fspath(path)} is not a regular file")
        self.path = os.fspath(path)

    def __str__(self) -> str:
        return f"{self.path} is not a file"


def _regular(mode: int, path: str | os.PathLike[str]) -> None:
    if not stat.S_ISREG(mode):
        raise NotAFile(path)


def _blocking(fd: int) -> None:
    """Reads and writes of the opened regular file block as usual again."""
    if _NONBLOCK:
        os.set_blocking(fd, True)


def open_regular(path: str | os.PathLike[str]) -> BinaryIO:
    """The regular file ``path`` opened for reading in binary mode; :class:`NotAFile` if it
    is anything else, ``FileNotFoundError`` or another ``OSError`` if it cannot be opened."""
    _regular(os.stat(path).st_mode, path)
    fd = os.open(path, _FLAGS)
    try:
        _regular(os.fstat(fd).st_mode, path)   # (what was opened, not what the path was)
        _blocking(fd)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def read_regular(path: str | os.PathLike[str], limit: int) -> tuple[bytes, int]:
    """(up to ``limit`` + 1 bytes of the regular file ``path``, the file's size): a caller
    sees a file over its limit without reading it whole.  Errors as :func:`open_regular`."""
    with open_regular(path) as f:
        size = os.fstat(f.fileno()).st_size
        return f.read(limit + 1), size


def open_append(path: str | os.PathLike[str]) -> TextIO:
    """The file ``path`` opened to append text (UTF-8; made if missing): only a regular file.
    Opened without blocking (``O_NONBLOCK``: a FIFO with no reader is refused by the system
    at once, instead of the open waiting for one), then the handle looked at:
    :class:`NotAFile` for anything but a regular file, another ``OSError`` if it cannot be
    opened."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND | _NONBLOCK
                 | getattr(os, "O_BINARY", 0) | getattr(os, "O_NOCTTY", 0), 0o644)
    try:
        _regular(os.fstat(fd).st_mode, path)
        _blocking(fd)
        return os.fdopen(fd, "a", encoding="utf-8")
    except BaseException:
        os.close(fd)
        raise
