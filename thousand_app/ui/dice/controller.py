"""The dice game's controller: owns the :class:`DiceGame`, draws the throws, runs computer seats.

The game loop is the one both games share
(:class:`~thousand_app.ui.common.controller_base.ControllerBase`): the screen
submits a human's action, the controller applies it, the engine's events go out
as :attr:`DiceController.events`, the table animates them and calls
:meth:`DiceController.proceed` when it is idle; then a computer seat decides in
a worker thread (paced: throw, pause, keep, pause, stop or throw) or a human
seat is offered its turn (:attr:`humanTurn`).  What is the dice game's own is
here: the game does not start before the screen shows it (:meth:`start`), a
human may submit :data:`THROW_AGAIN` (the controller draws the faces), the
win is announced (:attr:`over`), the hint is a :class:`DiceHint`, and a
take-back goes back to the human's last keep or choice.

Chance: every throw, a human's or a computer's, is drawn here with the engine's
:meth:`~thousand_app.dice.engine.DiceGame.sample_chance` at the moment of the throw,
from the operating system's randomness (:class:`random.SystemRandom`): nothing in the game, its save or
its record predicts the next throw (a save holds the throws made; an old save's
``seed`` is dropped when the game is played on).  Only a caller that asks for it
(tests, screenshots) passes ``dice_seed``: then the throws come from a generator
seeded by it and the throw's place in the game.  The computer seats' own randomness
is separate from the dice: their seeds come from the system too (or from
``ai_seed``), never from the dice.  The table shows the engine's faces, never picks
them.
"""

from __future__ import annotations

import logging
import random
import secrets
import threading
from dataclasses import dataclass
from functools import partial
from typing import Any, Callable, Optional, Sequence, Union

from PySide6.QtCore import QObject, Signal

from thousand_app.dice.engine import (STOP, THROWS, DiceGame, DiceIllegalActionError, DiceObservation,
                               GameOver, Keep, KeepPreview, Roll, Stop, Throw)
from thousand_app.dice.ai.players import THROW_AGAIN, make_player
from thousand_app.dice.engine.game import UNDO_DEPTH
from thousand_app.dice.engine.reasons import THROW_DUE, refusal
from thousand_app.dice.engine.record import replay, to_record
from thousand_app.games.reasons import Reason

from thousand_app.ui.common.coach import CoachGate, Flag
from thousand_app.ui.common.controller_base import COMPUTER, HUMAN, ControllerBase, Seat, ask_player
from .texts import dice_reason

log = logging.getLogger("thousand.ui")

__all__ = ["DiceController", "DiceHint", "THROW_AGAIN", "Seat", "HUMAN", "COMPUTER",
           "compute_hint", "dice_decide"]

#: What a human may submit: an engine action, or :data:`THROW_AGAIN` (the controller draws).
DiceMove = Union[Keep, Stop, Throw, Roll]

#: ``hard``'s turn programmes are kept in one process-wide cache that is not thread-safe:
#: the computer seats, the hints and the coach (issue 37) use it one at a time.
TURN_CACHE_LOCK = threading.Lock()


def _one_at_a_time(fn: Callable[[], object]) -> object:
    with TURN_CACHE_LOCK:
        return fn()


def coach_advice(obs: DiceObservation, decision: Any) -> Any:
    """The dice coach's verdict (in the coach's worker thread)."""
    from thousand_app.dice.ai.coach import advise

    with TURN_CACHE_LOCK:
        return advise(obs, decision)


@dataclass(frozen=True)
class DiceHint:
    """What ``hard`` would do now: ``pending`` is the decision due ("keep", "choice" or
    "throw"); ``keep`` the keep it takes (for a keep), ``stop`` whether it banks (for a
    choice); ``chance`` its probability of winning the game from here (two players with a
    solved table, else None); ``move`` is the controller's move counter it was made for."""

    seat: int
    pending: str
    keep: Optional[Keep]
    stop: bool
    chance: Optional[float]
    move: int
    #: After the hinted keep: whether ``hard`` would then stop (None: no choice follows).
    then_stop: Optional[bool] = None


