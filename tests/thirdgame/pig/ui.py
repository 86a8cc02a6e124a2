"""Pig's minimal UI: a table (a scene in the shell's TableView) with its Roll and Hold buttons,
a controller that lets the computer seats move and keeps every move before it is shown, and
its part of the main window (new game, continue, save, rules)."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any, Optional

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter
from PySide6.QtWidgets import (QDialog, QGraphicsScene, QGraphicsSimpleTextItem, QHBoxLayout,
                               QLabel, QPushButton, QVBoxLayout, QWidget)

from thousand_app.later import later
from thousand_app.storage import SeatConfig, new_game_id
from thousand_app.ui.common.game_ui import GamePart, GameUI, NetworkSetup, StartTile
from thousand_app.ui.common.remote_controller import (ObservedView, RemoteController,
                                                      kind_decoders)
from thousand_app.ui.common.table_signals import TableSignals
from thousand_app.ui.common.table_view import TableView
from thousand_app.ui.common.theme import colour

from .ai import make_player
from .engine import HOLD, ROLL, PigAction, PigGame, PigObservation, PigRules
from .kind import KIND

__all__ = ["UI", "PigPart", "PigScreen", "PigController", "PigRemoteController", "RULES"]

RULES = (Path(__file__).with_name("rules.md")).read_text("utf-8")


class PigController(TableSignals):
    """One game of Pig at this table: the person's moves, chance's and the computers' steps.
    The screen talks to it as to the common remote seat's controller (``observation``,
    ``submit``, ``events``, ``humanTurn``, ``thinking``)."""

    def __init__(self, game: PigGame, seats: list[SeatConfig], game_id: str,
                 storage: Any) -> None:
        super().__init__()
        self.game, self.seats, self.game_id, self.storage = game, seats, game_id, storage
        self.players = [None if s.kind == "human" else make_player(s.level or "normal")
                        for s in seats]
        #: The person's seat (the screen's viewer).
        self.seat = next((i for i, p in enumerate(self.players) if p is None), 0)
        self.may_take_back = False
        self._chance = random.SystemRandom()

    def storage_seats(self) -> list[SeatConfig]:
        return list(self.seats)

    def observation(self, seat: Optional[int] = None) -> PigObservation:
        return self.game.observation(self.seat if seat is None else seat)

    def submit(self, action: PigAction) -> bool:
        """The person's move; False (nothing changes) if it is not one now."""
        seat = self.game.to_act
        if seat is None or self.players[seat] is not None or self.game.reason(action):
            return False
        self._apply(action)
        return True

    def _apply(self, action: PigAction) -> None:
        events = self.game.apply(action)
        self.autosave()                 # (kept before it is shown)
        self.events.emit(events)
        self.proceed()

    def proceed(self) -> None:
        """Tell the screen who is to act, and move the computers and chance on."""
        game = self.game
        seat = game.to_act
        if game.is_over:
            self.thinking.emit(-1)
        elif seat is not None and self.players[seat] is None:
            self.humanTurn.emit(seat)
        else:
            self.thinking.emit(-1 if seat is None else seat)
            later(self, self._step)

    def _step(self) -> None:
        game = self.game
        if game.is_over:
            return
        if game.chance_pending:
            self._apply(game.sample_chance(self._chance))
            return
        seat = game.to_act
        player = self.players[seat] if seat is not None else None
        if seat is not None and player is not None:
            self._apply(player.act(game.observation(seat)))

    def autosave(self) -> None:
        if self.storage is None:
            return
        ok = bool(self.storage.autosave(self.game, self.seats, self.game_id))
        if self.game.is_over:
            ok = self.storage.update_stats(self.game_id, self.game, self.seats) and ok
        self.saveState.emit(ok)


