"""Work that may take a while (replaying a long game: an import, Continue, a load) off the GUI
thread, with a progress dialog while it runs.

:func:`run_with_progress` runs ``fn`` on a worker thread and keeps the window
alive meanwhile (a modal busy dialog after a short delay); it returns what
``fn`` returned, or raises what it raised, on the GUI thread.
"""

from __future__ import annotations

import logging
from concurrent.futures import Future
from typing import TYPE_CHECKING, Callable, Optional, TypeVar

from PySide6.QtCore import QEventLoop, Qt
from PySide6.QtWidgets import QProgressDialog, QWidget

from thousand_app.tasks import Lane, Mailbox

if TYPE_CHECKING:
    from .game_ui import UIRegistry

T = TypeVar("T")


def prepared(saved: T, uis: UIRegistry) -> T:
    """``saved`` (a game read back, or None) after its game's UI (of ``uis``) made it ready to
    go on the table (:attr:`~.game_ui.GameUI.prepare_saved`): call it on the worker thread,
    with the replay (a failure there is logged: the game still goes on)."""
    kind = getattr(saved, "kind", None)
    if kind is None:
        return saved
    try:
        prepare = uis.get(kind).prepare_saved
        if prepare is not None:
            prepare(saved)
    except Exception:
        logging.getLogger("thousand.ui").exception("preparing the game read back")
    return saved


def run_with_progress(parent: Optional[QWidget], title: str, label: str,
                      fn: Callable[[], T], show_after_ms: int = 300) -> T:
    """``fn()`` on a worker thread; a progress dialog shows if it takes over ``show_after_ms``.

    The worker never touches a Qt object (no signal emitted from it): its end is posted to a
    :class:`~thousand_app.mailbox.Mailbox`, which wakes the GUI thread to end the wait, so
    every Qt call stays on the GUI thread and no timer looks meanwhile.
    """
    loop = QEventLoop()
    dialog = QProgressDialog(label, "", 0, 0, parent)
    dialog.setObjectName("importProgress")
    dialog.setWindowTitle(title)
    dialog.setCancelButton(None)       # a replay cannot be stopped half-way; it is quick anyway
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.setMinimumDuration(show_after_ms)
    dialog.setValue(0)
    lane = Lane("thousand-import")
    mail = Mailbox()     # (the worker's end wakes the loop: no timer looks)
    try:
        future: Future[T] = lane.submit(fn)
        future.add_done_callback(lambda _f: mail.post(loop.quit))
        if not future.done():
            loop.exec()
        return future.result()
    finally:
        mail.close()
        lane.cancel()
        dialog.reset()
        dialog.deleteLater()
