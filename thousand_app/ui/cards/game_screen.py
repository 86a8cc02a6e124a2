"""The game screen: the table, the action panel for human turns, hot-seat curtain, overlays.

The screen connects a :class:`GameController` to a :class:`TableScene`.  It
shows the table as the current viewer sees it (:mod:`.viewer`: with one human
seat that is always him; in hot-seat nobody between turns, and the human
whose turn it is after he has taken the seat).  A human's turn is a
:class:`~.prompts.Prompt` of the deal's phase; the keys are in :mod:`.keys`,
hints in :mod:`.hints`.
"""

from __future__ import annotations

from functools import partial
from typing import Callable, Optional

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QShowEvent
from PySide6.QtWidgets import QApplication, QMessageBox, QVBoxLayout, QWidget

from thousand_app.cards.engine import Action, Card, Dark, Decline, Observation, Pass, Phase
from thousand_app.cards.engine.events import Dealt, Event, GameOver, redact
from thousand_app.cards.engine.summary import DealSummary
from thousand_app.ui.common.cards import Deck
from thousand_app.ui.common.coach_panel import AdviceWords, CoachAtTable, flagged_text
from thousand_app.ui.common.i18n import translate
from thousand_app.later import later
from thousand_app.ui.common.plain_text import plain_message
from thousand_app.ui.common.table_view import TableView
from thousand_app.ui.common.texts import fmt, plural
from .viewer import Take, ViewerPolicy
from thousand_app.ui.common.wording import single_human

from . import table_events
from .controller import GameController
from .game_bar import GameBar, deal_text
from .hints import Hints
from .keys import KeyFilter, KeyHandler
from .prompts import ClaimPrompt, Prompt, prompt_for
from .screen_overlays import ScreenOverlays
from .table import TableScene
from .table_model import new_cards


def points_text(obs: Observation) -> str:
    """The seat's running points in the deal, from the engine: "points 45 + 100"."""
    cards, marriages = obs.trick_points[obs.seat], obs.marriage_points[obs.seat]
    if marriages:
        return fmt(translate("Table", "points %1 + %2"), cards, marriages)
    return fmt(translate("Table", "points %1"), cards)


def seat_marks(obs: Observation, seat: int) -> str:
    """Bolts and barrel for a plate: "bolts 2 · barrel 1/3"."""
    parts = []
    if obs.bolts[seat]:
        parts.append(plural("Table", "%n bolt(s)", obs.bolts[seat]))
    if obs.barrel[seat] is not None:
        parts.append(fmt(translate("Table", "on the barrel %1/%2"), obs.barrel[seat],
                         obs.rules.barrel_attempts))
    return " · ".join(parts)


def forced_pass(obs: Observation) -> Optional[Pass]:
    """The seat's one legal move when it is a pass (no bid allowed), else None."""
    legal = obs.legal_actions
    return legal[0] if len(legal) == 1 and isinstance(legal[0], Pass) else None


class _CurtainWatch(QObject):
    """Keeps ``button`` disabled while ``curtain`` is shown."""

    def __init__(self, curtain: QWidget, button: QWidget) -> None:
        super().__init__(curtain)
        self.button = button
        button.setEnabled(not curtain.isVisible())
        curtain.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() in (QEvent.Type.Show, QEvent.Type.Hide):
            self.button.setEnabled(event.type() == QEvent.Type.Hide)
        return False


