"""Statistics per human player name: one game's row for the database, and the old stats file.

What a game contributes is described once per game (its
:class:`~thousand_app.games.saving.StatsTables`, reached through the registry); a
:class:`GameRow` carries it to the database (:mod:`.statsdb`), one code path for both games.

The old stats file (``stats.json``, card games only, imported once) kept each game's
contribution under its ``game_id``, so updating a game again (after every deal, after an
undo, after loading it back) replaced its contribution instead of adding it twice::

    {"format": "thousand-stats", "schema_version": 1,
     "games": {"<game_id>": {"updated_at": "...", "seats": [{"name": "Anna", ...counts}]}}}
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import asdict, dataclass
from typing import Any, Optional

from thousand_app.games.registry import AnyKind
from thousand_app.games.saving import StatsTables

from .names import name_problem, player_name_problem
from .savefile import SeatConfig, check_seats, files_of, now_iso


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


def in_range(values: Any) -> bool:
    """Are these counts what a count can be: whole numbers from 0 to :data:`MAX_COUNT` (the
    range the old ``stats.json`` allows too)?"""
    return all(0 <= v <= MAX_COUNT for v in values)


def add_to_totals(db: sqlite3.Connection, table: str, counts: tuple[str, ...], p: Any,
                  sign: int) -> bool:
    """Add (``sign`` 1) or take off (-1) ``p``'s ``counts`` to its name's row of ``table``
    (``player_totals``, ``dice_player_totals``), inside the caller's transaction.  False
    (nothing changed) when the row's counts, or the sums, are out of range (a hostile or
    damaged total): the caller makes that row again from the name's games."""
    db.execute(f"INSERT OR IGNORE INTO {table} (name) VALUES (?)", (p.name,))
    # (SQLite would add to text as if it were 0: a damaged total is said, never reset)
    have = whole(db.execute(f"SELECT {', '.join(counts)} FROM {table} WHERE name = ?",
                            (p.name,)).fetchone(), table)
    adding = [sign * getattr(p, c) for c in counts]
    if not in_range(have) or not in_range([h + a for h, a in zip(have, adding)]):
        return False
    sets = ", ".join(f"{c} = {c} + ?" for c in counts)
    db.execute(f"UPDATE {table} SET {sets} WHERE name = ?", (*adding, p.name))
    return True


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


def stats_of(kind: AnyKind) -> StatsTables:
    """How the game ``kind`` keeps its statistics."""
    return files_of(kind).stats


#: A count or a total in the statistics is at most this (SQLite's INTEGER holds 63 bits; no
#: real count comes near): a larger one makes the file damaged.
MAX_COUNT = 10 ** 15


def stats_from_json(value: Any, tables: StatsTables) -> Any:
    """One seat's contribution from the old stats file (card games: ``tables`` are the card
    game's); ``ValueError`` if malformed."""
    if not isinstance(value, dict):
        raise ValueError("a player entry must be an object")
    name = value.get("name")
    if not isinstance(name, str):
        raise ValueError("a player entry needs a name")
    problem = player_name_problem(name)
    if problem is not None:
        raise ValueError(f"a player's name is not valid: {problem}")
    p = tables.record(name)
    for key in tables.counts:
        v = value.get(key, 0)
        if type(v) is not int or not 0 <= v <= MAX_COUNT:
            raise ValueError(f"{name[:40]!r}: {key!r} must be a whole number from 0 to "
                             f"{MAX_COUNT}")
        setattr(p, key, v)
    best = value.get(tables.best or "")
    if best is not None and (type(best) is not int or abs(best) > MAX_COUNT):
        raise ValueError(f"{name[:40]!r}: {tables.best!r} must be a whole number (at most "
                         f"{MAX_COUNT} either way) or null")
    setattr(p, tables.best or "", best)
    return p


def contribution(kind: AnyKind, game: Any, seats: list[SeatConfig],
                 takebacks: bool = False) -> list[tuple[int, Any]]:
    """(seat, statistics) of each human seat of ``game`` (of ``kind``: its
    :attr:`~thousand_app.games.saving.StatsTables.contribution`; computers left out)."""
    humans = [(i, s.name.strip() or s.name) for i, s in enumerate(seats) if s.kind == "human"]
    return stats_of(kind).contribution(game, humans, takebacks)


@dataclass
class GameRow:
    """One game's part of the statistics, ready to record (no seats: the game is removed)."""

    game_id: str
    updated_at: str
    finished: bool
    #: Its length (the card game's deals, the dice game's turns).
    length: int
    players: list[str]
    totals: list[int]
    winner: Optional[str]
    seats: list[tuple[int, Any]]
    #: Moves were taken back in this game (kept where the game's table has the column).
    takebacks: bool = False
    #: Which game ("cards", "dice").
    kind: str = ""


def game_row(kind: AnyKind, game_id: str, game: Any, seats: list[SeatConfig],
             takebacks: bool = False) -> GameRow:
    """What recording ``game`` (of ``kind``) puts into the database; ``ValueError`` if
    the seats do not fit it."""
    check_seats(seats, game)
    winner = game.winner
    return GameRow(game_id, now_iso(), game.is_over, len(game.history), list(game.players),
                   list(game.totals), None if winner is None else game.players[winner],
                   contribution(kind, game, seats, takebacks) if game.history else [],
                   takebacks, kind.name)


def legacy_row(game_id: str, entry: dict[str, Any]) -> GameRow:
    """A card game of the old ``stats.json`` (it kept only the human seats' counts)."""
    seats: list[Any] = entry["seats"]
    return GameRow(game_id, entry["updated_at"] or now_iso(),
                   any(p.games_finished for p in seats),
                   max((p.deals_played for p in seats), default=0),
                   [p.name for p in seats], [], next((p.name for p in seats if p.games_won), None),
                   list(enumerate(seats)), kind=LEGACY_KIND)


#: The game whose statistics the old stats file kept (it knew no other).
LEGACY_KIND = "cards"


def parse_stats(data: bytes, tables: StatsTables) -> dict[str, dict[str, Any]]:
    """Stats file bytes to ``{game_id: {"updated_at", "seats": [card statistics]}}``
    (``tables``: the card game's, :data:`LEGACY_KIND`).

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
        if not 0 < len(gid) <= 200 or name_problem(gid) is not None:
            raise ValueError(f"a game id is not valid ({gid[:40]!r})")
        if not isinstance(entry, dict) or not isinstance(entry.get("seats"), list):
            raise ValueError(f"game {gid[:40]!r}: must be an object with 'seats'")
        updated = entry.get("updated_at", "")
        good = isinstance(updated, str) and len(updated) <= 100 and name_problem(updated) is None
        out[gid] = {"updated_at": updated if good else "",
                    "seats": [stats_from_json(s, tables) for s in entry["seats"]]}
    return out


def dump_stats(games: dict[str, dict[str, Any]]) -> bytes:
    """The old stats file of ``games`` (``{game_id: {"updated_at", "seats": [statistics]}}``;
    tests make one to import)."""
    doc = {"format": STATS_FORMAT, "schema_version": STATS_SCHEMA,
           "games": {gid: {"updated_at": e["updated_at"],
                           "seats": [asdict(p) for p in e["seats"]]}
                     for gid, e in games.items()}}
    return json.dumps(doc, ensure_ascii=False, indent=0).encode("utf-8")
