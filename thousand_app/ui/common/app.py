"""Start the desktop app: ``thousand`` / ``python -m thousand_app``.

Options: ``--data-dir PATH`` keeps settings and saves under PATH (instead of
the user's folders); ``--language en|ru|uk|pl`` overrides the setting for this run;
``--smoke-test`` goes through what a player reaches (:func:`smoke_test`: the
decks, translations, sounds and solved table, a computer deal, its review analysed on
worker processes, a dice game) and exits 0, or 1 naming the first thing that failed
(a watchdog exits 1 if it hangs), printing the time it took and the memory used.

A frozen (PyInstaller) windowed app has no console: :func:`no_console_writes`
sends whatever would go to a missing stdout/stderr, Qt's own messages and
crash tracebacks to the log in the data folder.  With ``THOUSAND_REPORT_STARTUP=1``
in the environment the app prints ``first paint: <epoch seconds>`` once its
window has been painted (``packaging/measure.py`` uses it).
"""

from __future__ import annotations

import argparse
import faulthandler
import io
import logging
import os
import shutil
import sys
import tempfile
import threading
import time
import traceback
from pathlib import Path
from types import TracebackType
from typing import IO, Any, Optional, Sequence

from PySide6.QtCore import QEvent, QObject, QtMsgType, QTimer, Qt, qInstallMessageHandler
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QMessageBox

from thousand_app import tasks
from thousand_app.games.files import open_append

from .game_ui import UIRegistry
from .i18n import (LANGUAGES, NATIVE_NAMES, QT_TRANSLATE_NOOP, Translations, our_language,
                   qm_file, system_language, translate)
from .plain_text import plain_message
from .single_instance import InstanceServer, ask_first_to_raise, bring_forward
from .texts import fmt, unbroken_options

log = logging.getLogger("thousand.ui")


# thousand --help: what the app is and its options (the packages' man page says the same,
# packaging/debian.py)
HELP_TEXTS = {
    "description": QT_TRANSLATE_NOOP(
        "CommandLine", "Thousand (1000): the card game with bidding, talon and marriages and the "
                       "dice game with five dice, against computer players or friends, at one "
                       "computer or over the network."),
    "epilog": QT_TRANSLATE_NOOP(
        "CommandLine", "Network play: Play over the network on the start screen hosts a game or "
                       "joins one; thousand-server hosts one without a window. thousand-replay "
                       "FILE replays a game record."),
    "data-dir": QT_TRANSLATE_NOOP("CommandLine",
                                  "keep settings, saves and statistics in this folder"),
    "language": QT_TRANSLATE_NOOP("CommandLine", "the language for this run: %1"),
    "smoke-test": QT_TRANSLATE_NOOP("CommandLine",
                                    "start, let computer players play a deal, analyse it in the "
                                    "review, play a dice game and a network game on this "
                                    "computer; exit 0 (1, naming it, on a failure or a hang)"),
    "help": QT_TRANSLATE_NOOP("CommandLine", "show this help and exit"),
    "options": QT_TRANSLATE_NOOP("CommandLine", "options"),
}


def help_language(argv: Sequence[str], env: Optional[dict[str, str]] = None) -> str:
    """The language of ``--help``: ``--language``'s, else the environment's (``LANGUAGE``,
    ``LC_ALL``, ``LC_MESSAGES``, ``LANG``, as gettext reads them), else the system's."""
    args = list(argv)
    for i, arg in enumerate(args):
        if arg == "--language" and i + 1 < len(args) and args[i + 1] in LANGUAGES:
            return args[i + 1]
        if arg.startswith("--language=") and arg.split("=", 1)[1] in LANGUAGES:
            return arg.split("=", 1)[1]
    env = dict(os.environ) if env is None else env
    for key in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        for code in env.get(key, "").split(":"):
            if code and code not in ("C", "POSIX") and not code.startswith("C."):
                return our_language(code.split(".")[0]) or "en"
    return system_language()


