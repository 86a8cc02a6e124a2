"""The animation queue outlives the signals of the animations it runs."""

from __future__ import annotations

from typing import Any, Optional

from PySide6.QtCore import QAbstractAnimation, QObject, QPauseAnimation
from PySide6.QtWidgets import QApplication

from thousand_app.ui.common.animation import Animator


def test_a_finished_animation_is_not_freed_inside_its_own_signal(qtbot: Any) -> None:
    """A parentless queue whose animation ends: the next step and ``idle`` run safely."""
    animator = Animator(1.0)          # no parent, like a table scene built by a test
    ran: list[str] = []

    def step(name: str) -> Optional[QAbstractAnimation]:
        ran.append(name)
        return QPauseAnimation(20)

    animator.add_many([lambda: step("a"), lambda: step("b")])
    idle: list[bool] = []
    animator.idle.connect(lambda: idle.append(True))
    qtbot.waitUntil(lambda: bool(idle), timeout=3000)
    assert ran == ["a", "b"] and not animator.busy
    holder = QObject()                # the event loop goes on fine afterwards
    QApplication.processEvents()
    assert holder is not None
