"""The trick simulation follows the engine's rules, and the solver is exact."""

from __future__ import annotations

import random

from thousand_app.ai.sim import PlayRules, Position, Solver, playout
from thousand_app.engine import Game, Rules
from thousand_app.engine.cards import points_of


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


def test_simulated_moves_are_the_engines() -> None:
    """At every play decision of real games, the simulation's moves are the engine's."""
    rng = random.Random(4)
    from thousand_app.ai.belief import World, build_belief
    from thousand_app.engine import Declare, Play

    for seed in range(20):
        rules = Rules.preset("polish" if seed % 2 else "classic",
                             ace_marriage="on" if seed % 3 == 0 else "off")
        game = Game(rules, 3, seed=seed)
        while game.deal_state is not None:
            d = game.deal_state
            seat = game.to_act
            assert seat is not None
            legal = game.legal_actions()
            if d.phase_name == "play" or (d.phase_name == "exchange" and d.exchange_complete()
                                          and any(isinstance(a, Play) for a in legal)):
                obs = game.observation(seat)
                belief = build_belief(obs)
                world = World(list(d.hands), [], d.dead, d.spare, d.discards)
                pos = belief.position(world)
                sim_moves = sorted(pos.moves())
                engine_moves = sorted((int(a.card), isinstance(a, Declare)) for a in legal
                                      if isinstance(a, (Play, Declare)))
                assert sim_moves == engine_moves
                legal = [a for a in legal if isinstance(a, (Play, Declare))]
            game.apply(rng.choice(legal))
