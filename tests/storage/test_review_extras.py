"""What a save keeps besides the game (take-backs, deal analyses) and the take-back mark in the
statistics (issue 13)."""

from __future__ import annotations

import json
import logging
import sqlite3

import pytest

from thousand_app.storage import GameRecorder, Storage
from thousand_app.storage.savefile import (GameExtras, dump_doc, make_save_doc,
                                           read_save_bytes)
from thousand_app.storage.statsdb import DB_SCHEMA, MIGRATIONS
from thousand_app.kinds import REGISTRY
from thousand_app.storage.savefile import kind_of

from .helpers import finished_game, random_game, same_game, seats_for


def analysis_doc(deal: int) -> dict[str, object]:
    return {"deal": deal, "seats": [0], "budget": 10, "seed": 0, "decisions": [],
            "verdict": {"kind": "made"}}


def test_extras_round_trip_through_a_save(st: Storage) -> None:
    game = random_game(200, seed=3)
    assert len(game.history) >= 2
    extras = GameExtras(allow_takebacks=True, takebacks=2,
                        analyses=[analysis_doc(0), analysis_doc(1)])
    st.save_as("with extras", game, seats_for(game, (1, 2)), "gid", extras)
    back = st.load("with extras")
    assert same_game(back.game, game)
    assert back.extras == extras


def test_a_save_without_extras_reads_as_before(st: Storage) -> None:
    game = random_game(60, seed=4)
    doc = make_save_doc(kind_of(game, REGISTRY), game, seats_for(game), "gid")
    assert "takebacks" not in doc and "analysis" not in doc
    back = read_save_bytes(dump_doc(doc), REGISTRY)
    assert back.extras == GameExtras()


@pytest.mark.parametrize("bad", [
    "not a list", [1, 2], [{"deal": 99}], [{"deal": "0"}], [{"deal": -1}], [{"no": "deal"}]])
def test_damaged_analysis_entries_are_dropped_never_the_game(
        bad: object, caplog: pytest.LogCaptureFixture) -> None:
    game = random_game(200, seed=3)
    doc = make_save_doc(kind_of(game, REGISTRY), game, seats_for(game), "gid",
                        extras=GameExtras(analyses=[analysis_doc(0)]))
    doc["analysis"] = bad if not isinstance(bad, list) else [analysis_doc(0), *bad]
    with caplog.at_level(logging.WARNING, logger="thousand.storage"):
        back = read_save_bytes(dump_doc(doc), REGISTRY)
    assert same_game(back.game, game)
    assert back.extras.analyses == ([] if not isinstance(bad, list) else [analysis_doc(0)])
    assert any("analysis" in r.getMessage() for r in caplog.records)


def test_a_deal_analysed_twice_in_a_file_is_kept_once() -> None:
    game = random_game(200, seed=3)
    doc = make_save_doc(kind_of(game, REGISTRY), game, seats_for(game), "gid")
    doc["analysis"] = [analysis_doc(0), analysis_doc(0)]
    assert read_save_bytes(dump_doc(doc), REGISTRY).extras.analyses == [analysis_doc(0)]


def test_damaged_takebacks_are_ignored(caplog: pytest.LogCaptureFixture) -> None:
    game = random_game(60, seed=4)
    doc = make_save_doc(kind_of(game, REGISTRY), game, seats_for(game), "gid")
    doc["takebacks"] = {"allowed": "yes", "used": -1}
    with caplog.at_level(logging.WARNING, logger="thousand.storage"):
        back = read_save_bytes(dump_doc(doc), REGISTRY)
    assert back.extras == GameExtras() and same_game(back.game, game)
    assert any("takebacks" in r.getMessage() for r in caplog.records)


def test_recorder_keeps_extras_in_the_autosave(st: Storage) -> None:
    game = random_game(100, seed=5)
    rec = GameRecorder(st, game, seats_for(game, (1, 2)), "gid",
                       extras=GameExtras(allow_takebacks=True))
    rec.changed()
    rec.extras.takebacks += 1
    rec.extras.analyses.append(analysis_doc(0))
    rec.changed()
    loaded = st.load_autosave()
    assert loaded is not None
    assert loaded.extras == GameExtras(True, 1, [analysis_doc(0)])


def test_a_game_with_takebacks_is_marked_and_sets_no_best_result(st: Storage) -> None:
    clean, marked = finished_game(), finished_game()
    seats = seats_for(clean, (1, 2))
    st.update_stats("clean", clean, seats)
    before = st.stats("cards")["Anna"]
    assert before.best_game == clean.totals[0]
    st.update_stats("marked", marked, seats, takebacks=True)
    after = st.stats("cards")["Anna"]
    assert after.games_finished == 2 and after.games_played == 2
    assert after.best_game == before.best_game
    rows = {g["game_id"]: g for g in st.game_history("cards")}
    assert rows["marked"]["takebacks"] is True and rows["clean"]["takebacks"] is False
    # only the marked game: no best result at all
    st.update_stats("clean", clean, seats_for(clean, (0, 1, 2)))   # (no human: removed)
    assert st.stats("cards")["Anna"].best_game is None


def test_recorder_marks_the_game_once_a_move_is_taken_back(st: Storage) -> None:
    game = finished_game()
    rec = GameRecorder(st, game, seats_for(game, (1, 2)), "gid",
                       extras=GameExtras(allow_takebacks=True))
    rec.changed()
    assert st.stats("cards")["Anna"].best_game == game.totals[0]
    rec.extras.takebacks = 1
    rec.changed()           # nothing else changed: the mark alone is written
    assert st.stats("cards")["Anna"].best_game is None
    assert st.game_history("cards")[0]["takebacks"] is True


def test_a_version_1_database_is_migrated(st: Storage) -> None:
    assert DB_SCHEMA >= 2 and 1 in MIGRATIONS
    game = finished_game()
    path = st.stats_db_path
    path.parent.mkdir(parents=True, exist_ok=True)
    db = sqlite3.connect(path)
    MIGRATIONS[0](db)
    db.execute("PRAGMA user_version=1")
    db.execute("INSERT INTO games (game_id, updated_at, finished, deals, players, totals, "
               "winner) VALUES ('old', '2025-01-01', 1, 3, ?, '[]', NULL)",
               (json.dumps(list(game.players)),))
    db.commit()
    db.close()
    rows = st.game_history("cards")
    assert [(r["game_id"], r["takebacks"]) for r in rows] == [("old", False)]
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA user_version").fetchone()[0] == DB_SCHEMA
    db.close()
