"""Player names with NUL, lone surrogates or other non-characters: refused at import (both
record kinds), by ``thousand-replay`` (both kinds), cleaned in the new-game dialogs (issue 27,
point 6).  Such a name once made every autosave fail with UnicodeEncodeError."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as hs

from thousand_app.dice.engine.record import to_record as dice_to_record
from thousand_app.cards.engine.record import to_record
from thousand_app.replay_cli import main as replay_main
from thousand_app.storage import Storage, StorageError
from thousand_app.storage.names import clean_player_name, name_problem

from .dice_games import dice_game
from .helpers import random_game

BAD = ["\ud800x", "A\x00na", "\udfff", "x\ufffe", "\U0010ffff", "\ufdd0", "tab\there"]


def record(kind: str, name: str) -> dict[str, object]:
    if kind == "dice":
        doc = dice_to_record(dice_game(12))
    else:
        doc = to_record(random_game(40, seed=2))
    doc["players"] = [name] + list(doc["players"])[1:]   # type: ignore[call-overload]
    return doc


def write(tmp_path: Path, doc: object) -> Path:
    path = tmp_path / "r.json"
    path.write_text(json.dumps(doc, ensure_ascii=True))   # (a lone surrogate as \\ud800)
    return path


@pytest.mark.parametrize("kind", ["cards", "dice"])
@pytest.mark.parametrize("name", BAD)
def test_a_record_naming_a_player_so_is_refused_at_import(st: Storage, tmp_path: Path,
                                                          kind: str, name: str) -> None:
    path = write(tmp_path, record(kind, name))
    before = path.read_bytes()
    with pytest.raises(StorageError) as e:
        st.import_record(path)
    assert e.value.problem.kind == "import_invalid" and "player 1" in e.value.problem.detail
    assert path.read_bytes() == before


@pytest.mark.parametrize("kind", ["cards", "dice"])
@pytest.mark.parametrize("name", BAD)
def test_thousand_replay_refuses_it(tmp_path: Path, kind: str, name: str,
                                    capsys: pytest.CaptureFixture[str]) -> None:
    assert replay_main([str(write(tmp_path, record(kind, name)))]) == 2
    err = capsys.readouterr().err
    assert err.startswith("record: ") and "player 1" in err and err.count("\n") == 1


@pytest.mark.parametrize("kind", ["cards", "dice"])
def test_a_good_name_still_imports(st: Storage, tmp_path: Path, kind: str) -> None:
    saved = st.import_record(write(tmp_path, record(kind, "Ånna 😀")))
    assert saved.game.players[0] == "Ånna 😀"


@given(hs.text())
def test_a_cleaned_name_is_always_a_valid_one_and_writable(text: str) -> None:
    cleaned = clean_player_name(text)
    assert name_problem(cleaned) is None
    cleaned.encode("utf-8")


def test_the_new_game_dialogs_clean_what_is_typed(qapp: object) -> None:
    pytest.importorskip("PySide6")
    from thousand_app.ui.dice.newgame import DiceNewGameDialog
    from thousand_app.ui.cards.newgame import NewGameDialog

    cards = NewGameDialog(None)
    cards.name_edits[0].setText("\ud800An\x00na\ufffe")
    assert cards.seats()[0].name == "Anna"
    assert cards.config()["seats"][0]["name"] == "Anna"
    dice = DiceNewGameDialog(None)
    dice.name_edits[0].setText("Bo\x00ris\udfff")
    assert dice.seat_names()[0] == "Boris"
    # a remembered name with such characters comes back clean
    again = NewGameDialog({"seats": [{"name": "Ve\x00ra", "kind": "human"}]})
    assert again.name_edits[0].text() == "Vera"
