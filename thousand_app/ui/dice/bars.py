"""The dice screen's two bars and the sentences of its status line.

:class:`DiceTopBar`: whose turn it is, the messages, and Take back / Hint / Scoring / Score
sheet / Main menu.  :class:`DiceActionBar`: what a keep would do or why not, the chance of
busting, and Throw / Keep all / Keep / Stop.  The screen (:mod:`.dice_screen`) decides what
is enabled; the bars only lay the widgets out and word them.  :func:`status_text`,
:func:`reasons_text` and :func:`hint_text` put the engine's observation, preview and reasons
into sentences.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any, Callable, Optional, Sequence

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (QGridLayout, QHBoxLayout, QPushButton, QSizePolicy, QVBoxLayout,
                               QWidget)

from thousand_app.dice.engine import KeepPreview

from .controller import DiceHint
from .texts import dice_in_hand, dice_reason, faces_text, lower_first, percent_text
from thousand_app.ui.common.i18n import translate
from thousand_app.ui.common.plain_text import PlainLabel
from thousand_app.ui.common.texts import fmt

__all__ = ["DiceTopBar", "DiceActionBar", "status_text", "reasons_text", "hint_text",
           "outcome_text", "take_back_refusal", "picked_dice", "info_text", "thinking_text"]


def _button(key: str, slot: Callable[[], Any]) -> QPushButton:
    b = QPushButton()
    b.setObjectName("dice_" + key)
    b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    b.clicked.connect(slot)
    return b


class DiceTopBar(QWidget):
    """Whose turn, the messages (each shown for a while), and the screen's own buttons."""

    def __init__(self, take_back: Callable[[], Any], hint: Callable[[], Any],
                 chart: Callable[[], Any], sheet: Callable[[], Any], leave: Callable[[], Any],
                 parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        bar = QHBoxLayout(self)
        bar.setContentsMargins(8, 4, 8, 4)
        self.info = PlainLabel()
        self.info.setObjectName("diceInfo")
        bar.addWidget(self.info, 1)
        self.message_label = PlainLabel()
        self.message_label.setObjectName("diceMessage")
        self.message_label.setProperty("tone", "error")
        self.message_label.setWordWrap(True)
        bar.addWidget(self.message_label, 1)
        self.undo_button = _button("undo", take_back)
        self.hint_button = _button("hint", hint)
        self.chart_button = _button("chart", chart)
        self.chart_button.setCheckable(True)
        self.sheet_button = _button("sheet", sheet)
        self.leave_button = _button("menu", leave)
        for b in (self.undo_button, self.hint_button, self.chart_button, self.sheet_button,
                  self.leave_button):
            bar.addWidget(b)
        self._message_timer = QTimer(self)
        self._message_timer.setSingleShot(True)
        self._message_timer.timeout.connect(lambda: self.message_label.setText(""))

    def show_message(self, text: str, ms: int = 12000) -> None:
        self.message_label.setText(text)
        self._message_timer.start(ms)

    def retranslate(self) -> None:
        self.hint_button.setText(fmt(translate("Dice", "%1 (%2)"), translate("Dice", "Hint"), "H"))
        self.undo_button.setText(translate("Dice", "Take back"))
        self.undo_button.setToolTip(translate("Dice", "Take back your last keep or your last "
                                                      "decision to stop or throw on "
                                                      "(Backspace, Ctrl+Z)"))
        self.sheet_button.setText(translate("Dice", "Score sheet"))
        self.chart_button.setText(fmt(translate("Dice", "%1 (%2)"), translate("Dice", "Scoring"),
                                      "C"))
        self.chart_button.setToolTip(translate("Dice", "Show or hide what the dice score"))
        self.leave_button.setText(translate("Dice", "Main menu"))
        self.leave_button.setToolTip(translate("Dice", "Back to the start screen; the game is saved"))


class DiceActionBar(QWidget):
    """What a keep would do (or why not) over two lines of fixed height, the chance of busting
    on the next throw, and the four actions: on one row, or (when the window is too narrow for
    that: large text at 900 px) the texts beside the buttons in two rows of two."""

    #: The least width the texts keep beside the buttons on one row.
    TEXTS_MIN = 300

    def __init__(self, throw: Callable[[], Any], keep_all: Callable[[], Any],
                 keep: Callable[[], Any], stop: Callable[[], Any],
                 parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setObjectName("diceActions")
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(10, 6, 10, 6)
        self.one_row = True
        self.texts = QWidget()
        self.texts.setObjectName("diceTexts")
        texts = QVBoxLayout(self.texts)
        texts.setContentsMargins(0, 0, 0, 0)
        texts.setSpacing(2)
        self.status = PlainLabel()
        self.status.setObjectName("diceStatus")
        self.status.setWordWrap(True)
        self.status.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.reasons = PlainLabel()
        self.reasons.setObjectName("diceReasons")
        self.reasons.setWordWrap(True)
        self.reasons.setProperty("tone", "warning")
        for label in (self.status, self.reasons):
            label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        texts.addWidget(self.status)
        texts.addWidget(self.reasons)
        texts.addStretch(1)
        # (a fixed height: the table does not jump when a line is added or taken away: _place)
        self.bust_label = PlainLabel()
        self.bust_label.setObjectName("diceBustChance")
        self.bust_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.bust_label.setProperty("tone", "warning")
        self.throw_button = _button("throw", throw)
        self.keep_all_button = _button("keep_all", keep_all)
        self.keep_button = _button("keep", keep)
        self.stop_button = _button("stop", stop)
        for b, role in ((self.throw_button, "primary"), (self.keep_all_button, "secondary"),
                        (self.keep_button, "secondary"), (self.stop_button, "primary")):
            b.setMinimumWidth(96)
            b.setProperty("role", role)   # (large, coloured: the theme's style sheet)
        self._place(True)

    @property
    def buttons(self) -> tuple[QPushButton, ...]:
        return (self.throw_button, self.keep_all_button, self.keep_button, self.stop_button)

    def _place(self, one_row: bool) -> None:
        """The texts, the chance of busting and the buttons on one row, or the texts on a row
        of their own over the rest."""
        self.one_row = one_row
        self.texts.setFixedHeight(4 * self.fontMetrics().lineSpacing() + 4)
        g = self.grid
        for w in (self.texts, self.bust_label, *self.buttons):
            g.removeWidget(w)
        for col in range(7):
            g.setColumnStretch(col, 0)
        if one_row:
            g.addWidget(self.texts, 0, 0)
            g.addWidget(self.bust_label, 0, 1)
            for i, b in enumerate(self.buttons):
                g.addWidget(b, 0, 2 + i)
        else:   # (the texts beside the buttons, two rows of two: no empty half row)
            g.addWidget(self.texts, 0, 0, 2, 1)
            g.addWidget(self.bust_label, 0, 1, 2, 1)
            for i, b in enumerate(self.buttons):
                g.addWidget(b, i // 2, 2 + i % 2)
        g.setColumnStretch(0, 1)

    def one_row_width(self) -> int:
        """The width the bar needs to keep everything on one row."""
        m = self.grid.contentsMargins()
        parts = [self.bust_label, *self.buttons]
        return (self.TEXTS_MIN + sum(max(w.sizeHint().width(), w.minimumWidth()) for w in parts)
                + self.grid.horizontalSpacing() * len(parts) + m.left() + m.right())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        fits = event.size().width() >= self.one_row_width()
        if fits != self.one_row:
            self._place(fits)

    def show_bust(self, chance: Optional[Fraction]) -> None:
        """The engine's chance that the next throw scores nothing (None: no throw now)."""
        self.bust_label.setText("" if chance is None else fmt(
            translate("Dice", "bust: %1 %"), percent_text(float(chance))))
        self.bust_label.setToolTip("" if chance is None else translate(
            "Dice", "The chance that the next throw scores nothing and the turn is lost"))

    def show_refusals(self, throw: Optional[str], stop: Optional[str]) -> None:
        """Why Throw and Stop are refused (the engine's reasons), as their tooltips."""
        for b, why in ((self.throw_button, throw), (self.stop_button, stop)):
            b.setToolTip(dice_reason(why) if why else "")

    def retranslate(self) -> None:
        for b, text, key in ((self.throw_button, translate("Dice", "Throw"), "T"),
                             (self.keep_all_button, translate("Dice", "Keep all"), "A"),
                             (self.keep_button, translate("Dice", "Keep"), "Enter"),
                             (self.stop_button, translate("Dice", "Stop"), "S")):
            b.setText(fmt(translate("Dice", "%1 (%2)"), text, key))
        self.keep_all_button.setToolTip(translate("Dice", "Keep every scoring die of the throw "
                                                          "at once"))


def info_text(obs: Any, mover: Optional[str]) -> str:
    """The top line: the round and whose turn it is (``mover``: his name), or the game's end."""
    if mover is None:
        return translate("Dice", "Game over")
    return fmt(translate("Dice", "Round %1 · %2"), obs.turn_index // obs.n_players + 1, mover)


def thinking_text(name: str, throwing: bool) -> str:
    """A computer seat at work: thinking, or throwing the dice."""
    return (fmt(translate("Dice", "%1 throws"), name) if throwing else
            fmt(translate("Dice", "%1 is thinking…"), name))


def take_back_refusal(allowed: bool, hot_seat: bool, over: bool) -> str:
    """Why a take-back was refused."""
    if not allowed:
        return translate("Dice", "Take-backs are off in this game (New dice game → Allow "
                                 "take-backs).")
    if hot_seat:
        return translate("Dice", "Take-backs are for games against the computer.")
    if over:
        return translate("Dice", "The game is over.")
    return translate("Dice", "There is no move of yours to take back.")


def picked_dice(faces: Sequence[int], keep: Sequence[int]) -> list[int]:
    """The places in the throw ``faces`` of the dice of ``keep``, leftmost first."""
    picked: list[int] = []
    for f in keep:
        picked.append(next(i for i, g in enumerate(faces) if g == f and i not in picked))
    return picked


def hint_text(hint: DiceHint) -> str:
    """The hint in words, with hard's chance to win when it has one."""
    if hint.keep is not None:
        text = fmt(translate("Dice", "Hint: keep %1"), faces_text(hint.keep.faces))
        if hint.then_stop is True:
            text += " " + translate("Dice", "and stop")
        elif hint.then_stop is False:
            text += " " + translate("Dice", "and throw on")
    elif hint.stop:
        text = translate("Dice", "Hint: stop now")
    else:
        text = translate("Dice", "Hint: throw")
    if hint.chance is not None:
        text += " · " + fmt(translate("Dice", "chance to win %1 %"), round(hint.chance * 100))
    return text


def outcome_text(p: KeepPreview) -> str:
    """What a keep leads to, as a clause after its value (empty when nothing is special)."""
    words = {
        "hot_dice": translate("Dice", "hot dice: all five are thrown again"),
        "win": translate("Dice", "this wins the game"),
        "stop": translate("Dice", "the turn is banked"),
        "overshoot": translate("Dice", "overshoot: the turn is lost"),
        "dump": translate("Dice", "the dump truck: back to 0"),
        "throw": translate("Dice", "then a throw is due"),
    }
    word = words.get(p.outcome)
    return f" — {word}" if word else ""


def status_text(obs: Any, preview: KeepPreview | str | None, picked: Sequence[int],
                hint: Optional[DiceHint]) -> str:
    """The status line of a human's turn: the hint shown, then what the picked dice
    (``picked``, their faces) would do as a keep, or what is due."""
    lines = []
    if hint is not None:
        lines.append(hint_text(hint))
    if obs.pending == "keep":
        if preview is None:
            lines.append(translate("Dice", "Click the dice to keep (or keys 1–5), then Keep."))
        elif isinstance(preview, str):
            lines.append(fmt(translate("Dice", "Cannot keep these: %1"), lower_first(preview)))
        else:
            lines.append(fmt(translate("Dice", "Keep %1: +%2, turn total %3"),
                             faces_text(list(picked)), preview.value,
                             preview.turn_total) + outcome_text(preview))
    elif obs.pending == "choice":
        lines.append(fmt(translate("Dice", "Turn total %1: bank it or throw again (%2)."),
                         obs.s, dice_in_hand(obs.d)))
    elif obs.pending == "throw":
        lines.append(fmt(translate("Dice", "Throw the dice (%1)."), dice_in_hand(obs.d)))
    return "\n".join(lines)


def reasons_text(obs: Any) -> str:
    """Why Stop is not possible now (the engine's reason, which says so itself: no "No stop:"
    before "on the barrel you cannot stop"), once the turn has begun."""
    parts = []
    if obs.pending in ("throw", "choice") and not obs.stop_legal and obs.stop_reason:
        if obs.throws or obs.kept:
            parts.append(dice_reason(obs.stop_reason))
    return "\n".join(parts)
