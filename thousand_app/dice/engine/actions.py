"""Actions of the dice game: a throw (chance, written down like a move), a keep, a stop, and the
mover's decision to throw again after a keep (:data:`ROLL`, the record's ``roll`` step since
version 2: the throw that follows is chance's step).

Each is a small frozen value whose ``str`` is its record step (record-format.md);
:func:`parse_step` is the reverse.  Faces are stored sorted, so two throws or
keeps of the same dice are equal whatever order they were written in.

>>> parse_step("throw 5 1 3 3 4")
Throw(faces=(1, 3, 3, 4, 5))
>>> str(Keep((5, 1))), str(STOP)
('keep 1 5', 'stop')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Sequence, Union

from .scoring import sorted_throws


@dataclass(frozen=True, slots=True)
class _FacesAction:
    """An action about some dice: ``faces`` are stored sorted; ``str`` is the record step."""

    faces: tuple[int, ...]
    verb: ClassVar[str] = ""

    def __post_init__(self) -> None:
        object.__setattr__(self, "faces", tuple(sorted(self.faces)))

    def __str__(self) -> str:
        return " ".join([self.verb, *map(str, self.faces)])


@dataclass(frozen=True, slots=True)
class Throw(_FacesAction):
    """The dice in hand were thrown and show ``faces``.  Chance comes from outside: the app
    draws the faces (:func:`thousand_app.dice.engine.game.draw_throw`), a record writes them."""

    verb: ClassVar[str] = "throw"


@dataclass(frozen=True, slots=True)
class Keep(_FacesAction):
    """Set ``faces`` of the last throw aside (they must split completely into units)."""

    verb: ClassVar[str] = "keep"


@dataclass(frozen=True, slots=True)
class Stop:
    """Bank the turn total."""

    def __str__(self) -> str:
        return "stop"


@dataclass(frozen=True, slots=True)
class Roll:
    """The mover's decision to throw the dice in hand again rather than stop.  Chance then
    throws them (the next action is a :class:`Throw`); a record writes both (``roll``, then
    the throw; a record of version 1 wrote only the throw)."""

    def __str__(self) -> str:
        return "roll"


DiceAction = Union[Throw, Keep, Stop, Roll]

#: The one stop (actions are immutable, so instances are shared).
STOP = Stop()
#: The one decision to throw again.
ROLL = Roll()
#: THROWS[d]: one shared Throw per distinct throw of d dice (THROWS[0] is empty).
THROWS: tuple[tuple[Throw, ...], ...] = ((),) + tuple(
    tuple(Throw(t) for t in sorted_throws(d)) for d in range(1, 6))
#: The shared Throw (or Keep) of a sorted tuple of faces.
THROW_OF: dict[tuple[int, ...], Throw] = {a.faces: a for row in THROWS for a in row}
KEEP_OF: dict[tuple[int, ...], Keep] = {t: Keep(t) for t in THROW_OF}

_FACES = {"1": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6}


#: Every step text parsed so far (only valid ones: at most 2 * 9,330 + 1 texts).
_PARSED: dict[str, DiceAction] = {}


def parse_step(text: str) -> DiceAction:
    """Parse a record step (``"throw 1 5 3 3 4"``, ``"keep 1 5"``, ``"stop"``, ``"roll"``);
    raises ``ValueError`` with a reason for anything else."""
    if not isinstance(text, str):
        raise ValueError("a step must be a string")
    found = _PARSED.get(text)
    if found is None:
        found = _PARSED[text] = _parse_step(text)
    return found


def _parse_step(text: str) -> DiceAction:
    if text == "stop":
        return STOP
    if text == "roll":
        return ROLL
    words = text.split(" ")
    verb = words[0]
    if verb not in ("throw", "keep") or len(words) < 2:
        raise ValueError('a step is "throw" or "keep" followed by faces, "stop" or "roll"')
    faces = []
    for w in words[1:]:
        f = _FACES.get(w)
        if f is None:
            raise ValueError(f"{w!r} is not a face: faces are single digits from 1 to 6, "
                             "separated by single spaces")
        faces.append(f)
    if len(faces) > 5:
        raise ValueError(f"there are only 5 dice, not {len(faces)}")
    key = tuple(sorted(faces))
    return THROW_OF[key] if verb == "throw" else KEEP_OF[key]


def throw_of(faces: Sequence[int]) -> Throw:
    """The shared :class:`Throw` of these faces (any order), or a new one if they are not dice."""
    key = tuple(sorted(faces))
    found = THROW_OF.get(key)
    return found if found is not None else Throw(key)


__all__ = ["Throw", "Keep", "Stop", "Roll", "DiceAction", "STOP", "ROLL", "THROWS", "THROW_OF", "KEEP_OF",
           "parse_step", "throw_of"]
