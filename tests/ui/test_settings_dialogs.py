"""The settings dialog, the new-game dialog's options, the rules window, saves and statistics."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QLibraryInfo, QLocale, QTimer
from PySide6.QtWidgets import (QApplication, QDialog, QDialogButtonBox, QPushButton,
                               QTableWidget)

from thousand_app.cards.engine import OPTIONS, Rules
from thousand_app.storage import Settings, Storage
from thousand_app.ui.common.sheet import modal_screen
from thousand_app.ui.common.main_window import MainWindow
from thousand_app.ui.cards.newgame import NewGameDialog, clean_config
from thousand_app.ui.cards.rules_window import rules_html
from thousand_app.ui.common.saves import SavesDialog, StatsDialog
from thousand_app.ui.common.settings_dialog import SettingsDialog
from thousand_app.kinds import REGISTRY

from .conftest import start_fixed, wait_mode
from .test_i18n import catalogue
from thousand_app.ui.kinds import UI_REGISTRY


def test_settings_dialog_edits_and_saves(qtbot: Any, window: MainWindow) -> None:
    def change() -> None:
        dlg = modal_screen(window)
        assert isinstance(dlg, SettingsDialog)
        dlg.speed.setCurrentIndex(dlg.speed.findData(2.5))
        dlg.back.setCurrentIndex(dlg.back.findData("green"))
        dlg.four_colour.setChecked(True)
        dlg.pace.setValue(300)
        dlg.confirm_concede.setChecked(False)
        assert not dlg.preview.pixmap().isNull()
        dlg.accept()

    QTimer.singleShot(50, change)
    window.open_settings()
    saved = window.storage.load_settings()
    assert saved.animation_speed == 2.5 and saved.card_back == "green"
    assert saved.four_colour is True and saved.ai_pace_ms == 300
    assert saved.confirm_concede is False
    assert window.deck.back_id == "back_green" and window.deck.path.name == "thousand-4c.svg"


def switch_language(window: MainWindow, language: str) -> None:
    """Choose ``language`` in the Settings dialog, as a person would, and press OK."""
    def choose() -> None:
        dlg = modal_screen(window)
        assert isinstance(dlg, SettingsDialog)
        dlg.language.setCurrentIndex(dlg.language.findData(language))
        dlg.accept()

    QTimer.singleShot(50, choose)
    window.open_settings()


@pytest.mark.parametrize("language", ["ru", "uk", "pl"])
def test_language_switch_rebuilds_the_window(qtbot: Any, window: MainWindow,
                                             language: str) -> None:
    """Start screen, menus and the game in progress speak the new language at once (the words
    expected are the catalogue's: a language whose catalogue lacks them fails here)."""
    screen = start_fixed(window, script={1: ["1 bid 105"]})
    wait_mode(qtbot, screen, "bid")
    words = catalogue(language)
    switch_language(window, language)
    try:
        assert window.storage.load_settings().language == language
        assert window.translations.language == language
        assert QLocale().name().startswith(language + "_")
        assert window.start_screen.buttons["new"].text() == words["Start", "New game"]
        assert window.menus.actions["rules"].text() == words["Main", "&Rules"]
        new_screen = window.game_screen
        assert new_screen is not None and new_screen is not screen
        # the game goes on where it was: the human is asked to bid again, in the new language
        wait_mode(qtbot, new_screen, "bid")
        pass_button = new_screen.overlays.panel.findChild(QPushButton, "passButton")
        assert pass_button is not None and pass_button.text() == words["Game", "Pass"]
        # Qt's own texts (standard buttons) follow too: qtbase_<language>.qm is loaded
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        assert box.button(QDialogButtonBox.StandardButton.Cancel).text() == QT_CANCEL[language]
    finally:
        window.translations.use("en")


#: What Qt's own catalogues (qtbase_<language>.qm) call a standard Cancel button.
QT_CANCEL = {"en": "Cancel", "ru": "Отмена", "uk": "Скасувати", "pl": "Anuluj"}


@pytest.mark.parametrize("language, pause", [("en", "0.7"), ("ru", "0,7"), ("uk", "0,7"),
                                             ("pl", "0,7")])
def test_the_pause_is_a_number_in_the_users_locale(qtbot: Any, translations: Any, language: str,
                                                   pause: str) -> None:
    translations.use(language)
    dlg = SettingsDialog(Settings(language=language, ai_pace_ms=700))
    qtbot.addWidget(dlg)
    assert dlg.pace_label.text().startswith(pause + "\N{NO-BREAK SPACE}") or \
        dlg.pace_label.text().startswith(pause + " "), dlg.pace_label.text()


def test_settings_name_each_language_in_itself(qtbot: Any, translations: Any) -> None:
    for app_language in ("en", "ru"):
        translations.use(app_language)
        dlg = SettingsDialog(Settings(language="pl"))
        qtbot.addWidget(dlg)
        box = dlg.language
        assert [box.itemData(i) for i in range(box.count())] == ["system", "en", "ru", "uk", "pl"]
        assert [box.itemText(i) for i in range(1, box.count())] == [
            "English", "Русский", "Українська", "Polski"]
        assert box.currentData() == "pl" and dlg.result_settings().language == "pl"


def test_open_score_sheet_follows_a_language_change(qtbot: Any, window: MainWindow) -> None:
    screen = start_fixed(window, script={1: ["1 bid 105"]})
    wait_mode(qtbot, screen, "bid")
    window.show_sheet()
    old = window.part("cards").sheet
    assert old is not None and old.windowTitle() == "Score sheet"
    switch_language(window, "ru")
    try:
        sheet = window.part("cards").sheet
        assert sheet is not None and sheet.isVisible()
        words = catalogue("ru")
        assert sheet.windowTitle() == words["Sheet", "Score sheet"]
        assert sheet.legend.text() == words["Sheet", "/ a bolt · B1/3 on the barrel, attempts "
                                                     "used · ⟲ total reset to 0 · ★ golden deal"]
        heading = sheet.table.horizontalHeaderItem(0)
        assert heading is not None and heading.text() == words["Sheet", "Deal"]
    finally:
        window.translations.use("en")


def test_new_game_dialog_offers_every_option(qtbot: Any) -> None:
    dlg = NewGameDialog({"players": 4, "preset": "polish", "options": {"ace_marriage": "on"}})
    qtbot.addWidget(dlg)
    assert set(dlg.editors) == {s.key for s in OPTIONS}
    assert dlg.players == 4
    rules = dlg.rules()
    assert rules.preset_name == "polish" and rules.bid_step == 10 and rules.ace_marriage
    assert dlg.labels["ace_marriage"].font().bold()       # changed from the preset: shown
    dlg.editors["bolts"].set_value("off")
    dlg.editors["barrel_at"].set_value(900)
    dlg.kind_boxes[1].setCurrentIndex(0)                   # a second human: hot-seat
    assert dlg.seat_note.text()
    cfg = dlg.config()
    assert cfg["options"] == {"ace_marriage": "on", "bolts": "off", "barrel_at": 900}
    assert [s.kind for s in dlg.seats()] == ["human", "human", "computer", "computer"]
    dlg.preset.setCurrentIndex(dlg.preset.findData("classic"))   # a preset resets the options
    assert dlg.changed_options() == {}


def test_remembered_choices_are_repaired() -> None:
    cfg = clean_config({"players": 7, "preset": "nonsense", "options": {"bolts": "sometimes"},
                        "seats": [{"name": "  Ivan ", "kind": "computer", "level": "godlike"}]})
    assert cfg["players"] == 3 and cfg["preset"] == "classic" and cfg["options"] == {}
    assert cfg["seats"][0] == {"name": "Ivan", "kind": "computer", "level": "normal"}


def test_rules_text_follows_the_options(qapp: Any) -> None:
    def body(rules: Rules) -> str:  # the explanation, without the table of every option
        return rules_html(rules, 3).split("The options of this game")[0]

    plain = body(Rules.preset("classic"))
    assert "in the dark" not in plain and "four aces together" not in plain
    special = body(Rules.preset("polish", ace_marriage="on", dark_game="on"))
    assert "four aces together" in special and "in the dark" in special
    assert "at least 10 more" in special and "beat the trick" in special


def test_saves_dialog_loads_and_deletes(qtbot: Any, window: MainWindow,
                                        monkeypatch: Any) -> None:
    screen = start_fixed(window, script={1: ["1 bid 105"]})
    wait_mode(qtbot, screen, "bid")
    monkeypatch.setattr("thousand_app.ui.common.main_window.ask_save_name",
                        lambda *a, **k: "my game")
    window.save_as()
    dlg = SavesDialog(window.storage, UI_REGISTRY, window)
    qtbot.addWidget(dlg)
    assert dlg.table.rowCount() == 1 and dlg.table.item(0, 0).text() == "my game"
    dlg._load()
    assert dlg.result() == QDialog.DialogCode.Accepted and dlg.loaded is not None
    monkeypatch.setattr("thousand_app.ui.common.saves.plain_question", lambda *a, **k: True)
    dlg2 = SavesDialog(window.storage, UI_REGISTRY, window)
    qtbot.addWidget(dlg2)
    dlg2._delete()
    assert dlg2.table.rowCount() == 0
    assert window.storage.list_saves() == []


def test_statistics_dialog(qtbot: Any, storage: Storage) -> None:
    dlg = StatsDialog(storage, UI_REGISTRY)
    qtbot.addWidget(dlg)
    table = dlg.findChild(QTableWidget, "statsTable")
    assert table is not None and table.rowCount() == 0   # nothing played yet


@pytest.mark.slow
def test_smoke_test_command(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               THOUSAND_CACHE_DIR=str(tmp_path / "cache"))
    result = subprocess.run([sys.executable, "-m", "thousand_app", "--smoke-test",
                             "--data-dir", str(tmp_path / "data")],
                            env=env, capture_output=True, text=True, timeout=120,
                            cwd=Path(__file__).resolve().parents[2])
    assert result.returncode == 0, result.stderr[-2000:]
    assert "smoke test: ok" in result.stderr
    turns = re.search(r"a dice game of (\d+) turns", result.stderr)
    assert turns is not None and int(turns.group(1)) > 0     # the dice game was played out
    analysed = re.search(r"(\d+) decisions analysed on (\d+) worker processes", result.stderr)
    assert analysed is not None and int(analysed.group(1)) > 0 and int(analysed.group(2)) > 0
    assert re.search(r"the coach answered \(0 [a-z]+( \d+)?: cost [\d.]+ points\)", result.stderr)
    for kind in ("cards", "dice"):   # (a lesson opened and its first move made: issue 37)
        assert re.search(rf"the {kind} course's first lesson: [1-9]\d* move", result.stderr)
    assert not (tmp_path / "data" / "dice-autosave.json").exists()   # (a finished game leaves none)


@pytest.mark.slow
def test_language_option_is_for_this_run_only(tmp_path: Path) -> None:
    """``--language pl`` runs the app in Polish (the smoke test loads every catalogue) and leaves
    the language setting as it was."""
    data = tmp_path / "data"
    st = Storage(REGISTRY, base_dir=data)
    s = st.load_settings()
    s.language = "uk"
    st.save_settings(s)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               THOUSAND_CACHE_DIR=str(tmp_path / "cache"))
    result = subprocess.run([sys.executable, "-m", "thousand_app", "--smoke-test",
                             "--language", "pl", "--data-dir", str(data)],
                            env=env, capture_output=True, text=True, timeout=120,
                            cwd=Path(__file__).resolve().parents[2])
    assert result.returncode == 0, result.stderr[-2000:]
    assert "smoke test: ok" in result.stderr
    assert Storage(REGISTRY, base_dir=data).load_settings().language == "uk"
    bad = subprocess.run([sys.executable, "-m", "thousand_app", "--language", "de"],
                         env=env, capture_output=True, text=True, timeout=60)
    assert bad.returncode == 2 and "invalid choice: 'de'" in bad.stderr
    assert "en, ru, uk, pl" in bad.stderr.replace("'", "")


