"""The card game's remote seat: the controller of :class:`~.game_screen.GameScreen` in a
network game.

What the screen reads as ``controller.game`` is the common view of the host's observation
(:class:`~thousand_app.ui.common.remote_controller.ObservedView`): the observation carries
the score sheet's rows, what a concession would do, why a card may not go to the trick and
why the dealt hand allows a redeal, all from the host's engine; nothing is played again here.

The host deals the next deal as soon as one is scored; the seat's table shows the deal's
summary and waits for its person: the updates that come meanwhile are held back (each with
the observation it came with, so the table never shows a state ahead of what it animated)
and played on when the person goes on to the next deal (:meth:`CardRemoteController.next_deal`).
"""

from __future__ import annotations

import logging
import random
from collections import deque
from dataclasses import dataclass
from functools import partial
from typing import Any, Callable, Optional, Sequence

from PySide6.QtCore import QObject

from thousand_app.cards.engine import Decline, Game, RecordError, replay
from thousand_app.cards.engine.events import Dealt, DealScored, Event, GameOver
from thousand_app.games.reasons import Reason
from thousand_app.net.remote import PLAYING, RemoteGame
from thousand_app.ui.common.remote_controller import RemoteController, kind_decoders

from .reasons import translated_reason

log = logging.getLogger("thousand.ui")

__all__ = ["CardRemoteController"]


@dataclass
class _Update:
    """One update of the host, as the seat is to show it."""

    events: list[Event]
    observation: dict[str, Any]
    prompt: Optional[dict[str, Any]]


