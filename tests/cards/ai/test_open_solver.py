"""The exact open-card solver against brute force through the engine itself.

The reference value of a position is found by trying every legal card (and every
declaration) with ``Game.apply`` and ``Game.undo``, declarer maximising and defenders
minimising his final deal points as the engine's deal summary reports them: an
independent statement of the rules (follow suit, trump, ``must_beat``, marriages and
trump changes, the ace marriage, the spare talon of ``two_talons``).
"""

from __future__ import annotations

import random

import pytest

from thousand_app.cards.engine import Action, Declare, Game, Play, Rules
from thousand_app.cards.engine.cards import ACE, KING, MARRIAGE_MASKS, QUEEN
from thousand_app.cards.ai.open_solver import OpenSolver, position_of
from thousand_app.cards.ai.sim import Solver

RULE_SETS = {
    "classic": Rules(),
    "polish": Rules.preset("polish"),
    "family_ace": Rules.from_options("family", {"ace_marriage": "on"}),
    "dead_hand": Rules.from_options("classic", {"two_player_mode": "dead_hand"}),
}


class Stats:
    declarations = 0
    trump_changes = 0


def brute(game: Game, stats: Stats) -> int:
    """The declarer's final deal points under best play, by exhaustive search."""
    d = game.deal_state
    assert d is not None
    decl = d.declarer
    seat = game.to_act
    best: int | None = None
    for a in game.legal_actions():
        assert isinstance(a, (Play, Declare))
        if isinstance(a, Declare):
            stats.declarations += 1
            if d.trump >= 0 and int(a.card) // 6 != d.trump and int(a.card) % 6 != ACE:
                stats.trump_changes += 1
        game.apply(a)
        if game.deal_state is None:
            v = game.history[-1].points[decl]
        else:
            v = brute(game, stats)
        assert game.undo()
        if best is None or (v > best if seat == decl else v < best):
            best = v
    assert best is not None
    return best


def endgame(rules: Rules, n: int, seed: int, tricks_left: int) -> Game | None:
    """A random deal played by random legal moves (declaring whenever it may, to bring in
    marriages and trump changes) until ``tricks_left`` tricks remain, stopping at a random
    card within the trick."""
    rng = random.Random(seed)
    game = Game(rules, n, seed=seed, keep_undo=True)
    stop_extra = rng.randrange(n)
    while game.deal_state is not None:
        legal = game.legal_actions()
        pos = position_of(game)
        if pos is not None and pos.tricks_left() <= tricks_left:
            if stop_extra == 0 or pos.trick_len == stop_extra % len(pos.order):
                return game
        declares = [a for a in legal if isinstance(a, Declare)]
        claims = [a for a in legal if type(a).__name__ in ("Redeal", "Dark", "Concede")]
        choices = [a for a in legal if a not in claims] or legal
        # Keep marriages in hand for later, mostly, so that the endgames have some.
        d = game.deal_state
        hand = d.hands[d.to_act]
        kept = [a for a in choices if not (isinstance(a, Play) and int(a.card) % 6 in (QUEEN, KING)
                                           and hand & MARRIAGE_MASKS[int(a.card) // 6]
                                           == MARRIAGE_MASKS[int(a.card) // 6])]
        action: Action
        if declares and rng.random() < 0.3:
            action = rng.choice(declares)
        else:
            action = rng.choice(kept or choices)
        game.apply(action)
    return None


CASES = [(name, n) for name in sorted(RULE_SETS) for n in (2, 3, 4)
         if name != "dead_hand" or n == 2]


@pytest.mark.slow
@pytest.mark.parametrize("rules_name,n", CASES)
def test_open_solver_matches_brute_force(rules_name: str, n: int) -> None:
    rules = RULE_SETS[rules_name]
    stats = Stats()
    checked = 0
    for seed in range(40):
        game = endgame(rules, n, seed * 7 + n, 1 + seed % 4)
        if game is None:
            continue
        pos = position_of(game)
        assert pos is not None
        expected = brute(game, stats)
        solver = OpenSolver(pos)
        assert solver.value(pos) == expected, (rules_name, n, seed)
        # Each move's value, and the null-window test, agree with the value.
        values = solver.move_values(pos)
        pick = max if pos.to_act == pos.declarer else min
        assert pick(v for _, v in values) == expected
        assert solver.at_least(pos, expected)
        assert not solver.at_least(pos, expected + 1)
        checked += 1
    assert checked >= 20
    assert stats.declarations > 0


def test_brute_force_sample_includes_trump_changes() -> None:
    """The random endgames include declarations that change an existing trump."""
    stats = Stats()
    checked = 0
    for seed in range(80):
        game = endgame(Rules(), 3, 1000 + seed, 3)
        if game is not None:
            pos = position_of(game)
            assert pos is not None
            assert OpenSolver(pos).value(pos) == brute(game, stats)
            checked += 1
            if stats.trump_changes and checked >= 10:
                break
    assert stats.trump_changes > 0


def test_first_lead_matches_the_simulators_solver() -> None:
    """A whole deal (8 tricks, 3 players) against the playout simulator's own exact solver
    (a separate implementation, differentially tested against the engine)."""
    for seed in (3, 8):
        game = Game(Rules(), 3, seed=seed, keep_undo=False)
        rng = random.Random(seed)
        while True:
            pos = position_of(game)
            if pos is not None:
                break
            legal = game.legal_actions()
            game.apply(rng.choice([a for a in legal if type(a).__name__ not in
                                   ("Redeal", "Dark", "Concede")] or legal))
            assert game.deal_state is not None
        assert pos.cards_left == 24
        assert OpenSolver(pos).value(pos) == Solver(pos.rules).value(pos)


def test_the_value_counts_points_already_won_and_never_changes_along_best_play() -> None:
    game = endgame(Rules(), 3, 5, 3)
    assert game is not None
    pos = position_of(game)
    assert pos is not None
    solver = OpenSolver(pos)
    v = solver.value(pos)
    assert v >= pos.points[pos.declarer]
    while True:
        values = solver.move_values(pos)
        pick = max if pos.to_act == pos.declarer else min
        move, after = pick(values, key=lambda x: x[1])
        assert after == v
        pos.play(*move)
        if not pos.hands[pos.to_act]:
            break
    assert pos.points[pos.declarer] == v


def test_a_solver_refuses_a_position_of_another_deal() -> None:
    a = endgame(Rules(), 3, 1, 2)
    b = endgame(Rules(), 3, 2, 2)
    assert a is not None and b is not None
    pa, pb = position_of(a), position_of(b)
    assert pa is not None and pb is not None
    if (pa.order, pa.declarer) == (pb.order, pb.declarer):
        pytest.skip("same seats by chance")
    with pytest.raises(ValueError):
        OpenSolver(pa).value(pb)


def test_a_shared_solver_gives_the_values_of_fresh_ones() -> None:
    """solver_for shares one table between positions (of several deals) with the same seats
    and declarer; every value is still the exact one."""
    from thousand_app.cards.ai.open_solver import solver_for
    for seed in (11, 12, 13):
        game = endgame(Rules(), 3, seed, 5)
        if game is None:
            continue
        while game.deal_state is not None:
            pos = position_of(game)
            assert pos is not None
            assert solver_for(pos).value(pos) == OpenSolver(pos).value(pos)
            game.apply(game.legal_actions()[-1])
