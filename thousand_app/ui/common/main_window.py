"""The main window: the start screen or a game, the menus, settings, saves and statistics.

Each game's screens come from its :class:`~thousand_app.ui.common.game_ui.GamePart`, made from
the UI registry its entry point passes in (:class:`~.game_ui.UIRegistry`; the games
themselves are the storage's registry); the window holds one part per game and puts one game
at a time on the table.
"""

from __future__ import annotations

import logging
from typing import Any, Optional, Sequence

from PySide6.QtCore import QByteArray, QDateTime, QTimer
from PySide6.QtGui import QCloseEvent, QFont, QFontMetrics, QGuiApplication
from PySide6.QtWidgets import (QApplication, QDialog, QFileDialog, QInputDialog, QLabel,
                               QLineEdit, QMainWindow, QMenuBar, QMessageBox, QStackedWidget,
                               QWidget)

from thousand_app import __version__, heap
from thousand_app.later import later
from thousand_app.games.registry import Registry
from thousand_app.storage.savefile import files_of, kind_of

from .cards import Deck, index_language, load_deck
from .folder_check import Unwritable, quiet_kinds, unwritable_folders
from .game_ui import GamePart, UIRegistry
from .i18n import QT_TRANSLATE_NOOP, Translations, translate
from .import_progress import prepared, run_with_progress
from .keys_dialog import KeysDialog
from .menus import MainMenus
from .net_panel import may_leave_network
from .plain_text import plain_box, plain_message, plain_question
from .problem_texts import error_after_colon, problem_text, reason_words
from .saves import SavesDialog, StatsDialog
from .settings_dialog import SettingsDialog
from .sheet import open_sheets
from .sound import SoundPlayer
from .start_screen import StartScreen
from .status_strip import StatusStrip
from .texts import fmt, unbroken_options
from .theme import apply_theme

#: How long after a table leaves the screen the heap's free memory is given back (ms): its
#: deferred deletes and the last computer players' threads are done by then.
GIVE_BACK_MS = 1000

log = logging.getLogger("thousand.ui")


def restore_geometry(window: QMainWindow, settings: Any) -> None:
    """The window where and as large as it was last time (else 1280×800)."""
    geo = settings.window.get("geometry") if isinstance(settings.window, dict) else None
    if isinstance(geo, str):
        try:
            if window.restoreGeometry(QByteArray.fromBase64(geo.encode("ascii"))):
                return
        except (ValueError, UnicodeError):
            pass
    window.resize(1280, 800)


