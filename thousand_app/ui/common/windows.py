"""Sizing the app's own windows (dialogs) on small screens."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget


def fit_on_screen(window: QWidget, width: int, height: int) -> None:
    """Give a dialog its preferred size, but never more than the screen it opens on."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is not None:
        avail = screen.availableGeometry()
        width = min(width, max(300, avail.width() - 40))
        height = min(height, max(240, avail.height() - 60))
    window.resize(width, height)
