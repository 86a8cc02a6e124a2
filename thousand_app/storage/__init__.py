"""Settings, saved games, game records and statistics on disk (Qt-free; imports the engine only).

See ``docs/storage-api.md``.  Reading never raises for a damaged file: it is
moved aside as ``<name>.corrupt-<timestamp>`` and a message naming the file
and the problem goes to :attr:`Storage.problems`.
"""

from .errors import StorageError
from .logs import log_exception, setup_logging
from .savefile import SCHEMA_VERSION, SavedGame, SaveInfo, SeatConfig
from .session import GameRecorder
from .settings import Settings
from .stats import PlayerStats
from .store import Storage, new_game_id

__all__ = [
    "Storage", "Settings", "SeatConfig", "SavedGame", "SaveInfo", "StorageError",
    "PlayerStats", "GameRecorder", "new_game_id", "log_exception", "setup_logging",
    "SCHEMA_VERSION",
]
