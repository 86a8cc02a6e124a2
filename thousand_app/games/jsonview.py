"""Values of either game as plain JSON (for the network and anything else that needs text).

:func:`jsonable` walks dataclasses, named tuples, enums, tuples and lists; the game gives a
``leaf`` function for its own small value types (a card, an action), which it writes as the
records do; a :class:`~.reasons.Reason` is written with its code and parameters.  Fields
named in ``skip`` are left out wherever they occur.

>>> from dataclasses import dataclass
>>> @dataclass(frozen=True)
... class Hand:
...     seat: int
...     cards: tuple[str, ...]
>>> jsonable(Hand(1, ("AS", "KS")))
{'seat': 1, 'cards': ['AS', 'KS']}
>>> event_json(Hand(0, ()), jsonable)
{'type': 'Hand', 'seat': 0, 'cards': []}
"""

from __future__ import annotations

import dataclasses
import enum
import operator
import types
import typing
from fractions import Fraction
from typing import Any, Callable, Optional

from .reasons import Reason, reason_from_json, reason_json

__all__ = ["jsonable", "event_json", "rules_from_doc", "rules_doc", "from_jsonable",
           "RowCache", "LastFields", "ByIdentity"]

#: ``leaf(value)``: the JSON of a value the game writes its own way, or :data:`NOT_MINE`.
Leaf = Callable[[Any], Any]
NOT_MINE = object()


#: The types that are JSON as they are (checked inline: a call for each number of an
#: observation cost the network host more than the rest of the walk).
_SCALARS = frozenset({int, str, bool, float, type(None)})


def jsonable(value: Any, leaf: Optional[Leaf] = None,
             skip: frozenset[str] = frozenset()) -> Any:
    """``value`` as JSON data (dicts, lists, strings, numbers, booleans, None)."""
    t = type(value)
    if t in _SCALARS:
        return value
    if t is tuple or t is list:
        return [v if type(v) in _SCALARS else jsonable(v, leaf, skip) for v in value]
    if leaf is not None:
        mine = leaf(value)
        if mine is not NOT_MINE:
            return mine
    names = _FIELDS.get(t)
    if names is None:
        names = _FIELDS[t] = _field_names(value)
    if names:
        out = {}
        for k in names:
            if k not in skip:
                v = getattr(value, k)
                out[k] = v if type(v) in _SCALARS else jsonable(v, leaf, skip)
        return out
    if isinstance(value, enum.Enum):
        return jsonable(value.value, leaf, skip)
    if isinstance(value, Reason):      # (a refusal's code and parameters travel with it)
        return reason_json(value)
    if isinstance(value, (bool, int, float, str)):
        return _plain(value)
    if isinstance(value, Fraction):
        return f"{value.numerator}/{value.denominator}"
    if isinstance(value, (tuple, list)):
        return [jsonable(v, leaf, skip) for v in value]
    if isinstance(value, dict):
        return {str(k): jsonable(v, leaf, skip) for k, v in value.items() if k not in skip}
    raise TypeError(f"no JSON for {type(value).__name__}")


#: The field names of each record type met (dataclasses, named tuples); () for other types.
_FIELDS: dict[type, tuple[str, ...]] = {}


def _field_names(value: Any) -> tuple[str, ...]:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return tuple(f.name for f in dataclasses.fields(value))
    fields = getattr(value, "_fields", None)
    if isinstance(value, tuple) and fields is not None:
        return tuple(fields)
    return ()


def _plain(value: Any) -> Any:
    """A subclass of a JSON scalar as the scalar itself."""
    for base in (bool, int, float, str):
        if isinstance(value, base):
            return base(value)
    return value


class RowCache:
    """Rows of a list that only grows, each converted once (``convert(row)``: to JSON, or
    back) and kept by the row's identity: a score sheet's rows (a finished deal's or turn's
    summary never changes), which a host writes into every seat's observation on every move
    and a seat reads back from each.  Forgets all it kept past ``limit`` rows.

    >>> rows = RowCache(lambda r: {"n": r[0]})
    >>> row = (7,)
    >>> rows([row]) == [{"n": 7}] and rows([row])[0] is rows([row])[0]
    True
    """

    def __init__(self, convert: Callable[[Any], Any], limit: int = 4096) -> None:
        self.convert, self.limit = convert, limit
        self._kept: dict[int, tuple[Any, Any]] = {}
        #: The rows last converted and what they gave (the same list grown: only the rows
        #: after them are looked up).
        self._last: tuple[Any, list[Any]] = ((), [])

    def __call__(self, rows: Any) -> list[Any]:
        last, done = self._last
        n = len(last)
        if n and len(rows) >= n and rows[n - 1] is last[n - 1] and rows[0] is last[0]:
            out = done + self._each(rows[n:])
        else:
            out = self._each(rows)
        self._last = (rows, out)
        return list(out)

    def _each(self, rows: Any) -> list[Any]:
        kept, out = self._kept, []
        for row in rows:
            hit = kept.get(id(row))
            if hit is None or hit[0] is not row:
                if len(kept) >= self.limit:
                    kept.clear()
                hit = kept[id(row)] = (row, self.convert(row))
            out.append(hit[1])
        return out


