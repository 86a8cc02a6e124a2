"""Helpers for the dice tests: play record steps on a game."""

from __future__ import annotations

from typing import Any

from thousand_app.dice.engine.actions import parse_step
from thousand_app.dice.engine.events import DiceEvent, TurnEnded, TurnSummary
from thousand_app.dice.engine.game import DiceGame
from thousand_app.dice.engine.rules import DiceRules


def game(n: int = 2, preset: str = "classic", **kw: Any) -> DiceGame:
    """A game; keyword arguments starting with ``start_`` or ``first_player`` go to the game,
    the others are rule options."""
    start = {k: v for k, v in kw.items() if k.startswith("start_") or k == "first_player"}
    options = {k: v for k, v in kw.items() if k not in start}
    return DiceGame(DiceRules.from_options(preset, options), n, **start)


def play(g: DiceGame, *steps: str) -> list[DiceEvent]:
    """Apply record steps (``"throw 1 5 3 3 4"``, ``"keep 1 5"``, ``"stop"``); all events."""
    events: list[DiceEvent] = []
    for s in steps:
        events.extend(g.apply(parse_step(s)))
    return events


def last(g: DiceGame) -> TurnSummary:
    return g.history[-1]


def ended(events: list[DiceEvent]) -> TurnSummary:
    found = [e.summary for e in events if isinstance(e, TurnEnded)]
    assert len(found) == 1
    return found[0]
