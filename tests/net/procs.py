"""Starting a host and clients as processes on 127.0.0.1, for the network tests."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any, Callable, Optional

from PySide6.QtCore import QCoreApplication, QEventLoop, QFileSystemWatcher, QTimer

ROOT = Path(__file__).resolve().parents[2]
ROOM = "TST4-2KQM"

#: Every process a test started here: ended and its pipes closed after the test (:func:`reap`).
STARTED: list[subprocess.Popen[str]] = []


def _popen(args: list[str]) -> subprocess.Popen[str]:
    proc = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=env())
    STARTED.append(proc)
    return proc


def reap() -> None:
    """End the processes the test left running and close every pipe (tests/net/conftest.py)."""
    while STARTED:
        proc = STARTED.pop()
        if proc.poll() is None:
            proc.kill()
        proc.wait()
        for pipe in (proc.stdin, proc.stdout, proc.stderr):
            if pipe is not None:
                pipe.close()


def env() -> dict[str, str]:
    e = dict(os.environ)
    e["PYTHONPATH"] = str(ROOT)
    e["QT_QPA_PLATFORM"] = "offscreen"
    return e


class Server:
    """``thousand-server`` on a free loopback port, its data folder in ``folder``."""

    def __init__(self, folder: Path, game: str, players: int, people: int, *extra: str,
                 grace: float = 60.0) -> None:
        self.folder = folder
        self.record = folder / "record.json"
        self.proc = _popen(
            [sys.executable, "-m", "thousand_app.server_cli", "--game", game, "--players",
             str(players), "--people", str(people), "--bind", "127.0.0.1", "--room", ROOM,
             "--data-dir", str(folder), "--record", str(self.record), "--grace", str(grace),
             "--exit-when-over", *extra])
        self.lines: list[str] = []
        self.port = 0
        while not self.port:
            line = self.proc.stdout.readline()   # type: ignore[union-attr]
            if not line:
                raise RuntimeError(f"the server did not start: {self.proc.stderr.read()}")  # type: ignore[union-attr]
            self.lines.append(line.strip())
            if line.startswith("listening"):
                self.port = int(line.split()[2])

    def finish(self, timeout: float = 60) -> tuple[int, str, str]:
        out, err = self.proc.communicate(timeout=timeout)
        return self.proc.returncode, "\n".join(self.lines) + out, err

    def log(self) -> str:
        path = self.folder / "thousand.log"
        return path.read_text("utf-8") if path.exists() else ""

    def replayed_totals(self, kind: Any) -> list[int]:
        doc = json.loads(self.record.read_text("utf-8"))
        return list(kind.files.replay(doc).totals)


def bot(port: int, name: str, seed: int, *extra: str, tap: Optional[Path] = None
        ) -> subprocess.Popen[str]:
    args = [sys.executable, "-m", "thousand_app.net.bot", "--port", str(port), "--room",
            ROOM.lower(), "--name", name, "--seed", str(seed), *extra]
    if tap is not None:
        args += ["--tap", str(tap)]
    return _popen(args)


def bot_result(proc: subprocess.Popen[str], timeout: float = 60) -> tuple[int, list[str]]:
    out, err = proc.communicate(timeout=timeout)
    return proc.returncode, out.splitlines() + [f"stderr: {x}" for x in err.splitlines()]


def totals_of(lines: list[str]) -> Optional[list[int]]:
    for line in lines:
        if line.startswith("over "):
            return list(json.loads(line[5:]))
    return None


def wait_for_file(path: Path, predicate: Callable[[], bool], timeout: float = 30) -> bool:
    """Whether ``predicate()`` holds by the time ``timeout`` runs out, checked each time
    ``path`` (or its folder, until it exists) changes: woken by the file system's events
    (``QFileSystemWatcher``), never by a clock; the deadline only bounds a failure."""
    assert QCoreApplication.instance() is not None, "take the qapp fixture"
    if predicate():
        return True
    loop = QEventLoop()
    watcher = QFileSystemWatcher([str(path.parent)])

    def changed(*_: Any) -> None:
        if path.exists() and str(path) not in watcher.files():
            watcher.addPath(str(path))
        if predicate():
            loop.quit()

    watcher.directoryChanged.connect(changed)
    watcher.fileChanged.connect(changed)
    deadline = QTimer(singleShot=True)
    deadline.timeout.connect(loop.quit)
    deadline.start(int(timeout * 1000))
    changed()           # (a change between the first look and the watch is not missed)
    if not predicate():
        loop.exec()
    deadline.stop()
    return predicate()
