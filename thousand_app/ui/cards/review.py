"""The deal review window: step through a finished deal move by move, and have it analysed.

The deal is replayed by the engine (:mod:`.review_model`); each step is drawn by the game's
own table (:class:`TableScene` rebuilt from the engine's observation of the step), with
every hand open or as one seat saw it.  Beside the table, the move list (:mod:`.review_moves`): one row a move,
clickable; after an analysis (:mod:`.review_analysis`) each decision of the analysed seats
shows its mark (?! ? ??), the value taken against the best, the best move, and for card
plays the open-card value for the declarer before and after.

Keys: Left/Right (also Up/Down) a move back or on, Home/End the deal's start or end.
"""

from __future__ import annotations

import logging
from dataclasses import replace
from typing import Any, Callable, Mapping, Optional, Sequence

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QCloseEvent, QFont, QKeyEvent
from PySide6.QtWidgets import (QComboBox, QDialog, QHBoxLayout, QLabel, QProgressBar,
                               QPushButton, QSplitter, QTreeWidgetItem, QVBoxLayout, QWidget)

from thousand_app.cards.engine import Game, Phase, RecordError, to_record
from thousand_app.ui.common.cards import Deck
from thousand_app.ui.common.i18n import translate
from thousand_app.ui.common.plain_text import PlainLabel, plain_tip
from thousand_app.ui.common.table_view import TableView
from thousand_app.ui.common.texts import fmt
from thousand_app.ui.common.windows import fit_on_screen

from .game_screen import seat_marks
from .review_analysis import AnalysisRun, AnalysisStore, decision_tooltip, verdict_text
from .review_model import ReviewDeal
from .review_moves import MoveList, open_cards
from .table import TableScene

log = logging.getLogger("thousand.ui")

# The seat selector's entry for every hand open.
OPEN = -1


