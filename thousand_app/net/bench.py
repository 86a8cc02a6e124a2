"""``python -m thousand_app.net.bench --json``: a dedicated server playing many games at once
with computer clients over loopback; prints the move round trip and the host's CPU per move.

    {"move_rtt_ms_p95": ..., "move_rtt_ms_p50": ..., "games": 20, "clients": 60,
     "moves": ..., "host_cpu_s_per_move": ..., "game": "cards", "autosave": true,
     "think_ms": 0, "finished": true}

The server is a child process (so its CPU time is its own): ``--games`` hosts, each with
every seat open, each autosaving after every move into its own folder.  This process runs one
client per seat, each picking a random legal action as soon as it is prompted (or after
``--think-ms``, as a person or a paced computer player would); a move's round trip is from
sending the action to receiving the update it caused.  With no think time every game always
has a move in flight, so the round trip measures the host's throughput (moves queue behind
the other games'); with some, it measures the latency a player feels.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Optional, Sequence

from PySide6.QtCore import QCoreApplication, QTimer

from thousand_app.kinds import REGISTRY

__all__ = ["main"]

ROOM = "BEN-CH2"


def _serve(args: argparse.Namespace) -> int:
    """The server side: hosts, their autosaves; on 'stop' from stdin, its figures."""
    from thousand_app.storage import Storage, new_game_id

    from .host import Host, HostConfig
    from .save import Autosaver, seat_configs

    app = QCoreApplication.instance() or QCoreApplication([sys.argv[0]])
    kind = REGISTRY.get(args.game)
    rules = kind.rules_from_json({"preset": "classic"})   # type: ignore[misc]
    folder = Path(args.folder)
    hosts = []
    for i in range(args.games):
        host = Host(kind, rules, [True] * args.players, HostConfig(room_code=ROOM))
        host.table.stop_after_chance = args.deals if kind.name == "cards" else None
        if args.autosave:
            storage = Storage(base_dir=folder / f"g{i}", log=False)
            game_id = new_game_id()

            savers: list[Autosaver] = []

            def save(host: Host = host, storage: Storage = storage, game_id: str = game_id,
                     savers: list[Autosaver] = savers) -> None:
                if not savers:
                    seats = seat_configs([s.name for s in host.table.seats],
                                         [True] * len(host.table.seats), "normal")
                    savers.append(Autosaver(storage, host.table.game, seats, game_id))
                savers[0].changed()
            host.table.moved.connect(save)
        host.peopleChanged.connect(
            lambda host=host: host.free_seats() == 0 and host.start())
        hosts.append(host)
        print(host.listen("127.0.0.1", 0), flush=True)

    profile: Any = None
    if args.profile:
        import cProfile
        profile = cProfile.Profile()
        profile.enable()
    start = resource.getrusage(resource.RUSAGE_SELF)
    base = start.ru_utime + start.ru_stime

    def check_stdin() -> None:
        import select
        ready, _, _ = select.select([sys.stdin], [], [], 0)
        if ready:
            usage = resource.getrusage(resource.RUSAGE_SELF)
            moves = sum(h.table.moves for h in hosts)
            print(json.dumps({"cpu_s": usage.ru_utime + usage.ru_stime - base, "moves": moves}),
                  flush=True)
            if profile is not None:
                profile.disable()
                profile.dump_stats(args.profile)
            app.quit()

    poll = QTimer()
    poll.timeout.connect(check_stdin)
    poll.start(50)
    app.exec()
    return 0


class _Player:
    """One client seat: a random legal action on each prompt, round trips timed."""

    def __init__(self, port: int, seed: int, rtts: list[float], think_ms: int = 0) -> None:
        from .client import Client
        self.client = Client(f"B{seed}", ROOM)
        self.rng = random.Random(seed)
        self.rtts = rtts
        self.think_ms = think_ms
        self.sent: Optional[float] = None
        self.done = False
        self.client.observationChanged.connect(self._update)
        self.client.promptChanged.connect(self._prompt)
        self.client.disconnected.connect(self._gone)
        self.client.connect_to("127.0.0.1", port)

    def _update(self, obs: dict[str, Any]) -> None:
        if self.sent is not None:
            self.rtts.append(time.perf_counter() - self.sent)
            self.sent = None
        if obs.get("winner") is not None:
            self.done = True

    def _prompt(self, prompt: Any) -> None:
        if prompt is None or self.done:
            return
        if prompt.get("kind") == "claim":
            self.client.decline()
            return
        legal = prompt.get("actions") or (self.client.observation or {}).get("legal_actions") \
            or []   # (a throw that begins a turn: "roll")
        if legal:
            action = self.rng.choice(legal)
            if self.think_ms:
                QTimer.singleShot(self.think_ms, lambda: self._send(action))
            else:
                self._send(action)

    def _send(self, action: str) -> None:
        self.sent = time.perf_counter()
        self.client.act(action)

    def _gone(self, code: str, reason: str) -> None:
        self.done = True


def _percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m thousand_app.net.bench")
    p.add_argument("--json", action="store_true", help="print the figures as JSON")
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--game", choices=REGISTRY.names, default="cards")
    p.add_argument("--players", type=int, default=3)
    p.add_argument("--deals", type=int, default=2, help="card game: deals per game")
    p.add_argument("--think-ms", type=int, default=0,
                   help="each client waits this long before it moves (0: at once)")
    p.add_argument("--no-autosave", dest="autosave", action="store_false")
    p.add_argument("--timeout", type=float, default=300.0)
    p.add_argument("--serve", action="store_true", help=argparse.SUPPRESS)
    p.add_argument("--folder", help=argparse.SUPPRESS)
    p.add_argument("--profile", metavar="FILE", help="profile the server into FILE (cProfile)")
    args = p.parse_args(argv)
    if args.serve:
        return _serve(args)
    app = QCoreApplication.instance() or QCoreApplication([sys.argv[0]])
    with tempfile.TemporaryDirectory() as folder:
        cmd = [sys.executable, "-m", "thousand_app.net.bench", "--serve", "--folder", folder,
               "--games", str(args.games), "--game", args.game, "--players", str(args.players),
               "--deals", str(args.deals)] + ([] if args.autosave else ["--no-autosave"]) + (
                   ["--profile", args.profile] if args.profile else [])
        server = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                                  env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
        assert server.stdout is not None and server.stdin is not None
        ports = [int(server.stdout.readline()) for _ in range(args.games)]
        rtts: list[float] = []
        players = [_Player(port, g * 10 + s, rtts, args.think_ms) for g, port in enumerate(ports)
                   for s in range(args.players)]
        end = time.monotonic() + args.timeout

        def check() -> None:
            if all(pl.done for pl in players) or time.monotonic() > end:
                app.quit()

        timer = QTimer()
        timer.timeout.connect(check)
        timer.start(100)
        app.exec()
        server.stdin.write("stop\n")
        server.stdin.flush()
        figures = json.loads(server.stdout.readline())
        server.wait(timeout=30)
    usage = resource.getrusage(resource.RUSAGE_SELF)
    moves = figures["moves"]
    out = {"move_rtt_ms_p95": round(_percentile(rtts, 0.95) * 1000, 2),
           "move_rtt_ms_p50": round(_percentile(rtts, 0.50) * 1000, 2),
           "games": args.games, "clients": len(players), "moves": moves,
           "host_cpu_s_per_move": round(figures["cpu_s"] / moves, 5) if moves else None,
           "clients_cpu_s_per_move": round((usage.ru_utime + usage.ru_stime) / moves, 5)
           if moves else None,
           "game": args.game, "autosave": args.autosave, "think_ms": args.think_ms,
           "finished": all(pl.done for pl in players)}
    if args.json:
        print(json.dumps(out))
    else:
        for k, v in out.items():
            print(f"{k}: {v}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
