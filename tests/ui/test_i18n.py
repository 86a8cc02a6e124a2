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

from thousand_app.cards.engine import OPTIONS, Rules
from thousand_app.ui.cards import texts as card_texts
from thousand_app.ui.common import texts
from thousand_app.ui.common.i18n import translate
from thousand_app.ui.common.i18n import LANGUAGES, Translations, compile_ts, lrelease_path
from thousand_app.ui.common.main_window import MainWindow
from thousand_app.ui.cards.newgame import NewGameDialog
from thousand_app.ui.cards.rules_window import RulesWindow
from thousand_app.ui.common.settings_dialog import SettingsDialog

from .conftest import bid, start_fixed, wait_mode

ROOT = Path(__file__).resolve().parents[2]
I18N = ROOT / "i18n"
UI = ROOT / "thousand_app" / "ui"
#: Plural forms of each language (one per plural class Qt knows for it).
PLURAL_FORMS = {"en": 2, "ru": 3, "uk": 3, "pl": 3}
#: The plural form Qt picks for a count: Russian and Ukrainian 1, 21 / 2-4, 22 / 5-20, 25;
#: Polish 1 / 2-4, 22-24 / 5-21, 25 (12-14 in the third).
PLURAL_PICKS = {
    "ru": {1: 0, 2: 1, 4: 1, 5: 2, 11: 2, 12: 2, 14: 2, 21: 0, 22: 1, 25: 2, 111: 2},
    "uk": {1: 0, 2: 1, 4: 1, 5: 2, 11: 2, 12: 2, 14: 2, 21: 0, 22: 1, 25: 2, 111: 2},
    "pl": {1: 0, 2: 1, 4: 1, 5: 2, 11: 2, 12: 2, 14: 2, 21: 2, 22: 1, 25: 2, 111: 2},
}


def messages(lang: str) -> Iterator[tuple[str, ET.Element]]:
    tree = ET.parse(I18N / f"thousand_{lang}.ts")
    for ctx in tree.iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            yield name, msg


def catalogue(lang: str) -> dict[tuple[str, str], str]:
    """The translations of one language by (context, source); plurals are left out."""
    return {(ctx, msg.findtext("source") or ""): msg.findtext("translation") or ""
            for ctx, msg in messages(lang) if msg.get("numerus") != "yes"}


def plural_forms(lang: str, ctx: str, source: str) -> list[str]:
    for c, msg in messages(lang):
        if c == ctx and msg.findtext("source") == source:
            tr = msg.find("translation")
            assert tr is not None
            return [f.text or "" for f in tr.findall("numerusform")]
    raise KeyError((ctx, source))


def placeholders(text: str) -> list[str]:
    return sorted(set(re.findall(r"%(?:\d+|n)", text)))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_catalogue_is_complete(lang: str) -> None:
    """Every message translated (none unfinished, vanished or empty), with the placeholders of
    its source, and each plural message with as many forms as the language has."""
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
    subprocess.run([str(tool), *map(str, sorted(UI.rglob("*.py"))), "-ts", str(ts), "-locations",
                    "none"], check=True, capture_output=True)
    fresh = {(c.findtext("name"), m.findtext("source"))
             for c in ET.parse(ts).iter("context") for m in c.iter("message")}
    for lang in LANGUAGES:
        have = {(ctx, m.findtext("source")) for ctx, m in messages(lang)}
        assert fresh - have == set(), f"texts missing from thousand_{lang}.ts: {fresh - have}"
        assert have - fresh == set(), f"texts no longer in the code: {have - fresh}"


def test_plural_texts_are_declared_for_lupdate() -> None:
    """Every plural("Ctx", "text", n) call is listed where lupdate sees a literal count."""
    declared = set(re.findall(r'translate\("(\w+)", "([^"]*%n[^"]*)", None, 1\)',
                              (UI / "common" / "texts.py").read_text(encoding="utf-8")))
    used = set()
    for path in UI.rglob("*.py"):
        used |= set(re.findall(r'plural\("(\w+)", "([^"]*)"', path.read_text(encoding="utf-8")))
    assert used and used <= declared, used - declared


