"""The card game in the main window (:class:`CardPart`): New game → the dialog →
``GameController`` + ``GameScreen``; Continue, Load and Import put a card game on the table;
Save, Export, the score sheet, the deal review, take-backs and the Rules window follow it."""

from __future__ import annotations

import logging
import random
from typing import Any, Optional, Sequence

from PySide6.QtCore import QByteArray
from PySide6.QtWidgets import QMessageBox

from thousand_app.cards.engine import Game, Rules, RulesError
from thousand_app.storage.savefile import GameExtras
from thousand_app.ui.common.coach import coach_setting, flag_words, refresh_coach
from thousand_app.ui.common.game_ui import GameHost, GamePart, NetworkSetup
from thousand_app.ui.common.i18n import translate
from thousand_app.ui.common.plain_text import plain_message
from thousand_app.ui.common.slots import through
from thousand_app.ui.common.texts import fmt

from .controller import GameController
from .game_screen import GameScreen
from .newgame import NewGameDialog, clean_config, rules_error_text
from .review import ReviewWindow, review_game
from .review_analysis import AnalysisStore
from .rules_window import RulesWindow
from .scoresheet import ScoreSheet

log = logging.getLogger("thousand.ui")

__all__ = ["CardPart"]


class CardPart(GamePart):
    """The card game's screens, score sheet and deal review in the main window."""

    kind = "cards"

    def __init__(self, host: GameHost) -> None:
        super().__init__(host)
        self.controller: Optional[GameController] = None
        self.screen: Optional[GameScreen] = None
        self.sheet: Optional[ScoreSheet] = None
        self.review_window: Optional[ReviewWindow] = None
        #: Deal analyses of imported records, kept for the session (by game id).
        self.session_analyses: dict[str, list[dict[str, Any]]] = {}

    # -- starting ------------------------------------------------------------------------
    def new_game(self) -> None:
        host = self.host
        if not host.may_replace_game(self.kind):
            return
        chosen = self._ask_new_game()
        if chosen is None:
            return
        dlg, rules = chosen
        seats = dlg.seats()
        # No seed: the first deal (and every later one, GameController.next_deal) comes from
        # the operating system's randomness, and the save holds nothing that predicts a deal.
        chance = random.SystemRandom()
        game = Game(rules, len(seats), players=[s.name for s in seats], rng=random.Random(),
                    first_dealer=chance.randrange(len(seats)), deal=False)
        game.apply(game.sample_chance(chance))
        self.start_game(game, seats, extras=GameExtras(allow_takebacks=dlg.allow_takebacks()))

    def network_setup(self) -> Optional[NetworkSetup]:
        chosen = self._ask_new_game(network=True)
        if chosen is None:
            return None
        dlg, rules = chosen
        seats = dlg.seats()
        return NetworkSetup(rules, [s.name for s in seats], [s.kind == "human" for s in seats],
                            [s.level for s in seats])

    def _ask_new_game(self, network: bool = False) -> Optional[tuple[NewGameDialog, Any]]:
        """The new-game dialog (remembered in the settings; ``network``: for a hosted game)
        and its rules, or None."""
        host = self.host
        dlg = NewGameDialog(host.settings.new_game, host, network=network)  # type: ignore[arg-type]
        if dlg.exec() != NewGameDialog.DialogCode.Accepted:
            return None
        try:
            rules = dlg.rules()
        except RulesError as exc:
            plain_message(host, QMessageBox.Icon.Warning,  # type: ignore[arg-type]
                          translate("Main", "New game"), fmt(
                              translate("NewGame", "These rules cannot be played: %1"),
                              rules_error_text(exc)))
            return None
        host.settings.new_game = dlg.config()
        host.save_settings()
        return dlg, rules

    def start_game(self, game: Game, seats: list[Any], game_id: Optional[str] = None,
                   extras: Any = None) -> None:
        host = self.host
        host.take_the_table(self)
        controller = GameController(game, seats, game_id=game_id, storage=host.storage,
                                    pace_ms=host.settings.ai_pace_ms, extras=extras,
                                    coach=coach_setting(host.settings, "cards", seats))
        controller.quiet_kinds = host.quiet_kinds
        controller.autosave()
        self.show_game(controller)

    plays_remote = True

    def remote_controller(self, remote: Any) -> Any:
        from thousand_app.cards.kind import KIND

        from .remote import CardRemoteController
        return CardRemoteController(remote, KIND)

    def show_remote(self, controller: Any) -> None:
        self.show_game(controller)

    def start_saved(self, saved: Any) -> None:
        self.start_game(saved.game, list(saved.seats), saved.game_id,
                        getattr(saved, "extras", None))

    def show_game(self, controller: GameController) -> None:
        """``controller``'s game on a new screen (the old screen, if any, goes)."""
        host = self.host
        if self.screen is not None:
            old = self.screen
            self.screen = None
            old.scene.animator.clear()
            for sig in (controller.events, controller.humanTurn,
                        controller.thinking, controller.hintReady, controller.message):
                try:
                    sig.disconnect()
                except (RuntimeError, TypeError):
                    pass
            host.stack.removeWidget(old)
            old.deleteLater()
        self.controller = controller
        s = host.settings
        screen = GameScreen(controller, host.deck, s.animation_speed, s.confirm_concede)
        screen.count_points = bool(s.count_points)
        screen.menuRequested.connect(host.show_start)
        screen.mainMenuRequested.connect(host.show_start)
        screen.newGameRequested.connect(through(self.new_game))
        screen.scoreSheetRequested.connect(through(self.show_sheet))
        screen.rulesRequested.connect(through(self.show_rules))
        screen.reviewRequested.connect(through(self.review))
        controller.undone.connect(host.update_actions)
        controller.undone.connect(through(self._refresh_sheet))
        controller.events.connect(lambda _e: host.update_actions())
        screen.scene.sound.connect(through(host.sound.play))
        controller.events.connect(lambda _e: self._refresh_sheet())
        controller.saveState.connect(host.show_save_state)
        self.screen = screen
        host.stack.addWidget(screen)
        host.stack.setCurrentWidget(screen)
        screen.setFocus()
        host.update_actions()

    def end_screen(self) -> None:
        if self.screen is not None:
            self.screen.close_game()
            self.host.stack.removeWidget(self.screen)
            self.screen.deleteLater()
            self.screen = None
        self.controller = None
        if self.sheet is not None:
            self.sheet.close()
        self.end_session()

    def close(self) -> None:
        if self.review_window is not None:
            self.review_window.close()      # (an analysis under way is stopped first)

    def rebuilt(self) -> bool:
        if self.review_window is not None and self.review_window.isVisible():
            self._keep_review(self.review_window.remade(self.host.deck))   # (in the new words)
        if self.sheet is not None:   # (its words were made with it: made again, open if it was)
            was_open, old_sheet, self.sheet = self.sheet.isVisible(), self.sheet, None
            old_sheet.close()
            old_sheet.deleteLater()
            if was_open:
                self.show_sheet()
        if self.controller is None:
            return False
        self.show_game(self.controller)
        self.attach_net_panel()
        return True

    def settings_changed(self, deck_changed: bool) -> None:
        screen, s = self.screen, self.host.settings
        if screen is not None:
            if deck_changed:
                screen.set_deck(self.host.deck)
            screen.set_speed(s.animation_speed)
            screen.confirm_concede = s.confirm_concede
            screen.count_points = bool(s.count_points)
            screen.refresh_info()
        if self.controller is not None:
            self.controller.pace_ms = s.ai_pace_ms
            refresh_coach(self.controller, s, "cards")

    # -- menus ---------------------------------------------------------------------------
    def can_review(self) -> bool:
        c = self.controller   # (a network seat: once the host sent the record of the deals)
        return c is not None and c.reviewable and bool(c.game.history)

    def take_back(self) -> None:
        """Undo (Ctrl+Z): back to the human's previous decision, if take-backs are on."""
        c = self.controller
        if c is None:
            return
        if self.session is not None:
            self.host.statusBar().showMessage(
                translate("Main", "There are no take-backs in a network game."), 6000)
            return
        if not c.undo_to_human():
            text = (translate("Main", "Take-backs are off in this game (New game → Allow "
                                      "take-backs).") if not c.extras.allow_takebacks else
                    translate("Main", "Take-backs are for games against the computer.")
                    if c.hot_seat else translate("Main", "There is no move of yours to take "
                                                         "back."))
            self.host.statusBar().showMessage(text, 6000)

    def save_as(self, name: str) -> None:
        c = self.controller
        if c is not None and self.session is None:   # (a network game: the host saves)
            self.host.storage.save_as(name, c.game, c.storage_seats(), c.game_id, c.extras)

    def show_sheet(self) -> None:
        if self.controller is None:
            return
        if self.sheet is None:
            self.sheet = ScoreSheet(self.host)  # type: ignore[arg-type]
            self.sheet.reviewDeal.connect(self.review)
        self.sheet.refresh(self.controller.game)
        self.sheet.show()
        self.sheet.raise_()

    def _refresh_sheet(self) -> None:
        if self.sheet is not None and self.sheet.isVisible() and self.controller is not None:
            self.sheet.refresh(self.controller.game)

    def current_rules(self) -> tuple[Rules, Optional[int]]:
        if self.controller is not None:
            return self.controller.game.rules, self.controller.game.n
        cfg = clean_config(self.host.settings.new_game)
        try:
            return Rules.from_options(cfg["preset"], cfg["options"]), cfg["players"]
        except RulesError:
            return Rules(), None

    def rules_window(self) -> RulesWindow:
        rules, n = self.current_rules()
        return RulesWindow(rules, n, self.host)  # type: ignore[arg-type]

    # -- the deal review -------------------------------------------------------------------
    def review(self, deal: Optional[int] = None) -> None:
        """Review the finished deals of the game on the table (the last one, or ``deal``)."""
        c = self.controller
        if c is None:
            return
        if self.session is not None:    # a network seat: the host's record of the deals over
            game = c.record_game()  # type: ignore[attr-defined]
            if game is not None:
                docs = self.session_analyses.setdefault(self.session.remote.room_code, [])
                self._open_review(game, c.humans, AnalysisStore(docs),
                                  deal if isinstance(deal, int) else None)
            return
        self._open_review(c.game, c.humans, AnalysisStore(c.extras.analyses, c.autosave),
                          deal if isinstance(deal, int) else None,
                          self._coach_flags(c.coach.flags, c.game.players))

    @staticmethod
    def _coach_flags(flags: Sequence[Any], players: Sequence[str]) -> dict[int, dict[int, str]]:
        """The moves the coach warned about (flags, or a save's flag documents), by deal and
        move, with what it said."""
        from .coach_texts import card_advice_words

        return flag_words(flags, lambda advice: card_advice_words(advice, players))

    def review_saved(self, saved: Any, name: str = "") -> None:
        """Review a saved game (a named save: the analyses are written back to it) or an
        imported record (its analyses kept for the session)."""
        extras = getattr(saved, "extras", None) or GameExtras()
        humans = [i for i, s in enumerate(saved.seats) if s.kind == "human"]
        if name:
            storage = self.host.storage

            def keep() -> None:
                try:
                    storage.save_as(name, saved.game, list(saved.seats), saved.game_id, extras)
                except Exception:
                    log.exception("the analysis could not be kept in the save %s", name)
            store = AnalysisStore(extras.analyses, keep)
        else:
            docs = self.session_analyses.setdefault(saved.game_id, list(extras.analyses))
            store = AnalysisStore(docs)
        self._open_review(saved.game, humans, store, None,
                          self._coach_flags(extras.coach_flags, saved.game.players))

    def _open_review(self, game: Game, humans: Sequence[int], store: AnalysisStore,
                     deal: Optional[int] = None,
                     coach_flags: Optional[dict[int, dict[int, str]]] = None
                     ) -> Optional[ReviewWindow]:
        host: Any = self.host
        if self.review_window is not None:
            self.review_window.close()
        window = review_game(game, host.deck, humans=humans, deal=deal, store=store,
                             coach_flags=coach_flags, parent=host)
        if window is None:
            plain_message(host, QMessageBox.Icon.Information, translate("Main", "Review deals"),
                          translate("Main", "No deal of this game is over yet."))
            return None
        saved = host.settings.window
        geo = saved.get("review") if isinstance(saved, dict) else None
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
        s = self.host.settings
        if not isinstance(s.window, dict):
            s.window = {}
        s.window["review"] = bytes(window.saveGeometry().toBase64().data()).decode()
