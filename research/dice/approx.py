"""What the tables' reduced state costs, measured on small configurations.

``python -m research.dice.approx [--config NAME] [--games N] [--seed S] [--json]``
solves a preset scaled down twice: with the reduced state the shipped tables use
and with the detail that state drops, then plays ``N`` games of ``hard`` with
the exact table against ``hard`` with the reduced one (seats alternate, the
same dice for each pair of games). The configurations (:data:`CONFIGS`):

- ``entry`` (the default): classic, target 200, barrel 150, entry 25; a fall
  goes to the entry score. Reduced: entered or not (a fall solved as a fall to
  the threshold); exact: each player's entry score in the state.
- ``falls``: barrel_900 scaled down (target 200, barrel 180, entry 10, pit
  [60, 80], a fall costs 20, the third fall sends to 0). Exact: the falls count.
- ``bolts``, ``overshoots``: exact_thousand scaled down (target 200, entry 10,
  pits [60, 80] and [150, 180], penalties 20, overtakes 10, the dump truck at
  110), with bolts alone or the overshoot penalties alone. Exact: the bolts, or
  the overshoot count modulo the cycle of its penalties.

It prints both solves' sizes, sweeps, residuals and first-player values and the
exact player's win rate with its 95% interval (needs numpy and numba).
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path
from typing import Any, Callable

from thousand_app.dice.engine.rules import DiceRules

from thousand_app.dice.ai.model import Detail, PState
from thousand_app.dice.ai.players import HardPlayer
from thousand_app.dice.ai.solver import solve
from thousand_app.dice.ai.tables import SolvedTable, table_path, write_table
from thousand_app.games.stats import wilson

from thousand_app.games.tournament import seed_of

from thousand_app.dice.ai.tournament import play_game

__all__ = ["SMALL", "CONFIGS", "measure", "main"]

SMALL: dict[str, Any] = {"target": 200, "barrel_at": 150, "entry_threshold": 25}
_EXACT_SMALL: dict[str, Any] = {
    "target": 200, "entry_threshold": 10, "pits": [[60, 80], [150, 180]],
    "overshoot_penalty": 20, "bolt_penalty": 20, "overtake_penalty": 10,
    "dump_truck_value": 110}

#: name -> (preset, the detail the exact solve keeps: "entry" or "counters", overrides)
CONFIGS: dict[str, tuple[str, str, dict[str, Any]]] = {
    "entry": ("classic", "entry", SMALL),
    "falls": ("barrel_900", "counters", {
        "target": 200, "barrel_at": 180, "entry_threshold": 10, "pits": [[60, 80]],
        "barrel_penalty": 20}),
    "bolts": ("exact_thousand", "counters", {
        **_EXACT_SMALL, "overshoot_penalty_every": 0, "overshoot_zero_at": 0}),
    "overshoots": ("exact_thousand", "counters", {**_EXACT_SMALL, "bolts": "off"}),
}


def _prefixed(log: Callable[[str], None], name: str) -> Callable[[str], None]:
    return lambda line: log(f"{name}: {line}")


def measure(options: dict[str, Any], games: int, seed: int = 1, tol: float = 1e-11,
            log: Callable[[str], None] | None = None, preset: str = "classic",
            keep: str = "entry") -> dict[str, Any]:
    """Solve ``preset`` with ``options`` reduced and exactly (keeping ``keep``: each
    player's ``"entry"`` score or his ``"counters"``), then play ``games`` games of hard
    with the exact table against hard with the reduced one (see the module's docstring)."""
    if keep not in ("entry", "counters"):
        raise ValueError(f"keep must be 'entry' or 'counters', not {keep!r}")
    say = log or (lambda line: None)
    rules = DiceRules.preset(preset, **options)
    out: dict[str, Any] = {"preset": preset, "options": options, "exact_keeps": keep}
    dirs = {}
    for name, exact in (("reduced", False), ("exact", True)):
        say(f"solving {name} ...")
        detail = Detail(exact and keep == "entry", exact and keep == "counters")
        sol = solve(rules, tol=tol, detail=detail, log=_prefixed(say, name))
        folder = Path(tempfile.mkdtemp(prefix=f"thousand-{name}-"))
        write_table(table_path(folder, preset),
                    SolvedTable(preset, rules.options(), sol.states,
                                [float(x) for x in sol.win.ravel()], {}, detail))
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
        wins += play_game(rules, players, seed_of(seed, g // 2)).winner == seat
        if (g + 1) % 100 == 0:
            say(f"{g + 1} games: exact wins {wins}")
    _, lo, hi = wilson(wins, games)
    out["exact_vs_reduced"] = {"games": games, "win_rate": wins / games if games else 0.0,
                               "ci_low": lo, "ci_high": hi}
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m research.dice.approx",
                                 description=__doc__.split("\n\n")[0] if __doc__ else None)
    ap.add_argument("--config", choices=tuple(CONFIGS), default="entry",
                    help="the small configuration and the detail measured (module docstring)")
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--tol", type=float, default=1e-11,
                    help="stop the sweeps when no entry moves by more than this")
    ap.add_argument("--quiet", action="store_true", help="no progress lines on stderr")
    ap.add_argument("--target", type=int, help="override the configuration's target")
    ap.add_argument("--barrel-at", type=int, help="override its barrel")
    ap.add_argument("--entry-threshold", type=int, help="override its entry threshold")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)

    def log(line: str) -> None:
        if not args.quiet:
            print(line, file=sys.stderr, flush=True)
    preset, keep, base = CONFIGS[args.config]
    options = dict(base)
    for key, value in (("target", args.target), ("barrel_at", args.barrel_at),
                       ("entry_threshold", args.entry_threshold)):
        if value is not None:
            options[key] = value
    out = measure(options, args.games, args.seed, args.tol, log, preset, keep)
    print(json.dumps(out) if args.json else json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
