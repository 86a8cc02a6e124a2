"""A long evening in one app process (issue 39): is anything kept that is no longer used?

    python -m research.soak [--deals 100] [--dice 50] [--net 10] [--warm 0.2] [--rounds 2]
                            [--json] [--trim]
    python -m research.soak --rest 20

One main window (Qt offscreen unless a display is set, animations off, computer pace 0, a
temporary data folder) plays, in this order:

- ``--deals`` card deals at the real table (the controller and the table screen): three
  computer seats (``--card-levels``), deal after deal, a new game when one is won;
- ``--dice`` dice games to the winner with a hard seat (``--dice-levels``);
- ``--net`` network games joined and left, taking turns: a card game hosted elsewhere in this
  process and joined, a card game hosted by the app (its own seat joins over 127.0.0.1), the
  same two of the dice game; each is left once its table offers this seat its first move.

A warm-up of ``--warm`` of each size is played first (at least one of each, the four kinds
of network game once each); then the sizes in ``--rounds`` rounds.  The figures are taken
after the warm-up and after each round: the resident memory (RSS, MB), the Python heap's
object count and the live objects of the key types (controllers, games, screens, RemoteGame, Host, Table, Peer, NetPanel: found with
``gc.get_objects`` after a full collection and Qt's deferred deletes), glibc's malloc heap
(in use, freed but kept, mmapped) and the number of QObjects alive; with ``--trim`` also the
RSS after ``malloc_trim(0)``.  Flat memory means the
live counts at the end are those after the warm-up, and the RSS grows by little or nothing.

``--rest SECONDS`` instead leaves each screen alone that long (the start screen, both tables
waiting for a person's move, the network window's Join and Host tabs browsing 127.0.0.1 and a
hosted game's lobby) and counts the GUI thread's wake-ups (the event dispatcher's ``awake``),
each thread's context switches and the periodic timers of the app's objects.
"""

from __future__ import annotations

import argparse
import ctypes
import gc
import json
import os
import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

from thousand_app import gcguard
from thousand_app.ui.kinds import UI_REGISTRY

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

LOOP = "127.0.0.1"


def _app() -> Any:
    from PySide6.QtWidgets import QApplication

    return QApplication.instance() or QApplication(["soak"])


def wait(until: Callable[[], bool], timeout_s: float = 120.0) -> None:
    """Run the event loop until ``until()`` holds (woken by events: computer players post
    through the mailbox, the network through sockets)."""
    from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer

    deadline = time.monotonic() + timeout_s
    loop, tick = QEventLoop(), QTimer()
    tick.timeout.connect(loop.quit)     # (check ``until`` again at least this often; not a
    tick.start(50)                      # singleShot each time: PySide keeps some of each)
    try:
        while not until():
            if time.monotonic() > deadline:
                raise TimeoutError("the soak waited too long")
            loop.exec()
    finally:
        tick.stop()
    QCoreApplication.processEvents()


def flush() -> None:
    from PySide6.QtCore import QCoreApplication, QEvent

    for _ in range(3):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        QCoreApplication.processEvents()


def rules_of(kind: str) -> Any:
    """The classic rules of ``kind``."""
    from thousand_app.cards.engine import Rules
    from thousand_app.kinds import REGISTRY

    from_json: Any = REGISTRY.get("dice").rules_from_json
    return Rules() if kind == "cards" else from_json({"preset": "classic"})


