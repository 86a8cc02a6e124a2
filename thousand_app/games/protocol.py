"""The game protocol and the player protocol, which both games satisfy.

A game is a state machine driven by actions, in the shape OpenSpiel gives every game:
at each point either a seat is to act (:attr:`Game.to_act`) or chance is
(:attr:`Game.chance_pending`: the card game's next deal, the dice game's forced throw),
and chance's outcome is an explicit action too (:meth:`Game.sample_chance` draws one from
a generator the caller owns; :meth:`Game.apply` applies it like any other).  A refused
action raises the game's own error and changes nothing; :meth:`Game.reason` says why
beforehand.  :meth:`Game.observation` is everything one seat may see, and all a player
is given.

>>> from thousand_app.games.protocol import Game
>>> Game.__name__
'Game'
"""

from __future__ import annotations

import random
from typing import Any, Optional, Protocol, Sequence, TypeVar, runtime_checkable

A = TypeVar("A")
O_co = TypeVar("O_co", covariant=True)
E = TypeVar("E")
A_co = TypeVar("A_co", covariant=True)
O_contra = TypeVar("O_contra", contravariant=True)

__all__ = ["Game", "Player", "CHANCE"]

#: What :func:`thousand_app.games.driver` reports as the actor of a chance step.
CHANCE = -1


@runtime_checkable
class Game(Protocol[A, O_co, E]):
    """One game in progress (card or dice)."""

    @property
    def n(self) -> int:
        """The number of seats."""
        ...

    @property
    def players(self) -> Sequence[str]:
        """The seats' names, in seat order."""
        ...

    @property
    def to_act(self) -> Optional[int]:
        """The seat to act, or None when the game is over or chance is to act."""
        ...

    @property
    def chance_pending(self) -> bool:
        """Whether the next step is chance's (call :meth:`sample_chance`, then :meth:`apply`)."""
        ...

    @property
    def is_over(self) -> bool:
        ...

    @property
    def winner(self) -> Optional[int]:
        """The winning seat once the game is over, else None."""
        ...

    @property
    def totals(self) -> tuple[int, ...]:
        """Each seat's game total now."""
        ...

    @property
    def history(self) -> Sequence[Any]:
        """The finished deals or turns, in order: their number is the game's length (the
        statistics' and a network seat's finished record count them)."""
        ...

    def sample_chance(self, rng: random.Random) -> A:
        """Chance's outcome (an action :meth:`apply` accepts), drawn from ``rng``."""
        ...

    def legal_actions(self) -> list[A]:
        """Every action of the seat to act that :meth:`apply` accepts now."""
        ...

    def reason(self, action: A) -> Optional[str]:
        """Why ``action`` would be refused now (a sentence), or None if it is legal."""
        ...

    def apply(self, action: A) -> list[E]:
        """Apply a legal action (a seat's or chance's); the events it caused."""
        ...

    def undo(self) -> bool:
        """Take back the last action if the game keeps its history; whether it did."""
        ...

    @property
    def can_undo(self) -> bool:
        """Whether :meth:`undo` would take an action back."""
        ...

    def observation(self, seat: int) -> O_co:
        """What ``seat`` may see: its own cards or dice, the public state, its legal actions."""
        ...

    def output(self) -> dict[str, Any]:
        """The replay output of the game so far (docs/record-format.md)."""
        ...


@runtime_checkable
class Player(Protocol[O_contra, A_co]):
    """A computer player: it sees an observation (never the state) and returns an action."""

    level: str

    def act(self, obs: O_contra) -> A_co:
        """One of the observation's legal actions (the seat is to act)."""
        ...