def test_every_option_has_words() -> None:
    for spec in OPTIONS:
        assert spec.key in card_texts.OPTION_TEXTS, f"option {spec.key} has no label/help in texts.py"
        assert spec.phase in card_texts.PHASES, spec.phase
        if not spec.is_switch and not spec.is_number:
            for value in spec.choices:
                if isinstance(value, str):  # numbers (a bid step of 5 or 10) show as numbers
                    assert (spec.key, value) in card_texts.CHOICE_TEXTS, (spec.key, value)
    assert set(card_texts.OPTION_TEXTS) == {s.key for s in OPTIONS}


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


@pytest.mark.parametrize("lang", ["ru", "uk", "pl"])
def test_plural_forms_are_picked_by_the_language_rules(qapp: Any, lang: str) -> None:
    """The app shows the catalogue's form for each count as the language's grammar wants it
    (the forms' order in the .ts files is the order Qt's plural rules pick them in)."""
    tr = Translations()
    try:
        assert tr.use(lang) == lang
        for ctx, source in plural_messages(lang):
            forms = plural_forms(lang, ctx, source)
            assert len(forms) == 3 and all(forms), (lang, ctx, source, forms)
            for n, form in PLURAL_PICKS[lang].items():
                want = forms[form].replace("%n", str(n))
                assert translate(ctx, source, None, n) == want, (lang, source, n)
    finally:
        tr.use("en")


def plural_messages(lang: str) -> list[tuple[str, str]]:
    out = [(ctx, m.findtext("source") or "") for ctx, m in messages(lang)
           if m.get("numerus") == "yes"]
    assert len(out) >= 5, out
    return out


def test_system_language_at_first_start(qapp: Any) -> None:
    """A setting of "system" follows the system: Ukrainian, Polish, Russian (and Belarusian,
    whose speakers read Russian) get theirs, anything else English; a user's list of interface
    languages is read in order."""
    from PySide6.QtCore import QLocale

    from thousand_app.ui.common.i18n import our_language, resolve_language, system_language

    for name, want in (("uk_UA", "uk"), ("pl_PL", "pl"), ("ru_RU", "ru"), ("ru_UA", "ru"),
                       ("be_BY", "ru"), ("en_GB", "en"), ("de_DE", "en"), ("kk_KZ", "en"),
                       ("C", "en")):
        assert system_language(QLocale(name)) == want, name
    assert [our_language(c) for c in ("pl-PL", "uk", "de-AT", "be-Cyrl-BY")] == [
        "pl", "uk", None, "ru"]
    for lang in LANGUAGES:
        assert resolve_language(lang) == lang
    assert resolve_language("system") == system_language()


def test_every_language_loads_its_own_and_qts_catalogues(qapp: Any) -> None:
    """Ours and qtbase_<lang>.qm for each language; numbers and dates in its locale."""
    from PySide6.QtCore import QLocale

    from thousand_app.ui.common.i18n import qm_file

    cancel = {"en": "Cancel", "ru": "Отмена", "uk": "Скасувати", "pl": "Anuluj"}
    tr = Translations()
    try:
        for lang in LANGUAGES:
            assert tr.use(lang) == lang
            assert qm_file(lang) is not None
            assert len(tr._installed) == 2, lang            # ours and Qt's
            assert translate("QPlatformTheme", "Cancel") == cancel[lang]
            assert QLocale().name().split("_")[0] == lang
    finally:
        tr.use("en")


def file_dialog_texts(folder: Path) -> list[str]:
    """The labels, buttons, actions and headers of Qt's own file dialog, and a folder's type."""
    from PySide6.QtCore import QFileInfo, Qt
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QFileDialog, QFileIconProvider, QTreeView

    out: list[str] = []
    for mode in (QFileDialog.AcceptMode.AcceptOpen, QFileDialog.AcceptMode.AcceptSave):
        d = QFileDialog(None, "", str(folder), "Saved games (*.json)")
        d.setOption(QFileDialog.Option.DontUseNativeDialog, True)
        d.setAcceptMode(mode)
        out += [w.text() for w in d.findChildren(QLabel)]
        out += [w.text() or w.toolTip() for w in d.findChildren(QAbstractButton)]
        out += [a.text() for a in d.findChildren(QAction)]
        model = d.findChild(QTreeView).model()
        out += [str(model.headerData(i, Qt.Orientation.Horizontal))
                for i in range(model.columnCount())]
        d.deleteLater()
    out.append(QFileIconProvider().type(QFileInfo(str(folder))))
    return out


