"""The card game's files as storage keeps them (:class:`~thousand_app.games.saving.GameFiles`).

The save (``thousand-save``, schema 2; version 1 is migrated), the record
(``thousand-record``, record-format.md), the autosave ``autosave.json``, and the statistics per
human player name, derived from the finished deals of each game (tables ``games``,
``game_players``, ``player_totals``).
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import asdict, dataclass, fields
from typing import Any, Optional, Sequence

from thousand_app.games.saving import GameFiles, PlayerCounts, StatsTables

from .engine import Game, RecordError, ThousandError
from .engine.game import UNDO_DEPTH
from .engine.record import replay as replay_record
from .engine.record import to_record

__all__ = ["FILES", "PlayerStats", "contribution", "derived_game_id"]

#: The computer levels a seat of a save may name (``thousand_app.cards.ai.make_player`` builds
#: each; a test checks).  A save naming another level (written by a newer version, or by
#: hand) is refused.
SEAT_LEVELS = ("random", "greedy", "easy", "normal", "hard")


@dataclass
class PlayerStats(PlayerCounts):
    """What one person has done, over every game played under that name."""

    deals_played: int = 0       # finished deals, redeals not counted
    deals_declared: int = 0     # deals this player won the auction (conceded ones included)
    deals_made: int = 0         # declared deals whose contract was made
    contract_sum: int = 0       # sum of the contracts declared (for the average)
    best_game: Optional[int] = None   # highest final total of a finished game
    bolts: int = 0
    barrel_falls: int = 0

    @property
    def average_contract(self) -> Optional[float]:
        return self.contract_sum / self.deals_declared if self.deals_declared else None

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


COUNTS = tuple(f.name for f in fields(PlayerStats) if f.name not in ("name", "best_game"))


def contribution(game: Game, humans: Sequence[tuple[int, str]],
                 takebacks: bool = False) -> list[tuple[int, PlayerStats]]:
    """(seat, statistics) of each human seat (``humans``: (seat, name)) from this game's
    finished deals.

    A game where moves were taken back (``takebacks``) counts as played, finished and won
    but sets no best result."""
    out: list[tuple[int, PlayerStats]] = []
    finished = game.is_over
    for seat, name in humans:
        p = PlayerStats(name)
        for summary in game.history:
            if not summary.redeal:
                p.deals_played += 1
            if summary.declarer == seat and summary.contract is not None:
                p.deals_declared += 1
                p.contract_sum += summary.contract
                if summary.made:
                    p.deals_made += 1
            for note in summary.notes:
                if note.seat != seat:
                    continue
                if note.kind == "bolt":
                    p.bolts += 1
                elif note.kind == "barrel_fall":
                    p.barrel_falls += 1
        if game.history:
            p.games_played = 1
            if finished:
                p.games_finished = 1
                p.games_won = int(game.winner == seat)
                p.best_game = None if takebacks else game.totals[seat]
        out.append((seat, p))
    return out


def _due(game: Game, takebacks: bool) -> Any:
    """A card game is recorded after every deal, at its end, and when moves were first taken
    back."""
    return (len(game.history), game.is_over, takebacks)


def derived_game_id(record: Any) -> str:
    """A stable id for a game that has none: from its rules, players, seed and first deal.

    The same game saved at different moments gets the same id, so statistics
    of a migrated game are still counted once.
    """
    head: dict[str, Any] = {}
    if isinstance(record, dict):
        head = {k: record.get(k) for k in ("rules", "players", "first_dealer", "seed",
                                           "start_totals")}
        deals = record.get("deals")
        if isinstance(deals, list) and deals and isinstance(deals[0], dict):
            head["first_deal"] = {k: deals[0].get(k) for k in ("hands", "talon", "dead")}
    text = json.dumps(head, sort_keys=True, ensure_ascii=True, default=str)
    return "g-" + hashlib.sha256(text.encode("ascii")).hexdigest()[:20]


def _save_v1_to_v2(doc: dict[str, Any]) -> dict[str, Any]:
    """Save schema 1 (``"players"``: names, every seat a person) to 2 (``"game_id"`` and
    ``"seats"``)."""
    players = doc.get("players")
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise ValueError("'players' must be a list of names (schema version 1)")
    out = {k: v for k, v in doc.items() if k != "players"}
    out["schema_version"] = 2
    out["game_id"] = derived_game_id(doc.get("record"))
    out["seats"] = [{"name": p, "kind": "human", "level": None} for p in players]
    return out


FILES = GameFiles(
    save_format="thousand-save", save_schema=2, save_migrations={1: _save_v1_to_v2},
    game_type=Game, to_record=to_record,
    replay=lambda record: replay_record(record, keep_undo=True),
    errors=(RecordError, ThousandError), derived_id=derived_game_id, entries="deals",
    undo_depth=UNDO_DEPTH, seat_levels=SEAT_LEVELS, keeps_analyses=True,
    autosave_name="autosave.json",
    stats=StatsTables(prefix="", length="deals", record=PlayerStats, counts=COUNTS,
                      best="best_game", flags=("takebacks",), contribution=contribution,
                      due=_due, listed=lambda p: bool(p.games_played or p.deals_played)))
