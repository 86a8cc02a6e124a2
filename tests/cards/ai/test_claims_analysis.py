"""The analysis of the opening claims (issue 36, point 1): a version 2 record's Decline is a
claim decision judged against the claims, and a version 1 record (no declines written) walks
and replays to each move with the declines filled in."""

from __future__ import annotations

import json

from thousand_app.cards.ai.analyse import analyse_decision, decision_points, game_at
from thousand_app.cards.engine import Dark, Decline

from tests.conftest import EXAMPLES

V2 = json.loads((EXAMPLES / "family-dark-3p-v2" / "game_1.json").read_text())
V1 = json.loads((EXAMPLES / "family-dark-3p" / "game_1.json").read_text())


def test_a_decline_is_a_claim_decision_judged_against_the_dark_game() -> None:
    assert V2["deals"][0]["moves"][0] == "0 decline"
    assert (0, 0) in decision_points(V2, 0)
    d = analyse_decision(V2, 0, 0, budget=0.1, seed=1)
    assert d.kind == "claim" and d.action == "0 decline"
    assert {a for a, _ in d.candidates} == {"0 decline", "0 dark"}


def test_a_version_1_record_walks_with_the_declines_filled_in() -> None:
    assert V1["deals"][7]["moves"][0] == "1 dark"       # (its first moves: as version 2 has)
    game = game_at(V1, 7, 0)
    assert game.to_act == 1 and Dark(1) in game.legal_actions()
    first = V1["deals"][0]["moves"][0]                 # (seat 0 was asked and declined)
    assert first == V2["deals"][0]["moves"][1]
    game = game_at(V1, 0, 0)
    assert not game.claims_open and game.to_act == int(first.split()[0])
    assert Decline(0) not in game.legal_actions()
    assert [m for m, _ in decision_points(V1, 7)][:1] == [0]
