"""Issue 33's "Done when" playthrough: two app instances (their own data folders, one in
English, one in Russian) play over 127.0.0.1 with their real windows, a screenshot at each
step:

1. a dice game played to the end, the joiner's app killed (SIGKILL) mid-game and started
   again, its seat taken back with the Join tab's Rejoin button;
2. a card game played to the end;
3. a dice game that the host ends (the host goes back to the menu: it ends for everyone).

    python research/net_playthrough.py --shots /work/shots/NAME [--phase cards] [--game-minutes M]

``--phase`` starts from that phase; the drop (the kill and the rejoin) happens in the first
phase played (``--phase cards``: a card game with a drop, then the host ending a dice game).

The script starts itself twice more (``--role host``, ``--role join``): each runs the app's
own main window and drives it from a timer (the network window, the lobby, the tables:
what a person clicks); they meet through small files in a folder of their own.  Qt runs
offscreen unless QT_QPA_PLATFORM says otherwise.  Research, not part of the package.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
import traceback
from pathlib import Path
from typing import Any, Iterator, Optional
from thousand_app.kinds import REGISTRY
from thousand_app.ui.kinds import UI_REGISTRY

LOOP = "127.0.0.1"
PHASES = ["dice", "cards", "dice-end"]
#: The joiner's app is killed after this many of its own moves in the first phase.
DROP_AFTER = 6


def dropped(kind: str) -> bool:
    """Whether the joiner is dropped in phase ``kind`` when it is the first one played (the
    game the host ends is not)."""
    return kind != "dice-end"


# -- the two apps ---------------------------------------------------------------------------
class Driver:
    """Drives one app's main window from a timer: ``script`` is a generator that yields while
    it waits (for a condition: each tick runs it on)."""

    def __init__(self, args: argparse.Namespace) -> None:
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QApplication

        from thousand_app.storage import Storage
        from thousand_app.ui.common.app import make_app
        from thousand_app.ui.common.i18n import Translations
        from thousand_app.ui.common.main_window import MainWindow

        self.args = args
        self.ctl = Path(args.ctl)
        self.shots = Path(args.shots)
        self.role = args.role
        from thousand_app.ui.common import network

        # Network traffic on the loopback address only (the app's window hosts, announces
        # and browses on every interface): the same window, told 127.0.0.1.
        class LoopbackWindow(network.NetworkWindow):
            def __init__(self, *a: Any, **k: Any) -> None:
                k.update(bind=LOOP, announce=LOOP, browse=LOOP, addresses=[LOOP])
                super().__init__(*a, **k)

        network.NetworkWindow = LoopbackWindow   # type: ignore[misc]
        storage = Storage(REGISTRY, base_dir=args.data_dir)
        self.app: QApplication = make_app([sys.argv[0]])
        translations = Translations()
        translations.use(args.language)
        assert storage.lock_data_folder()
        self.window = MainWindow(storage, translations, UI_REGISTRY)
        self.window.resize(1100, 760)
        self.window.show()
        self.code = 0
        self.moves = 0

        self.player = REGISTRY.get("cards").make_player("normal", None)
        self.script = self.run()
        self.timer = QTimer()
        self.timer.timeout.connect(self.tick)
        self.timer.start(40)

    # (helpers)
    def note(self, text: str) -> None:
        line = f"{time.strftime('%H:%M:%S')} {self.role}: {text}"
        print(line, flush=True)

    def shot(self, name: str, widget: Any = None) -> None:
        from PySide6.QtWidgets import QApplication

        widget = widget or QApplication.activeModalWidget() or self.window
        path = self.shots / f"{time.strftime('%H%M%S')}-{self.role}-{name}.png"
        widget.grab().save(str(path))
        self.note(f"shot {path.name}")

    def put(self, name: str, value: Any) -> None:
        tmp = self.ctl / f".{name}"
        tmp.write_text(json.dumps(value))
        tmp.replace(self.ctl / name)

    def get(self, name: str) -> Any:
        try:
            return json.loads((self.ctl / name).read_text())
        except (OSError, ValueError):
            return None

    def wait(self, cond: Any, what: str, limit: float = 120.0) -> Iterator[None]:
        t = time.monotonic()
        while not cond():
            if time.monotonic() - t > limit:
                raise TimeoutError(f"waited {limit:.0f} s for {what}")
            yield

    def pause(self, seconds: float) -> Iterator[None]:
        t = time.monotonic()
        while time.monotonic() - t < seconds:
            yield

    def tick(self) -> None:
        try:
            next(self.script)
        except StopIteration:
            self.timer.stop()
            self.app.exit(self.code)
        except Exception:
            self.note("FAILED\n" + traceback.format_exc())
            try:
                self.shot("failure")
            finally:
                self.timer.stop()
                self.app.exit(1)

    def network_window(self) -> Any:
        from PySide6.QtWidgets import QApplication

        from thousand_app.ui.common.network import NetworkWindow

        # (a sheet over the main window since issue 34: a child widget, not a window)
        return next((w for w in QApplication.allWidgets()
                     if isinstance(w, NetworkWindow) and w.isVisible()), None)

    def open_network(self) -> Iterator[Any]:
        from PySide6.QtCore import QTimer

        QTimer.singleShot(0, self.window.open_network)     # (its own loop: modal)
        yield from self.wait(lambda: self.network_window() is not None, "the network window")
        return self.network_window()

    def part(self, kind: str) -> Any:
        return self.window.part(kind.split("-")[0])

    def over(self, kind: str) -> bool:
        ctl = self.part(kind).controller
        game = getattr(ctl, "game", None)
        return bool(game is not None and game.is_over)

    def ended(self, kind: str) -> bool:
        from thousand_app.net.remote import ENDED

        session = self.part(kind).session
        return session is not None and session.remote.state == ENDED

    def play(self, kind: str) -> bool:
        """The person's move at the table, if it is theirs; True if one was made."""
        screen = self.part(kind).screen
        if screen is None:
            return False
        if kind.startswith("dice"):      # (a careful person: banks whenever it may)
            if not screen.my_turn():
                return False
            obs = screen.controller.observation()
            if obs.pending == "choice" and obs.stop_legal:
                screen.stop()
            elif obs.pending == "keep":
                screen.keep_all()
            else:
                screen.throw()
            return True
        from thousand_app.cards.engine import Pass

        c = screen.controller
        if screen.overlays.summary.isVisible():
            screen.next_deal()
            return True
        prompt = screen.prompt
        if prompt is None or c.waiting_for not in c.humans:
            return False
        if prompt.mode == "claim":
            prompt.answer(None)
            return True
        obs = c.observation()
        legal = obs.legal_actions
        if not legal:
            return False
        try:        # (the person plays as the computer's normal level would)
            action = self.player.act(obs)
        except Exception:
            action = next((a for a in legal if isinstance(a, Pass)), legal[0])
        screen.submit(action if action in legal else legal[0])
        return True

    # (the scripts)
    def run(self) -> Iterator[None]:
        yield from self.pause(1.0)
        self.shot("start-screen")
        phases = PHASES[PHASES.index(self.args.phase):]
        for i, kind in enumerate(phases):
            if self.role == "host":
                yield from self.host(kind)
            else:
                yield from self.join(kind, rejoin=self.args.rejoin and i == 0,
                                     drop=i == 0 and dropped(kind) and not self.args.rejoin)
        self.note("all done")

    def host(self, kind: str) -> Iterator[None]:
        from thousand_app.ui.common.game_ui import NetworkSetup
        from thousand_app.ui.common.i18n import translate

        game = REGISTRY.get(kind.split("-")[0])
        rules = game.rules_from_json({"preset": "classic"})  # type: ignore[misc]
        n = 3 if kind == "cards" else 2
        # (what the game's new-game dialog gives: "You" in the first seat, in the host's words)
        you = translate("NewGame" if kind == "cards" else "DiceNewGame", "You")
        setup = NetworkSetup(rules, [you, "", "Vera"][:n], [True, True, False][:n])
        dlg = yield from self.open_network()
        self.shot(f"{kind}-network-window")
        assert dlg.host_game(kind.split("-")[0], setup), "cannot host"
        hosted = dlg.hosted
        self.put(f"room-{kind}.json", {"code": hosted.room_code, "port": hosted.port})
        self.shot(f"{kind}-lobby-waiting")
        yield from self.wait(lambda: hosted.host.free_seats() == 0, "the joiner", 60)
        yield from self.wait(lambda: dlg.lobby.start_button.isEnabled(), "Start", 30)
        self.shot(f"{kind}-lobby-everyone-here")
        dlg.lobby.start_button.click()
        yield from self.wait(lambda: self.part(kind).screen is not None
                             and self.network_window() is None, "the host's table")
        yield from self.pause(1.0)
        self.shot(f"{kind}-table-first")
        table = self.part(kind).session.hosted.host.table
        dropped_seen = rejoined_seen = False
        last_shot = time.monotonic()
        t0 = time.monotonic()
        while not self.over(kind):
            if time.monotonic() - t0 > self.args.game_minutes * 60:
                raise TimeoutError(f"the {kind} game did not end in "
                                   f"{self.args.game_minutes:g} minutes")
            if self.play(kind):
                self.moves += 1
            if dropped(kind) and not dropped_seen and not table.seats[1].connected:
                dropped_seen = True
                yield from self.pause(1.5)
                self.shot(f"{kind}-joiner-dropped")
            if dropped_seen and not rejoined_seen and table.seats[1].connected:
                rejoined_seen = True
                yield from self.pause(1.0)
                self.shot(f"{kind}-joiner-rejoined")
            if time.monotonic() - last_shot > 20:
                last_shot = time.monotonic()
                self.shot(f"{kind}-table-playing")
            if kind == "dice-end" and self.moves >= 6:
                yield from self.end_game(kind)
                return
            yield
        yield from self.pause(1.5)
        self.shot(f"{kind}-game-over")
        self.note(f"{kind}: over after {self.moves} moves of mine; totals "
                  f"{list(table.game.totals)}")
        yield from self.wait(lambda: bool(self.get(f"over-{kind}.json")), "the joiner's end")
        yield from self.back_to_menu(kind)

    def back_to_menu(self, kind: str) -> Iterator[None]:
        """Main menu, as a person clicks it (a question, if one is asked, is shown and
        answered Yes: the playthrough notes it)."""
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QApplication, QMessageBox

        QTimer.singleShot(0, self.window.show_start)
        yield from self.pause(1.0)
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            self.shot(f"{kind}-asked-on-leaving", box)
            self.note(f"{kind}: asked on leaving: {box.text()!r}")
            box.button(QMessageBox.StandardButton.Yes).click()
            yield from self.pause(0.5)
        self.shot(f"{kind}-back-at-start")

    def end_game(self, kind: str) -> Iterator[None]:
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QApplication, QMessageBox

        QTimer.singleShot(0, self.window.show_start)    # (it asks first: modal)
        yield from self.wait(lambda: isinstance(QApplication.activeModalWidget(), QMessageBox),
                             "the question")
        box = QApplication.activeModalWidget()
        self.shot(f"{kind}-host-leaves-question", box)
        box.button(QMessageBox.StandardButton.Yes).click()
        yield from self.pause(1.0)
        self.shot(f"{kind}-host-back-at-start")
        self.note(f"{kind}: the host ended the game")

    def join(self, kind: str, rejoin: bool, drop: bool) -> Iterator[None]:
        dlg = yield from self.open_network()
        panel = dlg.join_panel
        dlg.tabs.setCurrentWidget(panel)
        if rejoin:
            yield from self.wait(lambda: not panel.rejoin_button.isHidden(), "Rejoin", 20)
            self.shot(f"{kind}-rejoin-offered")
            panel.rejoin_button.click()
        else:
            yield from self.wait(lambda: self.get(f"room-{kind}.json") is not None, "the room")
            room = self.get(f"room-{kind}.json")
            panel.name.setText("Борис")
            panel.address.setText(LOOP)
            panel.port.setValue(room["port"])
            panel.code.setText(room["code"])
            self.shot(f"{kind}-join-form")
            panel.join_button.click()
            yield from self.pause(1.0)
            self.shot(f"{kind}-joined-waiting")
        yield from self.wait(lambda: self.part(kind).screen is not None
                             and self.network_window() is None, "the joiner's table", 60)
        yield from self.pause(1.0)
        self.shot(f"{kind}-table-first")
        last_shot = time.monotonic()
        while not self.over(kind) and not self.ended(kind):
            if self.play(kind):
                self.moves += 1
                if drop and self.moves == DROP_AFTER:
                    self.shot(f"{kind}-before-the-kill")
                    self.put("kill-me.json", {"pid": os.getpid()})
                    yield from self.pause(600)     # (killed meanwhile)
            if time.monotonic() - last_shot > 20:
                last_shot = time.monotonic()
                self.shot(f"{kind}-table-playing")
            yield
        yield from self.pause(1.5)
        if self.ended(kind) and not self.over(kind):
            self.shot(f"{kind}-host-ended-the-game")
            self.note(f"{kind}: told the host ended it: "
                      f"{self.window.statusBar().currentMessage()!r}")
        else:
            self.shot(f"{kind}-game-over")
            self.note(f"{kind}: over after {self.moves} moves of mine")
        self.put(f"over-{kind}.json", True)
        yield from self.back_to_menu(kind)


