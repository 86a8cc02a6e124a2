"""Why an action is refused, in a form both games share: a stable code with its parameters.

A :class:`Reason` *is* the engine's English sentence (a ``str``, for logs and the command
line) and carries the ``code`` and ``params`` a user interface translates by, without
reading the English.  :func:`reason_json` and :func:`reason_from_json` carry one through
JSON (the network's ``error`` message, the dice observation's ``stop_reason``).

>>> r = Reason("follow_suit", "must follow suit (hearts)", 3)
>>> r == "must follow suit (hearts)", r.code, r.params
(True, 'follow_suit', (3,))
>>> reason_from_json(reason_json(Reason("x", "a b", (1, 5), 7))).params
((1, 5), 7)
"""

from __future__ import annotations

from typing import Any, Optional

__all__ = ["Reason", "reason_json", "reason_from_json"]


class Reason(str):
    """Why an action is refused: the English sentence (it *is* the ``str``) with a stable
    ``code`` and its ``params`` (plain numbers, strings, tuples of them)."""

    code: str
    params: tuple[object, ...]

    def __new__(cls, code: str, text: str, *params: object) -> "Reason":
        self = super().__new__(cls, text)
        self.code = code
        self.params = params
        return self

    def __getnewargs__(self) -> tuple[object, ...]:  # type: ignore[override]
        return (self.code, str(self), *self.params)


def reason_json(reason: Reason) -> dict[str, Any]:
    """``{"code": ..., "params": [...], "text": <the English>}`` (tuples as lists)."""
    return {"code": reason.code, "params": _lists(reason.params), "text": str(reason)}


def reason_from_json(data: Any) -> Optional[Reason]:
    """The inverse of :func:`reason_json` (lists back to tuples); None when ``data`` is not
    one (an older peer's plain sentence, or anything else)."""
    if not isinstance(data, dict) or not isinstance(data.get("code"), str) \
            or not isinstance(data.get("text"), str) or not isinstance(data.get("params"), list):
        return None
    return Reason(data["code"], data["text"], *_tuples(data["params"]))


def _lists(value: Any) -> Any:
    return [_lists(v) for v in value] if isinstance(value, (tuple, list)) else value


def _tuples(value: Any) -> Any:
    return tuple(_tuples(v) for v in value) if isinstance(value, list) else value
