"""A computer seat whose decision fails is logged, asked again once, then the normal level
plays for it: the game never stalls."""

from __future__ import annotations

import logging
import random
from typing import Any

import pytest

from thousand_app.cards.engine import Action, Game, Observation, Pass, Rules
from thousand_app.ui.cards.controller import COMPUTER, GameController, Seat, decide


class Failing:
    """A computer player that raises (``times`` times, or always), then passes."""

    level = "failing"

    def __init__(self, times: int = 10 ** 9, illegal: bool = False) -> None:
        self.times = times
        self.calls = 0
        self.illegal = illegal

    def act(self, obs: Observation) -> Action:
        self.calls += 1
        if self.calls <= self.times:
            if self.illegal:
                return Pass((obs.seat + 1) % obs.n_players)   # somebody else's move
            raise RuntimeError("the player broke")
        return Pass(obs.seat)


def observation() -> Observation:
    game = Game(Rules(), 3, players=["A", "B", "C"], seed=4)
    seat = game.to_act
    assert seat is not None
    return game.observation(seat)


def test_one_failure_is_retried(caplog: pytest.LogCaptureFixture) -> None:
    obs = observation()
    player = Failing(times=1)
    with caplog.at_level(logging.ERROR, "thousand.ui"):
        move = decide(player, obs, 7)
    assert move == Pass(obs.seat) and player.calls == 2
    assert "attempt 1" in caplog.text and "attempt 2" not in caplog.text


@pytest.mark.parametrize("illegal", [False, True])
def test_two_failures_hand_the_move_to_the_normal_level(caplog: pytest.LogCaptureFixture,
                                                        illegal: bool) -> None:
    obs = observation()
    player = Failing(illegal=illegal)
    with caplog.at_level(logging.ERROR, "thousand.ui"):
        move = decide(player, obs, 7)
    assert player.calls == 2
    assert move in obs.legal_actions
    assert "attempt 1" in caplog.text and "attempt 2" in caplog.text


def test_a_failing_claim_is_no_claim() -> None:
    """A player that fails while asked about its opening claims: the normal level answers."""
    game = Game(Rules(), 2, players=["A", "B"], seed=47, deal=False)
    game.apply(game.sample_chance(random.Random(47)))
    assert game.claims_open
    obs = game.observation(game.to_act)
    assert decide(Failing(), obs, 7) in obs.legal_actions


def test_a_game_of_failing_players_goes_on(qtbot: Any) -> None:
    game = Game(Rules(), 3, players=["A", "B", "C"], seed=6)
    c = GameController(game, [Seat(n, COMPUTER, "easy") for n in "ABC"], pace_ms=0)
    told: list[str] = []
    c.message.connect(told.append)
    c.players[0] = Failing()
    c.events.connect(lambda _e: c.proceed())   # no table: go on as soon as a move is made
    c.proceed()
    qtbot.waitUntil(lambda: bool(game.history), timeout=30000)
    assert told == []     # nothing for the player to read: the log has it
    c.close()
