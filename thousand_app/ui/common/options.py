"""The option editor of both new-game dialogs: a rules preset, its explanation and a button
that resets the options to it, above the game's options in pages, one editor each (a check
box, a list of values, a number, or a list of ranges).

The options are the engine's (a :class:`~thousand_app.games.options.OptionTable`); the game's
UI gives their words (:class:`OptionWords`) and the values of each preset.  An option that
does not apply with the others' values is disabled, one that differs from the preset is in
bold, and the preset's explanation lists what was changed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Callable, Mapping, Optional, Sequence

from PySide6.QtCore import Signal
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (QCheckBox, QComboBox, QFormLayout, QGroupBox, QHBoxLayout, QLabel,
                               QLineEdit, QListWidget, QPushButton, QScrollArea, QSizePolicy,
                               QSpinBox, QStackedWidget, QVBoxLayout, QWidget)

from thousand_app.games.options import OptionSpec, OptionTable

from .i18n import translate
from .texts import fmt

__all__ = ["OptionEditor", "OptionWords", "OptionsBox", "PairsError", "custom_text",
           "pairs_text", "parse_pairs"]


class PairsError(ValueError):
    """A list of ranges that cannot be read (the part that cannot)."""


def parse_pairs(text: str) -> list[list[int]]:
    """ "300-400, 750-900" (dashes of any kind, spaces free) to ``[[300, 400], [750, 900]]``."""
    out: list[list[int]] = []
    for part in re.split(r"[,;]", text):
        part = part.strip()
        if not part:
            continue
        m = re.fullmatch(r"(-?\d{1,7})\s*[-–—]\s*(-?\d{1,7})", part)
        if m is None:
            raise PairsError(part)
        out.append([int(m.group(1)), int(m.group(2))])
    return out


def pairs_text(value: Any) -> str:
    """Ranges as people write them: "300–400, 750–900" (empty: none)."""
    if not isinstance(value, list):
        return str(value)
    return ", ".join(f"{lo}–{hi}" for lo, hi in value)


@dataclass(frozen=True)
class OptionWords:
    """A game's words for its options and presets, in the user's language."""

    #: ``label(key)``: the option's name.
    label: Callable[[str], str]
    #: ``help(spec)``: its one-line explanation.
    help: Callable[[OptionSpec], str]
    #: ``value(key, value, values)``: a value in words (``values``: every option's, for
    #: words that name another option's number).
    value: Callable[[str, Any, Mapping[str, Any]], str]
    #: ``preset_name(key)``, ``preset_help(key)``.
    preset_name: Callable[[str], str]
    preset_help: Callable[[str], str]


class OptionEditor(QWidget):
    """The widget for one option: a check box, a list of values, a number or a list of
    ranges (``ranges_hint``: the placeholder of an empty one)."""

    def __init__(self, spec: OptionSpec, words: OptionWords, object_name: str,
                 ranges_hint: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.spec = spec
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.check: Optional[QCheckBox] = None
        self.combo: Optional[QComboBox] = None
        self.spin: Optional[QSpinBox] = None
        self.line: Optional[QLineEdit] = None
        widget: QWidget
        if spec.is_switch:
            widget = self.check = QCheckBox()
        elif spec.kind == "number":
            widget = self.spin = QSpinBox()
            self.spin.setRange(spec.low if spec.low is not None else -100_000,
                               spec.high if spec.high is not None else 100_000)
            self.spin.setSingleStep(spec.step)
        elif spec.kind == "pairs":
            widget = self.line = QLineEdit()
            self.line.setPlaceholderText(ranges_hint)
        else:
            widget = self.combo = QComboBox()
            for value in spec.choices:
                self.combo.addItem(words.value(spec.key, value, {}), value)
        widget.setObjectName(object_name)
        # (its label is the form row's, which a screen reader does not link to the box inside)
        widget.setAccessibleName(words.label(spec.key))
        lay.addWidget(widget, 1 if self.line is not None else 0)
        lay.addStretch(1)

    def value(self) -> Any:
        """The value as the engine takes it (:class:`PairsError` for ranges it cannot read)."""
        if self.check is not None:
            return "on" if self.check.isChecked() else "off"
        if self.spin is not None:
            return int(self.spin.value())
        if self.line is not None:
            return parse_pairs(self.line.text())
        assert self.combo is not None
        return self.combo.currentData()

    def set_value(self, value: Any) -> None:
        if self.check is not None:
            self.check.setChecked(value == "on")
        elif self.spin is not None:
            self.spin.setValue(int(value))
        elif self.line is not None:
            self.line.setText(pairs_text(value))
        else:
            assert self.combo is not None
            for i in range(self.combo.count()):
                d = self.combo.itemData(i)
                if d == value and type(d) is type(value):
                    self.combo.setCurrentIndex(i)
                    return

    def connect_changed(self, slot: Any) -> None:
        if self.check is not None:
            self.check.toggled.connect(slot)
        elif self.spin is not None:
            self.spin.valueChanged.connect(slot)
        elif self.line is not None:
            self.line.textChanged.connect(slot)
        elif self.combo is not None:
            self.combo.currentIndexChanged.connect(slot)


def add_option_row(form: QFormLayout, editor: QWidget, name: str, help_text: str) -> QLabel:
    """One option in a form: its name (the label, returned), its editor and its one-line
    explanation under the editor (also the tooltip of both)."""
    editor.setToolTip(help_text)
    label = QLabel(name)
    label.setToolTip(help_text)
    label.setWordWrap(True)
    label.setMaximumWidth(220)
    # wide enough for its words in bold (a changed option's); only a label longer than 220 px
    # wraps
    bold = QFont(label.font())
    bold.setBold(True)
    label.setMinimumWidth(min(220, QFontMetrics(bold).horizontalAdvance(label.text()) + 4))
    help_label = QLabel(help_text)
    help_label.setWordWrap(True)
    help_label.setProperty("tone", "muted")
    cell = QWidget()
    cell_lay = QVBoxLayout(cell)
    cell_lay.setContentsMargins(0, 0, 0, 6)
    cell_lay.setSpacing(1)
    cell_lay.addWidget(editor)
    cell_lay.addWidget(help_label)
    form.addRow(label, cell)
    return label


def custom_text(preset: str, changed: Sequence[tuple[str, str]]) -> str:
    """What the preset's explanation says once options differ from it: "Custom, from Classic.
    Changed: Barrel at: 900; Dump truck: off." (``changed``: each option's name and value)."""
    what = "; ".join(fmt(translate("NewGame", "%1: %2"), name, value) for name, value in changed)
    text = fmt(translate("NewGame", "Custom, from %1. Changed: %2."), preset, what)
    # a value that ends in an abbreviation's period ("выкл.") ends the sentence with it
    return text[:-1] if text.endswith("..") and not text.endswith("...") else text


