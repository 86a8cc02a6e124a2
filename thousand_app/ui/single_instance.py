"""One window per data folder: the running app is told to come forward when another starts.

The data folder's lock (:meth:`Storage.lock_data_folder`) decides who runs;
this only carries the message.  The first app listens on a local socket named
after the folder (:func:`server_name`); a second start on the same folder
sends ``raise`` there and quits, and the first window comes to the front
(as far as the platform lets an app raise itself).
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path
from typing import Optional

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket
from PySide6.QtWidgets import QWidget

RAISE = b"raise\n"


def server_name(data_dir: str | os.PathLike[str]) -> str:
    """The local socket name of the app using ``data_dir`` (the same for every spelling)."""
    try:
        path = str(Path(data_dir).resolve())
    except OSError:
        path = os.path.abspath(data_dir)
    if os.name == "nt":
        path = path.casefold()
    return "thousand-" + hashlib.sha256(path.encode("utf-8")).hexdigest()[:24]


class InstanceServer(QObject):
    """Listens for other starts on the same data folder; :attr:`raiseRequested` on each."""

    raiseRequested = Signal()

    def __init__(self, data_dir: str | os.PathLike[str], parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        name = server_name(data_dir)
        # we hold the folder's lock, so a socket of that name is left from a killed app
        QLocalServer.removeServer(name)
        self.listening = self.server.listen(name)
        self.server.newConnection.connect(self._connection)

    def _connection(self) -> None:
        while self.server.hasPendingConnections():
            sock = self.server.nextPendingConnection()
            sock.readyRead.connect(self._ready)   # (a bound slot: no lambda keeps the socket)

    def _ready(self) -> None:
        sock = self.sender()
        if not isinstance(sock, QLocalSocket):
            return
        data = bytes(sock.readAll().data())
        sock.readyRead.disconnect(self._ready)
        sock.abort()
        sock.deleteLater()
        if data.startswith(RAISE.strip()):
            self.raiseRequested.emit()

    def close(self) -> None:
        self.server.close()


def bring_forward(window: QWidget) -> None:
    """Show ``window`` in front (un-minimised, raised, active where the platform allows)."""
    if window.isMinimized():
        window.showNormal()
    window.show()
    window.raise_()
    window.activateWindow()


def ask_first_to_raise(data_dir: str | os.PathLike[str], wait_ms: int = 1000) -> bool:
    """Ask the app already running on ``data_dir`` to come forward; True if it was told."""
    sock = QLocalSocket()
    sock.connectToServer(server_name(data_dir))
    if not sock.waitForConnected(wait_ms):
        return False
    sock.write(RAISE)
    ok = sock.waitForBytesWritten(wait_ms)
    sock.disconnectFromServer()
    return bool(ok)
