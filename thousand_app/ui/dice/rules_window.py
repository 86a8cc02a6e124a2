"""The Rules window of the dice game: how to play, as the options of the current game set it.

Every number is read from the rules object; the points of the scoring dice are
the engine's own (``scoring.keep_value``), never typed here.
"""

from __future__ import annotations

import html
from typing import Optional

from PySide6.QtWidgets import QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from thousand_app.dice.engine import DICE_OPTIONS, DiceRules, keep_value

from .options import option_name, preset_name, value_text
from thousand_app.ui.common.i18n import QT_TRANSLATE_NOOP, translate
from thousand_app.ui.common.options import pairs_text
from thousand_app.ui.common.texts import fmt
from thousand_app.ui.common.windows import fit_on_screen
from thousand_app.ui.common.sheet import SheetDialog

CTX = "DiceRules"


def _p(text: str) -> str:
    return "<p>" + html.escape(text) + "</p>"


def _h(text: str) -> str:
    return "<h3>" + html.escape(text) + "</h3>"


def scoring_rows(rules: DiceRules) -> list[tuple[str, int]]:
    """(dice, points) of the scoring units under these rules, valued by the engine."""
    rows: list[tuple[str, int]] = []
    keep: tuple[int, ...]
    for keep in ((1,), (5,)):
        value = keep_value(keep, rules)
        if value:
            rows.append((" ".join(map(str, keep)), value))
    for face in (1, 2, 3, 4, 5, 6):
        for count in (3, 4, 5):
            keep = (face,) * count
            value = keep_value(keep, rules)
            if value is not None and not (face == 1 and count == 5 and rules.five_ones == "win"):
                rows.append((" ".join(map(str, keep)), value))
    if rules.straights:
        for keep in ((1, 2, 3, 4, 5), (2, 3, 4, 5, 6)):
            value = keep_value(keep, rules)
            if value is not None:
                rows.append(("-".join(map(str, keep)), value))
    return rows


def _scoring_table(r: DiceRules) -> str:
    """Single dice, then each face three, four and five of a kind, then the straights."""
    def cell(keep: tuple[int, ...]) -> str:
        value = keep_value(keep, r)
        if value is None or (keep == (1,) * 5 and r.five_ones == "win"):
            return "<td></td>"
        return f"<td align='right'>{value}</td>"
    heads = [translate("DiceRules", "Face"), translate("DiceRules", "one"),
             translate("DiceRules", "three"), translate("DiceRules", "four"),
             translate("DiceRules", "five")]
    rows = ["<tr>" + "".join(f"<th align='right'>{html.escape(h)}</th>" for h in heads)
            + "</tr>"]
    for face in range(1, 7):
        rows.append(f"<tr><td align='right'><b>{face}</b></td>"
                    + "".join(cell((face,) * k) for k in (1, 3, 4, 5)) + "</tr>")
    table = "<table cellpadding='4'>" + "".join(rows) + "</table>"
    if r.straights:
        table += _p(fmt(translate("DiceRules", "Straights: 1-2-3-4-5 scores %1, 2-3-4-5-6 "
                                               "scores %2."),
                        keep_value((1, 2, 3, 4, 5), r), keep_value((2, 3, 4, 5, 6), r)))
    return table


def dice_rules_html(rules: DiceRules) -> str:
    """The dice game's rules as HTML, following ``rules``."""
    r = rules
    out = ["<h2>" + html.escape(translate("DiceRules", "Dice Thousand: the rules")) + "</h2>",
           _p(fmt(translate("DiceRules", "Rules of this game: preset “%1”, with every option "
                                         "listed at the end."), preset_name(r.preset_name)))]
    out.append(_h(translate("DiceRules", "The aim")))
    finish = {"reach": QT_TRANSLATE_NOOP("DiceRules", "Be the first to reach %1 points."),
              "over": QT_TRANSLATE_NOOP("DiceRules", "Be the first to pass %1 points: exactly "
                                                     "%1 is not enough."),
              "exact": QT_TRANSLATE_NOOP("DiceRules", "Be the first to score exactly %1 points: "
                                                      "a turn that would pass it is lost.")}
    out.append(_p(fmt(translate(CTX, finish[r.finish]), r.target)))
    out.append(_h(translate("DiceRules", "A turn")))
    out.append(_p(translate("DiceRules", "Throw the five dice and set aside scoring dice, at "
                                         "least one. Then stop and add the turn total to your "
                                         "score, or throw the dice that are left to score more. "
                                         "A throw with no scoring die loses the whole turn "
                                         "total: that is a bust.")))
    if r.keep_all:
        out.append(_p(translate("DiceRules", "In this game every scoring die of a throw must be "
                                             "set aside.")))
    if r.empty_opening_rethrow:
        out.append(_p(translate("DiceRules", "If the first throw of a turn scores nothing, you "
                                             "may throw it once more.")))
    if r.hot_dice == "confirm":
        out.append(_p(translate("DiceRules", "Hot dice: when all five dice have scored, throw "
                                             "all five once more. If that throw scores, its "
                                             "points are added and the turn is banked; if it "
                                             "scores nothing, the turn is lost.")))
    else:
        out.append(_p(translate("DiceRules", "Hot dice: when all five dice have scored, take "
                                             "all five and go on with the turn.")))
    out.append(_h(translate("DiceRules", "Scoring dice")))
    out.append(_scoring_table(r))
    if r.five_ones == "win":
        out.append(_p(translate("DiceRules", "Five 1s in one throw win the game at once.")))
    out.append(_p(translate("DiceRules", "Other dice score nothing. Dice thrown together are "
                                         "counted in the way that gives the most points.")))
    if r.entry_threshold:
        out.append(_h(translate("DiceRules", "Entry")))
        out.append(_p(fmt(translate("DiceRules", "Your first stop of the game needs a turn "
                                                 "total of at least %1; until then you have no "
                                                 "score."), r.entry_threshold)))
    if r.pits:
        out.append(_h(translate("DiceRules", "Pits")))
        out.append(_p(fmt(translate("DiceRules", "Pits: %1. You may stop in a pit, but once "
                                                 "in it you stop only with a total above its "
                                                 "top: leave it in one turn."),
                          pairs_text([[lo, hi] for lo, hi in r.pits]))))
    if r.barrel_at:
        out.extend(_barrel(r))
    penalties = _penalties(r)
    if penalties:
        out.append(_h(translate("DiceRules", "Penalties")))
        out.extend(_p(text) for text in penalties)
    out.append(_h(translate("DiceRules", "All options of this game")))
    items = "".join(
        f"<tr><td>{html.escape(option_name(s.key))}</td>"
        f"<td>{html.escape(value_text(s, r.get(s.key)))}</td></tr>" for s in DICE_OPTIONS)
    out.append(f"<table cellpadding='2'>{items}</table>")
    return "\n".join(out)


