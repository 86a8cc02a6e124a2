"""The card game's part of the Statistics window and of the saved-games list."""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtWidgets import QGroupBox, QLabel, QVBoxLayout, QWidget

from thousand_app.ui.common.i18n import translate
from thousand_app.ui.common.texts import fmt, total_text
from .texts import preset_name
from thousand_app.ui.common.windows import (fill_row, fit_rows, list_table, read_or_log,
                                             refit_sheet, wrap_headings)

log = logging.getLogger("thousand.ui")

__all__ = ["card_stats_box", "save_rules_text"]


def card_stats_box(storage: Any, parent: QWidget | None = None) -> QGroupBox:
    """A box with the card statistics per person (from ``storage.stats("cards")``) and how many
    games had moves taken back."""
    box = QGroupBox(translate("Saves", "Card game"), parent)
    box.setObjectName("cardStatsBox")
    lay = QVBoxLayout(box)
    stats = read_or_log(lambda: storage.stats("cards"), "stats")
    # games played to the end, won, and left before the end (given up, or still under
    # Continue), each counted on its own: a game left is never a game played and lost
    heads = [translate("Saves", "Player"), translate("Saves", "Finished"),
             translate("Saves", "Won"), translate("Saves", "Left unfinished"),
             translate("Saves", "Deals declared"),
             translate("Saves", "Made"), translate("Saves", "Average contract"),
             translate("Saves", "Best game"), translate("Saves", "Bolts"),
             translate("Saves", "Barrel falls")]
    if not stats:
        lay.addWidget(QLabel(translate("Saves", "No statistics yet: finish a deal first.")))
    t = list_table(box, heads)
    t.setObjectName("statsTable")
    t.setRowCount(len(stats))
    for row, (name, st) in enumerate(sorted(stats.items())):
        avg = st.average_contract
        fill_row(t, row, [name, str(st.games_finished), str(st.games_won),
                          str(max(0, st.games_played - st.games_finished)),
                          str(st.deals_declared), str(st.deals_made),
                          "—" if avg is None else f"{avg:.0f}",
                          "—" if st.best_game is None else total_text(st.best_game),
                          str(st.bolts), str(st.barrel_falls)])
    t.setVisible(bool(stats))
    fit_rows(t)
    # (long headings wrap where the columns would not fit the width)
    refit_sheet(box, lambda: wrap_headings(t), t, latest=False)
    lay.addWidget(t, 1)
    try:
        marked = int(storage.game_count("cards", takebacks=True))
    except Exception:
        log.exception("game_count failed")
        marked = 0
    note = QLabel(fmt(translate(
        "Saves", "Games with moves taken back: %1 (counted, but never a best game)."), marked),
        box)
    note.setObjectName("takebacksNote")
    note.setVisible(marked > 0)
    lay.addWidget(note)
    lay.addStretch()
    return box


def save_rules_text(info: Any) -> str:
    """The saved-games list's "Rules" cell of a card game: its preset."""
    return str(preset_name(info.preset))
