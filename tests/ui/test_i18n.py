"""Translations: complete catalogues, matching placeholders, plurals, and no untranslated text on screen."""

from __future__ import annotations

import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any, Iterator

import pytest
from PySide6.QtWidgets import (QAbstractButton, QComboBox, QGroupBox, QLabel, QListWidget,
                               QMenu, QTableWidget, QTabWidget, QTextBrowser, QWidget)

from thousand_app.engine import OPTIONS, Rules
from thousand_app.ui import texts
from thousand_app.ui.i18n import Translations, compile_ts, lrelease_path
from thousand_app.ui.main_window import MainWindow
from thousand_app.ui.newgame import NewGameDialog
from thousand_app.ui.rules_window import RulesWindow
from thousand_app.ui.settings_dialog import SettingsDialog

from .conftest import start_fixed, wait_mode

ROOT = Path(__file__).resolve().parents[2]
I18N = ROOT / "i18n"
UI = ROOT / "thousand_app" / "ui"
PLURAL_FORMS = {"en": 2, "ru": 3}


def messages(lang: str) -> Iterator[tuple[str, ET.Element]]:
    tree = ET.parse(I18N / f"thousand_{lang}.ts")
    for ctx in tree.iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            yield name, msg


def placeholders(text: str) -> list[str]:
    return sorted(set(re.findall(r"%(?:\d+|n)", text)))


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_catalogue_is_complete(lang: str) -> None:
    problems = []
    for ctx, msg in messages(lang):
        src = msg.findtext("source") or ""
        tr = msg.find("translation")
        assert tr is not None
        kind = tr.get("type")
        if kind in ("unfinished", "vanished", "obsolete"):
            problems.append(f"{kind}: {ctx}: {src!r}")
            continue
        if msg.get("numerus") == "yes":
            forms = [f.text or "" for f in tr.findall("numerusform")]
            if len(forms) != PLURAL_FORMS[lang] or not all(forms):
                problems.append(f"plural forms: {ctx}: {src!r}: {forms}")
            for f in forms:
                if placeholders(f) != placeholders(src):
                    problems.append(f"placeholders: {ctx}: {src!r} -> {f!r}")
        else:
            text = tr.text or ""
            if not text.strip():
                problems.append(f"empty: {ctx}: {src!r}")
            elif placeholders(text) != placeholders(src):
                problems.append(f"placeholders: {ctx}: {src!r} -> {text!r}")
        if "%n" in src and msg.get("numerus") != "yes":
            problems.append(f"%n without plural forms: {ctx}: {src!r}")
    assert not problems, "\n".join(problems)


def test_catalogues_hold_every_text_of_the_code(tmp_path: Path) -> None:
    """lupdate over the code finds nothing that the committed catalogues lack."""
    import PySide6

    tool = Path(PySide6.__file__).resolve().parent / "lupdate"
    if not tool.is_file():
        tool = Path(shutil.which("pyside6-lupdate") or "lupdate")
    ts = tmp_path / "fresh.ts"
    subprocess.run([str(tool), *map(str, sorted(UI.glob("*.py"))), "-ts", str(ts), "-locations",
                    "none"], check=True, capture_output=True)
    fresh = {(c.findtext("name"), m.findtext("source"))
             for c in ET.parse(ts).iter("context") for m in c.iter("message")}
    for lang in ("en", "ru"):
        have = {(ctx, m.findtext("source")) for ctx, m in messages(lang)}
        assert fresh - have == set(), f"texts missing from thousand_{lang}.ts: {fresh - have}"
        assert have - fresh == set(), f"texts no longer in the code: {have - fresh}"


def test_plural_texts_are_declared_for_lupdate() -> None:
    """Every plural("Ctx", "text", n) call is listed where lupdate sees a literal count."""
    declared = set(re.findall(r'translate\("(\w+)", "([^"]*%n[^"]*)", None, 1\)',
                              (UI / "texts.py").read_text(encoding="utf-8")))
    used = set()
    for path in UI.glob("*.py"):
        used |= set(re.findall(r'plural\("(\w+)", "([^"]*)"', path.read_text(encoding="utf-8")))
    assert used and used <= declared, used - declared


def test_every_option_has_words() -> None:
    for spec in OPTIONS:
        assert spec.key in texts.OPTION_TEXTS, f"option {spec.key} has no label/help in texts.py"
        assert spec.phase in texts.PHASES, spec.phase
        if not spec.is_switch and not spec.is_number:
            for value in spec.choices:
                if isinstance(value, str):  # numbers (a bid step of 5 or 10) show as numbers
                    assert (spec.key, value) in texts.CHOICE_TEXTS, (spec.key, value)
    assert set(texts.OPTION_TEXTS) == {s.key for s in OPTIONS}


def test_russian_plurals_at_run_time(qapp: Any) -> None:
    tr = Translations()
    try:
        assert tr.use("ru") == "ru"
        got = [texts.plural("Table", "%n trick(s)", n) for n in (1, 2, 5, 11, 21, 22)]
        assert got == ["1 взятка", "2 взятки", "5 взяток", "11 взяток", "21 взятка", "22 взятки"]
    finally:
        tr.use("en")
    assert texts.plural("Table", "%n trick(s)", 1) == "1 trick"
    assert texts.plural("Table", "%n trick(s)", 3) == "3 tricks"


