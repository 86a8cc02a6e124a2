"""The card game as the registry knows it (:class:`~thousand_app.games.registry.GameKind`)."""

from __future__ import annotations

from typing import Any, Optional, Sequence

from .ai import LEVELS, MEASURE_LEVELS
from .files import FILES
from thousand_app.games.registry import GameKind

__all__ = ["KIND"]


def _replay(argv: Sequence[str]) -> int:
    from thousand_app.cards.engine.cli import main
    return main(argv)


def _make_player(level: str, seed: Optional[int]) -> Any:
    from .ai import make_player
    return make_player(level, seed)


KIND = GameKind(
    name="cards", record_format="thousand-record", described="a card game", seats=(2, 4),
    levels=LEVELS, measure_levels=MEASURE_LEVELS,
    replay_main=_replay, make_player=_make_player, files=FILES)
