"""The dice game's files as storage keeps them (:class:`~thousand_app.games.saving.GameFiles`).

A dice save wraps a ``thousand-dice-record`` (record-format.md) as a card save wraps a
card record::

    {"format": "thousand-dice-save", "schema_version": 1, "app_version", "saved_at",
     "game_id", "name"?, "seats": [{"name", "kind", "level"}], "record": {...},
     "takebacks"?: {"allowed": bool, "used": n}}

The dice game in progress has its own autosave file (``dice-autosave.json``) next to the
card game's, so starting one game never throws away the other.

Statistics per human player name (tables ``dice_games``, ``dice_game_players``,
``dice_player_totals``), read from the engine's turn summaries (``DiceGame.history``):

- a game counts as played once a turn of it is over, finished and won when the engine
  says so;
- a turn's points are its turn total when it was banked (``end`` "stop" or "win") and 0
  when it was lost (bust, overshoot, dump truck); the average turn is their mean;
- a bust is a turn that ended ``"bust"``; a barrel attempt is a turn the player started on
  the barrel (his recorded total before it was ``barrel_at``).
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, fields
from typing import Any, Optional, Sequence

from thousand_app.games.saving import GameFiles, PlayerCounts, StatsTables

from .engine import DiceError, DiceGame
from .engine.game import UNDO_DEPTH
from .engine.record import START_FIELDS, replay, to_record

__all__ = ["FILES", "DicePlayerStats", "contribution", "derived_game_id"]

#: The computer levels a seat of a save may name (``thousand_app.dice.ai.LEVELS``; a test
#: checks).
SEAT_LEVELS = ("random", "easy", "normal", "hard")


@dataclass
class DicePlayerStats(PlayerCounts):
    """What one person has done in the dice game, over every game under that name."""

    turns: int = 0             # finished turns
    turn_points: int = 0       # points of the banked turns (for the average turn)
    busts: int = 0
    barrel_attempts: int = 0   # turns started on the barrel

    @property
    def average_turn(self) -> Optional[float]:
        return self.turn_points / self.turns if self.turns else None


COUNTS = tuple(f.name for f in fields(DicePlayerStats) if f.name != "name")
BANKED_ENDS = ("stop", "win")


def contribution(game: DiceGame, humans: Sequence[tuple[int, str]],
                 takebacks: bool = False) -> list[tuple[int, DicePlayerStats]]:
    """(seat, statistics) of each human seat (``humans``: (seat, name)) from this game's
    finished turns (take-backs change nothing here)."""
    out: list[tuple[int, DicePlayerStats]] = []
    barrel = game.rules.barrel_at
    history = game.history
    for seat, name in humans:
        p = DicePlayerStats(name)
        before: tuple[int, ...] = tuple(game.start_totals)
        for summary in history:
            if summary.player == seat:
                p.turns += 1
                if summary.end in BANKED_ENDS:
                    p.turn_points += summary.turn_total
                elif summary.end == "bust":
                    p.busts += 1
                if barrel and before[seat] == barrel:
                    p.barrel_attempts += 1
            before = summary.totals
        if history:
            p.games_played = 1
            if game.is_over:
                p.games_finished = 1
                p.games_won = int(game.winner == seat)
        out.append((seat, p))
    return out


def _due(game: DiceGame, takebacks: bool) -> Any:
    """A dice game is recorded when it is won (marked when moves were taken back)."""
    return ("over", takebacks) if game.is_over else None


def derived_game_id(record: Any) -> str:
    """A stable id for a dice record that has none: from its rules, players, start and first
    turn (the same game imported twice gets the same id; another game, another one).

    >>> a = {"format": "thousand-dice-record", "players": ["A", "B"], "seed": 1, "turns": []}
    >>> derived_game_id(a) == derived_game_id(dict(a))
    True
    >>> derived_game_id(a) == derived_game_id({**a, "seed": 2})
    False
    """
    head: dict[str, Any] = {}
    if isinstance(record, dict):
        head = {k: record.get(k) for k in ("format", "rules", "players", "first_player", "seed",
                                           *START_FIELDS)}
        turns = record.get("turns")
        if isinstance(turns, list) and turns:
            head["first_turn"] = turns[0]
    text = json.dumps(head, sort_keys=True, ensure_ascii=True, default=str)
    return "dg-" + hashlib.sha256(text.encode("ascii")).hexdigest()[:20]


FILES = GameFiles(
    save_format="thousand-dice-save", save_schema=1, save_migrations={},
    game_type=DiceGame, to_record=to_record, replay=replay, errors=(DiceError,),
    derived_id=derived_game_id, entries="turns", undo_depth=UNDO_DEPTH,
    seat_levels=SEAT_LEVELS, keeps_analyses=False, autosave_name="dice-autosave.json",
    stats=StatsTables(prefix="dice_", length="turns", record=DicePlayerStats, counts=COUNTS,
                      best=None, flags=("takebacks",), contribution=contribution, due=_due))
