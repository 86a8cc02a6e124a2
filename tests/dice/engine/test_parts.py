"""The dice game is composed of parts, each standing alone: the turn in progress
(:class:`Turn`) and the score sheet (:class:`ScoreSheet`); no base class builds or
assumes the game."""

from __future__ import annotations

import ast
import hashlib
import json
import random
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from thousand_app.dice.engine import core
from thousand_app.dice.engine.actions import KEEP_OF, THROW_OF
from thousand_app.dice.engine.bench import random_game
from thousand_app.dice.engine.events import Kept, Settled, Thrown, TurnEnded
from thousand_app.dice.engine.game import DiceGame, draw_throw
from thousand_app.dice.engine.record import to_record
from thousand_app.dice.engine.rules import DiceRules
from thousand_app.dice.engine.scores import ScoreSheet
from thousand_app.dice.engine.turn import Turn

ENGINE = Path(__file__).resolve().parents[3] / "thousand_app" / "dice" / "engine"


def test_the_game_is_composed_not_inherited() -> None:
    assert DiceGame.__mro__ == (DiceGame, object)
    g = DiceGame(DiceRules(), 3)
    assert isinstance(g.turn, Turn) and isinstance(g.scores, ScoreSheet)
    # every class of the engine's state stands on object alone: no base class that
    # declares or builds its host
    for name in ("game.py", "turn.py", "scores.py"):
        tree = ast.parse((ENGINE / name).read_text(encoding="utf-8"))
        for node in tree.body:
            if isinstance(node, ast.ClassDef) and not node.decorator_list:
                bases = [ast.unparse(b) for b in node.bases]
                assert bases in ([], ["NamedTuple"]), (name, node.name, bases)


def test_a_turn_stands_alone() -> None:
    """A turn plays its steps with no game and no score sheet: the core's codes come back."""
    turn = Turn(DiceRules(), 2)
    turn.start(1, [0, 200], True)
    assert (turn.mover, turn.t0, turn.s, turn.d, turn.before) == (1, 200, 0, 5, (0, 200))
    events, go = turn.throw(THROW_OF[(1, 1, 1, 3, 5)], False)
    assert go == core.GO_KEEP and isinstance(events[0], Thrown)
    assert turn.last_throw == (1, 1, 1, 3, 5)
    events, go = turn.keep(KEEP_OF[(1, 1, 1, 5)], 105, 4)
    assert go == core.GO_CHOICE and isinstance(events[0], Kept)
    assert (turn.s, turn.d, turn.kept, turn.stop_legal) == (105, 1, [(1, 1, 1, 5)], True)
    assert turn.stop_problem() is None
    entering = Turn(DiceRules(), 2)
    entering.start(0, [0, 0], False)
    entering.throw(THROW_OF[(2, 3, 4, 5, 6)], False)
    entering.keep(KEEP_OF[(5,)], 5, 1)
    assert entering.stop_problem() is not None     # not entered with 5


def test_a_score_sheet_settles_a_turn_alone() -> None:
    rules = DiceRules()
    sheet = ScoreSheet(rules, 2, [0, 300], None, None, None, None, None)
    turn = Turn(rules, 2)
    turn.start(0, sheet.totals_, sheet.entered(0))
    turn.throw(THROW_OF[(1, 1, 1, 3, 5)], False)
    turn.keep(KEEP_OF[(1, 1, 1, 5)], 105, 4)
    events: list = []
    line = sheet.settle(turn, core.END_STOP, events)
    assert sheet.totals == (105, 300) and sheet.entry[0] == 105
    assert line.end == "stop" and sheet.history == [line]
    assert isinstance(events[-1], TurnEnded) and events[-1].summary is line
    assert [e for e in events if isinstance(e, Settled)] == [Settled("enter", 0, 105)]


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), cut=st.integers(0, 400))
def test_copies_and_undo_share_no_part(seed: int, cut: int) -> None:
    """A copy's parts are its own: playing on the copy leaves the original as it was, and
    undo brings back every part (the record, the turn, the score sheet)."""
    rng = random.Random(seed)
    g = DiceGame(DiceRules(), 3, keep_undo=True)
    for _ in range(cut):
        if g.is_over:
            break
        acts = g.legal_actions()
        g.apply(draw_throw(rng, g.d) if g.pending == "throw" else rng.choice(acts))
    if g.is_over:
        return
    before = (g.output(True), g.observation(), [list(s) for _, s in g.turns])
    c = g.copy()
    assert c.turn is not g.turn and c.scores is not g.scores
    while not c.is_over:
        c.apply(draw_throw(rng, c.d) if c.pending in ("throw", "choice")
                else c.legal_actions()[0])
    assert (g.output(True), g.observation(), [list(s) for _, s in g.turns]) == before
    g.apply(draw_throw(rng, g.d) if g.pending in ("throw", "choice") else g.legal_actions()[0])
    assert g.undo()
    assert (g.output(True), g.observation(), [list(s) for _, s in g.turns]) == before


@pytest.mark.parametrize("preset, n, seed, end, record, output", [
    ("classic", 3, 2026, (1, 308, (835, 1000, 100)), "0ac109d0b0d95e53", "a14e2973a0326ebf"),
    ("barrel_900", 4, 7, (1, 446, (510, 1000, 305, 305)), "22380f18898f923b",
     "97760bcbf58b0595"),
])
def test_random_games_are_as_before(preset: str, n: int, seed: int, end: tuple,
                                    record: str, output: str) -> None:
    """A fixed seed plays the same game, with the same record and replay output, as the
    engine before the split (figures of main at d24ca98, its DiceState/DiceGame)."""
    game = random_game(DiceRules.preset(preset), n, seed)
    assert (game.winner, game.turn_index, game.totals) == end
    assert _digest(to_record(game)) == record and _digest(game.output()) == output


def _digest(doc: object) -> str:
    return hashlib.sha256(json.dumps(doc).encode()).hexdigest()[:16]
