"""The dice game in the main window (:class:`DicePart`): New dice game → the dialog →
``DiceController`` + ``DiceScreen``; Continue, Load and Import put a dice game on the table;
Save, Export, the score sheet, the review and the Rules window follow it."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any, Optional, Sequence

from PySide6.QtWidgets import QMessageBox, QProgressBar

from thousand_app.dice.engine import DiceGame, DiceRules
from thousand_app.dice.ai.plans import hard_plan
from thousand_app.dice.ai.tables import cache_dir, set_cache_dir
from thousand_app.storage import new_game_id
from thousand_app.ui.common.coach import coach_setting, flag_words, refresh_coach
from thousand_app.ui.common.game_ui import GameHost, GamePart, NetworkSetup
from thousand_app.ui.common.i18n import translate
from thousand_app.ui.common.plain_text import plain_message
from thousand_app.ui.common.slots import through

from .controller import DiceController
from .hard import HardTableSolver, has_hard, table_note
from .newgame import DiceNewGameDialog, clean_config
from .rules_window import DiceRulesWindow
from .scoresheet import DiceScoreSheetWindow
from .screen import DiceScreen

log = logging.getLogger("thousand.ui")

__all__ = ["DicePart"]


class DicePart(GamePart):
    """The dice game's screen, score sheet, review and hard's table solving in the main
    window."""

    kind = "dice"

    def __init__(self, host: GameHost) -> None:
        super().__init__(host)
        self.controller: Optional[DiceController] = None
        self.screen: Optional[DiceScreen] = None
        self.sheet: Optional[DiceScoreSheetWindow] = None
        self.hard_solver: Optional[HardTableSolver] = None
        data_dir = getattr(host.storage, "data_dir", None)
        if data_dir is not None:  # tables solved on demand for hard (custom rules)
            set_cache_dir(Path(data_dir) / "dice-tables")

    def _solve_hard_table(self, rules: DiceRules, seats: list[Any]) -> None:
        """A game with a hard seat and rules hard has no table for: solve one in the
        background (once at a time), with a progress bar in the status bar."""
        folder = cache_dir()
        if (self.hard_solver is not None or folder is None or not has_hard(seats)
                or hard_plan(rules).kind != "solve"):
            return
        status = self.host.statusBar()
        bar = QProgressBar()
        bar.setObjectName("diceHardSolveBar")
        bar.setRange(0, 100)
        bar.setMaximumWidth(360)
        bar.setFormat(translate("DiceHard", "Hard is solving these rules: %p%"))
        status.addPermanentWidget(bar)
        solver = self.hard_solver = HardTableSolver(rules, folder, self.host)  # type: ignore[arg-type]
        solver.progress.connect(bar.setValue)

        def finished(ok: bool) -> None:
            status.removeWidget(bar)
            bar.deleteLater()
            self.hard_solver = None
            status.showMessage(
                translate("DiceHard", "Hard has solved these rules and now plays them.") if ok
                else translate("DiceHard", "Solving these rules failed: hard plays like normal "
                                           "with them."), 12000)

        solver.done.connect(finished)
        solver.start()

    # -- starting ------------------------------------------------------------------------
    def new_game(self) -> None:
        """The new dice game dialog, then the game (the choice is remembered)."""
        host = self.host
        if not host.may_replace_game(self.kind):
            return
        dlg = DiceNewGameDialog(host.settings.dice_new_game, host)  # type: ignore[arg-type]
        if dlg.exec() != DiceNewGameDialog.DialogCode.Accepted:
            return
        setup = dlg.setup()
        host.settings.dice_new_game = dlg.config()
        host.save_settings()
        self._start_new(setup.rules, setup.seats, setup.first_player, dlg.allow_takebacks())

    def network_setup(self) -> Optional[NetworkSetup]:
        host = self.host
        dlg = DiceNewGameDialog(host.settings.dice_new_game, host,  # type: ignore[arg-type]
                                network=True)
        if dlg.exec() != DiceNewGameDialog.DialogCode.Accepted:
            return None
        setup = dlg.setup()
        host.settings.dice_new_game = dlg.config()
        host.save_settings()
        return NetworkSetup(setup.rules, [s.name for s in setup.seats],
                            [s.kind == "human" for s in setup.seats],
                            [s.level for s in setup.seats])

    def _start_new(self, rules: DiceRules, seats: list[Any], first_player: int,
                   allow_takebacks: bool) -> None:
        game = DiceGame(rules, len(seats), players=[s.name for s in seats],
                        first_player=first_player, keep_undo=allow_takebacks)
        self.start_game(game, seats, allow_takebacks=allow_takebacks)

    def rematch(self) -> None:
        """A new game with the same players, seats and rules (and take-backs as they were);
        who throws first moves on to the next seat."""
        c = self.controller
        if c is None or self.session is not None:
            return
        g = c.game
        self._start_new(g.rules, c.storage_seats(), (g.first_player + 1) % g.n,
                        c.allow_takebacks)

    def start_saved(self, saved: Any) -> None:
        extras = saved.extras
        self.start_game(saved.game, list(saved.seats), saved.game_id,
                        allow_takebacks=extras.allow_takebacks, takebacks=extras.takebacks,
                        coach_flags=extras.coach_flags)

    def start_game(self, game: DiceGame, seats: list[Any], game_id: Optional[str] = None, *,
                   allow_takebacks: bool = False, takebacks: int = 0,
                   coach_flags: Sequence[Any] = ()) -> None:
        """Put a dice game on the screen (a new one, or one the storage gave back)."""
        host = self.host
        host.take_the_table(self)
        controller = DiceController(game, seats, game_id=game_id or new_game_id(),
                                    storage=host.storage, pace_ms=host.settings.ai_pace_ms,
                                    allow_takebacks=allow_takebacks, takebacks=takebacks,
                                    coach=coach_setting(host.settings, "dice", seats),
                                    coach_flags=coach_flags)
        controller.quiet_kinds = host.quiet_kinds
        self._solve_hard_table(game.rules, seats)
        screen = self._table(controller)
        screen.rematchRequested.connect(through(self.rematch))
        for slot in (self._refresh_sheet, host.update_actions):   # (a local game's only)
            controller.undone.connect(through(slot))
        controller.saveState.connect(host.show_save_state)
        controller.autosave()
        self._show_table(screen)
        note = table_note(game.rules, seats)
        if note is not None and not game.is_over:
            screen.top.show_message(note, 30000)

    plays_remote = True

    def remote_controller(self, remote: Any) -> Any:
        from thousand_app.dice.kind import KIND

        from .remote import DiceRemoteController
        return DiceRemoteController(remote, KIND)

    def show_remote(self, controller: Any) -> None:
        self._show_table(self._table(controller))

    def _table(self, controller: Any) -> DiceScreen:
        """The dice screen for ``controller`` (a local or a remote seat's), hooked to the
        window."""
        host = self.host
        screen = DiceScreen(controller, host.settings, sound_player=host.sound)
        screen.leaveRequested.connect(host.show_start)
        screen.chartToggled.connect(through(self._remember_chart))
        screen.reviewRequested.connect(through(self.review))
        controller.events.connect(lambda _e: self._refresh_sheet())
        controller.events.connect(lambda _e: host.update_actions())
        controller.message.connect(lambda text: host.statusBar().showMessage(text, 8000))
        self.controller = controller
        self.screen = screen
        return screen

    def _show_table(self, screen: DiceScreen) -> None:
        host = self.host
        host.stack.addWidget(screen)
        host.stack.setCurrentWidget(screen)
        screen.setFocus()
        screen.start()
        host.update_actions()

    def _remember_chart(self, shown: bool) -> None:
        """The scoring chart stays as the player left it, in the next games too."""
        s = self.host.settings
        window = s.window if isinstance(s.window, dict) else {}
        window["dice_chart"] = shown
        s.window = window
        self.host.save_settings()

    def end_screen(self) -> None:
        """Stop the dice game on the screen (its last save is written)."""
        screen, self.screen = self.screen, None
        if screen is not None:
            screen.close_game()
            self.host.stack.removeWidget(screen)
            screen.deleteLater()
        self.controller = None
        if self.sheet is not None:
            self.sheet.close()
        self.end_session()

    def close(self) -> None:
        if self.hard_solver is not None:
            self.hard_solver.stop()         # (a table half solved is not written)

    def rebuilt(self) -> bool:
        screen = self.screen
        if screen is None:
            return False
        screen.retranslate()
        self.host.stack.setCurrentWidget(screen)
        if self.sheet is not None:
            was_open, old, self.sheet = self.sheet.isVisible(), self.sheet, None
            old.close()
            old.deleteLater()
            if was_open:
                self.show_sheet()
        self.attach_net_panel()
        return True

    def settings_changed(self, deck_changed: bool) -> None:
        if self.screen is not None:
            self.screen.apply_settings(self.host.settings)
        if self.controller is not None:
            self.controller.pace_ms = self.host.settings.ai_pace_ms
            refresh_coach(self.controller, self.host.settings, "dice")

    # -- menus while a dice game is on -----------------------------------------------------
    def can_review(self) -> bool:
        return self.controller is not None and self.controller.game.is_over

    def take_back(self) -> None:
        if self.screen is not None:
            self.screen.take_back()

    def save_as(self, name: str) -> None:
        dice = self.controller
        if dice is not None and self.session is None:   # (a network game: the host saves)
            self.host.storage.save_as(name, dice.game, dice.storage_seats(), dice.game_id,
                                      dice._save_extras())

    def review(self, deal: Optional[int] = None) -> None:
        """The review of the dice game on the screen, once it is over."""
        c = self.controller
        if c is not None:
            self.open_review(c.game, list(c.names), c.humans,
                             self._coach_flags(getattr(getattr(c, "coach", None), "flags", ())))

    @staticmethod
    def _coach_flags(flags: Sequence[Any]) -> dict[int, dict[int, str]]:
        """The decisions the coach warned about (flags, or a save's flag documents), by turn
        and decision, with what it said."""
        from .coach_texts import dice_advice_words

        return flag_words(flags, dice_advice_words)

    def review_saved(self, saved: Any, name: str = "") -> None:
        extras = getattr(saved, "extras", None)
        self.open_review(saved.game, list(saved.game.players),
                         [i for i, s in enumerate(saved.seats) if s.kind == "human"],
                         self._coach_flags(getattr(extras, "coach_flags", ())))

    def open_review(self, game: DiceGame, names: list[str], humans: list[int],
                    coach_flags: Optional[dict[int, dict[int, str]]] = None) -> None:
        """The review of a dice game (a message instead while it is not over)."""
        from .review import review_dice_game

        parent: Any = self.host
        if not game.is_over:
            plain_message(parent, QMessageBox.Icon.Information, translate("Main", "Review"),
                          translate("Main", "A dice game is reviewed once it is over."))
            return
        review_dice_game(game, names, humans=humans, coach_flags=coach_flags, parent=parent)

    def show_sheet(self) -> None:
        c = self.controller
        if c is None:
            return
        if self.sheet is None:
            self.sheet = DiceScoreSheetWindow(self.host)  # type: ignore[arg-type]
        self.sheet.refresh(c.game, c.names)
        self.sheet.show()
        self.sheet.raise_()

    def _refresh_sheet(self) -> None:
        c, sheet = self.controller, self.sheet
        if c is not None and sheet is not None and sheet.isVisible():
            sheet.refresh(c.game, c.names)

    def rules(self) -> DiceRules:
        """The rules of the dice game on the screen, else of the last new dice game chosen."""
        if self.controller is not None:
            return self.controller.game.rules
        cfg = clean_config(self.host.settings.dice_new_game)
        return DiceRules.from_options(cfg["preset"], cfg["options"])

    def rules_window(self) -> DiceRulesWindow:
        return DiceRulesWindow(self.rules(), self.host)  # type: ignore[arg-type]
