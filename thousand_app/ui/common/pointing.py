"""What a lesson points at on a game's table (issue 37): the table's own ``highlight``.

Each table's scene mixes :class:`Pointing` in and says how its items are marked
(``_mark_pointed``, called again whenever its items move or come into sight) and how they are
read out (``_pointed_words``).  The marks are a glow of the theme's accent drawn by the items
themselves (``CardItem``, ``DieItem``); the lesson screen only calls ``highlight``.
"""

from __future__ import annotations

from typing import Any, Iterable

from . import accessibility
from .i18n import translate
from .texts import fmt

__all__ = ["Pointing"]


class Pointing:
    """A table's scene that can point at some of its items."""

    _pointed: tuple[Any, ...] = ()

    def highlight(self, items: Iterable[Any]) -> None:
        """Point at ``items`` (a lesson's step): those of them in sight are marked, now and
        as they come into sight, the others not; a screen reader is told which.
        ``highlight(())`` takes the marks away."""
        pointed = tuple(items)
        if pointed == self._pointed:
            return
        self._pointed = pointed
        self._mark_pointed()
        if pointed:
            accessibility.announce(self, fmt(translate("Lessons", "Look at: %1"),
                                             self._pointed_words(pointed)))

    def _mark_pointed(self) -> None:
        raise NotImplementedError

    def _pointed_words(self, items: tuple[Any, ...]) -> str:
        raise NotImplementedError
