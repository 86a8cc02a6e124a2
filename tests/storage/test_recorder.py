"""GameRecorder for both games: a finished game's statistics are written before its autosave
is removed (issue 27, point 3), and a save's cost where the game lives does not grow with the
game's length: the record's finished deals and turns are kept as text (point 7)."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as hs

from thousand_app.dice.engine import DiceGame, DiceRules
from thousand_app.dice.engine.record import to_record as dice_to_record
from thousand_app.cards.engine import Game, Rules
from thousand_app.cards.engine.record import to_record
from thousand_app.storage import GameRecorder, SeatConfig, Storage
from thousand_app.storage import snapshot as snapshot_module
from thousand_app.storage.snapshot import Snapshotter, save_bytes
from thousand_app.storage.savefile import dump_doc, make_save_doc
from thousand_app.kinds import CARDS, REGISTRY
from thousand_app.storage.savefile import kind_of

from .dice_games import dice_step, finished_dice_game
from .helpers import finished_game, random_step, seats_for


def finished(kind: str) -> Game | DiceGame:
    return finished_dice_game(seed=3) if kind == "dice" else finished_game()


def seats_of(game: Game | DiceGame) -> list[SeatConfig]:
    return [SeatConfig(p) for p in game.players]


def totals(st: Storage, kind: str) -> dict[str, Any]:
    return dict(st.stats(kind))


@pytest.mark.parametrize("kind", ["cards", "dice"])
def test_the_statistics_are_written_while_the_autosave_is_still_there(
        tmp_path: Path, kind: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A kill between the two steps must leave one of them: the row goes first."""
    st = Storage(REGISTRY, base_dir=tmp_path)
    game = finished(kind)
    rec = GameRecorder(st, game, seats_of(game), "g1")
    path = st.autosave_path_of(kind)
    path.write_bytes(b"{}")                      # the autosave of the move before the last
    seen: list[bool] = []
    real = Storage.record_stats

    def spy(self: Storage, row: Any) -> bool:
        seen.append(path.exists())
        return real(self, row)
    monkeypatch.setattr(Storage, "record_stats", spy)
    assert rec.changed()
    assert seen == [True]                        # the autosave was there when the row went in
    assert not path.exists()                     # and removed once the row was in
    assert totals(st, kind)["Anna"].games_finished == 1


@pytest.mark.parametrize("later", ["next save", "next start"])
@pytest.mark.parametrize("kind", ["cards", "dice"])
def test_a_finished_game_whose_statistics_failed_stays_under_continue_and_counts_later(
        tmp_path: Path, kind: str, later: str, monkeypatch: pytest.MonkeyPatch) -> None:
    st = Storage(REGISTRY, base_dir=tmp_path)
    game = finished(kind)
    monkeypatch.setattr(Storage, "record_stats", lambda self, row: False)
    rec = GameRecorder(st, game, seats_of(game), "g1")
    assert rec.changed()                         # the game is safe: in its autosave
    assert st.has_autosave(kind) and totals(st, kind) == {}
    monkeypatch.undo()
    if later == "next start":   # Continue loads the finished game; recording it counts it
        st = Storage(REGISTRY, base_dir=tmp_path)
        saved = st.load_autosave(kind)
        assert saved is not None and saved.game.is_over and saved.game_id == "g1"
        rec = GameRecorder(st, saved.game, saved.seats, saved.game_id)
    assert rec.changed()                         # tried again: counted, then cleared
    assert not st.has_autosave(kind)
    assert totals(st, kind)["Anna"].games_played == 1


# -- point 7: snapshots ------------------------------------------------------------------------

def play_with_undo(game: Game | DiceGame, rng: random.Random, steps: int, snaps: Snapshotter,
                   check: Any) -> None:
    """Random steps and undos; after each, the snapshot must be the engine's record."""
    for _ in range(steps):
        if game.is_over:
            break
        if rng.random() < 0.15 and game.undo():
            pass
        elif isinstance(game, DiceGame):
            dice_step(game, rng)
        else:
            random_step(game, rng)
        check(game, snaps.take(game))


