"""Statistics per human player name, derived from the finished deals of each game.

They are kept in an SQLite database (:mod:`.statsdb`).  The old stats file
(``stats.json``, imported once) kept each game's contribution under its ``game_id``, so
updating a game again (after every deal, after an undo, after loading it
back) replaces its contribution instead of adding it twice::

    {"format": "thousand-stats", "schema_version": 1,
     "games": {"<game_id>": {"updated_at": "...", "seats": [{"name": "Anna", ...counts}]}}}
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import asdict, dataclass, fields
from typing import Any, Optional

from thousand_app.cards.engine import Game

from .savefile import SeatConfig, now_iso


class NotOurDatabase(sqlite3.DatabaseError):
    """A valid SQLite file that is not a statistics database of this app (a version below
    0, tables missing or without their columns, text in a count): set aside untouched like
    a damaged one."""


def whole(values: Any, where: str) -> list[int]:
    """The values of a row's count columns; :class:`NotOurDatabase` if one is not a whole
    number (SQLite keeps what it is given: text in a count would read as 0, silently)."""
    out = list(values)
    for v in out:
        if type(v) is not int:
            raise NotOurDatabase(f"a count of {where} is not a whole number")
    return out


def add_to_totals(db: sqlite3.Connection, table: str, counts: tuple[str, ...], p: Any,
                  sign: int) -> None:
    """Add (``sign`` 1) or take off (-1) ``p``'s ``counts`` to its name's row of ``table``
    (``player_totals``, ``dice_player_totals``), inside the caller's transaction."""
    db.execute(f"INSERT OR IGNORE INTO {table} (name) VALUES (?)", (p.name,))
    # (SQLite would add to text as if it were 0: a damaged total is said, never reset)
    whole(db.execute(f"SELECT {', '.join(counts)} FROM {table} WHERE name = ?",
                     (p.name,)).fetchone(), table)
    sets = ", ".join(f"{c} = {c} + ?" for c in counts)
    db.execute(f"UPDATE {table} SET {sets} WHERE name = ?",
               (*(sign * getattr(p, c) for c in counts), p.name))


#: The game id of an imported game starts with this: its deals count in nobody's statistics.
IMPORTED_PREFIX = "imported-"


def imported_id(game_id: str) -> str:
    """The id an imported game gets (the same for the same game imported twice)."""
    return game_id if is_imported_id(game_id) else IMPORTED_PREFIX + game_id


def is_imported_id(game_id: str) -> bool:
    """Is this the id of an imported game (never counted in the statistics)?"""
    return game_id.startswith(IMPORTED_PREFIX)

STATS_FORMAT = "thousand-stats"
STATS_SCHEMA = 1


class NewerStats(ValueError):
    """An old statistics file of a version this one does not know: left alone, not read."""

    def __init__(self, version: int) -> None:
        super().__init__(f"statistics file version {version}")
        self.version = version


@dataclass
class PlayerStats:
    """What one person has done, over every game played under that name."""

    name: str
    games_played: int = 0       # games with at least one finished deal
    games_finished: int = 0     # of those, games played to the end
    games_won: int = 0
    deals_played: int = 0       # finished deals, redeals not counted
    deals_declared: int = 0     # deals this player won the auction (conceded ones included)
    deals_made: int = 0         # declared deals whose contract was made
    contract_sum: int = 0       # sum of the contracts declared (for the average)
    best_game: Optional[int] = None   # highest final total of a finished game
    bolts: int = 0
    barrel_falls: int = 0

    @property
    def average_contract(self) -> Optional[float]:
        return self.contract_sum / self.deals_declared if self.deals_declared else None

    def add(self, other: "PlayerStats") -> None:
        for f in fields(self):
            if f.name in ("name", "best_game"):
                continue
            setattr(self, f.name, getattr(self, f.name) + getattr(other, f.name))
        if other.best_game is not None and (self.best_game is None
                                            or other.best_game > self.best_game):
            self.best_game = other.best_game

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


_COUNTS = tuple(f.name for f in fields(PlayerStats) if f.name not in ("name", "best_game"))


#: A count or a total in the statistics is at most this (SQLite's INTEGER holds 63 bits; no
#: real count comes near): a larger one makes the file damaged.
MAX_COUNT = 10 ** 15


def stats_from_json(value: Any) -> PlayerStats:
    """One seat's contribution from the stats file; ``ValueError`` if malformed."""
    if not isinstance(value, dict):
        raise ValueError("a player entry must be an object")
    name = value.get("name")
    if not isinstance(name, str):
        raise ValueError("a player entry needs a name")
    p = PlayerStats(name)
    for key in _COUNTS:
        v = value.get(key, 0)
        if type(v) is not int or not 0 <= v <= MAX_COUNT:
            raise ValueError(f"{name[:40]!r}: {key!r} must be a whole number from 0 to "
                             f"{MAX_COUNT}")
        setattr(p, key, v)
    best = value.get("best_game")
    if best is not None and (type(best) is not int or abs(best) > MAX_COUNT):
        raise ValueError(f"{name[:40]!r}: 'best_game' must be a whole number (at most "
                         f"{MAX_COUNT} either way) or null")
    p.best_game = best
    return p


