"""Scoring a throw (dice-rules.md section 3): units, the value of a keep, legal keeps, empty throws.

There is one scoring definition, :func:`units`: the scoring units of section 3.1
under the rules.  The value of a keep is the best way to split it completely
into units (ruling 2), computed by search over those units; every table below
is generated from that search once per scoring variant, so the hot paths are
dictionary look-ups keyed by the sorted faces.

>>> from thousand_app.dice.engine.rules import DiceRules
>>> classic = DiceRules()
>>> keep_value((1, 1, 1, 1, 5), classic), keep_value((5, 5, 5, 5, 2), classic)
(205, None)
>>> keep_value((5, 5, 5, 5), DiceRules.preset("classic", quad_value="plus_ten"))
60
>>> [k for k, v in legal_keeps((1, 5, 3, 3, 4), classic)]
[(1, 5), (1,), (5,)]
>>> is_empty((2, 3, 4, 6, 6), classic), best_keep((1, 2, 3, 4, 5), classic)
(True, ((1, 2, 3, 4, 5), 125))
>>> sum(n for _, n in throw_outcomes(3))
216

Five 1s under ``five_ones = win``: these functions score the throw as usual
(the keep 1 1 1 1 1 is worth 1000 and is legal); the *game* never asks for a
keep of such a throw, since it wins at once (dice-rules.md 4.5).  A solver should
treat the throw (1, 1, 1, 1, 1) as a win when ``five_of_a_kind_ones_wins(rules)``.
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from itertools import combinations_with_replacement
from math import factorial
from typing import Protocol, Sequence

#: Values of the single dice that score alone (section 3.1).
SINGLE_VALUES = {1: 10, 5: 5}
SMALL_STRAIGHT = (1, 2, 3, 4, 5)
LARGE_STRAIGHT = (2, 3, 4, 5, 6)
STRAIGHT_VALUES = {SMALL_STRAIGHT: 125, LARGE_STRAIGHT: 250}
FIVE_ONES = (1, 1, 1, 1, 1)


class ScoringRules(Protocol):
    """The options scoring depends on (a :class:`~thousand_app.dice.engine.rules.DiceRules` has them)."""

    @property
    def straights(self) -> bool: ...

    @property
    def quad_value(self) -> str: ...

    @property
    def keep_all(self) -> bool: ...

    @property
    def five_ones(self) -> str: ...


def three_of_a_kind(face: int) -> int:
    """Three ``face``: ones 100, otherwise 10 × face."""
    return 100 if face == 1 else 10 * face


def set_value(face: int, count: int, quad_value: str) -> int:
    """The unit of ``count`` (3, 4 or 5) dice of one face."""
    three = three_of_a_kind(face)
    if count == 3:
        return three
    if count == 4:
        return 2 * three if quad_value == "double" else three + 10
    if count == 5:
        return 10 * three
    raise ValueError(f"no unit of {count} equal dice")


def units(straights: bool, quad_value: str) -> list[tuple[tuple[int, ...], int]]:
    """Every scoring unit of section 3.1 as (sorted faces, value): the one scoring definition."""
    out: list[tuple[tuple[int, ...], int]] = [((f,), v) for f, v in SINGLE_VALUES.items()]
    for face in range(1, 7):
        for count in (3, 4, 5):
            out.append(((face,) * count, set_value(face, count, quad_value)))
    if straights:
        out.extend(STRAIGHT_VALUES.items())
    return out


def _counts(faces: Sequence[int]) -> tuple[int, ...]:
    c = [0] * 7
    for f in faces:
        c[f] += 1
    return tuple(c)


def _best_split(counts: tuple[int, ...],
                unit_counts: list[tuple[tuple[int, ...], int]],
                memo: dict[tuple[int, ...], int | None]) -> int | None:
    """Largest total over the ways of splitting ``counts`` completely into units, or None."""
    if not any(counts):
        return 0
    if counts in memo:
        return memo[counts]
    best: int | None = None
    for uc, value in unit_counts:
        if all(u <= c for u, c in zip(uc, counts)):
            rest = _best_split(tuple(c - u for u, c in zip(uc, counts)), unit_counts, memo)
            if rest is not None and (best is None or rest + value > best):
                best = rest + value
    memo[counts] = best
    return best


def sorted_throws(d: int) -> list[tuple[int, ...]]:
    """The distinct unordered throws of ``d`` dice, as sorted tuples."""
    return list(combinations_with_replacement(range(1, 7), d))


def _sub_multisets(throw: tuple[int, ...]) -> set[tuple[int, ...]]:
    out: set[tuple[int, ...]] = set()
    n = len(throw)
    for mask in range(1, 1 << n):
        out.add(tuple(throw[i] for i in range(n) if mask >> i & 1))
    return out


def maximal_keep(throw: Sequence[int], straights: bool) -> tuple[int, ...]:
    """The keep ``keep_all = on`` demands: all five dice of a straight, else every 1, every 5
    and every die of a face thrown three or more times (empty for an empty throw)."""
    t = tuple(sorted(throw))
    if straights and t in STRAIGHT_VALUES:
        return t
    c = _counts(t)
    return tuple(f for f in t if f in SINGLE_VALUES or c[f] >= 3)


class ScoringTables:
    """Precomputed scoring of one variant (``straights``, ``quad_value``, ``keep_all``).

    ``value[keep]`` is a keep's value (every scorable sorted multiset of 1–5 dice);
    ``keeps[throw]`` the legal keeps of a sorted throw as (keep, value), largest
    value first, then fewer dice, and ``legal[throw]`` the same as a dict keep → value;
    ``empty[throw]`` whether it has none; ``best[throw]`` the first legal keep or None.
    """

    __slots__ = ("straights", "quad_value", "keep_all", "value", "keeps", "legal", "empty", "best")

    def __init__(self, straights: bool, quad_value: str, keep_all: bool) -> None:
        self.straights = straights
        self.quad_value = quad_value
        self.keep_all = keep_all
        unit_counts = [(_counts(u), v) for u, v in units(straights, quad_value)]
        memo: dict[tuple[int, ...], int | None] = {}
        self.value: dict[tuple[int, ...], int] = {}
        for d in range(1, 6):
            for keep in sorted_throws(d):
                v = _best_split(_counts(keep), unit_counts, memo)
                if v is not None:
                    self.value[keep] = v
        self.keeps: dict[tuple[int, ...], tuple[tuple[tuple[int, ...], int], ...]] = {}
        self.legal: dict[tuple[int, ...], dict[tuple[int, ...], int]] = {}
        self.empty: dict[tuple[int, ...], bool] = {}
        self.best: dict[tuple[int, ...], tuple[tuple[int, ...], int] | None] = {}
        for d in range(1, 6):
            for throw in sorted_throws(d):
                if keep_all:
                    mk = maximal_keep(throw, straights)
                    found = [(mk, self.value[mk])] if mk else []
                else:
                    found = [(k, self.value[k]) for k in _sub_multisets(throw) if k in self.value]
                found.sort(key=lambda kv: (-kv[1], len(kv[0]), kv[0]))
                self.keeps[throw] = tuple(found)
                self.legal[throw] = dict(found)
                self.empty[throw] = not found
                self.best[throw] = found[0] if found else None


@lru_cache(maxsize=None)
def tables_for(straights: bool, quad_value: str, keep_all: bool) -> ScoringTables:
    """The (cached) tables of one scoring variant."""
    return ScoringTables(straights, quad_value, keep_all)


def tables(rules: ScoringRules) -> ScoringTables:
    """The scoring tables of ``rules``."""
    return tables_for(rules.straights, rules.quad_value, rules.keep_all)


def _sorted_faces(faces: Sequence[int]) -> tuple[int, ...]:
    t = tuple(sorted(faces))
    if not 1 <= len(t) <= 5 or t[0] < 1 or t[-1] > 6:
        raise ValueError(f"not 1 to 5 faces from 1 to 6: {list(faces)!r}")
    return t


def keep_value(keep: Sequence[int], rules: ScoringRules) -> int | None:
    """The value of a keep (its best split into units), or None if the dice cannot all be
    split into units.  Whether the keep is allowed from a given throw (``keep_all``)
    is :func:`legal_keeps`' business."""
    if not keep:
        return None
    return tables(rules).value.get(_sorted_faces(keep))


