"""The search: its model of the auction when the seat passes (``auction_if_pass``), and the
Judge with each seat's points."""

from __future__ import annotations

import random

from thousand_app.cards.ai.belief import World, build_belief
from thousand_app.cards.ai.heuristics import expected_points
from thousand_app.cards.ai.search import Judge, auction_if_pass, pass_value, sample_worlds
from thousand_app.cards.engine import Game, Observation, Rules
from thousand_app.cards.engine.cards import mask_of, parse_cards

RULES = Rules.preset("classic")
STRONG = mask_of(parse_cards("AS 10S KS QS AH KH QH".split()))    # both marriages, two aces
WEAK = mask_of(parse_cards("9S JS 9C JC 9D JD 9H".split()))       # nothing at all
MIDDLE = mask_of(parse_cards("KC QC AC 10C QD JH 10H".split()))
TALON = mask_of(parse_cards("10D KD AD".split()))


def _first_bidder() -> tuple[Observation, int, int, int]:
    """A fresh 3-player deal: forehand has the forced 100, the next seat (me) is to bid.
    Returns my observation, my seat, forehand's and the third seat."""
    game = Game(RULES, 3, seed=1)
    me = game.to_act
    assert me is not None
    obs = game.observation(me)
    assert obs.high_bid == 100 and obs.high_bidder == obs.forehand
    third = next(s for s in obs.active if s not in (obs.seat, obs.forehand))
    return obs, me, obs.forehand, third


def _world(forehand: int, me: int, third: int, fh: int, mine: int, th: int) -> World:
    hands = [0, 0, 0]
    hands[forehand], hands[me], hands[third] = fh, mine, th
    return World(hands=hands, talons=[TALON])


def test_the_strong_hand_takes_the_contract_at_one_step_over_the_runner_up() -> None:
    obs, me, forehand, third = _first_bidder()
    got = auction_if_pass(obs, _world(forehand, me, third, MIDDLE, WEAK, STRONG), me, 10)
    assert got is not None
    decl, contract = got
    assert decl == third
    runner_up = max(100, (expected_points(MIDDLE, RULES) - 10) // 5 * 5)
    limit = min((expected_points(STRONG, RULES) - 10) // 5 * 5, 120 + 100 + 60)
    assert contract == max(105, min(limit, runner_up + 5))
    assert 105 <= contract <= limit


def test_when_nobody_outbids_it_the_forced_100_stands() -> None:
    obs, me, forehand, third = _first_bidder()
    got = auction_if_pass(obs, _world(forehand, me, third, WEAK, STRONG, WEAK), me, 10)
    assert got == (forehand, 100)


def test_a_larger_margin_never_raises_the_contract() -> None:
    obs, me, forehand, third = _first_bidder()
    world = _world(forehand, me, third, MIDDLE, WEAK, STRONG)
    contracts = [auction_if_pass(obs, world, me, m) for m in (0, 10, 20, 40, 80)]
    values = [c[1] for c in contracts if c is not None]
    assert values == sorted(values, reverse=True)


def test_marriage_cap_limits_the_model_bidder() -> None:
    """Without a marriage nobody is modelled as bidding above 120."""
    obs, me, forehand, third = _first_bidder()
    aces = mask_of(parse_cards("AS 10S AC 10C AD 10D AH".split()))
    kings = mask_of(parse_cards("QS KS QC KC QD KD JH".split()))
    got = auction_if_pass(obs, _world(forehand, me, third, WEAK, kings, aces), me, 0)
    assert got is not None and got[1] <= 120


def test_pass_value_is_deterministic_and_bounded() -> None:
    obs, me, _, _ = _first_bidder()
    belief = build_belief(obs)
    worlds = sample_worlds(belief, random.Random(3), 24)
    a = pass_value(belief, worlds, me, 10, 16.0, 4, -10.0)
    b = pass_value(belief, worlds, me, 10, 16.0, 4, -10.0)
    assert a == b
    # A defender's utility in one deal: his change minus the others' mean, within the
    # largest contract and the 120 points of the cards (and a bolt) either way.
    assert -400.0 < a < 400.0


def test_a_defender_sees_his_own_total_land_on_the_dump_truck() -> None:
    """With each seat's points (a playout's), a defender with 495 who takes 60 lands on the
    dump truck (555, back to 0); sharing the defenders' points equally (50 each) hid it."""
    game = Game(RULES, 3, start_totals=(0, 495, 0), seed=2)
    obs = game.observation(1)
    assert RULES.dump_truck != "off" and RULES.dump_truck_value == 555
    declarer, other = 0, 2
    judge = Judge(obs, 1, declarer, 120)
    points = [0, 0, 0]
    points[declarer], points[1], points[other] = 100, 60, 40
    # Failed 120: the declarer -120, the other defender +40, this defender 495 -> 0.
    assert judge.utility(100, 100, None, -1, points) == -495 - (-120 + 40) / 2
    assert judge.utility(100, 100) == 50 - (-120 + 50) / 2
