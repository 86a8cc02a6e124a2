"""Duplicate tournaments between two computer levels.

Deals mode (the default)
    A bank of ``--deals`` deals is drawn from ``--seed``: deal *k* has a fixed
    card layout, a dealer (``k mod players``) and a match situation (every total
    0 for even *k*; for odd *k* totals drawn from 0..600 in steps of 5, so the
    barrel and the dump truck are out of reach at the start).  Each deal is
    played once for every *seat arrangement*: with N players, player ``a`` alone
    in seat p against N-1 copies of ``b`` and, the reverse, ``b`` alone in seat p
    against N-1 copies of ``a``, for every seat p (2N arrangements; with 2
    players that is a-b and b-a).  An arrangement scores the mean change of total
    of the seats ``a`` holds minus the mean change of the seats ``b`` holds (the
    4-player sitter included); a deal scores the mean over its arrangements, so
    the cards' luck cancels out.  Printed: the mean over deals (points per deal
    per seat) and its 95% confidence interval (normal approximation).  A deal
    ended by a redeal claim scores 0 in that arrangement.

    With 4 players the sitter's score (the talon's, the same whoever plays) is in
    that mean, and in the two arrangements where the lone player sits out the
    other three, all of one level, play each other: no skill of ``a`` against
    ``b`` shows there.  So a second figure is printed, *per playing seat*: only
    the six arrangements where ``a`` and ``b`` meet at the table, each scoring
    the mean change of ``a``'s playing seats minus ``b``'s (the sitter left
    out), which is what the 3-player figure measures.

Games mode (``--games N``)
    N complete games to 1000 from the start, one ``a`` against N-1 ``b``; game
    *i* puts ``a`` in seat ``i mod players`` and shuffles with ``seed + i``.  A
    game not over after ``--deal-cap`` deals (default 300) is stopped and won by
    the highest total (the count of such games is printed).  Printed: ``a``'s win
    rate with a 95% Wilson interval.

Both modes run on every core (``--workers``) and are reproducible for a seed.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from dataclasses import dataclass
from typing import Any, Optional, Sequence

from thousand_app.games.driver import play
from thousand_app.games.stats import mean_ci, wilson
from thousand_app.games.tournament import run_jobs, seed_of
from thousand_app.cards.engine import Game, Rules, deal_layout

from . import make_oracle, make_player
from . import LEVELS, MEASURE_LEVELS
from .base import Player



@dataclass(frozen=True)
class Job:
    a: str
    b: str
    preset: str
    players: int
    seed: int
    index: int
    budget: float = 1.0
    deal_cap: int = 300


def _player(level: str, game: Game, seed: int, budget: float) -> Player:
    if level == "oracle":
        return make_oracle(game, seed, budget=budget)
    return make_player(level, seed, budget=budget)


def bank_deal(job: Job) -> tuple[int, tuple[int, ...], list[int]]:
    """Deal ``job.index`` of the bank: (dealer, start totals, shuffled deck)."""
    rng = random.Random(seed_of(job.seed, job.index, 1))
    n = job.players
    dealer = job.index % n
    if job.index % 2 == 0:
        totals = (0,) * n
    else:
        totals = tuple(rng.randrange(0, 121) * 5 for _ in range(n))
    order = list(range(24))
    rng.shuffle(order)
    return dealer, totals, order


def drive(game: Game, players: Sequence[Player], stop_after_deal: bool,
          times: Optional[list[float]] = None) -> None:
    """Ask the players until the current deal ends (or the game ends): the common loop
    (:func:`thousand_app.games.driver.play`), chance from the game's own generator (the
    opening claims are decisions like any other).

    With ``times``, the duration of every decision that had a real choice (two or
    more legal actions) is appended to it.
    """
    def watch(seat: int, obs: Any, action: Any, took: float) -> None:
        if times is not None and len(obs.legal_actions) > 1:
            times.append(took)

    play(game, players, game.rng,
         until=(lambda g: bool(g.needs_deal)) if stop_after_deal else None,
         watch=watch)


def arrangements(n: int) -> list[tuple[bool, ...]]:
    """Seat patterns (True = player a): a alone in each seat, then b alone in each seat."""
    out = []
    for p in range(n):
        out.append(tuple(s == p for s in range(n)))
    if n == 2:
        return out
    for p in range(n):
        out.append(tuple(s != p for s in range(n)))
    return out


def duplicate_deal_scores(job: Job) -> tuple[float, Optional[float]]:
    """One bank deal, over all arrangements: (the score of ``a`` minus ``b`` per seat, the
    sitter included; with 4 players, the same per *playing* seat, else None).

    Per playing seat: only the arrangements where the lone player plays (then ``a`` and
    ``b`` meet at the table), each scoring the mean change of ``a``'s playing seats minus
    that of ``b``'s, the sitter left out: the 3-player figure of the same deal.
    """
    dealer, totals, order = bank_deal(job)
    rules = Rules.preset(job.preset)
    n = job.players
    scores = []
    playing: list[float] = []
    for k, pattern in enumerate(arrangements(n)):
        game = Game(rules, n, first_dealer=dealer, start_totals=totals, seed=job.seed,
                    deal=False, keep_undo=False)
        game.deal(deal_layout(n, rules, dealer, order))
        players = [_player(job.a if pattern[s] else job.b, game,
                           seed_of(job.seed, job.index, k, s), job.budget) for s in range(n)]
        drive(game, players, stop_after_deal=True)
        deltas = game.history[-1].deltas or (0,) * n
        a_seats = [deltas[s] for s in range(n) if pattern[s]]
        b_seats = [deltas[s] for s in range(n) if not pattern[s]]
        scores.append(sum(a_seats) / len(a_seats) - sum(b_seats) / len(b_seats))
        if n == 4:
            sitter = dealer
            lone = pattern.index(True) if sum(pattern) == 1 else pattern.index(False)
            if lone != sitter:
                a_play = [deltas[s] for s in range(n) if pattern[s] and s != sitter]
                b_play = [deltas[s] for s in range(n) if not pattern[s] and s != sitter]
                playing.append(sum(a_play) / len(a_play) - sum(b_play) / len(b_play))
    mean = sum(scores) / len(scores)
    return mean, (sum(playing) / len(playing) if playing else None)


def play_game(job: Job) -> tuple[bool, bool]:
    """One full game, ``a`` in seat ``index mod players``: (a won, game was capped)."""
    n = job.players
    a_seat = job.index % n
    rules = Rules.preset(job.preset)
    game = Game(rules, n, seed=job.seed + job.index, deal=False, keep_undo=False)
    players = [_player(job.a if s == a_seat else job.b, game,
                       seed_of(job.seed, job.index, s), job.budget) for s in range(n)]
    deals = 0
    while not game.is_over and deals < job.deal_cap:
        if game.needs_deal:
            game.deal()
            deals += 1
        drive(game, players, stop_after_deal=True)
    if game.is_over:
        return game.winner == a_seat, False
    totals = game.totals
    return totals[a_seat] == max(totals) and totals.count(max(totals)) == 1, True


def deals_summary(both: Sequence[tuple[float, Optional[float]]]) -> dict[str, Any]:
    """Deals mode's JSON result for the deals scored so far (``duplicate_deal_scores``)."""
    values = [v for v, _ in both]
    m, lo, hi = mean_ci(values)
    data: dict[str, Any] = {"deals": len(values), "mean": m, "ci_low": lo, "ci_high": hi}
    played = [p for _, p in both if p is not None]
    if played:
        pm, plo, phi = mean_ci(played)
        data.update({"playing_mean": pm, "playing_ci_low": plo, "playing_ci_high": phi})
    return data


