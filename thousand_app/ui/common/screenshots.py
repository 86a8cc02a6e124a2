"""Render the app's main states as PNG files, in each of its languages (en, ru, uk, pl).

    python -m thousand_app.ui.common.screenshots OUTDIR [--size 1280x800] [--scale 2]
        [--language uk]... [--scene deal]...

Writes ``OUTDIR/<lang>-NN-<state>.png``: the start screen, then each game's scenes (the
card game's in :mod:`thousand_app.ui.cards.shots`, the dice game's in
:mod:`thousand_app.ui.dice.shots`, found through the UI registry): one function per scene,
listed in :data:`SCENES`.  Settings and saves go to a temporary folder, never the user's own.
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


def scene_start(s: Shots) -> None:
    s.save("start")


#: The pictures of each language, in order: the start screen, then each game's scenes (its
#: UI's ``scenes``); ``--scene NAME`` makes only those.
SCENES: list[Callable[[Shots], None]] = [scene_start] + [
    scene for ui in UI_REGISTRY if ui.scenes is not None for scene in ui.scenes()]


def shoot(outdir: Path, language: str, size: tuple[int, int],
          scenes: Sequence[Callable[[Shots], None]] | None = None,
          shots_class: type[Shots] = Shots) -> list[Path]:
    """Every scene (or ``scenes``) in ``language``; returns the pictures written (a subclass
    of :class:`Shots` may do something else with each picture: tests/ui/test_fit.py checks it)."""
    shots = shots_class(outdir, language, size)
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
    for lang in args.language or LANGUAGES:
        for path in shoot(outdir, lang, (w, h), scenes):
            print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
