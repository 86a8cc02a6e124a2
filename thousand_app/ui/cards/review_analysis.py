"""The deal review's analysis: run ``thousand_app.cards.ai.analyse`` off the GUI thread, keep its
results, and say them in the user's language.

The analysis itself is the AI's (:mod:`thousand_app.cards.ai.analyse`: ``analyse_deal`` on worker
processes, one per core); here a :class:`QThread` drives it so the window never waits,
reports progress and results by signals, and passes a cancel request on.  Results are kept
in an :class:`AnalysisStore` (a game's saved ``"analysis"`` list, or the session's memory for
an imported record) so a deal is never analysed twice.
"""

from __future__ import annotations

import logging
import os
import threading
from concurrent.futures import Future, wait as futures_wait
from typing import Any, Callable, Optional, Sequence

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QColor

from thousand_app.cards.engine import Card, parse_action

from thousand_app.ui.common.i18n import QT_TRANSLATE_NOOP, translate
from thousand_app.tasks import Lane, Mailbox
from thousand_app.ui.common.texts import fmt, signed
from thousand_app.ui.common.theme import colour
from .texts import analysed_move_text, card_text

log = logging.getLogger("thousand.ui")


def analysis_module() -> Any:
    """The AI module that analyses a deal, :mod:`thousand_app.cards.ai.analyse` (imported on first
    use: it is heavy; tests put a fast one here).  A plain import, so the package has it."""
    from thousand_app.cards.ai import analyse

    return analyse


# -- what a decision's mark looks like ------------------------------------------------------------

# mark -> (symbol, colour); the marks are the analysis's ``MARKS`` ("" for a good move).
MARK_LOOK: dict[str, tuple[str, str]] = {
    "inaccuracy": ("?!", "warning"),   # (the theme's colour tokens)
    "mistake": ("?", "mistake"),
    "blunder": ("??", "error"),
}

MARK_NAMES = {
    "inaccuracy": QT_TRANSLATE_NOOP("Review", "inaccuracy"),
    "mistake": QT_TRANSLATE_NOOP("Review", "mistake"),
    "blunder": QT_TRANSLATE_NOOP("Review", "blunder"),
}


# The move list's flag of a card that changed the open-card value (the details say which
# card would have kept it).
OPEN_FLAG = "⚑"


def open_changed(d: Any) -> bool:
    """Whether a card play changed the open-card value for the declarer."""
    before, after = getattr(d, "open_before", None), getattr(d, "open_after", None)
    return before is not None and after is not None and before != after


def mark_symbol(mark: str) -> str:
    return MARK_LOOK.get(mark, ("", ""))[0]


def mark_colour(mark: str) -> Optional[QColor]:
    look = MARK_LOOK.get(mark)
    return colour(look[1]) if look else None


def mark_name(mark: str) -> str:
    text = MARK_NAMES.get(mark)
    return translate("Review", text) if text else ""


def points(value: Any) -> str:
    """An expected value in points, rounded: "+12", "−3", "0"."""
    try:
        return signed(int(round(float(value))))
    except (TypeError, ValueError):
        return "—"


def value_text(d: Any) -> str:
    """Value taken against the best: "−12 (best +8)", or just "+8" for the best move."""
    taken, best = getattr(d, "value_taken", None), getattr(d, "value_best", None)
    if taken is None:
        return ""
    if best is None or getattr(d, "loss", 0) in (0, None) or round(float(best)) == round(
            float(taken)):
        return points(taken)
    return fmt(translate("Review", "%1 (best %2)"), points(taken), points(best))


def open_text(d: Any) -> str:
    """A card play's open-card value for the declarer, before → after ("" for other moves)."""
    before, after = getattr(d, "open_before", None), getattr(d, "open_after", None)
    if before is None or after is None:
        return ""
    return fmt(translate("Review", "%1 → %2"), int(before), int(after))


def best_text(d: Any, names: Sequence[str]) -> str:
    """The best move when it is not the one made ("" when it is), in words: one step, the
    cards of a whole passing, or keeping the contract."""
    best = getattr(d, "best", None)
    if not best or best == getattr(d, "action", None) or not getattr(d, "loss", 0):
        return ""
    return analysed_move_text(str(best), int(getattr(d, "seat", 0) or 0), list(names))


