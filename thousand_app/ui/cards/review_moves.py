"""The deal review's move list (a row a move, with an analysis's marks and values, the legend
and the current move's details) and its table with every hand open."""

from __future__ import annotations

from typing import Any, Sequence

from PySide6.QtCore import QEvent, QObject, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QBrush, QFont, QFontMetrics
from PySide6.QtWidgets import (QAbstractItemView, QHeaderView, QStyle, QStyledItemDelegate,
                               QStyleOptionViewItem, QTreeWidget, QTreeWidgetItem,
                               QVBoxLayout, QWidget)

from thousand_app.cards.engine import cards_of
from thousand_app.ui.common.i18n import translate
from thousand_app.ui.common.plain_text import PlainLabel, plain_tip
from thousand_app.ui.common.texts import fmt

from .review_analysis import (OPEN_FLAG, decision_tooltip, mark_colour, mark_symbol,
                              open_changed, value_text)
from .review_model import ReviewDeal, Step
from .table import TableScene
from .texts import card_text, move_text, move_words

__all__ = ["COL_MARK", "COL_MOVE", "COL_VALUE", "MoveList", "legend_text", "mark_legend",
           "open_cards", "value_legend"]

# Move list columns (the best move and the open-card values are in the details under it).
COL_MOVE, COL_MARK, COL_VALUE = range(3)


class _WrapDelegate(QStyledItemDelegate):
    """A move's row as tall as its text wrapped in its column's width."""

    def sizeHint(self, option: QStyleOptionViewItem, index: Any) -> QSize:  # noqa: N802 (Qt's name)
        tree = self.parent()
        opt = QStyleOptionViewItem(option)
        if isinstance(tree, QTreeWidget):
            # (the style measures the wrapped text in the whole width, paints it inside margins)
            margin = tree.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, tree)
            # (a valid rectangle: the style wraps only in one)
            opt.rect = QRect(0, 0, tree.columnWidth(index.column()) - 2 * (margin + 1),
                             max(1, opt.rect.height()))
            opt.features |= QStyleOptionViewItem.ViewItemFeature.WrapText
        return super().sizeHint(opt, index)


