"""A whole card game and a whole dice game played with real X key events while Orca reads the
app, under Xvfb: what the screen reader said, as a transcript.

    python -m research.orca_play --out /tmp/orca-run            # both games
    python -m research.orca_play --game dice --language ru --out /tmp/orca-dice

It needs Debian's ``xvfb openbox orca at-spi2-core speech-dispatcher speech-dispatcher-espeak-ng
xdotool dbus`` (``apt-get install -y ...``; the script names any that is missing).  In a new
D-Bus session (``dbus-run-session``) and a temporary home it starts Xvfb, openbox (Orca reads
the *active* window: without a window manager no window is active and Orca ignores every key),
the AT-SPI bus, speech-dispatcher (its ALSA output is ALSA's ``null`` device: with no sound
server its espeak-ng module never answers, and Orca waits for it forever), Orca 43 with a debug
log, and then the app, in this process, on that display with accessibility on.
``research/keyboard_play.py``'s driver decides each key from what the window shows and
``xdotool key`` sends it as a real X key event to the focused window, as a keyboard would: the
app gets it from X, hands it to the AT-SPI registry, and Orca hears it and reads what follows.

OUT gets ``transcript.txt``: each key, then what Orca spoke (``orca:``, from the ``SPEECH
OUTPUT`` lines of its debug log ``orca-debug.log``), and what the app sent to the screen reader
(``app:``: its focus moves and announcements, ``accessibility.LISTENERS``), in time order.  A
dev-only tool (not in the package); docs/developing.md, "Accessibility", says what was heard.
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Callable, Optional
from thousand_app.ui.kinds import UI_REGISTRY

#: The programs the run starts, and the Debian package of each.
TOOLS = {"Xvfb": "xvfb", "openbox": "openbox", "orca": "orca", "xdotool": "xdotool",
         "dbus-run-session": "dbus", "speech-dispatcher": "speech-dispatcher",
         "/usr/libexec/at-spi-bus-launcher": "at-spi2-core"}

#: Orca's customizations (run in Orca's process once its settings are read): its debug log is
#: written line by line, so that what it spoke is in the file even when it is killed.
ORCA_CUSTOMIZATIONS = """\
from orca import debug
if debug.debugFile is not None:
    debug.debugFile.reconfigure(line_buffering=True)
"""

#: ALSA's default device is the null device: speech is synthesised and thrown away.
ASOUNDRC = "pcm.!default { type null }\nctl.!default { type hw card 0 }\n"

#: Orca's debug lines for each utterance: ``HH:MM:SS.ffffff - SPEECH OUTPUT: 'text' {voice}``
#: (the text may run over several lines).
SPOKE = re.compile(r"^(\d\d:\d\d:\d\d\.\d+) - SPEECH OUTPUT: '(.*)$")
SPOKE_END = re.compile(r"^(.*)'(?: voice=\w+)?\s*(?:\{[^']*(?:'[^']*'[^']*)*\})?$")


def other_orcas() -> list[str]:
    """Orca runs once per user (``--replace`` would kill every other one of this user's, in
    any session): the pids of those running."""
    found = subprocess.run(["pgrep", "-u", str(os.getuid()), "-x", "orca"], capture_output=True,
                           text=True)
    return found.stdout.split()


def missing_tools() -> list[str]:
    return [f"{name} (Debian: {pkg})" for name, pkg in TOOLS.items()
            if shutil.which(name) is None and not Path(name).is_file()]


def prepare_home(home: Path) -> None:
    """A home of its own: speech-dispatcher through ALSA into the null device; Orca's prefs."""
    conf = Path("/etc/speech-dispatcher/speechd.conf").read_text(encoding="utf-8")
    conf = re.sub(r'^#?\s*AudioOutputMethod\s+"[^"]*"', 'AudioOutputMethod "alsa"', conf,
                  count=1, flags=re.M)
    if 'AudioOutputMethod "alsa"' not in conf:
        conf += '\nAudioOutputMethod "alsa"\n'
    (home / ".config" / "speech-dispatcher").mkdir(parents=True, exist_ok=True)
    (home / ".config" / "speech-dispatcher" / "speechd.conf").write_text(conf, encoding="utf-8")
    (home / ".asoundrc").write_text(ASOUNDRC, encoding="utf-8")
    (home / "orca").mkdir(exist_ok=True)
    (home / "orca" / "orca-customizations.py").write_text(ORCA_CUSTOMIZATIONS, encoding="utf-8")


