"""The screen's side of a network game: the remote seat reconnects by itself with its token."""

from __future__ import annotations

from typing import Any

from thousand_app.net.remote import ENDED, PLAYING, RECONNECTING, RemoteGame

from .test_client import make_host


def test_a_dropped_connection_comes_back_to_the_same_seat_by_itself(qtbot: Any) -> None:
    host = make_host(people=1)
    remote = RemoteGame("Anna", "qqq-777", "127.0.0.1", host.port)
    states: list[str] = []
    remote.stateChanged.connect(states.append)
    remote.start()
    qtbot.waitUntil(lambda: remote.state == PLAYING and remote.observation is not None,
                    timeout=10_000)
    seat, token = remote.seat, remote.token
    assert token and [s["name"] for s in remote.seats][seat] == "Anna"
    remote._client._peer.socket.abort()   # type: ignore[union-attr]  # the network fails
    qtbot.waitUntil(lambda: RECONNECTING in states and remote.state == PLAYING,
                    timeout=10_000)
    assert (remote.seat, remote.token) == (seat, token)
    qtbot.waitUntil(lambda: host.table.seats[seat].connected, timeout=10_000)
    remote.chat("back")
    qtbot.waitUntil(lambda: bool(remote.chat_lines), timeout=10_000)
    ends: list[str] = []
    remote.ended.connect(lambda code, why: ends.append(code))
    remote.leave()
    assert remote.state == ENDED and ends == ["left"]
    host.close()


def test_a_wrong_code_ends_without_retrying(qtbot: Any) -> None:
    host = make_host()
    remote = RemoteGame("Eve", "nope00", "127.0.0.1", host.port)
    ends: list[str] = []
    remote.ended.connect(lambda code, why: ends.append(code))
    remote.start()
    qtbot.waitUntil(lambda: bool(ends), timeout=10_000)
    assert ends == ["wrong_code"] and remote.state == ENDED
    host.close()