def card_game(seed: int) -> Game:
    return Game(Rules.preset("classic"), 3,
                players=["Anna", "Boris", "Vera"], seed=seed, start_totals=[-5000] * 3,
                keep_undo=True)


@settings(max_examples=25, deadline=None)
@given(seed=hs.integers(0, 10**6), kind=hs.sampled_from(["cards", "dice"]))
def test_a_snapshot_is_the_engines_record_whatever_was_played_and_undone(seed: int,
                                                                         kind: str) -> None:
    rng = random.Random(seed)
    if kind == "dice":
        game: Game | DiceGame = DiceGame(DiceRules.preset("classic"), 3,
                                         players=["Anna", "Boris", "Vera"], seed=seed)
        game.keep_undo = True
    else:
        game = card_game(seed)

    def check(g: Game | DiceGame, snap: Any) -> None:
        expected = dice_to_record(g) if isinstance(g, DiceGame) else to_record(g)
        assert json.loads(snap.record_text()) == expected

    play_with_undo(game, rng, 400, Snapshotter(kind_of(game, REGISTRY)), check)


def test_a_snapshot_of_a_game_longer_than_a_chunk_joins_its_parts() -> None:
    """Past CHUNK entries taken a few at a time, the small parts are joined into one: the
    record is still the engine's (a smoke test's long dice game once failed there: the
    joined part could not keep what it joins)."""
    game = card_game(7)
    rng = random.Random(7)
    snaps = Snapshotter(CARDS)
    snap = snaps.take(game)
    while len(game.deals) < snapshot_module.CHUNK + 20 and not game.is_over:
        deals = len(game.deals)
        while len(game.deals) == deals and not game.is_over:
            random_step(game, rng)
        snap = snaps.take(game)           # (one new entry a snapshot: small parts)
    assert len(game.deals) > snapshot_module.CHUNK
    assert len(snap.parts) < snapshot_module.CHUNK // 4     # (joined)
    assert json.loads(snap.record_text()) == to_record(game)


def test_a_card_save_from_a_snapshot_is_the_save_document(tmp_path: Path) -> None:
    game = card_game(4)
    rng = random.Random(4)
    for _ in range(200):
        random_step(game, rng)
    seats = seats_for(game, (2,))
    made = json.loads(save_bytes(CARDS, Snapshotter(CARDS).take(game), seats, "gid"))
    doc = json.loads(dump_doc(make_save_doc(kind_of(game, REGISTRY), game, seats, "gid")))
    made.pop("saved_at"), doc.pop("saved_at")
    assert made == doc


def test_a_snapshot_copies_and_renders_only_what_changed_since_the_last(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The cost of a save: where the game lives, copying the last deal (and one just
    finished), rendering nothing; on the writer, rendering those only.  Never the whole
    game, however long it is."""
    game = card_game(5)
    rng = random.Random(5)
    while len(game.history) < 120:
        random_step(game, rng)
    snaps = Snapshotter(CARDS)
    snaps.take(game).record_text()              # the first one renders everything once
    rendered: list[int] = []
    copied: list[int] = []
    real_entries, real_init = snapshot_module._entries, snapshot_module._Part.__init__

    def counting(files: Any, g: Any, entries: Any, over: bool) -> list[str]:
        rendered.append(len(entries))
        return real_entries(files, g, entries, over)

    def init(self: Any, files: Any, g: Any, entries: Any, *args: Any, **kw: Any) -> None:
        copied.append(len(entries))
        real_init(self, files, g, entries, *args, **kw)
    monkeypatch.setattr(snapshot_module, "_entries", counting)
    monkeypatch.setattr(snapshot_module._Part, "__init__", init)
    for _ in range(300):
        random_step(game, rng)
        before = len(rendered)
        snap = snaps.take(game)
        assert len(rendered) == before           # nothing rendered where the game lives
        assert json.loads(snap.record_text()) == to_record(game)
    assert max(copied) <= 1 and max(rendered) <= 1
