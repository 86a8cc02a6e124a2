"""How long the app's computer levels take per decision on this machine.

Each level plays ``--deals`` deals (3 players, ``--preset``) with itself in every
seat, in this one process; every call of ``act`` (and of ``claim``) that had a
real choice (two or more legal actions) is timed.  Printed per level: the
number of decisions, the median and the 95th percentile in seconds.  The same
seed gives the same decisions, so only the machine's speed changes the figures.
"""

from __future__ import annotations

import argparse
import json
from typing import Optional, Sequence

from thousand_app.engine import Game, Rules

from . import LEVELS, make_player
from .tournament import drive


def percentile(values: Sequence[float], q: float) -> float:
    """The q-quantile (0..1) by linear interpolation."""
    v = sorted(values)
    if not v:
        return 0.0
    k = (len(v) - 1) * q
    lo = int(k)
    hi = min(lo + 1, len(v) - 1)
    return v[lo] + (v[hi] - v[lo]) * (k - lo)


def time_level(level: str, deals: int, seed: int, preset: str, players: int = 3) -> list[float]:
    """Decision times of ``level`` over ``deals`` deals with it in every seat."""
    rules = Rules.preset(preset)
    times: list[float] = []
    for k in range(deals):
        game = Game(rules, players, first_dealer=k % players, seed=seed * 1000 + k, deal=False,
                    keep_undo=False)
        game.deal()
        bots = [make_player(level, seed * 100 + k * 10 + s) for s in range(players)]
        drive(game, bots, stop_after_deal=True, times=times)
    return times


def main(argv: Optional[Sequence[str]] = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m thousand_app.ai.latency", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--deals", type=int, default=12, help="deals per level (default 12)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--preset", default="classic")
    ap.add_argument("--players", type=int, default=3, choices=(2, 3, 4))
    ap.add_argument("--levels", default=",".join(LEVELS),
                    help="comma-separated levels (default easy,normal,hard)")
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    args = ap.parse_args(argv)
    out: dict[str, dict[str, float]] = {}
    counts: dict[str, int] = {}
    for level in args.levels.split(","):
        times = time_level(level, args.deals, args.seed, args.preset, args.players)
        out[level] = {"median_s": percentile(times, 0.5), "p95_s": percentile(times, 0.95)}
        counts[level] = len(times)
    if args.json:
        print(json.dumps(out))
    else:
        print(f"decision time per level ({args.deals} deals each, {args.players} players, "
              f"{args.preset}, seed {args.seed}):")
        for level, v in out.items():
            print(f"  {level:7s} decisions {counts[level]:5d}   median {v['median_s']:.4f} s"
                  f"   p95 {v['p95_s']:.4f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
