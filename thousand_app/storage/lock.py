"""One app per data folder: an OS lock on ``<data folder>/.lock`` held for the life of the app.

The lock belongs to the open file, so the system lets it go when the process
ends however it ends (``kill -9``, a crash, a power cut): a lock file left
behind is never "stale", the next start simply takes it.  The file holds the
pid of the holder, for people reading it; nothing depends on that.

A lock on a path is only as good as the path: ``.lock`` deleted while the app runs (by
hand, by a cleaning tool) would let a second app make a new one and lock that.  So on POSIX
the folder itself is locked too (an open handle of the folder, ``flock``): deleting a file
in it cannot take that lock away.  (On Windows an open lock file cannot be deleted.)

>>> import tempfile
>>> folder = tempfile.mkdtemp()
>>> first, second = FolderLock(folder), FolderLock(folder)
>>> first.acquire(), second.acquire()
(True, False)
>>> first.release(); second.acquire()
True
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

LOCK_NAME = ".lock"


class LockUnusable(OSError):
    """The lock file is there but cannot be used (a folder in its place, a file this user
    may not open): the app must not run on the folder, since another one could too."""


class FolderLock:
    """An exclusive lock on a folder, held until :meth:`release` or the process ends."""

    def __init__(self, folder: str | os.PathLike[str]) -> None:
        self.path = Path(folder) / LOCK_NAME
        self._fd: int | None = None
        #: The folder's own handle, locked as well (POSIX; None where it cannot be opened).
        self._dir_fd: int | None = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def acquire(self) -> bool:
        """Take the lock: True if this process holds it now, False if another one does.

        A lock file this user may read but not write (left by a start with ``sudo``) is
        locked through a read-only handle: the lock belongs to the open file either way.
        ``OSError`` if the lock file cannot be made or opened at all: :class:`LockUnusable`
        when it is there but cannot be used (a folder, a file this user may not read...),
        another ``OSError`` (a read-only disk...) when the folder cannot be written.
        """
        if self._fd is not None:
            return True
        self.path.parent.mkdir(parents=True, exist_ok=True)
        binary = getattr(os, "O_BINARY", 0)
        if os.path.lexists(self.path) and not os.path.isfile(self.path):
            raise LockUnusable(f"{self.path} is not a file")
        try:
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT | binary, 0o644)
        except OSError as e:
            if not os.path.isfile(self.path):   # none could be made: the folder is not writable
                raise
            try:   # there, but not ours to write: a read-only handle locks it as well
                fd = os.open(self.path, os.O_RDONLY | binary)
            except OSError:
                raise LockUnusable(f"{self.path} cannot be opened ({e.strerror})") from e
        try:
            if not _lock(fd):
                os.close(fd)
                return False
        except OSError:
            os.close(fd)
            raise
        dir_fd = _open_folder(self.path.parent)
        if dir_fd is not None and not _lock(dir_fd):   # (another app whose .lock was deleted)
            os.close(dir_fd)
            _unlock(fd)
            os.close(fd)
            return False
        self._dir_fd = dir_fd
        try:
            os.ftruncate(fd, 0)
            os.write(fd, f"{os.getpid()}\n".encode("ascii"))
        except OSError:
            pass
        self._fd = fd
        return True

    def release(self) -> None:
        if self._fd is None:
            return
        fds = [self._fd] + ([self._dir_fd] if self._dir_fd is not None else [])
        self._fd = self._dir_fd = None
        for fd in fds:
            try:
                _unlock(fd)
            except OSError:
                pass
            os.close(fd)


if sys.platform.startswith("win"):
    import msvcrt

    def _open_folder(folder: Path) -> int | None:
        return None    # (a folder cannot be opened as a file; an open file cannot be deleted)

    def _lock(fd: int) -> bool:
        os.lseek(fd, 0, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
else:
    import errno
    import fcntl

    def _open_folder(folder: Path) -> int | None:
        """A handle of the folder to lock; None if it cannot be opened (then the lock file
        alone is the lock, as before)."""
        try:
            return os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
        except OSError:
            return None

    def _lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as e:
            if e.errno in (errno.EWOULDBLOCK, errno.EAGAIN, errno.EACCES):
                return False
            raise
        return True

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)
