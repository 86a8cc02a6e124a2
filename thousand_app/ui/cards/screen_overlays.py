"""The panels over the card table (the action panel, the hot-seat curtain, the end-of-deal
summary, the end of the game, the last trick), made for a game screen and kept in place over
its view."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QWidget

from thousand_app.ui.common.overlays import GameOverPanel
from thousand_app.ui.common.table_geometry import HAND_W

from .overlays import Curtain, DealSummaryPanel, LastTrickPanel
from .prompts import ActionPanel

__all__ = ["ScreenOverlays"]


class ScreenOverlays:
    """The panels over a game screen's table, all hidden at first and wired to the screen."""

    def __init__(self, screen: Any) -> None:
        """``screen``: the game screen (its view, scene, signals and answers to the panels)."""
        self.screen = screen
        vp = screen.view.viewport()
        panel = ActionPanel(vp)
        curtain = Curtain(vp)
        curtain.ready.connect(screen.curtain_ready)
        summary = DealSummaryPanel(vp)
        summary.next.connect(screen.next_deal)
        summary.sheet.connect(screen.scoreSheetRequested.emit)
        summary.review.connect(screen.reviewRequested.emit)
        game_over = GameOverPanel(vp)
        game_over.newGame.connect(screen.newGameRequested.emit)
        game_over.sheet.connect(screen.scoreSheetRequested.emit)
        game_over.mainMenu.connect(screen.mainMenuRequested.emit)
        last_panel = LastTrickPanel(vp)
        last_panel.closed.connect(screen.restore_panel)
        for w in (panel, curtain, summary, game_over, last_panel):
            w.hide()
        self.panel, self.curtain, self.summary, self.game_over, self.last_panel = (
            panel, curtain, summary, game_over, last_panel)

    def place(self) -> None:
        """Each panel in its place over the view (after a resize)."""
        vp = self.screen.view.viewport().rect()
        self.curtain.setGeometry(vp)
        panels: tuple[QWidget, ...] = (self.summary, self.game_over, self.last_panel)
        for w in panels:
            w.adjustSize()
            w.move(max(0, (vp.width() - w.width()) // 2), max(0, (vp.height() - w.height()) // 2))
        self.place_panel()

    def between_side_plates(self) -> int:
        """The width between the opponents' boxes on the left and right (the panel keeps
        clear of them even in a small window: issue 34), at least 360 px."""
        view, vp = self.screen.view, self.screen.view.viewport().rect()
        left, right = 0, vp.width()
        for plate in self.screen.scene.decor.plates.values():
            r = view.mapFromScene(plate.sceneBoundingRect()).boundingRect()
            if r.right() < vp.width() * 0.3:
                left = max(left, r.right())
            elif r.left() > vp.width() * 0.7:
                right = min(right, r.left())
        return int(max(360, right - left - 24))

    def place_panel(self) -> None:
        """Put the action panel over the middle of the viewer's hand."""
        p = self.panel
        vp = self.screen.view.viewport().rect()
        room = min(760, vp.width() - 40, self.between_side_plates())
        p.setMinimumWidth(min(480, room))
        p.setMaximumWidth(room)
        p.adjustSize()
        lay = p.layout()
        if lay is not None and lay.hasHeightForWidth():
            # wrapped lines laid out at the width the panel got, not at a narrower guess
            p.resize(p.width(), max(p.minimumSizeHint().height(),
                                    lay.totalHeightForWidth(p.width())))
        scene = self.screen.scene
        scene_y = scene.sh - HAND_W * scene.deck.aspect - 100
        hand = scene.cards.hands.get(scene.viewer, []) if scene.viewer is not None else []
        if hand:
            # above the hand's cards as drawn: lifted ones and their "→ Boris" labels included
            scene_y = min(scene_y, min(it.sceneBoundingRect().top() for it in hand))
        pt: QPoint = self.screen.view.mapFromScene(scene.sw / 2, scene_y)
        y = max(10, min(vp.height() - p.height() - 10, pt.y() - p.height() - 4))
        p.move(max(10, (vp.width() - p.width()) // 2), y)