def test_smoke_test_checks_every_language_and_the_dice_table(qtbot: Any, window: MainWindow,
                                                              monkeypatch: Any) -> None:
    from thousand_app.dice.ai import tables
    from thousand_app.ui.common import i18n
    from thousand_app.ui.common.app import check_data

    assert check_data(window) == []
    monkeypatch.setattr(i18n, "LANGUAGES", (*i18n.LANGUAGES, "xx"))
    monkeypatch.setattr(tables, "DATA_DIR", Path(window.storage.data_dir) / "nothing-here")
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    assert check_data(window) == [
        "no compiled translations for xx", f"Qt's own translations for xx are not in {qt_dir}",
        f"the dice players' solved table is not in {tables.DATA_DIR}"]


def test_unexpected_errors_show_a_short_message(qapp: Any, monkeypatch: Any, tmp_path: Path) -> None:
    from thousand_app.ui.common import app as app_module

    shown: list[str] = []
    monkeypatch.setattr(app_module, "plain_message",
                        lambda parent, icon, title, text: shown.append(text))
    previous = sys.excepthook
    try:
        app_module.install_excepthook(tmp_path / "thousand.log")
        try:
            raise KeyError("boom")
        except KeyError as exc:
            sys.excepthook(KeyError, exc, exc.__traceback__)
    finally:
        sys.excepthook = previous
    assert len(shown) == 1
    assert "KeyError" in shown[0] and "thousand.log" in shown[0]
    assert "Traceback" not in shown[0] and "line" not in shown[0]


