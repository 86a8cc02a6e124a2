"""Refusals carry a stable code and parameters beside the English sentence."""

from __future__ import annotations

import ast
import pickle
import random
import re
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings

from thousand_app.cards.engine import (Bid, Card, DealCards, Game, Give, Layout, Pass, Play, Raise,
                                       Reason, Rules, Take)
from thousand_app.cards.engine import reasons as R

from .helpers import universe
from .test_properties import choose, game_setups

ENGINE = Path(R.__file__).parent

PLAY_CODES = {"beat_trick", "follow_suit", "beat_trump", "play_trump", "not_in_hand",
              "give_first", "discard_first", "barrel_raise_first", "no_play_yet", "declarer_leads",
              "not_your_turn", "marriage_needs_trick"}


def test_reason_is_the_sentence_and_survives_pickling() -> None:
    r = Reason("follow_suit", "must follow suit (hearts)", 3)
    assert r == "must follow suit (hearts)" and isinstance(r, str)
    back = pickle.loads(pickle.dumps(r))
    assert (back, back.code, back.params) == (r, "follow_suit", (3,))


def test_every_refused_card_in_real_deals_has_a_code_and_the_suit_it_names() -> None:
    seen: set[str] = set()
    for seed in range(12):
        rng = random.Random(seed)
        game = Game(Rules(), 3, seed=seed)
        for _ in range(200):
            if game.is_over or game.deal_state is None:
                break
            legal = game.legal_actions()
            if not legal:
                game.next_deal()
                continue
            for seat, c in ((s, c) for s in range(3) for c in range(24)):
                reason = game.reason(Play(seat, Card(c)))
                if reason is None:
                    continue
                assert isinstance(reason, Reason), reason
                assert reason.code in PLAY_CODES, reason
                seen.add(reason.code)
                if reason.code in ("follow_suit", "beat_trick", "beat_trump", "play_trump"):
                    suit = reason.params[0]
                    assert isinstance(suit, int)
                    assert ("spades", "clubs", "diamonds", "hearts")[suit] in reason
            game.apply(rng.choice(legal))
    assert {"follow_suit", "not_in_hand", "not_your_turn", "no_play_yet"} <= seen


# -- every refusal of the engine: a code of its registry, the English written from it ------

def sample_params(code: str) -> tuple[object, ...]:
    """Parameters of the kinds ``code`` takes: a suit, a card, a text, numbers."""
    numbers = iter((41, 52, 63))
    return tuple(3 if k == R.SUIT else 21 if k == R.CARD else "'x'" if k == R.TEXT
                 else next(numbers) for k in R.param_kinds(code))


def test_every_code_has_one_english_sentence_that_takes_its_parameters() -> None:
    assert R.CODES == set(R.TEXTS) and set(R.KINDS) <= R.CODES
    assert PLAY_CODES <= R.CODES
    for code in R.CODES:
        assert re.fullmatch(r"[a-z]+(_[a-z]+)*", code), code
        kinds = R.param_kinds(code)
        assert len(kinds) == R.TEXTS[code].count("{"), code
        params = sample_params(code)
        reason = R.refusal(code, *params)
        assert (reason.code, reason.params) == (code, params)
        assert "{" not in reason and reason, code
        back = pickle.loads(pickle.dumps(reason))
        assert (back, back.code, back.params) == (reason, code, params)
    assert R.refusal(R.FOLLOW_SUIT, 2) == "must follow suit (diamonds)"
    assert R.refusal(R.MARRIAGE_PARTNER, Card.parse("QS")) == "you do not hold the queen of spades"
    assert R.refusal(R.CARD_NOT_IN_HAND, Card.parse("9H")).params == (18,)   # a plain int


#: The engine's modules that decide refusals: none writes a sentence of its own.
DECIDING = ("deal.py", "core.py", "game.py")


@pytest.mark.parametrize("name", DECIDING)
def test_the_deciding_modules_refuse_only_through_the_registry(name: str) -> None:
    """A bare sentence (a string or f-string returned, raised or made a Reason) would be a
    refusal without a code: each goes through :func:`reasons.refusal`."""
    tree = ast.parse((ENGINE / name).read_text(encoding="utf-8"))
    bare = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Return) and node.value is not None:
            v = node.value
            parts = [v, *((v.body, v.orelse) if isinstance(v, ast.IfExp) else ()),
                     *(v.values if isinstance(v, ast.BoolOp) else ())]
            bare += [node.lineno for p in parts if is_text(p)]
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) in (
                "Reason", "IllegalActionError"):
            bare += [node.lineno for a in node.args[:1] if is_text(a)]
            bare += [node.lineno] if getattr(node.func, "id", None) == "Reason" else []
    assert not bare, f"{name}: lines {bare}"


def is_text(node: ast.AST) -> bool:
    return isinstance(node, ast.JoinedStr) or (isinstance(node, ast.Constant)
                                                and isinstance(node.value, str))


