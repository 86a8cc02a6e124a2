"""The host's autosave: the one place network play writes a game through storage (after
every move, as a local game is saved)."""

from __future__ import annotations

import json
import os
from typing import Any, Optional, Sequence

from thousand_app.games.registry import GameKind
from thousand_app.storage import SeatConfig, Storage, StorageError
from thousand_app.storage.atomic import atomic_write
from thousand_app.storage.logs import logger

__all__ = ["autosave", "seat_configs", "write_host_file", "read_host_file", "load_game"]


def seat_configs(names: Sequence[str], people: Sequence[bool], level: str) -> list[SeatConfig]:
    """The seats as a save keeps them: people by name, computer players with their level."""
    return [SeatConfig(name) if person else SeatConfig(name, "computer", level)
            for name, person in zip(names, people)]


def autosave(storage: Storage, kind: GameKind, game: Any, seats: list[SeatConfig],
             game_id: str) -> bool:
    """Write the game in progress to the autosave of its kind; False if that failed (the
    storage reports it once)."""
    if kind.name == "dice":
        return storage.autosave_dice(game, seats, game_id)
    return storage.autosave(game, seats, game_id)


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
