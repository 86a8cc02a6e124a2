"""One loop that plays a game with computer players, for either game: tournaments, latency
measurements, tests (and, later, a host's computer seats).

Chance's steps are drawn from the generator the caller gives; every other step asks the
player of the seat to act for an action on its observation, as the player protocol says.
"""

from __future__ import annotations

import logging
import random
import time
from typing import Any, Callable, Optional, Sequence, TypeVar

from .protocol import Game, Player

__all__ = ["Watcher", "play", "ask_player"]

T = TypeVar("T")

#: Called after every decision: (seat, observation, action, seconds the player took).
Watcher = Callable[[int, Any, Any, float], None]


def play(game: Game[Any, Any, Any], players: Sequence[Player[Any, Any]], rng: random.Random,
         *, until: Optional[Callable[[Any], bool]] = None,
         watch: Optional[Watcher] = None) -> int:
    """Play until the game is over or ``until(game)`` holds; the number of decisions asked."""
    decisions = 0
    while not game.is_over and (until is None or not until(game)):
        if game.chance_pending:
            game.apply(game.sample_chance(rng))
            continue
        seat = game.to_act
        assert seat is not None, "a game that is not over has a seat or chance to act"
        obs = game.observation(seat)
        t0 = time.perf_counter()
        action = players[seat].act(obs)
        took = time.perf_counter() - t0
        decisions += 1
        if watch is not None:
            watch(seat, obs, action, took)
        game.apply(action)
    return decisions


def ask_player(player: Any, ask: Callable[[Any], T], fallback: Callable[[], Any],
               last_resort: Callable[[], T], seat: Optional[int],
               log: logging.Logger = logging.getLogger("thousand.ui")) -> T:
    """A computer seat's decision that never raises and never stalls the game: ``ask(player)``
    (which raises when the answer is not legal); a player that fails is logged and asked once
    more; then ``ask(fallback())`` (the ``normal`` level); if even that fails, ``last_resort()``.
    (The local tables' computer seats and the host's alike.)"""
    level = getattr(player, "level", "?")
    for attempt in (1, 2):
        try:
            return ask(player)
        except Exception:
            log.exception("computer player (%s) of seat %s failed, attempt %d", level, seat,
                          attempt)
    try:
        return ask(fallback())
    except Exception:
        log.exception("the normal level failed too for seat %s", seat)
    return last_resort()
