"""Sizing the app's own windows (dialogs) on small screens; the tables they list things in."""

from __future__ import annotations

import logging
import re
from itertools import combinations
from typing import Any, Callable, Optional

from PySide6.QtGui import QBrush, QFont, QFontMetrics, QGuiApplication
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import (QAbstractItemView, QHeaderView, QStyle, QTableWidget,
                               QTableWidgetItem,
                               QWidget)

from .sheet import SheetDialog, sheet_host
from .theme import colour


def fit_on_screen(window: QWidget, width: int, height: int) -> None:
    """Give a dialog its preferred size, but never more than the screen it opens on (a sheet
    over the main window: never more than the window's table area, which the sheet sees to)."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    in_sheet = isinstance(window, SheetDialog) and sheet_host(window.parentWidget()) is not None
    if screen is not None and not in_sheet:
        avail = screen.availableGeometry()
        width = min(width, max(300, avail.width() - 40))
        height = min(height, max(240, avail.height() - 60))
    window.resize(width, height)


def read_or_log(read: Callable[[], Any], what: str) -> dict[Any, Any]:
    """``dict(read())``, or an empty dict when reading fails (the failure is logged)."""
    try:
        return dict(read())
    except Exception:
        logging.getLogger("thousand.ui").exception("%s failed", what)
        return {}


def list_table(parent: QWidget, heads: list[str]) -> QTableWidget:
    """A read-only table of whole rows under ``heads``, one row selectable at a time."""
    t = QTableWidget(parent)
    t.setColumnCount(len(heads))
    t.setHorizontalHeaderLabels(heads)
    t.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    t.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    t.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    t.verticalHeader().setVisible(False)
    tabular(t)
    # each column as wide as its words (a narrow window scrolls; never a last column stretched
    # below its heading, or far beyond it)
    t.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    return t


def fill_row(table: QTableWidget, row: int, cells: list[str]) -> None:
    """A row of ``table``: the first cell as it is, the others (figures) to the right."""
    for col, text in enumerate(cells):
        item = QTableWidgetItem(text)
        if col:
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        table.setItem(row, col, item)


def tabular(table: QTableWidget) -> None:
    """Figures of even width in ``table`` (OpenType ``tnum``), so numbers line up in columns."""
    font = QFont(table.font())
    font.setFeature(QFont.Tag("tnum"), 1)
    table.setFont(font)


def sheet_table(table: QTableWidget) -> None:
    """A score sheet's table: tabular figures, and texts that wrap in their cells (the rows
    grow) instead of being elided."""
    tabular(table)
    table.setWordWrap(True)
    table.setTextElideMode(Qt.TextElideMode.ElideNone)


#: Item data marking the cells of a sheet's current row (tests and screen readers read it).
CURRENT_ROW = Qt.ItemDataRole.UserRole + 40


def mark_current_row(table: QTableWidget, row: int) -> None:
    """The current row of a sheet (the latest deal, the round being played) on the theme's
    ``current_row`` background; empty cells get an item so the whole row is marked."""
    if not 0 <= row < table.rowCount():
        return
    back = QBrush(colour("current_row"))
    for col in range(table.columnCount()):
        item = table.item(row, col)
        if item is None:
            item = QTableWidgetItem("")
            table.setItem(row, col, item)
        item.setBackground(back)
        item.setData(CURRENT_ROW, True)


def fit_sheet(table: QTableWidget, wide: int, min_chars: int = 14, shrink: bool = False
              ) -> None:
    """Columns of a sheet as wide as their contents; column ``wide`` (the notes) takes the room
    left but never less than ``min_chars`` average characters (nor its longest word), and its
    texts wrap; the rows grow to show every line.  With ``shrink`` the other columns share the
    room when it is short (their texts wrap too); else the sheet scrolls sideways."""
    header = table.horizontalHeader()
    header.setStretchLastSection(False)
    n = table.columnCount()
    if not 0 <= wide < n:
        return
    others = [c for c in range(n) if c != wide]
    want = {c: max(table.sizeHintForColumn(c), header.sectionSizeHint(c)) for c in others}
    fm = table.fontMetrics()
    items = [table.item(r, wide) for r in range(table.rowCount())]
    words = [w for item in items if item is not None for w in item.text().split()]
    margin = 2 * (table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None,
                                            table) + 2)
    least = max([fm.averageCharWidth() * min_chars, header.sectionSizeHint(wide)]
                + [fm.horizontalAdvance(w) + margin for w in words])
    view = table.viewport().width()
    total = sum(want.values())
    if shrink and total > view - least:
        # A sheet docked beside a small table: the other columns share what the notes leave
        # (their texts wrap), down to a few characters (a heading longer than that is
        # elided, its whole text in its tooltip); the notes keep at least a quarter.
        least = min(least, max(fm.averageCharWidth() * 4, view // 4))
        room = max(0, view - least)
        floor = fm.averageCharWidth() * 4 + margin
        want = {c: max(min(header.sectionSizeHint(c), floor), w * room // total)
                for c, w in want.items()}
    for c in range(n):
        header.setSectionResizeMode(c, QHeaderView.ResizeMode.Interactive)
    for c, w in want.items():
        table.setColumnWidth(c, w)
    room = view - sum(want.values())
    table.setColumnWidth(wide, max(least, room))     # (the notes fill the sheet's width)
    table.resizeRowsToContents()


def _cell_font(table: QTableWidget, item: QTableWidgetItem) -> QFont:
    font = item.data(Qt.ItemDataRole.FontRole)
    return font if isinstance(font, QFont) else table.font()


def column_needs(table: QTableWidget, col: int) -> tuple[int, int]:
    """What column ``col`` needs: (its widest word, its widest line), heading and cells, each
    with its margins."""
    header = table.horizontalHeader()
    hfm = QFontMetrics(header.font())
    hmargin = 2 * table.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header) + 4
    margin = 2 * (table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None,
                                            table) + 2)
    head = table.horizontalHeaderItem(col)
    whole = "" if head is None else whole_heading(head)
    word = max([hfm.horizontalAdvance(w) + hmargin for w in whole.split(" ") if w] or [0])
    line = hfm.horizontalAdvance(whole) + hmargin
    for row in range(table.rowCount()):
        item = table.item(row, col)
        if item is None or not item.text():
            continue
        fm = QFontMetrics(_cell_font(table, item))
        word = max([word] + [fm.horizontalAdvance(w) + margin  # (a no-break space binds)
                             for w in re.split(r"[ \n]+", item.text()) if w])
        line = max([line] + [fm.horizontalAdvance(x) + margin for x in item.text().split("\n")])
    return word, line


def fit_wrapping(table: QTableWidget, wide: int, min_chars: int = 8, force: bool = True
                 ) -> bool:
    """Columns of a sheet sharing its width: each at least as wide as its widest word (column
    ``wide``, the notes, a quarter of the width if its texts need it), the room left making
    the other columns one line wide (those that need least first), the notes taking what
    they leave; texts wrap in their cells, headings onto
    more lines (their whole text in their tooltip), the rows as tall as their cells need.
    False (nothing changed) when the widest words and the notes' quarter do not fit and not
    ``force`` (forced, the notes make do with what the others' words leave, a few words'
    width at least; what still does not fit scrolls sideways)."""
    header = table.horizontalHeader()
    header.setStretchLastSection(False)
    cols = [c for c in range(table.columnCount()) if not table.isColumnHidden(c)]
    needs = {c: column_needs(table, c) for c in cols}
    view = table.viewport().width()
    if wide in needs:       # (the notes: a quarter of the width if they need it and it fits,
        word, line = needs[wide]                        # else a few words)
        chars = table.fontMetrics().averageCharWidth() * min_chars
        others = sum(w for c, (w, _) in needs.items() if c != wide)
        least = max(word, min(line, max(chars, view // 4)))
        if others + least > view:
            if not force:
                return False
            least = max(word, min(line, max(chars, view - others)))
        needs[wide] = (least, max(line, least))
    room = view - sum(w for w, _ in needs.values())
    if room < 0 and not force:
        return False
    widths = {c: w for c, (w, _) in needs.items()}
    # the room left makes the other columns' texts one line each, the cheapest first (a
    # column whose texts all fit on a line wraps nothing); the notes take what is left
    for c in sorted((c for c in cols if c != wide), key=lambda c: needs[c][1] - needs[c][0]):
        more = needs[c][1] - widths[c]
        if 0 < more <= room:
            widths[c] += more
            room -= more
    if wide in widths:       # (the notes fill the sheet's width)
        widths[wide] += max(0, view - sum(widths.values()))
    fm = QFontMetrics(header.font())
    margins = 2 * table.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None,
                                            header) + 4
    for c in cols:
        header.setSectionResizeMode(c, QHeaderView.ResizeMode.Interactive)
        table.setColumnWidth(c, widths[c])
        head = table.horizontalHeaderItem(c)
        if head is not None:
            wrap_heading(head, widths[c] - margins, fm)
    table.resizeRowsToContents()
    return True


class _Refit(QObject):
    def __init__(self, widget: QWidget, fit: Callable[[], None], table: QTableWidget,
                 latest: bool = True) -> None:
        super().__init__(widget)
        self.fit, self.table, self.latest = fit, table, latest
        self.width = -1
        widget.installEventFilter(self)
        table.viewport().installEventFilter(self)   # (a scroll bar coming or going)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Show):
            width = self.table.viewport().width()
            if obj is not self.table.viewport() or width != self.width:
                self.width = width
                self.fit()
            if self.latest and event.type() == QEvent.Type.Show \
                    and obj is not self.table.viewport():
                self.table.scrollToBottom()    # the latest rows first
        return False


def refit_sheet(widget: QWidget, fit: Callable[[], None], table: QTableWidget,
                latest: bool = True) -> None:
    """Call ``fit`` whenever ``widget`` is resized or shown; on showing, the latest rows of
    ``table`` scroll into view (unless not ``latest``: a list with its newest first)."""
    _Refit(widget, fit, table, latest)


def fill_width(table: QTableWidget, wide: int) -> None:
    """Columns as wide as their contents (as :func:`list_table` sizes them), column ``wide``
    also taking the room the others leave, so the table has no empty right part; never
    narrower than its own contents (a narrow window scrolls sideways)."""
    header = table.horizontalHeader()
    header.setSectionResizeMode(wide, QHeaderView.ResizeMode.Interactive)
    others = sum(header.sectionSize(c) for c in range(table.columnCount()) if c != wide)
    own = max(table.sizeHintForColumn(wide), header.sectionSizeHint(wide))
    table.setColumnWidth(wide, max(own, table.viewport().width() - others))


#: Item data of a heading: its text on one line (:func:`wrap_headings` may break it).
WHOLE_HEADING = Qt.ItemDataRole.UserRole + 41


def whole_heading(item: QTableWidgetItem) -> str:
    """A heading's whole text (kept in the item the first time it is asked for)."""
    whole = item.data(WHOLE_HEADING)
    if whole is None:
        whole = item.text()
        item.setData(WHOLE_HEADING, whole)
    return str(whole)


