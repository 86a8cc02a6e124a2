"""What every computer player is: it sees an observation, never the state.

The controller asks :meth:`Player.act` whenever the seat is to act: that includes the
opening claims at a deal's start (a redeal, forehand's dark game), where the legal actions
are ``Decline`` (listed first) and the seat's claims.
"""

from __future__ import annotations

import random
from typing import Protocol

from thousand_app.cards.engine import Action, Observation


class Player(Protocol):
    """A computer player.  Deterministic for a given seed."""

    level: str

    def act(self, obs: Observation) -> Action:
        """Choose one of ``obs.legal_actions`` (the seat is to act)."""
        ...


class RandomPlayer:
    """Uniform over legal actions (a baseline, and a stand-in before stronger players)."""

    level = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def act(self, obs: Observation) -> Action:
        return self.rng.choice(obs.legal_actions)
