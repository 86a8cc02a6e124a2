"""The panels over the card table (the action panel, the hot-seat curtain, the end-of-deal
summary, the end of the game, the last trick), made for a game screen and kept in place over
its view."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QRect, QRectF
from PySide6.QtWidgets import QWidget

from thousand_app.ui.common.overlays import GameOverPanel
from thousand_app.ui.common.items import Plate
from thousand_app.ui.common.table_geometry import HAND_W

from .overlays import Curtain, DealSummaryPanel, LastTrickPanel
from .prompts import ActionPanel

__all__ = ["ScreenOverlays"]

# The room a panel leaves around the seats' plates (px).
GAP = 12


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
        panels: tuple[QWidget, ...] = (self.game_over, self.last_panel)
        for w in panels:
            w.adjustSize()
            w.move(max(0, (vp.width() - w.width()) // 2), max(0, (vp.height() - w.height()) // 2))
        self.place_summary()
        self.place_panel()

    def plate_rects(self, drawn: bool = True) -> list[QRect]:
        """The seats' plates in the view's viewport: as drawn, or with the room their speech
        bubbles take (not ``drawn``)."""
        view = self.screen.view
        body = QRectF(-Plate.W / 2, -Plate.H / 2, Plate.W, Plate.H)
        return [view.mapFromScene(p.mapRectToScene(body) if drawn
                                  else p.sceneBoundingRect()).boundingRect()
                for p in self.screen.scene.decor.plates.values()]

    def side_gap(self, drawn: bool = True, gap: int = GAP) -> tuple[int, int]:
        """Where the room between the side seats' plates begins and ends (x, the viewport's;
        ``drawn``: see :meth:`plate_rects`), ``gap`` from them."""
        vp = self.screen.view.viewport().rect()
        left, right = 0, vp.width()
        for r in self.plate_rects(drawn):
            if r.right() < vp.width() * 0.3:
                left = max(left, r.right())
            elif r.left() > vp.width() * 0.7:
                right = min(right, r.left())
        return int(left + gap), int(right - gap)

    def between_side_plates(self) -> int:
        """The width between the opponents' boxes and their speech bubbles on the left and
        right (the panel keeps clear of them even in a small window: issue 34), at least
        360 px."""
        left, right = self.side_gap(drawn=False)
        return max(360, right - left)

    def place_summary(self) -> None:
        """The deal summary between the side seats' plates (narrowed to fit there), over no
        plate: in the middle, else as near it as the plates leave room (issue 34)."""
        w = self.summary
        vp = self.screen.view.viewport().rect()
        left, right = self.side_gap()
        w.fit_width(right - left)
        w.adjustSize()
        lay = w.layout()
        if lay is not None and lay.hasHeightForWidth():
            w.resize(w.width(), max(w.minimumSizeHint().height(),
                                    lay.totalHeightForWidth(w.width())))
        x = max(0, left + (right - left - w.width()) // 2) if w.width() <= right - left \
            else max(0, (vp.width() - w.width()) // 2)
        middle = max(0, (vp.height() - w.height()) // 2)
        plates = [r.adjusted(-GAP // 2, -GAP // 2, GAP // 2, GAP // 2)
                  for r in self.plate_rects()]

        def covered(y: int) -> int:      # (how much of the plates it would cover at y)
            box = QRect(x, y, w.width(), w.height())
            return sum(box.intersected(r).width() * box.intersected(r).height()
                       for r in plates if box.intersects(r))

        # over no plate, nearest the middle; where it is too tall for that (four players at
        # 150 % text in the smallest window: the top seat's), over as little as it can
        ys = sorted(range(0, max(0, vp.height() - w.height()) + 1), key=lambda y: abs(y - middle))
        w.move(x, min(ys, key=covered) if ys else 0)

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