def test_qts_file_dialog_is_in_the_players_language(qapp: Any, tmp_path: Path) -> None:
    """Qt 6.11 reworded "Look in:", "Files of type:" and "Folder", and PySide6's catalogues
    have only the old wording: ours has the new one (issue 34 point 4)."""
    tr = Translations()
    try:
        english = file_dialog_texts(tmp_path)
        assert "&Look in:" in english and "Folder" in english
        for lang in ("ru", "uk", "pl"):
            tr.use(lang)
            left = [e for e, t in zip(english, file_dialog_texts(tmp_path), strict=True)
                    if e == t and e.strip(" &:")]
            assert left == [], lang
    finally:
        tr.use("en")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_our_deck_shows_the_letters_the_texts_use(qapp: Any, lang: str) -> None:
    """With the card letters following the app's language, the corner letters of our deck are
    the catalogue's letters for J Q K A (a hint's "Д♥" is the card showing Д)."""
    from thousand_app.ui.common.cards import Deck, builtin_path, index_language

    words = catalogue(lang)
    for four_colour in (False, True):
        path = builtin_path(four_colour, index_language("language", lang))
        svg = path.read_text(encoding="utf-8")
        assert len(Deck(path).faces) == 24
        for source in "JQKA":
            letter = words["Cards", source] or source
            assert f">{letter}</text>" in svg, (lang, path.name, source, letter)


#: The letters of Ukrainian and Polish that Russian and English lack.
NATIONAL_LETTERS = "іїєґІЇЄҐ’ąćęłńóśźżĄĆĘŁŃÓŚŹŻ"


def test_the_app_font_draws_every_letter_of_every_language(qapp: Any) -> None:
    """Every character of the catalogues (and the Ukrainian and Polish letters) has a glyph in
    the app's font or a font Qt falls back to: nothing is drawn as an empty box."""
    from PySide6.QtGui import QFont, QFontMetricsF
    from PySide6.QtGui import QTextLayout

    chars = set(NATIONAL_LETTERS)
    for lang in LANGUAGES:
        for _ctx, msg in messages(lang):
            tr = msg.find("translation")
            assert tr is not None
            chars |= set("".join(tr.itertext()))
    chars = {c for c in chars if c.isprintable() and not c.isspace()}
    missing = []
    for font in (QFont(), bold(QFont())):
        assert QFontMetricsF(font).height() > 0
        for c in sorted(chars):
            layout = QTextLayout(c, font)
            layout.beginLayout()
            layout.createLine()
            layout.endLayout()
            glyphs = [g for run in layout.glyphRuns() for g in run.glyphIndexes()]
            if not glyphs or 0 in glyphs:
                missing.append(f"{c!r} (U+{ord(c):04X}) in {font.family()}"
                               f"{' bold' if font.bold() else ''}")
    assert not missing, "no glyph for: " + ", ".join(missing)


def bold(font: Any) -> Any:
    font.setBold(True)
    return font


def test_lrelease_compiles(tmp_path: Path) -> None:
    assert lrelease_path() is not None
    assert compile_ts(I18N / "thousand_ru.ts", tmp_path / "ru.qm")
    assert (tmp_path / "ru.qm").stat().st_size > 1000


# -- nothing untranslated on screen -------------------------------------------------------------
#: Words that are the same in every language (names, keys, formats, languages' own names).
ALLOWED = {"English", "Polski", "Enter", "Esc", "Tysiąc", "Ctrl", "json", "F1", "Anna", "Boris",
           "Vera", "B", "P", "R", "C", "H", "L", "S", "M", "D", "J", "Q", "K", "A"}
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


def words_of(texts_: list[str]) -> set[str]:
    return {w.lower() for t in texts_ for w in LATIN_WORD.findall(re.sub(r"<[^>]+>", " ", t))}


