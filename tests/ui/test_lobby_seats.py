"""The host's lobby shows seats as seats (issue 34, point 3): a card per seat with its name as
plain text, a person or the computer and its level, and whether the person is here."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from thousand_app.ui.common.net_lobby import SeatCard
from thousand_app.ui.kinds import UI_REGISTRY

HOSTILE = '<img src="x" width=3000 height=3000>'


def card(qtbot: Any, seat: dict[str, Any], name: str = "Boris", own: bool = False) -> SeatCard:
    c = SeatCard(1)
    qtbot.addWidget(c)
    c.show_seat(seat, name, "hard", own)
    return c


def test_a_person_here_away_and_a_seat_waiting(qtbot: Any) -> None:
    here = card(qtbot, {"open": True, "taken": True, "connected": True, "computer": False})
    assert here.property("seatState") == "ready" and here.status.text() == "✔ Ready"
    assert here.kind.text() == "Person" and here.number.text() == "2"
    away = card(qtbot, {"open": True, "taken": True, "connected": False, "computer": False,
                        "grace_s": 42})
    assert away.property("seatState") == "away"
    assert away.status.text() == "Away: the computer plays in 42 s"
    waiting = card(qtbot, {"open": True, "taken": False, "connected": False,
                           "computer": False}, name="")
    assert waiting.property("seatState") == "waiting"
    assert waiting.status.text() == "Waiting for a player" and waiting.kind.isHidden()


def test_a_computer_says_its_level_and_the_own_seat_is_marked(qtbot: Any) -> None:
    bot = card(qtbot, {"open": False, "taken": False, "connected": False, "computer": True})
    assert bot.property("seatState") == "computer"
    assert bot.kind.text() == "Computer: hard"
    mine = card(qtbot, {"open": True, "taken": True, "connected": True, "computer": False},
                name="Anna", own=True)
    assert mine.property("own") is True and mine.name.text() == "Anna (you)"
    assert "Anna (you)" in mine.accessibleName() and "Ready" in mine.accessibleName()


def test_names_on_seat_cards_are_plain_text(qtbot: Any) -> None:
    c = card(qtbot, {"open": True, "taken": True, "connected": True, "computer": False},
             name=HOSTILE)
    assert c.name.text() == HOSTILE and c.name.textFormat() == Qt.TextFormat.PlainText
    assert c.status.textFormat() == Qt.TextFormat.PlainText


def test_the_join_list_wraps_a_long_entry_and_shows_it_whole_in_a_tip(qtbot: Any) -> None:
    from PySide6 import QtGui

    from thousand_app.net.discovery import FoundGame
    from thousand_app.ui.common.network import JoinPanel

    panel = JoinPanel("Boris", interface="127.0.0.1", uis=UI_REGISTRY)
    qtbot.addWidget(panel)
    host = HOSTILE + " Konstantinovich" * 6
    panel.show_found([FoundGame("x", host, "127.0.0.1", 4000, "dice", "classic", 3, 2, False,
                                True)])
    item = panel.found.item(0)
    assert panel.found.wordWrap() and panel.found.textElideMode() == Qt.TextElideMode.ElideNone
    tip = item.toolTip()      # (rich text: Qt wraps it inside the screen; the name as it is)
    assert QtGui.Qt.mightBeRichText(tip) and "&lt;img" in tip and "<img" not in tip
    if panel.browser is not None:
        panel.browser.stop()
