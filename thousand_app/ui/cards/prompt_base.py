"""What every prompt shares: the screen it lives on, the value boxes, the concede and redeal buttons."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Optional

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox

from thousand_app.cards.engine import (Action, Bid, Card, Concede, Discard, Give, Observation,
                                       Pass, Raise, Redeal, Take)

from thousand_app.ui.cards.screen_host import ScreenHost
from .concession import confirm_concession
from .hints import CARD_MOVES
from thousand_app.ui.common.i18n import translate

if TYPE_CHECKING:
    from .controller import GameController
    from .panel import ActionPanel
    from .table import TableScene


class FittingComboBox(QComboBox):
    """A list of values whose drop-down list stays inside the window (scrolling if long)."""

    def __init__(self) -> None:
        super().__init__()
        self.setStyleSheet("QComboBox { combobox-popup: 0; }")  # a plain, scrolling list

    def showPopup(self) -> None:  # noqa: N802 (Qt's name)
        win = self.window().geometry()
        row = max(16, self.view().sizeHintForRow(0) if self.count() else 20)
        self.setMaxVisibleItems(max(3, min(self.count(), (win.height() - 40) // row)))
        super().showPopup()
        popup = self.view().window()
        g = popup.geometry()
        height = min(g.height(), win.height() - 20)
        y = min(max(g.y(), win.top() + 10), win.bottom() - 10 - height)
        x = min(max(g.x(), win.left()), win.right() - g.width())
        popup.setGeometry(x, y, g.width(), height)


def buttons_of(action: Action) -> frozenset[str]:
    """The panel's buttons that make ``action`` (by name; none for a card of the hand)."""
    if isinstance(action, Take):
        return frozenset({f"take{action.index}"})
    return _BUTTONS.get(type(action), frozenset())


_BUTTONS: dict[type, frozenset[str]] = {
    Bid: frozenset({"bidButton"}), Pass: frozenset({"passButton"}),
    Raise: frozenset({"raiseButton"}), Concede: frozenset({"concedeButton"}),
    Give: frozenset({"giveButton"}), Discard: frozenset({"giveButton"}),
    Redeal: frozenset({"badTalonButton", "redealButton"}),
}


class Prompt:
    """One human turn of one phase: the panel's words and buttons, and what a click on the table does.

    A prompt is made for a seat's turn and thrown away when the seat has acted.
    """

    #: The name tests and the keyboard know this prompt by.
    mode = ""
    #: Whether the hand's cards answer this prompt (the keyboard cursor walks over them).
    uses_cards = False
    #: Whether Enter picks the card under the cursor (else Enter is a button's key).
    enter_picks_card = True

    def __init__(self, screen: ScreenHost, obs: Observation) -> None:
        self.screen = screen
        self.seat = obs.seat
        self.obs = obs
        #: A list of legal values (bids or raises) that Up and Down change.
        self.value_box: Optional[QComboBox] = None
        #: The "declare the marriage" switch (M toggles it).
        self.marriage_box: Optional[QCheckBox] = None
        #: The move the last hint suggested (Enter makes it).
        self.hinted: Optional[Action] = None
        overlays = getattr(screen, "overlays", None)
        if overlays is not None:     # (a new turn: no button marked yet)
            overlays.panel.mark(frozenset())

    @property
    def panel(self) -> ActionPanel:
        return self.screen.overlays.panel

    @property
    def scene(self) -> TableScene:
        return self.screen.scene

    @property
    def controller(self) -> GameController:
        return self.screen.controller

    def observation(self) -> Observation:
        """The seat's view now (it changes while the prompt is up: a card passed, a raise)."""
        self.obs = self.controller.observation(self.seat)
        return self.obs

    # -- what subclasses fill in ---------------------------------------------------------------
    def show(self) -> None:
        """Fill the panel and set what the table lets the player click."""
        raise NotImplementedError

    def refresh(self) -> None:
        """Draw the hand's interaction again (the keyboard cursor moved, a hint came)."""

    def card_clicked(self, card: Card) -> None:
        """A card of the hand was clicked (or picked with the keyboard)."""

    def talon_clicked(self, index: int) -> None:
        """A talon was clicked."""

    def show_hint(self, action: Action) -> None:
        """Point at the hinted move (its card, its value in the box, its button marked);
        Enter then makes it."""
        self.hinted = action
        self.panel.mark(self.panel.marked | buttons_of(action))

    def key(self, key: int) -> bool:
        """A key of this prompt's own (its buttons' letters work as shortcuts too, but only
        while the window is active); True if it was used."""
        return False

    def cursor_moved(self) -> None:
        """The player moved the keyboard cursor: a hinted move that is not a card (a raise)
        is forgotten, with the hint's words, since Enter now picks the card under the cursor."""
        if self.hinted is not None and not isinstance(self.hinted, CARD_MOVES):
            self.hinted = None
            self.panel.mark(frozenset())
            self.show()
            self.screen.show_panel()

    def cursor_cards(self) -> Optional[set[int]]:
        """The cards the keyboard cursor stops on (None: every card of the hand)."""
        return None

    def enter(self) -> bool:
        """Enter with no card under the cursor: make the hinted move, if a hint was given (a
        concession as its button makes it: after the question, if the settings ask it)."""
        if self.hinted is None:
            return False
        if isinstance(self.hinted, Concede):
            self.concede(self.hinted)
        else:
            self.submit(self.hinted)
        return True

    # -- helpers -----------------------------------------------------------------------------------
    def submit(self, action: Action) -> None:
        self.screen.submit(action)

    def make_value_box(self, name: str, values: list[int]) -> QComboBox:
        """A list of the legal values (bids or raises) in the panel; Up and Down change it."""
        box = FittingComboBox()
        box.setObjectName(name)
        box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for v in values:
            box.addItem(str(v), v)
        box.setToolTip(translate("Game", "Up and Down arrows change the value"))
        self.panel.add_widget(box)
        self.value_box = box
        return box

    def select_value(self, value: int) -> None:
        """Put the value box on ``value`` (a hint)."""
        if self.value_box is not None:
            i = self.value_box.findData(value)
            if i >= 0:
                self.value_box.setCurrentIndex(i)

    def step_value(self, up: bool) -> None:
        box = self.value_box
        if box is not None:
            i = box.currentIndex() + (1 if up else -1)
            box.setCurrentIndex(max(0, min(box.count() - 1, i)))

    def add_concede_redeal(self, obs: Observation) -> None:
        """The declarer's buttons after the talon: redeal a bad talon, concede."""
        p = self.panel
        for a in obs.legal_actions:
            if isinstance(a, Redeal):
                p.add_button(translate("Game", "Redeal: bad talon"), partial(self.submit, a),
                             "T", name="badTalonButton")
        concede = next((a for a in obs.legal_actions if isinstance(a, Concede)), None)
        if concede is not None:
            p.add_button(translate("Game", "Concede…"), partial(self.concede, concede), "C",
                         name="concedeButton")

    def concede(self, action: Concede) -> None:
        if not self.screen.confirm_concede or confirm_concession(self.screen.window(), self.controller.game,
                                                                 action):
            self.submit(action)
