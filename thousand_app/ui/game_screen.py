"""The game screen: the table, the action panel for human turns, hot-seat curtain, overlays.

The screen connects a :class:`GameController` to a :class:`TableScene`.  It
shows the table as the current viewer sees it: with one human seat that is
always him; with two or more (hot-seat) it is nobody between turns, and the
human whose turn it is after he has taken the seat.
"""

from __future__ import annotations

from functools import partial
from typing import Callable, Optional

from PySide6.QtCore import QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QShowEvent
from PySide6.QtWidgets import (QCheckBox, QComboBox, QFrame, QHBoxLayout, QLabel, QMessageBox,
                               QPushButton, QSizePolicy, QVBoxLayout, QWidget)

from thousand_app.engine import (Action, Bid, Card, Concede, Dark, Declare, Discard, Give,
                                 Observation, Pass, Play, Raise, Redeal, Take)
from thousand_app.engine.actions import DEAD
from thousand_app.engine.cards import marriage_total
from thousand_app.engine.deal import bid_cap, redeal_reasons
from thousand_app.engine.events import Dealt, Event, GameOver, redact
from thousand_app.engine.summary import DealSummary

from .cards import Deck
from .controller import GameController
from .i18n import translate
from .overlays import Curtain, DealSummaryPanel, GameOverPanel, LastTrickPanel, clear_layout
from .table import HAND_W, TableScene, TableView
from .texts import action_text, card_text, fmt, redeal_reason, suit_name, target_name


def key_name(key: str) -> str:
    """How a key is called on the keyboard ("Enter" for Return)."""
    return "Enter" if key == "Return" else key


def seat_marks(obs: Observation, seat: int) -> str:
    """Bolts and barrel for a plate: "bolts 2 · barrel 1/3"."""
    parts = []
    if obs.bolts[seat]:
        parts.append(fmt(translate("Table", "bolts: %1"), obs.bolts[seat]))
    if obs.barrel[seat] is not None:
        parts.append(fmt(translate("Table", "on the barrel %1/%2"), obs.barrel[seat],
                         obs.rules.barrel_attempts))
    return " · ".join(parts)


