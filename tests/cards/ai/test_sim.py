"""The trick simulation follows the engine's rules, and the solver is exact."""

from __future__ import annotations

import random
from itertools import permutations

import pytest

from thousand_app.cards.ai.belief import World, build_belief, ruled_out
from thousand_app.cards.ai.sim import PlayRules, Position, Solver, bits, can_beat, playout
from thousand_app.cards.engine import (Action, Declare, Game, Phase, Play, Rules, beats, legal_mask,
                                 trick_winner)
from thousand_app.cards.engine.cards import points_of


def _brute(pos: Position) -> int:
    if not pos.hands[pos.to_act]:
        return pos.points[pos.declarer]
    values = []
    for card, declare in pos.moves():
        child = pos.copy()
        child.play(card, declare)
        values.append(_brute(child))
    return max(values) if pos.to_act == pos.declarer else min(values)


def _random_position(rng: random.Random, k: int) -> Position:
    deck = list(range(24))
    rng.shuffle(deck)
    hands = [0, 0, 0]
    for s in range(3):
        for c in deck[s * k:(s + 1) * k]:
            hands[s] |= 1 << c
    rules = PlayRules(must_beat=rng.random() < 0.5, needs_trick=rng.random() < 0.5,
                      ace_marriage=rng.random() < 0.3)
    return Position(rules, hands, (0, 1, 2), (1, 2, 0), rng.randrange(3), rng.randrange(3),
                    trump=rng.choice([-1, 0, 1, 2, 3]), points=[5, 6, 7],
                    won_any=rng.randrange(8), spare=rng.choice([0, 10]))


def test_solver_matches_brute_force() -> None:
    rng = random.Random(2)
    for _ in range(150):
        pos = _random_position(rng, rng.choice([1, 2, 3]))
        assert Solver(pos.rules).value(pos) == _brute(pos.copy())


def test_playout_takes_every_point() -> None:
    rng = random.Random(3)
    for _ in range(50):
        pos = _random_position(rng, 8)
        pos.points = [0, 0, 0]
        pos.spare = 0
        before = sum(points_of(h) for h in pos.hands)
        playout(pos)
        assert not any(pos.hands)
        married = sum(pos.points) - before
        assert married >= 0 and married % 20 == 0


@pytest.mark.parametrize("trump", [-1, 0, 1, 2, 3])
def test_kernel_trick_winner_is_the_engines(trump: int) -> None:
    """Every trick of two and of three cards: the simulation's winner is the engine's."""
    for cards in permutations(range(24), 3):
        pos = Position(PlayRules(), [1 << c for c in cards], (0, 1, 2), (1, 2, 0), 0, 0, trump,
                       points=[0, 0, 0])
        pos.play(cards[0])
        pos.play(cards[1])
        assert pos.win_seat == trick_winner(cards[:2], trump)
        pos.play(cards[2])
        w = trick_winner(cards, trump)
        assert pos.to_act == w and pos.points[w] == points_of(sum(1 << c for c in cards))


def test_can_beat_and_ruled_out_follow_the_engines_kernel() -> None:
    rng = random.Random(5)
    for _ in range(4000):
        # A trick in progress: the winning card is of the suit led, or a trump.
        lead = rng.randrange(4)
        trump = rng.randrange(-1, 4)
        win_suit = trump if trump >= 0 and rng.random() < 0.3 else lead
        win = win_suit * 6 + rng.randrange(6)
        hand = sum(1 << c for c in rng.sample(range(24), rng.randrange(1, 9))) & ~(1 << win)
        if not hand:
            continue
        must_beat = rng.random() < 0.5
        legal = legal_mask(hand, lead, win, trump, must_beat)
        assert can_beat(hand, lead, win, trump) == any(beats(c, win, trump) for c in bits(legal))
        for c in bits(legal):
            # What the belief rules out after seeing c played is never in a hand that played it.
            assert hand & ~(1 << c) & ruled_out(c, lead, win, trump, must_beat) == 0
        for c in bits(hand & ~legal):
            # A card that was not legal: some card of the hand rules it out.
            assert hand & ruled_out(c, lead, win, trump, must_beat)


def _plays(actions: list[Action]) -> list[Play | Declare]:
    return [a for a in actions if isinstance(a, (Play, Declare))]


def _to_first_lead(game: Game, rng: random.Random) -> bool:
    """Random actions (no redeal or concession) until the first lead is due; False if the
    deal ended before."""
    while game.phase not in (Phase.CONTRACT, Phase.PLAY):
        if game.to_act is None:
            return False
        legal = [a for a in game.legal_actions() if type(a).__name__ not in ("Redeal", "Concede")]
        game.apply(rng.choice(legal or game.legal_actions()))
    return game.to_act is not None


SIM_CASES = [(n, preset, opts) for n in (2, 3, 4)
             for preset in ("classic", "pocket", "family", "polish")
             for opts in ({}, {"ace_marriage": "on", "dark_game": "on"},
                          {"two_player_mode": "dead_hand", "golden_round": "on"})]


@pytest.mark.parametrize("n,preset,opts", SIM_CASES)
def test_simulated_deal_is_the_engines(n: int, preset: str, opts: dict[str, str]) -> None:
    """Random deals played card by card in the engine and, from the observation of the first
    lead, in the simulation: the same legal moves at every step, the same trick winners,
    trump and points after every card, and the engine's deal points at the end."""
    rules = Rules.preset(preset, **opts)
    rng = random.Random(f"{n}{preset}{sorted(opts.items())}")
    played = 0
    for seed in range(60):
        game = Game(rules, n, seed=seed, keep_undo=False)
        if not _to_first_lead(game, rng):
            continue
        seat = game.to_act
        assert seat is not None
        loc = game.card_locations()
        assert loc is not None
        obs = game.observation(seat)
        pos = build_belief(obs, hints=False).position(
            World(list(loc.hands), [], loc.dead, loc.spare, loc.discards))
        contract = obs.contract
        while game.to_act is not None:
            engine_moves = _plays(game.legal_actions())
            assert sorted(pos.moves()) == sorted((int(a.card), isinstance(a, Declare))
                                                 for a in engine_moves)
            assert pos.to_act == game.to_act
            a = rng.choice(engine_moves)
            pos.play(int(a.card), isinstance(a, Declare))
            game.apply(a)
            if game.to_act is not None:
                o = game.observation(seat)
                assert pos.trump == (o.trump if o.trump is not None else -1)
                assert pos.trick_len == len(o.trick)
                if o.trick:
                    assert pos.win_seat == o.trick[trick_winner([c for _, c in o.trick],
                                                                pos.trump)][0]
        summary = game.history[-1]
        for s in obs.active:
            assert pos.points[s] == summary.points[s], (seed, s)
            assert bool(pos.won_any >> s & 1) == (summary.tricks[s] > 0)
        assert (pos.decl_points() >= (contract or 0)) == summary.made
        played += 1
    assert played >= 30
