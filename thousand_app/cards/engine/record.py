"""Game records (``thousand-record`` version 2, record-format.md): read, validate, replay, write.

Version 2 records every answer to the opening claims (``"1 decline"``); a version 1 record
has none: its replay declines for every seat asked before the move it holds (what a seat
that made no claim had done), so old records play as they did.

>>> import json
>>> g = Game(Rules(), 3, seed=5)
>>> doc = to_record(g)
>>> doc["format"], doc["version"], len(doc["deals"])
('thousand-record', 2, 1)
>>> replay(json.loads(json.dumps(doc))).output() == g.output()
True
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from typing import Any, Mapping, Optional

from .actions import DEAD, Action, Dark, Decline, Redeal, parse_action
from .cards import Card, card_strs, mask_of
from .deal import Layout
from .errors import IllegalActionError, RecordError, RulesError
from .game import CardLocations, Game, Observation
from .rules import Rules

FORMAT = "thousand-record"
VERSION = 2
#: The versions this program reads: 1 (no declines recorded) and 2.
VERSIONS = (1, 2)


def to_record(game: Game) -> dict[str, Any]:
    """The game as a record document (every deal's cards and moves)."""
    two_talons = game.rules.two_talons(game.n)
    dead_hand = game.rules.dead_hand(game.n)
    deals = []
    for layout, moves in game.deals:
        entry: dict[str, Any] = {"hands": [card_strs(h) for h in layout.hands]}
        if two_talons:
            entry["talon"] = [card_strs(t) for t in layout.talons]
        else:
            entry["talon"] = card_strs(layout.talons[0])
        if dead_hand:
            entry["dead"] = card_strs(layout.dead)
        entry["moves"] = [str(a) for a in moves]
        deals.append(entry)
    doc: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "rules": {"preset": game.rules.preset_name, "options": game.rules.options()},
        "players": list(game.players),
        "first_dealer": game.first_dealer,
        "start_totals": list(game.start_totals),
        "start_bolts": list(game.start_bolts),
    }
    if game.seed is not None:
        doc["seed"] = game.seed
    doc["deals"] = deals
    return doc


def _fail(message: str) -> RecordError:
    return RecordError(f"invalid record: {message}")


def _int_list(doc: Mapping[str, Any], key: str, n: int) -> list[int] | None:
    value = doc.get(key)
    if value is None:
        return None
    if not isinstance(value, list) or len(value) != n or not all(
            type(v) is int for v in value):
        raise _fail(f"{key!r} must be a list of {n} whole numbers")
    return value


def _cards(value: Any, where: str) -> int:
    if not isinstance(value, list) or not all(isinstance(c, str) for c in value):
        raise _fail(f"{where} must be a list of cards like \"AH\"")
    try:
        cards = [Card.parse(c) for c in value]
    except ValueError as e:
        raise _fail(f"{where}: {e}") from None
    m = mask_of(cards)
    if m.bit_count() != len(cards):
        dup = next(c for i, c in enumerate(cards) if c in cards[:i])
        raise RecordError(f"{where}: card {dup} appears twice")
    return m


def _layout(entry: Mapping[str, Any], k: int, game: Game) -> Layout | None:
    keys = [key for key in ("hands", "talon", "dead") if key in entry]
    if not keys:
        return None
    two_talons = game.rules.two_talons(game.n)
    dead_hand = game.rules.dead_hand(game.n)
    where = f"deal {k}"
    hands = entry.get("hands")
    if not isinstance(hands, list) or len(hands) != game.n:
        raise _fail(f"{where}: 'hands' must list the cards of each of the {game.n} seats")
    hand_masks = tuple(_cards(h, f"{where}, hand of seat {i}") for i, h in enumerate(hands))
    talon = entry.get("talon")
    if two_talons:
        if not isinstance(talon, list) or len(talon) != 2 or not all(
                isinstance(t, list) for t in talon):
            raise _fail(f"{where}: 'talon' must be two lists of 2 cards (two_talons)")
        talons = tuple(_cards(t, f"{where}, talon {i}") for i, t in enumerate(talon))
    else:
        talons = (_cards(talon, f"{where}, talon"),)
    dead = 0
    if dead_hand:
        if "dead" not in entry:
            raise _fail(f"{where}: 'dead' must hold the dead hand (dead_hand)")
        dead = _cards(entry["dead"], f"{where}, dead hand")
    elif "dead" in entry:
        raise _fail(f"{where}: 'dead' is only for the 2-player dead_hand mode")
    return Layout(hand_masks, talons, dead)


