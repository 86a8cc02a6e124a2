"""The dice game's part of the Statistics window and of the saved-games list."""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtWidgets import QGroupBox, QLabel, QVBoxLayout, QWidget

from .options import preset_name as dice_preset_name
from thousand_app.ui.common.i18n import translate
from thousand_app.ui.common.texts import fmt
from thousand_app.ui.common.windows import (fill_row, fit_rows, list_table, read_or_log,
                                             refit_sheet, wrap_headings)

log = logging.getLogger("thousand.ui")


def dice_stats_box(storage: Any, parent: QWidget | None = None) -> QGroupBox:
    """A box with the dice statistics per person: games, wins, average turn, busts, barrel
    attempts (from ``storage.stats("dice")``)."""
    box = QGroupBox(translate("DiceStats", "Dice game"), parent)
    box.setObjectName("diceStatsBox")
    lay = QVBoxLayout(box)
    stats = read_or_log(lambda: storage.stats("dice"), "dice statistics")
    if not stats:
        lay.addWidget(QLabel(translate("DiceStats", "No dice statistics yet: finish a dice game "
                                                    "first.")))
        return box
    heads = [translate("DiceStats", "Player"), translate("DiceStats", "Games"),
             translate("DiceStats", "Won"), translate("DiceStats", "Turns"),
             translate("DiceStats", "Average turn"), translate("DiceStats", "Busts"),
             translate("DiceStats", "Barrel attempts")]
    t = list_table(box, heads)
    t.setObjectName("diceStatsTable")
    t.setRowCount(len(stats))
    for row, (name, st) in enumerate(stats.items()):
        avg = st.average_turn
        fill_row(t, row, [name, str(st.games_played), str(st.games_won), str(st.turns),
                          "—" if avg is None else f"{avg:.0f}", str(st.busts),
                          str(st.barrel_attempts)])
    fit_rows(t)
    # (long headings wrap where the columns would not fit the width)
    refit_sheet(box, lambda: wrap_headings(t), t, latest=False)
    lay.addWidget(t, 1)
    try:
        marked = int(storage.game_count("dice", takebacks=True))
    except Exception:
        log.exception("dice game_count failed")
        marked = 0
    note = QLabel(fmt(translate("DiceStats", "Dice games with moves taken back: %1 (counted)."),
                      marked), box)
    note.setObjectName("diceTakebacksNote")
    note.setVisible(marked > 0)
    lay.addWidget(note)
    lay.addStretch()
    return box


def save_rules_text(info: Any) -> str:
    """The saved-games list's "Rules" cell of a dice game: its preset, marked as the dice's."""
    return fmt(translate("DiceStats", "Dice: %1"), dice_preset_name(info.preset))


__all__ = ["dice_stats_box", "save_rules_text"]
