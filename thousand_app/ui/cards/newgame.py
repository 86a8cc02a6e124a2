"""The new-game dialog: players, seats (human or computer and its level), a rules preset and every option.

Options are grouped by phase (tabs), each with its one-line explanation in the
user's language.  The dialog starts from the choices remembered last time.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (QButtonGroup, QCheckBox, QComboBox, QDialogButtonBox,
                               QGridLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit,
                               QRadioButton, QVBoxLayout, QWidget)

from thousand_app.cards.ai import LEVELS
from thousand_app.cards.engine import OPTIONS, PRESETS, Rules, RulesError
from thousand_app.cards.engine.rules import OPTION_SPECS, OptionValue
from thousand_app.storage.names import clean_player_name

from .controller import COMPUTER, HUMAN, Seat
from thousand_app.ui.common.i18n import translate
from thousand_app.ui.common.net_texts import setup_words
from thousand_app.ui.common.options import OptionsBox, OptionWords
from thousand_app.ui.common.texts import fmt, level_text
from .texts import (PHASES, choice_text, option_help, option_label, phase_title, preset_help,
                    preset_name)
from thousand_app.ui.common.windows import fit_on_screen
from thousand_app.ui.common.sheet import SheetDialog
from thousand_app.ui.common.scroll_body import scroll_body

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


def _preset_options(preset: str) -> dict[str, OptionValue]:
    return Rules.from_options(preset).options()


#: The card game's words for its options and presets (the option editor's).
WORDS = OptionWords(label=option_label, help=lambda spec: option_help(spec.key),
                    value=choice_text, preset_name=preset_name, preset_help=preset_help)


class NewGameDialog(SheetDialog):
    """Choose players and rules; :meth:`config` gives the choice (also to remember)."""

    def __init__(self, remembered: object = None, parent: QWidget | None = None, *,
                 network: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("newGameDialog")
        # (setting up a hosted network game: its seats for people join over the network)
        self.network = network
        words = setup_words() if network else {}
        self.setWindowTitle(words.get("title") or translate("NewGame", "New game"))
        cfg = clean_config(remembered)
        dialog_lay = QVBoxLayout(self)
        outer = scroll_body(dialog_lay)   # (the buttons under it stay in sight)

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
        self.takebacks.setVisible(not network)
        outer.addWidget(seats_box)

        # rules
        pages = [(phase_title(phase), [spec for spec in OPTIONS if spec.phase == phase])
                 for phase in PHASES]
        rules_box = self.rules_box = OptionsBox(
            OPTION_SPECS, WORDS, list(PRESETS), _preset_options,
            [(title, specs) for title, specs in pages if specs],
            title=translate("NewGame", "Rules"), preset_label=translate("NewGame", "Preset:"),
            reset_text=translate("NewGame", "Reset options to the preset"),
            object_names=("presetBox", "resetOptions", "phaseList", "optionPages"),
            editor_prefix="opt_")
        self.editors, self.labels, self.phases = (rules_box.editors, rules_box.labels,
                                                  rules_box.page_list)
        self.preset, self.preset_help = rules_box.preset, rules_box.preset_help
        outer.addWidget(rules_box, 1)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(words.get("button") or translate("NewGame", "Start the game"))
        ok.setObjectName("startButton")
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(
            translate("NewGame", "Cancel"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        dialog_lay.addWidget(buttons)

        rules_box.start(cfg["preset"], Rules.from_options(cfg["preset"], cfg["options"]).options())
        button = self.count_group.button(cfg["players"])
        button.setChecked(True)
        self.count_group.idToggled.connect(self._count_changed)
        for box in self.kind_boxes:
            box.currentIndexChanged.connect(self._update_seats)
        self._update_seats()
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
        if self.network:
            note = setup_words()["note"]
        elif humans >= 2:
            note = translate("NewGame", "Hot-seat: the players share this computer; each one's "
                                        "cards are shown only on his turn.")
        elif humans == 0:
            note = translate("NewGame", "Only computer players: you watch the game.")
        else:
            note = ""
        self.seat_note.setText(note)
        self.seat_note.setVisible(bool(note))
        applies = humans == 1 and not self.network   # against the computer only
        self.takebacks.setEnabled(applies)
        self.takebacks.blockSignals(True)
        self.takebacks.setChecked(applies and self.takebacks_wanted)
        self.takebacks.blockSignals(False)

    def _takebacks_toggled(self, on: bool) -> None:
        if self.takebacks.isEnabled():
            self.takebacks_wanted = on

    def option_values(self) -> dict[str, OptionValue]:
        return self.rules_box.option_values()

    def changed_options(self) -> dict[str, OptionValue]:
        return self.rules_box.changed_options()

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

