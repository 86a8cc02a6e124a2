"""The save file format: a game record (RECORD.md) wrapped with what the app needs.

Schema versions (``schema_version``):

1. ``{"format": "thousand-save", "schema_version": 1, "app_version", "saved_at",
   "players": [names], "record": {...}}`` -- written before computer players
   existed, so every seat was a person.
2. adds ``"game_id"`` (the key of the game's statistics) and ``"seats"``:
   ``[{"name", "kind": "human"|"computer", "level": str|null}]`` instead of
   ``"players"``; optional ``"name"`` (the save's name).

Optional keys (no new schema version: older versions ignore them, and a save without
them reads as before):

- ``"takebacks"``: ``{"allowed": bool, "used": int}`` -- whether the player may take
  moves back (games against the computer) and how many times he did.
- ``"analysis"``: a list of deal analyses (``thousand_app.cards.ai.analyse.DealAnalysis.to_json()``
  documents, each an object with a whole-number ``"deal"`` of the record), so a deal is
  never analysed twice.  Entries that are not objects, name no deal of the record, or
  make the list too large are dropped with a log line; the game always loads.

Reading migrates older versions step by step to the current one, refuses newer
ones, and replays the record through the engine, so an impossible game never
loads.
"""

from __future__ import annotations

import hashlib
import json
import logging
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, Callable, ClassVar, Optional, Protocol, Sequence

from thousand_app import __version__
from thousand_app.cards.engine import Game, RecordError, ThousandError
from thousand_app.cards.engine.record import to_record
from thousand_app.cards.engine.record import replay as replay_record

from .names import name_problem

SAVE_FORMAT = "thousand-save"
SCHEMA_VERSION = 2
RECORD_FORMAT = "thousand-record"

#: A save larger than this is not read (a real game is well under 1 MB).
MAX_SAVE_BYTES = 32 * 1024 * 1024

SEAT_KINDS = ("human", "computer")

#: The kept analyses of one save may take this many bytes of JSON at most (a deal's
#: analysis is a few kB; more than this is not ours).
MAX_ANALYSIS_BYTES = 4 * 1024 * 1024

log = logging.getLogger("thousand.storage")

#: The computer levels a seat may name (``thousand_app.cards.ai.make_player`` builds each; a test
#: checks).  A save naming another level (written by a newer version, or by hand) is refused.
COMPUTER_LEVELS = ("random", "greedy", "easy", "normal", "hard")


@dataclass
class SeatConfig:
    """Who sits in a seat: a person or a computer player of some level."""

    name: str
    kind: str = "human"            # "human" or "computer"
    level: Optional[str] = None    # computer level ("easy", "normal", "hard"), None for humans

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "level": self.level}


@dataclass
class GameExtras:
    """What a save keeps besides the game and its seats (optional keys of the document)."""

    #: The player may take back moves (games against the computer only).
    allow_takebacks: bool = False
    #: How many times a move was taken back in this game (such a game sets no records).
    takebacks: int = 0
    #: Deal analyses, ``DealAnalysis.to_json()`` documents (each has a ``"deal"``).
    analyses: list[dict[str, Any]] = field(default_factory=list)

    def to_doc(self, doc: dict[str, Any]) -> None:
        """Put the non-default extras into a save document."""
        if self.allow_takebacks or self.takebacks:
            doc["takebacks"] = {"allowed": self.allow_takebacks, "used": self.takebacks}
        if self.analyses:
            doc["analysis"] = list(self.analyses)


@dataclass
class SavedGame:
    """A game read back from disk, replayed through the engine."""

    game: Game
    seats: list[SeatConfig]
    game_id: str
    saved_at: str                  # ISO 8601
    #: The schema version the file had (older ones were migrated on reading).
    schema_version: int = SCHEMA_VERSION
    #: Which game ("cards"; a dice save is a ``dice_saves.SavedDiceGame``, kind "dice").
    kind: ClassVar[str] = "cards"
    extras: GameExtras = field(default_factory=GameExtras)


