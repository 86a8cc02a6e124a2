"""The main window's dice game: New dice game → the dialog → ``DiceController`` +
``DiceScreen``; Continue, Load and Import open a dice game in the dice screen; Save, Export, the score sheet and
the Rules window follow the dice game while it is on.

A mixin of :class:`~thousand_app.ui.common.main_window.MainWindow` (kept apart so the card game's
window code stays as it was); it uses the window's storage, settings, stack and messages.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any, Optional

from PySide6.QtWidgets import QProgressBar, QWidget

from thousand_app.dice.engine import DiceGame, DiceRules
from thousand_app.dice.ai.plans import hard_plan
from thousand_app.dice.ai.tables import cache_dir, set_cache_dir
from thousand_app.storage import new_game_id

from .controller import DiceController
from .hard import HardTableSolver, has_hard
from thousand_app.ui.common.i18n import translate
from .newgame import DiceNewGameDialog, clean_config
from .rules_window import DiceRulesWindow
from .scoresheet import DiceScoreSheetWindow

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
        self._start_new_dice_game(setup.rules, setup.seats, setup.first_player,
                                  dlg.allow_takebacks())

    def _start_new_dice_game(self, rules: DiceRules, seats: list[Any], first_player: int,
                             allow_takebacks: bool) -> None:
        game = DiceGame(rules, len(seats), players=[s.name for s in seats],
                        first_player=first_player, keep_undo=allow_takebacks)
        self.start_dice_game(game, seats, allow_takebacks=allow_takebacks)

    def dice_rematch(self) -> None:
        """A new game with the same players, seats and rules (and take-backs as they were);
        who throws first moves on to the next seat."""
        c = self.dice_controller
        if c is None:
            return
        g = c.game
        self._start_new_dice_game(g.rules, c.storage_seats(), (g.first_player + 1) % g.n,
                                  c.allow_takebacks)

    def start_dice_game(self, game: DiceGame, seats: list[Any],
                        game_id: Optional[str] = None, *, allow_takebacks: bool = False,
                        takebacks: int = 0) -> None:
        """Put a dice game on the screen (a new one, or one the storage gave back)."""
        from .screen import DiceScreen

        me: Any = self
        me._end_game_screen()
        me.controller = None
        controller = DiceController(game, seats, game_id=game_id or new_game_id(),
                                    storage=self.storage, pace_ms=self.settings.ai_pace_ms,
                                    allow_takebacks=allow_takebacks, takebacks=takebacks)
        controller.quiet_kinds = me.quiet_kinds
        self._solve_hard_table(game.rules, seats)
        screen = DiceScreen(controller, self.settings, sound_player=me.sound)
        screen.leaveRequested.connect(me.show_start)
        screen.rematchRequested.connect(self.dice_rematch)
        screen.chartToggled.connect(self._remember_chart)
        screen.reviewRequested.connect(self.review_dice)
        controller.events.connect(lambda _e: self._refresh_dice_sheet())
        controller.events.connect(lambda _e: me._update_actions())
        controller.undone.connect(self._refresh_dice_sheet)
        controller.undone.connect(me._update_actions)
        controller.saveState.connect(me._show_save_state)
        controller.message.connect(lambda text: me.statusBar().showMessage(text, 8000))
        self.dice_controller, self.dice_screen = controller, screen
        controller.autosave()
        self.stack.addWidget(screen)
        self.stack.setCurrentWidget(screen)
        screen.setFocus()
        screen.start()
        me._update_actions()

    def review_dice(self) -> None:
        """The review of the dice game on the screen, once it is over."""
        c = self.dice_controller
        if c is not None:
            self.open_dice_review(c.game, list(c.names), c.humans)

    def open_dice_review(self, game: DiceGame, names: list[str], humans: list[int]) -> None:
        """The review of a dice game (a message instead while it is not over)."""
        from PySide6.QtWidgets import QMessageBox

        from .review import review_dice_game
        from thousand_app.ui.common.i18n import translate
        from thousand_app.ui.common.plain_text import plain_message

        parent: Any = self
        if not game.is_over:
            plain_message(parent, QMessageBox.Icon.Information, translate("Main", "Review"),
                          translate("Main", "A dice game is reviewed once it is over."))
            return
        review_dice_game(game, names, humans=humans, parent=parent)

    def _remember_chart(self, shown: bool) -> None:
        """The scoring chart stays as the player left it, in the next games too."""
        me: Any = self
        window = self.settings.window if isinstance(self.settings.window, dict) else {}
        window["dice_chart"] = shown
        self.settings.window = window
        me.save_settings()

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
