"""``thousand-replay FILE`` for dice records: validate and replay, print the result as JSON.

``python -m thousand_app.dice.engine.cli FILE``.  Exit status 0 with the replay
output of record-format.md on stdout; 2 with one line on stderr (``record: …``,
``turn T: …`` or ``turn T, step K ("…"): …``) for an unreadable or invalid
record or an illegal step.
"""

from __future__ import annotations

import json
import sys
from typing import Any, Sequence

from .errors import DiceRecordError
from .record import parse_json, replay_output


def read_text(path: str) -> str:
    """The file's text (UTF-8, a BOM allowed); DiceRecordError (``record: …``) if unreadable."""
    try:
        with open(path, "rb") as f:
            raw = f.read()
    except OSError as e:
        raise DiceRecordError(f"record: cannot read {path}: {e.strerror or e}") from None
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise DiceRecordError("record: not UTF-8 text") from None


def run(doc: Any) -> int:
    """Replay a parsed document and print the output (0), or the one-line error (2)."""
    try:
        out = replay_output(doc)
    except DiceRecordError as e:
        print(str(e).replace("\n", " "), file=sys.stderr)
        return 2
    json.dump(out, sys.stdout, indent=1, ensure_ascii=False)
    sys.stdout.write("\n")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if len(args) != 1 or args[0] in ("-h", "--help"):
        print("usage: thousand-replay FILE", file=sys.stderr)
        return 0 if args and args[0] in ("-h", "--help") else 2
    try:
        doc = parse_json(read_text(args[0]))
    except DiceRecordError as e:
        print(str(e).replace("\n", " "), file=sys.stderr)
        return 2
    return run(doc)


if __name__ == "__main__":
    sys.exit(main())