class Desktop:
    """Xvfb, a window manager, the AT-SPI bus, Orca: started in order, stopped in reverse."""

    def __init__(self, work: Path, out: Path) -> None:
        self.work, self.out = work, out
        self.procs: list[tuple[str, subprocess.Popen[bytes]]] = []
        self.env = dict(os.environ, HOME=str(work / "home"),
                        XDG_RUNTIME_DIR=str(work / "run"), XDG_CONFIG_HOME=str(work / "home" /
                                                                                 ".config"))

    def start(self, name: str, cmd: list[str], **kw: object) -> subprocess.Popen[bytes]:
        log = open(self.out / f"{name}.log", "wb")
        p: subprocess.Popen[bytes] = subprocess.Popen(  # type: ignore[call-overload]
            cmd, stdout=log, stderr=subprocess.STDOUT, env=self.env, **kw)
        self.procs.append((name, p))
        return p

    def up(self, size: str) -> None:
        (self.work / "run").mkdir(mode=0o700, exist_ok=True)
        r, w = os.pipe()
        self.start("xvfb", ["Xvfb", "-displayfd", str(w), "-screen", "0", f"{size}x24",
                            "-nolisten", "tcp"], pass_fds=(w,))
        os.close(w)
        with os.fdopen(r) as f:               # (Xvfb writes its display number when ready)
            display = f.readline().strip()
        self.env["DISPLAY"] = os.environ["DISPLAY"] = f":{display}"
        self.start("openbox", ["openbox"])
        self.start("at-spi-bus", ["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"])
        self.wait_for(lambda: subprocess.run(
            ["dbus-send", "--session", "--print-reply", "--dest=org.a11y.Bus", "/org/a11y/bus",
             "org.a11y.Bus.GetAddress"], env=self.env, capture_output=True).returncode == 0,
            "the AT-SPI bus")
        self.start("orca", ["orca", "-u", str(self.work / "home" / "orca"),
                            "--debug-file", str(self.out / "orca-debug.log")])
        self.wait_for(lambda: "Screen reader on" in self.orca_log(), "Orca")

    def orca_log(self) -> str:
        try:
            return (self.out / "orca-debug.log").read_text(encoding="utf-8", errors="replace")
        except OSError:
            return ""

    def wait_for(self, ready: Callable[[], bool], what: str, most_s: float = 60) -> None:
        end = time.monotonic() + most_s
        while not ready():
            if time.monotonic() > end:
                raise SystemExit(f"{what} did not start in {most_s:.0f} s (logs in {self.out})")
            time.sleep(0.2)     # (a start-up wait on other programs, not the app's)

    def down(self) -> None:
        for name, p in reversed(self.procs):
            if p.poll() is None:
                p.send_signal(signal.SIGTERM)
                try:
                    p.wait(5)
                except subprocess.TimeoutExpired:
                    p.kill()
                    p.wait()
        for pid in self.strays():
            try:
                os.kill(pid, signal.SIGTERM)
            except OSError:
                pass

    def strays(self) -> list[int]:
        """The run's processes no one here started (speech-dispatcher and its modules, started
        by Orca; the AT-SPI registry, started by its bus): those with this run's home."""
        home = f"HOME={self.env['HOME']}".encode()
        found = []
        for entry in Path("/proc").iterdir():
            if not entry.name.isdigit() or int(entry.name) in (os.getpid(), os.getppid()):
                continue
            try:
                environ = (entry / "environ").read_bytes().split(b"\0")
            except OSError:
                continue
            if home in environ:
                found.append(int(entry.name))
        return found