class OptionsBox(QGroupBox):
    """The rules part of a new-game dialog: the preset, its explanation and a reset button,
    above the options in pages (a list of page titles beside them)."""

    #: An option or the preset was changed by the user.
    changed = Signal()

    def __init__(self, table: OptionTable, words: OptionWords, presets: Sequence[str],
                 preset_options: Callable[[str], dict[str, Any]],
                 pages: Sequence[tuple[str, Sequence[OptionSpec]]], *, title: str,
                 preset_label: str, reset_text: str, object_names: tuple[str, str, str, str],
                 editor_prefix: str, ranges_hint: str = "") -> None:
        """``presets``: their keys; ``preset_options(key)``: every option's value under a
        preset; ``object_names``: of the preset box, the reset button, the page list and the
        pages; ``editor_prefix`` + key: each editor's object name."""
        super().__init__(title)
        self.table, self.words, self.preset_options = table, words, preset_options
        lay = self.lay = QVBoxLayout(self)
        preset_row = QHBoxLayout()
        preset_row.addWidget(QLabel(preset_label))
        self.preset = QComboBox()
        self.preset.setObjectName(object_names[0])
        for key in presets:
            self.preset.addItem(words.preset_name(key), key)
        preset_row.addWidget(self.preset)
        self.preset_help = QLabel()
        self.preset_help.setWordWrap(True)
        preset_row.addStretch(1)
        self.reset = QPushButton(reset_text)
        self.reset.setObjectName(object_names[1])
        preset_row.addWidget(self.reset)
        lay.addLayout(preset_row)
        # (its explanation under it, the whole width: the row stays narrow enough for a
        # sheet in a small window at a large text size)
        lay.addWidget(self.preset_help)
        row = QHBoxLayout()
        self.page_list = QListWidget()
        self.page_list.setObjectName(object_names[2])
        self.page_list.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.stack = QStackedWidget()
        self.stack.setObjectName(object_names[3])
        self.page_list.currentRowChanged.connect(self.stack.setCurrentIndex)
        self.editors: dict[str, OptionEditor] = {}
        #: key -> the option's name label (bold when it differs from the preset)
        self.labels: dict[str, QLabel] = {}
        for page_title, specs in pages:
            page = QWidget()
            form = QFormLayout(page)
            form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
            for spec in specs:
                editor = OptionEditor(spec, words, editor_prefix + spec.key, ranges_hint)
                self.editors[spec.key] = editor
                self.labels[spec.key] = add_option_row(form, editor, words.label(spec.key),
                                                       words.help(spec))
                editor.connect_changed(self.refresh)
            scroll = QScrollArea()
            scroll.setWidgetResizable(True)
            scroll.setWidget(page)
            self.stack.addWidget(scroll)
            self.page_list.addItem(page_title)
        self.page_list.setMaximumWidth(self.page_list.sizeHintForColumn(0) + 24)
        self.page_list.setCurrentRow(0)
        row.addWidget(self.page_list)
        row.addWidget(self.stack, 1)
        lay.addLayout(row, 1)
        self._loading = False
        self.reset.clicked.connect(self.reset_options)

    # -- values ----------------------------------------------------------------------------
    def start(self, preset: str, values: Mapping[str, Any]) -> None:
        """Show ``preset`` with these option values (the dialog's remembered choice); the
        preset box then resets the options when another preset is chosen."""
        self.preset.setCurrentIndex(max(0, self.preset.findData(preset)))
        self.apply_options(values)
        self.preset.currentIndexChanged.connect(self.reset_options)

    def base(self) -> dict[str, Any]:
        """Every option's value under the chosen preset."""
        return self.preset_options(self.preset.currentData())

    def apply_options(self, values: Mapping[str, Any]) -> None:
        self._loading = True
        for key, value in values.items():
            if key in self.editors:
                self.editors[key].set_value(value)
        self._loading = False
        self.refresh()

    def reset_options(self) -> None:
        self.apply_options(self.base())

    def option_values(self) -> dict[str, Any]:
        """Every option's value as set (:class:`PairsError` when ranges cannot be read)."""
        return {k: e.value() for k, e in self.editors.items()}

    def readable_values(self) -> dict[str, Any]:
        """The options' values, less any ranges that cannot be read."""
        out: dict[str, Any] = {}
        for k, e in self.editors.items():
            try:
                out[k] = e.value()
            except PairsError:
                pass
        return out

    def changed_options(self) -> dict[str, Any]:
        """The options that differ from the preset (:class:`PairsError` as above)."""
        base = self.base()
        return {k: v for k, v in self.option_values().items() if base[k] != v}

    # -- what is shown -----------------------------------------------------------------------
    def refresh(self, *_: object) -> None:
        """After a change: which options apply, the values' words, what differs from the
        preset (bold, and in the preset's explanation)."""
        values = self.readable_values()
        for key, editor in self.editors.items():
            on = self.table.applies(key, values)
            editor.setEnabled(on)
            self.labels[key].setEnabled(on)
        self._relabel_choices(values)
        if self._loading:
            return
        base, words = self.base(), self.words
        for key, label in self.labels.items():
            f = QFont(label.font())
            f.setBold(key in values and values[key] != base[key])
            label.setFont(f)
        preset = self.preset.currentData()
        changed = [(words.label(k), words.value(k, v, values)) for k, v in values.items()
                   if v != base[k]]
        self.preset_help.setText(custom_text(words.preset_name(preset), changed) if changed
                                 else words.preset_help(preset))
        self.changed.emit()

    def _relabel_choices(self, values: Mapping[str, Any]) -> None:
        """Values whose words name another option's number (the dump truck's "555 and −555")
        follow that option as it is edited."""
        for key, editor in self.editors.items():
            combo = editor.combo
            if combo is None:
                continue
            for i in range(combo.count()):
                text = self.words.value(key, combo.itemData(i), values)
                if combo.itemText(i) != text:
                    combo.setItemText(i, text)
