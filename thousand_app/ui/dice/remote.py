"""The dice game's remote seat: the controller of :class:`~.screen.DiceScreen` in a network
game.

What the screen reads as ``controller.game`` is the common view of the host's observation
(:class:`~thousand_app.ui.common.remote_controller.ObservedView`): the observation carries
the score sheet's turns, who moved first, what each keep would do or why it may not be made,
and why a throw may not be made now, all from the host's engine; nothing is played again
here, and what the seat may do is only the host's list (docs/network.md, "The app").
"""

from __future__ import annotations

import logging
import random
from typing import Any, Callable, Optional, Sequence, Union

from PySide6.QtCore import QObject, Signal

from thousand_app.dice.engine import GameOver, Keep, KeepPreview
from thousand_app.games.reasons import Reason
from thousand_app.net.remote import RemoteGame
from thousand_app.ui.common.net_texts import problem_text
from thousand_app.ui.common.remote_controller import RemoteController, kind_decoders

from .texts import dice_reason, translated_reason

log = logging.getLogger("thousand.ui")

__all__ = ["DiceRemoteController"]


class DiceRemoteController(RemoteController):
    """A remote seat at the dice table: :class:`DiceScreen`'s controller in a network game."""

    #: The game was won (winner), as the local controller's.
    over = Signal(int)

    def __init__(self, remote: RemoteGame, kind: Any, parent: Optional[QObject] = None) -> None:
        super().__init__(remote, **kind_decoders(remote, kind), parent=parent)
        self.started = False
        #: The updates with events heard (what a hint was made for).
        self.moves = len(remote.events_heard)
        self.events.connect(self._follow)

    # -- what the screen reads ------------------------------------------------------------
    @property
    def names(self) -> tuple[str, ...]:
        n = len(self.remote.info.get("players", [])) or len(self.remote.seats)
        return tuple(self.name(i) for i in range(n))

    def storage_seats(self) -> list[Any]:
        return []

    def _hint_job(self, seat: int) -> Optional[Callable[[], Any]]:
        """``hard``'s advice on what this seat sees (its observation), as at a local table."""
        obs = self.observation()
        if obs is None or obs.to_act != seat or not self.legal_actions:
            return None
        from thousand_app.dice.ai.players import make_player

        from .controller import compute_hint

        move = self.moves
        hinter = make_player("hard", random.SystemRandom().randrange(1 << 62))
        return lambda: compute_hint(hinter, obs, move)

    def preview(self, faces: Sequence[int]) -> Union[KeepPreview, str]:
        """What keeping ``faces`` would do, or why they may not be kept: the engine's answers
        the host's observation carries for the mover."""
        keep = Keep(tuple(faces))
        view = self.game
        found = None if view is None or str(keep) not in self.legal_actions \
            else view.preview(keep)
        if isinstance(found, KeepPreview):
            return found
        why = None if view is None else view.reason(keep)
        return dice_reason(why) if why is not None else problem_text("illegal")

    def _reason_text(self, reason: Reason) -> Optional[str]:
        return translated_reason(reason)

    def throw_reason(self) -> Optional[Reason]:
        """None when the host lists the throw now, else the engine's reason the observation
        gives (a keep is due, the game is over...)."""
        if "roll" in self.legal_actions:
            return None
        obs = self.observation()
        return None if obs is None else obs.throw_reason

    def start(self) -> None:
        """The screen shows the table: offer the turn when it is ours."""
        self.started = True
        obs = self.observation()
        if obs is not None and obs.winner is not None:
            self.over.emit(obs.winner)
            return
        self.reoffer()

    def autosave(self) -> None:
        """The host saves."""

    # -- from the host --------------------------------------------------------------------
    def _follow(self, events: list[Any]) -> None:
        self.moves += 1
        for e in events:
            if isinstance(e, GameOver):
                self.over.emit(e.winner)
