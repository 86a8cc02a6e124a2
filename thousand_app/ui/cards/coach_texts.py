"""The card coach's reasons in words (issue 37): each code of
:data:`thousand_app.cards.ai.coach.REASON_CODES` as a sentence a player understands."""

from __future__ import annotations

from typing import Any, Callable, Mapping, Sequence

from thousand_app.cards.engine.cards import Card
from thousand_app.games.coach import Advice, Why
from thousand_app.ui.common.coach_panel import AdviceWords
from thousand_app.ui.common.i18n import translate
from thousand_app.ui.common.texts import fmt, lower_first, plural

from thousand_app.cards.engine import Declare, Play

from .texts import PLAY_ON, card_name, move_words, steps_words

__all__ = ["card_advice_words", "reason_text", "REASON_TEXTS"]


def _card(params: Mapping[str, Any]) -> str:
    try:
        return lower_first(card_name(int(Card.parse(str(params.get("card", ""))))))
    except (ValueError, KeyError):
        return str(params.get("card", ""))


def _marriage(p: Mapping[str, Any], how: str) -> str:
    card, points = _card(p), p.get("points", 0)
    if how == "pass":
        return fmt(translate("Coach", "Passing the %1 away breaks your marriage (%2 points)."),
                   card, points)
    if p.get("can_declare"):
        return fmt(translate("Coach", "Leading the %1 without declaring it gives up your "
                                      "marriage (%2 points)."), card, points)
    if how == "lead":
        return fmt(translate("Coach", "Leading the %1 now gives up your marriage (%2 points): "
                                      "marriages count only once you have taken a trick."),
                   card, points)
    return fmt(translate("Coach", "Playing the %1 breaks your marriage (%2 points): a marriage "
                                  "is declared only when you lead it."), card, points)


def _contract(p: Mapping[str, Any]) -> str:
    if p.get("declarer"):
        return fmt(translate("Coach", "After this move you make your %1 about %2 times in %4; "
                                      "after the better one, %3 times in %4."),
                   p.get("contract"), p.get("taken"), p.get("best"), p.get("of"))
    return fmt(translate("Coach", "After this move the declarer makes %1 about %2 times in %4; "
                                  "after the better one, only %3 times in %4."),
               p.get("contract"), p.get("taken"), p.get("best"), p.get("of"))


#: code -> its sentence (``how``: "lead", "follow" or "pass": what the move does with a card).
def _points(p: Mapping[str, Any], _how: str) -> str:
    return plural("Coach", "This move costs about %n point(s) against the better one.",
                  int(p.get("points", 0)))


REASON_TEXTS: dict[str, Callable[[Mapping[str, Any], str], str]] = {
    "points": _points,
    "bid_fails": lambda p, _how: fmt(translate("Coach", "With this hand a bid of %1 fails about "
                                                        "%2 times in %3."),
                                     p.get("bid"), p.get("fails"), p.get("of")),
    "pass_misses": lambda p, _how: fmt(translate("Coach", "Passing gives up a contract of %1 that "
                                                          "this hand makes about %2 times in %3."),
                                       p.get("bid"), p.get("makes"), p.get("of")),
    "contract_chance": lambda p, _how: _contract(p),
    "trick_lost": lambda p, _how: fmt(translate("Coach", "With this card your side takes the "
                                                         "trick about %1 times in %3; with the "
                                                         "better one, %2 times in %3."),
                                      p.get("taken"), p.get("best"), p.get("of")),
    "breaks_marriage": lambda p, how: _marriage(p, how),
    "concedes_makeable": lambda p, _how: fmt(translate("Coach", "Conceding gives up a contract "
                                                                "you make about %1 times in %2."),
                                             p.get("makes"), p.get("of")),
}


def reason_text(reason: Why, how: str = "lead") -> str:
    """One reason as a sentence (an unknown code: nothing)."""
    fn = REASON_TEXTS.get(reason.code)
    return fn(reason.params, how) if fn is not None else ""


def card_advice_words(advice: Advice, names: Sequence[str], how: str = "lead") -> AdviceWords:
    """The card coach's ``advice`` in words: the reasons, the cost, the better move."""
    names = tuple(names)
    why = [reason_text(r, how) for r in advice.reasons if r.code != "points"]
    points = next((r for r in advice.reasons if r.code == "points"), None)
    cost = reason_text(points) if points is not None else REASON_TEXTS["points"](
        {"points": int(round(advice.cost))}, how)
    if advice.best == PLAY_ON:     # (the card to lead with it, where the coach knows it)
        lead = advice.best_action
        better = (fmt(translate("Coach", "keep your contract and lead %1"),
                      move_words(lead, names)) if isinstance(lead, (Play, Declare)) else
                  translate("Coach", "keep your contract, with no raise and no concession"))
    else:
        found = steps_words(advice.best, names)
        better = found[1] if found is not None else advice.best
    return AdviceWords([w for w in why if w], cost,
                       fmt(translate("Coach", "The better move: %1."), better))