def wrap_headings(table: QTableWidget, fit_height: bool = True, spread: bool = True) -> None:
    """Headings of a :func:`list_table` on one line while the columns fit the table's width;
    when they do not, the widest headings of more than one word wrap onto two lines (their
    whole text in their tooltip) until the columns fit or no heading is left to wrap; then
    (unless not ``spread``: the caller shares the room itself) the columns share the room
    left (:func:`spread_columns`), and (unless not ``fit_height``) the table is no taller
    than its rows (:func:`fit_rows`)."""
    header = table.horizontalHeader()
    items = [table.horizontalHeaderItem(c) for c in range(table.columnCount())]
    for item in items:
        if item is None:
            continue
        item.setText(whole_heading(item))
        item.setToolTip("")

    def width(c: int) -> int:
        return max(table.sizeHintForColumn(c), header.sectionSizeHint(c))

    room = table.viewport().width()
    while sum(width(c) for c in range(len(items))) > room:
        # the column that its heading makes widest, by the most
        spare = {c: header.sectionSizeHint(c) - table.sizeHintForColumn(c)
                 for c, item in enumerate(items)
                 if item is not None and " " in item.text() and "\n" not in item.text()}
        if not spare or max(spare.values()) <= 0:
            break
        c = max(spare, key=lambda k: spare[k])
        item = items[c]
        assert item is not None
        wrap_heading(item)
    if spread:
        spread_columns(table, [width(c) for c in range(len(items))])
    if fit_height:
        fit_rows(table)
    else:
        table.resizeRowsToContents()