class MainWindow(QMainWindow):
    """One window for the whole app: the games of ``storage``'s registry, their UIs from
    ``uis``."""

    def __init__(self, storage: Any, translations: Translations, uis: UIRegistry,
                 parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.storage = storage
        #: The games' UIs (the registry's order) and the games (the storage's registry).
        self.uis = uis
        self.registry: Registry = uis.games
        self.translations = translations
        self.settings = storage.load_settings()
        self.sound = SoundPlayer(bool(self.settings.sound))
        self._apply_look()
        hints = QGuiApplication.styleHints()
        if hasattr(hints, "colorSchemeChanged"):   # (the system's scheme, while "As the system")
            hints.colorSchemeChanged.connect(self.system_scheme_changed)
        self.deck_problem = ""
        self.deck = self._load_deck()
        #: The status bar's "Not saved" mark (made the first time a save fails).
        self.not_saved_mark: Optional[QLabel] = None
        #: The app's folders that cannot be written (read-only, full): said once at start,
        #: then only marked; the problems of their failed writes are only logged.
        self.unwritable = unwritable_folders(storage)
        self.quiet_kinds = quiet_kinds(self.unwritable)
        self._unwritable_told = False
        self.stack = QStackedWidget(self)
        self.setCentralWidget(self.stack)
        self.setStatusBar(StatusStrip(self))   # (shown only while it has something to say)
        #: Each game's screens in this window, by the game's name (the registry's order).
        self.parts: dict[str, GamePart] = {ui.name: ui.make_part(self) for ui in uis}
        self.start_screen: StartScreen
        self._build()
        restore_geometry(self, self.settings)
        self._problems_timer = QTimer(self)
        self._problems_timer.setSingleShot(True)
        self._problems_timer.timeout.connect(self.show_problems)
        self._problems_timer.start(0)

    # -- the game on the table -------------------------------------------------------------------------
    def part(self, name: str) -> GamePart:
        """The part of the game called ``name`` ("cards", "dice")."""
        return self.parts[name]

    @property
    def active(self) -> Optional[GamePart]:
        """The part whose game is on the table, None on the start screen."""
        return next((p for p in self.parts.values() if p.controller is not None), None)

    @property
    def controller(self) -> Any:
        """The controller of the game on the table (of either game), None if none."""
        active = self.active
        return None if active is None else active.controller

    @property
    def game_screen(self) -> Any:
        """The screen of the game on the table, None if none."""
        active = self.active
        return None if active is None else active.screen

    def take_the_table(self, part: GamePart) -> None:
        """``part`` puts a game on the table: whatever game was there leaves it."""
        self._end_game_screen()

    # -- building (and rebuilding after a language change) ---------------------------------------------
    def _build(self) -> None:
        self.setWindowTitle(translate("Main", "Thousand"))
        self.setMenuBar(QMenuBar(self))  # the old bar and its menus go with it
        self.menus = MainMenus(self)
        self.update_actions()
        old = getattr(self, "start_screen", None)
        self.start_screen = StartScreen(self.uis, self.deck)
        s = self.start_screen
        s.continueGame.connect(self.continue_game)
        s.continueGameOf.connect(self.continue_game)
        s.newGameOf.connect(self.new_game)
        s.rulesOf.connect(lambda name: self.part(name).show_rules())
        s.learnOf.connect(self.open_course)
        s.loadGame.connect(self.open_saves)
        s.network.connect(self.open_network)
        s.settings.connect(self.open_settings)
        s.statistics.connect(self.show_stats)
        s.quit.connect(self.close)
        self.stack.insertWidget(0, s)
        if old is not None:
            self.stack.removeWidget(old)
            old.deleteLater()
        on = [p.rebuilt() for p in self.parts.values()]   # (each in the new words)
        if not any(on):
            self.show_start()
        if self.not_saved_mark is not None and not self.not_saved_mark.isHidden():
            self.show_save_state(False)   # (its words, in the new language)

    def update_actions(self) -> None:
        """The menu entries that depend on the game on the table."""
        if hasattr(self, "menus"):
            self.menus.update(self.active, has_autosave(self.storage))

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

    def _apply_look(self) -> tuple[str, float]:
        """The theme and text scale of the settings, on the whole app (:mod:`.theme`)."""
        look = (str(self.settings.theme), float(self.settings.text_scale))
        app = QApplication.instance()
        if app is not None:
            apply_theme(app, *look)
        return look

    def system_scheme_changed(self, *_: object) -> None:
        """The system turned dark or light: a window following it follows at once."""
        if self.settings.theme == "system":
            self._apply_look()
            for w in QApplication.allWidgets():   # (what is painted by hand, too)
                w.update()

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
        old_look = (str(self.settings.theme), float(self.settings.text_scale))
        self.settings = dlg.result_settings()
        new_look = self._apply_look() != old_look
        self.sound.enabled = bool(self.settings.sound)
        self.save_settings()
        self.deck = self._load_deck()
        self.show_problems()
        if self.settings.language != old_language or new_look:
            self.translations.use(self.settings.language)
            self.deck = self._load_deck()   # (its letters may follow the language)
            self._build()   # (the fonts of the new text size, too)
        else:
            self.start_screen.set_deck(self.deck)
        for part in self.parts.values():
            part.settings_changed(deck_changed=True)

    def show_problems(self) -> None:
        if self.unwritable and not self._unwritable_told:
            self._unwritable_told = True
            self.show_save_state(True)      # (the mark, from the start)
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

    # -- geometry and quitting -------------------------------------------------------------------------
    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt's name)
        if self.isVisible() and not self.may_quit():
            event.ignore()
            return
        for sheet in reversed(open_sheets(self)):   # (closed as their Close would: a lobby
            sheet.dismiss()                         # stops hosting)
        if not isinstance(self.settings.window, dict):
            self.settings.window = {}
        self.settings.window["geometry"] = bytes(self.saveGeometry().toBase64().data()).decode()
        self.save_settings()
        for part in self.parts.values():
            part.close()
        self._end_game_screen()
        super().closeEvent(event)

    def game_not_saved(self) -> bool:
        """Whether a game in progress is on the table and its last save failed."""
        active = self.active
        mark = self.not_saved_mark
        return (active is not None and active.screen is not None
                and not active.controller.game.is_over and mark is not None
                and not mark.isHidden())

    def may_quit(self) -> bool:
        """Before quitting with a game that is not saved: ask, offering to save it elsewhere.
        A network game on the table: ask before leaving it."""
        if not may_leave_network(self, self.parts.values()):
            return False
        if not self.game_not_saved():
            return True
        answer = ask_before_quitting(self, self.storage.data_dir)
        if answer == "save":
            return self.export_record(translate("Main", "Save to a file"))
        return answer == "quit"

    # -- screens ---------------------------------------------------------------------------------------------
    def show_start(self) -> None:
        if not may_leave_network(self, self.parts.values()):
            return
        self._end_game_screen()
        self.show_save_state(True)
        st = self.storage
        self.start_screen.set_can_continue(has_autosave(st), autosave_kind(st),
                                           autosave_kinds(st, self.uis.names))
        self.stack.setCurrentWidget(self.start_screen)
        self.update_actions()

    def _end_game_screen(self) -> None:
        for part in self.parts.values():
            part.end_screen()
        # the heap's free pages back to the system once the table's deferred deletes ran
        later(self, heap.give_back, GIVE_BACK_MS)

    def show_save_state(self, saved: bool) -> None:
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
            mark.setProperty("tone", "error")
            self.statusBar().addPermanentWidget(mark)
            self.statusBar().show()
        mark.setText(translate("Main", "Not saved"))
        mark.setToolTip(translate("Main", "The game in progress could not be saved. Saving is "
                                          "tried again after every move.") if data is None else
                        fmt(translate("Main", "Nothing can be written in %1 (%2): games and "
                                              "statistics are not kept."),
                            data.folder, reason_words(data.reason)))
        mark.setVisible(not saved)

    def start_saved(self, saved: Any) -> None:
        """Go on with a game the storage gave back (autosave, a save, an imported record)."""
        self.part(getattr(saved, "kind", self.uis.names[0])).start_saved(saved)

    # -- actions ------------------------------------------------------------------------------------------------
    def may_replace_game(self, kind: str, opened: Any = None) -> bool:
        """Before New game, Load or Import (``opened``: the game loaded): ask while a game is
        in progress (on the table, or waiting under Continue); its autosave is never replaced
        without a yes.  Each game has its own autosave: only the one of ``kind`` is
        replaced."""
        c = self.controller
        if c is not None and self.active is not None and self.active.session is not None:
            return may_leave_network(self, [self.active])
        if c is not None:
            if c.game.is_over or (opened is not None
                                  and same_record(c.game, opened, self.registry)):
                return True                  # (nothing to lose)
            if opened is not None and self.active is not None and self.active.kind == kind:
                text = translate("Main", "Leave the game in progress? The game you open "
                                         "replaces it under Continue.")
            else:
                text = translate("Main", "Leave the game in progress? It stays under "
                                         "Continue until you start another.")
        elif self.storage.has_autosave(kind):
            text = translate("Main", "Start another game? The game in progress under Continue "
                                     "will be replaced.")
        else:
            return True
        return plain_question(self, translate("Main", "The game in progress"), text)

    def new_game(self, kind: Any = None) -> None:
        """A new game of ``kind`` (by default the first game's): its dialog, then the game."""
        self.part(kind if isinstance(kind, str) else self.uis.names[0]).new_game()

    def open_course(self, kind: str) -> None:
        """The lessons of ``kind``'s game (the start screen's Learn)."""
        from .lessons import open_course

        make = self.uis.get(kind).course
        if make is not None:
            open_course(self, make())

    def continue_game(self, kind: Optional[str] = None) -> None:
        """Resume the game in progress of ``kind`` ("cards" or "dice"), or the one played last."""
        if self.active is not None:
            return
        kind = kind if isinstance(kind, str) else None   # (a menu action passes a bool)
        saved = None
        try:   # replaying a long game takes a while: off the GUI thread, with a dialog
            saved = run_with_progress(self, translate("Main", "Continue"),
                                      translate("Main", "Reading the game record…"),
                                      lambda: prepared(self.storage.load_autosave(kind),
                                                       self.uis))
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
        """Game → Save as: a name (one is proposed), then the game on the table under it."""
        active = self.active
        if active is None:
            return
        name = ask_save_name(self, proposed_save_name(active.players())).strip()
        if not name:
            return
        try:
            active.save_as(name)
        except Exception as exc:
            plain_message(self, QMessageBox.Icon.Warning,
                          translate("Main", "Save the game"),
                          fmt(translate("Main", "The game could not be saved: %1"),
                              error_after_colon(exc)))
        else:
            self.statusBar().showMessage(fmt(translate("Main", "Saved as “%1”."), name), 8000)
        self.show_problems()

    def open_network(self) -> None:
        """Start screen → Play over the network: host or join (docs/network.md, "The app")."""
        from .network import NetworkWindow, network_storage, player_name
        from .rejoin import network_prefs

        dlg = NetworkWindow(lambda kind: self.part(kind).network_setup(),
                            player_name(self.settings), parent=self,
                            takes_table=lambda k: k in self.parts and self.parts[k].plays_remote,
                            prefs=network_prefs(self.settings), storage=network_storage(self.storage),
                            stats=self.storage, uis=self.uis)
        sessions = dlg.run()
        self.save_settings()        # (the name, address, ports and seats it remembers)
        for session in sessions:    # (the game started: its table, after the window is gone)
            self.part(session.kind).start_remote(session)

    def open_saves(self) -> None:
        dlg = SavesDialog(self.storage, self.uis, self)
        if dlg.exec() == SavesDialog.DialogCode.Accepted and dlg.loaded is not None:
            saved = dlg.loaded
            if dlg.review:
                self.review_saved(saved, dlg.loaded_name)
            elif self.may_replace_game(saved.kind, saved.game):
                self.start_saved(saved)
        self.show_problems()

    def import_record(self) -> None:
        saved = self._read_record(translate("Main", "Import a game record"))
        if saved is not None and self.may_replace_game(saved.kind, saved.game):
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
                                     lambda: prepared(self.storage.import_record(path),
                                                      self.uis))
        except Exception as exc:
            plain_message(self, QMessageBox.Icon.Warning, title,
                          fmt(translate("Main", "This record cannot be used: %1"),
                              error_after_colon(exc)))
            return None

    # -- the review and take-backs -------------------------------------------------------------------
    def take_back(self) -> None:
        """Undo (Ctrl+Z): back to the human's previous decision, if take-backs are on."""
        active = self.active
        if active is not None:
            active.take_back()
        self.update_actions()

    def review_deals(self, deal: Optional[int] = None) -> None:
        """Review the game on the table (a card game's last finished deal, or ``deal``)."""
        active = self.active
        if active is not None:
            active.review(deal if isinstance(deal, int) else None)

    def review_saved(self, saved: Any, name: str = "") -> None:
        """Review a saved game (``name``: the save's) or an imported record."""
        self.part(getattr(saved, "kind", self.uis.names[0])).review_saved(saved, name)

    def review_record(self) -> None:
        """Game → Review a game record: read a record (docs/record-format.md) and review it."""
        saved = self._read_record(translate("Main", "Review a game record"))
        if saved is not None:
            self.review_saved(saved)

    def export_record(self, title: str = "") -> bool:
        """Write the game's record to a file the user chooses (Import goes on with it);
        whether it was written."""
        c = self.controller
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
                              error_after_colon(exc)))
            return False
        return True

    def show_stats(self) -> None:
        StatsDialog(self.storage, self.uis, self).exec()
        self.show_problems()

    def show_sheet(self) -> None:
        active = self.active
        if active is not None:
            active.show_sheet()

    def show_rules(self) -> None:
        """The rules of the game on the table, else of the first game."""
        (self.active or self.part(self.uis.names[0])).show_rules()

    def show_keys(self) -> None:
        active = self.active
        KeysDialog(self.uis, self, "" if active is None else active.kind).exec()

    def show_about(self) -> None:
        QMessageBox.about(self, translate("Main", "About Thousand"),
                          fmt(translate("Main", "Thousand %1: both games called «Тысяча», the card "
                                                "game and the dice game, against computer "
                                                "players or friends on one computer."),
                              __version__))


