"""A game of dice «Тысяча» (dice-rules.md): turns, keeps, stops, settlement, observations.

Chance comes from outside: a throw is an action, :class:`Throw` with the faces,
drawn by the app (:func:`draw_throw` from a seeded ``random.Random``) or read
from a record, so a replay needs no generator.

>>> g = DiceGame(DiceRules(), 2)
>>> g.pending, g.to_act, g.d
('throw', 0, 5)
>>> [type(e).__name__ for e in g.apply(Throw((1, 1, 1, 5, 3)))]
['Thrown']
>>> g.pending, [str(a) for a in g.legal_actions()][:2]
('keep', ['keep 1 1 1 5', 'keep 1 1 1'])
>>> _ = g.apply(Keep((1, 1, 1, 5))); g.s, g.d, g.pending, g.stop_legal
(105, 1, 'choice', True)
>>> [str(e.summary.events) for e in g.apply(STOP) if isinstance(e, TurnEnded)]
["(('enter', 0),)"]
>>> g.totals, g.to_act
((105, 0), 1)
>>> g.reason(STOP)
'a throw is due: the turn has not started'
"""

from __future__ import annotations

import random
from collections import deque
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from itertools import combinations
from typing import Any, NamedTuple, Optional, Sequence

from thousand_app.games.reasons import Reason

from . import core
from . import reasons as R
from .core import (GO_CHOICE as _GO_CHOICE, GO_HOT as _GO_HOT, GO_KEEP as _GO_KEEP,
                   GO_RETHROW as _GO_RETHROW, GO_THROW as _GO_THROW, NO_ENTRY as _NO_ENTRY)
from .actions import KEEP_OF, ROLL, STOP, THROW_OF, THROWS, DiceAction, Keep, Roll, Stop, Throw
from .errors import DiceIllegalActionError, DiceRulesError
from .events import DiceEvent, GameOver, Kept, TurnEnded, TurnSummary
from .reasons import refusal
from .rules import DiceRules
from .scores import ScoreSheet
from .scoring import all_scoring_keep, empty_chance, maximal_keep, tables, tables_for
from .turn import Turn

#: How many actions :meth:`DiceGame.undo` can take back.
UNDO_DEPTH = 256

#: What is due now.
THROW = "throw"
KEEP = "keep"
CHOICE = "choice"
OVER = "over"

#: How a turn ends (the replay output's ``end``).
END_STOP = "stop"
END_WIN = "win"
END_BUST = "bust"
END_OVERSHOOT = "overshoot"
END_DUMP = "dump"


@dataclass(frozen=True, slots=True)
class DiceObservation:
    """What a player at the table sees (in dice that is everything).

    ``seat`` is the viewer.  Per seat: ``totals``, ``entry`` (entry score or None),
    ``barrel_attempts`` (attempts used, for a seat on the barrel; else None),
    ``falls``, ``bolts``, ``overshoots``.  The turn: ``to_act`` (the mover; None
    when the game is over), ``t0`` (his total when the turn started), ``s`` (turn
    total), ``d`` (dice in hand), ``last_throw`` (sorted faces when a keep is due),
    ``kept`` (the keeps of this turn), ``pending`` ("throw", "keep", "choice" or
    "over"), ``confirming`` (the next throw is a confirming throw), ``rethrow_available``
    (an empty opening throw would be thrown again), ``can_finish``, ``stop_legal``
    and ``stop_reason`` (why not, or None), ``winner``, ``legal_actions``.

    ``pit``: per seat, the pit ``(lo, hi)`` its total lies in, or None.  ``bust_chance``: the
    probability that the throw the mover may make now loses the turn (its dice come up empty,
    and, when the empty-opening re-throw is still available, the re-throw too); None when no
    throw can be made now.  ``all_scoring_keep``: when a keep is due, the legal keep that sets
    aside every scoring die of the throw (else None).
    """

    seat: int
    n_players: int
    rules: DiceRules
    players: tuple[str, ...]
    turn_index: int
    totals: tuple[int, ...]
    entry: tuple[Optional[int], ...]
    barrel_attempts: tuple[Optional[int], ...]
    falls: tuple[int, ...]
    bolts: tuple[int, ...]
    overshoots: tuple[int, ...]
    to_act: Optional[int]
    t0: int
    s: int
    d: int
    last_throw: Optional[tuple[int, ...]]
    kept: tuple[tuple[int, ...], ...]
    throws: int
    pending: str
    confirming: bool
    rethrow_available: bool
    can_finish: bool
    stop_legal: bool
    stop_reason: Optional[Reason]
    winner: Optional[int]
    legal_actions: tuple[DiceAction, ...]
    pit: tuple[Optional[tuple[int, int]], ...] = ()
    bust_chance: Optional[Fraction] = None
    all_scoring_keep: Optional[Keep] = None
    #: The score sheet: the finished turns from the game's first, who moved first, and the
    #: totals and bolts the game started from.
    history: tuple[TurnSummary, ...] = ()
    first_player: int = 0
    start_totals: tuple[int, ...] = ()
    start_bolts: tuple[int, ...] = ()
    #: Why the mover may not throw now (None when a throw may be made).
    throw_reason: Optional[Reason] = None
    #: For the mover only, while a keep is due: what each legal keep would do
    #: (:meth:`DiceGame.preview_keep`), and why every other keep of some of the thrown dice
    #: may not be made (:meth:`DiceGame.keep_problem`).
    previews: tuple[tuple[Keep, "KeepPreview"], ...] = ()
    refusals: tuple[tuple[Keep, Reason], ...] = ()

    @property
    def is_over(self) -> bool:
        return self.winner is not None


