"""The dice game's options in the user's language: names, one-line explanations, values,
groups, presets, and which option depends on another (docs/dice-rules.md section 11).

The list of options is the engine's ``DICE_OPTIONS`` (never copied here); this
module only words them.  An option the engine adds later without words here is
still shown, under its key and the engine's own help line.
"""

from __future__ import annotations

from typing import Mapping

from thousand_app.dice.engine import DICE_OPTIONS, DiceRules, keep_value
from thousand_app.games.options import OptionSpec
from thousand_app.dice.engine.rules import CLASSIC
from thousand_app.dice.engine.rules import DICE_OPTION_SPECS
from thousand_app.dice.engine.rules import OptionValue

from thousand_app.ui.common.i18n import QT_TRANSLATE_NOOP, translate
from thousand_app.ui.common.options import pairs_text
from thousand_app.ui.common.texts import fmt

CTX = "DiceOptions"

#: key -> (name, one-line explanation)
OPTION_TEXTS: dict[str, tuple[str, str]] = {
    "straights": (QT_TRANSLATE_NOOP("DiceOptions", "Straights"),
                  QT_TRANSLATE_NOOP("DiceOptions", "1-2-3-4-5 scores %1 and 2-3-4-5-6 scores "
                                                   "%2.")),
    "quad_value": (QT_TRANSLATE_NOOP("DiceOptions", "Four of a kind"),
                   QT_TRANSLATE_NOOP("DiceOptions", "Worth twice three of a kind, or three of "
                                                    "a kind plus %1.")),
    "five_ones": (QT_TRANSLATE_NOOP("DiceOptions", "Five 1s"),
                  QT_TRANSLATE_NOOP("DiceOptions", "Five 1s in one throw score %1, or win "
                                                   "the game at once.")),
    "keep_all": (QT_TRANSLATE_NOOP("DiceOptions", "Keep every scoring die"),
                 QT_TRANSLATE_NOOP("DiceOptions", "After a throw all scoring dice must be set "
                                                  "aside, not just some.")),
    "hot_dice": (QT_TRANSLATE_NOOP("DiceOptions", "Hot dice"),
                 QT_TRANSLATE_NOOP("DiceOptions", "When all five dice have scored: one more "
                                                  "throw confirms the turn, or the turn goes "
                                                  "on.")),
    "empty_opening_rethrow": (QT_TRANSLATE_NOOP("DiceOptions", "Second try"),
                              QT_TRANSLATE_NOOP("DiceOptions", "A first throw of a turn that "
                                                               "scores nothing may be thrown "
                                                               "again once.")),
    "entry_threshold": (QT_TRANSLATE_NOOP("DiceOptions", "Entry"),
                        QT_TRANSLATE_NOOP("DiceOptions", "Your first stop of the game needs at "
                                                         "least this many points (0: no "
                                                         "entry).")),
    "pits": (QT_TRANSLATE_NOOP("DiceOptions", "Pits"),
             QT_TRANSLATE_NOOP("DiceOptions", "Score bands, written like 300-400, 750-900: a "
                                              "player may stop in one, but once in it stops "
                                              "only above its top.")),
    "barrel_at": (QT_TRANSLATE_NOOP("DiceOptions", "Barrel"),
                  QT_TRANSLATE_NOOP("DiceOptions", "A stop reaching this total stays there: the "
                                                   "game must be won in one turn from it (0: no "
                                                   "barrel).")),
    "barrel_jump": (QT_TRANSLATE_NOOP("DiceOptions", "Jump over the barrel"),
                    QT_TRANSLATE_NOOP("DiceOptions", "A player below the barrel may win without "
                                                     "stopping on it.")),
    "barrel_attempts": (QT_TRANSLATE_NOOP("DiceOptions", "Turns on the barrel"),
                        QT_TRANSLATE_NOOP("DiceOptions", "Turns a player may try from the barrel "
                                                         "before falling off (0: no limit).")),
    "barrel_collision": (QT_TRANSLATE_NOOP("DiceOptions", "Two on the barrel"),
                         QT_TRANSLATE_NOOP("DiceOptions", "A player who gets on the barrel "
                                                          "knocks off whoever sits there, or "
                                                          "both stay.")),
    "barrel_fall": (QT_TRANSLATE_NOOP("DiceOptions", "Falling off the barrel"),
                    QT_TRANSLATE_NOOP("DiceOptions", "Where a fall lands: the entry score, the "
                                                     "entry, a penalty below the barrel, or "
                                                     "0.")),
    "barrel_penalty": (QT_TRANSLATE_NOOP("DiceOptions", "Fall penalty"),
                       QT_TRANSLATE_NOOP("DiceOptions", "How far below the barrel a fall "
                                                        "lands.")),
    "barrel_falls_zero": (QT_TRANSLATE_NOOP("DiceOptions", "Falls to zero"),
                          QT_TRANSLATE_NOOP("DiceOptions", "This many falls send a player back "
                                                           "to 0 (0: never).")),
    "target": (QT_TRANSLATE_NOOP("DiceOptions", "Target"),
               QT_TRANSLATE_NOOP("DiceOptions", "The total that wins the game.")),
    "finish": (QT_TRANSLATE_NOOP("DiceOptions", "Finish"),
               QT_TRANSLATE_NOOP("DiceOptions", "Win by reaching the target, by passing it, or "
                                                "by hitting it exactly.")),
    "overshoot_penalty_every": (QT_TRANSLATE_NOOP("DiceOptions", "Overshoots before a penalty"),
                                QT_TRANSLATE_NOOP("DiceOptions", "Every so many overshoots of "
                                                                 "the target cost points (0: "
                                                                 "never).")),
    "overshoot_penalty": (QT_TRANSLATE_NOOP("DiceOptions", "Overshoot penalty"),
                          QT_TRANSLATE_NOOP("DiceOptions", "What that overshoot costs.")),
    "overshoot_zero_at": (QT_TRANSLATE_NOOP("DiceOptions", "Overshoots to zero"),
                          QT_TRANSLATE_NOOP("DiceOptions", "Every so many overshoots send the "
                                                           "player back to 0 (0: never).")),
    "bolts": (QT_TRANSLATE_NOOP("DiceOptions", "Bolts"),
              QT_TRANSLATE_NOOP("DiceOptions", "A bolt for every turn lost, or only for an empty "
                                               "first throw.")),
    "bolt_limit": (QT_TRANSLATE_NOOP("DiceOptions", "Bolts before a penalty"),
                   QT_TRANSLATE_NOOP("DiceOptions", "This many bolts cost the bolt penalty.")),
    "bolt_penalty": (QT_TRANSLATE_NOOP("DiceOptions", "Bolt penalty"),
                     QT_TRANSLATE_NOOP("DiceOptions", "What the bolts cost.")),
    "overtake_penalty": (QT_TRANSLATE_NOOP("DiceOptions", "Overtaking"),
                         QT_TRANSLATE_NOOP("DiceOptions", "A player passed by another's stop "
                                                          "loses this much (0: nothing).")),
    "dump_truck": (QT_TRANSLATE_NOOP("DiceOptions", "Dump truck"),
                   QT_TRANSLATE_NOOP("DiceOptions", "A total of exactly the dump truck total "
                                                    "goes back to 0 (strict: a turn reaching it "
                                                    "too).")),
    "dump_truck_value": (QT_TRANSLATE_NOOP("DiceOptions", "Dump truck total"),
                         QT_TRANSLATE_NOOP("DiceOptions", "The total the dump truck sends to "
                                                          "0.")),
    "negative_totals": (QT_TRANSLATE_NOOP("DiceOptions", "Negative totals"),
                        QT_TRANSLATE_NOOP("DiceOptions", "Penalties may take a total below "
                                                         "0.")),
}

