"""Problems are always shown: a failing autosave streak is said once, and marked until it ends."""

from __future__ import annotations

import errno
import os
from typing import Any

import pytest

from thousand_app.storage import atomic
from thousand_app.ui.common.main_window import MainWindow

from .conftest import start_fixed, wait_until


@pytest.mark.parametrize("code, words", [(errno.EROFS, "read-only"), (errno.ENOSPC, "full")])
def test_failed_autosaves_are_said_once_and_marked(window: MainWindow, qtbot: Any,
                                                    monkeypatch: pytest.MonkeyPatch, code: int,
                                                    words: str) -> None:
    told: list[str] = []
    monkeypatch.setattr("thousand_app.ui.cards.game_screen.plain_message",
                        lambda _parent, _icon, _title, text: told.append(text))
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
    try:                                      # a new language: the mark is said in it
        window.translations.use("ru")
        window._build()
        assert window.not_saved_mark is mark and mark.isVisible()
        assert mark.text() == "Не сохранено"
    finally:
        window.translations.use("en")
        window._build()
    assert mark.text() == "Not saved"
    window.show_start()
    assert not mark.isVisible()


HOSTILE = "<img width=99999 src=x>"


def test_names_are_plain_text_everywhere(window: MainWindow, qtbot: Any,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QLabel, QMessageBox

    from thousand_app.ui.cards.controller import COMPUTER, HUMAN, Seat
    from thousand_app.ui.common.plain_text import plain_message

    screen = start_fixed(window, [Seat(HOSTILE, HUMAN), Seat("Boris", COMPUTER, "normal"),
                                  Seat("Vera", COMPUTER, "normal")])
    c = window.controller
    assert c is not None
    screen.overlays.game_over.show_result(c.game, 0)          # the result names every player
    screen.overlays.game_over.show()
    wait_until(qtbot, lambda: any(HOSTILE in lab.text() for lab in window.findChildren(QLabel)))
    named = [lab for lab in window.findChildren(QLabel) if HOSTILE in lab.text()]
    for lab in named:
        assert lab.textFormat() == Qt.TextFormat.PlainText, lab.objectName()
        assert lab.sizeHint().width() < 5000
    boxes: list[QMessageBox] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda self: boxes.append(self) or 0)
    plain_message(window, QMessageBox.Icon.Warning, "t", f"The saved game “{HOSTILE}”")
    [box] = boxes
    assert box.textFormat() == Qt.TextFormat.PlainText
