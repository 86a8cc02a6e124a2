"""The question before a concession: what it costs, as the engine will score it."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget

from thousand_app.engine import Concede, Game

from .i18n import translate
from .texts import fmt


def concession_figures(game: Game, action: Concede) -> tuple[int, int]:
    """What the declarer loses and what each opponent gains."""
    obs = game.observation(action.seat)
    contract = obs.contract or 0
    payout = 60 if obs.rules.concede_payout == "sixty" else -(-((contract + 1) // 2) // 5) * 5
    return contract, payout


def confirm_concession(parent: QWidget, game: Game, action: Concede) -> bool:
    """Ask the declarer whether he gives up the deal; True if he does."""
    lose, gain = concession_figures(game, action)
    answer = QMessageBox.question(
        parent, translate("Game", "Concede"),
        fmt(translate("Game", "Give up this deal? You lose %1 and each opponent gains %2."),
            lose, gain),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.No)
    return answer == QMessageBox.StandardButton.Yes
