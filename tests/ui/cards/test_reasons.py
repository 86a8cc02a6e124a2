"""The card engine's reasons in the player's words, by code (issue 36): every code the engine
refuses with has a sentence in every language with its parameters filled in (a suit's name, a
card as its face shows it, the numbers); no user-interface code reads the engine's English;
a refused move at a local table is said in our words."""

from __future__ import annotations

import ast
import re
import string
from pathlib import Path
from typing import Any, Iterator

import pytest

from tests.cards.engine.test_reason_codes import sample_params
from thousand_app.cards.engine import Bid, Game, Rules
from thousand_app.cards.engine import reasons as R
from thousand_app.ui.cards.controller import COMPUTER, HUMAN, GameController, Seat
from thousand_app.ui.cards.reasons import REASONS, engine_reason, translated_reason
from thousand_app.ui.cards.texts import card_text, suit_name
from thousand_app.ui.common.i18n import Translations

UI = Path(__file__).resolve().parents[3] / "thousand_app" / "ui"

#: The codes whose sentence leaves a parameter out (a seat's number, the action's Python).
QUIET = {R.NOT_YOUR_TURN, R.NO_SEAT, R.SITS_OUT, R.UNKNOWN_ACTION}


@pytest.fixture
def language(qapp: Any) -> Iterator[Translations]:
    tr = Translations()
    yield tr
    tr.use("en")


def shown(code: str) -> list[str]:
    """What of the parameters must show in our words: a suit's name, a card's face, numbers."""
    if code in QUIET:
        return []
    kinds = R.param_kinds(code)
    return [suit_name(p) if k == R.SUIT else card_text(p) if k == R.CARD else str(p)
            for k, p in zip(kinds, sample_params(code)) if isinstance(p, int)]


def test_every_code_of_the_engine_has_our_words() -> None:
    assert set(REASONS) == R.CODES


@pytest.mark.parametrize("lang", ["en", "ru", "uk", "pl"])
def test_every_card_refusal_code_is_said_in_every_language(language: Translations,
                                                           lang: str) -> None:
    language.use("en")
    english = {code: translated_reason(R.refusal(code, *sample_params(code))) for code in R.CODES}
    assert language.use(lang) == lang
    for code in sorted(R.CODES):
        text = translated_reason(R.refusal(code, *sample_params(code)))
        assert text and not re.search(r"%\d", text), (lang, code, text)
        if lang != "en":
            assert text != english[code], (lang, code, text)   # translated
        for word in shown(code):
            assert word in text, (lang, code, word, text)


def test_a_reason_without_a_code_we_know_is_shown_as_the_engine_wrote_it() -> None:
    assert translated_reason("a plain sentence") is None
    assert engine_reason("a plain sentence") == "a plain sentence"


def sentence_parts() -> set[str]:
    """The fixed stretches of the engine's English sentences (between the parameters), long
    enough to be the engine's own."""
    parts = set()
    for text in R.TEXTS.values():
        parts |= {lit.strip(" :(),") for lit, *_ in string.Formatter().parse(text)}
    return {p for p in parts if len(p) >= 12}


def test_no_user_interface_code_reads_the_engines_english() -> None:
    """No string in ``thousand_app/ui`` outside our own translated sentences holds a stretch of
    the engine's English: the interface knows a reason by its code, never by its words."""
    parts = sentence_parts()
    assert "you have passed: you take no further part in the bidding" in parts
    found = []
    for path in sorted(UI.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        ours: set[int] = set()        # the strings we translate (QT_TRANSLATE_NOOP, translate)
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "id", getattr(
                    node.func, "attr", None)) in ("QT_TRANSLATE_NOOP", "translate", "tr"):
                ours |= {id(a) for a in node.args}
            if isinstance(node, (ast.FunctionDef, ast.ClassDef, ast.Module)) and node.body \
                    and isinstance(node.body[0], ast.Expr):
                ours.add(id(node.body[0].value))                # a docstring
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                    and id(node) not in ours:
                found += [(path.name, node.lineno, p) for p in parts if p in node.value]
    assert not found, found


def test_a_local_table_says_a_refused_move_in_our_words(qtbot: Any,
                                                         language: Translations) -> None:
    language.use("ru")
    game = Game(Rules(), 3, players=["Anna", "Boris", "Vera"], seed=3)
    c = GameController(game, [Seat("Anna", HUMAN), Seat("Boris", COMPUTER),
                              Seat("Vera", COMPUTER)], pace_ms=0)
    told: list[str] = []
    c.message.connect(told.append)
    try:
        seat = game.to_act
        assert seat is not None
        action = Bid(seat, 400)                          # above any contract
        reason = game.reason(action)
        assert reason is not None
        assert not c.submit(action)
        assert told == [engine_reason(reason)] and told[0] != reason
        assert re.search("[а-я]", told[0]), told
    finally:
        c.close()