def role_main(args: argparse.Namespace) -> int:
    driver = Driver(args)
    code = driver.app.exec()
    if code:        # (a failure: out at once, no window closed (a hosted game asks first))
        sys.stdout.flush()
        os._exit(code)
    driver.window.close()
    return code


def wait_both(procs: dict[str, subprocess.Popen[bytes]], timeout: float) -> dict[str, int]:
    """Both apps' exit statuses; when one fails the other is stopped (it would wait for it)."""
    end = time.monotonic() + timeout
    while any(p.poll() is None for p in procs.values()) and time.monotonic() < end:
        if any(p.poll() for p in procs.values()):
            break
        time.sleep(0.5)
    for p in procs.values():
        if p.poll() is None:
            p.kill()
    return {name: p.wait() for name, p in procs.items()}


# -- the conductor ----------------------------------------------------------------------------
def spawn(args: argparse.Namespace, ctl: Path, role: str, data: Path, language: str,
          phase: str = PHASES[0], rejoin: bool = False) -> subprocess.Popen[bytes]:
    cmd = [sys.executable, __file__, "--role", role, "--ctl", str(ctl), "--shots", args.shots,
           "--data-dir", str(data), "--language", language, "--phase", phase,
           "--game-minutes", str(args.game_minutes)]
    if rejoin:
        cmd.append("--rejoin")
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    return subprocess.Popen(cmd, env=env)