def compute_hint(hinter: Any, game: Union[DiceGame, DiceObservation], move: int) -> DiceHint:
    """``hard``'s advice for the mover of ``game`` (a copy: this runs in a worker thread), or
    from the mover's observation alone (a network seat: then whether it would stop after
    its keep is left unsaid)."""
    obs = game if isinstance(game, DiceObservation) else game.observation()
    seat = obs.to_act if obs.to_act is not None else obs.seat
    pending = obs.pending
    keep: Optional[Keep] = None
    stop = False
    if pending in ("keep", "choice"):
        choice = hinter.act(obs)
        if isinstance(choice, Keep):
            keep = choice
        stop = isinstance(choice, Stop)
    chance: Optional[float] = None
    if obs.n_players == 2:  # with more players hard's value is not a chance to win
        if pending == "keep":
            chance = hinter.chance(obs, keep) if keep is not None else None
        elif pending == "choice":
            chance = hinter.chance(obs, STOP if stop else THROW_AGAIN)
        elif pending == "throw":
            chance = hinter.chance(obs, THROW_AGAIN)
        if chance is not None:
            chance = min(1.0, max(0.0, float(chance)))
    then_stop: Optional[bool] = None
    if keep is not None and isinstance(game, DiceGame):
        game.apply(keep)
        if game.pending == "choice" and game.to_act == seat:
            then_stop = isinstance(hinter.act(game.observation(seat)), Stop)
    return DiceHint(seat, pending, keep, stop, chance, move, then_stop)


def dice_decide(player: Any, obs: DiceObservation, seed: int) -> Union[Keep, Stop, Roll]:
    """A computer seat's decision (run in a worker thread); never raises, never stalls the game.

    A player that raises or answers something that is not legal is logged and asked once
    more; then the ``normal`` level decides (and if even that fails, the first legal keep, or
    a throw)."""
    def ask(who: Any) -> Union[Keep, Stop, Roll]:
        choice: object = who.act(obs)
        if choice == THROW_AGAIN and obs.pending == "choice":
            return THROW_AGAIN
        if isinstance(choice, (Keep, Stop)) and choice in obs.legal_actions:
            return choice
        raise DiceIllegalActionError(f"not a legal decision: {choice!r}", None)

    def last_resort() -> Union[Keep, Stop, Roll]:
        keeps = [a for a in obs.legal_actions if isinstance(a, Keep)]
        return keeps[0] if keeps else THROW_AGAIN

    return ask_player(player, ask, lambda: make_player("normal", seed), last_resort, obs.to_act)


def decision_of(text: str) -> Any:
    """The decision a dice coach's ``best`` names (a keep, the stop, throwing again);
    ValueError for another text."""
    from thousand_app.dice.engine.actions import parse_step

    return THROW_AGAIN if text == str(THROW_AGAIN) else parse_step(text)