@dataclass
class SaveInfo:
    """One line of the saved-games list."""

    name: str
    path: Path
    saved_at: str
    players: list[str]
    preset: str
    totals: list[int]
    in_progress: bool
    winner: Optional[int]
    kind: str = "cards"            # "cards" or "dice"


class SaveDamage(ValueError):
    """The file is not a readable save; the message says what is wrong."""


class NewerSave(ValueError):
    """The file was written by a newer version of the app (not damaged: kept as is).

    ``detail`` names that version and its save format, e.g. ``Thousand 2.0, save format 3``.
    """

    def __init__(self, message: str, detail: str) -> None:
        super().__init__(message)
        self.detail = detail


def now_iso() -> str:
    """Local time with its UTC offset, to the second (ISO 8601)."""
    return datetime.now().astimezone().isoformat(timespec="seconds")


class Seated(Protocol):
    """What the seat checks read of a game (a card ``Game`` or a ``DiceGame``)."""

    @property
    def n(self) -> int: ...

    @property
    def players(self) -> Sequence[str]: ...


def check_seats(seats: list[SeatConfig], game: Seated) -> None:
    """Raise ``ValueError`` if ``seats`` does not fit ``game`` (a programming error)."""
    if len(seats) != game.n:
        raise ValueError(f"{game.n} players need {game.n} seats, not {len(seats)}")
    for s in seats:
        if s.kind not in SEAT_KINDS:
            raise ValueError(f"a seat kind is 'human' or 'computer', not {s.kind!r}")


def save_head(fmt: str, version: int, seats: list[SeatConfig], game_id: str,
              name: str | None = None) -> dict[str, Any]:
    """The fields every save document starts with (a card or a dice save)."""
    doc: dict[str, Any] = {
        "format": fmt,
        "schema_version": version,
        "app_version": __version__,
        "saved_at": now_iso(),
        "game_id": game_id,
    }
    if name is not None:
        doc["name"] = name
    doc["seats"] = [s.to_json() for s in seats]
    return doc


def make_save_doc(game: Game, seats: list[SeatConfig], game_id: str,
                  name: str | None = None, extras: GameExtras | None = None) -> dict[str, Any]:
    """The current-version save document of ``game`` (with its ``extras``, if any)."""
    check_seats(seats, game)
    doc = save_head(SAVE_FORMAT, SCHEMA_VERSION, seats, game_id, name)
    doc["record"] = to_record(game)
    if extras is not None:
        extras.to_doc(doc)
    return doc


def dump_doc(doc: dict[str, Any]) -> bytes:
    return json.dumps(doc, ensure_ascii=False, separators=(",", ":"),
                      allow_nan=False).encode("utf-8")


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed")


def parse_json(data: bytes) -> Any:
    """Bytes to a JSON value, or :class:`SaveDamage` saying why not."""
    if not data.strip():
        raise SaveDamage("the file is empty")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise SaveDamage(f"not UTF-8 text (bad byte at offset {e.start})") from None
    try:
        return json.loads(text, parse_constant=_reject_constant)
    except json.JSONDecodeError as e:
        where = " (the file is cut short)" if e.pos >= len(text.rstrip()) else ""
        raise SaveDamage(f"not valid JSON at line {e.lineno}, column {e.colno}: "
                         f"{e.msg}{where}") from None
    except (ValueError, RecursionError) as e:
        raise SaveDamage(f"not valid JSON ({str(e)[:100]})") from None


# -- migrations -------------------------------------------------------------------

def derived_game_id(record: Any) -> str:
    """A stable id for a game that has none: from its rules, players, seed and first deal.

    The same game saved at different moments gets the same id, so statistics
    of a migrated game are still counted once.
    """
    head: dict[str, Any] = {}
    if isinstance(record, dict):
        head = {k: record.get(k) for k in ("rules", "players", "first_dealer", "seed",
                                           "start_totals")}
        deals = record.get("deals")
        if isinstance(deals, list) and deals and isinstance(deals[0], dict):
            head["first_deal"] = {k: deals[0].get(k) for k in ("hands", "talon", "dead")}
    text = json.dumps(head, sort_keys=True, ensure_ascii=True, default=str)
    return "g-" + hashlib.sha256(text.encode("ascii")).hexdigest()[:20]


