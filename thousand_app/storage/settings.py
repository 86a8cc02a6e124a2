"""User settings: a small flat JSON object, read per key so one bad value costs only that key.

The file is ``settings.json`` in the config folder::

    {"format": "thousand-settings", "schema_version": 1, "language": "ru", ...}

Unknown keys (written by a newer version) are kept and written back; a value
of the wrong type or out of range falls back to its default and is reported.
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass, field, fields
from typing import Any, Callable

SETTINGS_FORMAT = "thousand-settings"
SETTINGS_SCHEMA = 1

LANGUAGE_RE = re.compile(r"^(system|[a-z]{2,3}([_-][A-Za-z]{2,4})?)$")


@dataclass
class Settings:
    """Every user setting with its default.  Changes are applied by the app at once."""

    language: str = "system"          # "system", "en", "ru"
    animation_speed: float = 1.0      # 0 = animations off, 0.5 slow ... 2 fast
    deck: str = "thousand"            # built-in deck name, or "system:<path>" for an SVG deck
    four_colour: bool = False
    card_back: str = "blue"
    sound: bool = True
    confirm_concede: bool = True
    count_points: bool = False        # show my running card points and marriages in the deal
    card_indices: str = "language"    # card corner letters: "language" (the app's), "ru", "pl", "en"
    ai_pace_ms: int = 700             # pause between computer moves
    theme: str = "system"             # "system" (the system's colour scheme), "light", "dark"
    text_scale: float = 1.0           # 1.0 = the system's text size, up to 2.0
    new_game: dict[str, Any] = field(default_factory=dict)   # last new-game choices
    dice_new_game: dict[str, Any] = field(default_factory=dict)   # last new dice game choices
    window: dict[str, Any] = field(default_factory=dict)     # geometry and other UI state
    network: dict[str, Any] = field(default_factory=dict)    # name, address, ports, seats kept
    course: dict[str, Any] = field(default_factory=dict)   # {"cards": {"done": [lesson ids], "finished": bool}, "dice": {...}}
    #: Keys this version does not know (from a newer version): kept and written back.
    extra: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)


def _is_num(v: Any) -> bool:
    """A finite number (an integer too long for a float is not one: it would overflow)."""
    if type(v) is int:
        return abs(v) < 2 ** 53
    return type(v) is float and math.isfinite(v)


def _is_short_str(v: Any) -> bool:
    return isinstance(v, str) and 0 < len(v) <= 4096


#: key -> (test, what a good value is).  Kept next to the dataclass on purpose.
_CHECKS: dict[str, tuple[Callable[[Any], bool], str]] = {
    "language": (lambda v: isinstance(v, str) and bool(LANGUAGE_RE.match(v)),
                 'a language code like "en", "ru" or "system"'),
    "animation_speed": (lambda v: _is_num(v) and 0 <= v <= 10, "a number from 0 to 10"),
    "deck": (_is_short_str, "a deck name"),
    "four_colour": (lambda v: isinstance(v, bool), "true or false"),
    "card_back": (_is_short_str, "a card back name"),
    "sound": (lambda v: isinstance(v, bool), "true or false"),
    "confirm_concede": (lambda v: isinstance(v, bool), "true or false"),
    "count_points": (lambda v: isinstance(v, bool), "true or false"),
    "card_indices": (lambda v: v in ("language", "ru", "pl", "en"),
                     '"language", "ru", "pl" or "en"'),
    "ai_pace_ms": (lambda v: type(v) is int and 0 <= v <= 60_000,
                   "a whole number of milliseconds from 0 to 60000"),
    "theme": (lambda v: v in ("system", "light", "dark"), '"system", "light" or "dark"'),
    "text_scale": (lambda v: _is_num(v) and 0.5 <= v <= 2, "a number from 0.5 to 2"),
    "new_game": (lambda v: isinstance(v, dict), "an object"),
    "dice_new_game": (lambda v: isinstance(v, dict), "an object"),
    "window": (lambda v: isinstance(v, dict), "an object"),
    "network": (lambda v: isinstance(v, dict), "an object"),
    "course": (lambda v: isinstance(v, dict), "an object"),
}

_RESERVED = ("format", "schema_version")


def settings_to_json(s: Settings) -> bytes:
    doc: dict[str, Any] = {"format": SETTINGS_FORMAT, "schema_version": SETTINGS_SCHEMA}
    for k, v in s.extra.items():
        if k not in _RESERVED and k not in _CHECKS:
            doc[k] = v
    for f in fields(Settings):
        if f.name != "extra":
            doc[f.name] = getattr(s, f.name)
    return json.dumps(doc, ensure_ascii=False, indent=1, sort_keys=False,
                      allow_nan=False).encode("utf-8") + b"\n"


class SettingsDamage(ValueError):
    """The settings file cannot be read at all (not JSON, not an object...)."""


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed in JSON")


def parse_settings(data: bytes) -> tuple[Settings, list[str], int | None]:
    """Parse settings file bytes: (settings, problems with single keys, the file's version
    when a newer version of the app wrote it, else None).

    Raises :class:`SettingsDamage` when nothing can be read.
    """
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise SettingsDamage(f"not UTF-8 text (byte {e.start})") from None
    try:
        doc = json.loads(text, parse_constant=_reject_constant)
    except (ValueError, RecursionError) as e:
        raise SettingsDamage(f"not valid JSON ({str(e)[:120]})") from None
    if not isinstance(doc, dict):
        raise SettingsDamage("not a JSON object")
    fmt = doc.get("format", SETTINGS_FORMAT)
    if fmt != SETTINGS_FORMAT:
        raise SettingsDamage(f"'format' is {str(fmt)[:40]!r}, not {SETTINGS_FORMAT!r}")
    version = doc.get("schema_version")
    newer = version if type(version) is int and version > SETTINGS_SCHEMA else None
    problems: list[str] = []
    s = Settings()
    for key, value in doc.items():
        if key in _RESERVED:
            continue
        check = _CHECKS.get(key)
        if check is None:
            s.extra[key] = value
            continue
        ok, what = check
        try:
            good = ok(value)
        except (ArithmeticError, ValueError, TypeError):   # never more than this key
            good = False
        if good:
            if key in ("animation_speed", "text_scale"):
                value = float(value)
            setattr(s, key, value)
        else:
            shown = json.dumps(value, ensure_ascii=False)
            if len(shown) > 40:
                shown = shown[:37] + "..."
            problems.append(f"'{key}' is {shown}, not {what}: using the default")
    return s, problems, newer