@settings(max_examples=25, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(game_setups())
def test_reason_is_none_exactly_for_the_legal_actions_and_else_a_known_code(
        setup: dict[str, Any]) -> None:
    """Random games under random rules: for every action any seat could try (and a few no
    seat can), ``reason`` is None iff the action is legal; a refusal is a Reason whose code
    is in the registry and whose English is the registry's sentence with its parameters;
    the seat's observation refuses with a known code too."""
    rng = random.Random(setup["seed"])
    game = Game(setup["rules"], setup["n"], seed=setup["seed"], first_dealer=setup["first_dealer"],
                start_totals=setup["totals"], start_bolts=setup["bolts"])
    n = game.n
    every = universe(n) + [Pass(n), Take(0, 2), Bid(0, 5), Raise(0, 310), Give(0, Card(0), 0)]
    steps = 0
    while not game.is_over and len(game.deals) <= 3:
        if game.needs_deal:
            check_refusal(game.reason(every[0]))
            game.deal()
            continue
        legal = {str(a) for a in game.all_legal_actions()}
        if steps % 4 == 0:
            for a in every:
                why = game.reason(a)
                assert (why is None) == (str(a) in legal), (str(a), why)
                if why is not None:
                    check_refusal(why)
            seat = game.to_act
            assert seat is not None
            obs = game.observation(seat)
            refused = dict(obs.refusals)
            for a in rng.sample(every, 20):   # as a seat holding only its observation says it
                why = None if a in obs.legal_actions else refused.get(a, obs.otherwise)
                assert (why is None) == (str(a) in legal and a.seat == seat), (str(a), why)
                if why is not None:
                    check_refusal(why)
        game.apply(choose(rng, game.all_legal_actions(), setup["calm"]))
        steps += 1
    if game.is_over:
        check_refusal(game.reason(every[0]))


def check_refusal(why: object) -> None:
    assert isinstance(why, Reason) and why.code in R.CODES, why
    assert why == R.refusal(why.code, *why.params)


def test_the_refusals_random_play_seldom_meets_have_their_codes_too() -> None:
    """Dealing (bad layouts, a deal in progress), a finished deal, an unknown action, a seat
    that is not there, a talon that is not there.  (``layout_card_missing``, ``bid_not_allowed``
    and ``raise_not_allowed`` guard what the checks before them already exclude.)"""
    game = Game(Rules(), 3, seed=1)
    d = game.deal_state
    assert d is not None
    hands, talons = d.layout.hands, d.layout.talons
    codes = {"deal_in_progress": game.reason(DealCards(d.layout)),
             "unknown_action": game.reason(Nonsense(0)), "no_seat": game.reason(Pass(3))}
    while game.deal_state is not None:
        game.apply(game.legal_actions()[0])
    codes["deal_over"] = d.reason(Pass(0))
    codes["deal_not_dealt"] = game.reason(Pass(0))
    low = [h & -h for h in hands]                          # the lowest card of each hand
    talon = talons[0]
    bad = {"layout_hands": Layout(hands[:2], talons),
           "layout_one_talon": Layout(hands, talons * 2),
           "layout_hand_size": Layout((hands[0] | low[1], hands[1] & ~low[1], hands[2]), talons),
           "layout_card_twice": Layout((hands[0], hands[1], hands[2] & ~low[2] | low[1]), talons),
           "layout_talon_size": Layout(hands, (talon & ~(talon & -talon),))}
    for code, layout in bad.items():
        codes[code] = game.reason(DealCards(layout))
    for mode, code in (("two_talons", "layout_talons_size"), ("dead_hand", "layout_dead_size")):
        two = Game(Rules(two_player_mode=mode), 2, seed=1)
        assert two.deal_state is not None
        lay = two.deal_state.layout
        fresh = Game(Rules(two_player_mode=mode), 2, seed=1, deal=False)
        if mode == "two_talons":
            codes["layout_two_talons"] = fresh.reason(DealCards(Layout(lay.hands, lay.talons[:1])))
            short = (lay.talons[0], lay.talons[1] & ~(lay.talons[1] & -lay.talons[1]))
            codes[code] = fresh.reason(DealCards(Layout(lay.hands, short)))
        else:
            codes[code] = fresh.reason(DealCards(Layout(lay.hands, lay.talons,
                                                        lay.dead & ~(lay.dead & -lay.dead))))
    codes["talon_index"] = take_a_third_talon()
    for code, why in codes.items():
        check_refusal(why)
        assert isinstance(why, Reason) and why.code == code, (code, why)


class Nonsense(Pass):
    """An action of no kind the engine knows."""


def take_a_third_talon() -> str | None:
    game = Game(Rules(two_player_mode="two_talons"), 2, seed=4)
    while game.deal_state is not None and game.deal_state.phase_name != "take":
        game.apply(game.legal_actions()[-1])
    d = game.deal_state
    assert d is not None and d.to_act is not None
    return game.reason(Take(d.to_act, 2))


def test_the_codes_are_documented_with_their_english() -> None:
    """docs/engine-api.md lists every code once, with the engine's sentence."""
    doc = (ENGINE.parents[2] / "docs" / "engine-api.md").read_text(encoding="utf-8")
    rows = re.findall(r"^\| `([a-z_]+)` \| [^|]* \| (.*) \|$", doc, re.M)
    assert sorted(code for code, _ in rows) == sorted(R.CODES)
    assert all(R.TEXTS[code] == text.replace("\\|", "|") for code, text in rows)
