"""What the card game's and the dice game's controllers share: the game loop.

Both drive one game for the screen through signals (docs/developing.md: data flows one
way), written once here against the common game protocol
(:mod:`thousand_app.games.protocol`): the screen submits a human's action, the
controller applies it (or refuses it with the engine's reason), the engine's
events go out as :attr:`ControllerBase.events`, the table animates them and
calls :meth:`ControllerBase.proceed` when it is idle; then whoever is to act
acts: a human seat is offered its turn (:attr:`humanTurn`), a computer seat
decides in a worker thread (a small pool; the answer comes back to the GUI
thread through a :class:`~thousand_app.mailbox.Mailbox`, the worker touching no
Qt object) and its move waits out the pace (so a person can follow) on a timer
the controller owns; a move that the game outran is dropped.  A human may ask for a hint (:meth:`ControllerBase.request_hint`) and,
against the computer, take his last decision back
(:meth:`ControllerBase.undo_to_human`).  The autosave (:mod:`.autosave`) is a part
the controller owns (:attr:`ControllerBase.saving`), written on one worker thread in
order, its problems coming back as messages.

Each game's controller fills in small hooks where the games differ: what a
computer seat's decision is (``_decision``) and what action it comes to
(``_computer_action``), where chance's outcomes come from (``_chance_rng``), what
a human may submit (``_human_action``), what follows an applied action
(``_applied``), what makes a hint (``_hint_job``), how far back the human's last
decision is and how to undo to it (``_steps_back``, ``_undo_steps``), and what a
save keeps (``_save_extras``).
"""

from __future__ import annotations

import logging
import time
import uuid
import random
from dataclasses import dataclass
from typing import Any, Callable, ClassVar, Optional, Sequence

from PySide6.QtCore import QObject, QTimer

from thousand_app.games.driver import ask_player
from thousand_app.tasks import Lane, Mailbox

from .autosave import Autosave
from .table_signals import TableSignals

log = logging.getLogger("thousand.ui")

HUMAN = "human"
COMPUTER = "computer"

#: What a computer seat "decides" when chance is to act for it (the dice game's forced
#: throw): the controller draws chance's outcome after the pace.
CHANCE_MOVE = "chance"


@dataclass
class Seat:
    """Who sits at a seat (the storage's ``SeatConfig`` has the same fields)."""

    name: str
    kind: str = HUMAN
    level: Optional[str] = None

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN


class ControllerBase(TableSignals):
    """The game loop: seats, computer decisions off the GUI thread, pacing, the autosave."""

    def __init__(self, seats: Sequence[Any], *, game_id: str | None, storage: Any,
                 pace_ms: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.seats: list[Seat] = [Seat(s.name, s.kind, s.level) for s in seats]
        self.game_id = game_id or uuid.uuid4().hex
        self.storage = storage
        self.pace_ms = pace_ms
        self._lane = Lane("thousand-ai", width=2)
        self._mail = Mailbox(self)
        self._token = 0
        self._callbacks: dict[int, Callable[[object], None]] = {}
        self.busy = False          # a computer seat is thinking or waiting for its pace
        self.waiting_for: Optional[int] = None   # the human seat offered a turn
        self.closed = False
        #: The computer move waiting out its pace: the arguments of ``_computer_moved``.
        self._pending: Optional[tuple[Any, ...]] = None
        self._pace_timer = QTimer(self)
        self._pace_timer.setSingleShot(True)
        self._pace_timer.timeout.connect(self._pending_move)
        #: The autosave, a part given what it reads (the game is set below by each controller).
        self.saving = Autosave(self, storage, self.game_id, game=lambda: self.game,
                               seats=self.storage_seats, extras=self._save_extras,
                               message=self.message.emit, saved=self.saveState.emit)
        #: The game (each controller sets its own) and the computer seats' players.
        self.game: Any = None
        self.players: dict[int, Any] = {}
        #: Actions applied by this controller (a computer's move made for an older count is stale).
        self.moves = 0
        #: What the waiting human seat was offered: (seat, None) for its turn, else (seat, extra).
        #: The human seat last offered its turn (None: none waits).
        self._offer: Optional[int] = None

    #: The error the game raises for a refused action.
    refused: ClassVar[type[Exception]] = Exception

    # -- queries ----------------------------------------------------------------------
    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.is_human]

    @property
    def hot_seat(self) -> bool:
        return len(self.humans) >= 2

    def name(self, seat: int) -> str:
        return self.seats[seat].name

    # -- life cycle -------------------------------------------------------------------
    def close(self) -> None:
        """Stop: pending moves are dropped, the computer players' threads end, and the
        writes queued so far are finished (this waits for them)."""
        self.closed = True
        self._pace_timer.stop()
        self._pending = None
        self._token += 1
        self._callbacks.clear()
        self._mail.close()
        self._lane.cancel()
        self.saving.close()

    # -- saving (the part :attr:`saving` does it) ----------------------------------------
    def storage_seats(self) -> list[Any]:
        """The seats as the storage's ``SeatConfig`` values."""
        from thousand_app.storage import SeatConfig

        return [SeatConfig(s.name, s.kind, s.level) for s in self.seats]

    def _save_extras(self) -> Any:
        """What a save keeps besides the game (the card game's ``GameExtras``), or None."""
        return None

    def autosave(self, then: Optional[Callable[[], None]] = None) -> None:
        """Queue a save of the game as it stands (:meth:`Autosave.autosave`)."""
        self.saving.autosave(then)

    def save_now(self) -> None:
        """Save now and wait until it is written."""
        self.saving.save_now()

    @property
    def quiet_kinds(self) -> frozenset[str]:
        """Storage problem kinds only logged, not told."""
        return self.saving.quiet_kinds

    @quiet_kinds.setter
    def quiet_kinds(self, kinds: frozenset[str]) -> None:
        self.saving.quiet_kinds = kinds

    # -- the game loop ------------------------------------------------------------------
    def _may_proceed(self) -> bool:
        """Whether :meth:`proceed` may start something now: not while a move waits for its
        save to be shown (the table asks again once it has shown it; an offer made before
        would be wiped by that move's events and never made again)."""
        return not (self.closed or self.busy or self.waiting_for is not None
                    or self.saving.waiting)

    def proceed(self) -> None:
        """Called when the table is idle: start whatever comes next.  Nothing while the game
        is over or chance is to act with no seat to throw for it (the card game's next deal:
        the screen asks for it); else the seat to act: a human seat is offered its turn, a
        computer seat decides."""
        if not self._may_proceed():
            return
        game = self.game
        if game.is_over or (game.chance_pending and game.to_act is None):
            return
        seat = game.to_act
        if seat is None:
            return
        if self.seats[seat].is_human:
            self._offer_to(seat)
        else:
            self._computer_turn(seat)

    def _offer_to(self, seat: int) -> None:
        """Offer the human ``seat`` its turn."""
        self.waiting_for = seat
        self._offer = seat
        self._emit_offer(seat)

    def _emit_offer(self, seat: int) -> None:
        self.humanTurn.emit(seat)

    def reoffer(self) -> None:
        """Offer the waiting human seat its turn again (a new screen was built)."""
        if self.waiting_for is None or self._offer is None:
            self.proceed()
        else:
            self._emit_offer(self._offer)

    def submit(self, action: Any) -> bool:
        """Apply a human's action.  An illegal one is refused with the engine's reason as a
        message and changes nothing (:meth:`_human_action` says what may be submitted)."""
        checked = self._human_action(action)
        if checked is None:
            return False
        action, reason = checked
        if reason is not None:
            self.message.emit(self._reason_text(reason))
            return False
        self.waiting_for = None
        self._apply(action)
        return True

    def _human_action(self, action: Any) -> Optional[tuple[Any, Optional[str]]]:
        """The action a human's submission comes to and why it would be refused (None:
        legal); None: it is ignored."""
        return action, self.game.reason(action)

    def _reason_text(self, reason: str) -> str:
        """The engine's reason as told to the user."""
        return reason

    def _apply(self, action: Any) -> None:
        try:
            events = self.game.apply(action)
        except self.refused as exc:  # the reason check before makes this rare
            self.message.emit(self._reason_text(getattr(exc, "reason", str(exc))))
            return
        self.moves += 1
        self._applied(action, events)

    def _applied(self, action: Any, events: list[Any]) -> None:
        """After an action was applied: save, and once it is saved the events go to the
        table (a move shown is a move kept)."""
        self.autosave(then=lambda: self._show(events))

    def _show(self, events: list[Any]) -> None:
        """The events of a move saved go to the table."""
        self.events.emit(events)

    # -- computer seats (the worker pool and the pace timer: below) ---------------------
    def _stamp(self) -> Any:
        """What a computer's decision is made for (a move made for another is stale)."""
        return self.moves

    def _stale(self, seat: int, stamp: Any) -> bool:
        """Whether the game moved on since the decision was asked for."""
        return bool(stamp != self._stamp() or self.game.to_act != seat)

    def _computer_turn(self, seat: int) -> None:
        """A computer seat decides in a worker thread (when chance is to act for it, there
        is nothing to decide); the move is made after the pace."""
        self.busy = True
        self.thinking.emit(seat)
        started = time.monotonic()
        stamp = self._stamp()
        if self.game.chance_pending:   # the dice are thrown after a pause
            self._after_pace(started, (seat, stamp, CHANCE_MOVE))
            return

        def done(result: object) -> None:
            self._after_pace(started, (seat, stamp, result))

        self._run(self._decision(seat), done)

    def _decision(self, seat: int) -> Callable[[], object]:
        """The computer ``seat``'s decision, to be run in a worker thread (never raising)."""
        raise NotImplementedError

    def _computer_moved(self, seat: int, stamp: Any, result: object) -> None:
        """A computer seat's decision, its pace waited out: make the move unless the game
        moved on meanwhile (then whatever is next starts)."""
        if self.closed:
            return
        self.busy = False
        self.thinking.emit(-1)
        if self._stale(seat, stamp):
            self.proceed()
            return
        action = (self._draw() if result is CHANCE_MOVE
                  else self._computer_action(seat, result))
        if action is None:
            return
        if self.game.reason(action) is not None:  # (a stale decision slipped through)
            self.proceed()
            return
        self._apply(action)

    def _computer_action(self, seat: int, result: object) -> Any:
        """The action a computer's decision comes to (None: none; the hook does what
        follows)."""
        raise NotImplementedError

    def _chance_rng(self) -> random.Random:
        """Where chance's outcomes come from."""
        return random.SystemRandom()

    def _draw(self) -> Any:
        """Chance's outcome now (the dice game's throw), through the engine."""
        return self.game.sample_chance(self._chance_rng())

    # -- hints ----------------------------------------------------------------------------
    def request_hint(self, seat: int) -> None:
        """Ask the strongest level what the human ``seat`` should do now (in a worker
        thread); :attr:`hintReady` answers with the game's hint, or None if it failed.
        Nothing happens when the seat has nothing to decide."""
        job = self._hint_job(seat)
        if job is None:
            return

        def done(result: object) -> None:
            self.hintReady.emit(seat, None if isinstance(result, Exception) else result)

        self._run(job, done)

    def _hint_job(self, seat: int) -> Optional[Callable[[], object]]:
        """The work that makes ``seat``'s hint (run in a worker thread), or None: no hint now."""
        raise NotImplementedError

    # -- take-backs -----------------------------------------------------------------------
    def _takebacks_allowed(self) -> bool:
        """Whether the game's options allow take-backs."""
        return False

    def _steps_back(self) -> Optional[int]:
        """How many engine steps back the human's last decision is, counting it (None: there
        is none that can be taken back)."""
        raise NotImplementedError

    @property
    def may_take_back(self) -> bool:
        """Take-backs are on, the game is against the computer, and a decision of the human
        can be taken back."""
        return (self._takebacks_allowed() and not self.hot_seat and bool(self.humans)
                and not self.closed and self.game.can_undo and self._steps_back() is not None)

    def undo_to_human(self) -> bool:
        """Take back moves with the engine's undo until the human is at his previous decision
        again; a computer move being thought over or waiting for its pace is dropped.  False
        (nothing changed) when take-backs are off, in hot-seat, or no decision of the human
        can be taken back."""
        if not self.may_take_back:
            return False
        steps = self._steps_back()
        assert steps is not None
        self._pace_timer.stop()
        self._pending = None
        self._callbacks.clear()          # answers of work under way are dropped when they come
        self.saving.drop_waiting()       # (and moves waiting for their save are not shown)
        self.busy = False
        self.waiting_for = None
        self._offer = None
        self._undo_steps(steps)
        self.moves += 1                  # (a hint asked for before is stale)
        self._taken_back()
        self.thinking.emit(-1)
        self.autosave()
        self.undone.emit()
        return True

    def _undo_steps(self, steps: int) -> None:
        """Take back ``steps`` engine steps (or as many as the engine keeps)."""
        for _ in range(steps):
            if not self.game.undo():
                break

    def _taken_back(self) -> None:
        """After a take-back: count it (saved with the game)."""

    # -- work off the GUI thread --------------------------------------------------------
    def _run(self, fn: Callable[[], object], callback: Callable[[object], None]) -> None:
        """Run ``fn`` in a worker thread; ``callback(result)`` later in the GUI thread."""
        self._token += 1
        token = self._token
        self._callbacks[token] = callback
        mail = self._mail

        def job() -> None:   # (touches no Qt object: the mailbox is a Python queue)
            try:
                result: object = fn()
            except Exception as exc:  # reported in the GUI thread
                log.exception("computer player failed")
                result = exc
            mail.post(self._on_done, token, result, last=True)

        mail.expect()
        self._lane.run(job)

    def _on_done(self, token: int, result: object) -> None:
        cb = self._callbacks.pop(token, None)
        if cb is not None and not self.closed:
            cb(result)

    # -- pacing -------------------------------------------------------------------------
    def _after_pace(self, started: float, pending: tuple[Any, ...]) -> None:
        """Call ``_computer_moved(*pending)`` once ``pace_ms`` have passed since ``started``
        (``time.monotonic()``).  The move waits on a timer the controller owns (a one-off
        timer with a lambda was seen never to fire now and then)."""
        wait = max(0, self.pace_ms - int((time.monotonic() - started) * 1000))
        self._pending = pending
        self._pace_timer.start(wait)

    def hurry(self) -> None:
        """A computer's move that waits out its pace is made now (the pace was changed)."""
        if self._pace_timer.isActive():
            self._pace_timer.start(0)

    def _pending_move(self) -> None:
        pending, self._pending = self._pending, None
        if pending is not None:
            self._computer_moved(*pending)


__all__ = ["ControllerBase", "Seat", "HUMAN", "COMPUTER", "CHANCE_MOVE", "ask_player"]
