"""Statistics benchmark: recording a game and reading the statistics at 1k, 10k and 100k games.

    python -m research.storage_bench [--json] [--sizes 1000,10000,100000]

For each size a fresh database in a temporary folder is filled with that many
recorded games (four people sharing the seats of three-player games), then:

- ``record_ms``: the median time of ``Storage.update_stats`` for a finished
  game (one transaction: the game's row, its seats, the players' totals);
- ``open_ms``: the median time from a new ``Storage`` to the card statistics
  (opening the database and reading the totals);
- ``window_ms``: the same with as many dice games recorded too, to everything the
  Statistics window reads (card totals, the count of games with moves taken back, dice
  totals).  Target at 100,000 games of each kind: 100 ms.
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

from thousand_app.cards.engine import Game, Rules
from thousand_app.cards.files import PlayerStats
from thousand_app.dice.files import DicePlayerStats
from thousand_app.storage import SeatConfig, Storage
from thousand_app.storage.stats import GameRow
from thousand_app.kinds import REGISTRY

NAMES = ["Anna", "Boris", "Vera", "Gleb"]


def _game(seed: int) -> Game:
    """A game with some finished deals (random legal moves)."""
    rng = random.Random(seed)
    game = Game(Rules.preset("classic"), 3, players=NAMES[:3], seed=seed)
    while len(game.history) < 6 and not game.is_over:
        if game.needs_deal:
            game.deal()
        else:
            game.apply(rng.choice(game.all_legal_actions()))
    return game


def _fill(st: Storage, n: int, dice: bool = False) -> None:
    """``n`` recorded games (card games, or dice games), written in large transactions (the
    set-up, not measured)."""
    db = st._stats()
    assert db is not None
    rng = random.Random(-n if dice else n)
    rows: list[Any] = []
    for k in range(n):
        names = rng.sample(NAMES, 3)
        stamp = f"2025-01-01T00:00:{k % 60:02d}+00:00"
        if dice:
            rows.append(GameRow(f"dice-{k}", stamp, True, 30, names, [1000, 500, 300],
                                names[0], [(i, DicePlayerStats(name, 1, 1, int(i == 0), 30,
                                                               2000, 5, 1))
                                           for i, name in enumerate(names)], kind="dice"))
        else:
            seats = [(i, PlayerStats(name, games_played=1, games_finished=1,
                                     games_won=int(i == 0), deals_played=12, deals_declared=4,
                                     deals_made=3, contract_sum=480,
                                     best_game=rng.randrange(1200), bolts=1))
                     for i, name in enumerate(names)]
            rows.append(GameRow(f"bench-{k}", stamp, True, 12, names, [1000, 500, 300],
                                names[0], seats, kind="cards"))
        if len(rows) == 5000 or k == n - 1:
            db.record(rows)
            rows = []


def _median_open(folder: Path, repeats: int, read: Callable[[Storage], object]) -> float:
    """The median time from a new ``Storage`` on ``folder`` to ``read(storage)``, in ms."""
    times: list[float] = []
    for _ in range(repeats):
        t = time.perf_counter()
        fresh = Storage(REGISTRY, base_dir=folder, log=False)
        read(fresh)
        times.append((time.perf_counter() - t) * 1000)
        assert not fresh.take_problems()
        fresh.close()
    return statistics.median(times)


def _window(st: Storage) -> object:
    """What the Statistics window reads."""
    return st.stats("cards"), st.game_count("cards", takebacks=True), st.stats("dice")


def measure(n: int, repeats: int = 15) -> tuple[float, float, float]:
    folder = Path(tempfile.mkdtemp(prefix="thousand-bench-"))
    try:
        st = Storage(REGISTRY, base_dir=folder, log=False)
        _fill(st, n)
        game = _game(n)
        seats = [SeatConfig(NAMES[0]), SeatConfig(NAMES[1]),
                 SeatConfig(NAMES[2], "computer", "normal")]
        record: list[float] = []
        for k in range(repeats):
            t = time.perf_counter()
            ok = st.update_stats(f"new-{k}", game, seats)
            record.append((time.perf_counter() - t) * 1000)
            assert ok, st.take_problems()
        assert st.stats("cards")["Anna"].games_played > 0
        opening = _median_open(folder, repeats, lambda s: s.stats("cards"))
        _fill(st, n, dice=True)
        assert st.stats("dice")["Anna"].games_played > 0
        st.close()
        window = _median_open(folder, repeats, _window)
        return statistics.median(record), opening, window
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m research.storage_bench")
    p.add_argument("--json", action="store_true", help="print the figures as one JSON object")
    p.add_argument("--sizes", default="1000,10000,100000", help="numbers of recorded games")
    args = p.parse_args(argv)
    sizes = [int(x) for x in args.sizes.split(",")]
    out: dict[str, dict[str, float]] = {"record_ms": {}, "open_ms": {}, "window_ms": {}}
    for n in sizes:
        rec, opened, window = measure(n)
        out["record_ms"][str(n)] = round(rec, 2)
        out["open_ms"][str(n)] = round(opened, 2)
        out["window_ms"][str(n)] = round(window, 2)
        if not args.json:
            print(f"{n:>7} games: record {rec:.2f} ms, open the statistics {opened:.2f} ms, "
                  f"the Statistics window's reads with {n} dice games too {window:.2f} ms")
    if args.json:
        print(json.dumps(out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