def english_words(strings: list[str], lang: str = "ru") -> list[str]:
    """The English words among ``strings`` shown in ``lang``: in Russian and Ukrainian any Latin
    word (but the allowed ones); in Polish a word of the English sources that no Polish
    translation uses."""
    if lang == "pl":
        english = words_of([m.findtext("source") or "" for _c, m in messages(lang)])
        polish = words_of(["".join(t.itertext()) for _c, m in messages(lang)
                           for t in m.iter("translation")])
        suspicious = english - polish - {w.lower() for w in ALLOWED}
    bad = []
    for s in strings:
        plain = re.sub(r"<[^>]+>", " ", s)
        for word in LATIN_WORD.findall(plain):
            if word in ALLOWED:
                continue
            if lang != "pl" or word.lower() in suspicious:
                bad.append(f"{word!r} in {s!r}")
    return bad


def test_polish_check_sees_english(qapp: Any) -> None:
    assert english_words(["Nowa gra", "Anna"], "pl") == []
    assert english_words(["New game"], "pl") == ["'New' in 'New game'", "'game' in 'New game'"]


@pytest.mark.parametrize("lang", ["ru", "uk", "pl"])
def test_screens_have_no_english(qtbot: Any, window: MainWindow, lang: str) -> None:
    window.translations.use(lang)
    window.settings.language = lang
    window._build()
    shown: list[str] = []
    shown += visible_texts(window.start_screen)
    shown += [a.text() for a in window.menus.actions.values()]
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
    bid(screen, 120)
    wait_mode(qtbot, screen, "exchange")
    shown += visible_texts(screen)
    window.show_sheet()
    assert window.part("cards").sheet is not None
    shown += visible_texts(window.part("cards").sheet)
    bad = english_words(shown, lang)
    assert not bad, "untranslated text on screen:\n" + "\n".join(sorted(set(bad)))


def test_build_step_ships_cards_and_compiled_translations(tmp_path: Path) -> None:
    """What `pip install .` puts in thousand_app/ui/data (i18n/build_data.py), and that the
    app then uses it rather than compiling again."""
    import importlib.util

    from thousand_app.ui.common import i18n

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


@pytest.mark.parametrize("language", ["ru", "uk", "pl"])
def test_qt_s_own_texts_and_the_app_name_follow_the_language(
        qapp: Any, language: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Qt's file dialog ("Look in", "Files of type") is translated however Thousand was
    installed (here: Qt saying its translations are somewhere they are not, as a pip install
    may), and the name Qt puts after every window title is in the language too."""
    from PySide6.QtCore import QCoreApplication, QLibraryInfo

    from thousand_app.ui.common import i18n

    class Elsewhere:
        LibraryPath = QLibraryInfo.LibraryPath

        @staticmethod
        def path(_which: Any) -> str:
            return "/nonexistent/qt/translations"

    monkeypatch.setattr(i18n, "QLibraryInfo", Elsewhere)
    tr = Translations()
    try:
        assert tr.use(language) == language
        for text in ("Look in:", "Files of type:"):
            assert QCoreApplication.translate("QFileDialog", text) != text
        assert qapp.applicationDisplayName() == translate("App", "Thousand") != "Thousand"
    finally:
        tr.use("en")
    assert qapp.applicationDisplayName() == "Thousand"


def test_ukrainian_dice_words_are_the_glossarys() -> None:
    """Hot dice is «по другому колу» (the README's glossary), and the table's round is the
    sheet's «раунд», not «коло» (issue 34)."""
    uk = catalogue("uk")
    assert "раунд" in uk[("DiceSheet", "Rules: %1. Each round starts with %2.")]
    for ctx, source in (("Dice", "Round %1 · %2"), ("DiceReview", "%1. Round %2 · %3: %4")):
        assert "Раунд" in uk[(ctx, source)] and "Коло" not in uk[(ctx, source)]
    hot = [t for (ctx, s), t in uk.items() if "confirming throw after hot dice" in s]
    assert hot and all("по другому колу" in t and "другого кола" not in t for t in hot)
