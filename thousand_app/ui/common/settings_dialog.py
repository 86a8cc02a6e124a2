"""The settings dialog: language, look (theme and text size), animation speed, computer pace,
card deck, colours and back, sound effects, confirmations."""

from __future__ import annotations

import copy
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialogButtonBox, QFormLayout,
                               QHBoxLayout, QLabel, QSlider, QVBoxLayout, QWidget)

from .cards import (BUILTIN, BUILTIN_BACKS, CLASSIC, Deck, card_number, index_language, load_deck,
                    system_decks)
from .i18n import LANGUAGES, NATIVE_NAMES, resolve_language, translate
from .texts import decimal, fmt
from .theme import TEXT_SCALES
from .sheet import SheetDialog


def speed_names() -> list[tuple[float, str]]:
    return [(0.0, translate("Settings", "Off")), (0.5, translate("Settings", "Slow")),
            (1.0, translate("Settings", "Normal")), (1.6, translate("Settings", "Fast")),
            (2.5, translate("Settings", "Very fast"))]


def theme_names() -> list[tuple[str, str]]:
    return [("system", translate("Settings", "As the system")),
            ("light", translate("Settings", "Light felt")),
            ("dark", translate("Settings", "Dark"))]


def coach_names() -> list[tuple[str, str]]:
    return [("auto", translate("Settings", "Against the computer, after the course")),
            ("on", translate("Settings", "Always (not in network games)")),
            ("off", translate("Settings", "Never"))]


def back_names() -> dict[str, str]:
    return {"blue": translate("Settings", "Blue"), "red": translate("Settings", "Red"),
            "green": translate("Settings", "Green")}


