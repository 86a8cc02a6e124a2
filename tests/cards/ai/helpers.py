"""Driving games with computer players in every seat (shared by the AI tests)."""

from __future__ import annotations

from typing import Sequence

from thousand_app.cards.ai import Player, make_oracle, make_player
from thousand_app.cards.ai.tournament import drive
from thousand_app.cards.engine import Game, Rules


def seat_players(game: Game, levels: Sequence[str], seed: int, budget: float) -> list[Player]:
    return [make_oracle(game, seed + s, budget=budget) if lv == "oracle"
            else make_player(lv, seed + s, budget=budget) for s, lv in enumerate(levels)]


def play_game(rules: Rules, levels: Sequence[str], seed: int, max_deals: int,
              budget: float = 0.1) -> Game:
    """Play up to ``max_deals`` deals; every action goes through Game.apply, which refuses
    an illegal one with IllegalActionError (so any illegal move fails the test)."""
    game = Game(rules, len(levels), seed=seed, deal=False, keep_undo=False)
    players = seat_players(game, levels, seed * 7, budget)
    deals = 0
    while not game.is_over and deals < max_deals:
        game.deal()
        deals += 1
        drive(game, players, stop_after_deal=True)
    return game
