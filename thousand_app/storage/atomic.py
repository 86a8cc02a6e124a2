"""Atomic file writes and moving damaged files aside.

A write goes to a temporary file in the same folder, is flushed and
``fsync``-ed, then replaces the target with ``os.replace`` (and the folder is
``fsync``-ed on POSIX), so the target is at every moment either the old
complete file or the new complete file, whatever happens to the process.
A failed write (full disk, read-only folder...) removes its temporary file
and raises :class:`StorageError` (a ``write_failed`` problem); the previous
file is untouched.
"""

from __future__ import annotations

import os
import sys
import time
from datetime import datetime, timezone
from pathlib import Path

from .errors import StorageError
from .problems import Problem, os_reason

#: Temporary files are ``.<name>.tmp-<pid>-<n>``: hidden, and never matching ``*.json``.
TMP_MARK = ".tmp-"

_counter = 0


def tmp_path_for(path: Path) -> Path:
    global _counter
    _counter += 1
    return path.with_name(f".{path.name}{TMP_MARK}{os.getpid()}-{_counter}")


def _write_all(fd: int, data: bytes) -> None:
    """Write every byte of ``data`` to ``fd`` (``os.write`` may write fewer)."""
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        view = view[written:]


def _fsync_dir(folder: Path) -> None:
    if sys.platform.startswith("win"):
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _replace(src: Path, dst: Path) -> None:
    # Windows refuses to replace a file another program (an antivirus, an
    # indexer) holds open for a moment: try a few times before giving up.
    for attempt in range(5):
        try:
            os.replace(src, dst)
            return
        except PermissionError:
            if not sys.platform.startswith("win") or attempt == 4:
                raise
            time.sleep(0.05 * (attempt + 1))


def atomic_write(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` atomically; raise :class:`StorageError` on failure."""
    path = Path(path)
    tmp = tmp_path_for(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0),
                     0o644)
        try:
            _write_all(fd, data)
            os.fsync(fd)
        finally:
            os.close(fd)
        _replace(tmp, path)
    except OSError as e:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise StorageError(Problem("write_failed", path, reason=os_reason(e))) from e
    _fsync_dir(path.parent)


def timestamp() -> str:
    """A file-name-safe UTC timestamp, e.g. ``20250301T142501Z``."""
    return datetime.now(timezone.utc).strftime("%Y%m%dT%H%M%SZ")


def move_aside(path: Path, tag: str = "corrupt") -> Path:
    """Rename ``path`` to ``<name>.<tag>-<timestamp>`` (never over another file).

    Returns the new path; raises ``OSError`` if the rename fails.
    """
    stamp = timestamp()
    target = path.with_name(f"{path.name}.{tag}-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.{tag}-{stamp}-{n}")
    os.replace(path, target)
    return target


def remove_stale_temps(folder: Path, older_than: float = 60.0) -> None:
    """Remove temporary files a killed write left behind (best effort)."""
    try:
        entries = list(folder.iterdir())
    except OSError:
        return
    now = time.time()
    for p in entries:
        if p.name.startswith(".") and TMP_MARK in p.name:
            try:
                if now - p.stat().st_mtime > older_than:
                    p.unlink()
            except OSError:
                pass


#: Files set aside as damaged are kept at least this long, and the newest ones always.
KEEP_SET_ASIDE_DAYS = 30
KEEP_SET_ASIDE_NEWEST = 20


def remove_old_set_aside(folder: Path, now: float | None = None) -> list[Path]:
    """Remove ``*.corrupt-*`` files older than 30 days beyond the 20 newest (best effort);
    returns what was removed."""
    try:
        found = []
        for p in folder.iterdir():
            if ".corrupt-" in p.name and p.is_file():
                found.append((p.stat().st_mtime, p))
    except OSError:
        return []
    found.sort(key=lambda mp: mp[0], reverse=True)
    limit = (time.time() if now is None else now) - KEEP_SET_ASIDE_DAYS * 86400
    removed = []
    for mtime, p in found[KEEP_SET_ASIDE_NEWEST:]:
        if mtime < limit:
            try:
                p.unlink()
                removed.append(p)
            except OSError:
                pass
    return removed