def conduct(args: argparse.Namespace) -> int:
    Path(args.shots).mkdir(parents=True, exist_ok=True)
    base = Path(tempfile.mkdtemp(prefix="thousand-playthrough-"))
    ctl = base / "ctl"
    ctl.mkdir()
    host_dir, join_dir = base / "host-en", base / "join-ru"
    print(f"data folders {host_dir} (en), {join_dir} (ru)", flush=True)
    host = spawn(args, ctl, "host", host_dir, "en", args.phase)
    join = spawn(args, ctl, "join", join_dir, "ru", args.phase)
    if not dropped(args.phase):     # (no drop in the game the host ends)
        codes = wait_both({"join": join, "host": host}, 5400)
        print(f"exit statuses {codes}", flush=True)
        return 0 if not any(codes.values()) else 1
    t = time.monotonic()
    while not (ctl / "kill-me.json").exists():
        if host.poll() is not None or join.poll() is not None or time.monotonic() - t > 300:
            print("no drop: an app ended first", flush=True)
            host.kill(), join.kill()
            return 1
        time.sleep(0.2)
    join.send_signal(signal.SIGKILL)
    join.wait()
    print(f"{time.strftime('%H:%M:%S')} conductor: the joiner's app killed (SIGKILL)",
          flush=True)
    time.sleep(3.0)
    join = spawn(args, ctl, "join", join_dir, "ru", args.phase, rejoin=True)
    codes = wait_both({"join": join, "host": host}, 5400)
    print(f"exit statuses {codes}", flush=True)
    return 0 if not any(codes.values()) else 1


def main(argv: Optional[list[str]] = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--shots", default="/tmp/net-playthrough-shots")
    p.add_argument("--role", choices=("host", "join"))
    p.add_argument("--ctl")
    p.add_argument("--data-dir")
    p.add_argument("--language", default="en")
    p.add_argument("--phase", default=PHASES[0], choices=PHASES)
    p.add_argument("--rejoin", action="store_true")
    p.add_argument("--game-minutes", type=float, default=45.0,
                   help="the longest a game may take (a card game of people playing as the "
                        "normal level takes 15-30 deals: 7 minutes on a quiet machine, over "
                        "15 on a loaded one)")
    args = p.parse_args(argv)
    if args.role:
        return role_main(args)
    return conduct(args)


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    sys.exit(main())
