"""Start screen → Play over the network: a window with Host and Join.

Host: choose the game (its own new-game dialog: rules, and which seats are for people), then
the lobby (:mod:`.net_lobby`).  Join: the games found on the local network or an address and
port typed by hand, the room code, a name and a seat; then the seat's state as the host
tells it.  Every refusal is shown as a translated sentence for its code.  The table for a
remote seat is not built yet (docs/network.md, "The app").
"""

from __future__ import annotations

import logging
from typing import Any, Callable, Optional

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QComboBox, QFormLayout, QHBoxLayout, QLabel, QLineEdit,
                               QListWidget, QListWidgetItem, QPushButton, QSpinBox,
                               QStackedWidget, QTabWidget, QVBoxLayout, QWidget)

from thousand_app.net.discovery import Browser, FoundGame
from thousand_app.net.protocol import NAME_LIMIT, format_code, normalize_code
from thousand_app.net.host import HostConfig
from thousand_app.net.remote import RemoteGame
from thousand_app.net.save import resumable
from thousand_app.storage import Storage

from .game_ui import NetworkSetup, UIRegistry
from .i18n import translate
from .net_lobby import HostedGame, LobbyView, NetSession
from .net_texts import problem_text, seat_name, seat_state_text, state_text, wait_text
from .plain_text import PlainLabel, plain_tip
from .rejoin import forget_rejoin, network_prefs, rejoin_game
from .texts import fmt
from .sheet import SheetDialog

__all__ = ["NetworkWindow", "JoinPanel", "game_title", "player_name"]

log = logging.getLogger("thousand.ui")


def game_title(kind: str, uis: UIRegistry) -> str:
    """A game's name as its start-screen tile (of its UI in ``uis``) shows it ("Cards",
    "Dice"), else ``kind``."""
    for ui in uis:
        if ui.name == kind and ui.tile is not None:
            return translate("Start", ui.tile.title)
    return kind


def preset_words(kind: str, preset: str, uis: UIRegistry) -> str:
    """A rules preset announced on the network in words (as the game's new-game dialog names
    it, its UI in ``uis``), else as it came."""
    for ui in uis:
        if ui.name == kind and ui.preset_name is not None:
            return ui.preset_name(preset)
    return preset


def player_name(settings: Any) -> str:
    """The name used in the last network game, else the first seat's of the last new game
    (the person at this computer)."""
    remembered = network_prefs(settings).get("name")
    if isinstance(remembered, str) and remembered.strip():
        return remembered[:NAME_LIMIT]
    try:
        return str(settings.new_game["seats"][0]["name"])[:NAME_LIMIT]
    except (AttributeError, KeyError, IndexError, TypeError):
        return ""


def is_you(name: str) -> bool:
    """Whether ``name`` is the new-game dialogs' default name for the person at this computer
    ("You"): a word for oneself, never a name for the others at a network table."""
    words = {"you", translate("NewGame", "You").casefold(),
             translate("DiceNewGame", "You").casefold()}
    return name.strip().casefold() in words


def host_seat_name(setup: NetworkSetup, name: str) -> None:
    """The host's own seat (the first person's) takes ``name`` (the network window's) where
    the dialog left the default "You", else "Host" in the host's words."""
    own = setup.people.index(True) if True in setup.people else 0
    if own < len(setup.names) and is_you(setup.names[own]):
        clean = " ".join(name.split())[:NAME_LIMIT]
        setup.host_default = not clean or is_you(clean)
        setup.names[own] = translate("Network", "Table host") if setup.host_default else clean


#: The port shown for an address typed by hand until one was used (a host on any free port
#: says its own; the join list fills it in).
DEFAULT_PORT = 41234
#: Seats remembered to take back (the latest games only).
KEPT_SEATS = 20


def _port(value: Any, default: int) -> int:
    return value if type(value) is int and 0 <= value <= 65535 else default


def network_storage(storage: Any) -> Any:
    """Where the games this app hosts are saved (beside ``storage``'s data, in a folder of
    their own: a local game under Continue is never replaced by one)."""
    folder = storage.data_dir / "network"
    return Storage(storage.registry, config_dir=folder, data_dir=folder, log=False)


