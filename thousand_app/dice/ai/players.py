"""Computer players of the dice game: ``random``, ``easy``, ``normal``, ``hard``.

A player (the player protocol of :mod:`thousand_app.games.protocol`) sees only the engine's
:class:`~thousand_app.dice.engine.game.DiceObservation` and :meth:`act` answers with one of its legal
actions when a decision is due (``pending`` is ``"keep"`` or ``"choice"``): a
:class:`~thousand_app.dice.engine.actions.Keep`, the stop, or :data:`THROW_AGAIN` (the engine's
:data:`~thousand_app.dice.engine.actions.ROLL`: chance then throws the dice).  Every player is
deterministic for its seed.

* ``random``: a uniformly random legal decision.
* ``easy``: a cautious beginner: keeps the most valuable dice, stops as soon as
  a stop is legal.
* ``normal``: a good fixed policy: keeps by value plus a worth per die left in
  hand, stops at a turn total threshold that depends on the dice in hand
  (:data:`NORMAL_THRESHOLDS`, tuned by simulation, docs/dice-lab.md); takes a win
  or avoids an overshoot or a dump when a keep allows.
* ``hard``: maximises its probability of winning.  With two players and a
  solved table for the rules (:mod:`.tables`) it plays the solved policy: every
  decision is read from a dynamic programme over the current turn whose ends
  are valued by the table (:mod:`.turn`).  With more players it plays the same
  programme, each end of the turn valued as the product of its chances of
  beating each opponent in the table's two-player game.  Without a table it
  plays ``normal``.
"""

from __future__ import annotations

import random
from collections import OrderedDict
from pathlib import Path
from typing import Protocol, Sequence, Union

from thousand_app.dice.engine.actions import ROLL, STOP, Keep, Roll, Stop, Throw
from thousand_app.dice.engine.game import DiceObservation
from thousand_app.dice.engine.rules import DiceRules
from thousand_app.dice.engine.scoring import keep_value

from .model import STEP, PState, TurnRules, settle, throw_table
from .tables import WinTable, table_for
from .turn import Leaves, TurnValues, walk

__all__ = ["THROW_AGAIN", "Decision", "DicePlayer", "RandomPlayer", "EasyPlayer",
           "NormalPlayer", "HardPlayer", "LEVELS", "MEASURE_LEVELS", "VALUATIONS", "make_player",
           "NORMAL_THRESHOLDS"]

#: The decision to throw the dice in hand (chance then draws the faces): the engine's ROLL.
THROW_AGAIN = ROLL
Decision = Union[Keep, Stop, Roll]


class DicePlayer(Protocol):
    level: str

    def act(self, obs: DiceObservation) -> Decision: ...


def _keeps(obs: DiceObservation) -> list[Keep]:
    return [a for a in obs.legal_actions if isinstance(a, Keep)]


def _stop_ok(obs: DiceObservation) -> bool:
    return any(isinstance(a, Stop) for a in obs.legal_actions)


def _last_throw_confirming(obs: DiceObservation) -> bool:
    """Whether the throw now waiting for a keep was a confirming throw (dice-rules.md 4.3).

    The observation says whether the *next* throw confirms; the throw just made
    confirmed when it followed hot dice, i.e. a positive multiple of five dice was
    kept before it in this turn."""
    kept = sum(len(k) for k in obs.kept)
    return obs.rules.hot_dice == "confirm" and kept > 0 and kept % 5 == 0


class RandomPlayer:
    level = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def act(self, obs: DiceObservation) -> Decision:
        if obs.pending == "keep":
            return self.rng.choice(_keeps(obs))
        if _stop_ok(obs) and self.rng.random() < 0.5:
            return STOP
        return THROW_AGAIN


class EasyPlayer:
    """Keeps the most valuable dice (the engine lists them first), stops when it may."""

    level = "easy"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def act(self, obs: DiceObservation) -> Decision:
        if obs.pending == "keep":
            return _keeps(obs)[0]
        return STOP if _stop_ok(obs) else THROW_AGAIN


#: ``normal`` stops when the turn total reaches this, by dice in hand after the keep
#: (tuned by simulation: python -m research.dice.tune, figures in docs/dice-lab.md).
NORMAL_THRESHOLDS = {1: 20, 2: 20, 3: 50, 4: 100, 5: 200}
#: ``normal``'s worth of a die left in hand (the next throw's prospects), by dice in
#: hand; hot dice count as five.
NORMAL_DICE_WORTH = {0: 60, 1: 8, 2: 16, 3: 26, 4: 38, 5: 60}


