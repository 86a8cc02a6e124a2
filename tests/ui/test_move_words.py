"""Moves in the review's words (issue 29): every move the analysis names, whatever its kind
(one step, a whole passing joined by commas, keeping the contract), reads in the reader's
language without step notation, and the move list puts no verb after a name."""

from __future__ import annotations

import re
from typing import Any

import pytest

from thousand_app.cards.ai.analyse import Decision
from thousand_app.cards.engine import (Bid, Card, Concede, Dark, Declare, Decline, Discard, Give,
                                       Pass, Play, Raise, Redeal, Take)
from thousand_app.cards.engine.actions import DEAD
from thousand_app.ui.common.i18n import LANGUAGES, Translations
from thousand_app.ui.cards.review_analysis import best_text, decision_tooltip
from thousand_app.ui.cards.texts import PLAY_ON, analysed_move_text, card_text, move_words

NAMES = ["Anna", "Boris", "Vera"]
C = Card.parse

#: One of every kind of action (the dead hand too), so a new kind without words fails here.
ACTIONS = [Bid(0, 110), Pass(0), Dark(0), Redeal(0), Decline(0), Take(0, 1), Give(0, C("9S"), 1),
           Give(0, C("9S"), DEAD), Discard(0, C("9S")), Raise(0, 130), Concede(0),
           Declare(0, C("QH")), Play(0, C("JC"))]
#: What the analysis names besides single steps: a whole passing, laying aside, play on.
JOINED = ["0 give 9S 1, 0 give QS 2", "0 discard 9S, 0 discard QS", PLAY_ON]

#: Step notation: a seat number then a keyword, or a card code ("9S", "QH").
CODE = re.compile(r"\b\d (bid|pass|dark|redeal|decline|take|give|discard|raise|concede|declare|play)\b"
                  r"|\b(9|10|J|Q|K|A)[SCDH]\b|\bplay on\b")


@pytest.fixture(params=LANGUAGES)
def language(request: Any, qapp: Any) -> Any:
    tr = Translations()
    assert tr.use(request.param) == request.param
    yield request.param
    tr.use("en")


def test_the_walk_has_every_kind_of_action() -> None:
    from thousand_app.cards.engine import actions

    kinds = {type(a) for a in ACTIONS}
    assert kinds == {Bid, Pass, Dark, Redeal, Decline, Take, Give, Discard, Raise, Concede,
                     Declare, Play}
    assert set(actions.Action.__args__) <= kinds  # type: ignore[attr-defined]


def test_every_move_the_analysis_names_is_in_words(language: str) -> None:
    texts = [str(a) for a in ACTIONS] + JOINED
    for text in texts:
        words = analysed_move_text(text, 0, NAMES)
        assert words.startswith("Anna"), (language, text, words)
        assert not CODE.search(words), (language, text, words)
    passing = analysed_move_text(JOINED[0], 0, NAMES)
    assert card_text(C("9S")) in passing and card_text(C("QS")) in passing
    assert "Boris" in passing and "Vera" in passing


def test_the_best_pass_is_shown_in_words(language: str) -> None:
    """The playtest's row: 9♠ and A♠ passed, the best was 9♠ and Q♠."""
    d = Decision(0, 3, 0, "pass_cards", "0 give 9S 1, 0 give AS 2", "0 give 9S 1, 0 give QS 2",
                 -152.0, -20.0, 132.0, "blunder")
    best = best_text(d, NAMES)
    assert best and not CODE.search(best), best
    assert card_text(C("QS")) in best
    assert not CODE.search(decision_tooltip(d, NAMES))


def test_move_words_have_no_verb_in_russian(qapp: Any) -> None:
    tr = Translations()
    try:
        tr.use("ru")
        assert move_words(Play(0, C("JC")), NAMES) == "В♣"
        assert move_words(Give(0, C("9S"), 1), NAMES) == "9♠ → Boris"
        assert analysed_move_text("0 play JC", 0, ["Анна", "Борис", "Вера"]) == "Анна: В♣"
    finally:
        tr.use("en")
