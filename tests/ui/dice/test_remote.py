"""The dice table of a remote seat on loopback: the real DiceScreen driven by
DiceRemoteController, played to the end against a computer seat on an in-process host; the
view (a shadow game from the host's events) is the host's game, turn by turn."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QTimer

from thousand_app.dice.engine import DiceGame
from thousand_app.kinds import REGISTRY
from thousand_app.net.host import Host, HostConfig
from thousand_app.net.remote import RemoteGame
from thousand_app.ui.dice.remote import DiceRemoteController, ObservedDice
from thousand_app.ui.dice.screen import DiceScreen

from .test_table import settings


def play_turn(screen: DiceScreen) -> None:
    """The person's move at the table: keep every scoring die, bank from 350, else throw."""
    if not screen.my_turn():
        return
    obs = screen.controller.observation()
    if obs.pending == "keep":
        screen.keep_all()
    elif obs.pending == "choice" and obs.stop_legal and obs.s >= 350:
        screen.stop()
    else:
        screen.throw()


def test_a_remote_dice_table_plays_a_game_to_the_end(qtbot: Any) -> None:
    kind = REGISTRY.get("dice")
    host = Host(kind, kind.rules_from_json({"preset": "classic"}),  # type: ignore[misc]
                [True, False], HostConfig(room_code="DDD-777", computer_level="normal"))
    port = host.listen("127.0.0.1", 0)
    host.peopleChanged.connect(lambda: host.free_seats() == 0 and host.start())
    remote = RemoteGame("Anna", "ddd777", "127.0.0.1", port)
    ctl = DiceRemoteController(remote, kind)
    won: list[int] = []
    ctl.over.connect(won.append)
    timer = QTimer()
    screen: Any = None
    try:
        remote.start()
        qtbot.waitUntil(lambda: ctl.observation() is not None, timeout=20_000)
        screen = DiceScreen(ctl, settings())   # (the table comes once the game has started)
        qtbot.addWidget(screen)
        screen.resize(900, 560)
        timer.timeout.connect(lambda: play_turn(screen))
        screen.show()
        screen.start()
        timer.start(5)
        qtbot.waitUntil(lambda: bool(won), timeout=120_000)
        timer.stop()
        game = host.table.game
        assert game.is_over and won == [game.winner]
        view = ctl.game
        assert isinstance(view, DiceGame)      # the shadow followed the whole game
        assert view.history == game.history and view.first_player == game.first_player
        assert view.totals == game.totals and view.winner == game.winner
        assert ctl.names == ("Anna", ctl.name(1)) and ctl.name(1)
        screen.refresh_sheet()
        assert screen.game_over.isVisible() or won
    finally:
        timer.stop()
        if screen is not None:
            screen.close_game()
        host.close()


def test_a_view_from_the_observation_alone() -> None:
    game = DiceGame(None, 3, players=["A", "B", "C"], first_player=1)
    view = ObservedDice(game.observation(0))
    assert (view.n, view.to_act, view.first_player, view.is_over) == (3, 1, 1, False)
    assert view.history == () and view.start_totals == (0, 0, 0)
