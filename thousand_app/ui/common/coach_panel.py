"""The coach's panel by the table (issue 37): why the move about to be made is costly, by how
much, and two answers: "Play it anyway" and "Show me the better move".

A game screen makes one :class:`CoachAtTable` with the game's wording of an
:class:`~thousand_app.games.coach.Advice` (``ui/cards/coach_texts.py``,
``ui/dice/coach_texts.py``); it shows the panel when the controller holds a costly move
(its ``coachWarned`` signal) and passes the answer back to the controller
(``coach_play_anyway``, ``coach_show_better``).  Every text is plain.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Optional, Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from thousand_app.games.coach import Advice

from .i18n import QT_TRANSLATE_NOOP, translate
from .overlays import OverlayPanel
from .plain_text import PlainLabel
from .texts import plural

__all__ = ["AdviceWords", "CoachPanel", "CoachAtTable", "flagged_text", "mark_hinted"]

# The accessible description of a button marked by a hint (or the coach).
_MARKED = QT_TRANSLATE_NOOP("Coach", "The better move")


@dataclass(frozen=True)
class AdviceWords:
    """An advice in words: why (one sentence a reason), what it costs, the better move."""

    why: Sequence[str]
    cost: str
    better: str


class CoachPanel(OverlayPanel):
    """The coach's warning over the table."""

    playAnyway = Signal()
    showBetter = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent, (24, 16))
        self.setObjectName("overlay")
        self.setAccessibleName("coachPanel")
        self.title.setWordWrap(True)     # (a long title in some language wraps, never clipped)
        self.why = PlainLabel()
        self.why.setObjectName("coachWhy")
        self.why.setWordWrap(True)
        self.cost = PlainLabel()
        self.cost.setObjectName("coachCost")
        self.cost.setWordWrap(True)
        self.cost.setProperty("tone", "error")
        self.better = PlainLabel()
        self.better.setObjectName("coachBetter")
        self.better.setWordWrap(True)
        for w in (self.why, self.cost, self.better):
            self.lay.addWidget(w)
        row = QHBoxLayout()
        self.anyway_button = QPushButton()
        self.anyway_button.setObjectName("coachAnyway")
        self.anyway_button.setProperty("role", "secondary")
        self.anyway_button.clicked.connect(self.playAnyway.emit)
        self.better_button = QPushButton()
        self.better_button.setObjectName("coachShowMe")
        self.better_button.setProperty("role", "primary")
        self.better_button.clicked.connect(self.showBetter.emit)
        row.addWidget(self.anyway_button)
        row.addWidget(self.better_button)
        self.lay.addLayout(row)
        self.setMaximumWidth(560)
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(translate("Coach", "The coach: think again?"))
        self.anyway_button.setText(translate("Coach", "Play it anyway"))
        self.better_button.setText(translate("Coach", "Show me the better move"))

    def show_words(self, words: AdviceWords) -> None:
        self.why.setText("\n".join(words.why))
        self.why.setVisible(bool(words.why))
        self.cost.setText(words.cost)
        self.better.setText(words.better)
        self.better.setVisible(bool(words.better))
        self.sub.hide()


class CoachAtTable:
    """The coach panel of a game screen: shown over ``viewport`` when ``controller`` holds a
    costly move, worded by ``words(advice)``; ``placed(panel)`` puts it in its place."""

    def __init__(self, controller: Any, viewport: QWidget,
                 words: Callable[[Advice], AdviceWords],
                 hide_prompt: Callable[[], None] = lambda: None, *,
                 low: bool = False) -> None:
        self.controller = controller
        #: At the foot of the table (the dice game's: the throw stays in sight), else a third
        #: of the way down.
        self.low = low
        self.words = words
        self.hide_prompt = hide_prompt
        self.panel = CoachPanel(viewport)
        self.panel.hide()
        self.panel.playAnyway.connect(self.play_anyway)
        self.panel.showBetter.connect(self.show_better)
        #: The advice shown (None: the panel is hidden).
        self.shown: Optional[Advice] = None
        signal = getattr(controller, "coachWarned", None)
        if signal is not None:
            signal.connect(self._warned)

    def _warned(self, seat: int, advice: Advice) -> None:
        self.shown = advice
        self.hide_prompt()
        self.panel.show_words(self.words(advice))
        self.panel.show()
        self.panel.raise_()
        self.place()
        self.panel.better_button.setFocus()

    def place(self) -> None:
        """Over the table, across its middle (or at its foot: :attr:`low`)."""
        p = self.panel
        vp = p.parentWidget()
        if vp is None:
            return
        p.setMaximumWidth(max(320, min(560, vp.width() - 40)))
        p.adjustSize()
        lay = p.layout()
        if lay is not None and lay.hasHeightForWidth():
            p.resize(p.width(), max(p.minimumSizeHint().height(),
                                    lay.totalHeightForWidth(p.width())))
        y = vp.height() - p.height() - 10 if self.low else (vp.height() - p.height()) // 3
        p.move(max(10, (vp.width() - p.width()) // 2), max(10, y))

    def hide(self) -> None:
        self.shown = None
        self.panel.hide()

    def play_anyway(self) -> None:
        self.hide()
        self.controller.coach_play_anyway()

    def show_better(self) -> None:
        self.hide()
        self.controller.coach_show_better()

    def key(self, key: int) -> bool:
        """Esc answers "Show me the better move", Enter the focused button (while shown)."""
        if self.shown is None:
            return False
        if key == Qt.Key.Key_Escape:
            self.show_better()
            return True
        return False


def mark_hinted(button: QWidget, on: bool) -> None:
    """Mark ``button`` as the move a hint (or "Show me the better move") points at, or take
    the mark off: the dynamic property ``hinted`` the theme draws (a ring of the hint's
    colour), and its accessible description says so."""
    if bool(button.property("hinted")) == on:
        return
    button.setProperty("hinted", on)
    button.setAccessibleDescription(translate("Coach", _MARKED) if on else "")
    style = button.style()
    style.unpolish(button)
    style.polish(button)


def flagged_text(n: int) -> str:
    """The summary's review button when the coach flagged moves of the deal (or turn)."""
    return plural("Coach", "Review the %n move(s) the coach flagged", n)

