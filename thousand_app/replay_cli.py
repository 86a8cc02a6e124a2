"""``thousand-replay FILE``: replay a card game record or a dice game record.

The top-level ``format`` decides: ``"thousand-record"`` goes to the card replay
(RECORD.md), ``"thousand-dice-record"`` to the dice replay (DICE.md 14.2), each of
which reports its own errors.  A file that is neither (not UTF-8, not JSON, not
an object, another ``format``) names no game; it is reported here as a document
error with DICE.md's prefix ``record: REASON`` (RECORD.md asks only for one line
on stderr and exit status 2), so that a damaged dice record is reported as the
dice contract says.
"""

from __future__ import annotations

import json
import sys
from typing import Any, Sequence

from .storage.names import name_problem

CARD_FORMAT = "thousand-record"
DICE_FORMAT = "thousand-dice-record"


def _format_of(path: str) -> tuple[str | None, str | None]:
    """(the record's format, None), or (None, why the file names no game); (None, None)
    if the file cannot be read (the card replay says why)."""
    try:
        with open(path, "rb") as f:
            raw = f.read()
    except OSError:
        return None, None
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        return None, "not UTF-8 text"
    try:
        # numbers are not needed here: none is turned into an int (no size limit applies)
        doc: Any = json.loads(text, parse_int=lambda _: 0, parse_float=lambda _: 0.0,
                              parse_constant=lambda _: 0.0)
    except ValueError as e:
        return None, f"not valid JSON ({e})"
    except RecursionError:
        return None, "not valid JSON (nested too deeply)"
    if not isinstance(doc, dict):
        return None, "a record is a JSON object"
    fmt = doc.get("format")
    if fmt in (CARD_FORMAT, DICE_FORMAT):
        players = doc.get("players")
        for i, name in enumerate(players if isinstance(players, list) else []):
            problem = name_problem(name) if isinstance(name, str) else None
            if problem is not None:
                return None, f"'players': the name of player {i + 1} is not valid: {problem}"
        return fmt, None
    return None, (f"'format' must be '{CARD_FORMAT}' (a card game) or '{DICE_FORMAT}' "
                  f"(a dice game), not {_shown(fmt)}")


def _shown(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False) if value is not None else "missing"
    return text if len(text) <= 60 else text[:57] + "..."


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if len(args) == 1 and args[0] not in ("-h", "--help"):
        fmt, problem = _format_of(args[0])
        if problem is not None:
            print(f"record: {problem}".replace("\n", " "), file=sys.stderr)
            return 2
        if fmt == DICE_FORMAT:
            from .dice.cli import main as dice_main
            return dice_main(args)
    from .engine.cli import main as card_main
    return card_main(args)


if __name__ == "__main__":
    sys.exit(main())
