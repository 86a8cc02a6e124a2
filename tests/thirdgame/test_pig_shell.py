"""Pig in the app's shell: the start screen offers it, the main window puts its table on the
screen, a person's move is kept (Continue brings it back), and a screenshot of its table."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Iterator

import pytest
from thousand_app.kinds import REGISTRY

pytestmark = pytest.mark.usefixtures("pig_ui")


@pytest.fixture
def window(qtbot: Any, tmp_path: Path) -> Iterator[Any]:
    """The app's main window (as the UI tests open it), its data in ``tmp_path``."""
    from tests.ui.conftest import open_window
    from thousand_app.storage import Storage
    from thousand_app.ui.common.i18n import Translations

    storage = Storage(REGISTRY, base_dir=tmp_path)
    settings = storage.load_settings()
    settings.language, settings.sound, settings.animation_speed = "en", False, 0.0
    storage.save_settings(settings)
    tr = Translations()
    tr.use("en")
    yield from open_window(qtbot, storage, tr)
    storage.close()


def _mine(screen: Any) -> bool:
    obs = screen.controller.observation()
    return obs is not None and (obs.is_over or obs.to_act == obs.seat)


def test_the_main_window_plays_pig_and_continues_it(window: Any, qtbot: Any,
                                                     tmp_path: Path) -> None:
    from .pig.ui import PigScreen

    assert "pig" in window.start_screen.tiles and "pig_new" in window.menus.actions
    window.new_game("pig")
    screen = window.game_screen
    assert isinstance(screen, PigScreen) and window.stack.currentWidget() is screen
    assert screen.roll_button.isEnabled() and not screen.hold_button.isEnabled()
    assert screen.hold_button.toolTip() == "there is nothing to hold: roll first"
    controller = window.controller
    qtbot.keyClick(screen, "R")          # (the key Help → Keyboard lists for Roll)
    qtbot.waitUntil(lambda: bool(controller.game.turns[0][1]) and _mine(screen),
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


def test_the_main_window_plays_a_network_seat_of_pig(window: Any, qtbot: Any,
                                                     tmp_path: Path) -> None:
    """A seat joined over 127.0.0.1 to the common host, on the table through the shell's
    network path (the common remote seat's controller with Pig's kind), played to the end
    with the table's buttons."""
    from thousand_app.net.host import Host, HostConfig
    from thousand_app.net.remote import RemoteGame
    from thousand_app.ui.common.net_lobby import NetSession

    from .pig.kind import KIND
    from .pig.ui import PigRemoteController, PigScreen

    rules = KIND.rules_from_json({"preset": "short"})
    host = Host(KIND, rules, [True, False], HostConfig(room_code="PIG-777"))
    port = host.listen("127.0.0.1", 0)
    host.peopleChanged.connect(lambda: host.free_seats() == 0 and host.start())
    try:
        remote = RemoteGame("Anna", "pig777", "127.0.0.1", port)
        remote.start()
        qtbot.waitUntil(lambda: remote.observation is not None, timeout=10_000)
        window.part("pig").start_remote(NetSession("pig", remote))
        screen = window.game_screen
        assert isinstance(screen, PigScreen)
        assert isinstance(window.controller, PigRemoteController)
        assert window.part("pig").players() == ["Anna", "Computer 2"]
        shot = Path(os.environ.get("PIG_SHOT_DIR", tmp_path)) / "pig-network.png"
        game = host.table.game

        def settled() -> bool:
            """The host waits for Anna (or the game is over) and her table shows it."""
            return (game.is_over or game.to_act == 0) and \
                remote.observation == KIND.codec().observation_json(game.observation(0))

        moves, seen = 0, None
        while True:       # (each move brings at least one new observation: then it settles)
            qtbot.waitUntil(lambda: remote.observation is not seen and settled(),
                            timeout=10_000)
            seen = remote.observation
            obs = screen.controller.observation()
            if obs.is_over:
                break
            assert screen.roll_button.isEnabled() and _mine(screen)
            if moves == 3:
                assert window.grab().save(str(shot))
            (screen.hold_button if obs.turn_points >= 10 else screen.roll_button).click()
            moves += 1
        qtbot.waitUntil(lambda: screen.controller.observation().is_over, timeout=10_000)
        assert list(screen.controller.observation().totals) == list(host.table.game.totals)
        assert screen.status.text().endswith("wins.")
        window.show_start()
        assert remote.state == "ended"
    finally:
        host.close()


def test_pig_s_rules_screen_holds_its_rules(window: Any) -> None:
    window.new_game("pig")
    dlg = window.part("pig").rules_window()
    from PySide6.QtWidgets import QLabel

    assert "A 1 loses the turn's points" in dlg.findChild(QLabel).text()