#: Numbers the card rules fix (contracts, the target, card points, marriages, penalties):
#: the engine's constants, never written into a rule text or its translations.
RULE_NUMBERS = ("11", "40", "60", "80", "100", "120", "121", "200", "555", "1000")
#: The same for the dice game (scores, presets' values).
DICE_NUMBERS = ("50", "75", "125", "250", "555", "850", "900", "1000")


def test_rule_texts_hold_no_rule_numbers() -> None:
    """The option texts and the rules windows' texts of both games, in every language, say
    the rules' numbers only through %1, %2... filled from the engine (the pits' example
    "300-400, 750-900" shows how to write them)."""
    import xml.etree.ElementTree as ET

    found = []
    for lang in ("en", "ru", "uk", "pl"):
        tree = ET.parse(Path(__file__).resolve().parents[2] / "i18n" / f"thousand_{lang}.ts")
        for context in tree.iter("context"):
            name = context.findtext("name")
            numbers = {"Options": RULE_NUMBERS, "Rules": RULE_NUMBERS,
                       "DiceOptions": DICE_NUMBERS, "DiceRules": DICE_NUMBERS}.get(name or "", ())
            for message in context.iter("message"):
                for text in (message.findtext("source"), message.findtext("translation")):
                    text = (text or "").replace("300-400, 750-900", "")
                    for number in numbers:
                        if re.search(rf"(?<![\d%]){number}(?!\d)", text):
                            found.append((lang, number, text))
    assert found == []


