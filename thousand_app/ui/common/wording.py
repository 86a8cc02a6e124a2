"""Sentences about a player that read right whatever his name.

A name can be anything ("You", «Вы», «Вера», "Boris"), so no sentence puts a
name before a verb that would have to agree with it.  Every message about a
player has two forms: the second person for the one human at the table in a
single-player game ("You bid 105", «Вы заказали 105»), and a verb-less form
for everybody else ("Boris: 105", «Борис: 105»).  In hot-seat every player is
named (the table is shared), never "you".

:func:`about` picks the form; the texts are in :data:`SAYINGS`.
"""

from __future__ import annotations

from typing import Optional, Sequence

from .i18n import QT_TRANSLATE_NOOP, translate
from .texts import fmt

#: key -> (the second person: %1, %2... are the arguments;
#:         anyone else: %1 the name, %2, %3... the arguments)
SAYINGS: dict[str, tuple[str, str]] = {
    "redeal": (QT_TRANSLATE_NOOP("Words", "You ask for a redeal"),
               QT_TRANSLATE_NOOP("Words", "%1: redeal")),
    "bid": (QT_TRANSLATE_NOOP("Words", "You bid %1"),
            QT_TRANSLATE_NOOP("Words", "%1: %2")),
    "contract": (QT_TRANSLATE_NOOP("Words", "You play %1"),
                 QT_TRANSLATE_NOOP("Words", "%1: contract %2")),
    "concedes": (QT_TRANSLATE_NOOP("Words", "You concede"),
                 QT_TRANSLATE_NOOP("Words", "%1: conceded")),
    "marriage": (QT_TRANSLATE_NOOP("Words", "You declare a marriage: +%1"),
                 QT_TRANSLATE_NOOP("Words", "%1: marriage +%2")),
    "made": (QT_TRANSLATE_NOOP("Words", "You made %1"),
             QT_TRANSLATE_NOOP("Words", "%1: contract %2 made")),
    "failed": (QT_TRANSLATE_NOOP("Words", "You failed %1"),
               QT_TRANSLATE_NOOP("Words", "%1: contract %2 failed")),
    "conceded": (QT_TRANSLATE_NOOP("Words", "You conceded %1"),
                 QT_TRANSLATE_NOOP("Words", "%1: contract %2 conceded")),
    "wins": (QT_TRANSLATE_NOOP("Words", "You win!"),
             QT_TRANSLATE_NOOP("Words", "Winner: %1!")),
    "last_trick": (QT_TRANSLATE_NOOP("Words", "Last trick: yours"),
                   QT_TRANSLATE_NOOP("Words", "Last trick: %1")),
    "dark_bid": (QT_TRANSLATE_NOOP("Words", "You play in the dark (%1)."),
                 QT_TRANSLATE_NOOP("Words", "%1: dark game (%2).")),
}


def about(key: str, seat: int, names: Sequence[str], you: Optional[int], *args: object) -> str:
    """The message ``key`` about ``seat``: second person when ``seat`` is ``you``."""
    mine, other = SAYINGS[key]
    if you is not None and seat == you:
        return fmt(translate("Words", mine), *args)
    return fmt(translate("Words", other), names[seat], *args)


def single_human(humans: Sequence[int]) -> Optional[int]:
    """The seat addressed as "you": the one human of a single-player game, else None."""
    return humans[0] if len(humans) == 1 else None