def seat_key(code: str) -> str:
    """The key of a game joined, under which its seat is remembered: its room code (a host
    that resumes a game keeps the code, not always its address or port)."""
    return normalize_code(code)


class JoinPanel(QWidget):
    """Join a hosted game: found on the network or typed by hand; code, name, seat."""

    #: The game started and has a table here (``takes_table(kind)``): the
    #: :class:`~.net_lobby.NetSession`, no longer the panel's.
    gameStarted = Signal(object)

    def __init__(self, name: str = "", interface: str = "0.0.0.0",
                 parent: Optional[QWidget] = None,
                 takes_table: Callable[[str], bool] = lambda _kind: False,
                 prefs: Optional[dict[str, Any]] = None, *, uis: UIRegistry) -> None:
        super().__init__(parent)
        self.setObjectName("joinPanel")
        #: The UIs of the games it may join (their names and presets in words).
        self.uis = uis
        self.prefs: dict[str, Any] = prefs if prefs is not None else {}
        self.remote: Optional[RemoteGame] = None
        self.takes_table = takes_table
        lay = QVBoxLayout(self)
        self.rejoin_button = QPushButton()
        self.rejoin_button.setObjectName("rejoinButton")
        self.rejoin_button.clicked.connect(self.rejoin)
        lay.addWidget(self.rejoin_button)
        self._offer_rejoin()
        lay.addWidget(QLabel(translate("Network", "Games on the local network:")))
        self.found = QListWidget()
        self.found.setObjectName("foundGames")
        self.found.setWordWrap(True)            # (a long host name wraps, never elided)
        self.found.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.found.currentItemChanged.connect(self._picked)
        lay.addWidget(self.found, 1)
        self.found_note = QLabel(translate("Network", "Looking for games…"))
        self.found_note.setObjectName("foundNote")
        lay.addWidget(self.found_note)
        form = QFormLayout()
        self.address = QLineEdit()
        self.address.setObjectName("joinAddress")
        self.address.setPlaceholderText("192.168.1.20")
        self.port = QSpinBox()
        self.port.setObjectName("joinPort")
        self.port.setRange(1, 65535)
        address = self.prefs.get("address")
        if isinstance(address, str):
            self.address.setText(address[:200])
        self.port.setValue(_port(self.prefs.get("port"), DEFAULT_PORT) or DEFAULT_PORT)
        where = QHBoxLayout()
        where.addWidget(self.address, 1)
        where.addWidget(self.port)
        form.addRow(translate("Network", "Address and port:"), where)
        self.code = QLineEdit()
        self.code.setObjectName("joinCode")
        self.code.setPlaceholderText("K7QM-3XAP")
        form.addRow(translate("Network", "Room code:"), self.code)
        self.name = QLineEdit(name)
        self.name.setObjectName("joinName")
        self.name.setMaxLength(NAME_LIMIT)
        form.addRow(translate("Network", "Your name:"), self.name)
        self.seat = QComboBox()
        self.seat.setObjectName("joinSeat")
        self._seat_choices(4)
        form.addRow(translate("Network", "Seat:"), self.seat)
        lay.addLayout(form)
        self.status = PlainLabel()
        self.status.setObjectName("joinStatus")
        self.status.setWordWrap(True)
        lay.addWidget(self.status)
        self.seats_view = PlainLabel()       # (names: other people's text, never markup)
        self.seats_view.setObjectName("joinSeats")
        lay.addWidget(self.seats_view)
        row = QHBoxLayout()
        row.addStretch(1)
        self.join_button = QPushButton(translate("Network", "Join"))
        self.join_button.setObjectName("joinButton")
        self.join_button.clicked.connect(self.join)
        for edit in (self.address, self.code, self.name):    # (Enter joins, as the button)
            edit.returnPressed.connect(self.join)
        row.addWidget(self.join_button)
        lay.addLayout(row)
        self.browser: Optional[Browser] = None
        try:
            self.browser = Browser(interface, self)
            self.browser.gamesChanged.connect(self.show_found)
            self.browser.start()
        except Exception as e:   # no network, multicast refused: typing an address still works
            log.warning("cannot look for games on the local network: %s", e)
            self.browser = None
            self.found_note.setText(translate(
                "Network", "The local network cannot be searched: type the host's address."))

    def _seat_choices(self, n: int) -> None:
        self.seat.clear()
        self.seat.addItem(translate("Network", "Any free seat"), None)
        for i in range(n):
            self.seat.addItem(fmt(translate("Network", "Seat %1"), str(i + 1)), i)

    def show_found(self, games: list[FoundGame]) -> None:
        self.found.clear()
        for g in games:
            text = fmt(translate("Network", "%1 — %2 (%3), %4 of %5 seats free"),
                       g.host, game_title(g.game, self.uis),
                       preset_words(g.game, g.preset, self.uis), str(g.free),
                       str(g.seats))
            if g.started:
                text += " — " + translate("Network", "started")
            if not g.compatible:
                text += " — " + translate("Network", "another version")
            item = QListWidgetItem(text)
            item.setToolTip(plain_tip(text))
            item.setData(Qt.ItemDataRole.UserRole, g)
            if not g.compatible:
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
            self.found.addItem(item)
        self.found_note.setText(translate("Network", "No game found yet: the list fills by "
                                                     "itself, or type an address.")
                                if not games else "")

    def _picked(self, item: Optional[QListWidgetItem]) -> None:
        if item is None:
            return
        g: FoundGame = item.data(Qt.ItemDataRole.UserRole)
        self.address.setText(g.address)
        self.port.setValue(g.port)
        self._seat_choices(g.seats)
        self.code.setFocus()

    def join(self) -> None:
        address, code, name = (self.address.text().strip(), self.code.text().strip(),
                               " ".join(self.name.text().split()))
        if not address:
            self.status.setText(translate("Network", "Choose a game or type the host's address."))
            return
        if not code:
            self.status.setText(translate("Network", "Type the room code the host reads out."))
            return
        if not name:
            self.status.setText(translate("Network", "Type your name."))
            return
        self.leave()
        port = self.port.value()
        self.prefs.update(name=name, address=address, port=port)
        key = seat_key(code)
        seat, token = self.seat.currentData(), None
        kept = self.prefs.get("seats", {}).get(key) if isinstance(
            self.prefs.get("seats"), dict) else None
        if isinstance(kept, list) and len(kept) == 2 and isinstance(kept[1], str) and (
                seat is None or seat == kept[0]) and type(kept[0]) is int:
            seat, token = kept[0], kept[1]     # this computer's seat in that game: taken back
        self.remote = RemoteGame(name, code, address, port, seat=seat, token=token, parent=self)
        self.remote.joined.connect(lambda s, t: self._keep_seat(key, s, t))
        self.remote.stateChanged.connect(self._state)
        self.remote.tableChanged.connect(self._table)
        self.remote.ended.connect(self._ended)
        self.remote.waiting.connect(self._waiting)
        self.join_button.setEnabled(False)
        self.remote.start()
        self._state(self.remote.state)

    def leave(self) -> None:
        remote = self._let_go()
        if remote is not None:
            if remote.state != "ended":
                remote.leave()
            remote.deleteLater()
        self.join_button.setEnabled(True)

    def _offer_rejoin(self) -> None:
        """The game this app was last seated in (remembered until it ends for good): a
        button to join it again, the seat taken back."""
        game = rejoin_game(self.prefs)
        self.rejoin_button.setVisible(game is not None)
        if game is not None:
            self.rejoin_button.setText(fmt(
                translate("Network", "Rejoin the game you were in: room %1 at %2, port %3"),
                format_code(game["code"]), game["address"], str(game["port"])))

    def rejoin(self) -> None:
        """Join again the game this app was last seated in."""
        game = rejoin_game(self.prefs)
        if game is None:
            return
        self.address.setText(game["address"])
        self.port.setValue(game["port"])
        self.code.setText(game["code"])
        if game.get("name") and not self.name.text().strip():
            self.name.setText(str(game["name"])[:NAME_LIMIT])
        self.seat.setCurrentIndex(0)
        self.join()

    def _keep_seat(self, key: str, seat: int, token: str) -> None:
        remote = self.remote
        if remote is not None:
            self.prefs["rejoin"] = {"code": key, "address": remote.address, "port": remote.port,
                                    "name": remote.name}
            self.rejoin_button.hide()
        seats = self.prefs.get("seats")
        if not isinstance(seats, dict):
            seats = self.prefs["seats"] = {}
        seats.pop(key, None)
        seats[key] = [seat, token]
        while len(seats) > KEPT_SEATS:
            seats.pop(next(iter(seats)))

    def _let_go(self) -> Optional[RemoteGame]:
        """The panel stops following its game (which it returns)."""
        remote, self.remote = self.remote, None
        if remote is not None:
            for signal in (remote.stateChanged, remote.tableChanged, remote.ended, remote.joined,
                           remote.waiting):
                signal.disconnect()
        return remote

    def _state(self, state: str) -> None:
        remote = self.remote
        if remote is None:
            return
        if state == "playing" and remote.seat is not None:
            self.status.setText(fmt(translate("Network", "You sit in seat %1. Waiting for the "
                                                         "host to start the game."),
                                    str(remote.seat + 1)))
        elif state == "reconnecting" and remote.token is None:
            self.status.setText(state_text("connecting"))   # not in yet: still trying
        else:
            self.status.setText(state_text(state))

    def _table(self) -> None:
        remote = self.remote
        if remote is None:
            return
        lines = [f"{i + 1}. " + (f"{seat_name(remote.seats, i)} — " if s.get("taken") else "")
                 + seat_state_text(s) for i, s in enumerate(remote.seats)]
        self.seats_view.setText("\n".join(lines))
        if remote.observation is not None:   # the host's first update: the game is on
            self.status.setText(translate("Network", "The game has started."))
            kind = str(remote.info.get("game", ""))
            if self.takes_table(kind):
                self._let_go()
                self.join_button.setEnabled(True)
                self.gameStarted.emit(NetSession(kind, remote))

    def _waiting(self, code: str, seconds: int) -> None:
        self.status.setText(wait_text(code, seconds))

    def _ended(self, code: str, reason: str) -> None:
        log.info("network game ended: %s (%s)", code, reason)
        forget_rejoin(self.prefs, code)
        self._offer_rejoin()
        self.status.setText(problem_text(code))
        self.join_button.setEnabled(True)

    def close_all(self) -> None:
        self.leave()
        if self.browser is not None:
            self.browser.stop()
            self.browser = None


