"""What 'text is never clipped' means, as a check over a widget tree (tests/ui/test_fit.py)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (QAbstractButton, QCheckBox, QComboBox, QGroupBox, QLabel,
                               QListWidget, QMenuBar, QRadioButton, QStyle, QStyleOptionComboBox,
                               QTableWidget, QWidget)


def _plain(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def problems(root: QWidget, where: str) -> list[str]:
    """Clipped labels and buttons, and widgets lying outside their window, under ``root``."""
    out: list[str] = []
    window = root.window()
    win_rect = window.rect()
    for w in [root, *root.findChildren(QWidget)]:
        if not w.isVisible() or w.width() <= 0:
            continue
        name = f"{where}: {type(w).__name__} {w.objectName() or ''}".rstrip()
        top_left = w.mapTo(window, QPoint(0, 0))
        r = QRect(top_left, w.size())
        # a widget inside a scroll area may lie outside its window: only its viewport counts
        clipped_by_scroll = any(type(p).__name__ in ("QScrollArea", "QAbstractScrollArea")
                                or p.objectName() == "qt_scrollarea_viewport"
                                for p in _parents(w, window))
        if not clipped_by_scroll and w is not window and not win_rect.adjusted(-1, -1, 1, 1).contains(r):
            out.append(f"{name} lies outside its window ({r} not in {win_rect})")
        out += _text_problems(w, name)
    return out


def _wider(name: str, text: str, width: int, room: int) -> list[str]:
    """A problem when ``text`` needs ``width`` pixels and has ``room``."""
    return [f"{name} {text[:40]!r} is {width}px wide in {room}px"] if width > room else []


def _text_problems(w: QWidget, name: str) -> list[str]:
    """The texts of one widget that do not fit in it."""
    fm = QFontMetrics(w.font())
    out: list[str] = []
    if isinstance(w, QLabel) and w.pixmap().isNull() and w.text():
        if w.textFormat() == Qt.TextFormat.RichText or "<" in w.text():
            return out
        if w.wordWrap():
            need = w.heightForWidth(w.width())   # (margins included, as the height)
            if need > w.height() + 2:
                out.append(f"{name} {w.text()[:40]!r} needs {need}px of height, has "
                           f"{w.height()}")
        else:
            width = max(fm.horizontalAdvance(line) for line in w.text().split("\n"))
            out += _wider(name, w.text(), width, w.contentsRect().width() + 1)
    elif isinstance(w, (QCheckBox, QRadioButton)) and w.text():
        out += _wider(name, w.text(), fm.horizontalAdvance(_plain(w.text())) + 18, w.width() + 1)
    elif isinstance(w, QAbstractButton) and w.text():
        out += _wider(name, w.text(), fm.horizontalAdvance(_plain(w.text())) + 6, w.width())
    elif isinstance(w, QComboBox):
        out += _combo_problems(w, name)
    elif isinstance(w, QListWidget):
        for i in range(w.count()):
            item = w.item(i)
            if not item.toolTip():
                out += _wider(f"{name} item", item.text(),
                              fm.horizontalAdvance(item.text()) + 8, w.viewport().width())
    elif isinstance(w, QMenuBar):
        for action in w.actions():   # a title that does not fit goes behind a » button
            if action.isVisible() and not w.rect().contains(w.actionGeometry(action)):
                out.append(f"{name} menu {action.text()!r} does not fit in the menu bar")
    if isinstance(w, QGroupBox) and w.title():
        out += _wider(f"{name} title", w.title(), fm.horizontalAdvance(_plain(w.title())) + 16,
                      w.width())
    if isinstance(w, QTableWidget):
        header = w.horizontalHeader()
        hfm = QFontMetrics(header.font())
        for col in range(w.columnCount()):
            head = w.horizontalHeaderItem(col)
            if head is not None and head.text() and not header.isSectionHidden(col):
                width = max(hfm.horizontalAdvance(line) for line in head.text().split("\n")) + 8
                out += _wider(f"{name} heading", head.text(), width, header.sectionSize(col) + 1)
        for row in range(w.rowCount()):
            for col in range(w.columnCount()):
                cell = w.item(row, col)
                if cell is None or not cell.text():
                    continue
                width = fm.horizontalAdvance(cell.text()) + 4
                if width > w.columnWidth(col) and not cell.toolTip():
                    out.append(f"{name} cell {row},{col} {cell.text()[:40]!r} is clipped "
                               "and has no tooltip")
    return out


def _combo_problems(box: QComboBox, name: str) -> list[str]:
    """Items of a combo box wider than its text field (the one chosen would be cut)."""
    opt = QStyleOptionComboBox()
    box.initStyleOption(opt)
    field = box.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, opt,
                                       QStyle.SubControl.SC_ComboBoxEditField, box)
    room = field.width()
    fm = QFontMetrics(box.font())
    out: list[str] = []
    for i in range(box.count()):
        text = box.itemText(i)
        icon = box.iconSize().width() + 4 if not box.itemIcon(i).isNull() else 0
        if text:
            out += _wider(f"{name} item", text, fm.horizontalAdvance(text) + icon, room + 1)
    return out


def _parents(w: QWidget, stop: QWidget) -> list[QWidget]:
    out = []
    p = w.parentWidget()
    while p is not None and p is not stop:
        out.append(p)
        p = p.parentWidget()
    return out
