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
from operator import sub as _sub
from typing import Any, NamedTuple, Optional, Sequence

from thousand_app.games.reasons import Reason

from . import core
from . import reasons as R
from .core import CoreRules
from .actions import KEEP_OF, ROLL, STOP, THROW_OF, THROWS, DiceAction, Keep, Roll, Stop, Throw
from .errors import DiceIllegalActionError, DiceRulesError
from .events import (DiceEvent, EmptyThrow, FiveOnes, GameOver, Kept, Settled, Thrown,
                     TurnEnded, TurnSummary)
from .reasons import refusal
from .rules import DiceRules
from .scoring import (FIVE_ONES, ScoringTables, all_scoring_keep, empty_chance, maximal_keep,
                      tables, tables_for)

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
    #: (:meth:`DiceState.preview_keep`), and why every other keep of some of the thrown dice
    #: may not be made (:meth:`DiceState.keep_problem`).
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


class DiceState:
    """The state of a dice game and all it answers without changing it: the totals and
    counters, what is legal now and why not, a seat's observation, previews, the replay
    output.  :class:`DiceGame` adds the actions (apply, undo) and the settlement."""

    __slots__ = (
        "rules", "n", "players", "first_player", "seed", "start_totals", "start_entry",
        "start_barrel_attempts", "start_falls", "start_bolts", "start_overshoots",
        "totals_", "entry_", "attempts_", "falls_", "bolts_", "overshoots_", "winner",
        "mover", "t0", "s", "d", "pending", "last_throw", "kept", "throws", "confirm_next",
        "confirming_now", "rethrow_left", "can_finish", "stop_legal", "turn_before",
        "turn_steps", "turns", "history", "_tables", "_core", "_barrel", "_keep_actions",
        "keep_undo", "_undo", "_keep_info", "_throw_info", "_thrown",
    )
    # (set by DiceGame.__init__ and its actions; declared here for the queries)
    rules: DiceRules
    n: int
    players: tuple[str, ...]
    first_player: int
    seed: Optional[int]
    start_totals: tuple[int, ...]
    start_entry: tuple[Optional[int], ...]
    start_barrel_attempts: tuple[int, ...]
    start_falls: tuple[int, ...]
    start_bolts: tuple[int, ...]
    start_overshoots: tuple[int, ...]
    totals_: list[int]
    entry_: list[int]
    attempts_: list[int]
    falls_: list[int]
    bolts_: list[int]
    overshoots_: list[int]
    winner: Optional[int]
    mover: int
    t0: int
    s: int
    d: int
    pending: str
    last_throw: Optional[tuple[int, ...]]
    kept: list[tuple[int, ...]]
    throws: int
    confirm_next: bool
    confirming_now: bool
    rethrow_left: bool
    can_finish: bool
    stop_legal: bool
    turn_before: tuple[int, ...]
    turn_steps: list[DiceAction]
    turns: list[tuple[int, list[DiceAction]]]
    history: list[TurnSummary]
    _tables: ScoringTables
    _core: CoreRules
    _barrel: int
    _keep_actions: dict[tuple[int, ...], tuple[Keep, ...]]
    keep_undo: bool
    _undo: deque[DiceGame]
    _keep_info: dict[tuple[int, ...], dict[tuple[int, ...], KeepInfo]]
    _throw_info: tuple[dict[tuple[int, ...], tuple[Throw, bool]], ...]
    _thrown: list[dict[tuple[int, ...], Thrown]]

    # -- state ------------------------------------------------------------------
    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(self.totals_)

    @property
    def entry(self) -> tuple[Optional[int], ...]:
        return _entries(self.entry_)

    @property
    def falls(self) -> tuple[int, ...]:
        return tuple(self.falls_)

    @property
    def bolts(self) -> tuple[int, ...]:
        return tuple(self.bolts_)

    @property
    def overshoots(self) -> tuple[int, ...]:
        return tuple(self.overshoots_)

    @property
    def barrel_attempts(self) -> tuple[Optional[int], ...]:
        """Attempts used by each seat on the barrel; None for a seat not on it."""
        b = self._barrel
        return tuple(a if b and t == b else None for t, a in zip(self.totals_, self.attempts_))

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    @property
    def to_act(self) -> Optional[int]:
        return None if self.winner is not None else self.mover

    @property
    def chance_pending(self) -> bool:
        """Whether chance is to act: a throw is due and the mover has no choice but to throw
        (the game protocol's chance node; :meth:`sample_chance` draws the throw)."""
        return self.winner is None and self.pending == THROW

    def sample_chance(self, rng: random.Random) -> Throw:
        """A throw of the dice in hand drawn from ``rng``: chance's outcome, an action
        :meth:`apply` accepts whenever a throw is due or may be chosen."""
        return draw_throw(rng, self.d)

    @property
    def turn_index(self) -> int:
        """The index of the turn in progress (the number of finished turns)."""
        return len(self.history)

    @property
    def turn_started(self) -> bool:
        """Whether the turn in progress has had any step."""
        return bool(self.turn_steps) and self.winner is None

    @property
    def confirming(self) -> bool:
        """Whether the next throw is a confirming throw (``hot_dice = confirm``)."""
        return self.confirm_next

    @property
    def rethrow_available(self) -> bool:
        """Whether an empty throw now would be thrown again (the empty-opening re-throw)."""
        return self.rethrow_left and self.throws == 0

    @property
    def _entered(self) -> bool:
        """Whether the mover has entered."""
        return self.entry_[self.mover] != core.NO_ENTRY

    @property
    def pit(self) -> tuple[Optional[tuple[int, int]], ...]:
        """Per seat, the pit ``(lo, hi)`` its total lies in (dice-rules.md 4.4), or None."""
        pit_of = self.rules.pit_of
        return tuple(pit_of(t) for t in self.totals_)

    def bust_chance(self) -> Optional[Fraction]:
        """The probability that the throw the mover may make now loses the turn: its dice
        all come up empty (and so does the re-throw while the empty-opening re-throw is
        available); None when no throw can be made now (a keep is due, the game is over)."""
        if self.winner is not None or self.pending not in (THROW, CHOICE) or not self.d:
            return None
        p = empty_chance(self.d)
        if self.rethrow_available:
            p *= empty_chance(5)
        return p

    def all_scoring_keep(self) -> Optional[Keep]:
        """When a keep is due: the legal keep that sets aside every die of the throw that can
        score (the most dice, then the most points); else None."""
        if self.winner is not None or self.pending != KEEP or self.last_throw is None:
            return None
        found = all_scoring_keep(self.last_throw, self.rules)
        return None if found is None else KEEP_OF[found[0]]

    def on_barrel(self, seat: int) -> bool:
        return bool(self._barrel) and self.totals_[seat] == self._barrel

    def _start_turn(self, seat: int) -> None:
        self.mover = seat
        self.t0 = self.totals_[seat]
        self.s = 0
        self.d = 5
        self.pending = THROW
        self.last_throw: Optional[tuple[int, ...]] = None
        self.kept: list[tuple[int, ...]] = []
        self.throws = 0
        self.confirm_next = False
        self.confirming_now = False
        self.rethrow_left = self._core.rethrow != 0
        self.can_finish = core.can_finish(self._core, self.t0)
        self.stop_legal = False
        self.turn_before = tuple(self.totals_)
        self.turn_steps: list[DiceAction] = []
        self.turns.append((seat, self.turn_steps))

    # -- stops --------------------------------------------------------------------
    def _stop_problem(self) -> Optional[Reason]:
        """Why the mover could not bank now if he had a choice (dice-rules.md 4.4), or None."""
        t0, s, r = self.t0, self.s, self.rules
        code = core.stop_problem(self._core, t0, s, self._entered)
        if code == core.STOP_OK:
            return None
        if code == core.PROBLEM_BARREL:
            return refusal(R.BARREL_NO_STOP)
        if code == core.PROBLEM_ENTRY:
            return refusal(R.NOT_ENTERED, r.entry_threshold, s)
        if code == core.PROBLEM_OVER:
            return refusal(R.EXACT_TARGET, r.target)
        lo, hi = r.pits[code - core.PROBLEM_PIT]
        return refusal(R.IN_PIT, lo, hi, t0 + s, t0, s)

    @property
    def stop_reason(self) -> Optional[Reason]:
        """Why a stop is not legal now, or None when it is."""
        if self.winner is not None:
            return refusal(R.GAME_OVER)
        if self.pending == CHOICE:
            return None
        if self.pending == KEEP:
            return refusal(R.KEEP_DUE)
        if not self.kept and self.throws == 0:
            return refusal(R.TURN_NOT_STARTED)
        if not self.kept:
            return refusal(R.EMPTY_OPENING)
        if self.d == 5 and not self.stop_legal:
            return refusal(R.HOT_DICE)
        return self._stop_problem() or refusal(R.THROW_DUE)

    # -- actions ----------------------------------------------------------------
    def legal_actions(self) -> list[DiceAction]:
        """Everything :meth:`apply` accepts now: keeps (best first), the stop, every distinct
        throw of the dice in hand (as sorted faces; any order of them is accepted)."""
        p = self.pending
        if p == KEEP:
            assert self.last_throw is not None
            return list(self._keep_actions[self.last_throw])
        if p == CHOICE:
            return [STOP, ROLL, *THROWS[self.d]]
        if p == THROW:
            return list(THROWS[self.d])
        return []

    def keep_problem(self, faces: Sequence[int]) -> Optional[Reason]:
        """Why keeping ``faces`` is illegal now, or None."""
        if self.winner is not None:
            return refusal(R.GAME_OVER)
        if self.pending != KEEP:
            return refusal(R.THROW_NOT_KEEP if self.pending == THROW else R.KEEP_AFTER_THROW)
        throw = self.last_throw
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
            if len(faces) != self.d:
                return refusal(R.THROW_SIZE, self.d, len(faces))
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

    # -- views ------------------------------------------------------------------
    def observation(self, seat: int | None = None) -> DiceObservation:
        """What a player sees now (``seat``: the viewer, default the mover)."""
        over = self.winner is not None
        return DiceObservation(
            seat=self.mover if seat is None else seat, n_players=self.n, rules=self.rules,
            players=self.players, turn_index=self.turn_index, totals=self.totals,
            entry=self.entry, barrel_attempts=self.barrel_attempts, falls=self.falls,
            bolts=self.bolts, overshoots=self.overshoots, to_act=self.to_act,
            t0=self.t0, s=self.s, d=self.d, last_throw=self.last_throw,
            kept=tuple(self.kept), throws=self.throws, pending=self.pending,
            confirming=self.confirm_next and not over,
            rethrow_available=self.rethrow_available and not over,
            can_finish=self.can_finish, stop_legal=self.pending == CHOICE,
            stop_reason=self.stop_reason, winner=self.winner,
            legal_actions=tuple(self.legal_actions()), pit=self.pit,
            bust_chance=self.bust_chance(), all_scoring_keep=self.all_scoring_keep(),
            history=tuple(self.history), first_player=self.first_player,
            start_totals=self.start_totals, start_bolts=self.start_bolts,
            throw_reason=(self.reason(STOP) if over else refusal(R.THROW_DUE) if not self.d
                          else self.reason(THROWS[self.d][0])),
            **(self._keep_choices() if seat in (None, self.mover) else {}))

    def _keep_choices(self) -> dict[str, Any]:
        """The mover's observation's ``previews`` and ``refusals`` (none unless a keep is
        due): every keep of some of the thrown dice, previewed or refused."""
        throw = self.last_throw
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
        for name in DiceState.__slots__:
            setattr(g, name, getattr(self, name))
        g.keep_undo = False
        g._undo = deque(maxlen=UNDO_DEPTH)
        for name in ("totals_", "entry_", "attempts_", "falls_", "bolts_", "overshoots_",
                     "kept", "history"):
            setattr(g, name, list(getattr(self, name)))
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
        dice: Any = list(self.last_throw) if self.pending == KEEP and self.last_throw else self.d
        return {"player": self.mover, "throws": self.throws, "turn_total": self.s,
                "dice": dice, "end": None, "pending": self.pending}

    def output(self, include_unfinished: bool | None = None) -> dict[str, Any]:
        """The replay output of record-format.md.  The turn in progress is listed (unfinished)
        when it has had a step, or when ``include_unfinished`` says so."""
        turns = [t.to_json() for t in self.history]
        if include_unfinished is None:
            include_unfinished = self.turn_started
        unfinished = include_unfinished and self.winner is None
        if unfinished:
            turns.append(self.current_turn_json())
        return {"turns": turns, "totals": list(self.totals_), "winner": self.winner,
                "in_progress": unfinished}


