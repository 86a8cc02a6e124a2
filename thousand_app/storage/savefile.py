"""The save file format of both games: a game record wrapped with what the app needs.

A save is ``{"format", "schema_version", "app_version", "saved_at", "game_id", "name"?,
"seats": [{"name", "kind": "human"|"computer", "level": str|null}], "record": {...}}``;
the ``format`` names the game (the card game's ``thousand-save`` wraps a card record,
the dice game's ``thousand-dice-save`` a dice record, docs/record-format.md).  What differs between the
games (the format, its versions and their migrations, the record, the computer levels) is
described once per game (:class:`~thousand_app.games.saving.GameFiles`, reached through
the :class:`~thousand_app.games.registry.Registry` the caller passes in).

Card save schema versions: 1 had ``"players": [names]`` instead of ``"seats"`` and no
``"game_id"`` (written before computer players existed); 2 is the current one.

Optional keys (no new schema version: older versions ignore them, and a save without
them reads as before):

- ``"takebacks"``: ``{"allowed": bool, "used": int}`` -- whether the player may take
  moves back (games against the computer) and how many times he did.
- ``"analysis"`` (card saves): a list of deal analyses (``DealAnalysis.to_json()``
  documents, each an object with a whole-number ``"deal"`` of the record), so a deal is
  never analysed twice.  Entries that are not objects, name no deal of the record, or
  make the list too large are dropped with a log line; the game always loads.
- ``"coach_flags"``: the moves the coach warned about that the player made anyway
  (``Flag.to_json()`` documents of :mod:`thousand_app.games.coach`, each naming a deal
  or turn of the record), so a resumed game and its review show the same flags.  A
  damaged list or entry is left out and said (:attr:`SavedGame.coach_flags_dropped`,
  reported by the storage as ``coach_flags_dropped``); the game always loads.

Reading migrates older versions step by step to the current one, refuses newer
ones, and replays the record through the game's engine, so an impossible game never
loads.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, Optional, Protocol, Sequence

from thousand_app import __version__
from thousand_app.games.registry import AnyKind, Registry
from thousand_app.games.saving import GameFiles

from .names import player_name_problem

#: A save larger than this is not read (a real game is well under 1 MB).
MAX_SAVE_BYTES = 32 * 1024 * 1024

#: A save's ``game_id`` has at most this many characters (the app's ids have 32 or 41).
MAX_GAME_ID = 200

SEAT_KINDS = ("human", "computer")

#: The kept analyses of one save may take this many bytes of JSON at most (a deal's
#: analysis is a few kB; more than this is not ours).
MAX_ANALYSIS_BYTES = 4 * 1024 * 1024

#: A save keeps at most this many coach flags (a person warned on every move of a long
#: game stays far below it).
MAX_COACH_FLAGS = 20_000

log = logging.getLogger("thousand.storage")


def files_of(kind: AnyKind) -> GameFiles:
    """How ``kind`` keeps its files (every game of the app describes them)."""
    if kind.files is None:
        raise ValueError(f"the game {kind.name!r} keeps no files")
    return kind.files


def kind_of(game: Any, registry: Registry) -> AnyKind:
    """The kind of a game object (by its engine's class) among ``registry``'s; ValueError if
    it is none of them."""
    for kind in registry:
        if kind.files is not None and isinstance(game, kind.files.game_type):
            return kind
    raise ValueError(f"{type(game).__name__} is not a game of this app")


def kind_of_save(fmt: Any, registry: Registry) -> Optional[AnyKind]:
    """The game of ``registry`` whose saves have the ``format`` ``fmt``, or None."""
    return next((k for k in registry if k.files is not None and k.files.save_format == fmt),
                None)


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
    #: The moves the coach warned about that were made, ``Flag.to_json()`` documents.
    coach_flags: list[dict[str, Any]] = field(default_factory=list)

    def copy(self) -> "GameExtras":
        """A copy whose lists are the save's own (the game may go on meanwhile)."""
        return GameExtras(self.allow_takebacks, self.takebacks, list(self.analyses),
                          list(self.coach_flags))

    def to_doc(self, doc: dict[str, Any]) -> None:
        """Put the non-default extras into a save document."""
        if self.allow_takebacks or self.takebacks:
            doc["takebacks"] = {"allowed": bool(self.allow_takebacks),
                                "used": int(self.takebacks)}
        if self.analyses:
            doc["analysis"] = list(self.analyses)
        if self.coach_flags:
            doc["coach_flags"] = list(self.coach_flags)


@dataclass
class SavedGame:
    """A game read back from disk (autosave, named save or import), replayed through its
    engine."""

    game: Any
    seats: list[SeatConfig]
    game_id: str
    saved_at: str                  # ISO 8601
    #: The schema version the file had (older ones were migrated on reading).
    schema_version: int
    extras: GameExtras = field(default_factory=GameExtras)
    #: Which game ("cards", "dice": the name of its kind in the registry).
    kind: str = ""
    #: What is wrong with the coach's flags left out for being damaged (English; the game
    #: loaded without them; empty: none was): the storage reports it.
    coach_flags_dropped: str = ""


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
    kind: str                      # the game's name ("cards", "dice")


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
    """What the seat checks read of a game."""

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


def save_head(files: GameFiles, seats: list[SeatConfig], game_id: str,
              name: str | None = None, summary: dict[str, Any] | None = None
              ) -> dict[str, Any]:
    """The fields every save document of the game starts with (a named save's with its
    ``summary``: :func:`summary_of`)."""
    doc: dict[str, Any] = {
        "format": files.save_format,
        "schema_version": files.save_schema,
        "app_version": __version__,
        "saved_at": now_iso(),
        "game_id": game_id,
    }
    if name is not None:
        doc["name"] = name
    if summary is not None:
        doc["summary"] = summary
    doc["seats"] = [s.to_json() for s in seats]
    return doc


def summary_of(game: Any) -> dict[str, Any]:
    """What the saved-games list shows of a game (kept at the head of a named save, so the
    list is read without replaying any game: :func:`info_from_head`)."""
    return {"players": list(game.players), "preset": game.rules.preset_name,
            "totals": [int(t) for t in game.totals], "in_progress": not game.is_over,
            "winner": game.winner}


#: A named save's summary is looked for in its first bytes (the head before the record).
HEAD_BYTES = 8192
_SUMMARY_KEY = '"summary":'


def info_from_head(name: str, path: Path, head: bytes, registry: Registry) -> Optional[SaveInfo]:
    """The saved-games list line of a named save from the first bytes of its file (its
    ``summary``: no game is replayed), or None when they hold none that is valid (a save
    of an older version, a damaged one): the caller then reads the whole file.  Loading
    the save checks all of it as ever."""
    try:
        try:
            text = head.decode("utf-8-sig")
        except UnicodeDecodeError as e:   # (a character cut at the end of the bytes read)
            if len(head) < HEAD_BYTES or e.start < len(head) - 3:
                return None
            text = head[:e.start].decode("utf-8-sig")
        at = text.find(_SUMMARY_KEY)
        if at < 0:
            return None
        _, end = json.JSONDecoder().raw_decode(text, at + len(_SUMMARY_KEY))
        doc = json.loads(text[:end] + "}")
    except (ValueError, RecursionError):
        return None
    if not isinstance(doc, dict):
        return None
    kind = kind_of_save(doc.get("format"), registry)
    if kind is None or doc.get("schema_version") != files_of(kind).save_schema:
        return None
    saved_at, s = doc.get("saved_at"), doc.get("summary")
    if not isinstance(saved_at, str) or len(saved_at) > 100 or not isinstance(s, dict):
        return None
    players, totals, winner = s.get("players"), s.get("totals"), s.get("winner")
    preset, in_progress = s.get("preset"), s.get("in_progress")
    if (not isinstance(players, list) or not 2 <= len(players) <= 4
            or any(not isinstance(p, str) or player_name_problem(p) for p in players)
            or not isinstance(totals, list) or len(totals) != len(players)
            or any(type(t) is not int for t in totals)
            or not isinstance(preset, str) or not 0 < len(preset) <= 100
            or type(in_progress) is not bool
            or not (winner is None or type(winner) is int and 0 <= winner < len(players))):
        return None
    return SaveInfo(name=name, path=path, saved_at=saved_at, players=players, preset=preset,
                    totals=totals, in_progress=in_progress, winner=winner, kind=kind.name)


def make_save_doc(kind: AnyKind, game: Any, seats: list[SeatConfig], game_id: str,
                  name: str | None = None, extras: GameExtras | None = None) -> dict[str, Any]:
    """The current-version save document of ``game`` (of ``kind``; with its ``extras``, if
    any); ``ValueError`` if the seats do not fit it."""
    check_seats(seats, game)
    files = files_of(kind)
    doc = save_head(files, seats, game_id, name, summary_of(game) if name is not None else None)
    doc["record"] = files.to_record(game)
    if extras is not None:
        extras.to_doc(doc)
    return doc


def record_doc(kind: AnyKind, game: Any, seats: list[SeatConfig] | None = None
               ) -> dict[str, Any]:
    """The record of ``game`` (of ``kind``), for export; with ``seats``, who played each seat
    (an extra ``"seats"`` key that other readers ignore), so importing it keeps them."""
    doc = files_of(kind).to_record(game)
    if seats is not None:
        check_seats(seats, game)
        doc["seats"] = [s.to_json() for s in seats]
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


def _formats(values: Sequence[str]) -> str:
    return " or ".join(f'"{v}"' for v in values)


def migrate(doc: Any, registry: Registry) -> tuple[dict[str, Any], int, AnyKind]:
    """Check the wrapper and migrate to its game's current version: (document, version
    read, the game of ``registry`` it is a save of)."""
    if not isinstance(doc, dict):
        raise SaveDamage("not a saved game (the file is not a JSON object)")
    fmt = doc.get("format")
    kind = kind_of_save(fmt, registry)
    if kind is None:
        if registry.by_format(fmt) is not None:
            raise SaveDamage("this is a game record, not a saved game: import it instead")
        saves = [k.files.save_format for k in registry if k.files is not None]
        raise SaveDamage(f"not a saved game ('format' is {json.dumps(fmt)[:40]}, "
                         f"not {_formats(saves)})")
    files = files_of(kind)
    version = schema_version_of(doc, files.save_schema, "save format")
    read = version
    while version < files.save_schema:
        try:
            doc = files.save_migrations[version](doc)
        except SaveDamage:
            raise
        except ValueError as e:
            raise SaveDamage(str(e)) from None
        version = doc["schema_version"]
    return doc, read, kind


# -- reading --------------------------------------------------------------------

def seats_of(value: Any, game: Seated, levels: tuple[str, ...]) -> list[SeatConfig]:
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
    """:class:`SaveDamage` if a player's name is longer than 32 characters or holds a
    character no name may hold (NUL, a lone surrogate, a non-character:
    :func:`~.names.player_name_problem`)."""
    for i, name in enumerate(players):
        problem = player_name_problem(name)
        if problem is not None:
            raise SaveDamage(f"the name of player {i + 1} is not valid: {problem}")


def replay_checked(record: Any, kind: AnyKind) -> Any:
    """Replay a record of ``kind``, turning every failure into :class:`SaveDamage`."""
    files = files_of(kind)
    if isinstance(record, dict) and isinstance(record.get("players"), list):
        check_names([p for p in record["players"] if isinstance(p, str)])
    try:
        game = files.replay(record)
    except files.errors as e:
        raise SaveDamage(f"the game in it is not valid: {e}") from None
    except RecursionError:
        raise SaveDamage("the game in it is nested too deeply") from None
    if getattr(game, "needs_deal", False) and not game.history:
        # (the app writes a card game's first deal as it deals it: a game with no cards
        # is none it wrote, and no table could go on from it)
        raise SaveDamage(f"it holds no deal ('{files.entries}' is empty)")
    return game


def save_fields(doc: dict[str, Any]) -> tuple[str, str]:
    """A save document's ``game_id`` and ``saved_at`` (``SaveDamage`` if they, or the
    ``record``, are missing or not valid)."""
    game_id = doc.get("game_id")
    if not isinstance(game_id, str) or not game_id:
        raise SaveDamage("'game_id' must be a non-empty name")
    if len(game_id) > MAX_GAME_ID:
        raise SaveDamage(f"'game_id' is too long ({len(game_id)} characters; at most "
                         f"{MAX_GAME_ID})")
    saved_at = doc.get("saved_at")
    if not isinstance(saved_at, str) or len(saved_at) > 100:
        raise SaveDamage("'saved_at' must be a date and time")
    if "record" not in doc:
        raise SaveDamage("it holds no game record ('record' is missing)")
    return game_id, saved_at


def saved_from_doc(doc: Any, registry: Registry) -> SavedGame:
    """A save document of a game of ``registry`` (any known version) to a replayed
    :class:`SavedGame`."""
    doc, read, kind = migrate(doc, registry)
    game_id, saved_at = save_fields(doc)
    record = doc["record"]
    if isinstance(record, dict) and registry.by_format(record.get("format")) not in (None, kind):
        raise SaveDamage(f"its record is not a record of {kind.described} ('format' must be "
                         f"\"{kind.record_format}\")")
    game = replay_checked(record, kind)
    files = files_of(kind)
    seats = seats_of(doc.get("seats"), game, files.seat_levels)
    dropped: list[str] = []
    return SavedGame(game, seats, game_id, saved_at, read,
                     extras_of(doc, game, files, record, dropped), kind.name, "; ".join(dropped))


def extras_of(doc: dict[str, Any], game: Any, files: GameFiles, record: Any = None,
              dropped: Optional[list[str]] = None) -> GameExtras:
    """The optional extras of a save document.  They never cost the game: a damaged
    entry is dropped with a log line (the coach's flags: and said in ``dropped``)."""
    extras = GameExtras()
    tb = doc.get("takebacks")
    if tb is not None:
        allowed, used = (tb.get("allowed"), tb.get("used")) if isinstance(tb, dict) else (0, 0)
        if type(allowed) is bool and type(used) is int and used >= 0:
            extras.allow_takebacks, extras.takebacks = allowed, used
        else:
            log.warning("save: 'takebacks' is not {\"allowed\": bool, \"used\": n}; ignored")
    if files.keeps_analyses:
        extras.analyses = analyses_of(doc.get("analysis"), len(game.history))
    entries = record.get(files.entries) if isinstance(record, dict) else None
    extras.coach_flags = coach_flags_of(doc.get("coach_flags"),
                                        len(entries) if isinstance(entries, list) else 0,
                                        game.n, dropped if dropped is not None else [])
    return extras


def coach_flags_of(value: Any, n_entries: int, n_seats: int,
                   dropped: list[str]) -> list[dict[str, Any]]:
    """The coach flags worth keeping: ``Flag`` documents naming a deal (turn) of the record
    (``n_entries``) and a seat, at most :data:`MAX_COACH_FLAGS`.  What is left out is said
    in ``dropped`` (one line for all) and logged."""
    from thousand_app.games.coach import Flag

    if value is None:
        return []
    if not isinstance(value, list):
        dropped.append("'coach_flags' is not a list")
        log.warning("save: 'coach_flags' is not a list; dropped")
        return []
    out: list[dict[str, Any]] = []
    bad: list[str] = []
    for i, entry in enumerate(value):
        if len(out) >= MAX_COACH_FLAGS:
            bad.append(f"more than {MAX_COACH_FLAGS}")
            break
        try:
            flag = Flag.from_json(entry)
            if flag.deal >= n_entries:
                raise ValueError(f"'deal' {flag.deal} is not in the game")
            if flag.seat >= n_seats:
                raise ValueError(f"'seat' {flag.seat} is no seat of the game")
        except ValueError as e:
            log.warning("save: coach flag %d left out: %s", i, e)
            bad.append(f"flag {i}: {e}")
            continue
        out.append(flag.to_json())
    if bad:
        more = f" and {len(bad) - 3} more" if len(bad) > 3 else ""
        dropped.append(f"{'; '.join(bad[:3])}{more}")
    return out


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


def too_large(size: int) -> SaveDamage:
    """The damage of a save file of ``size`` bytes, over :data:`MAX_SAVE_BYTES`."""
    return SaveDamage(f"the file is too large to be a saved game ({size} bytes; at most "
                      f"{MAX_SAVE_BYTES} are read)")


def read_save_bytes(data: bytes, registry: Registry) -> SavedGame:
    """Save file bytes of a game of ``registry``; :class:`SaveDamage` or :class:`NewerSave`."""
    if len(data) > MAX_SAVE_BYTES:
        raise too_large(len(data))
    return saved_from_doc(parse_json(data), registry)


def import_doc(doc: Any, registry: Registry) -> SavedGame:
    """A record or a save of a game of ``registry`` someone sent (the caller gives it an
    imported id).  Seats keep the kind the file gives them (people where it says nothing)."""
    fmt = doc.get("format") if isinstance(doc, dict) else None
    if kind_of_save(fmt, registry) is not None:
        return saved_from_doc(doc, registry)
    kind = registry.by_format(fmt)
    if kind is None:
        raise SaveDamage(f"it is not a game record ('format' must be "
                         f"{_formats(registry.formats)})")
    game = replay_checked(doc, kind)
    files = files_of(kind)
    seats = ([SeatConfig(p, "human", None) for p in game.players] if "seats" not in doc
             else seats_of(doc["seats"], game, files.seat_levels))
    return SavedGame(game, seats, files.derived_id(doc), now_iso(), files.save_schema,
                     kind=kind.name)


def info_of(name: str, path: Path, saved: SavedGame) -> SaveInfo:
    """The saved-games list line of a save of either game."""
    g = saved.game
    return SaveInfo(name=name, path=path, saved_at=saved.saved_at, players=list(g.players),
                    preset=g.rules.preset_name, totals=list(g.totals),
                    in_progress=not g.is_over, winner=g.winner, kind=saved.kind)