class PigRemoteController(RemoteController):
    """A network seat of Pig: the common remote seat, with Pig's kind to read the host."""

    def __init__(self, remote: Any) -> None:
        super().__init__(remote, **kind_decoders(remote, KIND))

    @property
    def game(self) -> Any:
        obs = self.observation()
        return None if obs is None else ObservedView(obs)


class PigTable(QGraphicsScene):
    """The felt: each seat's name and total, the die, the turn's points (from what the
    viewer's seat observes)."""

    def __init__(self, controller: Any) -> None:
        super().__init__()
        self.controller = controller
        self.seat_items: list[QGraphicsSimpleTextItem] = []
        self.die = self._text(64)
        self.turn = self._text(20)
        self.resize_to(900, 500)

    def _text(self, size: int) -> QGraphicsSimpleTextItem:
        item = QGraphicsSimpleTextItem()     # (plain text: names are never rich text)
        font = QFont()
        font.setPointSize(size)
        item.setFont(font)
        item.setBrush(colour("on_felt"))
        self.addItem(item)
        return item

    def resize_to(self, w: int, h: int) -> None:
        self.setSceneRect(QRectF(0, 0, max(w, 1), max(h, 1)))
        self.refresh()

    def refresh(self) -> None:
        obs = self.controller.observation()
        if obs is None:
            return
        while len(self.seat_items) < obs.n_players:
            self.seat_items.append(self._text(18))
        r = self.sceneRect()
        for i, item in enumerate(self.seat_items):
            mark = "▶ " if obs.mover == i and not obs.is_over else ""
            won = "  — wins" if obs.winner == i else ""
            item.setText(f"{mark}{obs.players[i]}: {obs.totals[i]}{won}")
            item.setPos(r.width() * (i + 1) / (len(self.seat_items) + 1)
                        - item.boundingRect().width() / 2, r.height() * 0.12)
        self.die.setText("⚀⚁⚂⚃⚄⚅"[obs.last_roll - 1] if obs.last_roll else "·")
        self.die.setPos(r.center().x() - self.die.boundingRect().width() / 2,
                        r.height() * 0.35)
        self.turn.setText(f"Turn: {obs.turn_points}   (to {obs.rules.target})")
        self.turn.setPos(r.center().x() - self.turn.boundingRect().width() / 2,
                         r.height() * 0.75)


class PigScreen(QWidget):
    """The table and, under it, the status line and the Roll, Hold and Menu buttons: for a
    local game's controller or a network seat's alike."""

    leaveRequested = Signal()

    def __init__(self, controller: Any) -> None:
        super().__init__()
        self.setObjectName("pigScreen")
        self.controller = controller
        self.table = PigTable(controller)
        self.view = TableView(self.table, self)
        self.status = QLabel()
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.roll_button = QPushButton("Roll")
        self.roll_button.setObjectName("pigRollButton")
        self.hold_button = QPushButton("Hold")
        self.hold_button.setObjectName("pigHoldButton")
        self.roll_button.setShortcut("R")     # (the keys Help → Keyboard lists)
        self.hold_button.setShortcut("H")
        menu = QPushButton("Menu")
        self.roll_button.clicked.connect(lambda: controller.submit(ROLL))
        self.hold_button.clicked.connect(lambda: controller.submit(HOLD))
        menu.clicked.connect(self.leaveRequested)
        bar = QHBoxLayout()
        bar.addWidget(self.status, 1)
        for b in (self.roll_button, self.hold_button, menu):
            bar.addWidget(b)
        lay = QVBoxLayout(self)
        lay.addWidget(self.view, 1)
        lay.addLayout(bar)
        for signal in (controller.events, controller.humanTurn, controller.thinking):
            signal.connect(self.refresh)
        controller.message.connect(self.status.setText)
        self.refresh()

    def start(self) -> None:
        self.controller.proceed()

    def refresh(self, *_: object) -> None:
        obs = self.controller.observation()
        if obs is None:
            return
        self.table.refresh()
        mine = obs.to_act == obs.seat
        self.roll_button.setEnabled(mine and ROLL in obs.legal_actions)
        self.hold_button.setEnabled(mine and HOLD in obs.legal_actions)
        self.hold_button.setToolTip(str(obs.hold_reason or "") if mine else "")
        if obs.is_over:
            text = f"{obs.players[obs.winner or 0]} wins."
        elif mine:
            text = "Your turn: roll, or hold your points."
        else:
            text = f"{obs.players[obs.mover]} is playing."
        self.status.setText(text)


