"""A queue of animation steps played one after another.

Each step is a callable run when its turn comes (so it sees the table as the
steps before it left it); it may return an animation to wait for.  With speed 0
every step runs at once and nothing is animated, which is what tests use.
"""

from __future__ import annotations

from collections import deque
from typing import Callable, Optional

from PySide6.QtCore import (QAbstractAnimation, QEasingCurve, QObject, QParallelAnimationGroup,
                            QPauseAnimation, QPropertyAnimation, QSequentialAnimationGroup, Signal)

Step = Callable[[], Optional[QAbstractAnimation]]


class Animator(QObject):
    """Runs steps in order; emits :attr:`idle` when the queue empties."""

    idle = Signal()

    def __init__(self, speed: float = 1.0, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.speed = speed
        self._queue: deque[Step] = deque()
        self._current: Optional[QAbstractAnimation] = None
        #: The animation that finished last: its ``finished`` signal may still be on its way
        #: out when the queue moves on, so it must not be freed until the next one ends.
        self._ended: Optional[QAbstractAnimation] = None
        self._running = False

    # -- timing -----------------------------------------------------------------------------
    def ms(self, base: int) -> int:
        """A duration scaled by the speed setting (0 when animations are off)."""
        if self.speed <= 0:
            return 0
        return max(1, int(base / self.speed))

    @property
    def busy(self) -> bool:
        return self._running or bool(self._queue)

    @property
    def current(self) -> Optional[QAbstractAnimation]:
        """The animation running now (None between steps or when idle)."""
        return self._current

    # -- building animations --------------------------------------------------------------------
    def prop(self, target: QObject, name: bytes, end: object, base_ms: int,
             curve: QEasingCurve.Type = QEasingCurve.Type.OutCubic) -> QPropertyAnimation:
        a = QPropertyAnimation(target, name)
        a.setEndValue(end)
        a.setDuration(self.ms(base_ms))
        a.setEasingCurve(curve)
        return a

    @staticmethod
    def parallel(anims: list[QAbstractAnimation]) -> Optional[QAbstractAnimation]:
        if not anims:
            return None
        g = QParallelAnimationGroup()
        for a in anims:
            g.addAnimation(a)
        return g

    @staticmethod
    def sequence(anims: list[Optional[QAbstractAnimation]]) -> Optional[QAbstractAnimation]:
        real = [a for a in anims if a is not None]
        if not real:
            return None
        g = QSequentialAnimationGroup()
        for a in real:
            g.addAnimation(a)
        return g

    def pause(self, base_ms: int) -> Optional[QAbstractAnimation]:
        ms = self.ms(base_ms)
        return QPauseAnimation(ms) if ms > 0 else None

    def delayed(self, anim: QAbstractAnimation, base_delay_ms: int) -> QAbstractAnimation:
        d = self.pause(base_delay_ms)
        if d is None:
            return anim
        g = QSequentialAnimationGroup()
        g.addAnimation(d)
        g.addAnimation(anim)
        return g

    # -- the queue --------------------------------------------------------------------------------
    def add(self, step: Step) -> None:
        self.add_many([step])

    def add_many(self, steps: list[Step]) -> None:
        """Queue steps together: :attr:`idle` cannot fire between them."""
        self._queue.extend(steps)
        if not self._running:
            self._run()

    def chain(self, steps: list[Step]) -> Optional[QAbstractAnimation]:
        """Run the first step now and the others right after it, before anything queued later."""
        if not steps:
            return None
        for step in reversed(steps[1:]):
            self._queue.appendleft(step)
        return steps[0]()

    def clear(self) -> None:
        """Drop pending steps and finish the running animation at once."""
        self._queue.clear()
        cur = self._current
        self._current = None
        if cur is not None:
            self._finish(cur)
        self._running = False

    def finish_all(self) -> None:
        """Run every pending step to its end now (e.g. before a screenshot)."""
        speed = self.speed
        self.speed = 0
        try:
            if self._current is not None:
                cur = self._current
                cur.setCurrentTime(cur.totalDuration())
            while self._running or self._queue:
                if self._current is not None:
                    self._on_finished()
                else:
                    self._run()
        finally:
            self.speed = speed

    def _run(self) -> None:
        self._running = True
        while self._queue:
            step = self._queue.popleft()
            anim = step()
            if anim is not None and anim.totalDuration() > 0:
                self._current = anim
                anim.finished.connect(self._on_finished)
                anim.start()
                return
            if anim is not None:
                anim.setCurrentTime(anim.totalDuration())
        self._running = False
        self._current = None
        self.idle.emit()

    def _on_finished(self) -> None:
        cur = self._current
        self._current = None
        if cur is not None:
            self._finish(cur)
            # Called from inside cur's own ``finished`` emission: dropping the last Python
            # reference here would delete it mid-emission (a use-after-free that crashes
            # a table without a parent at once).  Keep it until the next animation ends.
            self._ended = cur
        self._run()

    def _finish(self, anim: QAbstractAnimation) -> None:
        """Detach a running animation and put it at its end."""
        try:
            anim.finished.disconnect(self._on_finished)
        except (RuntimeError, TypeError):
            pass
        if anim.state() != QAbstractAnimation.State.Stopped:
            anim.setCurrentTime(anim.totalDuration())
            anim.stop()
