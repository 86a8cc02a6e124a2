"""What the UI shell knows of a game's UI: a :class:`GameUI` each game's UI folder describes
once (``thousand_app/ui/cards/kind.py``, ``thousand_app/ui/dice/kind.py``), listed in
:mod:`thousand_app.ui.kinds`; and the :class:`GamePart` through which the main window runs
that game's screens (new game, continue, save, review, score sheet, rules, take-backs).

The shell imports no game: it finds a game's UI by its name (the name of its
:class:`~thousand_app.games.registry.GameKind`) in the UI registry.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterable, Iterator, Optional, Protocol

from PySide6.QtWidgets import QWidget

from thousand_app.games.registry import AnyKind, Registry

__all__ = ["GameHost", "GamePart", "GameUI", "SmokeStage", "StartTile", "UIRegistry"]


class GameHost(Protocol):
    """What a game's part may use of the main window."""

    storage: Any
    settings: Any
    stack: Any
    sound: Any
    deck: Any
    quiet_kinds: Any

    def save_settings(self) -> None: ...
    def show_start(self) -> None: ...
    def show_problems(self) -> None: ...
    def update_actions(self) -> None: ...
    def show_save_state(self, saved: bool) -> None: ...
    def may_replace_game(self, kind: str, opened: Any = None) -> bool: ...
    def take_the_table(self, part: "GamePart") -> None: ...
    def statusBar(self) -> Any: ...  # noqa: N802 (Qt's name)


class NetworkSetup:
    """What the host chose for a network game: the engine's rules, and per seat its name,
    whether it is for a person (else the computer plays it) and the computer's level (None
    for a person's seat, or where the dialog chose none: the host's default)."""

    def __init__(self, rules: Any, names: list[str], people: list[bool],
                 levels: Optional[list[Optional[str]]] = None) -> None:
        self.rules, self.names, self.people = rules, names, people
        self.levels: list[Optional[str]] = list(levels) if levels is not None else \
            [None] * len(people)
        #: The host's own seat has the app's fallback name ("Table host"): nobody named it.
        self.host_default = False


