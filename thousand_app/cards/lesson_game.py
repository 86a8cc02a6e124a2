"""The card game's side of the course (:mod:`thousand_app.games.lessons`): a lesson's prepared
deal dealt through the engine's own dealing (:func:`deal_layout` over a fixed order of the
deck) and its moves parsed, checked and made by the engine."""

from __future__ import annotations

import random
from typing import Any, Mapping, Optional

from .engine import Card, Game, Rules, deal_layout, parse_action
from .engine.deal import active_seats

__all__ = ["CardLessons", "deck_order"]


def deck_order(n_players: int, rules: Rules, dealer: int, hands: Mapping[int, str],
               talon: str) -> list[int]:
    """The order of the deck that deals ``hands`` (seat -> cards, ``"AS KS ..."``) and the
    ``talon`` when ``dealer`` deals: the hands in the engine's dealing order, then the talon
    (every card once; the engine checks the layout it makes of them)."""
    order: list[int] = []
    for seat in active_seats(n_players, dealer):
        order += [int(Card.parse(c)) for c in hands[seat].split()]
    order += [int(Card.parse(c)) for c in talon.split()]
    if sorted(order) != list(range(24)):
        raise ValueError("a lesson's deal must hold each of the 24 cards once")
    return order


class CardLessons:
    """The :class:`~thousand_app.games.lessons.LessonGame` of the card game.

    A setup: ``players`` (2, 3 or 4; the default 3), ``dealer``, ``hands`` (a list of card strings by seat),
    ``talon``, ``options`` (house options over the classic preset), ``totals`` and
    ``bolts`` at the start; ``names`` (the players', else the setup's: the first ``players``
    of them).  At four the dealer's hand is ``""`` (he sits out); at two ``talon`` holds both
    talons, the first one's cards first."""

    def __init__(self, names: Optional[list[str]] = None) -> None:
        self.names = names

    def start(self, setup: Mapping[str, Any]) -> Game:
        n = int(setup.get("players", 3))
        rules = Rules.from_options("classic", dict(setup.get("options", {})))
        dealer = int(setup.get("dealer", 0))
        names = self.names or list(setup.get("names", [f"Player {i + 1}" for i in range(n)]))
        names = names[:n]
        game = Game(rules, n, players=names, first_dealer=dealer,
                    start_totals=setup.get("totals"), start_bolts=setup.get("bolts"),
                    rng=random.Random(0), deal=False)
        hands = dict(enumerate(setup["hands"]))
        game.deal(deal_layout(n, rules, dealer,
                              deck_order(n, rules, dealer, hands, setup["talon"])))
        return game

    def parse(self, game: Game, move: str) -> Any:
        return parse_action(move)

    def same(self, game: Game, action: Any, expected: Any) -> bool:
        return bool(action == expected)

    def reason(self, game: Game, action: Any) -> Optional[str]:
        return game.reason(action)

    def apply(self, game: Game, action: Any) -> list[Any]:
        return list(game.apply(action))
