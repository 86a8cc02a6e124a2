"""Speed figures of the deal analysis, and the spread of its estimates (research: not in the app).

    python -m research.cards.analyse_bench [--positions N] [--budget B] [--seed S] [--json]
    python -m research.cards.analyse_bench --spread DEALS [--seeds N] [--budget B] [--workers W] [--no-play]


- ``open_card_p95_s`` (and ``_2p``, ``_4p``): the open-card solver on positions at the
  first lead of seeded deals (the hands after the talon and the passed cards; the
  auction and exchange played by ``easy`` players), each solved by a fresh solver on one
  core; the 95th percentile, median and maximum of the time per position.
- ``deal_analysis_s``: the whole analysis of one seat's decisions in a 3-player deal at
  the given budget with ``workers=2`` (the mean over a few seeded deals played by
  ``hard`` players at a tenth of its budget; ``deal_analysis_max_s`` the slowest).

Times are wall-clock (``*_cpu_s``: the process's CPU time, less disturbed by other
programs); run it on an otherwise idle machine (``load_average`` says how idle it was).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from typing import Any, Optional

from thousand_app.cards.engine import Declare, Game, Play, Rules, to_record

from thousand_app.cards.ai import make_player
from thousand_app.cards.ai.analyse import DEFAULT_BUDGET
from thousand_app.cards.ai.open_solver import OpenSolver, position_of
from thousand_app.cards.ai.sim import Position
from thousand_app.cards.ai.tournament import drive


def first_lead(n_players: int, seed: int) -> Optional[Position]:
    """The open-card position at the first lead of a seeded deal, or None (a redeal or a
    concession before any card)."""
    seed = seed * 10 + n_players
    game = Game(Rules(), n_players, seed=seed, keep_undo=False,
                first_dealer=seed % n_players)
    players = [make_player("easy", seed * 10 + s) for s in range(n_players)]
    while game.deal_state is not None:
        seat = game.to_act
        assert seat is not None
        action = players[seat].act(game.observation(seat))
        if isinstance(action, (Play, Declare)):
            return position_of(game)
        game.apply(action)
    return None


def _percentile(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, max(0, int(round(q * len(xs))) - 1))]


def open_card_times(n_players: int, positions: int, seed: int = 0) -> dict[str, float]:
    times: list[float] = []
    cpu: list[float] = []
    nodes: list[int] = []
    s = seed
    while len(times) < positions:
        pos = first_lead(n_players, s)
        s += 1
        if pos is None:
            continue
        t = time.perf_counter()
        c = time.process_time()
        solver = OpenSolver(pos)
        solver.value(pos)
        cpu.append(time.process_time() - c)
        times.append(time.perf_counter() - t)
        nodes.append(solver.nodes)
    return {"p95": round(_percentile(times, 0.95), 4), "median": round(_percentile(times, 0.5), 4),
            "max": round(max(times), 4), "cpu_p95": round(_percentile(cpu, 0.95), 4),
            "nodes_p95": _percentile([float(x) for x in nodes], 0.95)}


def deal_analysis_times(deals: int, budget: float, seed: int = 0) -> list[float]:
    from thousand_app.cards.ai.analyse import analyse_deal
    out = []
    for k in range(deals):
        game = Game(Rules(), 3, seed=seed + 1000 + k, keep_undo=False)
        players = [make_player("hard", seed + 2000 + 3 * k + s, budget=0.1) for s in range(3)]
        drive(game, players, stop_after_deal=True)
        record = to_record(game)
        summary = game.history[0]
        seat = summary.declarer if summary.declarer is not None else 0
        t = time.perf_counter()
        analyse_deal(record, 0, [seat], budget=budget, seed=seed, workers=2)
        out.append(time.perf_counter() - t)
    return out


def spread(deals: int, seeds: int, budget: float, seed: int = 0,
           workers: int = 1, skip_play: bool = False) -> dict[str, Any]:
    """How much the analysis's own estimates move with the seed: every decision of every
    seat in ``deals`` seeded 3-player deals (played by ``hard`` at a tenth of its budget),
    analysed with ``seeds`` seeds.  Per decision: the spread (max - min over the seeds) of
    the loss and the standard deviation of the taken action's value; their percentiles
    over the decisions, per kind (``skip_play``: only the decisions before the first lead).
    Where the marks' thresholds come from."""
    from statistics import pstdev
    from thousand_app.cards.ai.analyse import analyse_decision, decision_points
    jobs: list[tuple[dict[str, Any], int]] = []
    for k in range(deals):
        game = Game(Rules(), 3, seed=seed + 5000 + k, keep_undo=False)
        players = [make_player("hard", seed + 6000 + 3 * k + s, budget=0.1) for s in range(3)]
        drive(game, players, stop_after_deal=True)
        record = to_record(game)
        moves = record["deals"][0]["moves"]
        jobs.extend((record, m) for m, _ in decision_points(record, 0)
                    if not (skip_play and (" play " in moves[m] or " declare " in moves[m])))
    by_kind: dict[str, list[tuple[float, float, float]]] = {}
    from concurrent.futures import ProcessPoolExecutor
    with ProcessPoolExecutor(max_workers=max(1, workers)) as pool:
        futures = [[pool.submit(analyse_decision, rec, 0, m, budget=budget, seed=s)
                    for s in range(seeds)] for rec, m in jobs]
        for row in futures:
            ds = [f.result() for f in row]
            losses = [d.loss for d in ds]
            by_kind.setdefault(ds[0].kind, []).append(
                (max(losses) - min(losses), pstdev([d.value_taken for d in ds]),
                 sum(losses) / len(losses)))
    out: dict[str, Any] = {"decisions": sum(len(v) for v in by_kind.values()),
                           "seeds": seeds, "budget": budget}
    every = [x for v in by_kind.values() for x in v]
    for name, rows in [("all", every)] + sorted(by_kind.items()):
        out[name] = {
            "n": len(rows),
            "loss_range_median": round(_percentile([r[0] for r in rows], 0.5), 2),
            "loss_range_p90": round(_percentile([r[0] for r in rows], 0.9), 2),
            "loss_range_p95": round(_percentile([r[0] for r in rows], 0.95), 2),
            "value_sd_median": round(_percentile([r[1] for r in rows], 0.5), 2),
            "value_sd_p90": round(_percentile([r[1] for r in rows], 0.9), 2),
            "mean_loss_p50": round(_percentile([r[2] for r in rows], 0.5), 2),
            "mean_loss_p90": round(_percentile([r[2] for r in rows], 0.9), 2),
        }
    return out


