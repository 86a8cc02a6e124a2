"""One trick play: the deal, the simulations and the bench play every card by the same step,
and the deal is made of its phases (composed, not a chain of base classes)."""

from __future__ import annotations

import gc
import random

import pytest
from hypothesis import given, settings, strategies as st

from thousand_app.cards.ai.sim import Position
from thousand_app.cards.engine import Declare, Game, Phase, Play, Rules
from thousand_app.cards.engine.cards import ACE_MARRIAGE_VALUE, mask_of, parse_cards, points_of
from thousand_app.cards.engine.deal import Auction, DealState, Exchange, Tricks
from thousand_app.cards.engine.trick import TrickPlay, random_playout


def test_the_deal_is_composed_of_its_phases() -> None:
    for cls in (DealState, Auction, Exchange):
        assert cls.__mro__ == (cls, object), cls
    assert Tricks.__mro__ == (Tricks, TrickPlay, object)
    game = Game(Rules(), 3, seed=1)
    d = game.deal_state
    assert d is not None
    assert isinstance(d.auction, Auction) and isinstance(d.exchange, Exchange)
    assert isinstance(d.trick_play, Tricks)
    # The phases' state is read through the deal, and a copy copies every part.
    assert d.high == d.auction.high and d.trump == d.trick_play.trump == -1
    c = d.copy()
    assert c.auction is not d.auction and c.exchange is not d.exchange
    assert c.trick_play.hands is c.hands is not d.hands
    # No part refers back to its deal: a deal is freed as soon as it is dropped (no cycle
    # for the collector, which the app runs on the main thread only).
    for part in (c.auction, c.exchange, c.trick_play):
        assert c not in gc.get_referents(part)


def test_one_step_plays_every_card() -> None:
    """The simulations' position and the deal's trick play are the engine's trick play: the
    same step, not a copy."""
    assert issubclass(Position, TrickPlay) and issubclass(Tricks, TrickPlay)
    for step in ("play", "lead", "follow", "last"):
        assert getattr(Position, step) is getattr(Tricks, step) is getattr(TrickPlay, step)


class _Recording(TrickPlay):
    """A trick play that remembers the cards played (to replay them in a game)."""

    __slots__ = ("moves",)

    def lead(self, card: int, declare: bool = False) -> int:
        self.moves.append((self.to_act, card, declare))
        return super().lead(card, declare)

    def follow(self, card: int) -> int:
        self.moves.append((self.to_act, card, False))
        return super().follow(card)

    def last(self, card: int) -> int:
        self.moves.append((self.to_act, card, False))
        return super().last(card)


def _recording(t: TrickPlay) -> _Recording:
    r = _Recording.__new__(_Recording)
    t.copy_into(r, t.hands[:])
    r.moves = []
    return r


CASES = [(3, "classic", {}), (3, "classic", {"ace_marriage": "on"}),
         (2, "classic", {"ace_marriage": "on"}), (2, "polish", {}),
         (2, "classic", {"two_player_mode": "dead_hand"}), (4, "family", {"ace_marriage": "on"})]


@pytest.mark.parametrize("n,preset,opts", CASES)
@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10_000))
def test_the_bench_playout_is_the_engines_game(n: int, preset: str, opts: dict[str, str],
                                               seed: int) -> None:
    """A random playout from the first lead of a real deal, replayed card by card through the
    game, is legal at every card and ends with the game's own deal points (marriages, the
    ace marriage and the spare talon included)."""
    rng = random.Random(seed)
    game = Game(Rules.preset(preset, **opts), n, seed=seed, keep_undo=False)
    while game.phase not in (Phase.CONTRACT, Phase.PLAY):
        if game.to_act is None:
            return
        legal = [a for a in game.legal_actions() if type(a).__name__ not in ("Redeal", "Concede")]
        game.apply(rng.choice(legal or game.legal_actions()))
    d = game.deal_state
    assert d is not None
    t = _recording(d.trick_play)
    t.to_act = d.to_act
    random_playout(t, rng.random)
    for seat, card, declare in t.moves:
        action = (Declare if declare else Play)(seat, card)
        assert game.reason(action) is None, (action, game.legal_actions())
        game.apply(action)
    summary = game.history[-1]
    assert [t.points[s] for s in range(n)] == [summary.points[s] for s in range(n)]
    assert not any(t.hands)


def test_random_playout_declares_the_ace_marriage_and_takes_the_spare_talon() -> None:
    hands = [mask_of(parse_cards(h.split())) for h in
             ("AS AC AD AH", "9S JS QS KS", "9C JC QC KC")]
    spare = mask_of(parse_cards("10S 10C".split()))
    t = TrickPlay(hands, (1, 2, 0), 0, needs_trick=False, ace_marriage=True,
                  spare=points_of(spare))
    random_playout(t, lambda: 0.0)      # every seat plays its lowest legal card
    # AS 9S 9C, AC JS JC, AD QS QC, AH KS KC: the aces take 62 card points; the lead of
    # the first declares the ace marriage; the last trick takes the spare talon.
    assert t.points == [62 + ACE_MARRIAGE_VALUE + 20, 0, 0]
    assert t.won_any == 1
    assert t.spare == 0 and t.trump == -1 and not any(hands)


def test_the_trick_core_reads_no_private_name_of_another_module() -> None:
    """The step reads the tables it needs by their public names (``cards.POINTS12``, the
    table of ``points_of``), not another module's private ones."""
    import ast
    import importlib
    import inspect

    from thousand_app.cards.engine import cards

    for name in ("thousand_app.cards.engine.trick", "thousand_app.cards.engine.deal",
                 "thousand_app.cards.engine.bench", "thousand_app.cards.ai.sim",
                 "thousand_app.cards.ai.open_solver"):
        tree = ast.parse(inspect.getsource(importlib.import_module(name)))
        private = [(node.module, a.name) for node in ast.walk(tree)
                   if isinstance(node, ast.ImportFrom) for a in node.names
                   if a.name.startswith("_") and node.module != "__future__"]
        assert not private, (name, private)
    m = mask_of(parse_cards("9S AS 10C KD QH AH".split()))
    assert cards.points_of(m) == cards.POINTS12[m & 0xFFF] + cards.POINTS12[m >> 12] == 39
