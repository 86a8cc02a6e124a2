"""The game controller: owns the :class:`Game`, applies actions, runs computer players off the GUI thread.

Data flows one way (docs/developing.md): the screen asks for an action, the controller
applies it, the engine's events go out as the :attr:`GameController.events`
signal, the table animates them and calls :meth:`GameController.proceed` when
it is idle.  Then the controller decides what happens next: a computer seat
thinks in a worker thread (paced so a person can follow), a human seat is
offered its turn (:attr:`humanTurn`): the opening claims (redeal, dark game) are
such turns, the engine asking each seat that has one in turn.  That loop is the one
both games share (:class:`~thousand_app.ui.common.controller_base.ControllerBase`);
the card game's own is here: the pause before the next deal
(:meth:`GameController.next_deal`), the hint, how far back a take-back goes
(the cards passed together are one decision) and the saved extras.

A computer seat whose decision fails (raises, or answers an illegal move) is
logged and asked once more, then the ``normal`` level decides for it: the game
never stalls on a computer player.  The autosave and the statistics are
written on a worker thread (:class:`SerialWriter`), in order; :meth:`close`
waits for the last write.
"""

from __future__ import annotations

import logging
import random
from functools import partial
from typing import Any, Callable, Optional, Sequence

from PySide6.QtCore import QObject, Signal

from thousand_app.cards.ai import make_player
from thousand_app.cards.engine import (Action, Bid, Dark, DealCards, Decline, Discard, Game, Give,
                                       IllegalActionError, Layout, Observation, Redeal)
from thousand_app.cards.engine.events import Event

from thousand_app.ui.common.coach import Better, CoachGate, Flag
from thousand_app.ui.common.controller_base import COMPUTER, HUMAN, ControllerBase, Seat, ask_player
from .reasons import engine_reason

log = logging.getLogger("thousand.ui")

__all__ = ["GameController", "Seat", "HUMAN", "COMPUTER", "decide"]


