"""``thousand-server`` (also ``python -m thousand_app.server_cli``): a host without a window
(:mod:`thousand_app.net.server`) for the app's games; this entry point builds their registry."""

from __future__ import annotations

import sys
from typing import Sequence

from thousand_app.kinds import app_registry
from thousand_app.net.server import main as serve

__all__ = ["main"]


def main(argv: Sequence[str] | None = None) -> int:
    return serve(argv, app_registry())


if __name__ == "__main__":
    sys.exit(main())
