"""Pig, registered from the test side, is played by the common layers untouched: the driver,
the tournament helpers, storage (save, resume, statistics)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from thousand_app.games.driver import play
from thousand_app.games.tournament import run_jobs, seed_of
from thousand_app.kinds import REGISTRY

from .pig.ai import make_player
from .pig.engine import PigGame, PigRules, replay, to_record

pytestmark = pytest.mark.usefixtures("pig")


def _game(seed: int) -> int:
    """One game of normal against easy on fixed seeds: the winner's seat."""
    game = PigGame(PigRules(), 2, ["Normal", "Easy"], seed=seed)
    play(game, [make_player("normal", 1), make_player("easy", 2)], random.Random(seed))
    assert game.is_over and game.winner is not None
    return game.winner


def test_the_common_driver_plays_pig_to_its_end() -> None:
    game = PigGame(PigRules(), 3, seed=5)
    seen: list[int] = []
    asked = play(game, [make_player("normal", i) for i in range(3)], random.Random(5),
                 watch=lambda seat, obs, action, took: seen.append(seat))
    assert game.is_over and asked == len(seen) > 0
    assert max(game.totals) >= 100 and game.totals[game.winner] == max(game.totals)
    assert replay(to_record(game)).output() == game.output()


def test_the_tournament_helpers_run_pig_games_the_same_on_a_seed() -> None:
    from thousand_app.games.stats import wilson

    seeds = [seed_of(36, i) for i in range(8)]
    winners = run_jobs(_game, seeds, workers=1)
    assert winners == run_jobs(_game, seeds, workers=1)
    rate, lo, hi = wilson(winners.count(0), len(winners))
    print(f"normal against easy: {rate:.2f} [{lo:.2f}, {hi:.2f}] over {len(winners)} games")
    assert 0 <= lo <= rate <= hi <= 1


def test_the_common_latency_command_times_pig_s_levels(capsys: pytest.CaptureFixture[str]
                                                       ) -> None:
    import json

    from thousand_app.games.latency import main

    def time_level(level: str, rounds: int, preset: str, players: int,
                   seed: int) -> list[float]:
        times: list[float] = []
        for r in range(rounds):
            game = PigGame(PigRules.from_options(preset, {}), players, seed=seed + r)
            play(game, [make_player(level, seed + r)] * players, random.Random(seed + r),
                 watch=lambda seat, obs, action, took: times.append(took))
        return times

    assert main(["--json", "--games", "2"], prog="pig-latency", description="Pig",
                time_level=time_level, levels=("easy", "normal"), rounds=("games", 5),
                presets=("classic", "short"), players=(2, (2, 3, 4))) == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out) == {"easy", "normal"} and all(r["decisions"] > 0 for r in out.values())


def test_thousand_replay_replays_a_pig_record(tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    import json

    from thousand_app.kinds import REGISTRY
    from thousand_app.replay_cli import main

    game = PigGame(PigRules(), 2, seed=3)
    play(game, [make_player("normal", 1), make_player("easy", 2)], random.Random(3))
    path = tmp_path / "pig.json"
    path.write_text(json.dumps(to_record(game)), "utf-8")
    assert main([str(path)], REGISTRY) == 0
    assert json.loads(capsys.readouterr().out) == game.output()
    path.write_text('{"format": "pug-record"}', "utf-8")
    assert main([str(path)], REGISTRY) == 2
    assert "'pig-record' (a game of Pig)" in capsys.readouterr().err


def test_storage_saves_resumes_and_counts_pig(tmp_path: Path) -> None:
    from thousand_app.storage import SeatConfig, Storage

    st = Storage(REGISTRY, base_dir=tmp_path)
    try:
        seats = [SeatConfig("Anna"), SeatConfig("Computer", "computer", "normal")]
        game = PigGame(PigRules(), 2, ["Anna", "Computer"])
        rng = random.Random(7)
        players = [make_player("normal", 1), make_player("normal", 2)]
        play(game, players, rng, until=lambda g: len(g.history) >= 6)
        assert st.autosave(game, seats, "pig-1") and st.has_autosave("pig")
        assert st.autosave_path_of("pig").name == "pig-autosave.json"
        saved = st.load_autosave("pig")
        assert saved is not None and saved.kind == "pig" and saved.game_id == "pig-1"
        assert to_record(saved.game) == to_record(game) and saved.seats == seats
        st.save_as("half way", game, seats, "pig-1")
        loaded = st.load("half way")
        assert loaded.kind == "pig" and to_record(loaded.game) == to_record(game)
        game = loaded.game      # (resumed: played on to its end)
        play(game, players, rng)
        assert st.update_stats("pig-1", game, seats)
        anna = st.stats("pig")["Anna"]
        assert (anna.games_played, anna.games_finished, anna.games_won) == \
            (1, 1, int(game.winner == 0))
        assert anna.turns == sum(t.player == 0 for t in game.history) > 0
        assert st.game_count("pig") == 1 and st.game_history("pig")[0]["game_id"] == "pig-1"
        assert st.take_problems() == []
    finally:
        st.close()
