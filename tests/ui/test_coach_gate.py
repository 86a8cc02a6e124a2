"""The coach's gate (issue 37): the person's moves are judged off the GUI thread while he
thinks; a move with its answer is applied or held at once; a move whose answer does not come
in time is applied unwarned (counted); answers of an older turn are dropped."""

from __future__ import annotations

import threading
from typing import Any

from PySide6.QtCore import QObject

from thousand_app.games.coach import Advice
from thousand_app.ui.common.coach import CoachGate

FINE = Advice(False, "a", "a", 0.0, "points")
COSTLY = Advice(True, "b", "a", 30.0, "points")


class Log:
    def __init__(self) -> None:
        self.applied: list[str] = []
        self.warned: list[Advice] = []
        self.threads: set[str] = set()

    def job(self, advice: Advice, gate: threading.Event | None = None) -> Any:
        def run() -> Advice:
            self.threads.add(threading.current_thread().name)
            if gate is not None:
                gate.wait(30)
            return advice
        return run

    def check(self, g: CoachGate, stamp: object, key: str, advice: Advice,
              gate: threading.Event | None = None) -> None:
        g.check(stamp, key, self.job(advice, gate), lambda: self.applied.append(key),
                self.warned.append)


def make(qtbot: Any) -> tuple[CoachGate, Log, QObject]:
    owner = QObject()
    g = CoachGate(owner, on=True)
    return g, Log(), owner


def test_answers_judged_ahead_are_used_at_once(qtbot: Any) -> None:
    g, log, _owner = make(qtbot)
    g.prepare(1, [("a", log.job(FINE)), ("b", log.job(COSTLY))])
    qtbot.waitUntil(lambda: g.advice("a") is not None and g.advice("b") is not None)
    assert all(n.startswith("thousand-coach") for n in log.threads)
    assert threading.current_thread().name not in log.threads
    log.check(g, 1, "a", FINE)
    assert log.applied == ["a"] and log.warned == []           # at once, no wait
    g.prepare(2, [("b", log.job(COSTLY))])
    qtbot.waitUntil(lambda: g.advice("b") is not None)
    log.check(g, 2, "b", COSTLY)
    assert log.applied == ["a"] and log.warned == [COSTLY]      # held
    log.check(g, 2, "b", COSTLY)                                # told once: made now
    assert log.applied == ["a", "b"]
    assert g.figures == {"checked": 3, "in_time": 3, "late": 0, "warned": 1}
    g.close()


def test_a_move_whose_answer_is_late_goes_unwarned(qtbot: Any) -> None:
    g, log, _owner = make(qtbot)
    g.wait_ms = 20
    release = threading.Event()
    log.check(g, 1, "b", COSTLY, release)      # the worker is held up: no answer in time
    assert log.applied == []
    qtbot.waitUntil(lambda: log.applied == ["b"])
    assert g.late == 1 and log.warned == []
    release.set()
    qtbot.waitUntil(lambda: g.advice("b") is not None)          # (it comes: nothing more)
    assert log.warned == [] and log.applied == ["b"]
    g.close()


def test_answers_of_an_older_turn_are_dropped(qtbot: Any) -> None:
    g, log, _owner = make(qtbot)
    release = threading.Event()
    g.prepare(1, [("x", log.job(COSTLY, release)), ("y", log.job(COSTLY))])
    g.prepare(2, [("z", log.job(FINE))])         # a new turn before the old one's answers
    release.set()
    qtbot.waitUntil(lambda: g.advice("z") is not None)
    assert g.advice("x") is None and g.advice("y") is None
    g.close()


def test_the_coach_off_applies_everything_at_once(qtbot: Any) -> None:
    g, log, _owner = make(qtbot)
    g.on = False
    log.check(g, 1, "b", COSTLY, threading.Event())
    assert log.applied == ["b"] and g.checked == 0 and log.threads == set()
    g.close()