class ActionPanel(QFrame):
    """The floating panel over the table where a human makes his move."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("actionPanel")
        self.setStyleSheet(
            "#actionPanel { background: rgba(12, 28, 20, 225); border: 1px solid rgba(255,215,90,160);"
            " border-radius: 12px; }"
            "#actionPanel QLabel { color: #f4f1e6; }"
            "#actionPanel QLabel#detail { color: #d8d3b8; }"
            "#actionPanel QPushButton { padding: 6px 14px; font-weight: bold; }"
            "#actionPanel QCheckBox { color: #f4f1e6; }")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(16, 10, 16, 12)
        lay.setSpacing(6)
        self.prompt = QLabel()
        self.prompt.setObjectName("prompt")
        f = self.prompt.font()
        f.setPointSizeF(f.pointSizeF() * 1.15)
        f.setBold(True)
        self.prompt.setFont(f)
        self.prompt.setWordWrap(True)
        self.prompt.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail = QLabel()
        self.detail.setObjectName("detail")
        self.detail.setWordWrap(True)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.row = QHBoxLayout()
        self.row.setSpacing(8)
        lay.addWidget(self.prompt)
        lay.addWidget(self.detail)
        lay.addLayout(self.row)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.setMinimumWidth(480)

    def clear_row(self) -> None:
        clear_layout(self.row)

    def set_content(self, prompt: str, detail: str = "") -> None:
        self.prompt.setText(prompt)
        self.detail.setText(detail)
        self.detail.setVisible(bool(detail))
        self.clear_row()

    def add_button(self, text: str, slot: Callable[[], None], key: str = "", tip: str = "",
                   enabled: bool = True, name: str = "") -> QPushButton:
        b = QPushButton(text)
        b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        if key:
            b.setShortcut(QKeySequence(key))
            tip = (tip + " " if tip else "") + fmt(translate("Game", "(key: %1)"), key_name(key))
        if tip:
            b.setToolTip(tip)
        b.setEnabled(enabled)
        if name:
            b.setObjectName(name)
        b.clicked.connect(slot)
        self.row.addWidget(b)
        b.setVisible(True)  # at once, so its shortcut works before the next event loop turn
        return b

    def add_widget(self, w: QWidget) -> None:
        self.row.addWidget(w)
        w.setVisible(True)


class GameScreen(QWidget):
    """Everything shown while a game is on."""

    #: The user asked for the menu (Esc), the score sheet, the rules, a new game.
    menuRequested = Signal()
    scoreSheetRequested = Signal()
    rulesRequested = Signal()
    newGameRequested = Signal()
    mainMenuRequested = Signal()

    def __init__(self, controller: GameController, deck: Deck, speed: float,
                 confirm_concede: bool = True, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.confirm_concede = confirm_concede
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.scene = TableScene(deck, speed, self)
        self.view = TableView(self.scene, self)
        self.scene.callback.connect(self._on_scene_callback)
        self.scene.animator.idle.connect(self._on_idle)
        self.scene.cardClicked.connect(self._on_card_clicked)
        self.scene.talonClicked.connect(self._on_talon_clicked)
        self.view.resized.connect(self._place_overlays)

        bar = QHBoxLayout()
        bar.setContentsMargins(8, 4, 8, 4)
        self.deal_label = QLabel()
        self.deal_label.setObjectName("dealLabel")
        bar.addWidget(self.deal_label, 1)
        self.bar_buttons: dict[str, QPushButton] = {}
        for key, text, shortcut, slot in (
            ("hint", translate("Game", "Hint"), "H", self.request_hint),
            ("last", translate("Game", "Last trick"), "L", self.toggle_last_trick),
            ("sheet", translate("Game", "Score sheet"), "S", self.scoreSheetRequested.emit),
            ("rules", translate("Game", "Rules"), "F1", self.rulesRequested.emit),
            ("menu", translate("Game", "Menu"), "Esc", self.menuRequested.emit),
        ):
            b = QPushButton(text)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.setShortcut(QKeySequence(shortcut))
            b.setToolTip(fmt(translate("Game", "(key: %1)"), shortcut))
            b.clicked.connect(slot)
            b.setObjectName("bar_" + key)
            bar.addWidget(b)
            self.bar_buttons[key] = b
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        lay.addLayout(bar)
        lay.addWidget(self.view, 1)

        self.panel = ActionPanel(self.view.viewport())
        self.panel.hide()
        self.curtain = Curtain(self.view.viewport())
        self.curtain.hide()
        self.curtain.ready.connect(self._curtain_ready)
        self.summary = DealSummaryPanel(self.view.viewport())
        self.summary.hide()
        self.summary.next.connect(self._next_deal)
        self.summary.sheet.connect(self.scoreSheetRequested.emit)
        self.game_over = GameOverPanel(self.view.viewport())
        self.game_over.hide()
        self.game_over.newGame.connect(self.newGameRequested.emit)
        self.game_over.sheet.connect(self.scoreSheetRequested.emit)
        self.game_over.mainMenu.connect(self.mainMenuRequested.emit)
        self.last_panel = LastTrickPanel(self.view.viewport())
        self.last_panel.hide()
        self.last_panel.closed.connect(self._restore_panel)

        self.viewer: Optional[int] = None
        self._anchor: Optional[int] = None
        self.turn_seat: Optional[int] = None   # the human whose move the panel shows
        self.mode = ""
        self.claims: list[Action] = []
        self.selected: list[Card] = []
        self.focus_index = 0
        self.hint_card: Optional[int] = None
        self.declare_marriage = True
        self.keyboard = False        # show the keyboard cursor once keys are used
        self.pending_summary: Optional[DealSummary] = None
        self._bid_box: Optional[QComboBox] = None
        self._raise_box: Optional[QComboBox] = None
        self._marriage_box: Optional[QCheckBox] = None

        self._later_fn: Optional[Callable[[], None]] = None
        self._later_timer = QTimer(self)
        self._later_timer.setSingleShot(True)
        self._later_timer.timeout.connect(self._run_later)
        c = controller
        c.events.connect(self._on_events)
        c.humanTurn.connect(self._on_human_turn)
        c.claimOffered.connect(self._on_claim)
        c.thinking.connect(self._on_thinking)
        c.hintReady.connect(self._on_hint)
        c.message.connect(self._show_message)
        self.start()

    # -- set-up ------------------------------------------------------------------------------------------
    @property
    def anchor(self) -> int:
        """The seat shown at the bottom: the human whose turn it is (hot-seat), else the human."""
        if self._anchor is None:
            humans = self.controller.humans
            self._anchor = humans[0] if humans else 0
        return self._anchor

    def start(self) -> None:
        """Show the game as it stands (a new game, or one loaded) and let it run."""
        c = self.controller
        humans = c.humans
        self.viewer = humans[0] if len(humans) == 1 else None
        obs = c.observation(self.viewer if self.viewer is not None else self.anchor)
        self.scene.rebuild(obs, self.viewer, self.anchor, hide_own=self._may_play_dark(self.viewer))
        self._refresh_info()
        game = c.game
        if game.is_over:
            self._show_game_over()
        elif game.needs_deal and game.history:
            self._show_summary(game.history[-1])
        elif game.deal_state is not None and game.deal_state.moves == 0 and c.waiting_for is None:
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
        self.last_panel.deck = deck

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        QTimer.singleShot(0, self._place_overlays)

    def _place_overlays(self) -> None:
        vp = self.view.viewport().rect()
        self.curtain.setGeometry(vp)
        panels: tuple[QWidget, ...] = (self.summary, self.game_over, self.last_panel)
        for w in panels:
            w.adjustSize()
            w.move(max(0, (vp.width() - w.width()) // 2), max(0, (vp.height() - w.height()) // 2))
        self._place_panel()

    def _place_panel(self) -> None:
        p = self.panel
        vp = self.view.viewport().rect()
        p.setMaximumWidth(min(760, vp.width() - 40))
        p.adjustSize()
        scene_y = self.scene.sh - HAND_W * self.scene.deck.aspect - 100
        pt: QPoint = self.view.mapFromScene(self.scene.sw / 2, scene_y)
        y = max(10, min(vp.height() - p.height() - 10, pt.y() - p.height()))
        p.move(max(10, (vp.width() - p.width()) // 2), y)

    # -- info --------------------------------------------------------------------------------------------
    def _refresh_info(self) -> None:
        c = self.controller
        obs = c.observation(self.viewer if self.viewer is not None else self.anchor)
        marks = tuple(seat_marks(obs, s) for s in range(obs.n_players))
        self.scene.set_scores(obs.totals, marks)
        deal_no = len(c.game.deals)
        text = fmt(translate("Game", "Deal %1"), deal_no)
        if obs.golden:
            text += " · " + translate("Game", "golden deal")
        if obs.barrel_deal:
            text += " · " + translate("Game", "barrel deal")
        self.deal_label.setText(text)
        self.bar_buttons["last"].setEnabled(bool(self.scene.last_trick))

    def _on_thinking(self, seat: int) -> None:
        if seat >= 0:
            self.scene.set_active(seat, thinking=True)
            if self.viewer is None or self.mode == "":
                self.panel.hide()
        else:
            self.scene.set_active(None)

    # -- events from the controller ---------------------------------------------------------------------
    def _may_play_dark(self, seat: Optional[int]) -> bool:
        """Whether ``seat`` may still announce a dark game: then his cards are dealt face down."""
        return seat is not None and any(isinstance(a, Dark)
                                        for a in self.controller.game.legal_actions(seat))

    def _on_events(self, events: list[Event]) -> None:
        viewer = self.viewer if self.viewer is not None else 99
        if any(isinstance(e, Dealt) for e in events):
            self.scene.hide_own = self._may_play_dark(self.viewer)
        then: list[Callable[[], object]] = [self._after_events]
        game = self.controller.game
        if self.controller.hot_seat and self.viewer is not None and not (
                game.deal_state is not None and game.to_act == self.viewer):
            # someone else acts next: no hand stays face up meanwhile
            then.append(self.scene.hide_hands)
            self.viewer = None
        self.scene.enqueue([redact(e, viewer) for e in events], then)  # type: ignore[arg-type]

    def _after_events(self) -> None:
        self._refresh_info()
        return None

    def _on_idle(self) -> None:
        if self.summary.isVisible() or self.game_over.isVisible() or self.pending_summary:
            return
        self.controller.proceed()

    def _on_scene_callback(self, kind: str, payload: object) -> None:
        if kind == "deal_scored":
            assert isinstance(payload, DealSummary)
            self.pending_summary = payload
            self._show_summary(payload)
        elif kind == "game_over":
            assert isinstance(payload, GameOver)
            self.summary.hide()
            self._show_game_over()

    def _show_summary(self, summary: DealSummary) -> None:
        self.panel.hide()
        self.scene.set_active(None)
        game = self.controller.game
        if game.is_over:
            return
        self.summary.show_summary(summary, game.players, game.rules, len(game.history),
                                  game.last_deal)
        self._place_overlays()
        self.summary.show()
        self.summary.raise_()
        self.setFocus()

    def _next_deal(self) -> None:
        self.summary.hide()
        self.pending_summary = None
        if self.controller.hot_seat:
            self.viewer = None
        self.controller.next_deal()

    def _show_game_over(self) -> None:
        game = self.controller.game
        self.panel.hide()
        self.summary.hide()
        self.pending_summary = None
        self.game_over.show_result(game)
        self._place_overlays()
        self.game_over.show()
        self.game_over.raise_()

    def _show_message(self, text: str) -> None:
        QMessageBox.information(self, translate("Game", "Thousand"), text)

    # -- whose view --------------------------------------------------------------------------------------
    def _take_seat(self, seat: int, then: Callable[[], None]) -> None:
        """Make ``seat`` the viewer (through the hot-seat curtain if needed), then ``then()``."""
        if self.viewer == seat:
            then()
            return
        if self.controller.hot_seat:
            self._anchor = seat  # his seat comes to the bottom of the table
            self.scene.rebuild(self.controller.observation(seat), None, self.anchor)
            self._refresh_info()
            self.viewer = None
            self.panel.hide()
            self._after_curtain = (seat, then)
            self.curtain.ask(self.controller.name(seat))
            self._place_overlays()
            self.curtain.show()
            self.curtain.raise_()
            self.curtain.setFocus()
            return
        self.viewer = seat
        self.scene.rebuild(self.controller.observation(seat), seat, self.anchor,
                           hide_own=self._may_play_dark(seat))
        then()

    def _curtain_ready(self) -> None:
        seat, then = self._after_curtain
        self.curtain.hide()
        self.viewer = seat
        self.scene.rebuild(self.controller.observation(seat), seat, self.anchor,
                           hide_own=self._may_play_dark(seat))
        self._refresh_info()
        self.setFocus()
        then()

    # -- human turns --------------------------------------------------------------------------------------
    def _on_claim(self, seat: int, claims: list[Action]) -> None:
        self.turn_seat = seat
        self.claims = list(claims)
        self._take_seat(seat, self._show_claim)

    def _show_claim(self) -> None:
        seat = self.turn_seat
        assert seat is not None
        self.mode = "claim"
        self.scene.set_active(seat)
        obs = self.controller.observation(seat)
        p = self.panel
        dark = next((a for a in self.claims if isinstance(a, Dark)), None)
        redeal = next((a for a in self.claims if isinstance(a, Redeal)), None)
        if dark is not None:
            self.scene.hide_own = True
            self._hide_own_hand()
            p.set_content(translate("Game", "You are forehand: play in the dark?"),
                          translate("Game", "A dark game is 120 played without looking at your "
                                            "cards; its result counts double."))
            p.add_button(translate("Game", "Play in the dark"), lambda: self._answer_claim(dark),
                         "D", name="darkButton")
            p.add_button(translate("Game", "Look at my cards"), lambda: self._answer_claim(None),
                         "Return", name="lookButton")
        else:
            assert redeal is not None
            reasons = redeal_reasons(obs.rules, self.controller.game.deal_state.layout.hands[seat]) \
                if self.controller.game.deal_state is not None else []
            why = ", ".join(redeal_reason(r) for r in reasons)
            p.set_content(fmt(translate("Game", "You may ask for a redeal (%1)."), why),
                          translate("Game", "The same dealer deals again and nobody scores."))
            p.add_button(translate("Game", "Ask for a redeal"), lambda: self._answer_claim(redeal),
                         "R", name="redealButton")
            p.add_button(translate("Game", "Play on"), lambda: self._answer_claim(None), "Return",
                         name="playOnButton")
        self.scene.set_interaction({})
        self._show_panel()

    def _hide_own_hand(self) -> None:
        if self.viewer is None:
            return
        for it in self.scene.hands.get(self.viewer, []):
            it.card = None
            it.face_up = False
            it.update()

    def _answer_claim(self, action: Optional[Action]) -> None:
        seat = self.turn_seat
        assert seat is not None
        self.panel.hide()
        dark_offered = any(isinstance(a, Dark) for a in self.claims)
        self.claims = []
        self.mode = ""
        if dark_offered and self.scene.hide_own:
            if action is None or not isinstance(action, Dark):
                self.scene.reveal_own(self.controller.observation(seat).hand)
        self.controller.answer_claim(seat, action)

    def _on_human_turn(self, seat: int) -> None:
        self.turn_seat = seat
        self.hint_card = None
        self.selected = []
        self.declare_marriage = True
        self._take_seat(seat, self._show_turn)

    def _show_turn(self) -> None:
        seat = self.turn_seat
        assert seat is not None
        if self.scene.hide_own:
            self.scene.reveal_own(self.controller.observation(seat).hand)
        obs = self.controller.observation(seat)
        self.scene.set_active(seat)
        self._refresh_info()
        legal = obs.legal_actions
        if obs.phase == "bidding":
            self._show_bidding(obs)
        elif obs.phase == "take":
            self._show_take(obs)
        elif obs.phase == "exchange" and not self._exchange_done(obs):
            self._show_exchange(obs)
        elif obs.phase == "exchange":
            self._show_contract(obs)
        elif any(isinstance(a, (Play, Declare)) for a in legal):
            self._show_play(obs)
        self.setFocus()

    def _show_panel(self) -> None:
        self.panel.show()
        self.panel.raise_()
        self._place_panel()
        QTimer.singleShot(0, self._place_panel)

    @staticmethod
    def _exchange_done(obs: Observation) -> bool:
        return not any(isinstance(a, (Give, Discard)) for a in obs.legal_actions)

    def _submit(self, action: Action) -> None:
        self.panel.hide()
        self.mode = ""
        self.scene.clear_interaction()
        self.controller.submit(action)

    # bidding
    def _show_bidding(self, obs: Observation) -> None:
        self.mode = "bid"
        p = self.panel
        bids = [a.value for a in obs.legal_actions if isinstance(a, Bid)]
        holder = obs.players[obs.high_bidder]
        if obs.dark:
            prompt = fmt(translate("Game", "%1 plays in the dark (120). Your bid?"), holder)
        else:
            prompt = fmt(translate("Game", "The bid is %1 (%2). Your bid?"), obs.high_bid, holder)
        hand_mask = sum(1 << c for c in obs.hand)
        cap = bid_cap(obs.rules, hand_mask)
        detail = self._cap_text(obs, cap, bool(bids))
        p.set_content(prompt, detail)
        if bids:
            self._bid_box = self._value_box("bidBox", bids)
            p.add_button(translate("Game", "Bid"), self._bid, "B", name="bidButton")
        else:
            self._bid_box = None
        p.add_button(translate("Game", "Pass"), lambda: self._submit(Pass(obs.seat)), "P",
                     name="passButton")
        self.scene.set_interaction({})
        self._show_panel()

    def _value_box(self, name: str, values: list[int]) -> QComboBox:
        """A list of the legal values (bids or raises) in the panel; Up and Down change it."""
        box = QComboBox()
        box.setObjectName(name)
        box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for v in values:
            box.addItem(str(v), v)
        box.setToolTip(translate("Game", "Up and Down arrows change the value"))
        self.panel.add_widget(box)
        return box

    def _cap_text(self, obs: Observation, cap: int, can_bid: bool) -> str:
        rules = obs.rules
        if not any(isinstance(a, Bid) for a in obs.legal_actions) and cap > obs.high_bid:
            if rules.minus_bidding == "negative" and obs.totals[obs.seat] < 0:
                return translate("Game", "With a total below zero you may not bid: pass.")
            return translate("Game", "On the barrel you wait for your own deal: pass.")
        if not rules.marriage_cap:
            return ""
        if cap <= 120:
            text = translate("Game", "Without a marriage in hand you may bid up to 120.")
        else:
            marriages = marriage_total(sum(1 << c for c in obs.hand), rules.ace_marriage)
            text = fmt(translate("Game", "Your marriages (%1) let you bid up to %2."), marriages,
                       cap)
        if not can_bid:
            text += " " + translate("Game", "You cannot go higher: pass.")
        return text

    def _bid(self) -> None:
        if self._bid_box is None or self.turn_seat is None:
            return
        self._submit(Bid(self.turn_seat, int(self._bid_box.currentData())))

    # talon choice (2 players)
    def _show_take(self, obs: Observation) -> None:
        self.mode = "take"
        p = self.panel
        p.set_content(translate("Game", "Choose a talon: click it, or press 1 or 2."))
        p.add_button(translate("Game", "Left talon"), lambda: self._submit(Take(obs.seat, 0)), "1",
                     name="take0")
        p.add_button(translate("Game", "Right talon"), lambda: self._submit(Take(obs.seat, 1)),
                     "2", name="take1")
        self.scene.set_interaction({}, talon_clickable=True)
        self._show_panel()

    def _on_talon_clicked(self, index: int) -> None:
        if self.mode == "take" and self.turn_seat is not None:
            self._submit(Take(self.turn_seat, index))

    # passing cards
    def _targets(self, obs: Observation) -> list[int]:
        out: list[int] = []
        for a in obs.legal_actions:
            if isinstance(a, Give) and a.to not in out:
                out.append(a.to)
        return out

    def _show_exchange(self, obs: Observation) -> None:
        self.mode = "exchange"
        p = self.panel
        discard = any(isinstance(a, Discard) for a in obs.legal_actions)
        targets = self._targets(obs)
        need = 2 - len(obs.discards) if discard else len(targets)
        names = list(obs.players)
        if discard:
            prompt = translate("Game", "Choose two cards to lay aside.")
        else:
            who = [target_name(t, names) for t in targets]
            prompt = fmt(translate("Game", "Choose the cards to pass: the first to %1, the second "
                                           "to %2."), *who) if len(who) == 2 else \
                fmt(translate("Game", "Choose the card to pass to %1."), who[0])
        chosen = len(self.selected)
        detail = fmt(translate("Game", "Chosen: %1 of %2. Click a chosen card to take it back."),
                     chosen, need)
        p.set_content(prompt, detail)
        p.add_button(translate("Game", "Pass the cards") if not discard
                     else translate("Game", "Lay them aside"), self._confirm_exchange, "Return",
                     enabled=chosen == need, name="giveButton")
        self._add_concede_redeal(obs)
        labels: dict[int, str] = {}
        if not discard:
            for i, c in enumerate(self.selected):
                labels[c] = "→ " + target_name(targets[i], names)
        self.scene.set_interaction({c: "select" for c in obs.hand}, self.selected, labels,
                                   focus=self._focus_card(), dim_others=False)
        self._show_panel()

    def _add_concede_redeal(self, obs: Observation) -> None:
        p = self.panel
        for a in obs.legal_actions:
            if isinstance(a, Redeal):
                p.add_button(translate("Game", "Redeal: bad talon"), partial(self._submit, a),
                             "T", name="badTalonButton")
        if any(isinstance(a, Concede) for a in obs.legal_actions):
            p.add_button(translate("Game", "Concede…"), lambda: self._concede(obs), "C",
                         name="concedeButton")

    def _toggle_select(self, card: int) -> None:
        card = Card(card)
        obs = self.controller.observation(self.turn_seat or 0)
        discard = any(isinstance(a, Discard) for a in obs.legal_actions)
        need = 2 - len(obs.discards) if discard else len(self._targets(obs))
        if card in self.selected:
            self.selected.remove(card)
        elif len(self.selected) < need:
            self.selected.append(card)
        self._show_exchange(obs)

    def _confirm_exchange(self) -> None:
        seat = self.turn_seat
        if seat is None:
            return
        obs = self.controller.observation(seat)
        discard = any(isinstance(a, Discard) for a in obs.legal_actions)
        targets = self._targets(obs)
        actions: list[Action] = []
        if discard:
            actions = [Discard(seat, c) for c in self.selected]
        else:
            actions = [Give(seat, c, t) for c, t in zip(self.selected, targets)]
        self.selected = []
        self.panel.hide()
        self.mode = ""
        self.scene.clear_interaction()
        for a in actions:
            if not self.controller.submit(a):
                break

    # contract: raise, concede, or lead
    def _show_contract(self, obs: Observation) -> None:
        self.mode = "contract"
        p = self.panel
        raises = [a.value for a in obs.legal_actions if isinstance(a, Raise)]
        can_lead = any(isinstance(a, (Play, Declare)) for a in obs.legal_actions)
        prompt = fmt(translate("Game", "Your contract is %1."), obs.contract)
        if can_lead:
            prompt += " " + translate("Game", "Raise it, or lead a card to start.")
            detail = ""
        else:
            detail = translate("Game", "On the barrel your contract must be at least 120: "
                                       "raise it before leading.")
        p.set_content(prompt, detail)
        if raises:
            self._raise_box = self._value_box("raiseBox", raises)
            p.add_button(translate("Game", "Raise…"), self._raise, "R", name="raiseButton")
        else:
            self._raise_box = None
        self._add_concede_redeal(obs)
        if can_lead:
            self._add_marriage_box(obs)
        self._set_play_interaction(obs)
        self._show_panel()

    def _raise(self) -> None:
        if self._raise_box is None or self.turn_seat is None:
            return
        value = int(self._raise_box.currentData())
        answer = QMessageBox.question(
            self, translate("Game", "Raise the contract"),
            fmt(translate("Game", "Raise your contract to %1? It cannot be lowered again."), value),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.Yes)
        if answer == QMessageBox.StandardButton.Yes:
            self._submit(Raise(self.turn_seat, value))

    def _concede(self, obs: Observation) -> None:
        seat = obs.seat
        contract = obs.contract or 0
        if self.confirm_concede:
            payout = 60 if obs.rules.concede_payout == "sixty" else -(-((contract + 1) // 2) // 5) * 5
            answer = QMessageBox.question(
                self, translate("Game", "Concede"),
                fmt(translate("Game", "Give up this deal? You lose %1 and each opponent gains %2."),
                    contract, payout),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.No)
            if answer != QMessageBox.StandardButton.Yes:
                return
        self._submit(Concede(seat))

    # trick play
    def _add_marriage_box(self, obs: Observation) -> None:
        if not any(isinstance(a, Declare) for a in obs.legal_actions):
            self._marriage_box = None
            return
        box = QCheckBox(translate("Game", "Declare a marriage when I lead its king or queen"))
        box.setObjectName("marriageBox")
        box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        box.setChecked(self.declare_marriage)
        box.setToolTip(fmt(translate("Game", "(key: %1)"), "M"))
        box.toggled.connect(self._set_declare)
        self._marriage_box = box
        self.panel.add_widget(box)

    def _set_declare(self, on: bool) -> None:
        self.declare_marriage = on

    def _show_play(self, obs: Observation) -> None:
        self.mode = "play"
        p = self.panel
        leading = not obs.trick
        prompt = translate("Game", "Your lead.") if leading else translate("Game", "Your turn.")
        trump = (fmt(translate("Game", "Trump: %1."), suit_name(obs.trump))
                 if obs.trump is not None else translate("Game", "No trump yet."))
        p.set_content(prompt + " " + translate("Game", "Play a highlighted card."), trump)
        self._add_marriage_box(obs)
        self._set_play_interaction(obs)
        self._show_panel()

    def _playable(self, obs: Observation) -> dict[int, str]:
        return {a.card: "play" for a in obs.legal_actions if isinstance(a, (Play, Declare))}

    def _set_play_interaction(self, obs: Observation) -> None:
        playable = self._playable(obs)
        self.scene.set_interaction(playable, focus=self._focus_card(), hint=self.hint_card)

    def _play(self, card: int) -> None:
        seat = self.turn_seat
        if seat is None:
            return
        card = Card(card)
        obs = self.controller.observation(seat)
        declare = Declare(seat, card)
        if self.declare_marriage and declare in obs.legal_actions:
            self._submit(declare)
        else:
            self._submit(Play(seat, card))

    def _on_card_clicked(self, card: int) -> None:
        card = Card(card)  # the engine wants Card values, never plain ints
        if self.mode == "exchange":
            self._toggle_select(card)
        elif self.mode in ("play", "contract"):
            obs = self.controller.observation(self.turn_seat or 0)
            if card in self._playable(obs):
                self._play(card)

    # -- keyboard ----------------------------------------------------------------------------------------
    def _focus_card(self) -> Optional[int]:
        cards = self.scene.viewer_cards()
        if not cards or not self.keyboard or self.mode not in ("exchange", "play", "contract"):
            return None
        self.focus_index = max(0, min(self.focus_index, len(cards) - 1))
        return cards[self.focus_index]

    def _refresh_mode(self) -> None:
        seat = self.turn_seat
        if seat is None:
            return
        obs = self.controller.observation(seat)
        if self.mode == "exchange":
            self._show_exchange(obs)
        elif self.mode in ("play", "contract"):
            self._set_play_interaction(obs)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        cards = self.scene.viewer_cards()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and not self.keyboard and cards:
            self.keyboard = True
            self._refresh_mode()
            return
        if self.mode in ("exchange", "play", "contract") and cards:
            if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
                step = -1 if key == Qt.Key.Key_Left else 1
                self.focus_index = (self.focus_index + step) % len(cards)
                self._refresh_mode()
                return
            if Qt.Key.Key_1 <= key <= Qt.Key.Key_9 or key == Qt.Key.Key_0:
                idx = 9 if key == Qt.Key.Key_0 else key - Qt.Key.Key_1
                self.keyboard = True
                if idx < len(cards):
                    self.focus_index = idx
                    self._refresh_mode()
                return
            if key in (Qt.Key.Key_Space, Qt.Key.Key_Enter, Qt.Key.Key_Return) and \
                    not (self.mode == "exchange" and key != Qt.Key.Key_Space):
                card = self._focus_card()
                if card is not None:
                    self._on_card_clicked(card)
                return
            if key == Qt.Key.Key_M and self._marriage_box is not None:
                self._marriage_box.toggle()
                return
        box = {"bid": self._bid_box, "contract": self._raise_box}.get(self.mode)
        if box is not None and key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            i = box.currentIndex() + (1 if key == Qt.Key.Key_Up else -1)
            box.setCurrentIndex(max(0, min(box.count() - 1, i)))
            return
        if self.summary.isVisible() and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter,
                                                Qt.Key.Key_Space):
            self._next_deal()
            return
        if self.curtain.isVisible() and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter,
                                                Qt.Key.Key_Space):
            self._curtain_ready()
            return
        super().keyPressEvent(event)

    # -- hint and last trick -----------------------------------------------------------------------------
    def request_hint(self) -> None:
        if self.turn_seat is None or self.mode not in ("bid", "exchange", "contract", "play",
                                                        "take"):
            return
        self.panel.detail.setText(translate("Game", "Thinking about a hint…"))
        self.panel.detail.show()
        self.controller.request_hint(self.turn_seat)

    def _on_hint(self, seat: int, action: object) -> None:
        if seat != self.turn_seat or self.mode == "":
            return
        if action is None:
            self.panel.detail.setText(translate("Game", "No hint this time."))
            return
        assert isinstance(action, (Bid, Pass, Dark, Redeal, Take, Give, Discard, Raise, Concede,
                                   Play, Declare))
        text = fmt(translate("Game", "Hint: %1."), action_text(action, self.controller.game.players))
        self.panel.detail.setText(text)
        self.panel.detail.show()
        if isinstance(action, (Play, Declare)):
            self.hint_card = action.card
            self._refresh_mode()
        elif isinstance(action, Bid) and self._bid_box is not None:
            i = self._bid_box.findData(action.value)
            if i >= 0:
                self._bid_box.setCurrentIndex(i)
        elif isinstance(action, Raise) and self._raise_box is not None:
            i = self._raise_box.findData(action.value)
            if i >= 0:
                self._raise_box.setCurrentIndex(i)
        elif isinstance(action, (Give, Discard)) and self.mode == "exchange":
            self.scene.set_interaction({c: "select" for c in self.scene.viewer_cards()},
                                       self.selected, hint=action.card, dim_others=False)
        self._place_panel()

    def toggle_last_trick(self) -> None:
        if self.last_panel.isVisible():
            self.last_panel.hide()
            return
        if not self.scene.last_trick:
            return
        self.panel.hide()  # back when the review closes
        self.last_panel.deck = self.scene.deck
        self.last_panel.show_trick(self.scene.last_trick, self.scene.last_trick_winner,
                                   self.controller.game.players)
        self._place_overlays()
        self.last_panel.show()
        self.last_panel.raise_()

    def _restore_panel(self) -> None:
        if self.mode and not self.curtain.isVisible():
            self._show_panel()

    # -- texts for tests and screenshots ---------------------------------------------------------------
    def card_label(self, card: int) -> str:
        return card_text(card)

    def close_game(self) -> None:
        self.scene.animator.clear()
        self.controller.close()


__all__ = ["GameScreen", "ActionPanel", "seat_marks", "DEAD"]
