"""Pig's engine: a race to 100 with one die.

On a turn the mover rolls as often as he likes; each face but 1 adds to the turn's points,
a 1 loses them and ends the turn; holding adds the turn's points to his total and passes the
die on.  The first total at the target wins at once.

The shape is the games' protocol (:class:`thousand_app.games.protocol.Game`): the mover's
decisions are ``roll`` and ``hold``; after a ``roll`` chance is to act and its outcome is a
``die N`` action (:meth:`PigGame.sample_chance` draws it from the caller's generator; the
game's own generator, from the system's randomness unless a seed is asked for, serves
:meth:`PigGame.step`).  A refused action has a :class:`~thousand_app.games.reasons.Reason`.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Optional, Sequence, Union

from thousand_app.games.reasons import Reason

FORMAT = "pig-record"
VERSION = 1
PRESETS = {"classic": 100, "short": 50}
#: How many actions an undo may take back.
UNDO_DEPTH = 256


class PigError(ValueError):
    """A refused action or an invalid record (``reason``: the refusal's code, if any)."""

    def __init__(self, text: str, reason: Optional[Reason] = None) -> None:
        super().__init__(text)
        self.reason = reason


@dataclass(frozen=True)
class PigRules:
    target: int = 100
    preset_name: str = "classic"

    def options(self) -> dict[str, Any]:
        return {"target": self.target}

    @classmethod
    def from_options(cls, preset: Any, options: Any) -> "PigRules":
        if preset not in PRESETS:
            raise ValueError(f"unknown preset {preset!r} (presets: {', '.join(PRESETS)})")
        unknown = set(options) - {"target"}
        if unknown:
            raise ValueError(f"unknown option {sorted(unknown)[0]!r}")
        target = options.get("target", PRESETS[preset])
        if type(target) is not int or not 10 <= target <= 1000:
            raise ValueError("'target' must be a whole number from 10 to 1000")
        return cls(target, preset)


@dataclass(frozen=True)
class Roll:
    def __str__(self) -> str:
        return "roll"


@dataclass(frozen=True)
class Hold:
    def __str__(self) -> str:
        return "hold"


@dataclass(frozen=True)
class Die:
    value: int

    def __str__(self) -> str:
        return f"die {self.value}"


PigAction = Union[Roll, Hold, Die]
ROLL, HOLD = Roll(), Hold()


def parse_action(text: Any) -> PigAction:
    if text == "roll":
        return ROLL
    if text == "hold":
        return HOLD
    if isinstance(text, str) and text.startswith("die ") and text[4:] in "123456" \
            and len(text) == 5:
        return Die(int(text[4:]))
    raise ValueError(f"not a Pig action: {text!r:.40}")


# -- events ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class Rolled:
    """The die came up ``value`` (a 1: the turn is lost, ``turn_points`` 0)."""

    seat: int
    value: int
    turn_points: int


@dataclass(frozen=True)
class Held:
    """The turn's ``points`` were banked: the seat's ``total``; ``won``: it reached the
    target."""

    seat: int
    points: int
    total: int
    won: bool


PigEvent = Union[Rolled, Held]


@dataclass(frozen=True)
class PigObservation:
    """What a seat sees (in Pig that is everything but the dice to come)."""

    seat: int
    n_players: int
    rules: PigRules
    players: tuple[str, ...]
    totals: tuple[int, ...]
    mover: int
    to_act: Optional[int]
    turn_points: int
    last_roll: Optional[int]
    is_over: bool
    winner: Optional[int]
    legal_actions: tuple[PigAction, ...]
    #: Why ``hold`` is refused now, or None.
    hold_reason: Optional[Reason] = None


@dataclass
class _State:
    totals: list[int]
    mover: int = 0
    turn_points: int = 0
    last_roll: Optional[int] = None
    awaiting_die: bool = False
    winner: Optional[int] = None
    turns: list[tuple[int, list[PigAction]]] = field(default_factory=list)


class PigGame:
    """A game of Pig in progress."""

    def __init__(self, rules: PigRules, n: int, players: Optional[Sequence[str]] = None,
                 seed: Optional[int] = None, keep_undo: bool = True) -> None:
        if not 2 <= n <= 4:
            raise PigError(f"Pig has 2 to 4 seats, not {n}")
        self.rules = rules
        self._n = n
        self._players = tuple(players) if players is not None else tuple(
            f"Player {i + 1}" for i in range(n))
        self.seed = seed
        self.rng: random.Random = random.Random(seed) if seed is not None \
            else random.SystemRandom()
        self.keep_undo = keep_undo
        #: How many actions an undo may take back.
        self.undo_depth = UNDO_DEPTH
        self._s = _State([0] * n, turns=[(0, [])])
        self._undo: list[tuple[Any, ...]] = []

    # -- the protocol ---------------------------------------------------------------------------
    @property
    def n(self) -> int:
        return self._n

    @property
    def players(self) -> Sequence[str]:
        return self._players

    @property
    def turns(self) -> list[tuple[int, list[PigAction]]]:
        return self._s.turns

    @property
    def history(self) -> list["TurnSummary"]:
        """The turns that are over, in order."""
        done = self.turns if self.is_over else self.turns[:-1]
        return [_summary(p, acts) for p, acts in done]

    @property
    def is_over(self) -> bool:
        return self._s.winner is not None

    @property
    def winner(self) -> Optional[int]:
        return self._s.winner

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(self._s.totals)

    @property
    def chance_pending(self) -> bool:
        return self._s.awaiting_die and not self.is_over

    @property
    def to_act(self) -> Optional[int]:
        return None if self.is_over or self._s.awaiting_die else self._s.mover

    def sample_chance(self, rng: random.Random) -> Die:
        return Die(rng.randint(1, 6))

    def chance_outcomes(self) -> list[tuple[Die, float]]:
        """Chance's outcomes now and their probabilities (a fair die)."""
        return [(Die(v), 1 / 6) for v in range(1, 7)] if self.chance_pending else []

    def legal_actions(self) -> list[PigAction]:
        if self.is_over:
            return []
        if self._s.awaiting_die:
            return [Die(v) for v in range(1, 7)]
        return [ROLL, HOLD] if self._s.turn_points else [ROLL]

    def reason(self, action: Any) -> Optional[Reason]:
        s = self._s
        if self.is_over:
            return Reason("game_over", "the game is over")
        if isinstance(action, Die):
            if not s.awaiting_die:
                return Reason("not_chance", "the die is rolled only after a roll")
            if not 1 <= action.value <= 6:
                return Reason("bad_die", f"a die shows 1 to 6, not {action.value}", action.value)
            return None
        if s.awaiting_die:
            return Reason("die_due", "the die is rolling")
        if isinstance(action, Roll):
            return None
        if isinstance(action, Hold):
            if not s.turn_points:
                return Reason("nothing_to_hold", "there is nothing to hold: roll first")
            return None
        return Reason("not_an_action", f"not a Pig action: {action!r:.40}")

    def apply(self, action: Any) -> list[PigEvent]:
        why = self.reason(action)
        if why is not None:
            raise PigError(str(why), why)
        if self.keep_undo:
            s = self._s
            self._undo.append((list(s.totals), s.mover, s.turn_points, s.last_roll,
                               s.awaiting_die, s.winner, len(s.turns), list(s.turns[-1][1])))
            del self._undo[:-self.undo_depth]
        s = self._s
        s.turns[-1][1].append(action)
        events: list[PigEvent] = []
        if isinstance(action, Roll):
            s.awaiting_die = True
        elif isinstance(action, Die):
            s.awaiting_die = False
            s.last_roll = action.value
            if action.value == 1:
                s.turn_points = 0
                events.append(Rolled(s.mover, 1, 0))
                self._next_turn()
            else:
                s.turn_points += action.value
                events.append(Rolled(s.mover, action.value, s.turn_points))
        else:
            s.totals[s.mover] += s.turn_points
            won = s.totals[s.mover] >= self.rules.target
            events.append(Held(s.mover, s.turn_points, s.totals[s.mover], won))
            if won:
                s.winner = s.mover
            else:
                self._next_turn()
        return events

    def _next_turn(self) -> None:
        s = self._s
        s.turn_points = 0
        s.mover = (s.mover + 1) % self._n
        s.turns.append((s.mover, []))

    def step(self) -> list[PigEvent]:
        """Chance's step drawn from the game's own generator."""
        return self.apply(self.sample_chance(self.rng))

    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    def undo(self) -> bool:
        """Take back the last action (chance's too); the turns' entries keep their identity."""
        if not self._undo:
            return False
        totals, mover, points, last, awaiting, winner, n_turns, steps = self._undo.pop()
        s = self._s
        s.totals, s.mover, s.turn_points, s.last_roll = totals, mover, points, last
        s.awaiting_die, s.winner = awaiting, winner
        del s.turns[n_turns:]
        s.turns[-1][1][:] = steps
        return True

    def observation(self, seat: int) -> PigObservation:
        s = self._s
        hold = None if self.to_act is None else self.reason(HOLD)
        return PigObservation(seat, self._n, self.rules, self._players, tuple(s.totals), s.mover,
                              self.to_act, s.turn_points, s.last_roll, self.is_over, s.winner,
                              tuple(self.legal_actions()) if self.to_act == seat else (),
                              hold)

    def output(self) -> dict[str, Any]:
        return {"totals": list(self.totals), "winner": self.winner,
                "turns": [[p, [str(a) for a in acts]] for p, acts in self.turns if acts]}


@dataclass(frozen=True)
class TurnSummary:
    player: int
    #: "hold" (banked), "bust" (a 1) or "win".
    end: str
    points: int


def _summary(player: int, acts: Sequence[PigAction]) -> TurnSummary:
    points = sum(a.value for a in acts if isinstance(a, Die))
    if acts and acts[-1] == Die(1):
        return TurnSummary(player, "bust", 0)
    return TurnSummary(player, "hold", points)


# -- records ----------------------------------------------------------------------------------
def to_record(game: Any) -> dict[str, Any]:
    """The record: its head, then the turns (a turn with no step yet left out), last."""
    doc: dict[str, Any] = {"format": FORMAT, "version": VERSION,
                           "rules": {"preset": game.rules.preset_name,
                                     "options": game.rules.options()},
                           "players": list(game.players)}
    if game.seed is not None:
        doc["seed"] = game.seed
    doc["turns"] = [{"player": p, "steps": [str(a) for a in acts]}
                    for p, acts in game.turns if acts]
    return doc


def replay(doc: Any) -> PigGame:
    """The game of a record; :class:`PigError` naming the first problem."""
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise PigError("record: not a Pig record")
    if doc.get("version") != VERSION:
        raise PigError(f"record: 'version' must be {VERSION}")
    rules_doc = doc.get("rules", {"preset": "classic", "options": {}})
    try:
        if not isinstance(rules_doc, dict) or not isinstance(rules_doc.get("options", {}), dict):
            raise ValueError("the rules are an object with 'preset' and 'options'")
        rules = PigRules.from_options(rules_doc.get("preset", "classic"),
                                      rules_doc.get("options", {}))
    except ValueError as e:
        raise PigError(f"record: rules: {e}") from None
    players = doc.get("players")
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players) \
            or not 2 <= len(players) <= 4:
        raise PigError("record: 'players' must be 2 to 4 names")
    seed = doc.get("seed")
    if seed is not None and type(seed) is not int:
        raise PigError("record: 'seed' must be a whole number")
    game = PigGame(rules, len(players), players, seed=seed)
    turns = doc.get("turns")
    if not isinstance(turns, list):
        raise PigError("record: 'turns' must be a list")
    for t, turn in enumerate(turns):
        if not isinstance(turn, dict) or turn.get("player") != game._s.mover \
                or not isinstance(turn.get("steps"), list) or not turn["steps"]:
            raise PigError(f"turn {t}: not the turn of seat {game._s.mover} with its steps")
        for k, text in enumerate(turn["steps"]):
            try:
                game.apply(parse_action(text))
            except (ValueError, PigError) as e:
                raise PigError(f"turn {t}, step {k} ({text!r:.20}): {e}") from None
            if game._s.turns[-1][0] != turn["player"] and k != len(turn["steps"]) - 1:
                raise PigError(f"turn {t}, step {k}: the turn is over")
    return game
