"""A move shown is a move kept, at a local table (issue 33.13): the table is given a move's
events only once the autosave holding the move is written."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from thousand_app.cards.engine import Game, Rules
from thousand_app.storage import Storage
from thousand_app.ui.cards.controller import COMPUTER, GameController, Seat
from thousand_app.kinds import REGISTRY


def test_the_local_table_shows_a_move_once_it_is_saved(qtbot: Any, tmp_path: Path) -> None:
    storage = Storage(REGISTRY, base_dir=tmp_path, log=False)
    game = Game(Rules(), 3, players=["A", "B", "C"], seed=5)
    c = GameController(game, [Seat(n, COMPUTER, "easy") for n in "ABC"], storage=storage,
                       pace_ms=0, ai_seed=1)
    kept: list[bool] = []

    def shown(_events: Any) -> None:
        saved = storage.load_autosave("cards")
        moves = sum(len(m) for _, m in game.deals)
        kept.append(saved is not None and sum(len(m) for _, m in saved.game.deals) >= moves)
        if len(kept) < 12:
            c.proceed()

    c.events.connect(shown)
    c.proceed()
    qtbot.waitUntil(lambda: len(kept) >= 12, timeout=30_000)
    c.close()
    assert all(kept), kept
