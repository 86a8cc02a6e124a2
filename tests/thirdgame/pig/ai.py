"""Pig's computer players: hold once the turn's points reach a threshold (or the target)."""

from __future__ import annotations

import random
from typing import Optional

from .engine import HOLD, ROLL, PigAction, PigObservation

LEVELS = ("easy", "normal")
MEASURE_LEVELS = ("random",)
_THRESHOLD = {"easy": 12, "normal": 20}


class PigPlayer:
    def __init__(self, level: str, seed: Optional[int] = None) -> None:
        if level not in LEVELS + MEASURE_LEVELS:
            raise ValueError(f"no Pig level {level!r}")
        self.level = level
        self._rng = random.Random(seed) if seed is not None else random.SystemRandom()

    def act(self, obs: PigObservation) -> PigAction:
        if HOLD not in obs.legal_actions:
            return ROLL
        if self.level == "random":
            moves: list[PigAction] = [ROLL, HOLD]
            return self._rng.choice(moves)
        needed = obs.rules.target - obs.totals[obs.seat]
        return HOLD if obs.turn_points >= min(needed, _THRESHOLD[self.level]) else ROLL


def make_player(level: str, seed: Optional[int] = None) -> PigPlayer:
    return PigPlayer(level, seed)
