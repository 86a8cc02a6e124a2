"""A network game left is freed (issue 39, point 1): after several games joined and left and
hosted and left, of both games, at the main window's table, the live remote controllers,
remote games and panels are at most those of the last game of each kind (before the fix: one
of each for every game played, 16 after 16 games)."""

from __future__ import annotations

import gc
from typing import Any

from thousand_app.cards.engine import Rules
from thousand_app.kinds import REGISTRY
from thousand_app.net.host import Host, HostConfig
from thousand_app.net.remote import RemoteGame
from thousand_app.ui.common.game_ui import NetworkSetup
from thousand_app.ui.common.main_window import MainWindow
from thousand_app.ui.common.net_lobby import HostedGame, NetSession
from thousand_app.ui.common.net_panel import NetPanel
from thousand_app.ui.common.remote_controller import RemoteController


def _rules(kind: str) -> Any:
    return Rules() if kind == "cards" else \
        REGISTRY.get("dice").rules_from_json({"preset": "classic"})  # type: ignore[misc]


def _joined(qtbot: Any, window: MainWindow, kind: str) -> None:
    host = Host(REGISTRY.get(kind), _rules(kind), [True, False, False] if kind == "cards"
                else [True, False], HostConfig(room_code="FFF-222", computer_level="random"))
    port = host.listen("127.0.0.1", 0)
    host.peopleChanged.connect(lambda: host.free_seats() == 0 and host.start())
    remote = RemoteGame("Anna", "fff222", "127.0.0.1", port)
    remote.start()
    qtbot.waitUntil(lambda: remote.observation is not None, timeout=20_000)
    part: Any = window.part(kind)
    part.start_remote(NetSession(kind, remote))
    part.end_screen()
    host.close()


def _hosted(qtbot: Any, window: MainWindow, kind: str) -> None:
    n = 3 if kind == "cards" else 2
    setup = NetworkSetup(_rules(kind), [f"P{i + 1}" for i in range(n)],
                         [i == 0 for i in range(n)])
    hosted = HostedGame(kind, setup, bind="127.0.0.1", announce=None)
    own = hosted.own
    assert own is not None
    qtbot.waitUntil(lambda: own.state == "playing", timeout=20_000)
    hosted.host.start()
    qtbot.waitUntil(lambda: own.observation is not None, timeout=20_000)
    part: Any = window.part(kind)
    part.start_remote(NetSession(kind, own, hosted))
    part.end_screen()


def _live() -> dict[str, int]:
    for _ in range(3):
        gc.collect()
    counts = {"controllers": 0, "remotes": 0, "panels": 0}
    for obj in gc.get_objects():
        try:
            if isinstance(obj, RemoteController):
                counts["controllers"] += 1
            elif isinstance(obj, RemoteGame):
                counts["remotes"] += 1
            elif isinstance(obj, NetPanel):
                counts["panels"] += 1
        except ReferenceError:
            pass
    return counts


def test_network_games_left_are_freed(qtbot: Any, window: MainWindow) -> None:
    def flush() -> None:
        from PySide6.QtCore import QCoreApplication, QEvent
        for _ in range(3):
            QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
            QCoreApplication.processEvents()

    for kind in ("cards", "dice"):
        _joined(qtbot, window, kind)
        _hosted(qtbot, window, kind)
    flush()
    once = _live()
    for _ in range(3):
        for kind in ("cards", "dice"):
            _joined(qtbot, window, kind)
            _hosted(qtbot, window, kind)
    flush()
    after = _live()
    # (at most the last game's of each kind, which Qt may still hold until its next event:
    # never one more for each game played)
    assert all(after[k] <= 2 for k in after), (once, after)
