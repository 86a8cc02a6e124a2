"""``thousand-replay FILE``: validate and replay a game record, print the result as JSON.

Exit status 0 on success; 2 with one line on stderr for an unreadable or invalid
record or an illegal move.
"""

from __future__ import annotations

import json
import sys
from typing import Sequence

from .errors import RecordError
from .record import loads


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if len(args) != 1 or args[0] in ("-h", "--help"):
        print("usage: thousand-replay FILE", file=sys.stderr)
        return 0 if args and args[0] in ("-h", "--help") else 2
    path = args[0]
    try:
        with open(path, "rb") as f:
            raw = f.read()
    except OSError as e:
        print(f"cannot read {path}: {e.strerror or e}", file=sys.stderr)
        return 2
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        print("invalid record: not UTF-8 text", file=sys.stderr)
        return 2
    try:
        game = loads(text)
    except RecordError as e:
        print(str(e).replace("\n", " "), file=sys.stderr)
        return 2
    try:
        text = json.dumps(game.output(), indent=1)
    except ValueError:
        # A total grown past Python's int-str limit cannot be written as a number.
        print(f"invalid record: a total would have more than {sys.get_int_max_str_digits()}"
              " digits", file=sys.stderr)
        return 2
    sys.stdout.write(text + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
