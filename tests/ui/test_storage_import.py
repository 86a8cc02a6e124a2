"""Honest imports: off the GUI thread with a progress dialog, over-limit files refused, no
statistics for an imported game, and seats as the record gives them."""

from __future__ import annotations

import json
import threading
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Iterator

import pytest

from thousand_app.cards.engine.record import to_record
from thousand_app.storage import SeatConfig
from thousand_app.ui.cards.controller import COMPUTER, HUMAN
from thousand_app.ui.common.import_progress import run_with_progress
from thousand_app.ui.common.main_window import MainWindow

from ..storage.helpers import random_game
from .conftest import fixed_game
from thousand_app.ui.kinds import UI_REGISTRY


@contextmanager
def progress_shown(qapp: Any) -> Iterator[threading.Event]:
    """An event set when a progress dialog shows (seen by an event filter on the GUI thread):
    the work waits on it instead of sleeping "long enough"."""
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QProgressDialog

    shown = threading.Event()

    class Watch(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
            if event.type() == QEvent.Type.Show and isinstance(obj, QProgressDialog):
                shown.set()
            return False

    watch = Watch()
    qapp.installEventFilter(watch)
    try:
        yield shown
    finally:
        qapp.removeEventFilter(watch)


def choose(monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    monkeypatch.setattr("thousand_app.ui.common.main_window.QFileDialog.getOpenFileName",
                        lambda *a, **k: (str(path), ""))


def test_import_runs_off_the_gui_thread_and_counts_in_no_statistics(
        window: MainWindow, qapp: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    st = window.storage
    game = random_game(300, seed=6)
    assert game.history                       # finished deals: they would count if it were ours
    path = tmp_path / "game.json"
    st.export_record(game, path, [SeatConfig("Anna"), SeatConfig("Boris", COMPUTER, "easy"),
                                  SeatConfig("Vera", COMPUTER, "hard")])
    st.update_stats("mine", game, [SeatConfig("Anna"), SeatConfig("Boris"), SeatConfig("Vera")])
    before = st.stats("cards")
    threads: list[str] = []
    real = st.import_record

    with progress_shown(qapp) as shown:
        def slow_import(p: Any) -> Any:
            threads.append(threading.current_thread().name)
            assert shown.wait(60), "the progress dialog never showed"   # (an event, not a time)
            return real(p)

        monkeypatch.setattr(st, "import_record", slow_import)
        choose(monkeypatch, path)
        window.import_record()
    assert threads and threads[0].startswith("thousand-import") and shown.is_set()
    c = window.controller
    assert c is not None and c.game_id.startswith("imported-")
    assert [(s.kind, s.level) for s in c.seats] == [(HUMAN, None), (COMPUTER, "easy"),
                                                    (COMPUTER, "hard")]
    c.save_now()
    assert st.stats("cards") == before


def test_progress_dialog_shows_while_it_runs(qapp: Any) -> None:
    """The work goes on until the dialog has shown (an event, not a time), then ends it."""
    with progress_shown(qapp) as shown:
        def work() -> int:
            assert shown.wait(60), "the progress dialog never showed"
            return 7

        assert run_with_progress(None, "t", "l", work, show_after_ms=50) == 7
    assert shown.is_set()
    with pytest.raises(ZeroDivisionError):
        run_with_progress(None, "t", "l", lambda: 1 / 0)


def test_over_limit_record_is_refused_with_a_message(window: MainWindow,
                                                     monkeypatch: pytest.MonkeyPatch,
                                                     tmp_path: Path) -> None:
    doc = to_record(fixed_game())
    doc["deals"] = doc["deals"][:1] * 6000
    path = tmp_path / "huge.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    told: list[str] = []
    monkeypatch.setattr("thousand_app.ui.common.main_window.plain_message",
                        lambda _p, _i, _t, text: told.append(text))
    choose(monkeypatch, path)
    window.import_record()
    assert window.controller is None
    [text] = told
    assert "too large" in text and "6000 deals" in text and "5000" in text




def test_continue_and_load_replay_off_the_gui_thread(
        window: MainWindow, qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """A long saved game is replayed on a worker (the window stays alive), for Continue and
    for a named save alike."""
    from thousand_app.ui.common.saves import SavesDialog

    st = window.storage
    game = random_game(40, seed=8)
    seats = [SeatConfig("Anna"), SeatConfig("Boris", COMPUTER, "easy"),
             SeatConfig("Vera", COMPUTER, "easy")]
    st.save_as("long", game, seats, "g-long")
    st.autosave(game, seats, "g-long")
    threads: list[str] = []

    def spy(method: str) -> None:
        real = getattr(st, method)

        def wrapped(*args: Any) -> Any:
            threads.append(threading.current_thread().name)
            return real(*args)
        monkeypatch.setattr(st, method, wrapped)

    spy("load_autosave")
    spy("load")
    window.continue_game()
    assert window.controller is not None and threads == ["thousand-import"]
    dlg = SavesDialog(st, UI_REGISTRY, window)
    qtbot.addWidget(dlg)
    dlg.table.selectRow(0)
    dlg._load()
    assert dlg.loaded is not None and len(threads) == 2
    assert all(name != threading.main_thread().name for name in threads)
