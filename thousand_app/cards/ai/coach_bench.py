"""How well the card coach warns, and how fast: ``python -m thousand_app.cards.ai.coach_bench
[--positions N] [--seed S] [--players P] [--json]``.

Games of ``easy`` players (classic rules, 3 players, cards from ``--seed``) are played
until ``--positions`` decisions have been made (moves with two or more legal actions; the
cards a declarer passes count as one decision; opening claims and redeals are left out:
the coach does not judge them).  At each, the coach (:func:`.coach.advise`) is asked about
the move made, from the seat's observation, and timed.  The reference is a deeper
analysis of the same move from the same observation: the deal analysis's own judging
(:mod:`.analyse`) at its review budget (:data:`~.analyse.DEFAULT_BUDGET`, 3, with
:data:`~.analyse.EXCHANGE_BOOST`: 6 times the coach's worlds, 8 times for the exchange)
on worlds drawn independently of the coach's.

The last line (``--json``) is one JSON object: ``positions``, ``warned_costly`` (the share of
moves costing at least 20 points by the reference that got a warning), ``warned_fine``
(the share of moves within 5 points of the reference's best that got one), ``p95_s``
(the coach's time to decide), and beside them ``costly``, ``fine``, ``p50_s``, ``max_s``,
``load_average`` (at the end of the run), ``seconds`` (the whole run).
"""

from __future__ import annotations

import hashlib
import random
import sys
import time
from dataclasses import dataclass
from typing import Any, Optional, Sequence

from thousand_app.cards.engine import Action, Discard, Game, Give, Observation, Rules
from thousand_app.games.coach import Tally, bench_main
from thousand_app.games.driver import play

from . import make_player
from .analyse import (DEFAULT_BUDGET, EXCHANGE_BOOST, _config, _kind, exchange_plan,
                      judge_bidding, judge_exchange, judge_play, judge_take)
from .coach import COACH_BUDGET, WARN_AT, advise
from .search import Exchange

__all__ = ["COSTLY", "FINE", "Position", "positions", "reference_loss", "run", "main"]

#: A move costing this many points or more (by the reference) should be warned about.
COSTLY = 20.0
#: A move within this many points of the best should not be.
FINE = 5.0


@dataclass(frozen=True)
class Position:
    """A decision of a game: the seat's observation and its move (the cards passed
    together)."""

    obs: Observation
    move: tuple[Action, ...]
    kind: str


def positions(n: int, seed: int, players: int = 3, preset: str = "classic") -> list[Position]:
    """``n`` decisions from games of ``easy`` players (whole games, one after another)."""
    rules = Rules.preset(preset)
    out: list[Position] = []
    game_no = 0
    while len(out) < n:
        game = Game(rules, players, first_dealer=game_no % players,
                    seed=seed * 1000 + game_no, keep_undo=False)
        bots = [make_player("easy", seed * 100 + game_no * 10 + s) for s in range(players)]
        pending: list[Any] = []  # an exchange being collected: [obs, kind, actions]

        def watch(seat: int, obs: Observation, action: Action, took: float) -> None:
            if pending and (not isinstance(action, (Give, Discard)) or seat != pending[0].seat):
                out.append(Position(pending[0], tuple(pending[2]), pending[1]))
                pending.clear()
            if pending:
                pending[2].append(action)
                return
            if len(out) >= n or len(obs.legal_actions) < 2:
                return
            kind = _kind(action, obs.phase)
            if kind in ("claim", "redeal"):
                return
            if isinstance(action, (Give, Discard)):
                pending[:] = [obs, kind, [action]]
                return
            out.append(Position(obs, (action,), kind))
        play(game, bots, game.rng, until=lambda g: len(out) >= n and not pending,
             watch=watch)
        game_no += 1
    return out[:n]


def _rng(seed: int, pos: Position) -> random.Random:
    h = hashlib.blake2b(repr(("coach-bench", seed, pos.obs.seat, pos.obs.deal_index,
                              pos.obs.events, pos.obs.hand)).encode(), digest_size=8)
    return random.Random(int.from_bytes(h.digest(), "big"))


def reference_loss(pos: Position, seed: int = 1, budget: float = DEFAULT_BUDGET) -> float:
    """The move's loss by the deeper analysis (the review's judging at ``budget``)."""
    obs = pos.obs
    first = pos.move[0]
    legal = list(obs.legal_actions)
    cfg = _config(budget)
    rng = _rng(seed, pos)
    taken = str(first)
    if pos.kind == "bid":
        cands, _ = judge_bidding(obs, legal, first, cfg, rng)
    elif pos.kind == "take":
        cands, _ = judge_take(obs, legal, cfg, rng, EXCHANGE_BOOST)
    elif pos.kind in ("pass_cards", "raise", "concede"):
        mine: Optional[Exchange] = None
        if isinstance(first, (Give, Discard)):
            n_out = exchange_plan(obs)[1]
            gives = tuple((int(a.card), a.to) for a in pos.move[:n_out] if isinstance(a, Give))
            discards = tuple(int(a.card) for a in pos.move[:n_out] if isinstance(a, Discard))
            mine = Exchange(gives=gives, discards=discards)
        cands, taken, _ = judge_exchange(obs, legal, first, mine, cfg, rng, EXCHANGE_BOOST)
    else:
        cands, _ = judge_play(obs, legal, cfg, rng)
    values = dict(cands)
    return max(0.0, max(values.values()) - values[taken]) if taken in values else 0.0


def run(n: int = 300, seed: int = 2026, players: int = 3, warn_at: float = WARN_AT,
        budget: float = COACH_BUDGET, rows: Optional[list[dict[str, Any]]] = None
        ) -> dict[str, Any]:
    """The bench's figures (see the module's docstring); ``rows`` gets one dict per position
    (kind, the coach's cost, the reference's loss, warned, seconds)."""
    start = time.perf_counter()
    tally = Tally(COSTLY, FINE)
    for pos in positions(n, seed, players):
        t0, c0 = time.perf_counter(), time.process_time()
        advice = advise(pos.obs, list(pos.move), budget=budget, warn_at=warn_at)
        took, cpu = time.perf_counter() - t0, time.process_time() - c0
        loss = reference_loss(pos)
        tally.add(loss, advice.warn, took, cpu)
        if rows is not None:
            rows.append({"kind": pos.kind, "cost": advice.cost, "loss": round(loss, 3),
                         "warn": advice.warn, "s": round(took, 4), "move": advice.move,
                         "best": advice.best})
    return {**tally.figures(), "warn_at": warn_at, "budget": budget, "seed": seed,
            "players": players, "seconds": round(time.perf_counter() - start, 1)}

def main(argv: Optional[Sequence[str]] = None) -> int:
    return bench_main(argv, prog="python -m thousand_app.cards.ai.coach_bench",
                      description="How well and how fast the card coach warns.", run=run,
                      players=(3, (2, 3, 4)))


if __name__ == "__main__":
    sys.exit(main())
