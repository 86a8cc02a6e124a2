"""The dice engine's own exception types; every message is meant for a person."""

from __future__ import annotations


class DiceError(Exception):
    """Base class of every error the dice engine raises on purpose."""


class DiceRulesError(DiceError, ValueError):
    """An unknown preset or option, a value an option does not take, or a bad combination."""


class DiceIllegalActionError(DiceError):
    """An action that is not legal now; ``reason`` says why.  The game is unchanged."""

    def __init__(self, reason: str, action: object = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.action = action


class DiceRecordError(DiceError):
    """A dice record that is not valid.  ``str(error)`` is the one-line message of DICE.md 14.2
    (``record: …``, ``turn T: …`` or ``turn T, step K ("…"): …``)."""

    def __init__(self, message: str, turn: int | None = None, step: int | None = None) -> None:
        super().__init__(message)
        self.turn = turn
        self.step = step


__all__ = ["DiceError", "DiceRulesError", "DiceIllegalActionError", "DiceRecordError"]
