"""Every registered game behaves as the game protocol says (as OpenSpiel's random_sim_test runs
every game): random playouts from fixed seeds in which

- the legal actions agree with ``reason`` (a refused action has a reason with a code, a legal
  one has none, and a refused action changes nothing),
- apply then undo gives the same game back (where the game keeps its history),
- the record replays to the same game, through JSON,
- an observation (and the events a seat is sent) reads back from its JSON to the same JSON,
- chance's outcomes come from the engine's chance API: accepted, the same on the same seed,
  spread out (and as the engine says, where it lists them with their probabilities),
- no seat's observation holds what it may not see (another seat's hidden cards, the dice to
  come),
- where an observation carries what its table shows (the score sheet's ``history``, the
  ``previews`` and ``refusals`` of the seat to act), it is the game's own: the sheet is the
  game's from its first row for every seat, only the seat to act has previews and refusals,
  a preview is of a legal move and a refusal is the game's reason for that move.

The games are the app's registry and the third game the tests plug in (Pig,
``tests/thirdgame``).  A game is built only through its kind: its rules from a record's
``rules`` object, its engine's class (``files.game_type``), its JSON parts.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any, Callable, Iterator, Optional

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.thirdgame.pig.kind import KIND as PIG
from tests.thirdgame.pig.register import registered
from thousand_app.games.reasons import Reason
from thousand_app.games.registry import GameKind
from thousand_app.kinds import REGISTRY

#: Every game of the app, and the third game the tests plug in.
NAMES = (*REGISTRY.names, PIG.name)
SEEDS = (1, 2, 3)
#: Steps of one playout in the fast loop (the slow variant plays longer ones).
STEPS = 120


@pytest.fixture(autouse=True)
def _third_game() -> Iterator[None]:
    with registered():
        yield


def new_game(kind: GameKind, seed: int, seats: Optional[int] = None) -> Any:
    """A game of ``kind`` with its classic rules, its own chance seeded, keeping its history."""
    assert kind.rules_from_json is not None and kind.files is not None
    rules = kind.rules_from_json({"preset": "classic"})
    n = seats if seats is not None else min(max(3, kind.seats[0]), kind.seats[1])
    return kind.files.game_type(rules, n, players=[f"P{i}" for i in range(n)], seed=seed,
                                keep_undo=True)


def playout(kind: GameKind, seed: int, steps: int = STEPS,
            seats: Optional[int] = None) -> Iterator[tuple[Any, Any, list[Any]]]:
    """(game, the action applied, its events) after every step of a random playout."""
    game = new_game(kind, seed, seats)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.is_over:
            return
        action = game.sample_chance(rng) if game.chance_pending \
            else rng.choice(game.legal_actions())
        events = game.apply(action)
        yield game, action, events


def state(kind: GameKind, game: Any) -> Any:
    """All there is to compare of a game: its output, record and every seat's view."""
    assert kind.files is not None and kind.net is not None
    return (game.output(), kind.files.to_record(game),
            [kind.codec().observation_json(game.observation(s)) for s in range(game.n)])


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("seed", SEEDS)
def test_legal_actions_agree_with_reason(name: str, seed: int) -> None:
    check_reasons(REGISTRY.get(name), seed, STEPS)


@pytest.mark.parametrize("name", NAMES)
def test_every_refusal_has_a_reason_code(name: str) -> None:
    uncoded = [u for seed in SEEDS for u in check_reasons(REGISTRY.get(name), seed, STEPS)]
    assert not uncoded, uncoded[:5]


def check_reasons(kind: GameKind, seed: int, steps: int) -> list[tuple[str, str]]:
    """Check a playout's legal actions against ``reason``; the refusals met whose reason is a
    bare sentence (no :class:`Reason` with a code): (action, sentence)."""
    seen: dict[str, Any] = {}          # every action met so far, by its text
    pick = random.Random(seed)
    checked = refused = 0
    uncoded: list[tuple[str, str]] = []
    for game, action, _ in playout(kind, seed, steps):
        if game.is_over:
            assert game.legal_actions() == [] and game.to_act is None
            break
        seen.setdefault(str(action), action)
        if game.chance_pending:
            continue
        assert game.to_act is not None and 0 <= game.to_act < game.n
        legal = game.legal_actions()
        assert legal, "a seat to act has a legal action"
        for a in legal:
            seen.setdefault(str(a), a)
            assert game.reason(a) is None, (str(a), game.reason(a))
        texts = {str(a) for a in legal}
        others = [a for t, a in seen.items() if t not in texts]
        before = state(kind, game)
        for a in pick.sample(others, min(len(others), 6)):
            why = game.reason(a)
            assert isinstance(why, str) and why, (str(a), why)
            if not (isinstance(why, Reason) and why.code):
                uncoded.append((str(a), why))
            with pytest.raises(Exception):
                game.apply(a)
            refused += 1
        if others:
            assert state(kind, game) == before, "a refused action changed nothing"
        checked += 1
    assert checked > 5 and refused > 0
    return uncoded


