"""For the UI's network tests: an in-process host on loopback with computer seats, and one
person's seat joined and playing."""

from __future__ import annotations

from typing import Any, Sequence

from thousand_app.cards.engine import Rules
from thousand_app.kinds import REGISTRY
from thousand_app.net.host import Host, HostConfig
from thousand_app.net.remote import RemoteGame

LOOP = "127.0.0.1"


def rules_of(kind: str) -> Any:
    return Rules() if kind == "cards" else \
        REGISTRY.get("dice").rules_from_json({"preset": "classic"})  # type: ignore[misc]


def hosting(kind: str = "dice", code: str = "EEE-444", people: Sequence[bool] = (True, False),
            **config: Any) -> tuple[Host, int]:
    """A host of ``kind`` on loopback (random computer players in the seats not for
    ``people``, unless ``computer_level`` says) that starts once its people are in; its port."""
    config.setdefault("computer_level", "random")
    host = Host(REGISTRY.get(kind), rules_of(kind), list(people),
                HostConfig(room_code=code, **config))
    port = host.listen(LOOP, 0)
    host.peopleChanged.connect(lambda: host.free_seats() == 0 and host.start())
    return host, port


def joined_seat(qtbot: Any, kind: str = "dice", code: str = "EEE-444",
                people: Sequence[bool] = (True, False), name: str = "Anna",
                **config: Any) -> tuple[Host, RemoteGame]:
    """A host of ``kind`` (random computer players in the seats not for ``people``) that
    starts once its people are in, and ``name``'s seat, joined and shown the game."""
    host, port = hosting(kind, code, people, **config)
    remote = RemoteGame(name, code.lower().replace("-", ""), LOOP, port)
    remote.start()
    qtbot.waitUntil(lambda: remote.observation is not None, timeout=20_000)
    return host, remote
