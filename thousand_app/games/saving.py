"""What storage needs to know of one game's files, described once per game.

Storage keeps every game the same way (an autosave per game, named saves, exported and
imported records, statistics in one database); where two games differ, the difference is
here, filled in by each game's ``kind`` module (:attr:`GameKind.files`):

- :class:`GameFiles`: the game's save document (its ``format``, schema version and the
  steps that migrate older versions), its record (write, replay, the list that grows as
  the game goes on), its autosave's file name, the computer levels a seat may name;
- :class:`StatsTables`: its statistics (the tables, the per-player counts, what a game
  contributes to them and when that is due).

No game is imported here (the common layer).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Optional, Sequence

__all__ = ["GameFiles", "StatsTables", "PlayerCounts"]

#: (game, the human seats as (seat, name), moves were taken back) -> [(seat, that seat's
#: statistics)].
Contribution = Callable[[Any, Sequence[tuple[int, str]], bool], list[tuple[int, Any]]]


@dataclass
class PlayerCounts:
    """What the statistics of every game count of one person (each game's statistics add
    their own counts after these)."""

    name: str
    games_played: int = 0      # games with at least one finished deal (turn)
    games_finished: int = 0    # of those, games played to the end
    games_won: int = 0


@dataclass(frozen=True)
class StatsTables:
    """One game's statistics in the statistics database.

    The tables are ``<prefix>games`` (a line per game: ``game_id, updated_at, finished,
    <length>, players, totals, winner`` and the :attr:`flags`), ``<prefix>game_players``
    (each human seat's counts, per game) and ``<prefix>player_totals`` (the counts summed per
    name, kept up to date as games are recorded).
    """

    #: Put before the tables' names ("" for the card game, "dice_" for the dice game).
    prefix: str
    #: The games table's column of the game's length ("deals", "turns").
    length: str
    #: The per-player statistics: a dataclass of ``name``, the :attr:`counts` (and
    #: :attr:`best`), all keyword arguments.
    record: type
    #: Its whole-number counts, summed per name.
    counts: tuple[str, ...]
    #: A column of the best result per name (the largest of the player's games; None in a
    #: game that sets none), or None.
    best: Optional[str]
    #: Whole-number (0/1) columns of the games table other than the common ones.
    flags: tuple[str, ...]
    #: What one game contributes: [(seat, statistics)] of its human seats.
    contribution: Contribution
    #: When the statistics of a game are due: ``due(game, takebacks)`` gives a key that
    #: changes when they must be recorded again, or None while nothing is to be recorded.
    due: Callable[[Any, bool], Any]
    #: Whether a name's totals are shown (a name whose totals count nothing is not).
    listed: Callable[[Any], bool] = field(default=lambda p: True)

    @property
    def games_table(self) -> str:
        return f"{self.prefix}games"

    @property
    def players_table(self) -> str:
        return f"{self.prefix}game_players"

    @property
    def totals_table(self) -> str:
        return f"{self.prefix}player_totals"


@dataclass(frozen=True)
class GameFiles:
    """One game's save document and record, as storage reads and writes them."""

    #: The ``format`` of its save documents ("thousand-save").
    save_format: str
    #: The save schema version this code writes.
    save_schema: int
    #: The schema version -> the step that makes the next version's document.
    save_migrations: Mapping[int, Callable[[dict[str, Any]], dict[str, Any]]]
    #: The engine's game class (storage finds a game's kind by it).
    game_type: type
    #: The game's record document (its ``to_record``).
    to_record: Callable[[Any], dict[str, Any]]
    #: The game replayed from a record document; raises one of :attr:`errors` if it is not
    #: valid.
    replay: Callable[[Any], Any]
    errors: tuple[type[Exception], ...]
    #: A stable id for a record that carries none (the same game gets the same id).
    derived_id: Callable[[Any], str]
    #: The record's list that grows as the game goes on ("deals", "turns"): its last key,
    #: each entry a pair whose second item is the entry's moves; the game keeps them under
    #: the same name.
    entries: str
    #: How many entries back an undo may reach.
    undo_depth: int
    #: The computer levels a seat of a save may name.
    seat_levels: tuple[str, ...]
    #: Whether its saves keep deal analyses (``"analysis"``).
    keeps_analyses: bool
    #: The autosave's file name in the data folder.
    autosave_name: str
    #: Its statistics.
    stats: StatsTables