def game_from_header(doc: Any) -> Game:
    """Validate a record's header and make the game it starts (no deal dealt)."""
    if not isinstance(doc, dict):
        raise _fail("the document must be a JSON object")
    if doc.get("format") != FORMAT:
        raise _fail(f"'format' must be {FORMAT!r}")
    if doc.get("version") not in VERSIONS or type(doc.get("version")) is not int:
        raise _fail(f"'version' must be 1 or {VERSION} (this program reads versions 1 to "
                    f"{VERSION})")
    rules_doc = doc.get("rules")
    if not isinstance(rules_doc, dict):
        raise _fail("'rules' must be an object with 'preset' and 'options'")
    options = rules_doc.get("options", {})
    if not isinstance(options, dict):
        raise _fail("'rules.options' must be an object")
    try:
        rules = Rules.from_options(rules_doc.get("preset", "classic"), options)
    except RulesError as e:
        raise _fail(str(e)) from None
    players = doc.get("players")
    if not isinstance(players, list) or not 2 <= len(players) <= 4 or not all(
            isinstance(p, str) for p in players):
        raise _fail("'players' must be a list of 2 to 4 names")
    n = len(players)
    first_dealer = doc.get("first_dealer", 0)
    if type(first_dealer) is not int or not 0 <= first_dealer < n:
        raise _fail(f"'first_dealer' must be a seat from 0 to {n - 1}")
    seed = doc.get("seed")
    if seed is not None and type(seed) is not int:
        raise _fail("'seed' must be a whole number")
    if not isinstance(doc.get("deals"), list):
        raise _fail("'deals' must be a list")
    try:
        return Game(rules, n, players=players, first_dealer=first_dealer,
                    start_totals=_int_list(doc, "start_totals", n),
                    start_bolts=_int_list(doc, "start_bolts", n),
                    seed=seed if seed is not None else 0, deal=False, keep_undo=False)
    except RulesError as e:
        raise _fail(str(e)) from None


def replay(doc: Any, *, keep_undo: bool = False) -> Game:
    """Replay a record document; raise :class:`RecordError` naming the deal and move."""
    game = game_from_header(doc)
    game.keep_undo = keep_undo
    has_seed = isinstance(doc, dict) and doc.get("seed") is not None
    if not has_seed:
        game.seed = None
    return replay_more(game, doc["deals"], 0, has_seed=has_seed, version=doc["version"])


def replay_more(game: Game, deals: Any, first: int, *, has_seed: bool = False,
                version: int = VERSION) -> Game:
    """Play ``deals`` (a record's deal entries, the first of them deal number ``first``) on
    from ``game`` (a record's replay so far): what a network seat does with the deals the
    host sends after each deal, without playing the earlier ones again.  ``version``: the
    record's (1: the declines are not written, :func:`_apply_move`)."""
    for k, entry in enumerate(deals, first):
        if not isinstance(entry, dict):
            raise _fail(f"deal {k} must be an object")
        moves = entry.get("moves", [])
        if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
            raise _fail(f"deal {k}: 'moves' must be a list of strings")
        if game.is_over:
            raise RecordError(f"deal {k}: the game is already over")
        if not game.needs_deal:
            raise RecordError(f"deal {k - 1} is not finished but another deal follows it")
        layout = _layout(entry, k, game)
        if layout is None and not has_seed:
            raise _fail(f"deal {k} gives no cards and the record has no seed")
        try:
            game.deal(layout)
        except IllegalActionError as e:
            raise RecordError(f"deal {k}: {e.reason}") from None
        for i, text in enumerate(moves):
            _apply_move(game, k, i, text, version)
    return game


def record_version(doc: Any) -> int:
    """The record's version (the current one where it says none that is valid)."""
    v = doc.get("version") if isinstance(doc, dict) else None
    return v if type(v) is int and v in VERSIONS else VERSION


def decline_before(game: Game, action: Action) -> None:
    """A version 1 record: the seats asked about their opening claims before ``action`` (a
    claim of the seat asked) declined, as they did then without a record of it."""
    d = game.deal_state
    while d is not None and d.asking and not (
            action.seat == d.to_act and isinstance(action, (Redeal, Dark, Decline))):
        game.apply(Decline(d.to_act))