class MoveList(QWidget):
    """The moves of a deal, one row each (clickable), the legend of an analysis's marks and
    the current move's analysis in words."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        tree = self.tree = QTreeWidget()
        tree.setObjectName("reviewMoves")
        tree.setRootIsDecorated(False)
        # a long move (the deal's first line: dealer and forehand's bid) wraps, never elided
        tree.setUniformRowHeights(False)
        tree.setWordWrap(True)
        tree.setTextElideMode(Qt.TextElideMode.ElideNone)
        tree.setAlternatingRowColors(True)
        tree.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        tree.setHeaderLabels([translate("Review", "Move"), "", translate("Review", "Value")])
        head = tree.headerItem()
        head.setToolTip(COL_MARK, mark_legend())
        head.setToolTip(COL_VALUE, value_legend())
        header = tree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(COL_MOVE, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(COL_MARK, QHeaderView.ResizeMode.ResizeToContents)
        # the value as wide as its words up to two fifths of the list (then it wraps), so the
        # moves keep their room (issue 34: "Бори" at 900×600 with large text)
        header.setSectionResizeMode(COL_VALUE, QHeaderView.ResizeMode.Interactive)
        tree.setMinimumWidth(250)
        tree.setItemDelegateForColumn(COL_MOVE, _WrapDelegate(tree))
        tree.setItemDelegateForColumn(COL_VALUE, _WrapDelegate(tree))
        tree.viewport().installEventFilter(self)
        # (the rows measured again for the new width, once the sections have settled: a
        # wrapped move gets its lines)
        self._relayout = QTimer(self)
        self._relayout.setSingleShot(True)
        self._relayout.setInterval(0)
        self._relayout.timeout.connect(tree.doItemsLayout)
        header.sectionResized.connect(lambda *_: self._relayout.start())
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(tree, 1)
        #: What the analysis's numbers and marks mean (shown with an analysis).
        self.legend = PlainLabel(legend_text())
        self.legend.setToolTip(value_legend() + "\n" + mark_legend())
        self.legend.setObjectName("reviewLegend")
        self.legend.setWordWrap(True)
        self.legend.setProperty("tone", "muted")
        self.legend.hide()
        lay.addWidget(self.legend)
        #: The current move's analysis in words: the best move, the values, the open cards.
        self.detail = PlainLabel()
        self.detail.setObjectName("reviewDetail")
        self.detail.setWordWrap(True)
        lay.addWidget(self.detail)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if obj is self.tree.viewport() and event.type() == QEvent.Type.Resize:
            self.fit_value()
        return False

    def fit_value(self) -> None:
        """The Value column as wide as its longest text, at most two fifths of the list and
        never narrower than its heading or a word of it."""
        tree = self.tree
        fm = QFontMetrics(tree.font())
        texts = [item.text(COL_VALUE) for r in range(tree.topLevelItemCount())
                 if (item := tree.topLevelItem(r)) is not None]
        pad = 2 * tree.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None,
                                           tree) + 12
        whole = max((fm.horizontalAdvance(t) for t in texts), default=0) + pad
        word = max((fm.horizontalAdvance(w) for t in texts for w in t.split()), default=0) + pad
        least = max(word, tree.header().sectionSizeHint(COL_VALUE))
        tree.setColumnWidth(COL_VALUE, max(least, min(whole, tree.viewport().width() * 2 // 5)))

    def fill(self, deal: ReviewDeal, analysis: Any, names: Sequence[str]) -> None:
        """A row for each move of ``deal``; with an ``analysis``, each analysed decision's
        mark, value and details."""
        names = tuple(names)
        self.tree.clear()
        decisions = {getattr(d, "move", None): d
                     for d in (getattr(analysis, "decisions", ()) or ())}
        first = deal.steps[0].views[0]
        text = fmt(translate("Review", "Dealt by %1"), names[first.dealer])
        if first.high_bid > 0:           # forehand's bid that nobody makes (rules: 100)
            text += " · " + fmt(translate("Review", "%1 bids %2 as forehand"),
                                names[first.high_bidder], first.high_bid)
        row = QTreeWidgetItem([text])
        self.tree.addTopLevelItem(row)
        for i, step in enumerate(deal.steps[1:], start=1):
            action = step.action
            assert action is not None
            text = move_text(action.seat, move_words(action, list(names)), names)
            before, after = deal.steps[i - 1].views[0], step.views[0]
            if len(after.tricks_history) > len(before.tricks_history):
                text += " · " + fmt(translate("Review", "trick to %1"),
                                    names[after.tricks_history[-1][1]])
            for talon in taken_talons(deal.steps[i - 1], step):
                text += " · " + fmt(translate("Review", "talon: %1"),
                                    " ".join(card_text(int(c)) for c in cards_of(talon)))
            row = QTreeWidgetItem([text, "", ""])
            d = decisions.get(step.move)
            if d is not None:
                mark = getattr(d, "mark", "")
                flag = OPEN_FLAG if open_changed(d) else ""
                row.setText(COL_MARK, (mark_symbol(mark) + " " + flag).strip())
                row.setText(COL_VALUE, value_text(d))
                colour = mark_colour(mark)
                if colour is not None:
                    for col in range(3):
                        row.setForeground(col, QBrush(colour))
                    bold = QFont(self.tree.font())
                    bold.setBold(True)
                    row.setFont(COL_MARK, bold)
                tip = decision_tooltip(d, names)
                for col in range(3):
                    row.setToolTip(col, plain_tip(tip))
            self.tree.addTopLevelItem(row)
        for col in (COL_MARK, COL_VALUE):
            self.tree.setColumnHidden(col, analysis is None)
        self.legend.setVisible(analysis is not None)
        self.tree.resizeColumnToContents(COL_MARK)
        self.fit_value()


def taken_talons(before: Step, after: Step) -> list[int]:
    """The talons (card masks) that left the table with the move from ``before`` to
    ``after``: taken by the declarer, or set aside unseen (the review shows them all)."""
    if before.cards is None or after.cards is None:
        return []
    left = list(after.cards.talons)
    out = []
    for talon in before.cards.talons:
        if talon in left:
            left.remove(talon)
        elif talon:
            out.append(talon)
    return out


def open_cards(scene: TableScene, step: Step, anchor: int) -> None:
    """Turn every hand up on ``scene`` (and the talons and the dead hand while they lie
    there), ``anchor`` at the bottom."""
    cards = scene.cards
    for s, view in enumerate(step.views):
        if s == anchor:
            continue
        _replace(scene, cards.hands[s], [int(c) for c in view.hand])
        cards.sort_hand(s)
    declarer = step.views[anchor].declarer
    if declarer is not None:     # the cards the declarer laid aside (two talons)
        aside = [int(c) for c in step.views[declarer].discards if c is not None]
        if len(aside) == len(cards.aside):
            _replace(scene, cards.aside, aside)
    where = step.cards
    if where is not None:
        talons = [[int(c) for c in cards_of(t)] for t in where.talons]
        if len(talons) == len(cards.talons) and all(
                len(a) == len(b) for a, b in zip(talons, cards.talons)):
            for items, faces in zip(cards.talons, talons):
                _replace(scene, items, faces)
        dead = [int(c) for c in cards_of(where.dead)]
        if len(dead) == len(cards.dead):
            _replace(scene, cards.dead, dead)
    scene.relayout(animate=False)


def _replace(scene: TableScene, items: list[Any], faces: list[int]) -> None:
    """Put face-up items of ``faces`` in place of ``items`` (in the same list)."""
    for it in items:
        scene.removeItem(it)
        it.deleteLater()
    items[:] = [scene.new_card(c, True) for c in faces]


def value_legend() -> str:
    return translate("Review", "Value: the player's expected result of the deal against the "
                               "others, in points: his change of total minus the others' "
                               "average change (a declarer who makes 120 while the defenders "
                               "take 20 and 25: 120 − 22.5 = +97.5; winning the game counts "
                               "600). In brackets the best move's, when it was better.")


def mark_legend() -> str:
    return fmt(translate("Review", "?! inaccuracy, ? mistake, ?? blunder; %1 the card changed "
                                   "what the declarer makes with all cards open."), OPEN_FLAG)


def legend_text() -> str:
    """What the numbers and marks of an analysed move list mean, in short (the column heads'
    tooltips say it at length)."""
    return (translate("Review", "Value: the deal's expected result for the player, his "
                                "points minus the others' average (in brackets: the best "
                                "move's).") + "\n"
            + fmt(translate("Review", "?!\u00a0inaccuracy · ?\u00a0mistake · ??\u00a0blunder · "
                                      "%1\u00a0open-card result changed"), OPEN_FLAG))
