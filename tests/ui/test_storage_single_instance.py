"""One window per data folder: a second start says so and brings the first window forward."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox, QWidget

from thousand_app.storage import Storage
from thousand_app.ui import app as app_module
from thousand_app.ui.single_instance import (InstanceServer, ask_first_to_raise, bring_forward,
                                             server_name)


def test_server_names_follow_the_folder(tmp_path: Path) -> None:
    assert server_name(tmp_path) == server_name(tmp_path / "x" / "..")
    assert server_name(tmp_path / "a") != server_name(tmp_path / "b")


def test_second_start_raises_the_first(qtbot: Any, tmp_path: Path) -> None:
    first = QWidget()
    qtbot.addWidget(first)
    first.showMinimized()
    server = InstanceServer(tmp_path / "data")
    assert server.listening
    raised: list[bool] = []
    server.raiseRequested.connect(lambda: (raised.append(True), bring_forward(first)))
    assert ask_first_to_raise(tmp_path / "data")
    qtbot.waitUntil(lambda: raised == [True], timeout=3000)
    assert first.isVisible()
    assert not ask_first_to_raise(tmp_path / "nobody", wait_ms=200)
    server.close()


def test_second_start_says_so_and_quits(qapp: Any, tmp_path: Path,
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    holder = Storage(base_dir=tmp_path)
    assert holder.lock_data_folder()
    server = InstanceServer(holder.data_dir)
    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "information",
                        lambda _parent, _title, text: told.append(text))
    raised: list[bool] = []
    server.raiseRequested.connect(lambda: raised.append(True))
    assert app_module.already_open(holder.data_dir) == 0
    for _ in range(100):
        if raised:
            break
        qapp.processEvents()
    assert raised == [True]
    server.close()
    assert app_module.already_open(holder.data_dir) == 0      # nobody listening: still says so
    assert all("already open with this data folder" in t and str(holder.data_dir) in t
               for t in told)
    assert "brought forward" in told[0] and "--data-dir" in told[1]
    holder.close()


def test_main_stops_when_the_folder_is_in_use(qapp: Any, tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    holder = Storage(base_dir=tmp_path)
    assert holder.lock_data_folder()
    seen: list[Path] = []
    monkeypatch.setattr(app_module, "already_open", lambda folder: seen.append(folder) or 0)
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    assert app_module.main(["thousand", "--data-dir", str(tmp_path), "--language", "en"]) == 0
    assert seen == [holder.data_dir]
    holder.close()