def legal_keeps(throw: Sequence[int], rules: ScoringRules) -> list[tuple[tuple[int, ...], int]]:
    """Every legal keep of ``throw`` as (sorted faces, value), respecting ``keep_all``.

    Best value first, then fewer dice.  Empty for an empty throw.  Five 1s under
    ``five_ones = win`` are scored like any throw here (the game wins instead).
    """
    return list(tables(rules).keeps[_sorted_faces(throw)])


def best_keep(throw: Sequence[int], rules: ScoringRules) -> tuple[tuple[int, ...], int] | None:
    """The legal keep of highest value (fewest dice among equals), or None for an empty throw."""
    return tables(rules).best[_sorted_faces(throw)]


def is_empty(throw: Sequence[int], rules: ScoringRules | None = None) -> bool:
    """Whether the throw has no keep: no 1, no 5 and no face three or more times.

    (The rules do not change this: both straights hold a 5.)"""
    t = _sorted_faces(throw)
    c = _counts(t)
    return c[1] == 0 and c[5] == 0 and max(c) < 3


@lru_cache(maxsize=None)
def empty_chance(d: int) -> Fraction:
    """The probability that a throw of ``d`` fair dice (1–5) is empty (no die scores): the
    ordered outcomes of the empty throws out of ``6 ** d``.  No option changes it."""
    empty = sum(n for throw, n in throw_outcomes(d) if is_empty(throw))
    return Fraction(empty, 6 ** d)


