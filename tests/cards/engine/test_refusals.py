"""A refused move says why, more precisely than the turn order when it can (issue 12)."""

from __future__ import annotations

import pytest

from .helpers import new_game, parse_action, play, start
from thousand_app.cards.engine import Game, IllegalActionError

A = ["9H JH 9S JS QS KS 9D", "AH 10H KH QH AS 10S AD", "AC 10C KC QC JC 9C JD"]
A_TALON = "QD KD 10D"
B2 = ["9H JH 9S JS QS KS 9D QD KD 10D", "AH 10H KH QH AS 10S AD AC 10C KC"]
B2_TALONS = ["QC JC", "9C JD"]
# 4 players, dealer 0 sits out: seats 1, 2, 3 play.
C4 = ["", "9H JH 9S JS QS KS 9D", "AH 10H KH QH AS 10S AD", "AC 10C KC QC JC 9C JD"]


def three(*moves: str, **opts: object) -> Game:
    g = start(new_game(**opts), A, A_TALON)  # type: ignore[arg-type]
    play(g, *moves)
    return g


def two(*moves: str, **opts: object) -> Game:
    g = start(new_game(n=2, **opts), B2, B2_TALONS)  # type: ignore[arg-type]
    play(g, *moves)
    return g


def four(*moves: str, **opts: object) -> Game:
    g = start(new_game(n=4, **opts), C4, A_TALON)  # type: ignore[arg-type]
    play(g, *moves)
    return g


def refused(g: Game, move: str, reason: str) -> None:
    action = parse_action(move)
    assert g.reason(action) == reason
    before = g.observation(action.seat)
    with pytest.raises(IllegalActionError) as e:
        g.apply(action)
    assert e.value.reason == reason
    assert g.observation(action.seat) == before


GOLDEN = {"golden_round": "on"}
# classic, 3 players, dealer 0: seat 1 is forehand, seat 2 speaks first.
CASES = [
    # bid / pass
    ("golden bid", lambda: three(**GOLDEN), "2 bid 110", "there is no bidding in a golden deal"),
    ("golden bid, to act", lambda: three(**GOLDEN), "1 bid 130",
     "there is no bidding in a golden deal"),
    ("golden pass", lambda: three(**GOLDEN), "0 pass", "there is no bidding in a golden deal"),
    ("bid after passing", lambda: three("2 pass"), "2 bid 110",
     "you have passed: you take no further part in the bidding"),
    ("pass after passing", lambda: three("2 pass"), "2 pass",
     "you have passed: you take no further part in the bidding"),
    ("bid after the auction", lambda: three("2 pass", "0 pass"), "0 bid 110",
     "the bidding is over"),
    ("sitter bids", lambda: start(new_game(n=4), C4, A_TALON), "0 bid 110",
     "seat 0 does not play this deal"),
    ("sitter plays", lambda: start(new_game(n=4), C4, A_TALON), "0 play AH",
     "seat 0 does not play this deal"),
    ("sitter claims a bad talon", lambda: four("2 pass", "3 pass", redeal_bad_talon="on"),
     "0 redeal", "seat 0 does not play this deal"),
    ("sitter announces dark", lambda: four(dark_game="on"), "0 dark",
     "seat 0 does not play this deal"),
    ("barrel deal pass", lambda: three(barrel_mode="talon", totals=[0, 880, 0]), "2 pass",
     "there is no bidding in a barrel deal"),
    # dark
    ("golden dark", lambda: three(dark_game="on", **GOLDEN), "1 dark",
     "there is no bidding in a golden deal"),
    # redeal
    ("defender claims a bad talon", lambda: three("2 pass", "0 pass", redeal_bad_talon="on"),
     "0 redeal", "only the declarer may redeal a bad talon"),
    # take
    ("take with one talon", lambda: three("2 pass", "0 pass"), "1 take 0",
     "there is only one talon in this game: the declarer takes it"),
    ("defender takes", lambda: two("0 pass"), "0 take 1", "only the declarer chooses a talon"),
    # give / discard
    ("defender gives", lambda: three("2 pass", "0 pass"), "0 give 9H 2",
     "only the declarer passes cards"),
    ("give during the bidding", lambda: three(), "0 give 9H 1", "the bidding is not over"),
    ("defender discards", lambda: two("0 pass", "1 take 0"), "0 discard 9H",
     "only the declarer lays cards aside"),
    # raise / concede
    ("defender raises", lambda: three("2 pass", "0 pass"), "2 raise 110",
     "only the declarer may raise the contract"),
    ("defender concedes", lambda: three("2 pass", "0 pass"), "0 concede",
     "only the declarer may concede"),
    ("concede during the bidding", lambda: three(), "1 concede",
     "the bidding is not over"),
    ("concede off", lambda: three("2 pass", "0 pass", concede="off"), "2 concede",
     "these rules do not allow conceding"),
    # play / declare
    ("defender leads", lambda: three("2 pass", "0 pass", "1 give QD 2", "1 give KD 0"),
     "0 play 9H", "the declarer leads to the first trick"),
    ("defender declares", lambda: three("2 pass", "0 pass", "1 give QD 2", "1 give KD 0"),
     "2 declare KC", "the declarer leads to the first trick"),
    ("play during the bidding", lambda: three(), "0 play 9H", "no card can be played yet"),
    ("declare during the bidding", lambda: three(), "1 declare KH",
     "no card can be played yet"),
]


@pytest.mark.parametrize("make, move, reason", [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_refusal_names_the_real_reason(make, move: str, reason: str) -> None:  # type: ignore[no-untyped-def]
    refused(make(), move, reason)


def test_turn_order_still_named_when_it_is_the_reason() -> None:
    g = three("2 pass", "0 pass", "1 give QD 2", "1 give KD 0", "1 play AH")
    refused(g, "0 play 9H", "it is not your turn (seat 2 is to act)")
    refused(three(), "0 bid 110", "it is not your turn (seat 2 is to act)")