class GameController(ControllerBase):
    """Drives one game; the same code path for human and computer seats."""

    #: The coach holds a person's costly move (seat, :class:`~thousand_app.games.coach.Advice`):
    #: the screen shows why; the person answers with :meth:`coach_play_anyway` or
    #: :meth:`coach_show_better`.
    coachWarned = Signal(int, object)
    # (events, undone, humanTurn, thinking, hintReady (seat, action or None), message,
    # saveState: the base's)
    refused = IllegalActionError
    game: Game

    def __init__(self, game: Game, seats: Sequence[Any], *, game_id: str | None = None,
                 storage: Any = None, pace_ms: int = 700, ai_seed: int | None = None,
                 extras: Any = None, coach: bool = False,
                 parent: QObject | None = None) -> None:
        super().__init__(seats, game_id=game_id, storage=storage, pace_ms=pace_ms, parent=parent)
        self.game = game
        #: The coach (issue 37): judges the person's moves while he thinks.
        self.coach = CoachGate(self, coach)
        #: The move the coach holds: (the actions, the observation before, its flag).
        self.coach_held: Optional[tuple[list[Action], Observation, Flag]] = None
        #: The turn's analyses the coach keeps across its moves: (turn stamp, memo).
        self._coach_memo: tuple[Any, dict[str, Any]] = (None, {})
        from thousand_app.storage.savefile import GameExtras

        #: Saved with the game: take-backs allowed and used, kept deal analyses.
        self.extras: GameExtras = extras if extras is not None else GameExtras()
        self.coach.restore(self.extras.coach_flags, better_action)   # (a game read back)
        # The computer players' randomness is their own, from the operating system unless a
        # test asks for a seed: nothing in a save predicts it.
        seed = ai_seed if ai_seed is not None else random.SystemRandom().randrange(1 << 62)
        self.players = {i: make_player(s.level or "normal", seed + 101 * i)
                        for i, s in enumerate(self.seats) if not s.is_human}
        self._seed = seed
        #: Where the next deals' cards come from: the operating system's randomness at the
        #: moment of dealing (never the game's generator, whose seed a save may hold).
        self.chance: random.Random = random.SystemRandom()
        #: The cards of every deal dealt so far, by deal number: a deal taken back and dealt
        #: again gets the same cards (a take-back is never a way to a new hand).
        self._layouts: dict[int, Layout] = {k: layout for k, (layout, _m) in enumerate(game.deals)}

    # -- queries (humans, hot_seat, name: the base's) -----------------------------------
    def observation(self, seat: int) -> Observation:
        return self.game.observation(seat)

    # -- life cycle (close: the base's) -------------------------------------------------
    def start_events(self) -> list[Event]:
        """The events that set up the table for the deal in progress (for a fresh screen)."""
        return self.game.deal_events()

    # -- moving the game on (proceed, reoffer, submit: the base's) -------------------------
    def _emit_offer(self, seat: int) -> None:
        self._coach_prepare(seat)
        self.humanTurn.emit(seat)

    def _human_action(self, action: Any) -> Optional[tuple[Any, Optional[str]]]:
        if self.waiting_for == action.seat:   # (refused or not, the prompt is gone)
            self.waiting_for = None
        return action, self.game.reason(action)

    def _reason_text(self, reason: str) -> str:
        return engine_reason(reason)

    def next_deal(self) -> None:
        """Deal the next deal (after the end-of-deal summary was dismissed)."""
        game = self.game
        if not game.needs_deal:
            return
        k = len(game.deals)
        layout = self._layouts.get(k)
        action = DealCards(layout) if layout is not None else game.sample_chance(self.chance)
        events = game.apply(action)
        self._layouts[k] = action.layout
        self.autosave(then=lambda: self._show(events))

    # -- the coach (issue 37) ------------------------------------------------------------
    def _coach_prepare(self, seat: int) -> None:
        """The person's turn is offered: the coach judges his likely moves meanwhile (every
        card; a pass and the bids up to the analysis's span; the talons; the raises)."""
        if not self.coach.on:
            return
        from thousand_app.cards.ai.analyse import BID_SPAN

        obs = self.game.observation(seat)
        legal = [a for a in obs.legal_actions
                 if not isinstance(a, (Redeal, Dark, Decline, Give, Discard))]
        if len(obs.legal_actions) < 2 or not legal:
            return
        bids = sorted(a.value for a in legal if isinstance(a, Bid))
        legal = [a for a in legal if not isinstance(a, Bid) or a.value <= bids[0] + BID_SPAN]
        self.coach.prepare(self._coach_stamp(seat),
                           [((str(a),), self._coach_job(obs, [a])) for a in legal])

    def coach_judges(self, seat: int) -> bool:
        """Whether the coach is judging the moves of ``seat``'s turn now offered."""
        return self.coach.judging(self._coach_stamp(seat))

    def _coach_stamp(self, seat: int) -> Any:
        return (self.moves, len(self.game.history), seat)

    def _coach_job(self, obs: Observation, actions: Sequence[Action]) -> Callable[[], Any]:
        """The coach's work on a move (in its worker): one analysis serves every move of the
        turn that it does not depend on (a card, a bid: the coach's ``memo``)."""
        from thousand_app.cards.ai.coach import advise

        stamp = self._coach_stamp(obs.seat)
        if stamp != self._coach_memo[0]:
            self._coach_memo = (stamp, {})
        return partial(advise, obs, tuple(actions), memo=self._coach_memo[1])

    def submit(self, action: Any) -> bool:
        return self.submit_moves([action])

    def submit_moves(self, actions: Sequence[Action]) -> bool:
        """A person's move (the cards a declarer passes: all of them together), applied
        unless the coach holds it (then True too: it is not refused)."""
        actions = list(actions)
        first = actions[0] if actions else None
        game = self.game
        self.coach_held = None           # (another move than the one held: that one is dropped)
        if (first is None or not self.coach.on or isinstance(first, (Redeal, Dark, Decline))
                or not self.seats[first.seat].is_human or game.to_act != first.seat
                or game.reason(first) is not None
                or len(game.legal_actions(first.seat)) < 2):
            return self._submit_now(actions)
        obs = game.observation(first.seat)
        self.waiting_for = first.seat    # (nothing moves on while the coach thinks)
        key = tuple(str(a) for a in actions)
        self.coach.check(self._coach_stamp(first.seat), key, self._coach_job(obs, actions),
                         partial(self._submit_now, actions),
                         partial(self._coach_warn, actions, obs))
        return True

    def coach_consider(self, actions: Sequence[Action]) -> None:
        """The person chose these cards to pass: the coach judges them at once."""
        if self.coach.on and actions and self.seats[actions[0].seat].is_human:
            obs = self.game.observation(actions[0].seat)
            self.coach.consider(self._coach_stamp(obs.seat), tuple(str(a) for a in actions),
                                self._coach_job(obs, actions))

    def _submit_now(self, actions: Sequence[Action]) -> bool:
        if self.coach.flags and actions and self.game.reason(actions[0]) is None:
            deal = len(self.game.deals) - 1     # (the flags of this move settled first)
            self.coach.made(deal, len(self.game.deals[deal][1]), tuple(str(a) for a in actions))
        for a in actions:
            if not super().submit(a):
                return False
        return True

    def _coach_warn(self, actions: list[Action], obs: Observation, advice: Any) -> None:
        deal = len(self.game.deals) - 1
        flag = Flag(deal, len(self.game.deals[deal][1]), obs.seat, advice,
                    key=tuple(str(a) for a in actions))
        self.coach.flags.append(flag)
        self.coach_held = (actions, obs, flag)
        self.coachWarned.emit(obs.seat, advice)

    def coach_play_anyway(self) -> None:
        """The person plays the move the coach held."""
        held, self.coach_held = self.coach_held, None
        if held is not None and not self.closed:
            held[2].played = True
            self._submit_now(held[0])

    def coach_show_better(self) -> None:
        """The person wants the better move: his turn again, the better move pointed at (the
        hint's marks, :class:`Better`: every card of the cards passed together; the card to
        lead when it is to keep the contract) and said; he then chooses."""
        held, self.coach_held = self.coach_held, None
        if held is None or self.closed:
            return
        seat = held[1].seat
        self.waiting_for = seat
        self._offer = seat
        self._emit_offer(seat)
        advice = held[2].advice
        self.hintReady.emit(seat, Better(better_actions(advice.best, advice.best_action), advice))

    def coach_flags(self, deal: int) -> list[Flag]:
        """The moves the coach warned about in ``deal``."""
        return [f for f in self.coach.flags if f.deal == deal]

    def close(self) -> None:
        self.coach.close()
        super().close()

    # -- computer players (the loop, the worker pool and the pace timer: the base's) -------
    def _stamp(self) -> Any:
        return len(self.game.history)   # the deal the decision was made in

    def _stale(self, seat: int, stamp: Any) -> bool:
        return bool(stamp != len(self.game.history))   # that deal is over

    def _decision(self, seat: int) -> Callable[[], object]:
        return partial(decide, self.players[seat], self.game.observation(seat),
                       self._seed + 101 * seat)

    def _computer_action(self, seat: int, result: object) -> Any:
        if isinstance(result, Exception):
            self.message.emit(str(result))
            return None
        return result

    # -- hints (request_hint: the base's) ------------------------------------------------
    def _hint_job(self, seat: int) -> Optional[Callable[[], object]]:
        obs = self.game.observation(seat)
        if not obs.legal_actions:
            return None
        return partial(make_player("hard", 12345 + len(self.game.history)).act, obs)

    # -- take-backs (may_take_back, undo_to_human: the base's) ---------------------------
    def _takebacks_allowed(self) -> bool:
        return bool(self.extras.allow_takebacks)

    def _steps_back(self) -> Optional[int]:
        """How many engine steps (actions and deals) back the last human action is, counting
        it (None: there is none)."""
        back = 0
        for _layout, moves in reversed(self.game.deals):
            for i in range(len(moves) - 1, -1, -1):
                back += 1
                action = moves[i]
                if self.seats[action.seat].is_human:
                    # the cards passed (or laid aside) together are one decision
                    while (i > 0 and isinstance(action, (Give, Discard))
                           and isinstance(moves[i - 1], (Give, Discard))
                           and moves[i - 1].seat == action.seat):
                        i -= 1
                        back += 1
                    return back
            back += 1   # the deal itself
        return None

    def _taken_back(self) -> None:
        self.coach.cancel()
        self.coach_held = None
        deal = len(self.game.deals) - 1       # (the coach's flags of moves taken back go)
        self.coach.forget_from(deal, len(self.game.deals[deal][1]) if deal >= 0 else 0)
        self.extras.takebacks += 1
        # a deal taken back may be played otherwise: its analysis no longer holds
        finished = len(self.game.history)
        self.extras.analyses[:] = [a for a in self.extras.analyses if a.get("deal", 0) < finished]

    # -- saving (autosave, the writer, save_now, storage_seats: the base's) -----------------
    def _save_extras(self) -> Any:
        self.extras.coach_flags = self.coach.played_flags()
        return self.extras


