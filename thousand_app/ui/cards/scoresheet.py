"""The score sheet, like the paper one players keep: a row per deal, a delta and a total per player.

Bolts are marked with a stroke "/" each (as on paper, «палка»), the barrel with
its attempts, falls, dump-truck resets and penalties in the notes column.
"""

from __future__ import annotations

from typing import Optional, Sequence

from PySide6.QtCore import QPoint, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (QAbstractItemView, QDialogButtonBox, QMenu,
                               QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from thousand_app.cards.engine import Game, Rules
from thousand_app.cards.engine.summary import DealSummary, ScoreNote

from thousand_app.ui.common.i18n import QT_TRANSLATE_NOOP, translate
from thousand_app.ui.common.texts import fmt, plural, signed, total_text
from thousand_app.ui.common.theme import colour as theme_colour
from thousand_app.ui.common.windows import (fit_on_screen, fit_wrapping, mark_current_row,
                                             refit_sheet, sheet_table)
from thousand_app.ui.common.plain_text import PlainLabel, plain_tip
from thousand_app.ui.common.sheet import SheetDialog

#: Score notes as sentences, by kind (a fall by its reason): %1 the player, %2 the amount.
NOTE_TEXTS = {
    "bolt_penalty": QT_TRANSLATE_NOOP("Sheet", "%1: three bolts, %2"),
    "barrel_on": QT_TRANSLATE_NOOP("Sheet", "%1: on the barrel"),
    "barrel_fall:attempts": QT_TRANSLATE_NOOP("Sheet", "%1: off the barrel, no attempts left, %2"),
    "barrel_fall:collision": QT_TRANSLATE_NOOP("Sheet", "%1: knocked off the barrel, %2"),
    "barrel_fall": QT_TRANSLATE_NOOP("Sheet", "%1: off the barrel"),
    "barrel_off": QT_TRANSLATE_NOOP("Sheet", "%1: below the barrel again"),
    "three_falls": QT_TRANSLATE_NOOP("Sheet", "%1: third fall off the barrel, total back to 0"),
    "dump_truck": QT_TRANSLATE_NOOP("Sheet", "%1: dump truck at %2, total back to 0"),
    "concede_payout": QT_TRANSLATE_NOOP("Sheet", "%1: %2 for the concession"),
    "concede_penalty": QT_TRANSLATE_NOOP("Sheet", "%1: third concession, %2"),
    "sitter": QT_TRANSLATE_NOOP("Sheet", "%1: %2 from the talon"),
    "golden_reset": QT_TRANSLATE_NOOP("Sheet", "%1: nobody made a golden deal, total back to 0"),
    "win": QT_TRANSLATE_NOOP("Sheet", "%1: the game is won"),
}


def note_text(note: ScoreNote, names: Sequence[str], rules: Rules) -> str:
    """One score note as a sentence ("Boris: three bolts, −120"); "" for a bolt mark."""
    who = names[note.seat] if 0 <= note.seat < len(names) else ""
    text = NOTE_TEXTS.get(f"{note.kind}:{note.reason}") or NOTE_TEXTS.get(note.kind)
    if text is None:
        return ""
    amount = total_text(-note.amount) if note.kind == "dump_truck" else signed(note.amount)
    return fmt(translate("Sheet", text), who, amount)


def note_lines(s: DealSummary, names: Sequence[str], rules: Rules, bolts: bool = True
               ) -> list[str]:
    """The notes of a deal as sentences, a player's bolts counted in one line."""
    out: list[str] = []
    if bolts:
        for seat in range(len(names)):
            k = sum(1 for n in s.notes if n.kind == "bolt" and n.seat == seat)
            if k:
                line = fmt(plural("Sheet", "%1: %n bolt(s) this deal", k), names[seat])
                if s.bolts and seat < len(s.bolts) and s.bolts[seat] > k:
                    line += ", " + plural("Sheet", "%n in all", s.bolts[seat])
                out.append(line)
    for note in s.notes:
        if note.kind != "bolt":
            text = note_text(note, names, rules)
            if text:
                out.append(text)
    return out


def result_text(s: DealSummary) -> str:
    if s.redeal:
        return translate("Sheet", "redeal")
    if s.conceded:
        return translate("Sheet", "conceded")
    if s.made is None:
        return ""
    return translate("Sheet", "made") if s.made else translate("Sheet", "failed")


def contract_text(s: DealSummary) -> str:
    if s.contract is None:
        return "—"
    text = str(s.contract)
    if s.dark:
        text += " " + translate("Sheet", "(dark)")
    if s.golden:
        text += " ★"
    return text


def total_marks(s: DealSummary, seat: int, rules: Rules) -> str:
    """Marks after a total: a stroke per bolt, the barrel attempts, a reset."""
    marks = ""
    bolts = sum(1 for n in s.notes if n.kind == "bolt" and n.seat == seat)
    if bolts:
        marks += " " + "/" * bolts
    b = s.barrel[seat] if seat < len(s.barrel) else None
    if b is not None:
        marks += " " + fmt(translate("Sheet", "B%1/%2"), b, rules.barrel_attempts)
    if any(n.kind in ("dump_truck", "three_falls", "golden_reset") and n.seat == seat
           for n in s.notes):
        marks += " ⟲"
    return marks


# Item data of a total's cell: its text in the full sheet and in the narrow one (the deal's
# points after the total, their own column hidden).
FULL_TEXT = Qt.ItemDataRole.UserRole + 50
NARROW_TEXT = Qt.ItemDataRole.UserRole + 51


class ScoreSheet(SheetDialog):
    """The score sheet window; :meth:`refresh` after every deal.

    Where its columns cannot fit the sheet's width even with their texts wrapped (four
    players at 150 % text in a 900×600 window), it narrows: each player's "±" column is
    hidden and the deal's points follow the total in its cell ("−30 / (−120)")."""

    narrow = False

    #: Review a deal (its 0-based index): a double-click on its row, or its context menu.
    reviewDeal = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoreSheet")
        self.setWindowTitle(translate("Sheet", "Score sheet"))
        fit_on_screen(self, 980, 560)
        lay = QVBoxLayout(self)
        self.caption = PlainLabel()
        self.caption.setWordWrap(True)
        lay.addWidget(self.caption)
        self.table = QTableWidget(self)
        self.table.setObjectName("sheetTable")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().setVisible(False)
        sheet_table(self.table)
        self.table.cellDoubleClicked.connect(lambda row, _col: self.reviewDeal.emit(row))
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.table.customContextMenuRequested.connect(self._menu)
        self.table.setToolTip(translate("Sheet", "Double-click a deal to review it"))
        lay.addWidget(self.table, 1)
        refit_sheet(self, self.fit_columns, self.table)
        self.legend = PlainLabel()
        self.legend.setWordWrap(True)
        lay.addWidget(self.legend)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        buttons.button(QDialogButtonBox.StandardButton.Close).setText(translate("Sheet", "Close"))
        lay.addWidget(buttons)

    def _menu(self, pos: QPoint) -> None:
        row = self.table.rowAt(pos.y())
        if row < 0:
            return
        menu = QMenu(self)
        action = menu.addAction(fmt(translate("Sheet", "Review deal %1…"), row + 1))
        action.triggered.connect(lambda: self.reviewDeal.emit(row))
        menu.popup(self.table.viewport().mapToGlobal(pos))

    def fit_columns(self) -> None:
        """The columns share the sheet's width, the notes wrapped in the room left; narrowed
        (the "±" columns hidden) where they would not fit."""
        t = self.table
        for narrow in (False, True):
            self._narrow(narrow)
            if fit_wrapping(t, t.columnCount() - 1, force=narrow):
                break

    def _narrow(self, narrow: bool) -> None:
        t = self.table
        self.narrow = narrow
        players = max(0, (t.columnCount() - 5) // 2)
        for seat in range(players):
            t.setColumnHidden(4 + 2 * seat, narrow)
            for row in range(t.rowCount()):
                item = t.item(row, 5 + 2 * seat)
                if item is not None and item.data(FULL_TEXT) is not None:
                    item.setText(item.data(NARROW_TEXT if narrow else FULL_TEXT))
        legend = translate("Sheet", "/ a bolt · B1/3 on the barrel, attempts used · "
                                    "⟲ total reset to 0 · ★ golden deal")
        if narrow:
            legend += " · " + translate("Sheet", "(−120) the deal's points")
        self.legend.setText(legend)

    def refresh(self, game: Game) -> None:
        names = game.players
        n = len(names)
        rules = game.rules
        history = game.history
        fixed = [translate("Sheet", "Deal"), translate("Sheet", "Declarer"),
                 translate("Sheet", "Contract"), translate("Sheet", "Result")]
        heads = list(fixed)
        for name in names:
            heads += [fmt(translate("Sheet", "%1 ±"), name), fmt(translate("Sheet", "%1 total"), name)]
        heads.append(translate("Sheet", "Notes"))
        t = self.table
        t.clear()
        t.setColumnCount(len(heads))
        t.setHorizontalHeaderLabels(heads)
        t.setRowCount(len(history))
        bold = QFont(t.font())
        bold.setBold(True)
        for row, s in enumerate(history):
            narrow_totals: dict[int, tuple[str, str]] = {}
            decl = names[s.declarer] if s.declarer is not None else "—"
            cells: list[tuple[str, Optional[QColor], bool]] = [
                (str(row + 1), None, False), (decl, None, False),
                (contract_text(s), None, False),
                (result_text(s), theme_colour("success") if s.made else (
                    theme_colour("error") if s.made is False else None), False)]
            for seat in range(n):
                if s.deltas is None:
                    cells += [("", None, False), (total_text(s.totals[seat]), None, True)]
                    continue
                d = s.deltas[seat]
                colour = theme_colour("success") if d > 0 else (
                    theme_colour("error") if d < 0 else None)
                sitting = n == 4 and seat == s.dealer and not s.redeal
                delta = signed(d) if (d or not sitting) else "·"
                # (its marks kept with it: a narrow column wraps before them, not inside)
                total = (total_text(s.totals[seat]) + total_marks(s, seat, rules)
                         ).replace(" ", "\u00a0")
                cells += [(delta, colour, False), (total, None, True)]
                narrow_totals[len(cells) - 1] = (total, f"{total} ({delta})")
            cells.append(("; ".join(note_lines(s, names, rules, bolts=False)), None, False))
            for col, (text, colour, is_bold) in enumerate(cells):
                item = QTableWidgetItem(text)
                if colour is not None:
                    item.setForeground(QBrush(colour))
                if is_bold:
                    item.setFont(bold)
                if 3 < col < len(cells) - 1 or col in (0, 2):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if col == len(cells) - 1 and text:
                    item.setToolTip(plain_tip(text))
                if col in narrow_totals:
                    item.setData(FULL_TEXT, narrow_totals[col][0])
                    item.setData(NARROW_TEXT, narrow_totals[col][1])
                t.setItem(row, col, item)
        mark_current_row(t, len(history) - 1)
        self.fit_columns()
        totals = ", ".join(f"{names[i]} {total_text(game.totals[i])}" for i in range(n))
        self.caption.setText(fmt(translate("Sheet", "Totals: %1"), totals))
        if history:
            t.scrollToBottom()
