"""``thousand-replay FILE``: replay a game record of either game.

The top-level ``format`` names the game (of the registry :func:`main` is given, by default
the app's, :func:`thousand_app.kinds.app_registry`): ``"thousand-record"``
goes to the card replay, ``"thousand-dice-record"`` to the dice replay (both formats in
docs/record-format.md), each of which reports its own errors.  A file that names no game (not
UTF-8, not JSON, not an object, another ``format``) is reported here as a document error with
the dice format's prefix ``record: REASON`` (the card format asks only for one line on stderr
and exit status 2), so that a damaged dice record is reported as the dice contract says.
Player names that no game may hold (NUL and other control characters, lone surrogates,
non-characters) are refused here for both games, with the same prefix.
"""

from __future__ import annotations

import sys
from typing import Any, Sequence

from thousand_app.games.records import record_head
from thousand_app.games.registry import Registry
from thousand_app.kinds import CARDS, app_registry
from thousand_app.games.files import NotAFile, read_regular
from thousand_app.storage.records import MAX_IMPORT_BYTES
from thousand_app.storage.names import player_name_problem


def names_problem(doc: dict[str, Any]) -> str | None:
    """Why a record's player names cannot be played (NUL, lone surrogates, non-characters),
    or None."""
    players = doc.get("players")
    for i, name in enumerate(players if isinstance(players, list) else []):
        problem = player_name_problem(name) if isinstance(name, str) else None
        if problem is not None:
            return f"'players': the name of player {i + 1} is not valid: {problem}"
    return None


def read_input(path: str) -> tuple[bytes | None, str | None]:
    """(the bytes of the record file, None), or (None, why it is not read): only a regular
    file (a FIFO, a device such as ``/dev/zero``, a folder are refused, never opened to wait
    or read without end) of at most :data:`~thousand_app.storage.records.MAX_IMPORT_BYTES`,
    the limit of Import."""
    try:
        raw, size = read_regular(path, MAX_IMPORT_BYTES)
    except NotAFile:
        return None, f"cannot read {path}: it is not a file (a folder, a device or a pipe)"
    except OSError as e:
        return None, f"cannot read {path}: {e.strerror or e}"
    if len(raw) > MAX_IMPORT_BYTES:
        return None, (f"{path} is too large ({max(size, len(raw))} bytes; records of up to "
                      f"{MAX_IMPORT_BYTES} bytes are read)")
    return raw, None


def main(argv: Sequence[str] | None = None, registry: Registry | None = None) -> int:
    """``thousand-replay`` over the games of ``registry`` (the app's when None)."""
    registry = registry if registry is not None else app_registry()
    args = list(sys.argv[1:] if argv is None else argv)
    if len(args) == 1 and args[0] not in ("-h", "--help"):
        raw, problem = read_input(args[0])
        if raw is None:
            print(str(problem).replace("\n", " "), file=sys.stderr)
            return 2
        kind, problem, doc = record_head(raw, registry)
        if problem is None and doc is not None:
            problem = names_problem(doc)
        if problem is None and kind is CARDS and doc is not None and doc.get("deals") == []:
            # (the app writes the cards of each deal it deals: no game starts with none)
            problem = "'deals': a record holds at least one deal"
        if problem is not None:
            print(f"record: {problem}".replace("\n", " "), file=sys.stderr)
            return 2
        if kind is not None:
            return kind.replay_main(args)
    # usage, or a file that cannot be read: the card replay says why
    return CARDS.replay_main(args)


if __name__ == "__main__":
    sys.exit(main())
