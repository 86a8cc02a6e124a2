"""Dice computer players: legal decisions, determinism, the settlement model, tournaments."""

from __future__ import annotations

import json
import random

import pytest

from thousand_app.dice.engine.actions import Keep, Stop
from thousand_app.dice.ai.latency import measure
from thousand_app.dice.ai.model import PState, settle
from thousand_app.dice.ai.driver import run_game
from thousand_app.dice.ai.players import LEVELS, THROW_AGAIN, Decision, make_player
from thousand_app.dice.ai.tournament import main as tournament_main
from thousand_app.dice.ai.tournament import play_game
from thousand_app.dice.engine.events import TurnEnded
from thousand_app.dice.engine.game import DiceGame, DiceObservation, draw_throw
from thousand_app.dice.engine.rules import DiceRules

PRESETS = ("classic", "exact_thousand", "barrel_900")


def _play(rules: DiceRules, levels: list[str], seed: int, max_turns: int = 400) -> list[str]:
    """Play a game checking every decision against the legal actions; the decisions."""
    players = [make_player(lv, seed * 10 + k) for k, lv in enumerate(levels)]
    log: list[str] = []

    def check(seat: int, obs: DiceObservation, choice: Decision, took: float) -> None:
        if choice == THROW_AGAIN:
            assert obs.pending == "choice" and choice in obs.legal_actions
        else:
            assert isinstance(choice, (Keep, Stop)) and choice in obs.legal_actions
        log.append(str(choice))
    run_game(DiceGame(rules, len(levels)), players, random.Random(seed), max_turns, check)
    return log


@pytest.mark.slow
@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("n", range(2, 9))
def test_every_level_plays_only_legal_moves(preset: str, n: int) -> None:
    rules = DiceRules.preset(preset)
    for k, level in enumerate(LEVELS):
        if level == "hard" and n > 4:
            continue  # below: hard in big games, fewer of them
        others = [LEVELS[(k + j) % len(LEVELS)] for j in range(1, n)]
        _play(rules, [level] + others, seed=100 * n + k, max_turns=60 if level == "hard" else 400)


@pytest.mark.parametrize("preset", PRESETS)
def test_hard_in_a_big_game(preset: str) -> None:
    _play(DiceRules.preset(preset), ["hard", "normal", "easy", "random", "normal", "hard",
                                     "easy", "normal"], seed=7, max_turns=40)


def test_custom_rules_without_a_table() -> None:
    rules = DiceRules.preset("classic", keep_all="on", bolts="opening", dump_truck="strict",
                             overtake_penalty=50, finish="over", pits=[[200, 300]])
    for level in LEVELS:
        _play(rules, [level, "normal", "easy"], seed=3)


@pytest.mark.parametrize("level", LEVELS)
def test_decisions_are_deterministic_for_a_seed(level: str) -> None:
    rules = DiceRules.preset("barrel_900")
    a = _play(rules, [level, "normal"], seed=11, max_turns=80)
    b = _play(rules, [level, "normal"], seed=11, max_turns=80)
    assert a == b and len(a) > 10


@pytest.mark.parametrize("preset", PRESETS + ("custom",))
def test_settlement_model_matches_the_engine(preset: str) -> None:
    """The players' look-ahead settles every turn end exactly as the engine does."""
    if preset == "custom":
        rules = DiceRules.preset("classic", bolts="opening", bolt_limit=2, overtake_penalty=50,
                                 barrel_attempts=2, barrel_fall="entry", barrel_falls_zero=2,
                                 dump_truck="on", dump_truck_value=255, target=600, barrel_at=450, entry_threshold=50)
    else:
        rules = DiceRules.preset(preset)
    checked = 0
    for seed in range(12):
        n = 2 + seed % 3
        players = [make_player("easy" if (seed + k) % 2 else "normal", k) for k in range(n)]
        game = DiceGame(rules, n)
        rng = random.Random(seed)
        while game.winner is None and game.turn_index < 300:
            if game.pending == "throw":
                before = _states(game)
                mover = game.to_act
                events = game.apply(draw_throw(rng, game.d))
            else:
                obs = game.observation(game.to_act)
                choice = players[obs.seat].act(obs)
                before = _states(game)
                mover = game.to_act
                events = game.apply(draw_throw(rng, game.d) if choice == THROW_AGAIN
                                    else choice)
            for e in events:
                if isinstance(e, TurnEnded) and e.summary.end != "win":
                    assert mover is not None
                    s = e.summary
                    # a bust's turn total is the one before the empty throw: 0 = no keep yet
                    got = settle(rules, before, mover, s.end, s.turn_total)
                    assert tuple(p.total for p in got) == s.totals, (s, before)
                    assert tuple(p.entry for p in got) == s.entry
                    assert tuple(p.falls for p in got) == s.falls
                    assert tuple(p.bolts for p in got) == s.bolts
                    assert tuple(p.overshoots for p in got) == s.overshoots
                    att = tuple(p.attempts if rules.barrel_at and p.total == rules.barrel_at
                                else None for p in got)
                    assert att == s.barrel
                    checked += 1
    assert checked > 100


