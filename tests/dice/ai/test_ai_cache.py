"""hard's turn-programme cache: bounded, shared across games, and invisible in the decisions."""

from __future__ import annotations

import random

import pytest

from thousand_app.dice.ai.driver import run_game
from thousand_app.dice.ai.model import STEP, TurnRules, throw_table
from thousand_app.dice.ai.players import (TURN_CACHE, Decision, DicePlayer, HardPlayer,
                                          NormalPlayer, TurnCache)
from thousand_app.dice.ai.turn import Leaves, walk
from thousand_app.dice.engine.game import DiceGame, DiceObservation
from thousand_app.dice.engine.rules import DiceRules

pytestmark = pytest.mark.slow


def _games(rules: DiceRules, n: int, cache: TurnCache, seeds: range,
           max_turns: int) -> list[list[str]]:
    """Play one game per seed, hard in seat ``seed % n`` against normal; hard's decisions."""
    logs = []
    for seed in seeds:
        seat = seed % n
        players: list[DicePlayer] = [NormalPlayer(seed * 10 + k) for k in range(n)]
        players[seat] = HardPlayer(seed, cache=cache)
        log: list[str] = []

        def watch(mover: int, obs: DiceObservation, choice: Decision, took: float,
                  log: list[str] = log, seat: int = seat) -> None:
            if mover == seat:
                log.append(f"{obs.turn_index}:{choice}")
        run_game(DiceGame(rules, n), players, random.Random(seed), max_turns, watch)
        logs.append(log)
    return logs


@pytest.mark.parametrize("preset,n", [("barrel_900", 2), ("exact_thousand", 2), ("classic", 3)])
def test_cached_decisions_are_the_uncached_ones(preset: str, n: int) -> None:
    rules = DiceRules.preset(preset)
    shared = TurnCache(10_000)
    cached = _games(rules, n, shared, range(4), max_turns=70)
    # no cache at all: every decision walks its turn again
    bare = _games(rules, n, TurnCache(0), range(4), max_turns=70)
    assert cached == bare and all(len(log) > 20 for log in cached)
    stats = shared.stats()
    decisions = sum(len(log) for log in cached)
    assert stats["walks"] < decisions / 2  # a turn's decisions share one walk
    assert stats["positions"] <= 10_000 and stats["programmes"] == stats["walks"]


def test_the_cache_carries_over_games_and_stays_bounded() -> None:
    rules = DiceRules.preset("classic")
    cache = TurnCache(10_000)
    _games(rules, 2, cache, range(6), max_turns=200)
    before = cache.stats()
    again = _games(rules, 2, cache, range(6), max_turns=200)  # the same games again
    after = cache.stats()
    assert after["walks"] == before["walks"]  # every programme came from the cache
    assert after["position_hits"] > before["position_hits"]
    assert again == _games(rules, 2, TurnCache(10_000), range(6), max_turns=200)
    small = TurnCache(5)
    _games(rules, 2, small, range(2), max_turns=200)
    assert small.stats()["positions"] <= 5 and small.stats()["programmes"] <= 5
    assert small.stats()["walks"] > 5


def test_programmes_are_shared_by_their_inputs() -> None:
    """Two positions whose turn ends are worth the same share one walk: the counters of a
    seat that settlement does not touch (classic has no bolts) do not matter."""
    rules = DiceRules.preset("classic")
    cache = TurnCache(100)
    hard = HardPlayer(0, cache=cache)
    a = DiceGame(rules, 2, start_totals=[300, 200], start_entry=[75, 75])
    b = DiceGame(rules, 2, start_totals=[300, 200], start_entry=[75, 75], start_falls=[0, 1])
    tva, tvb = hard.turn_values(a.observation(0)), hard.turn_values(b.observation(0))
    assert tva is not None and tva is tvb
    assert cache.stats()["walks"] == 1 and cache.stats()["input_hits"] == 1


