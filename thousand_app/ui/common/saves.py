"""Dialogs over the storage: the list of saved games (load, delete, export) and the statistics."""

from __future__ import annotations

import logging
from typing import Any, Optional

from PySide6.QtCore import QDateTime, Qt
from PySide6.QtWidgets import (QDialogButtonBox, QFileDialog, QHeaderView, QLabel, QMessageBox,
                               QPushButton, QTableWidget, QTableWidgetItem, QVBoxLayout,
                               QWidget)


from .game_ui import UIRegistry
from .i18n import translate
from .import_progress import prepared, run_with_progress
from .plain_text import plain_message, plain_question
from .problem_texts import error_after_colon
from .texts import fmt, total_text
from .windows import fill_width, fit_on_screen, list_table, refit_sheet
from .sheet import SheetDialog

log = logging.getLogger("thousand.ui")

#: The saved-games list sizes its columns to the text of this many rows (not every save).
SIZED_ROWS = 200


def when_text(iso: str) -> str:
    """An ISO 8601 time in the user's locale (as written if it cannot be read)."""
    dt = QDateTime.fromString(iso, Qt.DateFormat.ISODateWithMs)
    if not dt.isValid():
        dt = QDateTime.fromString(iso, Qt.DateFormat.ISODate)
    if not dt.isValid():
        return iso
    return dt.toLocalTime().toString("yyyy-MM-dd HH:mm")


def save_rules_text(info: Any, uis: UIRegistry) -> str:
    """The saved-games list's "Rules" cell: as the save's game (its UI in ``uis``) says its
    rules."""
    try:
        ui = uis.get(getattr(info, "kind", uis.names[0]))
    except KeyError:
        return str(info.preset)
    return ui.save_rules_text(info) if ui.save_rules_text is not None else str(info.preset)


#: The columns of the saves list that wrap when it is narrow: the name and the players first,
#: then the date and the rules too.
WRAPPING = ((0, 2), (0, 2, 1, 3))


def _least_width(table: QTableWidget, col: int) -> int:
    """The width of the longest word of a column (of its first rows) and of its heading."""
    fm = table.fontMetrics()
    head = table.horizontalHeaderItem(col)
    texts = [head.text() if head is not None else ""]
    texts += [item.text() for row in range(min(table.rowCount(), SIZED_ROWS))
              if (item := table.item(row, col)) is not None]
    words = [w for text in texts for w in text.split()]
    return max((fm.horizontalAdvance(w) for w in words), default=0) + 16