def help_texts(language: str) -> dict[str, str]:
    """:data:`HELP_TEXTS` in ``language`` (a translator read directly: there is no
    QApplication yet to install it in)."""
    from PySide6.QtCore import QTranslator

    translator = QTranslator()
    qm = qm_file(language) if language != "en" else None
    loaded = qm is not None and translator.load(str(qm))
    return {key: (translator.translate("CommandLine", text) or text) if loaded else text
            for key, text in HELP_TEXTS.items()}


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    args = list(argv)[1:]
    wants_help = any(a in ("-h", "--help") for a in args)
    t = help_texts(help_language(args)) if wants_help else dict(HELP_TEXTS)
    p = argparse.ArgumentParser(prog="thousand", description=t["description"],
                                epilog=t["epilog"], add_help=False)
    p._optionals.title = t["options"]
    p.add_argument("-h", "--help", action="help", help=t["help"])
    p.add_argument("--data-dir", help=t["data-dir"])
    p.add_argument("--language", choices=LANGUAGES,
                   help=fmt(t["language"], ", ".join(
                       f"{code} ({NATIVE_NAMES[code]})" for code in LANGUAGES)))
    p.add_argument("--smoke-test", action="store_true", help=t["smoke-test"])
    parsed, _qt_args = p.parse_known_args(args)
    return parsed


def make_app(argv: Sequence[str]) -> QApplication:
    """The QApplication (created once), with HiDPI rounding that keeps cards sharp."""
    app = QApplication.instance()
    if isinstance(app, QApplication):
        return app
    QGuiApplication.setHighDpiScaleFactorRoundingPolicy(
        Qt.HighDpiScaleFactorRoundingPolicy.PassThrough)
    app = QApplication(list(argv))
    app.setApplicationName("Thousand")
    app.setApplicationDisplayName("Thousand")
    app.setDesktopFileName("thousand")  # matches packaging/linux/thousand.desktop
    if getattr(sys, "frozen", False):  # the icon the package ships (packaging/thousand.spec)
        from PySide6.QtGui import QIcon

        icon = Path(getattr(sys, "_MEIPASS", "")) / "icons" / "thousand.png"
        if icon.is_file():
            app.setWindowIcon(QIcon(str(icon)))
    return app


class _LogStream(io.TextIOBase):
    """Stands in for a missing ``sys.stdout``/``sys.stderr``: complete lines go to the log."""

    def __init__(self, name: str, level: int) -> None:
        super().__init__()
        self._log = logging.getLogger(f"thousand.{name}")
        self._level = level
        self._buffer = ""
        self._lock = threading.RLock()
        self._busy = False

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:
        with self._lock:
            if self._busy:  # a handler that writes here again: drop it, never loop
                return len(text)
            self._buffer += text
            *lines, self._buffer = self._buffer.split("\n")
            self._busy = True
            try:
                for line in lines:
                    if line.strip():
                        self._log.log(self._level, "%s", line)
            finally:
                self._busy = False
        return len(text)


_crash_file: Optional[IO[str]] = None


def no_console_writes(log_dir: Optional[Path]) -> None:
    """Make a windowed (frozen) app safe without a console, and put its errors in the log.

    A missing stdout/stderr (a windowed build on Windows) is replaced by a
    stream that writes to the log, so print, warnings and tracebacks of
    threads cannot fail.  In a frozen app Qt's messages also go to the log
    (and to a real stderr when there is one), and a crash of the interpreter
    leaves its traceback in ``crash.log`` beside the log.
    """
    global _crash_file
    restore_child_environment()
    real_stderr = sys.stderr
    if sys.stdout is None:
        sys.stdout = _LogStream("stdout", logging.INFO)
    if sys.stderr is None:
        sys.stderr = _LogStream("stderr", logging.WARNING)
    if not getattr(sys, "frozen", False) and real_stderr is not None:
        return
    qt_log = logging.getLogger("thousand.qt")
    levels = {QtMsgType.QtDebugMsg: logging.DEBUG, QtMsgType.QtInfoMsg: logging.INFO,
              QtMsgType.QtWarningMsg: logging.WARNING, QtMsgType.QtCriticalMsg: logging.ERROR,
              QtMsgType.QtFatalMsg: logging.CRITICAL}

    def qt_message(kind: QtMsgType, _context: Any, message: str) -> None:
        qt_log.log(levels.get(kind, logging.WARNING), "%s", message)
        if real_stderr is not None:
            try:
                real_stderr.write(message + "\n")
            except (OSError, ValueError):
                pass

    qInstallMessageHandler(qt_message)
    if log_dir is not None and _crash_file is None:
        try:
            _crash_file = open_append(log_dir / "crash.log")   # (never a FIFO: it would hang)
            faulthandler.enable(_crash_file)
        except OSError:
            _crash_file = None


