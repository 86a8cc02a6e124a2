"""The card game as the registry knows it (:class:`~thousand_app.games.registry.GameKind`)."""

from __future__ import annotations

import dataclasses
import random
import weakref
from functools import lru_cache, partial
from typing import Any, Optional, Sequence, cast, get_args

from .ai import LEVELS, MEASURE_LEVELS
from .files import FILES
from .engine import (Card, DealSummary, Game, Observation, Preview, Rules, parse_action,
                     to_record)
from .engine.actions import ACTION_TYPES, Action
from .engine.events import Event, redact
from thousand_app.games.jsonview import (NOT_MINE, ByIdentity, LastFields, RowCache,
                                          event_json, from_jsonable, jsonable, rules_doc,
                                          rules_from_doc)
from thousand_app.games.reasons import Reason, reason_from_json, reason_json
from thousand_app.games.registry import GameKind, NetCodec

__all__ = ["KIND"]

_EVENT_TYPES = get_args(Event)
_NO_RULES = frozenset({"rules"})
#: An observation as sent: the deal's events come as they happen (and whole on joining);
#: the score sheet's rows, the previews and the reasons are written apart (below).
_OBS_SKIP = frozenset({"rules", "events", "history", "previews", "refusals", "otherwise"})



def _replay(argv: Sequence[str]) -> int:
    from thousand_app.cards.engine.cli import main
    return main(argv)


def _make_player(level: str, seed: Optional[int]) -> Any:
    from .ai import make_player
    return make_player(level, seed)


def _new_game(rules: Rules, names: Sequence[str]) -> Game:
    # The game's own generator is never drawn from (chance is the caller's), and with no
    # seed none is written in its record.
    return Game(rules, len(names), players=names, rng=random.SystemRandom(), deal=False,
                keep_undo=False)


def _parse_action(text: str, seat: int) -> Action:
    action = parse_action(text)
    if action.seat != seat:
        raise ValueError(f"seat {seat} may make only its own moves, not {text!r}")
    return action


def _leaf(value: Any) -> Any:
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, ACTION_TYPES):
        return str(value)
    if isinstance(value, _EVENT_TYPES):
        return event_json(value, _plain)
    return NOT_MINE


def _plain(value: Any) -> Any:
    """A value's fields as JSON (the event itself not looked up again)."""
    return {f.name: jsonable(getattr(value, f.name), _leaf, _NO_RULES)
            for f in dataclasses.fields(value)}


#: The fields of an observation as sent, in order.
_OBS_FIELDS = tuple(f.name for f in dataclasses.fields(Observation) if f.name not in _OBS_SKIP)
#: Each game's last fields sent (:class:`LastFields`), the game told by its own tuple of
#: names.
_LAST = LastFields(_OBS_FIELDS, lambda v: jsonable(v, _leaf, _OBS_SKIP))


def _observation_json(obs: Observation) -> dict[str, Any]:
    out = _LAST(obs.players, obs.seat, obs)
    out["history"] = _ROWS(obs.history)
    out["previews"] = [[str(a), _preview_doc(p)] for a, p in obs.previews]
    out["refusals"] = [[str(a), _reason_doc(why)] for a, why in obs.refusals]
    out["otherwise"] = None if obs.otherwise is None else _reason_doc(obs.otherwise)
    return out


def _reason_doc(reason: Reason) -> dict[str, Any]:
    """A reason as JSON (:func:`reason_json`), each written once: the same few come in every
    seat's observation on every move."""
    return _reason_docs(reason.code, str(reason), reason.params)


@lru_cache(maxsize=512)
def _reason_docs(code: str, text: str, params: tuple[object, ...]) -> dict[str, Any]:
    return reason_json(Reason(code, text, *params))


#: The score sheet's rows as JSON, each written once; and read back, each once (a seat
#: keeps the rows it was sent).
_ROWS = RowCache(lambda s: jsonable(s, _leaf, _NO_RULES))
_READ = RowCache(lambda d: from_jsonable(DealSummary, d, _leaf_from))


#: Each event's JSON, written once for every seat that sees it alike.
_EVENT_DOCS = ByIdentity(lambda e: event_json(e, _plain))