def key_types() -> dict[str, type]:
    from thousand_app.cards.engine import Game
    from thousand_app.dice.engine import DiceGame
    from thousand_app.net.host import Host
    from thousand_app.net.peer import Peer
    from thousand_app.net.remote import RemoteGame
    from thousand_app.net.table import Table
    from thousand_app.ui.cards.controller import GameController
    from thousand_app.ui.cards.game_screen import GameScreen
    from thousand_app.ui.common.net_panel import NetPanel
    from thousand_app.ui.common.remote_controller import RemoteController
    from thousand_app.ui.dice.controller import DiceController
    from thousand_app.ui.dice.screen import DiceScreen

    return {"GameController": GameController, "DiceController": DiceController,
            "RemoteController": RemoteController, "Game": Game, "DiceGame": DiceGame,
            "GameScreen": GameScreen, "DiceScreen": DiceScreen, "RemoteGame": RemoteGame,
            "Host": Host, "Table": Table, "Peer": Peer, "NetPanel": NetPanel}


class _MallInfo(ctypes.Structure):
    """glibc's ``struct mallinfo2``."""

    _fields_ = [(n, ctypes.c_size_t) for n in ("arena", "ordblks", "smblks", "hblks", "hblkhd",
                                                "usmblks", "fsmblks", "uordblks", "fordblks",
                                                "keepcost")]


def malloc_mb() -> dict[str, float]:
    """The C heap as glibc's malloc sees it (MB): ``in_use`` (what is allocated: Qt's and
    the large Python buffers'), ``free`` (freed, kept by malloc: fragmentation when it grows
    while ``in_use`` does not) and ``mmapped``; empty where there is no glibc."""
    try:
        mallinfo2 = ctypes.CDLL(None).mallinfo2
    except (OSError, AttributeError):
        return {}
    mallinfo2.restype = _MallInfo
    m = mallinfo2()
    return {"in_use": round(m.uordblks / 2 ** 20, 1), "free": round(m.fordblks / 2 ** 20, 1),
            "mmapped": round(m.hblkhd / 2 ** 20, 1)}


def trimmed_rss_mb() -> float:
    """The resident memory after glibc's ``malloc_trim(0)`` gave back the free pages of its
    heap (what it drops is fragmentation, not a leak); the RSS where there is no glibc."""
    from thousand_app.ui.common.app import memory_mb

    try:
        ctypes.CDLL(None).malloc_trim(0)
    except (OSError, AttributeError):
        pass
    return round(memory_mb()[0], 1)


def snapshot(label: str, trim: bool = False) -> dict[str, Any]:
    """The memory and the live key objects now (``trim``: also the RSS after
    :func:`trimmed_rss_mb`)."""
    from PySide6.QtWidgets import QApplication

    from thousand_app.dice.ai.players import TURN_CACHE
    from thousand_app.ui.common.app import memory_mb

    flush()
    for _ in range(3):
        gc.collect()
    types = key_types()
    counts = dict.fromkeys(types, 0)
    objects = gcguard.tracked_objects()
    for obj in objects:
        for name, cls in types.items():
            if isinstance(obj, cls):
                counts[name] += 1
    by_type: dict[str, int] = {}
    for obj in objects:
        name = type(obj).__qualname__
        by_type[name] = by_type.get(name, 0) + 1
    rss, peak = memory_mb()
    out = {"at": label, "rss_mb": round(rss, 1), "peak_mb": round(peak, 1),
           "malloc_mb": malloc_mb(), "gc_objects": len(objects), "live": counts,
           "qobjects": len(_qobjects()), "widgets": len(QApplication.allWidgets()),
           "by_type": by_type,
           "dice_turn_cache_mb": round(getattr(TURN_CACHE, "bytes", 0) / 2 ** 20, 2)}
    if trim:
        out["rss_trimmed_mb"] = trimmed_rss_mb()
    return out


