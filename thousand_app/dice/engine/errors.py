"""The dice engine's own exception types; every message is meant for a person."""

from __future__ import annotations


class DiceError(Exception):
    """Base class of every error the dice engine raises on purpose."""


class DiceRulesError(DiceError, ValueError):
    """An unknown preset or option, a value an option does not take, or a bad combination.

    ``str(error)`` is the English sentence; ``code`` and ``params`` say the same for a user
    interface to put in its own words (None and {} where no interface meets the error):

    - ``"option_value"``: ``key`` does not take ``value`` (``low``, ``step``: the least value
      and the multiple it must be, for a number);
    - ``"below"`` / ``"above"``: option ``key`` (``value``) must be below / above option
      ``other`` (``other_value``);
    - ``"pit_range"``: the pit ``lo``–``hi`` must lie above 0 and below ``target``;
    - ``"pit_barrel"``: the pit ``lo``–``hi`` must end below ``barrel`` (``barrel_at``);
    - ``"pits_overlap"``: the pits ``lo``–``hi`` and ``lo2``–``hi2`` overlap;
    - ``"dump_range"``: the dump truck's ``value`` must lie above 0 and below ``target``.
    """

    def __init__(self, message: str, code: str | None = None, **params: object) -> None:
        super().__init__(message)
        self.code = code
        self.params = params


class DiceIllegalActionError(DiceError):
    """An action that is not legal now; ``reason`` says why.  The game is unchanged."""

    def __init__(self, reason: str, action: object = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.action = action


class DiceRecordError(DiceError):
    """A dice record that is not valid.  ``str(error)`` is the one-line message of record-format.md
    (``record: …``, ``turn T: …`` or ``turn T, step K ("…"): …``)."""

    def __init__(self, message: str, turn: int | None = None, step: int | None = None) -> None:
        super().__init__(message)
        self.turn = turn
        self.step = step


__all__ = ["DiceError", "DiceRulesError", "DiceIllegalActionError", "DiceRecordError"]
