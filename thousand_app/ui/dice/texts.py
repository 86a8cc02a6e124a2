"""The dice table's words: the engine's reasons in the user's language, the banners of events,
the marks on a seat's plate.

The dice engine says why an action is illegal with a
:class:`~thousand_app.games.reasons.Reason` (``game.reason(action)``): an English sentence
that carries a stable ``code`` (:mod:`thousand_app.dice.engine.reasons`) and its
``params``.  Each code is said here in our words with its numbers filled in (faces as
"1 5 5"); the English is never read.  A test checks that every code of the engine has words
here in every language.
"""

from __future__ import annotations

from typing import Optional, Sequence

from thousand_app.dice.engine import DiceObservation, DiceRules
from thousand_app.dice.engine import reasons as R
from thousand_app.games.reasons import Reason

from thousand_app.ui.common.i18n import QT_TRANSLATE_NOOP, translate
from thousand_app.ui.common.texts import fmt, lower_first, signed

CTX = "Dice"

#: The engine's reason code -> our sentence: %1, %2... are the reason's parameters in order.
REASONS: dict[str, str] = {
    R.BARREL_NO_STOP:
        QT_TRANSLATE_NOOP("Dice", "On the barrel you cannot stop: win in this turn or lose it."),
    R.NOT_ENTERED:
        QT_TRANSLATE_NOOP("Dice", "Not entered yet: the first stop needs %1 in the turn (now %2)."),
    R.IN_PIT:
        QT_TRANSLATE_NOOP("Dice", "In the pit %1–%2: a stop needs a total above %2 (now %3)."),
    R.EXACT_TARGET: QT_TRANSLATE_NOOP("Dice", "Exactly %1 cannot be banked: throw on."),
    R.GAME_OVER: QT_TRANSLATE_NOOP("Dice", "The game is over."),
    R.KEEP_DUE: QT_TRANSLATE_NOOP("Dice", "Set scoring dice aside first."),
    R.TURN_NOT_STARTED: QT_TRANSLATE_NOOP("Dice", "Throw the dice first."),
    R.THROW_NOT_KEEP: QT_TRANSLATE_NOOP("Dice", "Throw the dice first."),
    R.EMPTY_OPENING:
        QT_TRANSLATE_NOOP("Dice", "The opening throw was empty: throw all five again."),
    R.HOT_DICE: QT_TRANSLATE_NOOP("Dice", "Hot dice: all five have scored, throw them all again."),
    R.THROW_DUE: QT_TRANSLATE_NOOP("Dice", "A throw is due."),
    R.KEEP_AFTER_THROW: QT_TRANSLATE_NOOP("Dice", "Stop or throw again."),
    R.KEEP_NONE: QT_TRANSLATE_NOOP("Dice", "Choose at least one scoring die."),
    R.NOT_IN_THROW: QT_TRANSLATE_NOOP("Dice", "The dice %1 are not all in the throw."),
    R.NOT_SCORING:
        QT_TRANSLATE_NOOP("Dice", "The dice %1 do not all score: keep only scoring dice."),
    R.KEEP_ALL: QT_TRANSLATE_NOOP("Dice", "Every scoring die must be kept: %1."),
    R.THROW_SIZE: QT_TRANSLATE_NOOP("Dice", "The throw must have the %1 dice in hand, not %2."),
    R.BAD_FACES: QT_TRANSLATE_NOOP("Dice", "A die shows a number from 1 to 6."),
    R.NOTHING_TO_DECIDE:
        QT_TRANSLATE_NOOP("Dice", "The dice are to be thrown now: there is nothing to decide."),
    R.NOT_A_KEEP: QT_TRANSLATE_NOOP("Dice", "These dice cannot be kept now."),
    R.NOT_DICE_ACTION: QT_TRANSLATE_NOOP("Dice", "That is not a move of the dice game."),
    R.NOT_LEGAL: QT_TRANSLATE_NOOP("Dice", "That move is not allowed now."),
}


def translated_reason(reason: str) -> Optional[str]:
    """Our words for an engine reason (by its code), or None if it is not one we know."""
    text = REASONS.get(reason.code) if isinstance(reason, Reason) else None
    if text is None:
        return None
    assert isinstance(reason, Reason)
    return fmt(translate(CTX, text),
               *(faces_text(p) if isinstance(p, tuple) else p for p in reason.params))


def dice_reason(reason: str) -> str:
    """An engine reason for a person: translated if known, else as the engine wrote it."""
    return translated_reason(reason) or reason


def refused(code: str, *params: object) -> str:
    """The engine's reason ``code`` (:mod:`thousand_app.dice.engine.reasons`) in our words,
    for a refusal the table states before asking the engine (nothing picked to keep)."""
    return dice_reason(R.refusal(code, *params))


def faces_text(faces: Sequence[int]) -> str:
    return " ".join(str(f) for f in faces)