def test_lrelease_compiles(tmp_path: Path) -> None:
    assert lrelease_path() is not None
    assert compile_ts(I18N / "thousand_ru.ts", tmp_path / "ru.qm")
    assert (tmp_path / "ru.qm").stat().st_size > 1000


# -- nothing untranslated on screen -------------------------------------------------------------
#: Words that are the same in both languages (names, keys, formats).
ALLOWED = {"English", "Enter", "Esc", "Tysiąc", "Ctrl", "json", "F1", "Anna", "Boris", "Vera",
           "B", "P", "R", "C", "H", "L", "S", "M", "D", "J", "Q", "K", "A"}
LATIN_WORD = re.compile(r"[A-Za-z\u00C0-\u024F][A-Za-z\u00C0-\u024F']+")


def visible_texts(widget: QWidget) -> list[str]:
    out: list[str] = []
    for w in [widget, *widget.findChildren(QWidget)]:
        if not w.isVisibleTo(widget) and w is not widget:
            continue
        if w.windowTitle() and w.isWindow():
            out.append(w.windowTitle())
        if w.toolTip():
            out.append(w.toolTip())
        if isinstance(w, (QLabel, QAbstractButton)):
            out.append(w.text())
        if isinstance(w, QGroupBox):
            out.append(w.title())
        if isinstance(w, QComboBox):  # (decks installed by KDE or GNOME keep their names)
            out += [w.itemText(i) for i in range(w.count())
                    if not str(w.itemData(i)).startswith("system:")]
        if isinstance(w, QListWidget):
            out += [w.item(i).text() for i in range(w.count())]
        if isinstance(w, QTabWidget):
            out += [w.tabText(i) for i in range(w.count())]
        if isinstance(w, QTableWidget):
            out += [w.horizontalHeaderItem(i).text() for i in range(w.columnCount())
                    if w.horizontalHeaderItem(i) is not None]
            out += [w.item(r, c).text() for r in range(w.rowCount()) for c in range(w.columnCount())
                    if w.item(r, c) is not None]
        if isinstance(w, QTextBrowser):
            out.append(w.toPlainText())
    return [t for t in out if t]


def english_words(strings: list[str]) -> list[str]:
    bad = []
    for s in strings:
        plain = re.sub(r"<[^>]+>", " ", s)
        for word in LATIN_WORD.findall(plain):
            if word not in ALLOWED:
                bad.append(f"{word!r} in {s!r}")
    return bad


def test_russian_screens_have_no_english(qtbot: Any, window: MainWindow) -> None:
    window.translations.use("ru")
    window.settings.language = "ru"
    window._build()
    shown: list[str] = []
    shown += visible_texts(window.start_screen)
    shown += [a.text() for a in window.menu_actions.values()]
    shown += [m.title() for m in window.menuBar().findChildren(QMenu)]
    dlg = NewGameDialog(None, window)
    qtbot.addWidget(dlg)
    dlg.show()
    for row in range(dlg.phases.count()):
        dlg.phases.setCurrentRow(row)
        shown += visible_texts(dlg)
    settings = SettingsDialog(window.settings, window)
    qtbot.addWidget(settings)
    settings.show()
    shown += visible_texts(settings)
    rules = RulesWindow(Rules.preset("classic", ace_marriage="on", dark_game="on"), None, window)
    qtbot.addWidget(rules)
    shown += visible_texts(rules)
    screen = start_fixed(window, script={1: ["1 bid 105", "1 pass"], 2: ["2 pass"]})
    wait_mode(qtbot, screen, "bid")
    shown += visible_texts(screen)
    shown += [p.name + p.status + p.bubble for p in screen.scene.plates.values()]
    shown += [screen.scene.trump_badge.caption, screen.scene.trump_badge.detail,
              screen.scene.contract_badge.caption, screen.scene.contract_badge.detail]
    screen._bid_box.setCurrentIndex(screen._bid_box.findData(120))  # type: ignore[union-attr]
    screen._bid()
    wait_mode(qtbot, screen, "exchange")
    shown += visible_texts(screen)
    window.show_sheet()
    assert window.sheet is not None
    shown += visible_texts(window.sheet)
    bad = english_words(shown)
    assert not bad, "untranslated text on screen:\n" + "\n".join(sorted(set(bad)))


def test_build_step_ships_cards_and_compiled_translations(tmp_path: Path) -> None:
    """What `pip install .` puts in thousand_app/ui/data (i18n/build_data.py), and that the
    app then uses it rather than compiling again."""
    import importlib.util

    from thousand_app.ui import i18n

    spec = importlib.util.spec_from_file_location("build_data", I18N / "build_data.py")
    assert spec is not None and spec.loader is not None
    build_data = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build_data)
    target = tmp_path / "data"
    written = {p.relative_to(target).as_posix() for p in build_data.install_data(target)}
    assert {"cards/thousand.svg", "cards/thousand-4c.svg", "i18n/thousand_ru.qm",
            "i18n/thousand_en.qm"} <= written
    old = i18n.PACKAGE_DATA
    i18n.PACKAGE_DATA = target
    try:
        assert i18n.data_dir("cards") == target / "cards"
        assert i18n.qm_file("ru") == target / "i18n" / "thousand_ru.qm"
    finally:
        i18n.PACKAGE_DATA = old
