"""The autosave is a part, not a mixin (issue 36.2): it works given only what it is passed
(the storage, the game's id, callables), with no controller around it, and the controllers
own one instead of inheriting it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject

from thousand_app.dice.engine import DiceGame, DiceRules, Throw
from thousand_app.kinds import REGISTRY
from thousand_app.storage import SeatConfig, Storage
from thousand_app.ui.common import autosave
from thousand_app.ui.common.autosave import Autosave
from thousand_app.ui.common.controller_base import ControllerBase
from thousand_app.ui.dice.controller import DiceController


def test_the_autosave_stands_alone(qtbot: Any, tmp_path: Path) -> None:
    storage = Storage(REGISTRY, base_dir=tmp_path, log=False)
    game = DiceGame(DiceRules(), 2, players=["Anna", "Boris"])
    seats = [SeatConfig("Anna", "human", None), SeatConfig("Boris", "computer", "easy")]
    told: list[str] = []
    safe: list[bool] = []
    shown: list[int] = []
    owner = QObject()
    saving = Autosave(owner, storage, "game-1", game=lambda: game, seats=lambda: seats,
                      extras=lambda: None, message=told.append, saved=safe.append)
    game.apply(Throw((1, 2, 3, 4, 6)))

    def show() -> None:      # what shows the move: once the save holding it is written
        saved = storage.load_autosave("dice")
        assert saved is not None and saved.game.turns[0][1] == game.turns[0][1]
        shown.append(len(game.turns[0][1]))

    saving.autosave(then=show)
    assert saving.waiting
    qtbot.waitUntil(lambda: shown == [1])
    assert not saving.waiting and safe == [True] and told == []
    saving.close()
    saving.autosave(then=lambda: shown.append(-1))     # closed: nothing more
    assert shown == [1]


def test_the_controllers_own_the_autosave() -> None:
    assert not any(c.__module__ == autosave.__name__ for c in ControllerBase.__mro__)
    assert not any(c.__module__ == autosave.__name__ for c in DiceController.__mro__)
    # the part declares no attribute for a host to provide
    assert not getattr(Autosave, "__annotations__", {})


def test_a_controller_s_saving_part_reports_through_its_signals(qtbot: Any,
                                                                tmp_path: Path) -> None:
    from thousand_app.ui.common.controller_base import Seat

    storage = Storage(REGISTRY, base_dir=tmp_path, log=False)
    game = DiceGame(DiceRules(), 2, players=["Anna", "Boris"])
    c = DiceController(game, [Seat("Anna"), Seat("Boris")], storage=storage, pace_ms=0)
    assert isinstance(c.saving, Autosave)
    c.quiet_kinds = frozenset({"autosave_failed"})
    assert c.saving.quiet_kinds == frozenset({"autosave_failed"})
    with qtbot.waitSignal(c.saveState) as blocker:
        c.autosave()
    assert blocker.args == [True]
    c.save_now()
    assert storage.load_autosave("dice") is not None
    c.close()
