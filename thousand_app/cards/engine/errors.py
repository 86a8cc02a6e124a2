"""The engine's own exception types; every message is meant for a person."""

from __future__ import annotations

from thousand_app.games.reasons import Reason

__all__ = ["ThousandError", "RulesError", "Reason", "IllegalActionError", "RecordError"]


class ThousandError(Exception):
    """Base class of every error the engine raises on purpose."""


class RulesError(ThousandError, ValueError):
    """An unknown option, a value an option does not take, or a bad preset.

    ``str(error)`` is the English sentence; ``code`` and ``params`` say the same for a user
    interface to put in its own words (None and {} where no interface meets the error):

    - ``"option_value"``: option ``key`` does not take ``value`` (``low``, ``high``, ``step``
      for a number);
    - ``"barrel_dump"``: options ``barrel_at`` (``barrel_at``) and ``dump_truck_value``
      (``value``) contradict each other (ruling 18);
    - ``"barrel_mode"``: with ``barrel_mode`` (``mode``) the smallest barrel contract ``low``
      would end the game short of the target: ``barrel_at`` (``barrel_at``) must be at least
      ``least``.
    """

    def __init__(self, message: str, code: str | None = None, **params: object) -> None:
        super().__init__(message)
        self.code = code
        self.params = params


class IllegalActionError(ThousandError):
    """An action that is not legal now; ``reason`` says why."""

    def __init__(self, reason: str, action: object = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.action = action


class RecordError(ThousandError):
    """A game record that is not valid (bad JSON, schema, cards or moves).

    ``deal`` and ``move`` locate the problem (counted from 0) when it is a move.
    """

    def __init__(self, message: str, deal: int | None = None, move: int | None = None,
                 move_text: str | None = None) -> None:
        super().__init__(message)
        self.deal = deal
        self.move = move
        self.move_text = move_text
