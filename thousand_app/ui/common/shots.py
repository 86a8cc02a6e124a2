"""What the screenshots' scenes share (``python -m thousand_app.screenshots_cli``): the
:class:`Shots` a scene gets, the players' names in each language."""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

from .sheet import sheet_of
from .waiting import settle

if TYPE_CHECKING:
    from .game_ui import UIRegistry

__all__ = ["MORE_NAMES", "NAMES", "Shots", "scene_name"]

#: The players' names in each language (hot-seat and score-sheet pictures show them).
NAMES = {"en": ["Anna", "Boris", "Vera"], "ru": ["Анна", "Борис", "Вера"],
         "uk": ["Ганна", "Борис", "Віра"], "pl": ["Anna", "Łukasz", "Zofia"]}
#: Five more players for the bigger dice tables, in each language.
MORE_NAMES = {"en": ["Gleb", "Dina", "Egor", "Zoya", "Ilya"],
              "ru": ["Глеб", "Дина", "Егор", "Зоя", "Илья"],
              "uk": ["Гліб", "Дарина", "Єгор", "Зоя", "Ілля"],
              "pl": ["Marek", "Ewa", "Piotr", "Kasia", "Tomasz"]}


class Shots:
    """What every scene shares: the main window, where the pictures go, the language, the names.

    A scene is a function taking a :class:`Shots`; it puts the window (or a dialog of its own)
    into a state and calls :meth:`save` for each picture.  the screenshot command lists them in order (the start screen, then each game's, from the UI
    registry).
    """

    #: The animations' speed and the computers' pace in the scenes that play (1.0: as a player
    #: sees them, for the pictures; 0: at once, where only the layout is checked).
    motion = 1.0

    def __init__(self, outdir: Path, language: str, size: tuple[int, int],
                 theme: str = "light", text_scale: float = 1.0, *, uis: UIRegistry) -> None:
        from thousand_app.storage import Storage

        from .i18n import Translations

        self.outdir = outdir
        #: The games' UIs (a :class:`~.game_ui.UIRegistry`; its games are the storage's).
        self.uis = uis
        outdir.mkdir(parents=True, exist_ok=True)
        self.language = language
        self.size = size
        self.names = list(NAMES.get(language, NAMES["en"]))
        self.written: list[Path] = []
        self.storage = Storage(uis.games, base_dir=tempfile.mkdtemp(prefix="thousand-shots-"))
        settings = self.storage.load_settings()
        settings.language = language
        settings.theme = theme   # (the main window puts it and the text size on the app)
        settings.text_scale = text_scale
        self.theme = theme
        self.storage.save_settings(settings)
        self.translations = Translations()
        self.translations.use(language)
        self.win: Any = None

    def open(self, window_class: Callable[[Any, Any, Any], Any]) -> None:
        """The main window (``window_class(storage, translations, uis)``), shown at the size."""
        self.win = window_class(self.storage, self.translations, self.uis)
        self.win.resize(*self.size)
        self.win.show()
        settle(300)

    def path(self, name: str) -> Path:
        """The next picture's file: ``<lang>-NN-<name>.png``."""
        return self.outdir / f"{self.language}-{len(self.written) + 1:02d}-{name}.png"

    def save(self, name: str, widget: object = None) -> None:
        """A picture of ``widget`` (the main window when None) as it is now."""
        settle(120)
        w: Any = widget if widget is not None else self.win
        if sheet_of(w) is not None:   # (a screen in a sheet: the window, with the table under it)
            w = w.window()
        path = self.path(name)
        if not w.grab().save(str(path)):
            raise OSError(f"cannot write {path}")
        self.written.append(path)

    def save_pixmap(self, name: str, pixmap: Any) -> None:
        path = self.path(name)
        if not pixmap.save(str(path)):
            raise OSError(f"cannot write {path}")
        self.written.append(path)


def scene_name(scene: Callable[..., Any]) -> str:
    """A scene's name on the command line: its function's without ``scene_``."""
    return scene.__name__.removeprefix("scene_").replace("_", "-")