class ReviewWindow(QDialog):
    """Review the finished deals of one game (a record), one deal at a time."""

    def __init__(self, record: dict[str, Any], deals: Sequence[int], deck: Deck, *,
                 humans: Sequence[int] = (), deal: Optional[int] = None,
                 store: Optional[AnalysisStore] = None, title: str = "",
                 coach_flags: Optional[Mapping[int, Mapping[int, str]]] = None,
                 parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewWindow")
        #: The moves the coach warned about (issue 37): deal -> {move index: what it said};
        #: the review opens on the first, and marks each in the list.
        self.coach_flags = {d: dict(m) for d, m in (coach_flags or {}).items()}
        self.setWindowTitle(title or translate("Review", "Deal review"))
        self.record = record
        self.deals = list(deals)
        self.humans = list(humans)
        self.store = store if store is not None else AnalysisStore()
        self.deal: Optional[ReviewDeal] = None
        self.step = 0
        self.analysis: Any = None
        self.run: Optional[AnalysisRun] = None
        #: The analysis's search budget per decision (None: its default).
        self.budget: Optional[float] = None
        #: Its worker processes (None: one per core).
        self.workers: Optional[int] = None
        self.names: tuple[str, ...] = tuple(str(p) for p in record.get("players", ()))
        n = len(self.names)
        #: The seat at the bottom of the table.
        self.anchor = self.humans[0] if self.humans else 0

        lay = QVBoxLayout(self)
        top = QHBoxLayout()
        self.deal_box = QComboBox()
        self.deal_box.setObjectName("reviewDeal")
        for k in self.deals:
            self.deal_box.addItem(fmt(translate("Review", "Deal %1"), k + 1), k)
        self.deal_box.currentIndexChanged.connect(self._deal_chosen)
        top.addWidget(self.deal_box)
        self.seat_box = QComboBox()
        self.seat_box.setObjectName("reviewSeat")
        self.seat_box.addItem(translate("Review", "All cards open"), OPEN)
        for s in range(n):
            self.seat_box.addItem(fmt(translate("Review", "As %1 saw it"), self.names[s]), s)
        self.seat_box.currentIndexChanged.connect(lambda _i: self.show_step(self.step))
        top.addWidget(self.seat_box)
        top.addStretch(1)
        self.analyse_box = QComboBox()
        self.analyse_box.setObjectName("reviewAnalyseSeat")
        if self.humans:
            self.analyse_box.addItem(translate("Review", "Human seats"), list(self.humans))
        for s in range(n):
            self.analyse_box.addItem(self.names[s], [s])
        top.addWidget(self.analyse_box)
        self.analyse_button = QPushButton(translate("Review", "Analyse"))
        self.analyse_button.setObjectName("reviewAnalyse")
        self.analyse_button.clicked.connect(self.analyse)
        top.addWidget(self.analyse_button)
        self.progress = QProgressBar()
        self.progress.setObjectName("reviewProgress")
        self.progress.setMaximumWidth(160)
        self.progress.hide()
        top.addWidget(self.progress)
        self.cancel_button = QPushButton(translate("Review", "Cancel"))
        self.cancel_button.setObjectName("reviewCancel")
        self.cancel_button.clicked.connect(self.cancel)
        self.cancel_button.hide()
        top.addWidget(self.cancel_button)
        for w in (self.deal_box, self.seat_box, self.analyse_box, self.analyse_button,
                  self.cancel_button):
            w.setFocusPolicy(Qt.FocusPolicy.NoFocus)   # the arrow keys stay with the window
        lay.addLayout(top)

        split = QSplitter(Qt.Orientation.Horizontal)
        self.scene = TableScene(deck, 0.0, self)
        self.view = TableView(self.scene)
        self.view.setMinimumSize(360, 260)
        split.addWidget(self.view)
        self.move_list = MoveList()
        self.move_list.tree.itemClicked.connect(self._row_clicked)
        side = self.move_list
        split.addWidget(side)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setSizes([620, 380])
        lay.addWidget(split, 1)

        self.verdict = PlainLabel()
        self.verdict.setObjectName("reviewVerdict")
        self.verdict.setWordWrap(True)
        f = QFont(self.verdict.font())
        f.setBold(True)
        self.verdict.setFont(f)
        lay.addWidget(self.verdict)
        bottom = QHBoxLayout()
        self.buttons: dict[str, QPushButton] = {}
        for key, text, tip, slot in (
            ("first", "|◀", translate("Review", "The deal as dealt (Home)"), self.first),
            ("back", "◀", translate("Review", "A move back (Left)"), self.back),
            ("next", "▶", translate("Review", "The next move (Right)"), self.forward),
            ("last", "▶|", translate("Review", "The end of the deal (End)"), self.last),
        ):
            b = QPushButton(text)
            b.setObjectName("review_" + key)
            b.setToolTip(tip)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.clicked.connect(slot)
            bottom.addWidget(b)
            self.buttons[key] = b
        self.where = PlainLabel()
        self.where.setObjectName("reviewWhere")
        bottom.addWidget(self.where, 1)
        self.status = QLabel()
        self.status.setObjectName("reviewStatus")
        bottom.addWidget(self.status)
        close = QPushButton(translate("Review", "Close"))
        close.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        close.clicked.connect(self.close)
        bottom.addWidget(close)
        lay.addLayout(bottom)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        # as large as it likes on a large window, no larger than a small one (the main
        # window's size), never larger than the screen; the app puts it back where it was
        width, height = 1180, 760
        main = parent.window() if parent is not None else None
        if main is not None and main.isVisible():
            width = min(width, max(720, main.width()))
            height = min(height, max(480, main.height()))
        fit_on_screen(self, width, height)

        start = self.deals.index(deal) if deal in self.deals else len(self.deals) - 1
        if start >= 0:
            self.deal_box.setCurrentIndex(start)
            if self.deal is None:      # (index 0 was current already: no signal)
                self._deal_chosen(start)

    # -- choosing ---------------------------------------------------------------------------------------
    @property
    def view_seat(self) -> Optional[int]:
        """The seat whose view the table shows (None: every hand open)."""
        s = self.seat_box.currentData()
        return None if s is None or s == OPEN else int(s)

    def set_view_seat(self, seat: Optional[int]) -> None:
        self.seat_box.setCurrentIndex(0 if seat is None else seat + 1)

    def analysis_seats(self) -> list[int]:
        return list(self.analyse_box.currentData() or [])

    def _deal_chosen(self, index: int) -> None:
        if index < 0:
            return
        k = self.deals[index]
        self.cancel()
        try:
            self.deal = ReviewDeal.of(self.record, k)
        except (RecordError, ValueError, KeyError) as exc:
            log.warning("deal %d cannot be replayed for the review: %s", k, exc)
            self.deal = None
            self.move_list.tree.clear()
            self.verdict.setText(fmt(translate("Review", "This deal cannot be shown: %1"), exc))
            return
        self.analysis = self.store.get(k, self.analysis_seats())
        self._fill_moves()
        flagged = sorted(self.coach_flags.get(k, {}))
        self.show_step(flagged[0] + 1 if flagged else
                       len(self.deal.steps) - 1 if self.analysis is not None else 0)

    # -- the move list ------------------------------------------------------------------------------------
    def _fill_moves(self) -> None:
        assert self.deal is not None
        self.move_list.fill(self.deal, self.analysis, self.names)
        for move, said in self.coach_flags.get(self.deal.deal, {}).items():
            row = self.move_list.tree.topLevelItem(move + 1)     # (row 0: the deal as dealt)
            if row is not None:
                row.setText(0, fmt(translate("Review", "⚑ %1"), row.text(0)))
                row.setToolTip(0, plain_tip(fmt(translate("Review", "The coach warned about "
                                                                    "this move: %1"), said)))
        self.verdict.setText(verdict_text(getattr(self.analysis, "verdict", None), self.names)
                             if self.analysis is not None else "")

    def decision_at(self, k: int) -> Any:
        """The analysed decision that led to step ``k`` (None if there is none)."""
        if self.analysis is None or self.deal is None or not 0 < k < len(self.deal.steps):
            return None
        move = self.deal.steps[k].move
        return next((d for d in getattr(self.analysis, "decisions", ()) or ()
                     if getattr(d, "move", None) == move), None)

    def _row_clicked(self, item: QTreeWidgetItem, _col: int = 0) -> None:
        self.show_step(self.move_list.tree.indexOfTopLevelItem(item))

    # -- stepping ------------------------------------------------------------------------------------------
    @property
    def n_steps(self) -> int:
        return len(self.deal.steps) if self.deal is not None else 0

    def first(self) -> None:
        self.show_step(0)

    def last(self) -> None:
        self.show_step(self.n_steps - 1)

    def back(self) -> None:
        self.show_step(self.step - 1)

    def forward(self) -> None:
        self.show_step(self.step + 1)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        keys: dict[int, Callable[[], None]] = {
            Qt.Key.Key_Left: self.back, Qt.Key.Key_Up: self.back,
            Qt.Key.Key_Right: self.forward, Qt.Key.Key_Down: self.forward,
            Qt.Key.Key_Home: self.first, Qt.Key.Key_End: self.last,
        }
        fn = keys.get(Qt.Key(event.key()))
        if fn is not None:
            fn()
            event.accept()
            return
        super().keyPressEvent(event)

    def show_step(self, k: int) -> None:
        """Draw the table at step ``k`` (clamped to the deal)."""
        deal = self.deal
        if deal is None:
            return
        k = max(0, min(k, len(deal.steps) - 1))
        self.step = k
        step = deal.steps[k]
        seat = self.view_seat
        anchor = seat if seat is not None else self.anchor
        obs = step.views[anchor]
        if obs.phase in (Phase.BETWEEN_DEALS, Phase.OVER):
            # the deal is over: the engine's view is of that deal as it ended (its last_deal);
            # the table lays it out as a deal on the table, tricks in their piles
            obs = replace(obs, phase=Phase.PLAY)
        self.scene.rebuild(obs, anchor, anchor)
        if seat is None:
            open_cards(self.scene, step, anchor)
        self.scene.set_scores(obs.totals, tuple(seat_marks(obs, s) for s in range(obs.n_players)))
        self.scene.refresh_plates()
        row = self.move_list.tree.topLevelItem(k)
        if row is not None:
            self.move_list.tree.setCurrentItem(row)
            self.move_list.tree.scrollToItem(row)
        total = len(deal.steps) - 1
        self.where.setText(fmt(translate("Review", "Deal %1 · move %2 of %3"), deal.deal + 1,
                               k, total))
        d = self.decision_at(k)
        self.move_list.detail.setText(decision_tooltip(d, self.names) if d is not None else "")
        self.move_list.detail.setVisible(d is not None)
        self.buttons["first"].setEnabled(k > 0)
        self.buttons["back"].setEnabled(k > 0)
        self.buttons["next"].setEnabled(k < total)
        self.buttons["last"].setEnabled(k < total)

    # -- analysis ------------------------------------------------------------------------------------------
    def analyse(self) -> None:
        """Analyse the deal for the chosen seats (kept results are shown at once)."""
        deal = self.deal
        if deal is None or self.run is not None:
            return
        seats = self.analysis_seats()
        kept = self.store.get(deal.deal, seats)
        if kept is not None:
            self._show_analysis(kept)
            return
        run = AnalysisRun(self.record, deal.deal, seats, workers=self.workers, budget=self.budget,
                          parent=self)
        run.progressed.connect(self._progress)
        run.analysed.connect(self._analysed)
        run.failed.connect(self._failed)
        run.cancelled.connect(self._stopped)
        run.finished.connect(self._run_finished)
        self.run = run
        self.analyse_button.setEnabled(False)
        self.analyse_box.setEnabled(False)
        self.progress.setRange(0, 0)
        self.progress.show()
        self.cancel_button.show()
        self.status.setText(translate("Review", "Analysing…"))
        run.start()

    def cancel(self) -> None:
        if self.run is not None:
            self.run.cancel()
            self.status.setText(translate("Review", "Cancelling…"))

    @property
    def busy(self) -> bool:
        return self.run is not None

    def _progress(self, done: int, total: int) -> None:
        if total > 0:
            self.progress.setRange(0, total)
            self.progress.setValue(done)
            self.status.setText(fmt(translate("Review", "Analysing: %1 of %2 decisions…"),
                                    done, total))

    def _analysed(self, analysis: Any) -> None:
        self.store.put(analysis)
        if self.deal is not None and getattr(analysis, "deal", None) == self.deal.deal:
            self._show_analysis(analysis)
        self.status.setText(translate("Review", "Analysed."))

    def _show_analysis(self, analysis: Any) -> None:
        self.analysis = analysis
        step = self.step
        self._fill_moves()
        self.show_step(step)

    def _failed(self, message: str) -> None:
        self.status.setText(fmt(translate("Review", "The analysis failed: %1"), message))

    def _stopped(self) -> None:
        self.status.setText(translate("Review", "Analysis cancelled."))

    def _run_finished(self) -> None:
        run, self.run = self.run, None
        if run is not None:
            run.deleteLater()
        self.progress.hide()
        self.cancel_button.hide()
        self.analyse_button.setEnabled(True)
        self.analyse_box.setEnabled(True)

    def remade(self, deck: Deck) -> "ReviewWindow":
        """This review made again (a new language or deck) at the same deal, step and views;
        this window closes (an analysis under way stops; finished ones are in the store)."""
        w = ReviewWindow(self.record, self.deals, deck, humans=self.humans,
                         deal=self.deal_box.currentData(), store=self.store,
                         coach_flags=self.coach_flags, parent=self.parentWidget())
        w.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        w.set_view_seat(self.view_seat)
        w.analyse_box.setCurrentIndex(self.analyse_box.currentIndex())
        if w.deal is not None:
            w.show_step(max(0, min(self.step, w.n_steps - 1)))
        w.setGeometry(self.geometry())
        self.close()
        w.show()
        return w

    def stop_analysis(self) -> None:
        """Cancel the analysis under way and wait for its thread (the workers stop at their
        next check: at most the decisions they are on)."""
        run = self.run
        if run is not None:
            run.cancel()
            run.wait()

    def done(self, result: int) -> None:
        """The window goes (Esc, Close, closing it): an analysis under way is stopped."""
        self.stop_analysis()
        super().done(result)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt's name)
        self.stop_analysis()
        super().closeEvent(event)


def review_game(game: Game, deck: Deck, *, humans: Sequence[int] = (),
                deal: Optional[int] = None, store: Optional[AnalysisStore] = None,
                coach_flags: Optional[Mapping[int, Mapping[int, str]]] = None,
                parent: Optional[QWidget] = None) -> Optional[ReviewWindow]:
    """Open the review of ``game``'s finished deals (None if no deal is over yet), on the
    first move the coach flagged in the deal shown (``coach_flags``)."""
    deals = list(range(len(game.history)))
    if not deals:
        return None
    w = ReviewWindow(to_record(game), deals, deck, humans=humans, deal=deal, store=store,
                     coach_flags=coach_flags, parent=parent)
    w.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    w.show()
    w.raise_()
    QTimer.singleShot(0, w.setFocus)
    return w


__all__ = ["ReviewWindow", "review_game", "OPEN"]
