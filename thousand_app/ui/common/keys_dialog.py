"""Help → Keyboard: each game's keys, from the UI registry."""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QTimer
from PySide6.QtGui import QFont, QResizeEvent
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QDialogButtonBox, QHeaderView,
                               QTableWidget, QTableWidgetItem, QTabWidget, QVBoxLayout, QWidget)


from .game_ui import UIRegistry
from .i18n import translate
from .windows import fit_on_screen

__all__ = ["KeysDialog"]


def _keys_table(rows: tuple[tuple[str, str], ...], name: str, parent: QWidget) -> QTableWidget:
    table = QTableWidget(len(rows), 2, parent)
    table.setObjectName(name)
    table.setHorizontalHeaderLabels([translate("Keys", "Key"), translate("Keys", "Action")])
    table.verticalHeader().setVisible(False)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setWordWrap(True)
    for row, (key, action) in enumerate(rows):
        k = QTableWidgetItem(translate("Keys", key))
        f = QFont(k.font())
        f.setBold(True)
        k.setFont(f)
        table.setItem(row, 0, k)
        a = QTableWidgetItem(translate("Keys", action))
        a.setToolTip(a.text())
        table.setItem(row, 1, a)
    header = table.horizontalHeader()
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
    table.resizeRowsToContents()
    return table


class KeysDialog(QDialog):
    """Help → Keyboard: the keys of each game of ``uis``, a table per game on its own tab (the
    tab of ``game`` shown first; by default the first game's)."""

    def __init__(self, uis: UIRegistry, parent: Optional[QWidget] = None, game: str = "") -> None:
        super().__init__(parent)
        self.setObjectName("keysDialog")
        self.setWindowTitle(translate("Main", "Keyboard"))
        lay = QVBoxLayout(self)
        tabs = QTabWidget(self)
        tabs.setObjectName("keysTabs")
        #: The table of each game's keys, by the game's name.
        self.tables: dict[str, QTableWidget] = {}
        for ui in uis:
            table = _keys_table(ui.keys, ui.name + "KeysTable", tabs)
            self.tables[ui.name] = table
            tabs.addTab(table, translate("Keys", ui.keys_title))
        names = list(self.tables)
        tabs.setCurrentIndex(names.index(game) if game in names else 0)
        self.tabs = tabs
        lay.addWidget(tabs)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.button(QDialogButtonBox.StandardButton.Close).setText(translate("Main", "Close"))
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        fit_on_screen(self, 560, 560)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        # rows as tall as their wrapped lines at the width the columns now have
        for table in self.tables.values():
            QTimer.singleShot(0, table.resizeRowsToContents)
