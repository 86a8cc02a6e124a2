"""``python -m thousand_app.screenshots_cli OUTDIR [...]``: the app's pictures
(:mod:`thousand_app.ui.common.screenshots`, where the options are described) for the app's
games; this entry point builds their registries."""

from __future__ import annotations

import sys
from typing import Sequence

from thousand_app.kinds import app_registry
from thousand_app.ui.common.screenshots import main as shoot_all
from thousand_app.ui.kinds import ui_registry

__all__ = ["main"]


def main(argv: Sequence[str] | None = None) -> int:
    return shoot_all(argv, ui_registry(app_registry()))


if __name__ == "__main__":
    sys.exit(main())
