"""Render the app's main states as PNG files, in each of its languages (en, ru, uk, pl),
both themes (light, dark) and the window sizes asked.

    python -m thousand_app.screenshots_cli OUTDIR [--size 1280x800]... [--sizes]
        [--scale 2] [--language uk]... [--scene deal]... [--theme dark]... [--text-scale 1.5]

Writes ``OUTDIR/<theme>/<lang>-NN-<state>.png``: the start screen, the settings, a message
box, then each game's scenes (the card game's in :mod:`thousand_app.ui.cards.shots`, the dice
game's in :mod:`thousand_app.ui.dice.shots`, found through the UI registry), then the
statistics, the saves, each game's rules, the network window's join list and lobby (a game
hosted on 127.0.0.1, announced nowhere) and a warning: one function per scene, listed by
:func:`scenes_of` (the games' from the UI registry the command is given).  Settings and saves go to a temporary folder, never the user's own.

The window is 1280x800 unless ``--size`` says otherwise; ``--size`` may repeat, and
``--sizes`` asks for the two sizes the look is checked at, 1280x800 and 900x600 (the whole
set: every scene, both themes, four languages, both sizes, some 700 pictures in about ten
minutes).  With more than one size the pictures go to ``OUTDIR/<size>/<theme>/``.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any, Callable, Sequence

from PySide6.QtWidgets import QApplication

from .game_ui import UIRegistry
from .main_window import MainWindow
from .shots import Shots, scene_name
from .theme import THEMES
from .waiting import on_each_pass, settle, wait_for


def scene_start(s: Shots) -> None:
    s.save("start")


def picture(s: Shots, name: str, window: Any) -> None:
    """Show ``window`` (a dialog, a message box), take its picture, close it."""
    window.show()
    settle(150)
    s.save(name, window)
    window.close()


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

    dlg = StatsDialog(s.storage, s.uis, s.win)
    picture(s, "statistics", dlg)


def scene_saves(s: Shots) -> None:
    """The saves, after the games of the scenes before it (their autosaves)."""
    from .saves import SavesDialog

    dlg = SavesDialog(s.storage, s.uis, s.win)
    picture(s, "saves", dlg)


def scene_rules(s: Shots) -> None:
    """Each game's rules (the card game's, then the dice game's), as Help → Rules shows them:
    a sheet over the window."""
    for ui in s.uis:
        dlg = s.win.part(ui.name).rules_window()
        if dlg is not None:
            picture(s, f"rules-{ui.name}", dlg)


def _network_window(s: Shots, setup: Any = None) -> Any:
    """The network window on loopback, announcing nothing (the pictures' own)."""
    from .network import NetworkWindow

    loop = "127.0.0.1"
    w = NetworkWindow(lambda kind: setup, s.names[0], bind=loop, announce=None, browse=loop,
                      addresses=[loop], parent=s.win, uis=s.uis)
    w.host_port.setValue(0)
    w.resize(min(s.size[0], 900), min(s.size[1], 640))
    w.show()
    return w


def scene_join_list(s: Shots) -> None:
    """The network window: games found on the local network, one of them chosen."""
    from thousand_app.net.discovery import FoundGame

    w = _network_window(s)
    try:
        n = s.names
        browser = w.join_panel.browser   # (the games listed are the picture's own: a game some
        if browser is not None:          # other program announces on this machine is not)
            browser.stop()
            w.join_panel.browser = None
        first, last = s.uis.names[0], s.uis.names[-1]   # (the card game's, the dice game's)
        w.join_panel.show_found([
            FoundGame("a", n[1], "127.0.0.1", 40100, first, "classic", 3, 1, False, True),
            FoundGame("b", n[2], "127.0.0.1", 40101, last, "barrel_900", 4, 2, False, True),
            FoundGame("c", n[0], "127.0.0.1", 40102, last, "classic", 2, 0, True, True)])
        w.tabs.setCurrentWidget(w.join_panel)
        w.join_panel.found.setCurrentRow(0)
        settle(150)
        s.save("join-list", w)
    finally:
        w.close()


def scene_lobby(s: Shots) -> None:
    """The host's lobby of the first game that plays over the network (the card game) on
    loopback: the host's seat, one waiting for a person, one for the computer."""
    from .game_ui import NetworkSetup

    name = next(ui.name for ui in s.uis if s.win.part(ui.name).plays_remote)
    game = s.uis.kind(name)
    rules = game.rules_from_json({})
    setup = NetworkSetup(rules, list(s.names), [True, True, False], [None, None, "normal"])
    w = _network_window(s, setup)
    try:
        if w.host_game(name):
            lobby = w.lobby
            wait_for(lambda: lobby.start_button.isEnabled() or bool(lobby.give_buttons), 10)
            settle(300)
        s.save("lobby", w)
    finally:
        w.close()


def scene_warning(s: Shots) -> None:
    """A warning as every message box gives one (our icon, plain text): the one at start when
    the saves' folder cannot be written."""
    from PySide6.QtWidgets import QMessageBox

    from .folder_check import Unwritable
    from .i18n import translate
    from .main_window import unwritable_text
    from .plain_text import plain_box

    text = unwritable_text([Unwritable(s.storage.data_dir, "permission", "data")])
    box = plain_box(s.win, QMessageBox.Icon.Warning, translate("Main", "Saved files"), text,
                    QMessageBox.StandardButton.Ok)
    picture(s, "warning", box)


def scene_new_game_sheets(s: Shots) -> None:
    """Each game's new-game setup as New game opens it: a sheet over the window (a question
    before it answered Yes: the games of the scenes before wait under Continue)."""
    from PySide6.QtWidgets import QMessageBox

    from .sheet import top_sheet

    win = s.win

    def answer(name: str) -> Callable[[], None]:
        """Looked at each time events came in while New game runs: the sheet is taken and
        dismissed; a question before it is answered Yes."""
        taken = [False]

        def look() -> None:
            sheet = top_sheet(win)
            box = QApplication.activeModalWidget()
            if taken[0]:
                return
            if sheet is not None:
                taken[0] = True
                settle(150)
                s.save(f"{name}-new-game-sheet", sheet.content)
                sheet.dismiss()
            elif isinstance(box, QMessageBox):
                box.done(QMessageBox.StandardButton.Yes)
        return look

    win.show_start()
    for ui in s.uis:
        stop = on_each_pass(answer(ui.name))
        try:
            win.new_game(ui.name)
        finally:
            stop()


def scenes_of(uis: UIRegistry) -> list[Callable[[Shots], None]]:
    """The pictures of each language, in order: the start screen, the settings and a message
    box, then each game's scenes (its UI's ``scenes``, of ``uis``), then the statistics, the
    saves, each game's rules, the network window's join list and lobby, a warning and each
    game's new-game sheet; ``--scene NAME`` makes only those."""
    return [scene_start, scene_settings, scene_message] + [
        scene for ui in uis if ui.scenes is not None for scene in ui.scenes()] + [
        scene_statistics, scene_saves, scene_rules, scene_join_list, scene_lobby, scene_warning,
        scene_new_game_sheets]


#: The window sizes the look is checked at (``--sizes``).
CHECKED_SIZES = ("1280x800", "900x600")


def shoot(outdir: Path, language: str, size: tuple[int, int], uis: UIRegistry,
          scenes: Sequence[Callable[[Shots], None]] | None = None,
          shots_class: type[Shots] = Shots, theme: str = "light",
          text_scale: float = 1.0) -> list[Path]:
    """Every scene of ``uis``'s games (or ``scenes``) in ``language`` and ``theme``; returns
    the pictures written (a subclass of :class:`Shots` may do something else with each
    picture: tests/ui/test_fit.py checks it)."""
    shots = shots_class(outdir, language, size, theme, text_scale, uis=uis)
    shots.open(MainWindow)
    try:
        for scene in scenes_of(uis) if scenes is None else scenes:
            scene(shots)
    finally:
        shots.win.close()
        shots.translations.use("en")
    return shots.written


def main(argv: Sequence[str] | None, uis: UIRegistry) -> int:
    """The screenshot command (``thousand_app.screenshots_cli`` gives it the app's UIs)."""
    from .i18n import LANGUAGES

    every = scenes_of(uis)
    names = [scene_name(f) for f in every]
    p = argparse.ArgumentParser(prog="python -m thousand_app.screenshots_cli")
    p.add_argument("outdir")
    p.add_argument("--size", action="append",
                   help="window size, e.g. 1920x1080 (may repeat); default: 1280x800")
    p.add_argument("--sizes", action="store_true",
                   help="both sizes the look is checked at: " + ", ".join(CHECKED_SIZES))
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
    sizes = list(dict.fromkeys((args.size or []) + (list(CHECKED_SIZES) if args.sizes else [])))
    sizes = sizes or [CHECKED_SIZES[0]]
    outdir = Path(args.outdir)
    outdir.mkdir(parents=True, exist_ok=True)
    from .app import make_app

    make_app(["thousand-screenshots"])
    scenes = [f for f in every if args.scene is None or scene_name(f) in args.scene]
    for size in sizes:
        w, h = (int(x) for x in size.lower().split("x"))
        top = outdir / size if len(sizes) > 1 else outdir
        for theme in args.theme or THEMES:
            for lang in args.language or LANGUAGES:
                for path in shoot(top / theme, lang, (w, h), uis, scenes, theme=theme,
                                  text_scale=args.text_scale):
                    print(path, flush=True)
    return 0
