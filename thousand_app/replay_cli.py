"""``thousand-replay FILE``: replay a game record of either game.

The top-level ``format`` names the game (:mod:`thousand_app.kinds`): ``"thousand-record"``
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

from thousand_app.games.records import read_head
from thousand_app.kinds import CARDS, REGISTRY
from thousand_app.storage.names import name_problem


def names_problem(doc: dict[str, Any]) -> str | None:
    """Why a record's player names cannot be played (NUL, lone surrogates, non-characters),
    or None."""
    players = doc.get("players")
    for i, name in enumerate(players if isinstance(players, list) else []):
        problem = name_problem(name) if isinstance(name, str) else None
        if problem is not None:
            return f"'players': the name of player {i + 1} is not valid: {problem}"
    return None


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if len(args) == 1 and args[0] not in ("-h", "--help"):
        kind, problem, doc = read_head(args[0], REGISTRY)
        if problem is None and doc is not None:
            problem = names_problem(doc)
        if problem is not None:
            print(f"record: {problem}".replace("\n", " "), file=sys.stderr)
            return 2
        if kind is not None:
            return kind.replay_main(args)
    # usage, or a file that cannot be read: the card replay says why
    return CARDS.replay_main(args)


if __name__ == "__main__":
    sys.exit(main())
