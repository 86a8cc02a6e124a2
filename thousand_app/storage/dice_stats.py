"""Statistics of the dice game per human player name, in the card game's database.

Each dice game's contribution is kept per seat in ``dice_game_players`` under
its ``game_id`` (recording a game again replaces it, so a game saved after
every turn is still counted once), with a line per game in ``dice_games``.
The totals per name are summed from ``dice_game_players`` (indexed by name).
Everything is read from the engine's turn summaries (``DiceGame.history``):

- a game counts as played once a turn of it is over, finished and won when
  the engine says so;
- a turn's points are its turn total when it was banked (``end`` "stop" or
  "win") and 0 when it was lost (bust, overshoot, dump truck); the average
  turn is their mean;
- a bust is a turn that ended ``"bust"``; a barrel attempt is a turn the
  player started on the barrel (his recorded total before it was
  ``barrel_at``).
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass, fields
from typing import Any, Optional

from thousand_app.dice.engine import DiceGame

from .savefile import SeatConfig, now_iso
from .stats import add_to_totals, whole


@dataclass
class DicePlayerStats:
    """What one person has done in the dice game, over every game under that name."""

    name: str
    games_played: int = 0      # games with at least one finished turn
    games_finished: int = 0    # of those, games played to the end
    games_won: int = 0
    turns: int = 0             # finished turns
    turn_points: int = 0       # points of the banked turns (for the average turn)
    busts: int = 0
    barrel_attempts: int = 0   # turns started on the barrel

    @property
    def average_turn(self) -> Optional[float]:
        return self.turn_points / self.turns if self.turns else None


DICE_COUNTS = tuple(f.name for f in fields(DicePlayerStats) if f.name != "name")
BANKED_ENDS = ("stop", "win")


def dice_contribution(game: DiceGame, seats: list[SeatConfig]) -> list[tuple[int, DicePlayerStats]]:
    """(seat, statistics) of each human seat from this game's finished turns."""
    out: list[tuple[int, DicePlayerStats]] = []
    barrel = game.rules.barrel_at
    history = game.history
    for seat, cfg in enumerate(seats):
        if cfg.kind != "human":
            continue
        p = DicePlayerStats(cfg.name.strip() or cfg.name)
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


@dataclass
class DiceGameRow:
    """One dice game's part of the statistics, ready to record (no seats: it is removed)."""

    game_id: str
    updated_at: str
    finished: bool
    turns: int
    players: list[str]
    totals: list[int]
    winner: Optional[str]
    seats: list[tuple[int, DicePlayerStats]]


def dice_game_row(game_id: str, game: DiceGame, seats: list[SeatConfig]) -> DiceGameRow:
    winner = game.winner
    return DiceGameRow(game_id, now_iso(), game.is_over, len(game.history), list(game.players),
                       list(game.totals), None if winner is None else game.players[winner],
                       dice_contribution(game, seats) if game.history else [])


_COLUMNS = ", ".join(f"{c} INTEGER NOT NULL DEFAULT 0" for c in DICE_COUNTS)

_TABLES = f"""
CREATE TABLE dice_games (
    game_id TEXT PRIMARY KEY,
    updated_at TEXT NOT NULL,
    finished INTEGER NOT NULL,
    turns INTEGER NOT NULL,
    players TEXT NOT NULL,
    totals TEXT NOT NULL,
    winner TEXT
);
CREATE INDEX dice_games_updated ON dice_games (updated_at);
CREATE TABLE dice_game_players (
    game_id TEXT NOT NULL REFERENCES dice_games (game_id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    {_COLUMNS},
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX dice_game_players_name ON dice_game_players (name);
"""


_TOTALS = f"""
CREATE TABLE dice_player_totals (
    name TEXT PRIMARY KEY,
    {_COLUMNS}
)
"""


def create_dice_totals(db: sqlite3.Connection) -> None:
    """The migration step that keeps the dice totals per name (schema 4), filled from the
    games recorded so far: the statistics window then reads a few rows, never the games."""
    db.execute(_TOTALS)
    cols = ", ".join(DICE_COUNTS)
    sums = ", ".join(f"sum({c})" for c in DICE_COUNTS)
    db.execute(f"INSERT INTO dice_player_totals (name, {cols}) "
               f"SELECT name, {sums} FROM dice_game_players GROUP BY name")


