"""Pig in the app's shell: the start screen offers it, the main window puts its table on the
screen, a person's move is kept (Continue brings it back), and a screenshot of its table."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Iterator

import pytest

pytestmark = pytest.mark.usefixtures("pig_ui")


@pytest.fixture
def window(qtbot: Any, tmp_path: Path) -> Iterator[Any]:
    """The app's main window (as the UI tests open it), its data in ``tmp_path``."""
    from tests.ui.conftest import open_window
    from thousand_app.storage import Storage
    from thousand_app.ui.common.i18n import Translations

    storage = Storage(base_dir=tmp_path)
    settings = storage.load_settings()
    settings.language, settings.sound, settings.animation_speed = "en", False, 0.0
    storage.save_settings(settings)
    tr = Translations()
    tr.use("en")
    yield from open_window(qtbot, storage, tr)
    storage.close()


def test_the_main_window_plays_pig_and_continues_it(window: Any, qtbot: Any,
                                                     tmp_path: Path) -> None:
    from .pig.ui import PigScreen

    assert "pig" in window.start_screen.tiles and "pig_new" in window.menu_actions
    window.new_game("pig")
    screen = window.game_screen
    assert isinstance(screen, PigScreen) and window.stack.currentWidget() is screen
    assert screen.roll_button.isEnabled() and not screen.hold_button.isEnabled()
    controller = window.controller
    screen.roll_button.click()
    qtbot.waitUntil(lambda: controller.game.turns[0][1][-1:] != [] and
                    not controller.game.chance_pending, timeout=5_000)
    qtbot.waitUntil(lambda: controller.human_to_act or controller.game.is_over,
                    timeout=5_000)
    shot = Path(os.environ.get("PIG_SHOT_DIR", tmp_path)) / "pig-table.png"
    assert window.grab().save(str(shot))
    record = window.storage.load_autosave("pig")
    assert record is not None and record.game.output() == controller.game.output()
    window.show_start()
    assert window.controller is None and window.storage.has_autosave("pig")
    assert window.start_screen.tiles["pig"].isVisible()
    assert window.grab().save(str(shot.with_name("pig-start.png")))
    window.continue_game("pig")
    assert isinstance(window.game_screen, PigScreen)
    assert window.controller.game.output() == record.game.output()


def test_pig_s_rules_screen_holds_its_rules(window: Any) -> None:
    window.new_game("pig")
    dlg = window.part("pig").rules_window()
    from PySide6.QtWidgets import QLabel

    assert "A 1 loses the turn's points" in dlg.findChild(QLabel).text()
