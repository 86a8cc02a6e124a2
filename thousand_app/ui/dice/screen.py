"""The dice game's screen: the table, the Throw / Keep / Stop buttons, hints, keys, the score sheet.

The screen connects a :class:`DiceController` to a :class:`DiceScene`.  A human's
turn is offered by the controller (:attr:`DiceController.humanTurn`); the
buttons are enabled exactly when the engine allows their action, and when one
is not, the engine's reason is written under it (below the entry, in a pit, on
the barrel, hot dice owed...).  Clicking dice (or the keys 1–5, the arrows and
Space) picks the keep; its value and the turn total after it come from the
engine's preview before the player confirms with Keep (Enter); a keep the engine
refuses cannot be confirmed and says why.  Keys: T throws, S stops, H hints,
Enter keeps, Esc leaves; the letters also work on a Russian layout (the same
keys: Е, Ы, Р).

In hot-seat nothing is hidden; when the turn passes from one person to another a
banner names who takes the mouse.
"""

from __future__ import annotations

from typing import Any, Optional

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QShowEvent
from PySide6.QtWidgets import QApplication, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from thousand_app.dice.engine import STOP, Keep, KeepPreview
from thousand_app.dice.engine.reasons import KEEP_NONE

from .bars import (DiceActionBar, DiceTopBar, info_text, picked_dice, reasons_text,
                        status_text, take_back_refusal, thinking_text)
from .chart import ScoringChart
from .controller import THROW_AGAIN, DiceController, DiceHint
from .items import TRAY_RADIUS
from .table import DiceScene, TableView
from .texts import dice_reason, refused
from thousand_app.ui.common import accessibility
from thousand_app.ui.common.coach_panel import CoachAtTable, flagged_text, mark_hinted
from thousand_app.ui.common.i18n import translate
from thousand_app.ui.common.key_filter import CONFIRM_KEYS, KeyFilter
from thousand_app.later import later
from thousand_app.ui.common.overlays import GameOverPanel
from thousand_app.ui.common.sound import SoundPlayer
from thousand_app.ui.common.slots import through
from thousand_app.ui.common.texts import fmt
from thousand_app.ui.common.wording import single_human

__all__ = ["DiceScreen", "DiceKeys", "scoring_indices", "LETTER_KEYS"]

#: Letter keys by action: the Latin key and the Cyrillic one on the same key of a Russian
#: (ЙЦУКЕН) layout; Windows' layout-independent virtual key is the Latin letter's code.
LETTER_KEYS: dict[str, tuple[int, ...]] = {
    "throw": (int(Qt.Key.Key_T), 0x0415),   # T / Е
    "stop": (int(Qt.Key.Key_S), 0x042B),    # S / Ы
    "hint": (int(Qt.Key.Key_H), 0x0420),    # H / Р
    "keep_all": (int(Qt.Key.Key_A), 0x0424),  # A / Ф
    "chart": (int(Qt.Key.Key_C), 0x0421),     # C / С
}


#: The least widths of the table and of the docked score sheet: together (with the scoring
#: chart) within a window of 900 pixels, so docking them never widens the window.
VIEW_MIN_W = 440
SHEET_MIN_W = 300
#: The table's least height: with the bars at 150 % text (the action bar's texts over its
#: buttons) the screen still fits a window 600 pixels high (the tray scales with the view).
VIEW_MIN_H = 320
#: The tray's rim, in the view's pixels: panels over the tray keep inside it.
TRAY_RIM = 4
#: The least width of the result panel (narrower on a small tray).
PANEL_MIN_W = 440


def scoring_indices(faces: list[int], keeps: list[Keep]) -> set[int]:
    """The places of the dice that score: those some legal keep (the engine's) uses, as many
    of each face as the keep that uses most of it, leftmost first."""
    want: dict[int, int] = {}
    for k in keeps:
        for f in set(k.faces):
            want[f] = max(want.get(f, 0), k.faces.count(f))
    out = set()
    for i, f in enumerate(faces):
        if want.get(f, 0) > 0:
            want[f] -= 1
            out.add(i)
    return out


