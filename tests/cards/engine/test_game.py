"""The match around the deals: dealers, golden deals, barrel deals, the end of the game,
observations, and records of whole games (rules.md 2, 8, 9; record-format.md)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from .helpers import layout, new_game, play, play_out, start
from thousand_app.cards.engine import Bid, Card, Game, IllegalActionError, Pass, RecordError, Rules, replay
from thousand_app.cards.engine.events import AuctionWon, Dealt, GameOver, TalonTaken
from thousand_app.cards.engine.record import to_record

A = ["9H JH 9S JS QS KS 9D", "AH 10H KH QH AS 10S AD", "AC 10C KC QC JC 9C JD"]
A_TALON = "QD KD 10D"


def test_dealer_rotates_and_stays_after_a_redeal() -> None:
    g = new_game(dealer=1)
    nines = ["9S 9C 9D 9H JH JS QS", "AH 10H KH QH AS 10S AD", "AC 10C KC QC JC KS JD"]
    g.deal(layout(nines, "QD KD 10D"))
    assert g.dealer == 1
    play(g, "0 redeal")
    assert g.dealer == 1
    start(g, A, A_TALON)
    play(g, "0 pass", "1 pass")  # forehand 2 plays 100
    play(g, "2 concede")
    assert g.dealer == 2 and [s.dealer for s in g.history] == [1, 1]


def test_golden_round_first_deals_no_auction_same_declarer_after_redeal() -> None:
    g = new_game(golden_round="on")
    events = start(g, A, A_TALON) and g.deal_state.events  # type: ignore[union-attr]
    d = g.deal_state
    assert d is not None and d.golden and d.declarer == 1 and d.contract == 120
    assert AuctionWon(1, 120, False) in events
    assert [e for e in events if isinstance(e, TalonTaken)][0].shown is False
    assert g.reason(Bid(2, 125)) == "there is no bidding in a golden deal"
    assert g.reason(parse("1 concede")) == "a golden deal cannot be conceded"
    assert g.reason(parse("1 raise 125")) is None
    g.undo()
    nines = ["9S 9C 9D 9H JH JS QS", "AH 10H KH QH AS 10S AD", "AC 10C KC QC JC KS JD"]
    g.deal(layout(nines, "QD KD 10D"))
    play(g, "0 redeal")  # a golden deal redealt is played again with the same declarer
    start(g, A, A_TALON)
    assert g.deal_state is not None and g.deal_state.golden and g.deal_state.declarer == 1
    goldens = []
    while len(goldens) < 5:
        d = g.deal_state
        assert d is not None
        while d.targets:
            g.apply(next(a for a in g.legal_actions() if type(a).__name__ == "Give"))
        play_out(g)
        goldens.append(g.history[-1].golden)
        g.deal()
        while g.deal_state is not None and g.deal_state.declarer < 0:
            g.apply(Pass(g.to_act))  # type: ignore[arg-type]
    assert goldens == [True, True, True, False, False]


def test_golden_deals_count_per_player_number() -> None:
    for n, count in [(2, 2), (3, 3), (4, 4)]:
        g = Game(Rules.preset("classic", golden_round="on"), n, seed=3)
        golden = 0
        while len(g.history) < 6:
            if g.needs_deal:
                g.deal()
                continue
            d = g.deal_state
            assert d is not None
            acts = g.legal_actions()
            pick = next((a for a in acts if type(a).__name__ in ("Pass", "Take", "Concede")), None)
            g.apply(pick or acts[0])
        golden = sum(1 for s in g.history if s.golden and not s.redeal)
        assert golden == count


def test_talon_mode_barrel_deal() -> None:
    # Pocket rules; seat 1 (forehand when dealer 0) is on the barrel.
    g = start(new_game("pocket", totals=[0, 880, 0]), A, A_TALON)
    d = g.deal_state
    assert d is not None and d.barrel_deal and d.declarer == 1 and d.contract == 121
    assert [e for e in d.events if isinstance(e, TalonTaken)][0].shown
    assert g.reason(parse("1 concede")) == "these rules do not allow conceding"
    assert g.reason(parse("1 raise 125")) is None


def test_talon_mode_waiting_player_only_passes() -> None:
    g = start(new_game("pocket", totals=[0, 0, 880]), A, A_TALON)
    assert [str(a) for a in g.legal_actions()] == ["2 pass"]
    assert "wait for your own deal" in (g.reason(Bid(2, 105)) or "")


def test_declarer_wins_the_barrel_game() -> None:
    # The declarer (1, on the barrel) holds the top hearts and diamonds.
    hands = ["9H JH 9S JS QS KS 9D", "AH 10H KH QH AS 10S AD", "AC 10C KC QC JC 9C JD"]
    g = start(new_game(totals=[0, 880, 0]), hands, "QD KD 10D")
    play(g, "2 pass", "0 pass", "1 give 10D 2", "1 give QD 0",
         "1 raise 120", "1 play AS", "2 play 9C", "0 play 9S", "1 declare QH")
    events = []
    while g.deal_state is not None:
        events += g.apply(g.legal_actions()[0])
    assert g.is_over and g.winner == 1 and g.totals[1] >= 1000
    assert GameOver(1, g.totals) in events and g.output()["winner"] == 1
    assert g.phase == "over" and g.to_act is None and not g.needs_deal
    with pytest.raises(IllegalActionError, match="the game is over"):
        g.deal()
    with pytest.raises(IllegalActionError, match="the game is over"):
        g.apply(Pass(0))


class TestObservation:
    def test_hides_other_hands(self) -> None:
        g = start(new_game(), A, A_TALON)
        obs = g.observation(0)
        assert sorted(str(c) for c in obs.hand) == sorted(A[0].split())
        assert obs.hand_sizes == (7, 7, 7) and obs.talon is None
        dealt = [e for e in obs.events if isinstance(e, Dealt)][0]
        assert dealt.hands[1] is None and dealt.hands[2] is None and dealt.hands[0] is not None

    def test_declarer_sees_the_hidden_talon(self) -> None:
        g = start(new_game(), A, A_TALON)
        play(g, "2 pass", "0 pass")
        assert g.observation(1).talon is not None and g.observation(2).talon is None
        assert g.observation(2).declarer == 1 and g.observation(2).contract == 100

    def test_public_history(self) -> None:
        g = start(new_game(), A, A_TALON)
        play(g, "2 bid 105", "0 pass", "1 bid 110", "2 pass", "1 give 10D 2", "1 give QD 0",
             "1 play AS", "2 play 9C", "0 play 9S", "1 play AD")
        obs = g.observation(0)
        assert obs.auction == ((2, 105), (0, 0), (1, 110), (2, 0))
        assert obs.tricks_won == (0, 1, 0) and obs.trick_points == (0, 11, 0)
        assert [(s, str(c)) for s, c in obs.trick] == [(1, "AD")]
        assert obs.given == ((None, 2), (QD, 0))
        assert obs.legal_actions == ()  # not his turn


QD = Card.parse("QD")


def parse(text: str):  # type: ignore[no-untyped-def]
    from thousand_app.cards.engine import parse_action
    return parse_action(text)


class TestRecords:
    def doc(self) -> dict:  # type: ignore[type-arg]
        g = start(new_game(), A, A_TALON)
        play(g, "2 pass", "0 pass", "1 give 10D 2", "1 give QD 0", "1 play AS", "2 play 9C",
             "0 play 9S")
        return to_record(g)

    def test_in_progress_record(self) -> None:
        out = replay(self.doc()).output()
        assert out["in_progress"] is True and "deltas" not in out["deals"][-1]  # type: ignore[index]
        assert out["deals"][-1]["declarer"] == 1  # type: ignore[index]

    @pytest.mark.parametrize("change,message", [
        (lambda d: d.update(format="x"), "invalid record: 'format' must be 'thousand-record'"),
        (lambda d: d.update(version=3), "invalid record: 'version' must be 1 or 2"),
        (lambda d: d.update(players=["A"]), "invalid record: 'players' must be a list of 2 to 4"),
        (lambda d: d["rules"].update(options={"bolts": "x"}), "invalid record: option 'bolts'"),
        (lambda d: d["rules"].update(preset="x"), "invalid record: unknown preset 'x'"),
        (lambda d: d.update(start_totals=[900, 0, 0]), "invalid record: a start total may not"),
        (lambda d: d["deals"][0]["hands"][0].__setitem__(0, "AH"), "card AH appears twice"),
        (lambda d: d["deals"][0]["hands"][0].pop(), "has 6 cards, expected 7"),
        (lambda d: d["deals"][0]["moves"].__setitem__(5, "0 play 9S"),
         'deal 0, move 5 ("0 play 9S"): it is not your turn (seat 2 is to act)'),
        (lambda d: d["deals"][0]["moves"].__setitem__(6, "0 play 9H"),
         'deal 0, move 6 ("0 play 9H"): must follow suit (spades)'),
        (lambda d: d["deals"][0]["moves"].__setitem__(0, "2 bid 185"),
         'deal 0, move 0 ("2 bid 185"): with the marriages in your hand you may go up to 180'),
        (lambda d: d["deals"][0]["moves"].__setitem__(1, "0 jump"), 'deal 0, move 1 ("0 jump"): unknown move'),
        (lambda d: d["deals"].append({"moves": []}), "deal 0 is not finished but another deal follows"),
    ])
    def test_invalid(self, change, message: str) -> None:  # type: ignore[no-untyped-def]
        doc = self.doc()
        change(doc)
        with pytest.raises(RecordError) as e:
            replay(doc)
        assert message in str(e.value)

    def test_command_line(self, tmp_path: Path) -> None:
        ok = tmp_path / "ok.json"
        ok.write_text(json.dumps(self.doc()))
        bad = tmp_path / "bad.json"
        doc = self.doc()
        doc["deals"][0]["moves"][6] = "0 play 9H"
        bad.write_text(json.dumps(doc))
        junk = tmp_path / "junk.json"
        junk.write_text("{not json")

        def run(p: Path) -> subprocess.CompletedProcess[str]:
            return subprocess.run([sys.executable, "-m", "thousand_app.cards.engine.cli", str(p)],
                                  capture_output=True, text=True, check=False)

        r = run(ok)
        assert r.returncode == 0 and json.loads(r.stdout)["in_progress"] is True
        r = run(bad)
        assert r.returncode == 2 and r.stdout == ""
        assert r.stderr == 'deal 0, move 6 ("0 play 9H"): must follow suit (spades)\n'
        for p in (junk, tmp_path / "missing.json"):
            r = run(p)
            assert r.returncode == 2 and r.stderr.count("\n") == 1

    def test_deals_without_cards_come_from_the_seed(self) -> None:
        g = Game(Rules(), 3, seed=99)
        for _ in range(2):
            g.apply(Pass(g.to_act))  # type: ignore[arg-type]
        doc = to_record(g)
        doc["deals"][0].pop("hands")
        doc["deals"][0].pop("talon")
        assert replay(doc).output() == g.output()
        doc.pop("seed")
        with pytest.raises(RecordError, match="gives no cards and the record has no seed"):
            replay(doc)

    def test_full_resolved_options_are_written(self) -> None:
        g = Game(Rules.preset("polish", ace_marriage="on"), 3, seed=1)
        doc = to_record(g)
        assert doc["rules"]["preset"] == "polish"
        assert doc["rules"]["options"]["bid_step"] == 10
        assert doc["rules"]["options"]["ace_marriage"] == "on"
        assert len(doc["rules"]["options"]) == len(Rules().options())


def test_actions_take_plain_ints_as_cards() -> None:
    g = start(new_game(), A, A_TALON)
    play(g, "2 pass", "0 pass", "1 give 10D 2", "1 give QD 0")
    from thousand_app.cards.engine import Play as P
    g.apply(P(1, int(Card.parse("AS"))))
    assert isinstance(g.observation(2).trick[0][1], Card)
    with pytest.raises(ValueError, match="not a card"):
        P(1, 24)