#: (key, value) -> the value's words; switches are "on"/"off" for every key.
CHOICE_TEXTS: dict[tuple[str, str], str] = {
    ("quad_value", "double"): QT_TRANSLATE_NOOP("DiceOptions", "twice three of a kind"),
    ("quad_value", "plus_ten"): QT_TRANSLATE_NOOP("DiceOptions", "three of a kind + %1"),
    ("five_ones", "points"): QT_TRANSLATE_NOOP("DiceOptions", "%1 points"),
    ("five_ones", "win"): QT_TRANSLATE_NOOP("DiceOptions", "instant win"),
    ("hot_dice", "confirm"): QT_TRANSLATE_NOOP("DiceOptions", "a confirming throw"),
    ("hot_dice", "continue"): QT_TRANSLATE_NOOP("DiceOptions", "the turn goes on"),
    ("barrel_collision", "knock_off"): QT_TRANSLATE_NOOP("DiceOptions", "knock off"),
    ("barrel_collision", "coexist"): QT_TRANSLATE_NOOP("DiceOptions", "both stay"),
    ("barrel_fall", "entry"): QT_TRANSLATE_NOOP("DiceOptions", "to the entry score"),
    ("barrel_fall", "threshold"): QT_TRANSLATE_NOOP("DiceOptions", "to the entry"),
    ("barrel_fall", "penalty"): QT_TRANSLATE_NOOP("DiceOptions", "the fall penalty"),
    ("barrel_fall", "zero"): QT_TRANSLATE_NOOP("DiceOptions", "to 0"),
    ("finish", "reach"): QT_TRANSLATE_NOOP("DiceOptions", "reach it"),
    ("finish", "over"): QT_TRANSLATE_NOOP("DiceOptions", "pass it"),
    ("finish", "exact"): QT_TRANSLATE_NOOP("DiceOptions", "exactly"),
    ("bolts", "off"): QT_TRANSLATE_NOOP("DiceOptions", "off"),
    ("bolts", "bust"): QT_TRANSLATE_NOOP("DiceOptions", "every lost turn"),
    ("bolts", "opening"): QT_TRANSLATE_NOOP("DiceOptions", "an empty first throw"),
    ("dump_truck", "off"): QT_TRANSLATE_NOOP("DiceOptions", "off"),
    ("dump_truck", "on"): QT_TRANSLATE_NOOP("DiceOptions", "on"),
    ("dump_truck", "strict"): QT_TRANSLATE_NOOP("DiceOptions", "strict"),
}

