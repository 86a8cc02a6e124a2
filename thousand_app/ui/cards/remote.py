"""The card game's remote table: what :class:`~.game_screen.GameScreen` reads as
``controller.game`` in a network game, and the controller of a remote seat.

A seat sees only its own cards, so its view cannot be a copy of the host's game played
again (the dice table's way): it is the host's **observation** (:class:`ObservedCards`),
with the finished deals' summaries the seat saw scored (the score sheet) and the engine's
own answers from what the seat sees: why a card may not go to the trick
(:meth:`Observation.reason`), why the dealt hand allows a redeal (``redeal_reasons``).
What the seat may do is only the host's list.

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

from thousand_app.cards.engine import (Action, DealSummary, Decline, Game, Observation, Phase,
                                       Preview, RecordError, mask_of, redeal_reasons, replay)
from thousand_app.cards.engine.record import record_version, replay_more
from thousand_app.cards.kind import preview_from_json
from thousand_app.cards.engine.events import Dealt, DealScored, Event, GameOver
from thousand_app.games.reasons import Reason
from thousand_app.net.remote import PLAYING, RemoteGame
from thousand_app.ui.common.remote_controller import (ObservedView, RemoteController,
                                                      kind_decoders)

from .reasons import translated_reason

log = logging.getLogger("thousand.ui")

__all__ = ["CardRemoteController", "ObservedCards"]


class ObservedCards(ObservedView):
    """``controller.game`` of a remote seat (read-only): the host's observation, and the
    summaries of the deals scored (``history``)."""

    obs: Observation

    def __init__(self, obs: Observation, history: Sequence[DealSummary],
                 previews: Optional[dict[str, Any]] = None) -> None:
        super().__init__(obs)
        self.history = list(history)
        self.previews = previews or {}

    @property
    def is_over(self) -> bool:
        return self.obs.winner is not None or self.obs.phase == Phase.OVER

    @property
    def needs_deal(self) -> bool:
        return self.obs.phase == Phase.BETWEEN_DEALS

    @property
    def deal_started(self) -> bool:
        """Whether anyone has moved in this deal (an opening claim, a bid, a pass)."""
        return bool(self.obs.auction) or self.obs.phase not in (Phase.BIDDING,
                                                                Phase.BETWEEN_DEALS)

    def legal_actions(self, seat: int) -> tuple[Action, ...]:
        return self.obs.legal_actions if seat == self.obs.seat else ()

    def reason(self, action: Action) -> Optional[str]:
        return self.obs.reason(action)

    def preview(self, action: Action) -> Optional[Preview]:
        """What ``action`` would do, as the host's engine said with the prompt (the
        concession's figures); None where it did not say."""
        data = self.previews.get(str(action))
        return preview_from_json(data) if isinstance(data, dict) else None

    def redeal_reasons(self, seat: int) -> list[str]:
        """The engine's conditions the seat's own dealt hand meets (a seat knows only its own)."""
        if seat != self.obs.seat or self.obs.phase != Phase.BIDDING:
            return []
        return redeal_reasons(self.obs.rules, mask_of(self.obs.hand))


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
        #: Each deal's summary, by deal number (a repeat after a reconnection replaces it).
        self._summaries: dict[int, DealSummary] = {}
        self._replayed: tuple[Any, Optional[Game]] = (None, None)
        self._deal_index = 0
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
    def game(self) -> ObservedCards:
        prompt = self._shown.prompt if self._shown is not None else None
        return ObservedCards(self.observation(), self.history(),
                             (prompt or {}).get("previews"))

    def history(self) -> list[DealSummary]:
        """The deals over that the table has shown: from the host's record of them (it has
        the deals before this seat came too), less those scored in updates still held; else
        the summaries heard."""
        played = self.record_game()
        if played is not None:
            held = sum(isinstance(e, DealScored) for u in self._held for e in u.events)
            return list(played.history[:max(0, len(played.history) - held)])
        return [self._summaries[k] for k in sorted(self._summaries)]

    @property
    def reviewable(self) -> bool:   # type: ignore[override]
        """The deals over can be reviewed once the host sent their record."""
        return self.record_game() is not None

    def record_game(self) -> Optional[Game]:
        """The host's record of the deals over, played again (None without one, or when it
        does not play: then the summaries heard serve)."""
        record = self.remote.record
        if record is None:
            return None
        before, game = self._replayed
        if before is not record:
            try:
                if game is not None and _follows(before, record):
                    # (only the deals new since: the host sends only those after a deal)
                    n = len(before["deals"])
                    replay_more(game, record["deals"][n:], n,
                                has_seed=record.get("seed") is not None,
                                version=record_version(record))
                else:
                    game = replay(record)
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
        """Keep the deal summaries scored in ``events`` (the score sheet's rows) and the
        events of the deal in progress."""
        for e in events:
            if isinstance(e, Dealt):
                self._deal_index = e.deal_index
                self._deal_events = []
            self._deal_events.append(e)
            if isinstance(e, DealScored):
                self._summaries[self._deal_index] = e.summary


def _follows(before: Any, record: dict[str, Any]) -> bool:
    """Whether ``record`` is ``before`` with more deals after its own (the same objects)."""
    if not isinstance(before, dict):
        return False
    old, new = before.get("deals"), record.get("deals")
    return (isinstance(old, list) and isinstance(new, list) and len(new) > len(old)
            and all(a is b for a, b in zip(old, new)))
