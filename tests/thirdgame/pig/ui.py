"""Pig's minimal UI: a table (a scene in the shell's TableView) with its Roll and Hold buttons,
a controller that lets the computer seats move and keeps every move before it is shown, and
its part of the main window (new game, continue, save, rules)."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any, Optional

from PySide6.QtCore import QObject, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter
from PySide6.QtWidgets import (QDialog, QGraphicsScene, QGraphicsSimpleTextItem, QHBoxLayout,
                               QLabel, QPushButton, QVBoxLayout, QWidget)

from thousand_app.later import later
from thousand_app.storage import SeatConfig, new_game_id
from thousand_app.ui.common.game_ui import GameHost, GamePart, GameUI, StartTile
from thousand_app.ui.common.table_view import TableView
from thousand_app.ui.common.theme import colour

from .ai import make_player
from .engine import HOLD, ROLL, PigAction, PigGame, PigRules

__all__ = ["UI", "PigPart", "PigScreen", "PigController", "RULES"]

RULES = (Path(__file__).with_name("rules.md")).read_text("utf-8")


class PigController(QObject):
    """One game of Pig at the table: a person's moves, chance's and the computers' steps."""

    changed = Signal()
    saveState = Signal(bool)

    def __init__(self, game: PigGame, seats: list[SeatConfig], game_id: str,
                 storage: Any) -> None:
        super().__init__()
        self.game, self.seats, self.game_id, self.storage = game, seats, game_id, storage
        self.players = [None if s.kind == "human" else make_player(s.level or "normal")
                        for s in seats]
        self.may_take_back = False
        self._chance = random.SystemRandom()

    def storage_seats(self) -> list[SeatConfig]:
        return list(self.seats)

    @property
    def human_to_act(self) -> bool:
        seat = self.game.to_act
        return seat is not None and self.players[seat] is None

    def act(self, action: PigAction) -> None:
        """The person's move (refused moves change nothing: the buttons offer only legal
        ones)."""
        if not self.human_to_act or self.game.reason(action) is not None:
            return
        self._apply(action)

    def _apply(self, action: PigAction) -> None:
        self.game.apply(action)
        self.autosave()                 # (kept before it is shown)
        self.changed.emit()
        if not self.game.is_over and not self.human_to_act:
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
        if player is not None:
            self._apply(player.act(game.observation(seat)))   # type: ignore[arg-type]

    def start(self) -> None:
        if not self.game.is_over and not self.human_to_act:
            later(self, self._step)

    def autosave(self) -> None:
        if self.storage is None:
            return
        ok = bool(self.storage.autosave(self.game, self.seats, self.game_id))
        if self.game.is_over:
            ok = self.storage.update_stats(self.game_id, self.game, self.seats) and ok
        self.saveState.emit(ok)


class PigTable(QGraphicsScene):
    """The felt: each seat's name and total, the die, the turn's points."""

    def __init__(self, controller: PigController) -> None:
        super().__init__()
        self.controller = controller
        n = controller.game.n
        self.seat_items = [self._text(18) for _ in range(n)]
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
        game = self.controller.game
        obs = game.observation(0)
        r = self.sceneRect()
        for i, item in enumerate(self.seat_items):
            mark = "▶ " if obs.mover == i and not obs.is_over else ""
            won = "  — wins" if obs.winner == i else ""
            item.setText(f"{mark}{game.players[i]}: {obs.totals[i]}{won}")
            item.setPos(r.width() * (i + 1) / (len(self.seat_items) + 1)
                        - item.boundingRect().width() / 2, r.height() * 0.12)
        self.die.setText("⚀⚁⚂⚃⚄⚅"[obs.last_roll - 1] if obs.last_roll else "·")
        self.die.setPos(r.center().x() - self.die.boundingRect().width() / 2,
                        r.height() * 0.35)
        self.turn.setText(f"Turn: {obs.turn_points}   (to {game.rules.target})")
        self.turn.setPos(r.center().x() - self.turn.boundingRect().width() / 2,
                         r.height() * 0.75)


class PigScreen(QWidget):
    """The table and, under it, the status line and the Roll, Hold and Menu buttons."""

    leaveRequested = Signal()

    def __init__(self, controller: PigController) -> None:
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
        menu = QPushButton("Menu")
        self.roll_button.clicked.connect(lambda: controller.act(ROLL))
        self.hold_button.clicked.connect(lambda: controller.act(HOLD))
        menu.clicked.connect(self.leaveRequested)
        bar = QHBoxLayout()
        bar.addWidget(self.status, 1)
        for b in (self.roll_button, self.hold_button, menu):
            bar.addWidget(b)
        lay = QVBoxLayout(self)
        lay.addWidget(self.view, 1)
        lay.addLayout(bar)
        controller.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        c = self.controller
        game = c.game
        self.table.refresh()
        mine = c.human_to_act
        obs = game.observation(game.to_act if game.to_act is not None else 0)
        self.roll_button.setEnabled(mine and ROLL in obs.legal_actions)
        self.hold_button.setEnabled(mine and HOLD in obs.legal_actions)
        self.hold_button.setToolTip(str(obs.hold_reason or ""))
        if game.is_over:
            text = f"{game.players[game.winner or 0]} wins."
        elif mine:
            text = "Your turn: roll, or hold your points."
        else:
            text = f"{game.players[obs.mover]} is playing."
        self.status.setText(text)


class PigPart(GamePart):
    """Pig in the main window."""

    kind = "pig"

    def new_game(self) -> None:
        host = self.host
        if not host.may_replace_game(self.kind):
            return
        seats = [SeatConfig("You"), SeatConfig("Computer", "computer", "normal")]
        self.start_game(PigGame(PigRules(), 2, [s.name for s in seats], keep_undo=False),
                        seats, new_game_id())

    def start_saved(self, saved: Any) -> None:
        self.start_game(saved.game, list(saved.seats), saved.game_id)

    def start_game(self, game: PigGame, seats: list[SeatConfig], game_id: str) -> None:
        host = self.host
        host.take_the_table(self)
        controller = PigController(game, seats, game_id, host.storage)
        controller.saveState.connect(host.show_save_state)
        screen = PigScreen(controller)
        screen.leaveRequested.connect(host.show_start)
        controller.changed.connect(host.update_actions)
        self.controller, self.screen = controller, screen
        controller.autosave()
        host.stack.addWidget(screen)
        host.stack.setCurrentWidget(screen)
        host.update_actions()
        controller.start()

    def end_screen(self) -> None:
        screen, self.screen = self.screen, None
        if screen is not None:
            self.host.stack.removeWidget(screen)
            screen.deleteLater()
        self.controller = None

    def save_as(self, name: str) -> None:
        c = self.controller
        if c is not None:
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
