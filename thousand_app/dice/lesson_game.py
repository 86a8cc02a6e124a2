"""The dice game's side of the course (:mod:`thousand_app.games.lessons`): a lesson's throws are
the engine's own chance actions (:class:`Throw`, as a record writes them), its keeps and stops
are checked and made by the engine."""

from __future__ import annotations

from typing import Any, Mapping, Optional

from .engine import ROLL, DiceGame, DiceRules, Throw, parse_step

__all__ = ["DiceLessons"]


class DiceLessons:
    """The :class:`~thousand_app.games.lessons.LessonGame` of the dice game.

    A setup: ``players`` (2), ``options`` (over the classic preset), ``totals``, ``entry``
    (each seat's entry score, None: not entered), ``bolts``, ``first``, ``names``.  A
    learner's throw is his decision to throw (:data:`ROLL`): the lesson's faces come up.
    ``names``: the players' (else the setup's)."""

    def __init__(self, names: Optional[list[str]] = None) -> None:
        self.names = names

    def start(self, setup: Mapping[str, Any]) -> DiceGame:
        n = int(setup.get("players", 2))
        rules = DiceRules.from_options("classic", dict(setup.get("options", {})))
        return DiceGame(rules, n, players=self.names or setup.get("names"),
                        first_player=int(setup.get("first", 0)),
                        start_totals=setup.get("totals"), start_entry=setup.get("entry"),
                        start_bolts=setup.get("bolts"))

    def parse(self, game: DiceGame, move: str) -> Any:
        return parse_step(move)

    def same(self, game: DiceGame, action: Any, expected: Any) -> bool:
        if isinstance(expected, Throw) and (action == ROLL or isinstance(action, Throw)):
            return True   # (the learner throws; the lesson's faces come up)
        return bool(action == expected)

    def reason(self, game: DiceGame, action: Any) -> Optional[str]:
        if action == ROLL:
            return None
        return game.reason(action)

    def apply(self, game: DiceGame, action: Any) -> list[Any]:
        return list(game.apply(action))
