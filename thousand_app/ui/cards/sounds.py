"""Which card-game event sounds like what (the sounds are :mod:`thousand_app.ui.common.sound`'s)."""

from __future__ import annotations

from typing import Optional, Sequence

from thousand_app.cards.engine.events import (CardDiscarded, CardGiven, CardPlayed, DealScored,
                                              Dealt, Event, GameOver, MarriageDeclared,
                                              SpareTalonTaken, TalonTaken, TrickWon)

__all__ = ["event_sound", "event_sounds"]


def event_sound(event: Event, game_over_follows: bool = False) -> Optional[str]:
    """The sound of one engine event, or None.

    A dealt hand is heard as the shuffle (the table adds the ``deal`` flicks
    when the cards fly); a card played, passed or put aside as a flick; a
    trick gathered as a quiet swish; a marriage as a chime; a settled deal as
    ``made`` or ``failed`` (a conceded deal fails; a redeal is silent); the
    end of the game as ``game_over``, which then replaces the last deal's sound.
    """
    if isinstance(event, Dealt):
        return "shuffle"
    if isinstance(event, (CardPlayed, CardGiven, CardDiscarded, TalonTaken)):
        return "card"
    if isinstance(event, (TrickWon, SpareTalonTaken)):
        return "trick"
    if isinstance(event, MarriageDeclared):
        return "marriage"
    if isinstance(event, DealScored):
        s = event.summary
        if game_over_follows or s.redeal or s.declarer is None:
            return None
        if s.conceded or s.made is False:
            return "failed"
        return "made" if s.made else None
    if isinstance(event, GameOver):
        return "game_over"
    return None


def event_sounds(events: Sequence[Event]) -> list[Optional[str]]:
    """The sound of each event of one batch (the batch matters: a game's end replaces its deal's)."""
    over = any(isinstance(e, GameOver) for e in events)
    return [event_sound(e, over) for e in events]