class Soak:
    def __init__(self, card_levels: list[str], dice_levels: list[str]) -> None:
        from thousand_app.storage import Storage
        from thousand_app.ui.common.i18n import Translations
        from thousand_app.ui.common.main_window import MainWindow

        self.app = _app()
        self.folder = tempfile.mkdtemp(prefix="thousand-soak-")
        storage = Storage(REGISTRY, base_dir=self.folder)
        s = storage.load_settings()
        s.animation_speed, s.ai_pace_ms, s.language, s.sound = 0.0, 0, "en", False
        storage.save_settings(s)
        tr = Translations()
        tr.use("en")
        self.window = MainWindow(storage, tr, UI_REGISTRY)
        self.window.resize(1280, 800)
        self.window.show()
        self.card_levels, self.dice_levels = card_levels, dice_levels
        self.deals = self.dice_games = self.net_games = 0
        self.net_turn = 0

    # -- card deals ---------------------------------------------------------------------------
    def _new_card_game(self) -> None:
        from thousand_app.cards.engine import Game, Rules
        from thousand_app.ui.cards.controller import COMPUTER, Seat

        seats = [Seat(n, COMPUTER, lv) for n, lv in zip(("Anna", "Boris", "Vera"),
                                                       self.card_levels)]
        game = Game(Rules(), 3, players=[s.name for s in seats], seed=random.randrange(1 << 30))
        part: Any = self.window.part("cards")
        part.start_game(game, seats)

    def card_deals(self, n: int) -> None:
        part: Any = self.window.part("cards")
        if part.controller is None:
            self._new_card_game()
        for _ in range(n):
            c = part.controller
            if c is None or c.game.is_over:
                self._new_card_game()
                c = part.controller
            before = len(c.game.history)
            wait(lambda: len(c.game.history) > before and part.screen is not None
                 and (part.screen.overlays.summary.isVisible() or c.game.is_over))
            self.deals += 1
            if not c.game.is_over:
                part.screen.overlays.summary.next.emit()
        part.end_screen()

    # -- dice games ---------------------------------------------------------------------------
    def dice_games_(self, n: int) -> None:
        from thousand_app.dice.engine import DiceGame, DiceRules
        from thousand_app.ui.dice.controller import COMPUTER, Seat

        part: Any = self.window.part("dice")
        for _ in range(n):
            seats = [Seat(name, COMPUTER, lv) for name, lv in zip(("Dan", "Eva", "Fedor"),
                                                                  self.dice_levels)]
            game = DiceGame(DiceRules(), len(seats), players=[s.name for s in seats],
                            seed=random.randrange(1 << 30))
            part.start_game(game, seats)
            c = part.controller
            wait(lambda: c.game.winner is not None, timeout_s=300)
            self.dice_games += 1
        part.end_screen()

    # -- network games ------------------------------------------------------------------------
    def _offered(self, kind: str) -> Callable[[], bool]:
        part: Any = self.window.part(kind)
        return lambda: part.controller is not None and part.screen is not None

    def _joined(self, kind: str) -> None:
        """A game hosted elsewhere (here: in this process, computer players in the other
        seats), joined by this window's seat over the loopback address, and left."""
        from thousand_app.kinds import REGISTRY
        from thousand_app.net.host import Host, HostConfig
        from thousand_app.net.remote import RemoteGame
        from thousand_app.ui.common.net_lobby import NetSession

        people = [True] + [False] * (2 if kind == "cards" else 1)
        host = Host(REGISTRY.get(kind), rules_of(kind), people,
                    HostConfig(room_code="SOK-039", computer_level="normal"))
        port = host.listen(LOOP, 0)
        host.peopleChanged.connect(host.start)
        remote = RemoteGame("Anna", "sok039", LOOP, port)
        remote.start()
        wait(lambda: remote.observation is not None)
        part: Any = self.window.part(kind)
        part.start_remote(NetSession(kind, remote))
        wait(self._offered(kind))
        part.end_screen()
        host.close()

    def _hosted(self, kind: str) -> None:
        """A game hosted by the app (its own seat joins over the loopback address), started
        with computer players, its table shown, and left (the host stops)."""
        from thousand_app.ui.common.game_ui import NetworkSetup
        from thousand_app.ui.common.net_lobby import HostedGame, NetSession

        n = 3 if kind == "cards" else 2
        setup = NetworkSetup(rules_of(kind), [f"P{i + 1}" for i in range(n)],
                             [i == 0 for i in range(n)])
        hosted = HostedGame(REGISTRY.get(kind), setup, bind=LOOP, announce=None)
        own = hosted.own
        assert own is not None
        wait(lambda: own.state == "playing")
        hosted.host.start()
        wait(lambda: own.observation is not None)
        part: Any = self.window.part(kind)
        part.start_remote(NetSession(kind, own, hosted))
        wait(self._offered(kind))
        part.end_screen()

    def network_games(self, n: int) -> None:
        kinds = [("cards", self._joined), ("cards", self._hosted),
                 ("dice", self._joined), ("dice", self._hosted)]
        for _ in range(n):
            kind, play = kinds[self.net_turn % len(kinds)]
            play(kind)
            self.net_turn += 1
            self.net_games += 1

    def run(self, deals: int, dice: int, net: int) -> None:
        self.card_deals(deals)
        self.dice_games_(dice)
        self.network_games(net)

    def close(self) -> None:
        self.window._end_game_screen()
        self.window.close()
        flush()


