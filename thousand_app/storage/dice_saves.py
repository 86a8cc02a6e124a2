"""Saved dice games: the dice save format, reading any save by its ``format``, dice imports.

A dice save wraps a ``thousand-dice-record`` (DICE.md section 14) as a card
save wraps a card record::

    {"format": "thousand-dice-save", "schema_version": 1, "app_version", "saved_at",
     "game_id", "name"?, "seats": [{"name", "kind", "level"}], "record": {...},
     "takebacks"?: {"allowed": bool, "used": n}}

``takebacks`` (as in a card save): whether the player may take back moves (games against
the computer only) and how many times he did; absent when neither.

Reading replays the record through the dice engine, so an impossible game
never loads.  The dice game in progress has its own autosave file
(``dice-autosave.json``) next to the card game's, so starting one game never
throws away the other; Continue takes whichever was saved last.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar, Optional, Union

from thousand_app.dice.engine import DiceError, DiceGame
from thousand_app.dice.engine.record import FORMAT as DICE_RECORD_FORMAT
from thousand_app.dice.engine.record import START_FIELDS
from thousand_app.dice.engine.record import replay as replay_dice
from thousand_app.dice.engine.record import to_record as dice_to_record

from .savefile import (MAX_SAVE_BYTES, SaveDamage, SavedGame, SaveInfo, SeatConfig,
                       check_names, check_seats, info_of, make_save_doc, now_iso,
                       parse_json,
                       save_fields, save_head, saved_game_from_doc,
                       schema_version_of, seats_of)

DICE_SAVE_FORMAT = "thousand-dice-save"
DICE_SAVE_SCHEMA = 1

#: The computer levels of the dice game (``thousand_app.dice.ai.LEVELS``; a test checks).
DICE_LEVELS = ("random", "easy", "normal", "hard")


@dataclass
class SavedDiceGame:
    """A dice game read back from disk (autosave, named save or import), replayed."""

    game: DiceGame
    seats: list[SeatConfig]
    game_id: str
    saved_at: str
    schema_version: int = DICE_SAVE_SCHEMA
    #: Take-backs: allowed in this game, and used how many times.
    allow_takebacks: bool = False
    takebacks: int = 0
    kind: ClassVar[str] = "dice"


AnySaved = Union[SavedGame, SavedDiceGame]


def make_dice_save_doc(game: DiceGame, seats: list[SeatConfig], game_id: str,
                       name: str | None = None,
                       takebacks: tuple[bool, int] = (False, 0)) -> dict[str, Any]:
    """The save document of a dice game (``ValueError`` if the seats do not fit it);
    ``takebacks``: (allowed, used)."""
    check_seats(seats, game)
    doc = save_head(DICE_SAVE_FORMAT, DICE_SAVE_SCHEMA, seats, game_id, name)
    doc["record"] = dice_to_record(game)
    allowed, used = takebacks
    if allowed or used:
        doc["takebacks"] = {"allowed": bool(allowed), "used": int(used)}
    return doc


def takebacks_of(doc: dict[str, Any]) -> tuple[bool, int]:
    """A save's ``takebacks`` as (allowed, used); anything malformed reads as (False, 0)."""
    tb = doc.get("takebacks")
    if isinstance(tb, dict):
        allowed, used = tb.get("allowed"), tb.get("used")
        if type(allowed) is bool and type(used) is int and used >= 0:
            return allowed, used
    return False, 0


def dice_record_doc(game: DiceGame, seats: list[SeatConfig] | None = None) -> dict[str, Any]:
    """The ``thousand-dice-record`` of a game, for export; with ``seats``, who played each seat
    (an extra ``"seats"`` key that other readers ignore), so importing it keeps them."""
    doc = dice_to_record(game)
    if seats is not None:
        check_seats(seats, game)
        doc["seats"] = [s.to_json() for s in seats]
    return doc


def replay_dice_checked(record: Any) -> DiceGame:
    """Replay a dice record, turning every failure into :class:`SaveDamage`."""
    if isinstance(record, dict) and isinstance(record.get("players"), list):
        check_names([p for p in record["players"] if isinstance(p, str)])
    try:
        return replay_dice(record)
    except DiceError as e:
        raise SaveDamage(f"the game in it is not valid: {e}") from None
    except RecursionError:
        raise SaveDamage("the game in it is nested too deeply") from None


