"""The game screen's keys: a cursor over the hand, digits, Enter/Space, M, Up/Down.

The buttons of the panel and the bar carry their own shortcuts (B, P, R, C,
T, D, H, L, S, F1, Esc); this handles the keys that act on the table.  A
:class:`KeyFilter` on the application hands them here whatever widget of the
game window has the focus (the table view, a button, the panel), so they work
right after "Next deal" and while the bidding panel is up.

The cursor walks over the cards the prompt lets the player use (in trick play
only the playable ones); a digit puts it on any card, and Enter on a card that
may not be played shows the engine's reason.
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import Qt

from thousand_app.cards.engine import Card

from thousand_app.ui.common.key_filter import CONFIRM_KEYS, KeyFilter

from .screen_host import ScreenHost

__all__ = ["CONFIRM_KEYS", "KeyFilter", "KeyHandler"]


class KeyHandler:
    """The keyboard cursor over the viewer's hand, and the keys that move and use it."""

    def __init__(self, screen: ScreenHost) -> None:
        self.screen = screen
        self.focus_index = 0
        #: The cursor is drawn once the player has used the arrow or digit keys (or a hint).
        self.active = False

    def _cards_prompt(self) -> bool:
        prompt = self.screen.prompt
        return prompt is not None and prompt.uses_cards

    def focus_card(self) -> Optional[int]:
        """The card under the cursor (None while the cursor is not shown)."""
        cards = self.screen.scene.viewer_cards()
        if not cards or not self.active or not self._cards_prompt():
            return None
        self.focus_index = max(0, min(self.focus_index, len(cards) - 1))
        return cards[self.focus_index]

    def point_at(self, card: int) -> None:
        """Put the cursor on ``card`` (a hint) and show it."""
        cards = self.screen.scene.viewer_cards()
        if card in cards:
            self.focus_index = cards.index(card)
            self.active = True

    def _usable(self, cards: list[int]) -> list[int]:
        """Indices of the cards the cursor may stop on."""
        prompt = self.screen.prompt
        usable = prompt.cursor_cards() if prompt is not None else None
        if usable is None:
            return list(range(len(cards)))
        return [i for i, c in enumerate(cards) if c in usable]

    def _step(self, cards: list[int], step: int) -> None:
        usable = self._usable(cards)
        if not usable:
            return
        n = len(cards)
        for k in range(1, n + 1):
            i = (self.focus_index + step * k) % n
            if i in usable:
                self.focus_index = i
                return

    def _refresh(self) -> None:
        prompt = self.screen.prompt
        if prompt is not None:
            prompt.refresh()

    def key(self, key: int) -> bool:
        """Handle a key press; False if it is not a key of the table."""
        screen = self.screen
        prompt = screen.prompt
        cards = screen.scene.viewer_cards()
        overlay = screen.overlays.summary.isVisible() or screen.overlays.curtain.isVisible()
        if prompt is not None and not overlay and prompt.key(key):
            return True
        if prompt is not None and prompt.uses_cards and cards and not overlay:
            if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
                if not self.active:
                    self.active = True
                    usable = self._usable(cards)
                    if usable and self.focus_index not in usable:
                        self.focus_index = usable[0]
                else:
                    self._step(cards, -1 if key == Qt.Key.Key_Left else 1)
                prompt.cursor_moved()
                self._refresh()
                return True
            if Qt.Key.Key_1 <= key <= Qt.Key.Key_9 or key == Qt.Key.Key_0:
                idx = 9 if key == Qt.Key.Key_0 else key - Qt.Key.Key_1
                self.active = True
                if idx < len(cards):
                    self.focus_index = idx
                    prompt.cursor_moved()
                    self._refresh()
                return True
            if key in CONFIRM_KEYS and (prompt.enter_picks_card or key == Qt.Key.Key_Space):
                card = self.focus_card()
                if card is not None:
                    prompt.card_clicked(Card(card))
                    return True
                if key != Qt.Key.Key_Space and prompt.enter():
                    return True
                return True
            if key == Qt.Key.Key_M and prompt.marriage_box is not None:
                prompt.marriage_box.toggle()
                return True
        if (prompt is not None and not overlay and prompt.value_box is not None
                and key in (Qt.Key.Key_Up, Qt.Key.Key_Down)):
            prompt.step_value(key == Qt.Key.Key_Up)
            return True
        if key in CONFIRM_KEYS:
            if screen.overlays.summary.isVisible():
                screen.next_deal()
                return True
            if screen.overlays.curtain.isVisible():
                screen.curtain_ready()
                return True
            if (prompt is not None and key != Qt.Key.Key_Space and screen.overlays.panel.isVisible()
                    and prompt.enter()):
                return True
        return False
