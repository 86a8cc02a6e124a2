"""Tournaments between two levels of dice players, with common random numbers.

``python -m thousand_app.dice.tournament --a hard --b normal --games N --seed S
[--players 2] [--preset classic] [--workers W] [--first-set F] [--json] [--progress]``

Games come in sets: set *k* draws its dice from one stream seeded by ``(seed,
k)`` and is played once for every seat ``a`` can take (``a`` alone against
``players - 1`` copies of ``b``; with two players: a–b and b–a), so both sides
see the same dice stream from the same seats.  Every game starts with seat 0.
A game still running after :data:`TURN_CAP` turns is won by the highest total
(reported as ``capped``; it does not happen in practice).  Printed: ``a``'s win
rate over all games with a 95 % Wilson interval; with N players a fair share is
1/N.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from thousand_app.dice.engine.game import DiceGame
from thousand_app.games.stats import wilson
from thousand_app.games.tournament import run_jobs, seed_of
from thousand_app.dice.engine.rules import DiceRules

from .driver import run_game
from .players import LEVELS, MEASURE_LEVELS, TURN_CACHE, DicePlayer, make_player

__all__ = ["play_game", "run", "main", "TURN_CAP", "CACHE_ENTRIES"]

TURN_CAP = 5000
#: A tournament process lets ``hard``'s turn-programme cache grow to this many programmes
#: (and as many positions): about 0.5 GB at most with classic rules; the same decisions,
#: far fewer walks over thousands of games.
CACHE_ENTRIES = 40000
#: With one worker, a job (and a progress line) is at most this many sets of games.
PROGRESS_SETS = 25


@dataclass
class GameResult:
    winner: int
    turns: int
    decisions: int
    capped: bool


def play_game(rules: DiceRules, players: Sequence[DicePlayer], dice_seed: int,
              first_player: int = 0) -> GameResult:
    """Play one game: ``players[k]`` sits in seat k; the dice come from ``dice_seed``."""
    game = DiceGame(rules, len(players), first_player=first_player)
    decisions = run_game(game, players, random.Random(dice_seed), TURN_CAP)
    if game.winner is not None:
        return GameResult(game.winner, game.turn_index, decisions, False)
    totals = game.totals
    return GameResult(max(range(len(totals)), key=lambda k: totals[k]), game.turn_index,
                      decisions, True)


@dataclass(frozen=True)
class Job:
    """Sets ``first`` .. ``first + count - 1`` of a tournament."""

    levels: tuple[str, str]
    preset: str
    players: int
    seed: int
    first: int
    count: int


def _run_job(job: Job) -> tuple[float, int, int, int]:
    TURN_CACHE.max_entries = max(TURN_CACHE.max_entries, CACHE_ENTRIES)
    rules = DiceRules.preset(job.preset)
    n = job.players
    a, b = job.levels
    wins = 0.0
    games = 0
    capped = 0
    first_wins = 0
    for k in range(job.first, job.first + job.count):
        dice_seed = seed_of(job.seed, k)
        for seat in range(n):
            levels = [b] * n
            levels[seat] = a
            players = [make_player(lv, seed_of(job.seed, k, seat, i))
                       for i, lv in enumerate(levels)]
            res = play_game(rules, players, dice_seed)
            games += 1
            capped += res.capped
            wins += res.winner == seat
            first_wins += res.winner == 0
    return wins, games, capped, first_wins


def _summary(a: str, b: str, preset: str, players: int, seed: int, first_set: int,
             started: float, parts: Sequence[tuple[float, int, int, int]]) -> dict[str, Any]:
    wins = sum(p[0] for p in parts)
    n = sum(p[1] for p in parts)
    _, lo, hi = wilson(wins, n)
    return {"a": a, "b": b, "preset": preset, "players": players, "games": n,
            "a_win_rate": wins / n if n else 0.0, "ci_low": lo, "ci_high": hi,
            "fair_share": 1.0 / players, "capped": sum(p[2] for p in parts),
            "seat0_win_rate": sum(p[3] for p in parts) / n if n else 0.0,
            # the counts, so that the parts of a run (--first-set) add up exactly
            "a_wins": round(wins), "seat0_wins": sum(p[3] for p in parts),
            "first_set": first_set, "seed": seed,
            "seconds": round(time.monotonic() - started, 1)}


def run(a: str, b: str, games: int, seed: int, players: int = 2, preset: str = "classic",
        workers: int = 1, progress: Callable[[dict[str, Any]], None] | None = None,
        first_set: int = 0) -> dict[str, Any]:
    """Play about ``games`` games (rounded up to whole sets of ``players`` games),
    from set ``first_set`` on.

    Sets are played in order; with ``progress``, the result so far is
    passed to it after every job of at most :data:`PROGRESS_SETS` sets: the first
    ``k`` sets of a run are the whole run of ``k`` sets with the same seed, so a run
    stopped early still gives a valid (smaller) tournament, and a run of ``m`` sets
    from set ``k`` on is exactly what the whole run of ``k + m`` sets adds to it (so a
    long run can be played in parts and the wins added up)."""
    sets = max(1, -(-games // players))
    most = PROGRESS_SETS if workers <= 1 else 200
    chunk = max(1, min(most, -(-sets // (workers * 8))))
    jobs = [Job((a, b), preset, players, seed, first_set + f, min(chunk, sets - f))
            for f in range(0, sets, chunk)]
    t = time.monotonic()

    def each(parts: list[tuple[float, int, int, int]]) -> None:
        if progress is not None:
            progress(_summary(a, b, preset, players, seed, first_set, t, parts))

    parts = run_jobs(_run_job, jobs, workers, each, start="spawn")
    return _summary(a, b, preset, players, seed, first_set, t, parts)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m thousand_app.dice.tournament",
                                 description=__doc__.split("\n\n")[1] if __doc__ else None)
    ap.add_argument("--a", default="hard", choices=LEVELS + MEASURE_LEVELS)
    ap.add_argument("--b", default="normal", choices=LEVELS + MEASURE_LEVELS)
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--players", type=int, default=2, choices=range(2, 9))
    ap.add_argument("--preset", default="classic",
                    choices=("classic", "exact_thousand", "barrel_900"))
    ap.add_argument("--workers", type=int, default=min(2, os.cpu_count() or 1))
    ap.add_argument("--first-set", type=int, default=0,
                    help="play the sets from this one on (a later part of a longer run "
                         "with the same seed)")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--progress", action="store_true",
                    help="with one worker: print the result so far to stderr (one JSON "
                         "line) after every few sets")
    args = ap.parse_args(argv)

    def show(res: dict[str, Any]) -> None:
        print(json.dumps(res), file=sys.stderr, flush=True)
    res = run(args.a, args.b, args.games, args.seed, args.players, args.preset, args.workers,
              show if args.progress else None, args.first_set)
    if args.json:
        print(json.dumps(res))
    else:
        print(f"{res['a']} vs {res['b']}, {res['preset']}, {res['players']} players, "
              f"{res['games']} games: {res['a']} wins {res['a_win_rate']:.4f} "
              f"(95% CI {res['ci_low']:.4f}-{res['ci_high']:.4f}; fair share "
              f"{res['fair_share']:.3f}), {res['seconds']} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
