"""Settings: defaults, round trip, unknown keys kept, bad values fall back per key."""

from __future__ import annotations

import json
from pathlib import Path

from thousand_app.storage import Settings, Storage
from thousand_app.kinds import REGISTRY


def corrupt_files(folder: Path, name: str) -> list[Path]:
    return sorted(folder.glob(f"{name}.corrupt-*"))


def test_defaults_when_missing(st: Storage) -> None:
    assert st.load_settings() == Settings()
    assert st.problems == []


def test_round_trip_and_restart(tmp_path: Path) -> None:
    st = Storage(REGISTRY, base_dir=tmp_path)
    s = Settings(language="ru", animation_speed=0.5, deck="system:/usr/share/cards/x.svg",
                 four_colour=True, card_back="red", sound=False, confirm_concede=False,
                 ai_pace_ms=0, new_game={"players": 4, "preset": "pocket"},
                 window={"geometry": [1, 2, 800, 600]})
    assert st.save_settings(s)
    assert Storage(REGISTRY, base_dir=tmp_path).load_settings() == s
    doc = json.loads(st.settings_path.read_text(encoding="utf-8"))
    assert doc["format"] == "thousand-settings" and doc["language"] == "ru"


def test_unknown_keys_from_a_newer_version_are_kept(st: Storage) -> None:
    st.settings_path.parent.mkdir(parents=True, exist_ok=True)
    st.settings_path.write_text(json.dumps({
        "format": "thousand-settings", "schema_version": 7, "language": "en",
        "table_colour": "#225522", "hints": {"level": 2}}), encoding="utf-8")
    s = st.load_settings()
    # the newer version's file is kept for it, and that is said (issue 27)
    assert s.language == "en" and [p.kind for p in st.take_problems()] == ["settings_newer"]
    assert s.extra == {"table_colour": "#225522", "hints": {"level": 2}}
    s.sound = False
    st.save_settings(s)
    doc = json.loads(st.settings_path.read_text(encoding="utf-8"))
    assert doc["table_colour"] == "#225522" and doc["hints"] == {"level": 2}
    assert doc["sound"] is False


def test_wrong_values_fall_back_per_key(st: Storage) -> None:
    st.settings_path.parent.mkdir(parents=True, exist_ok=True)
    original = json.dumps({"language": 5, "animation_speed": "fast", "sound": "yes",
                           "ai_pace_ms": 1.5, "four_colour": True, "deck": "",
                           "confirm_concede": None, "new_game": [], "card_back": "green"})
    st.settings_path.write_text(original, encoding="utf-8")
    s = st.load_settings()
    assert s == Settings(four_colour=True, card_back="green")
    [problem] = st.take_problems()
    message = str(problem)
    assert problem.kind == "settings_reset" and problem.path == st.settings_path
    assert str(st.settings_path) in message
    for key in ("language", "animation_speed", "sound", "ai_pace_ms", "deck",
                "confirm_concede", "new_game"):
        assert f"'{key}'" in message
    [kept] = corrupt_files(st.config_dir, "settings.json")
    assert kept.read_text(encoding="utf-8") == original      # the hand edit is not lost
    # the repaired file loads quietly next time
    assert st.load_settings() == s and st.problems == []


def test_numbers_are_checked(st: Storage) -> None:
    for value in (float("nan"), -1, 11, True):
        st.save_settings(Settings())
        doc = json.loads(st.settings_path.read_text(encoding="utf-8"))
        doc["animation_speed"] = value
        st.settings_path.write_text(json.dumps(doc), encoding="utf-8")
        assert st.load_settings().animation_speed == 1.0
        assert st.take_problems()
    doc["animation_speed"] = 2
    st.settings_path.write_text(json.dumps(doc), encoding="utf-8")
    s = st.load_settings()
    assert s.animation_speed == 2.0 and isinstance(s.animation_speed, float)


def test_damaged_settings_file_is_moved_aside(st: Storage) -> None:
    st.settings_path.parent.mkdir(parents=True, exist_ok=True)
    for text in ['{"language": "ru", ', "[]", '{"format": "other"}', "\xff\xfe garbage"]:
        st.settings_path.write_bytes(text.encode("latin-1"))
        assert st.load_settings() == Settings()
        [problem] = st.take_problems()
        message = str(problem)
        assert problem.kind == "settings_damaged" and problem.moved_to.startswith("settings.json.")
        assert str(st.settings_path) in message and "moved aside" in message
        assert not st.settings_path.exists()
    assert len(corrupt_files(st.config_dir, "settings.json")) == 4


def test_settings_with_a_bom_are_read(st: Storage) -> None:
    st.settings_path.parent.mkdir(parents=True, exist_ok=True)
    st.settings_path.write_bytes(b"\xef\xbb\xbf" + b'{"language": "ru"}')
    assert st.load_settings().language == "ru" and st.problems == []
