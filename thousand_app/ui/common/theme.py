"""The app's look in one place: design tokens and the one style built from them.

Two themes, ``light`` (cream panels around the green felt) and ``dark`` (deep green-grey
panels, a darker felt), each a :class:`Theme` of tokens: colours (by role, never by screen),
a type scale, spacing, radii, shadows and motion durations.  :func:`apply_theme` puts one of
them on the whole application: its palette, its font (the type scale's body size times the
player's text scale) and one application-wide style sheet (:func:`style_sheet`) that styles
every screen by object name, class and the dynamic property ``role`` of buttons
(``primary``, ``secondary``, ``danger``).  Screens set no colours of their own; what is
painted by hand (the felt, the plates, badges and bubbles on the tables, the message-box
icons) asks :func:`current` for its colours.

Every text colour and the background it is drawn on are listed in :data:`TEXT_PAIRS`;
tests/ui/test_theme.py checks that each pair meets WCAG 2.1 AA in both themes.
docs/look.md says why this is our own small theme rather than a library's.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional

from PySide6.QtCore import QObject, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QGuiApplication, QPainter, QPalette, QPen
from PySide6.QtWidgets import QProxyStyle, QStyle, QStyleOption, QWidget

THEMES = ("light", "dark")
#: The text scales offered in Settings (1.0 = the system's own size).
TEXT_SCALES = (1.0, 1.15, 1.3, 1.5)


@dataclass(frozen=True)
class Theme:
    """One theme's tokens."""

    name: str
    colours: dict[str, str]
    #: Multiples of the body size: ``small`` … ``display``.
    type_scale: dict[str, float] = field(default_factory=lambda: {
        "small": 0.9, "body": 1.0, "button": 1.1, "large": 1.2, "menu": 1.25, "menu_large": 1.55,
        "title": 1.8, "heading": 2.0, "display": 4.0})
    spacing: dict[str, int] = field(default_factory=lambda: {
        "xs": 4, "s": 8, "m": 12, "l": 16, "xl": 24})
    radii: dict[str, int] = field(default_factory=lambda: {"s": 6, "m": 10, "l": 14})
    #: name -> (blur radius px, vertical offset px, colour with alpha as #aarrggbb)
    shadows: dict[str, tuple[int, int, str]] = field(default_factory=lambda: {
        "panel": (18, 4, "#60000000"), "card": (6, 2, "#3c000000")})
    #: Milliseconds at the normal animation speed.
    motion: dict[str, int] = field(default_factory=lambda: {
        "fast": 120, "normal": 250, "slow": 450})

    def colour(self, name: str) -> QColor:
        """A colour token as a QColor (``#aarrggbb`` keeps its alpha)."""
        return QColor(self.colours[name])


# The table's own colours (the felt, the plates and bubbles on it, the scene's marks) are the
# same in both themes except the felt, which the dark theme dims.
_SCENE = {
    "felt_centre": "#2c7848", "felt_edge": "#123e26",
    "on_felt": "#fbf1cc", "on_felt_muted": "#eef6f0",
    "tile_border": "#5af6e7b0", "tile_fill": "#28000000",
    # the plates (a player's name, total and status), badges and banners on the felt
    "plate": "#c80a1e14", "plate_solid": "#0a1e14", "plate_border": "#46ffffff",
    "plate_active": "#ffcd50", "on_plate": "#ffffff", "plate_total": "#ffe082",
    "plate_status": "#d2e6d7", "plate_mark": "#ffbe96",
    "badge": "#be0a1e14", "on_badge": "#c8dccd", "badge_text": "#dce6dc", "glow": "#ffd75a",
    "banner": "#e10f1914", "banner_text": "#e6e1c8",
    # speech bubbles: background, text
    "bubble": "#f5faf5e1", "on_bubble": "#1e1e1e",
    "bubble_pass": "#eb5a5a5a", "on_bubble_pass": "#ebebeb",
    "bubble_marriage": "#f0a01e3c", "on_bubble_marriage": "#ffffff",
    "bubble_info": "#f01e5096", "on_bubble_info": "#ffffff", "bubble_outline": "#5a000000",
    # the prompt over the table (the head-up panel)
    "hud": "#e10c1c14", "hud_solid": "#0c1c14", "hud_border": "#a0ffd75a",
    "on_hud": "#f4f1e6", "on_hud_muted": "#d8d3b8", "curtain": "#eb08140e",
    "hud_alert": "#ffb74d",
    # marks on cards and the table
    "legal": "#ffd65a", "selected": "#5aaaff", "hint": "#50e678", "focus": "#ffffff",
    "new": "#ffc428", "trump_red": "#ff6e6e", "trump_black": "#ffffff", "no_trump": "#dcdcdc",
    "new_ring": "#6e4600", "on_new": "#5a3200", "card_shadow": "#3c000000",
    "card_dimmed": "#78141e19", "card_label": "#e61e5aaa", "on_card_label": "#ffffff",
    # the dice tray
    "tray": "#c8145230", "tray_rim": "#785028", "tray_side": "#78082818",
    "tray_side_border": "#28ffffff",
}