class LastFields:
    """A record's fields as JSON (``convert(value)`` each), made again only where they
    changed since the last record of the same game: a host sends every seat an observation
    after every move, and most of one is as after the move before (the totals, the seat's
    hand) or as in the seat's before it (the trick, the tricks so far).  Kept by game and
    seat, each seat's own last fields and the last ones of any seat; a value is used again
    when it is the one seen, or equals it and is of its type.  The JSON is shared: nobody
    changes it.  Fields of a plain JSON type are written as they are.

    A game is told by ``game`` (an object the game holds while it lasts, such as its tuple of
    names), kept with its entry: an identity that, unlike an ``id``, no other game can have
    while it is kept.  Forgets the oldest game past ``games``.

    >>> from collections import namedtuple
    >>> Obs = namedtuple("Obs", "seat hand totals")
    >>> last = LastFields(("hand", "totals"), lambda v: list(v))
    >>> game = ("A", "B")
    >>> a = last(game, 0, Obs(0, (1, 2), (5, 5)))
    >>> b = last(game, 1, Obs(1, (3,), (5, 5)))
    >>> a["totals"] is b["totals"], a["hand"] == [1, 2], b["hand"] == [3]
    (True, True, True)
    """

    def __init__(self, fields: tuple[str, ...], convert: Callable[[Any], Any],
                 games: int = 256) -> None:
        self.fields, self.convert, self.games = fields, convert, games
        self._values = operator.attrgetter(*fields)
        self._kept: dict[int, tuple[object, dict[int, dict[str, tuple[Any, Any]]]]] = {}

    def _seats(self, game: object) -> dict[int, dict[str, tuple[Any, Any]]]:
        kept = self._kept.get(id(game))
        if kept is not None and kept[0] is game:
            return kept[1]
        if kept is None and len(self._kept) >= self.games:
            del self._kept[next(iter(self._kept))]      # (the oldest)
        seats: dict[int, dict[str, tuple[Any, Any]]] = {-1: {}}
        self._kept[id(game)] = (game, seats)
        return seats

    def __call__(self, game: object, seat: int, record: Any) -> dict[str, Any]:
        seats = self._seats(game)
        anyone = seats[-1]
        mine = seats.get(seat)
        if mine is None:
            mine = seats[seat] = {}
        out: dict[str, Any] = {}
        values = self._values(record)
        for name, v in zip(self.fields, values if len(self.fields) > 1 else (values,)):
            t = type(v)
            if t in _SCALARS:
                out[name] = v
                continue
            was = mine.get(name)
            if was is not None and (was[0] is v or type(was[0]) is t and was[0] == v):
                out[name] = was[1]
                continue
            was = anyone.get(name)
            if was is not None and (was[0] is v or type(was[0]) is t and was[0] == v):
                out[name] = was[1]
            else:
                out[name] = self.convert(v)
                was = anyone[name] = (v, out[name])
            mine[name] = was
        return out


class ByIdentity:
    """``convert(value)`` made once for each value (by identity; each entry holds its value):
    an event every seat sees alike (a card played, a bid) is written once for all of them
    (the JSON is shared: nobody changes it).  Forgets all it kept past ``limit``.

    >>> docs = ByIdentity(lambda e: {"n": e[0]})
    >>> event = (1,)
    >>> docs(event) is docs(event)
    True
    """

    def __init__(self, convert: Callable[[Any], Any], limit: int = 4096) -> None:
        self.convert, self.limit = convert, limit
        self._kept: dict[int, tuple[Any, Any]] = {}

    def __call__(self, value: Any) -> Any:
        kept = self._kept.get(id(value))
        if kept is None or kept[0] is not value:
            if len(self._kept) >= self.limit:
                self._kept.clear()
            kept = self._kept[id(value)] = (value, self.convert(value))
        return kept[1]


def event_json(event: Any, convert: Callable[[Any], Any]) -> dict[str, Any]:
    """An event as ``{"type": its class name, ...its fields}``."""
    body = convert(event)
    if not isinstance(body, dict):
        raise TypeError(f"an event is a record of fields, not {type(event).__name__}")
    return {"type": type(event).__name__, **body}


