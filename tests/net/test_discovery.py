"""A hosted game is found by a browser, both bound to the loopback interface only."""

from __future__ import annotations

import threading
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


class _Info:
    def __init__(self, port: int) -> None:
        self.port = port
        self.properties = {b"v": b"1", b"game": b"dice", b"seats": b"3", b"free": b"1",
                           b"host": b"Live"}

    def parsed_addresses(self) -> list[str]:
        return ["127.0.0.1"]


class _SlowZeroconf:
    """A game that never answers (its host is gone) and one that does."""

    def __init__(self) -> None:
        self.release = threading.Event()
        self.asked: list[str] = []

    def get_service_info(self, service_type: str, name: str, timeout: int) -> Any:
        self.asked.append(name)
        if name.startswith("dead"):
            self.release.wait(10)
            return None
        return _Info(4242)


def test_a_game_that_does_not_answer_holds_up_no_other(qtbot: Any) -> None:
    """zeroconf calls the browser on one thread: a lookup that waits for a dead host must not
    keep the live game off the list (the smoke test's network stage waited 20 s and more for
    it, issue 33.8), and a dead one is asked again before it is left out."""
    from zeroconf import ServiceStateChange

    from thousand_app.net.discovery import SERVICE_TYPE

    browser = Browser("127.0.0.1")
    heard: list[list[Any]] = []
    browser.gamesChanged.connect(heard.append)
    zc = _SlowZeroconf()

    def zeroconf_thread() -> None:
        for name in ("dead 1." + SERVICE_TYPE, "dead 2." + SERVICE_TYPE, "live." + SERVICE_TYPE):
            browser._changed(zeroconf=zc, service_type=SERVICE_TYPE, name=name,
                             state_change=ServiceStateChange.Added)

    worker = threading.Thread(target=zeroconf_thread)
    worker.start()
    try:
        qtbot.waitUntil(lambda: any(g.port == 4242 for lst in heard for g in lst), timeout=5000)
        assert [g.host for g in browser.games] == ["Live"]
        zc.release.set()
        qtbot.waitUntil(lambda: zc.asked.count("dead 1." + SERVICE_TYPE) > 1, timeout=10_000)
    finally:
        zc.release.set()
        worker.join()
        browser.stop()
