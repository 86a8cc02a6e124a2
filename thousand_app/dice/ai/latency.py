"""Decision latency of the dice players.

``python -m thousand_app.dice.latency [--games N] [--preset P] [--players N] [--json]``
plays ``--games`` games of each level against ``normal`` and times every
decision of that level (``act``), including the first use of its tables.
Prints the 50th and 95th percentile and the worst time per level, e.g.
``{"hard": {"p50_s": ..., "p95_s": ..., "max_s": ..., "decisions": ...}, ...}``.
"""

from __future__ import annotations

import argparse
import json
import random
import sys

from thousand_app.dice.game import DiceGame, DiceObservation
from thousand_app.dice.rules import DiceRules

from .driver import run_game
from .players import LEVELS, Decision, DicePlayer, make_player

__all__ = ["measure", "main"]


def _percentile(xs: list[float], q: float) -> float:
    if not xs:
        return 0.0
    ys = sorted(xs)
    k = min(len(ys) - 1, max(0, int(round(q * (len(ys) - 1)))))
    return ys[k]


def measure(level: str, games: int = 20, preset: str = "classic", players: int = 2,
            seed: int = 1) -> dict[str, float]:
    """Time every decision of ``level`` over ``games`` games against ``normal``."""
    rules = DiceRules.preset(preset)
    times: list[float] = []
    for g in range(games):
        seat = g % players
        seats: list[DicePlayer] = [make_player("normal", seed + 100 * g + k)
                                   for k in range(players)]
        seats[seat] = make_player(level, seed + g)
        game = DiceGame(rules, players)

        def watch(mover: int, obs: DiceObservation, choice: Decision, took: float,
                  seat: int = seat) -> None:
            if mover == seat:
                times.append(took)
        run_game(game, seats, random.Random(seed * 1000 + g), 5000, watch)
    return {"p50_s": _percentile(times, 0.5), "p95_s": _percentile(times, 0.95),
            "max_s": max(times, default=0.0), "decisions": len(times)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m thousand_app.dice.latency",
                                 description="Decision times of the dice players.")
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--preset", default="classic",
                    choices=("classic", "exact_thousand", "barrel_900"))
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--levels", nargs="*", default=list(LEVELS))
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    out = {lv: measure(lv, args.games, args.preset, args.players, args.seed)
           for lv in args.levels}
    if args.json:
        print(json.dumps(out))
    else:
        for lv, r in out.items():
            print(f"{lv:7s} p50 {r['p50_s'] * 1e3:7.2f} ms  p95 {r['p95_s'] * 1e3:7.2f} ms  "
                  f"max {r['max_s'] * 1e3:7.2f} ms  ({r['decisions']:.0f} decisions)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