def orca_spoke(log_text: str, day: dt.date) -> list[tuple[float, str]]:
    """What Orca spoke, from its debug log: (time, text), lines of one utterance joined by
    " / "."""
    spoken: list[tuple[float, str]] = []
    lines = iter(log_text.splitlines())
    for line in lines:
        m = SPOKE.match(line)
        if not m:
            continue
        t = dt.datetime.combine(day, dt.time.fromisoformat(m.group(1))).timestamp()
        parts, rest = [], m.group(2)
        while True:
            end = SPOKE_END.match(rest)
            if end is not None:
                parts.append(end.group(1))
                break
            parts.append(rest)
            rest = next(lines, None)
            if rest is None or SPOKE.match(rest):   # (a cut log: keep what there is)
                break
            rest = rest.strip()                     # (Orca indents the lines that follow)
        spoken.append((t, " / ".join(p for p in parts if p.strip())))
    return spoken


def unspoken(sent: list[tuple[float, str]], spoken: list[tuple[float, str]],
             within_s: float = 15.0) -> list[tuple[float, str]]:
    """What the app sent to the screen reader that Orca did not speak within ``within_s``."""
    missed = []
    for t, text in sent:
        head = text[:60]
        if not any(t - 0.5 <= u <= t + within_s and head in said for u, said in spoken):
            missed.append((t, text))
    return missed


def play(args: argparse.Namespace, desktop: Desktop) -> int:
    """The app and the driver, in this process, on the desktop's display."""
    os.environ.update(QT_QPA_PLATFORM="xcb", QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
                      QT_ACCESSIBILITY="1")
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtWidgets import QWidget

    from research.a11y_walk import quiet_storage
    from research.keyboard_play import Driver, Key, Mod
    from thousand_app.ui.common import accessibility
    from thousand_app.ui.common.app import make_app
    from thousand_app.ui.common.main_window import MainWindow

    events: list[tuple[float, str]] = []
    names = {Key.Key_Return: "Return", Key.Key_Escape: "Escape", Key.Key_Right: "Right",
             Key.Key_Left: "Left", Key.Key_Tab: "Tab", Key.Key_Space: "space"}

    class XDriver(Driver):
        def send(self, target: QWidget, key: Qt.Key, mod: Qt.KeyboardModifier) -> None:
            keysym = names.get(key) or chr(int(key.value)).lower()
            if mod & Mod.ControlModifier:
                keysym = "ctrl+" + keysym
            if mod & Mod.AltModifier:
                keysym = "alt+" + keysym
            events.append((time.time(), f"> key {keysym}"))
            subprocess.Popen(["xdotool", "key", keysym], env=desktop.env)

        def say(self, text: str) -> None:
            events.append((time.time(), text))
            super().say(text)

        def step(self) -> None:     # (Orca's turn to speak before the next key)
            if time.monotonic() - getattr(self, "_paced", 0.0) >= args.pace:
                self._paced = time.monotonic()
                super().step()

    app = make_app([sys.argv[0]])
    storage, tr = quiet_storage(args.language, "orca-play-")
    settings = storage.load_settings()      # (the computers at a person's pace, by default)
    settings.ai_pace_ms, settings.animation_speed = args.ai_pace_ms, args.animation_speed
    storage.save_settings(settings)
    window = MainWindow(storage, tr, UI_REGISTRY)
    window.resize(1280, 800)
    window.show()
    games = ["cards", "dice"] if args.game == "both" else [args.game]
    driver = XDriver(window, games, quiet=True)

    def heard(kind: str, text: str) -> None:
        events.append((time.time(), f"  app {kind}: " + " / ".join(text.splitlines())))

    def when_orca_reads() -> None:
        """The first key once Orca has read the window (it knows the app), 60 s at most."""
        if len(orca_spoke(desktop.orca_log(), dt.date.today())) >= 2 or \
                time.monotonic() - waited > 60:
            wait.stop()
            driver.timer.start()

    accessibility.LISTENERS.append(heard)
    start = time.time()
    waited = time.monotonic()
    wait = QTimer()
    wait.timeout.connect(when_orca_reads)
    wait.start(200)
    app.exec()
    accessibility.LISTENERS.remove(heard)
    window.close()
    app.processEvents()
    time.sleep(1.0)          # (Orca's last words into its log)
    spoken = orca_spoke(desktop.orca_log(), dt.date.today())
    lines = sorted(events + [(t, f"    orca: {s}") for t, s in spoken if t >= start - 30])
    text = "".join(f"{dt.datetime.fromtimestamp(t):%H:%M:%S.%f}"[:-3] + f" {s}\n"
                   for t, s in lines)
    (args.out / "transcript.txt").write_text(text, encoding="utf-8")
    keys = sum(1 for _, s in events if s.startswith("> key"))
    sent = [(t, s.split(": ", 1)[1]) for t, s in events if s.startswith("  app ")]
    missed = unspoken(sent, [(t, s) for t, s in spoken if t >= start])
    print(f"# {keys} keys, Orca spoke {len(spoken)} times, the app sent {len(sent)} focus "
          f"moves and announcements, {len(missed)} of them not spoken; games over: "
          f"{driver.ended}; stuck: {len(driver.stuck)}")
    for t, text in missed[:20]:
        print(f"#   not spoken: {dt.datetime.fromtimestamp(t):%H:%M:%S} {text}")
    print(f"# transcript: {args.out / 'transcript.txt'}")
    return 0 if not driver.stuck and len(driver.ended) == len(games) else 1


