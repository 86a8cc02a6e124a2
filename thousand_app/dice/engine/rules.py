"""Dice rules: every option of dice-rules.md (section 11) as one frozen, validated object.

>>> r = DiceRules.preset("exact_thousand")
>>> r.finish, r.entry_threshold, r.pits, r.barrel_at
('exact', 50, ((300, 400), (750, 900)), 0)
>>> DiceRules.preset("classic", finish="over").finish
'over'
>>> DiceRules.preset("classic", hot_dice="sometimes")
Traceback (most recent call last):
...
thousand_app.dice.engine.errors.DiceRulesError: option 'hot_dice' does not take 'sometimes'; allowed values: confirm, continue
>>> DiceRules.preset("classic", entry_threshold=900)
Traceback (most recent call last):
...
thousand_app.dice.engine.errors.DiceRulesError: option 'barrel_at' (850) must be above 'entry_threshold' (900) when both are on
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Mapping, Union

from . import core
from .core import CoreRules
from thousand_app.games.options import (OptionSpec, OptionTable, OptionValueError, Requirement,
                                        is_pair_list)

from .errors import DiceRulesError

#: A JSON option value: a string, a whole number, or (``pits``) a list of ``[lo, hi]`` pairs.
OptionValue = Union[str, int, list[list[int]]]

ON_OFF = ("on", "off")
OFF_ON = ("off", "on")


def _check(spec: OptionSpec, value: Any) -> Any:
    """The value (as JSON) if option ``spec`` takes it, else a DiceRulesError naming both."""
    try:
        return spec.check(value, _show)
    except OptionValueError as e:
        raise DiceRulesError(
            str(e), "option_value", key=spec.key, value=value,
            low=spec.low if spec.kind == "number" else None, step=spec.step) from None


def _show(value: Any) -> str:
    if type(value) is int and abs(value) > 10 ** 30:
        return "a number with more than 30 digits"
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _choice(key: str, default: str, choices: tuple[str, ...], help: str) -> OptionSpec:
    return OptionSpec(key, default, choices, help=help)


def _number(key: str, default: int, allowed: str, help: str, *, low: int | None = 0,
            step: int = 1) -> OptionSpec:
    return OptionSpec(key, default, low=low, step=step, allowed=allowed, help=help)


#: Every option of dice-rules.md section 11, in the order the new-game dialog shows them (what
#: each requires is added below from :data:`_REQUIRES`).
_OPTIONS: tuple[OptionSpec, ...] = (
    # Scoring
    _choice("straights", "on", ON_OFF, "1-2-3-4-5 scores 125 and 2-3-4-5-6 scores 250"),
    _choice("quad_value", "double", ("double", "plus_ten"),
            "four of a kind: twice three of a kind, or three of a kind + 10"),
    _choice("five_ones", "points", ("points", "win"),
            "five 1s in one throw: 1000 points, or an instant win"),
    _choice("keep_all", "off", OFF_ON, "every scoring die of a throw must be kept"),
    # The turn
    _choice("hot_dice", "confirm", ("confirm", "continue"),
            "after all five dice score, the next throw confirms and banks the turn, "
            "or the turn just goes on"),
    _choice("empty_opening_rethrow", "off", OFF_ON,
            "an empty first throw of a turn may be thrown again once"),
    _number("entry_threshold", 75, "0 or a multiple of 5 below 'target'",
            "the first bank of a game needs at least this turn total (0: no entry rule)", step=5),
    OptionSpec("pits", [], pairs=True,
               allowed="a list of [lo, hi] pairs with 0 < lo <= hi < 'target' "
                       "(and hi < 'barrel_at' with a barrel), not overlapping",
               help="score bands a player must leave in one bank, e.g. [[300, 400]]"),
    # The barrel
    _number("barrel_at", 850, "0 or a multiple of 5 below 'target'",
            "a bank reaching this total stops here: the player is on the barrel (0: no barrel)",
            step=5),
    _choice("barrel_jump", "off", OFF_ON,
            "a player below the barrel may win without stopping on it"),
    _number("barrel_attempts", 0, "0 (unlimited) or a whole number from 1",
            "turns a player may spend on the barrel before he falls (0: unlimited)"),
    _choice("barrel_collision", "knock_off", ("knock_off", "coexist"),
            "a player arriving on the barrel knocks off whoever sits there"),
    _choice("barrel_fall", "entry", ("entry", "threshold", "penalty", "zero"),
            "where a fall from the barrel lands: the entry score, the entry threshold, "
            "'barrel_penalty' below the barrel, or 0"),
    _number("barrel_penalty", 100, "a multiple of 5, at least 5",
            "how far a fall drops with barrel_fall = penalty", low=None, step=5),
    _number("barrel_falls_zero", 0, "0 (off) or a whole number from 1",
            "a player's N-th fall from the barrel sends him to 0 (0: off)"),
    # The end
    _number("target", 1000, "a multiple of 5, at least 100", "the total that wins",
            low=100, step=5),
    _choice("finish", "reach", ("reach", "over", "exact"),
            "win by reaching the target, by passing it, or by hitting it exactly"),
    _number("overshoot_penalty_every", 0, "0 (off) or a whole number from 1",
            "finish = exact: every N-th overshoot costs 'overshoot_penalty' (0: off)"),
    _number("overshoot_penalty", 100, "a multiple of 5, at least 0",
            "what the N-th overshoot costs", low=None, step=5),
    _number("overshoot_zero_at", 0, "0 (off) or a whole number from 1",
            "finish = exact: every N-th overshoot sends the player to 0 (0: off)"),
    # Penalties
    _choice("bolts", "off", ("off", "bust", "opening"),
            "a bolt for every bust, or only for a bust before any keep"),
    _number("bolt_limit", 3, "a whole number from 1", "this many bolts cost 'bolt_penalty'",
            low=None),
    _number("bolt_penalty", 100, "a multiple of 5, at least 0", "what the bolts cost",
            low=None, step=5),
    _number("overtake_penalty", 0, "0 (off) or a multiple of 5",
            "a player passed by another's bank loses this much (0: off)", step=5),
    _choice("dump_truck", "off", ("off", "on", "strict"),
            "a total of exactly 555 goes back to 0 (strict: also a turn total reaching it)"),
    _number("dump_truck_value", 555, "a multiple of 5 above 0, below 'target' and 'barrel_at'",
            "the total the dump truck sends to 0", low=None, step=5),
    _choice("negative_totals", "off", OFF_ON, "totals may go below 0"),
)


def _on(v: OptionValue) -> bool:
    return v != "off" and v != 0


_BARREL = ("barrel_at", _on)
_EXACT = ("finish", lambda v: v == "exact")
_BOLTS = ("bolts", _on)

#: Option key -> the (other option, test of its value) that must all hold for it to take
#: effect (dice-rules.md section 11): each spec's ``requires``, which
#: :meth:`~thousand_app.games.options.OptionTable.applies` reads.
_REQUIRES: dict[str, tuple[tuple[str, Requirement], ...]] = {
    "barrel_jump": (_BARREL,),
    "barrel_attempts": (_BARREL,),
    "barrel_collision": (_BARREL,),
    "barrel_fall": (_BARREL,),
    "barrel_penalty": (_BARREL, ("barrel_fall", lambda v: v == "penalty")),
    "barrel_falls_zero": (_BARREL,),
    "overshoot_penalty_every": (_EXACT,),
    "overshoot_penalty": (_EXACT, ("overshoot_penalty_every", _on)),
    "overshoot_zero_at": (_EXACT,),
    "bolt_limit": (_BOLTS,),
    "bolt_penalty": (_BOLTS,),
    "dump_truck_value": (("dump_truck", _on),),
}

DICE_OPTION_SPECS = OptionTable(replace(o, requires=_REQUIRES.get(o.key, ())) for o in _OPTIONS)
DICE_OPTIONS: tuple[OptionSpec, ...] = tuple(DICE_OPTION_SPECS.values())

#: The presets of dice-rules.md section 12, as overrides of the defaults.
DICE_PRESETS: dict[str, dict[str, OptionValue]] = {
    "classic": {},
    "exact_thousand": {
        "straights": "off", "quad_value": "plus_ten", "five_ones": "win", "hot_dice": "continue",
        "empty_opening_rethrow": "on", "entry_threshold": 50,
        "pits": [[300, 400], [750, 900]], "barrel_at": 0, "finish": "exact",
        "overshoot_penalty_every": 5, "overshoot_penalty": 100, "overshoot_zero_at": 10,
        "bolts": "bust", "overtake_penalty": 55, "dump_truck": "strict",
    },
    "barrel_900": {
        "straights": "off", "quad_value": "plus_ten", "five_ones": "win", "hot_dice": "continue",
        "empty_opening_rethrow": "on", "entry_threshold": 50, "pits": [[300, 400]],
        "barrel_at": 900, "barrel_attempts": 3, "barrel_fall": "penalty", "barrel_penalty": 100,
        "barrel_falls_zero": 3, "finish": "reach",
    },
}

#: Options stored as ``bool`` (their JSON values are "on"/"off").
_SWITCHES = frozenset(o.key for o in DICE_OPTIONS if o.is_switch)


def core_rules(r: DiceRules) -> CoreRules:
    """The rules as :mod:`.core` reads them: whole numbers and a tuple (``DiceRules.core`` keeps
    them, made once)."""
    pits: list[int] = []
    for lo, hi in r.pits:
        pits += [lo, hi]
    return CoreRules(
        barrel=r.barrel_at, jump=int(r.barrel_jump), target=r.target,
        finish=("reach", "over", "exact").index(r.finish),
        dump_on=int(r.dump_truck != "off"), dump_strict=int(r.dump_truck == "strict"),
        dump_value=r.dump_truck_value, negative=int(r.negative_totals),
        entry_threshold=r.entry_threshold, pits=tuple(pits) + (1, 0),
        five_ones_win=int(r.five_ones == "win"), confirm=int(r.hot_dice == "confirm"),
        rethrow=int(r.empty_opening_rethrow),
        knock_off=int(r.barrel_collision == "knock_off"), overtake=r.overtake_penalty,
        bolts=("off", "bust", "opening").index(r.bolts), bolt_limit=r.bolt_limit,
        bolt_penalty=r.bolt_penalty, attempts_limit=r.barrel_attempts,
        falls_zero=r.barrel_falls_zero,
        fall=("zero", "entry", "threshold", "penalty").index(r.barrel_fall),
        barrel_penalty=r.barrel_penalty, overshoot_zero_at=r.overshoot_zero_at,
        overshoot_every=r.overshoot_penalty_every, overshoot_penalty=r.overshoot_penalty)


@dataclass(frozen=True, slots=True)
class DiceRules:
    """All options of dice-rules.md, resolved and typed: switches are ``bool``, ``pits`` a tuple of pairs.

    Build one with :meth:`preset` (a preset plus overrides) or :meth:`from_options`;
    construction validates every value and the combinations of section 11.
    """

    preset_name: str = "classic"
    straights: bool = True
    quad_value: str = "double"
    five_ones: str = "points"
    keep_all: bool = False
    hot_dice: str = "confirm"
    empty_opening_rethrow: bool = False
    entry_threshold: int = 75
    pits: tuple[tuple[int, int], ...] = ()
    barrel_at: int = 850
    barrel_jump: bool = False
    barrel_attempts: int = 0
    barrel_collision: str = "knock_off"
    barrel_fall: str = "entry"
    barrel_penalty: int = 100
    barrel_falls_zero: int = 0
    target: int = 1000
    finish: str = "reach"
    overshoot_penalty_every: int = 0
    overshoot_penalty: int = 100
    overshoot_zero_at: int = 0
    bolts: str = "off"
    bolt_limit: int = 3
    bolt_penalty: int = 100
    overtake_penalty: int = 0
    dump_truck: str = "off"
    dump_truck_value: int = 555
    negative_totals: bool = False
    #: The options as :mod:`.core` reads them (made here, once).
    core: CoreRules = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not isinstance(self.preset_name, str) or self.preset_name not in DICE_PRESETS:
            raise DiceRulesError(_unknown_preset(self.preset_name))
        for spec in DICE_OPTIONS:
            _check(spec, _to_json(spec, getattr(self, spec.key)))
        _check_combinations(self)
        object.__setattr__(self, "core", core_rules(self))

    # -- construction -------------------------------------------------------
    @classmethod
    def preset(cls, name: str = "classic", **overrides: Any) -> "DiceRules":
        """A preset with options overridden by dice-rules.md key (JSON-style values)."""
        return cls.from_options(name, overrides)

    @classmethod
    def from_options(cls, preset: str = "classic",
                     options: Mapping[str, Any] | None = None) -> "DiceRules":
        """A preset with the options of a record's ``rules.options`` (JSON values) applied."""
        if not isinstance(preset, str) or preset not in DICE_PRESETS:
            raise DiceRulesError(_unknown_preset(preset))
        values: dict[str, OptionValue] = {s.key: s.default for s in DICE_OPTIONS}
        values.update(DICE_PRESETS[preset])
        for key, value in (options or {}).items():
            spec = DICE_OPTION_SPECS.get(key)
            if spec is None:
                raise DiceRulesError(
                    f"unknown option {_show(key)}; known options: {', '.join(DICE_OPTION_SPECS)}")
            values[key] = _check(spec, value)
        kwargs = {k: _from_json(DICE_OPTION_SPECS[k], v) for k, v in values.items()}
        return cls(preset_name=preset, **kwargs)

    def replace(self, **overrides: Any) -> "DiceRules":
        """A copy with options changed (JSON-style values), keeping the preset name."""
        return DiceRules.from_options(self.preset_name, {**self.options(), **overrides})

    # -- views --------------------------------------------------------------
    def options(self) -> dict[str, OptionValue]:
        """Every option as its dice-rules.md JSON value (``"on"``, ``75``, ``[[300, 400]]``...)."""
        return {s.key: _to_json(s, getattr(self, s.key)) for s in DICE_OPTIONS}

    def changed_options(self) -> dict[str, OptionValue]:
        """Options that differ from the preset."""
        base = DiceRules.from_options(self.preset_name).options()
        return {k: v for k, v in self.options().items() if base[k] != v}

    def get(self, key: str) -> OptionValue:
        spec = DICE_OPTION_SPECS.get(key)
        if spec is None:
            raise DiceRulesError(f"unknown option {key!r}")
        return _to_json(spec, getattr(self, key))

    # -- derived facts the engine and players use ----------------------------
    def finish_met(self, total: int) -> bool:
        """Whether ``total`` meets the finish condition (dice-rules.md 4.1)."""
        return core.finish_met(self.core, total)

    def can_finish(self, t0: int) -> bool:
        """Whether a player whose turn starts at ``t0`` can finish in this turn (dice-rules.md 4.1)."""
        return core.can_finish(self.core, t0)

    def pit_of(self, total: int) -> tuple[int, int] | None:
        """The pit ``[lo, hi]`` that ``total`` lies in, or None."""
        k = core.pit_index(self.core, total)
        return None if k < 0 else self.pits[k]

    def is_dump(self, total: int) -> bool:
        """Whether a total of ``total`` is sent to 0 by the dump truck (``on`` or ``strict``)."""
        return core.is_dump(self.core, total)