def dice_saved_from_doc(doc: Any) -> SavedDiceGame:
    """A dice save document to a replayed :class:`SavedDiceGame` (SaveDamage, NewerSave)."""
    if not isinstance(doc, dict) or doc.get("format") != DICE_SAVE_FORMAT:
        raise SaveDamage(f"not a saved dice game ('format' must be \"{DICE_SAVE_FORMAT}\")")
    version = schema_version_of(doc, DICE_SAVE_SCHEMA, "dice save format")
    game_id, saved_at = save_fields(doc)
    record = doc["record"]
    if not isinstance(record, dict) or record.get("format") != DICE_RECORD_FORMAT:
        raise SaveDamage(f"its record is not a dice game record ('format' must be "
                         f"\"{DICE_RECORD_FORMAT}\")")
    game = replay_dice_checked(record)
    seats = seats_of(doc.get("seats"), game, DICE_LEVELS)
    allowed, used = takebacks_of(doc)
    return SavedDiceGame(game, seats, game_id, saved_at, version, allowed, used)


def is_dice_doc(doc: Any) -> bool:
    """Is this parsed JSON a dice save or a dice record (by its ``format``)?"""
    return isinstance(doc, dict) and doc.get("format") in (DICE_SAVE_FORMAT, DICE_RECORD_FORMAT)


def saved_from_doc(doc: Any) -> AnySaved:
    """A save document of either game, by its ``format``."""
    if isinstance(doc, dict) and doc.get("format") == DICE_SAVE_FORMAT:
        return dice_saved_from_doc(doc)
    if isinstance(doc, dict) and doc.get("format") == DICE_RECORD_FORMAT:
        raise SaveDamage("this is a dice game record, not a saved game: import it instead")
    return saved_game_from_doc(doc)


def read_any_save_bytes(data: bytes) -> AnySaved:
    """Save file bytes of either game; :class:`SaveDamage` or :class:`NewerSave`."""
    if len(data) > MAX_SAVE_BYTES:
        raise SaveDamage(f"the file is too large to be a saved game ({len(data)} bytes)")
    return saved_from_doc(parse_json(data))


def import_dice_doc(doc: dict[str, Any]) -> SavedDiceGame:
    """A dice record or dice save someone sent, as a game of no one's statistics (the
    caller gives it an imported id).  Seats keep the kind the file gives them."""
    if doc.get("format") == DICE_SAVE_FORMAT:
        return dice_saved_from_doc(doc)
    game = replay_dice_checked(doc)
    seats = ([SeatConfig(p, "human", None) for p in game.players] if "seats" not in doc
             else seats_of(doc["seats"], game, DICE_LEVELS))
    return SavedDiceGame(game, seats, derived_dice_game_id(doc), now_iso())


def derived_dice_game_id(record: Any) -> str:
    """A stable id for a dice record that has none: from its rules, players, start and first
    turn (the same game imported twice gets the same id; another game, another one).

    >>> a = {"format": "thousand-dice-record", "players": ["A", "B"], "seed": 1, "turns": []}
    >>> derived_dice_game_id(a) == derived_dice_game_id(dict(a))
    True
    >>> derived_dice_game_id(a) == derived_dice_game_id({**a, "seed": 2})
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


def dice_info_of(name: str, path: Path, saved: SavedDiceGame) -> SaveInfo:
    g = saved.game
    return SaveInfo(name=name, path=path, saved_at=saved.saved_at, players=list(g.players),
                    preset=g.rules.preset_name, totals=list(g.totals),
                    in_progress=not g.is_over, winner=g.winner, kind="dice")


def any_info_of(name: str, path: Path, saved: AnySaved) -> SaveInfo:
    """The saved-games list line of a save of either game."""
    if isinstance(saved, SavedDiceGame):
        return dice_info_of(name, path, saved)
    return info_of(name, path, saved)


def any_save_doc(game: Any, seats: list[SeatConfig], game_id: str,
                 name: Optional[str] = None) -> dict[str, Any]:
    """The save document of a game of either kind."""
    if isinstance(game, DiceGame):
        return make_dice_save_doc(game, seats, game_id, name)
    return make_save_doc(game, seats, game_id, name)


__all__ = ["DICE_SAVE_FORMAT", "DICE_SAVE_SCHEMA", "DICE_LEVELS", "SavedDiceGame", "AnySaved",
           "make_dice_save_doc", "dice_record_doc", "dice_saved_from_doc", "is_dice_doc",
           "saved_from_doc", "read_any_save_bytes", "import_dice_doc", "derived_dice_game_id",
           "dice_info_of", "any_info_of", "any_save_doc", "replay_dice_checked"]
