"""Dice engine speed, on one core: ``python -m thousand_app.dice.bench [--json] [--seconds S]``.

Two figures:

- ``games_per_s``: complete random games through the full :class:`DiceGame` API
  (3 players, classic rules): the random player keeps a uniformly random legal
  keep and, when it may choose, stops or throws with even chances; the dice come
  from a seeded generator (:func:`draw_throw`);
- ``steps_per_s``: records of such games replayed from JSON documents (parsing
  the steps, validation and replay), in record steps per second.

Time is the process's CPU time (``time.process_time``), so the figures are per
core and do not drop when other programs share the machine.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from typing import Any, Callable

from .actions import STOP
from .game import CHOICE, KEEP, DiceGame, draw_throw
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
    rng = random.Random(seed)
    rand = rng.random
    game = DiceGame(rules, n, seed=seed)
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
    return game


def games(seconds: float, seed: int = 1) -> float:
    rules = DiceRules()
    counter = [seed]

    def run() -> int:
        for _ in range(10):
            counter[0] += 1
            random_game(rules, 3, counter[0])
        return 10

    return _rate(run, seconds)


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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m thousand_app.dice.bench",
                                     description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--seconds", type=float, default=3.0, help="time per measurement")
    args = parser.parse_args(argv)
    result = {
        "games_per_s": round(games(args.seconds), 1),
        "steps_per_s": round(replay_steps(args.seconds), 1),
    }
    if args.json:
        print(json.dumps(result))
    else:
        print(f"random 3-player classic games: {result['games_per_s']:>12,.1f} games/s")
        print(f"record replay:                 {result['steps_per_s']:>12,.0f} steps/s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