# -- at rest -------------------------------------------------------------------------------------
def qobject_ids() -> frozenset[int]:
    """The ids of the QObjects alive now (to leave out of :func:`periodic_timers`)."""
    return frozenset(id(o) for o in _qobjects())


def _qobjects() -> list[Any]:
    """Every QObject Python holds, and every child of them (their wrappers made now)."""
    from PySide6.QtCore import QObject
    from PySide6.QtWidgets import QApplication

    seen: dict[int, Any] = {}
    roots = [o for o in gcguard.tracked_objects() if isinstance(o, QObject)]
    roots += QApplication.topLevelWidgets()
    for obj in roots:
        try:
            for o in [obj, *obj.findChildren(QObject)]:
                seen.setdefault(id(o), o)
        except RuntimeError:    # (its C++ object is gone)
            pass
    return list(seen.values())


def periodic_timers(before: frozenset[int] = frozenset()) -> list[str]:
    """The timers that would wake the GUI thread again and again (of the objects not in
    ``before``): every QTimer running and not single-shot, and any other timer an object has
    registered (Qt's own: a cursor's blink, an animation's tick), as "Class(name) every N ms".
    What is due at once (a view's delayed layout: a 0 ms timer) is run first."""
    from PySide6.QtCore import QAbstractEventDispatcher, QTimer

    flush()
    dispatcher = QAbstractEventDispatcher.instance()
    found: list[str] = []
    for o in _qobjects():
        if id(o) in before:
            continue
        try:
            if isinstance(o, QTimer):
                if o.isActive() and not o.isSingleShot():
                    found.append(f"QTimer({o.objectName() or _owner(o)}) every {o.interval()} ms")
                continue
            for info in dispatcher.registeredTimers(o):
                found.append(f"{type(o).__name__}({o.objectName()}) every {info.interval} ms")
        except RuntimeError:
            pass
    return sorted(found)


def _owner(timer: Any) -> str:
    parent = timer.parent()
    return f"of {type(parent).__name__}" if parent is not None else ""


def thread_switches(pid: str = "self") -> dict[str, int]:
    """Each thread's context switches so far (``name/tid``: voluntary + involuntary): a
    thread that sleeps until something happens adds one each time it wakes."""
    out: dict[str, int] = {}
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            name = (task / "comm").read_text().strip()
            fields = dict(line.split(":", 1) for line in
                          (task / "status").read_text().splitlines() if ":" in line)
            out[f"{name}/{task.name}"] = int(fields["voluntary_ctxt_switches"]) + \
                int(fields["nonvoluntary_ctxt_switches"])
        except (OSError, KeyError, ValueError):
            pass
    return out


def switched(before: dict[str, int], after: dict[str, int]) -> dict[str, int]:
    """The threads that woke between two :func:`thread_switches`, and how often."""
    return {k: v - before.get(k, 0) for k, v in after.items() if v - before.get(k, 0) > 0}


