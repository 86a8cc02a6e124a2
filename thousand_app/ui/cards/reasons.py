"""The engine's reasons for refusing a move, in the user's language.

The engine says why a move is illegal with a :class:`~thousand_app.cards.engine.Reason`:
an English sentence that carries a stable ``code`` and its ``params``
(``game.reason(action)``).  The reasons a player meets at the table (trick play,
leading too early) are listed here by code and said in our words, with the
suit's name filled in; the English is never read.  A reason not listed is shown
as the engine wrote it; a test walks real deals and checks that every refused
card gets translated words.
"""

from __future__ import annotations

from thousand_app.cards.engine import Reason

from thousand_app.ui.common.i18n import QT_TRANSLATE_NOOP, translate
from thousand_app.ui.common.texts import fmt
from .texts import suit_name

#: The reason's code -> our sentence; %1 is the suit of the reason's first parameter
#: where the code names one (see :data:`SUIT_CODES`).
REASONS: dict[str, str] = {
    "beat_trick": QT_TRANSLATE_NOOP("Reasons", "You must beat the trick with a higher card of %1."),
    "follow_suit": QT_TRANSLATE_NOOP("Reasons", "You must follow suit: %1."),
    "beat_trump": QT_TRANSLATE_NOOP("Reasons", "You must beat the highest trump (%1) in the trick."),
    "play_trump": QT_TRANSLATE_NOOP("Reasons", "You have none of the suit led: you must play a trump (%1)."),
    "give_first": QT_TRANSLATE_NOOP("Reasons", "Pass a card to each opponent before leading."),
    "discard_first": QT_TRANSLATE_NOOP("Reasons", "Lay two cards aside before leading."),
    "barrel_raise_first": QT_TRANSLATE_NOOP("Reasons", "On the barrel, raise your contract before leading."),
    "no_play_yet": QT_TRANSLATE_NOOP("Reasons", "No card can be played yet."),
    "declarer_leads": QT_TRANSLATE_NOOP("Reasons", "The declarer leads to the first trick."),
    "not_your_turn": QT_TRANSLATE_NOOP("Reasons", "It is not your turn."),
    "claim_first": QT_TRANSLATE_NOOP("Reasons", "First make your opening claim or play on."),
    "marriage_needs_trick": QT_TRANSLATE_NOOP("Reasons",
                                              "A marriage can be declared only after winning a trick."),
}

#: The codes whose first parameter is a suit.
SUIT_CODES = frozenset({"beat_trick", "follow_suit", "beat_trump", "play_trump"})


def translated_reason(reason: str) -> str | None:
    """Our words for an engine reason, or None if it is not one we know."""
    code = reason.code if isinstance(reason, Reason) else None
    text = REASONS.get(code) if code is not None else None
    if text is None:
        return None
    assert isinstance(reason, Reason)
    suit = reason.params[0] if code in SUIT_CODES else None
    return fmt(translate("Reasons", text), suit_name(suit) if isinstance(suit, int) else "")


def engine_reason(reason: str) -> str:
    """An engine reason for a person: translated if known, else as the engine wrote it."""
    return translated_reason(reason) or reason