def restore_child_environment() -> None:
    """Programs this app starts (sound players...) get the user's library path, not the package's.

    A frozen Linux app's loader puts the package's folder first on
    ``LD_LIBRARY_PATH`` (keeping the user's value in ``LD_LIBRARY_PATH_ORIG``);
    the app itself has loaded its libraries by now, but a child process would
    pick the package's copies over the system's.
    """
    if not getattr(sys, "frozen", False) or not sys.platform.startswith("linux"):
        return
    original = os.environ.pop("LD_LIBRARY_PATH_ORIG", None)
    if original:
        os.environ["LD_LIBRARY_PATH"] = original
    else:
        os.environ.pop("LD_LIBRARY_PATH", None)


class _FirstPaint(QObject):
    """Prints ``first paint: <epoch seconds>`` after the first paint of the app's windows."""

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self._app = app
        app.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self._app.removeEventFilter(self)
            QTimer.singleShot(0, self._report)  # after the whole frame is painted and flushed
        return False

    def _report(self) -> None:
        print(f"first paint: {time.time():.3f}", flush=True)  # without a console: to the log


def install_excepthook(log_path: Optional[object]) -> None:
    """Log unexpected errors to the data folder and show one short message, never a traceback."""
    showing = [False]

    def hook(etype: type[BaseException], exc: BaseException,
             tb: Optional[TracebackType]) -> None:
        log.error("unexpected error\n%s", "".join(traceback.format_exception(etype, exc, tb)))
        if showing[0] or QApplication.instance() is None:
            return
        showing[0] = True
        try:
            text = fmt(translate("App", "Something went wrong: %1."), type(exc).__name__)
            if log_path is not None:
                text += " " + fmt(translate("App", "The details are in %1."), log_path)
            text += " " + translate("App", "The game in progress has been saved after your last "
                                           "move.")
            plain_message(None, QMessageBox.Icon.Warning, translate("App", "Thousand"), text)
        finally:
            showing[0] = False

    sys.excepthook = hook


def main(argv: Sequence[str] | None, uis: UIRegistry) -> int:
    """The app (``thousand``) with the games of ``uis`` (its entry point,
    :mod:`thousand_app.__main__`, builds the registries)."""
    argv = list(sys.argv if argv is None else argv)
    args = parse_args(argv)
    from .display import display_problem

    problem = display_problem(os.environ, frozen=bool(getattr(sys, "frozen", False)))
    if problem is not None:
        print(problem, file=sys.stderr)
        return 1
    from thousand_app.storage import Storage

    data_dir = args.data_dir
    smoke_dir = None
    if args.smoke_test and data_dir is None:
        data_dir = smoke_dir = tempfile.mkdtemp(prefix="thousand-smoke-")
    # the log first, so even Qt's start-up messages land in it when there is no console
    storage = Storage(uis.games, base_dir=data_dir) if data_dir else Storage(uis.games)
    log_path = getattr(storage, "log_path", None)
    no_console_writes(log_path.parent if log_path is not None else None)
    app = make_app(argv)
    if os.environ.get("THOUSAND_REPORT_STARTUP"):
        _FirstPaint(app)
    install_excepthook(log_path)
    settings = storage.load_settings()
    translations = Translations()
    translations.use(args.language or settings.language)
    if not storage.lock_data_folder():   # one window per data folder
        problem = getattr(storage, "lock_problem", None)
        if problem is not None:           # the lock cannot be used: never run unlocked
            return lock_unusable(problem)
        return already_open(storage.data_dir)

    from .main_window import MainWindow

    window = MainWindow(storage, translations, uis)   # (--language: not written in the settings)
    window.show()
    instance = InstanceServer(storage.data_dir, window)
    instance.raiseRequested.connect(lambda: bring_forward(window))
    app.aboutToQuit.connect(window.close)  # however Qt quits, the last autosave is waited for
    if args.smoke_test:
        code = smoke_test(app, window)
        if code == 0 and smoke_dir is not None:
            shutil.rmtree(smoke_dir, ignore_errors=True)
        elif smoke_dir is not None:
            print(f"smoke test: the log is in {smoke_dir}", file=sys.stderr)
        return code
    code = app.exec()
    tasks.shutdown(10.0)    # (the writes queued are done, the worker threads joined)
    return code


def lock_unusable(problem: Any) -> int:
    """The data folder's lock file cannot be used: say which file to remove, quit (1).
    Running without the lock could let a second app replace this one's game."""
    from .problem_texts import problem_text

    log.warning("not started: %s", problem)
    plain_message(None, QMessageBox.Icon.Critical, translate("App", "Thousand"),
                  problem_text(problem))
    return 1


