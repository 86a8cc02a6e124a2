"""Finding games on the local network: DNS-SD over multicast DNS with the ``zeroconf``
package (Bonjour and Avahi speak it too).  A host announces a ``_thousand._tcp`` service
whose TXT record says the protocol, the app version, the game, the rules preset and the
free seats; a :class:`Browser` lists the games announced.

zeroconf's calls block (an announcement probes the network for about a second) and its
browser calls back on its own thread: the blocking calls run on lanes of the task runner
(:mod:`thousand_app.tasks`) here, and what the browser finds reaches the Qt thread through a
mailbox, then a signal.  Nothing secret is announced
(the room code never is).
"""

from __future__ import annotations

import logging
import socket
import threading
from dataclasses import dataclass
from typing import Any, Optional

from PySide6.QtCore import QObject, Signal

from thousand_app.tasks import Lane, Mailbox

from .protocol import APP_VERSION, PROTOCOL

__all__ = ["SERVICE_TYPE", "Announcer", "Browser", "FoundGame"]

log = logging.getLogger("thousand.net")

SERVICE_TYPE = "_thousand._tcp.local."
#: How long a browser waits for a game's answer (ms), each time it asks.
RESOLVE_MS = (1000, 3000, 5000)


def _zeroconf(interface: str) -> Any:
    """A Zeroconf on one IPv4 interface's address, or on all of them (``0.0.0.0``)."""
    from zeroconf import InterfaceChoice, IPVersion, Zeroconf
    interfaces: Any = InterfaceChoice.All if interface in ("", "0.0.0.0") else [interface]
    return Zeroconf(interfaces=interfaces, ip_version=IPVersion.V4Only)


def _addresses(bind: str) -> list[bytes]:
    if bind not in ("", "0.0.0.0"):
        return [socket.inet_aton(bind)]
    import ifaddr
    out = []
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            if isinstance(ip.ip, str) and not ip.ip.startswith("127."):
                out.append(socket.inet_aton(ip.ip))
    return out or [socket.inet_aton("127.0.0.1")]


def _label(text: str) -> str:
    """A DNS-SD instance name part: printable, at most 40 characters, no dots."""
    clean = "".join(ch if ch.isprintable() and ch != "." else "-" for ch in text)
    return clean[:40] or "Thousand"


class Announcer:
    """Announces one hosted game while it takes people; :meth:`update` after a seat changes."""

    def __init__(self, host: Any, bind: str = "0.0.0.0", interface: Optional[str] = None) -> None:
        self.host = host
        self.bind = bind
        self.interface = bind if interface is None else interface
        self._lane = Lane("zeroconf")
        self._zc: Any = None
        self._info: Any = None
        self._stopped = False
        self._name = f"{_label(host.config.name)} {host.port}.{SERVICE_TYPE}"

    def _properties(self) -> dict[str, str]:
        table = self.host.table
        return {"v": str(PROTOCOL), "app": APP_VERSION, "game": self.host.kind.name,
                "preset": str(getattr(table.rules, "preset_name", "")),
                "seats": str(len(table.seats)), "free": str(self.host.free_seats()),
                "started": "1" if table.started else "0", "host": _label(self.host.config.name)}

    def _make_info(self) -> Any:
        from zeroconf import ServiceInfo
        return ServiceInfo(SERVICE_TYPE, self._name, addresses=_addresses(self.bind),
                           port=self.host.port, properties=self._properties(),
                           server=f"{_label(socket.gethostname())}.local.")

    def start(self) -> None:
        if not self._stopped:
            self._info = self._make_info()
            self._lane.run(self._guard, self._register, self._info)

    def update(self) -> None:
        """The seats changed: announce them (nothing once stopped: the host's last seat
        changes come while it closes)."""
        if self._info is not None and not self._stopped:
            self._info = self._make_info()
            self._lane.run(self._guard, self._update, self._info)

    def stop(self, wait: bool = True) -> None:
        if self._stopped:
            return
        self._stopped = True
        closed = self._lane.submit(self._guard, self._close)
        if wait:
            closed.result()

    def _guard(self, fn: Any, *args: Any) -> None:
        try:
            fn(*args)
        except Exception as e:   # announcing is a convenience: the game goes on without it
            log.warning("local network announcement: %s", e)

    def _register(self, info: Any) -> None:
        self._zc = _zeroconf(self.interface)
        self._zc.register_service(info)
        log.info("announced %s on the local network", self._name)

    def _update(self, info: Any) -> None:
        if self._zc is not None:
            self._zc.update_service(info)

    def _close(self) -> None:
        if self._zc is not None:
            if self._info is not None:
                self._zc.unregister_service(self._info)
            self._zc.close()
            self._zc = None


