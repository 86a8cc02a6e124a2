"""The engine's own exception types; every message is meant for a person."""

from __future__ import annotations


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


class Reason(str):
    """Why an action is refused: the English sentence (it *is* the ``str``) with a stable
    ``code`` and its ``params``, so that a user interface can say it in its own words
    without reading the English.

    >>> r = Reason("follow_suit", "must follow suit (hearts)", 3)
    >>> r == "must follow suit (hearts)", r.code, r.params
    (True, 'follow_suit', (3,))
    """

    code: str
    params: tuple[object, ...]

    def __new__(cls, code: str, text: str, *params: object) -> "Reason":
        self = super().__new__(cls, text)
        self.code = code
        self.params = params
        return self

    def __getnewargs__(self) -> tuple[object, ...]:  # type: ignore[override]
        return (self.code, str(self), *self.params)


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