class GamePart:
    """One game's screens in the main window; the shell calls these, the game's UI folder
    fills them in.  ``controller`` and ``screen`` are the game on the table (None when none)."""

    #: The game's name in the registry ("cards", "dice").
    kind = ""

    def __init__(self, host: GameHost) -> None:
        self.host = host
        self.controller: Any = None
        self.screen: Optional[QWidget] = None
        #: A network game's session (its remote seat, and the host at the hosting window).
        self.session: Any = None

    # -- starting and leaving -----------------------------------------------------------
    def new_game(self) -> None:
        """The new-game dialog, then the game."""

    def network_setup(self) -> Optional["NetworkSetup"]:
        """The new-game dialog for a hosted network game: its rules and seats (a person's
        seat is open for people), or None when cancelled (or the game cannot be hosted)."""
        return None

    #: Whether this game has a table for a network game's seat (:meth:`start_remote`).
    plays_remote = False

    def start_remote(self, session: Any) -> None:
        """Put a network game's table on the screen for this window's seat: ``session`` (a
        :class:`~.net_lobby.NetSession`) holds the seat's
        :class:`~thousand_app.net.remote.RemoteGame` (``session.remote``) and ends with the
        table (``session.close()``: leave, and stop hosting at the host)."""
        host = self.host
        host.take_the_table(self)
        controller = self.remote_controller(session.remote)
        self.session = session
        if getattr(session, "hosted", None) is None:   # (a game joined: offered again after a
            from .rejoin import RejoinWatch, network_prefs   # restart until it ends)

            RejoinWatch(session.remote, network_prefs(host.settings), host.save_settings)
        controller.ended.connect(lambda text: host.statusBar().showMessage(text, 15000))
        self.show_remote(controller)
        self.attach_net_panel()

    def attach_net_panel(self) -> None:
        """Under a network game's table: the connection, the seats, the chat (once a screen;
        again in new words after a language change)."""
        from .net_panel import NetPanel

        screen, session = self.screen, self.session
        if screen is None or session is None:
            return
        panel = screen.findChild(NetPanel)
        if panel is not None:
            panel.retranslate()
            return
        lay = screen.layout()
        if lay is not None:
            panel = NetPanel(session.remote, screen)
            panel.menuWanted.connect(self.host.show_start)   # (the game ended for this seat)
            lay.addWidget(panel)

    def remote_controller(self, remote: Any) -> Any:
        """The game's controller of a remote seat (:attr:`plays_remote` games)."""
        raise NotImplementedError

    def show_remote(self, controller: Any) -> None:
        """The game's table for ``controller``, a remote seat's."""
        raise NotImplementedError

    def end_session(self) -> None:
        """The network game's session ends with its table (leave; at the host, stop)."""
        session, self.session = self.session, None
        if session is not None:
            session.close()

    def start_saved(self, saved: Any) -> None:
        """Go on with a game the storage gave back (autosave, a save, an imported record)."""

    def end_screen(self) -> None:
        """Take the game off the table (its last save is written)."""

    def close(self) -> None:
        """The window closes: windows and work of this game stop."""

    def rebuilt(self) -> bool:
        """After a language change: the game's screen in the new words; True if it is on."""
        return False

    def settings_changed(self, deck_changed: bool) -> None:
        """The settings were changed (the host's ``settings`` and ``deck`` are the new ones)."""

    # -- menus while the game is on ----------------------------------------------------
    @property
    def may_take_back(self) -> bool:
        c = self.controller
        return c is not None and bool(c.may_take_back)

    def can_review(self) -> bool:
        return False

    def take_back(self) -> None:
        """Game → Take back a move."""

    def review(self, deal: Optional[int] = None) -> None:
        """Game → Review: the game on the table."""

    def review_saved(self, saved: Any, name: str = "") -> None:
        """The review of a saved or imported game (``name``: the save's)."""

    def save_as(self, name: str) -> None:
        """Game → Save as: the game on the table under ``name`` (raises when it fails)."""

    def players(self) -> list[str]:
        c = self.controller
        return list(c.game.players) if c is not None else []

    def show_sheet(self) -> None:
        """View → Score sheet."""

    def show_rules(self) -> None:
        """Help → Rules: the rules of the game on the table, else of the last one chosen."""
        window = self.rules_window()
        if window is not None:
            window.exec()

    def rules_window(self) -> Any:
        """The rules' screen (a sheet over the table) that :meth:`show_rules` opens, not shown
        yet; None for a game without one."""
        return None


class SmokeStage:
    """A stage of the app's smoke test (``--smoke-test``), one game's part of it: ``start``
    puts something on the screen (a game of computer players, a review); ``check`` is then
    called on a timer until it says the stage is done.  Either calls ``fail(problem)`` on a
    failure.  ``figures()`` says what the stage did (so far: zeros before it ran)."""

    #: The stage as the smoke test's report names it ("card deal").
    name = ""

    def start(self, window: Any, fail: Callable[[str], None]) -> None:
        """Begin the stage in the main window."""

    def check(self, window: Any, fail: Callable[[str], None]) -> bool:
        """Whether the stage is done."""
        return True

    def figures(self) -> str:
        """What the stage did, for the smoke test's report ("a dice game of 40 turns")."""
        return ""

    def stop(self, window: Any) -> None:
        """The smoke test ends, this stage done or not: let go of what it started."""


@dataclass(frozen=True)
class StartTile:
    """A game's tile on the start screen (its texts to translate in the context "Start")."""

    #: The tile's heading ("Cards") and its line under it.
    title: str
    blurb: str
    #: The key of its "New game" button (``StartScreen.buttons``; object name key + "Button").
    button: str
    #: What Continue resumes when this game was played last ("the card game you were
    #: playing"), and its entry in the Rules button's menu.
    continue_note: str
    rules: str
    #: ``paint(painter, centre_x, deck, dpr)``: the drawing above the heading (92 px high).
    paint: Callable[[Any, float, Any, float], None]