class NormalPlayer:
    level = "normal"

    def __init__(self, seed: int = 0, thresholds: dict[int, int] | None = None,
                 worth: dict[int, int] | None = None) -> None:
        self.rng = random.Random(seed)
        self.thresholds = dict(thresholds or NORMAL_THRESHOLDS)
        self.worth = dict(worth or NORMAL_DICE_WORTH)

    def _keep_score(self, obs: DiceObservation, turn: TurnRules, keep: Keep) -> float:
        v = keep_value(keep.faces, obs.rules) or 0
        s = obs.s + v
        after = turn.after_keep(s)
        if after == "win":
            return 1e9
        if after in ("overshoot", "dump"):
            return -1e9 + v
        left = obs.d - len(keep.faces)
        score = float(v + self.worth[left])
        if left and self._would_stop(obs, turn, s, left):
            score = float(v) + 0.25 * self.worth[left]
        return score

    def _would_stop(self, obs: DiceObservation, turn: TurnRules, s: int, d: int) -> bool:
        if not turn.stop_legal(s):
            return False
        need = self.thresholds[d]
        r = obs.rules
        leader = max((t for k, t in enumerate(obs.totals) if k != obs.seat), default=0)
        close = r.barrel_at if r.barrel_at else r.target
        if leader >= close - 100:
            need = need * 3 // 2
        if r.finish == "exact" and turn.can_finish:
            # near an exact target, bank what keeps the finish reachable
            return True
        return s >= need

    def act(self, obs: DiceObservation) -> Decision:
        me = obs.seat
        turn = TurnRules(obs.rules, obs.t0, obs.entry[me] is not None)
        if obs.pending == "keep":
            keeps = _keeps(obs)
            return max(keeps, key=lambda k: (self._keep_score(obs, turn, k), -len(k.faces)))
        if _stop_ok(obs) and self._would_stop(obs, turn, obs.s, obs.d):
            return STOP
        return THROW_AGAIN


def _pstates(obs: DiceObservation) -> tuple[PState, ...]:
    return tuple(
        PState(obs.totals[k], obs.entry[k], obs.barrel_attempts[k] or 0, obs.falls[k],
               obs.bolts[k], obs.overshoots[k]) for k in range(obs.n_players))


#: The memory the turn cache's programmes may hold at most (bytes): a few MB.
TURN_CACHE_BYTES = 4 << 20


def programme_bytes(tv: TurnValues) -> int:
    """About what a cached programme holds in memory: its rows' doubles and each row's
    ``array`` header (a row shared by two tables counted once), and its turn's end values
    (a float object each, in the key it is kept by too)."""
    rows = {id(row): row for table in (tv.throw, tv.post) for rows in table for row in rows}
    return (sum(64 + 8 * len(row) for row in rows.values()) + 8 * len(tv.stop_ok)
            + 32 * len(tv.leaves.stop) + 512)


