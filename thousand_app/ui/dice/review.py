"""The review of a finished dice game: step through its turns; each decision shows the move
made and ``hard``'s best move with the chance of winning after each, the big mistakes marked
(:mod:`.review_model`).

Keys: Left/Right (also Up/Down) a turn back or on, Home/End the first or last turn, M the
next turn with a mistake.
"""

from __future__ import annotations

from typing import Any, Mapping, Optional, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QKeyEvent
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QHBoxLayout, QHeaderView, QLabel,
                               QListWidget, QListWidgetItem, QPushButton, QSplitter,
                               QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from thousand_app.dice.engine import DiceGame, Keep, Stop, to_record

from .review_model import DiceDecision, DiceReviewTurn, Move, review_turns
from .texts import faces_text, percent_text
from thousand_app.ui.common.i18n import translate
from thousand_app.ui.common.plain_text import plain_tip
from thousand_app.ui.common.texts import fmt, total_text
from thousand_app.ui.common.theme import colour
from thousand_app.ui.common.windows import (fit_on_screen, refit_sheet, wrap_heading,
                                             wrap_headings)

__all__ = ["DiceReviewWindow", "review_dice_game", "move_text", "end_text"]

#: The theme's colour token of each mark.
MARK_COLOURS = {"??": "error", "?": "warning"}


def move_text(move: Optional[Move]) -> str:
    if move is None:
        return ""
    if isinstance(move, Keep):
        return fmt(translate("DiceReview", "keep %1"), faces_text(move.faces))
    if isinstance(move, Stop):
        return translate("DiceReview", "stop")
    return translate("DiceReview", "throw on")


def end_text(turn: DiceReviewTurn) -> str:
    """How the turn ended, with its points."""
    s = turn.summary
    if s.end == "stop":
        return fmt(translate("DiceReview", "banked %1"), s.turn_total)
    if s.end == "win":
        return translate("DiceReview", "won the game")
    if s.end == "bust":
        return translate("DiceReview", "bust")
    if s.end == "overshoot":
        return translate("DiceReview", "overshoot")
    return translate("DiceReview", "dump truck")


def _chance_text(chance: Optional[float]) -> str:
    return "" if chance is None else f"{percent_text(chance)} %"   # (no words)