# -- plates -----------------------------------------------------------------------------------
def seat_status(obs: DiceObservation, seat: int) -> str:
    """A plate's status line: not entered / entered / in a pit (the engine's observation), on
    the barrel with its attempts."""
    rules = obs.rules
    parts = []
    if obs.entry[seat] is None:
        if rules.entry_threshold > 0:
            parts.append(fmt(translate("Dice", "not entered (%1)"), rules.entry_threshold))
    elif obs.pit and (pit := obs.pit[seat]) is not None:
        lo, hi = pit
        parts.append(fmt(translate("Dice", "in the pit %1–%2"), lo, hi))
    else:
        parts.append(translate("Dice", "entered"))
    attempts = obs.barrel_attempts[seat]
    if attempts is not None:
        if rules.barrel_attempts:
            parts.append(fmt(translate("Dice", "on the barrel %1/%2"), attempts,
                             rules.barrel_attempts))
        else:
            parts.append(translate("Dice", "on the barrel"))
    return ", ".join(parts)


def seat_marks(obs: DiceObservation, seat: int) -> str:
    """Bolts, falls and overshoots where those rules are on: "bolts 1/3 · falls 1/3"."""
    rules = obs.rules
    parts = []
    if rules.bolts != "off":
        parts.append(fmt(translate("Dice", "bolts %1/%2"), obs.bolts[seat], rules.bolt_limit))
    if rules.barrel_at and rules.barrel_falls_zero and obs.falls[seat]:
        parts.append(fmt(translate("Dice", "falls %1/%2"), obs.falls[seat], rules.barrel_falls_zero))
    if rules.finish == "exact" and obs.overshoots[seat]:
        parts.append(translate("Dice", "%n overshoot(s)", None, obs.overshoots[seat]))
    return " · ".join(parts)


def _plurals_for_lupdate() -> None:  # pragma: no cover - never called, read by lupdate
    """lupdate marks a text as plural where it sees a literal count (the calls pass n)."""
    translate("Dice", "%n overshoot(s)", None, 1)
    translate("Dice", "%n turn(s) played", None, 1)


def percent_text(p: float) -> str:
    """A probability as whole percent ("8"); "<1" for a chance under one percent."""
    if 0 < p < 0.005:
        return "<1"
    return str(round(p * 100))


def dice_in_hand(d: int) -> str:
    return fmt(translate("Dice", "dice in hand: %1"), d)


# -- banners of the settlement ------------------------------------------------------------------
#: Settled event name -> (title: %1 the player, %2 the amount; the sub line)
SETTLED: dict[str, tuple[str, str]] = {
    "enter": (QT_TRANSLATE_NOOP("Dice", "%1: entered the game"),
              QT_TRANSLATE_NOOP("Dice", "the first stop counts from now on")),
    "barrel": (QT_TRANSLATE_NOOP("Dice", "%1: on the barrel"),
               QT_TRANSLATE_NOOP("Dice", "now the game must be won in one turn")),
    "knock_off": (QT_TRANSLATE_NOOP("Dice", "%1: knocked off the barrel"),
                  QT_TRANSLATE_NOOP("Dice", "another player got on the barrel")),
    "fall": (QT_TRANSLATE_NOOP("Dice", "%1: fell off the barrel"),
             QT_TRANSLATE_NOOP("Dice", "no win in the attempts allowed")),
    "falls_zero": (QT_TRANSLATE_NOOP("Dice", "%1: too many falls"),
                   QT_TRANSLATE_NOOP("Dice", "the total goes back to 0")),
    "overtake": (QT_TRANSLATE_NOOP("Dice", "%1: overtaken, %2"),
                 QT_TRANSLATE_NOOP("Dice", "the penalty for being overtaken")),
    "bolt_penalty": (QT_TRANSLATE_NOOP("Dice", "%1: bolts, %2"),
                     QT_TRANSLATE_NOOP("Dice", "too many busts in a row")),
    "overshoot_penalty": (QT_TRANSLATE_NOOP("Dice", "%1: overshoot penalty, %2"),
                          QT_TRANSLATE_NOOP("Dice", "the target must be hit exactly")),
    "overshoot_zero": (QT_TRANSLATE_NOOP("Dice", "%1: too many overshoots"),
                       QT_TRANSLATE_NOOP("Dice", "the total goes back to 0")),
    "dump_truck": (QT_TRANSLATE_NOOP("Dice", "%1: the dump truck!"),
                   QT_TRANSLATE_NOOP("Dice", "the total goes back to 0")),
}


def settled_penalty(name: str, rules: DiceRules) -> int:
    """The points a settlement step takes (for its banner), or 0."""
    if name == "overtake":
        return rules.overtake_penalty
    if name == "bolt_penalty":
        return rules.bolt_penalty
    if name == "overshoot_penalty":
        return rules.overshoot_penalty
    return 0


def settled_banner(name: str, who: str, rules: DiceRules) -> tuple[str, str]:
    title, sub = SETTLED[name]
    return (fmt(translate(CTX, title), who, signed(-settled_penalty(name, rules))),
            translate(CTX, sub))


__all__ = ["dice_reason", "translated_reason", "faces_text", "seat_status", "seat_marks",
           "percent_text", "lower_first",
           "dice_in_hand", "settled_banner", "SETTLED", "REASONS", "CTX", "refused"]
