"""The signals a table screen listens to, shared by the local controller
(:class:`~.controller_base.ControllerBase`) and a remote seat's
(:class:`~.remote_controller.RemoteController`)."""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QObject, Signal

__all__ = ["TableSignals"]


class TableSignals(QObject):
    """What happens at the table, for the screen."""

    #: Engine events of one step, to animate (unredacted; a screen redacts for its viewer).
    events = Signal(object)
    #: Moves were taken back (:meth:`undo_to_human`): the table is to be drawn anew.
    undone = Signal()
    #: A human seat is to act (seat).
    humanTurn = Signal(int)
    #: A computer seat started (seat) or stopped (-1) thinking.
    thinking = Signal(int)
    #: The hint for a human seat is ready (seat, hint) or failed (seat, None).
    hintReady = Signal(int, object)
    #: A message for the user (an error they caused, or a storage problem).
    message = Signal(str)
    #: After each autosave: True if the game is safe on disk, False while saving fails.
    saveState = Signal(bool)

    #: A seat of a network game (the host runs the game: no rematch, save or take-back
    #: here; a card seat holds no record of the deals to review).
    network = False
    #: Whether the table's finished deals can be reviewed here.
    reviewable = True

    def away_text(self, seat: int) -> Optional[str]:
        """Where seat ``seat``'s person dropped out and the computer has not taken the seat
        yet, the sentence for the status line (the seat is not thinking); else None (always
        at a table of this computer)."""
        return None
