"""The action buttons of a sheet stay in sight (issue 34: Start and Cancel of the new-game
sheets, Start and Stop hosting of the lobby, were out of sight or half shown until scrolled):
at 900×600 and 1280×800 with the text at 150 %, each button lies wholly inside the sheet's
view as it opens."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Iterator

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QAbstractButton, QDialogButtonBox, QWidget

from thousand_app.ui.common.main_window import MainWindow
from thousand_app.ui.common.sheet import sheet_of
from thousand_app.ui.common.shots import Shots
from thousand_app.ui.common.theme import apply_theme

from .conftest import settle
from thousand_app.ui.kinds import UI_REGISTRY

SIZES = [(900, 600), (1280, 800)]


def out_of_sight(buttons: list[QAbstractButton], where: str) -> list[str]:
    """The buttons not wholly inside the view of the sheet they are in."""
    settle()
    out: list[str] = []
    for b in buttons:
        sheet = sheet_of(b)
        assert sheet is not None, f"{where} is not in a sheet"
        win = sheet.window()
        vp = sheet.scroll_area.viewport()
        view = QRect(vp.mapTo(win, QPoint(0, 0)), vp.size())
        card = QRect(sheet.card.mapTo(win, QPoint(0, 0)), sheet.card.size())
        r = QRect(b.mapTo(win, QPoint(0, 0)), b.size())
        if not (b.isVisible() and view.contains(r) and card.contains(r)):
            out.append(f"{where}: {b.text()!r} at {r} outside the view {view}")
    return out


def dialog_buttons(dlg: QWidget) -> list[QAbstractButton]:
    box = dlg.findChild(QDialogButtonBox)
    assert box is not None
    return list(box.buttons())


@pytest.fixture
def open_window(qapp: Any, tmp_path: Path) -> Iterator[Any]:
    opened: list[Shots] = []

    def open_(lang: str, size: tuple[int, int]) -> MainWindow:
        shots = Shots(tmp_path / f"{lang}{size[0]}", lang, size, "light", 1.5, uis=UI_REGISTRY)
        opened.append(shots)
        shots.open(MainWindow)
        shots.win.settings.animation_speed = 0.0
        return shots.win

    yield open_
    for shots in opened:
        if shots.win is not None:
            shots.win.close()
        shots.translations.use("en")
    apply_theme(qapp, "light", 1.0)


@pytest.mark.parametrize("size", SIZES, ids=["900x600", "1280x800"])
@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_the_new_game_sheets_keep_their_buttons_in_sight(open_window: Any, lang: str,
                                                         size: tuple[int, int]) -> None:
    from thousand_app.ui.cards.newgame import NewGameDialog
    from thousand_app.ui.dice.newgame import DiceNewGameDialog

    win = open_window(lang, size)
    found: list[str] = []
    cards = NewGameDialog(None, win)
    cards.show()
    found += out_of_sight(dialog_buttons(cards), f"{lang} {size} new card game")
    cards.close()
    for n in (2, 4, 8):
        dice = DiceNewGameDialog(None, win)
        dice.count.setValue(n)
        dice.show()
        found += out_of_sight(dialog_buttons(dice), f"{lang} {size} new dice game, {n} seats")
        dice.close()
    assert found == [], "\n".join(found)


@pytest.mark.parametrize("size", SIZES, ids=["900x600", "1280x800"])
def test_the_lobby_keeps_start_and_stop_in_sight(open_window: Any, size: tuple[int, int]) -> None:
    from thousand_app.kinds import REGISTRY
    from thousand_app.ui.common.game_ui import NetworkSetup
    from thousand_app.ui.common.screenshots import _network_window

    win = open_window("ru", size)
    shots: Any = type("S", (), {"names": ["Анна", "Борис", "Вера"], "win": win, "size": size,
                                "uis": UI_REGISTRY})
    rules = REGISTRY.get("cards").rules_from_json({})   # type: ignore[misc]
    setup = NetworkSetup(rules, list(shots.names), [True, True, False], [None, None, "normal"])
    w = _network_window(shots, setup)
    try:
        assert w.host_game("cards")
        lobby = w.lobby
        found = out_of_sight([lobby.start_button, lobby.stop_button], f"ru {size} lobby")
    finally:
        w.close()
    assert found == [], "\n".join(found)
