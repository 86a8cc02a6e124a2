"""Statistics and the history of finished games in an SQLite database (``stats.sqlite3``).

The database is in WAL mode; every change is one transaction, so a process
killed in the middle of a write loses at most that write.  Per player name the
totals are kept up to date in ``player_totals`` (recording a game subtracts
its old contribution and adds the new one), so reading the statistics never
scans the games.  ``PRAGMA user_version`` is the schema version; older
databases are migrated step by step (:data:`MIGRATIONS`), a newer one is never
written to (:class:`NewerDatabase`).  The layout is in ``docs/storage-api.md``.
"""

from __future__ import annotations

import json
import shutil
import sqlite3
import threading
import time
from pathlib import Path
from typing import Any, Callable, Optional

from .dice_stats import (DiceGameRow, DicePlayerStats, create_dice_tables, create_dice_totals,
                         dice_games, dice_totals, replace_dice_game)
from .stats import _COUNTS, GameRow, NotOurDatabase, PlayerStats, add_to_totals, whole

#: The schema version this code writes (``PRAGMA user_version``).
#: 1: games, game_players, player_totals, meta.  2: ``games.takebacks`` (moves were taken
#: back in the game: it is listed so and sets no best result).  3: the dice game's tables
#: ``dice_games`` and ``dice_game_players`` (:mod:`.dice_stats`).  4: ``dice_player_totals``
#: (the dice totals per name kept up to date, as ``player_totals`` for cards) and an index on
#: ``games.takebacks``: the statistics window reads a few rows at any number of games.
DB_SCHEMA = 4

_COLUMNS = ", ".join(f"{c} INTEGER NOT NULL DEFAULT 0" for c in _COUNTS)

_V1 = f"""
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE games (
    game_id TEXT PRIMARY KEY,
    updated_at TEXT NOT NULL,
    finished INTEGER NOT NULL,
    deals INTEGER NOT NULL,
    players TEXT NOT NULL,
    totals TEXT NOT NULL,
    winner TEXT
);
CREATE INDEX games_updated ON games (updated_at);
CREATE TABLE game_players (
    game_id TEXT NOT NULL REFERENCES games (game_id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    {_COLUMNS},
    best_game INTEGER,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX game_players_best ON game_players (name, best_game);
CREATE TABLE player_totals (
    name TEXT PRIMARY KEY,
    {_COLUMNS},
    best_game INTEGER
);
"""


def _create_v1(db: sqlite3.Connection) -> None:
    for statement in _V1.split(";"):
        if statement.strip():
            db.execute(statement)


def _v1_to_v2(db: sqlite3.Connection) -> None:
    db.execute("ALTER TABLE games ADD COLUMN takebacks INTEGER NOT NULL DEFAULT 0")


#: user_version -> the step that makes the next version (all steps run in one transaction).
def _v3_to_v4(db: sqlite3.Connection) -> None:
    create_dice_totals(db)
    db.execute("CREATE INDEX games_takebacks ON games (takebacks) WHERE takebacks")


MIGRATIONS: dict[int, Callable[[sqlite3.Connection], None]] = {0: _create_v1, 1: _v1_to_v2,
                                                               2: create_dice_tables,
                                                               3: _v3_to_v4}


class NewerDatabase(Exception):
    """The database was written by a newer version of the app: it is left as it is."""

    def __init__(self, version: int) -> None:
        super().__init__(f"statistics database version {version}")
        self.version = version


def is_damage(e: BaseException) -> bool:
    """Is this SQLite error a damaged file (not a locked database or a failed write)?"""
    return type(e) is sqlite3.DatabaseError or isinstance(e, NotOurDatabase)