class DiceReviewWindow(QDialog):
    """The turns of one finished dice game (its record), one at a time."""

    COLUMNS = 6

    def __init__(self, record: dict[str, Any], names: Sequence[str], *,
                 humans: Sequence[int] = (), hard: Any = None,
                 coach_flags: Optional[Mapping[int, Mapping[int, str]]] = None,
                 parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        #: The decisions the coach warned about (issue 37): turn -> {decision: what it said};
        #: the review opens on the first, marked in its turn's list.
        self.coach_flags = {t: dict(m) for t, m in (coach_flags or {}).items()}
        self.setObjectName("diceReviewWindow")
        self.setWindowTitle(translate("DiceReview", "Dice game review"))
        self.names = list(names)
        self.humans = list(humans)
        self.turns: list[DiceReviewTurn] = review_turns(record, hard)
        #: The turn shown (its index in ``turns``).
        self.current = -1
        n = len(self.names)
        lay = QVBoxLayout(self)
        self.caption = QLabel()
        self.caption.setObjectName("diceReviewCaption")
        self.caption.setTextFormat(Qt.TextFormat.PlainText)
        self.caption.setProperty("tone", "strong")
        lay.addWidget(self.caption)
        split = QSplitter(Qt.Orientation.Horizontal)
        self.turn_list = QListWidget()
        self.turn_list.setObjectName("diceReviewTurns")
        for i, t in enumerate(self.turns):
            line = self._turn_line(t, n)
            item = QListWidgetItem(fmt(translate("Review", "⚑ %1"), line)
                                   if i in self.coach_flags else line)
            if t.mark in MARK_COLOURS:
                item.setForeground(QBrush(colour(MARK_COLOURS[t.mark])))
            self.turn_list.addItem(item)
        self.turn_list.currentRowChanged.connect(self._show)
        split.addWidget(self.turn_list)
        self.table = QTableWidget(0, self.COLUMNS)
        self.table.setObjectName("diceReviewDecisions")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.verticalHeader().hide()
        self.table.setHorizontalHeaderLabels([
            translate("DiceReview", "Throw"), translate("DiceReview", "Move made"), translate("DiceReview", "Chance"),
            translate("DiceReview", "Best move"), translate("DiceReview", "Chance"), ""])
        self.table.horizontalHeader().setStretchLastSection(False)
        # every column as wide as its words (the headings wrapped where they would not fit),
        # the two moves sharing the rest (no empty stretched last column)
        refit_sheet(self.table, self._fit_columns, self.table, latest=False)
        # the turn list as wide as its longest line
        self.turn_list.setMinimumWidth(
            self.turn_list.sizeHintForColumn(0) + 2 * self.turn_list.frameWidth()
            + self.turn_list.verticalScrollBar().sizeHint().width() + 8)
        split.addWidget(self.table)
        split.setStretchFactor(0, 0)
        split.setStretchFactor(1, 1)
        lay.addWidget(split, 1)
        self.note = QLabel()
        self.note.setObjectName("diceReviewNote")
        self.note.setWordWrap(True)
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        lay.addWidget(self.note)
        row = QHBoxLayout()
        self.prev_button = QPushButton(translate("DiceReview", "← Previous turn"))
        self.next_button = QPushButton(translate("DiceReview", "Next turn →"))
        self.mistake_button = QPushButton(translate("DiceReview", "Next mistake (M)"))
        self.close_button = QPushButton(translate("DiceReview", "Close"))
        self.prev_button.clicked.connect(lambda: self.go(self.current - 1))
        self.next_button.clicked.connect(lambda: self.go(self.current + 1))
        self.mistake_button.clicked.connect(self.next_mistake)
        self.close_button.clicked.connect(self.close)
        for b in (self.prev_button, self.next_button, self.mistake_button):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            row.addWidget(b)
        row.addStretch(1)
        row.addWidget(self.close_button)
        lay.addLayout(row)
        rated = any(d.chance_made is not None for t in self.turns for d in t.decisions)
        self.note.setText(
            translate("DiceReview", "Chances to win after each move, as the strongest computer level "
                           "sees them; ?? marks a move that gave away 5 % or more, ? 2 % or "
                           "more.") if rated else
            translate("DiceReview", "Chances to win are given for games of two players with rules the "
                           "strongest computer level knows; here only the moves are listed."))
        self.mistake_button.setEnabled(rated)
        fit_on_screen(self, 860, 560)
        if self.turns:
            self.go(min(self.coach_flags, default=0))

    def _turn_line(self, t: DiceReviewTurn, n: int) -> str:
        line = fmt(translate("DiceReview", "%1. Round %2 · %3: %4"), t.index + 1, t.index // n + 1,
                   self.names[t.seat], end_text(t))
        return f"{line}  {t.mark}" if t.mark else line

    # -- stepping --------------------------------------------------------------------------
    def go(self, index: int) -> None:
        if not self.turns:
            return
        index = max(0, min(index, len(self.turns) - 1))
        if self.turn_list.currentRow() != index:
            self.turn_list.setCurrentRow(index)   # (shows it)
        else:
            self._show(index)

    def next_mistake(self) -> None:
        for i in range(self.current + 1, len(self.turns)):
            t = self.turns[i]
            if t.mark and (not self.humans or t.seat in self.humans):
                self.go(i)
                return

    def _show(self, index: int) -> None:
        if not 0 <= index < len(self.turns):
            return
        self.current = index
        t = self.turns[index]
        self.caption.setText(fmt(translate("DiceReview", "Turn %1 of %2 · %3 · total %4"), index + 1,
                                 len(self.turns), self.names[t.seat],
                                 total_text(t.summary.totals[t.seat])))
        self.table.setRowCount(len(t.decisions))
        for r, d in enumerate(t.decisions):
            self._fill(r, d)
        for r, said in self.coach_flags.get(index, {}).items():
            item = self.table.item(r, self.COLUMNS - 1)
            if item is not None:
                item.setText(fmt(translate("Review", "⚑ %1"), item.text()).rstrip())
                item.setToolTip(plain_tip(fmt(translate("Review", "The coach warned about "
                                                                  "this move: %1"), said)))
        self.prev_button.setEnabled(index > 0)
        self.next_button.setEnabled(index < len(self.turns) - 1)
        self._fit_columns()

    def _fit_columns(self) -> None:
        t = self.table
        header = t.horizontalHeader()
        for i in range(self.COLUMNS):
            header.setSectionResizeMode(i, QHeaderView.ResizeMode.ResizeToContents)
        wrap_headings(t, fit_height=False, spread=False)   # (the moves take the room: below)
        spare = t.viewport().width() - sum(header.sectionSize(i) for i in range(self.COLUMNS))
        fm = t.fontMetrics()
        least: dict[int, int] = {}
        for i in (1, 3):   # (too narrow still: the moves wrap, never narrower than a word)
            width = header.sectionSize(i)
            words = [w for r in range(t.rowCount()) if (item := t.item(r, i)) is not None
                     for w in item.text().split()]
            head = t.horizontalHeaderItem(i)
            if spare < 0 and head is not None:
                wrap_heading(head)
            least[i] = max([fm.horizontalAdvance(w) + 12 for w in words]
                           + [header.sectionSizeHint(i) if spare < 0 else 0])
            header.setSectionResizeMode(i, QHeaderView.ResizeMode.Interactive)
            t.setColumnWidth(i, max(least[i], width + spare // 2))
        over = sum(header.sectionSize(i) for i in range(self.COLUMNS)) - t.viewport().width()
        for i in (3, 1):   # (what one could not give, the other gives)
            give = max(0, min(over, t.columnWidth(i) - least[i]))
            t.setColumnWidth(i, t.columnWidth(i) - give)
            over -= give
        t.resizeRowsToContents()

    def _fill(self, row: int, d: DiceDecision) -> None:
        where = (faces_text(d.throw) if d.throw is not None else
                 fmt(translate("DiceReview", "turn total %1, dice in hand %2"), d.s, d.d))
        best = "" if d.best is None or d.best == d.made else move_text(d.best)
        cells = [where, move_text(d.made), _chance_text(d.chance_made), best,
                 _chance_text(d.chance_best) if best else "", d.mark]
        for c, text in enumerate(cells):
            item = QTableWidgetItem(text)
            if d.mark in MARK_COLOURS and c in (1, 5):
                item.setForeground(QBrush(colour(MARK_COLOURS[d.mark])))
            self.table.setItem(row, c, item)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            self.go(self.current - 1)
        elif key in (Qt.Key.Key_Right, Qt.Key.Key_Down):
            self.go(self.current + 1)
        elif key == Qt.Key.Key_Home:
            self.go(0)
        elif key == Qt.Key.Key_End:
            self.go(len(self.turns) - 1)
        elif key in (Qt.Key.Key_M, 0x042C):   # M / Ь (the same key on a Russian layout)
            self.next_mistake()
        else:
            super().keyPressEvent(event)


def review_dice_game(game: DiceGame, names: Sequence[str], *, humans: Sequence[int] = (),
                     coach_flags: Optional[Mapping[int, Mapping[int, str]]] = None,
                     parent: Optional[QWidget] = None) -> Optional[DiceReviewWindow]:
    """Open the review of a dice game's finished turns (None if no turn is over yet), on the
    first turn in which the coach flagged a decision (``coach_flags``)."""
    if not game.history:
        return None
    w = DiceReviewWindow(to_record(game), names, humans=humans, coach_flags=coach_flags,
                         parent=parent)
    w.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    w.show()
    w.raise_()
    return w