class CardRemoteController(RemoteController):
    """A remote seat at the card table: :class:`GameScreen`'s controller in a network game."""

    def __init__(self, remote: RemoteGame, kind: Any, parent: Optional[QObject] = None) -> None:
        super().__init__(remote, **kind_decoders(remote, kind), parent=parent)
        self._parse = kind.parse_action
        #: The update the table shows (its observation and prompt), and those held back.
        self._shown: Optional[_Update] = None
        self._held: deque[_Update] = deque()
        self._holding = False
        self._pending_events: list[dict[str, Any]] = []
        self._seen: tuple[Any, Any] = (None, None)
        self._decoded: tuple[Any, Any] = (None, None)
        #: The host's record of the deals over, played again for the review (on demand).
        self._replayed: tuple[Any, Optional[Game]] = (None, None)
        self._deal_events: list[Event] = []
        #: Moves chosen together after one the host has not answered yet (the cards passed:
        #: the second ``Give`` is legal only once the first is applied), sent in turn as the
        #: host's prompts list them.
        self._queued: deque[str] = deque()
        self._answering = False
        for batch in remote.events_heard:   # (heard before this table was built)
            self._note(self._decode_events(batch))
        if remote.observation is not None:
            self._shown = _Update([], remote.observation, remote.prompt)
            self._seen = (remote.observation, remote.prompt)

    # -- what the screen reads ------------------------------------------------------------
    @property
    def reviewable(self) -> bool:   # type: ignore[override]
        """The deals over can be reviewed once the host sent their record."""
        return self.remote.record is not None

    def record_game(self) -> Optional[Game]:
        """The host's record of the deals over, played again for the deal review (when the
        person opens it; None without a record, or when it does not play)."""
        record = self.remote.record
        if record is None:
            return None
        if self._replayed[0] is not record:
            try:
                game: Optional[Game] = replay(record)
            except RecordError as exc:
                log.warning("the host's record of the deals does not play again: %s", exc)
                game = None
            self._replayed = (record, game)
        return self._replayed[1]

    def observation(self, seat: Optional[int] = None) -> Any:
        shown = self._shown
        if shown is None:
            return None
        obs_json, obs = self._decoded
        if obs_json is not shown.observation:
            obs = self._decode_observation(shown.observation)
            self._decoded = (shown.observation, obs)
        return obs

    @property
    def legal_actions(self) -> list[str]:
        shown = self._shown
        if shown is None or shown.prompt is None or self.remote.state != PLAYING:
            return []
        return list(shown.observation.get("legal_actions", []))

    def start_events(self) -> list[Event]:
        """The events of the deal in progress as this seat heard them (for a fresh screen)."""
        return list(self._deal_events)

    def _reason_text(self, reason: Reason) -> Optional[str]:
        return translated_reason(reason)

    def storage_seats(self) -> list[Any]:
        return []

    # -- what the person does ---------------------------------------------------------
    def submit(self, action: Any) -> bool:
        text = self._action_text(action)
        if self._answering and not self.closed and text not in self.legal_actions:
            self._queued.append(text)   # (sent when the host's next prompt lists it)
            return True
        return self._answered(super().submit(action))

    def _answered(self, sent: bool) -> bool:
        """The person's answer went to the host: the prompt shown is done with."""
        if sent:
            self._answering = True
        if sent and self._shown is not None:
            self._shown.prompt = None
            self._seen = (self._seen[0], None)   # (a refusal puts the host's prompt back)
        return sent

    def next_deal(self) -> None:
        """The person has seen the deal's summary: the updates held meanwhile are shown."""
        self._holding = False
        self._show_held()

    def reoffer(self) -> None:
        seat = self.remote.seat
        shown = self._shown
        if seat is not None and shown is not None and shown.prompt is not None \
                and self.remote.state == PLAYING and not self._holding:
            if self.legal_actions:
                self.waiting_for = seat
                self.humanTurn.emit(seat)
                return
        self.waiting_for = None
        to_act = shown.observation.get("to_act") if shown is not None else None
        self.thinking.emit(to_act if isinstance(to_act, int) and to_act != seat else -1)

    def _hint_job(self, seat: int) -> Optional[Callable[[], Any]]:
        """The strongest computer player's move for what this seat sees (its observation
        only)."""
        obs = self.observation()
        if obs is None or seat != obs.seat or not obs.legal_actions \
                or isinstance(obs.legal_actions[0], Decline):   # (no hint for the claims)
            return None
        from thousand_app.cards.ai import make_player

        player = make_player("hard", random.SystemRandom().randrange(1 << 62))
        return partial(player.act, obs)

    def _stamp(self) -> Any:
        return self._shown.observation if self._shown is not None else None

    # -- from the host ----------------------------------------------------------------
    def _events(self, events: Sequence[dict[str, Any]]) -> None:
        self._pending_events.extend(events)

    def _table_changed(self) -> None:
        """An update ended (or the seats or a refusal changed the prompt): a new observation
        or prompt is one more step for the table, shown now or after the deal's summary."""
        remote = self.remote
        if remote.observation is None:
            return
        if remote.observation is self._seen[0] and remote.prompt is self._seen[1] \
                and not self._pending_events:
            return
        refused = remote.observation is self._seen[0]   # (the prompt put back, nothing moved)
        self._seen = (remote.observation, remote.prompt)
        raw, self._pending_events = self._pending_events, []
        update = _Update(self._decode_events(raw), remote.observation, remote.prompt)
        self._answering = False
        if refused:
            self._queued.clear()
        elif self._queued:
            self._send_queued(update)
        self._held.append(update)
        self._show_held()

    def _send_queued(self, update: _Update) -> None:
        """The next move chosen with the last one goes to the host, if its prompt lists it
        (else the person is asked again)."""
        text = self._queued.popleft()
        prompt = update.prompt
        if prompt is None or prompt.get("kind") != "turn" \
                or text not in update.observation.get("legal_actions", []):
            self._queued.clear()
            return
        self.remote.act(text)
        update.prompt = None
        self._seen = (self._seen[0], None)
        self._answering = True

    def _show_held(self) -> None:
        while self._held and not self._holding:
            update = self._held.popleft()
            self._shown = update
            self._note(update.events)
            if update.events:
                # (the table offers the turn when it is idle after them: proceed)
                if any(isinstance(e, DealScored) for e in update.events) and not any(
                        isinstance(e, GameOver) for e in update.events):
                    self._holding = True   # until the person has seen the summary
                self.events.emit(update.events)
            else:
                self.reoffer()

    def _note(self, events: Sequence[Event]) -> None:
        """Keep the events of the deal in progress (for a screen built meanwhile)."""
        for e in events:
            if isinstance(e, Dealt):
                self._deal_events = []
            self._deal_events.append(e)
