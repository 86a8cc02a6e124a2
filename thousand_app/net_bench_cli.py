"""``python -m thousand_app.net_bench_cli --json [...]``: the dedicated server's bench
(:mod:`thousand_app.net.bench`, where the figures are described) over the app's games; this
entry point builds their registry."""

from __future__ import annotations

import sys
from typing import Sequence

from thousand_app.kinds import app_registry
from thousand_app.net.bench import main as bench

__all__ = ["main"]


def main(argv: Sequence[str] | None = None) -> int:
    return bench(argv, app_registry())


if __name__ == "__main__":
    sys.exit(main())
