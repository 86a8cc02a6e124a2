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
from typing import Any

from thousand_app.dice.rules import DiceRules

from .model import PState
from .players import HardPlayer
from .solver import solve
from .tables import SolvedTable, table_path, write_table
from .tournament import _seed_of, play_game, wilson

__all__ = ["SMALL", "main"]

SMALL: dict[str, Any] = {"target": 200, "barrel_at": 150, "entry_threshold": 25}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m thousand_app.dice.ai.approx")
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    rules = DiceRules.preset("classic", **SMALL)
    out: dict[str, Any] = {"options": SMALL}
    dirs = {}
    for name, scores in (("reduced", False), ("exact", True)):
        sol = solve(rules, tol=1e-11, entry_scores=scores)
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
    for g in range(args.games):
        seat = g % 2
        players = [HardPlayer(0, dirs["reduced"]), HardPlayer(0, dirs["reduced"])]
        players[seat] = HardPlayer(0, dirs["exact"])
        wins += play_game(rules, players, _seed_of(args.seed, g // 2)).winner == seat
    lo, hi = wilson(wins, args.games)
    out["exact_vs_reduced"] = {"games": args.games, "win_rate": wins / args.games,
                               "ci_low": lo, "ci_high": hi}
    print(json.dumps(out) if args.json else json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