def _apply_move(game: Game, k: int, i: int, text: str, version: int = VERSION) -> Action:
    """Apply move ``i`` (``text``) of deal ``k``; :class:`RecordError` naming it if it cannot
    be (version 1: the declines before it first)."""
    if game.deal_state is None:
        raise RecordError(f'deal {k}, move {i} ("{text}"): the deal is already over', k, i, text)
    try:
        action = parse_action(text)
    except ValueError as e:
        raise RecordError(f'deal {k}, move {i} ("{text}"): {e}', k, i, text) from None
    try:
        if version < 2:
            decline_before(game, action)
        game.apply(action)
    except IllegalActionError as e:
        raise RecordError(f'deal {k}, move {i} ("{text}"): {e.reason}', k, i, text) from None
    return action


def record_before(doc: Any, deal: int) -> dict[str, Any]:
    """The record cut so that its last deal is ``deal``, with none of its moves made."""
    deals = doc.get("deals") if isinstance(doc, dict) else None
    if not isinstance(deals, list) or not 0 <= deal < len(deals):
        raise RecordError(f"the record has no deal {deal}")
    entry = deals[deal]
    if not isinstance(entry, dict):
        raise RecordError(f"invalid record: deal {deal} must be an object")
    return dict(doc, deals=[*deals[:deal], dict(entry, moves=[])])


@dataclass(frozen=True)
class ReplayStep:
    """The table at one point of a replayed deal, as the players and the open view see it."""

    #: The move that led here (its 0-based index in the deal's moves); None for the deal as
    #: dealt.
    move: Optional[int]
    action: Optional[Action]
    #: Each seat's view, by seat.
    views: tuple[Observation, ...]
    #: Every card (None once the deal is over: the last step shows the deal's end).
    cards: Optional[CardLocations]


@dataclass(frozen=True)
class DealReplay:
    """One deal of a record replayed step by step (:func:`replay_deal`)."""

    deal: int
    players: tuple[str, ...]
    n_players: int
    #: Step 0 is the deal as dealt; step ``k`` the table after move ``k - 1``.
    steps: tuple[ReplayStep, ...]


def replay_deal(doc: Any, deal: int) -> DealReplay:
    """Deal ``deal`` of a record replayed move by move, every seat's view kept at each step
    (the deal review); :class:`RecordError` naming the deal and move if it cannot be.

    >>> g = Game(Rules(), 3, seed=4)
    >>> while not g.history:
    ...     _ = g.apply(g.legal_actions()[0])
    >>> r = replay_deal(to_record(g), 0)
    >>> len(r.steps) == len(g.deals[0][1]) + 1, r.steps[0].action, r.steps[-1].cards
    (True, None, None)
    """
    game = replay(record_before(doc, deal))
    moves = doc["deals"][deal].get("moves", [])
    if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
        raise _fail(f"deal {deal}: 'moves' must be a list of strings")

    def step(move: Optional[int], action: Optional[Action]) -> ReplayStep:
        return ReplayStep(move, action, tuple(game.observation(s) for s in range(game.n)),
                          game.card_locations())

    steps = [step(None, None)]
    version = record_version(doc)
    for i, text in enumerate(moves):
        steps.append(step(i, _apply_move(game, deal, i, text, version)))
    return DealReplay(deal, game.players, game.n, tuple(steps))


def loads(text: str) -> Game:
    """Parse and replay a record given as JSON text."""
    try:
        doc = json.loads(text)
    except (json.JSONDecodeError, RecursionError) as e:
        raise RecordError(f"invalid record: not valid JSON ({e})") from None
    except ValueError:
        # A number past Python's int-str limit (sys.get_int_max_str_digits()).
        raise RecordError(f"invalid record: a number has more than {_max_digits()} digits"
                          ) from None
    return replay(doc)


def _max_digits() -> int:
    return sys.get_int_max_str_digits()


def dumps(game: Game) -> str:
    return json.dumps(to_record(game), ensure_ascii=False, indent=1)


__all__ = ["to_record", "replay", "replay_more", "loads", "dumps", "game_from_header", "record_before",
           "replay_deal", "DealReplay", "ReplayStep", "FORMAT", "VERSION", "VERSIONS", "DEAD",
           "decline_before", "record_version"]
