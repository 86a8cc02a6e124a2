"""What the tables' reduced state costs, measured on a small configuration.

``python -m thousand_app.dice.ai.approx [--games N] [--seed S] [--json]`` solves
classic rules scaled down (target 200, barrel 150, entry 25; a fall goes to the
entry score) twice: with the reduced state the shipped tables use (entered or
not; a fall is solved as a fall to the threshold) and exactly (each player's
entry score in the state).  It prints both solves' first-player values and the
win rate of ``hard`` with the exact table against ``hard`` with the reduced one
over ``N`` games with common random numbers (needs numpy and numba).
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path
from typing import Any, Callable

from thousand_app.dice.rules import DiceRules

from .model import PState
from .players import HardPlayer
from .solver import solve
from .tables import SolvedTable, table_path, write_table
from .tournament import _seed_of, play_game, wilson

__all__ = ["SMALL", "measure", "main"]

SMALL: dict[str, Any] = {"target": 200, "barrel_at": 150, "entry_threshold": 25}


def _prefixed(log: Callable[[str], None], name: str) -> Callable[[str], None]:
    return lambda line: log(f"{name}: {line}")


def measure(options: dict[str, Any], games: int, seed: int = 1, tol: float = 1e-11,
            log: Callable[[str], None] | None = None) -> dict[str, Any]:
    """Solve classic rules with ``options`` reduced and exactly, then play ``games`` games of
    hard with the exact table against hard with the reduced one (see the module's docstring)."""
    say = log or (lambda line: None)
    rules = DiceRules.preset("classic", **options)
    out: dict[str, Any] = {"options": options}
    dirs = {}
    for name, scores in (("reduced", False), ("exact", True)):
        say(f"solving {name} ...")
        sol = solve(rules, tol=tol, entry_scores=scores, log=_prefixed(say, name))
        folder = Path(tempfile.mkdtemp(prefix=f"thousand-{name}-"))
        write_table(table_path(folder, "classic"),
                    SolvedTable("classic", rules.options(), sol.states,
                                [float(x) for x in sol.win.ravel()], {}, scores))
        dirs[name] = folder
        k = sol.states.index(PState(0))
        out[name] = {"states": len(sol.states), "sweeps": sol.sweeps,
                     "residual": sol.residual, "seconds": round(sol.seconds, 1),
                     "first_player_win": float(sol.win[k, k])}
    wins = 0
    for g in range(games):
        seat = g % 2
        players = [HardPlayer(0, dirs["reduced"]), HardPlayer(0, dirs["reduced"])]
        players[seat] = HardPlayer(0, dirs["exact"])
        wins += play_game(rules, players, _seed_of(seed, g // 2)).winner == seat
        if (g + 1) % 100 == 0:
            say(f"{g + 1} games: exact wins {wins}")
    lo, hi = wilson(wins, games)
    out["exact_vs_reduced"] = {"games": games, "win_rate": wins / games if games else 0.0,
                               "ci_low": lo, "ci_high": hi}
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m thousand_app.dice.ai.approx")
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--tol", type=float, default=1e-11,
                    help="stop the sweeps when no entry moves by more than this")
    ap.add_argument("--quiet", action="store_true", help="no progress lines on stderr")
    ap.add_argument("--target", type=int, default=SMALL["target"])
    ap.add_argument("--barrel-at", type=int, default=SMALL["barrel_at"])
    ap.add_argument("--entry-threshold", type=int, default=SMALL["entry_threshold"])
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)

    def log(line: str) -> None:
        if not args.quiet:
            print(line, file=sys.stderr, flush=True)
    options = {"target": args.target, "barrel_at": args.barrel_at,
               "entry_threshold": args.entry_threshold}
    out = measure(options, args.games, args.seed, args.tol, log)
    print(json.dumps(out) if args.json else json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
