"""The rules engine: pure Python, no Qt.  See docs/rules.md, record-format.md, engine-api.md."""

from .actions import (DEAD, Action, Bid, Concede, Dark, Declare, Decline, Discard, Give, Pass, Play,
                      Raise, Redeal, Take, parse_action)
from .cards import Card, cards_of, mask_of, points_of
from .deal import BAD_TALON_POINTS, DealSetup, Layout, bid_cap, deal_layout, redeal_reasons
from .errors import IllegalActionError, Reason, RecordError, RulesError, ThousandError
from .game import CardLocations, DealCards, Game, Observation, Preview
from .phase import Phase
from .record import DealReplay, ReplayStep, replay, replay_deal, to_record
from .rules import (BARREL_MIN_CONTRACT, BARREL_TALON_CONTRACT, CAP_WITHOUT_MARRIAGE, CONCEDE_SIXTY,
                    CONCEDE_THIRD_PENALTY, DARK_CONTRACT, GOLDEN_CONTRACT, MAX_CONTRACT,
                    OPENING_BID, OPTIONS, PRESETS, TARGET, Rules)
from .scoring import MatchState
from .summary import DealSummary, ScoreNote
from .core import beats, legal_mask, trick_winner

__all__ = [
    "Action", "Bid", "Concede", "Dark", "Declare", "Discard", "Give", "Pass", "Play", "Raise",
    "Redeal", "Decline", "Take", "DEAD", "parse_action", "Card", "cards_of", "mask_of", "points_of",
    "BAD_TALON_POINTS", "DealSetup", "deal_layout", "Layout", "bid_cap", "redeal_reasons", "IllegalActionError", "Reason",
    "RecordError", "RulesError", "ThousandError", "Game", "DealCards", "Observation", "Preview",
    "CardLocations", "Phase", "replay", "replay_deal", "DealReplay", "ReplayStep", "to_record",
    "OPTIONS", "PRESETS", "Rules", "TARGET",
    "MAX_CONTRACT", "CAP_WITHOUT_MARRIAGE", "BARREL_MIN_CONTRACT", "BARREL_TALON_CONTRACT", "DARK_CONTRACT",
    "GOLDEN_CONTRACT", "OPENING_BID", "CONCEDE_SIXTY", "CONCEDE_THIRD_PENALTY", "MatchState", "DealSummary", "ScoreNote", "beats", "legal_mask",
    "trick_winner",
]
