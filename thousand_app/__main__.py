"""``thousand`` / ``python -m thousand_app``: start the desktop app."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    from thousand_app.ui.app import main as ui_main

    return ui_main(sys.argv if argv is None else argv)


if __name__ == "__main__":
    sys.exit(main())
