"""The main window's status bar, shown only while it has something to show.

A QMainWindow's status bar, once made, stays: an empty grey strip under the table after the
first message ("Saved as …"), which also took 20 px from the table when it came (issue 34).
This one hides itself when its message is gone and none of its widgets is shown.
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QStatusBar, QWidget


class StatusStrip(QStatusBar):
    """A status bar that is shown while it has a message or a visible widget ("Not saved",
    a progress bar), and hidden otherwise."""

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setObjectName("statusStrip")
        self._widgets: list[QWidget] = []
        self.messageChanged.connect(self.fit)
        self.hide()

    def addWidget(self, widget: QWidget, stretch: Optional[int] = 0) -> None:  # noqa: N802
        super().addWidget(widget, stretch or 0)
        self._watch(widget)

    def addPermanentWidget(self, widget: QWidget, stretch: Optional[int] = 0) -> None:  # noqa: N802
        super().addPermanentWidget(widget, stretch or 0)
        self._watch(widget)

    def removeWidget(self, widget: QWidget) -> None:  # noqa: N802 (Qt's name)
        super().removeWidget(widget)
        if widget in self._widgets:
            self._widgets.remove(widget)
            widget.removeEventFilter(self)
        self.fit()

    def _watch(self, widget: QWidget) -> None:
        self._widgets.append(widget)
        widget.installEventFilter(self)
        self.fit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() in (QEvent.Type.ShowToParent, QEvent.Type.HideToParent):
            self.fit()
        return False

    def fit(self, *_: object) -> None:
        """Shown while there is a message or a widget to show."""
        self.setVisible(bool(self.currentMessage()) or any(map(shown, self._widgets)))


def shown(widget: QWidget) -> bool:
    """Whether a widget of the bar is shown (False once deleted without removeWidget)."""
    try:
        return not widget.isHidden()
    except RuntimeError:
        return False