class DiceKeys:
    """The table's keys: a cursor over the throw, digits, Space, Enter, T, S, H, Esc."""

    def __init__(self, screen: DiceScreen) -> None:
        self.screen = screen
        self.cursor = 0
        #: The cursor is drawn once the player has used the arrow keys.
        self.active = False
        #: The native virtual key of the key being handled (the filter sets it).
        self.native = 0

    def _letter(self, key: int, action: str) -> bool:
        latin, cyrillic = LETTER_KEYS[action]
        return key in (latin, cyrillic) or (self.native == latin and key not in range(0x30, 0x3A))

    def key(self, key: int) -> bool:
        """Handle a key press; False if it is not a key of the table."""
        s = self.screen
        try:
            if s.game_over.isVisible():
                if key in CONFIRM_KEYS or key == Qt.Key.Key_Escape:
                    s.leaveRequested.emit()
                    return True
                return False
            if key == Qt.Key.Key_Escape:
                s.leaveRequested.emit()
                return True
            if self._letter(key, "throw"):
                s.throw()
                return True
            if self._letter(key, "stop"):
                s.stop()
                return True
            if self._letter(key, "hint"):
                s.hint()
                return True
            if self._letter(key, "keep_all"):
                s.keep_all()
                return True
            if self._letter(key, "chart"):
                s.toggle_chart()
                return True
            if key == Qt.Key.Key_Backspace:
                s.take_back()
                return True
            n = len(s.scene.throw_dice)
            if not s.keep_due() or n == 0:
                return key in CONFIRM_KEYS and s.keep_due()
            if Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
                idx = key - Qt.Key.Key_1
                if idx < n:
                    self.cursor = idx
                    s.toggle(idx)
                return True
            if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
                if self.active:
                    self.cursor = (self.cursor + (1 if key == Qt.Key.Key_Right else -1)) % n
                self.active = True
                s.update_controls()
                return True
            if key in (Qt.Key.Key_Space, Qt.Key.Key_Up, Qt.Key.Key_Down):
                self.active = True
                s.toggle(min(self.cursor, n - 1))
                return True
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                s.keep()
                return True
            return False
        finally:
            self.native = 0


class DiceKeyFilter(KeyFilter):
    """The card screen's key filter (keys reach the table whatever widget has the focus),
    passing on the native key too (for letters on other layouts)."""

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            self.screen.keys.native = event.nativeVirtualKey()  # type: ignore[attr-defined]
        return super().eventFilter(obj, event)


