"""The start screen: Continue, a tile for each game (from the UI registry), Load, Network, Rules,
Settings, Statistics, Quit."""

from __future__ import annotations

from functools import partial
from typing import Any, Sequence

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QPainter, QPaintEvent, QPen, QRadialGradient
from PySide6.QtWidgets import QBoxLayout, QHBoxLayout, QLabel, QMenu, QPushButton, QVBoxLayout, QWidget


from .cards import Deck
from .game_ui import StartTile, UIRegistry
from .i18n import translate
from .theme import colour, text_scale


class StartScreen(QWidget):
    """Big title, a fan of cards, and the main choices; two clicks start a game."""

    continueGame = Signal()
    #: Continue the game in progress of one kind (a game's name), from its tile.
    continueGameOf = Signal(str)
    #: A new game of one kind, from its tile (the tiles are the UI registry's games').
    newGameOf = Signal(str)
    #: The rules of one kind of game.
    rulesOf = Signal(str)
    #: The course (lessons) of one kind of game.
    learnOf = Signal(str)
    loadGame = Signal()
    #: Play over the network: host or join.
    network = Signal()
    settings = Signal()
    statistics = Signal()
    quit = Signal()

    def __init__(self, uis: UIRegistry, deck: Deck, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("startScreen")
        self.deck = deck
        lay = QVBoxLayout(self)
        lay.addStretch(2)
        title = QLabel(translate("Start", "Thousand"))
        title.setObjectName("title")   # (its size and colours: the theme's style sheet)
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        sub = QLabel(translate("Start", "The Russian game of a thousand points, with cards or with "
                                   "dice"))
        sub.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title = title
        lay.addWidget(title)
        lay.addWidget(sub)
        lay.addStretch(3)
        self.buttons: dict[str, QPushButton] = {}
        self._add_button(lay, "continue", translate("Start", "Continue"), self.continueGame)
        self.continue_note = QLabel()
        self.continue_note.setObjectName("continueNote")
        self.continue_note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(self.continue_note)
        # the choice of game: a tile each, with its drawing, its name and "New game"
        tiles = QHBoxLayout()
        tiles.addStretch(1)
        self.tiles: dict[str, GameTile] = {}
        for ui in uis:
            if ui.tile is None:
                continue
            key, kind = ui.tile.button, ui.name
            tile = GameTile(kind, ui.tile, self.deck)
            tile.setObjectName(kind + "Tile")
            b = tile.button
            b.setText(translate("Start", "New game"))
            b.setObjectName(key + "Button")
            b.setProperty("tile", True)
            b.clicked.connect(lambda _=False, k=kind: self.newGameOf.emit(k))
            self.buttons[key] = b
            c = tile.continue_button
            c.setText(translate("Start", "Continue"))
            c.setObjectName(kind + "ContinueButton")
            c.setProperty("tile", True)
            c.clicked.connect(lambda _=False, k=kind: self.continueGameOf.emit(k))
            c.hide()
            self.buttons[kind + "_continue"] = c
            if ui.course is not None:   # Learn: the game's lessons
                learn = QPushButton(translate("Start", "Learn"))
                learn.setObjectName(kind + "LearnButton")
                learn.clicked.connect(lambda _=False, k=kind: self.learnOf.emit(k))
                pair = QHBoxLayout()      # (beside New game: the tile grows no taller)
                pair.setSpacing(8)
                column = tile.layout()
                assert isinstance(column, QBoxLayout)
                column.removeWidget(b)
                pair.addStretch(1)
                pair.addWidget(b)
                pair.addWidget(learn)
                pair.addStretch(1)
                column.insertLayout(2, pair)
                self.buttons[kind + "_learn"] = learn
            self.tiles[kind] = tile
            tiles.addWidget(tile)
            tiles.addSpacing(12)
        tiles.addStretch(1)
        lay.addLayout(tiles)
        lay.addSpacing(10)
        # one row of six, or two of three when the text is large (so a small window holds them)
        per_row = 3 if text_scale() > 1.15 else 6
        row = QHBoxLayout()
        row.addStretch(1)
        for i, (key, text, signal) in enumerate((
            ("load", translate("Start", "Load a game"), self.loadGame),
            ("network", translate("Start", "Play over the network"), self.network),
            ("rules", translate("Start", "Rules"), None),
            ("settings", translate("Start", "Settings"), self.settings),
            ("stats", translate("Start", "Statistics"), self.statistics),
            ("quit", translate("Start", "Quit"), self.quit),
        )):
            if i and i % per_row == 0:
                row.addStretch(1)
                lay.addLayout(row)
                row = QHBoxLayout()
                row.addStretch(1)
            b = QPushButton(text)
            b.setObjectName(key + "Button")
            if signal is not None:
                b.clicked.connect(signal.emit)
            row.addWidget(b)
            self.buttons[key] = b
        row.addStretch(1)
        lay.addLayout(row)
        rules_menu = QMenu(self.buttons["rules"])
        rules_menu.setObjectName("rulesMenu")
        for kind, tile in self.tiles.items():
            rules_menu.addAction(translate("Start", tile.tile.rules),
                                 partial(self.rulesOf.emit, kind))
        self.buttons["rules"].setMenu(rules_menu)
        lay.addStretch(2)

    def _add_button(self, lay: QVBoxLayout, key: str, text: str, signal: Any) -> None:
        b = QPushButton(text)
        b.setObjectName(key + "Button")
        b.clicked.connect(signal.emit)
        lay.addWidget(b, 0, Qt.AlignmentFlag.AlignHCenter)
        self.buttons[key] = b

    def set_can_continue(self, can: bool, kind: str | None = None,
                         kinds: Sequence[str] = ()) -> None:
        """Offer Continue (for the game of ``kind`` when known: the one played last), and on
        each game's tile in ``kinds`` a Continue of its own (a card game and a dice game can
        both be in progress)."""
        shown = [can and k in kinds for k in self.tiles]
        for k, tile in self.tiles.items():
            tile.continue_button.setVisible(can and k in kinds)
            tile.level(all(shown) or not any(shown))
        self.buttons["continue"].setVisible(can)
        played = self.tiles.get(kind or "")
        note = translate("Start", played.tile.continue_note) if played is not None else ""
        self.continue_note.setText(note)
        self.continue_note.setVisible(can and bool(note))
        first = next(iter(self.tiles.values()), None)
        (self.buttons["continue"] if can or first is None else first.button).setFocus()

    def set_deck(self, deck: Deck) -> None:
        self.deck = deck
        for tile in self.tiles.values():
            tile.deck = deck
            tile.update()
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect()
        g = QRadialGradient(r.center(), max(r.width(), r.height()) * 0.7)
        g.setColorAt(0.0, colour("felt_centre"))
        g.setColorAt(1.0, colour("felt_edge"))
        p.fillRect(r, g)



class GameTile(QWidget):
    """One game to choose on the start screen: its drawing, its name, a line, "New game"."""

    def __init__(self, kind: str, tile: StartTile, deck: Deck,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kind, self.tile = kind, tile
        self.deck = deck
        lay = QVBoxLayout(self)
        lay.setContentsMargins(14, 92, 14, 12)   # the drawing is painted in the top margin
        self.title = QLabel(translate("Start", tile.title))
        self.title.setObjectName("tileTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.blurb = QLabel(translate("Start", tile.blurb))
        self.blurb.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.blurb.setWordWrap(True)
        self.button = QPushButton()
        #: Continue this game's game in progress (shown when there is one).
        self.continue_button = QPushButton()
        lay.addWidget(self.title)
        lay.addWidget(self.blurb, 0, Qt.AlignmentFlag.AlignTop)
        lay.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        lay.addWidget(self.continue_button, 0, Qt.AlignmentFlag.AlignHCenter)
        lay.addStretch(0)
        self.level(True)
        self.setMinimumWidth(250)

    def level(self, on: bool) -> None:
        """The line takes what the tile has to spare, so that the tiles' buttons stand level
        (a one-line text beside a two-line one); or (not ``on``: only another tile shows a
        Continue) the spare room goes under the lines, which keep together."""
        lay = self.layout()
        assert isinstance(lay, QBoxLayout)
        lay.setStretchFactor(self.blurb, 1 if on else 0)
        lay.setStretch(lay.count() - 1, 0 if on else 1)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(270, super().sizeHint().height())

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(colour("tile_border"), 1.5))
        p.setBrush(colour("tile_fill"))
        p.drawRoundedRect(QRectF(self.rect()).adjusted(1, 1, -1, -1), 14, 14)
        self.tile.paint(p, self.width() / 2, self.deck, self.devicePixelRatioF())
