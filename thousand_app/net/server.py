"""``thousand-server``: a host without a window, for a home server.

    thousand-server --game cards|dice --players N [--people K] [--rules FILE] [--port P]
                    [--bind ADDR] [--room CODE] [--grace S] [--data-dir DIR]

It prints the room code and the address, logs to ``thousand.log`` in the data folder,
starts the game once every seat open for a person is taken (computer players in the
others), autosaves after every move and stops cleanly on SIGTERM or Ctrl+C.  The command
(:mod:`thousand_app.server_cli`) gives :func:`main` the registry of the games it hosts.
"""

from __future__ import annotations

import argparse
import json
import logging
import signal
import socket
import sys
from pathlib import Path
from typing import Any, Callable, Optional, Sequence

from PySide6.QtCore import QCoreApplication, QObject, QSocketNotifier, QTimer

from thousand_app import tasks
from thousand_app.games.registry import Registry
from thousand_app.later import later
from thousand_app.storage import Storage, new_game_id

from .host import Host, HostConfig
from .peer import Limits
from .protocol import CLIENT_FRAME_LIMIT, weak_code_problem
from .save import HostKeeper, resumable

__all__ = ["main", "Server"]

log = logging.getLogger("thousand.net")


def _parser(registry: Registry) -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="thousand-server",
                                description="Host a game of Thousand without a window.")
    p.add_argument("--game", choices=registry.names, required=True)
    p.add_argument("--players", type=int, required=True, help="seats at the table")
    p.add_argument("--people", type=int, default=None,
                   help="seats open for people (default: all); computer players take the rest")
    p.add_argument("--rules", metavar="FILE",
                   help='a JSON file {"preset": ..., "options": {...}} (default: classic)')
    p.add_argument("--port", type=int, default=0, help="TCP port (default: any free one)")
    p.add_argument("--bind", default="0.0.0.0", help="address to listen on (default: all)")
    p.add_argument("--room", help="the room code (default: a new one, printed); at least 8 "
                                  "letters and digits, 5 of them different")
    p.add_argument("--grace", type=float, default=60.0,
                   help="seconds before a computer plays a dropped person's seat")
    p.add_argument("--frame-timeout", type=float, default=10.0, metavar="S",
                   help="seconds a frame begun has to arrive whole")
    p.add_argument("--handshake-timeout", type=float, default=5.0, metavar="S",
                   help="seconds a new connection has to prove the room code and join")
    p.add_argument("--level", default="normal", help="level of the computer players")
    p.add_argument("--turn-clock", type=float, default=0.0, metavar="S",
                   help="seconds a person has for each move, then the computer makes it "
                        "(default: 0, no clock)")
    p.add_argument("--computer-after", type=int, default=0, metavar="N",
                   help="give a seat to the computer for good once its person let the turn "
                        "clock run out N times in a row (default: 0, never)")
    p.add_argument("--data-dir", help="folder for the log and the autosave")
    p.add_argument("--record", metavar="FILE", help="write the game's record here at the end")
    p.add_argument("--deals", type=int, metavar="N",
                   help="stop after N whole deals (card game; for trials and tests)")
    p.add_argument("--exit-when-over", action="store_true",
                   help="stop once the game is over and the people have left")
    p.add_argument("--resume", action="store_true",
                   help="continue this server's game from its autosave (after a crash)")
    p.add_argument("--announce", action="store_true",
                   help="announce the game on the local network (DNS-SD)")
    return p


def _read_rules(kind: Any, path: Optional[str]) -> Any:
    if path is None:
        return kind.rules_from_json({"preset": "classic"})
    with open(path, "rb") as f:
        if f.seek(0, 2) > 1_000_000:
            raise ValueError("the rules file is over 1 MB")
        f.seek(0)
        doc = json.loads(f.read().decode("utf-8-sig"))
    return kind.rules_from_json(doc)