@dataclass(frozen=True)
class FoundGame:
    """A game announced on the local network."""

    name: str
    host: str
    address: str
    port: int
    game: str
    preset: str
    seats: int
    free: int
    started: bool
    #: Whether its protocol and app version are ours (else it cannot be joined).
    compatible: bool


def _found(name: str, info: Any) -> Optional[FoundGame]:
    props = {(k.decode("utf-8", "replace") if isinstance(k, bytes) else str(k)):
             (v.decode("utf-8", "replace") if isinstance(v, bytes) else "")
             for k, v in (info.properties or {}).items()}
    addresses = info.parsed_addresses()
    if not addresses:
        return None

    def number(key: str) -> int:
        text = props.get(key, "")
        return int(text) if text.isdigit() and len(text) < 4 else 0

    return FoundGame(name=name, host=props.get("host", "")[:40], address=addresses[0],
                     port=int(info.port or 0), game=props.get("game", "")[:16],
                     preset=props.get("preset", "")[:32], seats=number("seats"),
                     free=number("free"), started=props.get("started") == "1",
                     compatible=props.get("v") == str(PROTOCOL) and props.get("app") == APP_VERSION)


class Browser(QObject):
    """Lists the games announced; ``gamesChanged(list of FoundGame)`` on the Qt thread."""

    gamesChanged = Signal(list)

    def __init__(self, interface: str = "0.0.0.0", parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.interface = interface
        self._games: dict[str, FoundGame] = {}
        self._lock = threading.Lock()
        self._stopped = False
        self._zc: Any = None
        self._browser: Any = None
        #: How many changes of each game were heard (a lookup of an older one is dropped).
        self._asked: dict[str, int] = {}
        self._resolver = Lane("zeroconf-resolve", width=4)
        #: zeroconf's thread posts the new list here; the Qt thread emits it (no Qt call
        #: from a thread Qt did not start: see :mod:`thousand_app.mailbox`).
        self._mail = Mailbox(self)

    @property
    def games(self) -> list[FoundGame]:
        with self._lock:
            return sorted(self._games.values(), key=lambda g: (g.host, g.port))

    def start(self) -> None:
        from zeroconf import ServiceBrowser
        self._zc = _zeroconf(self.interface)
        self._mail.expect()
        self._browser = ServiceBrowser(self._zc, SERVICE_TYPE, handlers=[self._changed])

    def stop(self) -> None:
        """Stop browsing; no signal comes after this returns."""
        with self._lock:
            self._stopped = True
        self._mail.close()
        self._resolver.cancel()
        if self._zc is not None:
            self._browser.cancel()
            self._zc.close()
            self._zc = None

    def _emit(self, games: list[FoundGame]) -> None:
        if not self._stopped:
            self.gamesChanged.emit(games)

    def _changed(self, zeroconf: Any, service_type: str, name: str, state_change: Any) -> None:
        """On zeroconf's thread: a game gone is taken off at once; a game new or changed is
        looked up on the resolver's threads (each lookup may wait seconds for an answer, and
        a game that does not answer, one whose host died, say, must not hold up the others)."""
        from zeroconf import ServiceStateChange
        try:
            with self._lock:
                if self._stopped:
                    return
                self._asked[name] = asked = self._asked.get(name, 0) + 1
                if state_change is ServiceStateChange.Removed:
                    if self._games.pop(name, None) is not None:
                        self._post()
                    return
            self._resolver.run(self._resolve, zeroconf, service_type, name, asked)
        except Exception as e:
            log.warning("local network browsing: %s", e)

    def _resolve(self, zeroconf: Any, service_type: str, name: str, asked: int) -> None:
        """On a resolver thread: the game's address and TXT record, asked again a few times
        (a game that never answers is left out; one listed already stays as it was)."""
        try:
            for wait_ms in RESOLVE_MS:
                with self._lock:
                    if self._stopped or self._asked.get(name) != asked:
                        return       # (stopped, or a newer change of it is looked up)
                info = zeroconf.get_service_info(service_type, name, wait_ms)
                found = _found(name, info) if info is not None else None
                if found is not None:
                    break
            else:
                log.info("local network browsing: %s does not answer", name)
                return
            with self._lock:
                if self._stopped or self._asked.get(name) != asked:
                    return
                self._games[name] = found
                self._post()
        except Exception as e:
            log.warning("local network browsing: %s", e)

    def _post(self) -> None:
        """(With the lock held) the list as it is now, to the Qt thread."""
        self._mail.post(self._emit, sorted(self._games.values(), key=lambda g: (g.host, g.port)))