def already_open(data_dir: Path) -> int:
    """Another app holds this data folder: bring its window forward, say so, quit (0)."""
    told = ask_first_to_raise(data_dir)
    log.info("another Thousand holds %s; it was %sasked to come forward", data_dir,
             "" if told else "not ")
    plain_message(None, QMessageBox.Icon.Information, translate("App", "Thousand"),
                  already_open_text(data_dir, told))
    return 0


def already_open_text(data_dir: Path, told: bool) -> str:
    """What :func:`already_open` says (``told``: the other app's window came forward)."""
    if told:
        text = translate("App", "Thousand is already open with this data folder (%1). Its "
                                "window was brought forward.")
    else:
        text = translate("App", "Thousand is already open with this data folder (%1). Switch "
                                "to its window, or start Thousand with --data-dir and another "
                                "folder.")
    return fmt(unbroken_options(text), data_dir)


#: Seconds the smoke test's watchdog gives the event loop to end after a hang, before it
#: ends the process itself (a modal dialog's loop, say, that nobody answers).
HARD_EXIT_S = 15.0


class _HardWatchdog:
    """The smoke test's last resort: a job of the task runner (not the event loop, which a
    modal dialog or a stuck slot can hold) that ends the process with status 1 once
    ``after_s`` have passed, printing the failure line and where the GUI thread was."""

    def __init__(self, after_s: float, line: Any) -> None:
        self._line = line
        self._cancelled = threading.Event()
        tasks.Lane("smoke-watchdog").run(self._wait, after_s)

    def _wait(self, after_s: float) -> None:
        if not self._cancelled.wait(after_s):
            self._fire()

    def _fire(self) -> None:
        frame = sys._current_frames().get(threading.main_thread().ident or 0)
        where = "".join(traceback.format_stack(frame)) if frame is not None else "?"
        text = f"{self._line()} (the event loop did not end: the process is ended)"
        try:
            log.error("%s\nthe GUI thread was at:\n%s", text, where)
            print(text, file=sys.stderr, flush=True)
        finally:
            os._exit(1)

    def cancel(self) -> None:
        self._cancelled.set()


def smoke_test(app: QApplication, window: object, limit_s: int = 120,
               stages: Optional[list[Any]] = None, hard_exit_s: float = HARD_EXIT_S) -> int:
    """Go through what a player reaches, with computer players; 0 when all of it worked, 1 on
    the first failure or a hang (the report names the stage and what failed).

    - data: what a package can lose (:func:`check_data`): both decks in every variant, every
      shipped language's translations (and Qt's own), the sounds, and what each game's UI
      says it needs (the dice players' solved table);
    - then each game's stages, from the UI registry (its UI's ``smoke``): the card game plays
      a deal out and analyses it in the deal review, the dice game plays a game to the winner;
    - then network play on the loopback address (:mod:`.net_smoke`): a game hosted and
      announced, found by browsing, its table offered this window's first move.

    ``stages`` replaces the stages (tests).  The watchdog fails the run after ``limit_s``; if
    the event loop has not ended ``hard_exit_s`` later (a dialog's own loop that nobody
    answers), a thread ends the process with status 1.
    """
    from .main_window import MainWindow
    from .net_smoke import NetworkStage
    from .waiting import on_each_pass

    assert isinstance(window, MainWindow)
    started = time.monotonic()
    if stages is None:
        stages = [stage for ui in window.uis if ui.smoke is not None for stage in ui.smoke()]
        stages.append(NetworkStage())
    state: dict[str, Any] = {"stage": "data", "index": -1, "failed": None}
    problems: list[str] = []

    def fail(problem: str) -> None:
        problems.append(f"{state['stage']}: {problem}")
        if state["failed"] is None:
            state["failed"] = problems[-1]
        app.exit(1)

    def hook(etype: type[BaseException], exc: BaseException, tb: Optional[TracebackType]) -> None:
        log.error("smoke test: %s", "".join(traceback.format_exception(etype, exc, tb)))
        fail("".join(traceback.format_exception_only(etype, exc)).strip())

    def begin(index: int) -> None:
        state["index"] = index
        if index == len(stages):
            state["stage"] = "done"
            app.exit(0)
            return
        state["stage"] = stages[index].name
        stages[index].start(window, fail)

    def tick() -> None:
        index = state["index"]
        if state["failed"] is not None or not 0 <= index < len(stages):
            return
        if stages[index].check(window, fail) and state["failed"] is None:
            begin(index + 1)

    def hang() -> None:
        fail(f"not finished within {limit_s} s")
        for widget in QApplication.topLevelWidgets():   # (a dialog waiting for an answer)
            if widget.isModal() and widget.isVisible():
                widget.close()

    previous = sys.excepthook
    sys.excepthook = hook
    window.settings.animation_speed = 0
    window.settings.ai_pace_ms = 0
    for problem in check_data(window):
        fail(problem)
    watchdog = QTimer()
    watchdog.setSingleShot(True)
    watchdog.timeout.connect(hang)
    hard = _HardWatchdog(limit_s + hard_exit_s, lambda: (
        f"smoke test: FAILED: {state['stage']}: not finished within {limit_s} s"))
    if state["failed"] is None:
        begin(0)
        stop_ticking = on_each_pass(tick)   # (a stage is looked at whenever events came in)
        watchdog.start(limit_s * 1000)
        if state["failed"] is None and state["stage"] != "done":
            app.exec()
        stop_ticking()
    watchdog.stop()
    for stage in stages:        # (done or not: nothing left open to ask about on closing)
        stage.stop(window)
    sys.excepthook = previous
    rss, peak = memory_mb()
    window.close()
    hard.cancel()
    ok = state["stage"] == "done" and state["failed"] is None
    for problem in problems:
        log.error("smoke test: %s", problem)
        print(problem, file=sys.stderr)
    figures = "; ".join([*(f for f in (s.figures() for s in stages) if f),
                         f"{time.monotonic() - started:.1f} s; memory {rss:.0f} MB, peak "
                         f"{peak:.0f} MB"])
    line = (f"smoke test: ok: {figures}" if ok else
            f"smoke test: FAILED: {state['failed'] or state['stage']}; {figures}")
    log.info(line)
    print(line, file=sys.stderr)
    return 0 if ok else 1


