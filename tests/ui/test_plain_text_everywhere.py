"""Text from outside the program (names, file names, paths) is plain text in every message box
and tooltip (issue 27, point 8): a save named ``<img … width=3000 height=3000>`` made the
Delete question 3096×3064 px; dice score-sheet tooltips drew names as HTML; so did the
start-up warning about a deck path in the settings."""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import pytest
from PySide6 import QtGui
from PySide6.QtWidgets import QMessageBox, QTableWidget

from thousand_app.dice.engine import DiceGame, DiceRules
from thousand_app.cards.engine import Game, Rules
from thousand_app.storage import SeatConfig, Storage
from thousand_app.ui.common import plain_text
from thousand_app.ui.dice.scoresheet import DiceScoreSheet, turn_notes
from thousand_app.ui.common.saves import SavesDialog
from thousand_app.ui.cards.scoresheet import ScoreSheet
from thousand_app.kinds import REGISTRY
from thousand_app.ui.kinds import UI_REGISTRY

HOSTILE = ['<img src="x" width=3000 height=3000>', "<b>Bold</b> & <i>co</i>",
           "<table><tr><td>x</td></tr></table>"]
UI = Path(__file__).resolve().parents[2] / "thousand_app" / "ui"


def shown(text: str) -> str:
    """What Qt draws for ``text`` in a label, a tooltip or a message box left to guess."""
    doc = QtGui.QTextDocument()
    if QtGui.Qt.mightBeRichText(text):
        doc.setHtml(text)
    else:
        doc.setPlainText(text)
    return doc.toPlainText()


def test_no_message_box_is_made_that_guesses_its_format() -> None:
    """Every message box goes through plain_text (plain_message, plain_question)."""
    guessing = re.compile(r"QMessageBox\.(question|warning|information|critical)\(")
    found = [f"{p.name}:{n}" for p in sorted(UI.glob("**/*.py"))
             for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
             if guessing.search(line)]
    assert found == []


@pytest.fixture
def boxes(monkeypatch: pytest.MonkeyPatch) -> list[QMessageBox]:
    """Every message box shown (answered No / OK at once)."""
    seen: list[QMessageBox] = []

    def exec_(self: QMessageBox) -> int:
        seen.append(self)
        return int(QMessageBox.StandardButton.No)
    monkeypatch.setattr(QMessageBox, "exec", exec_)
    return seen


@pytest.mark.parametrize("name", HOSTILE)
def test_the_delete_question_shows_the_save_name_as_it_is(qtbot: Any, tmp_path: Path,
                                                          boxes: list[QMessageBox],
                                                          name: str) -> None:
    st = Storage(REGISTRY, base_dir=tmp_path)
    game = Game(Rules(), 3, players=["A", "B", "C"], seed=1)
    st.save_as(name, game, [SeatConfig(p) for p in game.players], "g")
    dlg = SavesDialog(st, UI_REGISTRY)
    qtbot.addWidget(dlg)
    dlg.table.selectRow(0)
    dlg._delete()
    [box] = boxes
    assert box.textFormat() == QtGui.Qt.TextFormat.PlainText
    assert name in box.text()
    assert box.sizeHint().width() < 1500 and box.sizeHint().height() < 1500
    assert st.has_save(name)     # answered No


def tips(table: QTableWidget) -> list[str]:
    return [item.toolTip() for r in range(table.rowCount()) for c in range(table.columnCount())
            if (item := table.item(r, c)) is not None and item.toolTip()]


@pytest.mark.parametrize("name", HOSTILE)
def test_dice_score_sheet_tooltips_show_names_as_they_are(qtbot: Any, name: str) -> None:
    from tests.storage.dice_games import dice_step

    names = [name, "Boris", "Vera"]
    for seed in range(200):   # a game where a turn's note names the first player
        game = DiceGame(DiceRules(), 3, players=names, seed=seed)
        rng = random.Random(seed)
        while not game.is_over:
            dice_step(game, rng)
        if any(turn_notes(t, names, game.rules) and name in " ".join(
                turn_notes(t, names, game.rules)) for t in game.history):
            break
    sheet = DiceScoreSheet()
    qtbot.addWidget(sheet)
    sheet.refresh(game, names)
    texts = [shown(t) for t in tips(sheet.table)]
    assert any(name in t for t in texts)     # drawn as it is
    assert not any(QtGui.Qt.mightBeRichText(t) and name in t for t in tips(sheet.table))


def test_card_score_sheet_tooltips_show_names_as_they_are(qtbot: Any) -> None:
    from tests.storage.helpers import random_step

    name = HOSTILE[0]
    game = Game(Rules(), 3, players=[name, "B", "C"], seed=3)
    rng = random.Random(3)
    while len(game.history) < 8 and not game.is_over:
        random_step(game, rng)
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.refresh(game)
    for tip in tips(sheet.table):   # (notes of bolts and barrels name the player)
        assert "<img" not in shown(tip).replace(name, "")
        assert not (QtGui.Qt.mightBeRichText(tip) and name in tip)


