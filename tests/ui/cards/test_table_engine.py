"""The table against the engine: after every action of whole deals, what the scene draws for
each seat (cards in hand, a trick pile, the talon) matches the viewer's Observation.

2, 3 and 4 players; one human seat (the viewer never changes) and hot-seat (the viewer changes
between seats, through the curtain).  Human seats answer with random legal actions; computer
seats are the random player.  Animations are off, so the scene is settled after each action.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from thousand_app.cards.ai import make_player
from thousand_app.cards.engine import Concede, Dark, Decline, Game, Observation, Redeal, Rules
from thousand_app.cards.engine.events import Dealt, SpareTalonTaken, TalonTaken
from thousand_app.ui.cards.controller import COMPUTER, HUMAN, Seat
from thousand_app.ui.cards.game_screen import GameScreen
from thousand_app.ui.cards.items import CardItem
from thousand_app.ui.common.main_window import MainWindow

NAMES = ("Anna", "Boris", "Vera", "Gleb")


def talon_on_table(obs: Observation) -> int:
    """How many talon cards lie in the middle, by the deal's events as the viewer saw them."""
    sizes: list[int] = []
    for e in obs.events:
        if isinstance(e, Dealt):
            sizes = list(e.talon_sizes)
        elif isinstance(e, TalonTaken):
            if e.index is not None and len(sizes) > 1:
                sizes[e.index] = 0
            else:
                sizes = []
        elif isinstance(e, SpareTalonTaken):
            sizes = []
    return sum(sizes)


def mismatches(screen: GameScreen) -> list[str]:
    """What the scene draws that the engine's observation for the viewer contradicts."""
    c = screen.controller
    scene = screen.scene
    seat = scene.viewer if scene.viewer is not None else scene.anchor
    obs = c.observation(seat)
    out: list[str] = []
    for s in range(obs.n_players):
        drawn = len(scene.hands.get(s, []))
        if drawn != obs.hand_sizes[s]:
            out.append(f"seat {s}: {drawn} cards drawn, holds {obs.hand_sizes[s]}")
        pile = bool(scene.piles.get(s))
        if pile != (obs.tricks_won[s] > 0):
            out.append(f"seat {s}: trick pile drawn={pile}, tricks won {obs.tricks_won[s]}")
    drawn_items = {it for it in scene.items() if isinstance(it, CardItem)}
    stray = drawn_items - set(scene.cards.items())
    if stray:     # drawn, but no longer in any hand, talon, trick or pile the scene knows
        out.append(f"{len(stray)} stray cards drawn at "
                   f"{sorted({(round(it.x()), round(it.y())) for it in stray})[:4]}")
    talon = sum(len(t) for t in scene.talons)
    if talon != talon_on_table(obs):
        out.append(f"talon: {talon} cards drawn, {talon_on_table(obs)} on the table")
    if out:
        state = (f"phase {obs.phase}, viewer {scene.viewer}, anchor {scene.anchor}, "
                 f"deal {obs.deal_index}, move {len(c.game.deals[-1][1])}")
        out = [f"{state}: {m}" for m in out]
    return out


def press(qtbot: Any, screen: GameScreen, *names: str) -> bool:
    for name in names:
        b = screen.overlays.panel.findChild(QPushButton, name)
        if b is not None and b.isVisible() and b.isEnabled():
            qtbot.mouseClick(b, Qt.MouseButton.LeftButton)
            return True
    return False


def human_step(qtbot: Any, screen: GameScreen, rng: random.Random) -> bool:
    """Whatever a person at the table would do now; False if nothing waits for one."""
    c = screen.controller
    o = screen.overlays
    for overlay, button in ((o.summary, o.summary.next_button),   # the next deal
                            (o.curtain, o.curtain.button)):       # take the seat
        if overlay.isVisible():
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
            return True
    seat = c.waiting_for
    if seat is None or screen.scene.animator.busy:
        return False
    if screen.mode == "claim":     # an opening claim (a redeal): play on
        if not press(qtbot, screen, "playOnButton", "lookButton"):
            c.submit(Decline(seat))
        return True
    legal = [a for a in c.observation(seat).legal_actions
             if not isinstance(a, (Redeal, Dark, Concede))]
    if not legal:
        return False
    screen.overlays.panel.hide()
    return c.submit(rng.choice(legal))


def play_and_check(qtbot: Any, window: MainWindow, game: Game, humans: int, deals: int,
                   seed: int) -> int:
    """Play ``deals`` deals; return how many times the table was checked."""
    seats = [Seat(NAMES[s], HUMAN if s < humans else COMPUTER, "easy") for s in range(game.n)]
    window.part("cards").start_game(game, seats)
    c = window.controller
    screen = window.game_screen
    assert c is not None and screen is not None
    for s in range(humans, game.n):
        c.players[s] = make_player("random", seed + s)
    c.chance = game.rng     # the later deals from the seeded game too (the same deals as ever)
    found: list[str] = []
    checks = [0]
    viewers: set[int] = set()

    def check(_events: object = None) -> None:
        checks[0] += 1
        if screen.scene.viewer is not None:
            viewers.add(screen.scene.viewer)
        found.extend(mismatches(screen))

    c.events.connect(check)     # after the screen's own slot: the scene has taken the events
    rng = random.Random(seed)
    stepped = [False]

    def done() -> bool:
        return len(game.history) >= deals or game.is_over or bool(found)

    def step() -> bool:     # (a person acts as soon as the table asks: waited for, not slept)
        stepped[0] = not done() and human_step(qtbot, screen, rng)
        return stepped[0] or done()

    for _ in range(5000):
        if done():
            break
        qtbot.waitUntil(step, timeout=10_000)
        if stepped[0]:
            # (the table shows a move once its save is written: a move shown is a move kept)
            qtbot.waitUntil(lambda: not c.saving.waiting, timeout=10_000)
            check()
    assert not found, "\n".join(found[:8])
    assert len(game.history) >= deals or game.is_over, (
        screen.mode, c.waiting_for, c.busy, screen.overlays.panel.isVisible(),
        screen.overlays.summary.isVisible(),
        screen.scene.animator.busy, game.phase)
    if humans > 1:   # hot-seat: the table was seen from more than one seat
        assert len(viewers) > 1, viewers
    return checks[0]


@pytest.mark.parametrize("humans", [1, 2], ids=["single", "hot_seat"])
@pytest.mark.parametrize("n, mode", [(2, "two_talons"), (2, "dead_hand"), (3, None), (4, None)])
def test_the_table_shows_what_the_engine_holds(qtbot: Any, window: MainWindow, n: int,
                                               mode: str | None, humans: int) -> None:
    rules = Rules.preset("classic", **({"two_player_mode": mode} if mode else {}))
    seed = 31 + n + humans
    game = Game(rules, n, players=list(NAMES[:n]), seed=seed)
    checks = play_and_check(qtbot, window, game, humans, 2, seed)
    assert checks > 20
