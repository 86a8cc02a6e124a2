"""The controller of a remote seat: what a table screen talks to in a network game, with the
signals and methods of the local controller (:class:`~.controller_base.ControllerBase`),
backed by a :class:`~thousand_app.net.remote.RemoteGame`.

It asks no rule of its own and replays nothing: the host's observation carries what the
table shows (the score sheet's rows, the previews and refusal reasons of the seat to act),
what the seat may do is its legal actions (or the prompt's: a throw), and a refused move
comes back from the host as a code, shown as a translated sentence.  ``controller.game`` is
the observation as an :class:`ObservedView`, the same for every game; a game's UI folder
adds only its decoders (the host's JSON back into the engine's observation and events, so
the screen's drawing code stays as it is) (docs/network.md, "The app").
"""

from __future__ import annotations

import logging
import time
from typing import Any, Callable, Optional, Sequence

from PySide6.QtCore import QObject, Signal

from thousand_app.games.reasons import Reason
from thousand_app.games.registry import AnyKind
from thousand_app.tasks import Lane, Mailbox
from thousand_app.net.remote import ENDED, PLAYING, RemoteGame

from .i18n import translate
from .net_texts import countdowns, problem_text, seat_name, seat_state_text
from .table_signals import TableSignals
from .texts import fmt

log = logging.getLogger("thousand.ui")

__all__ = ["ObservedView", "RemoteController", "kind_decoders"]


class ObservedView:
    """``controller.game`` of a remote seat: the host's last observation (read-only), which
    carries all the seat's table reads (docs/network.md, "The app"): its fields and
    properties are the view's (``players``, ``to_act``, ``history``, ``pending``...), with the
    local game's queries that take a seat or an action answered from them.  It serves every
    game: nothing here is a rule of one."""

    def __init__(self, obs: Any) -> None:
        self.obs = obs

    def __getattr__(self, name: str) -> Any:
        if name == "obs":   # (not set yet: no observation to ask)
            raise AttributeError(name)
        return getattr(self.obs, name)

    n = property(lambda self: self.obs.n_players)

    @property
    def is_over(self) -> bool:
        """Whether the game is over (the shell asks it before leaving a network game): the
        observation's own answer where it has one, else whether it names a winner."""
        over = getattr(self.obs, "is_over", None)
        return self.obs.winner is not None if over is None else bool(over)

    def legal_actions(self, seat: int) -> tuple[Any, ...]:
        """The host's list, for this seat only (it knows no other seat's)."""
        return tuple(self.obs.legal_actions) if seat == self.obs.seat else ()

    def reason(self, action: Any) -> Optional[Reason]:
        """None for a listed move; else the engine's reason the observation gives for it (a
        card that may not go to the trick, a choice of dice that may not be kept), else why
        any other move of this seat is refused now (None where the observation does not
        say)."""
        if action in self.obs.legal_actions:
            return None
        for refused, why in getattr(self.obs, "refusals", ()):
            if refused == action:
                return why if isinstance(why, Reason) else None
        why = getattr(self.obs, "otherwise", None)
        return why if isinstance(why, Reason) else None

    def preview(self, action: Any) -> Any:
        """What ``action`` would do, as the engine previewed it for the seat to act (a
        concession's figures, a keep's outcome); None where it did not."""
        for listed, preview in getattr(self.obs, "previews", ()):
            if listed == action:
                return preview
        return None

    def redeal_reasons(self, seat: int) -> list[str]:
        """The conditions the seat's own dealt hand meets for a redeal (a seat knows only its
        own, and only while it is asked about it)."""
        return list(getattr(self.obs, "redeal_reasons", ())) if seat == self.obs.seat else []


