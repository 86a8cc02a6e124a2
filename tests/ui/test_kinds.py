"""The UI registry: each game of the app has its UI, found by the game's name."""

from __future__ import annotations

from typing import Any

import pytest

from thousand_app.kinds import REGISTRY
from thousand_app.ui.common.game_ui import GamePart
from thousand_app.ui.common.main_window import MainWindow
from thousand_app.ui.common.screenshots import scenes_of
from thousand_app.ui.kinds import UI_REGISTRY


def test_every_game_has_its_ui_in_the_registrys_order() -> None:
    assert UI_REGISTRY.names == REGISTRY.names
    for ui in UI_REGISTRY:
        assert ui.keys and ui.tile is not None and ui.scenes is not None and ui.scenes()
        assert ui.smoke is not None
        assert UI_REGISTRY.get(ui.name) is ui
    with pytest.raises(KeyError, match="no game UI 'chess'"):
        UI_REGISTRY.get("chess")


def test_the_window_holds_a_part_per_game_and_one_game_on_the_table(window: MainWindow) -> None:
    assert list(window.parts) == list(UI_REGISTRY.names)
    assert all(isinstance(p, GamePart) and p.kind == name for name, p in window.parts.items())
    assert window.active is None and window.controller is None
    names = {f.__name__ for f in scenes_of(UI_REGISTRY)}
    assert {"scene_new_game", "scene_dice_new_game", "scene_dice_table"} <= names


def test_each_games_menu_entries_come_from_its_ui(window: MainWindow, monkeypatch: Any) -> None:
    opened: list[str] = []
    for name, part in window.parts.items():
        monkeypatch.setattr(part, "new_game", lambda n=name: opened.append(n))
    for ui in UI_REGISTRY:
        window.menus.actions[ui.new_game_action[0]].trigger()
    assert opened == list(UI_REGISTRY.names)