def check_data(window: object) -> list[str]:
    """What is wrong with what this install ships (empty: nothing): the card decks (ours in
    every variant and the classic one), the compiled translations of every shipped language
    (and Qt's own), the sounds, and what each game's UI needs (the dice players' solved
    table)."""
    import wave

    from PySide6.QtCore import QLibraryInfo, QTranslator

    from .cards import Deck, builtin_path, classic_path
    from .i18n import LANGUAGES, data_dir, qm_file
    from .sound import SOUND_NAMES

    problems: list[str] = []
    deck = getattr(window, "deck", None)
    if deck is None or deck.pixmap(0, 80).isNull() or deck.pixmap(None, 80).isNull():
        problems.append("the card art cannot be drawn")
    decks = [builtin_path(four, letters) for four in (False, True) for letters in ("en", "ru", "pl")]
    for path in [*decks, classic_path()]:
        try:
            drawn = Deck(path)
            if drawn.pixmap(23, 40).isNull() or drawn.pixmap(None, 40).isNull():
                problems.append(f"the deck {path.name} cannot be drawn")
        except (ValueError, OSError) as exc:
            problems.append(f"the deck {path.name} does not load: {exc}")
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    for language in LANGUAGES:
        qm = qm_file(language)
        translator = QTranslator()
        if qm is None or not translator.load(str(qm)) or translator.isEmpty():
            problems.append(f"no compiled translations for {language}")
        if not QTranslator().load(f"qtbase_{language}", qt_dir):
            problems.append(f"Qt's own translations for {language} are not in {qt_dir}")
    sounds = getattr(getattr(window, "sound", None), "folder", None) or data_dir("sounds")
    for name in SOUND_NAMES:
        path = Path(sounds) / f"{name}.wav"
        try:
            with wave.open(str(path), "rb") as w:
                if w.getnframes() == 0:
                    problems.append(f"the sound {path.name} is empty")
        except (OSError, EOFError, wave.Error) as exc:
            problems.append(f"the sound {name} cannot be read: {exc}")
    for ui in getattr(window, "uis", ()):
        if ui.check_data is not None:
            problems += ui.check_data(window)
    return problems


def memory_mb() -> tuple[float, float]:
    """This process's resident memory now and at its peak, in MB (0 where it cannot be read)."""
    try:
        fields = dict(line.split(":", 1) for line in
                      Path("/proc/self/status").read_text().splitlines() if ":" in line)
        return int(fields["VmRSS"].split()[0]) / 1024, int(fields["VmHWM"].split()[0]) / 1024
    except (OSError, KeyError, ValueError):
        pass
    try:
        import resource

        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return 0.0, peak / (1 << 20 if sys.platform == "darwin" else 1024)
    except (ImportError, OSError):
        return 0.0, 0.0
