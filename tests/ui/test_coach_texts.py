"""The coach's words (issue 37): every reason code of both coaches has a sentence, in each
of the four languages, with its figures filled in."""

from __future__ import annotations

import re
from typing import Any

import pytest

from thousand_app.cards.ai.coach import REASON_CODES as CARD_CODES
from thousand_app.dice.ai.coach import REASON_CODES as DICE_CODES
from thousand_app.dice.engine import STOP, Keep
from thousand_app.games.coach import Advice, Why
from thousand_app.ui.cards import coach_texts as cards
from thousand_app.ui.common.coach_panel import flagged_text
from thousand_app.ui.common.i18n import Translations
from thousand_app.ui.dice import coach_texts as dice

CARD_PARAMS: dict[str, dict[str, Any]] = {
    "points": {"points": 25},
    "bid_fails": {"bid": 120, "fails": 7, "of": 10},
    "pass_misses": {"bid": 110, "makes": 8, "of": 10},
    "contract_chance": {"contract": 120, "taken": 4, "best": 8, "of": 10, "declarer": True},
    "trick_lost": {"taken": 2, "best": 9, "of": 10},
    "breaks_marriage": {"card": "QH", "points": 100, "can_declare": False},
    "concedes_makeable": {"makes": 6, "of": 10},
}
DICE_PARAMS: dict[str, dict[str, Any]] = {
    "chance": {"taken": 41.5, "best": 48.0},
    "stops_early": {"bust_chance": 2.8},
    "throws_on": {"bust_chance": 55.6, "turn_total": 245},
    "keeps_too_many": {"dice_left": 1, "best_dice_left": 3},
    "keeps_too_few": {"points": 15, "best_points": 315},
    "misses_win": {}, "overshoots": {}, "dumps": {},
}
FIGURES = {"bid_fails": "120", "chance": "41.5", "throws_on": "245", "keeps_too_few": "315",
           "contract_chance": "120", "breaks_marriage": "100", "points": "25"}


def sentences() -> dict[str, str]:
    out = {f"cards.{c}": cards.reason_text(Why(c, CARD_PARAMS[c])) for c in CARD_CODES}
    out["cards.breaks_marriage.pass"] = cards.reason_text(
        Why("breaks_marriage", CARD_PARAMS["breaks_marriage"]), "pass")
    out["cards.breaks_marriage.follow"] = cards.reason_text(
        Why("breaks_marriage", CARD_PARAMS["breaks_marriage"]), "follow")
    out["cards.defender"] = cards.reason_text(
        Why("contract_chance", {**CARD_PARAMS["contract_chance"], "declarer": False}))
    out.update({f"dice.{c}": dice.reason_text(Why(c, DICE_PARAMS[c])) for c in DICE_CODES})
    out["flagged"] = flagged_text(2)
    return out


def test_every_reason_code_has_a_sentence() -> None:
    assert set(CARD_CODES) == set(CARD_PARAMS) == set(cards.REASON_TEXTS)
    assert set(DICE_CODES) == set(DICE_PARAMS) == set(dice.REASON_TEXTS)


@pytest.mark.parametrize("lang", ["en", "ru", "uk", "pl"])
def test_the_sentences_in_each_language(qapp: Any, lang: str) -> None:
    tr = Translations()
    try:
        tr.use("en")
        english = sentences()
        assert tr.use(lang) == lang
        got = sentences()
    finally:
        tr.use("en")
    for key, text in got.items():
        assert text and not re.search(r"%\d|%n", text), (lang, key, text)
        if lang != "en":
            assert text != english[key], (lang, key, text)   # translated
        code = key.split(".")[1] if "." in key else key
        if code in FIGURES:   # (a decimal figure in the language's own way: 41,5 in Polish)
            figure = FIGURES[code] if lang == "en" else FIGURES[code].replace(".", ",")
            assert figure in text, (lang, key, text)
    if lang == "en":
        assert got["cards.breaks_marriage"] == (
            "Leading the queen of hearts now gives up your marriage (100 points): marriages "
            "count only once you have taken a trick.")
        assert got["cards.bid_fails"] == "With this hand a bid of 120 fails about 7 times in 10."
        assert got["dice.chance"] == ("Your chance of winning: 41.5% after this move, 48.0% "
                                      "after the better one.")


def test_the_better_move_in_words(qapp: Any) -> None:
    Translations().use("en")   # another test on this worker may have left a language installed
    words = cards.card_advice_words(
        Advice(True, "1 bid 120", "1 pass", 31.0, "points",
               (Why("points", {"points": 31}), Why("bid_fails", CARD_PARAMS["bid_fails"]))),
        ["Anna", "Boris", "Vera"])
    assert words.cost == "This move costs about 31 points against the better one."
    assert words.why == ["With this hand a bid of 120 fails about 7 times in 10."]
    assert words.better == "The better move: pass."
    d = dice.dice_advice_words(Advice(True, "stop", "roll", 0.05, "chance",
                                      (Why("chance", DICE_PARAMS["chance"]),), None))
    assert d.better == "The better move: throw again."
    assert dice.dice_advice_words(Advice(True, "keep 5", "keep 1", 0.05, "chance", (),
                                         Keep((1,)))).better == "The better move: keep 1."
    assert "stop" in dice.dice_advice_words(Advice(True, "roll", "stop", 0.05, "chance", (),
                                                   STOP)).better


def test_keeping_the_contract_is_said_with_the_card_to_lead(qtbot: Any) -> None:
    from thousand_app.cards.engine import Concede, Declare, Play, parse_action

    names = ("Anna", "Boris", "Vera")

    def better(action: Any) -> str:
        advice = Advice(True, str(Concede(0)), "play on", 60.0, "points", (), action)
        return cards.card_advice_words(advice, names).better
    assert better(parse_action("0 play AH")) == "The better move: keep your contract and lead A♥."
    assert better(Declare(0, parse_action("0 play QH").card)) == (
        "The better move: keep your contract and lead Q♥ with the marriage.")
    assert better(None) == "The better move: keep your contract, with no raise and no concession."
    assert isinstance(parse_action("0 play AH"), Play)