#: The first option of each group (the engine lists the options in the dialog's order).
GROUP_STARTS: dict[str, str] = {
    "straights": QT_TRANSLATE_NOOP("DiceOptions", "Scoring"),
    "hot_dice": QT_TRANSLATE_NOOP("DiceOptions", "The turn"),
    "barrel_at": QT_TRANSLATE_NOOP("DiceOptions", "The barrel"),
    "target": QT_TRANSLATE_NOOP("DiceOptions", "The end"),
    "bolts": QT_TRANSLATE_NOOP("DiceOptions", "Penalties"),
}

PRESET_TEXTS: dict[str, tuple[str, str]] = {
    "classic": (QT_TRANSLATE_NOOP("DiceOptions", "Classic"),
                QT_TRANSLATE_NOOP("DiceOptions", "Entry %1, the barrel at %2, straights, a "
                                                 "confirming throw after hot dice.")),
    "exact_thousand": (QT_TRANSLATE_NOOP("DiceOptions", "Exactly a thousand"),
                       QT_TRANSLATE_NOOP("DiceOptions", "No barrel: hit %3 exactly; pits, "
                                                        "bolts, overtaking and the dump "
                                                        "truck.")),
    "barrel_900": (QT_TRANSLATE_NOOP("DiceOptions", "Barrel at %2"),
                   QT_TRANSLATE_NOOP("DiceOptions", "The barrel at %2, %4 turns on it; a "
                                                    "fall costs %5, and fall number %6 sends "
                                                    "you to 0.")),
}

Values = Mapping[str, OptionValue]

def applies(key: str, values: Values) -> bool:
    """Does option ``key`` take effect with these option values? (The engine says.)"""
    return DICE_OPTION_SPECS.applies(key, values)


def option_name(key: str) -> str:
    texts = OPTION_TEXTS.get(key)
    return translate(CTX, texts[0]) if texts else key


def _scoring_numbers(key: str) -> tuple[object, ...]:
    """The engine's values that an option's explanation names (``keep_value`` of the dice)."""
    if key == "straights":
        on = CLASSIC.replace(straights="on")
        return keep_value((1, 2, 3, 4, 5), on), keep_value((2, 3, 4, 5, 6), on)
    if key == "quad_value":
        plus = CLASSIC.replace(quad_value="plus_ten")
        return (_difference(keep_value((2, 2, 2, 2), plus), keep_value((2, 2, 2), plus)),)
    if key == "five_ones":
        return (keep_value((1, 1, 1, 1, 1), CLASSIC.replace(five_ones="points")),)
    return ()


def _difference(a: int | None, b: int | None) -> int:
    assert a is not None and b is not None
    return a - b


def option_help(spec: OptionSpec) -> str:
    texts = OPTION_TEXTS.get(spec.key)
    return fmt(translate(CTX, texts[1]), *_scoring_numbers(spec.key)) if texts else spec.help


def value_text(spec: OptionSpec, value: OptionValue) -> str:
    """An option's value in words."""
    if spec.pairs:
        return pairs_text(value) or translate(CTX, "none")
    if spec.is_switch:
        return translate(CTX, "on") if value == "on" else translate(CTX, "off")
    text = CHOICE_TEXTS.get((spec.key, str(value)))
    if text is None:
        return str(value)
    return fmt(translate(CTX, text), *_scoring_numbers(spec.key))


def _preset_numbers(key: str) -> tuple[object, ...]:
    """What a preset's name and description say of it, from the engine's preset: %1 the
    entry, %2 the barrel, %3 the target, %4 the turns on the barrel, %5 the fall penalty,
    %6 the fall that sends a player to 0."""
    r = DiceRules.preset(key)
    return (r.entry_threshold, r.barrel_at, r.target, r.barrel_attempts, r.barrel_penalty,
            r.barrel_falls_zero)


def preset_name(key: str) -> str:
    if key not in PRESET_TEXTS:
        return key
    return fmt(translate(CTX, PRESET_TEXTS[key][0]), *_preset_numbers(key))


def preset_help(key: str) -> str:
    if key not in PRESET_TEXTS:
        return ""
    return fmt(translate(CTX, PRESET_TEXTS[key][1]), *_preset_numbers(key))


def groups() -> list[tuple[str, list[OptionSpec]]]:
    """The engine's options in its order, cut into the dialog's groups (translated titles)."""
    out: list[tuple[str, list[OptionSpec]]] = []
    for spec in DICE_OPTIONS:
        if spec.key in GROUP_STARTS or not out:
            out.append((translate(CTX, GROUP_STARTS.get(spec.key, "Scoring")), []))
        out[-1][1].append(spec)
    return out


def _words_for_lupdate() -> None:  # pragma: no cover - never called, read by lupdate
    translate("DiceOptions", "on")
    translate("DiceOptions", "off")
    translate("DiceOptions", "none")