def inside(args: argparse.Namespace) -> int:
    """In the D-Bus session: the desktop, the games, the desktop down again."""
    work = Path(args.work)
    desktop = Desktop(work, args.out)
    signal.signal(signal.SIGTERM, lambda *_a: sys.exit(1))   # (the desktop goes down too)
    try:
        desktop.up(args.size)
        return play(args, desktop)
    finally:
        desktop.down()


def main(argv: Optional[list[str]] = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--game", choices=("cards", "dice", "both"), default="both")
    ap.add_argument("--language", default="en")
    ap.add_argument("--out", type=Path, default=None, help="where the transcript and logs go")
    ap.add_argument("--pace", type=float, default=0.4,
                    help="seconds at least between two keys (Orca speaks meanwhile)")
    ap.add_argument("--size", default="1280x900", help="the virtual screen")
    ap.add_argument("--ai-pace-ms", type=int, default=700,
                    help="the computers' pause between moves (the app's default)")
    ap.add_argument("--animation-speed", type=float, default=0.0,
                    help="1 for the app's animations (0: off, the game goes faster)")
    ap.add_argument("--work", help=argparse.SUPPRESS)   # (set for the run inside the session)
    args = ap.parse_args(argv)
    if args.work:
        return inside(args)
    missing = missing_tools()
    if missing:
        print("missing: " + ", ".join(missing), file=sys.stderr)
        return 2
    running = other_orcas()
    if running:
        print(f"Orca is already running (pid {', '.join(running)}): it runs once per user; "
              "stop it first", file=sys.stderr)
        return 2
    args.out = (args.out or Path(tempfile.mkdtemp(prefix="orca-play-"))).resolve()
    args.out.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix="orca-home-"))
    prepare_home((work / "home"))
    cmd = ["dbus-run-session", "--", sys.executable, "-m", "research.orca_play",
           "--work", str(work), "--out", str(args.out), "--game", args.game,
           "--language", args.language, "--pace", str(args.pace), "--size", args.size,
           "--ai-pace-ms", str(args.ai_pace_ms), "--animation-speed", str(args.animation_speed)]
    env = dict(os.environ, HOME=str(work / "home"))
    try:
        return subprocess.run(cmd, env=env, cwd=Path(__file__).resolve().parent.parent).returncode
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
