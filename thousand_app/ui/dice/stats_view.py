"""The dice game's part of the Statistics window and of the saved-games list."""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QAbstractItemView, QGroupBox, QHeaderView, QLabel, QTableWidget,
                               QTableWidgetItem, QVBoxLayout, QWidget)

from .options import preset_name as dice_preset_name
from thousand_app.ui.common.i18n import translate
from thousand_app.ui.common.texts import fmt

log = logging.getLogger("thousand.ui")


def dice_stats_box(storage: Any, parent: QWidget | None = None) -> QGroupBox:
    """A box with the dice statistics per person: games, wins, average turn, busts, barrel
    attempts (from ``storage.stats("dice")``)."""
    box = QGroupBox(translate("DiceStats", "Dice game"), parent)
    box.setObjectName("diceStatsBox")
    lay = QVBoxLayout(box)
    try:
        stats = dict(storage.stats("dice"))
    except Exception:
        log.exception("dice_stats failed")
        stats = {}
    if not stats:
        lay.addWidget(QLabel(translate("DiceStats", "No dice statistics yet: finish a dice game "
                                                    "first.")))
        return box
    heads = [translate("DiceStats", "Player"), translate("DiceStats", "Games"),
             translate("DiceStats", "Won"), translate("DiceStats", "Turns"),
             translate("DiceStats", "Average turn"), translate("DiceStats", "Busts"),
             translate("DiceStats", "Barrel attempts")]
    t = QTableWidget(len(stats), len(heads), box)
    t.setObjectName("diceStatsTable")
    t.setHorizontalHeaderLabels(heads)
    t.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    t.verticalHeader().setVisible(False)
    t.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    t.horizontalHeader().setStretchLastSection(True)
    for row, (name, st) in enumerate(stats.items()):
        avg = st.average_turn
        cells = [name, str(st.games_played), str(st.games_won), str(st.turns),
                 "—" if avg is None else f"{avg:.0f}", str(st.busts), str(st.barrel_attempts)]
        for col, text in enumerate(cells):
            item = QTableWidgetItem(text)
            if col:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            t.setItem(row, col, item)
    lay.addWidget(t)
    return box


def save_rules_text(info: Any, card_preset_name: Any) -> str:
    """The saved-games list's "Rules" cell: the card preset, or the dice preset marked as such."""
    if getattr(info, "kind", "cards") == "dice":
        return fmt(translate("DiceStats", "Dice: %1"), dice_preset_name(info.preset))
    return str(card_preset_name(info.preset))


__all__ = ["dice_stats_box", "save_rules_text"]