def _tables(db: sqlite3.Connection) -> dict[str, set[str]]:
    """The database's tables and their columns."""
    names = [str(r[0]) for r in db.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")]
    return {name: {str(c[1]) for c in db.execute(f'PRAGMA table_info("{name}")')}
            for name in names}


_EXPECTED: dict[int, dict[str, set[str]]] = {}


def expected_tables(version: int) -> dict[str, set[str]]:
    """The tables (and columns) a database of schema ``version`` has: made by the
    migrations in a database in memory."""
    if version not in _EXPECTED:
        db = sqlite3.connect(":memory:")
        try:
            for v in range(version):
                MIGRATIONS[v](db)
            _EXPECTED[version] = _tables(db)
        finally:
            db.close()
    return _EXPECTED[version]


def check_schema(db: sqlite3.Connection, version: int) -> None:
    """:class:`NotOurDatabase` unless the database has every table (with every column) of
    schema ``version`` (read only: nothing is written)."""
    if version < 0:
        raise NotOurDatabase(f"its version is {version}")
    have = _tables(db)
    if version == 0:
        if have:
            raise NotOurDatabase(f"it holds other tables ({', '.join(sorted(have))[:80]})")
        return
    for table, columns in expected_tables(version).items():
        if table not in have:
            raise NotOurDatabase(f"the table {table!r} is missing")
        missing = columns - have[table]
        if missing:
            raise NotOurDatabase(f"the table {table!r} lacks {', '.join(sorted(missing))}")


def _checked_version(db: sqlite3.Connection) -> int:
    """The schema version, with the tables checked against it, both read in one read
    transaction: another app creating the tables between the two reads (version 0 read,
    then its tables seen) must not make the file look like someone else's."""
    db.execute("BEGIN")
    try:
        version = int(db.execute("PRAGMA user_version").fetchone()[0])
        if version > DB_SCHEMA:
            raise NewerDatabase(version)
        check_schema(db, version)
    finally:
        db.execute("COMMIT")
    return version


class StatsDB:
    """An open statistics database; every method is one transaction (thread-safe)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._wal = path.with_name(path.name + "-wal")
        self._lock = threading.Lock()
        path.parent.mkdir(parents=True, exist_ok=True)
        db = sqlite3.connect(str(path), timeout=10.0, isolation_level=None,
                             check_same_thread=False)
        try:
            version = _checked_version(db)     # (before the journal mode is touched)
            _use_wal(db)
            db.execute("PRAGMA synchronous=NORMAL")
            db.execute("PRAGMA foreign_keys=ON")
            if version < DB_SCHEMA:
                _migrate(db)
                _checkpoint(db)
            db.execute("SELECT count(*) FROM player_totals").fetchone()
        except BaseException:
            db.close()
            raise
        self._db = db

    def close(self) -> None:
        with self._lock:
            self._db.close()

    def _tx(self, fn: Callable[[sqlite3.Connection], Any]) -> Any:
        """``fn(db)`` in one write transaction.  A failure (a full disk, even at COMMIT)
        rolls it back, so the next call starts afresh.  Once the WAL holds more than
        :func:`wal_limit` allows it is copied into the database and cut back to nothing:
        a small disk is never filled by the WAL, and a checkpoint never needs more room
        than a quarter of what was free."""
        with self._lock:
            db = self._db
            db.execute("BEGIN IMMEDIATE")
            try:
                out = fn(db)
                db.execute("COMMIT")
            except BaseException:
                if db.in_transaction:
                    try:
                        db.execute("ROLLBACK")
                    except sqlite3.Error:
                        pass
                _checkpoint(db)   # (room the WAL took is given back where it can be)
                raise
            if _size(self._wal) > wal_limit(self.path.parent):
                _checkpoint(db)
            return out

    # -- meta -------------------------------------------------------------------
    def meta(self, key: str) -> Optional[str]:
        with self._lock:
            row = self._db.execute("SELECT value FROM meta WHERE key=?", (key,)).fetchone()
        return None if row is None else str(row[0])

    # -- writing ----------------------------------------------------------------
    def record(self, rows: list[GameRow], meta: Optional[dict[str, str]] = None) -> None:
        """Replace these games' contributions (a game with no seats is removed), in one
        transaction, with the ``meta`` keys set in the same transaction."""
        def run(db: sqlite3.Connection) -> None:
            for row in rows:
                _replace_game(db, row)
            for k, v in (meta or {}).items():
                db.execute("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", (k, v))
        self._tx(run)

    # -- reading ----------------------------------------------------------------
    def totals(self) -> dict[str, PlayerStats]:
        """Statistics per player name (from the kept totals: no scan of the games)."""
        cols = ", ".join(("name", *_COUNTS, "best_game"))
        with self._lock:
            rows = self._db.execute(f"SELECT {cols} FROM player_totals").fetchall()
        out: dict[str, PlayerStats] = {}
        for r in rows:
            p = PlayerStats(str(r[0]), **dict(zip(_COUNTS, whole(r[1:-1], "player_totals"))))
            p.best_game = None if r[-1] is None else whole([r[-1]], "player_totals")[0]
            if p.games_played or p.deals_played:
                out[p.name] = p
        return dict(sorted(out.items(), key=lambda kv: kv[0].casefold()))

    def games(self, limit: int = 50) -> list[dict[str, Any]]:
        """The most recently updated games, newest first (the history)."""
        with self._lock:
            rows = self._db.execute(
                "SELECT game_id, updated_at, finished, deals, players, totals, winner, takebacks "
                "FROM games ORDER BY updated_at DESC LIMIT ?", (limit,)).fetchall()
        try:
            return [{"game_id": r[0], "updated_at": r[1], "finished": bool(r[2]),
                     "deals": r[3], "players": json.loads(r[4]), "totals": json.loads(r[5]),
                     "winner": r[6], "takebacks": bool(r[7])}
                    for r in rows]
        except (TypeError, ValueError) as e:
            raise NotOurDatabase(f"a game's players or totals are not readable ({e})") from None

    # -- the dice game (:mod:`.dice_stats`) ----------------------------------------
    def record_dice(self, rows: list[DiceGameRow]) -> None:
        """Replace these dice games' contributions, in one transaction."""
        def run(db: sqlite3.Connection) -> None:
            for row in rows:
                replace_dice_game(db, row)
        self._tx(run)

    def dice_totals(self) -> dict[str, DicePlayerStats]:
        with self._lock:
            return dice_totals(self._db)

    def dice_games(self, limit: int = 50) -> list[dict[str, Any]]:
        with self._lock:
            return dice_games(self._db, limit)

    def game_count(self, kind: str = "cards", takebacks: bool = False) -> int:
        """How many games of ``kind`` are recorded (``takebacks``: only card games where
        moves were taken back; an index keeps that count quick)."""
        table = "dice_games" if kind == "dice" else "games"
        where = " WHERE takebacks" if takebacks and kind != "dice" else ""
        with self._lock:
            return int(self._db.execute(f"SELECT count(*) FROM {table}{where}").fetchone()[0])


def _use_wal(db: sqlite3.Connection, tries: int = 100) -> None:
    """Put the database in WAL mode (it stays so).  Changing the mode does not wait for
    another connection's transaction (two apps creating the file at once): try again."""
    for attempt in range(tries):
        try:
            if str(db.execute("PRAGMA journal_mode").fetchone()[0]).lower() != "wal":
                db.execute("PRAGMA journal_mode=WAL")
            return
        except sqlite3.OperationalError as e:
            if "locked" not in str(e) or attempt == tries - 1:
                raise
            time.sleep(0.05)


#: The WAL is copied into the database and truncated once it is larger than this, or than
#: a quarter of the free disk space (SQLite's own limit, 1000 pages, is 4 MB: more than a
#: small disk has; on a 200 KB disk the WAL filled it by itself).
WAL_LIMIT = 1024 * 1024


def wal_limit(folder: Path) -> int:
    """How large the WAL may grow before it is checkpointed: :data:`WAL_LIMIT`, or a
    quarter of the free space of the disk when that is less."""
    try:
        free = shutil.disk_usage(folder).free
    except OSError:
        return 0
    return min(WAL_LIMIT, free // 4)


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return 0


def _checkpoint(db: sqlite3.Connection) -> None:
    """Copy the WAL into the database and truncate it (best effort: a checkpoint that
    fails, say on a full disk, leaves the committed data in the WAL and is tried again
    after the next write)."""
    try:
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()
    except sqlite3.Error:
        pass


def _migrate(db: sqlite3.Connection) -> None:
    """Bring the database to :data:`DB_SCHEMA` in one transaction (another process may
    be doing the same: the version is read again under the write lock)."""
    db.execute("BEGIN IMMEDIATE")
    try:
        version = int(db.execute("PRAGMA user_version").fetchone()[0])
        if version > DB_SCHEMA:
            raise NewerDatabase(version)
        while version < DB_SCHEMA:
            MIGRATIONS[version](db)
            version += 1
            db.execute(f"PRAGMA user_version={version}")
    except BaseException:
        db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")


def _add(db: sqlite3.Connection, p: PlayerStats, sign: int) -> None:
    add_to_totals(db, "player_totals", _COUNTS, p, sign)


def _replace_game(db: sqlite3.Connection, row: GameRow) -> None:
    cols = ", ".join((*_COUNTS, "best_game"))
    old = db.execute(f"SELECT name, {cols} FROM game_players WHERE game_id = ?",
                     (row.game_id,)).fetchall()
    names = set()
    for r in old:
        p = PlayerStats(str(r[0]), **dict(zip(_COUNTS, whole(r[1:-1], "game_players"))))
        _add(db, p, -1)
        names.add(p.name)
    db.execute("DELETE FROM game_players WHERE game_id = ?", (row.game_id,))
    db.execute("DELETE FROM games WHERE game_id = ?", (row.game_id,))
    if row.seats:
        db.execute("INSERT INTO games (game_id, updated_at, finished, deals, players, totals, "
                   "winner, takebacks) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                   (row.game_id, row.updated_at, int(row.finished), row.deals,
                    json.dumps(row.players, ensure_ascii=False), json.dumps(row.totals),
                    row.winner, int(row.takebacks)))
        marks = ", ".join("?" * (len(_COUNTS) + 1))
        for seat, p in row.seats:
            db.execute(f"INSERT INTO game_players (game_id, seat, name, {cols}) "
                       f"VALUES (?, ?, ?, {marks})",
                       (row.game_id, seat, p.name, *(getattr(p, c) for c in _COUNTS),
                        p.best_game))
            _add(db, p, +1)
            names.add(p.name)
    for name in names:
        # (each query alone uses the index on (name, best_game): no scan of the games)
        best = db.execute("SELECT max(best_game) FROM game_players WHERE name = ?",
                          (name,)).fetchone()[0]
        if db.execute("SELECT 1 FROM game_players WHERE name = ? LIMIT 1",
                      (name,)).fetchone():
            db.execute("UPDATE player_totals SET best_game = ? WHERE name = ?", (best, name))
        else:
            db.execute("DELETE FROM player_totals WHERE name = ?", (name,))
