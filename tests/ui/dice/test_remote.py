"""The dice table of a remote seat on loopback: the real DiceScreen driven by
DiceRemoteController, played to the end against a computer seat on an in-process host; the
view (the host's observation) shows the host's game, turn by turn."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QTimer

from thousand_app.dice.engine import DiceGame
from thousand_app.kinds import REGISTRY
from thousand_app.net.remote import RemoteGame
from thousand_app.ui.dice.controller import DiceHint
from thousand_app.ui.common.remote_controller import ObservedView
from thousand_app.ui.dice.remote import DiceRemoteController
from thousand_app.ui.dice.screen import DiceScreen

from ..net_helpers import hosting
from .test_table import settings
from thousand_app.ui.kinds import UI_REGISTRY


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


@pytest.mark.slow
def test_a_remote_dice_table_plays_a_game_to_the_end(qtbot: Any) -> None:
    kind = REGISTRY.get("dice")
    host, port = hosting("dice", "DDD-777", computer_level="normal")
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
        qtbot.waitUntil(screen.my_turn, timeout=20_000)
        hints: list[Any] = []
        ctl.hintReady.connect(lambda seat, hint: hints.append((seat, hint)))
        ctl.request_hint(0)          # hard's advice on the observation, off the GUI thread
        qtbot.waitUntil(lambda: bool(hints), timeout=30_000)
        assert hints[0][0] == 0 and isinstance(hints[0][1], DiceHint)
        timer.start(5)
        qtbot.waitUntil(lambda: bool(won), timeout=120_000)
        timer.stop()
        game = host.table.game
        assert game.is_over and won == [game.winner]
        view = ctl.game
        assert isinstance(view, ObservedView)  # the observation has the whole score sheet
        assert view.history == tuple(game.history) and view.first_player == game.first_player
        assert view.totals == game.totals and view.winner == game.winner
        assert ctl.names == ("Anna", ctl.name(1)) and ctl.name(1)
        screen.refresh_sheet()
        assert screen.game_over.isVisible() or won
        assert screen.game_over.rematch_button.isHidden()   # (no rematch at a network seat)
    finally:
        timer.stop()
        if screen is not None:
            screen.close_game()
        host.close()


def test_a_view_from_the_observation_alone() -> None:
    game = DiceGame(None, 3, players=["A", "B", "C"], first_player=1,
                    start_totals=[100, 0, 50])
    view = ObservedView(game.observation(0))
    assert (view.n, view.to_act, view.first_player, view.is_over) == (3, 1, 1, False)
    assert view.history == () and view.start_totals == (100, 0, 50)


@pytest.mark.slow
def test_host_and_joiner_get_tables_and_play_a_dice_game_to_the_end(qtbot: Any,
                                                                    window: Any) -> None:
    """Two network windows on 127.0.0.1: the host (this main window: its dice part takes the
    table) and a joined person (a table of its own); Start hands both seats to their tables,
    the network windows close, and the two people play the game to the end at the tables."""
    from thousand_app.ui.common.game_ui import NetworkSetup
    from thousand_app.ui.common.network import NetworkWindow

    from ..test_network_window import host_and_join

    loop = "127.0.0.1"
    rules = REGISTRY.get("dice").rules_from_json({"preset": "classic"})  # type: ignore[misc]
    setup = NetworkSetup(rules, ["Anna", "Boris"], [True, True])
    sessions: dict[str, list[Any]] = {"host": [], "join": []}
    wins: dict[str, NetworkWindow] = {}
    for who, name in (("host", "Anna"), ("join", "Boris")):
        w = NetworkWindow(lambda _kind: setup, name, uis=UI_REGISTRY, bind=loop, announce=None, browse=loop,
                          addresses=[loop], takes_table=lambda kind: kind == "dice")
        qtbot.addWidget(w)
        w.tableReady.connect(sessions[who].append)
        w.show()
        wins[who] = w
    timer = QTimer()
    guest: Any = None
    try:
        host_win, join_win = wins["host"], wins["join"]
        lobby = host_and_join(host_win, join_win)
        panel = join_win.join_panel
        qtbot.waitUntil(lambda: lobby.status.text() == "Everyone is here.", timeout=10_000)
        lobby.start_button.click()
        qtbot.waitUntil(lambda: bool(sessions["host"] and sessions["join"]), timeout=10_000)
        assert not host_win.isVisible() and not join_win.isVisible()   # the windows closed
        assert host_win.hosted is None and panel.remote is None        # ...owning nothing
        part = window.part("dice")
        part.start_remote(sessions["host"][0])     # as the main window does after the window
        host_screen = part.screen
        assert isinstance(part.controller, DiceRemoteController) and host_screen is not None
        guest_ctl = DiceRemoteController(sessions["join"][0].remote, REGISTRY.get("dice"))
        guest = DiceScreen(guest_ctl, settings())
        qtbot.addWidget(guest)
        guest.resize(900, 560)
        guest.show()
        won: list[int] = []
        guest_ctl.over.connect(won.append)
        timer.timeout.connect(lambda: (play_turn(host_screen), play_turn(guest)))
        timer.start(5)
        qtbot.waitUntil(lambda: bool(won) and part.controller.game.is_over, timeout=180_000)
        timer.stop()
        hosted = sessions["host"][0].hosted
        game = hosted.host.table.game
        assert game.is_over and won == [game.winner]
        for ctl in (part.controller, guest_ctl):
            assert isinstance(ctl.game, ObservedView) and ctl.game.history == tuple(game.history)
        assert part.controller.humans == [0] and guest_ctl.humans == [1]
        part.show_sheet()          # the score sheet from the view
        assert part.sheet is not None and part.sheet.isVisible()
    finally:
        timer.stop()
        if guest is not None:
            guest.close_game()
        window.part("dice").end_screen()    # closes the host's session: the host stops
