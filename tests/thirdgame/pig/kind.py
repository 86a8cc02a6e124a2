"""Pig as the registry knows it: its GameKind (engine, network parts, files and statistics),
written only with what ``thousand_app.games`` offers every game."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, fields
from functools import partial
from typing import Any, Optional, Sequence, get_args

from thousand_app.games.files import open_regular
from thousand_app.games.jsonview import (NOT_MINE, event_json, from_jsonable, jsonable,
                                          rules_doc, rules_from_doc)
from thousand_app.games.registry import GameKind, NetCodec
from thousand_app.games.saving import GameFiles, PlayerCounts, StatsTables

from . import ai
from .engine import (ROLL, UNDO_DEPTH, Die, Hold, PigAction, PigError, PigEvent, PigGame, PigObservation,
                     PigRules, Roll, parse_action, replay, to_record)

__all__ = ["KIND"]

_EVENTS = get_args(PigEvent)
_NO_RULES = frozenset({"rules"})


def _replay_main(argv: Sequence[str]) -> int:
    """``thousand-replay`` for a Pig record: prints the replay's output."""
    try:
        with open_regular(argv[0]) as f:
            game = replay(json.loads(f.read().decode("utf-8-sig")))
    except (OSError, ValueError) as e:
        print(f"error: {e}")
        return 1
    print(json.dumps(game.output()))
    return 0


def _new_game(rules: PigRules, names: Sequence[str]) -> PigGame:
    return PigGame(rules, len(names), players=names, seed=None, keep_undo=False)


def _parse_action(text: str, seat: int) -> PigAction:
    action = parse_action(text)
    if isinstance(action, Die):
        raise ValueError('the die is rolled by the host: send "roll"')
    return action


def _leaf(value: Any) -> Any:
    if isinstance(value, (Roll, Hold, Die)):
        return str(value)
    if isinstance(value, _EVENTS):
        return event_json(value, lambda v: {f.name: jsonable(getattr(v, f.name), _leaf)
                                              for f in fields(v)})
    return NOT_MINE


def _leaf_from(tp: Any, data: Any) -> Any:
    if tp in (Roll, Hold, Die) or tp == PigAction:
        return parse_action(data)
    return NOT_MINE


def observation_json(obs: PigObservation) -> dict[str, Any]:
    out: dict[str, Any] = jsonable(obs, _leaf, _NO_RULES)
    out["legal_actions"] = [str(a) for a in obs.legal_actions if not isinstance(a, Die)]
    return out


def observation_from_json(data: dict[str, Any], rules: PigRules) -> PigObservation:
    data = {**data, "legal_actions": [a for a in data.get("legal_actions", [])]}
    obs: PigObservation = from_jsonable(PigObservation, data, _leaf_from, {"rules": rules})
    return obs


def events_json(events: Sequence[PigEvent], seat: int) -> list[dict[str, Any]]:
    return [_leaf(e) for e in events]


def events_from_json(data: Sequence[dict[str, Any]]) -> list[PigEvent]:
    return [from_jsonable(PigEvent, e, _leaf_from) for e in data]


# -- files and statistics ---------------------------------------------------------------------
@dataclass
class PigPlayerStats(PlayerCounts):
    turns: int = 0
    turn_points: int = 0
    busts: int = 0


COUNTS = tuple(f.name for f in fields(PigPlayerStats) if f.name != "name")


def contribution(game: PigGame, humans: Sequence[tuple[int, str]],
                 takebacks: bool = False) -> list[tuple[int, PigPlayerStats]]:
    out = []
    history = game.history
    for seat, name in humans:
        p = PigPlayerStats(name)
        for turn in history:
            if turn.player == seat:
                p.turns += 1
                p.turn_points += turn.points
                p.busts += turn.end == "bust"
        if history:
            p.games_played = 1
            p.games_finished = int(game.is_over)
            p.games_won = int(game.winner == seat)
        out.append((seat, p))
    return out


def derived_id(record: Any) -> str:
    text = json.dumps(record if isinstance(record, dict) else None, sort_keys=True, default=str)
    return "pig-" + hashlib.sha256(text.encode()).hexdigest()[:20]


FILES = GameFiles(
    save_format="pig-save", save_schema=1, save_migrations={}, game_type=PigGame,
    to_record=to_record, replay=replay, errors=(PigError,), derived_id=derived_id,
    entries="turns", undo_depth=UNDO_DEPTH, seat_levels=ai.LEVELS + ai.MEASURE_LEVELS,
    keeps_analyses=False, autosave_name="pig-autosave.json",
    stats=StatsTables(prefix="pig_", length="turns", record=PigPlayerStats, counts=COUNTS,
                      best=None, flags=("takebacks",), contribution=contribution,
                      due=lambda game, takebacks: ("over", takebacks) if game.is_over
                      else None))


def _make_player(level: str, seed: Optional[int]) -> Any:
    return ai.make_player(level, seed)


KIND: GameKind[PigGame, PigAction, PigObservation, PigEvent, PigRules] = GameKind(
    name="pig", record_format="pig-record", described="a game of Pig", seats=(2, 4),
    levels=ai.LEVELS, measure_levels=ai.MEASURE_LEVELS,
    replay_main=_replay_main, make_player=_make_player, files=FILES,
    new_game=_new_game,
    rules_from_json=partial(rules_from_doc, PigRules.from_options), rules_to_json=rules_doc,
    parse_action=_parse_action, action_text=str,
    net=NetCodec(observation_json=observation_json, events_json=events_json,
                 observation_from_json=observation_from_json, events_from_json=events_from_json))

#: The roll a person's seat sends (chance then rolls).
ROLL_TEXT = str(ROLL)
