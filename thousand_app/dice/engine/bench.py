"""Dice engine speed, on one core: ``python -m thousand_app.dice.engine.bench [--json] [--seconds S]``.

Three figures, each for complete random games (3 players, classic rules: the random
player keeps a uniformly random legal keep and, when it may choose, stops or throws
with even chances):

- ``games_per_s``: games played by the engine's rules core compiled by numba
  (:func:`play_random`: the turn and the settlement by the
  very functions :class:`DiceGame` calls, the legal keeps from the engine's tables);
  without numba, the same function run by Python (``"compiled": false``);
- ``api_games_per_s``: games through the full :class:`DiceGame` API (legal actions,
  ``apply`` with its events and score sheet lines), the dice from a seeded
  generator (:func:`draw_throw`);
- ``steps_per_s``: records of such games replayed from JSON documents (parsing
  the steps, validation and replay), in record steps per second.

With ``--floor``, also ``driver_games_per_s``: the same driver loop (the same
random choices and ``draw_throw``) against a stub that only steps through the
recorded states of the same games and does no rule work: what the loop itself
costs, the ceiling any engine behind this API could reach in this interpreter.

Time is the process's CPU time (``time.process_time``), so the figures are per
core and do not drop when other programs share the machine.
"""

from __future__ import annotations

import argparse
import functools
import json
import random
import sys
import time
import types
from typing import Any, Callable

from . import core
from .core import (END_STOP, END_WIN, GO_CHOICE, GO_HOT, GO_KEEP, GO_RETHROW, GO_THROW,
                   NO_ENTRY, CoreRules, after_keep, after_throw, settle)
from .actions import ROLL, STOP, THROWS, DiceAction
from .game import (_BY_OUTCOME, CHOICE, KEEP, DiceGame, _keep_actions, _keep_infos, _throw_infos,
                   draw_throw)
from .scoring import FIVE_ONES
from .record import replay, to_record
from .rules import DiceRules


def _rate(run: Callable[[], int], seconds: float) -> float:
    """Units per CPU second of ``run`` (which returns the units it did), over about ``seconds``."""
    run()  # warm up
    done = 0
    start = time.process_time()
    while True:
        done += run()
        elapsed = time.process_time() - start
        if elapsed >= seconds:
            return done / elapsed


def random_game(rules: DiceRules, n: int, seed: int, stop_chance: float = 0.5) -> DiceGame:
    """A complete game of random legal play (see the module's docstring)."""
    game = DiceGame(rules, n, seed=seed)
    _drive(game, random.Random(seed), stop_chance)
    return game


def _drive(game: "DiceGame | _Script", rng: random.Random, stop_chance: float) -> None:
    """The random player's loop until someone wins."""
    rand = rng.random
    apply = game.apply
    while game.winner is None:
        pending = game.pending
        if pending == KEEP:
            keeps = game.legal_actions()
            apply(keeps[int(rand() * len(keeps))])
        elif pending == CHOICE and rand() < stop_chance:
            apply(STOP)
        else:
            apply(draw_throw(rng, game.d))


def games(seconds: float, seed: int = 1) -> float:
    rules = DiceRules()
    counter = [seed]

    def run() -> int:
        for _ in range(10):
            counter[0] += 1
            random_game(rules, 3, counter[0])
        return 10

    return _rate(run, seconds)


#: The seven tables of :func:`random_tables` (numpy arrays).
Tables = tuple[Any, Any, Any, Any, Any, Any, Any]


def random_tables(rules: DiceRules) -> Tables:
    """The throw and keep tables :func:`play_random` reads, made from the engine's own
    (numpy arrays): ``outcome_throw[d, k]`` the throw id of ordered outcome ``k`` of ``d``
    dice, ``outcomes[d]`` their number, per throw id whether it is empty and five 1s, its
    number of legal keeps and their values and dice used, in ``legal_actions`` order."""
    import numpy as np

    ids: dict[tuple[int, ...], int] = {}
    for d in range(1, 6):
        for throw in THROWS[d]:
            ids[throw.faces] = len(ids)
    outcome_throw = np.zeros((6, 6 ** 5), dtype=np.int64)
    for d in range(1, 6):
        for k, throw in enumerate(_BY_OUTCOME[d]):
            outcome_throw[d, k] = ids[throw.faces]
    outcomes = np.array([6 ** d for d in range(6)], dtype=np.int64)
    empty = np.zeros(len(ids), dtype=np.int64)
    five_ones = np.zeros(len(ids), dtype=np.int64)
    key = (rules.straights, rules.quad_value, rules.keep_all)
    infos = _throw_infos(*key)
    keeps = _keep_infos(*key)
    ordered = _keep_actions(*key)  # what legal_actions lists when a keep is due
    width = max(len(k) for k in ordered.values())
    count = np.zeros(len(ids), dtype=np.int64)
    value = np.zeros((len(ids), width), dtype=np.int64)
    used = np.zeros((len(ids), width), dtype=np.int64)
    for faces, i in ids.items():
        empty[i] = infos[len(faces)][faces][1]
        five_ones[i] = faces == FIVE_ONES
        if empty[i]:
            continue
        for k, action in enumerate(ordered[faces]):
            _, value[i, k], used[i, k] = keeps[faces][action.faces]
        count[i] = len(ordered[faces])
    return outcome_throw, outcomes, empty, five_ones, count, value, used


