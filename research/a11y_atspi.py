"""Print the accessibility tree every running application exposes over AT-SPI (what Orca reads).

Run it with the system Python that has ``pyatspi`` (Debian: python3-pyatspi), next to the app
started on an X display with accessibility on, in one D-Bus session::

    apt-get install -y at-spi2-core xvfb python3-pyatspi
    dbus-run-session -- bash -c '
      Xvfb :98 & export DISPLAY=:98; /usr/libexec/at-spi-bus-launcher --launch-immediately &
      QT_QPA_PLATFORM=xcb QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 python -m thousand_app & sleep 10
      /usr/bin/python3 research/a11y_atspi.py'

A dev-only tool (not in the package); the tables' things show as the children of "Card table"
and "Dice table" (``thousand_app/ui/common/accessibility.py``).
"""

from __future__ import annotations

from typing import Any


def dump(node: Any, depth: int = 1, most: int = 14) -> None:
    if depth > most:
        return
    try:
        focused = " (focused)" if node.getState().contains(_atspi().STATE_FOCUSED) else ""
        print("  " * depth + f"{node.getRoleName()}: {node.name!r}{focused}")
        for i in range(node.childCount):
            dump(node.getChildAtIndex(i), depth + 1, most)
    except Exception as e:  # (an application that went away while it was read)
        print("  " * depth + f"! {e}")


def _atspi() -> Any:
    import pyatspi  # the system's (python3-pyatspi), not a dependency of the app

    return pyatspi


def main() -> int:
    desktop = _atspi().Registry.getDesktop(0)
    for app in desktop:
        if app is not None:
            print("APP", app.name)
            dump(app)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
