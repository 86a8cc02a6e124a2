"""``python -m thousand_app.net_bench_cli --json``: what players feel of a dedicated server playing
many games at once, every seat a person's client in its own process over loopback.

It prints, as one JSON object on its last line::

    {"games": 20, "person_rtt_ms_p95": ..., "person_rtt_ms_p99": ...,
     "others_update_ms_p95": ..., "saturation_moves_per_s": ...,
     "host_cpu_ms_per_move": ..., "floor_rtt_ms_p95": ...,
     "zero_think_moves_per_s": ..., "zero_think_rtt_ms_p95": ..., "phases": [...], ...}

- The server is a child process (its CPU time is its own): ``--games`` hosts, each with
  every seat open for a person, each kept by the same :class:`~.save.HostKeeper` as
  ``thousand-server`` (the autosave after every move: a move is sent once it is saved).
- The clients run in ``--client-procs`` processes of their own, one client per seat.  At a
  person's pace each waits a random think time (exponential, mean ``--think-ms``, 1 s) before
  it moves; the **round trip** is from sending the move to receiving the update it caused;
  **others_update** is from the move sent to the other seats of the game receiving it (the
  processes share the system's monotonic clock).
- Then the same games at shorter think times (``--load-think-ms``, down to 0): the
  **saturation** is the highest rate of moves reached with the round trip's p95 at most
  10 ms (``saturation_think_ms``: the phase that gave it; a phase cannot go faster than
  about ``games`` moves per think time, so the figure is only as high as the phases asked
  for allow); the think time 0 phase is the **throughput** (every game always has a move in
  flight: it measures the whole machine, host and clients).
- ``host_cpu_ms_per_move``: the server's CPU time over the moves it made at a person's pace;
  ``clients_cpu_ms_per_move`` the same for the bench's own client processes (each phase has
  both, and each side's share of a core: ``host_cpu_share``, ``clients_cpu_share``), to see
  when the bench's clients are what the machine runs out of.
- ``floor_rtt_ms_p95``: a minimal asyncio echo of the same shape (the same games and seats,
  the same think times, an answer of an update's size to every seat of the game), measured
  in the same run before the rest: what this machine allows at all.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import resource
import subprocess
import sys
import tempfile
import time
from typing import Any, Callable, Optional, Sequence

from thousand_app.games.registry import Registry

__all__ = ["main"]

ROOM = "BEN-CH2"
#: The round trip's p95 that counts as not saturated (ms).
SATURATED_MS = 10.0


def _percentile(values: Sequence[float], q: float) -> Optional[float]:
    ordered = sorted(values)
    if not ordered:
        return None
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def _ms(value: Optional[float]) -> Optional[float]:
    return None if value is None else round(value * 1000, 2)


# -- the server ---------------------------------------------------------------------------
def _serve(args: argparse.Namespace, registry: Registry) -> int:
    """The server side: hosts and their keepers; each line on stdin asks for the CPU time and
    the moves so far (answered on stdout), end of input stops it."""
    from PySide6.QtCore import QCoreApplication, QSocketNotifier

    from thousand_app.storage import Storage, new_game_id

    from .host import Host, HostConfig
    from .save import HostKeeper

    app = QCoreApplication.instance() or QCoreApplication([sys.argv[0]])
    kind = registry.get(args.game)
    rules = kind.rules_from_json({"preset": "classic"})
    hosts, keepers = [], []
    for i in range(args.games):
        host = Host(kind, rules, [True] * args.players, HostConfig(room_code=ROOM))
        if args.autosave:
            storage = Storage(registry, base_dir=os.path.join(args.folder, f"g{i}"), log=False)
            keepers.append(HostKeeper(storage, host, new_game_id(), "normal"))
        host.peopleChanged.connect(lambda host=host: host.free_seats() == 0 and host.start())
        hosts.append(host)
        print(host.listen("127.0.0.1", 0), flush=True)

    def figures() -> None:
        line = sys.stdin.readline()
        usage = resource.getrusage(resource.RUSAGE_SELF)
        print(json.dumps({"cpu_s": usage.ru_utime + usage.ru_stime,
                          "moves": sum(h.table.moves for h in hosts),
                          "started": sum(h.table.started for h in hosts)}), flush=True)
        if not line:
            for keeper in keepers:
                keeper.close()
            app.quit()

    stdin = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read)
    stdin.activated.connect(figures)
    app.exec()
    return 0


# -- the clients --------------------------------------------------------------------------
class _Seat:
    """One person's client: moves after a random think time, notes when it sent each move
    and when each update came (by the update's index in the game)."""

    def __init__(self, game: int, seat: int, port: int, phases: list[tuple[float, float]],
                 rng: random.Random, log: list[Any]) -> None:
        from PySide6.QtCore import QTimer

        from .client import Client
        self.game, self.seat, self.phases, self.rng, self.log = game, seat, phases, rng, log
        self.updates = 0
        self.client = Client(f"B{game}-{seat}", ROOM, seat=seat)
        self.timer = QTimer()
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._move)
        self.client.observationChanged.connect(self._update)
        self.client.promptChanged.connect(self._prompt)
        self.client.connect_to("127.0.0.1", port)

    def _think_s(self) -> Optional[float]:
        """A think time drawn for the phase now (the first one's before it starts; None once
        the last one is over: ``phases`` ends with the end's time)."""
        now = time.monotonic()
        if now >= self.phases[-1][0]:
            return None
        start, mean = self.phases[0]
        wait = max(0.0, start - now)
        for t0, think in self.phases[:-1]:
            if now >= t0:
                mean = think
        return wait + (self.rng.expovariate(1 / mean) if mean > 0 else 0.0)

    def _update(self, obs: dict[str, Any]) -> None:
        self.log.append(("r", self.game, self.seat, self.updates, time.monotonic()))
        self.updates += 1

    def _prompt(self, prompt: Any) -> None:
        if prompt is None:
            return
        think = self._think_s()
        if think is None:
            return
        self.timer.start(int(think * 1000))

    def _move(self) -> None:
        prompt = self.client.prompt
        if prompt is None:
            return
        self.log.append(("s", self.game, self.seat, self.updates, time.monotonic()))
        legal = prompt.get("actions") or (self.client.observation or {}).get("legal_actions") \
            or []   # (a throw that begins a turn: "roll")
        if legal and legal[0].endswith(" decline"):   # (the card game's opening claims)
            self.client.act(legal[0])
        elif legal:
            self.client.act(self.rng.choice(legal))