def better_actions(best: str, action: Any = None) -> tuple[Action, ...]:
    """The actions of a card coach's better move: those ``best`` names (several: the cards
    passed together), else ``action`` (the card to lead where it keeps the contract, "play
    on"; none: there is none)."""
    from thousand_app.cards.engine import RecordError, parse_action

    if best != "play on":
        try:
            return tuple(parse_action(part.strip()) for part in best.split(","))
        except (ValueError, RecordError):
            pass
    return (action,) if action is not None else ()


def better_action(best: str) -> Optional[Action]:
    """The first action a card coach's ``best`` names, or None (see :func:`better_actions`)."""
    return next(iter(better_actions(best)), None)


def decide(player: Any, obs: Observation, seed: int) -> Action:
    """A computer seat's decision (run in a worker thread); never raises, never stalls the game.

    A player that raises or answers an illegal move is logged and asked once more; then the
    ``normal`` level decides (and if even that fails, the first legal move: a Decline while
    the opening claims are asked).
    """
    def ask(who: Any) -> Action:
        move: Action = who.act(obs)
        if move in obs.legal_actions:
            return move
        raise IllegalActionError(f"not a legal move: {move}", move)

    return ask_player(player, ask, lambda: make_player("normal", seed),
                      lambda: obs.legal_actions[0], obs.seat)
