"""Dice game records (``thousand-dice-record`` version 2, record-format.md): read, validate,
replay, write.  Version 2 writes the mover's choice to throw again after a keep as a ``roll``
step before the throw; a record of version 1 (DICE.md section 14: the throw alone was the
choice) is still read, its throws after a choice taken as rolled.

>>> from thousand_app.dice.engine.actions import STOP, Keep, Throw
>>> g = DiceGame(DiceRules(), 2, players=["Anna", "Boris"])
>>> from thousand_app.dice.engine.actions import ROLL
>>> for a in (Throw((1, 1, 1, 5, 3)), Keep((1, 1, 1, 5)), STOP, Throw((2, 3, 4, 6, 6)),
...           Throw((1, 1, 3, 4, 6)), Keep((1, 1)), ROLL, Throw((5, 2, 3))):
...     _ = g.apply(a)
>>> doc = to_record(g)
>>> doc["version"], doc["turns"]
(2, [{'player': 0, 'steps': ['throw 1 1 1 3 5', 'keep 1 1 1 5', 'stop']}, {'player': 1, 'steps': ['throw 2 3 4 6 6']}, {'player': 0, 'steps': ['throw 1 1 3 4 6', 'keep 1 1', 'roll', 'throw 2 3 5']}])
>>> replay(json.loads(json.dumps(doc))).output() == g.output()
True
>>> loads('{"format": "thousand-dice-record", "version": 3}')
Traceback (most recent call last):
...
thousand_app.dice.engine.errors.DiceRecordError: record: 'version' must be 1 or 2 (this program reads versions 1 and 2)

Error messages follow record-format.md: ``record: …`` for the document,
``turn T: …`` for a turn, ``turn T, step K ("…"): …`` for a step, counted from 0,
the first error in document order.
"""

from __future__ import annotations

import json
import sys
from typing import Any, Mapping

from .actions import ROLL, parse_step
from .errors import DiceIllegalActionError, DiceRecordError, DiceRulesError
from .game import DiceGame
from .rules import DiceRules

FORMAT = "thousand-dice-record"
#: The version written: 2 writes the choice to throw again (``roll``); 1 is still read.
VERSION = 2
VERSIONS_READ = (1, 2)
#: The start fields, in the order record-format.md lists (and a replay checks) them.
START_FIELDS = ("start_totals", "start_entry", "start_barrel_attempts", "start_falls",
                "start_bolts", "start_overshoots")


class HugeInt:
    """A JSON integer too long for Python's int-from-string limit (4,300 digits).

    :func:`parse_json` puts one where such a number stands, so validation reports
    the field it is in (no value of the format can be that long) instead of failing
    the whole document.
    """

    __slots__ = ("digits",)

    def __init__(self, digits: int) -> None:
        self.digits = digits

    def __repr__(self) -> str:
        return f"<a number of {self.digits} digits>"


def _parse_int(text: str) -> int | HugeInt:
    digits = len(text) - (text[0] == "-")
    limit = sys.get_int_max_str_digits() or 4300
    return int(text) if digits <= min(limit, 4300) else HugeInt(digits)


def parse_json(text: str) -> Any:
    """Parse a record's JSON text; over-long integers become :class:`HugeInt`."""
    try:
        return json.loads(text, parse_int=_parse_int)
    except (ValueError, RecursionError) as e:
        raise DiceRecordError(f"record: not valid JSON ({_one_line(str(e))})") from None


def _one_line(text: str, limit: int = 200) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[:limit - 3] + "..."


def _record(message: str) -> DiceRecordError:
    return DiceRecordError(f"record: {message}")


def to_record(game: DiceGame) -> dict[str, Any]:
    """The game as a record document: rules (preset and every resolved option), players,
    start fields and every turn's steps (a turn in progress with no step is left out)."""
    doc: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "rules": {"preset": game.rules.preset_name, "options": game.rules.options()},
        "players": list(game.players),
        "first_player": game.first_player,
        "start_totals": list(game.start_totals),
        "start_entry": list(game.start_entry),
        "start_barrel_attempts": list(game.start_barrel_attempts),
        "start_falls": list(game.start_falls),
        "start_bolts": list(game.start_bolts),
        "start_overshoots": list(game.start_overshoots),
    }
    if game.seed is not None:
        doc["seed"] = game.seed
    turns = [{"player": p, "steps": [str(a) for a in steps]} for p, steps in game.turns]
    if turns and not turns[-1]["steps"] and not game.is_over:
        turns.pop()
    doc["turns"] = turns
    return doc


