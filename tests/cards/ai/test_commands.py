"""The tournament and latency commands run and print the documented JSON."""

from __future__ import annotations

import json

import pytest

from thousand_app.cards.ai import latency
from thousand_app.cards.ai import tournament


def test_tournament_deals_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert tournament.main(["--a", "easy", "--b", "greedy", "--deals", "3", "--seed", "2",
                            "--workers", "1", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data) == {"a", "b", "deals", "mean", "ci_low", "ci_high"}
    assert data["deals"] == 3 and data["ci_low"] <= data["mean"] <= data["ci_high"]


@pytest.mark.parametrize("players", [2, 4])
def test_tournament_games_json(capsys: pytest.CaptureFixture[str], players: int) -> None:
    assert tournament.main(["--a", "greedy", "--b", "random", "--games", "2", "--players",
                            str(players), "--preset", "family", "--workers", "2",
                            "--deal-cap", "30", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data) == {"a", "b", "games", "a_win_rate", "ci_low", "ci_high"}
    assert 0 <= data["ci_low"] <= data["a_win_rate"] <= data["ci_high"] <= 1


@pytest.mark.parametrize("workers", ["1", "2"])
def test_tournament_progress_lines_are_the_shorter_tournaments(
        capsys: pytest.CaptureFixture[str], workers: str) -> None:
    """--progress prints one line per deal, and line k is what --deals k prints."""
    common = ["--a", "easy", "--b", "greedy", "--seed", "5", "--players", "4", "--json"]
    assert tournament.main(common + ["--deals", "3", "--workers", workers, "--progress"]) == 0
    out = capsys.readouterr()
    lines = [json.loads(line) for line in out.err.splitlines()]
    assert [d["deals"] for d in lines] == [1, 2, 3]
    assert lines[-1] == json.loads(out.out)
    assert "playing_mean" in lines[-1]
    tournament.main(common + ["--deals", "2", "--workers", "1"])
    assert json.loads(capsys.readouterr().out) == lines[1]


def test_tournament_is_reproducible(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["--a", "normal", "--b", "easy", "--deals", "2", "--seed", "4", "--budget", "0.1",
            "--workers", "1", "--json"]
    tournament.main(args)
    first = capsys.readouterr().out
    tournament.main(args)
    assert capsys.readouterr().out == first


def test_duplicate_arrangements_cover_every_seat() -> None:
    for n in (2, 3, 4):
        patterns = tournament.arrangements(n)
        for s in range(n):
            assert any(p[s] for p in patterns) and any(not p[s] for p in patterns)


def test_latency_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert latency.main(["--deals", "1", "--levels", "easy,greedy", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data) == {"easy", "greedy"}
    assert set(data["easy"]) == {"p50_s", "p95_s", "max_s", "decisions"}
