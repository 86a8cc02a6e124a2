"""The dice game «Тысяча» (dice-rules.md): its rules engine, records and replay.  Pure Python, no Qt.

Rules are :class:`DiceRules` (``DICE_OPTIONS``, ``DICE_PRESETS``); scoring lives in
:mod:`.scoring` (``keep_value``, ``legal_keeps``, ``is_empty``, ``throw_outcomes``);
a game is a :class:`DiceGame` driven by :class:`Throw`, :class:`Keep` and :data:`STOP`
actions; records are read and written by :mod:`.record`.  See docs/dice.md.
"""

from .actions import ROLL, STOP, THROWS, DiceAction, Keep, Roll, Stop, Throw, parse_step, throw_of
from .errors import DiceError, DiceIllegalActionError, DiceRecordError, DiceRulesError
from .events import (DiceEvent, EmptyThrow, FiveOnes, GameOver, Kept, Settled, Thrown,
                     TurnEnded, TurnSummary)
from .game import DiceGame, DiceObservation, KeepPreview, draw_throw
from .record import loads, replay, replay_output, to_record
from .rules import DICE_OPTIONS, DICE_PRESETS, DiceRules
from .scoring import best_keep, is_empty, keep_value, legal_keeps, throw_outcomes

__all__ = [
    "ROLL", "STOP", "THROWS", "DiceAction", "Keep", "Roll", "Stop", "Throw", "parse_step",
    "throw_of",
    "DiceError", "DiceIllegalActionError", "DiceRecordError", "DiceRulesError",
    "DiceEvent", "EmptyThrow", "FiveOnes", "GameOver", "Kept", "Settled", "Thrown", "TurnEnded",
    "TurnSummary", "DiceGame", "DiceObservation", "KeepPreview", "draw_throw", "loads", "replay",
    "replay_output", "to_record", "DICE_OPTIONS", "DICE_PRESETS", "DiceRules",
    "best_keep", "is_empty", "keep_value", "legal_keeps", "throw_outcomes",
]