def has_autosave(storage: Any) -> bool:
    """Whether a game of either kind waits under Continue."""
    try:
        return bool(storage.has_autosave())
    except Exception:
        log.exception("has_autosave failed")
        return False


def autosave_kinds(storage: Any, names: Sequence[str]) -> list[str]:
    """The games (of ``names``) with a game in progress under Continue."""
    try:
        return [k for k in names if storage.has_autosave(k)]
    except Exception:
        log.exception("has_autosave failed")
        return []


def autosave_kind(storage: Any) -> Optional[str]:
    """Which game Continue would resume ("cards" or "dice"), None if neither."""
    try:
        kind = storage.autosave_kind()
        return kind if isinstance(kind, str) else None
    except Exception:
        log.exception("autosave_kind failed")
        return None


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
    lines.append(unbroken_options(translate(
        "Main", "You can play on: the status bar says “Not saved”, and Game → Export this "
                "game's record… writes a game to a folder you choose. Or start Thousand with "
                "--data-dir and a folder it may write in.")))
    return "\n\n".join(lines)


def ask_before_quitting(parent: QWidget, data_dir: object) -> str:
    """Quitting with a game that could not be saved (in ``data_dir``): "quit" anyway, "save"
    it to a file first, or "cancel"."""
    box = plain_box(parent, QMessageBox.Icon.Warning, translate("Main", "Quit"),
                    translate("Main", "Your game is not saved. Quit anyway?"),
                    QMessageBox.StandardButton.NoButton)
    box.setInformativeText(fmt(translate("Main", "It could not be written in %1. “Save to "
                                                 "a file…” keeps it where you choose; Game "
                                                 "→ Import a game record… goes on with it "
                                                 "later."),
                               data_dir))
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
    return "quit" if clicked is quit_button else "save" if clicked is elsewhere else "cancel"


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
    fit_title(dlg)
    if dlg.exec() != QDialog.DialogCode.Accepted:
        return ""
    return dlg.textValue()


