"""Storage problems reach the user in the user's language (the storage itself stays Qt-free)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Iterator

import pytest

from thousand_app.storage import REASONS, Problem, Storage, StorageError
from thousand_app.storage.problems import MESSAGES, UNEXPECTED
from thousand_app.ui.common.i18n import Translations
from thousand_app.ui.common.main_window import MainWindow
from thousand_app.ui.common.problem_texts import REASON_TEXTS, SENTENCES, error_text, problem_text

LATIN = re.compile(r"[A-Za-z]{2,}")


@pytest.fixture
def russian(qapp: Any) -> Iterator[None]:
    tr = Translations()
    tr.use("ru")
    try:
        yield
    finally:
        tr.use("en")


def test_every_kind_and_reason_has_words() -> None:
    assert set(SENTENCES) == set(MESSAGES) - {"other"}
    assert set(REASON_TEXTS) == set(REASONS)
    for kind, (sentence, fields) in SENTENCES.items():
        numbers = sorted(int(n) for n in re.findall(r"%(\d)", sentence))
        assert numbers == list(range(1, len(fields) + 1)), kind
        assert set(fields) <= {"path", "name", "detail", "reason"}, kind
        # the sentence uses what the storage fills for this kind, and nothing else
        template = MESSAGES[kind]
        for field in ("path", "name", "detail", "reason"):
            if kind != "internal" or field != "path":
                assert (field in fields) == ("{" + field + "}" in template), (kind, field)


def every_problem() -> list[Problem]:
    """Each kind with Cyrillic or numeric values, so any English left shows as Latin letters."""
    out = []
    for kind, (_, fields) in SENTENCES.items():
        out.append(Problem(kind, Path("/д/файл"), detail="123" if "detail" in fields else "",
                           reason="disk_full" if "reason" in fields else "", name="Пятница",
                           moved_to="файл.1" if kind != "internal" else "",
                           move_error="permission" if kind.endswith("damaged") else ""))
    return out


def test_russian_words_for_every_problem(russian: None) -> None:
    for p in every_problem():
        text = problem_text(p)
        assert not LATIN.findall(text), (p.kind, text)
        assert "%" not in text, (p.kind, text)
        if p.kind not in ("name_empty", "name_too_long", "not_saved", "internal",
                          "save_missing"):
            assert "/д/файл" in text, p.kind
    failed = problem_text(Problem("autosave_failed", Path("/д/autosave.json"), reason="disk_full"))
    assert "диск заполнен" in failed
    damaged = problem_text(Problem("autosave_damaged", Path("/д/a.json"), detail=UNEXPECTED,
                                   moved_to="a.json.corrupt-1"))
    assert "непредвиденная ошибка" in damaged and "a.json.corrupt-1" in damaged


def test_english_words(qapp: Any) -> None:
    p = Problem("save_damaged", Path("/s/x.json"),
                detail="not valid JSON at line 1, column 2: Expecting value",
                name="x", moved_to="x.json.corrupt-1")
    assert problem_text(p) == ("The saved game “x” (/s/x.json) is damaged and cannot be opened "
                               "(it is not valid at line 1, column 2). The file was moved aside "
                               "as x.json.corrupt-1.")
    odd = Problem("import_invalid", Path("/s/x.json"), detail="seat 2: 'kind' must be a name")
    assert problem_text(odd) == "/s/x.json cannot be imported (seat 2: 'kind' must be a name)."
    unknown = Problem("write_failed", Path("/s/x.json"), reason="file name too long")
    assert problem_text(unknown) == "Could not write /s/x.json: file name too long."
    assert problem_text("a plain message") == "a plain message"
    assert problem_text(Problem("a kind from a newer storage", detail="d")) == "d"


@pytest.mark.parametrize("detail", [
    "not UTF-8 text (bad byte at offset 0)", "the file is empty",
    "not valid JSON at line 3, column 1: Expecting value (the file is cut short)",
    "not valid JSON (Out of range float values are not JSON compliant)",
    "it is not a game record ('format' must be \"thousand-record\")",
    "this is a game record, not a saved game: import it instead",
    "the game in it is not valid: invalid record: deal 0, move 3: not your turn",
    "seat 2: 'kind' must be \"human\" or \"computer\""])
def test_what_is_wrong_inside_a_file_in_russian(russian: None, detail: str) -> None:
    """The playtest's import: «… не удаётся импортировать (not UTF-8 text …)» no more."""
    text = problem_text(Problem("import_invalid", Path("/д/файл"), detail=detail))
    assert not LATIN.findall(text), text


def test_errors_the_user_caused(russian: None) -> None:
    e = StorageError(Problem("write_failed", Path("/д/x.json"), reason="read_only"))
    assert error_text(e) == "Не удалось записать /д/x.json: папка находится на диске только для чтения."
    assert "Could not write" in str(e)            # the log keeps the English
    assert error_text(ValueError("boom")) == "boom"


def test_main_window_shows_a_damaged_autosave_in_russian(qtbot: Any, window: MainWindow,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    shown: list[str] = []
    monkeypatch.setattr("thousand_app.ui.common.main_window.plain_message",
                        lambda parent, icon, title, text: shown.append(text))
    st: Storage = window.storage
    st.autosave_path_of("cards").parent.mkdir(parents=True, exist_ok=True)
    st.autosave_path_of("cards").write_text("not a save", encoding="utf-8")
    window.translations.use("ru")
    try:
        window.continue_game()
    finally:
        window.translations.use("en")
    assert len(shown) == 2
    assert "повреждена" in shown[0] and str(st.autosave_path_of("cards")) in shown[0]
    assert "Файл переименован в autosave.json.corrupt-" in shown[0]
    assert not re.search(r"\b(could|damaged|moved)\b", shown[0])


def test_a_failed_autosave_reaches_the_player_in_his_language(qtbot: Any, window: MainWindow,
                                                              monkeypatch: pytest.MonkeyPatch
                                                              ) -> None:
    from .conftest import start_fixed

    screen = start_fixed(window)
    c = window.controller
    assert c is not None
    told: list[str] = []
    c.message.disconnect()
    c.message.connect(told.append)

    def full(*args: Any, **kwargs: Any) -> None:
        raise StorageError(Problem("write_failed", window.storage.autosave_path_of("cards"),
                                   reason="disk_full"))
    window.translations.use("ru")
    try:
        with monkeypatch.context() as m:     # (undone before the window closes and saves)
            m.setattr("thousand_app.storage.games_store.atomic_write", full)
            c.save_now()
    finally:
        window.translations.use("en")
    assert told and "диск заполнен" in told[0] and "Можно играть дальше" in told[0]
    assert screen is window.game_screen