@pytest.mark.parametrize("name", NAMES)
def test_apply_then_undo_gives_the_same_game_back(name: str) -> None:
    kind = REGISTRY.get(name)
    undone = 0
    for game, _, _ in playout(kind, 7):
        if game.is_over:
            break
        before = state(kind, game)
        action = game.sample_chance(random.Random(undone)) if game.chance_pending \
            else game.legal_actions()[-1]
        game.apply(action)
        if not game.can_undo:
            pytest.skip(f"{name} keeps no history to undo")   # (never: all three keep one)
        assert game.undo()
        assert state(kind, game) == before, f"undo of {action}"
        undone += 1
    assert undone > 10


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("seed", SEEDS)
def test_a_record_replays_to_the_same_game(name: str, seed: int) -> None:
    kind = REGISTRY.get(name)
    files = kind.files
    assert files is not None
    for i, (game, _, _) in enumerate(playout(kind, seed)):
        if i % 17 == 0 or game.is_over:
            doc = json.loads(json.dumps(files.to_record(game)))
            again = files.replay(doc)
            assert again.output() == game.output()
            assert files.to_record(again) == doc
            assert kind.record_format == doc["format"] and REGISTRY.by_format(doc["format"])


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("seed", SEEDS)
def test_observations_and_events_read_back_from_their_json(name: str, seed: int) -> None:
    kind = REGISTRY.get(name)
    assert kind.net is not None
    for game, _, events in playout(kind, seed):
        for s in range(game.n):
            data = kind.codec().observation_json(game.observation(s))
            text = json.dumps(data, allow_nan=False)
            back = kind.codec().observation_from_json(json.loads(text), game.rules)
            assert kind.codec().observation_json(back) == data
            sent = json.loads(json.dumps(kind.codec().events_json(events, s), allow_nan=False))
            assert kind.codec().events_json(kind.codec().events_from_json(sent), s) == sent


def first_chance(kind: GameKind, seed: int) -> Any:
    """A game at its first chance step (played at random up to there)."""
    game = new_game(kind, seed)
    rng = random.Random(seed)
    while not game.chance_pending:
        assert not game.is_over
        game.apply(rng.choice(game.legal_actions()))
    return game


@pytest.mark.parametrize("name", NAMES)
def test_chance_outcomes_come_from_the_engine_and_are_spread(name: str) -> None:
    kind = REGISTRY.get(name)
    game = first_chance(kind, 3)
    draws = 600
    outcomes = Counter(str(game.sample_chance(random.Random(i))) for i in range(draws))
    assert str(game.sample_chance(random.Random(5))) == str(game.sample_chance(random.Random(5)))
    rng = random.Random(9)
    for _ in range(20):
        a = game.sample_chance(rng)
        assert game.reason(a) is None
    assert len(outcomes) >= 6 and max(outcomes.values()) <= 0.4 * draws, outcomes.most_common(3)
    listed: Optional[Callable[[], list[tuple[Any, float]]]] = getattr(game, "chance_outcomes",
                                                                      None)
    if listed is not None:   # (a game that lists its outcomes: the draws follow it)
        probs = {str(a): p for a, p in listed()}
        assert abs(sum(probs.values()) - 1) < 1e-9 and set(outcomes) <= set(probs)
        for text, p in probs.items():
            sd = (draws * p * (1 - p)) ** 0.5
            assert abs(outcomes[text] - draws * p) <= 5 * sd, (text, outcomes[text])