def fit_title(dlg: QWidget) -> None:
    """A dialog at least as wide as its whole title ("Save the game — Thousand") with a window
    manager's icon and buttons beside it (issue 34: the Save dialog's title was cut)."""
    title = dlg.windowTitle()
    shown = QApplication.applicationDisplayName()
    if shown and not title.endswith(shown):
        title = fmt(translate("Main", "%1 — %2"), title, shown)
    bold = QFont(dlg.font())
    bold.setBold(True)
    width = QFontMetrics(bold).horizontalAdvance(title) + 160   # (icon and buttons)
    dlg.setMinimumWidth(max(dlg.minimumWidth(), width))


def proposed_save_name(players: Sequence[str]) -> str:
    """A save's proposed name: the players and the date ("Anna, Boris, Vera — 2026-12-01 14.30";
    no colon, which some systems forbid in a file name, so the file is called the same)."""
    when = QDateTime.currentDateTime().toString("yyyy-MM-dd HH.mm")
    return fmt(translate("Main", "%1 — %2"), ", ".join(players), when)


__all__ = ["MainWindow", "ask_before_quitting", "ask_save_name", "autosave_kind",
           "autosave_kinds", "has_autosave", "proposed_save_name", "unwritable_text"]


def same_record(game: Any, other: Any, registry: Registry) -> bool:
    """Whether two games (of ``registry``'s) have the same record (a save opened of the game
    on the table, at the same move: leaving the table for it loses nothing)."""
    try:
        files = files_of(kind_of(game, registry))
        return type(game) is type(other) and files.to_record(game) == files.to_record(other)
    except Exception:     # (a game of no kind we know: ask)
        return False