class DiceGameOverPanel(GameOverPanel):
    """The end of a dice game: the card game's panel (winner, final totals, score sheet, main
    menu; the dice game has the fields it reads), counting turns instead of deals, with the
    review of the game and a rematch."""

    review = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        rematch = self.findChild(QPushButton, "newGameButton")
        assert rematch is not None
        rematch.setObjectName("diceRematchButton")
        self.rematch_button = rematch
        self.review_button = QPushButton()
        self.review_button.setObjectName("diceReviewButton")
        self.review_button.setProperty("role", "secondary")
        self.review_button.clicked.connect(self.review.emit)
        self.retranslate()
        self.row = QHBoxLayout()
        for i in range(self.lay.count()):
            item = self.lay.itemAt(i)
            row = item.layout() if item is not None else None
            if isinstance(row, QHBoxLayout) and row.indexOf(rematch) >= 0:
                row.insertWidget(row.indexOf(rematch), self.review_button)
                self.row = row
        #: The second row of buttons, used when one row is wider than the tray.
        self.row2 = QHBoxLayout()
        self.lay.addLayout(self.row2)
        self.margins = self.lay.contentsMargins()

    def fit_in(self, room: QSize) -> None:
        """Take the panel's usual look if it fits ``room`` (the tray, inside its rim); else a
        compact one (a smaller title and buttons, narrower margins: the theme's style sheet;
        no line of turns played), with the buttons on two rows if one is still too wide."""
        self.setMinimumWidth(min(PANEL_MIN_W, room.width()))
        for compact, two_rows in ((False, False), (True, False), (True, True)):
            self._look(compact, two_rows)
            size = self.sizeHint().expandedTo(self.minimumSizeHint())
            if size.width() <= room.width() and size.height() <= room.height():
                return

    def _look(self, compact: bool, two_rows: bool) -> None:
        if bool(self.property("compact")) != compact:
            self.setProperty("compact", compact)
            m = self.margins
            self.lay.setContentsMargins(*((14, 8, 14, 8) if compact else
                                          (m.left(), m.top(), m.right(), m.bottom())))
            self.lay.setSpacing(4 if compact else -1)
            self.sub.setVisible(not compact)   # (the turns played: the score sheet says it)
            for w in (self, *self.findChildren(QWidget)):
                w.style().unpolish(w)
                w.style().polish(w)
        second = (self.review_button, self.rematch_button)
        for b in second:
            (self.row2 if two_rows else self.row).addWidget(b)
        self.lay.activate()
        self.adjustSize()

    def retranslate(self) -> None:
        super().retranslate()
        if not hasattr(self, "review_button"):     # (the base's __init__: not built yet)
            return
        self.rematch_button.setText(translate("Dice", "Rematch"))
        self.rematch_button.setToolTip(translate("Dice", "A new game with the same players and "
                                                         "rules"))
        self.review_button.setText(translate("Dice", "Review"))
        self.review_button.setToolTip(translate("Dice", "Step through the turns of this game "
                                                        "with the computer's view of each move"))

    def played_text(self, game: Any) -> str:
        return translate("Dice", "%n turn(s) played", None, len(game.history))


def _middle(chart: QWidget, view: QWidget, sheet: Optional[QWidget]) -> QHBoxLayout:
    """The chart, the table and the score sheet side by side (the sheet hidden at first; the
    table may narrow while it is docked: the window keeps its width)."""
    middle = QHBoxLayout()
    middle.setContentsMargins(0, 0, 0, 0)
    middle.setSpacing(0)
    middle.addWidget(chart)
    view.setMinimumWidth(VIEW_MIN_W)
    view.setMinimumHeight(VIEW_MIN_H)
    middle.addWidget(view, 1)
    if sheet is not None:
        sheet.hide()
        middle.addWidget(sheet)
    return middle


def _make_sheet() -> Optional[QWidget]:
    """The score sheet panel (the dice score sheet's widget, when the app has it)."""
    try:
        from .scoresheet import DiceScoreSheet
    except ImportError:
        return None
    try:
        sheet: QWidget = DiceScoreSheet()
    except Exception:  # (a sheet that cannot be built must not take the table with it)
        import logging

        logging.getLogger("thousand.ui").exception("the dice score sheet failed")
        return None
    sheet.setMinimumWidth(SHEET_MIN_W)
    sheet.setMaximumWidth(560)
    return sheet