def fit_saves_columns(table: QTableWidget) -> None:
    """The columns as wide as their words, the name taking the room left; when they do not
    fit the table's width, the name and the players (then the date and the rules too) share
    what the others leave, their words on more lines: the list never scrolls sideways, its
    State in sight."""
    header = table.horizontalHeader()
    n = table.columnCount()
    room = table.viewport().width()
    natural = {c: max(table.sizeHintForColumn(c), header.sectionSizeHint(c)) for c in range(n)}
    if sum(natural.values()) <= room:
        for c in range(1, n):
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.ResizeToContents)
        fill_width(table, 0)
        table.resizeRowsToContents()
        return
    widths = dict(natural)
    for wrap in WRAPPING:
        share = room - sum(natural[c] for c in range(n) if c not in wrap)
        whole = sum(natural[c] for c in wrap)
        widths = dict(natural)
        for c in wrap:
            widths[c] = min(natural[c], max(_least_width(table, c), share * natural[c] // whole))
        if sum(widths.values()) <= room:
            break
    for c in range(n):
        header.setSectionResizeMode(c, QHeaderView.ResizeMode.Interactive)
        table.setColumnWidth(c, widths[c])
    table.setWordWrap(True)
    table.resizeRowsToContents()


class SavesDialog(SheetDialog):
    """Saved games, newest first: load one, delete one, or export its record."""

    def __init__(self, storage: Any, uis: UIRegistry, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("savesDialog")
        self.setWindowTitle(translate("Saves", "Saved games"))
        self.storage = storage
        self.uis = uis
        self.loaded: Optional[Any] = None
        #: "Review" was chosen for :attr:`loaded` (review its deals instead of playing on).
        self.review = False
        self.loaded_name = ""
        fit_on_screen(self, 820, 460)
        lay = QVBoxLayout(self)
        self.empty = QLabel(translate("Saves", "No saved games yet. Save one from the Game menu "
                                               "while you play."))
        self.empty.setWordWrap(True)
        lay.addWidget(self.empty)
        self.table = list_table(self, [translate("Saves", "Name"), translate("Saves", "Saved"),
                                   translate("Saves", "Players"), translate("Saves", "Rules"),
                                   translate("Saves", "State")])
        # (the columns fit the first rows: measuring thousands of saves took longer than
        # listing them)
        self.table.horizontalHeader().setResizeContentsPrecision(SIZED_ROWS)
        self.table.itemDoubleClicked.connect(lambda _item: self._load())
        # the other columns as wide as their words, the name taking the room left
        refit_sheet(self, lambda: fit_saves_columns(self.table), self.table, latest=False)
        lay.addWidget(self.table, 1)
        buttons = QDialogButtonBox()
        self.load_button = QPushButton(translate("Saves", "Load"))
        self.load_button.setObjectName("loadButton")
        self.delete_button = QPushButton(translate("Saves", "Delete…"))
        self.export_button = QPushButton(translate("Saves", "Export record…"))
        self.review_button = QPushButton(translate("Saves", "Review deals…"))
        self.review_button.setObjectName("reviewSaveButton")
        close = QPushButton(translate("Saves", "Close"))
        buttons.addButton(self.load_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.delete_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.export_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.review_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(close, QDialogButtonBox.ButtonRole.RejectRole)
        self.load_button.clicked.connect(self._load)
        self.delete_button.clicked.connect(self._delete)
        self.export_button.clicked.connect(self._export)
        self.review_button.clicked.connect(self._review)
        close.clicked.connect(self.reject)
        lay.addWidget(buttons)
        self.saves: list[Any] = []
        self._fill()

    def _fill(self) -> None:
        try:
            self.saves = list(self.storage.list_saves())
        except Exception:
            log.exception("list_saves failed")
            self.saves = []
        t = self.table
        t.setUpdatesEnabled(False)       # (thousands of saves: one repaint, not one a row)
        t.setRowCount(len(self.saves))
        for row, info in enumerate(self.saves):
            players = ", ".join(f"{p} {total_text(x)}" for p, x in zip(info.players, info.totals))
            if info.in_progress:
                state = translate("Saves", "in progress")
            elif info.winner is not None and 0 <= info.winner < len(info.players):
                state = fmt(translate("Saves", "won by %1"), info.players[info.winner])
            else:
                state = translate("Saves", "finished")
            for col, text in enumerate((info.name, when_text(info.saved_at), players,
                                        save_rules_text(info, self.uis), state)):
                t.setItem(row, col, QTableWidgetItem(text))
        t.setUpdatesEnabled(True)
        has = bool(self.saves)
        self.empty.setVisible(not has)
        t.setVisible(has)
        for b in (self.load_button, self.delete_button, self.export_button, self.review_button):
            b.setEnabled(has)
        if has:
            t.selectRow(0)
        fit_saves_columns(t)

    def _current(self) -> Optional[Any]:
        row = self.table.currentRow()
        return self.saves[row] if 0 <= row < len(self.saves) else None

    def _review(self) -> None:
        """Read the save to review its finished deals (the game in progress stays as it is)."""
        self.review = True
        self._load()
        if self.loaded is None:
            self.review = False

    def _load(self) -> None:
        info = self._current()
        if info is None:
            return
        try:   # replaying a long game takes a while: off the GUI thread, with a dialog
            self.loaded = self._load_off_thread(info.name, translate("Saves", "Load"))
        except Exception as exc:
            plain_message(self, QMessageBox.Icon.Warning,
                          translate("Saves", "Load"),
                          fmt(translate("Saves", "This save cannot be loaded: %1"),
                              error_after_colon(exc)))
            self._fill()
            return
        self.loaded_name = info.name
        self.accept()

    def _load_off_thread(self, name: str, title: str) -> Any:
        return run_with_progress(self, title, translate("Main", "Reading the game record…"),
                                 lambda: prepared(self.storage.load(name), self.uis))

    def _delete(self) -> None:
        info = self._current()
        if info is None:
            return
        if not plain_question(self, translate("Saves", "Delete"),
                              fmt(translate("Saves", "Delete the save “%1”?"), info.name)):
            return
        try:
            self.storage.delete(info.name)
        except Exception as exc:
            plain_message(self, QMessageBox.Icon.Warning,
                          translate("Saves", "Delete"),
                          fmt(translate("Saves", "The save could not be deleted: %1"),
                              error_after_colon(exc)))
        self._fill()

    def _export(self) -> None:
        info = self._current()
        if info is None:
            return
        path, _ = QFileDialog.getSaveFileName(self, translate("Saves", "Export record…"),
                                              info.name + ".json",
                                              translate("Saves", "Game records (*.json)"))
        if not path:
            return
        try:
            saved = self._load_off_thread(info.name, translate("Saves", "Export record…"))
            self.storage.export_record(saved.game, path, saved.seats)
        except Exception as exc:
            plain_message(self, QMessageBox.Icon.Warning,
                          translate("Saves", "Export record…"),
                          fmt(translate("Saves", "The record could not be written: %1"),
                              error_after_colon(exc)))


class StatsDialog(SheetDialog):
    """Statistics per human player name: each game's (of ``uis``) in a box of its own."""

    def __init__(self, storage: Any, uis: UIRegistry, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statsDialog")
        self.setWindowTitle(translate("Saves", "Statistics"))
        fit_on_screen(self, 900, 560)
        lay = QVBoxLayout(self)
        for ui in uis:
            if ui.stats_box is not None:
                lay.addWidget(ui.stats_box(storage, self), 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.button(QDialogButtonBox.StandardButton.Close).setText(translate("Saves", "Close"))
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
