"""The scoring chart that can stay beside the dice table: what each face scores alone and
three, four and five of a kind, and the straights, under the game's rules (every value is
the engine's ``keep_value``)."""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from thousand_app.dice.engine import DiceRules, keep_value

from thousand_app.ui.common.i18n import translate

__all__ = ["ScoringChart", "chart_rows"]


def chart_rows(rules: DiceRules) -> list[tuple[int, list[Optional[int]]]]:
    """Per face, its points alone and three, four and five of a kind (None: does not score;
    five 1s under ``five_ones = win`` win instead)."""
    rows = []
    for face in range(1, 7):
        values: list[Optional[int]] = []
        for count in (1, 3, 4, 5):
            keep = (face,) * count
            wins = keep == (1,) * 5 and rules.five_ones == "win"
            values.append(None if wins else keep_value(keep, rules))
        rows.append((face, values))
    return rows


class ScoringChart(QFrame):
    """A narrow panel: the chart as a small table (numbers only), the straights under it."""

    def __init__(self, rules: DiceRules, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setObjectName("diceScoringChart")
        self.rules = rules
        self.setFrameShape(QFrame.Shape.StyledPanel)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.title.setProperty("tone", "strong")
        self.table = QLabel()
        self.table.setObjectName("diceChartTable")
        self.table.setTextFormat(Qt.TextFormat.RichText)   # (built from numbers only)
        self.notes = QLabel()
        self.notes.setTextFormat(Qt.TextFormat.PlainText)
        self.notes.setWordWrap(True)
        for w in (self.title, self.table, self.notes):
            lay.addWidget(w)
        lay.addStretch(1)
        self.retranslate()

    def retranslate(self) -> None:
        r = self.rules
        self.title.setText(translate("Dice", "Scoring"))
        heads = ["", "×1", "×3", "×4", "×5"]
        rows = ["<tr>" + "".join(f"<th align='right'>{h}</th>" for h in heads) + "</tr>"]
        for face, values in chart_rows(r):
            cells = "".join(f"<td align='right'>{'' if v is None else v}</td>" for v in values)
            rows.append(f"<tr><td align='right'><b>{face}</b></td>{cells}</tr>")
        self.table.setText("<table cellspacing='0' cellpadding='2'>" + "".join(rows)
                           + "</table>")
        notes = []
        if r.straights:
            notes.append(f"1-2-3-4-5: {keep_value((1, 2, 3, 4, 5), r)}\n"
                         f"2-3-4-5-6: {keep_value((2, 3, 4, 5, 6), r)}")   # (no words)
        if r.five_ones == "win":
            notes.append(translate("Dice", "Five 1s win the game."))
        self.notes.setText("\n".join(notes))
        self.notes.setVisible(bool(notes))
        self.setFixedWidth(max(self.table.sizeHint().width(), 110) + 14)