def _clients(args: argparse.Namespace) -> int:
    """A client process: its seats of every game, until the end; then what it noted."""
    from PySide6.QtCore import QCoreApplication, QTimer

    app = QCoreApplication.instance() or QCoreApplication([sys.argv[0]])
    plan = json.loads(args.plan)
    phases = [(float(a), float(b)) for a, b in plan["phases"]]
    log: list[Any] = []
    rng = random.Random(plan["seed"])
    seats = [_Seat(g, s, port, phases, random.Random(rng.random()), log)
             for g, port in enumerate(plan["ports"]) for s in plan["seats"]]
    end = plan["end"]
    # (this process's CPU time at each phase's start and at the end: what the bench's own
    # clients cost, beside the host's)
    cpu: list[float] = []
    for t0 in [ph[0] for ph in phases[:-1]]:     # (the last one: the end's time)
        QTimer.singleShot(int(max(0.0, t0 - time.monotonic()) * 1000),
                          lambda: cpu.append(time.process_time()))
    QTimer.singleShot(int(max(0.0, end - time.monotonic()) * 1000), app.quit)
    app.exec()
    cpu.append(time.process_time())
    for seat in seats:
        seat.timer.stop()
    json.dump({"log": log, "cpu": cpu}, sys.stdout)
    sys.stdout.flush()
    os._exit(0)     # (no goodbyes: the server is stopped next)


