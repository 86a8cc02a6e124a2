"""What every computer player is: it sees an observation, never the state.

The controller asks :meth:`Player.act` when the seat is to act, and
:meth:`Player.claim` at the start of a deal when the seat may make an
out-of-turn opening claim (a redeal, or forehand's dark game) while another
seat is to act.
"""

from __future__ import annotations

import random
from typing import Optional, Protocol

from thousand_app.cards.engine import Action, Observation


class Player(Protocol):
    """A computer player.  Deterministic for a given seed."""

    level: str

    def act(self, obs: Observation) -> Action:
        """Choose one of ``obs.legal_actions`` (the seat is to act)."""
        ...

    def claim(self, obs: Observation) -> Optional[Action]:
        """At a deal's start, out of turn: one of ``obs.legal_actions`` or None to decline."""
        ...


class RandomPlayer:
    """Uniform over legal actions (a baseline, and a stand-in before stronger players)."""

    level = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def act(self, obs: Observation) -> Action:
        return self.rng.choice(obs.legal_actions)

    def claim(self, obs: Observation) -> Optional[Action]:
        options: list[Optional[Action]] = [None, *obs.legal_actions]
        return self.rng.choice(options)
