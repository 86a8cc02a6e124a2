"""The opening claims over the network (issue 36, point 1): the seat asked is sent its turn,
its legal actions are its claims and a Decline, and it answers with an ``act`` like any move
(loopback only)."""

from __future__ import annotations

import random
from typing import Any

from thousand_app.cards.engine import Decline, Redeal
from thousand_app.cards.engine.game import Game
from thousand_app.kinds import REGISTRY
from thousand_app.net.client import Client
from thousand_app.net.host import Host, HostConfig

CARDS = REGISTRY.get("cards")
#: With this seed the person (seat 0) holds the four nines: he is asked first.
SEED = 47


class Declines:
    """A computer seat that declines its claims (a Decline is listed first) and then plays
    the first legal move."""

    level = "test"

    def act(self, obs: Any) -> Any:
        return obs.legal_actions[0]


def _table(qtbot: Any) -> tuple[Host, Client, Game]:
    rules = CARDS.rules_from_json({"preset": "classic"})
    game = Game(rules, 2, players=["Anna", "Computer"], seed=SEED, deal=False, keep_undo=False)
    game.apply(game.sample_chance(random.Random(SEED)))
    assert game.claims_open and game.to_act == 0
    host = Host(CARDS, rules, [True, False], HostConfig(room_code="QQQ-777"))
    host.listen("127.0.0.1", 0)
    anna = Client("Anna", "QQQ-777", seat=0)
    anna.connect_to("127.0.0.1", host.port)
    qtbot.waitUntil(lambda: host.free_seats() == 0, timeout=10_000)
    host.start(game)
    host.table.seats[1].player = Declines()
    qtbot.waitUntil(lambda: anna.prompt is not None and anna.observation is not None,
                    timeout=10_000)
    return host, anna, game


def test_the_person_asked_declines_with_an_act(qtbot: Any) -> None:
    host, anna, game = _table(qtbot)
    assert anna.prompt == {"kind": "turn"}
    assert anna.observation["legal_actions"] == ["0 decline", "0 redeal"]
    anna.act("0 decline")
    qtbot.waitUntil(lambda: len(game.deals[0][1]) >= 1, timeout=10_000)
    assert game.deals[0][1][0] == Decline(0) and not game.claims_open
    assert len(game.deals) == 1            # (the deal goes on)
    anna.close()
    host.close()


def test_the_person_asked_claims_a_redeal_with_an_act(qtbot: Any) -> None:
    host, anna, game = _table(qtbot)
    errors: list[str] = []
    anna.errorReceived.connect(lambda code, why: errors.append(code))
    anna.act("0 pass")                     # (not among the legal actions: refused)
    qtbot.waitUntil(lambda: bool(errors), timeout=10_000)
    assert errors == ["illegal"] and game.deals[0][1] == []
    anna.act("0 redeal")
    qtbot.waitUntil(lambda: bool(game.history), timeout=10_000)
    assert game.deals[0][1] == [Redeal(0)] and game.history[0].redeal
    anna.close()
    host.close()
