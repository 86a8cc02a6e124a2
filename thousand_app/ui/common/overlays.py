"""Panels shown over a game's table: the end of the game, and the frame of every panel (the
card table's own panels, the hot-seat curtain, the deal summary and the last trick, are in
``ui/cards/overlays.py``)."""

from __future__ import annotations

from typing import Any, Optional

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QFrame, QGridLayout, QHBoxLayout, QLayout, QPushButton,
                               QVBoxLayout, QWidget)

from . import accessibility
from .i18n import translate
from .texts import plural, total_text
from .wording import about
from .plain_text import PlainLabel

def clear_layout(layout: QLayout) -> None:
    """Remove and delete every widget of a layout (at once out of sight, deleted later)."""
    while layout.count():
        item = layout.takeAt(0)
        w = item.widget() if item is not None else None
        if w is not None:
            w.hide()
            w.setParent(None)
            w.deleteLater()


class OverlayPanel(QFrame):
    """A light panel over the table with a title and a line under it."""

    def __init__(self, parent: QWidget, margins: tuple[int, int] = (26, 18)) -> None:
        super().__init__(parent)
        self.setObjectName("overlay")   # (its look: the theme's style sheet)
        self.lay = QVBoxLayout(self)
        self.lay.setContentsMargins(margins[0], margins[1], margins[0], margins[1])
        self.title = PlainLabel()
        self.title.setObjectName("title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.sub = PlainLabel()
        self.sub.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.sub.setWordWrap(True)
        self.lay.addWidget(self.title)
        self.lay.addWidget(self.sub)


class GameOverPanel(OverlayPanel):
    """The end of the game: the winner and the final totals."""

    newGame = Signal()
    sheet = Signal()
    mainMenu = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent, (34, 24))
        lay = self.lay
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(30)
        lay.addLayout(self.grid)
        row = QHBoxLayout()
        self.buttons: dict[str, QPushButton] = {}
        for sig, name in ((self.sheet, "sheetButton"), (self.mainMenu, "menuButton"),
                          (self.newGame, "newGameButton")):
            b = self.buttons[name] = QPushButton()
            b.setObjectName(name)
            b.setProperty("role", "primary" if name == "newGameButton" else "secondary")
            b.clicked.connect(sig.emit)
            row.addWidget(b)
        lay.addLayout(row)
        self.setMinimumWidth(440)
        self._shown: Optional[tuple[Any, Optional[int]]] = None
        self.retranslate()

    def retranslate(self) -> None:
        """The buttons, and the result shown, in the language now in use."""
        self.buttons["sheetButton"].setText(translate("Game", "Score sheet"))
        self.buttons["menuButton"].setText(translate("Game", "Main menu"))
        self.buttons["newGameButton"].setText(translate("Game", "New game"))
        if self._shown is not None:
            self.show_result(*self._shown)

    def played_text(self, game: Any) -> str:
        """How much of the game was played: "5 deals played" (the dice game's says turns)."""
        return plural("Game", "%n deal(s) played", len(game.history))

    def show_result(self, game: Any, you: Optional[int] = None) -> None:
        """``game``: either game (its players, winner, totals and finished deals or turns)."""
        self._shown = (game, you)
        names = game.players
        winner = game.winner
        self.title.setText(about("wins", winner, names, you)
                           if winner is not None else translate("Game", "Game over"))
        self.sub.setText(self.played_text(game))
        clear_layout(self.grid)
        ranking = sorted(range(len(names)), key=lambda s: -game.totals[s])
        for row, seat in enumerate(ranking):
            a = PlainLabel(f"{row + 1}. {names[seat]}")
            b = PlainLabel(total_text(game.totals[seat]))
            b.setAlignment(Qt.AlignmentFlag.AlignRight)
            if seat == winner:
                a.setProperty("tone", "winner")
                b.setProperty("tone", "winner")
            self.grid.addWidget(a, row, 0)
            self.grid.addWidget(b, row, 1)
        self.adjustSize()
        accessibility.announce(self, accessibility.joined(self.title.text(), self.sub.text(), *(
            f"{names[seat]}: {total_text(game.totals[seat])}" for seat in ranking)))
