"""The start screen: Continue, New game, Load, Rules, Settings, Statistics, Quit."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QRadialGradient
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from thousand_app.engine import Card

from .cards import Deck
from .i18n import translate


class StartScreen(QWidget):
    """Big title, a fan of cards, and the main choices; two clicks start a game."""

    continueGame = Signal()
    newGame = Signal()
    loadGame = Signal()
    rules = Signal()
    settings = Signal()
    statistics = Signal()
    quit = Signal()

    def __init__(self, deck: Deck, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("startScreen")
        self.deck = deck
        lay = QVBoxLayout(self)
        lay.addStretch(2)
        lay.addSpacing(220)  # the fan of cards is painted here, above the title
        title = QLabel(translate("Start", "Thousand"))
        title.setObjectName("title")
        f = QFont(title.font())
        f.setPointSizeF(f.pointSizeF() * 4)
        f.setBold(True)
        title.setFont(f)
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        title.setStyleSheet("color: #f6e7b0;")
        sub = QLabel(translate("Start", "The Russian card game of bidding, talon and marriages"))
        sub.setAlignment(Qt.AlignmentFlag.AlignCenter)
        sub.setStyleSheet("color: #d9e8dc;")
        self.title = title
        lay.addWidget(title)
        lay.addWidget(sub)
        lay.addStretch(4)
        self.buttons: dict[str, QPushButton] = {}
        style = ("QPushButton { font-size: 14pt; padding: 9px 28px; min-width: 260px;"
                 " border-radius: 10px; background: rgba(250, 246, 230, 235); color: #1d3b2a; }"
                 "QPushButton:hover, QPushButton:focus { background: #ffe9a8; }"
                 "QPushButton#continueButton { background: #ffd86b; font-weight: bold; }")
        for key, text, signal in (
            ("continue", translate("Start", "Continue"), self.continueGame),
            ("new", translate("Start", "New game"), self.newGame),
            ("load", translate("Start", "Load a game"), self.loadGame),
            ("rules", translate("Start", "Rules"), self.rules),
            ("settings", translate("Start", "Settings"), self.settings),
            ("stats", translate("Start", "Statistics"), self.statistics),
            ("quit", translate("Start", "Quit"), self.quit),
        ):
            b = QPushButton(text)
            b.setObjectName(key + "Button")
            b.setStyleSheet(style)
            b.clicked.connect(signal.emit)
            lay.addWidget(b, 0, Qt.AlignmentFlag.AlignHCenter)
            self.buttons[key] = b
        lay.addStretch(2)

    def set_can_continue(self, can: bool) -> None:
        self.buttons["continue"].setVisible(can)
        (self.buttons["continue"] if can else self.buttons["new"]).setFocus()

    def set_deck(self, deck: Deck) -> None:
        self.deck = deck
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect()
        g = QRadialGradient(r.center(), max(r.width(), r.height()) * 0.7)
        g.setColorAt(0.0, QColor(44, 120, 72))
        g.setColorAt(1.0, QColor(16, 56, 34))
        p.fillRect(r, g)
        # a fan of the four marriages' kings and queens and aces behind the title
        cards = [Card.parse(t) for t in ("AS", "KC", "QD", "KH", "QH", "AD", "10C")]
        w = max(60, min(110, r.width() // 13))
        h = w * self.deck.aspect
        # the fan stands just above the title (its pivot below the cards' feet)
        cx, cy = r.width() / 2, self.title.geometry().top() - h * 0.3
        dpr = self.devicePixelRatioF()
        for i, c in enumerate(cards):
            angle = (i - (len(cards) - 1) / 2) * 11
            p.save()
            p.translate(cx, cy + h * 0.6)
            p.rotate(angle)
            p.translate(0, -h * 1.1)
            p.setOpacity(1.0)
            p.drawPixmap(QRectF(-w / 2, -h / 2, w, h), self.deck.pixmap(c, w, dpr),
                         QRectF(0, 0, w * dpr, h * dpr))
            p.restore()
