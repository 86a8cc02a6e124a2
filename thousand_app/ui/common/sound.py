"""Sound effects without QtMultimedia: the system's own player plays our small WAV files.

PySide6-Essentials has no QtMultimedia (and PySide6-Addons would make the app
much larger), so each sound is handed to what every desktop already has:

- Windows: ``winsound.PlaySound(path, SND_FILENAME | SND_ASYNC | SND_NODEFAULT)``
  (asynchronous; a new sound replaces the one playing);
- macOS: ``afplay``;
- Linux and the BSDs: the first of ``pw-play``, ``paplay``, ``aplay`` on the PATH.

A player process is started and left alone (output discarded); nothing waits
for it, so the GUI never blocks.  Nothing here raises: with no player, or a
player that keeps failing, sound quietly does nothing (said once in the log).

Sounds are throttled: one sound name at most every few dozen milliseconds, a
less important sound is skipped just after a more important one, and no more
than :data:`MAX_RUNNING` players at once.  Under ``QT_QPA_PLATFORM=offscreen``
(the tests, the packaged app's smoke test) the player is silent unless it is
built with ``force=True``.

The files are made by ``assets/sounds/make_sounds.py``; each game's table says which of its
events sounds like what (``ui/cards/sounds.py``, ``ui/dice/table.py``).
"""

from __future__ import annotations

import logging
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Callable, Optional

from .i18n import data_dir

log = logging.getLogger("thousand.ui")

#: Every sound the app plays (``<name>.wav`` in the sounds folder).
SOUND_NAMES = ("card", "deal", "shuffle", "trick", "marriage", "made", "failed", "game_over",
               "dice")

#: The same sound is not started again sooner than this (ms).
MIN_INTERVAL_MS = {"card": 35, "trick": 150, "deal": 300, "shuffle": 300, "dice": 300}
DEFAULT_INTERVAL_MS = 250
#: Within :data:`GAP_MS` of a sound, a less important one is skipped.
PRIORITY = {"trick": 0, "card": 1, "deal": 1, "shuffle": 1, "marriage": 2, "made": 2,
            "failed": 2, "game_over": 3, "dice": 1}
GAP_MS = 250
#: At most this many player processes at once (fast animations never pile them up).
MAX_RUNNING = 3
#: A player that failed this many times in a row, never having worked, is given up.
MAX_FAILURES = 3

#: Linux players in order of preference: (program, options before the file).
LINUX_PLAYERS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("pw-play", ()), ("paplay", ()), ("aplay", ("-q",)))


# -- the player -----------------------------------------------------------------------------------

def headless() -> bool:
    """Qt runs without a screen (tests, smoke tests): no sound unless asked."""
    return os.environ.get("QT_QPA_PLATFORM", "").split(":")[0] in ("offscreen", "minimal")


