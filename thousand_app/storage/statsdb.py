"""Statistics and the history of finished games in an SQLite database (``stats.sqlite3``).

The database is in WAL mode; every change is one transaction, so a process
killed in the middle of a write loses at most that write.  Per player name the
totals are kept up to date (``player_totals``, ``dice_player_totals``: recording a game subtracts
its old contribution and adds the new one), so reading the statistics never
scans the games.  ``PRAGMA user_version`` is the schema version; older
databases are migrated step by step (:data:`MIGRATIONS`), a newer one is never
written to (:class:`NewerDatabase`).  The layout is in ``docs/storage-api.md``.
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import threading
import time
from pathlib import Path
from typing import Any, Callable, Optional

from thousand_app.games.files import NotAFile
from thousand_app.games.registry import Registry
from thousand_app.games.saving import StatsTables

from .logs import logger
from .stats import MAX_COUNT, GameRow, NotOurDatabase, add_to_totals, in_range, stats_of, whole

#: The schema version this code writes (``PRAGMA user_version``).
#: 1: games, game_players, player_totals, meta.  2: ``games.takebacks`` (moves were taken
#: back in the game: it is listed so and sets no best result).  3: the dice game's tables
#: ``dice_games`` and ``dice_game_players``.  4: ``dice_player_totals`` (the dice totals per
#: name kept up to date, as ``player_totals`` for cards) and an index on ``games.takebacks``:
#: the statistics window reads a few rows at any number of games.  5: ``dice_games.takebacks``
#: (moves were taken back in the dice game: counted, and listed so) with its index.
#:
#: The steps below are the file format's history, written out as it was (never made from
#: the games' descriptions, which may change): a new column or table is a new step, with its
#: test in tests/storage.
DB_SCHEMA = 5

_CARD_COUNTS = ("games_played", "games_finished", "games_won", "deals_played", "deals_declared",
                "deals_made", "contract_sum", "bolts", "barrel_falls")
_DICE_COUNTS = ("games_played", "games_finished", "games_won", "turns", "turn_points", "busts",
                "barrel_attempts")


def _integers(names: tuple[str, ...]) -> str:
    return "".join(f"    {c} INTEGER NOT NULL DEFAULT 0,\n" for c in names)


def _game_tables(prefix: str, length: str, counts: tuple[str, ...], best: str) -> str:
    """A game's games table (with its index by date) and its players table, as the card game
    (schema 1) and the dice game (schema 3) made them: ``best`` is the players' extra
    columns."""
    return f"""
