"""What both games' tournaments share: seeds derived from a run's seed, and running the jobs
of a run in order, on one process or a pool, with the results so far after every job.

Each game's tournament (``thousand_app.cards.ai.tournament``: duplicate deals or whole games;
``thousand_app.dice.ai.tournament``: sets of games with the same dice) says what one job
plays and how its results add up; the intervals are :mod:`thousand_app.games.stats`'.

>>> seed_of(7, 1) == seed_of(7, 1) != seed_of(7, 2)
True
>>> run_jobs(abs, [-1, 2, -3], workers=1)
[1, 2, 3]
"""

from __future__ import annotations

import random
import sys
from multiprocessing import get_context
from typing import Callable, Iterable, Optional, Sequence, TypeVar

__all__ = ["seed_of", "run_jobs"]

J = TypeVar("J")
T = TypeVar("T")


def seed_of(*parts: int) -> int:
    """A seed for one part of a run (a deal, a set of games, a seat), from the run's seed and
    the part's indices: the same parts always give the same seed."""
    return random.Random(repr(parts)).randrange(1 << 62)


def run_jobs(func: Callable[[J], T], jobs: Sequence[J], workers: int,
             each: Optional[Callable[[list[T]], None]] = None,
             start: Optional[str] = None) -> list[T]:
    """``func`` over ``jobs``, results in the jobs' order; ``each`` (if given) sees the results
    so far after every job.  With ``workers`` > 1 the jobs run on a process pool started by
    ``start`` ("fork", "spawn"; default: fork where there is one, spawn on Windows)."""
    out: list[T] = []

    def take(results: Iterable[T]) -> list[T]:
        for r in results:
            out.append(r)
            if each is not None:
                each(out)
        return out

    if workers <= 1:
        return take(func(j) for j in jobs)
    method = start or ("spawn" if sys.platform == "win32" else "fork")
    with get_context(method).Pool(workers) as pool:
        return take(pool.imap(func, jobs, chunksize=1))
