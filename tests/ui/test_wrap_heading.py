"""One heading wrapper serves both kinds of table (issue 36, point 2): the sheets that share
their width (``fit_wrapping``: on the fewest lines that fit the column) and the lists
(``wrap_headings``: the widest headings on two lines)."""

from __future__ import annotations

from itertools import combinations
from typing import Any, Callable

from hypothesis import given, settings, strategies as st
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QTableWidgetItem

from thousand_app.ui.common.windows import whole_heading, wrap_heading

WORDS = st.lists(st.text("aiwmWЖщ.", min_size=1, max_size=9), min_size=1, max_size=6)


def fewest_lines(words: list[str], room: int, width: Callable[[str], int]) -> int:
    """How many lines the words need at least, none wider than ``room`` (or a word)."""
    lines = 1
    line = words[0]
    for w in words[1:]:
        if width(line + " " + w) <= room:
            line += " " + w
        else:
            lines, line = lines + 1, w
    return lines


def splits(words: list[str], n: int) -> list[list[str]]:
    return [[" ".join(words[a:b]) for a, b in zip((0, *cut), (*cut, len(words)))]
            for cut in combinations(range(1, len(words)), n - 1)]


@settings(max_examples=200, deadline=None)
@given(words=WORDS, room=st.integers(0, 200))
def test_a_heading_takes_the_fewest_lines_that_fit(qapp: Any, words: list[str],
                                                   room: int) -> None:
    fm = QFontMetrics(QApplication.font())
    whole = " ".join(words)
    item = QTableWidgetItem(whole)
    wrap_heading(item, room, fm)
    lines = item.text().split("\n")
    assert " ".join(lines) == whole == whole_heading(item)        # nothing lost
    fits = max([room] + [fm.horizontalAdvance(w) for w in words])
    assert all(fm.horizontalAdvance(x) <= fits for x in lines)
    assert len(lines) == fewest_lines(words, fits, fm.horizontalAdvance)
    # the lines as even as they can be: no other break into as many lines is narrower
    widest = max(fm.horizontalAdvance(x) for x in lines)
    assert all(widest <= max(fm.horizontalAdvance(x) for x in other)
               for other in splits(words, len(lines)))
    assert item.toolTip() == (whole if len(lines) > 1 else "")
    wrap_heading(item, room, fm)                                    # (wrapped again: the same)
    assert item.text() == "\n".join(lines)


@settings(max_examples=100, deadline=None)
@given(words=WORDS)
def test_a_heading_without_a_width_goes_on_two_even_lines(qapp: Any, words: list[str]) -> None:
    whole = " ".join(words)
    item = QTableWidgetItem(whole)
    wrap_heading(item)
    lines = item.text().split("\n")
    assert " ".join(lines) == whole
    assert len(lines) == min(2, len(words))
    assert max(map(len, lines)) == min(max(map(len, s)) for s in splits(words, len(lines)))
    assert item.toolTip() == (whole if len(words) > 1 else "")
