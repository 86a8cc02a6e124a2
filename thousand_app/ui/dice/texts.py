"""The dice table's words: the engine's reasons in the user's language, the banners of events,
the marks on a seat's plate.

The dice engine says why an action is illegal in an English sentence
(``game.reason(action)``); the reasons a player meets at the table are matched
here and translated with their numbers filled in.  A reason not listed is shown
as the engine wrote it (a test walks whole games and checks that every reason
the table shows is translated).
"""

from __future__ import annotations

import re
from typing import Optional, Sequence

from thousand_app.dice.engine import DiceObservation, DiceRules

from thousand_app.ui.common.i18n import QT_TRANSLATE_NOOP, translate
from thousand_app.ui.common.texts import fmt, lower_first, signed

CTX = "Dice"

#: (pattern of the engine's words, our sentence: %1, %2... are the pattern's groups in order)
REASONS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"a player on the barrel cannot stop"),
     QT_TRANSLATE_NOOP("Dice", "On the barrel you cannot stop: win in this turn or lose it.")),
    (re.compile(r"not entered yet: a first bank needs a turn total of at least (-?\d+) "
                r"\(this one is (-?\d+)\)"),
     QT_TRANSLATE_NOOP("Dice", "Not entered yet: the first stop needs %1 in the turn (now %2).")),
    (re.compile(r"in the pit \[(-?\d+), (-?\d+)\]: .* = (-?\d+)\)"),
     QT_TRANSLATE_NOOP("Dice", "In the pit %1–%2: a stop needs a total above %2 (now %3).")),
    (re.compile(r"exactly (\d+) cannot be banked"),
     QT_TRANSLATE_NOOP("Dice", "Exactly %1 cannot be banked: throw on.")),
    (re.compile(r"the game is over"),
     QT_TRANSLATE_NOOP("Dice", "The game is over.")),
    (re.compile(r"a keep is due"),
     QT_TRANSLATE_NOOP("Dice", "Set scoring dice aside first.")),
    (re.compile(r"a throw is due: the turn has not started|a throw is due, not a keep"),
     QT_TRANSLATE_NOOP("Dice", "Throw the dice first.")),
    (re.compile(r"a throw is due: the opening throw was empty"),
     QT_TRANSLATE_NOOP("Dice", "The opening throw was empty: throw all five again.")),
    (re.compile(r"all five dice have scored"),
     QT_TRANSLATE_NOOP("Dice", "Hot dice: all five have scored, throw them all again.")),
    (re.compile(r"^a throw is due$"),
     QT_TRANSLATE_NOOP("Dice", "A throw is due.")),
    (re.compile(r"keep only right after a throw"),
     QT_TRANSLATE_NOOP("Dice", "Stop or throw again.")),
    (re.compile(r"keep at least one scoring die"),
     QT_TRANSLATE_NOOP("Dice", "Choose at least one scoring die.")),
    (re.compile(r"the dice ([\d ]+) are not all in the throw"),
     QT_TRANSLATE_NOOP("Dice", "The dice %1 are not all in the throw.")),
    (re.compile(r"the dice ([\d ]+) cannot all be split into scoring units"),
     QT_TRANSLATE_NOOP("Dice", "The dice %1 do not all score: keep only scoring dice.")),
    (re.compile(r"keep_all is on: the keep must be every scoring die, ([\d ]+)"),
     QT_TRANSLATE_NOOP("Dice", "Every scoring die must be kept: %1.")),
)


def translated_reason(reason: str) -> Optional[str]:
    """Our words for an engine reason, or None if it is not one we know."""
    for pattern, text in REASONS:
        m = pattern.search(reason)
        if m is not None:
            return fmt(translate(CTX, text), *m.groups())
    return None


def dice_reason(reason: str) -> str:
    """An engine reason for a person: translated if known, else as the engine wrote it."""
    return translated_reason(reason) or reason


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
           "dice_in_hand", "settled_banner", "SETTLED", "REASONS", "CTX"]
