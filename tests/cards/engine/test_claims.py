"""The opening claims are ordinary decisions (issue 36, point 1): the seat asked is the one to
act, its legal actions are its claims and a Decline, its answer is a move of the deal (and of
the record); the engine walks the seats in the rules' order, then goes on to the auction."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from thousand_app.cards.engine import Dark, Decline, Game, Redeal, Rules
from thousand_app.cards.engine.events import DarkAnnounced, RedealClaimed
from thousand_app.cards.engine.record import VERSION, replay, replay_deal, to_record

from .helpers import new_game, play, start, universe

# Dealer 0: forehand 1, then 2 (who bids first), then 0.  Seat 0 holds the four nines.
NINES = ["9H 9S 9C 9D QS KS JD", "AH 10H KH QH AS 10S AD", "AC 10C KC QC JC JH JS"]
TALON = "QD KD 10D"


def strs(actions: Any) -> list[str]:
    return [str(a) for a in actions]


def test_seats_asked_in_turn_order_from_forehand_as_the_seat_to_act() -> None:
    g = start(new_game(dark_game="on"), NINES, TALON)
    assert g.claims_open and g.to_act == 1
    assert strs(g.legal_actions()) == ["1 decline", "1 dark"]
    assert g.legal_actions(0) == [] and g.legal_actions(2) == []
    assert g.observation(1).legal_actions == (Decline(1), Dark(1))
    assert g.apply(Decline(1)) == []          # a decline changes no one's view but the turn
    assert g.to_act == 0 and strs(g.legal_actions()) == ["0 decline", "0 redeal"]
    play(g, "0 decline")
    assert not g.claims_open and g.to_act == 2
    assert "2 pass" in strs(g.legal_actions()) and Redeal(0) not in g.legal_actions(0)
    assert g.deals[-1][1] == [Decline(1), Decline(0)]   # recorded like any move


def test_a_claim_made_closes_the_others() -> None:
    g = start(new_game(dark_game="on"), NINES, TALON)
    events = play(g, "1 dark")
    assert DarkAnnounced(1) in events and not g.claims_open and g.to_act == 2
    assert g.reason(Redeal(0)) == "a redeal can only be claimed as the first move of a deal"
    assert g.reason(Decline(0)).code == "no_claim"


def test_a_redeal_claimed_when_asked_ends_the_deal() -> None:
    g = start(new_game(dark_game="on"), NINES, TALON)
    events = play(g, "1 decline", "0 redeal")
    assert RedealClaimed(0, "four_nines") in events
    assert g.needs_deal and g.dealer == 0 and g.history[-1].redeal


def test_the_seat_asked_answers_before_any_other_move() -> None:
    g = start(new_game(), NINES, TALON)
    assert g.to_act == 0
    assert g.reason(Redeal(0)) is None and g.reason(Decline(0)) is None
    assert g.reason(play_text("0 pass")).code == "claim_first"
    assert g.reason(play_text("2 pass")).code == "not_your_turn"
    assert g.reason(Decline(2)).code == "not_your_turn"


def play_text(text: str) -> Any:
    from thousand_app.cards.engine import parse_action
    return parse_action(text)


def test_no_claim_no_question() -> None:
    hands = ["9H JH 9S JS QS KS 9D", "AH 10H KH QH AS 10S AD", "AC 10C KC QC JC 9C JD"]
    g = start(new_game(), hands, TALON)
    assert not g.claims_open and g.to_act == 2 and Decline(2) not in g.legal_actions()
    assert g.reason(Decline(2)).code == "no_claim"


WEAK = ["9H JH 9S JS QS KS 9D", "AH 10H KH QH AS 10S AD", "AC 10C KC QC JC 9C JD"]  # seat 0: 11


@pytest.mark.parametrize("options,hands,asked", [
    ({}, NINES, [(0, ["0 decline", "0 redeal"])]),                              # four nines
    ({"redeal_four_nines": "off"}, NINES, []),
    ({"redeal_weak_hand": "on", "redeal_weak_hand_below": 12}, WEAK,
     [(0, ["0 decline", "0 redeal"])]),                                         # a weak hand
    ({"redeal_weak_hand": "on", "redeal_weak_hand_below": 11}, WEAK, []),
    ({"dark_game": "on"}, WEAK, [(1, ["1 decline", "1 dark"])]),                 # the dark game
    ({"dark_game": "on", "redeal_weak_hand": "on", "redeal_weak_hand_below": 12}, WEAK,
     [(1, ["1 decline", "1 dark"]), (0, ["0 decline", "0 redeal"])]),
])
def test_each_house_option_that_gives_a_claim(options: dict[str, Any], hands: list[str],
                                              asked: list[tuple[int, list[str]]]) -> None:
    g = start(new_game(**options), hands, TALON)
    seen = []
    while g.claims_open:
        seat = g.to_act
        assert seat is not None
        seen.append((seat, strs(g.legal_actions())))
        g.apply(Decline(seat))
    assert seen == asked and g.to_act == 2


def test_golden_deal_declarer_asked_first_then_plays_his_contract() -> None:
    # Golden round: forehand (seat 1) is declarer at once; his four nines are asked about first.
    hands = ["AH 10H KH QH AS 10S AD", "9H 9S 9C 9D QS KS JD", "AC 10C KC QC JC JH JS"]
    g = start(new_game(golden_round="on"), hands, TALON)
    assert g.claims_open and g.to_act == 1 and strs(g.legal_actions()) == ["1 decline", "1 redeal"]
    play(g, "1 decline")
    assert not g.claims_open and g.to_act == 1 and Redeal(1) not in g.legal_actions()


def test_undo_takes_a_decline_back() -> None:
    g = start(new_game(dark_game="on"), NINES, TALON)
    play(g, "1 decline")
    assert g.undo() and g.to_act == 1 and g.claims_open and g.deals[-1][1] == []


def _v1(doc: dict[str, Any]) -> dict[str, Any]:
    """The record as version 1 wrote it: no declines."""
    deals = [dict(e, moves=[m for m in e["moves"] if not m.endswith(" decline")])
             for e in doc["deals"]]
    return dict(doc, version=1, deals=deals)


def test_record_holds_the_declines_and_old_records_replay() -> None:
    g = start(new_game(dark_game="on"), NINES, TALON)
    play(g, "1 decline", "0 decline", "2 pass", "0 pass")
    doc = json.loads(json.dumps(to_record(g)))
    assert doc["version"] == VERSION == 2
    assert doc["deals"][0]["moves"][:2] == ["1 decline", "0 decline"]
    again = replay(doc)
    assert again.output() == g.output() and again.deals == g.deals
    old = replay(_v1(doc))
    assert old.output() == g.output() and old.deals == g.deals
    review = replay_deal(_v1(doc), 0)           # the deal review of an old record
    assert len(review.steps) == 3 and review.steps[1].views[0].to_act == 0


def test_old_record_with_a_claim_after_a_silent_decline() -> None:
    g = start(new_game(dark_game="on"), NINES, TALON)
    play(g, "1 decline", "0 redeal")
    old = replay(_v1(json.loads(json.dumps(to_record(g)))))
    assert old.output() == g.output() and old.deals == g.deals


CLAIMS = {"redeal_four_nines": "on", "redeal_weak_hand": "on", "redeal_weak_hand_below": 30,
          "dark_game": "on"}


@settings(max_examples=40, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(n=st.sampled_from([2, 3, 4]), seed=st.integers(0, 2**32), golden=st.booleans(),
       preset=st.sampled_from(["classic", "pocket", "polish"]))
def test_legal_actions_agree_with_reason_while_claims_are_asked(
        n: int, seed: int, golden: bool, preset: str) -> None:
    rules = Rules.preset(preset, **CLAIMS, golden_round="on" if golden else "off")
    game = Game(rules, n, seed=seed)
    rng = random.Random(seed)
    every = universe(n)
    while len(game.deals) <= 4 and not game.is_over:
        if game.needs_deal:
            game.deal()
        else:
            game.apply(rng.choice(_checked_legal(game, every)))
    doc = json.loads(json.dumps(to_record(game)))
    again = replay(doc)
    assert again.output() == game.output() and again.deals == game.deals
    assert replay(_v1(doc)).output() == game.output()


def _checked_legal(game: Game, every: list[Any]) -> list[Any]:
    """The legal actions now, checked: they agree with ``reason`` at a deal's start, only the
    seat to act has any, and while claims are asked they are Decline then the seat's claims."""
    d = game.deal_state
    assert d is not None
    legal = game.legal_actions()
    if game.claims_open or d.moves <= len(d.active):
        assert {str(a) for a in legal} == {str(a) for a in every if game.reason(a) is None}
        assert all(game.legal_actions(s) == [] for s in range(game.n) if s != game.to_act)
    if game.claims_open:
        assert legal[0] == Decline(game.to_act) and legal[1:], "asked only with a claim"
        assert all(isinstance(a, (Redeal, Dark)) and a.seat == game.to_act for a in legal[1:])
    else:
        assert not any(isinstance(a, Decline) for a in legal)
    return legal
