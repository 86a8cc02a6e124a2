"""The question before a concession, with what it costs as the engine will score it.

The figures are :meth:`Game.preview`'s: the same code that applies the
concession works them out (the payout, the third-concession penalty, a
defender on the barrel who gains nothing), so the dialog cannot promise what
the score sheet then contradicts.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from PySide6.QtWidgets import QMessageBox, QWidget

from thousand_app.cards.engine import Concede, Game
from thousand_app.cards.engine.events import DealScored

from thousand_app.ui.common.i18n import translate
from thousand_app.ui.common.plain_text import plain_box
from .scoresheet import note_text
from thousand_app.ui.common.texts import fmt, signed, total_text


@dataclass(frozen=True)
class Concession:
    """What a concession would do: each seat's change and new total, and the deal's notes."""

    deltas: tuple[int, ...]
    totals: tuple[int, ...]
    notes: tuple[str, ...]


def concession(game: Game, action: Concede) -> Optional[Concession]:
    """The engine's preview of ``action``, in the words of the score sheet (None where the
    table holds no engine to ask: a network seat)."""
    preview = game.preview(action)
    if preview is None:
        return None
    notes: list[str] = []
    for e in preview.events:
        if isinstance(e, DealScored):  # what else happens (each payout has its line already)
            notes = [note_text(n, game.players, game.rules) for n in e.summary.notes
                     if n.kind != "concede_payout"]
    return Concession(preview.deltas, preview.totals_after, tuple(n for n in notes if n))


def concession_lines(game: Game, c: Concession) -> list[str]:
    """One line per player ("Boris: +60 (total 460)"), then the deal's notes."""
    lines = [fmt(translate("Game", "%1: %2 (total %3)"), name, signed(c.deltas[seat]),
                 total_text(c.totals[seat])) for seat, name in enumerate(game.players)]
    return lines + list(c.notes)


def concession_box(parent: Optional[QWidget], game: Game, action: Concede) -> QMessageBox:
    box = plain_box(parent, QMessageBox.Icon.Question, translate("Game", "Concede"),
                    translate("Game", "Give up this deal? It is scored at once:"),
                    QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    c = concession(game, action)
    if c is not None:
        box.setInformativeText("\n".join(concession_lines(game, c)))
    box.setObjectName("concedeBox")
    box.setDefaultButton(QMessageBox.StandardButton.No)
    return box


def confirm_concession(parent: QWidget, game: Game, action: Concede) -> bool:
    """Ask the declarer whether he gives up the deal; True if he does."""
    return concession_box(parent, game, action).exec() == QMessageBox.StandardButton.Yes
