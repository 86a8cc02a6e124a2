"""Which game a record file belongs to: read its top-level ``format`` without trusting it.

>>> from thousand_app.games.registry import GameKind, Registry
>>> reg = Registry([GameKind("cards", "thousand-record", "a card game", (2, 4), ("easy",), (),
...                          lambda argv: 0, lambda level, seed: None, lambda rules, names: None,
...                          dict, dict, lambda text, seat: text)])
>>> record_kind(b'{"format": "thousand-record", "version": 1}', reg)[0].name
'cards'
>>> record_kind(b'[1, 2]', reg)
(None, 'a record is a JSON object')
"""

from __future__ import annotations

import json
from typing import Any, Optional

from .registry import AnyKind, Registry

__all__ = ["record_kind", "read_kind", "record_head", "read_head", "shown"]


def record_kind(raw: bytes, registry: Registry) -> tuple[Optional[AnyKind], Optional[str]]:
    """(the game of the record in ``raw``, None), or (None, why it names no game)."""
    kind, problem, _ = record_head(raw, registry)
    return kind, problem


def record_head(raw: bytes, registry: Registry
                ) -> tuple[Optional[AnyKind], Optional[str], Optional[dict[str, Any]]]:
    """(game, None, the document read with every number as 0) for a record of a known
    game, else (None, why it names no game, None): enough to look at the record's strings
    (its ``players``) before the game's own replay reads it."""
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        return None, "not UTF-8 text", None
    try:
        # numbers are not needed here: none is turned into an int (no size limit applies)
        doc: Any = json.loads(text, parse_int=lambda _: 0, parse_float=lambda _: 0.0,
                              parse_constant=lambda _: 0.0)
    except ValueError as e:
        return None, f"not valid JSON ({e})", None
    except RecursionError:
        return None, "not valid JSON (nested too deeply)", None
    if not isinstance(doc, dict):
        return None, "a record is a JSON object", None
    fmt = doc.get("format")
    kind = registry.by_format(fmt)
    if kind is not None:
        return kind, None, doc
    known = " or ".join(f"'{k.record_format}' ({k.described})" for k in registry)
    return None, f"'format' must be {known}, not {shown(fmt)}", None


def read_kind(path: str, registry: Registry) -> tuple[Optional[AnyKind], Optional[str]]:
    """:func:`record_kind` of a file; (None, None) if the file cannot be read at all."""
    kind, problem, _ = read_head(path, registry)
    return kind, problem


def read_head(path: str, registry: Registry
              ) -> tuple[Optional[AnyKind], Optional[str], Optional[dict[str, Any]]]:
    """:func:`record_head` of a file; (None, None, None) if it cannot be read at all."""
    try:
        with open(path, "rb") as f:
            raw = f.read()
    except OSError:
        return None, None, None
    return record_head(raw, registry)


def shown(value: Any) -> str:
    """A value as a record error shows it: JSON, cut at 60 characters, 'missing' for None."""
    text = json.dumps(value, ensure_ascii=False) if value is not None else "missing"
    return text if len(text) <= 60 else text[:57] + "..."
