"""Work that may take a while (replaying a long game: an import, Continue, a load) off the GUI
thread, with a progress dialog while it runs.

:func:`run_with_progress` runs ``fn`` on a worker thread and keeps the window
alive meanwhile (a modal busy dialog after a short delay); it returns what
``fn`` returned, or raises what it raised, on the GUI thread.
"""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from typing import Callable, Optional, TypeVar

from PySide6.QtCore import QEventLoop, QObject, Qt, Signal
from PySide6.QtWidgets import QProgressDialog, QWidget

T = TypeVar("T")


class _Done(QObject):
    finished = Signal()


def run_with_progress(parent: Optional[QWidget], title: str, label: str,
                      fn: Callable[[], T], show_after_ms: int = 300) -> T:
    """``fn()`` on a worker thread; a progress dialog shows if it takes over ``show_after_ms``."""
    done = _Done()
    loop = QEventLoop()
    done.finished.connect(loop.quit, Qt.ConnectionType.QueuedConnection)
    dialog = QProgressDialog(label, "", 0, 0, parent)
    dialog.setObjectName("importProgress")
    dialog.setWindowTitle(title)
    dialog.setCancelButton(None)       # a replay cannot be stopped half-way; it is quick anyway
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.setMinimumDuration(show_after_ms)
    dialog.setValue(0)
    pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="thousand-import")
    try:
        future: Future[T] = pool.submit(fn)
        future.add_done_callback(lambda _f: done.finished.emit())
        if not future.done():
            loop.exec()
        return future.result()
    finally:
        pool.shutdown(wait=True)
        dialog.reset()
        dialog.deleteLater()
