"""One window per data folder: a second start says so and brings the first window forward."""

from __future__ import annotations

import sys
import threading
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QWidget

from thousand_app.storage import Storage
from thousand_app.ui.common import app as app_module
from thousand_app.ui.common.single_instance import InstanceServer, ask_first_to_raise, bring_forward
from thousand_app.kinds import REGISTRY
from thousand_app.ui.kinds import UI_REGISTRY


def in_thread(fn: Any) -> list[Any]:
    """Run ``fn`` as the second app would (it waits; the first app's loop must go on)."""
    out: list[Any] = []
    threading.Thread(target=lambda: out.append(fn()), daemon=True).start()
    return out


def test_second_start_raises_the_first(qtbot: Any, tmp_path: Path) -> None:
    first = QWidget()
    qtbot.addWidget(first)
    first.showMinimized()
    server = InstanceServer(tmp_path)
    raised: list[bool] = []
    server.raiseRequested.connect(lambda: (raised.append(True), bring_forward(first)))
    answer = in_thread(lambda: ask_first_to_raise(tmp_path))
    qtbot.waitUntil(lambda: raised == [True] and answer == [True], timeout=5000)
    assert first.isVisible() and not first.isMinimized()
    server.close()
    assert not ask_first_to_raise(tmp_path, wait_ms=200)      # nobody took it
    assert not (tmp_path / ".raise-request").exists()


def test_second_start_says_so_and_quits(qtbot: Any, tmp_path: Path,
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    holder = Storage(REGISTRY, base_dir=tmp_path)
    assert holder.lock_data_folder()
    server = InstanceServer(holder.data_dir)
    told: list[str] = []
    monkeypatch.setattr(app_module, "plain_message",
                        lambda _parent, _icon, _title, text: told.append(text))
    raised: list[bool] = []
    server.raiseRequested.connect(lambda: raised.append(True))
    code = in_thread(lambda: app_module.already_open(holder.data_dir))
    qtbot.waitUntil(lambda: code == [0], timeout=5000)
    assert raised == [True]
    server.close()
    monkeypatch.setattr(app_module, "ask_first_to_raise", lambda folder: False)
    assert app_module.already_open(holder.data_dir) == 0      # nobody answers: still says so
    assert all("already open with this data folder" in t and str(holder.data_dir) in t
               for t in told)
    assert "brought forward" in told[0] and "--data-dir" in told[1].replace("\u2011", "-")
    holder.close()


def test_main_stops_when_the_folder_is_in_use(qapp: Any, tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    holder = Storage(REGISTRY, base_dir=tmp_path)
    assert holder.lock_data_folder()
    seen: list[Path] = []
    monkeypatch.setattr(app_module, "already_open", lambda folder: seen.append(folder) or 0)
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    assert app_module.main(["thousand", "--data-dir", str(tmp_path), "--language", "en"], UI_REGISTRY) == 0
    assert seen == [holder.data_dir]
    holder.close()


def test_main_refuses_to_run_when_the_lock_file_cannot_be_used(
        qapp: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "data" / ".lock").mkdir(parents=True)
    shown: list[str] = []
    monkeypatch.setattr(app_module, "already_open", lambda folder: 0)
    monkeypatch.setattr(app_module, "plain_message",
                        lambda _p, _i, _t, text: shown.append(text))
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    assert app_module.main(["thousand", "--data-dir", str(tmp_path), "--language", "en"], UI_REGISTRY) == 1
    assert len(shown) == 1 and str(tmp_path / "data" / ".lock") in shown[0]
    assert "Remove that file" in shown[0]
