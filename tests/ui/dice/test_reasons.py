"""The dice engine's reasons in the player's words, by code (issue 36): every code the engine
refuses with has a sentence in every language, the numbers and faces filled in, and the table
shows the translated sentence for a refused keep or stop."""

from __future__ import annotations

import re
from typing import Any, Iterator

import pytest

from thousand_app.dice.engine import STOP, DiceGame, DiceRules, Throw
from thousand_app.dice.engine.reasons import CODES, TEXTS, refusal
from thousand_app.kinds import REGISTRY
from thousand_app.net.remote import RemoteGame
from thousand_app.ui.common.i18n import Translations
from thousand_app.ui.common.texts import fmt
from thousand_app.ui.dice.remote import DiceRemoteController
from thousand_app.ui.dice.texts import REASONS, dice_reason, translated_reason

from .test_table import C, H, build, click_die, throw_until_keep, wait_turn

#: Parameters for each code that takes some (faces are tuples), and what must show of them.
PARAMS: dict[str, tuple[Any, ...]] = {
    "not_in_throw": ((6, 6), (1, 2, 3, 4, 5)), "not_scoring": ((2, 3),), "keep_all": ((1, 5),),
    "not_entered": (75, 35), "exact_target": (1000,), "in_pit": (300, 400, 390, 330, 60),
    "throw_size": (3, 5), "not_dice_action": ("'nonsense'",),
}
SHOWN: dict[str, tuple[str, ...]] = {
    "not_in_throw": ("6 6",), "not_scoring": ("2 3",), "keep_all": ("1 5",),
    "not_entered": ("75", "35"), "exact_target": ("1000",), "in_pit": ("300", "400", "390"),
    "throw_size": ("3", "5"),
}


@pytest.fixture
def language(qapp: Any) -> Iterator[Translations]:
    tr = Translations()
    yield tr
    tr.use("en")


def words(code: str) -> str:
    text = translated_reason(refusal(code, *PARAMS.get(code, ())))
    assert text is not None, code
    return text


def test_every_code_of_the_engine_has_words_and_its_english_takes_its_parameters() -> None:
    assert set(REASONS) == CODES == set(TEXTS)
    for code in CODES:
        reason = refusal(code, *PARAMS.get(code, ()))
        assert "{" not in reason and reason.code == code
    assert set(PARAMS) == {c for c, t in TEXTS.items() if "{" in t}


@pytest.mark.parametrize("lang", ["en", "ru", "uk", "pl"])
def test_every_dice_refusal_code_is_translated(language: Translations, lang: str) -> None:
    language.use("en")
    english = {code: words(code) for code in CODES}
    assert language.use(lang) == lang
    for code in sorted(CODES):
        text = words(code)
        assert text and not re.search(r"%\d", text), (lang, code, text)
        if lang != "en":
            assert text != english[code], (lang, code, text)   # translated
        for shown in SHOWN.get(code, ()):
            assert shown in text, (lang, code, text)


def test_a_reason_not_known_by_code_is_shown_as_the_engine_wrote_it() -> None:
    assert translated_reason("a plain sentence") is None
    assert dice_reason("a plain sentence") == "a plain sentence"


def test_the_table_says_a_refused_stop_and_keep_in_russian(qtbot: Any, language: Translations
                                                          ) -> None:
    language.use("ru")
    screen = build(qtbot, (H, C), seed=4)
    try:
        wait_turn(qtbot, screen)
        assert screen.controller.game.pending == "throw"
        screen.stop()                                      # nothing thrown yet
        assert screen.action_bar.status.text() == "Сначала бросьте кости."
        throw_until_keep(qtbot, screen)
        faces = screen.scene.faces()
        screen.keep()                                      # nothing picked
        assert screen.action_bar.status.text() == "Выберите хотя бы одну очковую кость."
        dud = next(i for i, f in enumerate(faces) if f in (2, 3, 4, 6) and faces.count(f) < 3)
        click_die(qtbot, screen, dud)
        screen.keep()                                      # a die that does not score alone
        assert screen.action_bar.status.text() == fmt("Не все кости %1 дают очки: откладывайте "
                                                      "только очковые.", faces[dud])
        assert screen.controller.game.pending == "keep"
    finally:
        screen.close_game()


def test_a_remote_seat_says_the_hosts_illegal_reason_in_its_words(qtbot: Any,
                                                                  language: Translations
                                                                  ) -> None:
    """The host's ``illegal`` with the engine's code: the remote table's words are a local
    table's; a refusal without one gets the general sentence of its code."""
    language.use("ru")
    remote = RemoteGame("Anna", "ddd777", "127.0.0.1", 1)   # (never started: no traffic)
    ctl = DiceRemoteController(remote, REGISTRY.get("dice"))
    said: list[str] = []
    ctl.message.connect(said.append)
    remote.refused.emit("illegal", refusal("not_scoring", (2, 3)))
    remote.refused.emit("illegal", "an older sentence")
    assert said == ["Не все кости 2 3 дают очки: откладывайте только очковые.",
                    "Этот ход сейчас не разрешён."]
    assert ctl.throw_reason() is None           # (nothing from the host yet)
    game = DiceGame(DiceRules(), 2)              # the host's observation: a keep is due
    game.apply(Throw((1, 2, 3, 4, 6)))
    remote.observation = REGISTRY.get("dice").codec().observation_json(game.observation(0))
    assert ctl.throw_reason() == game.reason(Throw((1, 2, 3, 4, 6)))
    assert ctl.throw_reason().code == "keep_due"  # type: ignore[union-attr]
    for faces in ([2], [1, 2], [1, 3]):   # the engine's reasons for the dice picked, in words
        assert ctl.preview(faces) == dice_reason(game.keep_problem(faces))  # type: ignore[arg-type]
    ctl.close()


def test_the_refusals_a_game_meets_are_codes() -> None:
    game = DiceGame(DiceRules(), 2)
    assert game.reason(STOP).code == "turn_not_started"
    assert dice_reason(game.reason(STOP)) == "Throw the dice first."
