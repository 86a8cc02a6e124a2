"""The deal analysis (issue 13): decisions, values, marks, open-card values, the verdict,
invariance to hidden cards, the command and the JSON form.

Budgets are small so that the tests run in seconds; the values are then rough, so the
tests assert what holds at any budget (the best action's loss is 0, a move that throws
a contract away is a blunder, the same seed gives the same analysis).
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import EXAMPLES
from thousand_app.cards.ai.analyse import (MARKS, THRESHOLDS, AnalysisCancelled, DealAnalysis,
                                     Decision, Verdict, analyse_deal, analyse_decision,
                                     deal_verdict, decision_points, game_at, main, mark_of)
from thousand_app.cards.engine import Declare, Game, Play, parse_action

pytestmark = pytest.mark.slow

BUDGET = 0.25

#: A hand-made deal with a known blunder.  Seat 0 (North) declares 105 and keeps the
#: marriage of clubs (K and Q) after passing 9C; after four tricks (A♠, A♥, 10♥, Q♥) he
#: has 49 points and, leading, could declare the clubs marriage (+60) for 123 with open
#: cards.  At move 17 he leads the queen of clubs WITHOUT declaring it: the contract can
#: no longer be made (49 with open cards), and it goes down.
BLUNDER: dict[str, Any] = {
    "format": "thousand-record", "version": 1,
    "rules": {"preset": "classic", "options": {}},
    "players": ["North", "East", "West"], "first_dealer": 0,
    "deals": [{
        "hands": [["9C", "QC", "KC", "KD", "9H", "QH", "AH"],
                  ["QS", "10S", "JC", "10C", "9D", "JH", "KH"],
                  ["9S", "JS", "KS", "AC", "QD", "10D", "AD"]],
        "talon": ["AS", "JD", "10H"],
        "moves": ["2 pass", "0 bid 105", "1 pass", "0 give JD 1", "0 give 9C 2",
                  "0 play AS", "1 play QS", "2 play JS", "0 play AH", "1 play JH", "2 play 9S",
                  "0 play 10H", "1 play KH", "2 play 9C", "0 play QH", "1 play 9D",
                  "2 play QD", "0 play QC", "1 play 10C", "2 play AC", "2 play 10D",
                  "0 play KD", "1 play JD", "2 play AD", "0 play 9H", "1 play 10S",
                  "2 play KS", "0 play KC", "1 play JC"]}],
}
BLUNDER_MOVE = 17

EXAMPLE = EXAMPLES / "classic-3p"


def brute(game: Game) -> int:
    """The declarer's final deal points under best play, trying every card (engine only)."""
    d = game.deal_state
    assert d is not None
    decl, seat = d.declarer, d.to_act
    best: int | None = None
    for a in game.legal_actions():
        game.apply(a)
        v = game.history[-1].points[decl] if game.deal_state is None else brute(game)
        assert game.undo()
        if best is None or (v > best if seat == decl else v < best):
            best = v
    assert best is not None
    return best


def replayed(record: dict[str, Any], move: int) -> Game:
    """The record replayed to just before ``move`` of deal 0, with undo (for brute force)."""
    game = game_at(record, 0, move)
    fresh = Game(game.rules, game.n, players=game.players, seed=0, deal=False, keep_undo=True)
    layout = game.deals[0][0]
    fresh.deal(layout)
    for a in game.deals[0][1]:
        fresh.apply(a)
    return fresh


# -- decision points ----------------------------------------------------------------------------

def test_decision_points_are_the_moves_with_a_choice() -> None:
    points = decision_points(BLUNDER, 0)
    moves = BLUNDER["deals"][0]["moves"]
    assert points, "the deal has decisions"
    for move, seat in points:
        game = game_at(BLUNDER, 0, move)
        assert parse_action(moves[move]).seat == seat
        assert len(game.legal_actions(seat)) > 1
    # The two cards passed are one decision, at the first of them.
    assert (3, 0) in points and (4, 0) not in points
    # The last card of a deal is forced: never a decision.
    assert len(moves) - 1 not in [m for m, _ in points]
    only = decision_points(BLUNDER, 0, [0])
    assert only == [p for p in points if p[1] == 0]


def test_marks_follow_the_thresholds() -> None:
    assert mark_of(0.0) == ""
    assert [mark_of(t) for t in THRESHOLDS] == list(MARKS[1:])
    assert mark_of(THRESHOLDS[0] - 0.01) == ""
    assert mark_of(THRESHOLDS[2] * 10) == "blunder"