def _unknown_preset(name: object) -> str:
    return f"unknown preset {_show(name)}; known presets: {', '.join(DICE_PRESETS)}"


def _from_json(spec: OptionSpec, value: OptionValue) -> Any:
    if spec.key in _SWITCHES:
        return value == "on"
    if spec.pairs:
        assert isinstance(value, list)
        return tuple((lo, hi) for lo, hi in value)
    return value


def _to_json(spec: OptionSpec, value: Any) -> OptionValue:
    if spec.key in _SWITCHES:
        if type(value) is not bool:
            raise DiceRulesError(f"option {spec.key!r} must be on or off, not {_show(value)}")
        return "on" if value else "off"
    if spec.pairs:
        if not is_pair_list(value):
            _check(spec, value)
        return [[lo, hi] for lo, hi in value]
    return value  # type: ignore[no-any-return]


def _check_combinations(r: DiceRules) -> None:
    """The validity rules of dice-rules.md section 11 that relate options to each other.

    A check that relates an option to others applies only when that option can
    take effect; options that cannot apply accept any value of their type.
    """
    if r.entry_threshold >= r.target:
        raise DiceRulesError(
            f"option 'entry_threshold' ({r.entry_threshold}) must be below 'target' ({r.target})",
            "below", key="entry_threshold", value=r.entry_threshold, other="target",
            other_value=r.target)
    if r.barrel_at >= r.target:
        raise DiceRulesError(
            f"option 'barrel_at' ({r.barrel_at}) must be below 'target' ({r.target})",
            "below", key="barrel_at", value=r.barrel_at, other="target", other_value=r.target)
    if r.barrel_at and r.entry_threshold and r.barrel_at <= r.entry_threshold:
        raise DiceRulesError(
            f"option 'barrel_at' ({r.barrel_at}) must be above 'entry_threshold' "
            f"({r.entry_threshold}) when both are on", "above", key="barrel_at",
            value=r.barrel_at, other="entry_threshold", other_value=r.entry_threshold)
    previous: tuple[int, int] | None = None
    for lo, hi in sorted(r.pits):
        if not 0 < lo <= hi < r.target:
            raise DiceRulesError(
                f"option 'pits': the pit [{lo}, {hi}] must have 0 < lo <= hi < 'target' "
                f"({r.target})", "pit_range", lo=lo, hi=hi, target=r.target)
        if r.barrel_at and hi >= r.barrel_at:
            raise DiceRulesError(
                f"option 'pits': the pit [{lo}, {hi}] must end below 'barrel_at' ({r.barrel_at})",
                "pit_barrel", lo=lo, hi=hi, barrel=r.barrel_at)
        if previous is not None and lo <= previous[1]:
            raise DiceRulesError(
                f"option 'pits': the pits [{previous[0]}, {previous[1]}] and [{lo}, {hi}] overlap",
                "pits_overlap", lo=previous[0], hi=previous[1], lo2=lo, hi2=hi)
        previous = (lo, hi)
    if r.dump_truck != "off":
        v = r.dump_truck_value
        if not 0 < v < r.target:
            raise DiceRulesError(
                f"option 'dump_truck_value' ({v}) must be above 0 and below 'target' ({r.target})",
                "dump_range", value=v, target=r.target)
        if r.barrel_at and v >= r.barrel_at:
            raise DiceRulesError(
                f"option 'dump_truck_value' ({v}) must be below 'barrel_at' ({r.barrel_at})",
                "below", key="dump_truck_value", value=v, other="barrel_at",
                other_value=r.barrel_at)
    if r.barrel_at and r.barrel_fall == "penalty" and r.barrel_penalty < 5:
        raise DiceRulesError(
            f"option 'barrel_penalty' does not take {r.barrel_penalty}; allowed values: "
            "a multiple of 5, at least 5", "option_value", key="barrel_penalty",
            value=r.barrel_penalty, low=5, step=5)
    if r.bolts != "off":
        if r.bolt_limit < 1:
            raise DiceRulesError(
                f"option 'bolt_limit' does not take {r.bolt_limit}; allowed values: "
                "a whole number from 1", "option_value", key="bolt_limit", value=r.bolt_limit,
                low=1, step=1)
        if r.bolt_penalty < 0:
            raise DiceRulesError(
                f"option 'bolt_penalty' does not take {r.bolt_penalty}; allowed values: "
                "a multiple of 5, at least 0", "option_value", key="bolt_penalty",
                value=r.bolt_penalty, low=0, step=5)
    if r.finish == "exact" and r.overshoot_penalty_every and r.overshoot_penalty < 0:
        raise DiceRulesError(
            f"option 'overshoot_penalty' does not take {r.overshoot_penalty}; allowed values: "
            "a multiple of 5, at least 0", "option_value", key="overshoot_penalty",
            value=r.overshoot_penalty, low=0, step=5)


#: The default rules (preset ``classic``).
CLASSIC = DiceRules()

__all__ = ["DiceRules", "DICE_OPTIONS", "DICE_OPTION_SPECS", "DICE_PRESETS",
           "CLASSIC", "OptionValue"]
