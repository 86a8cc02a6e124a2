"""The main window's dice game: New dice game → the dialog → ``DiceController`` +
``DiceScreen``; Continue, Load and Import open a dice game in the dice screen; Save, Export, the score sheet and
the Rules window follow the dice game while it is on.

A mixin of :class:`~thousand_app.ui.main_window.MainWindow` (kept apart so the card game's
window code stays as it was); it uses the window's storage, settings, stack and messages.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any, Optional

from PySide6.QtWidgets import QProgressBar, QWidget

from thousand_app.dice import DiceGame, DiceRules
from thousand_app.dice.ai.tables import cache_dir, hard_plan, set_cache_dir
from thousand_app.storage import new_game_id

from .dice_controller import DiceController
from .dice_hard import HardTableSolver, has_hard
from .i18n import translate
from .dice_newgame import DiceNewGameDialog, clean_config
from .dice_rules_window import DiceRulesWindow
from .dice_scoresheet import DiceScoreSheetWindow

log = logging.getLogger("thousand.ui")


class DiceWindowMixin:
    """Dice game screens and menus of the main window."""

    dice_controller: Optional[DiceController]
    dice_screen: Optional[QWidget]
    dice_sheet: Optional[DiceScoreSheetWindow]
    storage: Any
    settings: Any
    stack: Any

    def _dice_init(self) -> None:
        self.dice_controller = None
        self.dice_screen = None
        self.dice_sheet = None
        self.hard_solver: Optional[HardTableSolver] = None
        data_dir = getattr(self.storage, "data_dir", None)
        if data_dir is not None:  # tables solved on demand for hard (custom rules)
            set_cache_dir(Path(data_dir) / "dice-tables")

    def _solve_hard_table(self, rules: DiceRules, seats: list[Any]) -> None:
        """A game with a hard seat and rules hard has no table for: solve one in the
        background (once at a time), with a progress bar in the status bar."""
        folder = cache_dir()
        if (self.hard_solver is not None or folder is None or not has_hard(seats)
                or hard_plan(rules).kind != "solve"):
            return
        me: Any = self
        bar = QProgressBar()
        bar.setObjectName("diceHardSolveBar")
        bar.setRange(0, 100)
        bar.setMaximumWidth(360)
        bar.setFormat(translate("DiceHard", "Hard is solving these rules: %p%"))
        me.statusBar().addPermanentWidget(bar)
        solver = self.hard_solver = HardTableSolver(rules, folder, me)
        solver.progress.connect(bar.setValue)

        def finished(ok: bool) -> None:
            me.statusBar().removeWidget(bar)
            bar.deleteLater()
            self.hard_solver = None
            me.statusBar().showMessage(
                translate("DiceHard", "Hard has solved these rules and now plays them.") if ok
                else translate("DiceHard", "Solving these rules failed: hard plays like normal "
                                           "with them."), 12000)

        solver.done.connect(finished)
        solver.start()

    # -- starting ------------------------------------------------------------------------
    def new_dice_game(self) -> None:
        """The new dice game dialog, then the game (the choice is remembered)."""
        me: Any = self
        if not me.may_replace_game("dice"):
            return
        dlg = DiceNewGameDialog(self.settings.dice_new_game, me)
        if dlg.exec() != DiceNewGameDialog.DialogCode.Accepted:
            return
        setup = dlg.setup()
        self.settings.dice_new_game = dlg.config()
        me.save_settings()
        game = DiceGame(setup.rules, len(setup.seats), players=[s.name for s in setup.seats],
                        first_player=setup.first_player)
        self.start_dice_game(game, setup.seats)

    def start_dice_game(self, game: DiceGame, seats: list[Any],
                        game_id: Optional[str] = None) -> None:
        """Put a dice game on the screen (a new one, or one the storage gave back)."""
        from .dice_screen import DiceScreen

        me: Any = self
        me._end_game_screen()
        me.controller = None
        controller = DiceController(game, seats, game_id=game_id or new_game_id(),
                                    storage=self.storage, pace_ms=self.settings.ai_pace_ms)
        self._solve_hard_table(game.rules, seats)
        screen = DiceScreen(controller, self.settings, sound_player=me.sound)
        screen.leaveRequested.connect(me.show_start)
        controller.events.connect(lambda _e: self._refresh_dice_sheet())
        controller.saveState.connect(me._show_save_state)
        controller.message.connect(lambda text: me.statusBar().showMessage(text, 8000))
        self.dice_controller, self.dice_screen = controller, screen
        controller.autosave()
        self.stack.addWidget(screen)
        self.stack.setCurrentWidget(screen)
        screen.setFocus()
        screen.start()
        me._update_actions()

    def _end_dice_screen(self) -> None:
        """Stop the dice game on the screen (its last save is written)."""
        screen, self.dice_screen = self.dice_screen, None
        if screen is not None:
            close = getattr(screen, "close_game", None)
            if close is not None:
                close()
            elif self.dice_controller is not None:
                self.dice_controller.close()
            self.stack.removeWidget(screen)
            screen.deleteLater()
        self.dice_controller = None
        if self.dice_sheet is not None:
            self.dice_sheet.close()

    def _dice_rebuilt(self) -> bool:
        """After a language change: the dice screen in the new words; True if one is on."""
        screen = self.dice_screen
        if screen is None:
            return False
        retranslate = getattr(screen, "retranslate", None)
        if retranslate is not None:
            retranslate()
        self.stack.setCurrentWidget(screen)
        if self.dice_sheet is not None:
            was_open, old, self.dice_sheet = self.dice_sheet.isVisible(), self.dice_sheet, None
            old.close()
            old.deleteLater()
            if was_open:
                self.show_dice_sheet()
        return True

    def _dice_settings_changed(self) -> None:
        if self.dice_screen is not None:
            apply = getattr(self.dice_screen, "apply_settings", None)
            if apply is not None:
                apply(self.settings)
        if self.dice_controller is not None:
            self.dice_controller.pace_ms = self.settings.ai_pace_ms

    # -- menus while a dice game is on -----------------------------------------------------
    def show_dice_sheet(self) -> None:
        c = self.dice_controller
        if c is None:
            return
        if self.dice_sheet is None:
            self.dice_sheet = DiceScoreSheetWindow(self)  # type: ignore[arg-type]
        self.dice_sheet.refresh(c.game, c.names)
        self.dice_sheet.show()
        self.dice_sheet.raise_()

    def _refresh_dice_sheet(self) -> None:
        c, sheet = self.dice_controller, self.dice_sheet
        if c is not None and sheet is not None and sheet.isVisible():
            sheet.refresh(c.game, c.names)

    def dice_rules(self) -> DiceRules:
        """The rules of the dice game on the screen, else of the last new dice game chosen."""
        if self.dice_controller is not None:
            return self.dice_controller.game.rules
        cfg = clean_config(self.settings.dice_new_game)
        return DiceRules.from_options(cfg["preset"], cfg["options"])

    def show_dice_rules(self) -> None:
        DiceRulesWindow(self.dice_rules(), self).exec()  # type: ignore[arg-type]


__all__ = ["DiceWindowMixin"]