def _v1_to_v2(doc: dict[str, Any]) -> dict[str, Any]:
    players = doc.get("players")
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise SaveDamage("'players' must be a list of names (schema version 1)")
    out = {k: v for k, v in doc.items() if k != "players"}
    out["schema_version"] = 2
    out["game_id"] = derived_game_id(doc.get("record"))
    out["seats"] = [{"name": p, "kind": "human", "level": None} for p in players]
    return out


#: schema_version -> function that makes the next version's document.
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _v1_to_v2}


def schema_version_of(doc: dict[str, Any], readable: int, what: str) -> int:
    """The document's ``schema_version``: ``SaveDamage`` if it is not one, ``NewerSave`` (naming
    ``what``, e.g. "save format") if it is above ``readable``."""
    version = doc.get("schema_version")
    if type(version) is not int or version < 1:
        raise SaveDamage("'schema_version' must be a whole number from 1")
    if version > readable:
        app = doc.get("app_version")
        by = f"Thousand {app}, " if isinstance(app, str) and len(app) < 40 else ""
        detail = f"{by}{what} {version}"
        raise NewerSave(f"it was saved by a newer version of Thousand ({detail}); this version "
                        f"reads formats up to {readable}. Update Thousand to open it", detail)
    return version


def migrate(doc: Any) -> tuple[dict[str, Any], int]:
    """Check the wrapper and migrate to the current version: (document, version read)."""
    if not isinstance(doc, dict):
        raise SaveDamage("not a saved game (the file is not a JSON object)")
    fmt = doc.get("format")
    if fmt == RECORD_FORMAT:
        raise SaveDamage("this is a game record, not a saved game: import it instead")
    if fmt != SAVE_FORMAT:
        raise SaveDamage(f"not a saved game ('format' is {json.dumps(fmt)[:40]}, "
                         f"not \"{SAVE_FORMAT}\")")
    version = schema_version_of(doc, SCHEMA_VERSION, "save format")
    read = version
    while version < SCHEMA_VERSION:
        doc = MIGRATIONS[version](doc)
        version = doc["schema_version"]
    return doc, read


# -- reading --------------------------------------------------------------------

def seats_of(value: Any, game: Seated,
             levels: tuple[str, ...] = COMPUTER_LEVELS) -> list[SeatConfig]:
    """The seats of a document (``SaveDamage`` if they are not valid for ``game``); a computer
    seat names one of ``levels``."""
    if not isinstance(value, list) or len(value) != game.n:
        raise SaveDamage(f"'seats' must list the {game.n} seats of the record")
    seats = []
    for i, s in enumerate(value):
        if not isinstance(s, dict):
            raise SaveDamage(f"seat {i} must be an object")
        kind = s.get("kind")
        if kind not in SEAT_KINDS:
            raise SaveDamage(f"seat {i}: 'kind' must be \"human\" or \"computer\"")
        level = s.get("level")
        if level is not None and not isinstance(level, str):
            raise SaveDamage(f"seat {i}: 'level' must be a name or null")
        if kind == "computer" and level is not None and level not in levels:
            raise SaveDamage(f"seat {i}: there is no computer level {json.dumps(level)[:40]} "
                             f"(the levels are {', '.join(levels)})")
        # The record's player names are the truth; the seat only adds who plays.
        seats.append(SeatConfig(game.players[i], kind, level if kind == "computer" else None))
    return seats


def check_names(players: Sequence[str]) -> None:
    """:class:`SaveDamage` if a player's name holds a character no name may hold (NUL, a
    lone surrogate, a non-character: :func:`~.names.name_problem`)."""
    for i, name in enumerate(players):
        problem = name_problem(name)
        if problem is not None:
            raise SaveDamage(f"the name of player {i + 1} is not valid: {problem}")


def replay_checked(record: Any) -> Game:
    """Replay a record, turning every failure into :class:`SaveDamage`."""
    if isinstance(record, dict) and isinstance(record.get("players"), list):
        check_names([p for p in record["players"] if isinstance(p, str)])
    try:
        return replay_record(record, keep_undo=True)
    except RecordError as e:
        raise SaveDamage(f"the game in it is not valid: {e}") from None
    except ThousandError as e:
        raise SaveDamage(f"the game in it is not valid: {e}") from None
    except RecursionError:
        raise SaveDamage("the game in it is nested too deeply") from None


