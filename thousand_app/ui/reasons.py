"""The engine's reasons for refusing a move, in the user's language.

The engine says why a move is illegal in an English sentence
(``game.reason(action)``); the reasons a player meets at the table (trick
play, leading too early) are matched here and translated, with the suit's
name filled in.  A reason not listed is shown as the engine wrote it; a test
walks real deals and checks that every refused card gets translated words.
"""

from __future__ import annotations

import re

from .i18n import QT_TRANSLATE_NOOP, translate
from .texts import fmt, suit_name

_SUITS = ("spades", "clubs", "diamonds", "hearts")
_SUIT = "(" + "|".join(_SUITS) + ")"

#: (pattern of the engine's words, our sentence with %1 for a suit when the pattern has one)
REASONS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(rf"must beat the trick with a higher {_SUIT} card"),
     QT_TRANSLATE_NOOP("Reasons", "You must beat the trick with a higher card of %1.")),
    (re.compile(rf"must follow suit \({_SUIT}\)"),
     QT_TRANSLATE_NOOP("Reasons", "You must follow suit: %1.")),
    (re.compile(rf"must beat the highest trump \({_SUIT}\) in the trick"),
     QT_TRANSLATE_NOOP("Reasons", "You must beat the highest trump (%1) in the trick.")),
    (re.compile(rf"must play a trump \({_SUIT}\)"),
     QT_TRANSLATE_NOOP("Reasons", "You have none of the suit led: you must play a trump (%1).")),
    (re.compile(r"pass a card to each opponent before leading"),
     QT_TRANSLATE_NOOP("Reasons", "Pass a card to each opponent before leading.")),
    (re.compile(r"lay two cards aside before leading"),
     QT_TRANSLATE_NOOP("Reasons", "Lay two cards aside before leading.")),
    (re.compile(r"on the barrel the contract must be at least \d+"),
     QT_TRANSLATE_NOOP("Reasons", "On the barrel, raise your contract before leading.")),
    (re.compile(r"no card can be played yet"),
     QT_TRANSLATE_NOOP("Reasons", "No card can be played yet.")),
    (re.compile(r"it is not your turn"),
     QT_TRANSLATE_NOOP("Reasons", "It is not your turn.")),
    (re.compile(r"a marriage can be declared only after winning a trick"),
     QT_TRANSLATE_NOOP("Reasons", "A marriage can be declared only after winning a trick.")),
)


def translated_reason(reason: str) -> str | None:
    """Our words for an engine reason, or None if it is not one we know."""
    for pattern, text in REASONS:
        m = pattern.search(reason)
        if m is not None:
            suit = m.group(1) if m.groups() else None
            return fmt(translate("Reasons", text),
                       suit_name(_SUITS.index(suit)) if suit is not None else "")
    return None


def engine_reason(reason: str) -> str:
    """An engine reason for a person: translated if known, else as the engine wrote it."""
    return translated_reason(reason) or reason
