"""A hosted game is found by a browser, both bound to the loopback interface only."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QTimer

from thousand_app.kinds import REGISTRY
from thousand_app.net.client import Client
from thousand_app.net.discovery import Announcer, Browser
from thousand_app.net.host import Host, HostConfig


def test_a_hosted_game_is_found_on_the_loopback_interface(qtbot: Any) -> None:
    kind = REGISTRY.get("dice")
    host = Host(kind, kind.rules_from_json({"preset": "classic"}), [True, True, False],
                HostConfig(room_code="ABC-DEF", name="Test host"))
    port = host.listen("127.0.0.1", 0)
    announcer = Announcer(host, "127.0.0.1")
    browser = Browser("127.0.0.1")
    heard: list[list[Any]] = []
    browser.gamesChanged.connect(heard.append)
    try:
        announcer.start()
        browser.start()
        assert _ticking(browser) == []     # (issue 39: the Join list polled 10 times a second)
        qtbot.waitUntil(lambda: any(g.port == port for lst in heard for g in lst),
                        timeout=20_000)
        assert _ticking(browser) == []
        game = next(g for g in browser.games if g.port == port)
        assert (game.address, game.game, game.preset, game.seats, game.free, game.host) == (
            "127.0.0.1", "dice", "classic", 3, 2, "Test host")
        assert game.compatible and not game.started
        assert "ABC" not in repr(game)
        client = Client("Anna", "abcdef")
        client.connect_to(game.address, game.port)
        qtbot.waitUntil(lambda: host.free_seats() == 1, timeout=10_000)
        announcer.update()
        qtbot.waitUntil(lambda: any(g.port == port and g.free == 1 for g in browser.games),
                        timeout=20_000)
        client.close()
    finally:
        browser.stop()
        announcer.stop()
        host.close()


def _ticking(obj: QObject) -> list[QTimer]:
    """The timers under ``obj`` that would wake the event loop."""
    return [t for t in obj.findChildren(QTimer) if t.isActive()]