# -- the known blunder ----------------------------------------------------------------------------

def test_known_blunder_is_flagged_with_a_card_that_keeps_the_contract() -> None:
    d = analyse_decision(BLUNDER, 0, BLUNDER_MOVE, budget=BUDGET, seed=1)
    assert d.kind == "play" and d.seat == 0 and d.action == "0 play QC"
    assert d.mark == "blunder"
    assert d.loss >= THRESHOLDS[2]
    assert d.best != d.action
    # Open cards: makeable before, not after, by the engine's own brute force.
    game = replayed(BLUNDER, BLUNDER_MOVE)
    assert d.open_before == brute(game)
    assert d.open_before is not None and d.open_before >= 105
    game.apply(parse_action("0 play QC"))
    assert d.open_after == brute(game) and d.open_after is not None and d.open_after < 105
    game.undo()
    # The card that keeps it does keep it.
    assert d.open_keep is not None and d.open_keep_action is not None
    keep = parse_action(d.open_keep_action)
    assert isinstance(keep, (Play, Declare)) and str(keep.card) == d.open_keep
    game.apply(keep)
    assert brute(game) == d.open_before


def test_known_blunder_verdict() -> None:
    verdict, values = deal_verdict(BLUNDER, 0)
    assert verdict.kind == "lost_at_trick"
    assert (verdict.declarer, verdict.contract, verdict.makeable_open) == (0, 105, True)
    assert (verdict.seat, verdict.trick, verdict.move, verdict.card) == (0, 5, 17, "QC")
    assert verdict.keep is not None
    assert verdict.open_value is not None and verdict.open_value >= 105
    text = verdict.text()
    assert "105" in text and "trick 5" in text and "North" in text and "Q♣" in text
    # One value before each card played; they only change when a card changes them.
    assert [m for m, _ in values] == list(range(5, 29))
    assert dict(values)[BLUNDER_MOVE] >= 105 > dict(values)[BLUNDER_MOVE + 1]


def test_a_deal_made_against_the_open_cards_is_given_away_by_a_defender() -> None:
    """The blunder deal with the clubs marriage declared is made; the verdict says whether
    it was makeable with open cards and, if a defender let it through, where."""
    record = copy.deepcopy(BLUNDER)
    moves = record["deals"][0]["moves"]
    record["deals"][0]["moves"] = moves[:BLUNDER_MOVE] + ["0 declare QC"]
    game = replayed(record, BLUNDER_MOVE + 1)
    # Finish the deal by best play with open cards, choosing by brute force.
    while game.deal_state is not None:
        d = game.deal_state
        best = None
        for a in game.legal_actions():
            game.apply(a)
            v = game.history[-1].points[d.declarer] if game.deal_state is None else brute(game)
            game.undo()
            if best is None or (v > best[0] if d.to_act == d.declarer else v < best[0]):
                best = (v, a)
        assert best is not None
        record["deals"][0]["moves"].append(str(best[1]))
        game.apply(best[1])
    verdict, _ = deal_verdict(record, 0)
    assert verdict.kind == "made"
    assert verdict.points is not None and verdict.points >= 105
    assert "made the contract of 105" in verdict.text()


# -- the best action, hidden cards -------------------------------------------------------------

def _with_move(record: dict[str, Any], move: int, actions: list[str]) -> dict[str, Any]:
    out = copy.deepcopy(record)
    moves = out["deals"][0]["moves"]
    out["deals"][0]["moves"] = moves[:move] + actions
    return out


@pytest.mark.parametrize("move", [1, 3, 8, BLUNDER_MOVE])
def test_the_best_action_loses_nothing(move: int) -> None:
    d = analyse_decision(BLUNDER, 0, move, budget=BUDGET, seed=2)
    assert d.loss == pytest.approx(d.value_best - d.value_taken, abs=1e-3)
    assert d.loss >= 0
    assert d.value_best == max(v for _, v in d.candidates)
    if d.best == d.action:
        assert d.loss == 0 and d.mark == ""
        return
    # Play the best action instead: the same observation, the same samples, no loss.
    better = _with_move(BLUNDER, move, d.best.split(", "))
    again = analyse_decision(better, 0, move, budget=BUDGET, seed=2)
    assert again.action == d.best
    assert again.best == again.action
    assert again.loss == 0 and again.mark == ""
    assert again.value_taken == pytest.approx(d.value_best, abs=1e-3)