def bench(positions: int, budget: float, seed: int = 0, deals: int = 5) -> dict[str, Any]:
    figures: dict[str, Any] = {}
    three = open_card_times(3, positions, seed)
    figures["open_card_p95_s"] = three["p95"]
    figures["open_card_p95_cpu_s"] = three["cpu_p95"]
    times = deal_analysis_times(deals, budget, seed)
    figures["deal_analysis_s"] = round(sum(times) / len(times), 2)
    figures["deal_analysis_max_s"] = round(max(times), 2)
    figures["open_card_median_s"] = three["median"]
    figures["open_card_max_s"] = three["max"]
    for n in (2, 4):
        other = open_card_times(n, positions, seed)
        figures[f"open_card_p95_s_{n}p"] = other["p95"]
        figures[f"open_card_median_s_{n}p"] = other["median"]
        figures[f"open_card_max_s_{n}p"] = other["max"]
        figures[f"open_card_p95_cpu_s_{n}p"] = other["cpu_p95"]
    figures["positions"] = positions
    figures["load_average"] = round(os.getloadavg()[0], 2)
    figures["budget"] = budget
    return figures


def main(argv: Optional[list[str]] = None) -> int:
    p = argparse.ArgumentParser(prog="python -m research.cards.analyse_bench",
                                description="Speed figures of the deal analysis, or the spread "
                                            "of its estimates over seeds.")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--budget", type=float, default=DEFAULT_BUDGET)
    p.add_argument("--workers", type=int, default=1, help="--spread: worker processes")
    p.add_argument("--positions", type=int, default=40, help="positions per table size")
    p.add_argument("--spread", type=int, metavar="DEALS",
                   help="measure the spread of the estimates over --seeds seeds in DEALS deals")
    p.add_argument("--seeds", type=int, default=4, help="--spread: seeds per decision")
    p.add_argument("--no-play", action="store_true",
                   help="--spread: only the decisions before the first lead")
    args = p.parse_args(argv)
    if args.spread:
        print(json.dumps(spread(args.spread, args.seeds, args.budget, args.seed, args.workers,
                                args.no_play), indent=1))
        return 0
    figures = bench(args.positions, args.budget, args.seed)
    print(json.dumps(figures) if args.json else "\n".join(
        f"{k}: {v}" for k, v in figures.items()))
    return 0


__all__ = ["bench", "spread", "first_lead", "open_card_times", "deal_analysis_times", "main"]


if __name__ == "__main__":
    sys.exit(main())
