"""Engine speed, on one core: ``python -m thousand_app.cards.engine.bench [--json] [--seconds S]``.

Three figures:

- ``trick_playouts_per_s``: random legal playouts of the trick phase (8 tricks,
  3 players, classic rules: a leader declares a marriage whenever he may) from dealt
  positions, with the trick play the deal and the computer players use
  (:class:`~.trick.TrickPlay`);
- ``full_deals_per_s``: complete random deals through the full ``Game`` API
  (legal actions, apply with undo kept, bidding, talon, passing, raising,
  tricks and scoring), 3 players, classic rules;
- ``replay_moves_per_s``: records of random games replayed from JSON documents
  (parsing, validation and replay).
"""

from __future__ import annotations

import argparse
import json
import random
import time
from typing import Any, Callable

from .cards import FULL_DECK, points_of
from .game import Game
from .record import replay, to_record
from .rules import Rules
from .trick import TrickPlay, random_playout


def _rate(run: Callable[[], int], seconds: float) -> float:
    """Units per second of ``run`` (which returns the units it did), over about ``seconds``."""
    run()  # warm up
    done = 0
    start = time.perf_counter()
    while True:
        done += run()
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return done / elapsed


def trick_playouts(seconds: float, seed: int = 1) -> float:
    rng = random.Random(seed)
    bank = []
    for _ in range(1000):
        deck = list(range(24))
        rng.shuffle(deck)
        bank.append([sum(1 << c for c in deck[i * 8:(i + 1) * 8]) for i in range(3)])
    rules = Rules()
    starts = [TrickPlay(hands, (1, 2, 0), 0, must_beat=rules.must_beat,
                        needs_trick=rules.marriage_needs_trick, ace_marriage=rules.ace_marriage)
              for hands in bank]
    rand = rng.random
    deck_points = points_of(FULL_DECK)

    def run() -> int:
        for start in starts:
            t = random_playout(start.copy(), rand)
            assert not any(t.hands) and sum(t.points) >= deck_points   # (and marriages)
        return len(bank)

    return _rate(run, seconds)


def _random_game(rules: Rules, n: int, seed: int, max_deals: int = 1_000_000,
                 keep_undo: bool = True) -> tuple[Game, int]:
    """Play random legal actions; returns the game and the deals played."""
    rng = random.Random(seed)
    game = Game(rules, n, seed=seed, keep_undo=keep_undo)
    deals = 1
    while not game.is_over and deals <= max_deals:
        if game.needs_deal:
            if deals == max_deals:
                break
            game.deal()
            deals += 1
            continue
        actions = game.legal_actions()
        game.apply(actions[int(rng.random() * len(actions))])
    return game, deals


def full_deals(seconds: float, seed: int = 1) -> float:
    rules = Rules()
    counter = [seed]

    def run() -> int:
        counter[0] += 1
        _, deals = _random_game(rules, 3, counter[0], max_deals=20)
        return deals

    return _rate(run, seconds)


def replay_moves(seconds: float, seed: int = 1) -> float:
    docs: list[dict[str, Any]] = []
    moves = 0
    for i in range(20):
        game, _ = _random_game(Rules(), 3, seed + i, max_deals=10, keep_undo=False)
        doc = json.loads(json.dumps(to_record(game)))
        docs.append(doc)
        moves += sum(len(d["moves"]) for d in doc["deals"])

    def run() -> int:
        for doc in docs:
            replay(doc)
        return moves

    return _rate(run, seconds)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m thousand_app.cards.engine.bench",
                                     description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--seconds", type=float, default=3.0, help="time per measurement")
    args = parser.parse_args(argv)
    result = {
        "trick_playouts_per_s": round(trick_playouts(args.seconds), 1),
        "full_deals_per_s": round(full_deals(args.seconds), 1),
        "replay_moves_per_s": round(replay_moves(args.seconds), 1),
    }
    if args.json:
        print(json.dumps(result))
    else:
        print(f"trick-phase random playouts: {result['trick_playouts_per_s']:>12,.0f} deals/s")
        print(f"full random deals (API):     {result['full_deals_per_s']:>12,.0f} deals/s")
        print(f"record replay:               {result['replay_moves_per_s']:>12,.0f} moves/s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