# -- random games, for the benchmark -------------------------------------------------

#: The random player's generator: x -> (A x + C) mod 2^31 (whole numbers, so that Python
#: and compiled code draw the same stream).
_LCG_A, _LCG_C, _LCG_MASK = 1103515245, 12345, 0x7FFFFFFF


def play_random(R: CoreRules, n: int, outcome_throw: Any, outcomes: Any, throw_empty: Any,
                throw_five_ones: Any, keep_count: Any, keep_value: Any, keep_dice: Any,
                seed: int, trace: bool) -> tuple[int, int, list[int]]:
    """One complete game of ``n`` random players, with every rule of the turn and the
    settlement from the rules core's functions; the throws and keeps come from the tables of
    :func:`random_tables` (throw ids, the keeps of each throw in
    the order of ``DiceGame.legal_actions``).

    The random player keeps a uniformly random legal keep and, when he may choose, stops or
    throws with even chances. Returns (winner, steps, trace): with ``trace``, every step
    as a whole number (a throw: its throw id; a keep: -1 - its index among the keeps; a
    stop: -1000000)."""
    x = seed & _LCG_MASK
    totals = [0] * n
    entry = [NO_ENTRY] * n
    attempts = [0] * n
    falls = [0] * n
    bolts = [0] * n
    overshoots = [0] * n
    before = [0] * n
    log = [0]
    out = [0]
    out.clear()
    steps = 0
    mover = 0
    while True:
        log.clear()
        for j in range(n):
            before[j] = totals[j]
        t0 = totals[mover]
        entered = entry[mover] != NO_ENTRY
        s = 0
        d = 5
        throws = 0
        rethrow_left = R.rethrow != 0
        confirming = False
        end = -1
        while end < 0:
            # a throw
            x = (x * _LCG_A + _LCG_C) & _LCG_MASK
            throw = outcome_throw[d, (x * outcomes[d]) >> 31]
            steps += 1
            if trace:
                out.append(throw)
            go = after_throw(R, throw_empty[throw] != 0, throw_five_ones[throw] != 0,
                             rethrow_left, throws)
            throws += 1
            if go == GO_RETHROW:
                rethrow_left = False
                continue
            if go != GO_KEEP:
                if go == END_WIN:
                    s += 1000
                end = go
                break
            rethrow_left = False
            # a keep
            x = (x * _LCG_A + _LCG_C) & _LCG_MASK
            k = (x * keep_count[throw]) >> 31
            steps += 1
            if trace:
                out.append(-1 - k)
            s += keep_value[throw, k]
            d -= keep_dice[throw, k]
            go = after_keep(R, t0, s, d, entered, confirming)
            confirming = False
            if go == GO_HOT:
                d = 5
                confirming = R.confirm != 0
            elif go == GO_CHOICE:
                x = (x * _LCG_A + _LCG_C) & _LCG_MASK
                if x >> 30:
                    steps += 1
                    if trace:
                        out.append(-1000000)
                    end = END_STOP
            elif go != GO_THROW:
                end = go
        settle(R, totals, entry, attempts, falls, bolts, overshoots, before, mover, t0, s,
               end, log)
        if end == END_WIN:
            return mover, steps, out
        mover = (mover + 1) % n


#: The functions that call one another, in the order they are compiled.
_CORE = ("finish_met", "can_finish", "pit_index", "is_dump", "stop_problem", "keep_end",
         "after_throw", "after_keep", "set_total", "fall", "settle", "play_random")