class DiceGame(DiceState):
    """A game of dice Thousand for 2 to 8 seats, from its first turn or a mid-game start.

    ``legal_actions()`` lists everything :meth:`apply` accepts now (every distinct
    throw of the dice in hand when a throw is due or may be chosen); :meth:`apply`
    returns the events; an illegal action raises :class:`DiceIllegalActionError`
    and changes nothing.
    """

    __slots__ = ()

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
        totals, entry, attempts, falls, bolts, overshoots = _start_fields(
            r, n, start_totals, start_entry, start_barrel_attempts, start_falls, start_bolts,
            start_overshoots)
        self.start_totals = tuple(totals)
        self.start_entry: tuple[Optional[int], ...] = tuple(entry)
        self.start_barrel_attempts = tuple(attempts)
        self.start_falls = tuple(falls)
        self.start_bolts = tuple(bolts)
        self.start_overshoots = tuple(overshoots)
        self.totals_: list[int] = totals
        #: Entry scores, core.NO_ENTRY for a seat not entered (``entry`` shows None).
        self.entry_: list[int] = [core.entry_code(e) for e in entry]
        self.attempts_: list[int] = attempts
        self.falls_: list[int] = falls
        self.bolts_: list[int] = bolts
        self.overshoots_: list[int] = overshoots
        self.winner: Optional[int] = None
        #: Every turn so far: (seat, its actions); the last may be unfinished.
        self.turns: list[tuple[int, list[DiceAction]]] = []
        #: The finished turns' score sheet lines.
        self.history: list[TurnSummary] = []
        # What the hot path reads, as plain attributes.
        self._tables = tables(r)
        self._core = r.core
        self._barrel = r.barrel_at
        self._keep_actions = _keep_actions(r.straights, r.quad_value, r.keep_all)
        self._keep_info = _keep_infos(r.straights, r.quad_value, r.keep_all)
        self._throw_info = _throw_infos(r.straights, r.quad_value, r.keep_all)
        #: Per seat, the Thrown event of each plain throw (neither confirming nor a
        #: re-throw): events are immutable, so one instance serves every such throw.
        self._thrown: list[dict[tuple[int, ...], Thrown]] = [{} for _ in range(n)]
        #: With ``keep_undo``, :meth:`undo` can take back the last UNDO_DEPTH actions.
        self.keep_undo = keep_undo
        self._undo: deque[DiceGame] = deque(maxlen=UNDO_DEPTH)
        self._start_turn(first_player)

    def apply(self, action: DiceAction) -> list[DiceEvent]:
        """Apply a legal action and return the events it caused.

        An illegal action raises :class:`DiceIllegalActionError` with the reason and
        changes nothing.
        """
        if self.keep_undo:
            return self._apply_keeping_undo(action)
        # The hot path (a computer player's search and the benchmark run it millions of
        # times): one table look-up checks the action and gives its shared instance.
        p = self.pending
        cls = action.__class__
        if cls is Throw:
            if p == THROW or p == CHOICE:
                info = self._throw_info[self.d].get(action.faces)  # type: ignore[union-attr]
                if info is not None:
                    if p == CHOICE:     # (thrown with no decision first: it is the roll)
                        self.turn_steps.append(ROLL)
                    return self._throw(info[0], info[1])
        elif cls is Keep:
            if p == KEEP:
                assert self.last_throw is not None
                k = self._keep_info[self.last_throw].get(action.faces)  # type: ignore[union-attr]
                if k is not None:
                    return self._keep(k[0], k[1], k[2])
        elif cls is Stop and p == CHOICE:
            self.turn_steps.append(action)
            return self._end_turn(END_STOP, [])
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
        snapshot = self._undo.pop()
        undo, keep = self._undo, self.keep_undo
        for name in DiceState.__slots__:
            setattr(self, name, getattr(snapshot, name))
        self._undo, self.keep_undo = undo, keep
        return True

    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    def _throw(self, action: Throw, empty: bool) -> list[DiceEvent]:
        self.turn_steps.append(action)
        faces = action.faces
        seat = self.mover
        throws = self.throws
        self.throws = throws + 1
        confirming = self.confirming_now = self.confirm_next
        rethrow = throws == 1 and not self.kept and self._core.rethrow != 0
        found = None if confirming or rethrow else self._thrown[seat].get(faces)
        if found is not None:
            thrown: Thrown = found
        else:
            self.confirm_next = False
            thrown = _new(Thrown, (seat, faces, confirming, rethrow))
            if not (confirming or rethrow):
                self._thrown[seat][faces] = thrown
        go = core.after_throw(self._core, empty, faces == FIVE_ONES, self.rethrow_left, throws)
        if go == core.GO_RETHROW:
            self.rethrow_left = False
            self.pending = THROW
            return [thrown, _new(EmptyThrow, (seat, True))]
        if go == core.END_BUST:
            return self._end_turn(END_BUST, [thrown, _new(EmptyThrow, (seat, False))])
        if go == core.END_WIN:
            self.s += 1000
            return self._end_turn(END_WIN, [thrown, _new(FiveOnes, (seat,))])
        self.rethrow_left = False
        self.last_throw = faces
        self.pending = KEEP
        return [thrown]

    def _keep(self, action: Keep, value: int, n: int) -> list[DiceEvent]:
        self.turn_steps.append(action)
        keep = action.faces
        s = self.s = self.s + value
        d = self.d = self.d - n
        self.kept.append(keep)
        self.last_throw = None
        events: list[DiceEvent] = [_new(Kept, (self.mover, keep, value, s, d or 5, d == 0))]
        go = core.after_keep(self._core, self.t0, s, d, self._entered, self.confirming_now)
        if go == core.GO_CHOICE:
            self.stop_legal = True
            self.pending = CHOICE
        elif go == core.GO_THROW:
            self.stop_legal = False
            self.pending = THROW
        elif go == core.GO_HOT:
            self.d = 5
            self.pending = THROW
            self.stop_legal = False
            self.confirm_next = self._core.confirm != 0
        else:
            self.stop_legal = go == core.END_STOP
            return self._end_turn(core.END_NAMES[go], events)
        return events

        # -- settlement (dice-rules.md section 10) ------------------------------------
    def _end_turn(self, end: str, events: list[DiceEvent]) -> list[DiceEvent]:
        i, n = self.mover, self.n
        totals = self.totals_
        barrel = self._barrel
        codes: list[int] = []
        core.settle(self._core, totals, self.entry_, self.attempts_, self.falls_, self.bolts_,
                    self.overshoots_, self.turn_before, i, self.t0, self.s, core.END_CODES[end],
                    codes)
        if end == END_WIN:
            self.winner = i
        log = core.log_entries(codes)
        after = tuple(totals)
        if barrel:
            on_barrel = self.barrel_attempts if barrel in after else (None,) * n
        else:
            on_barrel = (None,) * n
        # Each Settled event carries the total after the whole settlement (the log is in order).
        summary = _new(TurnSummary, (
            i, self.throws, self.s, end, tuple(map(_sub, after, self.turn_before)), after,
            _entries(self.entry_), on_barrel, tuple(self.falls_), tuple(self.bolts_),
            tuple(self.overshoots_), log, tuple(self.kept)))
        self.history.append(summary)
        for name, seat in log:
            events.append(_new(Settled, (name, seat, after[seat])))
        events.append(_new(TurnEnded, (summary,)))
        self.pending = OVER
        self.stop_legal = False
        if self.winner is not None:
            events.append(_new(GameOver, (i, after)))
        else:
            self._start_turn((i + 1) % n)
        return events