def wrap_heading(item: QTableWidgetItem, room: Optional[int] = None,
                 fm: Optional[QFontMetrics] = None) -> None:
    """Heading ``item`` (its whole text) on the fewest lines no wider than ``room`` pixels in
    ``fm`` (one word wider than that has a line of its own), or without a ``room`` on two
    lines; broken where the longest line is shortest (in characters without ``fm``); its
    whole text in its tooltip when it wraps."""
    whole = whole_heading(item)
    words = whole.split(" ")
    width: Callable[[str], int] = fm.horizontalAdvance if fm is not None else len
    fits = max([room or 0] + [width(w) for w in words])
    lines = [whole]
    for n in range(1 if room is not None else 2, len(words) + 1):
        # (a heading is a few words: every way to break it into n lines is tried)
        lines = min(([" ".join(words[a:b]) for a, b in zip((0, *cut), (*cut, len(words)))]
                     for cut in combinations(range(1, len(words)), n - 1)),
                    key=lambda ls: max(width(x) for x in ls))
        if room is None or max(width(x) for x in lines) <= fits:
            break
    item.setText("\n".join(lines))
    item.setToolTip(whole if len(lines) > 1 else "")


def spread_columns(table: QTableWidget, widths: list[int]) -> None:
    """Columns of ``widths`` (their contents') sharing the room they leave in the table's
    width evenly, so it has no empty band at the right (none below its contents: a narrow
    table scrolls sideways)."""
    header = table.horizontalHeader()
    spare = max(0, table.viewport().width() - sum(widths))
    n = len(widths)
    for c, w in enumerate(widths):
        header.setSectionResizeMode(c, QHeaderView.ResizeMode.Interactive)
        table.setColumnWidth(c, w + spare // n + (1 if c < spare % n else 0))


def fit_rows(table: QTableWidget) -> None:
    """A table no taller than its heading and rows (a short list leaves no empty void under
    it; a long one scrolls)."""
    table.resizeRowsToContents()
    height = table.horizontalHeader().sizeHint().height() + 2 * table.frameWidth()
    height += sum(table.rowHeight(r) for r in range(table.rowCount()))
    height += table.horizontalScrollBar().sizeHint().height()   # (a wide table scrolls)
    table.setMaximumHeight(height)
