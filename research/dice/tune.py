"""Tuning ``normal``'s stop thresholds by simulation (the method: docs/dice.md, "Levels";
the figures: docs/dice-lab.md, "normal's tuning").

``python -m research.dice.tune [--preset classic] [--games 1000] [--seed 1]``
starts from :data:`~thousand_app.dice.ai.players.NORMAL_THRESHOLDS` and, one
number of dice at a time, tries the threshold ×0.7 and ×1.4 against the current
policy in games with common random numbers (both seat orders, the same dice);
a change is kept when it wins more than 52 % of them.  Prints each trial and
the final thresholds.
"""

from __future__ import annotations

import argparse
import sys

from thousand_app.dice.engine.rules import DiceRules

from thousand_app.dice.ai.players import NORMAL_THRESHOLDS, NormalPlayer
from thousand_app.games.tournament import seed_of

from thousand_app.dice.ai.tournament import play_game

__all__ = ["duel", "main"]


def duel(rules: DiceRules, a: dict[int, int], b: dict[int, int], games: int, seed: int) -> float:
    """Win rate of thresholds ``a`` against ``b`` over ``games`` pairs of games."""
    wins = 0
    for k in range(games):
        for seat in range(2):
            ps = [NormalPlayer(0, b), NormalPlayer(0, b)]
            ps[seat] = NormalPlayer(0, a)
            wins += play_game(rules, ps, seed_of(seed, k)).winner == seat
    return wins / (2 * games)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m research.dice.tune")
    ap.add_argument("--preset", default="classic")
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    rules = DiceRules.preset(args.preset)
    best = dict(NORMAL_THRESHOLDS)
    for d in range(1, 6):
        for f in (0.7, 1.4):
            trial = dict(best)
            trial[d] = max(5, int(best[d] * f) // 5 * 5)
            rate = duel(rules, trial, best, args.games, args.seed + d)
            print(f"d={d}: {best[d]} -> {trial[d]}: {rate:.3f}", flush=True)
            if rate > 0.52:
                best = trial
    print("thresholds", best)
    return 0


if __name__ == "__main__":
    sys.exit(main())