def _strings(data: Any) -> set[str]:
    """Every string in JSON data, and each word of it (a card in an action's text)."""
    if isinstance(data, str):
        return {data, *data.split()}
    if isinstance(data, dict):
        return set().union(*map(_strings, data.values())) if data else set()
    if isinstance(data, list):
        return set().union(*map(_strings, data)) if data else set()
    return set()


def _cards_hidden(me: dict[str, Any], other: dict[str, Any], seat: int) -> set[str]:
    """Another seat's cards in hand, but those this seat gave it (the declarer knows them)
    and a talon shown to everyone (its cards are known wherever they went)."""
    given = {card for card, to in me["given"] if card is not None and to == seat}
    shown = set(me["talon"] or ()) if me["talon_public"] else set()
    return set(other["hand"]) - given - shown


#: What seat ``me`` may not see of seat ``other``'s view: (my JSON, its JSON, its seat) ->
#: strings; None for a game whose seats see everything but the chance to come (see the next
#: test).  Every game must say.
HIDDEN: dict[str, Optional[Callable[[dict[str, Any], dict[str, Any], int], set[str]]]] = {
    "cards": _cards_hidden,
    "dice": None,
    PIG.name: None,
}


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("seed", SEEDS)
def test_no_seat_sees_what_is_hidden_from_it(name: str, seed: int) -> None:
    assert name in HIDDEN, f"say what {name}'s seats may not see of each other"
    probe = HIDDEN[name]
    if probe is None:
        return
    kind = REGISTRY.get(name)
    assert kind.codec().observation_json and kind.codec().events_json
    hidden_seen = 0
    for game, _, events in playout(kind, seed):
        views = [kind.codec().observation_json(game.observation(s)) for s in range(game.n)]
        for s in range(game.n):
            mine = _strings(views[s]) | _strings(kind.codec().events_json(events, s))
            for t in range(game.n):
                if t != s:
                    hidden = probe(views[s], views[t], t)
                    hidden_seen += len(hidden)
                    assert not hidden & mine, (s, t, hidden & mine)
    assert hidden_seen > 0, "the playout met hidden things"


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("seed", SEEDS)
def test_what_an_observation_carries_for_its_table_is_the_games(name: str, seed: int) -> None:
    kind = REGISTRY.get(name)
    shown = 0
    for game, _, _ in playout(kind, seed):
        for s in range(game.n):
            obs = game.observation(s)
            if hasattr(obs, "history"):
                assert tuple(obs.history) == tuple(game.history)
            previews = getattr(obs, "previews", ())
            refusals = getattr(obs, "refusals", ())
            if s != game.to_act:
                assert not previews and not refusals, (s, game.to_act)
                continue
            for action, _preview in previews:
                assert action in obs.legal_actions and game.reason(action) is None
            for action, why in refusals:
                assert action not in obs.legal_actions and why == game.reason(action)
                assert getattr(why, "code", None) == game.reason(action).code
            shown += len(previews) + len(refusals)
    if name != PIG.name:
        assert shown > 0, "the playout met previews and refusals"


@pytest.mark.parametrize("name", NAMES)
def test_no_observation_depends_on_the_chance_to_come(name: str) -> None:
    """The same game with its own generator seeded otherwise shows every seat the same: no
    observation holds the next deal or throw."""
    kind = REGISTRY.get(name)
    files = kind.files
    assert files is not None and kind.codec().observation_json is not None
    for i, (game, _, _) in enumerate(playout(kind, 4)):
        if i % 13:
            continue
        doc = json.loads(json.dumps(files.to_record(game)))
        for seed in (11, 999_999, 2 ** 40 + 3):
            other = files.replay({**doc, "seed": seed})
            for s in range(game.n):
                assert kind.codec().observation_json(other.observation(s)) == \
                    kind.codec().observation_json(game.observation(s)), (seed, s)


@pytest.mark.slow
@settings(max_examples=12, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 2 ** 31), name=st.sampled_from(NAMES))
def test_long_random_playouts_keep_the_protocol(seed: int, name: str) -> None:
    kind = REGISTRY.get(name)     # (Pig registered for the whole test by the fixture)
    check_reasons(kind, seed, 2000)
    files = kind.files
    assert files is not None
    *_, (game, _, _) = playout(kind, seed, 2000)
    assert files.replay(json.loads(json.dumps(files.to_record(game)))).output() == \
        game.output()
