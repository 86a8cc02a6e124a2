"""Bots never make an illegal move and never raise, under every preset and option, with 2-4 players."""

from __future__ import annotations

import itertools

import pytest

from thousand_app.cards.engine import PRESETS, Rules

from .helpers import play_game

OPTION_SETS: list[dict[str, object]] = [
    {},
    {"dark_game": "on"},
    {"golden_round": "on"},
    {"ace_marriage": "on"},
    {"two_player_mode": "dead_hand"},
    {"barrel_mode": "talon"},
    {"must_beat": "on", "bid_step": 10},
    {"redeal_weak_hand": "on", "redeal_bad_talon": "on", "redeal_bad_talon_any_contract": "on"},
    {"pass_cards_face_up": "on", "concede_payout": "sixty", "concede_limit": 1,
     "concede_third_penalty": "on"},
    {"minus_bidding": "negative", "marriage_cap": "off", "talon_hidden_on_100": "off"},
    # The barrel may no longer be low (a barrel contract must reach 1000, ruling 18).
    {"barrel_attempts": 1, "barrel_collision": "coexist"},
    {"bolts": "consecutive", "bolt_on": "no_points", "marriage_needs_trick": "off"},
    {"sitter_scores": "aces_and_marriage", "round_defenders": "off", "dump_truck": "positive",
     "dump_truck_value": 100},
]

CHEAP = ["random", "greedy", "easy"]


@pytest.mark.slow
@pytest.mark.games
@pytest.mark.parametrize("preset", sorted(PRESETS))
@pytest.mark.parametrize("n", [2, 3, 4])
def test_cheap_levels_play_whole_games(preset: str, n: int) -> None:
    """Hundreds of complete games in all: the cheap levels mixed in every seat."""
    finished = 0
    for i, options in enumerate(OPTION_SETS):
        rules = Rules.preset(preset, **options)
        levels = [CHEAP[(i + s) % 3] for s in range(n)]
        for g in range(2):
            game = play_game(rules, levels, seed=1000 * i + 10 * n + g, max_deals=400)
            finished += game.is_over
    # 26 games per case, 312 in all: nearly all reach the end (random bidders may wander).
    assert finished >= 20


@pytest.mark.search
@pytest.mark.parametrize("n", [2, 3, 4])
@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: ",".join(o) or "default")
def test_search_levels_play_deals(n: int, options: dict[str, object]) -> None:
    """normal, hard and the oracle (small sample budgets) in every seat, a few deals each."""
    rules = Rules.preset("classic", **options)
    for k, trio in enumerate(itertools.islice(
            itertools.permutations(["normal", "hard", "oracle", "easy"], n), 2)):
        play_game(rules, list(trio), seed=50 + k + n, max_deals=3, budget=0.05)


@pytest.mark.search
@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_search_levels_other_presets(preset: str) -> None:
    rules = Rules.preset(preset)
    play_game(rules, ["hard", "normal", "greedy"], seed=7, max_deals=4, budget=0.05)
    play_game(rules, ["normal", "hard"], seed=8, max_deals=4, budget=0.05)
