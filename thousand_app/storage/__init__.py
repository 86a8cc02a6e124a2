"""Settings, saved games, game records and statistics on disk, for every game alike (Qt-free).

See ``docs/storage-api.md``.  Reading never raises for a damaged file: it is
moved aside as ``<name>.corrupt-<timestamp>`` and a :class:`Problem` naming the
file and what is wrong goes to :attr:`Storage.problems` (the app words it in
the user's language; ``str(problem)`` is English).
"""

from .errors import StorageError
from .logs import log_exception, setup_logging
from .problems import REASONS, Problem
from .savefile import GameExtras, SavedGame, SaveInfo, SeatConfig
from .session import GameRecorder
from .settings import Settings
from .store import Storage, new_game_id

__all__ = [
    "Storage", "Settings", "SeatConfig", "GameExtras", "SavedGame", "SaveInfo", "StorageError", "Problem",
    "REASONS",
    "GameRecorder", "new_game_id", "log_exception", "setup_logging",
]
