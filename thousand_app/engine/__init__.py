"""The rules engine: pure Python, no Qt.  See RULES.md and RECORD.md."""

from .actions import (DEAD, Action, Bid, Concede, Dark, Declare, Discard, Give, Pass, Play, Raise,
                      Redeal, Take, parse_action)
from .cards import Card, cards_of, mask_of, points_of
from .deal import DealSetup, DealState, Layout
from .errors import IllegalActionError, RecordError, RulesError, ThousandError
from .game import Game, Observation
from .record import replay, to_record
from .rules import OPTIONS, PRESETS, Rules
from .scoring import MatchState
from .summary import DealSummary, ScoreNote

__all__ = [
    "Action", "Bid", "Concede", "Dark", "Declare", "Discard", "Give", "Pass", "Play", "Raise",
    "Redeal", "Take", "DEAD", "parse_action", "Card", "cards_of", "mask_of", "points_of",
    "DealSetup", "DealState", "Layout", "IllegalActionError", "RecordError", "RulesError",
    "ThousandError", "Game", "Observation", "replay", "to_record", "OPTIONS", "PRESETS", "Rules",
    "MatchState", "DealSummary", "ScoreNote",
]
