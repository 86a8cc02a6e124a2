"""The prompts, one per phase, and the hot-seat viewer policy (no widgets needed for that)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from thousand_app.cards.engine import Game, Phase, Rules, Take as TakeTalon, parse_action
from thousand_app.ui.cards.prompts import (PROMPTS, BiddingPrompt, ContractPrompt, PassingPrompt,
                                     PlayPrompt, TakePrompt, prompt_for)
from thousand_app.ui.cards.viewer import NOBODY, Take, ViewerPolicy

from tests.ui.conftest import fixed_game


# -- the viewer policy ----------------------------------------------------------------------------
def test_one_human_always_sees_his_own_hand() -> None:
    v = ViewerPolicy([1])
    assert not v.hot_seat and v.viewer == 1 and v.anchor == 1 and v.redact_for == 1
    assert v.take(1) is Take.READY
    assert not v.after_events(to_act=2)       # a computer's turn: his hand stays up
    v.new_deal()
    assert v.viewer == 1


def test_computers_only_show_nobody() -> None:
    v = ViewerPolicy([])
    assert v.viewer is None and v.anchor == 0 and v.observer == 0 and v.redact_for == NOBODY
    assert not v.after_events(to_act=1)


def test_hot_seat_hides_hands_between_turns() -> None:
    v = ViewerPolicy([0, 2])
    assert v.hot_seat and v.viewer is None and v.redact_for == NOBODY
    # seat 2's turn: his seat comes to the bottom, behind the curtain first
    assert v.take(2) is Take.CURTAIN
    assert v.viewer is None and v.anchor == 2 and v.observer == 2
    v.seat_taken(2)
    assert v.viewer == 2 and v.redact_for == 2
    assert v.take(2) is Take.READY
    assert not v.after_events(to_act=2)       # still his move: nothing to hide
    assert v.after_events(to_act=1)           # somebody else's: hide at once
    assert v.viewer is None
    assert not v.after_events(to_act=0)       # nothing shown, nothing to hide
    assert v.take(0) is Take.CURTAIN and v.anchor == 0
    v.seat_taken(0)
    v.new_deal()
    assert v.viewer is None


def test_without_a_curtain_a_single_human_is_shown_at_once() -> None:
    v = ViewerPolicy([1])
    v.viewer = None                           # (a fresh screen before the first deal)
    assert v.take(1) is Take.SHOW and v.viewer == 1


# -- which prompt for which phase ------------------------------------------------------------------
def test_every_phase_a_human_acts_in_has_its_prompt() -> None:
    assert set(PROMPTS) == {Phase.BIDDING, Phase.TAKE, Phase.PASSING, Phase.CONTRACT,
                            Phase.PLAY}


def advance(game: Game, *moves: str) -> None:
    for m in moves:
        game.apply(parse_action(m))


def test_the_prompt_follows_the_engines_phase(qapp: Any) -> None:
    game = fixed_game()
    screen: Any = None                        # prompts only keep it until shown
    assert isinstance(prompt_for(screen, game.observation(1)), BiddingPrompt)
    advance(game, "1 bid 105", "2 pass", "0 bid 120", "1 pass")
    assert isinstance(prompt_for(screen, game.observation(0)), PassingPrompt)
    advance(game, "0 give 9C 1")
    assert isinstance(prompt_for(screen, game.observation(0)), PassingPrompt)
    advance(game, "0 give 9D 2")
    assert isinstance(prompt_for(screen, game.observation(0)), ContractPrompt)
    advance(game, "0 play AS")
    assert isinstance(prompt_for(screen, game.observation(1)), PlayPrompt)


@pytest.mark.parametrize("mode", ["two_talons", "dead_hand"])
def test_two_players(qapp: Any, mode: str) -> None:
    game = Game(Rules.preset("classic", two_player_mode=mode), 2, players=["A", "B"], seed=1,
                first_dealer=1)
    while game.phase == Phase.BIDDING:
        seat = game.to_act
        assert seat is not None
        game.apply(next(a for a in game.legal_actions() if a.__class__.__name__ == "Pass"))
    seat = game.to_act
    assert seat is not None
    kind = prompt_for(None, game.observation(seat))  # type: ignore[arg-type]
    assert isinstance(kind, TakePrompt if mode == "two_talons" else PassingPrompt)
    if mode == "two_talons":
        game.apply(TakeTalon(seat, 0))
        kind = prompt_for(None, game.observation(seat))  # type: ignore[arg-type]
    assert isinstance(kind, PassingPrompt)
    assert kind.need() == 2      # lay the two cards of the talon aside / one each to B and dead


def test_a_forced_pass_leaves_the_table_with_its_holder() -> None:
    """Hot-seat: after another person's forced pass (no handover), the person who holds the
    table gets it back without the curtain; after a computer's turn, through the curtain
    (issue 34)."""
    v = ViewerPolicy([0, 2])
    assert v.take(0) is Take.CURTAIN
    v.seat_taken(0)
    assert v.after_events(to_act=2)             # seat 2 may only pass: made for him
    assert not v.after_events(to_act=0)         # back to seat 0, who never left
    assert v.take(0) is Take.SHOW and v.viewer == 0 and v.anchor == 0
    assert v.after_events(to_act=1)             # a computer's turn: the others watch
    assert v.take(0) is Take.CURTAIN
    v.seat_taken(0)
    assert v.after_events(to_act=2) and v.take(2) is Take.CURTAIN
    v.seat_taken(2)
    assert v.after_events(to_act=0) and v.take(0) is Take.CURTAIN


def test_the_play_prompt_asks_for_a_highlighted_card_only_when_some_are_not(qapp: Any) -> None:
    """The table outlines the playable cards only when some of the hand are not; the prompt
    says the same, from the engine's legal actions (issue 34: "Play a highlighted card" on a
    free lead where nothing is highlighted)."""
    from thousand_app.ui.cards.prompt_play import play_prompt_text, playable
    rng = random.Random(5)
    seen = {"free lead": 0, "restricted": 0}
    for seed in range(3):
        game = Game(Rules(), 3, players=["A", "B", "C"], seed=seed, first_dealer=0)
        while game.phase not in (Phase.OVER, Phase.BETWEEN_DEALS):
            seat = game.to_act
            if seat is None:
                break
            obs = game.observation(seat)
            if obs.phase == Phase.PLAY:
                text = play_prompt_text(obs)
                free = set(obs.hand) <= set(playable(obs))
                assert ("highlighted" in text) == (not free), (obs.hand, text)
                assert ("any card" in text) == free, text
                if free and not obs.trick:
                    seen["free lead"] += 1
                if not free:
                    seen["restricted"] += 1
            game.apply(rng.choice(list(game.legal_actions())))
    assert all(seen.values()), seen
