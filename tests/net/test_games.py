"""Whole games over real sockets on 127.0.0.1: a host process and client processes play to
the end, and the scores the clients were told equal a replay of the host's record."""

from __future__ import annotations

from pathlib import Path

import pytest

from thousand_app.kinds import REGISTRY

from .procs import Server, bot, bot_result, totals_of


def play(tmp_path: Path, game: str, players: int, people: int, *extra: str) -> None:
    server = Server(tmp_path, game, players, people, *extra)
    bots = [bot(server.port, f"P{i}", seed=i) for i in range(people)]
    results = [bot_result(b, timeout=300) for b in bots]
    status, out, err = server.finish()
    assert status == 0, (out, err)
    replayed = server.replayed_totals(REGISTRY.get(game))
    for code, lines in results:
        assert code == 0, lines
        assert totals_of(lines) == replayed
    said = server.log() + err
    assert "Traceback" not in said, said[said.find("Traceback") - 500:][:4000]
    assert f"over {replayed}".replace(" ", "") in out.replace(" ", "")


@pytest.mark.parametrize("players,people", [(3, 2), (2, 2), (4, 3)])
def test_a_whole_card_deal(tmp_path: Path, players: int, people: int) -> None:
    play(tmp_path, "cards", players, people, "--deals", "1")


@pytest.mark.slow
@pytest.mark.parametrize("players,people", [(2, 2), (3, 1)])
def test_a_whole_dice_game(tmp_path: Path, players: int, people: int) -> None:
    play(tmp_path, "dice", players, people)


@pytest.mark.slow
def test_a_whole_card_game(tmp_path: Path) -> None:
    play(tmp_path, "cards", 3, 2)
