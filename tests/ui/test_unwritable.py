"""A data folder that cannot be written (issue 29): one message at start naming the folders
and what is not kept, then only the status bar's mark; quitting with a game that is not saved
asks, and offers to save it elsewhere."""

from __future__ import annotations

import errno
import json
import os
import tempfile
from pathlib import Path
from typing import Any, Callable, Iterator

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from thousand_app.storage import Storage
from thousand_app.ui.common.i18n import Translations
from thousand_app.ui.common.main_window import MainWindow

from .conftest import start_fixed
from thousand_app.ui.kinds import UI_REGISTRY


@pytest.fixture
def told(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every message box the app shows with a storage problem (main window, game screen)."""
    out: list[str] = []

    def record(_parent: Any, _icon: Any, _title: str, text: str) -> None:
        out.append(text)

    monkeypatch.setattr("thousand_app.ui.common.main_window.plain_message", record)
    monkeypatch.setattr("thousand_app.ui.cards.game_screen.plain_message", record)
    return out


def read_only(monkeypatch: pytest.MonkeyPatch, under: Path) -> None:
    """Nothing can be made under ``under``: opening a file there for writing fails as on a
    read-only disk (the tests run as any user, so the folder's mode is not enough)."""
    real_open = os.open

    def deny(path: Any, flags: int, *args: Any, **kwargs: Any) -> int:
        if str(path).startswith(str(under)) and flags & (os.O_WRONLY | os.O_RDWR):
            raise OSError(errno.EROFS, "Read-only file system", str(path))
        return real_open(path, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", deny)


@pytest.fixture
def ro_window(qtbot: Any, storage: Storage, translations: Translations, tmp_path: Path,
              monkeypatch: pytest.MonkeyPatch, told: list[str]) -> Iterator[MainWindow]:
    read_only(monkeypatch, tmp_path)
    w = MainWindow(storage, translations, UI_REGISTRY)
    # (the game leaves the table before the window closes, as the app's own teardown does:
    # closing with a game on the table would ask first when it is not saved)
    qtbot.addWidget(w, before_close_func=lambda win: win._end_game_screen())
    w.resize(1280, 800)
    w.show()
    qtbot.waitUntil(lambda: bool(told))
    yield w
    w._end_game_screen()


def test_one_message_at_start_then_only_the_mark(qtbot: Any, ro_window: MainWindow,
                                                 storage: Storage, told: list[str]) -> None:
    w = ro_window
    assert len(told) == 1
    text = told[0]
    assert str(storage.data_dir) in text and str(storage.config_dir) in text
    assert "read-only" in text and "settings" in text and "statistics" in text
    mark = w.not_saved_mark
    assert mark is not None and not mark.isHidden() and mark.text() == "Not saved"
    assert str(storage.data_dir) in mark.toolTip()
    start_fixed(w)                        # its first autosave fails
    c = w.controller
    assert c is not None
    for _ in range(3):
        c.save_now()
        w.save_settings()
        QApplication.processEvents()
    assert told == [text]
    assert not mark.isHidden()
    w.show_start()                        # (the game leaves the table: closing asks nothing)
    assert not mark.isHidden()


def game_on(w: MainWindow) -> Any:
    """A game on the table, its first save done (or failed): its controller."""
    start_fixed(w)
    c = w.controller
    assert c is not None
    c.save_now()
    QApplication.processEvents()
    return c


def answer(button_text: str, seen: list[str]) -> Callable[[], None]:
    """Click the button ``button_text`` of the question box once it is up."""
    def look() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, look)
            return
        seen.append(box.text())
        for b in box.buttons():
            if b.text() == button_text:
                b.click()
                return
        raise AssertionError(f"no button {button_text!r}: {[b.text() for b in box.buttons()]}")
    return look


def test_quitting_an_unsaved_game_asks_and_offers_to_save_elsewhere(
        qtbot: Any, ro_window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    w = ro_window
    c = game_on(w)
    assert w.game_not_saved()
    seen: list[str] = []
    QTimer.singleShot(0, answer("Cancel", seen))
    w.close()
    assert seen == ["Your game is not saved. Quit anyway?"] and w.isVisible()
    # Save to a file: the record goes to a file the user chooses, then the app quits
    target = Path(tempfile.mkdtemp(prefix="thousand-elsewhere-")) / "game.json"
    monkeypatch.setattr("thousand_app.ui.common.main_window.QFileDialog.getSaveFileName",
                        lambda *a, **k: (str(target), ""))
    QTimer.singleShot(0, answer("Save to a file…", seen))
    w.close()
    assert len(seen) == 2 and not w.isVisible()
    doc = json.loads(target.read_text(encoding="utf-8"))
    assert doc["players"] == list(c.game.players)


def test_quit_anyway(qtbot: Any, ro_window: MainWindow) -> None:
    w = ro_window
    c = game_on(w)
    seen: list[str] = []
    QTimer.singleShot(0, answer("Quit anyway", seen))
    w.close()
    assert seen and not w.isVisible()


def test_a_saved_game_quits_without_a_question(qtbot: Any, window: MainWindow) -> None:
    game_on(window)
    assert not window.game_not_saved()
    window.close()
    assert not window.isVisible()