def _states(game: DiceGame) -> tuple[PState, ...]:
    return tuple(PState(game.totals[k], game.entry[k], game.barrel_attempts[k] or 0,
                        game.falls[k], game.bolts[k], game.overshoots[k])
                 for k in range(game.n))


def test_tournament_command(capsys: pytest.CaptureFixture[str]) -> None:
    assert tournament_main(["--a", "easy", "--b", "random", "--games", "20", "--seed", "3",
                            "--workers", "1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert {"a", "b", "games", "a_win_rate", "ci_low", "ci_high"} <= set(out)
    assert out["games"] == 20 and out["ci_low"] <= out["a_win_rate"] <= out["ci_high"]
    assert out["a_win_rate"] > 0.5


def test_common_random_numbers_same_players_same_game() -> None:
    rules = DiceRules()
    a = play_game(rules, [make_player("normal", 1), make_player("easy", 2)], 99)
    b = play_game(rules, [make_player("normal", 1), make_player("easy", 2)], 99)
    assert a == b


def test_latency_measure_runs() -> None:
    r = measure("normal", games=1)
    assert r["decisions"] > 0 and 0 <= r["p50_s"] <= r["p95_s"] <= r["max_s"]


def test_tournament_progress_is_the_shorter_tournament() -> None:
    """With one worker the result so far comes after every job; the first k sets of a run
    are the run of k sets with the same seed."""
    from thousand_app.dice.ai.tournament import PROGRESS_SETS, run
    seen: list[dict[str, object]] = []
    full = run("easy", "random", 4 * PROGRESS_SETS, seed=8, players=2, progress=seen.append)
    games = [int(str(s["games"])) for s in seen]
    assert len(games) > 2 and games == sorted(games) and games[-1] == full["games"]
    assert all(0 < b - a <= 2 * PROGRESS_SETS for a, b in zip([0] + games, games))
    assert seen[-1]["a_win_rate"] == full["a_win_rate"]
    part = seen[1]
    shorter = run("easy", "random", games[1], seed=8, players=2)
    assert shorter["games"] == part["games"] and shorter["a_win_rate"] == part["a_win_rate"]
    assert shorter["ci_low"] == part["ci_low"]


def test_tournament_in_parts_adds_up_to_the_whole_run() -> None:
    """A run from set k on is what the longer run adds after its first k sets, so the wins
    of the parts add up to the wins of the whole run."""
    from thousand_app.dice.ai.tournament import run
    whole = run("normal", "easy", 30, seed=5, players=3, workers=1)
    head = run("normal", "easy", 12, seed=5, players=3, workers=1)
    tail = run("normal", "easy", 18, seed=5, players=3, workers=1, first_set=4)
    assert head["games"] + tail["games"] == whole["games"] == 30

    def wins(r: dict[str, object]) -> int:
        return round(float(str(r["a_win_rate"])) * int(str(r["games"])))
    assert wins(head) + wins(tail) == wins(whole)
    seat0 = [round(float(str(r["seat0_win_rate"])) * int(str(r["games"])))
             for r in (head, tail, whole)]
    assert seat0[0] + seat0[1] == seat0[2]


def test_hard_chance_ranks_its_own_decisions() -> None:
    """``HardPlayer.chance`` (what the hint shows) is the value hard decides by: the keep it
    takes has the highest chance of the legal keeps, and it stops exactly when stopping is
    worth at least a throw; a throw owed is valued too; no table, no chance."""
    hard = make_player("hard", 5)
    rng = random.Random(5)
    game = DiceGame(DiceRules.preset("classic"), 2)
    seen = {"keep": 0, "choice": 0, "throw": 0}
    while sum(seen.values()) < 300 and not game.is_over:
        obs = game.observation()
        if obs.pending == "throw":
            c = hard.chance(obs, THROW_AGAIN)
            assert c is not None and 0.0 <= c <= 1.0
            seen["throw"] += 1
            game.apply(draw_throw(rng, obs.d))
            continue
        choice = hard.act(obs)
        if obs.pending == "keep":
            values = [hard.chance(obs, a) for a in obs.legal_actions if isinstance(a, Keep)]
            best = hard.chance(obs, choice)
            assert best is not None and best == max(v for v in values if v is not None)
        else:
            stop, throw = hard.chance(obs, Stop()), hard.chance(obs, THROW_AGAIN)
            assert stop is not None and throw is not None
            if Stop() in obs.legal_actions:
                assert isinstance(choice, Stop) == (stop >= throw)
        seen[obs.pending] += 1
        game.apply(draw_throw(rng, obs.d) if isinstance(choice, str) else choice)
    assert all(seen.values())
    custom = DiceRules.preset("classic", keep_all="on")
    obs = DiceGame(custom, 2).observation()
    assert hard.chance(obs, THROW_AGAIN) is None


def test_hard_values_several_opponents_as_independent_duels() -> None:
    """With three or more players an end of the turn is worth the product of the chances of
    beating each opponent (the table's two-player game): every opponent lowers it, the
    strongest one alone gives more."""
    from thousand_app.dice.ai.players import HardPlayer

    hard = HardPlayer(1)
    rules = DiceRules()
    table = hard._table(rules)
    assert table is not None
    me, near, far = PState(600, 75), PState(700, 75), PState(0)

    def duel(o: PState) -> float:
        return 1.0 - table.value(o, me)

    assert hard._value(table, (me, near), 0) == duel(near)
    three = hard._value(table, (me, near, far), 0)
    assert three == pytest.approx(duel(near) * duel(far))
    assert three < duel(near) < duel(far)
    four = hard._value(table, (me, near, far, near), 0)
    assert four == pytest.approx(duel(near) ** 2 * duel(far)) and four < three
    assert hard._value(table, (near, me, far), 1) == pytest.approx(three)   # any seat


def test_the_min_valuation_is_the_old_one_kept_to_measure_against() -> None:
    """``HardPlayer(valuation="min")`` (research only: no level of the app or the tournament
    makes it) values an end of the turn by the chance against the opponent the table rates
    most dangerous; with two players both valuations agree; its programmes are cached apart
    from hard's; an unknown valuation is refused."""
    from thousand_app.dice.ai.players import LEVELS, MEASURE_LEVELS, HardPlayer, TurnCache

    assert "hard_min" not in LEVELS + MEASURE_LEVELS
    with pytest.raises(ValueError, match="unknown level 'hard_min'"):
        make_player("hard_min", 1)
    rules = DiceRules()
    cache = TurnCache()
    hard, old = HardPlayer(1, cache=cache), HardPlayer(1, valuation="min")
    assert isinstance(old, HardPlayer) and old.valuation == "min"
    old.cache = cache
    table = hard._table(rules)
    assert table is not None
    me, near, far = PState(600, 75), PState(700, 75), PState(0)
    assert old._value(table, (me, near), 0) == hard._value(table, (me, near), 0)
    assert old._value(table, (me, near, far), 0) == 1.0 - table.value(near, me)
    assert old._value(table, (far, me, near), 1) == 1.0 - table.value(near, me)
    with pytest.raises(ValueError, match="valuation 'max'"):
        HardPlayer(1, valuation="max")
    game = DiceGame(rules, 3)
    obs = game.observation(0)
    a, b = hard.turn_values(obs), old.turn_values(obs)
    assert a is not None and b is not None and a is not b
    assert cache.stats()["positions"] == 2

