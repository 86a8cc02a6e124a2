"""Before Qt starts: can a window open here at all?  Without a display, or without the system
libraries Qt's X11 support needs, Qt aborts with a long message about platform plugins; the
app says instead, in one line, what is missing and how to get it.

>>> display_problem({"QT_QPA_PLATFORM": "offscreen"}, "linux") is None
True
>>> display_problem({}, "linux").startswith("Thousand needs a graphical desktop")
True
>>> display_problem({}, "win32") is None
True
"""

from __future__ import annotations

import ctypes
import sys
from typing import Callable, Mapping, Optional

__all__ = ["XCB_LIBRARIES", "display_problem", "missing_libraries"]

#: The libraries Qt's X11 platform plugin (libqxcb, libQt6XcbQpa) loads from the system, with
#: the Debian/Ubuntu package of each.  The pip-installed PySide6 carries none of them.
XCB_LIBRARIES: tuple[tuple[str, str], ...] = (
    ("libxcb.so.1", "libxcb1"), ("libX11-xcb.so.1", "libx11-xcb1"),
    ("libxcb-cursor.so.0", "libxcb-cursor0"), ("libxcb-icccm.so.4", "libxcb-icccm4"),
    ("libxcb-image.so.0", "libxcb-image0"), ("libxcb-keysyms.so.1", "libxcb-keysyms1"),
    ("libxcb-randr.so.0", "libxcb-randr0"), ("libxcb-render-util.so.0", "libxcb-render-util0"),
    ("libxcb-shape.so.0", "libxcb-shape0"), ("libxcb-sync.so.1", "libxcb-sync1"),
    ("libxcb-xfixes.so.0", "libxcb-xfixes0"), ("libxcb-xkb.so.1", "libxcb-xkb1"),
    ("libxkbcommon-x11.so.0", "libxkbcommon-x11-0"), ("libxkbcommon.so.0", "libxkbcommon0"),
)


def _loadable(name: str) -> bool:
    try:
        ctypes.CDLL(name)
    except OSError:
        return False
    return True


def missing_libraries(loadable: Callable[[str], bool] = _loadable) -> list[str]:
    """The Debian packages of the X11 libraries that cannot be loaded here."""
    return [package for lib, package in XCB_LIBRARIES if not loadable(lib)]


def display_problem(environ: Mapping[str, str], platform: str = sys.platform,
                    frozen: bool = False,
                    loadable: Callable[[str], bool] = _loadable) -> Optional[str]:
    """One line saying why no window can open, or None when nothing is known to be missing.

    Only Linux and the BSDs are checked (Windows and macOS always have their platform); a
    platform chosen with ``QT_QPA_PLATFORM`` other than X11 or Wayland (offscreen, vnc...) is
    left to Qt.  The libraries are not checked in the packaged app, which carries its own.
    """
    if platform.startswith(("win", "darwin", "cygwin")):
        return None
    qpa = environ.get("QT_QPA_PLATFORM", "").strip()
    if qpa and not qpa.startswith(("xcb", "wayland")):
        return None
    wayland, x11 = environ.get("WAYLAND_DISPLAY", ""), environ.get("DISPLAY", "")
    if qpa.startswith("wayland") and not wayland:
        return ("Thousand cannot open its window: QT_QPA_PLATFORM asks for Wayland but "
                "WAYLAND_DISPLAY is not set.")
    if not wayland and not x11:
        return ("Thousand needs a graphical desktop: neither DISPLAY nor WAYLAND_DISPLAY is set "
                "(start it from your desktop session, or run it under xvfb-run).")
    if frozen or (wayland and not qpa.startswith("xcb")):
        return None
    missing = missing_libraries(loadable)
    if missing:
        return ("Thousand cannot open its window: Qt's X11 support needs system libraries that "
                f"are missing; on Debian or Ubuntu: sudo apt install {' '.join(missing)}")
    return None
