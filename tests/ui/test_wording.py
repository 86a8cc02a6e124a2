"""Words that fit any name: "you" for the one human, verb-less phrases for everybody else."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from thousand_app.cards.engine import Game, Rules
from thousand_app.cards.engine.summary import ScoreNote
from thousand_app.ui.cards.controller import COMPUTER, HUMAN, Seat
from thousand_app.ui.common.i18n import Translations
from thousand_app.ui.common.main_window import MainWindow
from thousand_app.ui.cards.overlays import headline
from thousand_app.ui.cards.scoresheet import NOTE_TEXTS, note_lines
from thousand_app.ui.common.wording import SAYINGS, about, single_human

from .conftest import start_fixed, wait_mode, wait_until

NAMES = ("Вы", "Борис", "Вера")


@pytest.fixture
def russian(qapp: Any) -> Any:
    tr = Translations()
    assert tr.use("ru") == "ru"
    yield tr
    tr.use("en")


def test_second_person_only_for_the_single_human() -> None:
    assert single_human([0]) == 0
    assert single_human([0, 2]) is None          # hot-seat: everybody by name
    assert single_human([]) is None
    assert about("bid", 0, ("You", "Boris", "Vera"), 0, 105) == "You bid 105"
    assert about("bid", 1, ("You", "Boris", "Vera"), 0, 105) == "Boris: 105"
    assert about("contract", 2, ("You", "Boris", "Vera"), 0, 120) == "Vera: contract 120"
    assert about("wins", 0, ("You", "Boris", "Vera"), None) == "Winner: You!"


def test_russian_forms_fit_any_name(russian: Any) -> None:
    assert about("bid", 0, NAMES, 0, 105) == "Вы заказали 105"
    assert about("bid", 1, NAMES, 0, 105) == "Борис: 105"
    assert about("contract", 0, NAMES, 0, 120) == "Вы играете 120"
    assert about("marriage", 2, NAMES, 0, 100) == "Вера: марьяж +100"
    # no third-person verb follows a name in any "other" form, in either language
    for mine, other in SAYINGS.values():
        assert "%1 " not in other, other       # "%1: ..." or "...: %1"
    for text in NOTE_TEXTS.values():
        assert text.startswith("%1:"), text


def test_headline_and_bolts_in_both_languages(russian: Any) -> None:
    game = Game(Rules(), 3, players=list(NAMES), seed=3, deal=True)
    from thousand_app.cards.engine.summary import DealSummary

    s = DealSummary(dealer=0, declarer=0, contract=120, conceded=False, made=True, dark=False,
                    golden=False, redeal=False, points=(120, 0, 0), marriages=((), (), ()),
                    deltas=(120, 0, 0), totals=(120, 0, 0), bolts=(0, 2, 0),
                    barrel=(None, None, None), notes=(ScoreNote("bolt", 1, -0, ""),))
    assert headline(s, NAMES, 0) == "Вы сыграли 120"
    assert headline(s, NAMES, None) == "Вы: заказ 120 сыгран"
    assert note_lines(s, NAMES, game.rules) == ["Борис: 1 болт в этой раздаче, всего 2"]


def test_banners_address_the_human(qtbot: Any, window: MainWindow) -> None:
    screen = start_fixed(window, [Seat("You", HUMAN), Seat("Boris", COMPUTER, "normal"),
                                  Seat("Vera", COMPUTER, "normal")],
                         script={1: ["1 bid 105", "1 pass"], 2: ["2 pass"]})
    wait_mode(qtbot, screen, "bid")
    qtbot.keyClick(screen, Qt.Key.Key_B)
    wait_until(qtbot, lambda: screen.scene.decor.banner.text == "You play 110")