class Server:
    """A host, its autosave and its end: what ``thousand-server`` runs (a game of
    ``registry``'s)."""

    def __init__(self, args: argparse.Namespace, app: QCoreApplication,
                 registry: Registry) -> None:
        self.args, self.app = args, app
        self.kind = kind = registry.get(args.game)
        lo, hi = kind.seats
        if not lo <= args.players <= hi:
            raise ValueError(f"{kind.described} has {lo} to {hi} seats, not {args.players}")
        people = args.players if args.people is None else args.people
        if not 0 <= people <= args.players:
            raise ValueError(f"--people must be from 0 to {args.players}")
        rules = _read_rules(kind, args.rules)
        if args.data_dir:
            self.storage = Storage(registry, config_dir=args.data_dir, data_dir=args.data_dir)
        else:
            self.storage = Storage(registry)
        if args.turn_clock < 0 or args.computer_after < 0:
            raise ValueError("--turn-clock and --computer-after may not be negative")
        config = HostConfig(grace_s=args.grace, computer_level=args.level,
                            turn_clock_s=args.turn_clock, computer_after=args.computer_after,
                            name=socket.gethostname()[:32] or "Thousand",
                            handshake_s=args.handshake_timeout,
                            limits=Limits(frame=CLIENT_FRAME_LIMIT,
                                          half_frame_s=args.frame_timeout))
        if args.room is not None:
            problem = weak_code_problem(args.room)
            if problem is not None:
                raise ValueError(problem)
            config.room_code = args.room
        notes, resumed = self._resumed(args, config) if args.resume else (None, None)
        opened = [i < people for i in range(args.players)]
        if notes is not None and resumed is not None:
            opened = [bool(s.get("open")) for s in notes["seats"]]
            rules = resumed.rules
        self.host = Host(kind, rules, opened, config)
        self.game_id = notes["game_id"] if notes is not None else new_game_id()
        if notes is not None:
            HostKeeper.take_back_seats(self.host, notes)
            self.host.start(resumed)
        self.announcer: Any = None
        self.stopping = False
        self.keeper = HostKeeper(self.storage, self.host, self.game_id, args.level)
        self.host.table.finished.connect(self._over)
        self.host.table.halted.connect(self._over)
        if args.deals is not None:
            self.host.table.stop_after_chance = args.deals
        self.host.peopleChanged.connect(self._maybe_start)

    def _resumed(self, args: argparse.Namespace, config: HostConfig) -> tuple[Any, Any]:
        """The host's notes and the game autosaved, for ``--resume``; ValueError if there is
        no game of this kind to resume."""
        found = resumable(self.storage, self.kind)
        if found is None:
            raise ValueError(f"there is no {self.kind.name} game of this server to resume "
                             f"in {self.storage.data_dir}")
        notes, game = found
        if not args.room and isinstance(notes.get("room"), str):
            config.room_code = notes["room"]
        log.info("resuming game %s", notes["game_id"])
        return notes, game

    def run(self) -> int:
        port = self.host.listen(self.args.bind, self.args.port)
        if not port:
            print(f"cannot listen on {self.args.bind}:{self.args.port}", file=sys.stderr)
            return 2
        print(f"room {self.host.config.room_code}", flush=True)
        print(f"listening {self.args.bind} {port}", flush=True)
        if self.args.announce:
            from .discovery import Announcer
            self.announcer = Announcer(self.host, self.args.bind)
            self.announcer.start()
        self._maybe_start()
        return 0

    def _maybe_start(self) -> None:
        if not self.host.table.started and self.host.free_seats() == 0:
            self.host.start()
        if self.announcer is not None:
            self.announcer.update()

    def _over(self) -> None:
        game = self.host.table.game
        if self.args.record:
            files = self.kind.files
            assert files is not None, f"{self.kind.name} has no record format"
            doc = files.to_record(game)
            Path(self.args.record).write_text(json.dumps(doc, ensure_ascii=False), "utf-8")
        print(f"over {json.dumps(list(game.totals))}", flush=True)
        if self.args.exit_when_over:     # (when the last person has left: no timer looks)
            self.host.peopleChanged.connect(self._exit_when_empty)
            self._exit_when_empty()

    def _exit_when_empty(self) -> None:
        if not self.host._by_seat and not self.stopping:   # (stopped once the caller is done)
            later(self.host, lambda: self.stop("the game is over"))

    def stop(self, reason: str) -> None:
        if self.stopping:
            return
        self.stopping = True
        log.info("stopping: %s", reason)
        self.host.table.close()         # no move after the last save
        self.keeper.close()
        if self.announcer is not None:
            self.announcer, announcer = None, self.announcer
            announcer.stop()
        self.host.close(reason)
        QTimer.singleShot(100, self.app.quit)


class SignalWatch(QObject):
    """SIGTERM and SIGINT (Ctrl+C) as the event loop's own events: Python's handler only
    notes the signal, the interpreter writes its number into a socket pair
    (``signal.set_wakeup_fd``), and a ``QSocketNotifier`` on the other end wakes the event
    loop, which calls ``handler(name)``.  Nothing polls: an idle server sleeps."""

    def __init__(self, handler: Callable[[str], None],
                 signums: Sequence[int] = (signal.SIGTERM, signal.SIGINT)) -> None:
        super().__init__()
        self._handler = handler
        self._rx, self._tx = socket.socketpair()
        self._rx.setblocking(False)
        self._tx.setblocking(False)
        self._previous_fd = signal.set_wakeup_fd(self._tx.fileno(), warn_on_full_buffer=False)
        self._previous = {n: signal.signal(n, lambda *_: None) for n in signums}
        self._notifier = QSocketNotifier(self._rx.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._woken)

    def _woken(self, *_: Any) -> None:
        try:
            data = self._rx.recv(64)
        except (BlockingIOError, InterruptedError):
            return
        for signum in data:
            if signum in self._previous:
                self._handler(signal.Signals(signum).name)

    def close(self) -> None:
        """Give the signals back as they were."""
        self._notifier.setEnabled(False)
        for n, previous in self._previous.items():
            signal.signal(n, previous)
        signal.set_wakeup_fd(self._previous_fd)
        self._rx.close()
        self._tx.close()


def watch_signals(handler: Callable[[str], None],
                  signums: Sequence[int] = (signal.SIGTERM, signal.SIGINT)) -> SignalWatch:
    """Call ``handler(signal name)`` on the event loop when one of ``signums`` comes."""
    return SignalWatch(handler, signums)


def main(argv: Sequence[str] | None, registry: Registry) -> int:
    """``thousand-server`` hosting a game of ``registry``'s."""
    args = _parser(registry).parse_args(argv)
    app = QCoreApplication.instance() or QCoreApplication([sys.argv[0]])
    try:
        server = Server(args, app, registry)
    except (ValueError, OSError) as e:
        print(f"thousand-server: {e}", file=sys.stderr)
        return 2
    watcher = watch_signals(lambda name: server.stop(f"{name} received"))
    status = server.run()
    if status:
        watcher.close()
        return status
    app.exec()
    watcher.close()
    tasks.shutdown()        # (the saves queued are written, the worker threads joined)
    print("stopped", flush=True)
    return 0