def rest(seconds: float) -> dict[str, Any]:
    """The GUI thread's wake-ups over ``seconds`` of rest (what the event dispatcher's
    ``awake`` signal counts: every return from its wait) and the periodic timers now."""
    from PySide6.QtCore import QAbstractEventDispatcher, QEventLoop, QTimer

    wait(lambda: True)
    flush()
    count = [0]
    dispatcher = QAbstractEventDispatcher.instance()

    def woke() -> None:
        count[0] += 1

    dispatcher.awake.connect(woke)
    cpu, threads = time.process_time(), thread_switches()
    loop = QEventLoop()
    QTimer.singleShot(int(seconds * 1000), loop.quit)   # (one wake-up: the end of the rest)
    loop.exec()
    cpu, threads = time.process_time() - cpu, switched(threads, thread_switches())
    dispatcher.awake.disconnect(woke)
    return {"wakeups": count[0], "cpu_s": round(cpu, 3), "thread_switches": threads,
            "periodic_timers": periodic_timers()}


def at_rest(soak: Soak, seconds: float) -> dict[str, Any]:
    """Each screen left alone for ``seconds``: the start screen, both tables (a person's turn
    waiting), the network window's Join tab (browsing 127.0.0.1), its Host tab, and a hosted
    game's lobby waiting for a second person."""
    from thousand_app.cards.engine import Game, Rules
    from thousand_app.dice.engine import DiceGame, DiceRules
    from thousand_app.ui.cards.controller import COMPUTER, HUMAN, Seat
    from thousand_app.ui.common.game_ui import NetworkSetup
    from thousand_app.ui.common.network import NetworkWindow

    window = soak.window
    out: dict[str, Any] = {"start screen": rest(seconds)}
    seats = [Seat("Anna", HUMAN), Seat("Boris", COMPUTER, "normal"),
             Seat("Vera", COMPUTER, "normal")]
    part: Any = window.part("cards")
    part.start_game(Game(Rules(), 3, players=[s.name for s in seats]), seats)
    wait(lambda: part.controller.waiting_for == 0)
    out["card table"] = rest(seconds)
    part.end_screen()
    dice: Any = window.part("dice")
    game = DiceGame(DiceRules(), 2, players=["Anna", "Dan"])
    dice.start_game(game, seats[:1] + [Seat("Dan", COMPUTER, "hard")])
    wait(lambda: dice.controller.waiting_for is not None)
    out["dice table"] = rest(seconds)
    dice.end_screen()
    rules = rules_of("dice")
    net = NetworkWindow(lambda kind: NetworkSetup(rules, ["Anna", "Boris"], [True, True]),
                        "Anna", bind=LOOP, announce=LOOP, browse=LOOP, addresses=[LOOP],
                        uis=UI_REGISTRY)
    net.show()
    net.tabs.setCurrentIndex(1)
    out["network: join"] = rest(seconds)
    net.tabs.setCurrentIndex(0)
    out["network: host"] = rest(seconds)
    net.host_game("dice")
    wait(lambda: net.hosted is not None and net.hosted.own is not None
         and net.hosted.own.state == "playing")
    out["network: lobby"] = rest(seconds)
    net.close()
    net.deleteLater()
    flush()
    out["start screen again"] = rest(seconds)
    return out