class KeepPreview(NamedTuple):
    """What a keep would do: its ``value``, the ``turn_total`` after it, the ``dice`` in hand
    after it (5 after hot dice), and ``outcome``: "choice" (stop or throw), "throw" (a throw is due),
    "hot_dice", or how the turn would end ("stop" for a forced bank, "win", "overshoot",
    "dump"); ``summary`` is the turn's score sheet line when it would end."""

    value: int
    turn_total: int
    dice: int
    outcome: str
    summary: Optional[TurnSummary]


@lru_cache(maxsize=None)
def _keep_actions(straights: bool, quad_value: str,
                  keep_all: bool) -> dict[tuple[int, ...], tuple[Keep, ...]]:
    """The legal keeps of every sorted throw as shared :class:`Keep` actions (best first)."""
    t = tables_for(straights, quad_value, keep_all)
    return {throw: tuple(KEEP_OF[k] for k, _ in keeps) for throw, keeps in t.keeps.items()}


#: One keep's facts for the hot path: its shared action, its value, its number of dice.
KeepInfo = tuple[Keep, int, int]


@lru_cache(maxsize=None)
def _keep_infos(straights: bool, quad_value: str,
                keep_all: bool) -> dict[tuple[int, ...], dict[tuple[int, ...], KeepInfo]]:
    """For every sorted throw, its legal keeps (sorted faces) with their :data:`KeepInfo`."""
    t = tables_for(straights, quad_value, keep_all)
    return {throw: {k: (KEEP_OF[k], v, len(k)) for k, v in keeps}
            for throw, keeps in t.keeps.items()}


@lru_cache(maxsize=None)
def _throw_infos(straights: bool, quad_value: str,
                 keep_all: bool) -> tuple[dict[tuple[int, ...], tuple[Throw, bool]], ...]:
    """By dice in hand: every sorted throw with its shared action and whether it is empty."""
    t = tables_for(straights, quad_value, keep_all)
    return tuple({a.faces: (a, t.empty[a.faces]) for a in THROWS[d]} if d else {}
                 for d in range(6))


#: Events and score-sheet lines are named tuples made on every step: made with the tuple
#: constructor, they skip the named tuple's Python-level ``__new__`` (same values).
_new = tuple.__new__


def _ordered_throws(d: int) -> tuple[Throw, ...]:
    """The shared Throw of each of the ``6 ** d`` ordered outcomes, in base-6 order."""
    out = []
    for code in range(6 ** d):
        faces = []
        for _ in range(d):
            code, face = divmod(code, 6)
            faces.append(face + 1)
        out.append(THROW_OF[tuple(sorted(faces))])
    return tuple(out)


#: _THROW_BY_D[d]: the shared Throw of each sorted throw of exactly d dice.
_THROW_BY_D: tuple[dict[tuple[int, ...], Throw], ...] = tuple(
    {t.faces: t for t in THROWS[d]} for d in range(6))
