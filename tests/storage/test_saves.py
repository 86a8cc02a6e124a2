"""The autosave, named saves, records: round trips and the listing."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import platformdirs
import pytest

from thousand_app.cards.engine import Game, Rules, cards_of
from thousand_app.cards.engine.record import to_record
from thousand_app.storage import GameRecorder, SeatConfig, Storage, StorageError
from thousand_app.storage.names import name_of, stem_of
from thousand_app.kinds import CARDS, REGISTRY

from .helpers import finished_game, random_game, same_game, seats_for

#: The card game's save schema version.
SCHEMA_VERSION = CARDS.files.save_schema if CARDS.files else 0


def test_default_folders_come_from_platformdirs(monkeypatch: pytest.MonkeyPatch,
                                                tmp_path: Path) -> None:
    calls = []

    def fake(kind: str):  # type: ignore[no-untyped-def]
        def f(app: str, appauthor: object = None) -> str:
            calls.append((kind, app, appauthor))
            return str(tmp_path / kind)
        return f
    monkeypatch.setattr(platformdirs, "user_config_dir", fake("cfg"))
    monkeypatch.setattr(platformdirs, "user_data_dir", fake("dat"))
    st = Storage(REGISTRY)
    assert st.settings_path == tmp_path / "cfg" / "settings.json"
    assert st.autosave_path_of("cards") == tmp_path / "dat" / "autosave.json"
    assert calls == [("cfg", "Thousand", False), ("dat", "Thousand", False)]


def test_autosave_round_trip(st: Storage) -> None:
    assert not st.has_autosave() and st.load_autosave() is None
    game = random_game(57, seed=3)
    seats = seats_for(game, computers=(1, 2))
    assert st.autosave(game, seats, "g1")
    assert st.has_autosave()
    saved = st.load_autosave()
    assert saved is not None and same_game(saved.game, game)
    assert saved.seats == seats and saved.game_id == "g1" and saved.schema_version == SCHEMA_VERSION
    doc = json.loads(st.autosave_path_of("cards").read_bytes())
    assert doc["format"] == "thousand-save" and doc["schema_version"] == SCHEMA_VERSION
    assert doc["record"] == to_record(game) and isinstance(doc["saved_at"], str)
    st.clear_autosave("cards")
    assert not st.has_autosave()
    st.clear_autosave("cards")
    assert st.problems == []


def test_loaded_game_plays_on_like_the_original(st: Storage) -> None:
    """The generator state survives: the next deals are the ones the original would deal."""
    game = random_game(80, seed=5)
    st.autosave(game, seats_for(game), "g")
    saved = st.load_autosave()
    assert saved is not None
    loaded = saved.game
    import random
    r1, r2 = random.Random(9), random.Random(9)
    for _ in range(150):
        for g, r in ((game, r1), (loaded, r2)):
            if g.needs_deal:
                g.deal()
            else:
                g.apply(r.choice(g.all_legal_actions()))
    assert same_game(game, loaded)
    assert loaded.undo()   # the loaded game has undo, like a new one


def test_autosave_between_deals_and_at_the_start(st: Storage) -> None:
    game = Game(Rules(), 2, players=["A", "B"], seed=4)
    st.autosave(game, seats_for(game), "g")
    saved = st.load_autosave()
    assert saved is not None and same_game(saved.game, game)
    g2 = random_game(0, seed=4)
    while not g2.needs_deal:
        g2.apply(g2.all_legal_actions()[0])
    st.autosave(g2, seats_for(g2), "g")
    saved = st.load_autosave()
    assert saved is not None and saved.game.needs_deal and same_game(saved.game, g2)


def test_named_saves(st: Storage) -> None:
    assert st.list_saves() == []
    g1, g2 = random_game(30, seed=1), random_game(200, seed=2, n=4)
    i1 = st.save_as("Friday", g1, seats_for(g1), "id1")
    assert i1.name == "Friday" and i1.players == ["Anna", "Boris", "Vera"]
    assert i1.preset == "classic" and i1.totals == list(g1.totals) and i1.in_progress
    i2 = st.save_as("Sunday: all four / 2nd", g2, seats_for(g2, (1,)), "id2")
    newer = i2.path.stat().st_mtime_ns      # Friday a second older (a clock's step, not a sleep)
    os.utime(i1.path, ns=(newer - 10**9, newer - 10**9))
    assert st.has_save("Sunday: all four / 2nd") and not st.has_save("Monday")
    infos = st.list_saves()
    assert [i.name for i in infos] == ["Sunday: all four / 2nd", "Friday"]
    assert infos[0].totals == list(g2.totals) and infos[0].winner is None
    loaded = st.load("Sunday: all four / 2nd")
    assert same_game(loaded.game, g2) and loaded.game_id == "id2"
    assert [s.kind for s in loaded.seats] == ["human", "computer", "human", "human"]
    assert st.list_saves() == infos   # cached, same answer
    # replacing a save of the same name
    st.save_as("Friday", g2, seats_for(g2), "id3")
    assert same_game(st.load("Friday").game, g2)
    assert len(st.list_saves()) == 2
    st.delete("Friday")
    st.delete("Friday")     # already gone: fine
    assert [i.name for i in st.list_saves()] == ["Sunday: all four / 2nd"]
    with pytest.raises(StorageError, match="no saved game named"):
        st.load("Friday")
    assert st.problems == []


def test_finished_game_in_the_list(st: Storage) -> None:
    game = finished_game()
    info = st.save_as("done", game, seats_for(game), "x")
    assert not info.in_progress and info.winner == game.winner
    assert st.list_saves()[0].winner == game.winner


@pytest.mark.parametrize("name", ["a/b", "a\\b", "CON", "nul.txt", ".hidden", "end.", "end ",
                                  "100% sure", "Тысяча — пятница", "x:y*z?\"<>|",
                                  "tab\there"])
def test_save_names_are_safe_and_exact(st: Storage, name: str) -> None:
    game = random_game(10)
    info = st.save_as(name, game, seats_for(game), "g")
    clean = " ".join(name.split())
    assert info.name == clean
    assert info.path.parent == st.saves_dir and info.path.suffix == ".json"
    assert not info.path.name.startswith(".")
    assert [i.name for i in st.list_saves()] == [clean]
    assert same_game(st.load(name).game, game)
    assert name_of(stem_of(clean)) == clean


def test_bad_save_names(st: Storage) -> None:
    game = random_game(5)
    for bad in ["", "   ", "x" * 200]:
        with pytest.raises(StorageError):
            st.save_as(bad, game, seats_for(game), "g")
    with pytest.raises(StorageError):
        st.load("")


def test_seats_must_fit_the_game(st: Storage) -> None:
    game = random_game(5)
    with pytest.raises(StorageError):
        st.save_as("x", game, [SeatConfig("A")], "g")
    assert not st.autosave(game, [SeatConfig("A")], "g")
    assert st.problems   # reported, not raised


def test_export_and_import_a_record(tmp_path: Path) -> None:
    """Exported on one run, imported on another (two Storage objects, two folders)."""
    one = Storage(REGISTRY, base_dir=tmp_path / "one")
    game = random_game(123, seed=8)
    out = tmp_path / "mail" / "game.json"
    one.export_record(game, out)
    doc = json.loads(out.read_text(encoding="utf-8"))
    assert doc["format"] == "thousand-record" and doc == to_record(game)
    two = Storage(REGISTRY, base_dir=tmp_path / "two")
    imported = two.import_record(out)
    assert same_game(imported.game, game)
    assert [s.name for s in imported.seats] == list(game.players)
    assert all(s.kind == "human" for s in imported.seats)
    assert two.import_record(out).game_id == imported.game_id   # the same game, the same id
    # and a save file can be imported too, seats and id included
    one.save_as("mail", game, seats_for(game, (2,)), "gid")
    again = two.import_record(one.save_path("mail"))
    assert same_game(again.game, game) and again.game_id == "imported-gid"
    assert again.seats[2].kind == "computer"
    # a record exported with its seats keeps who is a computer on import
    one.export_record(game, out, seats_for(game, (1,)))
    assert json.loads(out.read_text(encoding="utf-8"))["seats"][1]["kind"] == "computer"
    kinds = [(s.kind, s.level) for s in two.import_record(out).seats]
    assert kinds == [(s.kind, s.level) for s in seats_for(game, (1,))]


def test_an_imported_game_counts_in_nobody_s_statistics(st: Storage, tmp_path: Path) -> None:
    mine = random_game(300, seed=6)
    seats = seats_for(mine, (2,))
    st.update_stats("my-game", mine, seats)
    before = st.stats("cards")
    # a crafted save file that reuses the id of my game, with another game in it
    other = random_game(600, seed=9)
    st.save_as("crafted", other, seats_for(other), "my-game")
    st.export_record(other, tmp_path / "record.json")
    for path in (st.save_path("crafted"), tmp_path / "record.json"):
        saved = st.import_record(path)
        assert saved.game_id.startswith("imported-")
        rec = GameRecorder(st, saved.game, saved.seats, saved.game_id)   # played on, as the app does
        assert rec.changed()
        loaded = st.load_autosave()
        assert loaded is not None and loaded.game_id == saved.game_id   # still imported
        GameRecorder(st, loaded.game, loaded.seats, loaded.game_id).changed()
    assert st.stats("cards") == before and st.problems == []


def test_imports_over_the_limits_are_refused_before_replay(st: Storage, tmp_path: Path,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    from thousand_app.storage import records

    def no_replay(*args: object) -> None:
        raise AssertionError("replayed")

    monkeypatch.setattr(records, "import_doc", no_replay)
    game = random_game(60, seed=2)
    doc = to_record(game)
    doc["deals"] = doc["deals"][:1] * 5001
    many = tmp_path / "many.json"
    many.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(StorageError, match="5001 deals") as e:
        st.import_record(many)
    assert e.value.problem.kind == "import_too_large"
    save = {"format": "thousand-save", "schema_version": 2, "record": doc}
    many.write_text(json.dumps(save), encoding="utf-8")
    with pytest.raises(StorageError, match="5001 deals"):
        st.import_record(many)
    big = tmp_path / "big.json"
    big.write_bytes(b" " * (8 * 1024 * 1024 + 1))
    with pytest.raises(StorageError, match="too large") as e:
        st.import_record(big)
    assert e.value.problem.kind == "import_too_large" and "8.0 MB" in str(e.value)


def test_import_refuses_bad_files_and_leaves_them_alone(st: Storage, tmp_path: Path) -> None:
    game = random_game(60, seed=2)
    doc = to_record(game)
    last = doc["deals"][-1]["moves"]
    last.append(last[-1])   # the same move again: illegal
    cases = {
        "illegal.json": json.dumps(doc),
        "cut.json": json.dumps(to_record(game))[:500],
        "other.json": json.dumps({"format": "something-else"}),
        "list.json": "[1, 2, 3]",
        "empty.json": "",
    }
    for fname, text in cases.items():
        p = tmp_path / fname
        p.write_text(text, encoding="utf-8")
        with pytest.raises(StorageError) as e:
            st.import_record(p)
        assert fname in str(e.value)
        assert p.read_text(encoding="utf-8") == text   # untouched
    with pytest.raises(StorageError, match="deal .*, move .*"):
        st.import_record(tmp_path / "illegal.json")
    with pytest.raises(StorageError, match="no file"):
        st.import_record(tmp_path / "missing.json")


@pytest.mark.slow
def test_recorder_autosaves_and_clears_at_the_end(st: Storage) -> None:
    target = finished_game()
    game = Game(Rules.preset("classic"), 3, players=["Anna", "Boris", "Vera"], seed=target.seed,
                start_totals=[700] * 3)
    seats = seats_for(game, (1, 2))
    rec = GameRecorder(st, game, seats)
    assert rec.changed()
    # replay the moves of the finished game one by one through the recorder
    for k, (layout, acts) in enumerate(target.deals):
        if k:
            game.deal(layout)
            assert rec.changed()
        for i, a in enumerate(acts):
            game.apply(a)
            rec.changed()
            if not game.is_over and i % 7 == 0:
                saved = st.load_autosave()
                assert saved is not None and same_game(saved.game, game)
    assert game.is_over and not st.has_autosave()
    assert st.stats("cards")["Anna"].games_finished == 1
    assert "Boris" not in st.stats("cards")
    assert st.problems == []
    rec.abandon()


def test_stale_temp_files_are_cleaned(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir(parents=True, exist_ok=True)
    old = data / ".autosave.json.tmp-1-1"
    new = data / ".autosave.json.tmp-2-1"
    old.write_bytes(b"{")
    new.write_bytes(b"{")
    os.utime(old, (time.time() - 3600, time.time() - 3600))
    Storage(REGISTRY, base_dir=tmp_path)
    assert not old.exists() and new.exists()


def test_hands_survive(st: Storage) -> None:
    game = random_game(3, seed=12)
    st.autosave(game, seats_for(game), "g")
    saved = st.load_autosave()
    assert saved is not None and saved.game.deal_state is not None
    assert game.deal_state is not None
    assert [list(cards_of(h)) for h in saved.game.deal_state.hands] == [
        list(cards_of(h)) for h in game.deal_state.hands]


def test_recorder_can_leave_statistics_alone(st: Storage) -> None:
    game = random_game(300, seed=3)
    rec = GameRecorder(st, game, seats_for(game), "imported", count_stats=False)
    assert rec.changed()
    assert st.stats("cards") == {} and st.has_autosave()


def test_old_set_aside_files_are_removed_at_start(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir(parents=True)
    now = time.time()
    files = []
    for k in range(30):                    # 25 old ones, 5 recent ones
        p = data / f"autosave.json.corrupt-2025{k:04d}"
        p.write_bytes(b"{")
        age = (40 + k) * 86400 if k < 25 else k * 3600
        os.utime(p, (now - age, now - age))
        files.append(p)
    other = data / "autosave.json"
    other.write_bytes(b"{}")
    os.utime(other, (now - 90 * 86400, now - 90 * 86400))
    Storage(REGISTRY, base_dir=tmp_path)
    left = sorted(p.name for p in data.glob("*.corrupt-*"))
    # the 20 newest stay (5 recent, then the 15 youngest old ones); the 10 oldest go
    assert left == sorted(p.name for p in files[25:] + files[:15])
    assert other.exists()