class GameScreen(QWidget):
    """Everything shown while a game is on."""

    # Screen readers read it as its table (``accessibility.ScreenAccessible``).
    accessible_screen = True

    #: The user asked for the menu (Esc), the score sheet, the rules, a new game.
    menuRequested = Signal()
    scoreSheetRequested = Signal()
    rulesRequested = Signal()
    newGameRequested = Signal()
    mainMenuRequested = Signal()
    #: Review the deal just finished (the summary's "Review").
    reviewRequested = Signal()

    def __init__(self, controller: GameController, deck: Deck, speed: float,
                 confirm_concede: bool = True, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.confirm_concede = confirm_concede
        #: "Count my points": the viewer's running card points and marriages on his plate.
        self.count_points = False
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.scene = TableScene(deck, speed, self)
        self.view = TableView(self.scene, self)
        self.scene.callback.connect(self._on_scene_callback)
        self.scene.animator.idle.connect(self._on_idle)
        self.scene.cardClicked.connect(self._on_card_clicked)
        self.scene.talonClicked.connect(self._on_talon_clicked)
        self.view.resized.connect(self._place_overlays)

        self.views = ViewerPolicy(controller.humans)
        self.scene.you = single_human(controller.humans)
        #: The human's turn on the panel (None while nobody human is asked anything).
        self.prompt: Optional[Prompt] = None
        self.keys = KeyHandler(self)
        self.key_filter = KeyFilter(self)
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self.key_filter)
        self.hints = Hints(self)
        self.pending_summary: Optional[DealSummary] = None
        self._after_curtain: tuple[int, Callable[[], None]] = (0, lambda: None)

        self.bar = GameBar(self.hints.request, self.toggle_last_trick,
                           self.scoreSheetRequested.emit, self.rulesRequested.emit,
                           self.menuRequested.emit)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        lay.addWidget(self.bar)
        lay.addWidget(self.view, 1)

        self.overlays = ScreenOverlays(self)
        # the hint is for the person at the table: none while the curtain is up
        self._curtain_watch = _CurtainWatch(self.overlays.curtain, self.bar.buttons["hint"])

        self._later_fn: Optional[Callable[[], None]] = None
        self._later_timer = QTimer(self)
        self._later_timer.setSingleShot(True)
        self._later_timer.timeout.connect(self._run_later)
        c = controller
        c.events.connect(self._on_events)
        c.humanTurn.connect(self._on_human_turn)
        c.thinking.connect(self._on_thinking)
        c.message.connect(self._show_message)
        c.undone.connect(self._on_undone)
        #: The coach's panel (issue 37), shown when the controller holds a costly move.
        self.coach_ui = CoachAtTable(c, self.view.viewport(), self._coach_words,
                                     self.overlays.panel.hide)
        self.start()

    # -- what tests and the keyboard ask ----------------------------------------------------------
    @property
    def viewer(self) -> Optional[int]:
        """The seat whose hand the table shows (None: nobody's)."""
        return self.views.viewer

    @property
    def mode(self) -> str:
        """The prompt shown: "claim", "bid", "take", "exchange", "contract", "play" or ""."""
        return self.prompt.mode if self.prompt is not None else ""

    # -- set-up ------------------------------------------------------------------------------------------
    def start(self) -> None:
        """Show the game as it stands (a new game, or one loaded) and let it run."""
        c = self.controller
        viewer = self.views.viewer
        self.scene.rebuild(c.observation(self.views.observer), viewer, self.views.anchor,
                           hide_own=self._may_play_dark(viewer))
        game = c.game
        dealing = game.to_act is not None and not game.deal_started and c.waiting_for is None
        # (a deal about to be dealt: forehand's 100 comes once the cards are out, said once)
        self.refresh_info(forehand_bid=not dealing)
        if game.is_over:
            self._show_game_over()
        elif game.needs_deal and game.history:
            self._show_summary(game.history[-1])
        elif dealing:
            # a deal just dealt: show it being dealt; the game goes on when the table is idle
            self._later(partial(self._on_events, c.start_events()))
        else:
            self._later(self.controller.reoffer)

    def _later(self, fn: Callable[[], None]) -> None:
        """Run ``fn`` once the caller is done (on a timer this screen owns)."""
        self._later_fn = fn
        self._later_timer.start(0)

    def _run_later(self) -> None:
        fn, self._later_fn = self._later_fn, None
        if fn is not None:
            fn()

    def set_speed(self, speed: float) -> None:
        self.scene.animator.speed = speed

    def set_deck(self, deck: Deck) -> None:
        self.scene.set_deck(deck)
        self.overlays.last_panel.deck = deck

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        later(self, self._place_overlays)    # (not once the screen is gone)

    def _place_overlays(self) -> None:
        self.overlays.place()
        self.coach_ui.place()

    def _coach_words(self, advice: object) -> AdviceWords:
        from thousand_app.cards.engine import Discard, Give

        from .coach_texts import card_advice_words
        held = getattr(self.controller, "coach_held", None)
        how = "lead"
        if held is not None:
            first, obs = held[0][0], held[1]
            how = ("pass" if isinstance(first, (Give, Discard)) else
                   "lead" if not obs.trick else "follow")
        return card_advice_words(advice, self.controller.game.players, how)  # type: ignore[arg-type]

    def place_panel(self) -> None:
        """Put the action panel over the middle of the viewer's hand."""
        self.overlays.place_panel()

    def show_panel(self) -> None:
        self.overlays.panel.show()
        self.overlays.panel.raise_()
        self.place_panel()
        later(self, self.place_panel)

    # -- info --------------------------------------------------------------------------------------------
    def refresh_info(self, forehand_bid: bool = True) -> None:
        c = self.controller
        obs = c.observation(self.views.observer)
        marks = tuple(seat_marks(obs, s) for s in range(obs.n_players))
        self.scene.set_scores(obs.totals, marks)
        viewer = self.viewer
        shown = viewer is not None and viewer == obs.seat and not self.scene.hide_own
        self.scene.mark_new(new_cards(obs) if shown else ())
        self.scene.decor.points = ({obs.seat: points_text(obs)}
                                   if shown and self.count_points and obs.phase in (
                                       Phase.CONTRACT, Phase.PLAY) else {})
        self.scene.refresh_plates()
        if (forehand_bid and obs.phase == Phase.BIDDING and obs.forehand not in dict(obs.auction)
                and obs.high_bidder == obs.forehand):
            # forehand holds his obligatory bid (the engine's opening high bid) from the start
            self.scene.decor.bid_bubble(obs.forehand, obs.high_bid, pop=False)
        # the observation is of the deal in progress, or between deals of the last one
        dealt = obs.deal_index + 1 if c.game.history or obs.phase != Phase.BETWEEN_DEALS else 0
        self.bar.deal_label.setText(deal_text(obs, dealt))
        self.bar.buttons["last"].setEnabled(bool(self.scene.last_trick))

    def _on_thinking(self, seat: int) -> None:
        if seat >= 0:
            self.scene.set_active(seat, thinking=True)
            if self.viewer is None or self.prompt is None:
                self.overlays.panel.hide()
        else:
            self.scene.set_active(None)

    # -- events from the controller ---------------------------------------------------------------------
    def _may_play_dark(self, seat: Optional[int]) -> bool:
        """Whether ``seat`` may still announce a dark game: then his cards are dealt face down."""
        return seat is not None and any(isinstance(a, Dark)
                                        for a in self.controller.game.legal_actions(seat))

    def _on_events(self, events: list[Event]) -> None:
        redact_for = self.views.redact_for
        if any(isinstance(e, Dealt) for e in events):
            self.scene.hide_own = self._may_play_dark(self.viewer)
        then: list[Callable[[], object]] = [self.refresh_info]
        before: list[Callable[[], object]] = []
        if self.views.after_events(self.controller.game.to_act):
            if any(table_events.shown_to_all(e) for e in events):
                # hot-seat: a finished trick or the talon face up is for everybody at the table,
                # before the next person's curtain: the hands go face down first, so the one
                # who looked away may look at it too (issue 34)
                before.append(self.scene.hide_hands)
                redact_for = self.views.redact_for
            else:
                then.append(self.scene.hide_hands)  # someone else acts next: no hand stays up
        table_events.enqueue(self.scene, [redact(e, redact_for) for e in events],
                             then, before)  # type: ignore[arg-type]

    def _on_idle(self) -> None:
        o = self.overlays
        if o.summary.isVisible() or o.game_over.isVisible() or self.pending_summary:
            return
        self.controller.proceed()

    def _on_scene_callback(self, kind: str, payload: object) -> None:
        if kind == "deal_scored":
            assert isinstance(payload, DealSummary)
            self.pending_summary = payload
            self._show_summary(payload)
        elif kind == "game_over":
            assert isinstance(payload, GameOver)
            self.overlays.summary.hide()
            self._show_game_over()

    def _show_summary(self, summary: DealSummary) -> None:
        self.overlays.panel.hide()
        self.scene.set_active(None)
        game = self.controller.game
        if game.is_over:
            return
        self.overlays.summary.show_summary(summary, game.players, game.rules, len(game.history),
                                  self.scene.you)
        self.overlays.summary.review_button.setVisible(self.controller.reviewable)
        flags: list[object] = getattr(self.controller, "coach_flags",
                                      lambda _d: [])(len(game.history) - 1)
        self.overlays.summary.review_button.setText(flagged_text(len(flags)) if flags
                                           else translate("Game", "Review"))
        self._place_overlays()
        self.overlays.summary.show()
        self.overlays.summary.raise_()
        self.setFocus()

    def next_deal(self) -> None:
        self.overlays.summary.hide()
        self.setFocus()  # (the summary's button had it: the keys stay with the table)
        self.pending_summary = None
        self.views.new_deal()
        self.controller.next_deal()

    def _show_game_over(self) -> None:
        game = self.controller.game
        self.overlays.panel.hide()
        self.overlays.summary.hide()
        self.pending_summary = None
        self.overlays.game_over.show_result(game, self.scene.you)
        self._place_overlays()
        self.overlays.game_over.show()
        self.overlays.game_over.raise_()

    def _show_message(self, text: str) -> None:
        # (it may name a player or a file: plain text)
        plain_message(self, QMessageBox.Icon.Information, translate("Game", "Thousand"), text)

    # -- whose view --------------------------------------------------------------------------------------
    def _take_seat(self, seat: int, then: Callable[[], None]) -> None:
        """Make ``seat`` the viewer (through the hot-seat curtain if needed), then ``then()``."""
        how = self.views.take(seat)
        if how is Take.READY:
            then()
        elif how is Take.CURTAIN:
            self.scene.rebuild(self.controller.observation(seat), None, self.views.anchor)
            self.refresh_info()
            self.overlays.panel.hide()
            self._after_curtain = (seat, then)
            self.overlays.curtain.ask(self.controller.name(seat))
            self._place_overlays()
            self.overlays.curtain.show()
            self.overlays.curtain.raise_()
            self.overlays.curtain.setFocus()
        else:
            self.scene.rebuild(self.controller.observation(seat), seat, self.views.anchor,
                               hide_own=self._may_play_dark(seat))
            then()

    def curtain_ready(self) -> None:
        seat, then = self._after_curtain
        self.overlays.curtain.hide()
        self.views.seat_taken(seat)
        self.scene.rebuild(self.controller.observation(seat), seat, self.views.anchor,
                           hide_own=self._may_play_dark(seat))
        self.refresh_info()
        self.setFocus()
        then()

    # -- human turns --------------------------------------------------------------------------------------
    def _on_human_turn(self, seat: int) -> None:
        obs = self.controller.observation(seat)
        forced = forced_pass(obs)
        if forced is not None and self.views.hot_seat and self.views.viewer != seat:
            # nothing to decide: no handover of the table; it says what happened
            self.prompt = None
            self.overlays.panel.hide()
            self.scene.decor.show_banner(
                fmt(translate("Game", "%1: pass"), self.controller.name(seat)),
                translate("Game", "The only move allowed: made without handing over the table."))
            later(self, lambda: self._make_forced(seat, forced))
            return
        self.prompt = prompt_for(self, obs)
        # (the opening claims: the hand stays as dealt, face down while a dark game may come)
        self._take_seat(seat, self._show_prompt if isinstance(self.prompt, ClaimPrompt)
                        else self._show_turn)

    def _make_forced(self, seat: int, action: Pass) -> None:
        """Make the only move a seat has, unless the game has moved on meanwhile (the move
        made another way, the game left): never a refusal for a move nobody asked for."""
        c = self.controller
        if not c.closed and c.waiting_for == seat and c.game.reason(action) is None:
            c.submit(action)

    def _show_turn(self) -> None:
        prompt = self.prompt
        if prompt is None:
            return
        seat = prompt.seat
        if self.scene.hide_own:
            self.scene.reveal_own(self.controller.observation(seat).hand)
        prompt.observation()
        self.refresh_info()
        self._show_prompt()

    def _show_prompt(self) -> None:
        prompt = self.prompt
        if prompt is None:
            return
        self.scene.set_active(prompt.seat)
        prompt.show()
        self.show_panel()
        self.setFocus()

    def answer_claim(self, prompt: ClaimPrompt, action: Optional[Action]) -> None:
        """The human's answer to his opening claims: a claim, or None to play on (his
        ``Decline``), submitted as any move."""
        self.overlays.panel.hide()
        self.prompt = None
        if prompt.dark_offered and self.scene.hide_own and not isinstance(action, Dark):
            self.scene.reveal_own(self.controller.observation(prompt.seat).hand)
        self.controller.submit(action if action is not None else Decline(prompt.seat))

    def _end_prompt(self) -> None:
        self.overlays.panel.hide()
        self.prompt = None
        self.scene.clear_interaction()

    def submit(self, action: Action) -> None:
        """The human's move: the prompt goes, the controller applies the move."""
        self._end_prompt()
        self.controller.submit(action)

    def submit_all(self, actions: list[Action]) -> None:
        """Several moves in a row (the cards passed), stopping at the first refused."""
        self._end_prompt()
        together = getattr(self.controller, "submit_moves", None)
        if together is not None:   # (the coach judges them together)
            together(actions)
            return
        for a in actions:
            if not self.controller.submit(a):
                break

    def _on_card_clicked(self, card: int) -> None:
        if self.prompt is not None:
            self.prompt.card_clicked(Card(card))  # the engine wants Card values, never ints

    def _on_talon_clicked(self, index: int) -> None:
        if self.prompt is not None:
            self.prompt.talon_clicked(index)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.keys.key(event.key()):
            super().keyPressEvent(event)

    # -- take-backs --------------------------------------------------------------------------------
    def _on_undone(self) -> None:
        """Moves were taken back: everything shown goes, the table is drawn anew from the
        engine, and the game goes on from there (the human's decision is offered again)."""
        self.scene.animator.clear()
        self.prompt = None
        self.pending_summary = None
        o = self.overlays
        for w in (o.panel, o.summary, o.game_over, o.last_panel, o.curtain):
            w.hide()
        self.coach_ui.hide()
        viewer = self.views.viewer
        self.scene.rebuild(self.controller.observation(self.views.observer), viewer,
                           self.views.anchor, hide_own=self._may_play_dark(viewer))
        self.scene.set_active(None)
        self.refresh_info()
        self.setFocus()
        self._later(self.controller.proceed)

    # -- last trick --------------------------------------------------------------------------------------
    def toggle_last_trick(self) -> None:
        if self.overlays.last_panel.isVisible():
            self.overlays.last_panel.hide()
            return
        if not self.scene.last_trick:
            return
        self.overlays.panel.hide()  # back when the review closes
        self.overlays.last_panel.deck = self.scene.deck
        self.overlays.last_panel.show_trick(self.scene.last_trick, self.scene.last_trick_winner,
                                   self.controller.game.players, self.scene.you)
        self._place_overlays()
        self.overlays.last_panel.show()
        self.overlays.last_panel.raise_()

    def restore_panel(self) -> None:
        if self.prompt is not None and not self.overlays.curtain.isVisible():
            self.show_panel()

    def close_game(self) -> None:
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self.key_filter)
        self.scene.animator.clear()
        self.controller.close()


__all__ = ["GameScreen", "seat_marks"]