@dataclass(frozen=True)
class GameUI:
    """A game's UI as the shell finds it in the :class:`UIRegistry` it is given."""

    #: The name of the game's :class:`~thousand_app.games.registry.GameKind`.
    name: str
    #: ``make_part(host)``: the game's :class:`GamePart` in the main window.
    make_part: Callable[[GameHost], GamePart]
    #: The game's name on a tab of Help → Keyboard (context "Keys", to translate).
    keys_title: str
    #: Help → Keyboard: (keys, what they do), to translate in the context "Keys".
    keys: tuple[tuple[str, str], ...]
    #: The main menu's entries: (action key, text in the context "Main", shortcut) for the
    #: new game and for the game's own rules (None: Help → Rules, which shows the rules of
    #: the game on the table, else the first game's, is this game's entry).
    new_game_action: tuple[str, str, Optional[str]]
    rules_action: Optional[tuple[str, str, Optional[str]]]
    #: ``stats_box(storage, parent)``: the game's tab in the statistics, or None.
    stats_box: Optional[Callable[[Any, QWidget], QWidget]] = None
    #: ``save_rules_text(info)``: a save's rules in a line (the saved-games list), or None.
    save_rules_text: Optional[Callable[[Any], str]] = None
    #: ``scenes()``: the game's screenshot scenes, in order, each ``scene(shots)`` for a
    #: :class:`~thousand_app.ui.common.shots.Shots` (read only by the screenshot command: the
    #: app never imports them).
    scenes: Optional[Callable[[], tuple[Callable[[Any], None], ...]]] = None
    #: ``smoke()``: the smoke test's stages for this game, in order (new ones each run).
    smoke: Optional[Callable[[], list[SmokeStage]]] = None
    #: ``check_data(window) -> [problems]``: what this game's UI needs of the install.
    check_data: Optional[Callable[[Any], list[str]]] = None
    #: Its tile on the start screen.
    tile: Optional[StartTile] = None
    #: ``preset_name(key)``: a rules preset's name in words (the join list of network play).
    preset_name: Optional[Callable[[str], str]] = None
    #: ``prepare_saved(saved)``: what a game read back (Continue, Load, Import) needs before
    #: it goes on the table and may take a while (the dice hard player's plan for custom
    #: rules): run on the worker thread that replayed it, never on the GUI thread.
    prepare_saved: Optional[Callable[[Any], None]] = None
    #: ``course()``: the game's lessons (:class:`~thousand_app.ui.common.lessons.Course`), or
    #: None; the start screen's Learn on the game's tile opens it.
    course: Optional[Callable[[], Any]] = None


class UIRegistry:
    """The UIs of the games of ``games`` (in the order they are added: the entry point adds
    them in the games' order); ``get(name)`` finds one, ``kind(name)`` its game."""

    def __init__(self, games: Registry, uis: Iterable[GameUI] = ()) -> None:
        #: The games these are the UIs of.
        self.games = games
        self._uis: list[GameUI] = []
        for ui in uis:
            self.add(ui)

    def __iter__(self) -> Iterator[GameUI]:
        return iter(tuple(self._uis))

    def __len__(self) -> int:
        return len(self._uis)

    def add(self, ui: GameUI) -> None:
        """Register one more game's UI (after the others); ValueError if its name is taken."""
        if ui.name in self.names:
            raise ValueError(f"game UI {ui.name!r} registered twice")
        self._uis.append(ui)

    def remove(self, name: str) -> None:
        """Take the UI of the game called ``name`` out again (KeyError if there is none)."""
        self._uis.remove(self.get(name))

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(ui.name for ui in self._uis)

    def get(self, name: str) -> GameUI:
        """The UI of the game called ``name``; KeyError otherwise."""
        found = [ui for ui in self._uis if ui.name == name]
        if not found:
            raise KeyError(f"no game UI {name!r} (games: {', '.join(self.names)})")
        return found[0]

    def kind(self, name: str) -> AnyKind:
        """The game called ``name`` (of :attr:`games`); KeyError otherwise."""
        return self.games.get(name)