def test_the_default_cache_is_shared() -> None:
    assert HardPlayer(1).cache is TURN_CACHE and HardPlayer(2).cache is TURN_CACHE


@pytest.mark.parametrize("preset", ["classic", "exact_thousand", "barrel_900"])
def test_compact_programme_reads_the_same_values(preset: str) -> None:
    rules = DiceRules.preset(preset)
    rng = random.Random(4)
    for t0 in (0, 150, 600):
        turn = TurnRules(rules, t0, t0 > 0)
        leaves = Leaves(tuple(rng.random() for _ in range(turn.top + 1)), 0.2, 0.3, 0.1, 0.05)
        full = walk(throw_table(rules), turn, leaves)
        small = full.compact()
        assert small.start == full.start
        for s in range(0, (turn.top + 3) * STEP, STEP):
            for d in range(6):
                for c in (False, True):
                    assert small.after_keep_value(s, d, c) == full.after_keep_value(s, d, c)
                if d:
                    assert small.throw_value(s, d) == full.throw_value(s, d)


def test_the_cache_is_bounded_by_memory() -> None:
    """Issue 39: the cache grew about 1 MB a game up to 6,000 programmes (over 100 MB); it
    now keeps what fits in its bytes (the programmes' rows counted), and plays the same."""
    from thousand_app.dice.ai.players import TURN_CACHE, programme_bytes

    assert TURN_CACHE.max_bytes <= 8 << 20
    rules = DiceRules.preset("classic")
    cache = TurnCache(10_000, max_bytes=200_000)
    played = _games(rules, 3, cache, range(3), max_turns=200)
    stats = cache.stats()
    assert stats["walks"] > stats["programmes"] and 0 < cache.bytes <= 200_000
    assert cache.bytes == sum(programme_bytes(tv) for tv in cache.by_inputs.values())
    # (a position's key of its programme holds the turn's end values: none outlives it)
    assert all(inputs in cache.by_inputs for inputs in cache.by_position.values())
    assert played == _games(rules, 3, TurnCache(10_000), range(3), max_turns=200)


def test_the_table_memo_of_states_is_bounded() -> None:
    """Issue 39: the shared table's memo of state indices kept every full state it was asked
    for (about 1,000 more each ten three-player games, falls and overshoots counted); it now
    keeps at most SEEN_MAX, and the values read are the same."""
    from thousand_app.dice.ai.model import PState
    from thousand_app.dice.ai.tables import SEEN_MAX, WinTable, table_for

    rules = DiceRules.preset("classic")
    shared = table_for(rules)
    assert shared is not None
    table, fresh = WinTable(rules, shared.table), WinTable(rules, shared.table)
    states = [PState(total, entry, 0, falls, 0, over)
              for total in range(0, 1000, 5) for entry in (None, 75, 100)
              for falls in range(3) for over in range(4)]
    assert len(states) > SEEN_MAX
    rng = random.Random(39)
    for me, opp in zip(states, rng.sample(states, len(states))):
        fresh._seen.clear()
        assert table.value(me, opp) == fresh.value(me, opp)
        assert len(table._seen) <= SEEN_MAX


def test_a_programme_s_bytes_count_its_turn_end_values() -> None:
    """The key a programme is kept by holds its turn's end values (a float for each stop:
    about 200 in classic rules): the cache's bound counts them too."""
    import dataclasses

    from thousand_app.dice.ai.players import programme_bytes

    rules = DiceRules.preset("classic")
    turn = TurnRules(rules, 0, False)
    leaves = Leaves(tuple(i / 1000 for i in range(turn.top + 1)), 0.2, 0.3, 0.1, 0.05)
    tv = walk(throw_table(rules), turn, leaves).compact()
    bare = dataclasses.replace(tv, leaves=dataclasses.replace(leaves, stop=()))
    assert programme_bytes(tv) - programme_bytes(bare) >= 32 * len(leaves.stop)
