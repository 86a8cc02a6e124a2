"""Dice games to save and count in the storage tests: seeded, played by the engine's legal actions."""

from __future__ import annotations

import random

from thousand_app.dice.engine import STOP, DiceGame, DiceRules, Keep, draw_throw

NAMES = ["Anna", "Boris", "Vera", "Gleb", "Dasha", "Egor", "Zoya", "Ilya"]


def dice_step(game: DiceGame, rng: random.Random, stop_chance: float = 0.5) -> None:
    """One step: a drawn throw when one is due, else a random legal keep, or a stop with
    ``stop_chance`` when a stop is legal."""
    if game.pending == "keep":
        keeps = [a for a in game.legal_actions() if isinstance(a, Keep)]
        game.apply(keeps[0] if rng.random() < 0.7 else rng.choice(keeps))
    elif game.pending == "choice" and game.stop_legal and rng.random() < stop_chance:
        game.apply(STOP)
    else:
        game.apply(draw_throw(rng, game.d))


def dice_game(steps: int, seed: int = 1, n: int = 3, preset: str = "classic",
              **options: object) -> DiceGame:
    """A dice game after ``steps`` steps (fewer if it ends)."""
    game = DiceGame(DiceRules.preset(preset, **options), n, players=NAMES[:n],
                    first_player=seed % n, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.is_over:
            break
        dice_step(game, rng)
    return game


def finished_dice_game(seed: int = 1, n: int = 2, preset: str = "classic") -> DiceGame:
    """A dice game played to its end (best keeps, stopping at 300 or when ahead of the barrel)."""
    game = dice_game(0, seed, n, preset)
    rng = random.Random(seed)
    while not game.is_over:
        if game.pending == "choice" and game.stop_legal and game.s >= 300:
            game.apply(STOP)
        else:
            dice_step(game, rng, stop_chance=0.0)
    return game