class TurnCache:
    """A bounded, process-wide cache of turn programmes (least recently used first out).

    Two maps:

    * by *inputs*: the walk is a pure function of the rules, the mover's turn start
      (``t0``, entered) and the values of the turn's ends (:class:`Leaves`), so
      positions that differ only where the ends' values do not (another seat's
      counters, the other order of two players) share one programme; this map holds the
      programmes, bounded by ``max_entries`` and by ``max_bytes`` of memory
      (:func:`programme_bytes`; a programme of classic rules takes about 8–30 kB, so the
      default 4 MB keeps a few hundred: a game's turns, and the next game's first ones);
    * by *position*: (the table's folder, the rules, the seats' full states rotated so
      that the mover comes first) gives the key of its programme in the first map without
      settling anything (bounded by ``max_entries``; the positions of a programme leave
      with it, since its key holds the turn's end values).

    A cached programme is the one :func:`walk` returns, its rows stored as
    ``array('d')`` cut to the indices play reads (the same doubles): decisions
    from the cache are those without it."""

    def __init__(self, max_entries: int = 6000, max_bytes: int = TURN_CACHE_BYTES) -> None:
        self.max_entries = max_entries
        self.max_bytes = max_bytes
        self.by_position: OrderedDict[tuple[object, ...], tuple[object, ...]] = OrderedDict()
        self.by_inputs: OrderedDict[tuple[object, ...], TurnValues] = OrderedDict()
        self._sizes: dict[tuple[object, ...], int] = {}
        #: The positions that lead to each programme (they go with it).
        self._positions_of: dict[tuple[object, ...], list[tuple[object, ...]]] = {}
        #: The memory the programmes kept take (bytes, :func:`programme_bytes`).
        self.bytes = 0
        self.hits = 0
        self.input_hits = 0
        self.walks = 0

    def clear(self) -> None:
        self.by_position.clear()
        self.by_inputs.clear()
        self._sizes.clear()
        self._positions_of.clear()
        self.bytes = 0
        self.hits = self.input_hits = self.walks = 0

    def position(self, key: tuple[object, ...]) -> TurnValues | None:
        """The programme of a position seen before, if it is still kept."""
        inputs = self.by_position.get(key)
        if inputs is None:
            return None
        tv = self.programme(inputs)
        if tv is None:
            del self.by_position[key]
            return None
        self.by_position.move_to_end(key)
        return tv

    def programme(self, inputs: tuple[object, ...]) -> TurnValues | None:
        tv = self.by_inputs.get(inputs)
        if tv is not None:
            self.by_inputs.move_to_end(inputs)
        return tv

    def keep_position(self, key: tuple[object, ...], inputs: tuple[object, ...]) -> None:
        if inputs not in self.by_inputs:
            return      # (its programme is not kept: nor is the way to it)
        self.by_position[key] = inputs
        self._positions_of.setdefault(inputs, []).append(key)
        if len(self.by_position) > self.max_entries:
            self.by_position.popitem(last=False)

    def keep_programme(self, inputs: tuple[object, ...], tv: TurnValues) -> None:
        if inputs in self.by_inputs:
            self.bytes -= self._sizes.pop(inputs)
        size = programme_bytes(tv)
        self.by_inputs[inputs] = tv
        self._sizes[inputs] = size
        self.bytes += size
        while self.by_inputs and (len(self.by_inputs) > self.max_entries
                                  or self.bytes > self.max_bytes):
            old, _ = self.by_inputs.popitem(last=False)
            self.bytes -= self._sizes.pop(old)
            for key in self._positions_of.pop(old, ()):    # (they would keep its inputs)
                if self.by_position.get(key) == old:
                    del self.by_position[key]

    def stats(self) -> dict[str, int]:
        return {"position_hits": self.hits, "input_hits": self.input_hits,
                "walks": self.walks, "positions": len(self.by_position),
                "programmes": len(self.by_inputs), "bytes": self.bytes}


#: The cache every :class:`HardPlayer` shares (players are made per game in tournaments).
TURN_CACHE = TurnCache()

#: How hard values the end of its turn with three or more players (with two, both are
#: the table's chance): ``product`` of its chances against each opponent (the default) or
#: the ``min`` of them (the chance against the one the table rates most dangerous).
VALUATIONS = ("product", "min")