#: The windows' colours: (token, light, dark).
_WINDOWS: list[tuple[str, str, str]] = [
    # the dark theme dims the felt
    ("felt_centre", _SCENE["felt_centre"], "#1f5a36"),
    ("felt_edge", _SCENE["felt_edge"], "#0a2616"),
    ("window", "#f4f1e6", "#18201c"),
    ("surface", "#fbf9f2", "#202a25"),
    ("surface_alt", "#ece6d3", "#29352f"),
    ("border", "#b9ad88", "#4a5c52"),
    ("text", "#1f2a24", "#e9eee9"),
    ("text_muted", "#4f5a53", "#b2c0b6"),
    ("heading", "#1d3b2a", "#f6e7b0"),
    ("accent", "#d9a521", "#e0b440"),
    ("focus_ring", "#1d5fa8", "#7fb6ff"),
    ("selection", "#2d6e4a", "#2f7a50"),
    ("on_selection", "#ffffff", "#ffffff"),
    ("link", "#1d5fa8", "#8cc2ff"),
    ("error", "#b00020", "#ff8a8a"),
    ("warning", "#805300", "#f0c060"),
    ("success", "#17692f", "#7fd89a"),
    ("mistake", "#a63f00", "#ffa270"),
    ("icon_info", "#1d5fa8", "#8cc2ff"),
    ("on_icon_info", "#ffffff", "#10233a"),
    ("icon_question", "#1f6b40", "#7fd89a"),
    ("on_icon_question", "#ffffff", "#0d2416"),
    ("icon_warning", "#f2b01e", "#f0c060"),
    ("on_icon_warning", "#2a1d00", "#2a1d00"),
    ("icon_error", "#b3261e", "#ff8a8a"),
    ("on_icon_error", "#ffffff", "#2a0b0b"),
    ("primary", "#1f6b40", "#ffd86b"),
    ("on_primary", "#ffffff", "#16241c"),
    ("primary_hover", "#185735", "#ffe38f"),
    ("secondary", "#e4dcc3", "#33433a"),
    ("on_secondary", "#1f2a24", "#e9eee9"),
    ("secondary_hover", "#d8ceb0", "#3e5045"),
    ("danger", "#a8231b", "#e57368"),
    ("on_danger", "#ffffff", "#1a0d0b"),
    ("danger_hover", "#8c1c15", "#ef8a80"),
    ("button", "#e9e3cf", "#2f3c35"),
    ("on_button", "#1f2a24", "#e9eee9"),
    ("button_hover", "#ddd5bb", "#3a4a41"),
    ("disabled_text", "#5c605b", "#9aa59e"),
    ("disabled_button", "#e2ddcd", "#27322c"),
    ("input", "#ffffff", "#2a3731"),
    # the edge of a check box, a radio button (3:1 against what is around them)
    ("control_edge", "#77705a", "#a3b1a8"),
    ("on_input", "#1f2a24", "#e9eee9"),
    ("tooltip", "#1f2a24", "#f4f1e6"),
    ("on_tooltip", "#fbf9f2", "#18201c"),
    # the start screen's buttons over the felt
    ("felt_button", "#faf6e6", "#24342b"),
    ("on_felt_button", "#1d3b2a", "#f4f1e6"),
    ("felt_button_hover", "#ffe9a8", "#33503f"),
    ("felt_button_primary", "#ffd86b", "#ffd86b"),
    ("on_felt_button_primary", "#1d3b2a", "#1d3b2a"),
    # the light panels over the table (the end of a game, the deal summary)
    ("overlay", "#faf7ec", "#202a25"),
    ("overlay_border", "#d9a521", "#e0b440"),
    ("on_overlay", "#222222", "#e9eee9"),
    ("overlay_heading", "#1d3b2a", "#f6e7b0"),
    ("overlay_muted", "#555555", "#b2c0b6"),
    # the current row of a score sheet (the latest deal, the round being played)
    ("current_row", "#fbe7a6", "#3d4325"),
    # the felt dimmed behind a sheet over the table (ui/common/sheet.py)
    ("scrim", "#a00a2616", "#c8050f09"),
]

