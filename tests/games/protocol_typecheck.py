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

# The kinds are typed by their own games' types (GameKind[game, action, observation, event,
# rules]): each is checked against the generic contract, and all are kinds of any game.
from thousand_app.cards.engine import Action as CardAction, Observation, Rules  # noqa: E402
from thousand_app.cards.engine.events import Event as CardEvent  # noqa: E402
from thousand_app.dice.engine import DiceEvent, DiceObservation, DiceRules  # noqa: E402
from thousand_app.dice.engine.actions import DiceAction  # noqa: E402
from thousand_app.games.registry import AnyKind, GameKind  # noqa: E402
from thousand_app.kinds import CARDS, DICE  # noqa: E402
from tests.thirdgame.pig.engine import PigAction, PigEvent, PigObservation  # noqa: E402
from tests.thirdgame.pig.kind import KIND as PIG  # noqa: E402

CARD_KIND: GameKind[CardGame, CardAction, Observation, CardEvent, Rules] = CARDS
DICE_KIND: GameKind[DiceGame, DiceAction, DiceObservation, DiceEvent, DiceRules] = DICE
PIG_KIND: GameKind[PigGame, PigAction, PigObservation, PigEvent, PigRules] = PIG
KINDS: list[AnyKind] = [CARDS, DICE, PIG]
new_card_game: CardGame = CARDS.new_game(Rules(), ["Anna", "Boris", "Vera"])
card_action: CardAction = CARDS.parse_action("b1 100", 1)
