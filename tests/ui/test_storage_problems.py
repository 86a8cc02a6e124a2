"""Problems are always shown: a failing autosave streak is said once, and marked until it ends."""

from __future__ import annotations

import errno
import os
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox

from thousand_app.storage import atomic
from thousand_app.ui.main_window import MainWindow

from .conftest import start_fixed


@pytest.mark.parametrize("code, words", [(errno.EROFS, "read-only"), (errno.ENOSPC, "full")])
def test_failed_autosaves_are_said_once_and_marked(window: MainWindow, qtbot: Any,
                                                    monkeypatch: pytest.MonkeyPatch, code: int,
                                                    words: str) -> None:
    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "information",
                        lambda _parent, _title, text, *a: told.append(text))
    real_replace = os.replace
    failing = [True]

    def replace(src: Any, dst: Any) -> None:
        if failing[0] and str(dst).endswith("autosave.json"):
            raise OSError(code, os.strerror(code))
        real_replace(src, dst)

    monkeypatch.setattr(atomic.os, "replace", replace)
    start_fixed(window)                       # the first autosave of the game fails already
    c = window.controller
    assert c is not None
    qtbot.waitUntil(lambda: bool(told))
    assert len(told) == 1 and words in told[0] and "autosave.json" in told[0]
    mark = window.not_saved_mark
    assert mark is not None and mark.isVisible() and mark.text() == "Not saved"
    for _ in range(3):                        # the streak goes on: no more messages, still marked
        c.save_now()
    assert len(told) == 1 and mark.isVisible()
    failing[0] = False
    c.save_now()                              # saved again: the mark goes
    assert not mark.isVisible() and len(told) == 1
    failing[0] = True
    c.save_now()                              # a new streak is said again
    assert len(told) == 2 and mark.isVisible()
    window.show_start()
    assert not mark.isVisible()
