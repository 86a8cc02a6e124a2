"""A network game left is freed (issue 39, point 1): after several games joined and left and
hosted and left, of both games, at the main window's table, the live remote controllers,
remote games and panels are at most those of the last game of each kind (before the fix: one
of each for every game played, 16 after 16 games)."""

from __future__ import annotations

import gc
import weakref
from typing import Any

from thousand_app import gcguard
from thousand_app.kinds import REGISTRY
from thousand_app.net.host import HostConfig
from thousand_app.net.remote import RemoteGame
from thousand_app.ui.common.game_ui import NetworkSetup
from thousand_app.ui.common.main_window import MainWindow
from thousand_app.ui.common.net_lobby import HostedGame, NetSession
from thousand_app.ui.common.net_panel import NetPanel
from thousand_app.ui.common.remote_controller import RemoteController

from .net_helpers import joined_seat, rules_of


def _joined(qtbot: Any, window: MainWindow, kind: str) -> None:
    host, remote = joined_seat(qtbot, kind, "FFF-222", [True, False, False] if kind == "cards"
                               else [True, False])
    part: Any = window.part(kind)
    part.start_remote(NetSession(kind, remote))
    part.end_screen()
    host.close()


#: The hosts of the games hosted (weakly: each must go once its game is left).
HOSTS: list[Any] = []


def _hosted(qtbot: Any, window: MainWindow, kind: str) -> None:
    n = 3 if kind == "cards" else 2
    setup = NetworkSetup(rules_of(kind), [f"P{i + 1}" for i in range(n)],
                         [i == 0 for i in range(n)])
    hosted = HostedGame(REGISTRY.get(kind), setup, bind="127.0.0.1", announce=None,
                        config=HostConfig())
    HOSTS.append(weakref.ref(hosted.host))
    own = hosted.own
    assert own is not None
    qtbot.waitUntil(lambda: own.state == "playing", timeout=20_000)
    hosted.host.start()
    qtbot.waitUntil(lambda: own.observation is not None, timeout=20_000)
    part: Any = window.part(kind)
    part.start_remote(NetSession(kind, own, hosted))
    part.end_screen()


def _live(before: frozenset[int] = frozenset()) -> dict[str, int]:
    """The live remote controllers, games and panels (less those in ``before``: ids of ones
    alive before, another test's)."""
    for _ in range(3):
        gc.collect()
    counts = {"controllers": 0, "remotes": 0, "panels": 0}
    for obj in _objects():
        if id(obj) not in before:
            key = "controllers" if isinstance(obj, RemoteController) else \
                "remotes" if isinstance(obj, RemoteGame) else "panels"
            counts[key] += 1
    return counts


def _objects() -> list[Any]:
    return [o for o in gcguard.tracked_objects()
            if isinstance(o, (RemoteController, RemoteGame, NetPanel))]


def test_network_games_left_are_freed(qtbot: Any, window: MainWindow) -> None:
    def flush() -> None:
        from PySide6.QtCore import QCoreApplication, QEvent
        for _ in range(3):
            QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
            QCoreApplication.processEvents()

    gc.collect()
    before = frozenset(id(o) for o in _objects())
    for kind in ("cards", "dice"):
        _joined(qtbot, window, kind)
        _hosted(qtbot, window, kind)
    flush()
    once = _live(before)
    for _ in range(3):
        for kind in ("cards", "dice"):
            _joined(qtbot, window, kind)
            _hosted(qtbot, window, kind)
    flush()
    after = _live(before)
    # (at most the last game's of each kind, which Qt may still hold until its next event:
    # never one more for each game played)
    assert all(after[k] <= 2 for k in after), (once, after)

    def hosts_alive() -> int:
        gc.collect()
        return sum(ref() is not None for ref in HOSTS)

    qtbot.waitUntil(lambda: hosts_alive() == 0, timeout=10_000)   # (the hosts went too)
