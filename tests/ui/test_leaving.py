"""Leaving a game, saving a game: ask before replacing the game in progress, propose a save
name, confirm it in the status bar, Help → Keyboard as a table."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QMessageBox

from thousand_app.ui.cards.kind import KEYS
from thousand_app.ui.common.keys_dialog import KeysDialog
from thousand_app.ui.common.main_window import MainWindow

from .conftest import fixed_game, start_fixed, wait_mode
from thousand_app.ui.kinds import UI_REGISTRY

YES, NO = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No


def test_new_game_load_import_ask_first(qtbot: Any, window: MainWindow, monkeypatch: Any,
                                        tmp_path: Any) -> None:
    screen = start_fixed(window, script={1: ["1 bid 105"]})
    wait_mode(qtbot, screen, "bid")
    c = window.controller
    asked: list[str] = []

    def answer(reply: Any) -> Any:
        def question(parent: Any, title: str, text: str, *a: Any, **k: Any) -> bool:
            asked.append(text)
            return bool(reply == YES)
        return question

    opened: list[str] = []
    monkeypatch.setattr("thousand_app.ui.cards.window.NewGameDialog.exec",
                        lambda self: opened.append("new") or 0)
    monkeypatch.setattr("thousand_app.ui.common.main_window.plain_question", answer(NO))
    window.new_game()
    assert asked and asked[-1].startswith("Leave the game in progress?")
    assert opened == [] and window.controller is c            # "no": nothing changes
    # import: the record is read, but the game in progress stays unless the answer is yes;
    # it would replace the game in progress under Continue, and the question says so
    path = tmp_path / "game.json"
    window.storage.export_record(fixed_game(("Dan", "Eve", "Fay")), str(path))
    monkeypatch.setattr("thousand_app.ui.common.main_window.QFileDialog.getOpenFileName",
                        lambda *a, **k: (str(path), ""))
    window.import_record()
    assert window.controller is c and len(asked) == 2
    assert asked[-1] == ("Leave the game in progress? The game you open replaces it under "
                         "Continue.")
    # the record of the game on the table, at the same move: nothing to lose, no question
    window.storage.export_record(c.game, str(path))
    window.import_record()
    assert len(asked) == 2 and window.controller is not c
    c = window.controller
    assert tuple(c.game.players) == ("Anna", "Boris", "Vera")
    # from the start screen, the game under Continue is not replaced without a yes
    window.show_start()
    before = window.storage.load_autosave()
    assert before is not None
    window.new_game()
    assert asked[-1].startswith("Start another game?") and opened == []
    monkeypatch.setattr("thousand_app.ui.common.main_window.plain_question", answer(YES))
    window.new_game()
    assert opened == ["new"]                                  # a yes opens the dialog


def test_save_as_proposes_a_name_and_confirms(qtbot: Any, window: MainWindow,
                                              monkeypatch: Any) -> None:
    screen = start_fixed(window, script={1: ["1 bid 105"]})
    wait_mode(qtbot, screen, "bid")
    proposed: list[str] = []

    def get_text(_parent: Any, text: str) -> str:
        proposed.append(text)
        return text

    monkeypatch.setattr("thousand_app.ui.common.main_window.ask_save_name", get_text)
    window.save_as()
    assert proposed[0].startswith("Anna, Boris, Vera — 20")
    assert window.statusBar().currentMessage() == f"Saved as “{proposed[0]}”."
    assert [s.name for s in window.storage.list_saves()] == [proposed[0]]



def test_the_status_bar_leaves_with_its_message(qtbot: Any, window: MainWindow,
                                                monkeypatch: Any) -> None:
    """No empty grey strip under the table after "Saved as …", and the table gets its room
    back; a lasting widget (a progress bar) keeps the bar shown while it is shown."""
    from PySide6.QtWidgets import QProgressBar

    screen = start_fixed(window, script={1: ["1 bid 105"]})
    wait_mode(qtbot, screen, "bid")
    height = window.centralWidget().height()
    bar = window.statusBar()
    assert not bar.isVisible()
    monkeypatch.setattr("thousand_app.ui.common.main_window.ask_save_name", lambda _p, t: t)
    window.save_as()
    assert bar.isVisible() and bar.currentMessage().startswith("Saved as")
    bar.clearMessage()                     # (what the message's timeout does)
    qtbot.waitUntil(lambda: window.centralWidget().height() == height)
    assert not bar.isVisible()
    progress = QProgressBar()
    bar.addPermanentWidget(progress)
    assert bar.isVisible()
    progress.hide()
    assert not bar.isVisible()
    progress.show()
    assert bar.isVisible()
    bar.removeWidget(progress)
    assert not bar.isVisible()
    progress.deleteLater()

def test_keyboard_help_is_a_table(qtbot: Any, window: MainWindow) -> None:
    dlg = KeysDialog(UI_REGISTRY, window)
    qtbot.addWidget(dlg)
    t = dlg.tables["cards"]
    assert t.columnCount() == 2 and t.rowCount() == len(KEYS)
    assert t.item(0, 0).text() == "Left / Right"
    assert t.horizontalHeaderItem(0).text() == "Key"
    assert dlg.tabs.currentIndex() == 0 and dlg.tabs.count() == 2


def test_keyboard_help_lists_the_dice_keys(qtbot: Any, window: MainWindow) -> None:
    """The dice table's keys have their own tab, shown first when a dice game is on; every
    letter the dice screen answers to is listed."""
    from thousand_app.ui.dice.screen import LETTER_KEYS
    from thousand_app.ui.dice.kind import KEYS as DICE_KEYS

    dlg = KeysDialog(UI_REGISTRY, window, "dice")
    qtbot.addWidget(dlg)
    assert dlg.tabs.currentIndex() == 1 and dlg.tabs.tabText(1) == "Dice"
    t = dlg.tables["dice"]
    assert t.rowCount() == len(DICE_KEYS)
    listed = {t.item(r, 0).text() for r in range(t.rowCount())}
    for latin, _ in LETTER_KEYS.values():
        assert chr(latin) in listed
    assert "Enter" in listed and any("Backspace" in k for k in listed)


def test_an_unusable_record_is_told_in_one_style(qtbot: Any, window: MainWindow,
                                                 monkeypatch: Any, tmp_path: Any) -> None:
    """The reason after a colon starts small, in every language (issue 34: the Russian
    import error had a capital after its colon)."""
    path = tmp_path / "broken.json"
    path.write_text("{ not a record", encoding="utf-8")
    told: list[str] = []
    monkeypatch.setattr("thousand_app.ui.common.main_window.QFileDialog.getOpenFileName",
                        lambda *a, **k: (str(path), ""))
    monkeypatch.setattr("thousand_app.ui.common.main_window.plain_message",
                        lambda _parent, _icon, _title, text: told.append(text))
    try:
        for lang in ("en", "ru", "uk", "pl"):
            window.translations.use(lang)
            window.import_record()
            head, _, reason = told[-1].partition(": ")
            assert reason and reason[0] == reason[0].lower(), (lang, told[-1])
    finally:
        window.translations.use("en")


def test_a_tile_without_continue_keeps_its_lines_together(qtbot: Any, window: MainWindow) -> None:
    """Only the dice game can continue: the Cards tile, as tall as the dice tile, keeps its
    title, text and button where they were under its drawing (issue 34: a gap opened)."""
    start = window.start_screen
    window.show_start()
    cards, dice = start.tiles["cards"], start.tiles["dice"]

    def places() -> tuple[int, int, int]:
        return cards.title.y(), cards.blurb.y(), cards.button.y()

    start.set_can_continue(False)
    qtbot.waitUntil(lambda: cards.height() == dice.height() and not dice.continue_button.isVisible())
    before, height = places(), dice.height()
    start.set_can_continue(True, "dice", ["dice"])
    qtbot.waitUntil(lambda: dice.height() > height and cards.height() == dice.height())
    assert places() == before


def test_the_save_dialog_is_as_wide_as_its_title(qtbot: Any, window: MainWindow,
                                                 monkeypatch: Any) -> None:
    """The window title "Save the game — Thousand" fits, in every language (issue 34)."""
    from PySide6.QtGui import QFont, QFontMetrics
    from PySide6.QtWidgets import QApplication, QInputDialog

    from thousand_app.ui.common.main_window import ask_save_name

    seen: list[Any] = []
    monkeypatch.setattr(QInputDialog, "exec", lambda self: seen.append(self) or 0)
    try:
        for lang in ("en", "ru", "uk", "pl"):
            window.translations.use(lang)
            assert ask_save_name(window, "A") == ""
            dlg = seen[-1]
            bold = QFont(dlg.font())
            bold.setBold(True)
            title = dlg.windowTitle() + " — " + QApplication.applicationDisplayName()
            assert dlg.minimumWidth() >= QFontMetrics(bold).horizontalAdvance(title) + 100, lang
    finally:
        window.translations.use("en")