#: _BY_OUTCOME[d][k]: the throw of ordered outcome k of d dice (0 <= k < 6 ** d).
_BY_OUTCOME = ((),) + tuple(_ordered_throws(d) for d in range(1, 6))
_OUTCOMES = (1, 6, 36, 216, 1296, 7776)


def draw_throw(rng: random.Random, d: int) -> Throw:
    """A throw of ``d`` fair dice drawn from ``rng`` (the app's chance; records never draw).

    One draw picks one of the ``6 ** d`` equally likely ordered outcomes."""
    return _BY_OUTCOME[d][int(rng.random() * _OUTCOMES[d])]


def _is_int(v: Any) -> bool:
    return type(v) is int


class DiceGame:
    """A game of dice Thousand for 2 to 8 seats, from its first turn or a mid-game start.

    Made of two parts, each one responsibility: :attr:`turn` (a :class:`~.turn.Turn`: the
    turn in progress, what a throw and a keep do) and :attr:`scores` (a
    :class:`~.scores.ScoreSheet`: every seat's counters, the settlement, the finished
    turns' lines).  The game itself holds what is due now (:attr:`pending`), the winner,
    which actions are legal and why not, the record (:attr:`turns`) and the undo stack.

    ``legal_actions()`` lists everything :meth:`apply` accepts now (every distinct
    throw of the dice in hand when a throw is due or may be chosen); :meth:`apply`
    returns the events; an illegal action raises :class:`DiceIllegalActionError`
    and changes nothing.
    """

    __slots__ = ("rules", "n", "players", "first_player", "seed", "turn", "scores", "winner",
                 "pending", "turn_steps", "turns", "keep_undo", "_undo", "_tables",
                 "_keep_actions", "_keep_info", "_throw_info")

    def __init__(self, rules: DiceRules | None = None, n_players: int = 2, *,
                 players: Sequence[str] | None = None, first_player: int = 0,
                 start_totals: Sequence[int] | None = None,
                 start_entry: Sequence[Optional[int]] | None = None,
                 start_barrel_attempts: Sequence[int] | None = None,
                 start_falls: Sequence[int] | None = None,
                 start_bolts: Sequence[int] | None = None,
                 start_overshoots: Sequence[int] | None = None,
                 seed: int | None = None, keep_undo: bool = False) -> None:
        r = self.rules = rules if rules is not None else DiceRules()
        if not _is_int(n_players) or not 2 <= n_players <= 8:
            raise DiceRulesError(f"a dice game needs 2 to 8 players, not {n_players!r}")
        n = self.n = n_players
        self.players = tuple(players) if players is not None else tuple(
            f"Player {i + 1}" for i in range(n))
        if len(self.players) != n:
            raise DiceRulesError(f"{n} players need {n} names")
        if not _is_int(first_player) or not 0 <= first_player < n:
            raise DiceRulesError(f"'first_player' must be a seat from 0 to {n - 1}")
        self.first_player = first_player
        self.seed = seed
        self.scores = ScoreSheet(r, n, start_totals, start_entry, start_barrel_attempts,
                                 start_falls, start_bolts, start_overshoots)
        self.turn = Turn(r, n)
        self.winner: Optional[int] = None
        #: What is due now: THROW, KEEP, CHOICE or OVER.
        self.pending = THROW
        #: Every turn so far: (seat, its actions); the last may be unfinished.
        self.turns: list[tuple[int, list[DiceAction]]] = []
        #: The actions of the turn in progress (the last of :attr:`turns`).
        self.turn_steps: list[DiceAction] = []
        # The rules' tables the hot path reads, as plain attributes.
        self._tables = tables(r)
        self._keep_actions = _keep_actions(r.straights, r.quad_value, r.keep_all)
        self._keep_info = _keep_infos(r.straights, r.quad_value, r.keep_all)
        self._throw_info = _throw_infos(r.straights, r.quad_value, r.keep_all)
        #: With ``keep_undo``, :meth:`undo` can take back the last UNDO_DEPTH actions.
        self.keep_undo = keep_undo
        self._undo: deque[DiceGame] = deque(maxlen=UNDO_DEPTH)
        self._start_turn(first_player)

    # -- the parts' state, as the game's API shows it (read-only) -------------------
    @property
    def mover(self) -> int:
        """The seat whose turn it is (also after the game ended)."""
        return self.turn.mover

    @property
    def t0(self) -> int:
        """The mover's total when the turn started."""
        return self.turn.t0

    @property
    def s(self) -> int:
        """The turn total."""
        return self.turn.s

    @property
    def d(self) -> int:
        """The dice in hand."""
        return self.turn.d

    @property
    def last_throw(self) -> Optional[tuple[int, ...]]:
        """The sorted faces a keep is due from, else None."""
        return self.turn.last_throw

    @property
    def kept(self) -> list[tuple[int, ...]]:
        """The keeps of the turn in progress."""
        return self.turn.kept

    @property
    def throws(self) -> int:
        """The throws of the turn in progress."""
        return self.turn.throws

    @property
    def stop_legal(self) -> bool:
        """Whether the last keep allowed a stop (or forced the bank)."""
        return self.turn.stop_legal

    @property
    def history(self) -> list[TurnSummary]:
        """The finished turns' score sheet lines."""
        return self.scores.history

    @property
    def totals(self) -> tuple[int, ...]:
        return self.scores.totals

    @property
    def entry(self) -> tuple[Optional[int], ...]:
        """Entry scores (None: not entered)."""
        return self.scores.entry

    @property
    def falls(self) -> tuple[int, ...]:
        return self.scores.falls

    @property
    def bolts(self) -> tuple[int, ...]:
        return self.scores.bolts

    @property
    def overshoots(self) -> tuple[int, ...]:
        return self.scores.overshoots

    @property
    def barrel_attempts(self) -> tuple[Optional[int], ...]:
        """Attempts used by each seat on the barrel; None for a seat not on it."""
        return self.scores.barrel_attempts

    @property
    def start_totals(self) -> tuple[int, ...]:
        """The mid-game start (record-format.md), as the ``start_`` fields below."""
        return self.scores.start_totals

    @property
    def start_entry(self) -> tuple[Optional[int], ...]:
        return self.scores.start_entry

    @property
    def start_barrel_attempts(self) -> tuple[int, ...]:
        return self.scores.start_barrel_attempts

    @property
    def start_falls(self) -> tuple[int, ...]:
        return self.scores.start_falls

    @property
    def start_bolts(self) -> tuple[int, ...]:
        return self.scores.start_bolts

    @property
    def start_overshoots(self) -> tuple[int, ...]:
        return self.scores.start_overshoots

    def on_barrel(self, seat: int) -> bool:
        return self.scores.on_barrel(seat)

    # -- state ------------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.winner is not None

    @property
    def to_act(self) -> Optional[int]:
        return None if self.winner is not None else self.turn.mover

    @property
    def chance_pending(self) -> bool:
        """Whether chance is to act: a throw is due and the mover has no choice but to throw
        (the game protocol's chance node; :meth:`sample_chance` draws the throw)."""
        return self.winner is None and self.pending == THROW

    def sample_chance(self, rng: random.Random) -> Throw:
        """A throw of the dice in hand drawn from ``rng``: chance's outcome, an action
        :meth:`apply` accepts whenever a throw is due or may be chosen."""
        return draw_throw(rng, self.turn.d)

    @property
    def turn_index(self) -> int:
        """The index of the turn in progress (the number of finished turns)."""
        return len(self.scores.history)

    @property
    def turn_started(self) -> bool:
        """Whether the turn in progress has had any step."""
        return bool(self.turn_steps) and self.winner is None

    @property
    def confirming(self) -> bool:
        """Whether the next throw is a confirming throw (``hot_dice = confirm``)."""
        return self.turn.confirm_next

    @property
    def rethrow_available(self) -> bool:
        """Whether an empty throw now would be thrown again (the empty-opening re-throw)."""
        return self.turn.rethrow_available

    @property
    def pit(self) -> tuple[Optional[tuple[int, int]], ...]:
        """Per seat, the pit ``(lo, hi)`` its total lies in (dice-rules.md 4.4), or None."""
        pit_of = self.rules.pit_of
        return tuple(pit_of(t) for t in self.scores.totals_)

    def bust_chance(self) -> Optional[Fraction]:
        """The probability that the throw the mover may make now loses the turn: its dice
        all come up empty (and so does the re-throw while the empty-opening re-throw is
        available); None when no throw can be made now (a keep is due, the game is over)."""
        d = self.turn.d
        if self.winner is not None or self.pending not in (THROW, CHOICE) or not d:
            return None
        p = empty_chance(d)
        if self.rethrow_available:
            p *= empty_chance(5)
        return p

    def all_scoring_keep(self) -> Optional[Keep]:
        """When a keep is due: the legal keep that sets aside every die of the throw that can
        score (the most dice, then the most points); else None."""
        throw = self.turn.last_throw
        if self.winner is not None or self.pending != KEEP or throw is None:
            return None
        found = all_scoring_keep(throw, self.rules)
        return None if found is None else KEEP_OF[found[0]]

    def _start_turn(self, seat: int) -> None:
        scores = self.scores
        self.turn.start(seat, scores.totals_, scores.entry_[seat] != _NO_ENTRY)
        self.pending = THROW
        self.turn_steps = []
        self.turns.append((seat, self.turn_steps))

    # -- stops --------------------------------------------------------------------
    @property
    def stop_reason(self) -> Optional[Reason]:
        """Why a stop is not legal now, or None when it is."""
        if self.winner is not None:
            return refusal(R.GAME_OVER)
        if self.pending == CHOICE:
            return None
        if self.pending == KEEP:
            return refusal(R.KEEP_DUE)
        turn = self.turn
        if not turn.kept and turn.throws == 0:
            return refusal(R.TURN_NOT_STARTED)
        if not turn.kept:
            return refusal(R.EMPTY_OPENING)
        if turn.d == 5 and not turn.stop_legal:
            return refusal(R.HOT_DICE)
        return turn.stop_problem() or refusal(R.THROW_DUE)

    # -- actions ----------------------------------------------------------------
    def legal_actions(self) -> list[DiceAction]:
        """Everything :meth:`apply` accepts now: keeps (best first), the stop, every distinct
        throw of the dice in hand (as sorted faces; any order of them is accepted)."""
        p = self.pending
        if p == KEEP:
            throw = self.turn.last_throw
            assert throw is not None
            return list(self._keep_actions[throw])
        if p == CHOICE:
            return [STOP, ROLL, *THROWS[self.turn.d]]
        if p == THROW:
            return list(THROWS[self.turn.d])
        return []

    def keep_problem(self, faces: Sequence[int]) -> Optional[Reason]:
        """Why keeping ``faces`` is illegal now, or None."""
        if self.winner is not None:
            return refusal(R.GAME_OVER)
        if self.pending != KEEP:
            return refusal(R.THROW_NOT_KEEP if self.pending == THROW else R.KEEP_AFTER_THROW)
        throw = self.turn.last_throw
        assert throw is not None
        keep = tuple(sorted(faces))
        if keep in self._tables.legal[throw]:
            return None
        if not keep:
            return refusal(R.KEEP_NONE)
        rest = list(throw)
        for f in keep:
            if f not in rest:
                return refusal(R.NOT_IN_THROW, keep, tuple(throw))
            rest.remove(f)
        if keep not in self._tables.value:
            return refusal(R.NOT_SCORING, keep)
        return refusal(R.KEEP_ALL, tuple(maximal_keep(throw, self.rules.straights)))

    def reason(self, action: DiceAction) -> Optional[Reason]:
        """Why ``action`` is illegal now (a :class:`~thousand_app.games.reasons.Reason`: the
        English sentence with a code of :mod:`.reasons`), or None if :meth:`apply` would
        accept it."""
        if self.winner is not None:
            return refusal(R.GAME_OVER)
        if isinstance(action, Throw):
            if self.pending == KEEP:
                return refusal(R.KEEP_DUE)
            faces = action.faces
            d = self.turn.d
            if len(faces) != d:
                return refusal(R.THROW_SIZE, d, len(faces))
            if faces not in THROW_OF:
                return refusal(R.BAD_FACES)
            return None
        if isinstance(action, Keep):
            return self.keep_problem(action.faces)
        if isinstance(action, Stop):
            return self.stop_reason
        if isinstance(action, Roll):
            if self.pending == CHOICE:
                return None
            if self.pending == KEEP:
                return refusal(R.KEEP_DUE)
            return refusal(R.NOTHING_TO_DECIDE)
        return refusal(R.NOT_DICE_ACTION, repr(action))

    def is_legal(self, action: DiceAction) -> bool:
        return self.reason(action) is None

    def apply(self, action: DiceAction) -> list[DiceEvent]:
        """Apply a legal action and return the events it caused.

        An illegal action raises :class:`DiceIllegalActionError` with the reason and
        changes nothing.
        """
        if self.keep_undo:
            return self._apply_keeping_undo(action)
        # The hot path (a computer player's search and the benchmark run it millions of
        # times): one table look-up checks the action and gives its shared instance; the
        # turn does the step and answers what follows (a core GO_ or END_ code).
        p = self.pending
        cls = action.__class__
        if cls is Throw:
            if p == THROW or p == CHOICE:
                turn = self.turn
                info = self._throw_info[turn.d].get(action.faces)  # type: ignore[union-attr]
                if info is not None:
                    steps = self.turn_steps
                    if p == CHOICE:     # (thrown with no decision first: it is the roll)
                        steps.append(ROLL)
                    steps.append(info[0])
                    events, go = turn.throw(info[0], info[1])
                    if go == _GO_KEEP:
                        self.pending = KEEP
                    elif go == _GO_RETHROW:
                        self.pending = THROW
                    else:
                        return self._end_turn(go, events)
                    return events
        elif cls is Keep:
            if p == KEEP:
                turn = self.turn
                assert turn.last_throw is not None
                k = self._keep_info[turn.last_throw].get(action.faces)  # type: ignore[union-attr]
                if k is not None:
                    self.turn_steps.append(k[0])
                    events, go = turn.keep(k[0], k[1], k[2])
                    if go == _GO_CHOICE:
                        self.pending = CHOICE
                    elif go == _GO_THROW or go == _GO_HOT:
                        self.pending = THROW
                    else:
                        return self._end_turn(go, events)
                    return events
        elif cls is Stop and p == CHOICE:
            self.turn_steps.append(action)
            return self._end_turn(core.END_STOP, [])
        elif cls is Roll and p == CHOICE:
            # the mover throws again: a step of the record (version 2), then chance's throw
            self.turn_steps.append(ROLL)
            self.pending = THROW
            return []
        raise DiceIllegalActionError(self.reason(action) or refusal(R.NOT_LEGAL), action)

    def _apply_keeping_undo(self, action: DiceAction) -> list[DiceEvent]:
        snapshot = self.copy()
        self.keep_undo = False
        try:
            events = self.apply(action)
        finally:
            self.keep_undo = True
        self._undo.append(snapshot)
        return events

    def undo(self) -> bool:
        """Take back the last action (with ``keep_undo``); False if there is nothing to undo."""
        if not self._undo:
            return False
        g = self._undo.pop()
        self.turn, self.scores, self.winner, self.pending = g.turn, g.scores, g.winner, g.pending
        self.turns, self.turn_steps = g.turns, g.turn_steps
        return True

    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    # -- settlement (dice-rules.md section 10: the score sheet's) --------------------
    def _end_turn(self, end: int, events: list[DiceEvent]) -> list[DiceEvent]:
        """End the turn in progress (``end``: a core END_ code) and start the next."""
        turn = self.turn
        i = turn.mover
        summary = self.scores.settle(turn, end, events)
        self.pending = OVER
        turn.stop_legal = False
        if end == core.END_WIN:
            self.winner = i
            events.append(_new(GameOver, (i, summary.totals)))
        else:
            self._start_turn((i + 1) % self.n)
        return events

    # -- views ------------------------------------------------------------------
    def observation(self, seat: int | None = None) -> DiceObservation:
        """What a player sees now (``seat``: the viewer, default the mover)."""
        over = self.winner is not None
        turn = self.turn
        return DiceObservation(
            seat=turn.mover if seat is None else seat, n_players=self.n, rules=self.rules,
            players=self.players, turn_index=self.turn_index, totals=self.totals,
            entry=self.entry, barrel_attempts=self.barrel_attempts, falls=self.falls,
            bolts=self.bolts, overshoots=self.overshoots, to_act=self.to_act,
            t0=turn.t0, s=turn.s, d=turn.d, last_throw=turn.last_throw,
            kept=tuple(turn.kept), throws=turn.throws, pending=self.pending,
            confirming=turn.confirm_next and not over,
            rethrow_available=self.rethrow_available and not over,
            can_finish=turn.can_finish, stop_legal=self.pending == CHOICE,
            stop_reason=self.stop_reason, winner=self.winner,
            legal_actions=tuple(self.legal_actions()), pit=self.pit,
            bust_chance=self.bust_chance(), all_scoring_keep=self.all_scoring_keep(),
            history=tuple(self.scores.history), first_player=self.first_player,
            start_totals=self.scores.start_totals, start_bolts=self.scores.start_bolts,
            throw_reason=(self.reason(STOP) if over else refusal(R.THROW_DUE) if not turn.d
                          else self.reason(THROWS[turn.d][0])),
            **(self._keep_choices() if seat in (None, turn.mover) else {}))

    def _keep_choices(self) -> dict[str, Any]:
        """The mover's observation's ``previews`` and ``refusals`` (none unless a keep is
        due): every keep of some of the thrown dice, previewed or refused."""
        throw = self.turn.last_throw
        if self.winner is not None or self.pending != KEEP or throw is None:
            return {}
        legal = self._keep_actions[throw]
        listed = {k.faces for k in legal}
        choices = {c for r in range(1, len(throw) + 1) for c in combinations(throw, r)}
        return {"previews": tuple((k, self.preview_keep(k.faces)) for k in legal),
                "refusals": tuple((Keep(c), why) for c in sorted(choices) if c not in listed
                                  and (why := self.keep_problem(c)) is not None)}

    def copy(self) -> "DiceGame":
        """An independent copy (for search); the history and record are copied too, the undo
        stack is not (the copy keeps none)."""
        g = DiceGame.__new__(DiceGame)
        for name in DiceGame.__slots__:
            setattr(g, name, getattr(self, name))
        g.turn = self.turn.copy()
        g.scores = self.scores.copy()
        g.keep_undo = False
        g._undo = deque(maxlen=UNDO_DEPTH)
        # Finished turns' step lists never change again: only the current one is copied.
        player, steps = self.turns[-1]
        g.turns = self.turns[:-1] + [(player, list(steps))]
        g.turn_steps = g.turns[-1][1]
        return g

    def preview_keep(self, faces: Sequence[int]) -> KeepPreview:
        """What keeping ``faces`` now would do (for the table to show before the player
        commits); DiceIllegalActionError if the keep is not legal."""
        keep = KEEP_OF.get(tuple(sorted(faces)))
        problem = self.keep_problem(faces)
        if problem is not None or keep is None:
            raise DiceIllegalActionError(problem or refusal(R.NOT_A_KEEP), Keep(tuple(faces)))
        trial = self.copy()
        events = trial.apply(keep)
        kept = events[0]
        assert isinstance(kept, Kept)
        summary = next((e.summary for e in events if isinstance(e, TurnEnded)), None)
        if summary is not None:
            outcome = summary.end
        elif kept.hot:
            outcome = "hot_dice"
        else:
            outcome = trial.pending
        return KeepPreview(kept.value, kept.turn_total, kept.dice, outcome, summary)

    def current_turn_json(self) -> dict[str, Any]:
        """The replay output's entry for the unfinished turn in progress."""
        turn = self.turn
        dice: Any = (list(turn.last_throw) if self.pending == KEEP and turn.last_throw
                     else turn.d)
        return {"player": turn.mover, "throws": turn.throws, "turn_total": turn.s,
                "dice": dice, "end": None, "pending": self.pending}

    def output(self, include_unfinished: bool | None = None) -> dict[str, Any]:
        """The replay output of record-format.md.  The turn in progress is listed (unfinished)
        when it has had a step, or when ``include_unfinished`` says so."""
        turns = [t.to_json() for t in self.scores.history]
        if include_unfinished is None:
            include_unfinished = self.turn_started
        unfinished = include_unfinished and self.winner is None
        if unfinished:
            turns.append(self.current_turn_json())
        return {"turns": turns, "totals": list(self.scores.totals_), "winner": self.winner,
                "in_progress": unfinished}


__all__ = ["DiceGame", "DiceObservation", "KeepPreview", "draw_throw", "THROW", "KEEP",
           "CHOICE", "OVER", "END_STOP", "END_WIN", "END_BUST", "END_OVERSHOOT", "END_DUMP"]
