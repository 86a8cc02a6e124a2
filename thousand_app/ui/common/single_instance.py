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
import time
from pathlib import Path
from typing import Optional

from PySide6.QtCore import QFileSystemWatcher, QObject, Signal
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
    deadline = time.monotonic() + wait_ms / 1000
    while time.monotonic() < deadline:
        if not path.exists():
            return True
        time.sleep(0.05)
    try:
        path.unlink()
    except OSError:
        pass
    return False
