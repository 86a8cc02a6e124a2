"""Checked by mypy (tests/games/test_protocol_types.py), not run: both engines are games of the
common protocol, and the registry's kinds are typed."""

from __future__ import annotations

from typing import Any

from thousand_app.dice.engine.game import DiceGame
from thousand_app.cards.engine import Game as CardGame
from thousand_app.games.protocol import Game
from thousand_app.kinds import REGISTRY
from tests.thirdgame.pig.engine import PigGame, PigRules


def needs_a_game(game: Game[Any, Any, Any]) -> bool:
    return game.is_over


needs_a_game(CardGame(deal=False))
needs_a_game(DiceGame())
needs_a_game(PigGame(PigRules(), 2))     # (the third game, tests/thirdgame)
NAMES: tuple[str, ...] = REGISTRY.names
