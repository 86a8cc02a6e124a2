"""Decision times of the computer levels: what both games' latency commands share.

Each game says how to time one level (``time_level(level, rounds, preset, players, seed)``:
the seconds of every decision of that level that had a choice); this module runs the levels,
summarises the times the same way for both games and prints them, as
``{"LEVEL": {"p50_s": …, "p95_s": …, "max_s": …, "decisions": …}, …}`` with ``--json``.

>>> summary([0.1, 0.2, 0.3, 0.4])["p50_s"]
0.25
"""

from __future__ import annotations

import argparse
import json
from typing import Callable, Sequence

__all__ = ["percentile", "summary", "TimeLevel", "main"]

#: (level, rounds, preset, players, seed) -> the decision times of that level, in seconds.
TimeLevel = Callable[[str, int, str, int, int], list[float]]


def percentile(values: Sequence[float], q: float) -> float:
    """The q-quantile (0..1) of ``values`` by linear interpolation (0 for no values)."""
    v = sorted(values)
    if not v:
        return 0.0
    k = (len(v) - 1) * q
    lo = int(k)
    hi = min(lo + 1, len(v) - 1)
    return v[lo] + (v[hi] - v[lo]) * (k - lo)


def summary(times: Sequence[float]) -> dict[str, float]:
    """The median, the 95th percentile and the worst decision time, and how many there were."""
    return {"p50_s": percentile(times, 0.5), "p95_s": percentile(times, 0.95),
            "max_s": max(times, default=0.0), "decisions": float(len(times))}


def main(argv: Sequence[str] | None, *, prog: str, description: str, time_level: TimeLevel,
         levels: Sequence[str], rounds: tuple[str, int], presets: Sequence[str],
         players: tuple[int, Sequence[int]]) -> int:
    """A latency command: ``rounds`` names the unit timed (``("deals", 12)``, ``("games", 20)``)
    and its default count, ``players`` the default and the allowed numbers of players."""
    unit, default_rounds = rounds
    ap = argparse.ArgumentParser(prog=prog, description=description,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument(f"--{unit}", type=int, default=default_rounds, dest="rounds",
                    help=f"{unit} per level (default {default_rounds})")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--preset", default=presets[0], choices=list(presets))
    ap.add_argument("--players", type=int, default=players[0], choices=list(players[1]))
    ap.add_argument("--levels", default=",".join(levels),
                    help=f"comma-separated levels (default {','.join(levels)})")
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    args = ap.parse_args(argv)
    out = {level: summary(time_level(level, args.rounds, args.preset, args.players, args.seed))
           for level in args.levels.split(",")}
    if args.json:
        print(json.dumps(out))
    else:
        print(f"decision time per level ({args.rounds} {unit} each, {args.players} players, "
              f"{args.preset}, seed {args.seed}):")
        for level, r in out.items():
            print(f"  {level:8s} decisions {r['decisions']:6.0f}   p50 {r['p50_s'] * 1e3:8.2f} ms"
                  f"   p95 {r['p95_s'] * 1e3:8.2f} ms   max {r['max_s'] * 1e3:8.2f} ms")
    return 0
