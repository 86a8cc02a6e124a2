"""One window per data folder: the running app is told to come forward when another starts.

The data folder's lock (:meth:`Storage.lock_data_folder`) decides who runs;
this only carries the message, through a file in that folder (no network
module: the packaged app leaves QtNetwork out).  A second start on the same
folder writes ``.raise-request`` (:func:`ask_first_to_raise`); the first app
is told by the system that the folder changed (:class:`InstanceServer`: a
``QFileSystemWatcher``, no timer looks), removes the file and comes to the front (as far as the platform lets an app raise itself).  The
second start knows it was heard when the file is gone.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Optional

from PySide6.QtCore import QEventLoop, QFileSystemWatcher, QObject, QTimer, Signal
from PySide6.QtWidgets import QWidget

REQUEST = ".raise-request"


def request_path(data_dir: str | os.PathLike[str]) -> Path:
    return Path(data_dir) / REQUEST


class InstanceServer(QObject):
    """Watches the data folder for other starts; :attr:`raiseRequested` for each."""

    raiseRequested = Signal()

    def __init__(self, data_dir: str | os.PathLike[str], parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.path = request_path(data_dir)
        self._drop()   # a request left from before this app started is not for it
        self._closed = False
        self.watcher = QFileSystemWatcher([str(self.path.parent)], self)
        self.watcher.directoryChanged.connect(self._look)
        self._look()   # (a request written while the watch was set up)

    def _drop(self) -> bool:
        try:
            self.path.unlink()
            return True
        except OSError:
            return False

    def _look(self, *_: object) -> None:
        if not self._closed and self.path.exists() and self._drop():
            self.raiseRequested.emit()

    def close(self) -> None:
        self._closed = True
        if self.watcher.directories():
            self.watcher.removePaths(self.watcher.directories())


def bring_forward(window: QWidget) -> None:
    """Show ``window`` in front (un-minimised, raised, active where the platform allows)."""
    if window.isMinimized():
        window.showNormal()
    window.show()
    window.raise_()
    window.activateWindow()


def ask_first_to_raise(data_dir: str | os.PathLike[str], wait_ms: int = 1500) -> bool:
    """Ask the app already running on ``data_dir`` to come forward; True if it took the
    request within ``wait_ms`` (then its window was brought forward)."""
    path = request_path(data_dir)
    try:
        path.write_bytes(f"{os.getpid()}\n".encode("ascii"))
    except OSError:
        return False
    if _gone_within(path, wait_ms):
        return True
    try:
        path.unlink()
    except OSError:
        pass
    return False


def _gone_within(path: Path, wait_ms: int) -> bool:
    """Whether ``path`` is removed within ``wait_ms``: the system's notice that its folder
    changed wakes the wait (no timer looks; one timer is the time limit)."""
    if not path.exists():
        return True
    loop = QEventLoop()
    watcher = QFileSystemWatcher([str(path.parent)])
    deadline = QTimer()
    deadline.setSingleShot(True)
    deadline.timeout.connect(loop.quit)

    def look(*_: object) -> None:
        if not path.exists():
            loop.quit()
    watcher.directoryChanged.connect(look)
    deadline.start(wait_ms)
    if path.exists():       # (a removal from now on is told to ``look`` inside the loop)
        loop.exec()
    deadline.stop()
    watcher.removePaths(watcher.directories())
    return not path.exists()
