"""Rules: every option of rules.md as one frozen, validated object.

>>> r = Rules.preset("polish")
>>> r.bid_step, r.must_beat, r.round_defenders
(10, True, 10)
>>> Rules.preset("classic", dump_truck="off").dump_truck
'off'
>>> Rules.preset("classic", bolts="sometimes")
Traceback (most recent call last):
...
thousand_app.cards.engine.errors.RulesError: option 'bolts' does not take 'sometimes'; allowed values: cumulative, consecutive, off
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Union

from thousand_app.games.options import OptionSpec, OptionTable, OptionValueError

from .errors import RulesError

#: A card option's JSON value (the common :data:`~thousand_app.games.options.OptionValue`
#: without the dice's lists).
OptionValue = Union[str, int]


def _check(spec: OptionSpec, value: Any) -> OptionValue:
    """The value if option ``spec`` takes it, else a RulesError naming both."""
    try:
        return spec.check(value, _shown)  # type: ignore[no-any-return]
    except OptionValueError as e:
        raise RulesError(
            str(e), "option_value", key=spec.key, value=value,
            low=None if spec.choices else spec.low, high=None if spec.choices else spec.high,
            step=spec.step) from None


#: The game is won by reaching this total (through the barrel).
TARGET = 1000
#: No bid or contract may exceed this.
MAX_CONTRACT = 300
#: Forehand's bid before anyone speaks (rules.md 4): the lowest contract.
OPENING_BID = 100
#: The highest bid or contract without a marriage in hand (ruling 1: 120 + the marriages).
CAP_WITHOUT_MARRIAGE = 120
#: The contract of a barrel deal in ``barrel_mode = talon``.
BARREL_TALON_CONTRACT = 121
#: The contract a declarer on the barrel must reach (``barrel_mode = bid``), and the dark game's bid.
BARREL_MIN_CONTRACT = 120
DARK_CONTRACT = 120
GOLDEN_CONTRACT = 120
#: The extra cost of every third concession (``concede_third_penalty``).
CONCEDE_THIRD_PENALTY = 120
#: What each opponent gains from a concession with ``concede_payout = sixty``.
CONCEDE_SIXTY = 60

def _shown(value: Any) -> str:
    """``repr(value)`` for a message, even for an int too long to print."""
    try:
        return repr(value)
    except ValueError:
        return "a number too long to print"


ON_OFF = ("on", "off")

#: Every option of rules.md, in the order the settings show them (grouped by phase).
_OPTIONS: tuple[OptionSpec, ...] = (
    # Players
    OptionSpec("sitter_scores", "talon", ("talon", "aces_and_marriage", "none"), phase="players",
               help="4 players: what the dealer sitting out scores from the talon"),
    OptionSpec("two_player_mode", "two_talons", ("two_talons", "dead_hand"), phase="players",
               help="2 players: two small talons, or a third 'dead' hand set aside"),
    # Cards
    OptionSpec("ace_marriage", "off", ON_OFF, phase="cards",
               help="four aces form a marriage worth 200"),
    # Redeal
    OptionSpec("redeal_four_nines", "on", ON_OFF, phase="redeal",
               help="a player holding all four nines may ask for a redeal"),
    OptionSpec("redeal_weak_hand", "off", ON_OFF, phase="redeal",
               help="a player whose hand is worth too few points may ask for a redeal"),
    OptionSpec("redeal_weak_hand_below", 14, (), low=1, high=120, phase="redeal",
               help="a hand worth fewer points than this is weak",
               requires=(("redeal_weak_hand", ("on",)),)),
    OptionSpec("redeal_bad_talon", "off", ON_OFF, phase="redeal",
               help="the declarer may redeal a talon worth under 5 points or holding two nines"),
    OptionSpec("redeal_bad_talon_any_contract", "off", ON_OFF, phase="redeal",
               help="a bad talon may be redealt at any contract, not only at 100",
               requires=(("redeal_bad_talon", ("on",)),)),
    # Bidding
    OptionSpec("bid_step", 5, (5, 10), phase="bidding",
               help="bids go up in steps of this many points"),
    OptionSpec("marriage_cap", "on", ON_OFF, phase="bidding",
               help="no bid above 120 without a marriage, nor above 120 + the marriages held"),
    OptionSpec("talon_hidden_on_100", "on", ON_OFF, phase="bidding",
               help="the talon stays hidden when forehand plays 100 unopposed"),
    OptionSpec("minus_bidding", "off", ("off", "negative"), phase="bidding",
               help="players below zero may not bid"),
    OptionSpec("dark_game", "off", ON_OFF, phase="bidding",
               help="forehand may play 120 blind, for double"),
    # Talon and contract
    OptionSpec("pass_cards_face_up", "off", ON_OFF, phase="talon",
               help="the two cards the declarer passes are shown to everyone"),
    OptionSpec("concede", "on", ON_OFF, phase="talon",
               help="the declarer may give up the deal before the first lead"),
    OptionSpec("concede_payout", "half", ("half", "sixty"), phase="talon",
               help="what each opponent gains when the declarer concedes",
               requires=(("concede", ("on",)),)),
    OptionSpec("concede_limit", 0, (), low=0, high=100, phase="talon",
               help="most concessions per player per game (0: no limit)",
               requires=(("concede", ("on",)),)),
    OptionSpec("concede_third_penalty", "off", ON_OFF, phase="talon",
               help="every third concession costs a further 120",
               requires=(("concede", ("on",)),)),
    # Play
    OptionSpec("must_beat", "off", ON_OFF, phase="play",
               help="a player following suit or trumping must beat the trick if he can"),
    OptionSpec("marriage_needs_trick", "on", ON_OFF, phase="play",
               help="a marriage can be declared only after winning a trick"),
    # Scoring
    OptionSpec("round_defenders", 5, (5, 10, "off"), phase="scoring",
               help="defenders' points are rounded to this multiple"),
    OptionSpec("bolt_on", "no_tricks", ("no_tricks", "no_points"), phase="scoring",
               help="a bolt is a deal with no trick, or with no points"),
    OptionSpec("bolts", "cumulative", ("cumulative", "consecutive", "off"), phase="scoring",
               help="when bolts cost points: every third, three in a row, or never"),
    OptionSpec("bolt_penalty", 120, (), low=0, high=1000, phase="scoring",
               help="what three bolts cost",
               requires=(("bolts", ("cumulative", "consecutive")),)),
    OptionSpec("dump_truck", "both", ("both", "positive", "off"), phase="scoring",
               help="a total of exactly 555 (or -555) goes back to 0"),
    OptionSpec("dump_truck_value", 555, (), low=1, high=995, phase="scoring",
               help="the total that sends a player back to 0",
               requires=(("dump_truck", ("both", "positive")),)),
    # Barrel and end
    # Ruling 18: the smallest barrel contract must reach the target from barrel_at, so
    # barrel_at is at least 1000 - 121 (talon mode); Rules refuses 879 in bid mode.
    OptionSpec("barrel_at", 880, (), low=TARGET - BARREL_TALON_CONTRACT, high=995, phase="barrel",
               help="a total stops here: the player is on the barrel (at least 880, or 879 with"
                    " barrel_mode talon; never the dump-truck value)"),
    OptionSpec("barrel_mode", "bid", ("bid", "talon"), phase="barrel",
               help="on the barrel: win the auction and make 120, or play 121 as forehand"),
    OptionSpec("barrel_attempts", 3, (), low=1, high=10, phase="barrel",
               help="deals a player may spend on the barrel"),
    OptionSpec("barrel_penalty", 120, (), low=0, high=1000, phase="barrel",
               help="what falling off the barrel costs"),
    OptionSpec("barrel_collision", "knock_off", ("knock_off", "coexist"), phase="barrel",
               help="a player arriving on the barrel knocks off whoever sits there"),
    OptionSpec("barrel_three_falls_zero", "on", ON_OFF, phase="barrel",
               help="a third fall off the barrel resets the total to 0"),
    OptionSpec("golden_round", "off", ON_OFF, phase="special",
               help="the first deals have no auction and count double"),
    OptionSpec("golden_reset", "on", ON_OFF, phase="special",
               help="if nobody made a golden deal, all totals go back to 0",
               requires=(("golden_round", ("on",)),)),
)

OPTION_SPECS = OptionTable(_OPTIONS)
OPTIONS: tuple[OptionSpec, ...] = tuple(OPTION_SPECS.values())

PRESETS: dict[str, dict[str, OptionValue]] = {
    "classic": {},
    "pocket": {"barrel_mode": "talon", "sitter_scores": "aces_and_marriage", "dump_truck": "off",
               "concede": "off", "round_defenders": "off"},
    "family": {"bolts": "off", "dump_truck": "off", "marriage_needs_trick": "off",
               "barrel_three_falls_zero": "off"},
    "polish": {"bid_step": 10, "must_beat": "on", "round_defenders": 10, "dump_truck": "off"},
}


@dataclass(frozen=True, slots=True)
class Rules:
    """All options, resolved and typed.  Switches are ``bool``; ``round_defenders`` 0 means off.

    Build one with :meth:`preset` (a preset plus overrides) or :meth:`from_options`.
    """

    preset_name: str = "classic"
    sitter_scores: str = "talon"
    two_player_mode: str = "two_talons"
    ace_marriage: bool = False
    redeal_four_nines: bool = True
    redeal_weak_hand: bool = False
    redeal_weak_hand_below: int = 14
    redeal_bad_talon: bool = False
    redeal_bad_talon_any_contract: bool = False
    bid_step: int = 5
    marriage_cap: bool = True
    talon_hidden_on_100: bool = True
    minus_bidding: str = "off"
    dark_game: bool = False
    pass_cards_face_up: bool = False
    concede: bool = True
    concede_payout: str = "half"
    concede_limit: int = 0
    concede_third_penalty: bool = False
    must_beat: bool = False
    marriage_needs_trick: bool = True
    round_defenders: int = 5
    bolt_on: str = "no_tricks"
    bolts: str = "cumulative"
    bolt_penalty: int = 120
    dump_truck: str = "both"
    dump_truck_value: int = 555
    barrel_at: int = 880
    barrel_mode: str = "bid"
    barrel_attempts: int = 3
    barrel_penalty: int = 120
    barrel_collision: str = "knock_off"
    barrel_three_falls_zero: bool = True
    golden_round: bool = False
    golden_reset: bool = True

    def __post_init__(self) -> None:
        if self.preset_name not in PRESETS:
            raise RulesError(_unknown_preset(self.preset_name))
        for spec in OPTIONS:
            _check(spec, _to_json(spec, getattr(self, spec.key)))
        problem = _barrel_conflict(self)
        if problem is not None:
            raise problem

    # -- construction -------------------------------------------------------
    @classmethod
    def preset(cls, name: str = "classic", **overrides: Any) -> "Rules":
        """A preset with options overridden by rules.md key (JSON-style values)."""
        return cls.from_options(name, overrides)

    @classmethod
    def from_options(cls, preset: str = "classic", options: Mapping[str, Any] | None = None) -> "Rules":
        if not isinstance(preset, str) or preset not in PRESETS:
            raise RulesError(_unknown_preset(preset))
        values: dict[str, OptionValue] = {s.key: s.default for s in OPTIONS}
        values.update(PRESETS[preset])
        for key, value in (options or {}).items():
            spec = OPTION_SPECS.get(key)
            if spec is None:
                raise RulesError(
                    f"unknown option {key!r}; known options: {', '.join(OPTION_SPECS)}"
                )
            values[key] = _check(spec, value)
        kwargs: dict[str, Any] = {k: _from_json(OPTION_SPECS[k], v) for k, v in values.items()}
        return cls(preset_name=preset, **kwargs)

    @classmethod
    def options_problem(cls, preset: str = "classic",
                        options: Mapping[str, Any] | None = None) -> str | None:
        """Why :meth:`from_options` would refuse these options (the RulesError message), or
        None if they make valid rules: for a settings dialog to check as the user edits."""
        try:
            cls.from_options(preset, options)
        except RulesError as e:
            return str(e)
        return None

    def replace(self, **overrides: Any) -> "Rules":
        """A copy with options changed (JSON-style values), keeping the preset name."""
        return Rules.from_options(self.preset_name, {**self.options(), **overrides})

    # -- views --------------------------------------------------------------
    def options(self) -> dict[str, OptionValue]:
        """Every option as its rules.md JSON value (``"on"``, ``5``, ``"off"``...)."""
        return {s.key: _to_json(s, getattr(self, s.key)) for s in OPTIONS}

    def changed_options(self) -> dict[str, OptionValue]:
        """Options that differ from the preset."""
        base = Rules.from_options(self.preset_name).options()
        return {k: v for k, v in self.options().items() if base[k] != v}

    # -- facts that follow from the options (one definition each) ---------------
    def two_talons(self, n_players: int) -> bool:
        """Whether a game of ``n_players`` is dealt with two small talons (2 players, ``two_talons``)."""
        return n_players == 2 and self.two_player_mode == "two_talons"

    def dead_hand(self, n_players: int) -> bool:
        """Whether a game of ``n_players`` sets a third, dead hand aside (2 players, ``dead_hand``)."""
        return n_players == 2 and self.two_player_mode == "dead_hand"

    def talon_sizes(self, n_players: int) -> tuple[int, ...]:
        """The cards in each talon as dealt: ``(2, 2)`` in ``two_talons``, else ``(3,)``."""
        return (2, 2) if self.two_talons(n_players) else (3,)

    def hand_size(self, n_players: int) -> int:
        """The cards dealt to each playing seat: 10 in ``two_talons``, else 7."""
        return 10 if self.two_talons(n_players) else 7

    @property
    def barrel_min_contract(self) -> int:
        """The smallest contract that wins from the barrel: 120 (``bid``), 121 (``talon``)."""
        return BARREL_TALON_CONTRACT if self.barrel_mode == "talon" else BARREL_MIN_CONTRACT

    def get(self, key: str) -> OptionValue:
        spec = OPTION_SPECS.get(key)
        if spec is None:
            raise RulesError(f"unknown option {key!r}")
        return _to_json(spec, getattr(self, key))


def _barrel_conflict(r: Rules) -> RulesError | None:
    """Ruling 18: options that contradict the barrel, with a message naming both."""
    if r.dump_truck != "off":
        v = r.dump_truck_value
        if r.barrel_at == v or (r.dump_truck == "both" and r.barrel_at == -v):
            return RulesError(
                f"options 'barrel_at' ({r.barrel_at}) and 'dump_truck_value' ({v}) contradict"
                " each other: a player reaching the barrel would be sent back to 0 by the"
                " dump truck (ruling 18); change one of them or set 'dump_truck' to off",
                "barrel_dump", barrel_at=r.barrel_at, value=v)
    low = r.barrel_min_contract
    if r.barrel_at + low < TARGET:
        return RulesError(
            f"options 'barrel_at' ({r.barrel_at}) and 'barrel_mode' ({r.barrel_mode})"
            f" contradict each other: a barrel contract of {low} would end the game at"
            f" {r.barrel_at + low}, short of the target {TARGET} (ruling 18); with this"
            f" barrel_mode 'barrel_at' must be at least {TARGET - low}", "barrel_mode",
            barrel_at=r.barrel_at, mode=r.barrel_mode, low=low, least=TARGET - low)
    return None


def _unknown_preset(name: object) -> str:
    return f"unknown preset {name!r}; known presets: {', '.join(PRESETS)}"


def _from_json(spec: OptionSpec, value: OptionValue) -> Any:
    if spec.is_switch:
        return value == "on"
    if spec.key == "round_defenders":
        return 0 if value == "off" else value
    return value


def _to_json(spec: OptionSpec, value: Any) -> OptionValue:
    if spec.is_switch:
        if type(value) is not bool:
            raise RulesError(f"option {spec.key!r} must be on or off, not {_shown(value)}")
        return "on" if value else "off"
    if spec.key == "round_defenders":
        return "off" if value == 0 else value
    if type(value) is not type(spec.default) and not (spec.key == "round_defenders"):
        raise RulesError(
            f"option {spec.key!r} does not take {_shown(value)}; allowed values: {spec.allowed_text()}"
        )
    return value  # type: ignore[no-any-return]


CLASSIC = Rules()

__all__ = ["Rules", "OptionSpec", "OPTIONS", "OPTION_SPECS", "PRESETS", "CLASSIC", "TARGET",
           "MAX_CONTRACT", "CAP_WITHOUT_MARRIAGE", "BARREL_MIN_CONTRACT", "BARREL_TALON_CONTRACT", "DARK_CONTRACT",
           "GOLDEN_CONTRACT", "CONCEDE_THIRD_PENALTY"]
