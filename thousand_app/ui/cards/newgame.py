"""The new-game dialog: players, seats (human or computer and its level), a rules preset and every option.

Options are grouped by phase (tabs), each with its one-line explanation in the
user's language.  The dialog starts from the choices remembered last time.
"""

from __future__ import annotations

from typing import Any, Optional, Sequence

from PySide6.QtGui import QFont
from PySide6.QtWidgets import (QButtonGroup, QCheckBox, QComboBox, QDialog, QDialogButtonBox,
                               QFormLayout, QGridLayout, QGroupBox, QHBoxLayout, QLabel,
                               QLineEdit, QListWidget, QPushButton, QRadioButton, QScrollArea,
                               QSizePolicy, QSpinBox, QStackedWidget, QVBoxLayout, QWidget)

from thousand_app.cards.ai import LEVELS
from thousand_app.cards.engine import OPTIONS, PRESETS, Rules, RulesError
from thousand_app.cards.engine.rules import OPTION_SPECS, OptionSpec, OptionValue
from thousand_app.storage.names import clean_player_name

from .controller import COMPUTER, HUMAN, Seat
from thousand_app.ui.common.i18n import translate
from thousand_app.ui.common.texts import fmt, level_text
from .texts import (PHASES, choice_text, option_help, option_label, phase_title, preset_help,
                    preset_name)
from thousand_app.ui.common.windows import fit_on_screen

MAX_SEATS = 4


def default_names() -> list[str]:
    return [translate("NewGame", "You"), translate("NewGame", "Boris"),
            translate("NewGame", "Vera"), translate("NewGame", "Gleb")]


def default_config() -> dict[str, Any]:
    names = default_names()
    seats = [{"name": names[0], "kind": HUMAN, "level": None}]
    seats += [{"name": names[i], "kind": COMPUTER, "level": "normal"} for i in range(1, 4)]
    return {"players": 3, "seats": seats, "preset": "classic", "options": {},
            "takebacks": False}


def clean_config(raw: object) -> dict[str, Any]:
    """Remembered choices, repaired: anything missing or odd falls back to the defaults."""
    cfg = default_config()
    if not isinstance(raw, dict):
        return cfg
    if raw.get("players") in (2, 3, 4):
        cfg["players"] = raw["players"]
    seats = raw.get("seats")
    if isinstance(seats, list):
        for i, s in enumerate(seats[:MAX_SEATS]):
            if isinstance(s, dict):
                name = s.get("name")
                kind = s.get("kind")
                level = s.get("level")
                if isinstance(name, str) and clean_player_name(name):
                    cfg["seats"][i]["name"] = clean_player_name(name)[:24]
                if kind in (HUMAN, COMPUTER):
                    cfg["seats"][i]["kind"] = kind
                    cfg["seats"][i]["level"] = (level if level in LEVELS else "normal") \
                        if kind == COMPUTER else None
    if type(raw.get("takebacks")) is bool:
        cfg["takebacks"] = raw["takebacks"]
    if raw.get("preset") in PRESETS:
        cfg["preset"] = raw["preset"]
    opts = raw.get("options")
    if isinstance(opts, dict):
        try:
            Rules.from_options(cfg["preset"], opts)
            cfg["options"] = dict(opts)
        except RulesError:
            pass
    return cfg


def rules_error_text(e: RulesError) -> str:
    """The engine's rule check in the user's language, naming options by their shown names
    (its code and parameters; the English sentence only for a check the dialog cannot meet)."""
    p: dict[str, Any] = dict(e.params)

    def name(key: str) -> str:
        return fmt(translate("NewGame", "“%1”"), option_label(key))

    if e.code == "barrel_dump":
        return fmt(translate("NewGame", "%1 (%2) and %3 (%4) contradict each other: a player "
                                        "reaching the barrel would be sent back to 0 by the "
                                        "dump truck. Change one of them or turn the dump "
                                        "truck off."),
                   name("barrel_at"), p["barrel_at"], name("dump_truck_value"), p["value"])
    if e.code == "barrel_mode":
        return fmt(translate("NewGame", "With %1 “%2” a barrel contract of %3 would end the "
                                        "game short of 1000: %4 must be at least %5 (now %6)."),
                   name("barrel_mode"), choice_text("barrel_mode", p["mode"]), p["low"],
                   name("barrel_at"), p["least"], p["barrel_at"])
    if e.code == "option_value":
        if p.get("low") is not None and p.get("high") is not None:
            return fmt(translate("NewGame", "%1 cannot be %2: it takes whole numbers from %3 to "
                                            "%4 in steps of %5."),
                       name(p["key"]), str(p["value"]), p["low"], p["high"], p["step"])
        return fmt(translate("NewGame", "%1 cannot be %2."), name(p["key"]), str(p["value"]))
    return str(e)