class DiceController(ControllerBase):
    """Drives one dice game; the same code path for human and computer seats."""

    #: The game was won (winner), once, when the winning action is applied.
    over = Signal(int)
    #: The coach holds a person's costly decision (seat, Advice) (issue 37).
    coachWarned = Signal(int, object)
    # (events (nothing in dice is hidden), undone, humanTurn, thinking, hintReady (seat,
    # DiceHint or None), message, saveState: the base's)
    refused = DiceIllegalActionError
    game: DiceGame

    def __init__(self, game: DiceGame, seats: Sequence[Any], *, game_id: str | None = None,
                 storage: Any = None, pace_ms: int = 700, ai_seed: int | None = None,
                 allow_takebacks: bool = False, takebacks: int = 0,
                 dice_seed: int | None = None, coach: bool = False,
                 coach_flags: Sequence[Any] = (), parent: QObject | None = None) -> None:
        super().__init__(seats, game_id=game_id, storage=storage, pace_ms=pace_ms, parent=parent)
        #: The coach (issue 37) and the decision it holds: (the move, the observation, its flag).
        self.coach = CoachGate(self, coach)
        self.coach.restore(coach_flags, decision_of)     # (a game read back: its flags)
        self.coach_held: Optional[tuple[Any, DiceObservation, Flag]] = None
        if len(self.seats) != game.n:
            raise ValueError(f"{game.n} players need {game.n} seats, not {len(self.seats)}")
        #: Saved with the game: take-backs allowed (games against the computer) and used.
        self.allow_takebacks = allow_takebacks
        self.takebacks = takebacks
        if allow_takebacks and not game.keep_undo:   # (a game read back: replayed with undo)
            game = replay(to_record(game), keep_undo=True)
        self.game = game
        #: The seed the throws come from, only where the caller asked for one (else None:
        #: the operating system's randomness at each throw).
        self.dice_seed = dice_seed
        self._system = random.SystemRandom()
        if dice_seed is None:
            game.seed = None  # (an old save's seed: it no longer says anything about the dice)
        seed = ai_seed if ai_seed is not None else secrets.randbits(48)
        self._seed = seed
        self.players = {i: make_player(s.level or "normal", seed + 101 * i)
                        for i, s in enumerate(self.seats) if not s.is_human}
        self._hinter: Any = None
        self._hint_lock = threading.Lock()
        self.started = False

    # -- queries ------------------------------------------------------------------------
    def observation(self, seat: Optional[int] = None) -> DiceObservation:
        return self.game.observation(seat)

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(s.name for s in self.seats)

    def is_human(self, seat: Optional[int]) -> bool:
        return seat is not None and self.seats[seat].is_human

    def draw(self) -> Throw:
        """The next throw's faces, through the engine (:meth:`DiceGame.sample_chance`): from
        the operating system's randomness now, or (``dice_seed``) from a generator seeded by
        it and the throw's place in the game."""
        return self.game.sample_chance(self._chance_rng())

    def _chance_rng(self) -> random.Random:
        g = self.game
        if self.dice_seed is None:
            return self._system
        return random.Random(f"{self.dice_seed}:{g.turn_index}:{g.throws}")

    def preview(self, faces: Sequence[int]) -> Union[KeepPreview, str]:
        """What keeping ``faces`` would do (the engine's preview), or why it cannot be kept
        (the engine's reason, in the user's language)."""
        try:
            return self.game.preview_keep(faces)
        except DiceIllegalActionError as exc:
            return dice_reason(exc.reason)

    def throw_reason(self) -> Optional[Reason]:
        """Why the mover may not throw now (the engine's reason), or None."""
        g = self.game
        if g.is_over or not g.d:
            return g.reason(STOP) if g.is_over else refusal(THROW_DUE)
        return g.reason(THROWS[g.d][0])

    # -- moving the game on -------------------------------------------------------------
    def start(self) -> None:
        """Let the game run (once the screen shows it): the first seat is offered its turn
        or starts thinking; a finished game says so with :attr:`over`."""
        self.started = True
        if self.game.is_over:
            winner = self.game.winner
            assert winner is not None
            self.over.emit(winner)
            return
        self.proceed()

    def _may_proceed(self) -> bool:
        return self.started and super()._may_proceed()

    # (proceed, reoffer, submit: the base's)
    def _human_action(self, action: Any) -> Optional[tuple[Any, Optional[str]]]:
        """A human's move: a keep, the stop, or :data:`THROW_AGAIN` (the engine's ``ROLL``; the
        controller draws the faces); any move while a computer seat is to act is ignored."""
        seat = self.game.to_act
        if self.closed or seat is None or not self.seats[seat].is_human:
            return None
        if action == THROW_AGAIN:
            reason = self.throw_reason()
            return (self.draw() if reason is None else action), reason
        if not isinstance(action, (Keep, Stop, Throw)):
            return None
        return action, self.game.reason(action)

    def _reason_text(self, reason: str) -> str:
        return dice_reason(reason)

    # -- the coach (issue 37) --------------------------------------------------------------
    def _emit_offer(self, seat: int) -> None:
        if self.coach.on and self.game.pending in ("keep", "choice"):
            from thousand_app.dice.ai.coach import choices

            obs = self.game.observation(seat)
            self.coach.prepare(self._coach_stamp(),
                               [(str(d), partial(coach_advice, obs, d)) for d in choices(obs)])
        super()._emit_offer(seat)

    def _coach_stamp(self) -> Any:
        return (self.moves, self.game.turn_index)

    def submit(self, action: Any) -> bool:
        """A person's decision, applied unless the coach holds it (then True too)."""
        self.coach_held = None
        game = self.game
        seat = game.to_act
        if (not self.coach.on or self.closed or seat is None or not self.seats[seat].is_human
                or game.pending not in ("keep", "choice")):
            return self._decide(action)
        from thousand_app.dice.ai.coach import choices

        obs = game.observation(seat)
        options = choices(obs)
        if action not in options or len(options) < 2:
            return self._decide(action)
        self.coach.check(self._coach_stamp(), str(action), partial(coach_advice, obs, action),
                         partial(self._decide, action),
                         partial(self._coach_warn, action, obs))
        return True

    def _decide(self, action: Any) -> bool:
        """Apply a person's decision, the coach's flags of it settled first."""
        if self.coach.flags and self.game.pending in ("keep", "choice"):
            from thousand_app.dice.ai.coach import choices

            seat = self.game.to_act
            if seat is not None and action in choices(self.game.observation(seat)):
                self.coach.made(len(self.game.turns) - 1, self._decisions_made(), str(action))
        return ControllerBase.submit(self, action)

    def _coach_warn(self, action: Any, obs: DiceObservation, advice: Any) -> None:
        seat = obs.to_act if obs.to_act is not None else obs.seat
        flag = Flag(len(self.game.turns) - 1, self._decisions_made(), seat, advice,
                    key=str(action))
        self.coach.flags.append(flag)
        self.coach_held = (action, obs, flag)
        self.coachWarned.emit(seat, advice)

    def _decisions_made(self) -> int:
        """The decisions made so far this turn, as the review lists them: each keep, and each
        choice to throw on after one."""
        steps = self.game.turns[-1][1] if self.game.turns else []
        return sum(isinstance(a, (Keep, Roll)) for a in steps)   # (a roll: a throw chosen)

    def coach_play_anyway(self) -> None:
        held, self.coach_held = self.coach_held, None
        if held is not None and not self.closed:
            held[2].played = True
            self._decide(held[0])

    def coach_show_better(self) -> None:
        """The person's turn again with the better decision shown (the hint's marks)."""
        held, self.coach_held = self.coach_held, None
        if held is None or self.closed:
            return
        action, obs, flag = held
        seat = flag.seat
        best = flag.advice.best_action
        self._emit_offer(seat)
        self.hintReady.emit(seat, DiceHint(seat, obs.pending,
                                           best if isinstance(best, Keep) else None,
                                           isinstance(best, Stop), None, self.moves))

    def close(self) -> None:
        self.coach.close()
        super().close()

    def _show(self, events: list[Any]) -> None:
        super()._show(events)
        for e in events:
            if isinstance(e, GameOver):
                self.over.emit(e.winner)

    # -- computer seats (the loop, the worker pool and the pace timer: the base's) ---------
    def _decision(self, seat: int) -> Callable[[], object]:
        return partial(_one_at_a_time, partial(dice_decide, self.players[seat],
                                                self.game.observation(seat),
                                                self._seed + 101 * seat))

    def _computer_action(self, seat: int, result: object) -> Any:
        if isinstance(result, Exception):  # (dice_decide never raises; a pool failure might)
            result = dice_decide(make_player("normal", self._seed), self.game.observation(seat),
                                 self._seed)
        if result == THROW_AGAIN:
            return self.draw()
        if isinstance(result, (Keep, Stop)):
            return result
        log.error("unexpected computer decision %r", result)
        return None

    # -- hints (request_hint: the base's) ------------------------------------------------
    def _hint_job(self, seat: int) -> Optional[Callable[[], object]]:
        """``hard``'s :class:`DiceHint` for the human ``seat`` (when it is to act)."""
        game = self.game
        if game.to_act != seat or game.is_over:
            return None
        trial = game.copy()
        move = self.moves
        lock = self._hint_lock

        def fn() -> object:
            with lock, TURN_CACHE_LOCK:  # one at a time: the turn cache is shared
                if self._hinter is None:
                    self._hinter = make_player("hard", 12345)
                return compute_hint(self._hinter, trial, move)

        return fn

    # -- take-backs (may_take_back, undo_to_human: the base's) ---------------------------
    def _takebacks_allowed(self) -> bool:
        return self.allow_takebacks

    def _steps_back(self) -> Optional[int]:
        """How many engine steps back the human's last keep is, counting it (None: none, or
        deeper than the engine keeps, or the game is over)."""
        if self.game.is_over:
            return None
        back = 0
        for seat, steps in reversed(self.game.turns):
            for step in reversed(steps):
                back += 1
                if isinstance(step, Keep) and self.seats[seat].is_human:
                    return back if back <= UNDO_DEPTH else None
        return None

    def _undo_steps(self, steps: int) -> None:
        """Back to the human's last decision: a keep, or his choice to stop or throw on."""
        game = self.game
        while game.undo():
            seat = game.to_act
            if seat is not None and self.seats[seat].is_human and game.pending in ("keep",
                                                                                   "choice"):
                break

    def _taken_back(self) -> None:
        self.coach.cancel()
        self.coach_held = None
        self.coach.forget_from(len(self.game.turns) - 1, self._decisions_made())
        self.takebacks += 1

    # -- saving ---------------------------------------------------------------------------
    def _save_extras(self) -> Any:
        """A dice save keeps whether take-backs are allowed and how many were made."""
        from thousand_app.storage.savefile import GameExtras

        return GameExtras(allow_takebacks=self.allow_takebacks, takebacks=self.takebacks,
                          coach_flags=self.coach.played_flags())