class HardPlayer:
    """Plays the solved turn programme (see the module's docstring)."""

    level = "hard"

    def __init__(self, seed: int = 0, data_dir: Path | None = None,
                 cache: TurnCache | None = None, valuation: str = "product") -> None:
        if valuation not in VALUATIONS:
            raise ValueError(f"unknown valuation {valuation!r}; valuations: "
                             f"{', '.join(VALUATIONS)}")
        self.valuation = valuation
        self.rng = random.Random(seed)
        self.data_dir = data_dir
        self.fallback = NormalPlayer(seed)
        self._tables: dict[DiceRules, WinTable] = {}
        self.cache = TURN_CACHE if cache is None else cache

    def _table(self, rules: DiceRules) -> WinTable | None:
        table = self._tables.get(rules)
        if table is None:  # (asked again while there is none: one may be solved meanwhile)
            table = table_for(rules, self.data_dir)
            if table is not None:
                self._tables[rules] = table
        return table

    def table_loaded(self, rules: DiceRules) -> bool:
        """Whether it has loaded the solved table of ``rules`` (on its first move under them)
        and plays by it."""
        return self._tables.get(rules) is not None

    def _value(self, table: WinTable, seats: Sequence[PState], me: int) -> float:
        """The mover's chance after his turn ended with ``seats`` (someone else moves next)."""
        mine = seats[me]
        others = [seats[k] for k in range(len(seats)) if k != me]
        if self.valuation == "min":  # the chance against the opponent rated most dangerous
            return min(1.0 - table.value(o, mine) for o in others)
        # with more players: the product of the chances of beating each opponent, as if
        # the two-player duels were independent (measured: docs/dice-lab.md, "Three or more
        # players")
        chance = 1.0
        for o in others:
            chance *= 1.0 - table.value(o, mine)
        return chance

    def turn_values(self, obs: DiceObservation) -> TurnValues | None:
        """The programme of the current turn (cached: :class:`TurnCache`)."""
        rules = obs.rules
        table = self._table(rules)
        if table is None:
            return None
        me = obs.to_act if obs.to_act is not None else obs.seat
        seats = _pstates(obs)
        if obs.t0 != seats[me].total:  # the observation's totals are those at the turn start
            seats = seats[:me] + (seats[me]._replace(total=obs.t0),) + seats[me + 1:]
        # settlement visits the others in seat order from the mover: rotating the seats
        # so that the mover is seat 0 changes nothing the programme depends on
        seats = seats[me:] + seats[:me]
        cache = self.cache
        key = (str(self.data_dir), self.valuation, rules, seats)
        tv = cache.position(key)
        if tv is not None:
            cache.hits += 1
            return tv
        inputs, tv = self._programme(rules, table, seats)
        cache.keep_position(key, inputs)
        return tv

    def _programme(self, rules: DiceRules, table: WinTable, seats: tuple[PState, ...]
                   ) -> tuple[tuple[object, ...], TurnValues]:
        """The walk of the turn of seat 0 (the mover) from ``seats``, or its cached twin,
        with its key by inputs."""
        me = 0
        turn = TurnRules(rules, seats[me].total, seats[me].entry is not None)
        stop = []
        for i in range(turn.top + 1):
            if i and turn.stop_legal(i * STEP) and turn.after_keep(i * STEP) == "":
                stop.append(self._value(table, settle(rules, seats, me, "stop", i * STEP), me))
            else:
                stop.append(0.0)

        def end(kind: str, s: int) -> float:
            return self._value(table, settle(rules, seats, me, kind, s), me)
        leaves = Leaves(tuple(stop), end("bust", 0), end("bust", STEP), end("overshoot", 0),
                        end("dump", 0))
        cache = self.cache
        key = (rules, turn.t0, turn.entered, leaves)
        tv = cache.programme(key)
        if tv is not None:
            cache.input_hits += 1
            return key, tv
        cache.walks += 1
        tv = walk(throw_table(rules), turn, leaves).compact()
        cache.keep_programme(key, tv)
        return key, tv

    def chance(self, obs: DiceObservation, decision: Decision) -> float | None:
        """The mover's probability of winning the game after ``decision`` (a keep, a stop,
        or a throw, also the throw owed when ``obs.pending == "throw"``), as the turn
        programme values it; None where hard has no table (custom options). With three or
        more players it is the product of its chances against each opponent (the duels
        taken as independent): an estimate of winning the game."""
        tv = self.turn_values(obs)
        return None if tv is None else self._chance(tv, obs, decision)

    @staticmethod
    def _chance(tv: TurnValues, obs: DiceObservation, decision: Decision) -> float:
        if isinstance(decision, Keep):
            value = keep_value(decision.faces, obs.rules) or 0
            return tv.after_keep_value(obs.s + value, obs.d - len(decision.faces),
                                       _last_throw_confirming(obs))
        if isinstance(decision, Stop):
            return tv.stop_value(obs.s)
        if obs.pending == "throw":
            return tv.throw[1 if obs.confirming else 0][obs.d][tv.index(obs.s)]
        return tv.throw_value(obs.s, obs.d)

    def act(self, obs: DiceObservation) -> Decision:
        tv = self.turn_values(obs)
        if tv is None:
            return self.fallback.act(obs)
        if obs.pending == "keep":
            best: tuple[float, int, int] | None = None
            choice: Keep | None = None
            for k in _keeps(obs):
                val = self._chance(tv, obs, k)
                key = (val, keep_value(k.faces, obs.rules) or 0, -len(k.faces))
                if best is None or key > best:
                    best, choice = key, k
            assert choice is not None
            return choice
        if _stop_ok(obs) and self._chance(tv, obs, STOP) >= self._chance(tv, obs, THROW_AGAIN):
            return STOP
        return THROW_AGAIN


LEVELS = ("random", "easy", "normal", "hard")
#: Levels for measurement only (none: every dice level is offered in the app).
MEASURE_LEVELS: tuple[str, ...] = ()


def make_player(level: str, seed: int = 0, data_dir: Path | None = None) -> DicePlayer:
    """A player of ``level`` (one of :data:`LEVELS`), deterministic for ``seed``."""
    if level == "random":
        return RandomPlayer(seed)
    if level == "easy":
        return EasyPlayer(seed)
    if level == "normal":
        return NormalPlayer(seed)
    if level == "hard":
        return HardPlayer(seed, data_dir)
    raise ValueError(f"unknown level {level!r}; levels: {', '.join(LEVELS + MEASURE_LEVELS)}")


def decide(player: DicePlayer, obs: DiceObservation, rng: random.Random) -> Keep | Stop | Throw:
    """The engine action for a decision (a throw's faces drawn from ``rng``)."""
    from thousand_app.dice.engine.game import draw_throw
    d = player.act(obs)
    if isinstance(d, Roll):
        return draw_throw(rng, obs.d)
    return d
