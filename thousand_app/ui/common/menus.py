"""The main window's menu bar: Game, View and Help, with each game's own entries from the UI
registry; which entries are enabled follows the game on the table."""

from __future__ import annotations

from typing import Any, Optional

from PySide6.QtGui import QAction, QKeySequence


from .game_ui import GamePart
from .i18n import translate

__all__ = ["MainMenus"]


class MainMenus:
    """The menus of ``window`` (the main window: its slots), built on its menu bar."""

    def __init__(self, window: Any) -> None:
        self.window = window
        #: Each entry by its key ("new", "dice_new", "save", "undo"...).
        self.actions: dict[str, QAction] = {}
        w, add = window, self._add
        bar = w.menuBar()
        game = bar.addMenu(translate("Main", "&Game"))
        for ui in window.uis:
            key, text, shortcut = ui.new_game_action
            add(game, key, translate("Main", text), lambda _=False, n=ui.name: w.new_game(n),
                shortcut)
        add(game, "continue", translate("Main", "&Continue"), w.continue_game)
        game.addSeparator()
        add(game, "save", translate("Main", "&Save as…"), w.save_as, "Ctrl+S")
        add(game, "load", translate("Main", "&Load or delete saves…"), w.open_saves, "Ctrl+O")
        add(game, "import", translate("Main", "&Import a game record…"), w.import_record)
        add(game, "export", translate("Main", "&Export this game's record…"), w.export_record)
        add(game, "review_record", translate("Main", "Re&view a game record…"), w.review_record)
        game.addSeparator()
        add(game, "undo", translate("Main", "&Take back a move"), w.take_back, "Ctrl+Z")
        add(game, "review", translate("Main", "Review &deals…"), w.review_deals)
        coach = add(game, "coach", translate("Main", "C&oach at the table"), self._toggle_coach)
        coach.setCheckable(True)
        coach.setToolTip(translate("Main", "The coach warns before a costly move in this game"))
        self._active: Optional[GamePart] = None
        game.addSeparator()
        add(game, "stats", translate("Main", "S&tatistics"), w.show_stats)
        add(game, "menu", translate("Main", "&Main menu"), w.show_start)
        add(game, "quit", translate("Main", "&Quit"), w.close, "Ctrl+Q")
        view = bar.addMenu(translate("Main", "&View"))
        add(view, "sheet", translate("Main", "Score &sheet"), w.show_sheet)
        add(view, "settings", translate("Main", "S&ettings…"), w.open_settings, "Ctrl+,")
        helpm = bar.addMenu(translate("Main", "&Help"))
        add(helpm, "rules", translate("Main", "&Rules"), w.show_rules)
        for ui in window.uis:
            if ui.rules_action is not None:
                key, text, shortcut = ui.rules_action
                add(helpm, key, translate("Main", text), w.part(ui.name).show_rules, shortcut)
        add(helpm, "keys", translate("Main", "&Keyboard"), w.show_keys)
        add(helpm, "about", translate("Main", "&About Thousand"), w.show_about)

    def _add(self, menu: Any, key: str, text: str, slot: Any,
             shortcut: Optional[str] = None) -> QAction:
        a = QAction(text, self.window)
        if shortcut:
            a.setShortcut(QKeySequence(shortcut))
        a.triggered.connect(slot)
        menu.addAction(a)
        self.actions[key] = a
        return a

    def _toggle_coach(self, on: bool) -> None:
        """The coach on or off for the game on the table (the setting stays as it is)."""
        coach = getattr(getattr(self._active, "controller", None), "coach", None)
        if coach is not None:
            coach.on = bool(on)

    def update(self, active: Optional[GamePart], can_continue: bool) -> None:
        """Save, Export, Take back and Review follow the game on the table (``active``; a
        network game's seat saves nothing); Continue, a game waiting under it."""
        in_game = active is not None
        self._active = active
        coach = getattr(getattr(active, "controller", None), "coach", None)
        self.actions["coach"].setEnabled(coach is not None)
        self.actions["coach"].setChecked(bool(coach is not None and coach.on))
        for key in ("save", "export"):   # (a network game: the host saves it)
            self.actions[key].setEnabled(active is not None and active.session is None)
        self.actions["undo"].setEnabled(active is not None and active.may_take_back)
        self.actions["review"].setEnabled(active is not None and active.can_review())
        self.actions["continue"].setEnabled(not in_game and can_continue)