CREATE TABLE {prefix}games (
    game_id TEXT PRIMARY KEY,
    updated_at TEXT NOT NULL,
    finished INTEGER NOT NULL,
    {length} INTEGER NOT NULL,
    players TEXT NOT NULL,
    totals TEXT NOT NULL,
    winner TEXT
);
CREATE INDEX {prefix}games_updated ON {prefix}games (updated_at);
CREATE TABLE {prefix}game_players (
    game_id TEXT NOT NULL REFERENCES {prefix}games (game_id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
{_integers(counts)}{best}    PRIMARY KEY (game_id, seat)
);
"""


_V1 = ("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);"
       + _game_tables("", "deals", _CARD_COUNTS, "    best_game INTEGER,\n") + f"""
CREATE INDEX game_players_best ON game_players (name, best_game);
CREATE TABLE player_totals (
    name TEXT PRIMARY KEY,
{_integers(_CARD_COUNTS)}    best_game INTEGER
);
""")

_V3_DICE = _game_tables("dice_", "turns", _DICE_COUNTS, "") + """
CREATE INDEX dice_game_players_name ON dice_game_players (name);
"""

_V4_DICE_TOTALS = f"""
CREATE TABLE dice_player_totals (
    name TEXT PRIMARY KEY,
{_integers(_DICE_COUNTS)[:-2]}
);
INSERT INTO dice_player_totals (name, {", ".join(_DICE_COUNTS)})
    SELECT name, {", ".join(f"sum({c})" for c in _DICE_COUNTS)} FROM dice_game_players
    GROUP BY name;
CREATE INDEX games_takebacks ON games (takebacks) WHERE takebacks
"""


def described_tables(t: StatsTables) -> str:
    """The tables of a game that no schema step above made (a game registered besides the
    card and dice games), from its description: made when the game's statistics are first
    used (``IF NOT EXISTS``: the steps' own tables are never touched)."""
    counts = [f"{c} INTEGER NOT NULL DEFAULT 0" for c in t.counts]
    best = [f"{t.best} INTEGER"] if t.best else []
    flags = [f"{c} INTEGER NOT NULL DEFAULT 0" for c in t.flags]

    def table(name: str, columns: list[str]) -> str:
        body = ",\n    ".join(columns)
        return f"CREATE TABLE IF NOT EXISTS {name} (\n    {body}\n);\n"

    return (
        table(t.games_table, ["game_id TEXT PRIMARY KEY", "updated_at TEXT NOT NULL",
                              "finished INTEGER NOT NULL", f"{t.length} INTEGER NOT NULL",
                              "players TEXT NOT NULL", "totals TEXT NOT NULL", "winner TEXT",
                              *flags])
        + f"CREATE INDEX IF NOT EXISTS {t.prefix}games_updated ON {t.games_table} "
          "(updated_at);\n"
        + table(t.players_table, [
            f"game_id TEXT NOT NULL REFERENCES {t.games_table} (game_id) ON DELETE CASCADE",
            "seat INTEGER NOT NULL", "name TEXT NOT NULL", *counts, *best,
            "PRIMARY KEY (game_id, seat)"])
        + f"CREATE INDEX IF NOT EXISTS {t.players_table}_name ON {t.players_table} (name);\n"
        + table(t.totals_table, ["name TEXT PRIMARY KEY", *counts, *best]))


def _run(db: sqlite3.Connection, script: str) -> None:
    """Run the statements of ``script`` one by one (inside the caller's transaction)."""
    for statement in script.split(";"):
        if statement.strip():
            db.execute(statement)


def _create_v1(db: sqlite3.Connection) -> None:
    _run(db, _V1)


def _v1_to_v2(db: sqlite3.Connection) -> None:
    db.execute("ALTER TABLE games ADD COLUMN takebacks INTEGER NOT NULL DEFAULT 0")


def _v2_to_v3(db: sqlite3.Connection) -> None:
    """The dice game's tables (the card tables are untouched)."""
    _run(db, _V3_DICE)


def _v3_to_v4(db: sqlite3.Connection) -> None:
    """The dice totals per name, filled from the games recorded so far (the statistics
    window then reads a few rows, never the games), and the index of the card games with
    moves taken back."""
    _run(db, _V4_DICE_TOTALS)


#: user_version -> the step that makes the next version (all steps run in one transaction).
_V5_DICE_TAKEBACKS = """
ALTER TABLE dice_games ADD COLUMN takebacks INTEGER NOT NULL DEFAULT 0;
CREATE INDEX dice_games_takebacks ON dice_games (takebacks) WHERE takebacks
"""


def _v4_to_v5(db: sqlite3.Connection) -> None:
    _run(db, _V5_DICE_TAKEBACKS)


MIGRATIONS: dict[int, Callable[[sqlite3.Connection], None]] = {0: _create_v1, 1: _v1_to_v2,
                                                               2: _v2_to_v3, 3: _v3_to_v4,
                                                               4: _v4_to_v5}


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
    except BaseException:
        _rollback(db)     # (the error raised is the one that happened: a full disk...)
        raise
    db.execute("COMMIT")
    return version


def _rollback(db: sqlite3.Connection) -> None:
    """End the transaction after a failure, if SQLite has not ended it already (it rolls
    back by itself after some, a full disk among them): a ROLLBACK or a COMMIT then would
    raise "no transaction is active" and hide the error that happened."""
    if db.in_transaction:
        try:
            db.execute("ROLLBACK")
        except sqlite3.Error:
            pass


def _open_read_only(path: Path) -> sqlite3.Connection:
    """The database opened to be read only, as an immutable file: in a folder that cannot
    be written, SQLite cannot make the ``-shm`` file a WAL database needs to be opened the
    usual way (what the WAL still holds is not seen: the app that wrote it was killed).  The
    schema must be this version's (nothing can be migrated here)."""
    if not path.is_file():
        raise sqlite3.OperationalError("unable to open database file")
    db = sqlite3.connect(path.resolve().as_uri() + "?mode=ro&immutable=1", uri=True,
                         isolation_level=None, check_same_thread=False)
    try:
        if _checked_version(db) != DB_SCHEMA:
            raise sqlite3.OperationalError("attempt to write a readonly database")
    except BaseException:
        db.close()
        raise
    return db


class StatsDB:
    """An open statistics database; every method is one transaction (thread-safe)."""

    def __init__(self, path: Path, registry: Registry, read_only: bool = False) -> None:
        self.path = path
        #: The games whose statistics it keeps (by name).
        self.registry = registry
        self._wal = path.with_name(path.name + "-wal")
        self._lock = threading.Lock()
        #: Opened read-only (a data folder that cannot be written): every write fails.
        self.read_only = read_only
        #: The games whose tables are known to be there (see :meth:`_tables_of`).
        self._ready: set[str] = set()
        if read_only:
            self._db = _open_read_only(path)
            return
        path.parent.mkdir(parents=True, exist_ok=True)
        if os.path.lexists(path) and not path.is_file():   # (a FIFO, a folder: never opened)
            raise NotAFile(path)
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

    def _tables_of(self, kind: str) -> StatsTables:
        """How ``kind`` keeps its statistics, its tables made first if it is a game the
        schema's steps do not know (:func:`described_tables`)."""
        t = stats_of(self.registry.get(kind))
        if kind not in self._ready and not self.read_only:
            with self._lock:
                have = self._db.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' "
                                        "AND name = ?", (t.totals_table,)).fetchone()
            if not have:
                self._tx(lambda db: _run(db, described_tables(t)))
            self._ready.add(kind)
        return t

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
                _rollback(db)
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
        """Replace these games' contributions (of either game; a game with no seats is
        removed), in one transaction, with the ``meta`` keys set in the same transaction."""
        tables = [self._tables_of(row.kind) for row in rows]

        def run(db: sqlite3.Connection) -> None:
            for row, t in zip(rows, tables):
                _replace_game(db, t, row)
            for k, v in (meta or {}).items():
                db.execute("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", (k, v))
        self._tx(run)

    # -- reading ----------------------------------------------------------------
    def totals(self, kind: str) -> dict[str, Any]:
        """The statistics of the game ``kind`` per player name, sorted by name (from the
        kept totals: no scan of the games)."""
        t = self._tables_of(kind)
        cols = ", ".join(("name", *_value_columns(t)))
        with self._lock:
            rows = self._db.execute(f"SELECT {cols} FROM {t.totals_table}").fetchall()
        out: dict[str, Any] = {}
        for r in rows:
            try:
                p = _player(t, r, t.totals_table)
            except OutOfRange:   # (shown as its games add up; made again at its next game)
                with self._lock:
                    sums = _sums(self._db, t, str(r[0]))
                p = _player(t, (r[0], *sums, *r[1 + len(t.counts):]), t.totals_table)
            if t.listed(p):
                out[p.name] = p
        return dict(sorted(out.items(), key=lambda kv: kv[0].casefold()))

    def games(self, kind: str, limit: int = 50) -> list[dict[str, Any]]:
        """The most recently updated games of ``kind``, newest first (the history): each a
        dict of the games table's columns."""
        t = self._tables_of(kind)
        cols = ("game_id", "updated_at", "finished", t.length, "players", "totals", "winner",
                *t.flags)
        with self._lock:
            rows = self._db.execute(f"SELECT {', '.join(cols)} FROM {t.games_table} "
                                    "ORDER BY updated_at DESC LIMIT ?", (limit,)).fetchall()
        try:
            out = [dict(zip(cols, r)) for r in rows]
            for g in out:
                g["players"], g["totals"] = json.loads(g["players"]), json.loads(g["totals"])
                for flag in ("finished", *t.flags):
                    g[flag] = bool(g[flag])
        except (TypeError, ValueError) as e:
            raise NotOurDatabase(f"a game's players or totals are not readable ({e})") from None
        return out

    def game_count(self, kind: str, flag: Optional[str] = None) -> int:
        """How many games of ``kind`` are recorded (with ``flag``, one of its games table's
        :attr:`~thousand_app.games.saving.StatsTables.flags`, only those where it is set: an
        index keeps the card game's ``takebacks`` count quick)."""
        t = self._tables_of(kind)
        if flag is not None and flag not in t.flags:
            return 0
        where = f" WHERE {flag}" if flag is not None else ""
        with self._lock:
            return int(self._db.execute(f"SELECT count(*) FROM {t.games_table}{where}"
                                        ).fetchone()[0])


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
        _rollback(db)
        raise
    db.execute("COMMIT")


def _value_columns(t: StatsTables) -> tuple[str, ...]:
    """A player's columns after the name: the counts, then the best result if kept."""
    return (*t.counts, t.best) if t.best else t.counts


class OutOfRange(Exception):
    """A row's counts are whole numbers out of range (negative, or past :data:`MAX_COUNT`):
    that row is made again from the games (the rest of the database is kept)."""


def _player(t: StatsTables, r: Any, table: str) -> Any:
    """A player's statistics from a row ``(name, counts..., best?)`` of ``table``;
    :class:`OutOfRange` if a count is out of range (a best result out of range is none)."""
    n = len(t.counts)
    counts = whole(r[1:1 + n], table)
    if not in_range(counts):
        raise OutOfRange(str(r[0]))
    p = t.record(str(r[0]), **dict(zip(t.counts, counts)))
    if t.best:
        best = r[1 + n]
        best = None if best is None else whole([best], table)[0]
        setattr(p, t.best, best if best is None or abs(best) <= MAX_COUNT else None)
    return p


def _sums(db: sqlite3.Connection, t: StatsTables, name: str) -> list[int]:
    """The name's totals summed from its games' rows, leaving out rows with a count out of
    range (each sum at most :data:`MAX_COUNT`)."""
    good = " AND ".join(f"typeof({c}) = 'integer' AND {c} BETWEEN 0 AND {MAX_COUNT}"
                        for c in t.counts)
    row = db.execute(f"SELECT {', '.join(f'total({c})' for c in t.counts)} "
                     f"FROM {t.players_table} WHERE name = ? AND {good}", (name,)).fetchone()
    return [int(min(v, MAX_COUNT)) for v in row]


def _rebuild(db: sqlite3.Connection, t: StatsTables, name: str) -> None:
    """Make the name's totals row again from its games (inside the caller's transaction)."""
    sets = ", ".join(f"{c} = ?" for c in t.counts)
    db.execute(f"UPDATE {t.totals_table} SET {sets} WHERE name = ?",
               (*_sums(db, t, name), name))
    logger.warning("the statistics of a player were out of range: made again from the games")


def _replace_game(db: sqlite3.Connection, t: StatsTables, row: GameRow) -> None:
    """Replace a game's contribution (inside the caller's transaction): its old rows are
    taken off the totals per name, the new ones added; a name with no game left has no
    totals, and the best result per name is the largest of its games'."""
    players, totals = t.players_table, t.totals_table
    values = _value_columns(t)
    old = db.execute(f"SELECT name, {', '.join(values)} FROM {players} WHERE game_id = ?",
                     (row.game_id,)).fetchall()
    names = set()
    rebuild = set()      # names whose totals are made again from their games
    for r in old:
        try:
            p = _player(t, r, players)
        except OutOfRange:
            rebuild.add(str(r[0]))
            continue
        if not add_to_totals(db, totals, t.counts, p, -1):
            rebuild.add(p.name)
        names.add(p.name)
    db.execute(f"DELETE FROM {players} WHERE game_id = ?", (row.game_id,))
    db.execute(f"DELETE FROM {t.games_table} WHERE game_id = ?", (row.game_id,))
    if row.seats:
        cols = ("game_id", "updated_at", "finished", t.length, "players", "totals", "winner",
                *t.flags)
        db.execute(f"INSERT INTO {t.games_table} ({', '.join(cols)}) "
                   f"VALUES ({', '.join('?' * len(cols))})",
                   (row.game_id, row.updated_at, int(row.finished), row.length,
                    json.dumps(row.players, ensure_ascii=False), json.dumps(row.totals),
                    row.winner, *(int(getattr(row, f)) for f in t.flags)))
        marks = ", ".join("?" * len(values))
        for seat, p in row.seats:
            db.execute(f"INSERT INTO {players} (game_id, seat, name, {', '.join(values)}) "
                       f"VALUES (?, ?, ?, {marks})",
                       (row.game_id, seat, p.name, *(getattr(p, c) for c in values)))
            if not add_to_totals(db, totals, t.counts, p, +1):
                rebuild.add(p.name)
            names.add(p.name)
    for name in rebuild:
        _rebuild(db, t, name)
    for name in names | rebuild:
        # (each query alone uses the index on (name, ...): no scan of the games)
        if not db.execute(f"SELECT 1 FROM {players} WHERE name = ? LIMIT 1",
                          (name,)).fetchone():
            db.execute(f"DELETE FROM {totals} WHERE name = ?", (name,))
        elif t.best:
            best = db.execute(f"SELECT max({t.best}) FROM {players} WHERE name = ?",
                              (name,)).fetchone()[0]
            db.execute(f"UPDATE {totals} SET {t.best} = ? WHERE name = ?", (best, name))
