"""``thousand-server`` hears SIGTERM and Ctrl+C through the event loop's own notification (no
timer looking five times a second, issue 39), and stops without a traceback when it announces
its game on the local network (issue 33)."""

from __future__ import annotations

import os
import signal
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QTimer

from thousand_app.net.server import watch_signals

from .procs import Server, bot
from .test_faults import wait_line


def test_a_signal_wakes_the_event_loop_without_a_timer(qtbot: Any) -> None:
    heard: list[str] = []
    timers_before = {id(t) for t in QCoreApplication.instance().findChildren(QTimer)}
    watcher = watch_signals(heard.append, (signal.SIGUSR1,))
    try:
        assert not [t for t in watcher.findChildren(QTimer)]
        assert {id(t) for t in QCoreApplication.instance().findChildren(QTimer)} <= timers_before
        os.kill(os.getpid(), signal.SIGUSR1)
        qtbot.waitUntil(lambda: heard == ["SIGUSR1"], timeout=5000)
    finally:
        watcher.close()
    assert signal.getsignal(signal.SIGUSR1) is signal.SIG_DFL


def test_an_announcing_server_stops_on_sigterm_without_a_traceback(tmp_path: Path) -> None:
    server = Server(tmp_path, "cards", 3, 1, "--announce")
    player = bot(server.port, "P", 1, "--hang-after", "2")
    wait_line(player, "hanging")
    server.proc.send_signal(signal.SIGTERM)
    status, out, err = server.finish(timeout=30)
    assert status == 0 and "stopped" in out
    assert "Traceback" not in err + server.log(), err
    assert "stopping: SIGTERM received" in server.log()
    player.wait(timeout=30)
