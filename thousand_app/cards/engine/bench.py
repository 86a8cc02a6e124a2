"""Engine speed, on one core: ``python -m thousand_app.cards.engine.bench [--json] [--seconds S]``.

Three figures:

- ``trick_playouts_per_s``: random legal playouts of the trick phase (8 tricks,
  3 players, classic rules: a leader declares a marriage whenever he may) from dealt
  positions, with the trick play the deal and the computer players use
  (:class:`~.trick.TrickPlay`);
- ``full_deals_per_s``: complete random deals through the full ``Game`` API
  (legal actions, apply with undo kept, bidding, talon, passing, raising,
  tricks and scoring), 3 players, classic rules;
- ``replay_moves_per_s``: records of random games replayed from JSON documents
  (parsing, validation and replay).

``--clock cpu`` times by this process's CPU time instead of the wall clock (a busy machine
then changes the figures less).  ``--compare TREE [TREE ...]`` measures the engine of each
source tree (a checkout or a ``git worktree`` of another commit) in turn, ``--rounds``
times, each measurement a fresh process importing that tree's own bench; it prints every
run with the load average, the median of each tree and the ratio of each tree to the first
within each round (the median of those ratios, and their range): the figure that depends
least on what else the machine runs.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
import types
from typing import Any, Callable

from .cards import FULL_DECK, points_of
from .game import Game
from .record import replay, to_record
from .rules import Rules
from .trick import TrickPlay, random_playout


def _rate(run: Callable[[], int], seconds: float) -> float:
    """Units per second of ``run`` (which returns the units it did), over about ``seconds``."""
    run()  # warm up
    done = 0
    start = time.perf_counter()
    while True:
        done += run()
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return done / elapsed


def trick_playouts(seconds: float, seed: int = 1) -> float:
    rng = random.Random(seed)
    bank = []
    for _ in range(1000):
        deck = list(range(24))
        rng.shuffle(deck)
        bank.append([sum(1 << c for c in deck[i * 8:(i + 1) * 8]) for i in range(3)])
    rules = Rules()
    starts = [TrickPlay(hands, (1, 2, 0), 0, must_beat=rules.must_beat,
                        needs_trick=rules.marriage_needs_trick, ace_marriage=rules.ace_marriage)
              for hands in bank]
    rand = rng.random
    deck_points = points_of(FULL_DECK)

    def run() -> int:
        for start in starts:
            t = random_playout(start.copy(), rand)
            assert not any(t.hands) and sum(t.points) >= deck_points   # (and marriages)
        return len(bank)

    return _rate(run, seconds)


def _random_game(rules: Rules, n: int, seed: int, max_deals: int = 1_000_000,
                 keep_undo: bool = True) -> tuple[Game, int]:
    """Play random legal actions; returns the game and the deals played."""
    rng = random.Random(seed)
    game = Game(rules, n, seed=seed, keep_undo=keep_undo)
    deals = 1
    while not game.is_over and deals <= max_deals:
        if game.needs_deal:
            if deals == max_deals:
                break
            game.deal()
            deals += 1
            continue
        actions = game.legal_actions()
        game.apply(actions[int(rng.random() * len(actions))])
    return game, deals


def full_deals(seconds: float, seed: int = 1) -> float:
    rules = Rules()
    counter = [seed]

    def run() -> int:
        counter[0] += 1
        _, deals = _random_game(rules, 3, counter[0], max_deals=20)
        return deals

    return _rate(run, seconds)


def replay_moves(seconds: float, seed: int = 1) -> float:
    docs: list[dict[str, Any]] = []
    moves = 0
    for i in range(20):
        game, _ = _random_game(Rules(), 3, seed + i, max_deals=10, keep_undo=False)
        doc = json.loads(json.dumps(to_record(game)))
        docs.append(doc)
        moves += sum(len(d["moves"]) for d in doc["deals"])

    def run() -> int:
        for doc in docs:
            replay(doc)
        return moves

    return _rate(run, seconds)


FIGURES = {"trick_playouts_per_s": "trick_playouts", "full_deals_per_s": "full_deals",
           "replay_moves_per_s": "replay_moves"}


def measure(seconds: float, clock: str = "wall") -> dict[str, float]:
    """The three figures, timed by the wall clock or by this process's CPU time."""
    here = globals()
    wall = here["time"]
    if clock == "cpu":   # (the bench's clock is its module's time.perf_counter, as ever)
        here["time"] = types.SimpleNamespace(perf_counter=time.process_time)
    try:
        return {key: round(here[fn](seconds), 1) for key, fn in FIGURES.items()}
    finally:
        here["time"] = wall


