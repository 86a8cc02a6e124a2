"""The one call the app makes after each change of a game: autosave, and statistics when due.

>>> from thousand_app.cards.engine import Game, Rules
>>> from thousand_app.cards.kind import KIND
>>> from thousand_app.games.registry import Registry
>>> import tempfile
>>> st = Storage(Registry([KIND]), tempfile.mkdtemp(), log=False)
>>> game = Game(Rules(), 3, players=["Anna", "Boris", "Vera"], seed=1)
>>> rec = GameRecorder(st, game, [SeatConfig("Anna"), SeatConfig("Boris", "computer", "normal"),
...                               SeatConfig("Vera", "computer", "easy")])
>>> rec.changed()                       # right after the game was created or loaded
True
>>> _ = game.apply(game.legal_actions()[0]); rec.changed()
True
>>> st.load_autosave().game.output() == game.output()
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional

from thousand_app.games.registry import AnyKind

from .savefile import GameExtras, SeatConfig, kind_of
from .snapshot import RecordSnapshot, Snapshotter
from .stats import GameRow, game_row, is_imported_id, stats_of
from .store import Storage, new_game_id


@dataclass(frozen=True)
class SaveJob:
    """What one save of a game writes, taken where the game lives (pure data: it can be
    written on another thread while the game goes on)."""

    snapshot: RecordSnapshot
    seats: list[SeatConfig]
    game_id: str
    over: bool
    extras: Optional[GameExtras]
    #: The game's statistics to record first (None: nothing new to record).
    row: Optional[GameRow]
    stats_key: Any


class GameRecorder:
    """Keeps one game (of cards or of dice) safe on disk.

    Call :meth:`changed` right after every ``game.apply``, ``game.deal`` and
    ``game.undo`` (before animating anything), and once right after creating or
    loading the game.  It autosaves first, always (the game as it stands, a finished one
    too: the statistics never cost the autosave its room on a small disk); then, when the
    statistics are due (a card deal was settled or undone, a dice game was won), it
    records them; when the game is over and its statistics are written it removes the
    autosave.  So a game killed at any moment is under Continue as it stands, or (over)
    in the statistics: the finished state and its statistics row land together (the
    autosave of the move before the last is never left with the game counted).  A failed
    statistics write keeps the autosave, and the next call tries again (a finished game
    found under Continue is counted again, which replaces its row, and removed).
    Never raises: failures are in ``storage.problems`` and in the return value.

    ``changed()`` is :meth:`prepare` (where the game lives: its cost does not grow with
    the game's length, the record's finished deals being kept as text) followed by
    :meth:`write` (which the app runs on its writer thread).
    """

    def __init__(self, storage: Storage, game: Any, seats: list[SeatConfig],
                 game_id: str | None = None, *, count_stats: bool = True,
                 extras: GameExtras | None = None, stats: Storage | None = None) -> None:
        self.storage = storage
        #: Where the statistics go (``storage`` unless told: a hosted network game is saved
        #: in a folder of its own, its statistics are the player's).
        self.stats_storage = stats if stats is not None else storage
        #: False for a game that is not the user's own (an imported record, a bug report).
        self.count_stats = count_stats
        self.game = game
        #: The game's kind (among the storage's registry).
        self.game_kind: AnyKind = kind_of(game, storage.registry)
        self.seats = seats
        self.game_id = game_id if game_id is not None else new_game_id()
        #: Saved with the game: take-backs allowed and used, kept deal analyses.
        self.extras = extras if extras is not None else GameExtras()
        self._snapshots = Snapshotter(self.game_kind)
        #: The statistics key last recorded (set by :meth:`write`).
        self._stats_written: Any = None

    @property
    def kind(self) -> str:
        return self.game_kind.name

    def _stats_key(self) -> Any:
        """What the statistics depend on (None: not due): the game's
        :attr:`~thousand_app.games.saving.StatsTables.due` (a card game is recorded after
        every deal and when moves were first taken back, a dice game when it is won)."""
        return stats_of(self.game_kind).due(self.game, self.extras.takebacks > 0)

    def stats_due(self) -> bool:
        """Would the next save record statistics (not recorded yet)?"""
        return self.count_stats and self._stats_key() not in (None, self._stats_written)

    def prepare(self) -> SaveJob:
        """The save of the game as it stands (call it where the game lives)."""
        game, key = self.game, self._stats_key()
        row: Optional[GameRow] = None
        if (self.count_stats and key is not None and key != self._stats_written
                and not is_imported_id(self.game_id)):
            row = game_row(self.game_kind, self.game_id, game, self.seats, self.extras.takebacks > 0)
        extras = None
        if self.extras != GameExtras():
            # (the analyses and flags are replaced, never changed in place: a shallow copy
            # is safe)
            extras = self.extras.copy()
        return SaveJob(self._snapshots.take(game), list(self.seats), self.game_id,
                       game.is_over, extras, row, key)

    def write(self, job: SaveJob) -> bool:
        """Write a save (any thread; one at a time): the autosave, then the statistics when
        due, then for a finished game whose statistics are written, the autosave's removal.
        True if the game is safe on disk."""
        st = self.storage
        if job.over and job.row is None:   # (counted already, or never counted: it goes)
            st.clear_autosave(job.snapshot.kind)
            return True
        saved = st.write_autosave(job.snapshot.kind, job.snapshot, job.seats, job.game_id,
                                  job.extras)
        counted = True
        if job.row is not None:
            counted = self.stats_storage.record_stats(job.row)
            if counted:
                self._stats_written = job.stats_key
        if job.over and counted:
            st.clear_autosave(job.snapshot.kind)
            return True
        return saved

    def changed(self) -> bool:
        """Autosave (and record the statistics when due); True if saved."""
        return self.write(self.prepare())

    def save_as(self, name: str) -> None:
        """Save under a name (raises :class:`StorageError` with a message on failure)."""
        self.storage.save_as(name, self.game, self.seats, self.game_id, self.extras)

    def abandon(self) -> None:
        """The player leaves this game for another: forget the autosave (statistics stay)."""
        self.storage.clear_autosave(self.kind)
