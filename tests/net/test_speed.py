"""What keeps network play fast at a person's pace (issue 33.17): the mechanisms are checked
here, never the speed (``python -m thousand_app.net.bench --json`` prints the figures)."""

from __future__ import annotations

from typing import Any

from PySide6.QtNetwork import QAbstractSocket

from thousand_app.net.client import Client

from .test_client import make_host

LOW_DELAY = QAbstractSocket.SocketOption.LowDelayOption


def test_every_socket_has_low_delay_and_writes_go_out_at_once(qtbot: Any) -> None:
    host = make_host(people=1)
    anna = Client("Anna", "QQQ-777")
    anna.connect_to("127.0.0.1", host.port)
    qtbot.waitUntil(lambda: anna.observation is not None, timeout=10_000)
    conn = host._by_seat[0]
    assert conn.peer.socket.socketOption(LOW_DELAY) == 1          # the host's end
    assert anna._peer is not None and anna._peer.socket.socketOption(LOW_DELAY) == 1
    conn.peer.send({"type": "pong"})
    assert conn.peer.socket.bytesToWrite() == 0                     # flushed, not queued
    anna.close()
    host.close()
