"""The new dice game dialog: 2 to 8 seats (a person, or a computer of some level), a preset,
every option of DICE.md grouped and explained, and who throws first (drawn and shown).

The options are the engine's ``DICE_OPTIONS``; an option that cannot take effect
(a barrel option without a barrel...) is disabled; rules the engine refuses
(``DiceRulesError``) are shown with its message and cannot be started.  The
choice is remembered in the settings (``Settings.dice_new_game``).
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from typing import Any, Optional

from PySide6.QtGui import QFont
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QGridLayout,
                               QGroupBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QSpinBox,
                               QVBoxLayout, QWidget)

from thousand_app.dice.engine import DICE_PRESETS, DiceOptionSpec, DiceRules, DiceRulesError
from thousand_app.dice.engine.rules import OptionValue
from thousand_app.storage import SeatConfig
from thousand_app.dice.ai.players import LEVELS as DICE_LEVELS
from thousand_app.storage.names import clean_player_name

from .hard import hard_note, has_hard
from .options import (applies, groups, option_help, option_name, pits_text, preset_help,
                           preset_name, value_text)
from .texts import lower_first
from thousand_app.ui.common.i18n import translate
from thousand_app.ui.cards.newgame import OptionRow, RulesBox, custom_text
from thousand_app.ui.common.texts import fmt, level_text
from thousand_app.ui.common.windows import fit_on_screen

MIN_SEATS, MAX_SEATS = 2, 8
HUMAN, COMPUTER = "human", "computer"
CTX = "DiceNewGame"


class PitsError(ValueError):
    """The pits field is not a list of bands."""


def _quoted(key: str) -> str:
    return fmt(translate("DiceNewGame", "“%1”"), option_name(key))


def rules_error_text(e: DiceRulesError) -> str:
    """The engine's rule check in the user's language, naming options by their shown names
    (its code and parameters; the English sentence only for a check the dialog cannot meet)."""
    p: dict[str, Any] = dict(e.params)
    if e.code in ("below", "above"):
        text = (translate("DiceNewGame", "%1 (%2) must be below %3 (%4).") if e.code == "below"
                else translate("DiceNewGame", "%1 (%2) must be above %3 (%4)."))
        return fmt(text, _quoted(p["key"]), p["value"], _quoted(p["other"]), p["other_value"])
    if e.code == "pit_range":
        return fmt(translate("DiceNewGame", "%1: the pit %2–%3 must lie above 0 and below %4 "
                                            "(%5)."),
                   _quoted("pits"), p["lo"], p["hi"], _quoted("target"), p["target"])
    if e.code == "pit_barrel":
        return fmt(translate("DiceNewGame", "%1: the pit %2–%3 must end below %4 (%5)."),
                   _quoted("pits"), p["lo"], p["hi"], _quoted("barrel_at"), p["barrel"])
    if e.code == "pits_overlap":
        return fmt(translate("DiceNewGame", "%1: the pits %2–%3 and %4–%5 overlap."),
                   _quoted("pits"), p["lo"], p["hi"], p["lo2"], p["hi2"])
    if e.code == "dump_range":
        return fmt(translate("DiceNewGame", "%1 (%2) must be above 0 and below %3 (%4)."),
                   _quoted("dump_truck_value"), p["value"], _quoted("target"), p["target"])
    if e.code == "option_value" and type(p.get("value")) is int:
        step, low, value = p.get("step") or 1, p.get("low"), p["value"]
        if step > 1 and value % step:
            return fmt(translate("DiceNewGame", "%1 must be a multiple of %2 (not %3)."),
                       _quoted(p["key"]), step, value)
        if low is not None and value < low:
            return fmt(translate("DiceNewGame", "%1 must be at least %2 (not %3)."),
                       _quoted(p["key"]), low, value)
    return str(e)


def default_names() -> list[str]:
    return [translate("DiceNewGame", "You"), translate("DiceNewGame", "Boris"),
            translate("DiceNewGame", "Vera"), translate("DiceNewGame", "Gleb"),
            translate("DiceNewGame", "Dasha"), translate("DiceNewGame", "Egor"),
            translate("DiceNewGame", "Zoya"), translate("DiceNewGame", "Ilya")]


def default_config() -> dict[str, Any]:
    names = default_names()
    seats = [{"name": names[0], "kind": HUMAN, "level": None}]
    seats += [{"name": names[i], "kind": COMPUTER, "level": "normal"}
              for i in range(1, MAX_SEATS)]
    return {"players": 2, "seats": seats, "preset": "classic", "options": {}, "takebacks": False}


def clean_config(raw: object) -> dict[str, Any]:
    """Remembered choices, repaired: anything missing or odd falls back to the defaults."""
    cfg = default_config()
    if not isinstance(raw, dict):
        return cfg
    if type(raw.get("players")) is int and MIN_SEATS <= raw["players"] <= MAX_SEATS:
        cfg["players"] = raw["players"]
    seats = raw.get("seats")
    if isinstance(seats, list):
        for i, s in enumerate(seats[:MAX_SEATS]):
            if not isinstance(s, dict):
                continue
            name, kind, level = s.get("name"), s.get("kind"), s.get("level")
            if isinstance(name, str) and name.strip():
                cfg["seats"][i]["name"] = name.strip()[:24]
            if kind in (HUMAN, COMPUTER):
                cfg["seats"][i]["kind"] = kind
                cfg["seats"][i]["level"] = ((level if level in DICE_LEVELS else "normal")
                                            if kind == COMPUTER else None)
    if raw.get("preset") in DICE_PRESETS:
        cfg["preset"] = raw["preset"]
    if type(raw.get("takebacks")) is bool:
        cfg["takebacks"] = raw["takebacks"]
    opts = raw.get("options")
    if isinstance(opts, dict):
        try:
            DiceRules.from_options(cfg["preset"], opts)
            cfg["options"] = dict(opts)
        except DiceRulesError:
            pass
    return cfg


def parse_pits(text: str) -> list[list[int]]:
    """ "300-400, 750-900" (dashes of any kind, spaces free) to ``[[300, 400], [750, 900]]``."""
    out: list[list[int]] = []
    for part in re.split(r"[,;]", text):
        part = part.strip()
        if not part:
            continue
        m = re.fullmatch(r"(-?\d{1,7})\s*[-–—]\s*(-?\d{1,7})", part)
        if m is None:
            raise PitsError(part)
        out.append([int(m.group(1)), int(m.group(2))])
    return out


@dataclass
class DiceSetup:
    """What the dialog gives: the rules, the seats, and who throws first."""

    rules: DiceRules
    seats: list[SeatConfig]
    first_player: int


class DiceOptionEditor(QWidget):
    """The widget for one option: a check box, a list of values, a number, or the pits."""

    def __init__(self, spec: DiceOptionSpec, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.spec = spec
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.check: Optional[QCheckBox] = None
        self.combo: Optional[QComboBox] = None
        self.spin: Optional[QSpinBox] = None
        self.line: Optional[QLineEdit] = None
        name = "dopt_" + spec.key
        if spec.is_switch:
            self.check = QCheckBox()
            self.check.setObjectName(name)
            lay.addWidget(self.check)
        elif spec.kind == "number":
            self.spin = QSpinBox()
            self.spin.setObjectName(name)
            self.spin.setRange(spec.low if spec.low is not None else -100_000, 100_000)
            self.spin.setSingleStep(spec.step)
            lay.addWidget(self.spin)
        elif spec.kind == "pits":
            self.line = QLineEdit()
            self.line.setObjectName(name)
            self.line.setPlaceholderText(translate("DiceNewGame", "none, or e.g. 300-400"))
            lay.addWidget(self.line, 1)
        else:
            self.combo = QComboBox()
            self.combo.setObjectName(name)
            for value in spec.choices:
                self.combo.addItem(value_text(spec, value), value)
            lay.addWidget(self.combo)
        lay.addStretch(1)

    def value(self) -> OptionValue:
        """The value as the engine takes it (``PitsError`` for pits it cannot read)."""
        if self.check is not None:
            return "on" if self.check.isChecked() else "off"
        if self.spin is not None:
            return int(self.spin.value())
        if self.line is not None:
            return parse_pits(self.line.text())
        assert self.combo is not None
        return self.combo.currentData()  # type: ignore[no-any-return]

    def set_value(self, value: OptionValue) -> None:
        if self.check is not None:
            self.check.setChecked(value == "on")
        elif self.spin is not None:
            self.spin.setValue(int(value))  # type: ignore[arg-type]
        elif self.line is not None:
            self.line.setText(pits_text(value))
        else:
            assert self.combo is not None
            i = self.combo.findData(value)
            if i >= 0:
                self.combo.setCurrentIndex(i)

    def connect_changed(self, slot: Any) -> None:
        if self.check is not None:
            self.check.toggled.connect(slot)
        elif self.spin is not None:
            self.spin.valueChanged.connect(slot)
        elif self.line is not None:
            self.line.textChanged.connect(slot)
        elif self.combo is not None:
            self.combo.currentIndexChanged.connect(slot)


class DiceNewGameDialog(QDialog):
    """Choose the seats and the rules of a dice game; :meth:`setup` gives the choice."""

    def __init__(self, remembered: object = None, parent: QWidget | None = None, *,
                 rng: random.Random | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("diceNewGameDialog")
        self.setWindowTitle(translate("DiceNewGame", "New dice game"))
        self._rng = rng if rng is not None else random.Random(random.SystemRandom().random())
        cfg = clean_config(remembered)
        outer = QVBoxLayout(self)

        # -- seats
        seats_box = QGroupBox(translate("DiceNewGame", "Players"))
        seats_lay = QVBoxLayout(seats_box)
        count_row = QHBoxLayout()
        count_row.addWidget(QLabel(translate("DiceNewGame", "Number of players:")))
        self.count = QSpinBox()
        self.count.setObjectName("diceCount")
        self.count.setRange(MIN_SEATS, MAX_SEATS)
        self.count.setValue(cfg["players"])
        count_row.addWidget(self.count)
        count_row.addSpacing(24)
        self.first_label = QLabel()
        self.first_label.setObjectName("firstPlayer")
        f = QFont(self.first_label.font())
        f.setBold(True)
        self.first_label.setFont(f)
        count_row.addWidget(self.first_label)
        self.redraw = QPushButton(translate("DiceNewGame", "Draw again"))
        self.redraw.setObjectName("drawFirst")
        self.redraw.setToolTip(translate("DiceNewGame", "Draw who throws first once more"))
        self.redraw.clicked.connect(self.draw_first)
        count_row.addWidget(self.redraw)
        count_row.addStretch(1)
        seats_lay.addLayout(count_row)
        grid = QGridLayout()
        grid.setHorizontalSpacing(8)
        grid.setVerticalSpacing(2)
        self.name_edits: list[QLineEdit] = []
        self.kind_boxes: list[QComboBox] = []
        self.seat_labels: list[QLabel] = []
        half = MAX_SEATS // 2
        for i in range(MAX_SEATS):
            label = QLabel(fmt(translate("DiceNewGame", "Seat %1:"), i + 1))
            edit = QLineEdit(cfg["seats"][i]["name"])
            edit.setObjectName(f"diceSeatName{i}")
            edit.setMaxLength(24)
            kind = QComboBox()
            kind.setObjectName(f"diceSeatKind{i}")
            kind.addItem(translate("DiceNewGame", "Human"), (HUMAN, None))
            for level in DICE_LEVELS:
                kind.addItem(level_text(level), (COMPUTER, level))
            self._choose(kind, cfg["seats"][i]["kind"], cfg["seats"][i]["level"])
            row, col = i % half, (i // half) * 3
            grid.addWidget(label, row, col)
            grid.addWidget(edit, row, col + 1)
            grid.addWidget(kind, row, col + 2)
            self.seat_labels.append(label)
            self.name_edits.append(edit)
            self.kind_boxes.append(kind)
        seats_lay.addLayout(grid)
        self.seat_note = QLabel()
        self.seat_note.setWordWrap(True)
        seats_lay.addWidget(self.seat_note)
        self.takebacks = QCheckBox(translate("DiceNewGame", "Allow take-backs (Take back, "
                                                            "Backspace: your last keep or "
                                                            "decision)"))
        self.takebacks.setObjectName("diceAllowTakebacks")
        self.takebacks.setToolTip(translate("DiceNewGame", "Games against the computer only."))
        self.takebacks.setChecked(bool(cfg["takebacks"]))
        seats_lay.addWidget(self.takebacks)
        self.hard_note = QLabel()
        self.hard_note.setObjectName("diceHardNote")
        self.hard_note.setWordWrap(True)
        self.hard_note.setVisible(False)
        seats_lay.addWidget(self.hard_note)
        outer.addWidget(seats_box)

        # -- rules
        self.editors: dict[str, DiceOptionEditor] = {}
        pages: list[tuple[str, list[OptionRow]]] = []
        for title, specs in groups():
            rows: list[OptionRow] = []
            for spec in specs:
                editor = self.editors[spec.key] = DiceOptionEditor(spec)
                rows.append((spec.key, editor, option_name(spec.key), option_help(spec)))
            pages.append((title, rows))
        rules_box = RulesBox(translate("DiceNewGame", "Rules"), translate("DiceNewGame", "Preset:"),
                             [(key, preset_name(key)) for key in DICE_PRESETS],
                             translate("DiceNewGame", "Reset options to the preset"), pages,
                             ("dicePreset", "diceResetOptions", "diceGroups", "diceOptionPages"))
        rules_box.reset.clicked.connect(self._reset_options)
        for editor in self.editors.values():
            editor.connect_changed(self._changed)
        self.preset, self.preset_help = rules_box.preset, rules_box.preset_help
        self.labels = rules_box.labels
        self.error = QLabel()
        self.error.setObjectName("diceRulesError")
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b00020;")
        rules_box.lay.addWidget(self.error)
        outer.addWidget(rules_box, 1)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        self.start_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.start_button.setText(translate("DiceNewGame", "Start the game"))
        self.start_button.setObjectName("diceStartButton")
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(
            translate("DiceNewGame", "Cancel"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        outer.addWidget(buttons)

        self._loading = True
        self.preset.setCurrentIndex(max(0, self.preset.findData(cfg["preset"])))
        self._apply_options(DiceRules.from_options(cfg["preset"], cfg["options"]).options())
        self._loading = False
        self.preset.currentIndexChanged.connect(self._preset_changed)
        self.count.valueChanged.connect(self._count_changed)
        for box in self.kind_boxes:
            box.currentIndexChanged.connect(self._update_seats)
        for edit in self.name_edits:
            edit.textChanged.connect(self._show_first)
        self.first_player = 0
        self.draw_first()
        self._update_seats()
        self.preset_help.setText(preset_help(self.preset.currentData()))
        self._changed()
        fit_on_screen(self, 900, 700)

    # -- seats ---------------------------------------------------------------------------
    @property
    def players(self) -> int:
        return int(self.count.value())

    def draw_first(self) -> None:
        """Draw who throws first among the seats in play, and show it."""
        self.first_player = self._rng.randrange(self.players)
        self._show_first()

    def _show_first(self) -> None:
        self.first_label.setText(fmt(translate("DiceNewGame", "Throws first: %1"),
                                     self.seat_names()[self.first_player]))

    @staticmethod
    def _choose(box: QComboBox, kind: str, level: Optional[str]) -> None:
        for j in range(box.count()):
            if tuple(box.itemData(j)) == (kind, level):
                box.setCurrentIndex(j)

    def set_seat(self, i: int, kind: str, level: Optional[str] = None) -> None:
        """Make seat ``i`` a person (``"human"``) or a computer of ``level``."""
        self._choose(self.kind_boxes[i], kind, level if kind == COMPUTER else None)

    def _count_changed(self) -> None:
        self._update_seats()
        self.draw_first()

    def _update_seats(self) -> None:
        n = self.players
        for i in range(MAX_SEATS):
            for w in (self.seat_labels[i], self.name_edits[i], self.kind_boxes[i]):
                w.setVisible(i < n)
        humans = sum(1 for i in range(n) if self.kind_boxes[i].currentData()[0] == HUMAN)
        if humans >= 2:
            note = translate("DiceNewGame", "Hot-seat: the players share this computer and pass "
                                            "the mouse on at each turn.")
        elif humans == 0:
            note = translate("DiceNewGame", "Only computer players: you watch the game.")
        else:
            note = ""
        self.seat_note.setText(note)
        self.seat_note.setVisible(bool(note))
        self.takebacks.setEnabled(humans == 1)   # against the computer only
        self._show_hard_note()

    def _show_hard_note(self) -> None:
        """What hard plays with these rules, where that is not its solved table."""
        note = None
        if not self._loading and has_hard(self.seats()) and self.problem() is None:
            note = hard_note(self.rules())
        self.hard_note.setText(note or "")
        self.hard_note.setVisible(bool(note))

    def seat_names(self) -> list[str]:
        """The names of the seats in play (empty names get the default; repeated ones a number)."""
        defaults = default_names()
        names = [clean_player_name(self.name_edits[i].text()) or defaults[i] for i in range(self.players)]
        seen: dict[str, int] = {}
        out = []
        for name in names:
            seen[name] = seen.get(name, 0) + 1
            out.append(name if seen[name] == 1 else f"{name} {seen[name]}")
        return out

    def seats(self) -> list[SeatConfig]:
        out = []
        for i, name in enumerate(self.seat_names()):
            kind, level = self.kind_boxes[i].currentData()
            out.append(SeatConfig(name, kind, level))
        return out

    # -- rules ---------------------------------------------------------------------------
    def _preset_changed(self) -> None:
        self.preset_help.setText(preset_help(self.preset.currentData()))
        self._reset_options()

    def _reset_options(self) -> None:
        self._loading = True
        self._apply_options(DiceRules.from_options(self.preset.currentData()).options())
        self._loading = False
        self._changed()

    def _apply_options(self, values: dict[str, OptionValue]) -> None:
        for key, value in values.items():
            if key in self.editors:
                self.editors[key].set_value(value)

    def option_values(self) -> dict[str, OptionValue]:
        """Every option's value as set (``PitsError`` when the pits cannot be read)."""
        return {k: e.value() for k, e in self.editors.items()}

    def _base(self) -> dict[str, OptionValue]:
        return DiceRules.from_options(self.preset.currentData()).options()

    def changed_options(self) -> dict[str, OptionValue]:
        base = self._base()
        return {k: v for k, v in self.option_values().items() if base[k] != v}

    def rules(self) -> DiceRules:
        """The rules chosen; ``DiceRulesError`` (the engine's) or ``PitsError`` if not valid."""
        return DiceRules.from_options(self.preset.currentData(), self.changed_options())

    def problem(self) -> Optional[str]:
        """Why these rules cannot be played, in words for the player; None if they can."""
        try:
            self.rules()
        except PitsError as e:
            return fmt(translate("DiceNewGame", "The pits cannot be read at “%1”: write them "
                                                "like 300-400, 750-900."), str(e))
        except DiceRulesError as e:
            return fmt(translate("DiceNewGame", "These rules cannot be played: %1"),
                       lower_first(rules_error_text(e)))
        return None

    def _changed(self, *_: object) -> None:
        try:
            values = self.option_values()
        except PitsError:
            values = {k: e.value() for k, e in self.editors.items() if e.spec.kind != "pits"}
        for key, editor in self.editors.items():
            on = applies(key, values)
            editor.setEnabled(on)
            self.labels[key].setEnabled(on)
        if self._loading:
            return
        base = self._base()
        for key, label in self.labels.items():
            f = QFont(label.font())
            f.setBold(key in values and values[key] != base[key])
            label.setFont(f)
        changed = [(option_name(k), value_text(self.editors[k].spec, v))
                   for k, v in values.items() if v != base[k]]
        preset = self.preset.currentData()
        self.preset_help.setText(custom_text(preset_name(preset), changed) if changed
                                 else preset_help(preset))
        problem = self.problem()
        self.error.setText(problem or "")
        self.error.setVisible(problem is not None)
        self.start_button.setEnabled(problem is None)
        self._show_hard_note()

    def accept(self) -> None:
        problem = self.problem()
        if problem is not None:   # (the button is disabled then; Enter lands here)
            self.error.setText(problem)
            self.error.setVisible(True)
            return
        super().accept()

    # -- the result ----------------------------------------------------------------------
    def setup(self) -> DiceSetup:
        """The game to start (call after the dialog was accepted: the rules are valid)."""
        return DiceSetup(self.rules(), self.seats(), self.first_player)

    def config(self) -> dict[str, Any]:
        """The choice, to remember in the settings (``Settings.dice_new_game``)."""
        defaults = default_names()
        seats = [{"name": clean_player_name(self.name_edits[i].text()) or defaults[i],
                  "kind": self.kind_boxes[i].currentData()[0],
                  "level": self.kind_boxes[i].currentData()[1]} for i in range(MAX_SEATS)]
        try:
            options = self.changed_options()
        except PitsError:
            options = {}
        return {"players": self.players, "seats": seats, "preset": self.preset.currentData(),
                "options": options, "takebacks": self.takebacks.isChecked()}

    def allow_takebacks(self) -> bool:
        """Take-backs were asked for and the game is against the computer (one human seat)."""
        return self.takebacks.isChecked() and self.takebacks.isEnabled()


__all__ = ["DiceNewGameDialog", "DiceSetup", "DiceOptionEditor", "clean_config", "parse_pits",
           "rules_error_text",
           "default_config", "PitsError"]