class SettingsDialog(SheetDialog):
    """Edits a copy of the settings; :meth:`result_settings` gives the new ones."""

    def __init__(self, settings: Any, parent: QWidget | None = None, *,
                 sound_available: bool = True) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self.setWindowTitle(translate("Settings", "Settings"))
        self.settings = copy.deepcopy(settings)
        lay = QVBoxLayout(self)
        form = QFormLayout()
        lay.addLayout(form)

        self.language = QComboBox()
        self.language.setObjectName("languageBox")
        self.language.addItem(translate("Settings", "As the system"), "system")
        for code in LANGUAGES:   # each in its own words, whatever the app's language
            self.language.addItem(NATIVE_NAMES[code], code)
        self._select(self.language, settings.language)
        form.addRow(translate("Settings", "Language:"), self.language)

        self.theme = QComboBox()
        self.theme.setObjectName("themeBox")
        for key, name in theme_names():
            self.theme.addItem(name, key)
        self._select(self.theme, getattr(settings, "theme", "system"))
        form.addRow(translate("Settings", "Look:"), self.theme)

        self.text_scale = QComboBox()
        self.text_scale.setObjectName("textScaleBox")
        for value in TEXT_SCALES:
            self.text_scale.addItem(fmt(translate("Settings", "%1 %"), str(round(value * 100))),
                                    value)
        scale = float(getattr(settings, "text_scale", 1.0))
        self.text_scale.setCurrentIndex(min(range(len(TEXT_SCALES)),
                                            key=lambda i: abs(TEXT_SCALES[i] - scale)))
        form.addRow(translate("Settings", "Text size:"), self.text_scale)

        self.speed = QComboBox()
        self.speed.setObjectName("speedBox")
        for value, name in speed_names():
            self.speed.addItem(name, value)
        best = min(range(self.speed.count()),
                   key=lambda i: abs(self.speed.itemData(i) - float(settings.animation_speed)))
        self.speed.setCurrentIndex(best)
        form.addRow(translate("Settings", "Animations:"), self.speed)

        pace_row = QHBoxLayout()
        self.pace = QSlider(Qt.Orientation.Horizontal)
        self.pace.setObjectName("paceSlider")
        self.pace.setRange(0, 2000)
        self.pace.setSingleStep(100)
        self.pace.setPageStep(250)
        self.pace.setValue(int(settings.ai_pace_ms))
        self.pace_label = QLabel()
        self.pace.valueChanged.connect(self._pace_text)
        pace_row.addWidget(self.pace, 1)
        pace_row.addWidget(self.pace_label)
        pace_words = translate("Settings", "Computer players' pause:")
        form.addRow(pace_words, pace_row)
        # (a row of two widgets has no label of its own for a screen reader: its words)
        self.pace.setAccessibleName(pace_words.rstrip(": "))
        self._pace_text(self.pace.value())

        self.deck = QComboBox()
        self.deck.setObjectName("deckBox")
        self.deck.addItem(translate("Settings", "Thousand (our own)"), BUILTIN)
        self.deck.addItem(translate("Settings", "Classic (French pattern)"), CLASSIC)
        for info in system_decks():
            self.deck.addItem(fmt(translate("Settings", "%1 (installed)"), info.name), info.key)
        if self._select(self.deck, settings.deck) < 0:
            self.deck.setCurrentIndex(0)
        form.addRow(translate("Settings", "Card deck:"), self.deck)

        self.four_colour = QCheckBox(translate("Settings", "Four colours: diamonds blue, "
                                                           "clubs green"))
        self.four_colour.setObjectName("fourColour")
        self.four_colour.setChecked(bool(settings.four_colour))
        form.addRow("", self.four_colour)

        self.indices = QComboBox()
        self.indices.setObjectName("indicesBox")
        for key, text in (("language", translate("Settings", "as the app's language")),
                          ("ru", translate("Settings", "Russian: Т К Д В")),
                          ("pl", translate("Settings", "Polish: A K D W")),
                          ("en", translate("Settings", "English: A K Q J"))):
            self.indices.addItem(text, key)
        if self._select(self.indices, settings.card_indices) < 0:
            self.indices.setCurrentIndex(0)
        form.addRow(translate("Settings", "Card letters:"), self.indices)

        self.back = QComboBox()
        self.back.setObjectName("backBox")
        for key in BUILTIN_BACKS:
            self.back.addItem(back_names()[key], key)
        self._select(self.back, settings.card_back)
        form.addRow(translate("Settings", "Card back:"), self.back)

        self.preview = QLabel()
        self.preview.setObjectName("deckPreview")
        self.preview.setMinimumHeight(130)
        form.addRow(translate("Settings", "Preview:"), self.preview)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setProperty("tone", "error")
        self.problem.hide()
        form.addRow("", self.problem)

        self.confirm_concede = QCheckBox(translate("Settings", "Ask before conceding a deal"))
        self.confirm_concede.setObjectName("confirmConcede")
        self.confirm_concede.setChecked(bool(settings.confirm_concede))
        form.addRow("", self.confirm_concede)

        self.count_points = QCheckBox(translate("Settings", "Count my points (card points and "
                                                            "marriages, beside my name)"))
        self.count_points.setObjectName("countPoints")
        self.count_points.setChecked(bool(settings.count_points))
        form.addRow("", self.count_points)

        self.coach = QComboBox()
        self.coach.setObjectName("coachBox")
        for key, name in coach_names():
            self.coach.addItem(name, key)
        self._select(self.coach, getattr(settings, "coach", "auto"))
        form.addRow(translate("Settings", "Coach:"), self.coach)

        self.sound = QCheckBox(translate("Settings", "Sound effects"))
        self.sound.setObjectName("soundBox")
        self.sound.setChecked(bool(settings.sound))
        form.addRow(translate("Settings", "Sound:"), self.sound)
        self.no_sound = QLabel(translate("Settings", "No program to play sounds was found on "
                                                     "this computer, so the game stays silent."))
        self.no_sound.setObjectName("noSoundNote")
        self.no_sound.setWordWrap(True)
        form.addRow("", self.no_sound)
        # (after: shown before it had a parent, it flashed as a window of its own and took
        # the activation from the main window)
        self.no_sound.setVisible(not sound_available)

        note = QLabel(translate("Settings", "A new language, look or text size is used at once."))
        note.setWordWrap(True)
        lay.addWidget(note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(translate("Settings", "OK"))
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(
            translate("Settings", "Cancel"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        for box in (self.deck, self.back, self.indices, self.language):
            box.currentIndexChanged.connect(self._update_preview)
        self.four_colour.toggled.connect(self._update_preview)
        self._update_preview()

    @staticmethod
    def _select(box: QComboBox, value: object) -> int:
        i = box.findData(value)
        if i >= 0:
            box.setCurrentIndex(i)
        return i

    def _pace_text(self, ms: int) -> None:
        self.pace_label.setText(fmt(translate("Settings", "%1 s"), decimal(ms / 1000)))

    def _update_preview(self) -> None:
        key = self.deck.currentData()
        self.four_colour.setEnabled(key == BUILTIN)
        self.indices.setEnabled(key == BUILTIN)
        language = self.language.currentData()
        deck, failed = load_deck(key, self.four_colour.isChecked(), self.back.currentData(),
                                 index_language(self.indices.currentData(),
                                                resolve_language(language)))
        self.problem.setVisible(failed is not None)
        if failed is not None:
            self.problem.setText(translate("Settings", "This deck cannot be used; ours is shown "
                                                       "instead."))
        self.preview.setPixmap(preview_pixmap(deck, self.devicePixelRatioF()))

    def result_settings(self) -> Any:
        s = self.settings
        s.language = self.language.currentData()
        s.theme = self.theme.currentData()
        s.text_scale = float(self.text_scale.currentData())
        s.animation_speed = float(self.speed.currentData())
        s.ai_pace_ms = int(self.pace.value())
        s.deck = self.deck.currentData()
        s.four_colour = self.four_colour.isChecked()
        s.card_indices = self.indices.currentData()
        s.card_back = self.back.currentData()
        s.confirm_concede = self.confirm_concede.isChecked()
        s.count_points = self.count_points.isChecked()
        s.coach = self.coach.currentData()
        s.sound = self.sound.isChecked()
        return s


def preview_pixmap(deck: Deck, dpr: float) -> Any:
    """A few cards and the back side by side."""
    from PySide6.QtGui import QPainter, QPixmap

    cards = [card_number(t) for t in ("AH", "KS", "QD", "JC", "10D")]
    w = 78
    h = int(w * deck.aspect)
    pm = QPixmap(int((w * 0.7 * (len(cards) - 1) + w * 2.5) * dpr), int((h + 4) * dpr))
    pm.setDevicePixelRatio(dpr)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    x = 0.0
    for c in [*cards, None]:
        p.drawPixmap(int(x), 2, deck.pixmap(c, w, dpr))
        x += w * 0.7 if c is not None else 0
        if c == cards[-1]:
            x += w * 0.5
    p.end()
    return pm