class SoundPlayer:
    """Plays the app's sounds through the system's player; never blocks, never raises.

    ``enabled`` follows the user's setting and may change at any time.
    ``platform``, ``which``, ``popen``, ``winsound`` and ``clock`` are for tests.
    """

    def __init__(self, enabled: bool = True, folder: Optional[Path] = None, *,
                 force: bool = False, platform: Optional[str] = None,
                 which: Callable[[str], Optional[str]] = shutil.which,
                 popen: Callable[..., Any] = subprocess.Popen,
                 winsound: Any = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.enabled = enabled
        self.folder = folder if folder is not None else data_dir("sounds")
        self.muted = headless() and not force
        self.platform = platform if platform is not None else sys.platform
        self._which = which
        self._popen = popen
        self._winsound = winsound
        self._clock = clock
        self._last: dict[str, float] = {}
        self._last_any: tuple[float, int] = (-1e9, -1)
        self._running: list[Any] = []
        self._failures = 0
        self._worked = False
        self._warned: set[str] = set()
        self._candidates = self._find_commands()
        self.command: Optional[list[str]] = self._candidates.pop(0) if self._candidates else None
        if self.command is None and self._windows() is None:
            self._warn_once("none", "no program to play sounds was found (tried %s); "
                            "sound is off", self._tried())

    # -- which player -----------------------------------------------------------------------------
    def _windows(self) -> Any:
        """The ``winsound`` module on Windows, else None."""
        if not self.platform.startswith("win"):
            return None
        if self._winsound is None:
            try:
                import winsound
            except ImportError:
                return None
            self._winsound = winsound
        return self._winsound

    def _find_commands(self) -> list[list[str]]:
        """The commands that may play a file (the file is appended), best first."""
        if self.platform.startswith("win"):
            return []
        if self.platform == "darwin":
            found = self._which("afplay") or ("/usr/bin/afplay"
                                               if os.path.exists("/usr/bin/afplay") else None)
            return [[found]] if found else []
        out = []
        for program, options in LINUX_PLAYERS:
            path = self._which(program)
            if path:
                out.append([path, *options])
        return out

    def _tried(self) -> str:
        if self.platform == "darwin":
            return "afplay"
        if self.platform.startswith("win"):
            return "winsound"
        return ", ".join(p for p, _ in LINUX_PLAYERS)

    @property
    def available(self) -> bool:
        """Whether this computer has a way to play sounds at all."""
        return self.command is not None or self._windows() is not None

    def path(self, name: str) -> Path:
        return self.folder / f"{name}.wav"

    # -- playing ----------------------------------------------------------------------------------
    def play(self, name: str) -> bool:
        """Start the sound ``name`` unless it is off, throttled or impossible; True if started."""
        try:
            return self._play(name)
        except Exception:  # a sound is never worth an error message
            log.exception("playing sound %s failed", name)
            return False

    def _play(self, name: str) -> bool:
        if not self.enabled or self.muted or not self.available:
            return False
        now = self._clock()
        last = self._last.get(name)
        if last is not None and (now - last) * 1000 < MIN_INTERVAL_MS.get(name,
                                                                         DEFAULT_INTERVAL_MS):
            return False
        priority = PRIORITY.get(name, 1)
        since, before = self._last_any
        if (now - since) * 1000 < GAP_MS and priority < before:
            return False
        path = self.path(name)
        if not path.is_file():
            self._warn_once("missing:" + name, "sound file %s is missing", path)
            return False
        self._reap()
        if len(self._running) >= MAX_RUNNING:
            return False
        if not self._start(path):
            return False
        self._last[name] = now
        self._last_any = (now, priority)
        return True

    def _start(self, path: Path) -> bool:
        win = self._windows()
        if win is not None:
            flags = win.SND_FILENAME | win.SND_ASYNC | win.SND_NODEFAULT
            try:
                win.PlaySound(str(path), flags)
            except RuntimeError as e:
                self._warn_once("winsound", "winsound cannot play sounds: %s", e)
                return False
            return True
        if self.command is None:
            return False
        options: dict[str, Any] = {"stdin": subprocess.DEVNULL, "stdout": subprocess.DEVNULL,
                                   "stderr": subprocess.DEVNULL, "close_fds": True}
        if os.name == "posix":
            options["start_new_session"] = True   # not stopped by the terminal's Ctrl+C
        try:
            self._running.append(self._popen([*self.command, str(path)], **options))
        except OSError as e:
            log.info("sound player %s cannot start: %s", self.command[0], e)
            self._next_command()
            return False
        return True

    def _reap(self) -> None:
        """Forget finished players; a player that keeps failing is replaced by the next one."""
        still = []
        for proc in self._running:
            code = proc.poll()
            if code is None:
                still.append(proc)
            elif code == 0:
                self._worked, self._failures = True, 0
            else:
                self._failures += 1
                if not self._worked and self._failures >= MAX_FAILURES:
                    assert self.command is not None
                    log.info("sound player %s keeps failing (exit %s)", self.command[0], code)
                    self._next_command()
        self._running = still

    def _next_command(self) -> None:
        self._failures, self._worked = 0, False
        self.command = self._candidates.pop(0) if self._candidates else None
        if self.command is not None:
            log.info("trying the sound player %s", self.command[0])
        else:
            self._warn_once("none", "no program could play sounds (tried %s); sound is off",
                            self._tried())

    def _warn_once(self, key: str, message: str, *args: object) -> None:
        if key not in self._warned:
            self._warned.add(key)
            log.info(message, *args)