def rules_from_doc(from_options: Callable[[str, Any], Any], doc: Any) -> Any:
    """A game's rules from a record's ``rules`` object (``{"preset": ..., "options": {...}}``)
    through the game's ``from_options``; ValueError (the rules' own) when they are not valid."""
    if not isinstance(doc, dict) or not isinstance(doc.get("options", {}), dict):
        raise ValueError("the rules are an object with 'preset' and 'options'")
    return from_options(doc.get("preset", "classic"), doc.get("options", {}))


def rules_doc(rules: Any) -> dict[str, Any]:
    """A record's ``rules`` object for rules with a ``preset_name`` and ``options()``."""
    return {"preset": rules.preset_name, "options": rules.options()}


#: ``leaf_from(type, data)``: the value of a type the game writes its own way, or
#: :data:`NOT_MINE`.
LeafFrom = Callable[[Any, Any], Any]


def from_jsonable(tp: Any, data: Any, leaf_from: Optional[LeafFrom] = None,
                  fill: Optional[dict[str, Any]] = None) -> Any:
    """The inverse of :func:`jsonable`: ``data`` read back as a value of type ``tp`` (a
    dataclass, named tuple, enum, ``Optional``, ``Union`` of records told apart by their
    ``"type"``, ``tuple[X, ...]``, ``tuple[A, B]``, scalars), from its field annotations.
    ``fill`` gives the fields left out when it was written (``skip``), by name, at any depth.
    ValueError when ``data`` does not fit."""
    return _from(tp, data, leaf_from, fill or {})


def _from(tp: Any, data: Any, leaf_from: Optional[LeafFrom], fill: dict[str, Any]) -> Any:
    if leaf_from is not None:
        mine = leaf_from(tp, data)
        if mine is not NOT_MINE:
            return mine
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if origin is typing.Union or origin is types.UnionType:
        if data is None and type(None) in args:
            return None
        options = [a for a in args if a is not type(None)]
        if len(options) == 1:
            return _from(options[0], data, leaf_from, fill)
        name = data.get("type") if isinstance(data, dict) else None
        for option in options:
            if getattr(option, "__name__", None) == name:
                return _from(option, data, leaf_from, fill)
        raise ValueError(f"no type of {tp} fits {data!r:.60}")
    if origin in (tuple, list):
        if not isinstance(data, list):
            raise ValueError(f"a list was expected, not {data!r:.60}")
        if origin is tuple and not (len(args) == 2 and args[1] is Ellipsis):
            if len(args) != len(data):
                raise ValueError(f"{len(args)} values were expected, not {len(data)}")
            return tuple(_from(a, d, leaf_from, fill) for a, d in zip(args, data))
        items = [_from(args[0] if args else Any, d, leaf_from, fill) for d in data]
        return tuple(items) if origin is tuple else items
    if tp is Any or tp is object:
        return data
    if tp is Reason:
        reason = reason_from_json(data)
        if reason is None:
            raise ValueError(f"a reason was expected, not {data!r:.60}")
        return reason
    if tp in (int, str, bool, float):
        if tp is float and type(data) is int:
            return float(data)
        if type(data) is not tp:
            raise ValueError(f"{tp.__name__} was expected, not {data!r:.60}")
        return data
    if tp is Fraction:
        return Fraction(data)
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return tp(data)
    if isinstance(tp, type) and (dataclasses.is_dataclass(tp) or hasattr(tp, "_fields")):
        if not isinstance(data, dict):
            raise ValueError(f"{tp.__name__} was expected, not {data!r:.60}")
        hints, names = _record_fields(tp)
        values = {}
        for name in names:
            if name in data:
                values[name] = _from(hints[name], data[name], leaf_from, fill)
            elif name in fill:
                values[name] = fill[name]
        return tp(**values)
    raise ValueError(f"cannot read {tp} back")


#: By record type read back: its fields' types, and the names its constructor takes.
_RECORDS: dict[type, tuple[dict[str, Any], tuple[str, ...]]] = {}


def _record_fields(tp: type) -> tuple[dict[str, Any], tuple[str, ...]]:
    """A dataclass's or named tuple's field types and constructor names (worked out once a
    type: resolving the annotations was most of the time a seat spent reading an update)."""
    known = _RECORDS.get(tp)
    if known is None:
        names = (tuple(f.name for f in dataclasses.fields(tp) if f.init)
                 if dataclasses.is_dataclass(tp) else tuple(getattr(tp, "_fields")))
        known = _RECORDS[tp] = (typing.get_type_hints(tp), names)
    return known
