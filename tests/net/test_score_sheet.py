"""The score sheet travels in the observation (issue 36, point 4): every seat, one that came
back mid-game with its token too, has the host's whole sheet, from the game's first row;
the host sends each seat only the rows it does not have yet (``history_from``)."""

from __future__ import annotations

from typing import Any

import pytest

from thousand_app.kinds import REGISTRY
from thousand_app.net import client as client_module
from thousand_app.net.host import Host, HostConfig
from thousand_app.net.remote import RemoteGame

LOOP = "127.0.0.1"


def _host(kind_name: str, code: str) -> Host:
    kind = REGISTRY.get(kind_name)
    rules = kind.rules_from_json({"preset": "classic"})  # type: ignore[misc]
    host = Host(kind, rules, [True, False, False],
                HostConfig(room_code=code, computer_level="random"))
    host.listen(LOOP, 0)
    host.peopleChanged.connect(lambda: host.free_seats() == 0 and host.start())
    return host


def _plays_first_listed(remote: RemoteGame) -> None:
    """The person: the first move the host lists, whenever it lists any."""
    def move() -> None:
        if remote.legal_actions:
            remote.act(remote.legal_actions[0])
    remote.tableChanged.connect(move)


def _sheet(host: Host, seat: int) -> list[Any]:
    """The host's score sheet as the seat's observation writes it."""
    kind = host.table.kind
    data = kind.codec().observation_json(host.table.game.observation(seat))
    rows: list[Any] = data["history"]
    return rows


@pytest.mark.parametrize("kind_name, rows", [("cards", 2), ("dice", 8)])
def test_a_seat_back_mid_game_sees_the_whole_score_sheet(qtbot: Any, kind_name: str,
                                                         rows: int,
                                                         monkeypatch: pytest.MonkeyPatch
                                                         ) -> None:
    parts: list[int] = []
    whole = client_module._whole

    def heard(obs: dict[str, Any], before: Any) -> dict[str, Any]:
        if "history_from" in obs:
            parts.append(obs["history_from"])
        return whole(obs, before)

    monkeypatch.setattr(client_module, "_whole", heard)
    code = "SSS-444"
    host = _host(kind_name, code)
    anna = RemoteGame("Anna", code, LOOP, host.port)
    again: Any = None
    try:
        _plays_first_listed(anna)
        anna.start()
        qtbot.waitUntil(lambda: host.table.game is not None
                        and len(host.table.game.history) >= rows, timeout=60_000)
        # the sheet built from the rows sent since is the host's whole sheet
        qtbot.waitUntil(lambda: anna.observation is not None and anna.observation["history"]
                        == _sheet(host, 0), timeout=20_000)
        assert parts and max(parts) > 0          # only the new rows came after the first
        token = anna.token
        anna.leave()                           # the app closes mid-game...
        again = RemoteGame("Anna", code, LOOP, host.port, token=token)
        again.start()                          # ...and comes back: the whole sheet with it
        qtbot.waitUntil(lambda: again.observation is not None and again.seat == 0,
                        timeout=20_000)
        assert len(again.observation["history"]) >= rows
        # (the game waits for the person now: the sheet stands still)
        qtbot.waitUntil(lambda: again.observation["history"] == _sheet(host, 0)
                        and bool(again.legal_actions), timeout=20_000)
        obs = REGISTRY.get(kind_name).codec().observation_from_json(
            again.observation, host.table.game.rules)
        assert obs.history == tuple(host.table.game.history)
    finally:
        if again is not None:
            again.leave()
        host.close()
