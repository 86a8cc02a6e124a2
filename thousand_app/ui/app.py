"""Start the desktop app: ``thousand`` / ``python -m thousand_app``.

Options: ``--data-dir PATH`` keeps settings and saves under PATH (instead of
the user's folders); ``--language en|ru`` overrides the setting for this run;
``--smoke-test`` builds the window, loads the cards and translations, plays a
few automatic moves and exits 0 (a watchdog exits 1 if it hangs).
"""

from __future__ import annotations

import argparse
import logging
import sys
import tempfile
import traceback
from types import TracebackType
from typing import Optional, Sequence

from PySide6.QtCore import QTimer, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QMessageBox

from .i18n import Translations, translate
from .texts import fmt

log = logging.getLogger("thousand.ui")


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="thousand", description="Thousand (Тысяча): the card game.")
    p.add_argument("--data-dir", help="keep settings, saves and statistics in this folder")
    p.add_argument("--language", choices=("en", "ru"), help="the language for this run")
    p.add_argument("--smoke-test", action="store_true",
                   help="start, play a few automatic moves, exit 0 (1 on a failure or a hang)")
    args, _qt_args = p.parse_known_args(list(argv)[1:])
    return args


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
    return app


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
            QMessageBox.warning(None, translate("App", "Thousand"), text)
        finally:
            showing[0] = False

    sys.excepthook = hook


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv if argv is None else argv)
    args = parse_args(argv)
    app = make_app(argv)
    from thousand_app.storage import Storage

    data_dir = args.data_dir
    if args.smoke_test and data_dir is None:
        data_dir = tempfile.mkdtemp(prefix="thousand-smoke-")
    storage = Storage(base_dir=data_dir) if data_dir else Storage()
    install_excepthook(getattr(storage, "log_path", None))
    settings = storage.load_settings()
    translations = Translations()
    translations.use(args.language or settings.language)

    from .main_window import MainWindow

    window = MainWindow(storage, translations)
    if args.language:
        window.settings.language = args.language
    window.show()
    if args.smoke_test:
        return smoke_test(app, window)
    return app.exec()


def smoke_test(app: QApplication, window: object) -> int:
    """Play a computer-only game for a few moves; 0 when it ran, 1 on a hang or an error."""
    import random

    from thousand_app.engine import Game, Rules

    from .controller import COMPUTER, Seat
    from .main_window import MainWindow

    assert isinstance(window, MainWindow)
    window.settings.animation_speed = 0
    window.settings.ai_pace_ms = 0
    seats = [Seat("A", COMPUTER, "easy"), Seat("B", COMPUTER, "easy"), Seat("C", COMPUTER, "easy")]
    window.start_game(Game(Rules(), 3, players=[s.name for s in seats],
                           seed=random.randrange(1 << 30)), seats)
    result = {"code": 1}
    errors: list[str] = []
    previous = sys.excepthook

    def hook(etype: type[BaseException], exc: BaseException, tb: Optional[TracebackType]) -> None:
        errors.append("".join(traceback.format_exception(etype, exc, tb)))
        app.exit(1)

    sys.excepthook = hook

    def check() -> None:
        c = window.controller
        if c is None:
            return
        screen = window.game_screen
        if screen is not None and screen.summary.isVisible():
            screen.summary.next.emit()  # a short deal (a redeal) ends at once
        moves = sum(len(m) for _, m in c.game.deals)
        if moves >= 12:
            result["code"] = 0
            app.exit(0)

    timer = QTimer()
    timer.timeout.connect(check)
    timer.start(50)
    watchdog = QTimer()
    watchdog.setSingleShot(True)
    watchdog.timeout.connect(lambda: app.exit(1))
    watchdog.start(60_000)
    app.exec()
    sys.excepthook = previous
    for e in errors:
        print(e, file=sys.stderr)
    window.close()
    ok = result["code"] == 0 and not errors
    print("smoke test: ok" if ok else "smoke test: FAILED", file=sys.stderr)
    return 0 if ok else 1