def open_keep_text(d: Any) -> str:
    """For a card that changed the open-card value: the card that keeps it."""
    keep = getattr(d, "open_keep", None)
    if keep is None:
        return ""
    card: Optional[Card] = None
    try:
        if isinstance(keep, str) and " " in keep:          # a whole step ("0 play KH")
            card = getattr(parse_action(keep), "card", None)
        else:                                              # a card ("KH")
            card = Card(keep) if isinstance(keep, int) else Card.parse(str(keep))
    except (ValueError, TypeError):
        card = None
    if card is None:
        return str(keep)
    return fmt(translate("Review", "%1 keeps the open-card value"), card_text(card))


def decision_tooltip(d: Any, names: Sequence[str]) -> str:
    """Everything about a decision, one fact a line."""
    lines = []
    mark = getattr(d, "mark", "")
    if mark:
        lines.append(fmt(translate("Review", "%1 (loses %2 points)"), mark_name(mark),
                         points(abs(float(getattr(d, "loss", 0) or 0))).lstrip("+")))
    lines.append(fmt(translate("Review", "Expected: %1 taken, %2 best"),
                     points(getattr(d, "value_taken", None)),
                     points(getattr(d, "value_best", None))))
    best = best_text(d, names)
    if best:
        lines.append(fmt(translate("Review", "Best: %1"), best))
    opened = open_text(d)
    if opened:
        lines.append(fmt(translate("Review", "With open cards, for the declarer: %1"), opened))
        keep = open_keep_text(d)
        if keep and open_changed(d):
            lines.append(OPEN_FLAG + " " + keep)
    return "\n".join(lines)


# -- the verdict ------------------------------------------------------------------------------------

def verdict_text(v: Any, names: Sequence[str]) -> str:
    """The deal's one-line verdict, built from the ``Verdict``'s fields in the user's language
    (its English ``text()`` only for a kind this version does not know)."""
    if v is None:
        return ""
    kind = getattr(v, "kind", "")

    def name(seat: Any) -> str:
        return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"

    def card(text: Any) -> str:
        if text is None:
            return "?"
        try:
            return card_text(Card.parse(text) if isinstance(text, str) else Card(text))
        except (ValueError, TypeError):
            return str(text)

    c = getattr(v, "contract", None)
    who = name(getattr(v, "declarer", None))
    trick = getattr(v, "trick", None)      # counted from 1
    by = name(getattr(v, "seat", None))
    played, keep = card(getattr(v, "card", None)), card(getattr(v, "keep", None))
    opened = getattr(v, "open_value", None)
    if kind == "redeal":
        return translate("Review", "The deal was dealt again.")
    if kind == "no_contract":
        return translate("Review", "Nobody became declarer.")
    if kind == "unfinished":
        return fmt(translate("Review", "The deal is not finished (%1 plays %2)."), who, c)
    if kind == "conceded":
        return fmt(translate("Review", "%1 conceded the contract of %2."), who, c)
    if kind == "made":
        return fmt(translate("Review", "%1 made the contract of %2 (%3 points); it was makeable "
                                       "with open cards (%4)."),
                   who, c, getattr(v, "points", None), opened)
    makeable = bool(getattr(v, "makeable_open", True))
    if kind == "made_despite" and not makeable:
        return fmt(translate("Review", "%1 made the contract of %2 although it was not makeable "
                                       "with open cards (%3); it was given away at trick %4 "
                                       "when %5 played %6 (%7 kept it out of reach)."),
                   who, c, opened, trick, by, played, keep)
    if kind == "made_despite":
        return fmt(translate("Review", "%1 made the contract of %2 after letting it slip with open "
                                       "cards; it was given back at trick %3 when %4 played %5 "
                                       "(%6 kept it out of reach)."),
                   who, c, trick, by, played, keep)
    if kind == "lost_at_trick" and makeable:
        return fmt(translate("Review", "The contract of %1 was makeable with open cards; it was "
                                       "lost at trick %2 when %3 played %4 (%5 kept it)."),
                   c, trick, by, played, keep)
    if kind == "lost_at_trick":
        return fmt(translate("Review", "The contract of %1 became makeable with open cards during "
                                       "the play; it was lost at trick %2 when %3 played %4 "
                                       "(%5 kept it)."),
                   c, trick, by, played, keep)
    if kind == "not_makeable":
        return fmt(translate("Review", "The contract of %1 was not makeable with open cards (%2 "
                                       "could make %3 at best)."), c, who, opened)
    text = getattr(v, "text", None)
    return str(text()) if callable(text) else ""


# -- results kept -------------------------------------------------------------------------------------