LIGHT = Theme("light", {**_SCENE, **{k: light for k, light, _ in _WINDOWS}})
DARK = Theme("dark", {**_SCENE, **{k: dark for k, _, dark in _WINDOWS}})

BY_NAME = {t.name: t for t in (LIGHT, DARK)}

#: (text colour, background colour, large text) for every text drawn in the app: each pair
#: must reach 4.5:1 (3:1 for large text: 18 pt, or 14 pt bold) in both themes.  A background
#: with alpha is composed over the third token when the text sits on something that shows
#: through (the felt's edge, its darkest part, and its centre are both checked).
TEXT_PAIRS: list[tuple[str, str, bool]] = [
    ("text", "window", False), ("text", "surface", False), ("text", "surface_alt", False),
    ("text_muted", "window", False), ("text_muted", "surface", False),
    ("text_muted", "surface_alt", False),
    ("heading", "window", True), ("heading", "surface", True),
    ("link", "surface", False), ("error", "surface", False), ("error", "window", False),
    ("warning", "surface", False), ("warning", "window", False),
    ("success", "surface", False), ("success", "window", False),
    ("mistake", "surface", False), ("link", "input", False), ("error", "input", False),
    ("warning", "input", False), ("success", "input", False), ("mistake", "input", False),
    ("text_muted", "input", False),
    ("on_selection", "selection", False),
    ("text", "current_row", False), ("error", "current_row", False),
    ("success", "current_row", False), ("link", "current_row", False),
    ("text_muted", "current_row", False),
    ("on_primary", "primary", False), ("on_secondary", "secondary", False),
    ("on_danger", "danger", False), ("on_button", "button", False),
    ("on_button", "button_hover", False), ("on_secondary", "secondary_hover", False),
    ("on_primary", "primary_hover", False), ("on_danger", "danger_hover", False),
    ("disabled_text", "disabled_button", False),
    ("on_input", "input", False), ("on_tooltip", "tooltip", False),
    ("on_felt", "felt_centre", False), ("on_felt", "felt_edge", False),
    ("on_felt_muted", "felt_centre", False), ("on_felt_muted", "felt_edge", False),
    ("on_felt_button", "felt_button", False), ("on_felt_button", "felt_button_hover", False),
    ("on_felt_button_primary", "felt_button_primary", False),
    ("on_overlay", "overlay", False), ("overlay_heading", "overlay", True),
    ("overlay_muted", "overlay", False), ("error", "overlay", False),
    ("success", "overlay", False),
    ("on_hud", "hud", False), ("on_hud_muted", "hud", False), ("hud_alert", "hud", False),
    ("on_hud", "hud_solid", False), ("hud_alert", "hud_solid", False),
    ("on_plate", "plate", True), ("plate_total", "plate", True),
    ("trump_red", "badge", True), ("trump_black", "badge", True), ("no_trump", "badge", True),
    ("plate_total", "badge", True), ("on_card_label", "card_label", True),
    ("on_new", "new", True), ("plate_total", "felt_centre", True),
    ("on_icon_info", "icon_info", True), ("on_icon_question", "icon_question", True),
    ("on_icon_warning", "icon_warning", True), ("on_icon_error", "icon_error", True),
    ("plate_status", "plate", False), ("plate_mark", "plate", False),
    ("on_badge", "badge", False), ("badge_text", "badge", False),
    ("banner_text", "banner", False), ("on_plate", "banner", False),
    ("on_bubble", "bubble", True), ("on_bubble_pass", "bubble_pass", True),
    ("on_bubble_marriage", "bubble_marriage", True), ("on_bubble_info", "bubble_info", True),
]
#: (component colour, background): the edges of controls against what is around them must
#: reach 3:1 (WCAG 2.1 1.4.11, non-text contrast).
CONTROL_PAIRS: list[tuple[str, str]] = [
    ("control_edge", "window"), ("control_edge", "surface"), ("control_edge", "surface_alt"),
    ("control_edge", "input"), ("focus_ring", "window"), ("focus_ring", "button"),
]
#: The backgrounds that are see-through: what shows through them (the felt).
UNDER = {"plate": "felt_centre", "card_label": "felt_centre", "badge": "felt_centre", "banner": "felt_centre",
         "hud": "felt_centre", "bubble": "felt_centre", "bubble_pass": "felt_centre",
         "bubble_marriage": "felt_centre", "bubble_info": "felt_centre"}


