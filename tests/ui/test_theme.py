"""The look (ui/common/theme.py): WCAG contrast of every text colour over its background in
both themes (over the tokens, and over rendered screens), the theme and text size chosen in
Settings, the table's buttons coloured by role, our own message-box icons, no screen setting
colours of its own."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path
from typing import Any, Iterator

import pytest
from PySide6.QtCore import QPoint, QRect, QTimer
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import (QApplication, QCheckBox, QLabel, QMessageBox, QPushButton,
                               QWidget)

from thousand_app.storage.settings import Settings, parse_settings, settings_to_json
from thousand_app.ui.common import theme
from thousand_app.ui.common.icons import MESSAGE_ICONS, message_icon
from thousand_app.ui.common.sheet import sheet_of
from thousand_app.ui.common.main_window import MainWindow
from thousand_app.ui.common.plain_text import plain_box
from thousand_app.ui.common.screenshots import shoot
from thousand_app.ui.common.settings_dialog import SettingsDialog
from thousand_app.ui.common.shots import Shots

from .conftest import start_fixed, wait_mode, wait_until
from thousand_app.ui.kinds import UI_REGISTRY

ROOT = Path(__file__).resolve().parents[2] / "thousand_app" / "ui"


@pytest.fixture
def light_again(qapp: Any) -> Iterator[None]:
    """Whatever a test puts on the app, the next test finds the light theme at 100 %."""
    yield
    theme.apply_theme(qapp, "light", 1.0)


# -- the tokens ----------------------------------------------------------------------------------

@pytest.mark.parametrize("name", theme.THEMES)
def test_every_text_pair_of_the_tokens_meets_wcag_aa(name: str) -> None:
    t = theme.BY_NAME[name]
    low = []
    for fg, bg, large in theme.TEXT_PAIRS:
        ratio = theme.pair_contrast(t, fg, bg)
        need = 3.0 if large else 4.5
        print(f"{name:5} {fg:>24} on {bg:<20} {ratio:5.2f} (needs {need})")
        if ratio < need:
            low.append(f"{fg} on {bg}: {ratio:.2f} < {need}")
    assert low == []


@pytest.mark.parametrize("name", theme.THEMES)
def test_the_edges_of_controls_stand_out(name: str) -> None:
    """Check boxes' and radio buttons' edges and the focus ring: 3:1 (WCAG 2.1 1.4.11)."""
    t = theme.BY_NAME[name]
    low = [f"{a} on {b}: {theme.contrast(t.colour(a), t.colour(b)):.2f}"
           for a, b in theme.CONTROL_PAIRS if theme.contrast(t.colour(a), t.colour(b)) < 3.0]
    assert low == []


def test_check_boxes_are_drawn_with_the_themes_edge(qtbot: Any, light_again: None) -> None:
    theme.apply_theme(QApplication.instance(), "dark")
    box = QCheckBox("x")
    qtbot.addWidget(box)
    box.resize(60, 24)
    image = box.grab().toImage()
    edge = theme.DARK.colour("control_edge")
    colours = {image.pixelColor(x, y).name() for x in range(24) for y in range(24)}
    assert any(theme.contrast(QColor(c), edge) < 1.1 for c in colours)


def test_the_contrast_formula() -> None:
    """WCAG's own figures: black on white 21:1, the same colour 1:1, #777 on white 4.48:1."""
    assert theme.contrast(QColor("black"), QColor("white")) == pytest.approx(21.0)
    assert theme.contrast(QColor("#123456"), QColor("#123456")) == pytest.approx(1.0)
    assert theme.contrast(QColor("#777777"), QColor("white")) == pytest.approx(4.48, abs=0.01)
    # a see-through background is judged as drawn: over the felt
    assert theme.over(QColor(0, 0, 0, 0), QColor("white")) == QColor("white")


def test_both_themes_have_the_same_tokens_and_every_one_is_a_colour() -> None:
    assert theme.LIGHT.colours.keys() == theme.DARK.colours.keys()
    for t in (theme.LIGHT, theme.DARK):
        for key, value in t.colours.items():
            assert QColor(value).isValid(), (t.name, key, value)
        for fg, bg, _large in theme.TEXT_PAIRS:
            assert fg in t.colours and bg in t.colours
    assert theme.DARK.colour("window").lightness() < 60 < theme.LIGHT.colour("window").lightness()


def test_every_token_the_code_asks_for_exists() -> None:
    """``colour("x")`` anywhere in the UI names a token (a typo would paint black)."""
    asked = set()
    for path in ROOT.rglob("*.py"):
        asked |= set(re.findall(r'\bcolour\("(\w+)"\)', path.read_text(encoding="utf-8")))
    asked |= {token for _, token in theme_tokens_in_tables()}
    assert asked and asked <= theme.LIGHT.colours.keys()