class AnalysisStore:
    """The analyses of one game's deals: ``DealAnalysis.to_json()`` documents (one per deal),
    shared with whoever keeps them (the save); ``changed`` is called after each new one."""

    def __init__(self, docs: Optional[list[dict[str, Any]]] = None,
                 changed: Optional[Callable[[], None]] = None) -> None:
        self.docs: list[dict[str, Any]] = docs if docs is not None else []
        self.changed = changed

    def get(self, deal: int, seats: Sequence[int]) -> Any:
        """The kept analysis of ``deal`` for ``seats`` (a ``DealAnalysis``), or None.  A kept
        document that does not read back is dropped with a log line."""
        for doc in list(self.docs):
            if doc.get("deal") != deal:
                continue
            try:
                analysis = analysis_module().DealAnalysis.from_json(doc)
            except Exception as exc:   # a damaged entry never costs more than itself
                log.warning("a kept analysis of deal %d does not read back (%s); dropped",
                            deal, exc)
                self.docs.remove(doc)
                continue
            if sorted(getattr(analysis, "seats", ()) or ()) == sorted(seats):
                return analysis
        return None

    def put(self, analysis: Any) -> None:
        deal = getattr(analysis, "deal")
        self.docs[:] = [d for d in self.docs if d.get("deal") != deal]
        self.docs.append(analysis.to_json())
        if self.changed is not None:
            self.changed()


# -- running it ----------------------------------------------------------------------------------------

class AnalysisRun(QObject):
    """``analyse_deal`` for one deal and some seats on worker processes, driven from a job of
    the task runner.

    Signals come on the GUI thread: ``progressed(done, total)``, then one of ``analysed``
    (the ``DealAnalysis``), ``failed`` (a message) or ``cancelled``, then ``finished``.  The
    thread touches no Qt object: it posts to a :class:`~thousand_app.mailbox.Mailbox`
    that the GUI thread empties.
    """

    progressed = Signal(int, int)
    analysed = Signal(object)
    failed = Signal(str)
    cancelled = Signal()
    finished = Signal()

    def __init__(self, record: dict[str, Any], deal: int, seats: Sequence[int],
                 workers: Optional[int] = None, budget: Optional[float] = None,
                 parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.record, self.deal, self.seats = record, deal, list(seats)
        #: The search budget per decision (None: the analysis's default).
        self.budget = budget
        self.workers = workers if workers is not None else (os.cpu_count() or 1)
        self._stop = threading.Event()
        self._mail = Mailbox(self)
        self._done: Optional[Future[None]] = None

    def start(self) -> None:
        """Start the analysis on a lane of the task runner (once)."""
        if self._done is not None:
            return
        self._mail.expect()
        self._done = Lane("thousand-analysis").submit(self._main)

    def cancel(self) -> None:
        self._stop.set()

    def wait(self, timeout: Optional[float] = None) -> bool:
        """Wait until the thread has ended (what it posted last is not delivered by this);
        whether it has."""
        if self._done is not None:
            futures_wait([self._done], timeout)
            return self._done.done()
        return True

    def isRunning(self) -> bool:  # noqa: N802 (the QThread name the window used)
        return self._done is not None and not self._done.done()

    @property
    def cancelling(self) -> bool:
        return self._stop.is_set()

    def _progress(self, *args: Any) -> None:
        done, total = (int(args[0]), int(args[1])) if len(args) >= 2 else (int(args[0]), 0)
        self._mail.post(self.progressed.emit, done, total)

    def _main(self) -> None:
        try:
            self.run()
        finally:
            self._mail.post(self.finished.emit, last=True)

    def run(self) -> None:
        """The work, on the analysis thread; every outcome is posted to the GUI thread."""
        post = self._mail.post
        try:   # whatever goes wrong reaches the window as a message, never escapes the thread
            mod = analysis_module()
        except Exception as exc:
            log.exception("the analysis cannot start")
            post(self.failed.emit, str(exc) or type(exc).__name__)
            return
        more = {"budget": self.budget} if self.budget is not None else {}
        try:
            # "spawn": worker processes start clean, never forked from a process running Qt
            # and its threads (a fork copies locks that other threads may hold)
            result = mod.analyse_deal(self.record, self.deal, self.seats, workers=self.workers,
                                      progress=self._progress, cancel=self._stop.is_set,
                                      mp_context="spawn", **more)
        except mod.AnalysisCancelled:
            post(self.cancelled.emit)
            return
        except Exception as exc:   # shown to the user; the window goes on
            log.exception("the analysis of deal %d failed", self.deal)
            post(self.failed.emit, str(exc) or type(exc).__name__)
            return
        if self._stop.is_set():
            post(self.cancelled.emit)
        else:
            post(self.analysed.emit, result)
