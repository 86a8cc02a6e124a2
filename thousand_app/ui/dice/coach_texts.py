"""The dice coach's reasons in words (issue 37): each code of
:data:`thousand_app.dice.ai.coach.REASON_CODES` as a sentence a player understands; chances
in percent with one decimal, as the coach states them."""

from __future__ import annotations

from typing import Any, Callable, Mapping

from thousand_app.dice.engine import Keep, Stop
from thousand_app.games.coach import Advice, Why
from thousand_app.ui.common.coach_panel import AdviceWords
from thousand_app.ui.common.i18n import translate
from thousand_app.ui.common.texts import decimal, fmt

from .texts import faces_text

__all__ = ["dice_advice_words", "reason_text", "REASON_TEXTS"]


def _pct(v: Any) -> str:
    return "?" if v is None else decimal(float(v))


REASON_TEXTS: dict[str, Callable[[Mapping[str, Any]], str]] = {
    "chance": lambda p: fmt(translate("Coach", "Your chance of winning: %1% after this move, %2% "
                                               "after the better one."),
                            _pct(p.get("taken")), _pct(p.get("best"))),
    "stops_early": lambda p: fmt(translate("Coach", "Stopping now is too early: the next throw "
                                                    "loses the turn only %1% of the time."),
                                 _pct(p.get("bust_chance"))),
    "throws_on": lambda p: fmt(translate("Coach", "Throwing again risks the %2 points of this "
                                                  "turn: the next throw loses them %1% of the "
                                                  "time."),
                               _pct(p.get("bust_chance")), p.get("turn_total")),
    "keeps_too_many": lambda p: fmt(translate("Coach", "This keep leaves %1 dice to throw; the "
                                                       "better keep leaves %2."),
                                    p.get("dice_left"), p.get("best_dice_left")),
    "keeps_too_few": lambda p: fmt(translate("Coach", "This keep adds %1 points; the better keep "
                                                      "adds %2."),
                                   p.get("points"), p.get("best_points")),
    "misses_win": lambda p: translate("Coach", "The better keep wins the game at once."),
    "overshoots": lambda p: translate("Coach", "This keep overshoots: the turn is lost."),
    "dumps": lambda p: translate("Coach", "This keep lands on the dump truck: back to 0."),
}


def reason_text(reason: Why) -> str:
    fn = REASON_TEXTS.get(reason.code)
    return fn(reason.params) if fn is not None else ""


def _decision_text(d: object) -> str:
    if isinstance(d, Keep):
        return fmt(translate("Coach", "keep %1"), faces_text(d.faces))
    if isinstance(d, Stop):
        return translate("Coach", "stop and score the turn")
    return translate("Coach", "throw again")


def dice_advice_words(advice: Advice) -> AdviceWords:
    """The dice coach's ``advice`` in words: the reasons, the cost in chance of winning, the
    better decision."""
    why = [reason_text(r) for r in advice.reasons if r.code != "chance"]
    chance = next((r for r in advice.reasons if r.code == "chance"), None)
    cost = (reason_text(chance) if chance is not None else
            fmt(translate("Coach", "This move lowers your chance of winning by %1 points of "
                                   "percentage."), _pct(advice.cost * 100)))
    better = fmt(translate("Coach", "The better move: %1."), _decision_text(advice.best_action))
    return AdviceWords([w for w in why if w], cost, better)
