"""Starting a host and clients as processes on 127.0.0.1, for the network tests."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Optional

ROOT = Path(__file__).resolve().parents[2]
ROOM = "TST4-2KQM"


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
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "thousand_app.net.server", "--game", game, "--players",
             str(players), "--people", str(people), "--bind", "127.0.0.1", "--room", ROOM,
             "--data-dir", str(folder), "--record", str(self.record), "--grace", str(grace),
             "--exit-when-over", *extra],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env())
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
    return subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=env())


def bot_result(proc: subprocess.Popen[str], timeout: float = 60) -> tuple[int, list[str]]:
    out, err = proc.communicate(timeout=timeout)
    return proc.returncode, out.splitlines() + [f"stderr: {x}" for x in err.splitlines()]


def totals_of(lines: list[str]) -> Optional[list[int]]:
    for line in lines:
        if line.startswith("over "):
            return list(json.loads(line[5:]))
    return None


def wait_for(predicate: Any, timeout: float = 30, step: float = 0.05) -> bool:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if predicate():
            return True
        time.sleep(step)
    return False
