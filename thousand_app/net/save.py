"""The host's saves: the one place network play writes a game through storage (after every
move, as a local game is saved), and the host's notes that let a restarted host resume."""

from __future__ import annotations

import json
import os
import threading
from typing import Any, Optional, Sequence

from thousand_app.games.registry import GameKind
from thousand_app.storage import GameRecorder, SeatConfig, Storage, StorageError
from thousand_app.storage.atomic import atomic_write
from thousand_app.storage.logs import logger

__all__ = ["Autosaver", "seat_configs", "write_host_file", "read_host_file", "load_game"]


def seat_configs(names: Sequence[str], people: Sequence[bool], level: str) -> list[SeatConfig]:
    """The seats as a save keeps them: people by name, computer players with their level."""
    return [SeatConfig(name) if person else SeatConfig(name, "computer", level)
            for name, person in zip(names, people)]


class _Writer:
    """The one thread that writes every hosted game's saves (a server may host many), the
    newest save of each game only (one overtaken by a newer one is skipped)."""

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._pending: dict[int, tuple[GameRecorder, Any]] = {}
        self._busy: Optional[int] = None
        self._thread: Optional[threading.Thread] = None

    def put(self, key: int, recorder: GameRecorder, job: Any) -> None:
        with self._cond:
            self._pending[key] = (recorder, job)
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def flush(self, key: int, timeout: float) -> None:
        """Wait until the save of ``key`` put so far is written."""
        with self._cond:
            self._cond.wait_for(lambda: key not in self._pending and self._busy != key, timeout)

    def _run(self) -> None:
        while True:
            with self._cond:
                self._busy = None
                self._cond.notify_all()
                self._cond.wait_for(lambda: bool(self._pending))
                key = next(iter(self._pending))
                recorder, job = self._pending.pop(key)
                self._busy = key
            try:
                recorder.write(job)
            except Exception:   # (write never raises; a bug must not stop the saves)
                logger.exception("autosave of a hosted game")


_WRITER = _Writer()


class Autosaver:
    """Saves a hosted game after every move, as a local game is saved (the storage's
    :class:`~thousand_app.storage.GameRecorder`: the autosave, and the statistics with each
    person's name), off the event loop: the save is prepared where the game lives and written
    on the writer thread."""

    def __init__(self, storage: Storage, game: Any, seats: list[SeatConfig],
                 game_id: str) -> None:
        self.recorder = GameRecorder(storage, game, seats, game_id)

    def changed(self, seats: Optional[list[SeatConfig]] = None) -> None:
        """Call after every move (where the game lives)."""
        if seats is not None:
            self.recorder.seats = seats
        _WRITER.put(id(self), self.recorder, self.recorder.prepare())

    def close(self, timeout: float = 30.0) -> None:
        """Wait until what is pending is written."""
        _WRITER.flush(id(self), timeout)


#: The host's own notes beside the autosave: the room code and who holds each seat (with
#: its token), so that a host restarted after a crash lets the same people back in.
HOST_FILE = "net-host.json"
HOST_FORMAT = "thousand-net-host"


def write_host_file(storage: Storage, doc: dict[str, Any]) -> bool:
    """Write the host's notes atomically (readable by this user only); False on failure."""
    path = storage.data_dir / HOST_FILE
    try:
        atomic_write(path, json.dumps({"format": HOST_FORMAT, "version": 1, **doc},
                                      ensure_ascii=False).encode("utf-8"))
        os.chmod(path, 0o600)
    except (StorageError, OSError) as e:
        logger.warning("cannot write %s: %s", path, e)
        return False
    return True


def read_host_file(storage: Storage) -> Optional[dict[str, Any]]:
    """The host's notes, or None if there are none (or they are not ours)."""
    path = storage.data_dir / HOST_FILE
    try:
        with open(path, "rb") as f:
            doc = json.loads(f.read(1_000_000).decode("utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(doc, dict) or doc.get("format") != HOST_FORMAT or doc.get("version") != 1:
        return None
    return doc


def load_game(storage: Storage, kind: GameKind) -> Any:
    """The autosaved game of ``kind`` and its id, or (None, None)."""
    saved = storage.load_autosave(kind.name)
    if saved is None or saved.kind != kind.name:
        return None, None
    return saved.game, saved.game_id
