"""The AI's scoring (``ai.scoring.deal_totals`` and ``search.Judge``) against the engine's
``settle``: random finished deals, 2, 3 and 4 players, every preset, start totals near the
barrel and the dump truck, bolts about to fall due, golden rounds, dark games, concessions."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter

import pytest

from thousand_app.cards.ai.scoring import DealResult, MatchView, deal_totals
from thousand_app.cards.ai.search import WIN_VALUE, Judge
from thousand_app.cards.engine import PRESETS, Concede, Game, Redeal, Rules, mask_of
from thousand_app.cards.engine.events import TalonTaken

pytestmark = pytest.mark.slow

#: Option sets tried with every preset (besides the preset's own values).
VARIANTS: list[dict[str, object]] = [
    {},
    {"dark_game": "on", "golden_round": "on", "bolts": "consecutive"},
    {"barrel_mode": "talon", "barrel_collision": "coexist", "dump_truck": "positive"},
    {"concede_third_penalty": "on", "concede_payout": "sixty", "bolt_on": "no_points",
     "barrel_three_falls_zero": "off", "sitter_scores": "aces_and_marriage"},
    {"dark_game": "on", "round_defenders": "off", "barrel_attempts": 1, "golden_round": "on",
     "golden_reset": "off", "sitter_scores": "none"},
]


def _start(rng: random.Random, rules: Rules, n: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Start totals near the thresholds (the barrel, on it, the dump truck) and bolts."""
    near = [rules.barrel_at, rules.barrel_at - 5, rules.barrel_at - 120, 780,
            rules.dump_truck_value - 5, rules.dump_truck_value - 120, 450, 0, -440]
    totals = tuple(rng.choice(near) if rng.random() < 0.7 else rng.randrange(-40, 177) * 5
                   for _ in range(n))
    bolts = tuple(rng.randrange(3) for _ in range(n))
    return totals, bolts


def _play_deal(game: Game, rng: random.Random) -> None:
    """Random legal actions to the deal's end (claims and concessions now and then)."""
    while game.to_act is not None:
        legal = game.legal_actions()
        if game.claims_open:        # a claim now and then, else declined
            claims = legal[1:]
            game.apply(rng.choice(claims) if rng.random() < 0.4 else legal[0])
            continue
        rare = [a for a in legal if isinstance(a, (Redeal, Concede))]
        usual = [a for a in legal if not isinstance(a, (Redeal, Concede))]
        pick = rare if rare and (not usual or rng.random() < 0.08) else usual
        game.apply(rng.choice(pick))


def _talon(game: Game) -> int:
    """The talon of the deal just played (taken by the declarer: the 4-player sitter's score)."""
    for e in game.deal_events():
        if isinstance(e, TalonTaken) and e.cards is not None:
            return mask_of(e.cards)
    raise AssertionError("no talon taken")


def _relative(deltas: tuple[int, ...], active: tuple[int, ...], seat: int,
              winner: int | None) -> float:
    others = [s for s in active if s != seat]
    u = deltas[seat] - sum(deltas[s] for s in others) / len(others)
    if winner == seat:
        u += WIN_VALUE
    elif winner in others:
        u -= WIN_VALUE / len(others)
    return u


@pytest.mark.parametrize("n", [2, 3, 4])
def test_ai_scoring_agrees_with_settle(n: int) -> None:
    rng = random.Random(1000 + n)
    notes: Counter[str] = Counter()
    checked = 0
    for preset in PRESETS:
        for variant in VARIANTS:
            rules = Rules.preset(preset, **variant)
            for g in range(10):
                totals, bolts = _start(rng, rules, n)
                game = Game(rules, n, start_totals=totals, start_bolts=bolts,
                            seed=rng.randrange(1 << 30), deal=False, keep_undo=False)
                for _ in range(8):
                    if game.is_over:
                        break
                    game.deal()
                    match = game.match
                    obs = game.observation(game.to_act or 0)
                    _play_deal(game, rng)
                    summary = game.history[-1]
                    if summary.redeal:
                        continue
                    assert summary.declarer is not None and summary.contract is not None
                    view = MatchView(rules, n, obs.active, match.totals, match.bolts,
                                     match.barrel, match.falls, match.concessions,
                                     summary.golden, summary.dark, summary.barrel_deal,
                                     match.golden_played, match.golden_made)
                    result = DealResult(summary.declarer, summary.contract, bool(summary.made),
                                        summary.points, tuple(t > 0 for t in summary.tricks),
                                        summary.conceded, _talon(game) if n == 4 else 0)
                    assert deal_totals(view, result) == (summary.totals, game.winner), (
                        preset, variant, summary)
                    # The Judge's utility of that outcome, for every seat in the deal.
                    for seat in obs.active:
                        judge = Judge(obs, seat, summary.declarer, summary.contract,
                                      summary.dark)
                        judge.view = dataclasses.replace(
                            judge.view, golden_played=match.golden_played,
                            golden_made=match.golden_made)
                        want = _relative(summary.deltas or (0,) * n, obs.active, seat,
                                         game.winner)
                        if summary.conceded and seat == summary.declarer:
                            got = judge.concede_utility(summary.contract)
                        else:
                            got = judge._relative(result)
                        assert got == pytest.approx(want), (preset, variant, seat, summary)
                    notes.update(note.kind for note in summary.notes)
                    notes.update(k for k, on in (("dark", summary.dark),
                                                 ("golden", summary.golden),
                                                 ("conceded", summary.conceded),
                                                 ("barrel_deal", summary.barrel_deal)) if on)
                    checked += 1
    assert checked >= 600
    wanted = {"barrel_on", "barrel_fall", "dump_truck", "bolt_penalty", "win", "golden",
              "dark", "conceded", "concede_payout", "barrel_deal"}
    if n == 4:
        wanted.add("sitter")
    assert wanted <= set(notes), wanted - set(notes)


def test_judge_smooths_between_made_and_failed() -> None:
    """With a spread, the utility lies between the failed and the made outcome, and the
    unknown bolts (won = -1) count none."""
    game = Game(Rules.preset("classic"), 3, seed=4)
    obs = game.observation(0)
    sharp = Judge(obs, 0, 0, 120)
    soft = Judge(obs, 0, 0, 120, sigma=16.0)
    made, failed = sharp.utility(130, 30), sharp.utility(110, 50)
    assert made > 0 > failed
    assert failed < soft.utility(119, 41) < made
    assert sharp.utility(130, 30, won=-1) == sharp.utility(130, 30, won=0b111)