def theme_tokens_in_tables() -> list[tuple[object, str]]:
    from thousand_app.ui.cards.review_analysis import MARK_LOOK
    from thousand_app.ui.dice.review import MARK_COLOURS
    from thousand_app.ui.dice.scoresheet import COLOURS

    return ([(k, v) for k, v in COLOURS.items()] + [(k, v) for k, v in MARK_COLOURS.items()]
            + [(k, v[1]) for k, v in MARK_LOOK.items()]
            + [(k, v) for k, (_n, a, b) in MESSAGE_ICONS.items() for v in (a, b)])


#: Files that still hold literal colours, and why: the dice and the plain card back are
#: drawn as the objects they are (ivory dice, red one-pip), whatever the theme.
LITERAL_COLOURS_ALLOWED = {"common/theme.py", "dice/items.py", "dice/tile.py",
                           "common/cards.py", "cards/shots.py"}


def test_no_screen_sets_its_own_colours() -> None:
    found = []
    for path in sorted(ROOT.rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        text = path.read_text(encoding="utf-8")
        for m in re.finditer(r"setStyleSheet\((.*)", text):
            if re.search(r"#[0-9a-fA-F]{3}|color|background|rgba?\(|font", m.group(1)):
                found.append(f"{rel}: {m.group(0)[:80]}")
        if rel not in LITERAL_COLOURS_ALLOWED:
            found += [f"{rel}: {m.group(0)}" for m in re.finditer(r"QColor\([^)]*\)", text)]
            found += [f"{rel}: {m.group(0)}" for m in re.finditer(r"QPalette\(", text)]
    assert found == []


# -- the setting ---------------------------------------------------------------------------------

def test_theme_and_text_size_are_settings_kept_per_key() -> None:
    s = Settings(theme="dark", text_scale=1.3)
    back, problems, _ = parse_settings(settings_to_json(s))
    assert (back.theme, back.text_scale, problems) == ("dark", 1.3, [])
    bad, problems, _ = parse_settings(b'{"theme": "pink", "text_scale": 9, "sound": false}')
    assert (bad.theme, bad.text_scale, bad.sound) == ("system", 1.0, False)
    assert len(problems) == 2 and "theme" in problems[0] and "text_scale" in problems[1]
    assert Settings().theme == "system"   # the first start follows the system


def test_system_follows_the_colour_scheme(monkeypatch: Any) -> None:
    monkeypatch.setattr(theme, "system_theme", lambda: "dark")
    assert theme.resolve("system") is theme.DARK
    monkeypatch.setattr(theme, "system_theme", lambda: "light")
    assert theme.resolve("system") is theme.LIGHT
    assert theme.resolve("dark") is theme.DARK and theme.resolve("nonsense") is theme.LIGHT


def test_settings_switch_the_theme_and_the_text_size_at_once(
        qtbot: Any, window: MainWindow, light_again: None) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    body = app.font().pointSizeF()
    window_colour = app.palette().color(QPalette.ColorRole.Window)
    assert window_colour == theme.LIGHT.colour("window")

    def choose() -> None:
        dlg = window.findChild(SettingsDialog)
        assert dlg is not None
        dlg.theme.setCurrentIndex(dlg.theme.findData("dark"))
        dlg.text_scale.setCurrentIndex(dlg.text_scale.findData(1.3))
        dlg.accept()

    QTimer.singleShot(50, choose)
    window.open_settings()
    assert app.palette().color(QPalette.ColorRole.Window) == theme.DARK.colour("window")
    assert theme.current() is theme.DARK
    assert app.font().pointSizeF() == pytest.approx(body * 1.3, abs=0.05)
    saved = window.storage.load_settings()
    assert (saved.theme, saved.text_scale) == ("dark", 1.3)
    # the rebuilt start screen is in the new size: its title grew with the text
    assert window.start_screen.title.font().pointSizeF() > body * 1.3 * 3


# -- what the style does -------------------------------------------------------------------------

def centre_colour(widget: QWidget, dx: int = 6) -> QColor:
    """The colour a few pixels in from the left edge, half-way down (clear of text)."""
    image = widget.grab().toImage()
    return image.pixelColor(QPoint(dx, image.height() // 2))


@pytest.mark.parametrize("name", theme.THEMES)
def test_the_tables_buttons_are_large_and_coloured_by_role(
        qtbot: Any, window: MainWindow, name: str, light_again: None) -> None:
    theme.apply_theme(QApplication.instance(), name)
    screen = start_fixed(window, script={1: ["1 bid 105"]})
    wait_mode(qtbot, screen, "bid")
    bid = screen.overlays.panel.findChild(QPushButton, "bidButton")
    pass_ = screen.overlays.panel.findChild(QPushButton, "passButton")
    assert bid is not None and pass_ is not None
    assert (bid.property("role"), pass_.property("role")) == ("primary", "secondary")
    t = theme.BY_NAME[name]
    wait_until(qtbot, lambda: bid.isVisible() and bid.height() > 0)
    assert centre_colour(bid) == t.colour("primary")
    assert centre_colour(pass_) == t.colour("secondary")
    plain = QPushButton("Pass")
    qtbot.addWidget(plain)
    # easy to hit: taller than a plain button, and at least 36 px
    assert bid.height() >= max(36, plain.sizeHint().height() + 8)


def test_the_concede_button_is_the_danger_colour() -> None:
    from thousand_app.ui.cards.panel import ROLES

    assert ROLES["concedeButton"] == "danger"
    assert "QPushButton[role=\"danger\"]" in theme.style_sheet(theme.LIGHT)


@pytest.mark.parametrize("kind", list(MESSAGE_ICONS))
def test_message_boxes_show_our_icon(qtbot: Any, kind: QMessageBox.Icon) -> None:
    box = plain_box(None, kind, "Title", "Text")
    qtbot.addWidget(box)
    ours = message_icon(kind, 48, box.devicePixelRatioF()).toImage()
    shown = box.iconPixmap().toImage()
    assert not shown.isNull() and shown == ours   # (not Qt's own icon)
    # painted in the theme's colour for its kind (the middle of the left half is the fill,
    # for the triangle the middle of its lower part)
    fill = MESSAGE_ICONS[kind][1]
    img = shown.scaled(48, 48)
    x, y = (16, 38) if kind == QMessageBox.Icon.Warning else (10, 24)
    assert theme.contrast(img.pixelColor(x, y), theme.colour(fill)) < 1.1


# -- contrast over rendered screens ------------------------------------------------------------------

def sampled_contrast(image: QImage, rect: QRect) -> tuple[float, QColor, QColor]:
    """Text against its background inside ``rect``: the background is the commonest colour,
    the text the colour farthest from it in contrast (a glyph's stem is drawn at full colour)."""
    counts: Counter[int] = Counter()
    step = 1
    for y in range(rect.top(), rect.bottom() + 1, step):
        for x in range(rect.left(), rect.right() + 1, step):
            counts[image.pixel(x, y)] += 1
    back = QColor.fromRgb(counts.most_common(1)[0][0])
    best, text = 1.0, back
    for rgb in counts:
        c = QColor.fromRgb(rgb)
        r = theme.contrast(c, back)
        if r > best:
            best, text = r, c
    return best, text, back


def check_texts(top: QWidget, where: str, found: list[str]) -> int:
    """Every visible label's and check box's text in ``top`` against what is behind it."""
    image = top.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    scale = image.width() / max(1, top.width())
    checked = 0
    for w in top.findChildren(QWidget):
        if not w.isVisible() or not isinstance(w, (QLabel, QCheckBox)) or not w.text().strip():
            continue
        if isinstance(w, QLabel) and w.pixmap() is not None and not w.pixmap().isNull():
            continue
        r = w.contentsRect() if isinstance(w, QLabel) else w.rect()
        if isinstance(w, QCheckBox):   # the words, not the box
            r = r.adjusted(24, 0, 0, 0)
        pos = w.mapTo(top, r.topLeft())
        box = QRect(round(pos.x() * scale), round(pos.y() * scale),
                    round(r.width() * scale), round(r.height() * scale)).intersected(image.rect())
        if box.width() < 4 or box.height() < 4:
            continue
        ratio, text, back = sampled_contrast(image, box)
        f = w.font()
        large = f.pointSizeF() >= 18 or (f.bold() and f.pointSizeF() >= 14)
        need = 3.0 if large else 4.5
        checked += 1
        if ratio < need:
            found.append(f"{where}: {type(w).__name__} {w.objectName() or w.text()[:30]!r} "
                         f"{text.name()} on {back.name()}: {ratio:.2f} < {need}")
    return checked


@pytest.mark.parametrize("name", theme.THEMES)
def test_rendered_screens_keep_their_text_readable(
        qtbot: Any, window: MainWindow, name: str, light_again: None) -> None:
    """The start screen, the settings and the card table while bidding, in each theme: each
    label's darkest-against-lightest pixels reach AA."""
    theme.apply_theme(QApplication.instance(), name)
    window.resize(1100, 720)
    window._build()
    found: list[str] = []
    checked = check_texts(window, f"{name} start", found)
    dlg = SettingsDialog(window.settings, window)
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    checked += check_texts(sheet_of(dlg) or dlg, f"{name} settings", found)   # (its card)
    dlg.close()
    screen = start_fixed(window, script={1: ["1 bid 105"]})
    wait_mode(qtbot, screen, "bid")
    checked += check_texts(window, f"{name} table", found)
    assert checked >= 20
    assert found == [], "\n".join(found)


def test_the_dice_buttons_go_under_the_texts_when_the_text_is_large(
        qtbot: Any, light_again: None) -> None:
    """At 150 % text in a narrow window the dice bar's buttons keep their whole words (under
    the texts); a wide window keeps one row."""
    from thousand_app.ui.dice.bars import DiceActionBar

    theme.apply_theme(QApplication.instance(), "light", 1.5)
    bar = DiceActionBar(lambda: None, lambda: None, lambda: None, lambda: None)
    qtbot.addWidget(bar)
    bar.retranslate()
    bar.resize(760, 200)
    bar.show()
    qtbot.waitExposed(bar)
    # (the layout moves them on its next turn of the event loop)
    wait_until(qtbot, lambda: not bar.one_row and bar.texts.width() >= DiceActionBar.TEXTS_MIN)
    for b in bar.buttons:
        assert b.width() >= b.sizeHint().width(), b.text()
    bar.resize(max(1800, bar.one_row_width() + 10), 200)
    wait_until(qtbot, lambda: bar.one_row and bar.texts.width() >= DiceActionBar.TEXTS_MIN)
    for b in bar.buttons:
        assert b.width() >= b.sizeHint().width(), b.text()


def test_a_window_as_the_system_follows_the_system_turning_dark(
        qtbot: Any, window: MainWindow, monkeypatch: Any, light_again: None) -> None:
    assert window.settings.theme == "system" and theme.current() is theme.LIGHT
    monkeypatch.setattr(theme, "system_theme", lambda: "dark")
    window.system_scheme_changed()
    assert theme.current() is theme.DARK
    window.settings.theme = "light"     # a theme chosen stays
    window._apply_look()
    window.system_scheme_changed()
    assert theme.current() is theme.LIGHT


@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_the_start_screen_fits_900_by_600_at_each_text_size(
        qtbot: Any, translations: Any, scale: float, light_again: None) -> None:
    """Its six buttons go on two rows when the text is large (one row would need 1,200 px in
    Ukrainian at 150 %)."""
    from thousand_app.ui.common.cards import load_deck
    from thousand_app.ui.common.i18n import LANGUAGES
    from thousand_app.ui.common.start_screen import StartScreen

    theme.apply_theme(QApplication.instance(), "light", scale)
    deck, _ = load_deck("thousand", False, "blue")
    for lang in LANGUAGES:
        translations.use(lang)
        s = StartScreen(UI_REGISTRY, deck)
        qtbot.addWidget(s)
        s.ensurePolished()
        need = s.minimumSizeHint()
        assert need.width() <= 900 and need.height() <= 570, (lang, need)
    translations.use("en")


def test_no_message_box_is_made_without_our_icon() -> None:
    """Every message box goes through plain_box (our icon, plain text): none is made with
    ``QMessageBox(`` elsewhere."""
    found = [f"{p.relative_to(ROOT).as_posix()}: {m.group(0)}"
             for p in sorted(ROOT.rglob("*.py")) if p.name != "plain_text.py"
             for m in re.finditer(r"QMessageBox\((?!\))", p.read_text(encoding="utf-8"))]
    assert found == []


class ContrastShots(Shots):
    """The screenshots' scenes with each picture's texts checked for contrast instead of
    saved."""

    found: list[str] = []
    checked = 0

    def save(self, name: str, widget: object = None) -> None:
        w = widget if widget is not None else self.win
        assert isinstance(w, QWidget)
        w = sheet_of(w) or w      # (a screen in a sheet: on its card)
        ContrastShots.checked += check_texts(w, f"{self.theme} {name}", self.found)
        self.written.append(self.path(name))

    def save_pixmap(self, name: str, pixmap: Any) -> None:
        self.written.append(self.path(name))


@pytest.mark.slow
@pytest.mark.parametrize("name", theme.THEMES)
def test_every_scene_of_the_screenshots_keeps_its_text_readable(
        qapp: Any, tmp_path: Path, name: str, light_again: None) -> None:
    """Every picture the screenshot command takes (start, settings, message box, both tables
    in each phase, sheets, review, statistics), its labels and check boxes sampled."""
    ContrastShots.found, ContrastShots.checked = [], 0
    shoot(tmp_path, "en", (1280, 800), UI_REGISTRY, shots_class=ContrastShots, theme=name)
    assert ContrastShots.checked >= 120 and not any(tmp_path.iterdir())
    assert ContrastShots.found == [], "\n".join(ContrastShots.found)
