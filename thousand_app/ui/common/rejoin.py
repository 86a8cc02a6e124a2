"""What the app remembers of the network game it was seated in, to offer it again after a
restart: the network preferences in the settings, the game to rejoin, and the watch that
forgets it once the game ends for good.  (Apart from the network window, which the games'
windows reach through the UI registry: a table of a game joined needs only this.)"""

from __future__ import annotations

from typing import Any, Callable, Optional

from PySide6.QtCore import QObject

from thousand_app.net.protocol import CODE_MIN_LENGTH, normalize_code
from thousand_app.net.remote import RemoteGame

__all__ = ["GONE", "RejoinWatch", "forget_rejoin", "network_prefs", "rejoin_game"]


def network_prefs(settings: Any) -> dict[str, Any]:
    """What the network window remembers in the settings (``settings.network``, changed in
    place): the name, the address and port last joined, the port to host on, and the seat
    taken in each game joined (to take it back by joining again)."""
    prefs = getattr(settings, "network", None)
    if not isinstance(prefs, dict):
        prefs = {}
        try:
            settings.network = prefs
        except AttributeError:
            pass
    return prefs


#: Why a game ended that leaves nothing to rejoin (the app forgets it).
GONE = frozenset({"ended", "host_closed", "removed", "unknown_token", "replaced", "started",
                  "wrong_code", "over"})


def rejoin_game(prefs: dict[str, Any]) -> Optional[dict[str, Any]]:
    """The game this app was last seated in, if it may still be going on: ``code`` (the
    room code, normalized), ``address``, ``port``, ``name``; else None."""
    game = prefs.get("rejoin")
    if not isinstance(game, dict):
        return None
    code, address, port = game.get("code"), game.get("address"), game.get("port")
    if not (isinstance(code, str) and CODE_MIN_LENGTH <= len(normalize_code(code)) <= 64
            and isinstance(address, str) and address and type(port) is int
            and 0 < port <= 65535):
        return None
    return {"code": normalize_code(code), "address": address[:200], "port": port,
            "name": game.get("name") if isinstance(game.get("name"), str) else ""}


def forget_rejoin(prefs: dict[str, Any], code: str) -> bool:
    """The game this app was seated in ended with ``code``: forget it when nothing is left
    to rejoin (ended by the host, the seat given away, the game over); True if forgotten."""
    if code in GONE and "rejoin" in prefs:
        del prefs["rejoin"]
        return True
    return False


class RejoinWatch(QObject):
    """At the table of a game joined: forgets the game to rejoin (in ``prefs``, then
    ``save()``) once it ends for good or is over.  It lives as long as the remote seat."""

    def __init__(self, remote: RemoteGame, prefs: dict[str, Any],
                 save: Callable[[], None]) -> None:
        super().__init__(remote)
        self.remote, self.prefs, self.save = remote, prefs, save
        remote.ended.connect(self._ended)
        remote.tableChanged.connect(self._table)

    def _ended(self, code: str, _reason: str) -> None:
        if forget_rejoin(self.prefs, code):
            self.save()

    def _table(self) -> None:
        obs = self.remote.observation
        if obs is not None and obs.get("winner") is not None and forget_rejoin(self.prefs,
                                                                               "over"):
            self.save()
