"""Words the whole app shares, in the user's language: ``%1`` filling, plurals, totals and
signed figures, the computer levels (each game's own words are in its UI folder's
``texts`` module: ``ui/cards/texts.py``, ``ui/dice/texts.py``)."""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, QLocale

from .i18n import QT_TRANSLATE_NOOP, translate


def plural(context: str, text: str, n: int) -> str:
    """A text with ``%n`` in the right plural form (Russian has three).

    ``lupdate`` marks a text as plural only when it sees a literal count, so
    every text used here is also listed in :func:`_plurals_for_lupdate`.
    """
    return QCoreApplication.translate(context, text, None, n)


def _plurals_for_lupdate() -> None:  # pragma: no cover - never called, read by lupdate
    translate("Table", "%n trick(s)", None, 1)
    translate("Game", "%n deal(s) played", None, 1)
    translate("Sheet", "%1: %n bolt(s) this deal", None, 1)
    translate("Sheet", "%n in all", None, 1)
    translate("Table", "%n bolt(s)", None, 1)
    translate("Network", "Waiting for %n player(s).", None, 1)
    translate("Access", "%n card(s) face down", None, 1)
    translate("Access", "%n card(s) in hand", None, 1)
    translate("Access", "%n dice in hand", None, 1)
    translate("Coach", "Review the %n move(s) the coach flagged", None, 1)
    translate("Coach", "This move costs about %n point(s) against the better one.", None, 1)


# -- levels ----------------------------------------------------------------------------------
LEVEL_TEXTS = {
    "easy": QT_TRANSLATE_NOOP("Seats", "Computer: easy"),
    "normal": QT_TRANSLATE_NOOP("Seats", "Computer: normal"),
    "hard": QT_TRANSLATE_NOOP("Seats", "Computer: hard"),
    "random": QT_TRANSLATE_NOOP("Seats", "Computer: random"),
}


def level_text(level: str) -> str:
    return translate("Seats", LEVEL_TEXTS.get(level, LEVEL_TEXTS["normal"]))


def fmt(text: str, *args: object) -> str:
    """Fill ``%1``, ``%2``... (highest first, so ``%1`` never eats ``%10``)."""
    for i in range(len(args), 0, -1):
        text = text.replace(f"%{i}", str(args[i - 1]))
    return text


#: A command-line option in a message ("--data-dir").
_OPTION = re.compile(r"(?<![\w-])--[A-Za-z][\w-]*")


def unbroken_options(text: str) -> str:
    """``text`` with the hyphens of its command-line options non-breaking (U+2011), so that
    a line never ends inside one ("--data-" and "dir" on two lines)."""
    return _OPTION.sub(lambda m: m.group().replace("-", "\u2011"), text)


def decimal(value: float, places: int = 1) -> str:
    """A figure with ``places`` decimals in the user's locale: 0.7 in English, 0,7 in Russian."""
    return QLocale().toString(float(value), "f", places)


def lower_first(text: str) -> str:
    """A sentence put after a colon: its first letter small (an abbreviation stays)."""
    if len(text) > 1 and text[0].isupper() and not text[1].isupper():
        return text[0].lower() + text[1:]
    return text


def signed(n: int) -> str:
    """+20, −15 (a real minus sign), 0."""
    if n > 0:
        return f"+{n}"
    if n < 0:
        return f"−{-n}"
    return "0"


def total_text(n: int) -> str:
    return f"−{-n}" if n < 0 else str(n)

