"""One verifier per kind of action: ``legal_actions`` and ``reason`` ask the same checks.

Each kind of action has a check (everything but its parameter) and options (the
parameters allowed).  If a check is made to refuse, that kind vanishes from the legal
actions *and* every move of it is refused with the check's words; if the options of
bids or raises are emptied, those vanish and are refused too.  Two parallel
implementations would not both follow the change.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from .helpers import universe
from thousand_app.cards.engine import (Bid, Concede, Dark, Declare, Discard, Game, Give, Pass, Play,
                                 Raise, Redeal, Rules, Take, parse_action, replay, to_record)
from thousand_app.cards.engine.deal import Auction, Exchange, Tricks

REFUSED = "refused by the test"

#: The check of each kind, in the part of the deal that owns it (a check shared by
#: several kinds refuses them all).
CHECKS: list[tuple[type, str, tuple[type, ...]]] = [
    (Auction, "_redeal_reason", (Redeal,)),
    (Auction, "_dark_reason", (Dark,)),
    (Auction, "_check_pass", (Pass, Bid)),
    (Auction, "_check_bid", (Bid,)),
    (Exchange, "_check_take", (Take,)),
    (Exchange, "_check_give", (Give,)),
    (Exchange, "_check_discard", (Discard,)),
    (Exchange, "_check_raise", (Raise,)),
    (Exchange, "_check_concede", (Concede,)),
    (Tricks, "_check_play", (Play, Declare)),
]
OPTIONS: list[tuple[type, str, type]] = [(Auction, "_bid_options", Bid),
                                         (Exchange, "_raise_options", Raise)]

SETUPS: list[tuple[int, dict[str, Any]]] = [
    (3, {}), (3, {"redeal_bad_talon": "on", "redeal_bad_talon_any_contract": "on",
              "redeal_weak_hand": "on", "redeal_weak_hand_below": 40, "dark_game": "on",
              "ace_marriage": "on"}),
    (2, {}), (2, {"two_player_mode": "dead_hand"}), (4, {}),
]


def positions() -> list[Game]:
    """Games stopped at many points of random deals (every phase, every kind of move)."""
    out: list[Game] = []
    for i, (n, options) in enumerate(SETUPS):
        rng = random.Random(i)
        for seed in range(3):
            game = Game(Rules.preset("classic", **options), n, seed=seed * 10 + i)
            while len(game.history) < 2 and not game.is_over:
                if game.needs_deal:
                    game.deal()
                    continue
                if rng.random() < 0.3:
                    out.append(replay(to_record(game)))  # a snapshot of the game now
                legal = game.legal_actions()
                game.apply(rng.choice(legal))
    return out


POSITIONS = positions()


def every_legal(game: Game) -> set[str]:
    return {str(a) for s in range(game.n) for a in game.legal_actions(s)}


@pytest.mark.parametrize("part, check, kinds", CHECKS, ids=[c for _, c, _ in CHECKS])
def test_a_refusing_check_removes_its_kind_from_both(monkeypatch: Any, part: type, check: str,
                                                    kinds: tuple[type, ...]) -> None:
    before = [(every_legal(g), g) for g in POSITIONS]
    seen: set[type] = set()
    monkeypatch.setattr(part, check, lambda self, *args: REFUSED)
    for legal, game in before:
        after = every_legal(game)
        assert not any(isinstance(a, kinds) for s in range(game.n)
                       for a in game.legal_actions(s))
        # Nothing else changes.
        assert after == {a for a in legal if not isinstance(parse_action(a), kinds)}
        for a in universe(game.n):
            if str(a) in legal and isinstance(a, kinds):
                seen.add(type(a))
                assert game.reason(a) == REFUSED
    assert seen, "no position had a move of this kind"


@pytest.mark.parametrize("part, options, kind", OPTIONS, ids=[o for _, o, _ in OPTIONS])
def test_empty_options_remove_the_values_from_both(monkeypatch: Any, part: type, options: str,
                                                    kind: type) -> None:
    before = [(every_legal(g), g) for g in POSITIONS]
    monkeypatch.setattr(part, options, lambda self, deal, seat: range(0))
    seen = 0
    for legal, game in before:
        assert not any(isinstance(a, kind) for s in range(game.n) for a in game.legal_actions(s))
        for a in universe(game.n):
            if str(a) in legal and isinstance(a, kind):
                seen += 1
                assert game.reason(a) is not None
    assert seen


