"""Waiting on the Qt event loop (the screenshot command, the smoke test, the last save on
quitting): until a condition holds, or for a while.

Nothing here polls.  The wait runs a nested event loop; the condition is looked at each
time the loop has handled what came in and is about to sleep (the event dispatcher's
``aboutToBlock``).  Whatever can change a condition arrives as an event: a timer, a
socket, an animation frame, a worker's message (workers wake the GUI thread through
:mod:`thousand_app.mailbox`), so a condition that became true is seen before the thread
sleeps again.  The deadline is one single-shot timer.
"""

from __future__ import annotations

from typing import Callable, Optional

__all__ = ["wait_for", "settle", "on_each_pass"]


def on_each_pass(check: Callable[[], None]) -> Callable[[], None]:
    """Call ``check`` each time this thread's event loop has handled what came in and is
    about to sleep; returns the function that stops it."""
    from PySide6.QtCore import QAbstractEventDispatcher

    dispatcher = QAbstractEventDispatcher.instance()
    assert dispatcher is not None, "no event loop in this thread"
    dispatcher.aboutToBlock.connect(check)

    def stop() -> None:
        dispatcher.aboutToBlock.disconnect(check)
    return stop


def wait_for(cond: Callable[[], bool], timeout: Optional[float] = 20.0,
             user_input: bool = True) -> bool:
    """Run the event loop until ``cond()`` holds (True) or ``timeout`` seconds pass (False;
    None: no time limit); ``user_input=False`` holds the user's input back meanwhile."""
    from PySide6.QtCore import QEventLoop, QTimer

    if cond():
        return True
    loop = QEventLoop()
    deadline = QTimer()
    deadline.setSingleShot(True)
    deadline.timeout.connect(loop.quit)

    def check() -> None:
        if cond():
            loop.quit()

    stop = on_each_pass(check)
    if timeout is not None:
        deadline.start(int(timeout * 1000))
    try:
        loop.exec(QEventLoop.ProcessEventsFlag.AllEvents if user_input
                  else QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)
    finally:
        stop()
        deadline.stop()
    return cond()


def settle(ms: int = 150) -> None:
    """Run the event loop for ``ms`` milliseconds (a painted frame, a short slide)."""
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()
