"""Both engines satisfy the common game protocol, and a game of either can be played to its
end through the protocol alone (chance included)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from thousand_app.dice.engine.game import DiceGame
from thousand_app.dice.engine.rules import DiceRules
from thousand_app.cards.engine import DealCards, Game as CardGame, IllegalActionError
from thousand_app.games.protocol import Game, Player
from thousand_app.kinds import REGISTRY


def play_through_protocol(game: Game[Any, Any, Any], rng: random.Random,
                          max_steps: int) -> tuple[int, int]:
    """Play random legal moves until the game ends; (steps, chance steps)."""
    steps = chances = 0
    while not game.is_over and steps < max_steps:
        steps += 1
        if game.chance_pending:
            assert game.to_act is None or isinstance(game, DiceGame)
            outcome = game.sample_chance(rng)
            assert game.reason(outcome) is None
            game.apply(outcome)
            chances += 1
            continue
        seat = game.to_act
        assert seat is not None
        actions = game.legal_actions()
        assert actions, "a seat to act always has a legal action"
        obs = game.observation(seat)
        assert obs is not None
        action = rng.choice(actions)
        assert game.reason(action) is None
        game.apply(action)
    return steps, chances


def test_a_card_game_plays_through_the_protocol() -> None:
    game = CardGame(n_players=3, seed=1, deal=False)
    assert isinstance(game, Game)
    # random bidding seldom ends a game: play a few hundred moves (several deals)
    steps, deals = play_through_protocol(game, random.Random(5), 400)
    assert steps == 400 and deals >= 3
    assert len(game.output()["deals"]) == deals  # type: ignore[arg-type]


def test_a_dice_game_plays_to_its_end_through_the_protocol() -> None:
    game = DiceGame(DiceRules(), 3)
    assert isinstance(game, Game)
    steps, throws = play_through_protocol(game, random.Random(5), 200_000)
    assert game.is_over and game.winner is not None and throws > 0
    assert game.output()["winner"] == game.winner


def test_card_chance_is_an_explicit_action() -> None:
    game = CardGame(n_players=3, seed=1, deal=False)
    assert game.chance_pending and game.to_act is None
    outcome = game.sample_chance(random.Random(3))
    assert isinstance(outcome, DealCards)
    # the same draw gives the same cards
    assert game.sample_chance(random.Random(3)) == outcome
    events = game.apply(outcome)
    assert events and not game.chance_pending
    assert game.reason(outcome) == "a deal is already in progress"
    with pytest.raises(IllegalActionError):
        game.sample_chance(random.Random(3))
    # undo takes the deal back: chance is to act again, and the same cards deal again
    assert game.undo() and game.chance_pending
    assert game.apply(outcome)[0] == events[0]


def test_dice_chance_is_a_throw_of_the_dice_in_hand() -> None:
    game = DiceGame(DiceRules(), 2)
    assert game.chance_pending
    throw = game.sample_chance(random.Random(9))
    assert len(throw.faces) == game.d and throw in game.legal_actions()


def test_registry_players_satisfy_the_player_protocol() -> None:
    cards = REGISTRY.get("cards")
    for level in cards.levels:
        assert isinstance(cards.make_player(level, 1), Player)


def test_registry_knows_each_game_once() -> None:
    assert REGISTRY.names == ("cards", "dice")
    for kind in REGISTRY:
        assert REGISTRY.by_format(kind.record_format) is kind
        assert not set(kind.levels) & set(kind.measure_levels)
    assert REGISTRY.by_format(None) is None and REGISTRY.by_format(["x"]) is None
    with pytest.raises(KeyError, match="games: cards, dice"):
        REGISTRY.get("chess")


def test_a_kind_needs_its_engine_s_operations_and_groups_network_play() -> None:
    """The engine's operations are required (a kind without them is no kind); network play's
    codecs come together or not at all, and a game without them says so when asked."""
    import dataclasses

    from thousand_app.games.registry import GameKind, NetCodec

    cards = REGISTRY.get("cards")
    with pytest.raises(TypeError):
        GameKind("chess", "chess-record", "a chess game", (2, 2), (), (),   # type: ignore[call-arg]
                 cards.replay_main, cards.make_player)
    for kind in REGISTRY:
        assert isinstance(kind.net, NetCodec) and kind.codec() is kind.net
        game = kind.new_game(kind.rules_from_json({}), ["Anna", "Boris"])
        assert kind.rules_to_json(game.rules) == kind.rules_to_json(
            kind.rules_from_json(kind.rules_to_json(game.rules)))
    local = dataclasses.replace(cards, name="local", net=None)
    with pytest.raises(ValueError, match="a card game is not played over the network"):
        local.codec()
