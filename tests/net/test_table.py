"""The host's table without sockets: what each seat is told, and the computer seats."""

from __future__ import annotations

import random
from typing import Any

from thousand_app.cards.engine.game import Game
from thousand_app.kinds import REGISTRY
from thousand_app.net.table import Table

CARDS = REGISTRY.get("cards")


def dealt(seed: int) -> Game:
    game = Game(CARDS.rules_from_json({"preset": "classic"}), 2, players=["Anna", "Computer"],
                seed=seed, deal=False, keep_undo=False)
    game.apply(game.sample_chance(random.Random(seed)))
    return game


class Sent:
    def __init__(self) -> None:
        self.to: dict[int, list[dict[str, Any]]] = {}

    def __call__(self, seat: int, message: dict[str, Any]) -> None:
        self.to.setdefault(seat, []).append(message)

    def prompt(self, seat: int) -> Any:
        updates = [m for m in self.to.get(seat, []) if m["type"] == "update"]
        return updates[-1]["prompt"] if updates else None


class Declines:
    """A computer player that declines every opening claim."""

    def claim(self, obs: Any) -> None:
        return None

    def act(self, obs: Any) -> Any:
        return obs.legal_actions[0]


def test_a_computer_declining_its_opening_claim_tells_the_person_to_move(qtbot: Any) -> None:
    """The smoke test's network stage stalled (issue 33.8): the computer seat, asked first
    for its opening claim, declined it, and the person to act was never sent the turn."""
    game = dealt(66)
    assert game.pending_claims() == [(1, game.pending_claims()[0][1])] and game.to_act == 0
    sent = Sent()
    table = Table(CARDS, game.rules, [True, False], sent)
    table.seat_person(0, "Anna", "token")
    table.start(game)
    table.seats[1].player = Declines()
    assert sent.prompt(0) is None          # (the computer is asked first)
    qtbot.waitUntil(lambda: (sent.prompt(0) or {}).get("kind") == "turn", timeout=5000)
    table.close()