def all_scoring_keep(throw: Sequence[int],
                     rules: ScoringRules) -> tuple[tuple[int, ...], int] | None:
    """The legal keep that sets aside every die that can score (the most dice, then the most
    points) with its value; None for an empty throw."""
    keeps = legal_keeps(throw, rules)
    if not keeps:
        return None
    return max(keeps, key=lambda kv: (len(kv[0]), kv[1]))


def five_ones_win(throw: Sequence[int], rules: ScoringRules) -> bool:
    """Whether this throw wins at once (five 1s with ``five_ones = win``)."""
    return rules.five_ones == "win" and tuple(throw) == FIVE_ONES


@lru_cache(maxsize=None)
def _outcomes(d: int) -> tuple[tuple[tuple[int, ...], int], ...]:
    out = []
    for throw in sorted_throws(d):
        ways = factorial(d)
        for f in range(1, 7):
            ways //= factorial(throw.count(f))
        out.append((throw, ways))
    return tuple(out)


def throw_outcomes(d: int) -> list[tuple[tuple[int, ...], int]]:
    """The distinct sorted throws of ``d`` dice (1–5) with their number of ordered outcomes
    out of ``6 ** d``."""
    if not 1 <= d <= 5:
        raise ValueError(f"a throw has 1 to 5 dice, not {d!r}")
    return list(_outcomes(d))


__all__ = ["keep_value", "legal_keeps", "best_keep", "is_empty", "five_ones_win",
           "empty_chance", "all_scoring_keep",
           "throw_outcomes", "sorted_throws", "maximal_keep", "units", "set_value",
           "three_of_a_kind", "tables", "tables_for", "ScoringTables", "ScoringRules",
           "FIVE_ONES", "SMALL_STRAIGHT", "LARGE_STRAIGHT", "STRAIGHT_VALUES", "SINGLE_VALUES"]