def test_rule_numbers_in_the_texts_are_the_engines(qapp: Any, monkeypatch: Any) -> None:
    """With the engine's constants changed, the rules window and the option texts change with
    them."""
    from thousand_app.ui.cards import rules_window
    from thousand_app.ui.cards import texts

    def everything(rules: Rules) -> str:
        words = [rules_html(rules)]
        for spec in OPTIONS:
            words += [texts.option_label(spec.key), texts.option_help(spec.key)]
            words += [texts.choice_text(spec.key, v, rules.options()) for v in spec.choices]
        return "\n".join(words)

    penalties = {"bolt_penalty": 130, "barrel_penalty": 140}    # options, not the engine's
    rules = Rules.preset("classic", ace_marriage="on", dark_game="on", golden_round="on",
                         redeal_bad_talon="on", talon_hidden_on_100="on", **penalties)
    talon = Rules.preset("classic", barrel_mode="talon", **penalties)
    before = everything(rules) + everything(talon)
    fake = {"CAP_WITHOUT_MARRIAGE": 9120, "BARREL_MIN_CONTRACT": 9121, "BARREL_TALON_CONTRACT": 9122,
            "DARK_CONTRACT": 9123, "GOLDEN_CONTRACT": 9124, "OPENING_BID": 9100, "TARGET": 9000,
            "CONCEDE_SIXTY": 9060, "CONCEDE_THIRD_PENALTY": 9125, "BAD_TALON_POINTS": 9005,
            "ACE_MARRIAGE_VALUE": 9200, "MARRIAGE_VALUES": (9040, 9060, 9080, 9101),
            "RANK_POINTS": (9000, 9002, 9003, 9004, 9010, 9011), "CARD_POINTS": (1001,) * 9}
    for name, value in fake.items():
        for module in (texts, rules_window):
            if hasattr(module, name):
                monkeypatch.setattr(module, name, value)
    after = everything(rules) + everything(talon)
    for number in RULE_NUMBERS:
        assert re.search(rf"(?<!\d){number}(?!\d)", before), number
        if number != "555":                     # the dump truck's total is an option
            assert not re.search(rf"(?<!\d){number}(?!\d)", after), number
    for value in (9120, 9121, 9122, 9123, 9124, 9100, 9000, 9060, 9125, 9005, 9200, 9040, 9060,
                  9080, 9101, 9002, 9003, 9004, 9010, 9011, 9009):
        assert str(value) in after, value