def kind_decoders(remote: RemoteGame, kind: AnyKind) -> dict[str, Callable[..., Any]]:
    """The decoders of a game's ``GameKind`` for :class:`RemoteController`: the host's JSON
    back into the engine's own observation (with the rules the host sent in its welcome) and
    events, and actions written in record notation."""
    rules: list[Any] = []
    net = kind.codec()

    def observation(data: dict[str, Any]) -> Any:
        if not rules:
            rules.append(kind.rules_from_json(remote.info.get("rules", {})))
        players = data.get("players")
        if isinstance(players, list) and any(
                isinstance(s, dict) and (s.get("generic") or s.get("host_default"))
                for s in remote.seats):
            # (a computer seat the host named nobody, or the host nobody named: in this
            # app's own words)
            data = dict(data, players=[seat_name(remote.seats, i) if i < len(remote.seats)
                                       else p for i, p in enumerate(players)])
        return net.observation_from_json(data, rules[0])

    return {"decode_observation": observation, "decode_events": net.events_from_json,
            "action_text": kind.action_text}


class RemoteController(TableSignals):
    """One remote seat for the table screen.  ``decode_observation(obs_json)`` and
    ``decode_events(events_json)`` turn the host's JSON into what the screen draws;
    ``action_text(action)`` writes an action in record notation (the game's ``GameKind``)."""

    # (``undone``, ``hintReady`` and ``saveState`` never come: no take-backs, no hints yet,
    # the host saves; ``thinking(seat)``: another seat is to act, -1 nobody)
    #: The game ended for this seat for good: the code's sentence.
    ended = Signal(str)
    network = True
    #: Whether this seat can review the deals (the card game's, from the host's record).
    reviewable = False

    def __init__(self, remote: RemoteGame, *,
                 decode_observation: Callable[[dict[str, Any]], Any] = lambda o: o,
                 decode_events: Callable[[list[dict[str, Any]]], list[Any]] = lambda e: e,
                 action_text: Callable[[Any], str] = str,
                 parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.remote = remote
        self._decode_observation = decode_observation
        self._decode_events = decode_events
        self._action_text = action_text
        self.game_id: Optional[str] = None
        self.pace_ms = 0
        self.allow_takebacks = False
        self.hot_seat = False
        self.waiting_for: Optional[int] = None
        self._lane = Lane("thousand-hint")
        self._mail = Mailbox(self)
        #: When the computer takes each seat whose person is away (monotonic), from the
        #: host's ``seats`` last seen (``away_text``).
        self._seen_seats: Any = None
        self._view: Optional[ObservedView] = None
        self._decoded: tuple[Any, Any] = (None, None)
        self._away_until: dict[int, float] = {}
        remote.tableChanged.connect(self._table_changed)
        remote.eventsReceived.connect(self._events)
        # (bound methods, never lambdas holding ``self``: a lambda kept by the connection
        # would keep this controller, and through it the game, alive for good)
        remote.refused.connect(self._refused)
        remote.ended.connect(self._ended)

    # -- queries ----------------------------------------------------------------------
    @property
    def seat(self) -> Optional[int]:
        return self.remote.seat

    @property
    def humans(self) -> list[int]:
        return [] if self.remote.seat is None else [self.remote.seat]

    @property
    def closed(self) -> bool:
        return self.remote.state == ENDED

    @property
    def connected(self) -> bool:
        return self.remote.state == PLAYING

    @property
    def legal_actions(self) -> list[str]:
        """What this seat may send now, in record notation (the host's list)."""
        return self.remote.legal_actions

    def name(self, seat: int) -> str:
        return seat_name(self.remote.seats, seat)

    def away_text(self, seat: int) -> Optional[str]:
        """Seat ``seat``'s person dropped out and the computer has not taken the seat yet
        (the grace period): "Boris: Away: the computer plays in N s", counted down from the
        host's last ``seats``; else None."""
        seats = self.remote.seats
        info = seats[seat] if 0 <= seat < len(seats) and isinstance(seats[seat], dict) else {}
        if not info.get("taken") or info.get("connected") or info.get("computer") \
                or self.remote.state == ENDED:
            return None
        if seats is not self._seen_seats:
            self._seen_seats, self._away_until = seats, countdowns(seats, "grace_s",
                                                                   time.monotonic())
        until = self._away_until.get(seat)
        left = None if until is None else max(0, round(until - time.monotonic()))
        return fmt(translate("Network", "%1: %2"), self.name(seat),
                   seat_state_text(info, left))

    def observation(self, seat: Optional[int] = None) -> Any:
        """The host's last observation for this seat (``seat`` is the screen's observer: a
        remote seat only ever sees its own)."""
        raw = self.remote.observation
        if raw is None:
            return None
        if self._decoded[0] is not raw:   # (the screen asks often: read each one once)
            self._decoded = (raw, self._decode_observation(raw))
        return self._decoded[1]

    @property
    def game(self) -> Any:
        """What the table screen reads as ``controller.game``: the observation shown, as an
        :class:`ObservedView` (None before the first)."""
        obs = self.observation()
        if obs is None:
            return None
        if self._view is None or self._view.obs is not obs:
            self._view = ObservedView(obs)
        return self._view

    @property
    def may_take_back(self) -> bool:
        """Never in a network game (as the local controller's property)."""
        return False

    # -- what the person does ---------------------------------------------------------
    def submit(self, action: Any) -> bool:
        """Send the person's move; True if it was sent (the host's answer comes later: an
        update, or a refusal as :attr:`message`)."""
        text = self._action_text(action)
        if self.closed or text not in self.legal_actions:
            return False
        self.waiting_for = None
        self.remote.act(text)
        return True

    def chat(self, text: str) -> None:
        self.remote.chat(text)

    def proceed(self) -> None:
        """The table is idle: offer the turn again if it is this seat's (the host moves the
        game itself)."""
        self.reoffer()

    def reoffer(self) -> None:
        seat = self.remote.seat
        if seat is not None and self.remote.my_turn:
            self.waiting_for = seat
            self.humanTurn.emit(seat)
            return
        self.waiting_for = None
        to_act = (self.remote.observation or {}).get("to_act")
        self.thinking.emit(to_act if isinstance(to_act, int) and to_act != seat else -1)

    def request_hint(self, seat: int) -> None:
        """The game's hint for what this seat sees, worked out off the GUI thread;
        ``hintReady(seat, hint or None)`` (None too once the table moved on meanwhile)."""
        job = self._hint_job(seat)
        if job is None:
            self.hintReady.emit(seat, None)
            return
        stamp, mail = self._stamp(), self._mail

        def run() -> None:   # (touches no Qt object: the mailbox is a Python queue)
            try:
                hint: Any = job()
            except Exception:
                log.exception("the hint failed")
                hint = None
            mail.post(self._hinted, seat, stamp, hint, last=True)

        mail.expect()
        self._lane.run(run)

    def _hint_job(self, seat: int) -> Optional[Callable[[], Any]]:
        """What makes ``seat``'s hint now (run off the GUI thread), or None: no hint."""
        return None

    def _stamp(self) -> Any:
        """What the table shows now (a hint made for another state is dropped)."""
        return self.remote.observation

    def _hinted(self, seat: int, stamp: Any, hint: Any) -> None:
        self.hintReady.emit(seat, hint if stamp is self._stamp() else None)

    def undo_to_human(self) -> bool:
        return False

    def close(self) -> None:
        """Leave the table (the host plays the seat with the computer after its grace)."""
        self._mail.close()
        self._lane.cancel()
        if self.remote.state != ENDED:
            self.remote.leave()

    # -- from the host ----------------------------------------------------------------
    def _table_changed(self) -> None:
        """The host's observation, prompt or seats changed (an update ends with this)."""
        self.reoffer()

    def _events(self, events: Sequence[dict[str, Any]]) -> None:
        self.events.emit(self._decode_events(list(events)))

    def _refused(self, code: str, reason: str) -> None:
        """A move refused: the engine's reason in the game's words where the host sent its
        code (``illegal``), else the refusal's code in words."""
        words = self._reason_text(reason) if isinstance(reason, Reason) else None
        self.message.emit(words or problem_text(code))

    def _reason_text(self, reason: Reason) -> Optional[str]:
        """The game's words for an engine reason it knows by its code, else None."""
        return None

    def _ended(self, code: str, _reason: str) -> None:
        self.ended.emit(problem_text(code))
