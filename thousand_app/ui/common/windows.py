"""Sizing the app's own windows (dialogs) on small screens; the tables they list things in."""

from __future__ import annotations

import logging
from typing import Any, Callable

from PySide6.QtGui import QGuiApplication
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem,
                               QWidget)


def fit_on_screen(window: QWidget, width: int, height: int) -> None:
    """Give a dialog its preferred size, but never more than the screen it opens on."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is not None:
        avail = screen.availableGeometry()
        width = min(width, max(300, avail.width() - 40))
        height = min(height, max(240, avail.height() - 60))
    window.resize(width, height)


def read_or_log(read: Callable[[], Any], what: str) -> dict[Any, Any]:
    """``dict(read())``, or an empty dict when reading fails (the failure is logged)."""
    try:
        return dict(read())
    except Exception:
        logging.getLogger("thousand.ui").exception("%s failed", what)
        return {}


def list_table(parent: QWidget, heads: list[str]) -> QTableWidget:
    """A read-only table of whole rows under ``heads``, one row selectable at a time."""
    t = QTableWidget(parent)
    t.setColumnCount(len(heads))
    t.setHorizontalHeaderLabels(heads)
    t.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    t.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    t.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    t.verticalHeader().setVisible(False)
    # each column as wide as its words (a narrow window scrolls; never a last column stretched
    # below its heading, or far beyond it)
    t.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    return t


def fill_row(table: QTableWidget, row: int, cells: list[str]) -> None:
    """A row of ``table``: the first cell as it is, the others (figures) to the right."""
    for col, text in enumerate(cells):
        item = QTableWidgetItem(text)
        if col:
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        table.setItem(row, col, item)