class PigPart(GamePart):
    """Pig in the main window: a game against the computer, or a network seat."""

    kind = "pig"
    plays_remote = True

    def new_game(self) -> None:
        host = self.host
        if not host.may_replace_game(self.kind):
            return
        seats = [SeatConfig("You"), SeatConfig("Computer", "computer", "normal")]
        self.start_game(PigGame(PigRules(), 2, [s.name for s in seats], keep_undo=False),
                        seats, new_game_id())

    def network_setup(self) -> Optional[NetworkSetup]:
        """A hosted game: this window's person against a person who joins."""
        return NetworkSetup(PigRules(), ["You", "Guest"], [True, True])

    def start_saved(self, saved: Any) -> None:
        self.start_game(saved.game, list(saved.seats), saved.game_id)

    def start_game(self, game: PigGame, seats: list[SeatConfig], game_id: str) -> None:
        host = self.host
        host.take_the_table(self)
        controller = PigController(game, seats, game_id, host.storage)
        controller.saveState.connect(host.show_save_state)
        controller.autosave()
        self._show(controller)

    def remote_controller(self, remote: Any) -> Any:
        return PigRemoteController(remote)

    def show_remote(self, controller: Any) -> None:
        self._show(controller)

    def _show(self, controller: Any) -> None:
        host = self.host
        screen = PigScreen(controller)
        screen.leaveRequested.connect(host.show_start)
        controller.events.connect(lambda _events: host.update_actions())
        self.controller, self.screen = controller, screen
        host.stack.addWidget(screen)
        host.stack.setCurrentWidget(screen)
        host.update_actions()
        screen.start()

    def end_screen(self) -> None:
        screen, self.screen = self.screen, None
        if screen is not None:
            self.host.stack.removeWidget(screen)
            screen.deleteLater()
        controller, self.controller = self.controller, None
        if isinstance(controller, RemoteController):
            controller.close()
        self.end_session()

    def save_as(self, name: str) -> None:
        c = self.controller
        if isinstance(c, PigController):
            self.host.storage.save_as(name, c.game, c.seats, c.game_id)

    def rules_window(self) -> Any:
        dlg = QDialog(self.screen)
        dlg.setObjectName("pigRules")
        dlg.setWindowTitle("Rules of Pig")
        text = QLabel(RULES, dlg)
        text.setTextFormat(Qt.TextFormat.MarkdownText)   # (our own file: never a user's)
        text.setWordWrap(True)
        QVBoxLayout(dlg).addWidget(text)
        return dlg


def _paint_tile(painter: QPainter, x: float, deck: Any, dpr: float) -> None:
    """The tile's drawing: one die."""
    painter.setPen(QColor("#333"))
    painter.setBrush(QColor("#fafafa"))
    painter.drawRoundedRect(QRectF(x - 30, 16, 60, 60), 10, 10)
    painter.setBrush(QColor("#333"))
    painter.drawEllipse(QRectF(x - 6, 40, 12, 12))


UI = GameUI(
    name="pig", make_part=PigPart, keys_title="Pig", keys=(("R", "roll"), ("H", "hold")),
    new_game_action=("pig_new", "New &Pig game", None),
    rules_action=("pig_rules", "Rules of &Pig", None),
    tile=StartTile(title="Pig", blurb="One die: roll on, or hold before a 1 comes",
                   button="pig", continue_note="the Pig game you were playing",
                   rules="Rules of Pig", paint=_paint_tile))