def _swap(record: dict[str, Any], a: str, b: str) -> dict[str, Any]:
    """The record with cards a and b exchanged everywhere (hands and moves)."""
    def sw(text: str) -> str:
        parts = text.split()
        return " ".join(b if p == a else a if p == b else p for p in parts)
    out = copy.deepcopy(record)
    deal = out["deals"][0]
    deal["hands"] = [[b if c == a else a if c == b else c for c in h] for h in deal["hands"]]
    deal["moves"] = [sw(m) for m in deal["moves"]]
    return out


def test_hidden_cards_do_not_change_a_seats_analysis() -> None:
    """Seat 0's decisions before either swapped card is seen are judged the same when two
    cards it cannot see change hands between the other seats."""
    cutoff = 11  # moves 0..10: the auction, the cards passed, two tricks
    base = _with_move(BLUNDER, cutoff, [])
    # 10C (East) and QD (West) are not played before the cutoff and never seen by North.
    swapped = _swap(base, "10C", "QD")
    game_at(swapped, 0, cutoff)  # still a legal record
    assert swapped["deals"][0]["hands"] != base["deals"][0]["hands"]
    points = decision_points(base, 0, [0])
    assert points == decision_points(swapped, 0, [0])
    assert len(points) >= 3
    for move, _ in points:
        a = analyse_decision(base, 0, move, budget=BUDGET, seed=3)
        b = analyse_decision(swapped, 0, move, budget=BUDGET, seed=3)
        judged = ("kind", "action", "best", "value_taken", "value_best", "loss", "mark",
                  "candidates", "worlds")
        assert {k: getattr(a, k) for k in judged} == {k: getattr(b, k) for k in judged}


# -- the whole deal, workers, progress, cancel, JSON -------------------------------------------

def test_deal_analysis_is_the_same_with_workers_and_round_trips_through_json() -> None:
    seen: list[tuple[int, int]] = []
    one = analyse_deal(BLUNDER, 0, [0], budget=0.1, seed=4,
                       progress=lambda d, t: seen.append((d, t)))
    two = analyse_deal(BLUNDER, 0, [0], budget=0.1, seed=4, workers=2, mp_context="spawn")
    assert one == two
    assert [d.move for d in one.decisions] == [m for m, _ in decision_points(BLUNDER, 0, [0])]
    assert seen[0][0] == 0 and seen[-1][0] == seen[-1][1]
    assert [d for d, _ in seen] == sorted(d for d, _ in seen)
    text = json.dumps(one.to_json())
    back = DealAnalysis.from_json(json.loads(text))
    assert back == one
    assert back.verdict.kind == "lost_at_trick"
    blunder = next(d for d in one.decisions if d.move == BLUNDER_MOVE)
    assert Decision.from_json(json.loads(json.dumps(blunder.to_json()))) == blunder
    assert Verdict.from_json(json.loads(json.dumps(one.verdict.to_json()))) == one.verdict


def test_cancel_stops_the_analysis() -> None:
    calls = []

    def cancel() -> bool:
        calls.append(1)
        return len(calls) > 1

    with pytest.raises(AnalysisCancelled):
        analyse_deal(BLUNDER, 0, [0], budget=0.1, cancel=cancel)
    assert len(calls) == 2
    calls.clear()
    with pytest.raises(AnalysisCancelled):
        analyse_deal(BLUNDER, 0, [0], budget=0.1, cancel=cancel, workers=2)
    assert len(calls) == 2


# -- the command ------------------------------------------------------------------------------

def test_command_prints_each_decision_as_json(tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(BLUNDER))
    assert main([str(path), "--deal", "0", "--seat", "0", "--json", "--budget", "0.1",
                 "--seed", "5"]) == 0
    doc = json.loads(capsys.readouterr().out)
    keys = {"deal", "move", "seat", "action", "best", "value_taken", "value_best", "loss",
            "open_before", "open_after", "mark"}
    assert doc["decisions"] and all(keys <= set(d) for d in doc["decisions"])
    blunder = next(d for d in doc["decisions"] if d["move"] == BLUNDER_MOVE)
    assert blunder["mark"] == "blunder"
    assert doc["deals"][0]["verdict"]["kind"] == "lost_at_trick"
    # Deterministic for a seed.
    assert main([str(path), "--deal", "0", "--seat", "0", "--json", "--budget", "0.1",
                 "--seed", "5"]) == 0
    assert json.loads(capsys.readouterr().out) == doc


