"""``thousand`` / ``python -m thousand_app``: start the desktop app."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    from thousand_app.ui.common.app import main as ui_main

    return ui_main(sys.argv if argv is None else argv)


if __name__ == "__main__":
    # The deal review analyses on worker processes (thousand_app.cards.ai.analyse): in the packaged
    # app a worker starts this same program, which must then run the worker, not the app.
    import multiprocessing

    multiprocessing.freeze_support()
    sys.exit(main())