def main(argv: Optional[Sequence[str]] = None) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m thousand_app.cards.ai.tournament",
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--a", required=True, help="first level (random, greedy, easy, normal, hard, oracle)")
    ap.add_argument("--b", required=True, help="second level")
    ap.add_argument("--deals", type=int, default=100, help="bank deals in deals mode (default 100)")
    ap.add_argument("--games", type=int, default=0, help="play N full games instead of deals")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--players", type=int, default=3, choices=(2, 3, 4))
    ap.add_argument("--preset", default="classic")
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--deal-cap", type=int, default=300, help="games mode: deals before a game is stopped")
    ap.add_argument("--budget", type=float, default=1.0, help="scale the search levels' samples")
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    ap.add_argument("--progress", action="store_true",
                    help="deals mode: print the result so far to stderr (one JSON line) after "
                         "every deal; the first k deals' line is the result of --deals k")
    args = ap.parse_args(argv)
    for level in (args.a, args.b):
        if level not in LEVELS + MEASURE_LEVELS:
            ap.error(f"unknown level {level!r}")
    Rules.preset(args.preset)
    start = time.time()
    if args.games:
        jobs = [Job(args.a, args.b, args.preset, args.players, args.seed, i, args.budget,
                    args.deal_cap) for i in range(args.games)]
        results = run_jobs(play_game, jobs, args.workers)
        wins = sum(1 for r in results if r[0])
        rate, lo, hi = wilson(wins, len(results))
        data: dict[str, Any] = {"a": args.a, "b": args.b, "games": len(results),
                                   "a_win_rate": rate, "ci_low": lo, "ci_high": hi}
        lines = [f"{args.a} (1 seat) vs {args.b} ({args.players - 1} seats), {args.preset}, "
                 f"{len(results)} games, seed {args.seed}",
                 f"{args.a} won {wins}: win rate {rate:.3f}, 95% CI [{lo:.3f}, {hi:.3f}]"
                 f" (fair share {1 / args.players:.3f}); games stopped at the deal cap: "
                 f"{sum(1 for r in results if r[1])}"]
    else:
        jobs = [Job(args.a, args.b, args.preset, args.players, args.seed, i, args.budget)
                for i in range(args.deals)]
        def report(so_far: list[tuple[float, Optional[float]]]) -> None:
            print(json.dumps({"a": args.a, "b": args.b, **deals_summary(so_far)}),
                  file=sys.stderr, flush=True)

        both = run_jobs(duplicate_deal_scores, jobs, args.workers,
                    report if args.progress else None)
        data = {"a": args.a, "b": args.b, **deals_summary(both)}
        m, lo, hi = data["mean"], data["ci_low"], data["ci_high"]
        lines = [f"{args.a} vs {args.b}, {args.players} players, {args.preset}, {len(both)} "
                 f"duplicate deals x {len(arrangements(args.players))} arrangements, "
                 f"seed {args.seed}",
                 f"mean score difference ({args.a} - {args.b}) per deal per seat: {m:+.1f}"
                 f"  95% CI [{lo:+.1f}, {hi:+.1f}]"]
        if "playing_mean" in data:
            pm, plo, phi = data["playing_mean"], data["playing_ci_low"], data["playing_ci_high"]
            lines.append(f"per playing seat (the sitter and the arrangements where the lone "
                         f"player sits left out): {pm:+.1f}  95% CI [{plo:+.1f}, {phi:+.1f}]")
    if args.json:
        print(json.dumps(data))
    else:
        print("\n".join(lines))
        print(f"{time.time() - start:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
