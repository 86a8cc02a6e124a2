"""The main window as the screenshots open it (a size, a language, the text at 150 %), for the
tests of what issue 34's pictures showed; closed and the look put back after."""

from __future__ import annotations

from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

from PySide6.QtWidgets import QApplication

from thousand_app.ui.common.main_window import MainWindow
from thousand_app.ui.common.shots import Shots
from thousand_app.ui.common.theme import apply_theme
from thousand_app.ui.kinds import UI_REGISTRY


@contextmanager
def big_text_window(tmp_path: Path, lang: str, size: tuple[int, int] = (900, 600),
                    scale: float = 1.5) -> Iterator[Shots]:
    shots = Shots(tmp_path, lang, size, "light", scale, uis=UI_REGISTRY)
    try:
        shots.open(MainWindow)
        yield shots
    finally:
        if shots.win is not None:
            shots.win.close()
        shots.translations.use("en")
        apply_theme(QApplication.instance(), "light", 1.0)