def save_fields(doc: dict[str, Any]) -> tuple[str, str]:
    """A save document's ``game_id`` and ``saved_at`` (``SaveDamage`` if they, or the
    ``record``, are missing or not valid)."""
    game_id = doc.get("game_id")
    if not isinstance(game_id, str) or not 0 < len(game_id) <= 200:
        raise SaveDamage("'game_id' must be a non-empty name")
    saved_at = doc.get("saved_at")
    if not isinstance(saved_at, str) or len(saved_at) > 100:
        raise SaveDamage("'saved_at' must be a date and time")
    if "record" not in doc:
        raise SaveDamage("it holds no game record ('record' is missing)")
    return game_id, saved_at


def saved_game_from_doc(doc: Any) -> SavedGame:
    """A save document (any known version) to a replayed :class:`SavedGame`."""
    doc, read = migrate(doc)
    game_id, saved_at = save_fields(doc)
    game = replay_checked(doc["record"])
    seats = seats_of(doc.get("seats"), game)
    return SavedGame(game, seats, game_id, saved_at, read, extras_of(doc, game))


def extras_of(doc: dict[str, Any], game: Game) -> GameExtras:
    """The optional extras of a save document.  They never cost the game: a damaged
    entry is dropped with a log line."""
    extras = GameExtras()
    tb = doc.get("takebacks")
    if tb is not None:
        allowed, used = (tb.get("allowed"), tb.get("used")) if isinstance(tb, dict) else (0, 0)
        if type(allowed) is bool and type(used) is int and used >= 0:
            extras.allow_takebacks, extras.takebacks = allowed, used
        else:
            log.warning("save: 'takebacks' is not {\"allowed\": bool, \"used\": n}; ignored")
    extras.analyses = analyses_of(doc.get("analysis"), len(game.history))
    return extras


def analyses_of(value: Any, n_deals: int) -> list[dict[str, Any]]:
    """The analysis entries worth keeping: objects naming a finished deal of the record,
    one per deal, within :data:`MAX_ANALYSIS_BYTES`.  The rest is dropped with a log line
    (what each entry holds is checked by whoever reads it, ``DealAnalysis.from_json``)."""
    if value is None:
        return []
    if not isinstance(value, list):
        log.warning("save: 'analysis' is not a list; dropped")
        return []
    out: list[dict[str, Any]] = []
    seen: set[int] = set()
    size = 0
    for i, entry in enumerate(value):
        deal = entry.get("deal") if isinstance(entry, dict) else None
        if type(deal) is not int or not 0 <= deal < n_deals or deal in seen:
            log.warning("save: analysis entry %d names no finished deal of the game "
                        "(or one analysed already); dropped", i)
            continue
        try:
            size += len(json.dumps(entry, allow_nan=False))
        except (TypeError, ValueError, RecursionError):
            log.warning("save: analysis entry %d is not plain JSON; dropped", i)
            continue
        if size > MAX_ANALYSIS_BYTES:
            log.warning("save: the analyses are over %d bytes; the rest dropped",
                        MAX_ANALYSIS_BYTES)
            break
        seen.add(deal)
        out.append(entry)
    return out


def read_save_bytes(data: bytes) -> SavedGame:
    """Save file bytes to a :class:`SavedGame`; :class:`SaveDamage` or :class:`NewerSave`."""
    if len(data) > MAX_SAVE_BYTES:
        raise SaveDamage(f"the file is too large to be a saved game ({len(data)} bytes)")
    return saved_game_from_doc(parse_json(data))


def info_of(name: str, path: Path, saved: SavedGame) -> SaveInfo:
    g = saved.game
    return SaveInfo(name=name, path=path, saved_at=saved.saved_at, players=list(g.players),
                    preset=g.rules.preset_name, totals=list(g.totals),
                    in_progress=not g.is_over, winner=g.winner)