def grown(before: dict[str, int], after: dict[str, int], top: int = 12) -> dict[str, int]:
    """The types of the Python heap's objects that grew the most in number."""
    diff = {k: after[k] - before.get(k, 0) for k in after if after[k] > before.get(k, 0)}
    return dict(sorted(diff.items(), key=lambda kv: -kv[1])[:top])


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--deals", type=int, default=100, help="card deals (default 100)")
    p.add_argument("--dice", type=int, default=50, help="dice games (default 50)")
    p.add_argument("--net", type=int, default=10, help="network games joined and left "
                                                       "(default 10)")
    p.add_argument("--warm", type=float, default=0.2,
                   help="the warm-up, as a share of each size (default 0.2)")
    p.add_argument("--rounds", type=int, default=2,
                   help="the sizes played in this many rounds, figures after each (default 2)")
    p.add_argument("--card-levels", default="normal,normal,normal",
                   help="the card seats' levels (default normal,normal,normal)")
    p.add_argument("--dice-levels", default="easy,normal,hard",
                   help="the dice seats' levels (default easy,normal,hard)")
    p.add_argument("--rest", type=float, default=0, metavar="SECONDS",
                   help="instead: leave each screen at rest this long, count the wake-ups")
    p.add_argument("--json", action="store_true", help="one JSON object on stdout")
    p.add_argument("--trim", action="store_true",
                   help="after each figure, give malloc's free pages back (malloc_trim) and "
                        "take the RSS again: what drops is fragmentation")
    args = p.parse_args(argv)
    started = time.monotonic()
    soak = Soak(args.card_levels.split(","), args.dice_levels.split(","))
    if args.rest > 0:
        states = at_rest(soak, args.rest)
        soak.close()
        if args.json:
            print(json.dumps(states))
        else:
            for name, r in states.items():
                print(f"{name}: {r['wakeups']} wake-ups of the GUI loop in {args.rest:g} s, CPU "
                      f"{r['cpu_s']} s; threads woken: {r['thread_switches']}; periodic "
                      f"timers: {', '.join(r['periodic_timers']) or 'none'}")
        return 0
    snaps = [snapshot("start", args.trim)]
    soak.run(max(1, round(args.deals * args.warm)), max(1, round(args.dice * args.warm)),
             max(4, round(args.net * args.warm)))
    snaps.append(snapshot("warm", args.trim))
    if not args.json:
        print(json.dumps({k: v for k, v in snaps[-1].items() if k != "by_type"}), flush=True)
    rounds = max(1, args.rounds)
    for r in range(rounds):      # (the sizes split evenly over the rounds)
        soak.run(*(n * (r + 1) // rounds - n * r // rounds
                   for n in (args.deals, args.dice, args.net)))
        snaps.append(snapshot("end" if r == rounds - 1 else f"round {r + 1}", args.trim))
        if not args.json and r < rounds - 1:
            print(json.dumps({k: v for k, v in snaps[-1].items() if k != "by_type"}), flush=True)
    soak.close()
    warm, end = snaps[1], snaps[-1]
    result = {"deals": soak.deals, "dice_games": soak.dice_games, "net_games": soak.net_games,
              "seconds": round(time.monotonic() - started, 1), "snapshots": snaps,
              "rss_growth_mb": round(end["rss_mb"] - warm["rss_mb"], 1),
              "live_growth": {k: end["live"][k] - warm["live"][k] for k in end["live"]
                              if end["live"][k] != warm["live"][k]},
              "grown_types": grown(warm["by_type"], end["by_type"])}
    for snap in snaps:
        del snap["by_type"]
    if args.json:
        print(json.dumps(result))
    else:
        for s in snaps:
            trimmed = f" ({s['rss_trimmed_mb']} MB trimmed)" if "rss_trimmed_mb" in s else ""
            print(f"{s['at']:>5}: RSS {s['rss_mb']} MB{trimmed}, malloc {s['malloc_mb']}, "
                  f"{s['gc_objects']} objects, {s['qobjects']} QObjects, live {s['live']}")
        print(f"{soak.deals} deals, {soak.dice_games} dice games, {soak.net_games} network "
              f"games in {result['seconds']} s; RSS after the warm-up {result['rss_growth_mb']:+}"
              f" MB; live objects grown: {result['live_growth'] or 'none'}")
        print(f"heap objects grown most, by type: {result['grown_types']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