@pytest.mark.parametrize("content,expected", [
    ("{not json", "invalid record: not valid JSON"),
    (json.dumps(_with_move(BLUNDER, 5, ["0 play 10C"])), 'deal 0, move 5 ("0 play 10C")'),
    (json.dumps({**BLUNDER, "format": "chess"}), "invalid record: 'format'"),
])
def test_command_exits_2_with_one_line_on_an_invalid_record(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str, expected: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content)
    assert main([str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith(expected)


def test_command_refuses_a_deal_or_seat_out_of_range(tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(BLUNDER))
    assert main([str(path), "--deal", "3"]) == 2
    assert main([str(path), "--seat", "5"]) == 2
    assert main([str(tmp_path / "missing.json")]) == 2
    assert capsys.readouterr().err.count("\n") == 3


def test_every_decision_of_an_example_deal_is_analysed() -> None:
    record = json.loads((EXAMPLE / "game_0.json").read_text())
    a = analyse_deal(record, 1, budget=0.1, seed=0)
    assert [(d.move, d.seat) for d in a.decisions] == decision_points(record, 1)
    kinds = {d.kind for d in a.decisions}
    assert "play" in kinds and "bid" in kinds
    for d in a.decisions:
        assert d.loss >= 0 and d.mark == mark_of(d.loss)
        if d.kind == "play":
            assert d.open_before is not None and d.open_after is not None
            assert (d.open_keep is None) == (d.open_before == d.open_after)
    assert a.verdict.text()


@pytest.mark.parametrize("folder", ["two-talons-2p", "classic-4p", "family-dark-3p",
                                    "golden-round-3p", "pocket-3p", "polish-3p"])
def test_every_kind_of_decision_in_the_example_games(folder: str) -> None:
    """2 and 4 players and other rules: the decisions other than card play (talon, passed
    or laid-aside cards, raises, concessions, claims) and a few card plays of each game's
    first deals are analysed, each consistently."""
    path = EXAMPLES / folder / "game_0.json"
    record = json.loads(path.read_text())
    seen: set[str] = set()
    for k in range(min(3, len(record["deals"]))):
        plays = 0
        for move, seat in decision_points(record, k):
            d0 = game_at(record, k, move)
            assert len(d0.legal_actions(seat)) > 1 or d0.to_act != seat
            text = record["deals"][k]["moves"][move]
            is_play = " play " in text or " declare " in text
            if is_play:
                plays += 1
                if plays > 1:
                    continue
            d = analyse_decision(record, k, move, budget=0.05, seed=0)
            seen.add(d.kind)
            assert (d.deal, d.move, d.seat) == (k, move, seat)
            assert d.loss >= 0 and d.mark == mark_of(d.loss)
            assert d.value_best == max(v for _, v in d.candidates)
            assert d.action in [a for a, _ in d.candidates]
            assert (d.open_before is not None) == (d.kind == "play")
        verdict, _ = deal_verdict(record, k)
        assert verdict.kind in ("made", "made_despite", "lost_at_trick", "not_makeable",
                                "conceded", "redeal")
        assert verdict.text()
    assert "play" in seen


def test_bench_prints_the_figures_the_issue_names(capsys: pytest.CaptureFixture[str],
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """The analysis bench (research, not in the app) prints the open-card and deal-analysis
    figures with ``--json`` (tiny sizes here; the figures themselves are measurements, not
    asserted)."""
    from research.cards import analyse_bench
    real = analyse_bench.bench
    monkeypatch.setattr(analyse_bench, "bench",
                        lambda positions, budget, seed=0: real(2, 0.05, seed, deals=1))
    assert analyse_bench.main(["--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    for key in ("open_card_p95_s", "deal_analysis_s", "open_card_p95_s_2p",
                "open_card_p95_s_4p", "open_card_p95_cpu_s"):
        assert isinstance(doc[key], float) and doc[key] > 0


def test_a_deal_stopped_part_way_is_analysed_up_to_where_it_stops() -> None:
    during_play = _with_move(BLUNDER, 10, [])
    a = analyse_deal(during_play, 0, [0], budget=0.05)
    assert a.verdict.kind == "unfinished"
    assert (a.verdict.declarer, a.verdict.contract) == (0, 105)
    assert [d.move for d in a.decisions] == [1, 3, 5, 8]
    during_auction = _with_move(BLUNDER, 1, [])
    b = analyse_deal(during_auction, 0, budget=0.05)
    assert b.verdict.kind == "no_contract" and [d.move for d in b.decisions] == [0]
