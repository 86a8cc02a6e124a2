"""The dice game's score sheet, like the paper one: a column per player, a row per round.

Each finished turn (the engine's ``DiceGame.history``, never recomputed) writes
the mover's recorded total in his column, or a dash for a turn lost (a bust,
an overshoot), with what happened marked: entry, the barrel and the attempts on
it, falls, bolts (a stroke each, as on paper), penalties, the dump truck, the
win.  What a turn did to other players (knocked off the barrel, overtaken) is
written in the round's notes.  The tooltip of a cell gives the turn total and
the dice kept.
"""

from __future__ import annotations

from typing import Optional, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QFont
from PySide6.QtWidgets import (QAbstractItemView, QDialogButtonBox,
                               QLabel, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from thousand_app.dice.engine import DiceGame, DiceRules, TurnSummary

from .options import preset_name
from thousand_app.ui.common.i18n import QT_TRANSLATE_NOOP, translate
from thousand_app.ui.common.plain_text import plain_tip
from thousand_app.ui.common.texts import fmt, signed, total_text
from thousand_app.ui.common.theme import colour
from thousand_app.ui.common.windows import (fit_on_screen, fit_sheet, mark_current_row,
                                             refit_sheet, sheet_table)
from thousand_app.ui.common.sheet import SheetDialog

CTX = "DiceSheet"
DASH = "—"

#: A settlement event of the mover, as a short mark in his cell (%1: the amount, if any).
OWN_MARKS: dict[str, str] = {
    "enter": QT_TRANSLATE_NOOP("DiceSheet", "entered"),
    "barrel": QT_TRANSLATE_NOOP("DiceSheet", "barrel"),
    "fall": QT_TRANSLATE_NOOP("DiceSheet", "fell off"),
    "falls_zero": QT_TRANSLATE_NOOP("DiceSheet", "falls: to 0"),
    "bolt_penalty": QT_TRANSLATE_NOOP("DiceSheet", "bolts %1"),
    "overshoot_penalty": QT_TRANSLATE_NOOP("DiceSheet", "overshoots %1"),
    "overshoot_zero": QT_TRANSLATE_NOOP("DiceSheet", "overshoots: to 0"),
    "dump_truck": QT_TRANSLATE_NOOP("DiceSheet", "dump truck"),
    "win": QT_TRANSLATE_NOOP("DiceSheet", "won"),
}

#: A settlement event of another player, as a note (%1: the player, %2: his new total, %3:
#: the amount).
OTHER_NOTES: dict[str, str] = {
    "knock_off": QT_TRANSLATE_NOOP("DiceSheet", "%1: knocked off the barrel, now %2"),
    "fall": QT_TRANSLATE_NOOP("DiceSheet", "%1: fell off the barrel, now %2"),
    "falls_zero": QT_TRANSLATE_NOOP("DiceSheet", "%1: too many falls, now %2"),
    "overtake": QT_TRANSLATE_NOOP("DiceSheet", "%1: overtaken, %3, now %2"),
    "dump_truck": QT_TRANSLATE_NOOP("DiceSheet", "%1: dump truck, now %2"),
}

#: How a lost turn ended, as a mark (the cell shows a dash).
END_MARKS: dict[str, str] = {
    "overshoot": QT_TRANSLATE_NOOP("DiceSheet", "overshoot %1"),
    "dump": QT_TRANSLATE_NOOP("DiceSheet", "dump truck"),
}

PENALTY_EVENTS = ("bolt_penalty", "overshoot_penalty", "overshoot_zero", "falls_zero", "fall",
                  "knock_off", "dump_truck", "overtake")


def _penalty(name: str, rules: DiceRules) -> int:
    return {"bolt_penalty": -rules.bolt_penalty, "overshoot_penalty": -rules.overshoot_penalty,
            "overtake": -rules.overtake_penalty}.get(name, 0)


class Cell:
    """One turn on the sheet: the text, its marks, how it is coloured, its tooltip."""

    def __init__(self, text: str, marks: list[str], kind: str, tip: str) -> None:
        self.text, self.marks, self.kind, self.tip = text, marks, kind, tip

    def shown(self) -> str:
        return f"{self.text} ({', '.join(self.marks)})" if self.marks else self.text


def turn_cell(s: TurnSummary, rules: DiceRules, before_bolts: int) -> Cell:
    """The mover's cell of a finished turn (from its summary)."""
    p = s.player
    lost = s.end in ("bust", "overshoot")
    marks: list[str] = []
    kind = "lost" if lost else "stop"
    if s.end in END_MARKS:
        marks.append(fmt(translate(CTX, END_MARKS[s.end]), s.overshoots[p]))
    for name, seat in s.events:
        if seat != p or name not in OWN_MARKS or (name == "dump_truck" and s.end == "dump"):
            continue
        marks.append(fmt(translate(CTX, OWN_MARKS[name]), signed(_penalty(name, rules))))
        if name in PENALTY_EVENTS:
            kind = "penalty"
        elif name == "barrel" and kind != "penalty":
            kind = "barrel"
        elif name == "win":
            kind = "win"
    if s.end == "dump":
        kind = "penalty"
    if s.barrel[p] is not None and "barrel" not in [n for n, seat in s.events if seat == p]:
        attempts = s.barrel[p]
        marks.append(fmt(translate("DiceSheet", "on the barrel %1/%2"), attempts,
                         rules.barrel_attempts)
                     if rules.barrel_attempts else translate("DiceSheet", "on the barrel"))
    text = DASH if lost else total_text(s.totals[p])
    if lost and rules.bolts != "off" and s.bolts[p] > before_bolts:
        text += " " + "/" * s.bolts[p]
    if lost and s.deltas[p]:
        text += " " + total_text(s.totals[p])     # a penalty changed the total all the same
    tip = fmt(translate("DiceSheet", "Turn total %1; total %2"), s.turn_total,
              total_text(s.totals[p]))
    if s.keeps:
        tip += "\n" + fmt(translate("DiceSheet", "Kept: %1"),
                          ", ".join(" ".join(str(f) for f in k) for k in s.keeps))
    return Cell(text, marks, kind, tip)


def turn_notes(s: TurnSummary, names: Sequence[str], rules: DiceRules) -> list[str]:
    """What a turn did to the other players, as sentences."""
    out = []
    for name, seat in s.events:
        if seat == s.player or name not in OTHER_NOTES or not 0 <= seat < len(names):
            continue
        out.append(fmt(translate(CTX, OTHER_NOTES[name]), names[seat],
                       total_text(s.totals[seat]), signed(_penalty(name, rules))))
    return out


#: The theme's colour token of each kind of cell.
COLOURS = {"lost": "text_muted", "penalty": "error", "barrel": "link", "win": "success"}


class DiceScoreSheet(QWidget):
    """The sheet as a widget (the dice screen shows it in a panel, the menu in a window)."""

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setObjectName("diceScoreSheet")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.caption = QLabel()
        self.caption.setObjectName("diceSheetCaption")
        self.caption.setTextFormat(Qt.TextFormat.PlainText)
        self.caption.setWordWrap(True)
        lay.addWidget(self.caption)
        self.table = QTableWidget(self)
        self.table.setObjectName("diceSheetTable")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        sheet_table(self.table)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        lay.addWidget(self.table, 1)
        refit_sheet(self, self.fit_columns, self.table)
        self.cells: dict[tuple[int, int], Cell] = {}

    def refresh(self, game: DiceGame, names: Sequence[str]) -> None:
        """Fill the sheet from the game's finished turns."""
        n = game.n
        names = list(names)
        history = game.history
        start_row = 1 if any(game.start_totals) else 0
        rounds = (len(history) + n - 1) // n
        t = self.table
        t.clear()
        t.setColumnCount(n + 1)
        t.setRowCount(start_row + rounds)
        heads = [f"{names[i]}\n{total_text(game.totals[i])}" for i in range(n)]
        t.setHorizontalHeaderLabels(heads + [translate("DiceSheet", "Notes")])
        labels = [translate("DiceSheet", "start")] if start_row else []
        labels += [str(r + 1) for r in range(rounds)]
        t.setVerticalHeaderLabels(labels)
        if start_row:
            for i, total in enumerate(game.start_totals):
                t.setItem(0, i, QTableWidgetItem(total_text(total)))
        self.cells = {}
        bolts = list(game.start_bolts)
        notes: dict[int, list[str]] = {}
        order = [(game.first_player + k) % n for k in range(n)]
        for k, s in enumerate(history):
            row = start_row + k // n
            cell = turn_cell(s, game.rules, bolts[s.player])
            bolts = list(s.bolts)
            self.cells[(row, s.player)] = cell
            item = QTableWidgetItem(cell.shown())
            item.setToolTip(plain_tip(f"{cell.shown()}\n{cell.tip}"))
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if cell.kind in COLOURS:
                item.setForeground(QBrush(colour(COLOURS[cell.kind])))
            if cell.kind == "win":
                f = QFont(item.font())
                f.setBold(True)
                item.setFont(f)
            t.setItem(row, s.player, item)
            notes.setdefault(row, []).extend(turn_notes(s, names, game.rules))
        for row, lines in notes.items():
            if lines:
                item = QTableWidgetItem("; ".join(lines))
                item.setToolTip(plain_tip("\n".join(lines)))
                t.setItem(row, n, item)
        mark_current_row(t, t.rowCount() - 1)
        self.fit_columns()
        # whose column comes first in a round is the first player's: say so in the caption
        caption = fmt(translate("DiceSheet", "Rules: %1. Each round starts with %2."),
                      _preset_words(game.rules), names[order[0]])
        if game.winner is not None:
            caption += " " + fmt(translate("DiceSheet", "%1 won the game."), names[game.winner])
        self.caption.setText(caption)
        t.scrollToBottom()

    def fit_columns(self) -> None:
        """Every column as wide as its contents, the notes wrapped in the room left (texts
        wrap, never elided; a sheet too narrow scrolls sideways)."""
        fit_sheet(self.table, self.table.columnCount() - 1, 10, shrink=True)

    def cell_text(self, row: int, column: int) -> str:
        item = self.table.item(row, column)
        return item.text() if item is not None else ""


def _preset_words(rules: DiceRules) -> str:
    name = preset_name(rules.preset_name)
    return name if not rules.changed_options() else fmt(translate("DiceSheet", "%1, changed"), name)


class DiceScoreSheetWindow(SheetDialog):
    """View → Score sheet for the dice game (modeless, follows the game)."""

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setObjectName("diceScoreSheetWindow")
        self.setWindowTitle(translate("DiceSheet", "Score sheet"))
        lay = QVBoxLayout(self)
        self.sheet = DiceScoreSheet(self)
        lay.addWidget(self.sheet, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        close.setText(translate("DiceSheet", "Close"))
        buttons.rejected.connect(self.close)
        lay.addWidget(buttons)
        fit_on_screen(self, 720, 560)

    def refresh(self, game: DiceGame, names: Sequence[str]) -> None:
        self.sheet.refresh(game, names)


__all__ = ["DiceScoreSheet", "DiceScoreSheetWindow", "turn_cell", "turn_notes", "Cell"]
