"""No timer waits for something to happen (issue 36, point 3): what a worker finishes comes
through the mailbox's socket pair, a file another start writes through the file system's
notice, a person leaving the host through a signal.  The timers left are real delays (an
animation, a pace the user set, a network ping or timeout, a countdown shown): each place in
thousand_app/ that makes a ``QTimer`` or a ``QTimer.singleShot`` is listed here with its
reason, and a game played at the table and over the network runs no repeating timer under a
second."""

from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path
from typing import Any

from PySide6.QtCore import QTimer

from thousand_app import gcguard

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "thousand_app"

#: Every place that makes a timer: (file, function) -> (how many, why it is a real delay).
TIMERS: dict[tuple[str, str], tuple[int, str]] = {
    ("thousand_app/later.py", "later"):
        (1, "a step on the event loop's next turn (0 ms, once), dying with its owner"),
    ("thousand_app/net/bench.py", "_Seat.__init__"):
        (1, "the benchmark: a simulated person's thinking time"),
    ("thousand_app/net/bench.py", "_clients"):
        (2, "the benchmark: the clients' starts spread over time, and the run's end"),
    ("thousand_app/net/bench.py", "replay"):
        (2, "the benchmark's replay: a seat's move on the next turn after its prompt (0 ms, "
            "once), and the run's time limit"),
    ("thousand_app/net/bot.py", "Bot._paced"):
        (1, "the bot's rate limit (a pace)"),
    ("thousand_app/net/bot.py", "main"):
        (1, "the bot quits on the next turn after its disconnection (0 ms, once)"),
    ("thousand_app/net/client.py", "Client.__init__"):
        (1, "the network ping (every PING_S)"),
    ("thousand_app/net/host.py", "Host._welcome_socket"):
        (1, "the handshake's time limit (a network timeout)"),
    ("thousand_app/net/peer.py", "Peer.__init__"):
        (2, "a frame's time limit, and the idle connection's time limit (looked at twice "
            "within it: network timeouts)"),
    ("thousand_app/net/peer.py", "Peer._let_go"):
        (1, "a side that never reads the farewell is cut off after 2 s (a network timeout)"),
    ("thousand_app/net/remote.py", "RemoteGame.__init__"):
        (1, "the wait before connecting again (a network back-off)"),
    ("thousand_app/net/server.py", "Server.stop"):
        (1, "the closing messages go out before the loop quits"),
    ("thousand_app/net/table.py", "Table.__init__"):
        (2, "the turn clock the host set (a countdown), and the next step on the event "
            "loop's next turn (0 ms, once)"),
    ("thousand_app/net/table.py", "Table._dropped"):
        (1, "a dropped person's grace period"),
    ("thousand_app/ui/cards/game_screen.py", "GameScreen.__init__"):
        (1, "a step once the caller is done (0 ms, once)"),
    ("thousand_app/ui/cards/review.py", "review_game"):
        (1, "the focus once the window is shown (0 ms, once)"),
    ("thousand_app/ui/cards/review_moves.py", "MoveList.__init__"):
        (1, "the rows laid out again once the columns settled (0 ms, once)"),
    ("thousand_app/ui/common/app.py", "_FirstPaint.eventFilter"):
        (1, "the start-up time told once the first frame is painted (0 ms, once)"),
    ("thousand_app/ui/common/app.py", "smoke_test"):
        (1, "the smoke test's time limit (--smoke-test, not a normal run)"),
    ("thousand_app/ui/common/coach.py", "CoachGate.__init__"):
        (1, "how long a move waits for the coach's answer (a time limit)"),
    ("thousand_app/ui/common/controller_base.py", "ControllerBase.__init__"):
        (1, "the computer players' pace (the user's setting)"),
    ("thousand_app/ui/common/keys_dialog.py", "KeysDialog.resizeEvent"):
        (1, "the rows measured once the resize is done (0 ms, once)"),
    ("thousand_app/ui/common/main_window.py", "MainWindow.__init__"):
        (1, "the problems met at start shown once the window is up (0 ms, once)"),
    ("thousand_app/ui/common/net_panel.py", "NetPanel.__init__"):
        (1, "a countdown shown (every second, only while shown)"),
    ("thousand_app/ui/common/sheet.py", "SheetDialog.setVisible"):
        (1, "a sheet lets go on the next turn (0 ms, once)"),
    ("thousand_app/ui/common/single_instance.py", "_gone_within"):
        (1, "how long a second start waits for the first to take its request (a time "
            "limit; the folder's change notice wakes it)"),
    ("thousand_app/ui/common/table_decor.py", "TableDecor.__init__"):
        (1, "how long a banner shows (an animation)"),
    ("thousand_app/ui/common/waiting.py", "settle"):
        (1, "the screenshot tool's pause for a frame or a slide (a time it chose, once)"),
    ("thousand_app/ui/common/waiting.py", "wait_for"):
        (1, "a wait's time limit (the screenshot tool; the last save on quitting has none; "
            "the condition is looked at as events "
            "come in, never on a timer)"),
    ("thousand_app/ui/dice/bars.py", "DiceTopBar.__init__"):
        (1, "how long a message shows"),
    ("thousand_app/ui/dice/screen.py", "DiceScreen.__init__"):
        (1, "a countdown shown (every second, only while a seat is away)"),
}


