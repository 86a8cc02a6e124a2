"""The banner over the card table never hides a speech bubble (issue 34 point 5: in hot-seat,
"Vera: pass" after a forced pass covered Vera's own "Pass" at a four-player table)."""

from __future__ import annotations

from typing import Any

import pytest

from thousand_app.cards.engine import Game, Rules
from thousand_app.ui.cards.card_script import ScriptedPlayer
from thousand_app.ui.cards.controller import COMPUTER, HUMAN, Seat
from thousand_app.ui.common.main_window import MainWindow

from ..conftest import wait_until


def hidden_bubbles(scene: Any) -> list[str]:
    """The speech bubbles the banner covers while it is shown."""
    banner = scene.decor.banner
    if banner.opacity() <= 0 or not banner.text:
        return []
    frame = banner.mapRectToScene(banner.frame(scene.font()))
    return [p.bubble for p in scene.decor.plates.values()
            if p.bubble and p.bubble_rect().intersects(frame)]


@pytest.mark.parametrize("size", [(1280, 800), (900, 600)], ids=["1280x800", "900x600"])
def test_a_forced_pass_keeps_its_bubble_in_sight(qtbot: Any, window: MainWindow,
                                                 size: tuple[int, int]) -> None:
    """Four people at one computer, Gleb deals and sits out; Boris bids 260, so Vera (across
    the table from Anna) may only pass: the banner saying so leaves her "Pass" in sight."""
    window.resize(*size)
    game = Game(Rules(), 4, players=["Anna", "Boris", "Vera", "Gleb"], seed=0, first_dealer=3)
    window.part("cards").start_game(game, [Seat("Anna", HUMAN), Seat("Boris", COMPUTER, "normal"),
                                           Seat("Vera", HUMAN), Seat("Gleb", HUMAN)])
    c = window.controller
    screen = window.game_screen
    assert c is not None and screen is not None
    c.players[1] = ScriptedPlayer(["1 bid 260"])
    seen: list[tuple[str, list[str]]] = []
    decor = screen.scene.decor
    real = decor.set_bubble

    def bubble(seat: int, text: str, *args: Any, **kwargs: Any) -> Any:
        anim = real(seat, text, *args, **kwargs)
        if text == "Pass" and seat == 2:
            seen.append((decor.banner.text, hidden_bubbles(screen.scene)))
        return anim

    setattr(decor, "set_bubble", bubble)
    wait_until(qtbot, lambda: bool(seen))
    # (her bubble came while the banner said that she or Anna passed, and was not under it)
    assert seen in ([("Vera: pass", [])], [("Anna: pass", [])])


@pytest.mark.parametrize("players", [3, 4])
def test_no_banner_hides_a_bubble(qtbot: Any, window: MainWindow, players: int) -> None:
    """Every seat with a bubble, then the widest banner: each bubble stays in sight."""
    names = ["Anna", "Boris", "Vera", "Gleb"][:players]
    game = Game(Rules(), players, players=names, seed=0)
    window.part("cards").start_game(game, [Seat(names[0], HUMAN)] + [
        Seat(n, COMPUTER, "normal") for n in names[1:]])
    screen = window.game_screen
    assert screen is not None
    for size in ((900, 600), (1280, 800)):
        window.resize(*size)
        wait_until(qtbot, lambda: window.width() == size[0])
        screen.view.refit()
        decor = screen.scene.decor
        for seat in range(players):
            decor.set_bubble(seat, "Pass", "pass", pop=False)
        decor.show_banner("W" * 40, "w" * 80)
        assert hidden_bubbles(screen.scene) == [], size
