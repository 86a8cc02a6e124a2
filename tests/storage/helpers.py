"""Games to save in the storage tests: seeded, played with simple deterministic policies."""

from __future__ import annotations

import random
from typing import Any

from thousand_app.cards.engine import (Action, Bid, Concede, Dark, Declare, Game, Play, Raise, Redeal,
                                 Rules)
from thousand_app.storage import SeatConfig
from thousand_app.kinds import REGISTRY
from thousand_app.storage.savefile import kind_of
from thousand_app.storage.stats import contribution

NAMES = ["Anna", "Boris", "Vera", "Gleb"]


def random_step(game: Game, rng: random.Random) -> None:
    """One step of a random game: deal if due, else a random legal action of any seat."""
    if game.needs_deal:
        game.deal()
    else:
        game.apply(rng.choice(game.all_legal_actions()))


def random_game(moves: int, seed: int = 1, n: int = 3, preset: str = "classic",
                start: int = 0) -> Game:
    """A game in progress after ``moves`` random steps (from totals ``start``)."""
    game = Game(Rules.preset(preset), n, players=NAMES[:n], seed=seed, start_totals=[start] * n)
    rng = random.Random(seed)
    for _ in range(moves):
        if game.is_over:
            break
        random_step(game, rng)
    return game


def _finishing_choice(game: Game, rng: random.Random) -> Action:
    acts = game.all_legal_actions()
    good = [a for a in acts
            if not isinstance(a, (Concede, Redeal, Dark, Raise, Bid))] or acts
    declares = [a for a in good if isinstance(a, Declare)]
    if declares:
        return declares[0]
    plays = [a for a in good if isinstance(a, Play)]
    if plays:
        return max(plays, key=lambda a: a.card.rank)
    return rng.choice(good)


def finished_game(n: int = 3) -> Game:
    """A game played to its end (greedy play from high start totals, first seed that ends)."""
    for seed in range(100):
        game = Game(Rules.preset("classic"), n, players=NAMES[:n], seed=seed,
                    start_totals=[700] * n)
        rng = random.Random(seed)
        for _ in range(1500):
            if game.is_over:
                return game
            if game.needs_deal:
                game.deal()
            else:
                game.apply(_finishing_choice(game, rng))
    raise AssertionError("no seed gives a finished game")


def seats_for(game: Game, computers: tuple[int, ...] = ()) -> list[SeatConfig]:
    return [SeatConfig(name, "computer", "normal") if i in computers else SeatConfig(name)
            for i, name in enumerate(game.players)]


def hands(game: Game) -> tuple[int, ...] | None:
    d = game.deal_state
    return tuple(d.hands) if d is not None else None


def same_game(a: Game, b: Game) -> bool:
    """Same record, same replay output, same seat to act, same hands, same legal actions."""
    from thousand_app.cards.engine.record import to_record
    return (to_record(a) == to_record(b) and a.output() == b.output() and a.to_act == b.to_act
            and hands(a) == hands(b)
            and [str(x) for x in a.all_legal_actions()] == [str(x) for x in b.all_legal_actions()])


def players_of(game: Any, seats: list[SeatConfig]) -> list[Any]:
    """Each human seat's statistics from the game (as the old stats file kept them)."""
    return [p for _, p in contribution(kind_of(game, REGISTRY), game, seats)]
