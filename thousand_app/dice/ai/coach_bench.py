"""How well the dice coach warns, and how fast: ``python -m thousand_app.dice.ai.coach_bench
[--positions N (3000)] [--seed S] [--players P] [--json]``.

Games of ``easy`` players (classic rules, dice from ``--seed``) are played until
``--positions`` decisions with a choice (two or more keeps, or the stop and throwing
again) have been made.  At each, the coach (:func:`.coach.advise`) is asked about the
decision made and timed; the reference cost is the same table's, read by a ``hard``
player with a turn cache of its own (the tables are exact: no deeper analysis exists).
The last line (``--json``) is one JSON object: ``positions``, ``warned_costly`` (the share of
decisions costing at least 3 points of percentage of the chance of winning that got a
warning), ``warned_fine`` (the share of decisions within 0.5 points of the best that got
one), ``p95_s`` (the coach's time to decide), with ``costly``, ``fine``, ``p50_s``,
``max_s`` and ``load_average`` beside them.
"""

from __future__ import annotations

import random
import sys
import time
from typing import Any, Optional, Sequence

from thousand_app.dice.engine.game import DiceGame, DiceObservation
from thousand_app.dice.engine.rules import DiceRules
from thousand_app.games.coach import Tally, bench_main

from .coach import WARN_AT, advise, choices
from .driver import run_game
from .players import Decision, EasyPlayer, HardPlayer, TurnCache

__all__ = ["COSTLY_PP", "FINE_PP", "run", "main"]

#: Decisions judged by default: few of ``easy``'s decisions are costly (about 2%), so
#: many, to count enough of those (about 3 s of CPU per thousand).
POSITIONS = 3000
#: A decision costing this many points of percentage or more should be warned about.
COSTLY_PP = WARN_AT
#: A decision within this many points of the best should not be.
FINE_PP = 0.5


def positions(n: int, seed: int, players: int = 2, preset: str = "classic"
              ) -> list[tuple[DiceObservation, Decision]]:
    """``n`` decisions with a choice from games of ``easy`` players."""
    rules = DiceRules.preset(preset)
    out: list[tuple[DiceObservation, Decision]] = []
    game_no = 0
    while len(out) < n:
        game = DiceGame(rules, players)
        bots = [EasyPlayer(seed + 10 * game_no + k) for k in range(players)]

        def watch(seat: int, obs: DiceObservation, decision: Decision, took: float) -> None:
            if len(out) < n and len(choices(obs)) > 1:
                out.append((obs, decision))
        run_game(game, bots, random.Random(seed * 1000 + game_no), 5000, watch)
        game_no += 1
    return out


def run(n: int = POSITIONS, seed: int = 2026, players: int = 2) -> dict[str, Any]:
    """The bench's figures (see the module's docstring)."""
    reference = HardPlayer(0, cache=TurnCache())
    tally = Tally(COSTLY_PP, FINE_PP)
    for obs, decision in positions(n, seed, players):
        t0, c0 = time.perf_counter(), time.process_time()
        advice = advise(obs, decision)
        took, cpu = time.perf_counter() - t0, time.process_time() - c0
        vals = [reference.chance(obs, d) for d in choices(obs)]
        mine = reference.chance(obs, decision)
        assert mine is not None and all(v is not None for v in vals)
        tally.add(100.0 * (max(v for v in vals if v is not None) - mine), advice.warn, took, cpu)
    return {**tally.figures(), "seed": seed, "players": players}

def main(argv: Optional[Sequence[str]] = None) -> int:
    return bench_main(argv, prog="python -m thousand_app.dice.ai.coach_bench",
                      description="How well and how fast the dice coach warns.", run=run,
                      players=(2, range(2, 9)), positions=POSITIONS)


if __name__ == "__main__":
    sys.exit(main())
