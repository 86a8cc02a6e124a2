"""The main window: the start screen or the game, the menus, settings, saves and statistics."""

from __future__ import annotations

import logging
import random
from typing import Any, Optional, Sequence

from PySide6.QtCore import QByteArray, QDateTime, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QFont, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QDialogButtonBox, QFileDialog,
                               QHeaderView, QInputDialog, QLabel, QLineEdit, QMainWindow,
                               QMenuBar,
                               QMessageBox,
                               QStackedWidget, QTableWidget, QTableWidgetItem, QTabWidget,
                               QVBoxLayout, QWidget)

from thousand_app import __version__
from thousand_app.cards.engine import Game, Rules, RulesError
from thousand_app.storage.savefile import GameExtras

from .cards import Deck, index_language, load_deck
from thousand_app.ui.cards.controller import GameController, Seat
from thousand_app.ui.cards.game_screen import GameScreen
from .i18n import QT_TRANSLATE_NOOP, Translations, translate
from .import_progress import run_with_progress
from .plain_text import plain_message, plain_question
from thousand_app.ui.cards.newgame import NewGameDialog, clean_config
from .problem_texts import error_text, problem_text, reason_words
from thousand_app.ui.cards.review import ReviewWindow, review_game
from thousand_app.ui.cards.review_analysis import AnalysisStore
from thousand_app.ui.cards.rules_window import RulesWindow
from .saves import SavesDialog, StatsDialog
from thousand_app.ui.cards.scoresheet import ScoreSheet
from .settings_dialog import SettingsDialog
from .sound import SoundPlayer
from thousand_app.ui.dice.window import DiceWindowMixin
from .folder_check import Unwritable, quiet_kinds, unwritable_folders
from .start_screen import StartScreen
from .texts import fmt
from .windows import fit_on_screen

log = logging.getLogger("thousand.ui")


