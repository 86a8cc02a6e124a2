"""``thousand`` / ``python -m thousand_app``: start the desktop app.

The packages carry the two commands of ``pyproject.toml``'s ``[project.scripts]`` beside the
app: ``thousand-server`` and ``thousand-replay`` are the same frozen program built under
those names (console programs, ``packaging/thousand.spec``), and :func:`main` runs the
command its program file is named after.
"""

from __future__ import annotations

import os
import sys
from typing import Callable, Optional, Sequence

#: The commands a frozen program runs by its file's name (``thousand-server.exe`` too).
COMMANDS = ("thousand-server", "thousand-replay")


def command_of(executable: str) -> Optional[str]:
    """The command a program file runs (:data:`COMMANDS`), or None for the app itself."""
    name = os.path.basename(executable)
    if name.lower().endswith(".exe"):
        name = name[:-4]
    return name if name in COMMANDS else None


def command_main(name: str) -> Callable[[Optional[Sequence[str]]], int]:
    """The ``main`` of a command of :data:`COMMANDS`."""
    if name == "thousand-server":
        from thousand_app.server_cli import main as server_main

        return server_main
    from thousand_app.replay_cli import main as replay_main

    return replay_main


def main(argv: list[str] | None = None) -> int:
    """The app, or the command the frozen program is named after; the games' registries are
    built here and passed on (common code never imports them)."""
    command = command_of(sys.executable) if getattr(sys, "frozen", False) else None
    if command is not None:
        return command_main(command)(None if argv is None else argv[1:])
    from thousand_app.kinds import app_registry
    from thousand_app.ui.common.app import main as ui_main
    from thousand_app.ui.kinds import ui_registry

    return ui_main(sys.argv if argv is None else argv, ui_registry(app_registry()))


if __name__ == "__main__":
    # The deal review analyses on worker processes (thousand_app.cards.ai.analyse): in the packaged
    # app a worker starts this same program, which must then run the worker, not the app.
    import multiprocessing

    multiprocessing.freeze_support()
    sys.exit(main())
