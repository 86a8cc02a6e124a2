"""Scoring a throw (dice-rules.md section 3): units, keep values, legal keeps, reference counts."""

from __future__ import annotations

from itertools import product

import pytest

from thousand_app.dice.engine.rules import DiceRules
from thousand_app.dice.engine.scoring import (best_keep, is_empty, keep_value, legal_keeps,
                                       maximal_keep, sorted_throws, throw_outcomes)

CLASSIC = DiceRules()
PLUS_TEN = DiceRules.preset("classic", quad_value="plus_ten")
NO_STRAIGHTS = DiceRules.preset("classic", straights="off")
KEEP_ALL = DiceRules.preset("classic", keep_all="on")


@pytest.mark.parametrize("throw, double, plus_ten", [
    ((1, 5, 3, 3, 4), 15, 15),
    ((2, 5, 5, 6, 6), 10, 10),
    ((1, 1, 1, 1, 5), 205, 115),
    ((5, 5, 5, 5, 2), 100, 60),
    ((2, 2, 2, 2, 3), 40, 30),
    ((1, 2, 3, 4, 5), 125, 125),
    ((2, 3, 4, 5, 6), 250, 250),
    ((3, 3, 3, 6, 6), 30, 30),
    ((1, 1, 1, 1, 1), 1000, 1000),
])
def test_section_3_3_table(throw: tuple[int, ...], double: int, plus_ten: int) -> None:
    """The value of the maximal keep, both quad_value columns."""
    assert keep_value(maximal_keep(throw, True), CLASSIC) == double
    assert keep_value(maximal_keep(throw, True), PLUS_TEN) == plus_ten
    assert best_keep(throw, CLASSIC) == (maximal_keep(throw, True), double)


def test_section_3_3_notes() -> None:
    assert is_empty((2, 3, 4, 6, 6), CLASSIC) and best_keep((2, 3, 4, 6, 6), CLASSIC) is None
    assert best_keep((1, 2, 3, 4, 5), NO_STRAIGHTS) == ((1, 5), 15)
    assert best_keep((2, 3, 4, 5, 6), NO_STRAIGHTS) == ((5,), 5)
    assert ((2, 2, 2), 20) in legal_keeps((2, 2, 2, 2, 3), CLASSIC)
    assert keep_value((3, 3, 3, 6, 6), CLASSIC) is None  # the sixes cannot be kept


@pytest.mark.parametrize("face, three, four_double, four_plus_ten, five", [
    (1, 100, 200, 110, 1000), (2, 20, 40, 30, 200), (3, 30, 60, 40, 300),
    (4, 40, 80, 50, 400), (5, 50, 100, 60, 500), (6, 60, 120, 70, 600)])
def test_units_of_a_kind(face: int, three: int, four_double: int, four_plus_ten: int,
                         five: int) -> None:
    """Section 3.1: sets (for 1s and 5s the best split may beat the set: ruling 2)."""
    singles = {1: 10, 5: 5}.get(face, 0)
    assert keep_value((face,) * 3, CLASSIC) == max(three, 3 * singles)
    assert keep_value((face,) * 4, CLASSIC) == max(four_double, three + singles, 4 * singles)
    assert keep_value((face,) * 4, PLUS_TEN) == max(four_plus_ten, three + singles, 4 * singles)
    assert keep_value((face,) * 5, CLASSIC) == five


def test_singles_and_faces_by_count() -> None:
    """Section 3.2's per-face formula: ones 10, 20, 100, 200 (110), 1000; fives 5 … 500."""
    assert [keep_value((1,) * c, CLASSIC) for c in range(1, 6)] == [10, 20, 100, 200, 1000]
    assert [keep_value((1,) * c, PLUS_TEN) for c in range(1, 6)] == [10, 20, 100, 110, 1000]
    assert [keep_value((5,) * c, CLASSIC) for c in range(1, 6)] == [5, 10, 50, 100, 500]
    assert [keep_value((5,) * c, PLUS_TEN) for c in range(1, 6)] == [5, 10, 50, 60, 500]
    for face in (2, 3, 4, 6):
        assert keep_value((face,), CLASSIC) is None and keep_value((face,) * 2, CLASSIC) is None


