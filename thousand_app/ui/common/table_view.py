"""The view of the card table: scales the scene to the window, paints the cloth."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QPainter, QRadialGradient, QResizeEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

from . import accessibility
from .theme import colour


class TableView(QGraphicsView):
    """The view: scales the table to the window, keeps cards sharp (HiDPI)."""

    resized = Signal()
    #: Screen readers see the table's things as its children (``accessibility``).
    accessible_table = True

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        accessibility.install()
        #: The table's scene (the card or the dice table): it lays itself out for a size
        #: (``resize_to``).
        self.table: Any = scene
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setMinimumSize(640, 420)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        vr = self.mapToScene(self.viewport().rect()).boundingRect()
        c = vr.center()
        g = QRadialGradient(c, max(vr.width(), vr.height()) * 0.75)
        g.setColorAt(0.0, colour("felt_centre"))
        g.setColorAt(1.0, colour("felt_edge"))
        painter.fillRect(rect, QBrush(g))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.refit()
        self.resized.emit()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.ApplicationFontChange):
            self.refit()    # (the text size changed: the plates grow or shrink with it)

    def refit(self) -> None:
        vp = self.viewport().size()
        self.table.resize_to(vp.width(), vp.height())
        self.fitInView(self.table.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