def test_the_deck_warning_shows_the_path_as_it_is(window: Any, boxes: list[QMessageBox]
                                                  ) -> None:
    path = 'system:/tmp/<img src="x" width=3000 height=3000>.svg'
    window.settings.deck = path
    window.deck = window._load_deck()
    window.show_problems()
    [box] = boxes
    assert box.textFormat() == QtGui.Qt.TextFormat.PlainText and path in box.text()


def test_plain_tip_keeps_the_text_and_its_lines() -> None:
    for text in HOSTILE + ["two\nlines <x>"]:
        assert shown(plain_text.plain_tip(text)) == text
    assert plain_text.plain_tip("") == ""


# -- network play (issue 33, point 14): names and chat lines are other people's text -------
NAMES = ["<b>Bo</b> & <i>co</i>", "<img width=3000 height=3000>"]
CHAT = '<table><tr><td>x</td></tr></table><img src="x" width=3000 height=3000>'


def rich_texts(root: Any, needles: list[str]) -> tuple[list[str], int]:
    """Every place under ``root`` (widgets, their tooltips, list and table items) where one
    of ``needles`` would be read as markup; and how many places show one at all."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QLabel, QListWidget, QPlainTextEdit, QWidget

    bad: list[str] = []
    seen = 0

    def look(where: str, text: str, plain: bool) -> None:
        nonlocal seen
        if any(n in text for n in needles):
            seen += 1
            if not plain and QtGui.Qt.mightBeRichText(text):
                bad.append(f"{where}: {text[:80]}")

    for w in [root, *root.findChildren(QWidget)]:
        where = w.objectName() or type(w).__name__
        if isinstance(w, QLabel):
            look(where, w.text(), w.textFormat() == Qt.TextFormat.PlainText)
        if isinstance(w, QPlainTextEdit):
            look(where, w.toPlainText(), True)
        look(where + " tooltip", w.toolTip(), False)
        if isinstance(w, QListWidget):
            for i in range(w.count()):
                look(where + " item", w.item(i).text(), True)
                look(where + " item tooltip", w.item(i).toolTip(), False)
        if isinstance(w, QTableWidget):
            for r in range(w.rowCount()):
                for c in range(w.columnCount()):
                    item = w.item(r, c)
                    if item is not None:
                        look(where + " item", item.text(), True)
                        look(where + " item tooltip", item.toolTip(), False)
    return bad, seen


def test_names_and_chat_are_plain_text_in_every_network_widget(qtbot: Any,
                                                               window: Any) -> None:
    """A host, a person who joins, their chat, the lobby, the join list and the tables of
    both games, every name and chat line from the other side hostile markup: the walk over
    every widget finds it shown, and never as markup."""
    from thousand_app.net.discovery import FoundGame
    from thousand_app.ui.common.game_ui import NetworkSetup
    from thousand_app.ui.common.net_lobby import NetSession
    from thousand_app.ui.common.net_panel import NetPanel
    from thousand_app.ui.common.network import NetworkWindow

    from .net_helpers import LOOP, joined_seat, rules_of
    from .test_network_window import host_and_join

    setup = NetworkSetup(rules_of("dice"), [NAMES[0], "Boris", NAMES[1]], [True, True, False])
    host_win = NetworkWindow(lambda kind: setup, NAMES[0], uis=UI_REGISTRY, bind=LOOP, announce=None,
                             browse=LOOP, addresses=[LOOP])
    join_win = NetworkWindow(lambda kind: None, NAMES[1], uis=UI_REGISTRY, bind=LOOP, announce=None,
                             browse=LOOP, addresses=[LOOP])
    for w in (host_win, join_win):
        qtbot.addWidget(w)
        w.show()
    host, card_seat = None, None
    try:
        lobby = host_and_join(host_win, join_win)
        panel = join_win.join_panel
        qtbot.waitUntil(lambda: NAMES[0] in panel.seats_view.text(), timeout=10_000)
        qtbot.waitUntil(lambda: lobby.status.text() == "Everyone is here.", timeout=10_000)
        panel.show_found([FoundGame("x", NAMES[0], LOOP, 1, "dice", "classic", 3, 1, False,
                                    True)])
        guest = panel.remote
        assert guest is not None
        guest.chat(CHAT)
        qtbot.waitUntil(lambda: bool(guest.chat_lines), timeout=10_000)
        strip = NetPanel(guest)
        qtbot.addWidget(strip)
        lobby.start_button.click()
        qtbot.waitUntil(lambda: guest.observation is not None, timeout=10_000)
        window.part("dice").start_remote(NetSession("dice", guest))
        qtbot.waitUntil(lambda: NAMES[0] in window.part("dice").screen.findChild(
            NetPanel).seats.text(), timeout=10_000)
        found = 0
        for root in (host_win, join_win, strip, window):
            bad, seen = rich_texts(root, NAMES + [CHAT])
            assert bad == [], bad
            found += seen
        assert found >= 6
        window.part("dice").end_screen()
        # the card table of a seat whose partners are named with markup
        host, card_seat = joined_seat(qtbot, "cards", "PTX-777", [True, False, False],
                                      NAMES[1])
        window.part("cards").start_remote(NetSession("cards", card_seat))
        bad, seen = rich_texts(window, NAMES)
        assert bad == [] and seen, bad
    finally:
        window._end_game_screen()
        if host is not None:
            host.close()
        join_win.done(0)
        host_win.done(0)
