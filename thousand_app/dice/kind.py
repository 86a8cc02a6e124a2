"""The dice game as the registry knows it (:class:`~thousand_app.games.registry.GameKind`)."""

from __future__ import annotations

import dataclasses
from functools import partial
from typing import Any, Optional, Sequence, get_args

from thousand_app.dice.ai.players import LEVELS, MEASURE_LEVELS
from thousand_app.dice.files import FILES
from thousand_app.dice.engine import (ROLL, DiceEvent, DiceGame, DiceObservation, DiceRules,
                                      Keep, Stop, Throw, parse_step)
from thousand_app.dice.engine.actions import DiceAction, Roll
from thousand_app.dice.engine.events import TurnSummary
from thousand_app.games.jsonview import (NOT_MINE, ByIdentity, LastFields, RowCache, event_json,
                                          from_jsonable, jsonable, rules_doc, rules_from_doc)
from thousand_app.games.registry import GameKind, NetCodec

__all__ = ["KIND"]

_EVENT_TYPES = get_args(DiceEvent)
_NO_RULES = frozenset({"rules"})


def _replay(argv: Sequence[str]) -> int:
    from thousand_app.dice.engine.cli import main
    return main(argv)


def _make_player(level: str, seed: Optional[int]) -> Any:
    from thousand_app.dice.ai.players import make_player
    return make_player(level, 0 if seed is None else seed)


def _new_game(rules: DiceRules, names: Sequence[str]) -> DiceGame:
    return DiceGame(rules, len(names), players=names, seed=None, keep_undo=False)


def _parse_action(text: str, seat: int) -> DiceAction:
    """A mover's step: ``keep ...``, ``stop`` or ``roll`` (the throw itself is chance's)."""
    if text == "roll":
        return ROLL
    action = parse_step(text)
    if isinstance(action, Throw):
        raise ValueError('the dice are thrown by the host: send "roll" to throw again')
    return action


def _leaf(value: Any) -> Any:
    if isinstance(value, (Throw, Keep, Stop, Roll)):
        return str(value)
    if isinstance(value, _EVENT_TYPES):
        return event_json(value, _fields)
    return NOT_MINE


def _fields(value: Any) -> Any:
    return {k: jsonable(v, _leaf, _NO_RULES) for k, v in zip(value._fields, value)}


#: The observation's fields as sent (the rules are known from the welcome).
_OBS_FIELDS = tuple(f.name for f in dataclasses.fields(DiceObservation) if f.name != "rules")


#: The score sheet's turns as JSON, each written once.
_ROWS = RowCache(lambda t: jsonable(t, _leaf, _NO_RULES))


#: Each game's last fields sent (:class:`LastFields`: only what changed is written again),
#: the game told by its own tuple of names.
_LAST = LastFields(tuple(k for k in _OBS_FIELDS if k not in ("legal_actions", "history")),
                   lambda v: jsonable(v, _leaf, _NO_RULES))


def _observation_json(obs: DiceObservation) -> dict[str, Any]:
    # (the legal actions are sent without the throws, which are chance's, never written out
    # first: a choice lists all 252 throws of five dice)
    fields = _LAST(obs.players, obs.seat, obs)
    fields["legal_actions"] = [str(a) for a in obs.legal_actions if not isinstance(a, Throw)]
    fields["history"] = _ROWS(obs.history)
    return {k: fields[k] for k in _OBS_FIELDS}


def _leaf_from(tp: Any, data: Any) -> Any:
    if tp is DiceAction or tp in (Throw, Keep, Stop, Roll):
        return ROLL if data == "roll" else parse_step(data)
    return NOT_MINE


#: The score sheet's turns read back, each once (a seat keeps the rows it was sent).
_READ = RowCache(lambda d: from_jsonable(TurnSummary, d, _leaf_from))


def _observation_from_json(data: dict[str, Any], rules: Any) -> DiceObservation:
    rows = data.get("history", [])
    if not isinstance(rows, list):
        raise ValueError("the score sheet is a list")
    obs: DiceObservation = from_jsonable(
        DiceObservation, {k: v for k, v in data.items() if k != "history"}, _leaf_from,
        {"rules": rules, "history": ()})
    return dataclasses.replace(obs, history=tuple(_READ(rows)))


def _events_from_json(data: Sequence[dict[str, Any]]) -> list[DiceEvent]:
    return [from_jsonable(DiceEvent, e, _leaf_from) for e in data]


#: Each event's JSON, written once for all the seats (every die is public).
_EVENT_DOCS = ByIdentity(lambda e: event_json(e, _fields))


def _events_json(events: Sequence[DiceEvent], seat: int) -> list[dict[str, Any]]:
    return [_EVENT_DOCS(e) for e in events]


KIND: GameKind[DiceGame, DiceAction, DiceObservation, DiceEvent, DiceRules] = GameKind(
    name="dice", record_format="thousand-dice-record", described="a dice game", seats=(2, 8),
    levels=LEVELS, measure_levels=MEASURE_LEVELS,
    replay_main=_replay, make_player=_make_player,
    new_game=_new_game,
    rules_from_json=partial(rules_from_doc, DiceRules.from_options), rules_to_json=rules_doc,
    parse_action=_parse_action,
    net=NetCodec(
        observation_json=_observation_json, events_json=_events_json,
        observation_from_json=_observation_from_json, events_from_json=_events_from_json),
    files=FILES)
