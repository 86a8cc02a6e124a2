"""Save names to file names and back, losslessly and safely on every system.

Characters that some system forbids in a file name (and ``%``) become
``%XX``; a leading dot, a trailing dot or space and the reserved Windows
device names are escaped too.  ``name_of(stem_of(n)) == n`` for every name.

>>> stem_of("Friday: Anna/Boris")
'Friday%3A Anna%2FBoris'
>>> name_of(stem_of("CON"))
'CON'
"""

from __future__ import annotations

import unicodedata
from urllib.parse import unquote

MAX_NAME = 120
_FORBIDDEN = set('<>:"/\\|?*%')
_RESERVED = {"CON", "PRN", "AUX", "NUL", *(f"COM{i}" for i in range(1, 10)),
             *(f"LPT{i}" for i in range(1, 10))}


def _esc(ch: str) -> str:
    return "".join(f"%{b:02X}" for b in ch.encode("utf-8"))


class BadName(ValueError):
    """A name that cannot be a save's name; ``kind`` is ``name_empty`` or ``name_too_long``."""

    def __init__(self, kind: str, message: str) -> None:
        super().__init__(message)
        self.kind = kind


def clean_name(name: str) -> str:
    """The name as it will be stored; :class:`BadName` if it cannot be a save's name."""
    name = " ".join(name.split())
    if not name:
        raise BadName("name_empty", "A saved game needs a name.")
    if len(name) > MAX_NAME:
        raise BadName("name_too_long", f"A save name can have at most {MAX_NAME} characters.")
    return name


def stem_of(name: str) -> str:
    """The file name (without ``.json``) that stores the save called ``name``."""
    out = [_esc(ch) if ch in _FORBIDDEN or ord(ch) < 32 or ord(ch) == 127 else ch
           for ch in name]
    if out and out[0] == ".":
        out[0] = _esc(".")
    if out and out[-1] in (".", " "):
        out[-1] = _esc(out[-1])
    stem = "".join(out)
    if stem.split(".")[0].upper() in _RESERVED:
        stem = _esc(stem[0]) + stem[1:]
    return stem


def name_of(stem: str) -> str:
    """The save name stored in the file ``<stem>.json``."""
    return unquote(stem, errors="replace")


def _bad_char(ch: str) -> bool:
    """A character no name may hold: a control character (NUL...), a lone surrogate (it
    cannot be written as UTF-8), or a non-character (U+FDD0..U+FDEF, U+xFFFE, U+xFFFF)."""
    code = ord(ch)
    return (unicodedata.category(ch) in ("Cc", "Cs") or 0xFDD0 <= code <= 0xFDEF
            or code & 0xFFFE == 0xFFFE)


def name_problem(name: str) -> str | None:
    """Why ``name`` cannot be a player's name (in English), or None when it can.

    >>> name_problem("Anna"), name_problem("\\ud800x")
    (None, 'it holds the character U+D800, which a name may not hold')
    """
    for ch in name:
        if _bad_char(ch):
            return f"it holds the character U+{ord(ch):04X}, which a name may not hold"
    return None


#: A player's name has at most this many characters (the network's name limit too): a
#: longer one in a record, a save or the old statistics file is refused as not valid.
MAX_PLAYER_NAME = 32


def player_name_problem(name: str) -> str | None:
    """Why ``name`` cannot be a player's name: too long (over :data:`MAX_PLAYER_NAME`), or
    a character no name may hold (:func:`name_problem`); None when it can.

    >>> player_name_problem("A" * 33)
    'it has 33 characters (a name has at most 32)'
    """
    if len(name) > MAX_PLAYER_NAME:
        return f"it has {len(name)} characters (a name has at most {MAX_PLAYER_NAME})"
    return name_problem(name)


def clean_player_name(name: str) -> str:
    """A name as typed, without the characters no name may hold, spaces collapsed.

    >>> clean_player_name(" An\\x00na\\ufffe  B ")
    'Anna B'
    """
    return " ".join("".join(ch for ch in name if not _bad_char(ch)).split())