class NetworkWindow(SheetDialog):
    """Host or join a network game.  ``setup(kind)`` runs that game's new-game dialog for a
    hosted game (``GamePart.network_setup``); ``bind``/``announce``/``browse``: the addresses
    to listen, announce and look for games on (tests keep them all on 127.0.0.1)."""

    #: The game started and this window's seat has a table in the main window: the
    #: :class:`~.net_lobby.NetSession` (the window then closes; the session is the table's).
    tableReady = Signal(object)

    def __init__(self, setup: Callable[[str], Optional[NetworkSetup]], name: str = "", *,
                 bind: str = "0.0.0.0", announce: Optional[str] = "0.0.0.0",
                 browse: str = "0.0.0.0", addresses: Optional[list[str]] = None,
                 takes_table: Callable[[str], bool] = lambda _kind: False,
                 prefs: Optional[dict[str, Any]] = None, storage: Any = None,
                 stats: Any = None, parent: Optional[QWidget] = None,
                 uis: UIRegistry) -> None:
        super().__init__(parent)
        self.takes_table = takes_table
        #: The games' UIs (and through them the games) it hosts and joins.
        self.uis = uis
        #: Where hosted games are saved (a folder of their own), None: not saved; and where
        #: their statistics go (the app's own).
        self.storage, self.stats = storage, stats
        self.prefs: dict[str, Any] = prefs if prefs is not None else {}
        self.setObjectName("networkWindow")
        self.setWindowTitle(translate("Network", "Play over the network"))
        self._setup, self._bind, self._announce = setup, bind, announce
        self._addresses = addresses
        self.hosted: Optional[HostedGame] = None
        self.lobby: Optional[LobbyView] = None
        lay = QVBoxLayout(self)
        self.tabs = QTabWidget()
        lay.addWidget(self.tabs)
        self.host_stack = QStackedWidget()
        choose = QWidget()
        c = QVBoxLayout(choose)
        c.addWidget(QLabel(translate("Network", "Host a game on this computer: choose the game, "
                                                "its rules and which seats are for people.")))
        port_row = QHBoxLayout()
        port_row.addWidget(QLabel(translate("Network", "Port:")))
        self.host_port = QSpinBox()
        self.host_port.setObjectName("hostPort")
        self.host_port.setRange(0, 65535)
        self.host_port.setSpecialValueText(translate("Network", "any free port"))
        self.host_port.setValue(_port(self.prefs.get("host_port"), 0))
        self.host_port.setToolTip(translate(
            "Network", "A fixed port lets friends on the internet reach this computer through "
                       "a port forwarded by the router."))
        port_row.addWidget(self.host_port)
        port_row.addStretch(1)
        c.addLayout(port_row)
        time_row = QHBoxLayout()
        time_row.addWidget(QLabel(translate("Network", "Wait for a dropped player:")))
        self.grace = self._seconds("hostGrace", 5, "grace_s", 60, translate(
            "Network", "How long a player whose connection dropped has to come back before "
                       "the computer plays the seat (until the player is back)."))
        time_row.addWidget(self.grace)
        time_row.addStretch(1)
        c.addLayout(time_row)
        time_row = QHBoxLayout()   # (a row of its own: narrow enough for a small window)
        time_row.addWidget(QLabel(translate("Network", "Turn clock:")))
        self.turn_clock = self._seconds("hostTurnClock", 0, "turn_clock_s", 0, translate(
            "Network", "The seconds each player has for a move; when they run out, the "
                       "computer makes that move. Everyone sees the clock."))
        self.turn_clock.setSingleStep(10)
        self.turn_clock.setSpecialValueText(translate("Network", "off"))
        time_row.addWidget(self.turn_clock)
        time_row.addStretch(1)
        c.addLayout(time_row)
        self.game_buttons: dict[str, QPushButton] = {}
        for ui in uis:
            if ui.tile is None:
                continue
            b = QPushButton(fmt(translate("Network", "Host a game of %1"),
                                game_title(ui.name, uis)))
            b.setObjectName(f"host_{ui.name}Button")
            b.clicked.connect(lambda _=False, k=ui.name: self.host_game(k))
            c.addWidget(b)
            self.game_buttons[ui.name] = b
        self.resume_buttons: dict[str, QPushButton] = {}
        for ui in uis:
            found = resumable(storage, uis.kind(ui.name)) if storage is not None else None
            if found is None:
                continue
            notes, game = found
            names = ", ".join(str(s.get("name", "")) for s in notes["seats"])
            b = QPushButton(fmt(translate("Network", "Host again the game of %1 saved: %2"),
                                game_title(ui.name, uis), names))
            b.setObjectName(f"resume_{ui.name}Button")
            b.setToolTip(translate("Network", "The same room code: the players join again and "
                                              "take their seats back."))
            b.clicked.connect(lambda _=False, k=ui.name, f=found: self.resume_hosting(k, f))
            c.addWidget(b)
            self.resume_buttons[ui.name] = b
        self.host_note = QLabel()
        self.host_note.setObjectName("hostNote")
        self.host_note.setWordWrap(True)
        c.addWidget(self.host_note)
        c.addStretch(1)
        self.host_stack.addWidget(choose)
        self.tabs.addTab(self.host_stack, translate("Network", "Host"))
        self.join_panel = JoinPanel(name, browse, takes_table=takes_table, prefs=self.prefs,
                                    uis=uis)
        self.join_panel.gameStarted.connect(self._hand_off)
        self.tabs.addTab(self.join_panel, translate("Network", "Join"))
        if rejoin_game(self.prefs) is not None:   # (the game it was in, offered first)
            self.tabs.setCurrentWidget(self.join_panel)
        self.resize(560, 520)

    def _seconds(self, name: str, low: int, key: str, default: int, tip: str) -> QSpinBox:
        """A box of seconds (``low`` to 600) remembered under ``key`` in the prefs."""
        box = QSpinBox()
        box.setObjectName(name)
        box.setRange(low, 600)
        box.setSuffix(translate("Network", " s"))
        value = self.prefs.get(key)
        box.setValue(value if type(value) is int and low <= value <= 600 else default)
        box.setToolTip(tip)
        return box

    def resume_hosting(self, kind: str, found: tuple[dict[str, Any], Any]) -> bool:
        """Host a saved network game again (its people, its room code)."""
        notes, game = found
        setup = NetworkSetup(game.rules, [str(s.get("name", "")) for s in notes["seats"]],
                             [bool(s.get("open")) for s in notes["seats"]])
        return self.host_game(kind, setup, resume=found)

    def host_game(self, kind: str, setup: Optional[NetworkSetup] = None,
                  resume: Optional[tuple[dict[str, Any], Any]] = None) -> bool:
        """Host a game of ``kind`` (its dialog asks the rules unless ``setup`` is given;
        ``resume``: a saved network game hosted again)."""
        setup = setup if setup is not None else self._setup(kind)
        if setup is None:
            return False
        host_seat_name(setup, self.join_panel.name.text())
        port, grace, clock = self.host_port.value(), self.grace.value(), self.turn_clock.value()
        self.prefs.update(host_port=port, grace_s=grace, turn_clock_s=clock)
        hosted = HostedGame(self.uis.kind(kind), setup, bind=self._bind, announce=self._announce, port=port,
                            storage=self.storage, resume=resume, stats=self.stats,
                            config=HostConfig(grace_s=float(grace), turn_clock_s=float(clock)))
        if not hosted.listening:
            hosted.close()
            self.host_note.setText(
                fmt(translate("Network", "Port %1 is taken on this computer: choose another "
                                         "one, or any free port."), str(port)) if port else
                translate("Network", "This computer cannot take connections now (no free port "
                                     "or no network)."))
            return False
        self.hosted = hosted
        self.lobby = LobbyView(hosted, self._addresses)
        self.lobby.cancelled.connect(self.stop_hosting)
        if hosted.own is not None and self.takes_table(kind):
            hosted.own.tableChanged.connect(self._own_table)
        self.host_stack.addWidget(self.lobby)
        self.host_stack.setCurrentWidget(self.lobby)
        return True

    def run(self) -> list[NetSession]:
        """Show the window until it closes; the session it handed to a table, if any."""
        sessions: list[NetSession] = []
        self.tableReady.connect(sessions.append)
        self.exec()
        return sessions

    def _own_table(self) -> None:
        """The host's own seat heard the game start: it goes to the main window's table."""
        hosted, lobby = self.hosted, self.lobby
        if hosted is None or lobby is None or hosted.own is None \
                or hosted.own.observation is None:
            return
        hosted.own.tableChanged.disconnect(self._own_table)
        lobby.detach()
        self.hosted = None   # (the session's now: stop_hosting leaves it alone)
        self.stop_hosting()
        self._hand_off(NetSession(hosted.kind, hosted.own, hosted))

    def _hand_off(self, session: NetSession) -> None:
        self.tableReady.emit(session)
        self.accept()

    def stop_hosting(self) -> None:
        if self.hosted is not None:
            self.hosted.close()
            self.hosted = None
        if self.lobby is not None:
            self.host_stack.removeWidget(self.lobby)
            self.lobby.deleteLater()
            self.lobby = None
        self.host_stack.setCurrentIndex(0)

    def done(self, result: int) -> None:  # (closing the window, by any way)
        self.stop_hosting()
        self.join_panel.close_all()
        super().done(result)

    def closeEvent(self, event: Any) -> None:  # noqa: N802 (Qt's name)
        self.stop_hosting()
        self.join_panel.close_all()
        super().closeEvent(event)
