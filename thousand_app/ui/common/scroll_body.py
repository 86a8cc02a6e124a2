"""A screen's body in a scroll area of its own, so that what comes after it in the screen's
layout (its row of action buttons: Start, Cancel) stays in sight however small the window
(issue 34): a sheet scrolls its whole screen when the screen's least height does not fit,
and a body that scrolls by itself keeps that least height small."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QBoxLayout, QFrame, QScrollArea, QVBoxLayout, QWidget

#: The least height of a body (px): what it shows, at least, when the window is small.
LEAST_HEIGHT = 120


class ScrollBody(QScrollArea):
    """A frameless scroll area that asks for the whole size of what it holds (a plain
    ``QScrollArea`` asks for at most 24 lines) but makes do with :data:`LEAST_HEIGHT`."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("scrollBody")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)   # (its contents take the keys)
        self.viewport().setAutoFillBackground(False)

    def _bar(self) -> int:
        return self.verticalScrollBar().sizeHint().width()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        w = self.widget()
        if w is None:
            return super().sizeHint()
        hint = w.sizeHint().expandedTo(w.minimumSizeHint())
        return QSize(hint.width() + self._bar(), hint.height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        w = self.widget()
        if w is None:
            return super().minimumSizeHint()
        least = w.minimumSizeHint()
        return QSize(least.width() + self._bar(), min(least.height(), LEAST_HEIGHT))


def scroll_body(outer: QBoxLayout, stretch: int = 1) -> QVBoxLayout:
    """A :class:`ScrollBody` added to ``outer``; the layout to put the body's widgets in (what
    is added to ``outer`` after it stays in sight)."""
    area = ScrollBody()
    body = QWidget()
    body.setObjectName("scrollBodyContents")
    body.setAutoFillBackground(False)
    lay = QVBoxLayout(body)
    lay.setContentsMargins(0, 0, 0, 0)
    area.setWidget(body)
    outer.addWidget(area, stretch)
    return lay
