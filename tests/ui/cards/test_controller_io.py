"""The autosave and the statistics are written on a worker thread, in order; quitting waits."""

from __future__ import annotations

import json
import threading
from typing import Any

import pytest

from thousand_app.cards.engine import Game, Pass, Rules
from thousand_app.storage import Problem
from thousand_app.ui.cards.controller import COMPUTER, HUMAN, GameController, Seat
from thousand_app.ui.common.writer import SerialWriter
from thousand_app.kinds import REGISTRY


class SlowStorage:
    """Stands in for the storage: each write waits for ``gate`` and records what it saved."""

    def __init__(self, fail: bool = False) -> None:
        self.gate = threading.Event()
        #: A write has begun (and waits for ``gate``).
        self.started = threading.Event()
        self.saved: list[tuple[int, str]] = []   # (moves in the record, thread name)
        self.fail = fail
        self.problems: list[Problem] = []
        self.registry = REGISTRY

    def write_autosave(self, kind: str, snapshot: Any, seats: list[Any], game_id: str,
                       extras: Any = None) -> bool:
        self.started.set()
        assert self.gate.wait(10), "the test never let the write through"
        deals = json.loads(snapshot.record_text())["deals"]
        self.saved.append((sum(len(d["moves"]) for d in deals),
                           threading.current_thread().name))
        if self.fail:
            self.problems.append(Problem("autosave_failed", None, reason="disk_full"))
            return False
        return True

    def record_stats(self, row: Any) -> bool:
        return True

    def clear_autosave(self, kind: str = "cards") -> None:
        pass

    def take_problems(self) -> list[Problem]:
        out, self.problems = self.problems, []
        return out


def controller(qtbot: Any, storage: SlowStorage) -> GameController:
    game = Game(Rules(), 3, players=["Anna", "Boris", "Vera"], seed=3)
    seats = [Seat("Anna", HUMAN), Seat("Boris", COMPUTER), Seat("Vera", COMPUTER)]
    return GameController(game, seats, storage=storage, pace_ms=0)


def test_the_gui_thread_queues_the_save_and_goes_on(qtbot: Any) -> None:
    st = SlowStorage()
    c = controller(qtbot, st)
    c.autosave()                       # the write is blocked, yet the call came back
    assert st.started.wait(10)         # (under way on the worker)
    seat = c.game.to_act
    assert seat is not None
    c.submit(Pass(seat))               # a move: another save queued behind the first
    assert st.saved == [] and c.saving.writer.pending == 2
    st.gate.set()
    qtbot.waitUntil(lambda: len(st.saved) == 2 and c.saving.writer.pending == 0)
    # in order, and each write saw the game as it stood when queued (the second move was
    # made before the first write ran: the worker gets a copy, never the live game)
    assert [moves for moves, _ in st.saved] == [0, 1]
    assert all(name != threading.main_thread().name for _, name in st.saved)
    c.close()


def test_closing_waits_for_the_last_write(qtbot: Any) -> None:
    st = SlowStorage()
    c = controller(qtbot, st)
    for i in range(3):
        seat = c.game.to_act
        assert seat is not None
        c.submit(Pass(seat)) if seat == 0 else c.autosave()
        if i == 0:
            assert st.started.wait(10)     # (the first save under way on the worker)
    assert st.saved == []
    threading.Timer(0.2, st.gate.set).start()
    c.close()                          # returns only once the last move is on disk
    # the first save was under way; of the two queued behind it only the later one is
    # written (it holds the other's move too): the disk is never more than one save behind
    made = sum(len(moves) for _, moves in c.game.deals)
    assert len(st.saved) == 2 and st.saved[-1][0] == made
    c.autosave()                       # after closing: nothing more is written
    assert len(st.saved) == 2


def test_a_failed_save_is_reported_as_a_message(qtbot: Any) -> None:
    st = SlowStorage(fail=True)
    st.gate.set()
    c = controller(qtbot, st)
    told: list[str] = []
    c.message.connect(told.append)
    c.autosave()
    qtbot.waitUntil(lambda: bool(told))
    assert "disk" in told[0].lower()
    c.save_now()                       # the waiting kind reports before it returns
    assert len(told) == 2
    c.close()


def test_results_come_back_in_order_on_the_gui_thread(qtbot: Any) -> None:
    w = SerialWriter()
    got: list[tuple[int, str]] = []
    w.done.connect(lambda r: got.append((r, threading.current_thread().name)))
    gate = threading.Event()
    w.submit(lambda: gate.wait(10) and 1)
    w.submit(lambda: 2)
    w.submit(lambda: 1 / 0)            # a failing job is logged; its result is None
    assert got == []
    gate.set()
    qtbot.waitUntil(lambda: len(got) == 3)
    assert [r for r, _ in got] == [1, 2, None]
    assert {name for _, name in got} == {threading.main_thread().name}
    w.close()
    w.submit(lambda: 4)
    assert w.pending == 0


@pytest.mark.parametrize("moves", [1, 5])
def test_the_real_storage_gets_the_last_move(qtbot: Any, tmp_path: Any, moves: int) -> None:
    """Through the real storage: after closing, the autosave holds every move made."""
    from thousand_app.storage import Storage

    st = Storage(REGISTRY, base_dir=tmp_path)
    game = Game(Rules(), 3, players=["Anna", "Boris", "Vera"], seed=3)
    seats = [Seat("Anna", COMPUTER), Seat("Boris", COMPUTER), Seat("Vera", COMPUTER)]
    c = GameController(game, seats, storage=st, pace_ms=0)
    for _ in range(moves):
        seat = game.to_act
        assert seat is not None
        c.submit(game.legal_actions()[0])
    c.close()
    saved = st.load_autosave()
    assert saved is not None
    assert saved.game.deals[-1][1] == game.deals[-1][1]


def test_a_long_wait_for_the_last_write_shows_a_note_and_ends(qtbot: Any,
                                                              monkeypatch: pytest.MonkeyPatch
                                                              ) -> None:
    """Quitting waits for the last write; past SerialWriter.PATIENCE it says the game is being
    saved (and the window stays painted) until the write is done."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QProgressDialog

    monkeypatch.setattr(SerialWriter, "PATIENCE", 0.05)
    w = SerialWriter()
    gate = threading.Event()
    w.submit(lambda: gate.wait(10) and 1)
    seen: list[str] = []

    def look() -> None:
        seen.extend(x.labelText() for x in QApplication.topLevelWidgets()
                    if isinstance(x, QProgressDialog) and x.objectName() == "savingNote"
                    and x.isVisible())
        gate.set()
    QTimer.singleShot(300, look)       # runs while flush waits (it keeps events going)
    w.close()
    assert gate.is_set() and seen and "Saving" in seen[0]
    assert not any(isinstance(x, QProgressDialog) and x.isVisible()
                   for x in QApplication.topLevelWidgets())
