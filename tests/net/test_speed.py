"""What keeps network play fast at a person's pace (issue 33.17): the mechanisms are checked
here, never the speed (``python -m thousand_app.net.bench --json`` prints the figures)."""

from __future__ import annotations

from typing import Any

import pytest
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


@pytest.mark.slow
def test_the_bench_prints_what_players_feel(tmp_path: Any) -> None:
    """Issue 33.18: one JSON object on the last line with the figures asked for (a short run:
    the figures are checked to be there, never how fast)."""
    import json
    import subprocess
    import sys

    from .procs import env

    done = subprocess.run(
        [sys.executable, "-m", "thousand_app.net.bench", "--json", "--games", "2",
         "--person-s", "2", "--think-ms", "100", "--load-think-ms", "0", "--load-s", "1",
         "--floor-s", "0.5"], capture_output=True, text=True, env=env(), timeout=240)
    assert done.returncode == 0, done.stderr
    figures = json.loads(done.stdout.strip().splitlines()[-1])
    for key in ("games", "person_rtt_ms_p95", "person_rtt_ms_p99", "others_update_ms_p95",
                "saturation_moves_per_s", "host_cpu_ms_per_move", "floor_rtt_ms_p95",
                "zero_think_moves_per_s", "clients_cpu_ms_per_move"):
        assert key in figures, key
    assert figures["games"] == 2 and figures["client_procs"] == 3 and figures["autosave"]
    assert figures["person_moves"] > 0 and figures["floor_rtt_ms_p95"] is not None
    assert [p["think_ms"] for p in figures["phases"]] == [100, 0]
    assert all(p["clients_cpu_share"] > 0 for p in figures["phases"])   # (the bench's own)
