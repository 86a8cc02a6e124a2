"""The dice game's remote table: what :class:`~.screen.DiceScreen` reads as
``controller.game`` in a network game, and the controller of a remote seat.

The view is a *shadow* :class:`~thousand_app.dice.engine.DiceGame`: the host's events played
again step by step (a ``Thrown`` is the throw with its faces, a ``Kept`` the keep, a turn
ended without a keep or a throw is the stop).  Every step's events must be the host's own,
else the shadow is dropped; so the score sheet's turns (``history``), ``first_player`` and
the keep preview are the engine's, with the host's rules, and nothing in them is decided
here: what the seat may do is still only the host's list (docs/network.md, "The app").

A seat that did not see the game from its first event (it joined late, or its events
repeat after a reconnection) has no shadow: then the view is the host's last observation
(:class:`ObservedDice`: no past turns on the score sheet, no keep preview).
"""

from __future__ import annotations

import logging
import random
from typing import Any, Callable, Optional, Sequence, Union

from PySide6.QtCore import QObject, Signal

from thousand_app.dice.engine import (STOP, DiceGame, DiceIllegalActionError, GameOver, Keep,
                                      KeepPreview, Throw)
from thousand_app.dice.engine.events import Kept, Thrown
from thousand_app.dice.engine.reasons import GAME_OVER, KEEP_DUE, NOT_A_KEEP, THROW_DUE, refusal
from thousand_app.dice.engine.scoring import keep_value
from thousand_app.games.reasons import Reason
from thousand_app.net.remote import RemoteGame
from thousand_app.ui.common.remote_controller import (ObservedView, RemoteController,
                                                      kind_decoders)

from .texts import dice_reason, translated_reason

log = logging.getLogger("thousand.ui")

__all__ = ["DiceRemoteController", "ObservedDice", "ShadowDice"]


class ObservedDice(ObservedView):
    """``controller.game`` from the host's last observation only (read-only)."""

    pending = property(lambda self: self.obs.pending)
    history: Sequence[Any] = ()
    start_totals = property(lambda self: (0,) * self.obs.n_players)
    start_bolts = property(lambda self: (0,) * self.obs.n_players)

    @property
    def first_player(self) -> int:
        mover = self.obs.to_act if self.obs.to_act is not None else self.obs.seat
        return int((mover - self.obs.turn_index) % self.obs.n_players)


class ShadowDice:
    """The host's game played again from its events (see the module's text); ``game`` is
    None once an event did not fit."""

    def __init__(self, obs: Any, first_player: int) -> None:
        self.game: Optional[DiceGame] = DiceGame(obs.rules, obs.n_players, players=obs.players,
                                                 first_player=first_player, seed=None)

    def follow(self, events: Sequence[Any]) -> None:
        game = self.game
        i = 0
        while game is not None and i < len(events):
            e = events[i]
            if isinstance(e, Thrown):
                action: Any = Throw(e.faces)
            elif isinstance(e, Kept):
                action = Keep(e.faces)
            elif game.pending == "choice":   # (the stop: its settling, the turn's end)
                action = STOP
            else:
                return self._drop(f"no step for {type(e).__name__}")
            try:
                mine = game.apply(action)
            except DiceIllegalActionError as exc:
                return self._drop(str(exc))
            if list(events[i:i + len(mine)]) != list(mine):
                return self._drop(f"other events after {action}")
            i += len(mine)

    def agrees(self, obs: Any) -> bool:
        game = self.game
        return game is not None and (game.to_act, tuple(game.totals), game.pending) == (
            obs.to_act, tuple(obs.totals), obs.pending)

    def _drop(self, why: str) -> None:
        log.info("the dice view follows the host's observation only: %s", why)
        self.game = None


class DiceRemoteController(RemoteController):
    """A remote seat at the dice table: :class:`DiceScreen`'s controller in a network game."""

    #: The game was won (winner), as the local controller's.
    over = Signal(int)

    def __init__(self, remote: RemoteGame, kind: Any, parent: Optional[QObject] = None) -> None:
        super().__init__(remote, **kind_decoders(remote, kind), parent=parent)
        self.started = False
        self.moves = 0
        self._shadow: Optional[ShadowDice] = None
        self.events.connect(self._follow)
        for batch in list(remote.events_heard):   # (heard before this table was built)
            self._follow(self._decode_events(batch))

    # -- what the screen reads ------------------------------------------------------------
    @property
    def game(self) -> Any:
        obs = self.observation()
        if self._shadow is None and self.moves == 0 and obs is not None \
                and obs.turn_index == 0 and obs.pending == "throw" and obs.to_act is not None:
            # (the game's first throw is still to make: the shadow follows from its start)
            self._shadow = ShadowDice(obs, obs.to_act)
        shadow = self._shadow
        if shadow is not None and obs is not None and shadow.agrees(obs):
            return shadow.game
        return None if obs is None else ObservedDice(obs)

    @property
    def names(self) -> tuple[str, ...]:
        n = len(self.remote.info.get("players", [])) or len(self.remote.seats)
        return tuple(self.name(i) for i in range(n))

    def storage_seats(self) -> list[Any]:
        return []

    def _hint_job(self, seat: int) -> Optional[Callable[[], Any]]:
        """``hard``'s advice on the shadow game (a copy), as at a local table; none without
        a shadow (the observation alone cannot say how a keep goes on)."""
        game = self.game
        if not isinstance(game, DiceGame) or game.to_act != seat or not self.legal_actions:
            return None
        from thousand_app.dice.ai.players import make_player

        from .controller import compute_hint

        trial, move = game.copy(), self.moves
        hinter = make_player("hard", random.SystemRandom().randrange(1 << 62))
        return lambda: compute_hint(hinter, trial, move)

    def preview(self, faces: Sequence[int]) -> Union[KeepPreview, str]:
        """What keeping ``faces`` would do (the engine's preview on the shadow game), or why
        not: a keep the host does not list is "not a legal keep"."""
        keep = Keep(tuple(sorted(faces)))
        if str(keep) not in self.legal_actions:
            return dice_reason(refusal(NOT_A_KEEP))
        game = self.game
        if isinstance(game, DiceGame):
            try:
                return game.preview_keep(faces)
            except DiceIllegalActionError as exc:
                return dice_reason(exc.reason)
        obs = self.observation()   # (no shadow: the keep's points; how the turn goes on unsaid)
        value = keep_value(faces, obs.rules) or 0
        hot = len(faces) == obs.d
        return KeepPreview(value, obs.s + value, 5 if hot else obs.d - len(faces),
                           "hot_dice" if hot else "choice", None)

    def _reason_text(self, reason: Reason) -> Optional[str]:
        return translated_reason(reason)

    def throw_reason(self) -> Optional[Reason]:
        """None when the host lists the throw now, else the engine's reason: "a keep is due"
        while a keep is (as a local table's engine says), else "a throw is due"."""
        if "roll" in self.legal_actions:
            return None
        obs = self.observation()
        if obs is None or obs.winner is not None:
            return refusal(GAME_OVER)
        return refusal(KEEP_DUE if obs.pending == "keep" else THROW_DUE)

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
        obs = self.observation()
        if self.moves == 1 and obs is not None and events and isinstance(events[0], Thrown) \
                and not (events[0].confirming or events[0].rethrow):
            # (the first events this seat sees begin a turn: taken as the game's first)
            self._shadow = ShadowDice(obs, events[0].seat)
        if self._shadow is not None:
            self._shadow.follow(events)
        for e in events:
            if isinstance(e, GameOver):
                self.over.emit(e.winner)
