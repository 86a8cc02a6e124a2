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


def test_a_host_that_ends_the_game_tells_everyone_and_stops_its_timers(qtbot: Any) -> None:
    """The host ends the game (the app's host leaves, or ``thousand-server`` gets SIGTERM:
    both ``Host.close``): every seat hears it and ends for good (never "reconnecting" for
    ever), and the closed game starts no grace period for the seats it closed."""
    from PySide6.QtCore import QTimer

    host = make_host(people=2)
    anna = RemoteGame("Anna", "qqq-777", "127.0.0.1", host.port)
    boris = RemoteGame("Boris", "qqq-777", "127.0.0.1", host.port)
    ends: list[tuple[str, str]] = []
    for r in (anna, boris):
        r.ended.connect(lambda code, _why, r=r: ends.append((r.name, code)))
        r.start()
    qtbot.waitUntil(lambda: anna.observation is not None and boris.observation is not None,
                    timeout=10_000)
    host.close()
    qtbot.waitUntil(lambda: len(ends) == 2, timeout=10_000)
    assert sorted(ends) == [("Anna", "host_closed"), ("Boris", "host_closed")]
    assert anna.state == boris.state == ENDED
    assert not host.table._grace
    assert not any(t.isActive() for t in host.table.findChildren(QTimer))


def test_a_host_that_dies_is_waited_for(qtbot: Any) -> None:
    """A host that vanishes without a word (killed, the network down) may come back: the
    seat keeps trying to reconnect."""
    host = make_host(people=1)
    remote = RemoteGame("Anna", "qqq-777", "127.0.0.1", host.port)
    remote.start()
    qtbot.waitUntil(lambda: remote.observation is not None, timeout=10_000)
    host._server.close()
    for conn in list(host._conns):
        conn.peer.socket.abort()
    qtbot.waitUntil(lambda: remote.state == RECONNECTING, timeout=10_000)
    remote.leave()
    host.close()


def _two_seated(qtbot: Any, host: Any) -> tuple[RemoteGame, RemoteGame]:
    """Anna and Boris at ``host``'s table, the game started."""
    anna = RemoteGame("Anna", "qqq-777", "127.0.0.1", host.port)
    boris = RemoteGame("Boris", "qqq-777", "127.0.0.1", host.port)
    for r in (anna, boris):
        r.start()
    qtbot.waitUntil(lambda: anna.observation is not None and boris.observation is not None,
                    timeout=10_000)
    return anna, boris


def test_the_chat_so_far_comes_back_after_a_rejoin_and_is_never_doubled(qtbot: Any) -> None:
    """The host sends the chat so far to whoever (re)joins: an app restarted (a new
    RemoteGame with the seat token) has the lines; a dropped connection that comes back has
    them once."""
    host = make_host(people=2)
    anna, boris = _two_seated(qtbot, host)
    anna.chat("hello")
    boris.chat("hi <b>Anna</b>")
    lines = [(0, "Anna", "hello"), (1, "Boris", "hi <b>Anna</b>")]
    qtbot.waitUntil(lambda: list(anna.chat_lines) == lines, timeout=10_000)
    anna._client._peer.socket.abort()   # type: ignore[union-attr]  # the network fails
    qtbot.waitUntil(lambda: anna.state == RECONNECTING, timeout=10_000)
    qtbot.waitUntil(lambda: anna.state == PLAYING and host.table.seats[0].connected,
                    timeout=10_000)
    boris.chat("back?")
    qtbot.waitUntil(lambda: len(anna.chat_lines) == 3, timeout=10_000)
    assert list(anna.chat_lines) == lines + [(1, "Boris", "back?")]
    token = boris.token
    boris.leave()              # the app closes...
    again = RemoteGame("Boris", "qqq-777", "127.0.0.1", host.port, token=token)
    again.start()              # ...and starts again: the seat and the chat come back
    qtbot.waitUntil(lambda: again.observation is not None and len(again.chat_lines) == 3,
                    timeout=10_000)
    assert list(again.chat_lines) == list(anna.chat_lines) and again.seat == 1
    again.leave()
    anna.leave()
    host.close()


def test_a_dropped_seat_shows_everyone_its_countdown(qtbot: Any) -> None:
    """A person drops: the others are told the seat is away and how long until the computer
    takes it; back again, the countdown is gone."""
    host = make_host(people=2, grace_s=40)
    anna, boris = _two_seated(qtbot, host)
    assert "grace_s" not in anna.seats[1]
    boris._client._peer.socket.abort()   # type: ignore[union-attr]
    qtbot.waitUntil(lambda: not anna.seats[1]["connected"], timeout=10_000)
    assert 35 <= anna.seats[1]["grace_s"] <= 40 and not anna.seats[1]["computer"]
    qtbot.waitUntil(lambda: anna.seats[1]["connected"], timeout=10_000)   # (back by itself)
    assert "grace_s" not in anna.seats[1]
    for r in (anna, boris):
        r.leave()
    host.close()


def test_a_server_stopped_by_sigterm_ends_the_game_for_its_seats(qtbot: Any,
                                                                 tmp_path: Any) -> None:
    import signal

    from .procs import ROOM, Server

    server = Server(tmp_path, "dice", 2, 1)
    remote = RemoteGame("Anna", ROOM, "127.0.0.1", server.port)
    ends: list[str] = []
    remote.ended.connect(lambda code, _why: ends.append(code))
    remote.start()
    qtbot.waitUntil(lambda: remote.observation is not None, timeout=20_000)
    server.proc.send_signal(signal.SIGTERM)
    qtbot.waitUntil(lambda: bool(ends), timeout=20_000)
    assert ends == ["host_closed"] and remote.state == ENDED
    assert server.finish(timeout=30)[0] == 0
