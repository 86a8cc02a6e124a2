"""Option specs: what each option of a game's rules accepts, one type for both games.

Each engine lists its options as :class:`OptionSpec` values in an :class:`OptionTable`
(``thousand_app.cards.engine.rules.OPTION_SPECS``,
``thousand_app.dice.engine.rules.DICE_OPTION_SPECS``); the new-game dialogs edit them with one
option editor.  An option is a choice among JSON values (``"on"``/``"off"`` for a switch), a
whole number in a range and on a step, or a list of ``[lo, hi]`` pairs (the dice game's pits).

>>> spec = OptionSpec("bid_step", 5, (5, 10))
>>> spec.check(10), spec.kind
(10, 'choice')
>>> OptionSpec("target", 1000, low=100, step=5).check(1003)
Traceback (most recent call last):
...
thousand_app.games.options.OptionValueError: option 'target' does not take 1003; allowed values: whole numbers from 100 in steps of 5
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Any, Callable, Iterable, Iterator, Mapping, Optional, Union

__all__ = ["OptionSpec", "OptionTable", "OptionValue", "OptionValueError", "Requirement",
           "is_pair_list"]

#: A JSON option value: a string, a whole number, or a list of ``[lo, hi]`` pairs.
OptionValue = Union[str, int, list[list[int]]]
#: What another option's value must be for an option to take effect: one of these values,
#: or a test of the value.
Requirement = Union[tuple[OptionValue, ...], Callable[[Any], bool]]


class OptionValueError(ValueError):
    """An option was given a value it does not take (each engine says it its own way)."""

    def __init__(self, message: str, spec: "OptionSpec", value: object) -> None:
        super().__init__(message)
        self.spec = spec
        self.value = value


def is_pair_list(value: Any) -> bool:
    """A list (or tuple) of ``[lo, hi]`` pairs of whole numbers."""
    return isinstance(value, (list, tuple)) and all(
        isinstance(p, (list, tuple)) and len(p) == 2 and all(type(x) is int for x in p)
        for p in value)


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """What one option key accepts.

    ``choices`` lists the allowed JSON values; without choices the option is a whole number
    from ``low`` to ``high`` (None: no limit) on ``step`` (counted from ``low``), or, with
    ``pairs``, a list of ``[lo, hi]`` pairs.  ``allowed`` is the text people see when the
    numbers' limits need more words (limits relating options to each other are checked by
    the rules themselves); ``phase`` groups the options in a dialog; ``requires`` lists the
    options this one depends on: with any of them unmet it has no effect (a dialog disables
    it).
    """

    key: str
    default: Any
    choices: tuple[Any, ...] = ()
    low: Optional[int] = 0
    high: Optional[int] = None
    step: int = 1
    phase: str = ""
    help: str = ""
    requires: tuple[tuple[str, Requirement], ...] = ()
    allowed: str = ""
    pairs: bool = False
    #: Every option's default in the spec's :class:`OptionTable` (set by the table: what an
    #: option missing from the values given to :meth:`applies` is taken to be).
    defaults: Mapping[str, Any] = field(default_factory=dict, compare=False, hash=False,
                                        repr=False)

    @property
    def kind(self) -> str:
        """``"choice"``, ``"number"`` or ``"pairs"``."""
        return "pairs" if self.pairs else "choice" if self.choices else "number"

    @property
    def is_switch(self) -> bool:
        return set(self.choices) == {"on", "off"} and len(self.choices) == 2

    @property
    def is_number(self) -> bool:
        return self.kind == "number"

    def applies(self, values: Mapping[str, Any]) -> bool:
        """Whether this option takes effect with these option values (JSON values; a missing
        key has its default): every option it requires is met."""
        return all(_met(need, values.get(other, self.defaults.get(other)))
                   for other, need in self.requires)

    def allowed_text(self) -> str:
        if self.choices:
            return ", ".join(str(c) for c in self.choices)
        if self.allowed or self.pairs:
            return self.allowed
        step = f" in steps of {self.step}" if self.step != 1 else ""
        if self.high is None:
            return f"whole numbers from {self.low}{step}"
        return f"whole numbers from {self.low} to {self.high}{step}"

    def accepts(self, value: Any) -> bool:
        """Whether this option takes ``value`` (its JSON type, its range and step)."""
        if self.pairs:
            return is_pair_list(value)
        if self.choices:
            return any(value == c and type(value) is type(c) for c in self.choices)
        return (type(value) is int and (self.low is None or value >= self.low)
                and (self.high is None or value <= self.high)
                and (value - (self.low or 0)) % self.step == 0)

    def check(self, value: Any, shown: Callable[[Any], str] = repr) -> Any:
        """The value as JSON if this option takes it, else an :class:`OptionValueError`
        (``shown``: how the message writes the value)."""
        if not self.accepts(value):
            raise OptionValueError(f"option {self.key!r} does not take {shown(value)}; allowed "
                                   f"values: {self.allowed_text()}", self, value)
        if self.pairs:
            return [[lo, hi] for lo, hi in value]
        if self.choices:
            return next(c for c in self.choices if value == c and type(value) is type(c))
        return value


def _met(requirement: Requirement, value: Any) -> bool:
    return bool(requirement(value)) if callable(requirement) else value in requirement


class OptionTable(Mapping[str, OptionSpec]):
    """A game's options by key, in the order its dialog shows them (each spec knows the
    others' defaults: ``table[key].applies(values)``)."""

    def __init__(self, options: Iterable[OptionSpec]) -> None:
        options = list(options)
        defaults = MappingProxyType({o.key: o.default for o in options})
        for o in options:
            for other, _ in o.requires:
                if other not in defaults:
                    raise ValueError(f"option {o.key!r} requires an unknown option {other!r}")
        self._specs = {o.key: replace(o, defaults=defaults) for o in options}

    def __getitem__(self, key: str) -> OptionSpec:
        return self._specs[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._specs)

    def __len__(self) -> int:
        return len(self._specs)

    def applies(self, key: str, values: Mapping[str, Any]) -> bool:
        """Whether option ``key`` takes effect with these option values."""
        return self._specs[key].applies(values)
