"""The start screen: Continue, a new game of cards or of dice, Load, Rules, Settings, Statistics,
Quit."""

from __future__ import annotations

from typing import Any, Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (QColor, QFont, QLinearGradient, QPainter, QPaintEvent, QPen,
                           QRadialGradient)
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMenu, QPushButton, QVBoxLayout, QWidget

from .cards import Deck, card_number
from .i18n import translate


class StartScreen(QWidget):
    """Big title, a fan of cards, and the main choices; two clicks start a game."""

    continueGame = Signal()
    #: Continue the game in progress of one kind ("cards" or "dice"), from its tile.
    continueGameOf = Signal(str)
    #: A new game of one kind ("cards" or "dice"), from its tile.
    newGameOf = Signal(str)
    #: The rules of one kind of game.
    rulesOf = Signal(str)
    loadGame = Signal()
    settings = Signal()
    statistics = Signal()
    quit = Signal()

    def __init__(self, deck: Deck, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("startScreen")
        self.deck = deck
        lay = QVBoxLayout(self)
        lay.addStretch(2)
        title = QLabel(translate("Start", "Thousand"))
        title.setObjectName("title")
        f = QFont(title.font())
        f.setPointSizeF(f.pointSizeF() * 4)
        f.setBold(True)
        title.setFont(f)
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        title.setStyleSheet("color: #f6e7b0;")
        sub = QLabel(translate("Start", "The Russian game of a thousand points, with cards or with "
                                   "dice"))
        sub.setAlignment(Qt.AlignmentFlag.AlignCenter)
        sub.setStyleSheet("color: #d9e8dc;")
        self.title = title
        lay.addWidget(title)
        lay.addWidget(sub)
        lay.addStretch(3)
        self.buttons: dict[str, QPushButton] = {}
        style = ("QPushButton { font-size: 14pt; padding: 9px 28px; min-width: 260px;"
                 " border-radius: 10px; background: rgba(250, 246, 230, 235); color: #1d3b2a; }"
                 "QPushButton:hover, QPushButton:focus { background: #ffe9a8; }"
                 "QPushButton#continueButton { background: #ffd86b; font-weight: bold; }")
        self._style = style
        self._add_button(lay, "continue", translate("Start", "Continue"), self.continueGame)
        self.continue_note = QLabel()
        self.continue_note.setObjectName("continueNote")
        self.continue_note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.continue_note.setStyleSheet("color: #f6e7b0;")
        lay.addWidget(self.continue_note)
        # the choice of game: a tile each, with its drawing, its name and "New game"
        tiles = QHBoxLayout()
        tiles.addStretch(1)
        self.tiles: dict[str, GameTile] = {}
        for key, kind, heading, blurb in (
            ("new", "cards", translate("Start", "Cards"),
             translate("Start", "24 cards, bidding, the talon and marriages")),
            ("dice", "dice", translate("Start", "Dice"),
             translate("Start", "Five dice: keep the scoring ones, stop in time")),
        ):
            tile = GameTile(kind, heading, blurb, self.deck)
            tile.setObjectName(kind + "Tile")
            b = tile.button
            b.setText(translate("Start", "New game"))
            b.setObjectName(key + "Button")
            b.setStyleSheet(style.replace("min-width: 260px", "min-width: 180px"))
            b.clicked.connect(lambda _=False, k=kind: self.newGameOf.emit(k))
            self.buttons[key] = b
            c = tile.continue_button
            c.setText(translate("Start", "Continue"))
            c.setObjectName(kind + "ContinueButton")
            c.setStyleSheet(style.replace("min-width: 260px", "min-width: 180px"))
            c.clicked.connect(lambda _=False, k=kind: self.continueGameOf.emit(k))
            c.hide()
            self.buttons[kind + "_continue"] = c
            self.tiles[kind] = tile
            tiles.addWidget(tile)
            tiles.addSpacing(12)
        tiles.addStretch(1)
        lay.addLayout(tiles)
        lay.addSpacing(10)
        row = QHBoxLayout()
        row.addStretch(1)
        small = (style.replace("font-size: 14pt; padding: 9px 28px; min-width: 260px;",
                               "font-size: 12pt; padding: 7px 16px;"))
        for key, text, signal in (
            ("load", translate("Start", "Load a game"), self.loadGame),
            ("rules", translate("Start", "Rules"), None),
            ("settings", translate("Start", "Settings"), self.settings),
            ("stats", translate("Start", "Statistics"), self.statistics),
            ("quit", translate("Start", "Quit"), self.quit),
        ):
            b = QPushButton(text)
            b.setObjectName(key + "Button")
            b.setStyleSheet(small)
            if signal is not None:
                b.clicked.connect(signal.emit)
            row.addWidget(b)
            self.buttons[key] = b
        row.addStretch(1)
        lay.addLayout(row)
        rules_menu = QMenu(self.buttons["rules"])
        rules_menu.setObjectName("rulesMenu")
        rules_menu.addAction(translate("Start", "Rules of the card game"),
                             lambda: self.rulesOf.emit("cards"))
        rules_menu.addAction(translate("Start", "Rules of the dice game"),
                             lambda: self.rulesOf.emit("dice"))
        self.buttons["rules"].setMenu(rules_menu)
        lay.addStretch(2)

    def _add_button(self, lay: QVBoxLayout, key: str, text: str, signal: Any) -> None:
        b = QPushButton(text)
        b.setObjectName(key + "Button")
        b.setStyleSheet(self._style)
        b.clicked.connect(signal.emit)
        lay.addWidget(b, 0, Qt.AlignmentFlag.AlignHCenter)
        self.buttons[key] = b

    def set_can_continue(self, can: bool, kind: str | None = None,
                         kinds: Sequence[str] = ()) -> None:
        """Offer Continue (for the game of ``kind``, "cards" or "dice", when known: the one
        played last), and on each game's tile in ``kinds`` a Continue of its own (a card game
        and a dice game can both be in progress)."""
        for k, tile in self.tiles.items():
            tile.continue_button.setVisible(can and k in kinds)
        self.buttons["continue"].setVisible(can)
        note = {"cards": translate("Start", "the card game you were playing"),
                "dice": translate("Start", "the dice game you were playing")}.get(kind or "", "")
        self.continue_note.setText(note)
        self.continue_note.setVisible(can and bool(note))
        (self.buttons["continue"] if can else self.buttons["new"]).setFocus()

    def set_deck(self, deck: Deck) -> None:
        self.deck = deck
        self.tiles["cards"].deck = deck
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect()
        g = QRadialGradient(r.center(), max(r.width(), r.height()) * 0.7)
        g.setColorAt(0.0, QColor(44, 120, 72))
        g.setColorAt(1.0, QColor(16, 56, 34))
        p.fillRect(r, g)



def paint_die(p: QPainter, rect: QRectF, value: int, colour: QColor | None = None) -> None:
    """A die showing ``value``, drawn with vector paths (sharp at any size): a rounded ivory
    square with a soft shade and round pips."""
    size = min(rect.width(), rect.height())
    r = QRectF(rect.center().x() - size / 2, rect.center().y() - size / 2, size, size)
    body = colour or QColor(250, 247, 236)
    g = QLinearGradient(r.topLeft(), r.bottomRight())
    g.setColorAt(0.0, body.lighter(104))
    g.setColorAt(1.0, body.darker(112))
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(QColor(60, 50, 40, 160), max(1.0, size / 40)))
    p.setBrush(g)
    p.drawRoundedRect(r, size * 0.18, size * 0.18)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(170, 20, 30) if value == 1 else QColor(25, 25, 30))
    pip = size * (0.13 if value == 1 else 0.095)
    a, b, c = 0.25, 0.5, 0.75
    spots = {1: [(b, b)], 2: [(a, a), (c, c)], 3: [(a, a), (b, b), (c, c)],
             4: [(a, a), (c, a), (a, c), (c, c)], 5: [(a, a), (c, a), (b, b), (a, c), (c, c)],
             6: [(a, a), (c, a), (a, b), (c, b), (a, c), (c, c)]}[value]
    for x, y in spots:
        p.drawEllipse(QPointF(r.left() + x * size, r.top() + y * size), pip, pip)
    p.restore()


