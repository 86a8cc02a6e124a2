"""The log file ``thousand.log`` in the data folder, and the last-resort error handler.

A windowed app has no console: everything unexpected goes to the log, and
the user sees one short sentence.
"""

from __future__ import annotations

import logging
import logging.handlers
import sys
import traceback
from pathlib import Path
from types import TracebackType

from thousand_app.games.files import open_append
from typing import Optional, Type

LOG_NAME = "thousand.log"
LOGGER_NAME = "thousand"

ExcInfo = tuple[Optional[Type[BaseException]], Optional[BaseException], Optional[TracebackType]]

logger = logging.getLogger(LOGGER_NAME)
logger.addHandler(logging.NullHandler())   # silent until setup_logging() gives it a file
_log_path: Path | None = None


class _LogFile(logging.handlers.RotatingFileHandler):
    """A rotating log file that, when the disk refuses a write, says so once and goes on."""

    _failed = False

    def handleError(self, record: logging.LogRecord) -> None:
        if not self._failed and sys.stderr is not None:
            self._failed = True
            try:
                sys.stderr.write(f"thousand: cannot write the log {self.baseFilename}: "
                                 f"{short_description(sys.exc_info()[1])}\n")
            except Exception:
                pass


def setup_logging(data_dir: Path, *, max_bytes: int = 1_000_000, backups: int = 3) -> Path | None:
    """Send the ``thousand`` logger to a rotating ``thousand.log`` in ``data_dir``.

    Returns the log path, or None when the folder cannot be written (then
    messages go to stderr if there is one).  Safe to call more than once: the
    handler of an earlier call is replaced.
    """
    global _log_path
    for h in list(logger.handlers):
        if getattr(h, "_thousand", False):
            logger.removeHandler(h)
            h.close()
    path = Path(data_dir) / LOG_NAME
    handler: logging.Handler
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with open_append(path):   # (a FIFO in its place would hang the start: refused)
            pass
        handler = _LogFile(path, maxBytes=max_bytes, backupCount=backups, encoding="utf-8",
                           delay=True)
        _log_path = path
    except OSError:
        handler = logging.StreamHandler(sys.stderr) if sys.stderr else logging.NullHandler()
        _log_path = None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    setattr(handler, "_thousand", True)
    logger.addHandler(handler)
    if logger.level == logging.NOTSET or logger.level > logging.INFO:
        logger.setLevel(logging.INFO)
    return _log_path


def log_path() -> Path | None:
    """Where :func:`setup_logging` sends the log, if anywhere."""
    return _log_path


def short_description(exc: BaseException | None) -> str:
    if exc is None:
        return "an unknown error"
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
    if len(text) > 160:
        text = text[:157] + "..."
    name = type(exc).__name__
    return f"{name}: {text}" if text else name


def log_exception(exc_info: ExcInfo | None = None, context: str = "") -> str:
    """Write an exception with its traceback to the log; return a short message for the user.

    Usable as the body of ``sys.excepthook``::

        sys.excepthook = lambda *info: show(log_exception(info))

    Never raises.
    """
    try:
        if exc_info is None:
            exc_info = sys.exc_info()
        etype, exc, tb = exc_info
        text = "".join(traceback.format_exception(etype, exc, tb)) if etype else "(no exception)"
        logger.error("unexpected error%s\n%s", f" ({context})" if context else "", text)
        where = f" Details are in {_log_path}." if _log_path is not None else ""
        return f"Something went wrong ({short_description(exc)}).{where}"
    except Exception:  # the last resort must not fail
        return "Something went wrong."
