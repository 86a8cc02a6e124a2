"""Render the app's main states as PNG files, in each of its languages (en, ru, uk, pl) and
both themes (light, dark).

    python -m thousand_app.ui.common.screenshots OUTDIR [--size 1280x800] [--scale 2]
        [--language uk]... [--scene deal]... [--theme dark]... [--text-scale 1.5]

Writes ``OUTDIR/<theme>/<lang>-NN-<state>.png``: the start screen, the settings, a message
box, then each game's scenes (the card game's in :mod:`thousand_app.ui.cards.shots`, the dice
game's in :mod:`thousand_app.ui.dice.shots`, found through the UI registry), then the
statistics: one function per scene, listed in :data:`SCENES`.  Settings and saves go to a
temporary folder, never the user's own.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Callable, Sequence

from thousand_app.ui.kinds import UI_REGISTRY

from .main_window import MainWindow
from .shots import Shots, scene_name
from .theme import THEMES
from .waiting import settle


def scene_start(s: Shots) -> None:
    s.save("start")


def scene_settings(s: Shots) -> None:
    from .settings_dialog import SettingsDialog

    dlg = SettingsDialog(s.win.settings, s.win)
    dlg.show()
    settle(150)
    s.save("settings", dlg)
    dlg.close()


def scene_message(s: Shots) -> None:
    """A question as every message box asks it (our icon, plain text)."""
    from PySide6.QtWidgets import QMessageBox

    from .i18n import translate
    from .plain_text import plain_box

    box = plain_box(s.win, QMessageBox.Icon.Question, translate("Main", "Thousand"),
                    translate("Main", "Leave the game in progress? It stays under Continue "
                                      "until you start another."),
                    QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    box.show()
    settle(150)
    s.save("message", box)
    box.close()


def scene_statistics(s: Shots) -> None:
    """The statistics, after the games of the scenes before it."""
    from .saves import StatsDialog

    dlg = StatsDialog(s.storage, s.win)
    dlg.show()
    settle(150)
    s.save("statistics", dlg)
    dlg.close()


def scene_sheets(s: Shots) -> None:
    """The sheets over the table the other scenes leave out: saves (empty, then one save),
    network play (the join list, then a hosted game's lobby, on loopback only), both games'
    rules, the dice game's setup and score sheet."""
    from thousand_app.kinds import REGISTRY

    from .game_ui import NetworkSetup
    from .network import NetworkWindow
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    from .saves import SavesDialog
    from .sheet import top_sheet

    win = s.win

    def picture(name: str, dlg: object) -> None:
        dlg.show()   # type: ignore[attr-defined]
        settle(150)
        s.save(name, dlg)
        dlg.close()   # type: ignore[attr-defined]

    picture("saves", SavesDialog(s.storage, win))
    loop = "127.0.0.1"
    rules = REGISTRY.get("dice").rules_from_json({"preset": "classic"})  # type: ignore[misc]
    setup = NetworkSetup(rules, list(s.names), [True, True, False])
    net = NetworkWindow(lambda _kind: setup, s.names[0], bind=loop, announce=None,
                        browse=loop, addresses=[loop], parent=win)
    net.tabs.setCurrentWidget(net.join_panel)
    picture("network-join", net)
    net.tabs.setCurrentIndex(0)
    if net.host_game("dice"):
        net.show()
        settle(300)
        s.save("network-lobby", net)
    net.done(0)
    for ui in UI_REGISTRY:
        part = win.part(ui.name)
        dlg = part.rules_window()
        if dlg is not None:
            picture(f"{ui.name}-rules", dlg)

    def new_game_sheet(name: str, tries: int = 100) -> None:
        """Its sheet as New game opens it (a question before it answered Yes: the games of
        the scenes before wait under Continue), then Cancel."""
        sheet = top_sheet(win)
        box = QApplication.activeModalWidget()
        if sheet is not None:
            settle(150)
            s.save(f"{name}-new-game-sheet", sheet.content)
            sheet.dismiss()
        elif isinstance(box, QMessageBox):
            box.done(QMessageBox.StandardButton.Yes if tries else QMessageBox.StandardButton.No)
        if sheet is None and tries:
            QTimer.singleShot(20, lambda: new_game_sheet(name, tries - 1))

    win.show_start()
    for ui in UI_REGISTRY:
        QTimer.singleShot(0, lambda n=ui.name: new_game_sheet(n))
        win.new_game(ui.name)


#: The pictures of each language, in order: the start screen, the settings and a message box,
#: then each game's scenes (its UI's ``scenes``), then the statistics; ``--scene NAME`` makes
#: only those.
SCENES: list[Callable[[Shots], None]] = [scene_start, scene_settings, scene_message] + [
    scene for ui in UI_REGISTRY if ui.scenes is not None for scene in ui.scenes()] + [
    scene_statistics, scene_sheets]


def shoot(outdir: Path, language: str, size: tuple[int, int],
          scenes: Sequence[Callable[[Shots], None]] | None = None,
          shots_class: type[Shots] = Shots, theme: str = "light",
          text_scale: float = 1.0) -> list[Path]:
    """Every scene (or ``scenes``) in ``language`` and ``theme``; returns the pictures written
    (a subclass of :class:`Shots` may do something else with each picture:
    tests/ui/test_fit.py checks it)."""
    shots = shots_class(outdir, language, size, theme, text_scale)
    shots.open(MainWindow)
    try:
        for scene in SCENES if scenes is None else scenes:
            scene(shots)
    finally:
        shots.win.close()
        shots.translations.use("en")
    return shots.written


def main(argv: Sequence[str] | None = None) -> int:
    from .i18n import LANGUAGES

    names = [scene_name(f) for f in SCENES]
    p = argparse.ArgumentParser(prog="python -m thousand_app.ui.common.screenshots")
    p.add_argument("outdir")
    p.add_argument("--size", default="1280x800", help="window size, e.g. 1920x1080")
    p.add_argument("--scale", type=float, default=1.0, help="device pixel ratio (2 for HiDPI)")
    p.add_argument("--language", choices=LANGUAGES, action="append",
                   help="only this language (may repeat); default: all of them")
    p.add_argument("--scene", choices=names, action="append",
                   help="only this scene (may repeat); default: all of them")
    p.add_argument("--theme", choices=THEMES, action="append",
                   help="only this theme (may repeat); default: both")
    p.add_argument("--text-scale", type=float, default=1.0,
                   help="the text size setting (1.5 for 150 %%)")
    args = p.parse_args(sys.argv[1:] if argv is None else list(argv))
    if args.scale != 1.0:
        os.environ["QT_SCALE_FACTOR"] = str(args.scale)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    w, h = (int(x) for x in args.size.lower().split("x"))
    outdir = Path(args.outdir)
    outdir.mkdir(parents=True, exist_ok=True)
    from .app import make_app

    make_app(["thousand-screenshots"])
    scenes = [f for f in SCENES if args.scene is None or scene_name(f) in args.scene]
    for theme in args.theme or THEMES:
        for lang in args.language or LANGUAGES:
            for path in shoot(outdir / theme, lang, (w, h), scenes, theme=theme,
                              text_scale=args.text_scale):
                print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
