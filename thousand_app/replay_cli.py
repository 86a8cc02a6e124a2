"""``thousand-replay FILE``: replay a card game record or a dice game record.

A file whose top-level JSON object says ``"format": "thousand-dice-record"``
goes to the dice replay (DICE.md 14.2); everything else, including a file that
is not JSON at all, goes to the card replay (RECORD.md), which reports it.
"""

from __future__ import annotations

import json
import sys
from typing import Sequence


def _is_dice_file(path: str) -> bool:
    try:
        with open(path, "rb") as f:
            doc = json.loads(f.read().decode("utf-8-sig"),
                             parse_int=lambda text: 0, parse_float=lambda text: 0.0)
    except (OSError, ValueError, RecursionError):
        return False
    return isinstance(doc, dict) and doc.get("format") == "thousand-dice-record"


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if len(args) == 1 and args[0] not in ("-h", "--help") and _is_dice_file(args[0]):
        from .dice.cli import main as dice_main
        return dice_main(args)
    from .engine.cli import main as card_main
    return card_main(args)


if __name__ == "__main__":
    sys.exit(main())