def _linear(c: float) -> float:
    c /= 255.0
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def luminance(c: QColor) -> float:
    """WCAG 2.1 relative luminance of an opaque colour."""
    return 0.2126 * _linear(c.red()) + 0.7152 * _linear(c.green()) + 0.0722 * _linear(c.blue())


def over(top: QColor, below: QColor) -> QColor:
    """``top`` (with its alpha) composed over the opaque ``below``."""
    a = top.alphaF()
    return QColor(round(top.red() * a + below.red() * (1 - a)),
                  round(top.green() * a + below.green() * (1 - a)),
                  round(top.blue() * a + below.blue() * (1 - a)))


def contrast(a: QColor, b: QColor) -> float:
    """The WCAG contrast ratio of two opaque colours (1 to 21)."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def pair_contrast(theme: Theme, fg: str, bg: str) -> float:
    """The contrast of text ``fg`` on ``bg`` as drawn (see-through backgrounds composed over
    what is under them; the worse of the felt's centre and edge)."""
    unders = [theme.colour("felt_centre"), theme.colour("felt_edge")] if bg in UNDER else [
        QColor("#ffffff")]
    worst = 21.0
    for under in unders:
        back = over(theme.colour(bg), under)
        worst = min(worst, contrast(over(theme.colour(fg), back), back))
    return worst


# -- the theme in use -------------------------------------------------------------------------------

class _Current(QObject):
    changed = Signal()


_state: dict[str, Any] = {"theme": LIGHT, "scale": 1.0, "base_pt": None, "style": None}
#: Emits ``changed`` after :func:`apply_theme` (hand-painted things repaint).
notifier: Optional[_Current] = None


def current() -> Theme:
    """The theme in use (light until :func:`apply_theme` says otherwise)."""
    theme: Theme = _state["theme"]
    return theme


def colour(name: str) -> QColor:
    """A colour token of the theme in use."""
    return current().colour(name)


def text_scale() -> float:
    return float(_state["scale"])


def system_theme() -> str:
    """``dark`` when the system's colour scheme is dark, else ``light``."""
    try:
        scheme = QGuiApplication.styleHints().colorScheme()
    except (AttributeError, RuntimeError):
        return "light"
    return "dark" if scheme == Qt.ColorScheme.Dark else "light"


def resolve(name: str) -> Theme:
    """The theme a setting names (``system``: the system's choice)."""
    return BY_NAME.get(system_theme() if name == "system" else name, LIGHT)


def palette(theme: Theme) -> QPalette:
    """The theme as a QPalette (what the style sheet does not reach: item views, menus…)."""
    c = theme.colour
    p = QPalette()
    R = QPalette.ColorRole
    for role, name in ((R.Window, "window"), (R.WindowText, "text"), (R.Base, "input"),
                       (R.AlternateBase, "surface_alt"), (R.Text, "on_input"),
                       (R.Button, "button"), (R.ButtonText, "on_button"),
                       (R.ToolTipBase, "tooltip"), (R.ToolTipText, "on_tooltip"),
                       (R.Highlight, "selection"), (R.HighlightedText, "on_selection"),
                       (R.Link, "link"), (R.LinkVisited, "link"),
                       (R.PlaceholderText, "text_muted"), (R.BrightText, "error")):
        p.setColor(role, c(name))
    for role, name in ((R.WindowText, "disabled_text"), (R.Text, "disabled_text"),
                       (R.ButtonText, "disabled_text"), (R.Button, "disabled_button")):
        p.setColor(QPalette.ColorGroup.Disabled, role, c(name))
    return p


def _rgba(theme: Theme, name: str) -> str:
    q = theme.colour(name)
    return f"rgba({q.red()}, {q.green()}, {q.blue()}, {q.alpha()})"


def style_sheet(theme: Theme, base_pt: float = 10.0, scale: float = 1.0) -> str:
    """The application-wide style sheet of ``theme``: the body at ``base_pt * scale``."""
    c = {k: _rgba(theme, k) for k in theme.colours}
    t = {k: round(base_pt * scale * v, 1) for k, v in theme.type_scale.items()}
    # (the start screen's title and big buttons are large already: they grow less, leaving
    # room for the rest)
    for k in ("display", "menu_large"):
        t[k] = round(base_pt * min(scale, 1.15) * theme.type_scale[k], 1)
    r, s = theme.radii, theme.spacing
    return f"""
QLineEdit, QPlainTextEdit, QTextEdit {{ background: {c['input']}; color: {c['on_input']};
    border: 1px solid {c['border']}; border-radius: 4px; padding: 2px 4px; }}
QLineEdit:focus, QPlainTextEdit:focus, QTextEdit:focus {{
    border: 1px solid {c['focus_ring']}; }}
QToolTip {{ background: {c['tooltip']}; color: {c['on_tooltip']}; border: 1px solid {c['border']};
    padding: {s['xs']}px; }}
QPushButton {{ background: {c['button']}; color: {c['on_button']}; border: 1px solid {c['border']};
    border-radius: {r['s']}px; padding: {s['xs'] + 1}px {s['l']}px; min-height: 1.4em; }}
QPushButton:hover {{ background: {c['button_hover']}; }}
QPushButton:focus {{ border: 2px solid {c['focus_ring']}; }}
QPushButton:checked {{ background: {c['selection']}; color: {c['on_selection']}; }}
QPushButton:disabled {{ background: {c['disabled_button']}; color: {c['disabled_text']};
    border-color: {c['disabled_button']}; }}
QPushButton[role="primary"], QPushButton[role="secondary"], QPushButton[role="danger"] {{
    font-size: {t['button']}pt; font-weight: bold; border-radius: {r['m']}px;
    padding: {s['s']}px {s['s'] + 2}px; min-height: 2.2em; }}
#diceActions QPushButton[role] {{ font-size: {t['body']}pt;
    padding: {s['s']}px {s['xs']}px; }}
QPushButton[role="primary"] {{ background: {c['primary']}; color: {c['on_primary']};
    border: 1px solid {c['primary']}; }}
QPushButton[role="primary"]:hover {{ background: {c['primary_hover']}; }}
QPushButton[role="secondary"] {{ background: {c['secondary']}; color: {c['on_secondary']};
    border: 1px solid {c['border']}; }}
QPushButton[role="secondary"]:hover {{ background: {c['secondary_hover']}; }}
QPushButton[role="danger"] {{ background: {c['danger']}; color: {c['on_danger']};
    border: 1px solid {c['danger']}; }}
QPushButton[role="danger"]:hover {{ background: {c['danger_hover']}; }}
QPushButton[role]:disabled {{ background: {c['disabled_button']}; color: {c['disabled_text']};
    border-color: {c['disabled_button']}; }}
QPushButton[role]:focus {{ border: 2px solid {c['focus_ring']}; }}
QPushButton[hinted="true"] {{ border: 3px solid {c['hint']}; }}
QLabel[tone="error"] {{ color: {c['error']}; }}
QLabel[tone="warning"] {{ color: {c['warning']}; }}
QLabel[tone="muted"] {{ color: {c['text_muted']}; }}
QLabel[tone="strong"] {{ font-weight: bold; }}
QLabel[tone="success"] {{ color: {c['success']}; }}

#startScreen QLabel#title {{ color: {c['on_felt']}; font-size: {t['display']}pt;
    font-weight: bold; }}
#startScreen QLabel {{ color: {c['on_felt_muted']}; }}
#startScreen QLabel#continueNote, #startScreen QLabel#tileTitle {{ color: {c['on_felt']}; }}
#startScreen QLabel#tileTitle {{ font-size: {t['title']}pt; font-weight: bold; }}
#startScreen QPushButton {{ font-size: {t['menu']}pt; padding: {s['s'] - 1}px {s['l']}px;
    border-radius: {r['m']}px; background: {c['felt_button']}; color: {c['on_felt_button']};
    border: 1px solid {c['felt_button']}; }}
#startScreen QPushButton:hover, #startScreen QPushButton:focus {{
    background: {c['felt_button_hover']}; }}
#startScreen QPushButton:focus {{ border: 2px solid {c['on_felt']}; }}
#startScreen QPushButton#continueButton {{ font-size: {t['menu_large']}pt;
    padding: {s['s'] + 1}px 28px; min-width: 260px; font-weight: bold;
    background: {c['felt_button_primary']}; color: {c['on_felt_button_primary']}; }}
#startScreen QPushButton[tile="true"] {{ font-size: {t['menu_large']}pt;
    padding: {s['s'] + 1}px 28px; min-width: 180px; }}

QFrame#overlay {{ background: {c['overlay']}; border: 2px solid {c['overlay_border']};
    border-radius: {r['l']}px; }}
QFrame#overlay QLabel {{ color: {c['on_overlay']}; }}
QFrame#overlay QLabel#title {{ font-size: {t['heading']}pt; font-weight: bold;
    color: {c['overlay_heading']}; }}
QFrame#overlay QLabel#head {{ font-weight: bold; color: {c['overlay_muted']}; }}
QFrame#overlay QLabel[tone="winner"] {{ font-weight: bold; font-size: {t['large'] * 1.15:.1f}pt; }}
QFrame#overlay QLabel[tone="error"] {{ color: {c['error']}; font-weight: bold; }}
QFrame#overlay QLabel[tone="success"] {{ color: {c['success']}; font-weight: bold; }}
QFrame#overlay QPushButton {{ padding: {s['xs'] + 2}px {s['l']}px; font-weight: bold; }}
QFrame#overlay[compact="true"] QLabel#title {{ font-size: {t['large']}pt; }}
QFrame#overlay[compact="true"] QLabel[tone="winner"] {{ font-size: {t['body']}pt; }}
QFrame#overlay[compact="true"] QPushButton {{ font-size: {t['body']}pt;
    padding: {s['xs']}px {s['s']}px; min-height: 1.3em; }}

QWidget#sheet QFrame#sheetCard {{ background: {c['window']};
    border: 2px solid {c['overlay_border']}; border-radius: {r['l']}px; }}
QWidget#sheet QLabel#sheetTitle {{ font-size: {t['title']}pt; font-weight: bold;
    color: {c['heading']}; }}
QWidget#sheet QToolButton#sheetClose {{ font-size: {t['title']}pt; color: {c['text']};
    border: 1px solid transparent; border-radius: {r['s']}px; min-width: 1.6em;
    min-height: 1.6em; }}
QWidget#sheet QToolButton#sheetClose:hover {{ background: {c['button_hover']}; }}
QWidget#sheet QToolButton#sheetClose:focus {{ border: 2px solid {c['focus_ring']}; }}
QScrollArea#sheetScroll, QScrollArea#sheetScroll > QWidget > QWidget {{
    background: transparent; }}

QListWidget#foundGames::item {{ padding: {s['s']}px {s['m']}px;
    border-bottom: 1px solid {c['border']}; }}
QListWidget#foundGames::item:selected {{ background: {c['selection']};
    color: {c['on_selection']}; }}
QFrame#seatCard {{ background: {c['surface']}; border: 1px solid {c['border']};
    border-radius: {r['m']}px; padding: {s['xs']}px; }}
QFrame#seatCard[own="true"] {{ border: 2px solid {c['accent']}; }}
QFrame#seatCard QLabel#seatNumber {{ font-size: {t['title']}pt; font-weight: bold;
    color: {c['heading']}; min-width: 1.6em; }}
QFrame#seatCard QLabel#seatName {{ font-size: {t['large']}pt; font-weight: bold;
    color: {c['text']}; }}
QFrame#seatCard QLabel#seatKind {{ color: {c['text_muted']}; }}
QFrame#seatCard QLabel#seatStatus {{ color: {c['text_muted']}; }}
QFrame#seatCard[seatState="ready"] QLabel#seatStatus {{ color: {c['success']}; font-weight: bold; }}
QFrame#seatCard[seatState="away"] QLabel#seatStatus {{ color: {c['warning']}; font-weight: bold; }}

#actionPanel {{ background: {c['hud']}; border: 1px solid {c['hud_border']};
    border-radius: {r['m']}px; }}
#actionPanel QLabel, #actionPanel QCheckBox {{ color: {c['on_hud']}; }}
#actionPanel QLabel#detail {{ color: {c['on_hud_muted']}; }}
#actionPanel QComboBox {{ font-size: {t['button']}pt; font-weight: bold; min-height: 2.2em;
    padding: {s['s']}px {s['s']}px; }}
#netPanel {{ background: {c['hud_solid']}; }}
#netPanel QLabel {{ color: {c['on_hud']}; }}
#netPanel QPlainTextEdit#chatLog {{ background: {c['hud_solid']}; color: {c['on_hud']};
    border: none; }}
#netPanel QLabel[tone="alert"] {{ color: {c['hud_alert']}; font-weight: bold; }}
"""


class ThemeStyle(QProxyStyle):
    """Fusion, with the edges of check boxes and radio buttons drawn in the theme's
    ``control_edge`` (Fusion's own edge, a darker window colour, vanishes on a dark theme)."""

    def drawPrimitive(self, element: QStyle.PrimitiveElement, option: QStyleOption,  # noqa: N802
                      painter: QPainter, widget: Optional[QWidget] = None) -> None:
        super().drawPrimitive(element, option, painter, widget)
        P = QStyle.PrimitiveElement
        if element not in (P.PE_IndicatorCheckBox, P.PE_IndicatorRadioButton):
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(colour("control_edge"), 1.2))
        r = QRectF(option.rect).adjusted(0.6, 0.6, -0.6, -0.6)
        if element == P.PE_IndicatorRadioButton:
            painter.drawEllipse(r)
        else:
            painter.drawRoundedRect(r, 2, 2)
        painter.restore()


def apply_theme(app: Any, name: str = "system", scale: float = 1.0) -> Theme:
    """Put the theme a setting names (``system``, ``light``, ``dark``) and the text scale on
    the whole application: palette, font and style sheet.  Returns the theme used."""
    global notifier
    theme = resolve(name)
    if _state["base_pt"] is None:
        pt = app.font().pointSizeF()
        _state["base_pt"] = pt if pt > 0 else 10.0
    base_pt = float(_state["base_pt"])
    scale = min(max(float(scale), 0.5), 3.0)
    _state["theme"], _state["scale"] = theme, scale
    font = QFont(app.font())
    font.setPointSizeF(base_pt * scale * theme.type_scale["body"])
    app.setFont(font)
    if not app.property("thousandStyle"):   # Fusion: the one style that follows a palette
        _state["style"] = ThemeStyle("Fusion")  # everywhere (Windows' own ignores it)
        app.setStyle(_state["style"])
        app.setProperty("thousandStyle", True)
    app.setPalette(palette(theme))
    app.setStyleSheet(style_sheet(theme, base_pt, scale))
    if notifier is None:
        notifier = _Current()
    notifier.changed.emit()
    return theme
