"""Deals nobody can predict (the pitfall of a seed in a save): a card game started in the app
holds no seed, every deal comes from the operating system's randomness at the moment of
dealing, and a deal taken back is dealt again with the same cards."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtWidgets import QApplication

from thousand_app.cards.engine import Game, Rules, replay, to_record
from thousand_app.ui.cards.controller import COMPUTER, HUMAN, GameController, Seat

SEATS = [Seat("Anna", HUMAN), Seat("Boris", COMPUTER, "random"), Seat("Vera", COMPUTER, "random")]


def app_game() -> Game:
    """A game made the way the new-game dialog makes one (ui/cards/window.py)."""
    chance = random.SystemRandom()
    game = Game(Rules(), 3, players=[s.name for s in SEATS], rng=random.Random(),
                first_dealer=chance.randrange(3), deal=False)
    game.apply(game.sample_chance(chance))
    return game


def play_out_the_deal(game: Game, rng: random.Random) -> None:
    while not game.needs_deal and not game.is_over:
        game.apply(rng.choice(game.legal_actions()))


def test_a_new_game_and_its_save_hold_no_seed(qapp: Any) -> None:
    game = app_game()
    assert game.seed is None and "seed" not in to_record(game)


def test_the_next_deal_is_not_in_the_save(qapp: Any) -> None:
    """Two copies of the same saved game deal different next deals (a save predicts
    nothing); with the game's own generator they dealt the same."""
    game = app_game()
    play_out_the_deal(game, random.Random(1))
    doc = to_record(game)
    nexts = []
    for _ in range(2):
        copy = replay(doc, keep_undo=True)
        c = GameController(copy, SEATS)
        c.next_deal()
        nexts.append(copy.deals[-1][0])
        c.close()
    assert len(copy.deals) == len(game.deals) + 1
    assert nexts[0] != nexts[1]


def test_a_deal_taken_back_is_dealt_again_with_the_same_cards(qapp: Any) -> None:
    game = app_game()
    c = GameController(game, SEATS)
    play_out_the_deal(game, random.Random(2))
    c.next_deal()
    dealt = game.deals[-1][0]
    assert game.undo() and game.needs_deal        # the deal itself taken back
    c.next_deal()
    assert game.deals[-1][0] == dealt
    c.close()
    QApplication.processEvents()


def test_computer_players_are_not_seeded_from_the_game(qapp: Any) -> None:
    game = app_game()
    a, b = GameController(game, SEATS), GameController(game, SEATS)
    assert a._seed != b._seed
    a.close()
    b.close()
