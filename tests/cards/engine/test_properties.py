"""Random legal games (hypothesis): rules.md section 11 invariants after every action,
legal actions agreeing with the reasons (each refusal a known code), refused actions changing
nothing, observations revealing nothing, and every game round-tripping through its record."""

from __future__ import annotations

import json
import os
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from .helpers import (check_deal_invariants, known_to, observed_cards, sorted_strs,
                                  universe)
from thousand_app.cards.engine import Game, IllegalActionError, Reason, Rules
from thousand_app.cards.engine.reasons import CODES
from thousand_app.cards.engine.record import replay, to_record
from thousand_app.cards.engine.rules import OPTIONS, PRESETS

# CI plays a fixed set; set THOUSAND_PROPERTY_GAMES for a longer, freshly random run.
GAMES_PER_RUN = int(os.environ.get("THOUSAND_PROPERTY_GAMES", "320"))
FRESH = "THOUSAND_PROPERTY_GAMES" in os.environ


@st.composite
def game_setups(draw: st.DrawFn) -> dict[str, Any]:
    preset = draw(st.sampled_from(sorted(PRESETS)))
    n = draw(st.sampled_from([2, 3, 3, 4]))
    options: dict[str, Any] = {}
    for spec in OPTIONS:
        if draw(st.integers(0, 5)) == 0:  # change about one option in six
            if spec.choices:
                options[spec.key] = draw(st.sampled_from(spec.choices))
            elif spec.key in ("barrel_at",):
                options[spec.key] = draw(st.sampled_from([880, 900, 950]))
            elif spec.key == "dump_truck_value":
                options[spec.key] = draw(st.sampled_from([555, 300]))
            else:
                options[spec.key] = draw(st.integers(spec.low, min(spec.high, spec.low + 5)))
    rules = Rules.preset(preset, **options)
    near_barrel = draw(st.booleans())
    if near_barrel:
        totals = [draw(st.integers(rules.barrel_at - 150, rules.barrel_at) .map(lambda x: x - x % 5))
                  for _ in range(n)]
    else:
        totals = [draw(st.integers(-600, 600).map(lambda x: x - x % 5)) for _ in range(n)]
    bolts = [draw(st.integers(0, 2)) for _ in range(n)]
    return {"rules": rules, "n": n, "totals": totals, "bolts": bolts,
            "seed": draw(st.integers(0, 2**32)), "first_dealer": draw(st.integers(0, n - 1)),
            "calm": draw(st.booleans())}


def choose(rng: random.Random, actions: list[Any], calm: bool) -> Any:
    """A random legal action; ``calm`` games bid, raise and concede rarely, so they get further."""
    if calm:
        quiet = [a for a in actions if type(a).__name__ not in ("Bid", "Raise", "Concede", "Redeal")]
        if quiet and rng.random() < 0.85:
            return rng.choice(quiet)
    return rng.choice(actions)


def fingerprint(game: Game) -> str:
    d = game.deal_state
    state = None if d is None else (d.phase, d.to_act, tuple(d.hands), tuple(d.won), d.trick,
                                    d.contract, d.declarer, d.trump, d.moves)
    return json.dumps([game.output(), str(state)], default=str)


def match_invariants(game: Game) -> None:
    m = game.match
    rules = game.rules
    for s in range(game.n):
        if m.winner is None or s != m.winner:
            assert m.totals[s] <= rules.barrel_at, "a total went past the barrel"
        if m.barrel[s] is not None:
            assert m.totals[s] == rules.barrel_at, "on the barrel with another total"
            assert 0 <= m.barrel[s] < rules.barrel_attempts
        if rules.bolts != "off":
            assert 0 <= m.bolts[s] <= 2
    on = {s for s in range(game.n) if m.barrel[s] is not None}
    if rules.barrel_collision == "knock_off" and len(on) > 1:
        # Only players who started the game on it may share it (nobody arrived since).
        assert on <= {s for s in range(game.n) if game.start_totals[s] == rules.barrel_at}, \
            "two players on the barrel"


@pytest.mark.slow
@settings(max_examples=GAMES_PER_RUN, deadline=None, derandomize=not FRESH, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(game_setups())
def test_random_games_keep_every_invariant(setup: dict[str, Any]) -> None:
    rng = random.Random(setup["seed"])
    game = Game(setup["rules"], setup["n"], seed=setup["seed"], first_dealer=setup["first_dealer"],
                start_totals=setup["totals"], start_bolts=setup["bolts"])
    every = universe(game.n)
    steps = 0
    deals = 1
    while not game.is_over and deals <= 12:
        if game.needs_deal:
            game.deal()
            deals += 1
            continue
        d = game.deal_state
        assert d is not None
        check_deal_invariants(d)
        actions = game.all_legal_actions()
        assert actions, "no legal action in a live deal"
        if steps % 9 == 0:
            # The legal actions are exactly those the reasons allow, and a refused
            # action raises and changes nothing.
            legal = {str(a) for a in actions}
            allowed = {str(a) for a in every if game.reason(a) is None}
            assert legal == allowed
            before = fingerprint(game)
            for a in rng.sample(every, 25):
                if str(a) not in legal:
                    reason = game.reason(a)
                    assert isinstance(reason, Reason) and reason.code in CODES, reason
                    try:
                        game.apply(a)
                    except IllegalActionError as e:
                        assert e.reason == reason
                    else:
                        raise AssertionError(f"illegal {a} was applied")
            assert fingerprint(game) == before
            for s in range(game.n):
                obs = game.observation(s)
                assert observed_cards(obs) & ~known_to(game, s) == 0, "observation leaks a card"
                assert sorted_strs(obs.legal_actions) == sorted_strs(game.legal_actions(s))
        game.apply(choose(rng, actions, setup["calm"]))
        steps += 1
        match_invariants(game)
    if game.last_deal is not None:
        check_deal_invariants(game.last_deal)
    # The record replays to the identical result.
    doc = json.loads(json.dumps(to_record(game)))
    again = replay(doc)
    assert again.output() == game.output()
    assert fingerprint(again) == fingerprint(game)


def test_same_seed_same_game() -> None:
    def run(seed: int) -> str:
        rng = random.Random(seed)
        game = Game(Rules(), 3, seed=seed)
        for _ in range(200):
            if game.is_over:
                break
            if game.needs_deal:
                game.deal()
                continue
            game.apply(rng.choice(game.all_legal_actions()))
        return json.dumps(to_record(game))

    assert run(11) == run(11)
    assert run(11) != run(12)


def test_undo_restores_every_step() -> None:
    rng = random.Random(5)
    game = Game(Rules.preset("classic", golden_round="on"), 4, seed=5)
    prints = [fingerprint(game)]
    for _ in range(150):
        if game.needs_deal:
            game.deal()
        else:
            game.apply(rng.choice(game.all_legal_actions()))
        prints.append(fingerprint(game))
    for expected in reversed(prints[:-1]):
        assert game.undo()
        assert fingerprint(game) == expected
    assert game.undo()  # the first deal, dealt by the constructor
    assert game.needs_deal and game.deals == []
    assert not game.undo()