def add_option_row(form: QFormLayout, editor: QWidget, name: str, help_text: str) -> QLabel:
    """One option in a form: its name (the label, returned), its editor and its one-line
    explanation under the editor (also the tooltip of both)."""
    editor.setToolTip(help_text)
    label = QLabel(name)
    label.setToolTip(help_text)
    label.setWordWrap(True)
    label.setMaximumWidth(220)
    # wide enough for its words; only a label longer than 220 px wraps
    label.setMinimumWidth(min(220, label.fontMetrics().horizontalAdvance(label.text()) + 4))
    help_label = QLabel(help_text)
    help_label.setWordWrap(True)
    help_label.setStyleSheet("color: palette(placeholder-text);")
    cell = QWidget()
    cell_lay = QVBoxLayout(cell)
    cell_lay.setContentsMargins(0, 0, 0, 6)
    cell_lay.setSpacing(1)
    cell_lay.addWidget(editor)
    cell_lay.addWidget(help_label)
    form.addRow(label, cell)
    return label


class OptionEditor(QWidget):
    """The widget for one option: a check box, a list of values or a number."""

    def __init__(self, spec: OptionSpec, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.spec = spec
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.check: Optional[QCheckBox] = None
        self.combo: Optional[QComboBox] = None
        self.spin: Optional[QSpinBox] = None
        if spec.is_switch:
            self.check = QCheckBox()
            self.check.setObjectName("opt_" + spec.key)
            lay.addWidget(self.check)
        elif spec.is_number:
            self.spin = QSpinBox()
            self.spin.setObjectName("opt_" + spec.key)
            self.spin.setRange(spec.low, spec.high)
            self.spin.setSingleStep(spec.step)
            lay.addWidget(self.spin)
        else:
            self.combo = QComboBox()
            self.combo.setObjectName("opt_" + spec.key)
            for value in spec.choices:
                self.combo.addItem(choice_text(spec.key, value), value)
            lay.addWidget(self.combo)
        lay.addStretch(1)

    def value(self) -> OptionValue:
        if self.check is not None:
            return "on" if self.check.isChecked() else "off"
        if self.spin is not None:
            return int(self.spin.value())
        assert self.combo is not None
        return self.combo.currentData()  # type: ignore[no-any-return]

    def set_value(self, value: OptionValue) -> None:
        if self.check is not None:
            self.check.setChecked(value == "on")
        elif self.spin is not None:
            self.spin.setValue(int(value))
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
        elif self.combo is not None:
            self.combo.currentIndexChanged.connect(slot)


#: One option in a rules box: its key, its editor, its name and its one-line explanation.
OptionRow = tuple[str, QWidget, str, str]


def custom_text(preset: str, changed: Sequence[tuple[str, str]]) -> str:
    """What the preset's explanation says once options differ from it: "Custom, from Classic.
    Changed: Barrel at: 900; Dump truck: off." (``changed``: each option's name and value)."""
    what = "; ".join(fmt(translate("NewGame", "%1: %2"), name, value) for name, value in changed)
    return fmt(translate("NewGame", "Custom, from %1. Changed: %2."), preset, what)


class RulesBox(QGroupBox):
    """The rules part of a new-game dialog (cards and dice): the preset, its explanation and a
    button that resets the options to it, above the options in pages (a list of page titles
    beside them)."""

    def __init__(self, title: str, preset_label: str, presets: Sequence[tuple[str, str]],
                 reset_text: str, pages: Sequence[tuple[str, Sequence[OptionRow]]],
                 object_names: tuple[str, str, str, str]) -> None:
        """``presets``: (key, name) each; ``object_names``: of the preset box, the reset
        button, the page list and the pages."""
        super().__init__(title)
        lay = self.lay = QVBoxLayout(self)
        preset_row = QHBoxLayout()
        preset_row.addWidget(QLabel(preset_label))
        self.preset = QComboBox()
        self.preset.setObjectName(object_names[0])
        for key, name in presets:
            self.preset.addItem(name, key)
        preset_row.addWidget(self.preset)
        self.preset_help = QLabel()
        self.preset_help.setWordWrap(True)
        preset_row.addWidget(self.preset_help, 1)
        self.reset = QPushButton(reset_text)
        self.reset.setObjectName(object_names[1])
        preset_row.addWidget(self.reset)
        lay.addLayout(preset_row)
        row = QHBoxLayout()
        self.page_list = QListWidget()
        self.page_list.setObjectName(object_names[2])
        self.page_list.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.stack = QStackedWidget()
        self.stack.setObjectName(object_names[3])
        self.page_list.currentRowChanged.connect(self.stack.setCurrentIndex)
        #: key -> the option's name label (bold when it differs from the preset)
        self.labels: dict[str, QLabel] = {}
        for page_title, options in pages:
            page = QWidget()
            form = QFormLayout(page)
            form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
            for key, editor, name, help_text in options:
                self.labels[key] = add_option_row(form, editor, name, help_text)
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


class NewGameDialog(QDialog):
    """Choose players and rules; :meth:`config` gives the choice (also to remember)."""

    def __init__(self, remembered: object = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newGameDialog")
        self.setWindowTitle(translate("NewGame", "New game"))
        cfg = clean_config(remembered)
        outer = QVBoxLayout(self)

        # players and seats
        seats_box = QGroupBox(translate("NewGame", "Players"))
        seats_lay = QVBoxLayout(seats_box)
        count_row = QHBoxLayout()
        count_row.addWidget(QLabel(translate("NewGame", "Number of players:")))
        self.count_group = QButtonGroup(self)
        for n in (2, 3, 4):
            rb = QRadioButton(str(n))
            rb.setObjectName(f"players{n}")
            self.count_group.addButton(rb, n)
            count_row.addWidget(rb)
        count_row.addStretch(1)
        seats_lay.addLayout(count_row)
        grid = QGridLayout()
        self.name_edits: list[QLineEdit] = []
        self.kind_boxes: list[QComboBox] = []
        self.seat_labels: list[QLabel] = []
        for i in range(MAX_SEATS):
            label = QLabel(fmt(translate("NewGame", "Seat %1:"), i + 1))
            edit = QLineEdit(cfg["seats"][i]["name"])
            edit.setObjectName(f"seatName{i}")
            edit.setMaxLength(24)
            kind = QComboBox()
            kind.setObjectName(f"seatKind{i}")
            kind.addItem(translate("NewGame", "Human"), (HUMAN, None))
            for level in LEVELS:
                kind.addItem(level_text(level), (COMPUTER, level))
            want = (cfg["seats"][i]["kind"], cfg["seats"][i]["level"])
            for j in range(kind.count()):
                if tuple(kind.itemData(j)) == want:
                    kind.setCurrentIndex(j)
            grid.addWidget(label, i, 0)
            grid.addWidget(edit, i, 1)
            grid.addWidget(kind, i, 2)
            self.seat_labels.append(label)
            self.name_edits.append(edit)
            self.kind_boxes.append(kind)
        seats_lay.addLayout(grid)
        self.seat_note = QLabel()
        self.seat_note.setWordWrap(True)
        seats_lay.addWidget(self.seat_note)
        self.takebacks = QCheckBox(translate("NewGame", "Allow take-backs (Undo, Ctrl+Z: back to "
                                                        "your previous decision)"))
        self.takebacks.setObjectName("allowTakebacks")
        self.takebacks.setToolTip(translate("NewGame", "Games against the computer only. A game "
                                                       "where a move was taken back is marked "
                                                       "in the statistics and sets no records."))
        #: The user's choice (the box shows it unticked while it does not apply: hot-seat).
        self.takebacks_wanted = bool(cfg["takebacks"])
        self.takebacks.setChecked(self.takebacks_wanted)
        self.takebacks.toggled.connect(self._takebacks_toggled)
        seats_lay.addWidget(self.takebacks)
        outer.addWidget(seats_box)

        # rules
        self.editors: dict[str, OptionEditor] = {}
        pages: list[tuple[str, list[OptionRow]]] = []
        for phase in PHASES:
            rows: list[OptionRow] = []
            for spec in OPTIONS:
                if spec.phase == phase:
                    editor = self.editors[spec.key] = OptionEditor(spec)
                    rows.append((spec.key, editor, option_label(spec.key), option_help(spec.key)))
            if rows:
                pages.append((phase_title(phase), rows))
        rules_box = RulesBox(translate("NewGame", "Rules"), translate("NewGame", "Preset:"),
                             [(key, preset_name(key)) for key in PRESETS],
                             translate("NewGame", "Reset options to the preset"), pages,
                             ("presetBox", "resetOptions", "phaseList", "optionPages"))
        rules_box.reset.clicked.connect(self._reset_options)
        for editor in self.editors.values():
            editor.connect_changed(self._mark_changed)
        self.preset, self.preset_help = rules_box.preset, rules_box.preset_help
        self.labels, self.phases = rules_box.labels, rules_box.page_list
        outer.addWidget(rules_box, 1)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(translate("NewGame", "Start the game"))
        ok.setObjectName("startButton")
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(
            translate("NewGame", "Cancel"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        outer.addWidget(buttons)

        self._loading = True
        i = self.preset.findData(cfg["preset"])
        self.preset.setCurrentIndex(max(0, i))
        self._apply_options(Rules.from_options(cfg["preset"], cfg["options"]).options())
        self._loading = False
        self.preset.currentIndexChanged.connect(self._preset_changed)
        button = self.count_group.button(cfg["players"])
        button.setChecked(True)
        self.count_group.idToggled.connect(self._count_changed)
        for box in self.kind_boxes:
            box.currentIndexChanged.connect(self._update_seats)
        self._update_seats()
        self._preset_changed_help()
        self._mark_changed()
        fit_on_screen(self, 860, 680)

    # -- behaviour ---------------------------------------------------------------------------------
    @property
    def players(self) -> int:
        return self.count_group.checkedId()

    def _count_changed(self, _id: int, checked: bool) -> None:
        if checked:
            self._update_seats()

    def _update_seats(self) -> None:
        n = self.players
        for i in range(MAX_SEATS):
            visible = i < n
            for w in (self.seat_labels[i], self.name_edits[i], self.kind_boxes[i]):
                w.setVisible(visible)
        humans = sum(1 for i in range(n) if self.kind_boxes[i].currentData()[0] == HUMAN)
        if humans >= 2:
            note = translate("NewGame", "Hot-seat: the players share this computer; each one's "
                                        "cards are shown only on his turn.")
        elif humans == 0:
            note = translate("NewGame", "Only computer players: you watch the game.")
        else:
            note = ""
        self.seat_note.setText(note)
        self.seat_note.setVisible(bool(note))
        applies = humans == 1        # against the computer only
        self.takebacks.setEnabled(applies)
        self.takebacks.blockSignals(True)
        self.takebacks.setChecked(applies and self.takebacks_wanted)
        self.takebacks.blockSignals(False)

    def _takebacks_toggled(self, on: bool) -> None:
        if self.takebacks.isEnabled():
            self.takebacks_wanted = on

    def _preset_changed(self) -> None:
        self._reset_options()
        self._preset_changed_help()

    def _preset_changed_help(self) -> None:
        """The preset's explanation; once an option is changed, "Custom, from Classic" and the
        changed options (the preset box still names the preset the options started from)."""
        preset = self.preset.currentData()
        changed = self.changed_options() if hasattr(self, "editors") else {}
        if not changed:
            self.preset_help.setText(preset_help(preset))
            return
        values = self.option_values()
        self.preset_help.setText(custom_text(preset_name(preset), [
            (option_label(k), choice_text(k, v, values)) for k, v in changed.items()]))

    def _reset_options(self) -> None:
        self._loading = True
        self._apply_options(Rules.from_options(self.preset.currentData()).options())
        self._loading = False
        self._mark_changed()

    def _apply_options(self, values: dict[str, OptionValue]) -> None:
        for key, value in values.items():
            if key in self.editors:
                self.editors[key].set_value(value)

    def _relabel_choices(self) -> None:
        """Values whose words name another option's number (the dump truck's "555 and −555")
        follow that option as it is edited."""
        options = {key: editor.value() for key, editor in self.editors.items()}
        for key, editor in self.editors.items():
            combo = editor.combo
            if combo is None:
                continue
            for i in range(combo.count()):
                text = choice_text(key, combo.itemData(i), options)
                if combo.itemText(i) != text:
                    combo.setItemText(i, text)

    def _update_enabled(self) -> None:
        """An option whose parent option is off is disabled (the engine's OptionSpec.requires)."""
        values = self.option_values()
        for key, editor in self.editors.items():
            on = OPTION_SPECS[key].applies(values)
            editor.setEnabled(on)
            self.labels[key].setEnabled(on)

    def _mark_changed(self, *_: object) -> None:
        self._update_enabled()
        self._relabel_choices()
        if self._loading:
            return
        base = Rules.from_options(self.preset.currentData()).options()
        for key, editor in self.editors.items():
            f = QFont(self.labels[key].font())
            f.setBold(editor.value() != base[key])
            self.labels[key].setFont(f)
        self._preset_changed_help()

    def option_values(self) -> dict[str, OptionValue]:
        return {k: e.value() for k, e in self.editors.items()}

    def changed_options(self) -> dict[str, OptionValue]:
        base = Rules.from_options(self.preset.currentData()).options()
        return {k: v for k, v in self.option_values().items() if base[k] != v}

    def seats(self) -> list[Seat]:
        names = default_names()
        out = []
        for i in range(self.players):
            kind, level = self.kind_boxes[i].currentData()
            name = clean_player_name(self.name_edits[i].text()) or names[i]
            out.append(Seat(name, kind, level))
        # two seats with one name would be confusing on the sheet
        seen: dict[str, int] = {}
        for s in out:
            seen[s.name] = seen.get(s.name, 0) + 1
            if seen[s.name] > 1:
                s.name = f"{s.name} {seen[s.name]}"
        return out

    def rules(self) -> Rules:
        return Rules.from_options(self.preset.currentData(), self.changed_options())

    def accept(self) -> None:
        """Rules the engine refuses are said in the user's words and the dialog stays open
        (nothing chosen is lost)."""
        try:
            self.rules()
        except RulesError as e:
            from PySide6.QtWidgets import QMessageBox

            from thousand_app.ui.common.plain_text import plain_message

            plain_message(self, QMessageBox.Icon.Warning, translate("NewGame", "New game"), fmt(
                translate("NewGame", "These rules cannot be played: %1"), rules_error_text(e)))
            return
        super().accept()

    def config(self) -> dict[str, Any]:
        """The choice, to remember in the settings (``Settings.new_game``)."""
        seats = [{"name": clean_player_name(self.name_edits[i].text()) or default_names()[i],
                  "kind": self.kind_boxes[i].currentData()[0],
                  "level": self.kind_boxes[i].currentData()[1]} for i in range(MAX_SEATS)]
        return {"players": self.players, "seats": seats, "preset": self.preset.currentData(),
                "options": self.changed_options(), "takebacks": self.takebacks_wanted}

    def allow_takebacks(self) -> bool:
        """Take-backs were asked for and the game is against the computer (one human seat)."""
        return self.takebacks.isChecked() and self.takebacks.isEnabled()

