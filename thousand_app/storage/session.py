"""The one call the app makes after each change of a game: autosave, and statistics when due.

>>> from thousand_app.engine import Game, Rules
>>> import tempfile
>>> st = Storage(tempfile.mkdtemp(), log=False)
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

from thousand_app.engine import Game

from .savefile import GameExtras, SeatConfig
from .store import Storage, new_game_id


class GameRecorder:
    """Keeps one game safe on disk.

    Call :meth:`changed` right after every ``game.apply``, ``game.deal`` and
    ``game.undo`` (before animating anything), and once right after creating or
    loading the game.  It autosaves; when the number of finished deals changed
    it updates the statistics; when the game is over it clears the autosave.
    Never raises: failures are in ``storage.problems`` and in the return value.
    """

    def __init__(self, storage: Storage, game: Game, seats: list[SeatConfig],
                 game_id: str | None = None, *, count_stats: bool = True,
                 extras: GameExtras | None = None) -> None:
        self.storage = storage
        #: False for a game that is not the user's own (an imported record, a bug report).
        self.count_stats = count_stats
        self.game = game
        self.seats = seats
        self.game_id = game_id if game_id is not None else new_game_id()
        #: Saved with the game: take-backs allowed and used, kept deal analyses.
        self.extras = extras if extras is not None else GameExtras()
        self._stats_at: int | None = None    # len(history) the statistics were last written for
        self._stats_over = False
        self._stats_marked = False

    def changed(self) -> bool:
        """Autosave (and update statistics when a deal was settled or undone); True if saved."""
        game, st = self.game, self.storage
        # (extras only when there are some: the document is the same, and so is the call)
        more = {"extras": self.extras} if self.extras != GameExtras() else {}
        saved = st.autosave(game, self.seats, self.game_id, **more)
        n = len(game.history)
        marked = self.extras.takebacks > 0
        if self.count_stats and (n != self._stats_at or game.is_over != self._stats_over
                                 or marked != self._stats_marked):
            mark = {"takebacks": True} if marked else {}
            if st.update_stats(self.game_id, game, self.seats, **mark):
                self._stats_at, self._stats_over = n, game.is_over
                self._stats_marked = marked
        if game.is_over:
            st.clear_autosave()
        return saved

    def save_as(self, name: str) -> None:
        """Save under a name (raises :class:`StorageError` with a message on failure)."""
        self.storage.save_as(name, self.game, self.seats, self.game_id, self.extras)

    def abandon(self) -> None:
        """The player leaves this game for another: forget the autosave (statistics stay)."""
        self.storage.clear_autosave()