class DiceScreen(QWidget):
    """Everything shown while a dice game is on."""

    # Screen readers read it as its table (``accessibility.ScreenAccessible``).
    accessible_screen = True

    #: The player wants to go back to the start screen (the game is saved as it stands).
    leaveRequested = Signal()
    #: A new game with the same players and rules (from the end of a game).
    rematchRequested = Signal()
    #: The scoring chart was shown (True) or put away (False), to remember.
    chartToggled = Signal(bool)
    #: The review of the finished game is wanted.
    reviewRequested = Signal()

    def __init__(self, controller: DiceController, settings: Any, parent: QWidget | None = None,
                 *, sound_player: Optional[SoundPlayer] = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        speed = float(getattr(settings, "animation_speed", 1.0))
        self.sound_player = sound_player if sound_player is not None else SoundPlayer(
            bool(getattr(settings, "sound", True)))
        self.scene = DiceScene(speed, self)
        self.view = TableView(self.scene, self)
        self.scene.sound.connect(through(self.sound_player.play))
        self.scene.dieClicked.connect(self.toggle)
        self.scene.callback.connect(self._on_scene_callback)
        self.scene.animator.idle.connect(self._on_idle)
        self.view.resized.connect(self._place_overlays)
        #: The human seat whose turn is shown (None while nobody human is asked anything).
        self.turn: Optional[int] = None
        self.selected: list[int] = []
        self.hint_shown: Optional[DiceHint] = None
        self._last_human: Optional[int] = None
        self.keys = DiceKeys(self)
        self.key_filter = DiceKeyFilter(self)
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self.key_filter)

        # the top bar: whose turn, messages, take back, hint, chart, score sheet, leave
        self.top = DiceTopBar(self.take_back, self.hint, self.toggle_chart, self.toggle_sheet,
                              self.leaveRequested.emit)
        self.top.undo_button.setVisible(controller.allow_takebacks and not controller.hot_seat)

        # the table with the scoring chart and the score sheet beside it
        self.chart = ScoringChart(controller.game.rules)
        window = getattr(settings, "window", None)
        show_chart = isinstance(window, dict) and window.get("dice_chart") is True
        self.chart.setVisible(show_chart)
        self.top.chart_button.setChecked(show_chart)
        self.sheet = _make_sheet()
        self.top.sheet_button.setEnabled(self.sheet is not None)
        middle = _middle(self.chart, self.view, self.sheet)

        # the action bar: what a keep would do / why not, the bust chance, the actions
        self.action_bar = DiceActionBar(self.throw, self.keep_all, self.keep, self.stop)

        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        lay.addWidget(self.top)
        lay.addLayout(middle, 1)
        lay.addWidget(self.action_bar)

        self.game_over = DiceGameOverPanel(self.view.viewport())
        self.game_over.hide()
        self.game_over.sheet.connect(self.show_sheet)
        self.game_over.mainMenu.connect(self.leaveRequested.emit)
        self.game_over.newGame.connect(self.rematchRequested.emit)
        self.game_over.review.connect(self.reviewRequested.emit)

        c = controller
        c.events.connect(self._on_events)
        c.humanTurn.connect(self._on_human_turn)
        c.thinking.connect(self._on_thinking)
        c.hintReady.connect(self._on_hint)
        c.message.connect(self.show_message)
        c.undone.connect(self._on_undone)
        #: The coach's panel (issue 37), shown when the controller holds a costly decision.
        from .coach_texts import dice_advice_words
        self.coach_ui = CoachAtTable(c, self.view.viewport(), dice_advice_words,
                                     self._coach_holds, low=True)
        #: Counts down the status line's "away" of a network seat whose person dropped out
        #: (runs only while it is shown).
        self._away_seat = -1
        self._away_tick = QTimer(self)
        self._away_tick.setInterval(1000)
        self._away_tick.timeout.connect(self._show_away)
        self.retranslate()
        self.apply_settings(settings)
        self.start()

    # -- settings and language ---------------------------------------------------------------
    def apply_settings(self, settings: Any) -> None:
        """Animation speed, sound and the computer's pace, as set."""
        self.scene.animator.speed = float(getattr(settings, "animation_speed", 1.0))
        self.sound_player.enabled = bool(getattr(settings, "sound", True))
        pace = getattr(settings, "ai_pace_ms", None)
        if isinstance(pace, int):
            self.controller.pace_ms = pace

    def _coach_review_text(self) -> None:
        """The game-over panel's review says how many decisions the coach flagged."""
        coach = getattr(self.controller, "coach", None)
        if coach is not None and coach.flags:
            self.game_over.review_button.setText(flagged_text(len(coach.flags)))

    def retranslate(self) -> None:
        self.top.retranslate()
        self.action_bar.retranslate()
        self.game_over.retranslate()
        self._coach_review_text()
        self.chart.retranslate()
        if self.sheet is not None and not self.top.sheet_button.isEnabled():
            self.top.sheet_button.setToolTip("")
        retranslate = getattr(self.sheet, "retranslate", None)
        if callable(retranslate):
            retranslate()
        obs = self.controller.observation()
        self.scene.refresh(obs)
        self._refresh_info()
        self.update_controls()

    # -- set-up ------------------------------------------------------------------------------
    def start(self) -> None:
        """Show the game as it stands and let it run."""
        c = self.controller
        humans = c.humans
        anchor = humans[0] if humans else 0
        self.scene.setup(c.names, anchor, single_human(humans))
        self.scene.rebuild(c.observation())
        self._refresh_info()
        if c.game.is_over:
            self._show_game_over()
        later(self, self._go)    # (not once the screen is gone)

    def _go(self) -> None:
        c = self.controller
        if c.closed:
            return
        if not c.started:
            c.start()
        else:
            c.reoffer()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        later(self, self._place_overlays)    # (not once the screen is gone)

    def _coach_holds(self) -> None:
        """The coach holds the decision: no button answers until the person does."""
        self.turn = None
        self.update_controls()

    def _place_overlays(self) -> None:
        self.coach_ui.place()
        vp = self.view.viewport().rect()
        # (on the tray, inside its rim: the plates around it stay in sight)
        rect = self.scene.tray.rect
        tray = self.view.mapFromScene(rect).boundingRect() if not rect.isEmpty() else vp
        # (clear of the rim and of its rounded corners)
        inset = TRAY_RIM + round(0.3 * TRAY_RADIUS * tray.width() / max(1.0, rect.width()))
        tray.adjust(inset, inset, -inset, -inset)
        w = self.game_over
        w.fit_in(tray.size())
        w.adjustSize()
        c = tray.center() if vp.contains(tray) else vp.center()
        w.move(min(max(0, c.x() - w.width() // 2), max(0, vp.width() - w.width())),
               min(max(0, c.y() - w.height() // 2), max(0, vp.height() - w.height())))

    # -- what the controller says -------------------------------------------------------------
    def _on_events(self, events: list[Any]) -> None:
        self.turn = None
        self.selected = []
        self.hint_shown = None
        self.scene.set_interaction()
        self.update_controls()
        self.scene.enqueue(events, [self._after_events])

    def _after_events(self) -> None:
        self.scene.refresh(self.controller.observation())
        self._refresh_info()

    def _on_idle(self) -> None:
        if not self.controller.closed:
            self.controller.proceed()

    def _on_human_turn(self, seat: int) -> None:
        self._away_tick.stop()
        c = self.controller
        if c.hot_seat and seat != self._last_human:
            self.scene.decor.show_banner(fmt(translate("Dice", "Turn: %1"), c.name(seat)),
                                         translate("Dice", "hand the mouse to this player"), 1400)
        self._last_human = seat
        self.turn = seat
        self.selected = []
        self.hint_shown = None
        self.keys.cursor = 0
        self.scene.refresh(c.observation(seat))
        self._refresh_info()
        self.update_controls()
        self.setFocus()

    def _on_thinking(self, seat: int) -> None:
        self._away_seat = seat
        if seat >= 0:
            self.scene.decor.set_active(seat, thinking=True)
            if not self._show_away():     # (a person away is not thinking)
                self.top.info.setText(thinking_text(self.controller.name(seat),
                                                    self.controller.observation().pending
                                                    == "throw"))
        else:
            self._away_tick.stop()
            self.scene.decor.set_active(self.controller.game.to_act)
        self.update_controls()

    def _show_away(self) -> bool:
        """The status line says the person of the seat to act is away (a network seat in its
        grace period), counting down; whether it does."""
        away = self.controller.away_text(self._away_seat) if self._away_seat >= 0 else None
        if away is None:
            if self._away_tick.isActive():   # (the line said who was away: no longer)
                self._away_tick.stop()
                self._refresh_info()
            return False
        self.top.info.setText(away)
        if not self._away_tick.isActive():
            self._away_tick.start()
        return True

    def _on_scene_callback(self, kind: str, payload: object) -> None:
        if kind == "game_over":
            self._show_game_over()
            self.scene.decor.banner.setOpacity(0.0)   # (the panel says it)

    def _show_game_over(self) -> None:
        g = self.controller.game
        self.turn = None
        self.update_controls()
        self.game_over.show_result(g, self.scene.you)
        self.game_over.rematch_button.setVisible(not self.controller.network)   # (the host's)
        self._coach_review_text()
        self._place_overlays()
        self.game_over.show()
        self.game_over.raise_()
        # (once shown and polished its size is known: a game shown already over was squeezed)
        later(self, self._place_overlays)    # (not once the screen is gone)
        self.refresh_sheet()

    def show_message(self, text: str) -> None:
        self.top.show_message(text)

    def _refresh_info(self) -> None:
        g = self.controller.game
        obs = self.controller.observation()
        mover = None if obs.to_act is None else self.controller.name(obs.to_act)
        self.top.info.setText(info_text(obs, mover))
        if g.is_over:
            self.scene.decor.set_active(None)
        self.refresh_sheet()

    # -- the score sheet -------------------------------------------------------------------
    def refresh_sheet(self) -> None:
        sheet = self.sheet
        if sheet is not None and sheet.isVisible():
            sheet.refresh(self.controller.game, self.controller.names)  # type: ignore[attr-defined]

    def toggle_sheet(self) -> None:
        if self.sheet is None:
            return
        self.sheet.setVisible(not self.sheet.isVisible())
        self.refresh_sheet()

    def toggle_chart(self) -> None:
        """Show or put away the scoring chart beside the table (it stays until put away)."""
        shown = not self.chart.isVisible()
        self.chart.setVisible(shown)
        self.top.chart_button.setChecked(shown)
        self.chartToggled.emit(shown)

    def show_sheet(self) -> None:
        if self.sheet is not None and not self.sheet.isVisible():
            self.toggle_sheet()

    # -- the human's turn ----------------------------------------------------------------------
    def my_turn(self) -> bool:
        """A human is to act and the table is idle."""
        c = self.controller
        return (self.turn is not None and c.waiting_for == self.turn and not c.closed
                and not self.scene.animator.busy)

    def keep_due(self) -> bool:
        return self.my_turn() and self.controller.game.pending == "keep"

    def selection_faces(self) -> list[int]:
        faces = self.scene.faces()
        return [faces[i] for i in sorted(self.selected) if i < len(faces)]

    def preview(self) -> KeepPreview | str | None:
        """What the picked dice would do as a keep (the engine's preview) or why not; None
        while nothing is picked."""
        if not self.selected:
            return None
        return self.controller.preview(self.selection_faces())

    def toggle(self, index: int) -> None:
        """Put a die of the throw into the keep, or take it out."""
        if not self.keep_due() or not 0 <= index < len(self.scene.throw_dice):
            return
        if index in self.selected:
            self.selected.remove(index)
        else:
            self.selected.append(index)
        self.update_controls()

    def throw(self) -> None:
        if not self.my_turn():
            return
        reason = self.controller.throw_reason()
        if reason is not None:
            self.action_bar.status.setText(dice_reason(reason))
            return
        self.controller.submit(THROW_AGAIN)

    def stop(self) -> None:
        if not self.my_turn():
            return
        obs = self.controller.observation()
        if not obs.stop_legal:
            self.action_bar.status.setText(dice_reason(obs.stop_reason or ""))
            return
        self.controller.submit(STOP)

    def keep(self) -> None:
        """Confirm the picked dice as the keep; a keep the engine refuses stays unconfirmed and
        its reason is shown."""
        if not self.keep_due():
            return
        preview = self.preview()
        if preview is None:
            self.action_bar.status.setText(refused(KEEP_NONE))
            return
        if isinstance(preview, str):
            self.action_bar.status.setText(preview)
            return
        self.controller.submit(Keep(tuple(self.selection_faces())))

    def keep_all(self) -> None:
        """Keep every scoring die of the throw (the engine's keep) in one go."""
        if not self.keep_due():
            return
        keep = self.controller.observation().all_scoring_keep
        if keep is None:
            return
        self.controller.submit(keep)

    def take_back(self) -> None:
        """Take back the human's last keep or decision (when take-backs are on)."""
        c = self.controller
        if not c.undo_to_human():
            self.show_message(take_back_refusal(c.allow_takebacks, c.hot_seat, c.game.is_over))

    def _on_undone(self) -> None:
        """Moves were taken back: the table is drawn anew from the engine and the game goes
        on from there (the human's decision is offered again)."""
        self.scene.animator.clear()
        self.game_over.hide()
        self.coach_ui.hide()
        self.turn = None
        self.selected = []
        self.hint_shown = None
        self.scene.rebuild(self.controller.observation())
        self.scene.decor.set_active(self.controller.game.to_act)
        self._refresh_info()
        self.update_controls()
        self.setFocus()
        later(self, self.controller.proceed)

    def hint(self) -> None:
        if not self.hint_useful():
            return
        if self.my_turn() and self.turn is not None:
            self.top.hint_button.setEnabled(False)
            self.action_bar.status.setText(translate("Dice", "Thinking about a hint…"))
            self.controller.request_hint(self.turn)

    def _on_hint(self, seat: int, hint: object) -> None:
        if seat != self.turn or not isinstance(hint, DiceHint) or hint.move != self.controller.moves:
            self.update_controls()
            return
        self.hint_shown = hint
        if hint.keep is not None:  # show it as the selection: the player may confirm or change it
            self.selected = picked_dice(self.scene.faces(), hint.keep.faces)
        self.update_controls()

    def hint_useful(self) -> bool:
        """A hint is advice between moves: not when a throw is the only move."""
        return self.my_turn() and self.controller.game.pending in ("keep", "choice")

    # -- the buttons ---------------------------------------------------------------------------
    def update_controls(self) -> None:
        """Enable exactly the engine's legal actions; say what a keep would do, or why not."""
        c = self.controller
        mine = self.my_turn()
        obs = c.observation()
        legal = obs.legal_actions if mine else ()
        can_throw = mine and c.throw_reason() is None
        can_stop = mine and STOP in legal
        preview = self.preview() if mine and obs.pending == "keep" else None
        can_keep = isinstance(preview, KeepPreview)
        bar = self.action_bar
        bar.throw_button.setEnabled(can_throw)
        bar.stop_button.setEnabled(can_stop)
        bar.keep_button.setEnabled(can_keep)
        bar.keep_all_button.setEnabled(mine and obs.pending == "keep"
                                       and obs.all_scoring_keep is not None)
        self.top.hint_button.setEnabled(self.hint_useful())
        self.top.undo_button.setEnabled(c.may_take_back)
        # the button of the hinted move (or the coach's better one) is marked
        h = self.hint_shown if mine and self.hint_shown is not None and \
            self.hint_shown.pending == obs.pending else None
        mark_hinted(bar.keep_button, h is not None and h.keep is not None)
        mark_hinted(bar.stop_button, h is not None and h.pending == "choice" and h.stop)
        mark_hinted(bar.throw_button, h is not None and h.pending == "choice" and not h.stop)
        bar.show_bust(obs.bust_chance if can_throw else None)
        faces = self.scene.faces()
        keeps = [a for a in legal if isinstance(a, Keep)]
        hinted: set[int] = set()
        if self.hint_shown is not None and self.hint_shown.keep is not None:
            hinted = set(self.selected)
        self.scene.set_interaction(scoring=scoring_indices(faces, keeps) if keeps else (),
                                   selected=self.selected, hinted=hinted,
                                   focus=self.keys.cursor if self.keys.active else None,
                                   enabled=mine and obs.pending == "keep")
        status = status_text(obs, preview, self.selection_faces(), self.hint_shown) if mine else ""
        if status != bar.status.text():
            accessibility.announce(bar.status, status)
        bar.status.setText(status)
        bar.reasons.setText(reasons_text(obs) if mine else "")
        bar.show_refusals(None if can_throw else c.throw_reason(),
                          None if can_stop else obs.stop_reason)

    # -- keys and the end --------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        self.keys.native = event.nativeVirtualKey()
        if not self.keys.key(event.key()):
            super().keyPressEvent(event)

    def close_game(self) -> None:
        """Stop the game: animations, the controller (its last save is written)."""
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self.key_filter)
        self.scene.animator.clear()
        self.controller.close()

