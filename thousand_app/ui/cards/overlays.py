"""The card table's panels over the table: the hot-seat curtain, the deal summary and the last
trick."""

from __future__ import annotations

from typing import Optional, Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QHideEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import (QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout,
                               QWidget)

from thousand_app.cards.engine import Rules
from thousand_app.cards.engine.summary import DealSummary
from thousand_app.ui.common import accessibility
from thousand_app.ui.common.cards import Deck
from thousand_app.ui.common.i18n import translate
from thousand_app.ui.common.overlays import OverlayPanel, clear_layout
from thousand_app.ui.common.plain_text import PlainLabel
from thousand_app.ui.common.texts import fmt, signed, total_text
from thousand_app.ui.common.theme import colour
from .texts import marriage_value_text
from thousand_app.ui.common.wording import about

from .scoresheet import note_lines

__all__ = ["Curtain", "DealSummaryPanel", "LastTrickPanel", "headline"]


def _frame(parent: QWidget) -> QFrame:
    f = QFrame(parent)
    f.setObjectName("overlay")   # (its look: the theme's style sheet)
    return f


class Curtain(QWidget):
    """Covers the table between hot-seat turns: "Anna's turn — take the seat"."""

    ready = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("curtain")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        lay = QVBoxLayout(self)
        lay.addStretch(1)
        self.box = _frame(self)
        box_lay = QVBoxLayout(self.box)
        box_lay.setContentsMargins(30, 24, 30, 24)
        self.title = PlainLabel()
        self.title.setObjectName("title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text = PlainLabel()
        self.text.setWordWrap(True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.button = QPushButton()
        self.button.setObjectName("curtainButton")
        self.button.setProperty("role", "primary")
        self.button.clicked.connect(self.ready.emit)
        box_lay.addWidget(self.title)
        box_lay.addWidget(self.text)
        box_lay.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.box)
        row.addStretch(1)
        lay.addLayout(row)
        lay.addStretch(1)

    def ask(self, name: str) -> None:
        self.title.setText(fmt(translate("Game", "%1, your turn"), name))
        self.text.setText(fmt(translate("Game", "Everybody else, please look away. %1, take the "
                                                "seat and show your cards when you are ready."),
                              name))
        self.button.setText(translate("Game", "Show my cards (Enter)"))

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.fillRect(self.rect(), colour("curtain"))


class DealSummaryPanel(OverlayPanel):
    """The end-of-deal summary: who made what, marriages, tricks, points and deltas."""

    next = Signal()
    sheet = Signal()
    #: The player asked to review the deal (the deal review window).
    review = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        lay = self.lay
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(18)
        self.grid.setVerticalSpacing(4)
        lay.addLayout(self.grid)
        self.notes = PlainLabel()
        self.notes.setWordWrap(True)
        self.notes.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(self.notes)
        self.buttons = QGridLayout()
        self.sheet_button = QPushButton(translate("Game", "Score sheet"))
        self.sheet_button.clicked.connect(self.sheet.emit)
        self.review_button = QPushButton(translate("Game", "Review"))
        self.review_button.setObjectName("reviewDealButton")
        self.review_button.setToolTip(translate("Game", "Step through this deal move by move "
                                                        "and have it analysed"))
        self.review_button.clicked.connect(self.review.emit)
        self.next_button = QPushButton(translate("Game", "Next deal (Enter)"))
        self.next_button.setProperty("role", "primary")
        self.next_button.setObjectName("nextDealButton")
        self.next_button.setDefault(True)
        self.next_button.clicked.connect(self.next.emit)
        for b in (self.review_button, self.sheet_button, self.next_button):
            if not b.property("role"):
                b.setProperty("role", "secondary")
        lay.addLayout(self.buttons)
        self._two_rows(False)
        self.setMinimumWidth(520)
        # (the grid's labels by column: a narrow summary leaves some columns out)
        self.columns: dict[int, list[QLabel]] = {}

    # The columns a narrow summary leaves out, the first first (the plates show the tricks;
    # the review, every marriage).
    NARROW_DROPS = (1, 2)

    def _two_rows(self, two: bool) -> None:
        """The buttons on one row, or "Next deal" under the other two."""
        for b in (self.review_button, self.sheet_button, self.next_button):
            self.buttons.removeWidget(b)
        self.buttons.addWidget(self.review_button, 0, 0)
        self.buttons.addWidget(self.sheet_button, 0, 1)
        if two:
            self.buttons.addWidget(self.next_button, 1, 0, 1, 2)
        else:
            self.buttons.addWidget(self.next_button, 0, 2)

    def fit_width(self, room: int) -> None:
        """At most ``room`` wide (the width between the side seats' plates) where it can be:
        the headline wraps, then the buttons take two rows, then the tricks and the marriages
        columns are left out."""
        self.title.setWordWrap(True)
        self.setMinimumWidth(min(520, room))
        self.setMaximumWidth(max(room, 1))
        steps = [lambda: self._two_rows(True)] + [
            (lambda c=c: self._show_column(c, False)) for c in self.NARROW_DROPS]
        self._two_rows(False)
        for c in self.columns:
            self._show_column(c, True)
        for step in steps:
            if self._least_width() <= room:
                break
            step()
        self.setMaximumWidth(max(room, self._least_width()))

    def _least_width(self) -> int:
        for lay in (self.grid, self.buttons, self.lay):   # (what was hidden or moved counts)
            lay.invalidate()
        return self.minimumSizeHint().width()

    def _show_column(self, col: int, shown: bool) -> None:
        for lab in self.columns.get(col, []):
            lab.setVisible(shown)

    def show_summary(self, s: DealSummary, names: Sequence[str], rules: Rules,
                     number: int, you: Optional[int] = None) -> None:
        self.title.setText(headline(s, names, you))
        parts = [fmt(translate("Game", "Deal %1"), number)]
        if s.golden:
            parts.append(translate("Game", "golden deal"))
        if s.dark:
            parts.append(translate("Game", "dark game"))
        if s.declarer is not None:
            parts.append(translate("Game", "★ declarer"))
        self.sub.setText(" · ".join(parts))
        clear_layout(self.grid)
        self.columns = {}
        heads = [translate("Game", "Player"), translate("Game", "Tricks"),
                 translate("Game", "Marriages"), translate("Game", "Points"),
                 translate("Game", "Score"), translate("Game", "Total")]
        for col, h in enumerate(heads):
            lab = PlainLabel(h)
            lab.setObjectName("head")
            self.grid.addWidget(lab, 0, col)
            self.columns.setdefault(col, []).append(lab)
        for seat, name in enumerate(names):
            sitting_out = len(names) == 4 and seat == s.dealer
            cells = [
                name + (" ★" if seat == s.declarer else ""),
                translate("Game", "sits out") if sitting_out else (
                    str(s.tricks[seat]) if s.tricks else ""),
                ", ".join(marriage_value_text(m) for m in s.marriages[seat]) or "—",
                str(s.points[seat]),
                signed(s.deltas[seat]) if s.deltas is not None else "—",
                total_text(s.totals[seat]),
            ]
            for col, text in enumerate(cells):
                lab = PlainLabel(text)
                if col >= 3:
                    lab.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if col == 4 and s.deltas is not None:
                    d = s.deltas[seat]
                    lab.setProperty("tone", "success" if d > 0 else "error" if d < 0 else "strong")
                if col == 5:
                    lab.setProperty("tone", "strong")
                self.grid.addWidget(lab, seat + 1, col)
                self.columns.setdefault(col, []).append(lab)
        self.notes.setText("\n".join(note_lines(s, names, rules)))
        self.notes.setVisible(bool(self.notes.text()))
        self.adjustSize()
        accessibility.announce(self, accessibility.joined(self.title.text(), self.sub.text(), *(
            fmt(translate("Access", "%1: %2, total %3"), name,
                signed(s.deltas[seat]) if s.deltas is not None else "—", total_text(s.totals[seat]))
            for seat, name in enumerate(names))))


def headline(s: DealSummary, names: Sequence[str], you: Optional[int] = None) -> str:
    """One line for a deal's outcome: "You made 120", "Boris: contract 140 failed"..."""
    if s.redeal:
        return translate("Game", "Redeal")
    if s.declarer is None or s.contract is None:
        return translate("Game", "Deal over")
    key = "conceded" if s.conceded else "made" if s.made else "failed"
    return about(key, s.declarer, names, you, s.contract)


class LastTrickPanel(OverlayPanel):
    """The previous trick, card by card, and who won it."""

    closed = Signal()

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        self.closed.emit()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent, (20, 14))
        self.deck: Optional[Deck] = None
        self.sub.hide()
        lay = self.lay
        self.row = QHBoxLayout()
        lay.addLayout(self.row)
        close = QPushButton(translate("Game", "Close (L)"))
        close.clicked.connect(self.hide)
        lay.addWidget(close, 0, Qt.AlignmentFlag.AlignCenter)

    def show_trick(self, trick: Sequence[tuple[int, int]], winner: Optional[int],
                   names: Sequence[str], you: Optional[int] = None) -> None:
        clear_layout(self.row)
        self.title.setText(about("last_trick", winner, names, you)
                           if winner is not None else translate("Game", "Last trick"))
        for seat, card in trick:
            col = QVBoxLayout()
            pic = PlainLabel()
            if self.deck is not None:
                pic.setPixmap(self.deck.pixmap(card, 90, self.devicePixelRatioF()))
            name = PlainLabel(names[seat])
            name.setAlignment(Qt.AlignmentFlag.AlignCenter)
            if seat == winner:
                name.setProperty("tone", "strong")
            box = QWidget()
            box.setLayout(col)
            col.addWidget(pic, 0, Qt.AlignmentFlag.AlignCenter)
            col.addWidget(name)
            self.row.addWidget(box)
        self.adjustSize()