def game_from_header(doc: Any) -> DiceGame:
    """Validate a record's document fields and make the game it starts (no turn played)."""
    if not isinstance(doc, dict):
        raise _record("the document must be a JSON object")
    fmt = doc.get("format")
    if fmt != FORMAT:
        raise _record(f"'format' must be {FORMAT!r}")
    version = doc.get("version")
    if type(version) is not int or version not in VERSIONS_READ:
        raise _record("'version' must be 1 or 2 (this program reads versions 1 and 2)")
    rules_doc = doc.get("rules")
    if not isinstance(rules_doc, dict):
        raise _record("'rules' must be an object with 'preset' and optional 'options'")
    if "preset" not in rules_doc:
        raise _record("'rules.preset' is missing")
    options = rules_doc.get("options", {})
    if not isinstance(options, dict):
        raise _record("'rules.options' must be an object")
    try:
        rules = DiceRules.from_options(rules_doc["preset"], options)
    except DiceRulesError as e:
        raise _record(str(e)) from None
    players = doc.get("players")
    if not isinstance(players, list) or not 2 <= len(players) <= 8 or not all(
            isinstance(p, str) and p for p in players):
        raise _record("'players' must be a list of 2 to 8 non-empty names")
    n = len(players)
    first = doc.get("first_player", 0)
    if type(first) is not int or not 0 <= first < n:
        raise _record(f"'first_player' must be a seat from 0 to {n - 1}")
    start: dict[str, Any] = {key: doc.get(key) for key in START_FIELDS}  # checked in order
    seed = doc.get("seed")
    if seed is not None and type(seed) is not int:   # (NaN, a fraction, a HugeInt, text...)
        raise _record(f"'seed' must be a whole number, not {_one_line(repr(seed), 60)}")
    try:
        game = DiceGame(rules, n, players=players, first_player=first, seed=seed, **start)
    except DiceRulesError as e:
        raise _record(str(e)) from None
    if not isinstance(doc.get("turns"), list):
        raise _record("'turns' must be a list")
    return game


def _step_text(text: Any) -> str:
    shown = json.dumps(text, ensure_ascii=False)[1:-1] if isinstance(text, str) else repr(text)
    return shown if len(shown) <= 80 else shown[:77] + "..."


def replay(doc: Any, *, keep_undo: bool = False) -> DiceGame:
    """Replay a record document; raise :class:`DiceRecordError` with the message of 14.2.
    With ``keep_undo`` the game can take back its last steps (:meth:`DiceGame.undo`)."""
    game = game_from_header(doc)
    game.keep_undo = keep_undo
    first_version = doc["version"] == 1
    turns = doc["turns"]
    for t, turn in enumerate(turns):
        if game.is_over:
            raise DiceRecordError(
                f"turn {t}: the game is already over (seat {game.winner} won)", t)
        if game.turn_index != t:
            raise DiceRecordError(
                f"turn {t - 1}: the turn is not finished but another turn follows it", t - 1)
        if not isinstance(turn, dict):
            raise DiceRecordError(f"turn {t}: a turn must be an object with 'player' and 'steps'", t)
        player = turn.get("player")
        if type(player) is not int:
            raise DiceRecordError(f"turn {t}: 'player' must be a seat number", t)
        steps = turn.get("steps")
        if not isinstance(steps, list) or not all(isinstance(s, str) for s in steps):
            raise DiceRecordError(f"turn {t}: 'steps' must be a list of strings", t)
        if player != game.to_act:
            raise DiceRecordError(
                f"turn {t}: it is seat {game.to_act}'s turn, not seat {player}'s", t)
        for k, text in enumerate(steps):
            if game.is_over or game.turn_index != t:
                raise DiceRecordError(f"{_where(t, k, text)}: the turn is already over", t, k)
            try:
                action = parse_step(text)
                if action is ROLL and first_version:
                    raise ValueError('a "roll" step needs version 2 of the record (in version '
                                     '1 the throw after a keep is the choice to go on)')
            except ValueError as e:
                raise DiceRecordError(f"{_where(t, k, text)}: {e}", t, k) from None
            try:
                game.apply(action)
            except DiceIllegalActionError as e:
                raise DiceRecordError(f"{_where(t, k, text)}: {e.reason}", t, k) from None
    return game


def _where(t: int, k: int, text: Any) -> str:
    """A step's place in an error message (made only when there is an error)."""
    return f'turn {t}, step {k} ("{_step_text(text)}")'


def replay_output(doc: Any) -> dict[str, Any]:
    """The replay output of record-format.md for a record document."""
    game = replay(doc)
    turns = doc["turns"]
    unfinished = bool(turns) and not game.is_over and game.turn_index == len(turns) - 1
    return game.output(include_unfinished=unfinished)


def loads(text: str) -> DiceGame:
    """Parse and replay a record given as JSON text."""
    return replay(parse_json(text))


def dumps(game: DiceGame) -> str:
    return json.dumps(to_record(game), ensure_ascii=False, indent=1)


def is_dice_record(doc: Mapping[str, Any] | Any) -> bool:
    """Whether a parsed JSON document says it is a dice record."""
    return isinstance(doc, dict) and doc.get("format") == FORMAT


__all__ = ["to_record", "replay", "replay_output", "loads", "dumps", "parse_json",
           "game_from_header", "is_dice_record", "HugeInt", "FORMAT", "VERSION", "VERSIONS_READ",
           "START_FIELDS"]
