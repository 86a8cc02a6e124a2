"""Network play's stage of the app's smoke test (``thousand --smoke-test``): what a package
could lose of it (QtNetwork, zeroconf) is used as a player uses it, on the loopback address
only: a game is hosted and announced, found by browsing, and this window's seat takes its
table and is offered its first move; then the host stops."""

from __future__ import annotations

import time
from typing import Any, Callable, Optional

from thousand_app.net.discovery import Browser

from .game_ui import NetworkSetup, SmokeStage
from .net_lobby import HostedGame, NetSession

__all__ = ["NetworkStage"]

LOOP = "127.0.0.1"


class NetworkStage(SmokeStage):
    """Host a game of the first game that plays remote (a person's seat and a computer's),
    find it on the local network, play its table's first move."""

    name = "network game"

    def __init__(self) -> None:
        self.hosted: Optional[HostedGame] = None
        self.browser: Optional[Browser] = None
        self.found = 0
        self.kind = ""
        self.handed = False
        self.started_at = 0.0
        self.seconds = 0.0

    def start(self, window: Any, fail: Callable[[str], None]) -> None:
        self.started_at = time.monotonic()
        kind = next((ui.name for ui in window.uis if window.part(ui.name).plays_remote), None)
        if kind is None:
            fail("no game has a table for network play")
            return
        self.kind = kind
        game = window.uis.kind(kind)
        lo = game.seats[0]
        rules = game.rules_from_json({"preset": "classic"})
        setup = NetworkSetup(rules, [f"P{i + 1}" for i in range(lo)], [i == 0 for i in range(lo)])
        self.hosted = HostedGame(game, setup, bind=LOOP, announce=LOOP)
        if not self.hosted.listening:
            fail(f"cannot listen on {LOOP}")
            return
        try:
            self.browser = Browser(LOOP)
            self.browser.gamesChanged.connect(self._listed)
            self.browser.start()
        except Exception as exc:   # (zeroconf missing from a package, no multicast)
            fail(f"cannot browse the local network: {exc}")

    def _listed(self, games: list[Any]) -> None:
        """(Other games announced on the same network do not count: only this one.)"""
        hosted = self.hosted
        self.found = sum(1 for g in games if hosted is not None and g.port == hosted.port)

    def stop(self, window: Any) -> None:
        """The stage ends, done or not: stop browsing, leave the table, stop hosting (so that
        nothing asks whether to leave the game when the smoke test closes the window)."""
        if self.browser is not None:
            self.browser.stop()
            self.browser = None
        part = window.part(self.kind) if self.kind else None
        if self.handed and part is not None and part.session is not None:
            part.end_screen()        # (the session stops the host)
        elif not self.handed and self.hosted is not None:
            self.hosted.close()
        self.hosted = None

    def check(self, window: Any, fail: Callable[[str], None]) -> bool:
        hosted = self.hosted
        if hosted is None or hosted.own is None:
            return False
        own = hosted.own
        host = hosted.host
        if not host.table.started:    # (this window's own seat joins first)
            if host.free_seats() == 0:
                host.start()
            return False
        if not self.handed:
            if own.observation is None:
                return False
            part = window.part(self.kind)
            part.start_remote(NetSession(self.kind, own, hosted))
            self.handed = True
            return False
        part = window.part(self.kind)
        c = part.controller
        if c is None or not own.my_turn or c.waiting_for is None or not self.found:
            return False
        self.seconds = time.monotonic() - self.started_at
        self.stop(window)            # (leaves the seat and stops the host)
        return True

    def figures(self) -> str:
        if not self.handed:
            return ""
        return (f"a network {self.kind} game hosted on {LOOP}, found by browsing, its table "
                f"offered the first move in {self.seconds:.1f} s")