def game_contribution(game: Game, seats: list[SeatConfig],
                      takebacks: bool = False) -> list[PlayerStats]:
    """Each human seat's statistics from this game's finished deals (computers left out).

    A game where moves were taken back (``takebacks``) counts as played, finished and won
    but sets no best result."""
    out: list[PlayerStats] = []
    finished = game.is_over
    for seat, cfg in enumerate(seats):
        if cfg.kind != "human":
            continue
        p = PlayerStats(cfg.name.strip() or cfg.name)
        for summary in game.history:
            if not summary.redeal:
                p.deals_played += 1
            if summary.declarer == seat and summary.contract is not None:
                p.deals_declared += 1
                p.contract_sum += summary.contract
                if summary.made:
                    p.deals_made += 1
            for note in summary.notes:
                if note.seat != seat:
                    continue
                if note.kind == "bolt":
                    p.bolts += 1
                elif note.kind == "barrel_fall":
                    p.barrel_falls += 1
        if game.history:
            p.games_played = 1
            if finished:
                p.games_finished = 1
                p.games_won = int(game.winner == seat)
                p.best_game = None if takebacks else game.totals[seat]
        out.append(p)
    return out


class GameRow:
    """One game's part of the statistics, ready to record."""

    def __init__(self, game_id: str, updated_at: str, finished: bool, deals: int,
                 players: list[str], totals: list[int], winner: Optional[str],
                 seats: list[tuple[int, PlayerStats]], takebacks: bool = False) -> None:
        self.game_id, self.updated_at, self.finished = game_id, updated_at, finished
        self.deals, self.players, self.totals, self.winner = deals, players, totals, winner
        self.seats = seats
        #: Moves were taken back in this game.
        self.takebacks = takebacks


def game_row(game_id: str, game: Game, seats: list[SeatConfig],
             takebacks: bool = False) -> GameRow:
    """What recording ``game`` puts into the database (no seats: the game is removed)."""
    humans = [i for i, c in enumerate(seats) if c.kind == "human"]
    contribution = game_contribution(game, seats, takebacks) if game.history else []
    winner = game.winner
    return GameRow(game_id, now_iso(), game.is_over, len(game.history), list(game.players),
                   list(game.totals), None if winner is None else game.players[winner],
                   list(zip(humans, contribution)), takebacks)


def legacy_row(game_id: str, entry: dict[str, Any]) -> GameRow:
    """A game of the old ``stats.json`` (it kept only the human seats' counts)."""
    seats: list[PlayerStats] = entry["seats"]
    return GameRow(game_id, entry["updated_at"] or now_iso(),
                   any(p.games_finished for p in seats),
                   max((p.deals_played for p in seats), default=0),
                   [p.name for p in seats], [], next((p.name for p in seats if p.games_won), None),
                   list(enumerate(seats)))


def parse_stats(data: bytes) -> dict[str, dict[str, Any]]:
    """Stats file bytes to ``{game_id: {"updated_at", "seats": [PlayerStats]}}``.

    Raises ``ValueError`` with a message when the file is damaged.
    """
    try:
        doc = json.loads(data.decode("utf-8-sig"))
    except UnicodeDecodeError as e:
        raise ValueError(f"not UTF-8 text (bad byte at offset {e.start})") from None
    except (json.JSONDecodeError, RecursionError) as e:
        raise ValueError(f"not valid JSON ({str(e)[:100]})") from None
    if not isinstance(doc, dict) or doc.get("format") != STATS_FORMAT:
        raise ValueError(f"not a statistics file ('format' must be {STATS_FORMAT!r})")
    version = doc.get("schema_version")
    if type(version) is not int or version < 1:
        raise ValueError("'schema_version' must be a whole number from 1")
    if version > STATS_SCHEMA:
        raise NewerStats(version)
    games = doc.get("games")
    if not isinstance(games, dict):
        raise ValueError("'games' must be an object")
    out: dict[str, dict[str, Any]] = {}
    for gid, entry in games.items():
        if not isinstance(entry, dict) or not isinstance(entry.get("seats"), list):
            raise ValueError(f"game {gid[:40]!r}: must be an object with 'seats'")
        updated = entry.get("updated_at", "")
        out[gid] = {"updated_at": updated if isinstance(updated, str) else "",
                    "seats": [stats_from_json(s) for s in entry["seats"]]}
    return out


def dump_stats(games: dict[str, dict[str, Any]]) -> bytes:
    doc = {"format": STATS_FORMAT, "schema_version": STATS_SCHEMA,
           "games": {gid: {"updated_at": e["updated_at"],
                           "seats": [p.to_json() for p in e["seats"]]}
                     for gid, e in games.items()}}
    return json.dumps(doc, ensure_ascii=False, indent=0).encode("utf-8")


def totals_by_name(games: dict[str, dict[str, Any]]) -> dict[str, PlayerStats]:
    out: dict[str, PlayerStats] = {}
    for entry in games.values():
        for p in entry["seats"]:
            out.setdefault(p.name, PlayerStats(p.name)).add(p)
    return dict(sorted(out.items(), key=lambda kv: kv[0].casefold()))