def _add_dice(db: sqlite3.Connection, p: DicePlayerStats, sign: int) -> None:
    add_to_totals(db, "dice_player_totals", DICE_COUNTS, p, sign)


def create_dice_tables(db: sqlite3.Connection) -> None:
    """The migration step that adds the dice game's tables (the card tables are untouched)."""
    for statement in _TABLES.split(";"):
        if statement.strip():
            db.execute(statement)


def replace_dice_game(db: sqlite3.Connection, row: DiceGameRow) -> None:
    """Replace a dice game's contribution (inside the caller's transaction): its old rows
    are taken off the totals per name, the new ones added."""
    cols = ", ".join(DICE_COUNTS)
    names = set()
    for r in db.execute(f"SELECT name, {cols} FROM dice_game_players WHERE game_id = ?",
                        (row.game_id,)).fetchall():
        _add_dice(db, DicePlayerStats(str(r[0]), *whole(r[1:], "dice_game_players")), -1)
        names.add(str(r[0]))
    db.execute("DELETE FROM dice_game_players WHERE game_id = ?", (row.game_id,))
    db.execute("DELETE FROM dice_games WHERE game_id = ?", (row.game_id,))
    if row.seats:
        _insert_dice_game(db, row)
        names.update(p.name for _, p in row.seats)
    for name in names:   # a name with no game left has no totals
        if not db.execute("SELECT 1 FROM dice_game_players WHERE name = ? LIMIT 1",
                          (name,)).fetchone():
            db.execute("DELETE FROM dice_player_totals WHERE name = ?", (name,))


def _insert_dice_game(db: sqlite3.Connection, row: DiceGameRow) -> None:
    db.execute("INSERT INTO dice_games (game_id, updated_at, finished, turns, players, totals, "
               "winner) VALUES (?, ?, ?, ?, ?, ?, ?)",
               (row.game_id, row.updated_at, int(row.finished), row.turns,
                json.dumps(row.players, ensure_ascii=False), json.dumps(row.totals), row.winner))
    cols = ", ".join(DICE_COUNTS)
    marks = ", ".join("?" * len(DICE_COUNTS))
    for seat, p in row.seats:
        db.execute(f"INSERT INTO dice_game_players (game_id, seat, name, {cols}) "
                   f"VALUES (?, ?, ?, {marks})",
                   (row.game_id, seat, p.name, *(getattr(p, c) for c in DICE_COUNTS)))
        _add_dice(db, p, +1)


def dice_totals(db: sqlite3.Connection) -> dict[str, DicePlayerStats]:
    """Dice statistics per player name, sorted by name (from the kept totals: no scan)."""
    rows = db.execute(f"SELECT name, {', '.join(DICE_COUNTS)} FROM dice_player_totals"
                      ).fetchall()
    out = {str(r[0]): DicePlayerStats(str(r[0]), *whole(r[1:], "dice_game_players"))
           for r in rows}
    return dict(sorted(out.items(), key=lambda kv: kv[0].casefold()))


def dice_games(db: sqlite3.Connection, limit: int = 50) -> list[dict[str, Any]]:
    """The most recently updated dice games, newest first."""
    rows = db.execute("SELECT game_id, updated_at, finished, turns, players, totals, winner "
                      "FROM dice_games ORDER BY updated_at DESC LIMIT ?", (limit,)).fetchall()
    return [{"game_id": r[0], "updated_at": r[1], "finished": bool(r[2]), "turns": r[3],
             "players": json.loads(r[4]), "totals": json.loads(r[5]), "winner": r[6]}
            for r in rows]


__all__ = ["DicePlayerStats", "DICE_COUNTS", "dice_contribution", "DiceGameRow",
           "dice_game_row", "create_dice_tables", "create_dice_totals", "replace_dice_game", "dice_totals",
           "dice_games"]
