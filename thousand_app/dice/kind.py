"""The dice game as the registry knows it (:class:`~thousand_app.games.registry.GameKind`)."""

from __future__ import annotations

from typing import Any, Optional, Sequence

from thousand_app.dice.ai.players import LEVELS, MEASURE_LEVELS
from thousand_app.dice.files import FILES
from thousand_app.games.registry import GameKind

__all__ = ["KIND"]


def _replay(argv: Sequence[str]) -> int:
    from thousand_app.dice.engine.cli import main
    return main(argv)


def _make_player(level: str, seed: Optional[int]) -> Any:
    from thousand_app.dice.ai.players import make_player
    return make_player(level, 0 if seed is None else seed)


KIND = GameKind(
    name="dice", record_format="thousand-dice-record", described="a dice game", seats=(2, 8),
    levels=LEVELS, measure_levels=MEASURE_LEVELS,
    replay_main=_replay, make_player=_make_player, files=FILES)