def test_dump_truck_words_follow_its_total(qtbot: Any) -> None:
    """The dump truck's values name its total: the game's (rules window) or the one being
    edited (new-game dialog), not the default 555."""
    rules = Rules.preset("classic", dump_truck_value=500)
    text = rules_html(rules, 3)
    assert "a total of exactly 500 or −500 goes back to 0" in text
    assert "500 and −500" in text and "555" not in text
    assert "a total of exactly 500 goes back" in rules_html(rules.replace(dump_truck="positive"), 3)
    dlg = NewGameDialog({"players": 3, "preset": "classic", "options": {}})
    qtbot.addWidget(dlg)
    combo = dlg.editors["dump_truck"].combo
    assert combo is not None and combo.itemText(0) == "555 and −555"
    dlg.editors["dump_truck_value"].set_value(505)
    assert [combo.itemText(i) for i in range(combo.count())] == ["505 and −505", "505 only", "off"]


def test_new_game_dialog_disables_options_whose_parent_is_off(qtbot: Any) -> None:
    """The dependency is the engine's OptionSpec.requires, declared once next to the option."""
    from thousand_app.cards.engine.rules import OPTION_SPECS

    dlg = NewGameDialog({"players": 3, "preset": "classic", "options": {}})
    qtbot.addWidget(dlg)
    assert OPTION_SPECS["golden_reset"].requires == (("golden_round", ("on",)),)
    assert not dlg.editors["golden_reset"].isEnabled()            # golden round is off
    dlg.editors["golden_round"].set_value("on")
    assert dlg.editors["golden_reset"].isEnabled()
    assert not dlg.editors["redeal_weak_hand_below"].isEnabled()
    dlg.editors["redeal_weak_hand"].set_value("on")
    assert dlg.editors["redeal_weak_hand_below"].isEnabled()
    assert dlg.editors["bolt_penalty"].isEnabled()
    dlg.editors["bolts"].set_value("off")
    assert not dlg.editors["bolt_penalty"].isEnabled() and not dlg.labels["bolt_penalty"].isEnabled()
    for spec in OPTIONS:                                       # every option follows the engine
        assert dlg.editors[spec.key].isEnabled() == spec.applies(dlg.option_values())


@pytest.mark.parametrize("letters", ["ru", "pl"])
def test_settings_choose_the_classic_deck_and_letters(qtbot: Any, window: MainWindow,
                                                      monkeypatch: Any, letters: str) -> None:
    from thousand_app.ui.common.cards import CLASSIC, builtin_path, classic_path

    def accept(dlg: SettingsDialog) -> int:
        dlg.deck.setCurrentIndex(dlg.deck.findData(CLASSIC))
        assert not dlg.indices.isEnabled()                 # letters are for our own deck
        dlg.deck.setCurrentIndex(0)
        assert dlg.indices.isEnabled()
        dlg.indices.setCurrentIndex(dlg.indices.findData(letters))
        return SettingsDialog.DialogCode.Accepted

    monkeypatch.setattr(SettingsDialog, "exec", accept)
    window.open_settings()
    assert window.settings.card_indices == letters
    assert window.deck.path == builtin_path(False, letters)

    def classic(dlg: SettingsDialog) -> int:
        dlg.deck.setCurrentIndex(dlg.deck.findData(CLASSIC))
        return SettingsDialog.DialogCode.Accepted

    monkeypatch.setattr(SettingsDialog, "exec", classic)
    window.open_settings()
    assert window.storage.load_settings().deck == CLASSIC
    assert window.deck.path == classic_path()



@pytest.mark.parametrize("lang", ["en", "ru", "uk", "pl"])
def test_an_option_name_in_bold_keeps_to_one_line(qtbot: Any, translations: Any,
                                                  lang: str) -> None:
    """A changed option's name is bold: its label is wide enough for the bold words, so
    "Dark game" does not wrap into two bold lines (issue 34); only names over 220 px wrap."""
    from PySide6.QtGui import QFont, QFontMetrics

    try:
        translations.use(lang)
        dlg = NewGameDialog({"players": 3, "preset": "classic", "options": {}})
        qtbot.addWidget(dlg)
        for key, label in dlg.labels.items():
            bold = QFont(label.font())
            bold.setBold(True)
            width = QFontMetrics(bold).horizontalAdvance(label.text())
            if width + 4 <= 220:
                assert label.minimumWidth() >= width, (key, label.text())
    finally:
        translations.use("en")
