"""Setting up a hosted network game and the names at its table (issue 33, points 4 and 5):
the game's dialog speaks of network seats, the computer seats keep their levels, the host is
never "You" to the others, a computer seat nobody named is in each client's own words, and
names are unique at a table."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QPushButton

from thousand_app.cards.engine import Rules
from thousand_app.kinds import REGISTRY
from thousand_app.net.host import Host, HostConfig
from thousand_app.net.remote import RemoteGame
from thousand_app.ui.cards.newgame import NewGameDialog
from thousand_app.ui.common.game_ui import NetworkSetup
from thousand_app.ui.common.net_lobby import HostedGame
from thousand_app.ui.common.net_texts import seat_name
from thousand_app.ui.common.network import NetworkWindow
from thousand_app.ui.common.remote_controller import kind_decoders
from thousand_app.ui.dice.newgame import DiceNewGameDialog

from .net_helpers import LOOP, joined_seat, rules_of
from thousand_app.ui.kinds import UI_REGISTRY


@pytest.mark.parametrize("dialog", [NewGameDialog, DiceNewGameDialog])
def test_the_hosts_dialog_speaks_of_network_seats(qtbot: Any, dialog: Any) -> None:
    local = dialog(None)
    net = dialog(None, network=True)
    for d in (local, net):
        qtbot.addWidget(d)
        for i in range(3):
            d.kind_boxes[i].setCurrentIndex(0)   # three people
        d._update_seats()
    assert "Hot-seat" in local.seat_note.text()
    assert net.windowTitle() == "Host a network game"
    buttons = [b.text() for b in net.findChildren(QPushButton)]
    assert "Open the lobby" in buttons and "Start the game" not in buttons
    note = net.seat_note.text()
    assert "Hot-seat" not in note and "network" in note and "take-backs" in note
    assert net.takebacks.isHidden() and not net.allow_takebacks()


def test_the_computer_seats_keep_their_levels(qtbot: Any) -> None:
    setup = NetworkSetup(Rules(), ["Anna", "Boris", "Vera"], [True, False, False],
                         [None, "hard", "random"])
    hosted = HostedGame(REGISTRY.get("cards"), setup, bind=LOOP, announce=None)
    try:
        own = hosted.own
        assert own is not None
        qtbot.waitUntil(lambda: own.state == "playing", timeout=10_000)
        hosted.host.start()
        seats = hosted.host.table.seats
        assert [s.player.level for s in seats[1:]] == ["hard", "random"]
        assert [s.name for s in seats] == ["Anna", "Boris", "Vera"]
    finally:
        hosted.close()


@pytest.mark.parametrize("name, shown", [("Anna", "Anna"), ("", "Table host"), ("you", "Table host")])
def test_the_host_is_never_you_to_the_others(qtbot: Any, window: Any, name: str,
                                             shown: str) -> None:
    """The dialog's default "You" is the network window's name at the table, else "Table host",
    which ``seats`` marks ``host_default``: each client shows it in its own words (the host's
    language is not the joiner's)."""
    setup = NetworkSetup(rules_of("dice"), ["You", "Boris"], [True, False])
    win = NetworkWindow(lambda kind: setup, name, uis=UI_REGISTRY, bind=LOOP, announce=None, browse=LOOP,
                        addresses=[LOOP])
    qtbot.addWidget(win)
    try:
        assert win.host_game("dice") and win.hosted is not None and win.hosted.own is not None
        seats, own = win.hosted.host.table.seats, win.hosted.own
        qtbot.waitUntil(lambda: seats[0].taken, timeout=10_000)
        assert seats[0].name == shown and win.hosted.host.config.name == shown
        qtbot.waitUntil(lambda: bool(own.seats) and own.seats[0].get("taken"), timeout=10_000)
        marked = shown != name
        assert bool(own.seats[0].get("host_default")) == marked
        assert not own.seats[1].get("host_default")
        win.hosted.host.start()
        qtbot.waitUntil(lambda: own.observation is not None, timeout=10_000)
        decode = kind_decoders(own, REGISTRY.get("dice"))["decode_observation"]
        window.translations.use("ru")
        try:
            assert seat_name(own.seats, 0) == ("Хозяин стола" if marked else name)
            assert decode(own.observation).players[0] == seat_name(own.seats, 0)
        finally:
            window.translations.use("en")
        assert seat_name(own.seats, 0) == shown
    finally:
        win.done(0)


def test_a_computer_seat_nobody_named_is_in_each_clients_words(qtbot: Any,
                                                               window: Any) -> None:
    host, remote = joined_seat(qtbot, code="NNN-444")
    try:
        qtbot.waitUntil(lambda: bool(remote.seats), timeout=10_000)
        assert remote.seats[1]["generic"] and not remote.seats[0]["generic"]
        assert seat_name(remote.seats, 1) == "Computer 2"
        window.translations.use("ru")
        try:
            assert seat_name(remote.seats, 1) == "Компьютер 2"
            assert seat_name(remote.seats, 0) == "Anna"
        finally:
            window.translations.use("en")
    finally:
        remote.leave()
        host.close()


def test_names_are_unique_at_a_table(qtbot: Any) -> None:
    kind = REGISTRY.get("dice")
    host = Host(kind, kind.rules_from_json({"preset": "classic"}),  # type: ignore[misc]
                [True, True, True, False], HostConfig(room_code="UUU-444"))
    host.table.computer_names = {3: "Boris"}
    host.listen(LOOP, 0)
    remotes = [RemoteGame(n, "uuu444", LOOP, host.port) for n in ("Anna", "anna", "Boris")]
    try:
        for r in remotes:
            r.start()
            qtbot.waitUntil(lambda r=r: r.state == "playing", timeout=10_000)
        names = [s.name for s in host.table.seats]
        assert names[:3] == ["Anna", "anna 2", "Boris 2"]
        host.start()
        assert [s.name for s in host.table.seats] == ["Anna", "anna 2", "Boris 2", "Boris"]
    finally:
        for r in remotes:
            r.leave()
        host.close()