@functools.lru_cache(maxsize=1)
def compiled() -> dict[str, Callable[..., Any]]:
    """The rules core's functions and :func:`play_random` compiled by numba (ImportError
    without numba): the same code objects, each calling the compiled versions of the
    others."""
    import numba

    space: dict[str, Any] = dict(vars(core))
    space.update(_LCG_A=_LCG_A, _LCG_C=_LCG_C, _LCG_MASK=_LCG_MASK)
    for name in _CORE:
        f = space[name] if name != "play_random" else play_random
        copy = types.FunctionType(f.__code__, space, name, f.__defaults__, f.__closure__)
        space[name] = numba.njit(cache=False)(copy)
    return {name: space[name] for name in _CORE}


def core_games(seconds: float, seed: int = 1) -> tuple[float, bool]:
    """Games per second of :func:`play_random` (compiled when numba is there)."""
    try:
        play = compiled()["play_random"]
        fast = True
    except ImportError:
        print("numba is not installed (pip install -e '.[solver]'): the rules core runs in "
              "Python", file=sys.stderr)
        play, fast = play_random, False
    rules = DiceRules()
    tabs = random_tables(rules)
    counter = [seed]

    def run() -> int:
        for _ in range(100):
            counter[0] += 1
            play(rules.core, 3, *tabs, counter[0], False)
        return 100

    return _rate(run, seconds), fast


def replay_steps(seconds: float, seed: int = 1) -> float:
    docs: list[dict[str, Any]] = []
    steps = 0
    for i in range(10):
        doc = json.loads(json.dumps(to_record(random_game(DiceRules(), 3, seed + i))))
        docs.append(doc)
        steps += sum(len(t["steps"]) for t in doc["turns"])

    def run() -> int:
        for doc in docs:
            replay(doc)
        return steps

    return _rate(run, seconds)


class _Script:
    """A stand-in for a game: the recorded (pending, dice, legal keeps) before every step
    of a real game, advanced by an ``apply`` that does no rule work."""

    __slots__ = ("states", "k", "winner", "pending", "d", "keeps")

    def __init__(self, states: list[tuple[str, int, tuple[DiceAction, ...]]]) -> None:
        self.states = states
        self.k = 0
        self.winner: int | None = None
        self.pending, self.d, self.keeps = states[0]

    def legal_actions(self) -> list[DiceAction]:
        return list(self.keeps)

    def apply(self, action: DiceAction) -> list[Any]:
        self.k += 1
        if self.k == len(self.states):
            self.winner = 0
        else:
            self.pending, self.d, self.keeps = self.states[self.k]
        return []


def _recorded_states(game: DiceGame) -> list[tuple[str, int, tuple[DiceAction, ...]]]:
    again = DiceGame(game.rules, game.n)
    states = []
    for _, steps in game.turns:
        for action in steps:
            if action is ROLL:
                continue    # (the record's roll before a throw the driver made at a choice)
            keeps = tuple(again.legal_actions()) if again.pending == KEEP else ()
            states.append((again.pending, again.d, keeps))
            again.apply(action)
    return states


def driver_floor(seconds: float, seed: int = 1) -> float:
    """Games per second of the benchmark's driver loop alone (see the module's docstring)."""
    rules = DiceRules()
    scripts = [_recorded_states(random_game(rules, 3, seed + i)) for i in range(10)]

    def run() -> int:
        for i, states in enumerate(scripts):
            # the loop of random_game with the same random stream
            _drive(_Script(states), random.Random(seed + i), 0.5)
        return len(scripts)

    return _rate(run, seconds)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m thousand_app.dice.engine.bench",
                                     description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--seconds", type=float, default=3.0, help="time per measurement")
    parser.add_argument("--floor", action="store_true",
                        help="also the driver loop alone against a stub (driver_games_per_s)")
    args = parser.parse_args(argv)
    rate, fast = core_games(args.seconds)
    result: dict[str, Any] = {
        "games_per_s": round(rate, 1),
        "api_games_per_s": round(games(args.seconds), 1),
        "steps_per_s": round(replay_steps(args.seconds), 1),
        "compiled": fast,
    }
    if args.floor:
        result["driver_games_per_s"] = round(driver_floor(args.seconds), 1)
    if args.json:
        print(json.dumps(result))
    else:
        how = "compiled" if fast else "Python"
        print(f"random 3-player classic games, rules core ({how}): "
              f"{result['games_per_s']:>12,.1f} games/s")
        print(f"random 3-player classic games, DiceGame API: "
              f"{result['api_games_per_s']:>12,.1f} games/s")
        print(f"record replay:                 {result['steps_per_s']:>12,.0f} steps/s")
        if args.floor:
            print(f"driver loop alone:             {result['driver_games_per_s']:>12,.1f} games/s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
