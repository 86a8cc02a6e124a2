"""The card coach (issue 37): it warns on a clearly costly move of a prepared position and
not on the best move, its reasons are codes read off the analysis, and it sees only what
the seat sees (it takes an observation; hidden cards changing hands change nothing)."""

from __future__ import annotations

import inspect
import json
from typing import Any

import pytest

from tests.cards.ai.test_analyse import BLUNDER, BLUNDER_MOVE, _swap, _with_move
from thousand_app.cards.ai import coach, coach_bench
from thousand_app.cards.ai.analyse import game_at
from thousand_app.cards.engine import Bid, Observation, Pass, parse_action
from thousand_app.games.coach import Advice


def _obs(move: int, record: dict[str, Any] = BLUNDER) -> Observation:
    game = game_at(record, 0, move)
    assert game.to_act is not None
    return game.observation(game.to_act)


def test_leading_a_marriage_queen_undeclared_is_warned_with_its_reasons() -> None:
    """The known blunder: North leads Q♣ without declaring the clubs marriage he may
    declare, and his contract of 105 can no longer be made."""
    obs = _obs(BLUNDER_MOVE)
    advice = coach.advise(obs, parse_action("0 play QC"))
    assert advice.judged and advice.warn and advice.unit == "points"
    assert advice.cost >= 90  # a contract thrown away
    assert advice.best != advice.move and advice.best_action in obs.legal_actions
    codes = {r.code: dict(r.params) for r in advice.reasons}
    assert codes["points"]["points"] == round(advice.cost)
    assert codes["breaks_marriage"] == {"card": "QC", "points": 60, "can_declare": True}
    chance = codes["contract_chance"]
    assert chance["contract"] == 105 and chance["declarer"] is True
    assert chance["taken"] < chance["best"]


def test_the_best_move_is_not_warned() -> None:
    obs = _obs(BLUNDER_MOVE)
    bad = coach.advise(obs, parse_action("0 play QC"))
    best = coach.advise(obs, bad.best_action)
    assert not best.warn and best.cost == 0.0 and best.best == best.move and not best.reasons


def test_a_bid_far_above_the_hand_is_warned_with_how_often_it_fails() -> None:
    obs = _obs(1)  # North's first bid
    top = max((a for a in obs.legal_actions if isinstance(a, Bid)), key=lambda a: a.value)
    advice = coach.advise(obs, top)
    assert advice.warn and advice.cost >= 90
    fails = next(r for r in advice.reasons if r.code == "bid_fails")
    assert fails.params["bid"] == top.value and fails.params["of"] == 10
    assert fails.params["fails"] >= 7
    best = coach.advise(obs, advice.best_action)
    assert not best.warn and best.cost == 0.0


def test_passing_a_marriage_card_is_warned_also_one_card_at_a_time() -> None:
    obs = _obs(3)  # North passes two cards
    both = coach.advise(obs, [parse_action("0 give QC 1"), parse_action("0 give 9C 2")])
    one = coach.advise(obs, parse_action("0 give QC 1"))
    for advice in (both, one):
        assert advice.warn
        assert any(r.code == "breaks_marriage" and r.params["card"] == "QC"
                   for r in advice.reasons)
    assert one.move == "0 give QC 1"


def test_reasons_are_codes_with_plain_parameters() -> None:
    obs = _obs(BLUNDER_MOVE)
    for action in obs.legal_actions:
        advice = coach.advise(obs, action)
        json.dumps(advice.to_json())
        for r in advice.reasons:
            assert r.code in coach.REASON_CODES
            assert all(isinstance(v, (int, float, str, bool)) for v in r.params.values())
            if r.code == "contract_chance":  # said only where it explains the cost
                p = r.params
                assert (p["taken"] < p["best"]) if p["declarer"] else (p["taken"] > p["best"])
            if r.code == "bid_fails":
                assert r.params["fails"] >= coach.FAILS_SHOWN


def test_the_coach_sees_only_the_observation() -> None:
    """It takes an observation, never the game; two cards North cannot see changing hands
    between the others give the same observation and the same advice."""
    params = inspect.signature(coach.advise).parameters
    assert list(params)[:2] == ["obs", "move"]
    cutoff = 11
    base = _with_move(BLUNDER, cutoff, [])
    swapped = _swap(base, "10C", "QD")
    a, b = _obs(cutoff, base), _obs(cutoff, swapped)
    assert a.seat == 0 and a == b
    where = [game_at(r, 0, cutoff).card_locations() for r in (base, swapped)]
    assert where[0] != where[1]
    for action in a.legal_actions:
        assert coach.advise(a, action) == coach.advise(b, action)