def timer_sites(path: Path) -> Counter[str]:
    """The functions of ``path`` that make a ``QTimer`` or call ``singleShot``, counted."""
    found: Counter[str] = Counter()

    def visit(node: ast.AST, scope: list[str]) -> None:
        for child in ast.iter_child_nodes(node):
            inner = scope
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                inner = scope + [child.name]
            if isinstance(child, ast.Call):
                f = child.func
                if (isinstance(f, ast.Name) and f.id == "QTimer") or (
                        isinstance(f, ast.Attribute) and f.attr == "singleShot"):
                    found[".".join(scope) or "<module>"] += 1
            visit(child, inner)

    visit(ast.parse(path.read_text("utf-8")), [])
    return found


def test_every_timer_is_a_real_delay() -> None:
    """A new timer is added here with its reason, or replaced by the event it waits for."""
    found = {(path.relative_to(ROOT).as_posix(), where): n
             for path in sorted(PACKAGE.rglob("*.py"))
             for where, n in timer_sites(path).items()}
    assert found == {key: n for key, (n, _why) in TIMERS.items()}, (
        "a timer that waits for something to happen: wake on the event instead (a mailbox, "
        "a signal); a real delay: list it in TIMERS with its reason")
    assert all(why for _n, why in TIMERS.values())


def test_the_audit_sees_a_timer(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text("from PySide6.QtCore import QTimer\nclass A:\n    def f(self):\n"
                      "        self.t = QTimer()\n        QTimer.singleShot(5, print)\n")
    assert timer_sites(sample) == Counter({"A.f": 2})


#: Below this a repeating timer is polling, not a delay a person sees.
FAST_MS = 1000


def fast_repeating_timers() -> list[str]:
    """The repeating timers running now that fire more often than every :data:`FAST_MS`."""
    out = []
    for obj in gcguard.tracked_objects():
        if isinstance(obj, QTimer):
            try:
                if obj.isActive() and not obj.isSingleShot() and obj.interval() < FAST_MS:
                    parent = obj.parent()
                    out.append(f"{type(parent).__name__}: every {obj.interval()} ms")
            except RuntimeError:      # (deleted on the C++ side meanwhile)
                pass
    return out


def test_the_check_sees_a_polling_timer(qtbot: Any) -> None:
    timer = QTimer()
    timer.start(20)
    try:
        assert fast_repeating_timers() == ["NoneType: every 20 ms"]
    finally:
        timer.stop()
    assert fast_repeating_timers() == []


def test_no_repeating_timer_polls_at_the_table_or_over_the_network(
        qtbot: Any, window: Any, tmp_path: Path) -> None:
    """The window watching for another start, a card game with computer players at it, a
    network dice game hosted on loopback with a seat joined: nothing polls meanwhile."""
    from tests.ui.conftest import start_fixed, wait_mode
    from tests.ui.net_helpers import joined_seat
    from thousand_app.ui.common.single_instance import InstanceServer

    instance = InstanceServer(tmp_path, window)
    assert fast_repeating_timers() == []
    screen = start_fixed(window)
    wait_mode(qtbot, screen, "bid", "exchange")
    assert fast_repeating_timers() == []
    host, remote = joined_seat(qtbot, "dice", people=(True, False))
    assert fast_repeating_timers() == []
    remote.leave()
    host.close()
    instance.close()
