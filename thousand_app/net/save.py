"""The host's autosave: the one place network play writes a game through storage (after
every move, as a local game is saved)."""

from __future__ import annotations

from typing import Any, Sequence

from thousand_app.games.registry import GameKind
from thousand_app.storage import SeatConfig, Storage

__all__ = ["autosave", "seat_configs"]


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