def test_a_move_not_open_to_the_seat_is_refused() -> None:
    obs = _obs(BLUNDER_MOVE)
    with pytest.raises(ValueError):
        coach.advise(obs, parse_action("0 play AS"))  # already played
    with pytest.raises(ValueError):
        coach.advise(_obs(1), Pass(1))  # not that seat's turn


def test_the_same_observation_gives_the_same_advice() -> None:
    obs = _obs(BLUNDER_MOVE)
    action = parse_action("0 declare QC")
    assert coach.advise(obs, action) == coach.advise(obs, action)
    assert isinstance(coach.advise(obs, action), Advice)


def test_every_kind_of_decision_of_two_talons_is_judged() -> None:
    """Two players (two talons): choosing a talon and laying cards aside are judged with
    the rest, every candidate move of such a decision gets a verdict with coded reasons."""
    positions = coach_bench.positions(3, 2026, players=2)
    assert [p.kind for p in positions] == ["bid", "take", "pass_cards"]
    for pos in positions[1:]:
        for action in pos.obs.legal_actions[:4]:
            advice = coach.advise(pos.obs, action, budget=0.2)
            assert advice.judged and advice.cost >= 0.0
            assert all(r.code in coach.REASON_CODES for r in advice.reasons)
        advice = coach.advise(pos.obs, list(pos.move), budget=0.2)
        assert advice.judged


@pytest.mark.slow
def test_the_bench_prints_its_figures(capsys: pytest.CaptureFixture[str]) -> None:
    assert coach_bench.main(["--positions", "6", "--json"]) == 0
    out = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert out["positions"] == 6
    for key in ("warned_costly", "warned_fine", "p95_s", "load_average"):
        assert key in out


def test_a_memo_kept_across_the_moves_of_one_observation_changes_no_advice(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The table judges every card of a hand (and a pass and the bids near the lowest) while
    the person thinks: one analysis serves them all, and each advice is the one asked alone."""
    calls: list[str] = []
    for name in ("judge_play", "judge_bidding"):
        real = getattr(coach, name)

        def counted(*args: Any, _real: Any = real, _name: str = name, **kw: Any) -> Any:
            calls.append(_name)
            return _real(*args, **kw)
        monkeypatch.setattr(coach, name, counted)
    play = _obs(BLUNDER_MOVE)
    bidding = _obs(1)   # (North's first bid)
    low = min(a.value for a in bidding.legal_actions if isinstance(a, Bid))
    for obs, kind in ((play, "judge_play"), (bidding, "judge_bidding")):
        legal = [a for a in obs.legal_actions if not isinstance(a, Bid) or a.value <= low + 60]
        alone = [coach.advise(obs, a) for a in legal]
        calls.clear()
        memo: dict[str, Any] = {}
        kept = [coach.advise(obs, a, memo=memo) for a in legal]
        assert kept == alone and calls == [kind], obs.phase
    # a bid above the span is judged with it added: its own analysis
    top = max(a.value for a in bidding.legal_actions if isinstance(a, Bid))
    assert top > low + 60
    memo = {}
    coach.advise(bidding, Pass(bidding.seat), memo=memo)
    calls.clear()
    assert coach.advise(bidding, Bid(bidding.seat, top), memo=memo) == coach.advise(
        bidding, Bid(bidding.seat, top))
    assert calls == ["judge_bidding", "judge_bidding"]


def test_keeping_the_contract_names_the_card_to_lead() -> None:
    """Conceding (or raising) a contract the hand makes: the better move is to keep it
    ("play on"), which no action names; "Show me the better move" needs the card to lead:
    the best card of the card play's own analysis, with or without the turn's memo."""
    from thousand_app.cards.engine import Concede, Play, Raise

    obs = _obs(5)          # North, declarer at 105, before his first lead
    concede = coach.advise(obs, Concede(0))
    assert concede.warn and concede.best == "play on"
    lead = concede.best_action
    assert isinstance(lead, Play) and lead in obs.legal_actions
    card = coach.advise(obs, lead)
    assert not card.warn and card.cost == 0.0          # the best card by that analysis
    memo: dict[str, Any] = {}
    assert coach.advise(obs, Raise(0, 180), memo=memo).best_action == lead
    assert coach.advise(obs, Concede(0), memo=memo) == concede
    assert coach.advise(obs, lead, memo=memo) == card