def _barrel(r: DiceRules) -> list[str]:
    out = [_h(translate("DiceRules", "The barrel")),
           _p(fmt(translate("DiceRules", "A stop that reaches %1 stays at %1: you are on the "
                                         "barrel, and from there you must win in one turn (%2 "
                                         "points or more in the turn)."),
                  r.barrel_at, r.target - r.barrel_at))]
    if r.barrel_jump:
        out.append(_p(translate("DiceRules", "A player below the barrel may win without "
                                             "stopping on it.")))
    if r.barrel_attempts:
        out.append(_p(translate("DiceRules", "You may try %n turn(s) from the barrel; then you "
                                             "fall off.", None, r.barrel_attempts)))
    if r.barrel_collision == "knock_off":
        out.append(_p(translate("DiceRules", "A player who gets on the barrel knocks off "
                                             "whoever sits there.")))
    else:
        out.append(_p(translate("DiceRules", "Several players may sit on the barrel together.")))
    if r.barrel_fall == "entry":
        out.append(_p(translate("DiceRules", "A fall takes you back to your entry score.")))
    elif r.barrel_fall == "threshold":
        out.append(_p(fmt(translate("DiceRules", "A fall takes you back to %1."),
                          r.entry_threshold)))
    elif r.barrel_fall == "penalty":
        out.append(_p(fmt(translate("DiceRules", "A fall takes you %1 below the barrel."),
                          r.barrel_penalty)))
    else:
        out.append(_p(translate("DiceRules", "A fall takes you back to 0.")))
    if r.barrel_falls_zero:
        out.append(_p(translate("DiceRules", "Fall off %n time(s) and your score goes back to "
                                             "0.", None, r.barrel_falls_zero)))
    return out


def _penalties(r: DiceRules) -> list[str]:
    out = []
    if r.bolts != "off":
        what = (translate("DiceRules", "every lost turn") if r.bolts == "bust"
                else translate("DiceRules", "every empty first throw of a turn"))
        out.append(fmt(translate("DiceRules", "A bolt for %1; %2 bolts cost %3 points."), what,
                       r.bolt_limit, r.bolt_penalty))
    if r.finish == "exact" and r.overshoot_penalty_every:
        out.append(fmt(translate("DiceRules", "Each time your overshoots reach a multiple of "
                                              "%1, you lose %2 points."),
                       r.overshoot_penalty_every, r.overshoot_penalty))
    if r.finish == "exact" and r.overshoot_zero_at:
        out.append(fmt(translate("DiceRules", "Each time your overshoots reach a multiple of "
                                              "%1, your score goes back to 0."),
                       r.overshoot_zero_at))
    if r.overtake_penalty:
        out.append(fmt(translate("DiceRules", "A player passed by another's stop loses %1 "
                                              "points."), r.overtake_penalty))
    if r.dump_truck != "off":
        out.append(fmt(translate("DiceRules", "The dump truck: a score of exactly %1 goes back "
                                              "to 0."), r.dump_truck_value))
        if r.dump_truck == "strict":
            out.append(fmt(translate("DiceRules", "A turn whose total reaches exactly %1 is lost "
                                                  "too."), r.dump_truck_value))
    if r.negative_totals:
        out.append(translate("DiceRules", "Penalties may take a score below 0."))
    return out


class DiceRulesWindow(SheetDialog):
    """Help → Rules while a dice game is chosen or played."""

    def __init__(self, rules: DiceRules, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setObjectName("diceRulesWindow")
        self.setWindowTitle(translate("DiceRules", "Rules of dice Thousand"))
        lay = QVBoxLayout(self)
        self.browser = QTextBrowser(self)
        self.browser.setObjectName("diceRulesText")
        self.browser.setHtml(dice_rules_html(rules))
        lay.addWidget(self.browser, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        close.setText(translate("DiceRules", "Close"))
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        fit_on_screen(self, 720, 680)


__all__ = ["dice_rules_html", "DiceRulesWindow", "scoring_rows"]


def _plurals_for_lupdate() -> None:  # pragma: no cover - never called, read by lupdate
    translate("DiceRules", "You may try %n turn(s) from the barrel; then you fall off.", None, 1)
    translate("DiceRules", "Fall off %n time(s) and your score goes back to 0.", None, 1)