# -- the floor: a minimal asyncio echo of the same shape --------------------------------------
async def _floor(games: int, players: int, think_s: float, seconds: float,
                 answer_bytes: int) -> list[float]:
    answer = b"x" * answer_bytes
    conns: dict[int, list[asyncio.StreamWriter]] = {}

    async def serve(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        head = await reader.readexactly(5)
        game = int.from_bytes(head[:4], "big")
        conns.setdefault(game, []).append(writer)
        writer.transport.set_write_buffer_limits(0)
        try:
            while True:
                size = int.from_bytes(await reader.readexactly(4), "big")
                await reader.readexactly(size)
                frame = len(answer).to_bytes(4, "big") + answer
                for w in conns[game]:
                    w.write(frame)
        except (asyncio.IncompleteReadError, ConnectionError):
            pass

    server = await asyncio.start_server(serve, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    rtts: list[float] = []
    end = time.monotonic() + seconds
    rng = random.Random(7)

    async def game(g: int) -> None:
        pairs = [await asyncio.open_connection("127.0.0.1", port) for _ in range(players)]
        for _, w in pairs:
            w.write(g.to_bytes(4, "big") + b"\n")
        queues = [asyncio.Queue() for _ in pairs]  # type: ignore[var-annotated]

        async def read(i: int, r: asyncio.StreamReader) -> None:
            try:
                while True:
                    size = int.from_bytes(await r.readexactly(4), "big")
                    await r.readexactly(size)
                    queues[i].put_nowait(time.monotonic())
            except (asyncio.IncompleteReadError, ConnectionError):
                pass
        readers = [asyncio.create_task(read(i, r)) for i, (r, _) in enumerate(pairs)]
        await asyncio.sleep(0.2)
        turn = 0
        while time.monotonic() < end:
            await asyncio.sleep(rng.expovariate(1 / think_s) if think_s else 0)
            i = turn % players
            act = b'{"type": "act", "action": "0 bid 105"}'
            for q in queues:
                while not q.empty():
                    q.get_nowait()
            sent = time.monotonic()
            pairs[i][1].write(len(act).to_bytes(4, "big") + act)
            rtts.append(await queues[i].get() - sent)
            turn += 1
        for task in readers:
            task.cancel()
        for _, w in pairs:
            w.close()

    await asyncio.gather(*(game(g) for g in range(games)))
    server.close()
    return rtts


# -- a replay in one process: the load-independent figure --------------------------------
def replay(registry: Registry, game: str, moves: int, profile: bool = False) -> dict[str, Any]:
    """One game of ``game`` (of ``registry``'s) for ``moves`` moves (or to its end) through a host with its keeper,
    as the server's, its three clients in this process moving at once, every choice and deal
    from a seeded generator: ``host_cpu_ms_per_move`` (the thread's CPU time in the host's
    own slots: the reading of a move and what it sets off, the table's steps, the saves
    coming back; not the clients'), ``wire`` (a hash of every update and seats message the
    clients received: the same for the same code, and for code that sends the same) and,
    with ``profile``, ``calls_per_move`` (the function calls in those slots)."""
    import cProfile
    import hashlib
    import pstats

    from PySide6.QtCore import QCoreApplication, QTimer

    from thousand_app.storage import Storage

    from . import table as table_module
    from .client import Client
    from .host import Host, HostConfig
    from .peer import Limits, Peer
    from .protocol import CLIENT_FRAME_LIMIT, check_client_message
    from .save import HostKeeper

    app = QCoreApplication.instance() or QCoreApplication([sys.argv[0]])
    kind = registry.get(game)
    spent, depth = [0], [0]
    prof = cProfile.Profile() if profile else None

    def timed(fn: Any) -> Any:
        def slot(*args: Any) -> Any:
            if depth[0]:
                return fn(*args)
            depth[0] += 1
            if prof is not None:
                prof.enable()
            t = time.thread_time_ns()
            try:
                return fn(*args)
            finally:
                spent[0] += time.thread_time_ns() - t
                if prof is not None:
                    prof.disable()
                depth[0] -= 1
        return slot

    read = Peer._read
    host_read = timed(read)
    patched: dict[tuple[type, str], Callable[..., Any]] = {
        (Peer, "_read"): lambda peer: (host_read if peer.message_check is check_client_message
                                       else read)(peer)}
    for name in ("_step", "_thought", "saved"):
        patched[(table_module.Table, name)] = timed(getattr(table_module.Table, name))
    before = {key: getattr(*key) for key in patched}
    for (cls, name), fn in patched.items():
        setattr(cls, name, fn)
    rng = random.Random(1)
    folder = tempfile.TemporaryDirectory()
    try:
        host = Host(kind, kind.rules_from_json({"preset": "classic"}), [True] * 3,
                    HostConfig(room_code=ROOM, limits=Limits(frame=CLIENT_FRAME_LIMIT,
                                                             rate=1e9, burst=1e9)))
        keeper = HostKeeper(Storage(registry, base_dir=folder.name, log=False), host,
                            "0" * 32, "normal")
        deals = random.Random(2)

        def start() -> None:
            if host.free_seats() == 0 and not host.table.started:
                host.table._rng = deals     # type: ignore[assignment]  # (seeded: here only)
                host.start()
        host.peopleChanged.connect(start)
        port = host.listen("127.0.0.1", 0)
        wire = [hashlib.sha256() for _ in range(3)]

        def done() -> bool:
            return host.table.moves >= moves or host.table.over

        def move(client: Any) -> None:
            prompt = client.prompt
            if done():
                app.quit()
            elif prompt is not None:
                legal = prompt.get("actions") or (client.observation or {}).get(
                    "legal_actions") or []
                if legal:
                    client.act(legal[0] if legal[0].endswith(" decline")
                               else rng.choice(legal))

        clients = []
        for seat in range(3):
            def tap(data: bytes, h: Any = wire[seat]) -> None:
                if json.loads(data[4:]).get("type") in ("update", "seats"):
                    h.update(data)
            client = Client(f"R{seat}", ROOM, seat=seat, tap=tap)
            client.promptChanged.connect(
                lambda p, c=client: p is None or QTimer.singleShot(0, lambda: move(c)))
            client.connect_to("127.0.0.1", port)
            clients.append(client)
        QTimer.singleShot(600_000, app.quit)
        app.exec()
        keeper.close()
        made = host.table.moves
        for client in clients:
            client.close()
        host.close()
    finally:
        for (cls, name), fn in before.items():
            setattr(cls, name, fn)
        folder.cleanup()
    out: dict[str, Any] = {
        "game": kind.name, "moves": made,
        "host_cpu_ms_per_move": round(spent[0] / 1e6 / max(1, made), 4),
        "wire": hashlib.sha256(b"".join(h.digest() for h in wire)).hexdigest()[:16]}
    if prof is not None:
        out["calls_per_move"] = round(getattr(pstats.Stats(prof), "total_calls") / max(1, made), 1)
    return out


# -- the run ------------------------------------------------------------------------------
def main(argv: Sequence[str] | None, registry: Registry) -> int:
    """The bench over a game of ``registry``'s (:mod:`thousand_app.net_bench_cli` gives it
    the app's)."""
    p = argparse.ArgumentParser(prog="python -m thousand_app.net_bench_cli")
    p.add_argument("--json", action="store_true", help="print the figures as one JSON line")
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--game", choices=registry.names, default=registry.names[0])
    p.add_argument("--players", type=int, default=3)
    p.add_argument("--think-ms", type=int, default=1000,
                   help="a person's mean think time (random, exponential)")
    p.add_argument("--person-s", type=float, default=30.0,
                   help="seconds played at a person's pace")
    p.add_argument("--load-think-ms", default="200,80,50,30,20,10,0",
                   help="the mean think times of the load phases, down to 0 (throughput)")
    p.add_argument("--load-s", type=float, default=6.0, help="seconds of each load phase")
    p.add_argument("--client-procs", type=int, default=0,
                   help="client processes (default: one per seat of a game)")
    p.add_argument("--floor-s", type=float, default=10.0)
    p.add_argument("--no-autosave", dest="autosave", action="store_false")
    p.add_argument("--replay", type=int, metavar="N",
                   help="instead: N moves of one game through a host in this process, its "
                        "clients moving at once by a seeded choice, the deals seeded: the "
                        "host's CPU a move in its own slots and a hash of what it sent")
    p.add_argument("--profile", action="store_true",
                   help="with --replay: also the function calls a move (cProfile)")
    p.add_argument("--serve", action="store_true", help=argparse.SUPPRESS)
    p.add_argument("--clients", action="store_true", help=argparse.SUPPRESS)
    p.add_argument("--folder", help=argparse.SUPPRESS)
    p.add_argument("--plan", help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.replay:
        print(json.dumps(replay(registry, args.game, args.replay, args.profile)))
        return 0
    if args.serve:
        return _serve(args, registry)
    if args.clients:
        return _clients(args)
    out = run(args)
    if args.json:
        print(json.dumps(out))
    else:
        for k, v in out.items():
            print(f"{k}: {v}")
    return 0


def run(args: argparse.Namespace) -> dict[str, Any]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    me = [sys.executable, "-m", "thousand_app.net_bench_cli"]
    floor = asyncio.run(_floor(args.games, args.players, args.think_ms / 1000, args.floor_s,
                               1500))
    with tempfile.TemporaryDirectory() as folder:
        server = subprocess.Popen(
            me + ["--serve", "--folder", folder, "--games", str(args.games), "--game",
                  args.game, "--players", str(args.players)]
            + ([] if args.autosave else ["--no-autosave"]),
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env)
        assert server.stdout is not None and server.stdin is not None
        ports = [int(server.stdout.readline()) for _ in range(args.games)]
        loads = [int(x) for x in args.load_think_ms.split(",") if x.strip()]
        start = time.monotonic() + 3.0        # (every client connected and seated)
        phases = [(start, args.think_ms / 1000)]
        t = start + args.person_s
        for think in loads:
            phases.append((t, think / 1000))
            t += args.load_s
        end = t
        procs = args.client_procs or args.players
        groups = [[s for s in range(args.players) if s % procs == i] for i in range(procs)]
        clients = [subprocess.Popen(
            me + ["--clients", "--plan", json.dumps(
                {"ports": ports, "seats": seats, "phases": phases + [(end, 0.0)], "end": end,
                 "seed": i})],
            stdout=subprocess.PIPE, text=True, env=env) for i, seats in enumerate(groups)
            if seats]

        def mark() -> dict[str, Any]:
            assert server.stdin is not None and server.stdout is not None
            server.stdin.write("mark\n")
            server.stdin.flush()
            return dict(json.loads(server.stdout.readline()))

        marks = []
        person_end = phases[1][0] if len(phases) > 1 else end
        for when in [start] + [ph[0] for ph in phases[1:]] + [end]:
            time.sleep(max(0.0, when - time.monotonic()))
            marks.append({**mark(), "t": time.monotonic()})
            # (the person phase counts from when every game is under way: on a busy machine
            # the joins, each a key exchange, may outlast the time given them)
            while len(marks) == 1 and marks[0]["started"] < args.games and \
                    time.monotonic() < person_end - 1:
                time.sleep(0.05)
                marks[0] = {**mark(), "t": time.monotonic()}
        logs = [json.loads(c.communicate(timeout=60)[0] or "{}") for c in clients]
        server.stdin.close()
        server.stdout.readline()
        server.wait(timeout=60)
    cpu = [log.get("cpu", []) for log in logs]
    return _figures(args, floor, phases, end, marks,
                    [e for log in logs for e in log.get("log", [])], cpu)


def _figures(args: argparse.Namespace, floor: list[float], phases: list[tuple[float, float]],
             end: float, marks: list[dict[str, Any]], log: list[Any],
             clients_cpu: Sequence[Sequence[float]] = ()) -> dict[str, Any]:
    sent: dict[tuple[int, int], tuple[int, float]] = {}
    got: dict[tuple[int, int, int], float] = {}
    for what, game, seat, index, t in log:
        if what == "s":
            sent[(game, index)] = (seat, t)
        else:
            got[(game, seat, index)] = t
    bounds = [ph[0] for ph in phases] + [end]

    def phase_of(t: float) -> int:
        for i in range(len(phases)):
            if bounds[i] <= t < bounds[i + 1]:
                return i
        return -1

    rtts: list[list[float]] = [[] for _ in phases]
    others: list[list[float]] = [[] for _ in phases]
    for (game, index), (seat, t) in sent.items():
        ph = phase_of(t)
        if ph < 0:
            continue
        mine = got.get((game, seat, index))
        if mine is not None:
            rtts[ph].append(mine - t)
        for s in range(args.players):
            other = got.get((game, s, index))
            if s != seat and other is not None:
                others[ph].append(other - t)
    table = []
    for i, (t0, think) in enumerate(phases):
        seconds = bounds[i + 1] - max(t0, marks[i].get("t", t0))
        moves = marks[i + 1]["moves"] - marks[i]["moves"]
        cpu = marks[i + 1]["cpu_s"] - marks[i]["cpu_s"]
        theirs = sum(c[i + 1] - c[i] for c in clients_cpu if len(c) == len(phases) + 1)
        table.append({"think_ms": round(think * 1000), "moves": moves,
                      "moves_per_s": round(moves / seconds, 1),
                      "rtt_ms_p50": _ms(_percentile(rtts[i], 0.5)),
                      "rtt_ms_p95": _ms(_percentile(rtts[i], 0.95)),
                      "rtt_ms_p99": _ms(_percentile(rtts[i], 0.99)),
                      "others_ms_p95": _ms(_percentile(others[i], 0.95)),
                      "host_cpu_ms_per_move": round(cpu / moves * 1000, 3) if moves else None,
                      "clients_cpu_ms_per_move": round(theirs / moves * 1000, 3)
                      if moves else None,
                      "host_cpu_share": round(cpu / seconds, 3),
                      "clients_cpu_share": round(theirs / seconds, 3)})
    person, last = table[0], table[-1]
    fine = [(row["moves_per_s"], row["think_ms"]) for row in table
            if row["rtt_ms_p95"] is not None and row["rtt_ms_p95"] <= SATURATED_MS]
    return {"games": args.games, "game": args.game, "players": args.players,
            "clients": args.games * args.players,
            "client_procs": args.client_procs or args.players, "autosave": args.autosave,
            "think_ms_mean": args.think_ms,
            "person_rtt_ms_p50": person["rtt_ms_p50"],
            "person_rtt_ms_p95": person["rtt_ms_p95"],
            "person_rtt_ms_p99": person["rtt_ms_p99"],
            "others_update_ms_p95": person["others_ms_p95"],
            "person_moves": person["moves"],
            "saturation_moves_per_s": max(fine)[0] if fine else 0.0,
            # (the think time of the phase that gave it: the rate a phase can reach is bounded
            # by its think time, about games / think; the fastest phase under 10 ms bounds
            # the figure from below)
            "saturation_think_ms": max(fine)[1] if fine else None,
            "host_cpu_ms_per_move": person["host_cpu_ms_per_move"],
            # (how long after the person phase began every game was under way: the host's
            # CPU at a person's pace is counted from then)
            "person_cpu_from_s": round(max(0.0, marks[0].get("t", phases[0][0]) - phases[0][0]),
                                       2),
            "clients_cpu_ms_per_move": person["clients_cpu_ms_per_move"],
            "floor_rtt_ms_p95": _ms(_percentile(floor, 0.95)),
            "floor_rtt_ms_p99": _ms(_percentile(floor, 0.99)),
            "zero_think_moves_per_s": last["moves_per_s"] if last["think_ms"] == 0 else None,
            "zero_think_rtt_ms_p95": last["rtt_ms_p95"] if last["think_ms"] == 0 else None,
            "load_average": [round(x, 2) for x in os.getloadavg()],
            "phases": table}