#: What a measurement in another tree runs (in a fresh process, with that tree as the
#: current directory): that tree's own bench functions, by the clock asked for.
_CHILD = """
import json, os, sys, time, types
import thousand_app
assert os.path.realpath(thousand_app.__file__).startswith(os.path.realpath(os.getcwd())), \\
    "not this tree's thousand_app: " + thousand_app.__file__
from thousand_app.cards.engine import bench
if sys.argv[2] == "cpu":
    bench.time = types.SimpleNamespace(perf_counter=time.process_time)
figures = json.loads(sys.argv[3])
print(json.dumps({key: getattr(bench, fn)(float(sys.argv[1])) for key, fn in figures.items()}))
"""


def compare(trees: list[str], rounds: int, seconds: float, clock: str,
            out: Callable[[str], None] = print) -> dict[str, Any]:
    """Measure each tree in turn, ``rounds`` times (the order turning every round)."""
    runs: dict[str, list[dict[str, float]]] = {t: [] for t in trees}
    loads: list[float] = []
    for r in range(rounds):
        k = r % len(trees)
        for tree in trees[k:] + trees[:k]:
            load = os.getloadavg()[0]
            done = subprocess.run([sys.executable, "-c", _CHILD, str(seconds), clock,
                                   json.dumps(FIGURES)],
                                  cwd=tree, capture_output=True, text=True, check=False)
            if done.returncode:
                raise SystemExit(f"{tree}: {done.stderr.strip().splitlines()[-1:]}")
            figures = json.loads(done.stdout)
            runs[tree].append(figures)
            loads.append(load)
            out(f"round {r + 1} load {load:.2f} {tree}: "
                + ", ".join(f"{key} {value:,.1f}" for key, value in figures.items()))
    result: dict[str, Any] = {"clock": clock, "rounds": rounds, "seconds": seconds,
                              "load_average": [min(loads), statistics.median(loads), max(loads)],
                              "trees": {}}
    for tree in trees:
        per: dict[str, Any] = {}
        for key in FIGURES:
            values = [run[key] for run in runs[tree]]
            ratios = [run[key] / first[key] for run, first in zip(runs[tree], runs[trees[0]])]
            per[key] = {"median": round(statistics.median(values), 1),
                        "range": [round(min(values), 1), round(max(values), 1)],
                        "ratio": round(statistics.median(ratios), 3),
                        "ratio_range": [round(min(ratios), 3), round(max(ratios), 3)]}
        result["trees"][tree] = per
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m thousand_app.cards.engine.bench",
                                     description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--seconds", type=float, default=3.0, help="time per measurement")
    parser.add_argument("--clock", choices=("wall", "cpu"), default="wall",
                        help="time by the wall clock or by this process's CPU time")
    parser.add_argument("--compare", nargs="+", metavar="TREE",
                        help="measure these source trees in turn (the first is the reference)")
    parser.add_argument("--rounds", type=int, default=5, help="rounds of --compare")
    args = parser.parse_args(argv)
    if args.compare:
        trees = [os.path.abspath(t) for t in args.compare]
        summary = compare(trees, args.rounds, args.seconds, args.clock,
                          out=(lambda line: None) if args.json else print)
        if args.json:
            print(json.dumps(summary))
            return 0
        low, median, high = summary["load_average"]
        print(f"clock: {args.clock}; load average {low:.2f}-{high:.2f} (median {median:.2f})")
        for key in FIGURES:
            print(key)
            for tree, per in summary["trees"].items():
                f = per[key]
                print(f"  {f['median']:>12,.1f} [{f['range'][0]:,.1f}-{f['range'][1]:,.1f}]"
                      f"  ratio {f['ratio']:.3f} [{f['ratio_range'][0]:.3f}-"
                      f"{f['ratio_range'][1]:.3f}]  {tree}")
        return 0
    result = measure(args.seconds, args.clock)
    if args.json:
        print(json.dumps(result))
    else:
        print(f"trick-phase random playouts: {result['trick_playouts_per_s']:>12,.0f} deals/s")
        print(f"full random deals (API):     {result['full_deals_per_s']:>12,.0f} deals/s")
        print(f"record replay:               {result['replay_moves_per_s']:>12,.0f} moves/s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