class GameTile(QWidget):
    """One game to choose on the start screen: its drawing, its name, a line, "New game"."""

    def __init__(self, kind: str, title: str, blurb: str, deck: Deck,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kind = kind
        self.deck = deck
        lay = QVBoxLayout(self)
        lay.setContentsMargins(14, 92, 14, 12)   # the drawing is painted in the top margin
        self.title = QLabel(title)
        f = QFont(self.title.font())
        f.setPointSizeF(f.pointSizeF() * 1.8)
        f.setBold(True)
        self.title.setFont(f)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setStyleSheet("color: #f6e7b0;")
        self.blurb = QLabel(blurb)
        self.blurb.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.blurb.setWordWrap(True)
        self.blurb.setStyleSheet("color: #d9e8dc;")
        self.button = QPushButton()
        #: Continue this game's game in progress (shown when there is one).
        self.continue_button = QPushButton()
        lay.addWidget(self.title)
        lay.addWidget(self.blurb)
        lay.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        lay.addWidget(self.continue_button, 0, Qt.AlignmentFlag.AlignHCenter)
        self.setMinimumWidth(250)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(270, super().sizeHint().height())

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor(246, 231, 176, 90), 1.5))
        p.setBrush(QColor(0, 0, 0, 40))
        p.drawRoundedRect(QRectF(self.rect()).adjusted(1, 1, -1, -1), 14, 14)
        cx = self.width() / 2
        if self.kind == "dice":
            for i, (value, angle) in enumerate(((5, -14.0), (1, 8.0), (3, 20.0))):
                p.save()
                p.translate(cx + (i - 1) * 50, 50 + (8 if i == 1 else 0))
                p.rotate(angle)
                paint_die(p, QRectF(-24, -24, 48, 48), value)
                p.restore()
        else:
            w = 50.0
            h = w * self.deck.aspect
            dpr = self.devicePixelRatioF()
            for i, text in enumerate(("KH", "QH", "AS")):
                p.save()
                p.translate(cx + (i - 1) * 34, 14 + h / 2 + 4)
                p.rotate((i - 1) * 12)
                p.drawPixmap(QRectF(-w / 2, -h / 2, w, h),
                             self.deck.pixmap(card_number(text), int(w), dpr),
                             QRectF(0, 0, w * dpr, h * dpr))
                p.restore()