def test_by_face_formula_matches_best_split() -> None:
    """The equivalent formula of 3.2 agrees with the search on every keep of 1–5 dice."""
    def formula(keep: tuple[int, ...], rules: DiceRules) -> int | None:
        if rules.straights and keep in ((1, 2, 3, 4, 5), (2, 3, 4, 5, 6)):
            return 125 if keep[0] == 1 else 250
        total = 0
        for f in range(1, 7):
            c = keep.count(f)
            unit = {3: 100 if f == 1 else 10 * f}
            unit[4] = 2 * unit[3] if rules.quad_value == "double" else unit[3] + 10
            unit[5] = 10 * unit[3]
            if f in (1, 5):
                single = 10 if f == 1 else 5
                total += max((unit.get(k, 0) + (c - k) * single) for k in (0, 3, 4, 5) if k <= c)
            elif c in (1, 2):
                return None
            elif c:
                total += unit[c]
        return total
    for rules in (CLASSIC, PLUS_TEN, NO_STRAIGHTS):
        for d in range(1, 6):
            for keep in sorted_throws(d):
                assert keep_value(keep, rules) == formula(keep, rules), keep


@pytest.mark.parametrize("d, empty, distinct, pairs", [
    (1, 4, 6, 2), (2, 16, 21, 15), (3, 60, 56, 68), (4, 204, 126, 240), (5, 600, 252, 722)])
def test_reference_counts(d: int, empty: int, distinct: int, pairs: int) -> None:
    """Section 3.3's counts, by enumerating every ordered outcome."""
    ordered = list(product(range(1, 7), repeat=d))
    assert sum(is_empty(t, CLASSIC) for t in ordered) == empty
    outcomes = throw_outcomes(d)
    assert len(outcomes) == distinct == len({tuple(sorted(t)) for t in ordered})
    assert sum(n for _, n in outcomes) == 6 ** d
    assert sum(n for t, n in outcomes if is_empty(t, CLASSIC)) == empty
    assert sum(len(legal_keeps(t, CLASSIC)) for t, _ in outcomes) == pairs


def test_legal_keeps_are_exactly_the_scorable_sub_multisets() -> None:
    from itertools import combinations
    for throw in sorted_throws(5):
        subs = {tuple(sorted(c)) for r in range(1, 6) for c in combinations(throw, r)}
        want = {k for k in subs if keep_value(k, CLASSIC) is not None}
        got = legal_keeps(throw, CLASSIC)
        assert {k for k, _ in got} == want
        assert all(v == keep_value(k, CLASSIC) for k, v in got)
        assert is_empty(throw, CLASSIC) == (not got)


def test_keep_all_allows_only_the_maximal_keep() -> None:
    assert legal_keeps((1, 5, 3, 3, 4), KEEP_ALL) == [((1, 5), 15)]
    assert legal_keeps((1, 2, 3, 4, 5), KEEP_ALL) == [((1, 2, 3, 4, 5), 125)]
    assert legal_keeps((1, 2, 3, 4, 5), KEEP_ALL.replace(straights="off")) == [((1, 5), 15)]
    assert legal_keeps((3, 3, 3, 3, 5), KEEP_ALL) == [((3, 3, 3, 3, 5), 65)]
    assert legal_keeps((2, 3, 4, 6, 6), KEEP_ALL) == []
    for throw in sorted_throws(5):
        keeps = legal_keeps(throw, KEEP_ALL)
        best = best_keep(throw, CLASSIC)
        assert keeps == ([] if best is None else [(maximal_keep(throw, True), best[1])])


def test_order_does_not_matter_and_bad_faces_refused() -> None:
    assert keep_value((5, 1, 1, 1), CLASSIC) == keep_value((1, 1, 1, 5), CLASSIC) == 105
    assert legal_keeps((5, 1), CLASSIC) == legal_keeps((1, 5), CLASSIC)
    assert keep_value((), CLASSIC) is None
    with pytest.raises(ValueError):
        legal_keeps((7, 1), CLASSIC)
    with pytest.raises(ValueError):
        throw_outcomes(6)
