"""The game screen's keys: a cursor over the hand, digits, Enter/Space, M, Up/Down.

The buttons of the panel and the bar carry their own shortcuts (B, P, R, C,
T, D, H, L, S, F1, Esc); this handles the keys that act on the table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional

from PySide6.QtCore import Qt

from thousand_app.engine import Card

if TYPE_CHECKING:
    from .game_screen import GameScreen

CONFIRM_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


class KeyHandler:
    """The keyboard cursor over the viewer's hand, and the keys that move and use it."""

    def __init__(self, screen: GameScreen) -> None:
        self.screen = screen
        self.focus_index = 0
        #: The cursor is drawn once the player has used the arrow or digit keys.
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

    def _refresh(self) -> None:
        prompt = self.screen.prompt
        if prompt is not None:
            prompt.refresh()

    def key(self, key: int) -> bool:
        """Handle a key press; False if it is not a key of the table."""
        screen = self.screen
        prompt = screen.prompt
        cards = screen.scene.viewer_cards()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and not self.active and cards:
            self.active = True
            self._refresh()
            return True
        if prompt is not None and prompt.uses_cards and cards:
            if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
                step = -1 if key == Qt.Key.Key_Left else 1
                self.focus_index = (self.focus_index + step) % len(cards)
                self._refresh()
                return True
            if Qt.Key.Key_1 <= key <= Qt.Key.Key_9 or key == Qt.Key.Key_0:
                idx = 9 if key == Qt.Key.Key_0 else key - Qt.Key.Key_1
                self.active = True
                if idx < len(cards):
                    self.focus_index = idx
                    self._refresh()
                return True
            if key in CONFIRM_KEYS and (prompt.enter_picks_card or key == Qt.Key.Key_Space):
                card = self.focus_card()
                if card is not None:
                    prompt.card_clicked(Card(card))
                return True
            if key == Qt.Key.Key_M and prompt.marriage_box is not None:
                prompt.marriage_box.toggle()
                return True
        if prompt is not None and prompt.value_box is not None and key in (Qt.Key.Key_Up,
                                                                           Qt.Key.Key_Down):
            prompt.step_value(key == Qt.Key.Key_Up)
            return True
        if key in CONFIRM_KEYS:
            if screen.summary.isVisible():
                screen.next_deal()
                return True
            if screen.curtain.isVisible():
                screen.curtain_ready()
                return True
        return False
