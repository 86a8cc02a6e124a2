"""At rest the app sets no periodic timer (issue 39, point 4): the start screen, both tables
waiting for a person's move, the network window's Join and Host tabs (browsing), and after
the network window is closed.  A hosted game's lobby keeps only the connected seat's
keepalives (the client's ping, the host's check for silence), which end with the game.
Checked on the objects' timers, not by waiting: no test here sleeps."""

from __future__ import annotations

from typing import Any

from research.soak import periodic_timers, qobject_ids
from thousand_app.cards.engine import Game, Rules
from thousand_app.dice.engine import DiceGame, DiceRules
from thousand_app.ui.cards.controller import COMPUTER, HUMAN, Seat
from thousand_app.ui.common.game_ui import NetworkSetup
from thousand_app.ui.common.main_window import MainWindow
from thousand_app.ui.common.network import NetworkWindow

from .net_helpers import LOOP, rules_of
from thousand_app.ui.kinds import UI_REGISTRY

#: What a connected seat keeps while its network game is on (the client's ping every 10 s,
#: the host's peer's check for silence).
KEEPALIVE = ("QTimer(of Client)", "QTimer(of Peer)")


def test_the_start_screen_and_the_tables_set_no_periodic_timer(qtbot: Any,
                                                               window: MainWindow) -> None:
    before = qobject_ids() - {id(window)}
    assert periodic_timers(before) == []
    seats = [Seat("Anna", HUMAN), Seat("Boris", COMPUTER, "random"),
             Seat("Vera", COMPUTER, "random")]
    cards: Any = window.part("cards")
    cards.start_game(Game(Rules(), 3, players=[s.name for s in seats]), seats)
    qtbot.waitUntil(lambda: cards.controller.waiting_for == 0, timeout=20_000)
    assert periodic_timers(before) == []
    cards.end_screen()
    dice: Any = window.part("dice")
    dice.start_game(DiceGame(DiceRules(), 2, players=["Anna", "Dan"]),
                    [seats[0], Seat("Dan", COMPUTER, "random")])
    qtbot.waitUntil(lambda: dice.controller.waiting_for is not None, timeout=20_000)
    assert periodic_timers(before) == []
    dice.end_screen()
    assert periodic_timers(before) == []


def test_the_network_window_sets_no_periodic_timer_but_a_seats_keepalive(qtbot: Any) -> None:
    before = qobject_ids()
    setup = NetworkSetup(rules_of("dice"), ["Anna", "Boris"], [True, True])
    w = NetworkWindow(lambda kind: setup, "Anna", uis=UI_REGISTRY, bind=LOOP, announce=None, browse=LOOP,
                      addresses=[LOOP])
    qtbot.addWidget(w)
    w.show()
    w.tabs.setCurrentWidget(w.join_panel)          # (browsing the local network)
    assert periodic_timers(before) == []
    w.tabs.setCurrentWidget(w.host_stack)
    assert periodic_timers(before) == []
    assert w.host_game("dice") and w.hosted is not None
    own = w.hosted.own
    qtbot.waitUntil(lambda: own is not None and own.state == "playing", timeout=20_000)
    kept = periodic_timers(before)                 # the lobby: the own seat is connected
    assert kept and all(t.startswith(KEEPALIVE) for t in kept), kept
    w.close()                                      # (stops hosting: the keepalives end)
    qtbot.waitUntil(lambda: periodic_timers(before) == [], timeout=10_000)