def _entries(entry: list[int]) -> tuple[Optional[int], ...]:
    """Entry scores as the API shows them (None: not entered)."""
    return tuple([core.entry_shown(e) for e in entry])


def _seat_list(name: str, values: Sequence[Any] | None, n: int, default: list[Any]) -> list[Any]:
    if values is None:
        return default
    if not isinstance(values, (list, tuple)) or len(values) != n:
        raise DiceRulesError(f"{name!r} must be a list of one value per player ({n})")
    return list(values)


def _start_fields(r: DiceRules, n: int, *fields: Sequence[Any] | None) -> tuple[list[Any], ...]:
    """The mid-game start fields of record-format.md (totals, entry, barrel attempts, falls, bolts,
    overshoots), each checked completely in the order they are listed there."""
    barrel = r.barrel_at
    totals = _seat_list("start_totals", fields[0], n, [0] * n)
    for i, t in enumerate(totals):
        where = f"'start_totals' of seat {i}"
        if not _is_int(t) or t % 5:
            raise DiceRulesError(f"{where} must be a whole multiple of 5")
        if t < 0 and not r.negative_totals:
            raise DiceRulesError(f"{where} may not be negative (negative_totals is off)")
        if barrel and t > barrel:
            raise DiceRulesError(f"{where} ({t}) may not be above the barrel ({barrel})")
        if t >= r.target:
            raise DiceRulesError(f"{where} ({t}) must be below the target ({r.target})")
        if r.is_dump(t):
            raise DiceRulesError(f"{where} ({t}) is the dump truck's value")
    entry = _seat_list("start_entry", fields[1], n,
                       [None if t <= 0 else r.entry_threshold for t in totals])
    low = max(r.entry_threshold, 5)
    for i, (t, e) in enumerate(zip(totals, entry)):
        where = f"'start_entry' of seat {i}"
        if e is None:
            if t > 0:
                raise DiceRulesError(f"{where} may not be null: seat {i} starts at {t}")
        elif not (_is_int(e) and e % 5 == 0 and (low <= e <= r.target or (
                fields[1] is None and e == r.entry_threshold))):
            raise DiceRulesError(
                f"{where} must be null or a multiple of 5 from {low} to {r.target}")
    attempts = _seat_list("start_barrel_attempts", fields[2], n, [0] * n)
    limited = r.barrel_attempts if barrel else 0
    for i, (t, a) in enumerate(zip(totals, attempts)):
        where = f"'start_barrel_attempts' of seat {i}"
        if not _is_int(a) or a < 0:
            raise DiceRulesError(f"{where} must be a whole number from 0")
        if a and not (barrel and t == barrel):
            raise DiceRulesError(f"{where} must be 0: seat {i} is not on the barrel")
        if limited and a >= limited:
            raise DiceRulesError(f"{where} must be below 'barrel_attempts' ({limited})")
    out = [totals, entry, attempts]
    for k, (key, top) in enumerate((
            ("start_falls", r.barrel_falls_zero if barrel else 0),
            ("start_bolts", r.bolt_limit if r.bolts != "off" else 0),
            ("start_overshoots", r.overshoot_zero_at if r.finish == "exact" else 0))):
        values = _seat_list(key, fields[3 + k], n, [0] * n)
        for i, v in enumerate(values):
            if not _is_int(v) or v < 0:
                raise DiceRulesError(f"'{key}' of seat {i} must be a whole number from 0")
            if top and v >= top:
                raise DiceRulesError(f"'{key}' of seat {i} must be below {top}")
        out.append(values)
    return tuple(out)


__all__ = ["DiceGame", "DiceState", "DiceObservation", "KeepPreview", "draw_throw", "THROW", "KEEP",
           "CHOICE", "OVER", "END_STOP", "END_WIN", "END_BUST", "END_OVERSHOOT", "END_DUMP"]