class MainWindow(DiceWindowMixin, QMainWindow):
    """One window for the whole app."""

    def __init__(self, storage: Any, translations: Translations,
                 parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.storage = storage
        self.translations = translations
        self.settings = storage.load_settings()
        self.sound = SoundPlayer(bool(self.settings.sound))
        self.deck_problem = ""
        self.deck = self._load_deck()
        self.controller: Optional[GameController] = None
        #: Deal analyses of imported records, kept for the session (by game id).
        self.session_analyses: dict[str, list[dict[str, Any]]] = {}
        self.review_window: Optional[ReviewWindow] = None
        self.game_screen: Optional[GameScreen] = None
        self.sheet: Optional[ScoreSheet] = None
        self._dice_init()
        #: The status bar's "Not saved" mark (made the first time a save fails).
        self.not_saved_mark: Optional[QLabel] = None
        #: The app's folders that cannot be written (read-only, full): said once at start,
        #: then only marked; the problems of their failed writes are only logged.
        self.unwritable = unwritable_folders(storage)
        self.quiet_kinds = quiet_kinds(self.unwritable)
        self._unwritable_told = False
        self.stack = QStackedWidget(self)
        self.setCentralWidget(self.stack)
        self.start_screen: StartScreen
        self._build()
        self._restore_geometry()
        self._problems_timer = QTimer(self)
        self._problems_timer.setSingleShot(True)
        self._problems_timer.timeout.connect(self.show_problems)
        self._problems_timer.start(0)

    # -- building (and rebuilding after a language change) ---------------------------------------------
    def _build(self) -> None:
        self.setWindowTitle(translate("Main", "Thousand"))
        self.setMenuBar(QMenuBar(self))  # the old bar and its menus go with it
        self._build_menus()
        old = getattr(self, "start_screen", None)
        self.start_screen = StartScreen(self.deck)
        s = self.start_screen
        s.continueGame.connect(self.continue_game)
        s.continueGameOf.connect(self.continue_game)
        s.newGame.connect(self.new_game)
        s.newDiceGame.connect(self.new_dice_game)
        s.diceRules.connect(self.show_dice_rules)
        s.loadGame.connect(self.open_saves)
        s.rules.connect(self.show_rules)
        s.settings.connect(self.open_settings)
        s.statistics.connect(self.show_stats)
        s.quit.connect(self.close)
        self.stack.insertWidget(0, s)
        if old is not None:
            self.stack.removeWidget(old)
            old.deleteLater()
        if self.controller is not None:
            self._show_game(self.controller)
        elif not self._dice_rebuilt():
            self.show_start()
        if self.review_window is not None and self.review_window.isVisible():
            self._keep_review(self.review_window.remade(self.deck))   # (in the new words)
        if self.not_saved_mark is not None and not self.not_saved_mark.isHidden():
            self._show_save_state(False)   # (its words, in the new language)
        if self.sheet is not None:   # (its words were made with it: made again, open if it was)
            was_open, old_sheet, self.sheet = self.sheet.isVisible(), self.sheet, None
            old_sheet.close()
            old_sheet.deleteLater()
            if was_open:
                self.show_sheet()

    def _build_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu(translate("Main", "&Game"))
        self.menu_actions: dict[str, QAction] = {}

        def add(menu: Any, key: str, text: str, slot: Any, shortcut: Optional[str] = None) -> QAction:
            a = QAction(text, self)
            if shortcut:
                a.setShortcut(QKeySequence(shortcut))
            a.triggered.connect(slot)
            menu.addAction(a)
            self.menu_actions[key] = a
            return a

        add(game, "new", translate("Main", "&New game…"), self.new_game, "Ctrl+N")
        add(game, "dice_new", translate("Main", "New &dice game…"), self.new_dice_game,
            "Ctrl+D")
        add(game, "continue", translate("Main", "&Continue"), self.continue_game)
        game.addSeparator()
        add(game, "save", translate("Main", "&Save as…"), self.save_as, "Ctrl+S")
        add(game, "load", translate("Main", "&Load or delete saves…"), self.open_saves, "Ctrl+O")
        add(game, "import", translate("Main", "&Import a game record…"), self.import_record)
        add(game, "export", translate("Main", "&Export this game's record…"), self.export_record)
        add(game, "review_record", translate("Main", "Re&view a game record…"),
            self.review_record)
        game.addSeparator()
        add(game, "undo", translate("Main", "&Take back a move"), self.take_back, "Ctrl+Z")
        add(game, "review", translate("Main", "Review &deals…"), self.review_deals)
        game.addSeparator()
        add(game, "stats", translate("Main", "S&tatistics"), self.show_stats)
        add(game, "menu", translate("Main", "&Main menu"), self.show_start)
        add(game, "quit", translate("Main", "&Quit"), self.close, "Ctrl+Q")
        view = bar.addMenu(translate("Main", "&View"))
        add(view, "sheet", translate("Main", "Score &sheet"), self.show_sheet)
        add(view, "settings", translate("Main", "S&ettings…"), self.open_settings, "Ctrl+,")
        helpm = bar.addMenu(translate("Main", "&Help"))
        add(helpm, "rules", translate("Main", "&Rules"), self.show_rules)
        add(helpm, "dice_rules", translate("Main", "Rules of the &dice game"),
            self.show_dice_rules)
        add(helpm, "keys", translate("Main", "&Keyboard"), self.show_keys)
        add(helpm, "about", translate("Main", "&About Thousand"), self.show_about)
        self._update_actions()

    def _update_actions(self) -> None:
        in_game = self.controller is not None or self.dice_controller is not None
        if not hasattr(self, "actions"):
            return
        for key in ("save", "export"):
            self.menu_actions[key].setEnabled(in_game)
        c: Any = self.controller if self.controller is not None else self.dice_controller
        self.menu_actions["undo"].setEnabled(c is not None and c.may_take_back)
        c = self.controller
        d = self.dice_controller
        self.menu_actions["review"].setEnabled((c is not None and bool(c.game.history))
                                               or (d is not None and d.game.is_over))
        self.menu_actions["continue"].setEnabled(not in_game and self._has_autosave())

    def _has_autosave(self) -> bool:
        try:
            return bool(self.storage.has_autosave())
        except Exception:
            log.exception("has_autosave failed")
            return False

    # -- settings -----------------------------------------------------------------------------------------
    def _load_deck(self) -> Deck:
        s = self.settings
        deck, failed = load_deck(s.deck, s.four_colour, s.card_back,
                                 index_language(s.card_indices, self.translations.language))
        if failed is not None:
            log.warning("deck %s: %s", s.deck, failed)
            self.deck_problem = fmt(translate("Main", "The card deck %1 cannot be used; our own "
                                                      "deck is shown instead."), s.deck)
        return deck

    def save_settings(self) -> None:
        try:
            self.storage.save_settings(self.settings)
        except Exception:
            log.exception("saving settings failed")
        self.show_problems()

    def open_settings(self) -> None:
        dlg = SettingsDialog(self.settings, self, sound_available=self.sound.available)
        if dlg.exec() != SettingsDialog.DialogCode.Accepted:
            return
        old_language = self.settings.language
        self.settings = dlg.result_settings()
        self.sound.enabled = bool(self.settings.sound)
        self.save_settings()
        self.deck = self._load_deck()
        self.show_problems()
        if self.settings.language != old_language:
            self.translations.use(self.settings.language)
            self.deck = self._load_deck()   # (its letters may follow the language)
            self._build()
            if self.game_screen is not None:
                self.game_screen.set_deck(self.deck)
        else:
            self.start_screen.set_deck(self.deck)
            if self.game_screen is not None:
                self.game_screen.set_deck(self.deck)
        if self.game_screen is not None:
            self.game_screen.set_speed(self.settings.animation_speed)
            self.game_screen.confirm_concede = self.settings.confirm_concede
            self.game_screen.count_points = bool(self.settings.count_points)
            self.game_screen._refresh_info()
        self._dice_settings_changed()
        if self.controller is not None:
            self.controller.pace_ms = self.settings.ai_pace_ms

    def show_problems(self) -> None:
        if self.unwritable and not self._unwritable_told:
            self._unwritable_told = True
            self._show_save_state(True)      # (the mark, from the start)
            plain_message(self, QMessageBox.Icon.Warning, translate("Main", "Saved files"),
                          unwritable_text(self.unwritable))
        if self.deck_problem:
            problem, self.deck_problem = self.deck_problem, ""
            plain_message(self, QMessageBox.Icon.Warning, translate("Main", "Card deck"), problem)
        try:
            problems = self.storage.take_problems()
        except Exception:
            log.exception("take_problems failed")
            problems = []
        # (a write into a folder said at start to be unwritable: logged by the storage only)
        problems = [p for p in problems if getattr(p, "kind", None) not in self.quiet_kinds]
        if problems:   # (they name files and saves: plain text)
            plain_message(self, QMessageBox.Icon.Warning, translate("Main", "Saved files"),
                          "\n\n".join(problem_text(p) for p in problems))

    # -- geometry ---------------------------------------------------------------------------------------------
    def _restore_geometry(self) -> None:
        geo = self.settings.window.get("geometry") if isinstance(self.settings.window, dict) else None
        if isinstance(geo, str):
            try:
                if self.restoreGeometry(QByteArray.fromBase64(geo.encode("ascii"))):
                    return
            except (ValueError, UnicodeError):
                pass
        self.resize(1280, 800)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.isVisible() and not self.may_quit():
            event.ignore()
            return
        if not isinstance(self.settings.window, dict):
            self.settings.window = {}
        self.settings.window["geometry"] = bytes(self.saveGeometry().toBase64().data()).decode()
        self.save_settings()
        if self.review_window is not None:
            self.review_window.close()      # (an analysis under way is stopped first)
        if self.hard_solver is not None:
            self.hard_solver.stop()         # (a table half solved is not written)
        self._end_game_screen()
        super().closeEvent(event)

    def game_not_saved(self) -> bool:
        """Whether a game in progress is on the table and its last save failed."""
        c: Any = self.controller if self.controller is not None else self.dice_controller
        on_table = self.game_screen is not None or self.dice_screen is not None
        mark = self.not_saved_mark
        return (c is not None and on_table and not c.game.is_over and mark is not None
                and not mark.isHidden())

    def may_quit(self) -> bool:
        """Before quitting with a game that is not saved: ask, offering to save it elsewhere."""
        if not self.game_not_saved():
            return True
        box = QMessageBox(QMessageBox.Icon.Warning, translate("Main", "Quit"),
                          translate("Main", "Your game is not saved. Quit anyway?"),
                          QMessageBox.StandardButton.NoButton, self)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setInformativeText(fmt(translate("Main", "It could not be written in %1. “Save to "
                                                     "a file…” keeps it where you choose; Game "
                                                     "→ Import a game record… goes on with it "
                                                     "later."),
                                   self.storage.data_dir))
        elsewhere = box.addButton(translate("Main", "Save to a file…"),
                                  QMessageBox.ButtonRole.AcceptRole)
        quit_button = box.addButton(translate("Main", "Quit anyway"),
                                    QMessageBox.ButtonRole.DestructiveRole)
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        cancel.setText(translate("Main", "Cancel"))
        box.setDefaultButton(elsewhere)
        box.setEscapeButton(cancel)
        box.exec()
        clicked = box.clickedButton()
        if clicked is quit_button:
            return True
        if clicked is elsewhere:
            return self.export_record(translate("Main", "Save to a file"))
        return False

    # -- screens ---------------------------------------------------------------------------------------------
    def show_start(self) -> None:
        self._end_game_screen()
        self._show_save_state(True)
        self.controller = None
        self.start_screen.set_can_continue(self._has_autosave(), self._autosave_kind(),
                                           self._autosave_kinds())
        self.stack.setCurrentWidget(self.start_screen)
        self._update_actions()

    def _autosave_kinds(self) -> list[str]:
        """The games with a game in progress under Continue."""
        try:
            return [k for k in ("cards", "dice") if self.storage.has_autosave(k)]
        except Exception:
            log.exception("has_autosave failed")
            return []

    def _autosave_kind(self) -> Optional[str]:
        """Which game Continue would resume ("cards" or "dice"), None if neither."""
        try:
            kind = self.storage.autosave_kind()
            return kind if isinstance(kind, str) else None
        except Exception:
            log.exception("autosave_kind failed")
            return None

    def _end_game_screen(self) -> None:
        self._end_dice_screen()
        if self.game_screen is not None:
            self.game_screen.close_game()
            self.stack.removeWidget(self.game_screen)
            self.game_screen.deleteLater()
            self.game_screen = None
        if self.sheet is not None:
            self.sheet.close()

    def _show_game(self, controller: GameController) -> None:
        if self.game_screen is not None:
            old = self.game_screen
            self.game_screen = None
            old.scene.animator.clear()
            for sig in (controller.events, controller.humanTurn, controller.claimOffered,
                        controller.thinking, controller.hintReady, controller.message):
                try:
                    sig.disconnect()
                except (RuntimeError, TypeError):
                    pass
            self.stack.removeWidget(old)
            old.deleteLater()
        self.controller = controller
        screen = GameScreen(controller, self.deck, self.settings.animation_speed,
                            self.settings.confirm_concede)
        screen.count_points = bool(self.settings.count_points)
        screen.menuRequested.connect(self.show_start)
        screen.mainMenuRequested.connect(self.show_start)
        screen.newGameRequested.connect(self.new_game)
        screen.scoreSheetRequested.connect(self.show_sheet)
        screen.rulesRequested.connect(self.show_rules)
        screen.reviewRequested.connect(self.review_deals)
        controller.undone.connect(self._update_actions)
        controller.undone.connect(self._refresh_sheet)
        controller.events.connect(lambda _e: self._update_actions())
        screen.scene.sound.connect(self.sound.play)
        controller.events.connect(lambda _e: self._refresh_sheet())
        controller.saveState.connect(self._show_save_state)
        self.game_screen = screen
        self.stack.addWidget(screen)
        self.stack.setCurrentWidget(screen)
        screen.setFocus()
        self._update_actions()

    def _show_save_state(self, saved: bool) -> None:
        """A lasting "Not saved" mark in the status bar while autosaving fails (all the time
        when the data folder cannot be written)."""
        data = next((u for u in self.unwritable if u.role == "data"), None)
        saved = saved and data is None
        mark = self.not_saved_mark
        if mark is None:
            if saved:
                return
            mark = self.not_saved_mark = QLabel(self)
            mark.setObjectName("notSavedMark")
            mark.setStyleSheet("color: #b00020; font-weight: bold;")
            self.statusBar().addPermanentWidget(mark)
            self.statusBar().show()
        mark.setText(translate("Main", "Not saved"))
        mark.setToolTip(translate("Main", "The game in progress could not be saved. Saving is "
                                          "tried again after every move.") if data is None else
                        fmt(translate("Main", "Nothing can be written in %1 (%2): games and "
                                              "statistics are not kept."),
                            data.folder, reason_words(data.reason)))
        mark.setVisible(not saved)

    def start_game(self, game: Game, seats: list[Any], game_id: Optional[str] = None,
                   extras: Any = None) -> None:
        self._end_game_screen()
        controller = GameController(game, seats, game_id=game_id, storage=self.storage,
                                    pace_ms=self.settings.ai_pace_ms, extras=extras)
        controller.quiet_kinds = self.quiet_kinds
        controller.autosave()
        self._show_game(controller)

    def start_saved(self, saved: Any) -> None:
        """Go on with a game the storage gave back (autosave, a save, an imported record)."""
        if getattr(saved, "kind", "cards") == "dice":
            self.start_dice_game(saved.game, list(saved.seats), saved.game_id,
                                 allow_takebacks=saved.extras.allow_takebacks,
                                 takebacks=saved.extras.takebacks)
            return
        self.start_game(saved.game, list(saved.seats), saved.game_id,
                        getattr(saved, "extras", None))

    # -- actions ------------------------------------------------------------------------------------------------
    def may_replace_game(self, kind: str = "cards") -> bool:
        """Before New game, Load or Import: ask while a game is in progress (on the table, or
        waiting under Continue); its autosave is never replaced without a yes.  The card and
        the dice game each have their own autosave: only one of ``kind`` is replaced."""
        c: Any = self.controller if self.controller is not None else self.dice_controller
        if c is not None:
            if c.game.is_over:
                return True
            text = translate("Main", "Leave the game in progress? It stays under Continue "
                                     "until you start another.")
        elif self.storage.has_autosave(kind):
            text = translate("Main", "Start another game? The game in progress under Continue "
                                     "will be replaced.")
        else:
            return True
        return plain_question(self, translate("Main", "The game in progress"), text)

    def new_game(self) -> None:
        if not self.may_replace_game():
            return
        dlg = NewGameDialog(self.settings.new_game, self)
        if dlg.exec() != NewGameDialog.DialogCode.Accepted:
            return
        try:
            rules = dlg.rules()
        except RulesError as exc:
            from thousand_app.ui.cards.newgame import rules_error_text

            plain_message(self, QMessageBox.Icon.Warning, translate("Main", "New game"), fmt(
                translate("NewGame", "These rules cannot be played: %1"),
                rules_error_text(exc)))
            return
        self.settings.new_game = dlg.config()
        self.save_settings()
        seats = dlg.seats()
        game = Game(rules, len(seats), players=[s.name for s in seats],
                    seed=random.SystemRandom().randrange(1 << 62),
                    first_dealer=random.SystemRandom().randrange(len(seats)))
        self.start_game(game, seats, extras=GameExtras(allow_takebacks=dlg.allow_takebacks()))

    def continue_game(self, kind: Optional[str] = None) -> None:
        """Resume the game in progress of ``kind`` ("cards" or "dice"), or the one played last."""
        if self.controller is not None or self.dice_controller is not None:
            return
        kind = kind if isinstance(kind, str) else None   # (a menu action passes a bool)
        saved = None
        try:   # replaying a long game takes a while: off the GUI thread, with a dialog
            saved = run_with_progress(self, translate("Main", "Continue"),
                                      translate("Main", "Reading the game record…"),
                                      lambda: self.storage.load_autosave(kind))
        except Exception:
            log.exception("load_autosave failed")
        self.show_problems()
        if saved is None:
            plain_message(self, QMessageBox.Icon.Information, translate("Main", "Continue"),
                          translate("Main", "There is no game to continue."))
            self.start_screen.set_can_continue(False)
            return
        self.start_saved(saved)

    def save_as(self) -> None:
        """Game → Save as: a name (one is proposed), then the card or dice game under it."""
        dice = self.dice_controller
        if dice is not None:
            players = dice.game.players

            def save(name: str) -> None:
                self.storage.save_as(name, dice.game, dice.storage_seats(), dice.game_id,
                                     GameExtras(dice.allow_takebacks, dice.takebacks))
        else:
            c = self.controller
            if c is None:
                return
            players = c.game.players

            def save(name: str) -> None:
                self.storage.save_as(name, c.game, c.storage_seats(), c.game_id, c.extras)
        name = ask_save_name(self, proposed_save_name(players))
        if not name.strip():
            return
        try:
            save(name.strip())
        except Exception as exc:
            plain_message(self, QMessageBox.Icon.Warning,
                          translate("Main", "Save the game"),
                          fmt(translate("Main", "The game could not be saved: %1"),
                              error_text(exc)))
        else:
            self.statusBar().showMessage(fmt(translate("Main", "Saved as “%1”."), name.strip()),
                                         8000)
        self.show_problems()

    def open_saves(self) -> None:
        dlg = SavesDialog(self.storage, self)
        if dlg.exec() == SavesDialog.DialogCode.Accepted and dlg.loaded is not None:
            saved = dlg.loaded
            if dlg.review and saved.kind == "dice":
                self.open_dice_review(saved.game, list(saved.game.players),
                                      [i for i, s in enumerate(saved.seats)
                                       if s.kind == "human"])
            elif dlg.review:
                self.review_saved(saved, dlg.loaded_name)
            elif self.may_replace_game(saved.kind):
                self.start_saved(saved)
        self.show_problems()

    def import_record(self) -> None:
        saved = self._read_record(translate("Main", "Import a game record"))
        if saved is not None and self.may_replace_game(saved.kind):
            self.start_saved(saved)

    def _read_record(self, title: str) -> Any:
        """Ask for a game record (or a save) file and read it; None when none was chosen or
        it cannot be used (then the user is told why)."""
        path, _ = QFileDialog.getOpenFileName(self, title, "",
                                              translate("Main", "Game records (*.json)"))
        if not path:
            return None
        try:   # a long game takes a while to replay: off the GUI thread, with a dialog
            return run_with_progress(self, title, translate("Main", "Reading the game record…"),
                                     lambda: self.storage.import_record(path))
        except Exception as exc:
            plain_message(self, QMessageBox.Icon.Warning, title,
                          fmt(translate("Main", "This record cannot be used: %1"),
                              error_text(exc)))
            return None

    # -- the deal review and take-backs ------------------------------------------------------------
    def take_back(self) -> None:
        """Undo (Ctrl+Z): back to the human's previous decision, if take-backs are on."""
        if self.dice_controller is not None and self.dice_screen is not None:
            take_back = getattr(self.dice_screen, "take_back", None)
            if take_back is not None:
                take_back()
            self._update_actions()
            return
        c = self.controller
        if c is None:
            return
        if not c.undo_to_human():
            text = (translate("Main", "Take-backs are off in this game (New game → Allow "
                                      "take-backs).") if not c.extras.allow_takebacks else
                    translate("Main", "Take-backs are for games against the computer.")
                    if c.hot_seat else translate("Main", "There is no move of yours to take "
                                                         "back."))
            self.statusBar().showMessage(text, 6000)
        self._update_actions()

    def _open_review(self, game: Game, humans: Sequence[int], store: AnalysisStore,
                     deal: Optional[int] = None) -> Optional[ReviewWindow]:
        if self.review_window is not None:
            self.review_window.close()
        window = review_game(game, self.deck, humans=humans, deal=deal, store=store,
                             parent=self)
        if window is None:
            plain_message(self, QMessageBox.Icon.Information, translate("Main", "Review deals"),
                          translate("Main", "No deal of this game is over yet."))
            return None
        geo = self.settings.window.get("review") if isinstance(self.settings.window,
                                                               dict) else None
        if isinstance(geo, str):   # where and how large it was last time
            try:
                window.restoreGeometry(QByteArray.fromBase64(geo.encode("ascii")))
            except (ValueError, UnicodeError):
                pass
        self._keep_review(window)
        return window

    def _keep_review(self, window: ReviewWindow) -> None:
        """``window`` is the open review; forgotten when it goes (unless another has come)."""
        def gone(_obj: object = None) -> None:
            if self.review_window is window:
                self.review_window = None

        window.destroyed.connect(gone)
        window.finished.connect(lambda _r: self._remember_review(window))
        self.review_window = window

    def _remember_review(self, window: ReviewWindow) -> None:
        """The review's place and size, kept in the settings for the next one."""
        if not isinstance(self.settings.window, dict):
            self.settings.window = {}
        self.settings.window["review"] = bytes(window.saveGeometry().toBase64().data()).decode()

    def review_deals(self, deal: Optional[int] = None) -> None:
        """Review the finished deals of the game on the table (the last one, or ``deal``); a
        finished dice game's turns."""
        if self.dice_controller is not None:
            self.review_dice()
            return
        c = self.controller
        if c is None:
            return
        self._open_review(c.game, c.humans, AnalysisStore(c.extras.analyses, c.autosave),
                          deal if isinstance(deal, int) else None)

    def review_saved(self, saved: Any, name: str = "") -> None:
        """Review a saved game (a named save: the analyses are written back to it) or an
        imported record (its analyses kept for the session)."""
        extras = getattr(saved, "extras", None) or GameExtras()
        humans = [i for i, s in enumerate(saved.seats) if s.kind == "human"]
        if name:
            def keep() -> None:
                try:
                    self.storage.save_as(name, saved.game, list(saved.seats), saved.game_id,
                                         extras)
                except Exception:
                    log.exception("the analysis could not be kept in the save %s", name)
            store = AnalysisStore(extras.analyses, keep)
        else:
            docs = self.session_analyses.setdefault(saved.game_id, list(extras.analyses))
            store = AnalysisStore(docs)
        self._open_review(saved.game, humans, store)

    def review_record(self) -> None:
        """Game → Review a game record: read a record (RECORD.md) and review its deals."""
        saved = self._read_record(translate("Main", "Review a game record"))
        if saved is not None:
            self.review_saved(saved)

    def export_record(self, title: str = "") -> bool:
        """Write the game's record to a file the user chooses (Import goes on with it);
        whether it was written."""
        c: Any = self.controller if self.controller is not None else self.dice_controller
        if c is None:
            return False
        title = title or translate("Main", "Export the game record")
        path, _ = QFileDialog.getSaveFileName(self, title, "thousand-game.json",
                                              translate("Main", "Game records (*.json)"))
        if not path:
            return False
        try:
            self.storage.export_record(c.game, path, c.storage_seats())
        except Exception as exc:
            plain_message(self, QMessageBox.Icon.Warning, title,
                          fmt(translate("Main", "The record could not be written: %1"),
                              error_text(exc)))
            return False
        return True

    def show_stats(self) -> None:
        StatsDialog(self.storage, self).exec()
        self.show_problems()

    def show_sheet(self) -> None:
        if self.dice_controller is not None:
            self.show_dice_sheet()
            return
        if self.controller is None:
            return
        if self.sheet is None:
            self.sheet = ScoreSheet(self)
            self.sheet.reviewDeal.connect(self.review_deals)
        self.sheet.refresh(self.controller.game)
        self.sheet.show()
        self.sheet.raise_()

    def _refresh_sheet(self) -> None:
        if self.sheet is not None and self.sheet.isVisible() and self.controller is not None:
            self.sheet.refresh(self.controller.game)

    def current_rules(self) -> tuple[Rules, Optional[int]]:
        if self.controller is not None:
            return self.controller.game.rules, self.controller.game.n
        cfg = clean_config(self.settings.new_game)
        try:
            return Rules.from_options(cfg["preset"], cfg["options"]), cfg["players"]
        except RulesError:
            return Rules(), None

    def show_rules(self) -> None:
        if self.dice_controller is not None:
            self.show_dice_rules()
            return
        rules, n = self.current_rules()
        RulesWindow(rules, n, self).exec()

    def show_keys(self) -> None:
        KeysDialog(self, "dice" if self.dice_controller is not None else "cards").exec()

    def show_about(self) -> None:
        QMessageBox.about(self, translate("Main", "About Thousand"),
                          fmt(translate("Main", "Thousand %1: both games called «Тысяча», the card "
                                                "game and the dice game, against computer "
                                                "players or friends on one computer."),
                              __version__))


#: What is not kept while a folder cannot be written, by its role.
NOT_KEPT = {
    "data": QT_TRANSLATE_NOOP("Main", "Thousand cannot write in %1 (%2): the game in "
                                      "progress, saved games and statistics will not be kept."),
    "config": QT_TRANSLATE_NOOP("Main", "Thousand cannot write in %1 (%2): your settings will "
                                        "not be kept."),
}


def unwritable_text(found: Sequence[Unwritable]) -> str:
    """The one message at start about the folders that cannot be written."""
    lines = [fmt(translate("Main", NOT_KEPT[u.role]), u.folder, reason_words(u.reason))
             for u in found]
    lines.append(translate("Main", "You can play on: the status bar says “Not saved”, and Game "
                                   "→ Export this game's record… writes a game to a folder you "
                                   "choose. Or start Thousand with --data-dir and a folder it "
                                   "may write in."))
    return "\n\n".join(lines)


def ask_save_name(parent: QWidget, proposed: str) -> str:
    """The name of a new save ("" if none was given), in a box wide enough to show all of the
    proposed name."""
    dlg = QInputDialog(parent)
    dlg.setObjectName("saveNameDialog")
    dlg.setWindowTitle(translate("Main", "Save the game"))
    dlg.setLabelText(translate("Main", "Name of the save:"))
    dlg.setTextValue(proposed)
    dlg.setOkButtonText(translate("Main", "Save"))
    dlg.setCancelButtonText(translate("Main", "Cancel"))
    edit = dlg.findChild(QLineEdit)
    if edit is not None:
        fm = edit.fontMetrics()
        edit.setMinimumWidth(min(fm.horizontalAdvance(proposed) + fm.averageCharWidth() * 4,
                                 720))
    if dlg.exec() != QDialog.DialogCode.Accepted:
        return ""
    return dlg.textValue()


def proposed_save_name(players: Sequence[str]) -> str:
    """A save's proposed name: the players and the date ("Anna, Boris, Vera — 2026-12-01 14.30";
    no colon, which some systems forbid in a file name, so the file is called the same)."""
    when = QDateTime.currentDateTime().toString("yyyy-MM-dd HH.mm")
    return fmt(translate("Main", "%1 — %2"), ", ".join(players), when)


#: (keys, what they do), as Help → Keyboard shows them.
KEYS: tuple[tuple[str, str], ...] = (
    (QT_TRANSLATE_NOOP("Keys", "Left / Right"),
     QT_TRANSLATE_NOOP("Keys", "move over the cards you may play")),
    (QT_TRANSLATE_NOOP("Keys", "1–9, 0"), QT_TRANSLATE_NOOP("Keys", "put the cursor on a card")),
    (QT_TRANSLATE_NOOP("Keys", "Enter, Space"),
     QT_TRANSLATE_NOOP("Keys", "play the card under the cursor, or choose it to pass or lay "
                               "aside (again: take it back); Enter on a card you may not play "
                               "says why")),
    (QT_TRANSLATE_NOOP("Keys", "B"), QT_TRANSLATE_NOOP("Keys", "bid")),
    (QT_TRANSLATE_NOOP("Keys", "P"),
     QT_TRANSLATE_NOOP("Keys", "pass in the bidding; pass the chosen cards or lay them "
                               "aside")),
    (QT_TRANSLATE_NOOP("Keys", "Up / Down"), QT_TRANSLATE_NOOP("Keys", "change the bid or raise")),
    (QT_TRANSLATE_NOOP("Keys", "R"),
     QT_TRANSLATE_NOOP("Keys", "raise the contract (or ask for a redeal when offered)")),
    (QT_TRANSLATE_NOOP("Keys", "C"), QT_TRANSLATE_NOOP("Keys", "concede")),
    (QT_TRANSLATE_NOOP("Keys", "T"), QT_TRANSLATE_NOOP("Keys", "redeal a bad talon")),
    (QT_TRANSLATE_NOOP("Keys", "M"),
     QT_TRANSLATE_NOOP("Keys", "declare the marriage or not when leading its king or queen")),
    (QT_TRANSLATE_NOOP("Keys", "H"),
     QT_TRANSLATE_NOOP("Keys", "hint: the cursor goes to the suggested card (Enter plays the "
                               "card under the cursor); a suggested bid or pass is made by "
                               "Enter")),
    (QT_TRANSLATE_NOOP("Keys", "L"), QT_TRANSLATE_NOOP("Keys", "last trick")),
    (QT_TRANSLATE_NOOP("Keys", "S"), QT_TRANSLATE_NOOP("Keys", "score sheet")),
    (QT_TRANSLATE_NOOP("Keys", "F1"), QT_TRANSLATE_NOOP("Keys", "rules")),
    (QT_TRANSLATE_NOOP("Keys", "Esc"), QT_TRANSLATE_NOOP("Keys", "menu")),
    (QT_TRANSLATE_NOOP("Keys", "Enter"),
     QT_TRANSLATE_NOOP("Keys", "next deal (on the deal summary)")),
    (QT_TRANSLATE_NOOP("Keys", "Ctrl+N"), QT_TRANSLATE_NOOP("Keys", "new game")),
    (QT_TRANSLATE_NOOP("Keys", "Ctrl+S"), QT_TRANSLATE_NOOP("Keys", "save")),
    (QT_TRANSLATE_NOOP("Keys", "Ctrl+O"), QT_TRANSLATE_NOOP("Keys", "load")),
    (QT_TRANSLATE_NOOP("Keys", "Ctrl+Q"), QT_TRANSLATE_NOOP("Keys", "quit")),
    (QT_TRANSLATE_NOOP("Keys", "Ctrl+Z"),
     QT_TRANSLATE_NOOP("Keys", "take back a move (games with take-backs allowed)")),
    (QT_TRANSLATE_NOOP("Keys", "Left / Right, Home / End"),
     QT_TRANSLATE_NOOP("Keys", "in the deal review: a move back or on, the deal's start or "
                               "end")),
)


# The dice table's keys (letters also work on a Russian layout: the same physical keys).
DICE_KEYS: tuple[tuple[str, str], ...] = (
    (QT_TRANSLATE_NOOP("Keys", "1–5"), QT_TRANSLATE_NOOP("Keys", "choose a die of the throw, or put it back")),
    (QT_TRANSLATE_NOOP("Keys", "Left / Right, Space"),
     QT_TRANSLATE_NOOP("Keys", "move over the dice; choose the die under the cursor")),
    (QT_TRANSLATE_NOOP("Keys", "Enter"), QT_TRANSLATE_NOOP("Keys", "keep the chosen dice")),
    (QT_TRANSLATE_NOOP("Keys", "A"), QT_TRANSLATE_NOOP("Keys", "keep every scoring die")),
    (QT_TRANSLATE_NOOP("Keys", "T"), QT_TRANSLATE_NOOP("Keys", "throw the dice in hand")),
    (QT_TRANSLATE_NOOP("Keys", "S"), QT_TRANSLATE_NOOP("Keys", "stop: write the turn's points down")),
    (QT_TRANSLATE_NOOP("Keys", "H"), QT_TRANSLATE_NOOP("Keys", "hint")),
    (QT_TRANSLATE_NOOP("Keys", "C"), QT_TRANSLATE_NOOP("Keys", "the scoring chart")),
    (QT_TRANSLATE_NOOP("Keys", "Backspace, Ctrl+Z"),
     QT_TRANSLATE_NOOP("Keys", "take back a move (games with take-backs allowed)")),
    (QT_TRANSLATE_NOOP("Keys", "Esc"), QT_TRANSLATE_NOOP("Keys", "menu")),
)


def _keys_table(rows: tuple[tuple[str, str], ...], name: str, parent: QWidget) -> QTableWidget:
    table = QTableWidget(len(rows), 2, parent)
    table.setObjectName(name)
    table.setHorizontalHeaderLabels([translate("Keys", "Key"), translate("Keys", "Action")])
    table.verticalHeader().setVisible(False)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setWordWrap(True)
    for row, (key, action) in enumerate(rows):
        k = QTableWidgetItem(translate("Keys", key))
        f = QFont(k.font())
        f.setBold(True)
        k.setFont(f)
        table.setItem(row, 0, k)
        a = QTableWidgetItem(translate("Keys", action))
        a.setToolTip(a.text())
        table.setItem(row, 1, a)
    header = table.horizontalHeader()
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
    table.resizeRowsToContents()
    return table


class KeysDialog(QDialog):
    """Help → Keyboard: the keys of each game, a table per game on its own tab."""

    def __init__(self, parent: Optional[QWidget] = None, game: str = "cards") -> None:
        super().__init__(parent)
        self.setObjectName("keysDialog")
        self.setWindowTitle(translate("Main", "Keyboard"))
        lay = QVBoxLayout(self)
        tabs = QTabWidget(self)
        tabs.setObjectName("keysTabs")
        self.table = _keys_table(KEYS, "keysTable", tabs)
        self.dice_table = _keys_table(DICE_KEYS, "diceKeysTable", tabs)
        tabs.addTab(self.table, translate("Keys", "Cards"))
        tabs.addTab(self.dice_table, translate("Keys", "Dice"))
        tabs.setCurrentIndex(1 if game == "dice" else 0)
        self.tabs = tabs
        lay.addWidget(tabs)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.button(QDialogButtonBox.StandardButton.Close).setText(translate("Main", "Close"))
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        fit_on_screen(self, 560, 560)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        # rows as tall as their wrapped lines at the width the columns now have
        QTimer.singleShot(0, self.table.resizeRowsToContents)
        QTimer.singleShot(0, self.dice_table.resizeRowsToContents)


__all__ = ["MainWindow", "Seat"]