def _events_json(events: Sequence[Any], seat: int) -> list[dict[str, Any]]:
    return [_EVENT_DOCS(redact(e, seat)) for e in events]


def _leaf_from(tp: Any, data: Any) -> Any:
    if tp is Card:
        return Card.parse(data)
    if tp is Action or tp in ACTION_TYPES:
        return parse_action(data)
    return NOT_MINE


def _observation_from_json(data: dict[str, Any], rules: Any) -> Observation:
    rest = {k: v for k, v in data.items() if k not in _OBS_SKIP}
    obs: Observation = from_jsonable(Observation, rest, _leaf_from,
                                     {"rules": rules, "events": (), "history": (),
                                      "previews": ()})
    rows, previews = data.get("history", []), data.get("previews", [])
    refusals = data.get("refusals", [])
    if not all(isinstance(x, list) for x in (rows, previews, refusals)):
        raise ValueError("the score sheet, the previews and the refusals are lists")
    return dataclasses.replace(
        obs, history=tuple(_READ(rows)),
        previews=tuple((parse_action(a), preview_from_json(p)) for a, p in previews),
        refusals=tuple((parse_action(a), _reason_from(why)) for a, why in refusals),
        otherwise=None if data.get("otherwise") is None else _reason_from(data["otherwise"]))


def _reason_from(data: Any) -> Reason:
    reason = reason_from_json(data)
    if reason is None:
        raise ValueError(f"not a reason: {data!r}")
    return reason


def _events_from_json(data: Sequence[dict[str, Any]]) -> list[Event]:
    return [from_jsonable(Event, e, _leaf_from) for e in data]


class _DealsFrom:
    """``game`` as :func:`to_record` reads it, with only its deals from ``start`` on."""

    def __init__(self, game: Game, start: int) -> None:
        self._game, self.deals = game, game.deals[start:]

    def __getattr__(self, name: str) -> Any:
        return getattr(self._game, name)


#: The record entries of each game's deals over, by the game (gone with it): a deal over
#: never changes in a game without undo (the host's), so the record sent when one more is
#: over writes that one, not the whole game again.
_deals_over: "weakref.WeakKeyDictionary[Game, list[dict[str, Any]]]" = (
    weakref.WeakKeyDictionary())


def _finished_record(game: Game) -> dict[str, Any]:
    over = len(game.deals) - (game.deal_state is not None)  # (the deal in progress: nobody's)
    kept = _deals_over.get(game)
    done: list[dict[str, Any]] = []
    if kept is not None and len(kept) <= over and not game.can_undo:
        done = kept
    doc = to_record(cast(Game, _DealsFrom(game, len(done))) if done else game)
    done = done + doc["deals"][:over - len(done)]
    if not game.can_undo:
        _deals_over[game] = done
    doc["deals"] = list(done)
    return doc


def _preview_doc(p: Preview) -> dict[str, Any]:
    """A preview of the observation as JSON (its events already redacted for the seat)."""
    return {"totals_before": list(p.totals_before), "totals_after": list(p.totals_after),
            "deltas": list(p.deltas), "events": [event_json(e, _plain) for e in p.events],
            "deal_over": p.deal_over}


def preview_from_json(data: dict[str, Any]) -> Preview:
    """The inverse of an observation's preview as JSON (``_preview_doc``)."""
    return Preview(tuple(data["totals_before"]), tuple(data["totals_after"]),
                   tuple(data["deltas"]), tuple(_events_from_json(data["events"])),
                   bool(data["deal_over"]))


KIND: GameKind[Game, Action, Observation, Event, Rules] = GameKind(
    name="cards", record_format="thousand-record", described="a card game", seats=(2, 4),
    levels=LEVELS, measure_levels=MEASURE_LEVELS,
    replay_main=_replay, make_player=_make_player,
    new_game=_new_game,
    rules_from_json=partial(rules_from_doc, Rules.from_options), rules_to_json=rules_doc,
    parse_action=_parse_action,
    net=NetCodec(
        observation_json=_observation_json, events_json=_events_json,
        observation_from_json=_observation_from_json, events_from_json=_events_from_json,
        finished_record=_finished_record),
    files=FILES)
