"""The new dice game dialog: 2 to 8 seats (a person, or a computer of some level), a preset,
every option of the dice rules (docs/dice-rules.md) grouped and explained, and who throws first (drawn and shown).

The options are the engine's ``DICE_OPTIONS``; an option that cannot take effect
(a barrel option without a barrel...) is disabled; rules the engine refuses
(``DiceRulesError``) are shown with its message and cannot be started.  The
choice is remembered in the settings (``Settings.dice_new_game``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Optional

from PySide6.QtGui import QFont
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialogButtonBox, QGridLayout,
                               QGroupBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QSpinBox,
                               QVBoxLayout, QWidget)

from thousand_app.dice.engine import DICE_PRESETS, DiceRules, DiceRulesError
from thousand_app.dice.engine.rules import DICE_OPTION_SPECS, OptionValue
from thousand_app.storage import SeatConfig
from thousand_app.dice.ai.players import LEVELS as DICE_LEVELS
from thousand_app.storage.names import clean_player_name

from .hard import hard_note, has_hard
from .options import groups, option_help, option_name, preset_help, preset_name, value_text
from .texts import lower_first
from thousand_app.ui.common.i18n import translate
from thousand_app.ui.common.net_texts import setup_words
from thousand_app.ui.common.options import OptionsBox, OptionWords, PairsError
from thousand_app.ui.common.texts import fmt, level_text
from thousand_app.ui.common.windows import fit_on_screen
from thousand_app.ui.common.sheet import SheetDialog
from thousand_app.ui.common.scroll_body import scroll_body

MIN_SEATS, MAX_SEATS = 2, 8
HUMAN, COMPUTER = "human", "computer"
CTX = "DiceNewGame"


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


def _preset_options(preset: str) -> dict[str, OptionValue]:
    return DiceRules.from_options(preset).options()


#: The dice game's words for its options and presets (the option editor's).
WORDS = OptionWords(label=option_name, help=option_help,
                    value=lambda key, value, _values: value_text(DICE_OPTION_SPECS[key], value),
                    preset_name=preset_name, preset_help=preset_help)


@dataclass
class DiceSetup:
    """What the dialog gives: the rules, the seats, and who throws first."""

    rules: DiceRules
    seats: list[SeatConfig]
    first_player: int


class DiceNewGameDialog(SheetDialog):
    """Choose the seats and the rules of a dice game; :meth:`setup` gives the choice."""

    def __init__(self, remembered: object = None, parent: QWidget | None = None, *,
                 rng: random.Random | None = None, network: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("diceNewGameDialog")
        # (setting up a hosted network game: its seats for people join over the network)
        self.network = network
        words = setup_words() if network else {}
        self.setWindowTitle(words.get("title") or translate("DiceNewGame", "New dice game"))
        self._rng = rng if rng is not None else random.Random(random.SystemRandom().random())
        cfg = clean_config(remembered)
        dialog_lay = QVBoxLayout(self)
        outer = scroll_body(dialog_lay)   # (the buttons under it stay in sight)

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
        self.takebacks.setVisible(not network)
        self.hard_note = QLabel()
        self.hard_note.setObjectName("diceHardNote")
        self.hard_note.setWordWrap(True)
        self.hard_note.setVisible(False)
        seats_lay.addWidget(self.hard_note)
        outer.addWidget(seats_box)

        # -- rules
        rules_box = self.rules_box = OptionsBox(
            DICE_OPTION_SPECS, WORDS, list(DICE_PRESETS), _preset_options, groups(),
            title=translate("DiceNewGame", "Rules"),
            preset_label=translate("DiceNewGame", "Preset:"),
            reset_text=translate("DiceNewGame", "Reset options to the preset"),
            object_names=("dicePreset", "diceResetOptions", "diceGroups", "diceOptionPages"),
            editor_prefix="dopt_",
            ranges_hint=translate("DiceNewGame", "none, or e.g. 300-400"))
        self.editors, self.labels = rules_box.editors, rules_box.labels
        self.preset, self.preset_help = rules_box.preset, rules_box.preset_help
        self.error = QLabel()
        self.error.setObjectName("diceRulesError")
        self.error.setWordWrap(True)
        self.error.setProperty("tone", "error")
        rules_box.lay.addWidget(self.error)
        outer.addWidget(rules_box, 1)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        self.start_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.start_button.setText(words.get("button")
                                  or translate("DiceNewGame", "Start the game"))
        self.start_button.setObjectName("diceStartButton")
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(
            translate("DiceNewGame", "Cancel"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        dialog_lay.addWidget(buttons)

        self._loading = True     # (no hard note before the options are shown)
        self.count.valueChanged.connect(self._count_changed)
        for box in self.kind_boxes:
            box.currentIndexChanged.connect(self._update_seats)
        for edit in self.name_edits:
            edit.textChanged.connect(self._show_first)
        self.first_player = 0
        self.draw_first()
        self._update_seats()
        self._loading = False
        rules_box.changed.connect(self._changed)
        rules_box.start(cfg["preset"], DiceRules.from_options(cfg["preset"], cfg["options"]).options())
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
        if self.network:
            note = setup_words()["note"]
        elif humans >= 2:
            note = translate("DiceNewGame", "Hot-seat: the players share this computer and pass "
                                            "the mouse on at each turn.")
        elif humans == 0:
            note = translate("DiceNewGame", "Only computer players: you watch the game.")
        else:
            note = ""
        self.seat_note.setText(note)
        self.seat_note.setVisible(bool(note))
        self.takebacks.setEnabled(humans == 1 and not self.network)   # against the computer only
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
    def option_values(self) -> dict[str, OptionValue]:
        """Every option's value as set (``PairsError`` when the pits cannot be read)."""
        return self.rules_box.option_values()

    def changed_options(self) -> dict[str, OptionValue]:
        return self.rules_box.changed_options()

    def rules(self) -> DiceRules:
        """The rules chosen; ``DiceRulesError`` (the engine's) or ``PitsError`` if not valid."""
        return DiceRules.from_options(self.preset.currentData(), self.changed_options())

    def problem(self) -> Optional[str]:
        """Why these rules cannot be played, in words for the player; None if they can."""
        try:
            self.rules()
        except PairsError as e:
            return fmt(translate("DiceNewGame", "The pits cannot be read at “%1”: write them "
                                                "like 300-400, 750-900."), str(e))
        except DiceRulesError as e:
            return fmt(translate("DiceNewGame", "These rules cannot be played: %1"),
                       lower_first(rules_error_text(e)))
        return None

    def _changed(self) -> None:
        """The options changed: the rules' problem (none: the game may start), hard's note."""
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
        except PairsError:
            options = {}
        return {"players": self.players, "seats": seats, "preset": self.preset.currentData(),
                "options": options, "takebacks": self.takebacks.isChecked()}

    def allow_takebacks(self) -> bool:
        """Take-backs were asked for and the game is against the computer (one human seat)."""
        return self.takebacks.isChecked() and self.takebacks.isEnabled()


__all__ = ["DiceNewGameDialog", "DiceSetup", "WORDS", "clean_config", "default_config",
           "rules_error_text"]
