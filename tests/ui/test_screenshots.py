"""The screenshot script: every scene in each language, a hot-seat table after the first trick,
both decks."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QImage

from thousand_app.cards.engine import Game, Rules
from thousand_app.ui.common.cards import CLASSIC, load_deck
from thousand_app.ui.cards.controller import COMPUTER, HUMAN, Seat
from thousand_app.ui.common.main_window import MainWindow
from thousand_app.ui.common.i18n import LANGUAGES
from thousand_app.ui.cards.card_script import SCRIPT, ScriptedPlayer, layout
from thousand_app.ui.cards.shots import deck_sheet, hot_seat_turns
from thousand_app.ui.common.screenshots import main, scene_name, scenes_of

from .conftest import wait_until
from thousand_app.ui.kinds import UI_REGISTRY

pytestmark = pytest.mark.slow


def test_hot_seat_table_after_the_first_trick(qtbot: Any, window: MainWindow) -> None:
    names = ["Anna", "Boris", "Vera"]
    game = Game(Rules(), 3, players=names, first_dealer=2, seed=11, deal=False)
    game.deal(layout())
    window.part("cards").start_game(game, [Seat("Anna", HUMAN), Seat("Boris", HUMAN),
                             Seat("Vera", COMPUTER, "normal")])
    c, screen = window.controller, window.game_screen
    assert c is not None and screen is not None
    c.players[2] = ScriptedPlayer(SCRIPT[2])  # type: ignore[assignment]
    hot_seat_turns(screen, c, {0: ["0 bid 120", "0 give 9C 1", "0 give 9D 2", "0 play AS"],
                               1: ["1 bid 105", "1 pass", "1 play 9S"]},
                   lambda: len(game.deals[-1][1]) >= 9)
    wait_until(qtbot, lambda: screen.overlays.curtain.isVisible())
    screen.curtain_ready()
    wait_until(qtbot, lambda: screen.mode in ("play", "contract")
               and not screen.scene.animator.busy)
    cards = screen.scene.cards
    assert screen.viewer == 0
    assert {s: len(cards.hands[s]) for s in range(3)} == {0: 7, 1: 7, 2: 7}
    assert len(cards.piles[0]) == 3 and not cards.piles[1] and not cards.piles[2]


def test_deck_pictures(qapp: Any) -> None:
    for key in ("thousand", CLASSIC):
        deck, problem = load_deck(key, False, "blue")
        assert problem is None
        pm = deck_sheet(deck)
        assert pm.width() > 700 and pm.height() > 600


def test_the_script_shoots_every_language(qapp: Any, tmp_path: Path) -> None:
    """``python -m thousand_app.screenshots_cli OUT --scene start --scene decks``: each
    language's start screen at the size asked for and its decks, in each theme's folder (every
    scene of every language is run by tests/ui/test_fit.py, which checks the pictures instead
    of writing them)."""
    from thousand_app.ui.common.theme import THEMES, apply_theme

    try:
        assert main([str(tmp_path), "--size", "900x600", "--scene", "start",
                     "--scene", "decks"], UI_REGISTRY) == 0
    finally:
        apply_theme(qapp, "light")
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(THEMES)
    for theme in THEMES:
        out = tmp_path / theme
        assert sorted(p.name for p in out.iterdir()) == sorted(
            f"{lang}-{k:02d}-{name}.png" for lang in LANGUAGES
            for k, name in ((1, "start"), (2, "deck-thousand"), (3, "deck-classic")))
        for lang in LANGUAGES:
            image = QImage(str(out / f"{lang}-01-start.png"))
            assert image.width() == 900 and image.height() >= 600   # (never below its minimum)
            assert not QImage(str(out / f"{lang}-02-deck-thousand.png")).isNull()
    # the two themes' start screens differ (the dark felt)
    assert QImage(str(tmp_path / "light" / "en-01-start.png")) != QImage(
        str(tmp_path / "dark" / "en-01-start.png"))
    names = [scene_name(f) for f in scenes_of(UI_REGISTRY)]
    assert names[:4] == ["start", "settings", "message", "new-game"]
    assert names[-7:] == ["statistics", "saves", "rules", "join-list", "lobby", "warning",
                          "new-game-sheets"]
    assert len(set(names)) == len(names)


def test_sizes_shoot_both_checked_sizes(qapp: Any, tmp_path: Path) -> None:
    """``--sizes``: each picture at 1280x800 and at 900x600, each size in its own folder."""
    from thousand_app.ui.common.theme import apply_theme

    try:
        assert main([str(tmp_path), "--sizes", "--scene", "start", "--language", "en",
                     "--theme", "dark"], UI_REGISTRY) == 0
    finally:
        apply_theme(qapp, "light")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["1280x800", "900x600"]
    for size, width in (("1280x800", 1280), ("900x600", 900)):
        image = QImage(str(tmp_path / size / "dark" / "en-01-start.png"))
        assert image.width() == width
